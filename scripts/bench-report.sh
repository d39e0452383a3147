#!/usr/bin/env bash
# Benchmark (not a test): how long a ride's page takes to open in chromium, drawn and idle (the browser check's
# load_ms: navigation start to the script's ready mark and two animation frames), for the longest ride of the
# corpus (or the FIT files given), five times each; prints the median. docs/PERFORMANCE.md keeps today's figure.
#   scripts/bench-report.sh [RIDE.fit…]
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
venv=$(scripts/python-env.sh)
rides=("$@")
if [ ${#rides[@]} -eq 0 ]; then
  # The corpus's ride with the most records.
  rides=("$(for f in "$shared"/corpus/*/*/*.fit "$shared"/corpus/*/*/*/*.fit; do
    [ -f "$f" ] && printf '%s\t%s\n' "$("$bin" inspect --json "$f" 2>/dev/null | python3 -c \
      'import json,sys; print(json.load(sys.stdin)[0].get("message_counts",{}).get("record",0))' 2>/dev/null || echo 0)" "$f"
  done | sort -n | tail -n 1 | cut -f2)")
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for ride in "${rides[@]}"; do
  "$bin" report "$ride" -o "$work/page.html" --no-privacy 2>/dev/null
  for _ in 1 2 3 4 5; do
    "$venv/bin/python" Tests/Browser/report_check.py ride "$work/page.html" \
      | python3 -c 'import json,sys; print(round(json.load(sys.stdin)["load_ms"]))'
  done | sort -n | sed -n 3p | xargs printf "%s: page drawn and idle in %s ms (median of 5), $(du -k "$work/page.html" | cut -f1) KB\n" "$(basename "$ride")"
done
