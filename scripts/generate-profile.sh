#!/usr/bin/env bash
# Regenerates the FIT profile tables in Sources/FITProfile/Generated from garmin-fit-sdk 21.218.0.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=$(scripts/python-env.sh)
"$venv/bin/python" Tools/generate-profile.py Sources/FITProfile/Generated
