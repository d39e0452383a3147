#!/usr/bin/env bash
# Sync benchmark (not a test): `fitkit sync` of N rides (default 2,000) from the fake iGPSport and the fake Strava
# the tests use (Tests/FakeServers, on 127.0.0.1), pacing and Strava's rate limit off; then a full resync of the
# unchanged account. fitkit's own time is its CPU time (user + system, from bash's `time`); the fake's CPU time
# is read from /proc before and after; the rest of the wall-clock time is waiting on loopback. iGPSport serves
# rides written by Tools/make-rides.py (one minute at 1 Hz each); Strava serves the same rides as streams, which
# fitkit writes as FIT.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${N:-2000}
scripts/build-release.sh >/dev/null
bin=$PWD/.build/release/fitkit
tmp=$(mktemp -d)
pids=()
cleanup() { exec 3>&- 4>&-; for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$tmp"; }
trap cleanup EXIT
export XDG_CONFIG_HOME=$tmp/config

start_fake() {  # script, scenario JSON, fd to hold its standard input (it exits when that closes)
  local script=$1 scenario=$2 fd=$3
  echo "$scenario" > "$tmp/$script.json"
  mkfifo "$tmp/$script.out"
  eval "exec $fd> >(exec python3 Tests/FakeServers/$script \"$tmp/$script.json\" > \"$tmp/$script.out\")"
  pids+=($!)
  fake_pid=$!
}

fake_cpu() {  # the fake's user + system time so far, in seconds
  awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$fake_pid/stat"
}

run() {  # label, then the sync's arguments
  local label=$1; shift
  local before=$(fake_cpu) TIMEFORMAT='%R %U %S'
  local times
  times=$( { time "$bin" sync --pace 0 --library "$tmp/lib" "$@" >"$tmp/summary" 2>/dev/null; } 2>&1 ) || true
  local after=$(fake_cpu)
  read -r real user sys <<<"$times"
  python3 - "$label" "$n" "$real" "$user" "$sys" "$before" "$after" <<'PY'
import sys
label, n, real, user, sys_, before, after = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:])
own = user + sys_
print(f"{label:<40} {real:6.2f} s wall, fitkit {own:5.2f} s CPU ({own / n * 1000:.2f} ms a ride), "
      f"the fake {after - before:5.2f} s CPU")
PY
  echo "  $(tail -n 1 "$tmp/summary")"
}

echo "fitkit sync of $n rides from the fake services on 127.0.0.1, --pace 0 ($(nproc) cores)"

start_fake fake_igpsport.py "{\"rides\": $n}" 3
api=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["api"])' "$tmp/fake_igpsport.py.out")
export FITKIT_IGPSPORT_API_BASE=$api
echo secret | "$bin" login igpsport --username rider@example.com --password-stdin >/dev/null
run "iGPSport: first sync (every ride new)" --source igpsport
run "iGPSport: resync (unchanged account)" --source igpsport

rm -rf "$tmp/lib"
# "Rate limit off": limits too high to matter (without any rate-limit header fitkit assumes 100 reads a quarter-hour).
start_fake fake_strava.py "{\"activities\": $n, \"limits\": {\"read\": [1000000, 10000000], \"overall\": [1000000, 10000000]}}" 4
base=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["base"])' "$tmp/fake_strava.py.out")
export FITKIT_STRAVA_API_BASE=$base/api/v3 FITKIT_STRAVA_OAUTH_BASE=$base FITKIT_STRAVA_CLIENT_SECRET=s3cret
"$bin" login strava --client-id 12345 --refresh-token R0 >/dev/null
run "Strava: first sync (FIT from streams)" --source strava
run "Strava: resync (unchanged account)" --source strava
