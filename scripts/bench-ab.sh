#!/usr/bin/env bash
# Before/after benchmark (not a test): builds an earlier commit beside the current tree and times both builds on
# the same commands, alternately (one run of each per round), so that a machine whose speed drifts treats
# them alike. Prints the median and minimum wall-clock of each.
#   scripts/bench-ab.sh COMMIT [ROUNDS]     # e.g. scripts/bench-ab.sh 2935da2 11
# Needs ../shared/corpus beside the project.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
before=${1:?give the commit to compare with}
rounds=${2:-11}
build_commit "$before"
written_again "$bin"  # the earlier build may have taken minutes
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
large=$shared/corpus/roznet__fit-benchmarks/large.fit
big=$shared/corpus/muktihari__fit/testdata/big_activity.fit
python3 - "$rounds" "$old" "$bin" "$out" "$large" "$big" <<'PY'
import statistics, subprocess, sys, time
rounds, old, new, out, large, big = int(sys.argv[1]), *sys.argv[2:]
tiny = "Fixtures/dtcooper__python-fitparse/Activity.fit"  # 771 bytes: start-up is all there is
cases = [("inspect Activity.fit (771 B)", ["inspect", tiny]), ("inspect large.fit", ["inspect", large]), ("dump large.fit", ["dump", large]),
         ("export --gpx large.fit", ["export", "--gpx", "--overwrite", "-o", f"{out}/{{label}}.gpx", large]),
         ("export --gpx big_activity.fit", ["export", "--gpx", "--overwrite", "-o", f"{out}/{{label}}.gpx", big])]
print(f"{'command':32} {'before':>16} {'after':>16} {'faster by':>10}   (median, min; ms)")
for name, args in cases:
    times = {"before": [], "after": []}
    for _ in range(rounds):
        for label, binary in (("before", old), ("after", new)):
            argv = [binary] + [a.replace("{label}", label) for a in args]
            t = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times[label].append(time.perf_counter() - t)
    b, a = (statistics.median(times[k]) * 1000 for k in ("before", "after"))
    print(f"{name:32} {b:8.1f} {min(times['before'])*1000:7.1f} {a:8.1f} {min(times['after'])*1000:7.1f} {b/a:9.2f}x")
PY
