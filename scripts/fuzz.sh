#!/usr/bin/env bash
# Fuzzes what fitkit reads from bytes it did not make, with libFuzzer and AddressSanitizer:
#   scripts/fuzz.sh [decoder|json|archive|track] [SECONDS]      (default: decoder, 60 s)
# decoder: FIT files (seeded with the fixtures); json: the services' answers (Fuzz/seeds/json); archive: zip and
# tar archives and compressed files (seeded with archives of fixtures made here); track: GPX and TCX files for
# `convert` (Fuzz/seeds/track). A build failure, or a crash the
# fuzzer finds, fails the script. Crashing inputs go to Fuzz/crashes/TARGET-*.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
target=${1:-decoder}
seconds=${2:-60}
case "$target" in decoder) exe=FuzzDecoder ;; json) exe=FuzzJSON ;; archive) exe=FuzzArchive ;; track) exe=FuzzTrack ;;
  *) echo "fuzz.sh: give decoder, json, archive or track" >&2; exit 2 ;; esac
mkdir -p deps && ln -sfn ../.. deps/fitkit
# SwiftPM keeps the file list of a path dependency in its build description: a file added to the project since
# the last build would be missing from it. Planned afresh each time, and a failed build never fuzzes an old binary.
rm -f .build/release.yaml .build/release/description.json .build/*/release/description.json ".build/release/$exe"
log=$(mktemp); trap 'rm -f "$log"' EXIT
if ! swift build -c release -Xswiftc -sanitize=fuzzer,address --product "$exe" >"$log" 2>&1; then
  grep -E "error" "$log" | head -20 >&2
  echo "fuzz.sh: $exe did not build" >&2
  exit 1
fi
corpus="corpus/$target"
mkdir -p "$corpus" crashes
case "$target" in
  decoder) cp ../Fixtures/*/*.fit "$corpus/" 2>/dev/null || true ;;
  json) cp seeds/json/*.json "$corpus/" ;;
  track) cp seeds/track/* "$corpus/" ;;
  archive) python3 - "$corpus" ../Fixtures/dtcooper__python-fitparse/Activity.fit <<'PY'
import gzip, io, sys, tarfile, zipfile
out, fit = sys.argv[1], open(sys.argv[2], "rb").read()
with zipfile.ZipFile(out + "/seed.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("activities/1.fit", fit); z.writestr("activities/2.fit.gz", gzip.compress(fit)); z.writestr("a.csv", "x")
open(out + "/seed.fit.gz", "wb").write(gzip.compress(fit))
with tarfile.open(out + "/seed.tar.gz", "w:gz") as t:
    info = tarfile.TarInfo("ride.fit"); info.size = len(fit); t.addfile(info, io.BytesIO(fit))
PY
  ;;
esac
# The Swift backtracer confuses AddressSanitizer and can hang the run: switch it off.
SWIFT_BACKTRACE=enable=no ".build/release/$exe" -max_total_time="$seconds" -max_len=16384 -rss_limit_mb=2048 \
  -timeout=20 -artifact_prefix="crashes/$target-" -print_final_stats=1 "$corpus"
