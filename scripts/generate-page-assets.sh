#!/usr/bin/env bash
# Puts the report pages' script, style and markup (Sources/FITReport/Page) into the binary: writes
# Sources/FITReport/Generated/PageAssets.swift (or the file given). Run it after editing a page file; the test
# command checks that the committed file is current.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Tools/generate-page-assets.py "$@"
