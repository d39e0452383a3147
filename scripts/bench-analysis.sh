#!/usr/bin/env bash
# Analysis benchmark (not a test): full `fitkit analyze` (every metric, the complete power curve) of the largest
# corpus rides and of a synthetic 12-hour 1 Hz ride, the power curve alone on that ride, and a heatmap of the
# whole corpus. Needs ../shared/corpus beside the project; the 12-hour ride is written by Garmin's Encoder
# (Tools/make-synthetic-ride.py, in the venv scripts/python-env.sh makes).
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
venv=$(scripts/python-env.sh)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$venv/bin/python" Tools/make-synthetic-ride.py "$tmp/ride-12h.fit" 12

timed() {  # label, then the command: wall-clock seconds and peak memory
  local label=$1; shift
  # Damaged corpus files make a whole-corpus run exit 1; the time is still what counts here.
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" || true
  read -r secs kb < <(tail -n 1 "$tmp/time")  # after "Command exited with non-zero status" if any
  printf "%-58s %6.2f s  peak memory %5.1f MB\n" "$label" "$secs" "$(echo "$kb / 1024" | bc -l)"
}

settings=(--ftp 250 --cp 260 --w-prime 20000 --lthr 165)
timed "analyze large.fit (12 h run, no power)" "$bin" analyze --json "${settings[@]}" "$shared/corpus/roznet__fit-benchmarks/large.fit"
timed "analyze Edge810 (1.3 h ride with power)" "$bin" analyze --json "${settings[@]}" Fixtures/dtcooper__python-fitparse/Edge810-Vector-2013-08-16-15-35-10.fit
timed "analyze synthetic 12 h ride at 1 Hz (43,200 s of power)" "$bin" analyze --json "${settings[@]}" "$tmp/ride-12h.fit"
timed "curve of the synthetic 12 h ride (SVG)" "$bin" curve "$tmp/ride-12h.fit" -o "$tmp/curve.svg"
timed "read only: export --csv of the same ride" "$bin" export --csv -o "$tmp/ride.csv" "$tmp/ride-12h.fit"
timed "heatmap of the whole corpus (PNG, 1600 px)" "$bin" heatmap "$shared/corpus" -o "$tmp/heat.png"
timed "analyze --csv of the whole corpus" "$bin" analyze --csv "${settings[@]}" "$shared/corpus"
