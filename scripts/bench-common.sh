# Sourced by the bench scripts: the shared corpus beside the project, and a fresh release build.
# Sets: shared (../shared) and bin (the fitkit executable).
cd "$(dirname "$0")/.."
shared=../shared
[ -d "$shared/corpus" ] || { echo "needs $shared/corpus beside the project"; exit 1; }
swift build -c release --static-swift-stdlib >/dev/null
bin=$PWD/.build/release/fitkit
