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

# build_commit COMMIT: a release build of an earlier commit in its own worktree (kept for the next run), linked
# like the current one; sets `old` to its executable.
build_commit() {
  local tree=${TMPDIR:-/tmp}/fitkit-bench-ab-$1
  if [ ! -x "$tree/.build/release/fitkit" ]; then
    rm -rf "$tree"; git worktree prune
    git worktree add -q --detach "$tree" "$1"
    if [ -f .build/static-libstdc++/libstdc++.a ]; then
      mkdir -p "$tree/.build/static-libstdc++"
      ln -sf "$(readlink -f .build/static-libstdc++/libstdc++.a)" "$tree/.build/static-libstdc++/libstdc++.a"
    fi
    (cd "$tree" && swift build -c release --static-swift-stdlib --product fitkit >"$tree.log" 2>&1) || {
      tail -n 20 "$tree.log"
      echo "commit $1 does not build here (above)"
      exit 1
    }
  fi
  old=$tree/.build/release/fitkit
  # Written again as scripts/build-release.sh does (it says why), so that neither build starts slower for how
  # the linker wrote it.
  cp -p "$old" "$old.copy" && mv "$old.copy" "$old"
}
