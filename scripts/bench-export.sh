#!/usr/bin/env bash
# Export benchmark (not a test): `fitkit export --gpx` and `--csv` beside GPSBabel on the same files, in one run.
#   scripts/bench-export.sh        # needs ../shared/corpus beside the project, and gpsbabel (scripts/setup.sh)
# Both are timed as whole processes writing a file, run alternately (ROUNDS=9 rounds by default, median), on
# the two largest corpus files; then fitkit alone on a ~200 MB chained file, for throughput and peak memory.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
big=("$shared/corpus/roznet__fit-benchmarks/large.fit" "$shared/corpus/muktihari__fit/testdata/big_activity.fit")

# Both programs as whole processes writing a file, run alternately (fitkit, GPSBabel, fitkit, …) so that the
# machine's drift treats them alike; median wall-clock of each.
versus() {  # versus LABEL FORMAT -- FITKIT COMMAND -- GPSBABEL COMMAND
  python3 - "$@" <<'PY'
import statistics, subprocess, sys, time
label, fmt = sys.argv[1], sys.argv[2]
rest = sys.argv[4:]
split = rest.index("--")
commands = [rest[:split], rest[split + 1:]]
times = [[], []]
for _ in range(int(__import__("os").environ.get("ROUNDS", "9"))):
    for i, command in enumerate(commands):
        t = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[i].append(time.perf_counter() - t)
ours, theirs = statistics.median(times[0]), statistics.median(times[1])
print(f"{label:18} {fmt:6} {ours:9.4f}s {theirs:9.4f}s {theirs / ours:8.1f}x")
PY
}

printf "%-18s %-6s %10s %10s %9s\n" file format fitkit gpsbabel faster
for f in "${big[@]}"; do
  name=$(basename "$f")
  versus "$name" gpx -- "$bin" export --gpx --overwrite -o "$tmp/a.gpx" "$f" -- gpsbabel -i garmin_fit -f "$f" -o gpx -F "$tmp/b.gpx"
  versus "$name" csv -- "$bin" export --csv --overwrite -o "$tmp/a.csv" "$f" -- gpsbabel -t -i garmin_fit -f "$f" -o unicsv -F "$tmp/b.csv"
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
