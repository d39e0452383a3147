"""Runs contrib/spark/fitkit_job.py on Spark in local mode and checks its Parquet output against fitkit's own
per-file figures:

    spark_job_check.py FITKIT_BINARY_OR_TARBALL FITKIT_BINARY INPUT_FOLDER...

The input is the given folders' files copied into one folder, plus a file whose name starts with `_`, one
under a folder whose name starts with `.`, a file that is not FIT, and a second copy of one file. The job is given
the tarball with its bin/fitkit wrapped so that the first `fitkit rows -` of the run fails after five rows (Spark
retries its task), and the others write every seventh row twice; the job itself knows nothing of it. Then:
- activities has one row per distinct content (SHA-256 computed here), every one of them, hidden names too;
- for every activity, records and laps rows equal `fitkit inspect --json`'s records and laps of the file;
- no key appears twice in any dataset.
Exit 0 when all holds; else the differences, and 1.
"""
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile

fitkit_shipped, fitkit, sources = sys.argv[1], sys.argv[2], sys.argv[3:]
work = tempfile.mkdtemp(prefix="fitkit-spark-")
inputs = os.path.join(work, "in")
files = []
for n, source in enumerate(sources):
    for folder, _, names in os.walk(source):
        for name in sorted(names):
            if name.lower().endswith(".fit"):
                target = os.path.join(inputs, str(n), os.path.relpath(folder, source), name)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copyfile(os.path.join(folder, name), target)
                files.append(target)
first = files[0]
for extra in ["_hidden.fit", ".dot/inside.fit", "copy/again.fit"]:
    os.makedirs(os.path.dirname(os.path.join(inputs, extra)), exist_ok=True)
    shutil.copyfile(first, os.path.join(inputs, extra))
with open(os.path.join(inputs, "notes.txt"), "w") as f:
    f.write("not a ride\n")
every = [os.path.join(d, f) for d, _, fs in os.walk(inputs) for f in fs]
keys = {}
for path in every:
    keys.setdefault(hashlib.sha256(open(path, "rb").read()).hexdigest(), path)

# The tarball again, its bin/fitkit a wrapper whose first `rows -` dies after five rows (a task that fails midway),
# and whose other `rows -` give every seventh row twice (rows of every table whose key was given already).
failing = os.path.join(work, "failing", os.path.basename(fitkit_shipped))
os.makedirs(os.path.dirname(failing))
mark = os.path.join(work, "failed-once")
with tarfile.open(fitkit_shipped) as original, tarfile.open(failing, "w:gz") as wrapped:
    for member in original.getmembers():
        data = original.extractfile(member) if member.isfile() else None
        if member.name.endswith("bin/fitkit"):
            real = member.name + "-real"
            script = ('#!/bin/sh\nreal="$(dirname "$0")/fitkit-real"\n'
                      'if [ "$1 $2" = "rows -" ]; then\n'
                      '  if mkdir "%s" 2>/dev/null; then "$real" "$@" | head -n 5; exit 3; fi\n'
                      '  status=$(mktemp)\n'
                      '  { "$real" "$@"; echo $? >"$status"; } | awk \'{ print } NR %% 7 == 1 { print }\'\n'
                      '  code=$(cat "$status"); rm -f "$status"; exit "$code"\n'
                      'fi\nexec "$real" "$@"\n' % mark).encode()
            moved = tarfile.TarInfo(real)
            moved.size, moved.mode = member.size, 0o755
            wrapped.addfile(moved, data)
            member.size = len(script)
            wrapped.addfile(member, io.BytesIO(script))
        else:
            wrapped.addfile(member, data)

output = os.path.join(work, "out")
env = dict(os.environ, PYSPARK_PYTHON=sys.executable)
env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
job = os.path.join(os.path.dirname(__file__), "..", "..", "contrib", "spark", "fitkit_job.py")
run = subprocess.run(
    ["spark-submit", "--master", "local[2,2]", "--conf", "spark.ui.enabled=false", job, "--fitkit", failing,
     inputs, output], env=env, capture_output=True, text=True, timeout=1200)
if run.returncode != 0:
    print(run.stdout[-3000:], run.stderr[-6000:])
    sys.exit(1)

from pyspark.sql import SparkSession  # noqa: E402

problems = []
if not os.path.isdir(mark) or "fitkit rows (exit 3)" not in run.stderr:
    problems.append("no task failed on purpose: the retry was not tested")

spark = SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false").getOrCreate()
spark.sparkContext.setLogLevel("ERROR")
tables = {t: spark.read.parquet(os.path.join(output, t)) for t in ["activities", "laps", "records"]}
activities = {r.file_sha256: r.asDict() for r in tables["activities"].collect()}
if len(activities) != tables["activities"].count():
    problems.append("an activities key appears twice")
if set(activities) != set(keys):
    problems.append("activities keys differ from the files' SHA-256: missing %s, extra %s"
                    % (sorted(set(keys) - set(activities))[:5], sorted(set(activities) - set(keys))[:5]))
for table, key in [("laps", "lap_index"), ("records", "record_index")]:
    frame = tables[table]
    if frame.count() != frame.dropDuplicates(["file_sha256", key]).count():
        problems.append(table + ": a key appears twice")
# The schema is fitkit's, whatever the input: every column `rows --schema` lists, in its order and types.
schema = json.loads(subprocess.run([fitkit, "rows", "--schema"], capture_output=True, text=True, timeout=60).stdout)
for table, frame in tables.items():
    want = [(f["name"], f["type"] if isinstance(f["type"], str) else f["type"]["type"])
            for f in schema[table]["fields"] if f["name"] != "year"]
    have = [(f.name, f.dataType.typeName()) for f in frame.schema.fields if f.name != "year"]
    if have != want:
        problems.append("%s: the Parquet schema is not rows --schema's: %s" % (table, sorted(set(have) ^ set(want))))
counts = {t: {r.file_sha256: r["count"] for r in tables[t].groupBy("file_sha256").count().collect()}
          for t in ["laps", "records"]}
checked = 0
for sha, row in activities.items():
    if row["status"] != "activity":
        continue
    inspect = json.loads(subprocess.run([fitkit, "inspect", "--json", keys[sha]], capture_output=True,
                                        text=True, timeout=120).stdout)
    parts = inspect if isinstance(inspect, list) else [inspect]  # a chain of files: each file's figures
    figures = [("records", sum(p["records"] for p in parts)), ("laps", sum(len(p["laps"]) for p in parts))]
    for table, figure in figures:
        if counts[table].get(sha, 0) != figure:
            problems.append("%s: %d %s rows, inspect says %d" % (keys[sha], counts[table].get(sha, 0), table, figure))
    checked += 1
print(json.dumps({"files": len(every), "distinct": len(keys), "activities_checked": checked,
                  "records": sum(counts["records"].values()), "problems": len(problems)}))
for p in problems[:20]:
    print(p)
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if problems else 0)
