#!/usr/bin/env bash
# Regenerates the FIT profile tables in Sources/FITProfile/Generated from garmin-fit-sdk 21.218.0.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=$(scripts/python-env.sh)
"$venv/bin/python" Tools/generate-profile.py Sources/FITProfile/Generated
# Laid out as the rest of the tree is (the style gate in scripts/test.sh lints it too).
swift format format --configuration .swift-format --in-place --recursive --parallel Sources/FITProfile/Generated
