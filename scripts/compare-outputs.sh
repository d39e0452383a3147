#!/usr/bin/env bash
# Output comparison (not a test): every command that reads a FIT file, run by an earlier commit's build and by
# the current one on every file of Fixtures/ and the shared corpus; stdout, stderr and exit status must be the
# same, byte for byte. For refactors that must not change behaviour (issue 20):
#   scripts/compare-outputs.sh COMMIT        # e.g. scripts/compare-outputs.sh 10a14ae
# Prints each difference (command, file) and exits 1 when there is one.
set -euo pipefail
source "$(dirname "$0")/bench-common.sh"
before=${1:?give the commit to compare with}
build_commit "$before"
python3 - "$old" "$bin" Fixtures "$shared/corpus" <<'PY'
import hashlib, os, subprocess, sys, tempfile
old, new, *folders = sys.argv[1:]
files = sorted(os.path.join(d, f) for folder in folders for d, _, fs in os.walk(folder) for f in fs
               if f.lower().endswith(".fit"))
commands = [["inspect"], ["inspect", "--json"], ["inspect", "--validation", "lenient"], ["dump"], ["dump", "--raw"],
            ["export", "--csv", "-o", "-"], ["export", "--gpx", "-o", "-"], ["export", "--geojson", "-o", "-"],
            ["export", "--tcx", "-o", "-"], ["export", "--csv", "--laps", "-o", "-"], ["analyze", "--json", "--ftp", "250"]]
differences = 0
with tempfile.TemporaryDirectory() as home:
    # Same settings for both: no athlete.conf or library of the user's.
    env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, NO_COLOR="1")
    for path in files:
        for command in commands:
            runs = [subprocess.run([binary] + command + [path], capture_output=True, env=env, timeout=120)
                    for binary in (old, new)]
            a, b = ((r.returncode, r.stdout, r.stderr.replace(old.encode(), b"fitkit").replace(new.encode(), b"fitkit"))
                    for r in runs)
            if a != b:
                differences += 1
                what = "exit status" if a[0] != b[0] else "stdout" if a[1] != b[1] else "stderr"
                print(f"differs ({what}): {' '.join(command)} {path}")
print(f"{len(files)} files x {len(commands)} commands: {differences} differences")
sys.exit(1 if differences else 0)
PY
