#!/usr/bin/env bash
# Runs the built test bundle a suite to a process, several processes at once, and prints every suite's output and
# then one summary line; fails when any suite fails, or runs past its time limit.
#   scripts/run-tests.sh .build-tests/debug/fitkitPackageTests.xctest [processes]
# Why not one `swift test`: in one process the tests share Swift's pool of one thread a core, and a test holds its
# thread while it waits for a program it started (a sync waiting out a fake service's rate limit, a browser loading
# a page), so on two cores the run kept 1.1 of them busy and took 200 s where its suites' own times add up to 265 s.
# A suite to a process, four at a time, keeps both busy (docs/PERFORMANCE.md, "The test command").
set -euo pipefail
bundle=${1:?give the test bundle}
jobs=${2:-4}
suite_limit=900  # seconds
logs=$(mktemp -d); trap 'rm -rf "$logs"' EXIT
# The suites that take longest, measured four at a time on two cores (where a suite's wall-clock time is what
# the others leave it), started first so that none of them is left running alone at the end; every other suite
# follows in name order. A name here that no longer exists is passed over: the list can be out of date (the run
# then takes longer, and its last lines name the slowest suites), never wrong.
first=(CommandTests.WriteBackTests CommandTests.HostileMemoryTests UnitTests.HostileInputTests UnitTests.FuzzEntryTests
  UnitTests.FramingTests CommandTests.ReportTests CommandTests.CommandLineGrammarTests
  CommandTests.SyncTests CommandTests.SiteSizeTests CommandTests.UploadTrustTests CommandTests.HostileWorkoutTests
  CommandTests.ReportTrustTests CommandTests.UploadTests CommandTests.StravaSyncTests UnitTests.ParallelDumpTests
  CommandTests.IntervalsSyncTests CommandTests.LibraryTrustTests CommandTests.SegmentTests)
"$bundle" --testing-library swift-testing --list-tests 2>/dev/null | sed 's,/.*,,' | sort -u >"$logs/suites"
[ -s "$logs/suites" ] || { echo "no test suites found in $bundle"; exit 1; }
{
  for s in "${first[@]}"; do grep -qxF "$s" "$logs/suites" && echo "$s"; done
  grep -vxF -f <(printf '%s\n' "${first[@]}") "$logs/suites" || true
} >"$logs/order"
# XCTest's half, as `swift test` runs it: the project has no XCTest case, and one added would be run here.
"$bundle" >"$logs/xctest.log" 2>&1 </dev/null || { cat "$logs/xctest.log"; echo "XCTest's tests failed"; exit 1; }
export bundle logs suite_limit
# A suite that hangs is killed: each of its tests that starts a program has a time limit, the suite one too.
xargs -P "$jobs" -I{} bash -c 'start=$EPOCHREALTIME
  timeout --kill-after=10 "$suite_limit" "$bundle" --testing-library swift-testing --filter "^$1/" >"$logs/$1.log" 2>&1 </dev/null
  echo $? >"$logs/$1.status"; echo "$start $EPOCHREALTIME" >"$logs/$1.time"' suite {} <"$logs/order" || true
tests=0 suites=0 failed=() times=()
while read -r s; do
  cat "$logs/$s.log" 2>/dev/null || true
  status=$(cat "$logs/$s.status" 2>/dev/null || echo "not run")
  [ "$status" = 0 ] || failed+=("$s ($([ "$status" = 124 ] && echo "killed after $suite_limit s" || echo "exit status $status"))")
  n=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} in .*/\1/p' "$logs/$s.log" | tail -n 1)
  tests=$((tests + ${n:-0})) suites=$((suites + 1))
  [ -f "$logs/$s.time" ] && times+=("$(awk -v s="$s" '{print $2 - $1, s}' "$logs/$s.time")")
done <"$logs/suites"
# The slowest suites, to keep the list of those started first current.
printf '%s\n' "${times[@]}" | sort -rn \
  | awk 'NR <= 6 {printf "%s%s %.1f s", (NR > 1 ? ", " : "the slowest suites: "), $2, $1} END {print ""}'
if [ ${#failed[@]} -gt 0 ]; then
  echo "✘ ${#failed[@]} of $suites suites failed: ${failed[*]}"
  exit 1
fi
echo "✔ $tests tests in $suites suites passed, in $jobs processes at a time"
