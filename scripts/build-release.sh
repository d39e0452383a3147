#!/usr/bin/env bash
# The release build of `fitkit`, as scripts/setup.sh and scripts/package.sh make it: the Swift runtime linked in
# statically (a third less start-up work for every command, and one file to copy), and the commit it is built
# from given to Sources/CBuildInfo for `fitkit --version` ("-modified" when the work tree differs from it), and no
# search path of its own (`--disable-local-rpath`): SwiftPM gives an executable `$ORIGIN`, where the dynamic
# loader then looked for libc and libm first, two dozen failed lookups a start (3 % of a small file's `inspect`,
# docs/PERFORMANCE.md), and a libc.so.6 beside the executable would have been loaded. Nothing of ours is there:
# the Swift runtime is linked in, and the libraries loaded on first use are found by their sonames.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
[ "$commit" = unknown ] || git diff --quiet HEAD -- Sources Package.swift 2>/dev/null || commit="$commit-modified"
swift build -c release --static-swift-stdlib --disable-local-rpath --product fitkit -Xcc "-DFITKIT_COMMIT=\"$commit\"" \
  ${FITKIT_BUILD_FLAGS:-} 2>&1 | { grep -vE '^\[[0-9]+/[0-9]+\]' || true; }  # a failed build fails the script
test -x .build/release/fitkit
# lld writes the executable through a memory map, which leaves it in the page cache in 4 KB pages, and every
# process that starts it then faults its pages in one small page at a time: `inspect` took 8–9 % longer than
# from a copy written with write(2), as `install` writes it or as it is read back from disk (docs/PERFORMANCE.md).
# Written again, the build starts as an installed copy does. Same times, so the next build does not relink.
cp -p .build/release/fitkit .build/release/fitkit.copy && mv .build/release/fitkit.copy .build/release/fitkit
