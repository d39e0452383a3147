"""Runs contrib/spark/fitkit_job.py on Spark in local mode and checks its Parquet output against fitkit's own
per-file figures:

    spark_job_check.py FITKIT_BINARY_OR_TARBALL FITKIT_BINARY INPUT_FOLDER...

The input is the given folders' files copied into one folder, plus a file whose name starts with `_`, one
under a folder whose name starts with `.`, a file that is not FIT, and a second copy of one file. Each task's
first attempt fails on purpose after a few rows (Spark retries it). Then:
- activities has one row per distinct content (SHA-256 computed here), every one of them, hidden names too;
- for every activity, records and laps rows equal `fitkit inspect --json`'s records and laps of the file;
- no key appears twice in any dataset.
Exit 0 when all holds; else the differences, and 1.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
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

output = os.path.join(work, "out")
env = dict(os.environ, FITKIT_JOB_FAIL_FIRST_ATTEMPT_AFTER="5", PYSPARK_PYTHON=sys.executable)
env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
job = os.path.join(os.path.dirname(__file__), "..", "..", "contrib", "spark", "fitkit_job.py")
run = subprocess.run(
    ["spark-submit", "--master", "local[2,2]", "--conf", "spark.ui.enabled=false", job, "--fitkit", fitkit_shipped,
     inputs, output], env=env, capture_output=True, text=True, timeout=1200)
if run.returncode != 0:
    print(run.stdout[-3000:], run.stderr[-6000:])
    sys.exit(1)

from pyspark.sql import SparkSession  # noqa: E402

problems = []
if "failing the first attempt on purpose" not in run.stderr:
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
