#!/usr/bin/env bash
# Instruction counts (not a test): the commands bench-ab.sh times, run under callgrind with an earlier commit's
# release build and the current one, both stripped. Unlike wall-clock time, a count does not move with the
# load of a shared machine, so it backs every claim that a change costs nothing.
#   scripts/count-instructions.sh COMMIT       # e.g. scripts/count-instructions.sh 637af50
# Needs valgrind, and ../shared/corpus beside the project.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
before=${1:?give the commit to compare with}
build_commit "$before"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp "$old" "$work/before"; cp "$bin" "$work/after"; strip "$work/before" "$work/after"
large=$shared/corpus/roznet__fit-benchmarks/large.fit
big=$shared/corpus/muktihari__fit/testdata/big_activity.fit
tiny=Fixtures/dtcooper__python-fitparse/Activity.fit
count() {  # binary, arguments (with a file to read as standard input after "<"): the instructions collected
  local binary=$1; shift
  local input=/dev/null args=()
  while [ $# -gt 0 ]; do
    if [ "$1" = "<" ]; then input=$2; shift 2; else args+=("$1"); shift; fi
  done
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "${args[@]}" <"$input" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : //p'
}
printf '%-34s %15s %15s %9s\n' command before after change
# dump reads standard input on one thread: a file is written by two, whose shares differ from run to run.
while IFS='|' read -r name args; do
  # shellcheck disable=SC2086
  b=$(count "$work/before" $args) a=$(count "$work/after" ${args//before/after})
  printf '%-34s %15s %15s %8s%%\n' "$name" "$b" "$a" "$(python3 -c "print(f'{($a-$b)*100/$b:+.2f}')")"
done <<CASES
inspect Activity.fit (771 B)|inspect $tiny
inspect large.fit|inspect $large
inspect big_activity.fit|inspect $big
dump - < large.fit|dump - < $large
dump - < big_activity.fit|dump - < $big
dump --raw - < big_activity.fit|dump --raw - < $big
export --gpx large.fit|export --gpx --overwrite -o $work/before.gpx $large
export --csv big_activity.fit|export --csv --overwrite -o $work/before.csv $big
analyze large.fit|analyze $large
CASES
