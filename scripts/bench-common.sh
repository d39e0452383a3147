# Sourced by the bench scripts: the shared corpus beside the project, and a fresh release build.
# Sets: shared (../shared) and bin (the fitkit executable).
cd "$(dirname "$0")/.."
shared=../shared
[ -d "$shared/corpus" ] || { echo "needs $shared/corpus beside the project"; exit 1; }
swift build -c release --static-swift-stdlib --product fitkit >/dev/null
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
    (cd "$tree" && swift build -c release --static-swift-stdlib --product fitkit >/dev/null)
  fi
  old=$tree/.build/release/fitkit
}
