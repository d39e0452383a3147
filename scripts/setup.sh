#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine with Swift for fitkit: the Debian packages it needs, then a release build.
# libarchive (archives, .fit.gz), cairo (pictures, with the DejaVu fonts), SQLite, curl and libxml2 (convert's
# GPX and TCX) are loaded on first use; gpsbabel, xmllint, xz and zstd are what the tests check exports against
# and build archives with; the sqlite3 shell reads the library as a user would; Java 17 runs the Spark job's
# test in local mode. libjs-dygraphs and libjs-leaflet are the charts and the map `fitkit report` writes into its
# pages; chromium and chromium-driver open those pages in the tests, and node checks and tests the pages' own
# script (node --check, node --test).
# With --packages-only it stops before the build (the test command starts the tests' build beside it).
set -euo pipefail
cd "$(dirname "$0")/.."
packages=(libstdc++-12-dev libsqlite3-dev libssl-dev libarchive-dev libcurl4-openssl-dev zlib1g-dev python3-venv libcairo2-dev libxml2 openjdk-17-jre-headless fonts-dejavu-core
          libjs-dygraphs libjs-leaflet gpsbabel libxml2-utils xz-utils zstd sqlite3 chromium chromium-driver nodejs)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The C++ runtime under the Swift runtime is linked in as well, from here (Package.swift says why).
cxx=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
if [ -f "$cxx" ]; then mkdir -p .build/static-libstdc++ && ln -sf "$cxx" .build/static-libstdc++/libstdc++.a; fi
[ "${1:-}" = --packages-only ] || scripts/build-release.sh
