#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine with Swift for fitkit: the Debian packages it needs, then a release build.
# libarchive (archives, .fit.gz), cairo (pictures, with the DejaVu fonts), SQLite, curl and libxml2 (convert's
# GPX and TCX) are loaded on first use; gpsbabel, xmllint, xz and zstd are what the tests check exports against
# and build archives with; the sqlite3 shell reads the library as a user would; Java 17 runs the Spark job's
# test in local mode. libjs-dygraphs and libjs-leaflet are the charts and the map `fitkit report` writes into its
# pages; chromium and chromium-driver open those pages in the tests, and node checks and tests the pages' own
# script (node --check, node --test).
# With --packages-only it stops before the build; with --build-packages-only it installs only what the build
# needs, so that the test command can start its builds while the rest installs beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  "" | --packages-only | --build-packages-only) ;;
  *) echo "usage: scripts/setup.sh [--packages-only | --build-packages-only]" >&2; exit 2 ;;
esac
build_packages=(libstdc++-12-dev libsqlite3-dev libssl-dev libarchive-dev libcurl4-openssl-dev zlib1g-dev libcairo2-dev)
check_packages=(libxml2 python3-venv openjdk-17-jre-headless fonts-dejavu-core libjs-dygraphs libjs-leaflet gpsbabel
                libxml2-utils xz-utils zstd sqlite3 chromium chromium-driver nodejs)
packages=("${build_packages[@]}")
[ "${1:-}" = --build-packages-only ] || packages+=("${check_packages[@]}")
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The C++ runtime under the Swift runtime is linked in as well, from here (Package.swift says why).
cxx=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
# Made once: the test command runs this again while a build may be linking against it.
if [ -f "$cxx" ] && [ "$(readlink .build/static-libstdc++/libstdc++.a 2>/dev/null)" != "$cxx" ]; then
  mkdir -p .build/static-libstdc++ && ln -sf "$cxx" .build/static-libstdc++/libstdc++.a
fi
[ -n "${1:-}" ] || scripts/build-release.sh
