"""Runs fitkit over every file under INPUT on an Apache Spark cluster and writes Parquet datasets.

    spark-submit contrib/spark/fitkit_job.py --fitkit PATH INPUT OUTPUT

PATH is the fitkit binary, or the tarball scripts/package.sh builds (fitkit-VERSION-linux-x86_64.tar.gz); Spark
ships it to the executors with the job. INPUT is any folder or URI Spark reads (file:, hdfs:, s3a:…), read
recursively. OUTPUT gets three datasets, partitioned by the year of each activity's start:

    activities/  one row per input file, keyed by the SHA-256 of its bytes (file_sha256): status (activity,
                 not_activity, failed, skipped), start, sport, distance, times, the device's totals (device_*)
                 and fitkit's metrics
    laps/        file_sha256, lap_index and the lap's totals
    records/     file_sha256, record_index, timestamp and every stream of the file

Each partition's files go to one `fitkit rows` process as a tar stream on its standard input (docs/SCALE.md).
Files are keyed by content and de-duplicated by it before they are read, so each file's rows come from one task
(a task run again replaces its rows, it never adds to them), which passes a key once: each dataset keeps one row
per key. The datasets' schemas are fitkit's (`fitkit rows --schema`): the same for every input. Every file is
read: Hadoop's input formats skip names that start with `_` or `.`, so the files are listed with fsspec (which
skips nothing), and those the binary-file reader leaves out are read by the driver.
"""
import argparse
import hashlib
import io
import itertools
import json
import os
import subprocess
import tarfile
import tempfile
import threading

import fsspec
from pyspark import SparkFiles, StorageLevel
from pyspark.sql import SparkSession
from pyspark.sql.types import StructType

KEYS = {"activities": ["file_sha256"], "laps": ["file_sha256", "lap_index"],
        "records": ["file_sha256", "record_index"]}
OTHER = "other"  # the records' developer fields, which each file names: a map


def list_files(uri):
    """Every file under uri (recursively), hidden names included, as full URIs."""
    fs, root = fsspec.core.url_to_fs(uri)
    return [fs.unstrip_protocol(p) for p in sorted(fs.find(root))]


def same_file(uri):
    """A file's path without its scheme, to match the binary-file reader's `file:/x` with fsspec's `file:///x`."""
    return fsspec.core.strip_protocol(uri)


def read_on_driver(paths):
    """The bytes of files the binary-file reader skips."""
    out = []
    for p in paths:
        with fsspec.open(p, "rb") as f:
            out.append((p, f.read()))
    return out


_binary = None


def fitkit_binary(name):
    """The shipped fitkit on this executor: the binary itself, or bin/fitkit of the release tarball (which
    Spark unpacks into a folder of the tarball's name; an older Spark hands the tarball itself over)."""
    global _binary
    if _binary is None:
        shipped = SparkFiles.get(name)
        if not os.path.isdir(shipped) and name.endswith(".tar.gz"):
            folder = tempfile.mkdtemp(prefix="fitkit-")
            with tarfile.open(shipped) as t:
                t.extractall(folder, filter="data")
            shipped = folder
        if os.path.isdir(shipped):
            found = [os.path.join(d, "fitkit") for d, _, fs in os.walk(shipped)
                     if "fitkit" in fs and os.path.basename(d) == "bin"]
            if not found:
                raise RuntimeError("no bin/fitkit in " + name)
            shipped = found[0]
        os.chmod(shipped, 0o755)
        _binary = shipped
    return _binary


def run_partition(files, binary_name, validation, schemas):
    """One `fitkit rows` for a partition's files: (table, JSON line) pairs. The files are streamed to it one
    after another as the partition's iterator gives them (never the whole partition in memory), and fitkit
    holds each member, not the stream, to its size limit."""
    files = iter(files)
    first = next(files, None)
    if first is None:
        return
    process = subprocess.Popen(
        [fitkit_binary(binary_name), "rows", "-", "--validation", validation, "--max-size", str(1 << 31)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    keys = {}

    def feed():
        try:
            with tarfile.open(fileobj=process.stdin, mode="w|") as t:
                for path, content in itertools.chain([first], files):
                    keys["-:" + path] = hashlib.sha256(content).hexdigest()
                    info = tarfile.TarInfo(path)
                    info.size = len(content)
                    t.addfile(info, io.BytesIO(content))
        finally:
            process.stdin.close()

    writer = threading.Thread(target=feed)
    writer.start()
    errors = []
    reader = threading.Thread(target=lambda: errors.append(process.stderr.read()))
    reader.start()
    files_with_rows = set()
    names = {table: frozenset(field["name"] for field in schema["fields"]) for table, schema in schemas.items()}
    # The keys of the file whose rows are coming: fitkit writes a file's rows together, one file after another.
    current, seen = None, set()
    for line in process.stdout:
        row = json.loads(line)
        table = row.pop("table")
        as_written = "file" not in row and row.get("file_sha256") is not None
        if row.get("file_sha256") is None:  # a member fitkit skipped (not FIT): its key is its bytes'
            row["file_sha256"] = keys.get(row.get("file"))
        if table == "activities":
            files_with_rows.add(row.get("file"))
        key = (table,) + tuple(row.get(k) for k in KEYS[table])
        if row["file_sha256"] != current:
            current, seen = row["file_sha256"], set()
        if key in seen:
            continue
        seen.add(key)
        unnamed = [k for k in row if k not in names[table]]
        if as_written and not unnamed:
            # Most rows (a ride's records) need no change: the line as fitkit wrote it, whose "table" the reader
            # leaves out (it reads the schema's columns). Writing each row again was the job's costliest Python.
            yield table, line.decode()
            continue
        if "file" in row and row["file"].startswith("-:"):
            row["file"] = row["file"][2:]
        yield table, typed(row, unnamed, names[table], table)
    writer.join()
    reader.join()
    status = process.wait()
    # Every file of the partition has its activities row, or the task fails (and Spark retries it).
    missing = [p for p in keys if p not in files_with_rows]
    if status not in (0, 1) or missing:
        raise RuntimeError("fitkit rows (exit %d) gave no row for %d of %d files: %s" % (
            status, len(missing), len(keys), b"".join(errors).decode(errors="replace")[-2000:]))


def typed(row, unnamed, names, table):
    """A row's JSON with the record columns the schema does not name (unnamed: developer fields) moved under
    `other`; any other table's unnamed column is an error (a fitkit whose schema is not the job's)."""
    if unnamed and OTHER not in names:
        raise RuntimeError("fitkit rows gave %s columns its --schema does not list: %s" % (table, sorted(unnamed)))
    if unnamed:
        row[OTHER] = {k: float(row.pop(k)) for k in unnamed if row[k] is not None}
    return json.dumps(row)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fitkit", required=True, help="the fitkit binary or its release tarball")
    parser.add_argument("--validation", default="strict", choices=["strict", "lenient", "off"])
    parser.add_argument("--partitions", type=int, default=0, help="default: the cluster's parallelism")
    parser.add_argument("input")
    parser.add_argument("output")
    args = parser.parse_args()

    spark = SparkSession.builder.appName("fitkit").getOrCreate()
    sc = spark.sparkContext
    sc.addFile(args.fitkit)
    name = os.path.basename(args.fitkit)
    # The tables' columns and types, from the fitkit the executors run: the same schema whatever the input.
    schemas = json.loads(subprocess.run([fitkit_binary(name), "rows", "--schema"], check=True,
                                        capture_output=True, text=True).stdout)

    paths = list_files(args.input)
    binary = spark.read.format("binaryFile").load(paths) if paths else None
    read = binary.select("path", "content").rdd.map(lambda r: (r.path, bytes(r.content))) if paths else sc.emptyRDD()
    # The paths the reader gives, without their contents (the binary-file source reads no content for a query
    # that does not select it): every byte is read once, by the partitions.
    seen = {same_file(r.path) for r in binary.select("path").collect()} if paths else set()
    skipped = read_on_driver([p for p in paths if same_file(p) not in seen])
    files = read.union(sc.parallelize(skipped, max(1, len(skipped) // 64 + 1)))
    partitions = args.partitions or sc.defaultParallelism
    # One copy of each content (the first path by name), before any is read: a file present twice is read once.
    files = files.map(lambda f: (hashlib.sha256(f[1]).hexdigest(), f)) \
        .reduceByKey(lambda a, b: a if a[0] <= b[0] else b, numPartitions=partitions).values()
    validation = args.validation
    rows = files.mapPartitions(lambda part: run_partition(part, name, validation, schemas)) \
        .persist(StorageLevel.MEMORY_AND_DISK)

    for table in KEYS:
        lines = rows.filter(lambda tr, t=table: tr[0] == t).map(lambda tr: tr[1])
        # Read with fitkit's schema: the JVM parses the lines (no inference pass), columns as rows --schema says.
        # Each key is there once already (run_partition): no shuffle to drop duplicates (a third of the job's time).
        frame = spark.read.schema(StructType.fromJson(schemas[table])).json(lines)
        frame.write.mode("overwrite").partitionBy("year").parquet(os.path.join(args.output, table))
    print(json.dumps({"files": len(paths), "read_by_driver": len(skipped)}))
    spark.stop()


if __name__ == "__main__":
    main()
