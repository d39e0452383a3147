#!/usr/bin/env bash
# Writes the man page, fitkit.1 (mdoc), from the command's own help text (into man/ by default), with
# swift-argument-parser's generate-manual tool (what its plugin runs) on the release binary setup.sh makes: only
# that small tool is built, not a debug build of every product as the plugin does. The date is fixed so that the
# page changes only when the help does. The test command checks that the page is current, as it does the
# completions.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-man}
mkdir -p "$out"
bin=.build/release/fitkit
[ -x "$bin" ] || scripts/build-release.sh >/dev/null
swift build --product generate-manual 2>&1 | { grep -iE "error" >&2 || true; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/generate-manual "$bin" --output-directory "$work" --date 2026-11-24 --authors "the fitkit developers"
made=$work/fitkit.1
cp "$made" "$out/fitkit.1"  # fails, and so the script, when the plugin made nothing
# The plugin knows only the help text: the exit statuses, environment, files and examples come from
# Tools/man-sections.mdoc, put in place of its one-line EXIT STATUS section.
python3 - "$out/fitkit.1" Tools/man-sections.mdoc <<'PY'
import sys
page, sections = open(sys.argv[1]).read(), open(sys.argv[2]).read()
stock = '.Sh "EXIT STATUS"\n.Ex -std\n'
assert stock in page, "the plugin's EXIT STATUS section changed shape"
open(sys.argv[1], "w").write(page.replace(stock, sections))
PY
echo "man page written to $out"
