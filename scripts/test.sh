#!/usr/bin/env bash
# Sets up everything and runs the whole test suite:
#   1. the Debian packages and a release build (scripts/setup.sh), what only the checks need installed beside it;
#   2. the style gate: every Swift file laid out as .swift-format says (swift format, from the toolchain);
#      the generated profile, the shell completions, the man page and the quick reader's words
#      (QuickWords.swift) must match what the generators make now;
#      the README's Swift example must compile against the library's public API; the command layer at most
#      15 % of the code and no function over 100 lines (Tools/check-house.py);
#   3. the conformance check against Garmin's official decoder (fixtures, the shared corpus when present,
#      and 200 files written by Garmin's Encoder);
#   4. GPX export against GPSBabel's from the same files (point counts, times, coordinates); heart-rate
#      variability against nolds and numpy on synthetic rides of known scaling;
#   5. the release tarball and .deb (scripts/package.sh) checked, and the Spark job (contrib/spark) run on its
#      tarball in local mode over the fixtures and the corpus, its Parquet rows against fitkit's own figures;
#   6. the Swift tests: Tests/UnitTests (the modules in process: decoding, corpus, hostile input, exports,
#      analysis, the library) and Tests/CommandTests (the fitkit command run as users run it, sync against fake
#      services, reports in chromium), a suite to a process, several at once (scripts/run-tests.sh). The command
#      tests run the release build made in step 1 (the binary users run; FITKIT_TEST_BINARY), so only the test
#      bundle is built for them. Their summary line is the last line.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --build-packages-only
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# On a new machine the packages only the checks use (a browser, Java, GPSBabel…) and the checks' Python
# environments are downloaded and installed while the builds run, which leave the network idle.
(scripts/setup.sh --packages-only && scripts/python-env.sh && scripts/spark-env.sh) >"$tmp/setup.log" 2>&1 &
setup=$!
# The tests' debug build (in its own folder, so that the two builds do not wait for each other's lock) runs
# beside the release build, whose whole-module compiles leave a core idle much of the time.
tests=.build-tests
(swift build --product fitkitPackageTests --scratch-path "$tests" >"$tmp/tests-build.log" 2>&1; echo $? >"$tmp/tests-build.status") &
tests_build=$!
scripts/build-release.sh
wait "$setup" || { cat "$tmp/setup.log"; echo "the packages or Python environments the checks need did not install"; exit 1; }
venv=$(scripts/python-env.sh)

# What must be current (layout, generated files, the README's example, the house's rules) is checked beside the
# checks below: its slowest part is building the man page's generator, a compile that leaves a core free.
current() {
  swift format lint --strict --recursive --parallel Sources Tests Fuzz Package.swift \
    || { echo "Swift files are not laid out as .swift-format says: run scripts/format.sh"; exit 1; }

  "$venv/bin/python" Tools/generate-profile.py "$tmp/profile" >/dev/null
  swift format format --configuration .swift-format --in-place --recursive --parallel "$tmp/profile"
  diff -r Sources/FITProfile/Generated "$tmp/profile" >/dev/null \
    || { echo "Generated profile is stale or was edited by hand: run scripts/generate-profile.sh"; exit 1; }
  scripts/generate-completions.sh "$tmp/completions" >/dev/null
  diff -r completions "$tmp/completions" >/dev/null \
    || { echo "Shell completions are stale: run scripts/generate-completions.sh"; exit 1; }
  scripts/generate-manual.sh "$tmp/man" >/dev/null
  diff -r man "$tmp/man" >/dev/null \
    || { echo "The man page is stale: run scripts/generate-manual.sh"; exit 1; }
  scripts/generate-quick-words.sh "$tmp/QuickWords.swift"
  diff Sources/fitkit/Generated/QuickWords.swift "$tmp/QuickWords.swift" >/dev/null \
    || { echo "A declaration of a command the quick reader reads changed: run scripts/generate-quick-words.sh"; exit 1; }
  scripts/generate-page-assets.sh "$tmp/PageAssets.swift"
  diff Sources/FITReport/Generated/PageAssets.swift "$tmp/PageAssets.swift" >/dev/null \
    || { echo "The report pages' files changed since PageAssets.swift was made: run scripts/generate-page-assets.sh"; exit 1; }
  for script in Sources/FITReport/Page/*.js; do node --check "$script"; done
  scripts/check-readme-example.sh
  python3 Tools/check-house.py
  echo "layout, generated profile and page assets, completions and man page are current; the README's Swift example compiles"
}
current >"$tmp/current.log" 2>&1 &
current_job=$!

corpus=()
[ -d ../shared/corpus ] && corpus=(../shared/corpus)
# Every check that starts a process runs under a time limit, as the Swift tests' processes do: a hung check
# fails the run with its name instead of holding it for ever.
limit() { local seconds=$1 name=$2; shift 2; timeout --kill-after=10 "$seconds" "$@" || {
  local status=$?; [ "$status" -eq 124 ] && echo "$name did not finish in $seconds s"; return "$status"; }; }

# The conformance check (one Python process, one fitkit at a time) runs beside the checks after it.
limit 900 "the conformance check" "$venv/bin/python" Tests/Conformance/conformance.py .build/release/fitkit --random 200 --seed 1 \
  --report "$tmp/conformance.txt" Fixtures "${corpus[@]}" >"$tmp/conformance.out" 2>&1 &
conformance=$!

limit 900 "the GPSBabel check" "$venv/bin/python" Tests/Conformance/gpx_vs_gpsbabel.py .build/release/fitkit Fixtures "${corpus[@]}" \
  | grep -v "^  not compared:"

limit 300 "the heart-rate variability check" "$venv/bin/python" Tests/Conformance/hrv_check.py .build/release/fitkit \
  | tail -n 1

limit 900 "the package build" scripts/package.sh "$tmp/dist" >/dev/null
limit 300 "the package check" Tests/Conformance/package_check.sh "$tmp/dist"
spark=$(scripts/spark-env.sh)
limit 1200 "the Spark job's check" "$spark/bin/python" Tests/Conformance/spark_job_check.py "$tmp"/dist/fitkit-*-linux-x86_64.tar.gz \
  .build/release/fitkit Fixtures "${corpus[@]}" 2>"$tmp/spark.log" \
  || { tail -n 40 "$tmp/spark.log"; echo "the Spark job's check failed"; exit 1; }
wait "$conformance" || { tail -n 40 "$tmp/conformance.out"; echo "the conformance check failed"; exit 1; }
tail -n 3 "$tmp/conformance.out"
wait "$current_job" || { cat "$tmp/current.log"; exit 1; }
cat "$tmp/current.log"

# The pages' pure functions (Sources/FITReport/Page/core.js) under node's own test runner.
node --test Tests/Page/ >"$tmp/node-test.log" 2>&1 || { cat "$tmp/node-test.log"; echo "the page script's tests failed"; exit 1; }
grep -E "^# (pass|fail)" "$tmp/node-test.log" | tr '\n' ' ' | sed 's/^/page script tests: /; s/ $/\n/'

wait "$tests_build"
[ "$(cat "$tmp/tests-build.status")" = 0 ] \
  || { grep -E "error" "$tmp/tests-build.log" | head -n 40; echo "the tests' build failed"; exit 1; }
FITKIT_TEST_BINARY="$PWD/.build/release/fitkit" scripts/run-tests.sh "$tests/debug/fitkitPackageTests.xctest"
