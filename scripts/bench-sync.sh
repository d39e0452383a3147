#!/usr/bin/env bash
# Sync benchmark (not a test): `fitkit sync` of N rides (default 2,000) from the fake iGPSport the tests use
# (Tests/FakeServers/fake_igpsport.py, on 127.0.0.1), pacing off; then a full resync of the unchanged account.
# fitkit's own time is its CPU time (user + system, from bash's `time`); the fake's CPU time is read from
# /proc before and after; the rest of the wall-clock time is waiting on loopback. Rides are written by
# Tools/make-rides.py (one minute at 1 Hz each, distinct bytes).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${N:-2000}
swift build -c release --static-swift-stdlib >/dev/null
bin=$PWD/.build/release/fitkit
tmp=$(mktemp -d)
fake_pid=
cleanup() { exec 3>&-; [ -n "$fake_pid" ] && kill "$fake_pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

echo "{\"rides\": $n}" > "$tmp/scenario.json"
mkfifo "$tmp/out"
# fd 3 is the fake's standard input: it exits when that closes, so it never outlives this script.
exec 3> >(exec python3 Tests/FakeServers/fake_igpsport.py "$tmp/scenario.json" > "$tmp/out")
fake_pid=$!
api=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["api"])' "$tmp/out")
export XDG_CONFIG_HOME=$tmp/config FITKIT_IGPSPORT_API_BASE=$api
echo secret | "$bin" login igpsport --username rider@example.com --password-stdin >/dev/null

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
print(f"{label:<36} {real:6.2f} s wall, fitkit {own:5.2f} s CPU ({own / n * 1000:.2f} ms a ride), "
      f"the fake {after - before:5.2f} s CPU")
PY
  echo "  $(tail -n 1 "$tmp/summary")"
}

echo "fitkit sync of $n rides from the fake iGPSport on 127.0.0.1, --pace 0 ($(nproc) cores)"
run "first sync (every ride new)"
run "resync (unchanged account)"
