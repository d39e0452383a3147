# Sourced by the bench scripts: the shared corpus beside the project, and a fresh release build.
# Sets: shared (../shared) and bin (the fitkit executable).
cd "$(dirname "$0")/.."
shared=../shared
[ -d "$shared/corpus" ] || { echo "needs $shared/corpus beside the project"; exit 1; }
# A build that fails says so (with the compiler's words) instead of ending the script without a line.
scripts/build-release.sh >"${TMPDIR:-/tmp}/fitkit-bench-build.log" 2>&1 || {
  tail -n 20 "${TMPDIR:-/tmp}/fitkit-bench-build.log"
  echo "the current tree does not build (above); a file edited while it built is the usual cause: run it again"
  exit 1
}
bin=$PWD/.build/release/fitkit

# build_commit COMMIT: a release build of an earlier commit in its own worktree (kept for the next run), made as
# that commit made its release (its own scripts/build-release.sh where it has one); sets `old` to its executable.
build_commit() {
  local tree=${TMPDIR:-/tmp}/fitkit-bench-ab-$1
  if [ ! -x "$tree/.build/release/fitkit" ]; then
    rm -rf "$tree"; git worktree prune
    git worktree add -q --detach "$tree" "$1"
    if [ -f .build/static-libstdc++/libstdc++.a ]; then
      mkdir -p "$tree/.build/static-libstdc++"
      ln -sf "$(readlink -f .build/static-libstdc++/libstdc++.a)" "$tree/.build/static-libstdc++/libstdc++.a"
    fi
    (cd "$tree" && if [ -x scripts/build-release.sh ]; then scripts/build-release.sh; else
      swift build -c release --static-swift-stdlib --product fitkit; fi >"$tree.log" 2>&1) || {
      tail -n 20 "$tree.log"
      echo "commit $1 does not build here (above)"
      exit 1
    }
  fi
  old=$tree/.build/release/fitkit
  written_again "$old"
}

# written_again EXECUTABLE: writes it once more with write(2), as scripts/build-release.sh does (it says why),
# so that an executable is timed as a freshly installed copy. A file just written sits in the page cache in
# 64 KB folios; on a machine whose page cache is evicted and read back in 4 KB pages, a copy written 25 minutes
# before started 1.10x slower than one written that minute (docs/PERFORMANCE.md). The two sides of a comparison
# are written again in the same minute, just before they are timed.
written_again() { cp -p "$1" "$1.copy" && mv "$1.copy" "$1"; }
