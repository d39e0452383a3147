#!/usr/bin/env bash
# Checks what scripts/package.sh made (docs/SCALE.md, issue 34): the .deb's metadata and contents with
# dpkg-deb, and the tarball's binary unpacked into a folder outside the build and run with a bare environment:
# it needs only libc and libm (the system's, never a file beside it), names the version and the commit it was
# built from, and works.
#   package_check.sh DIST_FOLDER
set -euo pipefail
cd "$(dirname "$0")/../.."
dist=$1
fail() { echo "package check: $*" >&2; exit 1; }
tarball=$(ls "$dist"/fitkit-*-linux-x86_64.tar.gz); deb=$(ls "$dist"/fitkit_*_amd64.deb)
version=$(basename "$tarball" | sed 's/^fitkit-\(.*\)-linux-x86_64.tar.gz$/\1/')
commit=$(git rev-parse --short=12 HEAD)

[ "$(dpkg-deb -f "$deb" Package)" = fitkit ] || fail "Package is not fitkit"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the .deb's Version is not $version"
[ "$(dpkg-deb -f "$deb" Architecture)" = amd64 ] || fail "Architecture is not amd64"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libsqlite3-0 libarchive13 libcurl4 libcairo2 libssl3 libxml2 libjs-dygraphs libjs-leaflet; do
  [[ ", $depends," == *", $lib"[\ ,]* ]] || fail "Depends lacks $lib: $depends"
done
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/fitkit ./usr/share/man/man1/fitkit.1.gz ./usr/share/bash-completion/completions/fitkit \
  ./usr/share/zsh/vendor-completions/_fitkit ./usr/share/fish/vendor_completions.d/fitkit.fish \
  ./usr/share/doc/fitkit/copyright; do
  grep -q " $f\$" <<<"$contents" || fail ".deb lacks $f"
done
grep -q '^-rwxr-xr-x root/root .* ./usr/bin/fitkit$' <<<"$contents" || fail "/usr/bin/fitkit is not root's, mode 755"

away=$(mktemp -d); trap 'rm -rf "$away"' EXIT
tar -xzf "$tarball" -C "$away"
bin=$away/fitkit-$version-linux-x86_64/bin/fitkit
for f in README.md LICENSE share/man/man1/fitkit.1; do
  [ -f "$away/fitkit-$version-linux-x86_64/$f" ] || fail "the tarball lacks $f"
done
needed=$(ldd "$bin" | awk '{print $1}' | grep -vE '^(linux-vdso|/lib64/ld-linux)' | sort | tr '\n' ' ')
[ "$needed" = "libc.so.6 libm.so.6 " ] || fail "the binary needs more than libc and libm: $needed"
cp Fixtures/dtcooper__python-fitparse/Activity.fit "$away/ride.fit"
# The binary has no search path of its own: a file named like a library beside it is never loaded (with
# SwiftPM's default `$ORIGIN` the loader took it, and this one would have stopped every start).
echo "not a library" >"$(dirname "$bin")/libm.so.6"
(cd "$away" && env -i PATH=/usr/bin:/bin HOME="$away" "$bin" --version >/dev/null 2>&1) \
  || fail "the binary loads a libm.so.6 put beside it (built without --disable-local-rpath?)"
rm "$(dirname "$bin")/libm.so.6"
shown=$(cd "$away" && env -i PATH=/usr/bin:/bin HOME="$away" "$bin" --version)
[[ "$shown" == "$version (commit $commit"* ]] || fail "--version says '$shown', not $version and commit $commit"
(cd "$away" && env -i PATH=/usr/bin:/bin HOME="$away" "$bin" inspect ride.fit >/dev/null) || fail "inspect failed"
(cd "$away" && env -i PATH=/usr/bin:/bin HOME="$away" "$bin" import --library lib ride.fit >/dev/null 2>&1) \
  || fail "import (SQLite and libcrypto, loaded on first use) failed"
echo "package: $(basename "$tarball") and $(basename "$deb") checked (fitkit $version, commit $commit)"
