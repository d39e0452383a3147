#!/usr/bin/env bash
# Library benchmark (not a test): import of the whole corpus and of 10,000 generated rides (time, database
# size), the figures over time from them (fitness, ftp, a season's curve, totals), then archiving them (time,
# compression). The rides are written by Tools/make-rides.py (5 minutes at
# 1 Hz each, distinct bytes); N overrides their number.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
n=${N:-10000}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

timed() {  # label, then the command
  local label=$1; shift
  local start=$(date +%s.%N)
  "$@" >/dev/null 2>"$tmp/err" || true
  local end=$(date +%s.%N)
  printf "%-44s %7.2f s   %s\n" "$label" "$(echo "$end - $start" | bc -l)" "$(tail -n 1 "$tmp/err")"
}
size() { du -sb "$1" 2>/dev/null | cut -f1; }

timed "import the corpus ($(find "$shared/corpus" -name '*.fit' | wc -l) files)" "$bin" import --library "$tmp/corpus" "$shared/corpus"
echo "  database $(size "$tmp/corpus/library.sqlite") bytes, originals $(size "$tmp/corpus/files") bytes"
timed "archive the corpus library (tar.zst)" "$bin" archive --library "$tmp/corpus" --before 2100-01-01

python3 Tools/make-rides.py "$tmp/rides" "$n"
timed "import $n generated rides" "$bin" import --library "$tmp/lib" "$tmp/rides"
echo "  database $(size "$tmp/lib/library.sqlite") bytes, originals $(size "$tmp/lib/files") bytes"
timed "import them again (all already there)" "$bin" import --library "$tmp/lib" "$tmp/rides"
timed "list --json ($n activities)" "$bin" list --json --library "$tmp/lib"
timed "fitness --csv ($n rides, FTP 250)" "$bin" fitness --csv --ftp 250 --library "$tmp/lib"
timed "ftp --since 2000-01-01 ($n rides' curves)" "$bin" ftp --since 2000-01-01 --library "$tmp/lib"
timed "curve of all $n rides (from kept curves)" "$bin" curve -o "$tmp/season.png" --library "$tmp/lib"
timed "totals --by week" "$bin" totals --by week --ftp 250 --library "$tmp/lib"
timed "archive them (tar.zst, by month)" "$bin" archive --library "$tmp/lib" --before 2100-01-01
echo "  archives $(size "$tmp/lib/archives") bytes"
timed "analyze --csv one archived ride" "$bin" analyze --csv --library "$tmp/lib" 1
timed "restore them all" "$bin" archive --restore --library "$tmp/lib"
