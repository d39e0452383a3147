#!/usr/bin/env bash
# Prints the path of a Python venv holding what the contrib/spark job declares it needs
# (contrib/spark/requirements.txt: PySpark, run in local mode by the tests on Java 17 from Debian, and fsspec),
# creating or updating it when it does not hold those versions. Override the location with FITKIT_SPARK_VENV.
set -euo pipefail
cd "$(dirname "$0")/.."
requirements=contrib/spark/requirements.txt
venv=${FITKIT_SPARK_VENV:-$HOME/.cache/fitkit/spark-venv}
# Installed as the file says: every pinned line is what `pip freeze` lists.
wanted=$(grep -E '^[A-Za-z0-9_.-]+==' "$requirements" | tr 'A-Z_' 'a-z-' | sort)
have=$("$venv/bin/python" -m pip freeze --disable-pip-version-check 2>/dev/null | tr 'A-Z_' 'a-z-' | sort || true)
if [ -n "$(comm -23 <(echo "$wanted") <(echo "$have"))" ]; then
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements" >&2
fi
echo "$venv"
