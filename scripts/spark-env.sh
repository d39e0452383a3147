#!/usr/bin/env bash
# Prints the path of a Python venv holding the pinned PySpark (Apache Spark for the contrib/spark job, run in
# local mode by the tests on Java 17 from Debian) and fsspec (the job lists files with it), creating it when
# missing. Override the location with FITKIT_SPARK_VENV.
set -euo pipefail
venv=${FITKIT_SPARK_VENV:-$HOME/.cache/fitkit/spark-venv}
if ! "$venv/bin/python" -c 'import pyspark, fsspec, sys
sys.exit(pyspark.__version__ != "4.3.0" or fsspec.__version__ != "2026.9.0")' 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check pyspark==4.3.0 fsspec==2026.9.0 >&2
fi
echo "$venv"
