#!/usr/bin/env bash
# Decoder benchmark: fitkit beside the decoders people use today, in one run (not a test).
#   scripts/bench.sh            # needs ../shared/bench and ../shared/corpus beside the project
# 1. `inspect` and `dump` on the two largest corpus files, timed by ../shared/bench/compare.sh against the
#    anchors (Garmin's Python SDK, fitdecode, fitparse, fitfast, pyfitparsernative, gpsbabel, summing bytes);
# 2. peak memory on those files;
# 3. a ~200 MB chained file (the largest corpus file repeated): fitkit's throughput (MB/s, records/s) and peak
#    memory, beside fitfast's parse and count on the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared
[ -d "$shared/bench" ] || { echo "needs $shared/bench and $shared/corpus beside the project"; exit 1; }
# The release build as it is shipped, its executable written again just now (scripts/build-release.sh says why).
scripts/build-release.sh >/dev/null
bin=$PWD/.build/release/fitkit
big=("$shared/corpus/roznet__fit-benchmarks/large.fit" "$shared/corpus/muktihari__fit/testdata/big_activity.fit")

echo "== inspect, largest corpus files"
"$shared/bench/compare.sh" "$bin inspect" "${big[@]}"
echo
echo "== dump (every field, JSON out), largest corpus files"
"$shared/bench/compare.sh" "$bin dump" "${big[@]}"

echo
echo "== peak memory, largest corpus files"
for f in "${big[@]}"; do
  for cmd in inspect dump; do
    /usr/bin/time -f "fitkit $cmd $(basename "$f"): %e s, peak memory %M KB" "$bin" $cmd "$f" 2>&1 >/dev/null | tail -1
  done
done

echo
echo "== ~200 MB chained file"
chain=${TMPDIR:-/tmp}/fitkit-bench-chain.fit
if [ ! -f "$chain" ]; then
  for _ in $(seq 72); do cat "${big[0]}"; done > "$chain"
fi
size=$(stat -c %s "$chain")
records=$("$bin" inspect --json --max-size 1000000000 "$chain" | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["records"])')
for cmd in inspect dump; do
  /usr/bin/time -f "%e %M" -o /tmp/fitkit-bench-time "$bin" $cmd --max-size 1000000000 "$chain" >/dev/null
  read -r secs kb < /tmp/fitkit-bench-time
  python3 -c "import sys; s,kb,size,rec=float('$secs'),int('$kb'),int('$size'),int('$records'); print(f'fitkit $cmd: {size/1e6:.0f} MB in {s:.2f} s = {size/s/1e6:.0f} MB/s, {rec/s:,.0f} records/s, peak memory {kb/1024:.1f} MB')"
done
venv=${BENCH_VENV:-$HOME/.cache/fitkit-bench/venv}
echo "$chain" > /tmp/fitkit-bench-list
for anchor in fitfast_count fitfast_parse; do
  out=$("$venv/bin/python" "$shared/bench/pydecode.py" $anchor 1 /tmp/fitkit-bench-list --preload | grep -o 'loop_s_median=[0-9.]*' | cut -d= -f2)
  python3 -c "s=float('$out'); print(f'$anchor (in-process, preloaded): {$size/s/1e6:.0f} MB/s, {$records/s:,.0f} records/s')"
done
