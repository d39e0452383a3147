#!/usr/bin/env bash
# A folder in one process (issue 34): `fitkit inspect --json` of every corpus file that decodes cleanly, with
# --jobs 1 and with every core, beside fitfast's count() over the same files preloaded in memory, in-process;
# and files that send the same definitions again and again (50 copies of the Suunto file that sends 5,868
# definitions of 9 kinds) in one process. Median of 7 rounds, fitkit as a whole process (start-up included).
#   scripts/bench-folder.sh          (needs ../shared/bench and ../shared/corpus beside the project)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=../shared/bench corpus=../shared/corpus
"$bench/setup.sh" >/dev/null
venv=${BENCH_VENV:-$HOME/.cache/fitkit-bench/venv}
bin=.build/release/fitkit
[ -x "$bin" ] || scripts/build-release.sh
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
find "$corpus" -name '*.fit' | sort | while read -r f; do
  "$bin" inspect "$f" >/dev/null 2>&1 && echo "$f"
done >"$work/valid"
suunto=$(find "$corpus" -path '*jimmykane__fit-parser/test/test2.fit' | head -1)
for i in $(seq 50); do cp "$suunto" "$work/suunto-$i.fit"; done
ls "$work"/suunto-*.fit >"$work/suunto"
"$venv/bin/python" - "$bin" "$work" "$venv" "$bench" <<'PY'
import os, statistics, subprocess, sys, time
bin, work, venv, bench = sys.argv[1:5]
def whole(argv, rounds=7):
    runs = []
    for _ in range(rounds):
        t = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        runs.append(time.perf_counter() - t)
    return statistics.median(runs)
def fitfast(listfile):
    p = subprocess.run([f"{venv}/bin/python", f"{bench}/pydecode.py", "fitfast_count", "5", listfile, "--preload"],
                       capture_output=True, text=True)
    return float(next(t for t in p.stdout.split() if t.startswith("loop_s_median=")).split("=")[1])
for name in ["valid", "suunto"]:
    listfile = os.path.join(work, name)
    files = [l.strip() for l in open(listfile) if l.strip()]
    size = sum(os.path.getsize(f) for f in files)
    anchor = fitfast(listfile)
    one = whole([bin, "inspect", "--json", "--jobs", "1"] + files)
    every = whole([bin, "inspect", "--json"] + files)
    print(f"{name}: {len(files)} files, {size / 1e6:.1f} MB; fitfast count (in-process) {anchor:.4f} s; "
          f"fitkit --jobs 1 {one:.4f} s ({size / one / 1e6:.0f} MB/s, {anchor / one:.2f}x); "
          f"every core {every:.4f} s ({size / every / 1e6:.0f} MB/s, {anchor / every:.2f}x, {one / every:.2f}x --jobs 1)")
PY
