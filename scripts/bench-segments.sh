#!/usr/bin/env bash
# Segments benchmark (not a test; docs/PERFORMANCE.md): N generated rides (default 10,000, Tools/make-rides.py)
# on 10,000 places spread over 500 km square (5 km apart: a loop is 3.7 km across), S segments (default 200) each an arc of one place's loop:
#   - `segment add` in the library of N rides against one in a library of the rides of that place only (the
#     same matches): the rides read and the time, which the R*Tree keeps alike;
#   - adding all S segments;
#   - importing 500 new rides with the S segments defined against without any.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
n=${N:-10000}; s=${S:-200}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

timed() {  # label, then the command; prints seconds and the command's last line on standard error
  local label=$1; shift
  local start=$(date +%s.%N)
  "$@" >/dev/null 2>"$tmp/err" || true
  local end=$(date +%s.%N)
  printf "%-52s %7.2f s   %s\n" "$label" "$(echo "$end - $start" | bc -l)" "$(tail -n 1 "$tmp/err")"
}

python3 Tools/make-rides.py "$tmp/rides" "$n" 300 500
python3 Tools/make-rides.py "$tmp/new" 500 300 500 "$n"
timed "import $n rides (no segments)" "$bin" import --library "$tmp/big" "$tmp/rides"
# The rides of place 0 (rides 0, 10,000, 20,000…): a small library with the same matches.
mkdir -p "$tmp/place0"; for f in "$tmp"/rides/ride-*0000.fit; do cp "$f" "$tmp/place0/"; done
"$bin" import --library "$tmp/small" "$tmp/place0" >/dev/null 2>&1
timed "segment add in $n rides" "$bin" segment add "arc" --from 1 --start +30s --end +120s --library "$tmp/big"
timed "segment add in $(ls "$tmp/place0" | wc -l) rides of that place" "$bin" segment add "arc" --from 1 --start +30s --end +120s --library "$tmp/small"
start=$(date +%s.%N)
for i in $(seq 1 $((s - 1))); do
  "$bin" segment add "arc $i" --from $((i * 37 % n + 1)) --start +30s --end +120s --library "$tmp/big" >/dev/null 2>&1
done
printf "%-52s %7.2f s\n" "add $((s - 1)) more segments, one command each" "$(echo "$(date +%s.%N) - $start" | bc -l)"
cp -r "$tmp/big" "$tmp/bare"
for id in $("$bin" segment list --json --library "$tmp/bare" | python3 -c "import json,sys; print(' '.join(str(x['id']) for x in json.load(sys.stdin)))"); do
  "$bin" segment rm "$id" --library "$tmp/bare" >/dev/null 2>&1
done
timed "import 500 new rides, no segments" "$bin" import --library "$tmp/bare" "$tmp/new"
timed "import 500 new rides, $s segments" "$bin" import --library "$tmp/big" "$tmp/new"
timed "segment match ($s segments, the whole library)" "$bin" segment match --library "$tmp/big"
