#!/usr/bin/env bash
# Export benchmark (not a test): `fitkit export --gpx` and `--csv` beside GPSBabel on the same files, in one run.
#   scripts/bench-export.sh        # needs ../shared/corpus beside the project, and gpsbabel (scripts/setup.sh)
# Both are timed as whole processes writing a file (7 runs each, median), on the two largest corpus files;
# then fitkit alone on a ~200 MB chained file, for throughput and peak memory.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
big=("$shared/corpus/roznet__fit-benchmarks/large.fit" "$shared/corpus/muktihari__fit/testdata/big_activity.fit")

median() {  # median wall-clock seconds of 7 runs of the command given
  python3 - "$@" <<'PY'
import statistics, subprocess, sys, time
times = []
for _ in range(7):
    t = time.perf_counter()
    subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - t)
print(f"{statistics.median(times):.4f}")
PY
}

printf "%-18s %-6s %10s %10s %9s\n" file format fitkit gpsbabel faster
for f in "${big[@]}"; do
  name=$(basename "$f")
  ours=$(median "$bin" export --gpx --overwrite -o "$tmp/a.gpx" "$f")
  theirs=$(median gpsbabel -i garmin_fit -f "$f" -o gpx -F "$tmp/b.gpx")
  python3 -c "print(f'%-18s %-6s %9.4fs %9.4fs %8.1fx' % ('$name', 'gpx', $ours, $theirs, $theirs / $ours))"
  ours=$(median "$bin" export --csv --overwrite -o "$tmp/a.csv" "$f")
  theirs=$(median gpsbabel -t -i garmin_fit -f "$f" -o unicsv -F "$tmp/b.csv")
  python3 -c "print(f'%-18s %-6s %9.4fs %9.4fs %8.1fx' % ('$name', 'csv', $ours, $theirs, $theirs / $ours))"
done

echo
chain=$tmp/chain.fit
for _ in $(seq 72); do cat "${big[0]}"; done > "$chain"
size=$(stat -c %s "$chain")
for format in gpx csv; do
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$bin" export --$format --max-size 1000000000 -o "$tmp/chain.$format" "$chain" 2>/dev/null
  read -r secs kb < "$tmp/time"
  out=$(stat -c %s "$tmp/chain.$format")
  python3 -c "print(f'fitkit export --$format, {$size/1e6:.0f} MB chained file: {$secs:.2f} s = {$size/$secs/1e6:.0f} MB/s in, {$out/$secs/1e6:.0f} MB/s out, peak memory {$kb/1024:.1f} MB')"
done
