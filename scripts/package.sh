#!/usr/bin/env bash
# Builds what installs fitkit without a Swift toolchain: the binary needs only libc and libm at start (the
# Swift runtime is linked in; SQLite, libarchive, libcurl, cairo, libcrypto and libxml2 are loaded when a
# command first uses them).
#   scripts/package.sh [OUTDIR]      (default dist/)
# Makes OUTDIR/fitkit-VERSION-linux-x86_64.tar.gz (bin/fitkit, the man page, the completions, README.md,
# LICENSE, under fitkit-VERSION-linux-x86_64/) and OUTDIR/fitkit_VERSION_amd64.deb (Debian's layout, the
# libraries it loads as dependencies). `fitkit --version` names the version and the commit.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
scripts/build-release.sh >&2
version=$(.build/release/fitkit --version | cut -d' ' -f1)
commit=$(.build/release/fitkit --version | sed 's/.*commit \(.*\))/\1/')
name=fitkit-$version-linux-x86_64
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$out"
# Without the debug sections (a fifth of the size); the symbol table stays, for backtraces that name functions.
bin=$stage/fitkit
objcopy --strip-debug .build/release/fitkit "$bin"

# The tarball: the install layout under one folder.
DESTDIR="$stage/tar" FITKIT_BIN="$bin" scripts/install.sh "/$name" >/dev/null
install -m 644 README.md LICENSE "$stage/tar/$name/"
tar -C "$stage/tar" --owner=0 --group=0 --sort=name -czf "$out/$name.tar.gz" "$name"

# The .deb: Debian's paths (zsh's vendor completions, a compressed man page, the copyright file).
deb=$stage/deb
DESTDIR="$deb" FITKIT_BIN="$bin" scripts/install.sh /usr >/dev/null
mkdir -p "$deb/usr/share/zsh/vendor-completions" "$deb/usr/share/doc/fitkit" "$deb/DEBIAN"
mv "$deb/usr/share/zsh/site-functions/_fitkit" "$deb/usr/share/zsh/vendor-completions/_fitkit"
rmdir "$deb/usr/share/zsh/site-functions"
gzip -9n "$deb/usr/share/man/man1/fitkit.1"
install -m 644 LICENSE "$deb/usr/share/doc/fitkit/copyright"
size=$(du -sk "$deb/usr" | cut -f1)
cat >"$deb/DEBIAN/control" <<CONTROL
Package: fitkit
Version: $version
Architecture: amd64
Maintainer: fitkit authors <fitkit@localhost>
Installed-Size: $size
Depends: libc6 (>= 2.36), libsqlite3-0, libarchive13, libcurl4, libcairo2, libssl3, libxml2, libjs-dygraphs, libjs-leaflet
Recommends: fonts-dejavu-core
Section: utils
Priority: optional
Description: read, check, export, analyse and keep FIT activity files
 fitkit reads FIT files (the activity format of Garmin, Wahoo, iGPSport, Coros bike computers and watches),
 checks them, exports GPX, TCX, GeoJSON and CSV, computes the metrics cyclists train by, keeps a local
 library of rides and syncs it from iGPSport, Strava and intervals.icu. Built from commit $commit.
CONTROL
dpkg-deb --root-owner-group --build "$deb" "$out/fitkit_${version}_amd64.deb" >/dev/null
echo "$out/$name.tar.gz"
echo "$out/fitkit_${version}_amd64.deb"
