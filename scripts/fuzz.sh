#!/usr/bin/env bash
# Fuzzes the decoder with libFuzzer, seeded with the fixtures.   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
mkdir -p deps && ln -sfn ../.. deps/fitkit
swift build -c release -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -E "error|Compiling FuzzDecoder|Build complete" || true
mkdir -p corpus crashes
cp ../Fixtures/*/*.fit corpus/ 2>/dev/null || true
# The Swift backtracer confuses AddressSanitizer and can hang the run: switch it off.
SWIFT_BACKTRACE=enable=no .build/release/FuzzDecoder -max_total_time="${1:-60}" -max_len=8192 -rss_limit_mb=1024 \
  -timeout=10 -artifact_prefix=crashes/ -print_final_stats=1 corpus
