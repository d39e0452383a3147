#!/usr/bin/env bash
# The screenshots of docs/REPORT.md (not a test): pages of a road ride, a run, a trainer ride and a pool swim,
# and the site of the four, opened in Chromium by the browser check (Tests/Browser/report_check.py) and saved
# as docs/report-*.png. Needs the release build and ../shared/corpus beside the project.
#   scripts/report-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/corpus
bin=$PWD/.build/release/fitkit
python=$(scripts/python-env.sh)/bin/python
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data
rides=(
  "road:Fixtures/dtcooper__python-fitparse/Edge810-Vector-2013-08-16-15-35-10.fit"
  "run:$corpus/jimmykane__fit-parser/test/garmin-stamina.fit"
  "trainer:$corpus/richardbrodie__fit-rs/data/tacx_flux.fit"
  "swim:$corpus/tormoder__fit/testdata/fitsdk/activity_poolswim_with_hr.fit"
)
for ride in "${rides[@]}"; do
  name=${ride%%:*} file=${ride#*:}
  "$bin" report "$file" -o "$work/$name.html" --ftp 250 --no-privacy 2>/dev/null
  "$python" Tests/Browser/report_check.py ride "$work/$name.html" --screenshot "docs/report-$name.png" >/dev/null
  "$bin" import --library "$work/library" "$file" 2>/dev/null || true
done
"$bin" report --site -o "$work/site" --library "$work/library" --ftp 250 --no-privacy 2>/dev/null
"$python" Tests/Browser/report_check.py site "$work/site/index.html" --screenshot docs/report-site.png >/dev/null
ls -l docs/report-*.png
