#!/usr/bin/env bash
# Prints the path of a Python venv holding the pinned garmin-fit-sdk (and fitdecode, the second reference for
# what Garmin's decoder cannot read; numpy and nolds, the reference for heart-rate variability; Selenium, which
# drives chromium through chromium-driver in the report's tests), creating it when missing.
# Used by the profile generator and the conformance check. Override the location with FITKIT_VENV.
set -euo pipefail
venv=${FITKIT_VENV:-$HOME/.cache/fitkit/venv}
if ! "$venv/bin/python" -c 'import fitdecode, garmin_fit_sdk, nolds, numpy, selenium, sys
sys.exit(garmin_fit_sdk.__version__ != "21.218.0" or numpy.__version__ != "2.2.6" or selenium.__version__ != "4.40.0")' 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check garmin-fit-sdk==21.218.0 fitdecode==0.11.0 \
    numpy==2.2.6 nolds==0.6.2 selenium==4.40.0 >&2
fi
echo "$venv"
