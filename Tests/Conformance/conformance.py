#!/usr/bin/env python3
"""Compares `fitkit dump` with Garmin's official decoder (garmin-fit-sdk 21.218.0, Decoder.read() defaults).

usage: conformance.py FITKIT [--random N] [--seed S] [--report FILE] PATH...

PATHs are FIT files or folders (searched recursively for *.fit). --random N also compares N files written by
Garmin's own Encoder from random profile messages (seeded, so runs repeat).

Garmin's output is normalised only where it has no JSON form or breaks the FIT rules, each case counted:
  * datetimes become ISO 8601 UTC text; tuples become lists; fields whose value is None are left out;
  * float fields holding the invalid value (NaN) are left out, as the FIT rules say (Garmin keeps NaN);
  * field_description's bookkeeping 'key' is dropped, and developer fields are keyed by their field_name
    (Garmin keys them by the description's index) with the description's scale/offset applied and invalid
    values left out, as the FIT rules say (Garmin returns developer values unscaled and unchecked).
Where Garmin's decoder stops with an error, the messages it returned before the error are compared as a prefix.
Where it stops because it cannot read compressed timestamps, the records after that point are compared with a
second independent decoder, fitdecode 0.11.0 (time, heart rate, cadence, speed, distance, power, position).
Exit status 1 if any file differs.
"""
import datetime
import json
import math
import os
import random
import subprocess
import sys

from garmin_fit_sdk import Decoder, Encoder, Stream
from garmin_fit_sdk.profile import Profile

INVALID = {0: 0xFF, 1: 0x7F, 2: 0xFF, 3: 0x7FFF, 4: 0xFFFF, 5: 0x7FFFFFFF, 6: 0xFFFFFFFF, 7: 0, 10: 0, 11: 0, 12: 0,
           13: 0xFF, 14: 0x7FFFFFFFFFFFFFFF, 15: 0xFFFFFFFFFFFFFFFF, 16: 0}


def garmin_decode(data):
    """Messages in file order (the listener sees them in order; HR merging edits the same dicts later)."""
    order = []
    decoder = Decoder(Stream.from_byte_array(bytearray(data)))
    messages, errors = decoder.read(mesg_listener=lambda num, m: order.append((num, m)))
    descriptions = messages.get("field_description_mesgs", [])
    return order, descriptions, errors


def norm_value(v):
    if isinstance(v, datetime.datetime):
        return v.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    if isinstance(v, (list, tuple)):
        items = [norm_value(x) for x in v]
        return items
    if isinstance(v, float) and math.isnan(v):
        return None
    return v


def garmin_normalise(num, m, descriptions):
    name = Profile["messages"][num]["name"] if num in Profile["messages"] else str(num)
    fields = {}
    for k, v in m.items():
        if k == "developer_fields" or (num == 206 and k == "key"):
            continue
        nv = norm_value(v)
        if nv is None or (isinstance(nv, list) and all(x is None for x in nv)):
            continue
        fields[str(k)] = nv
    out = {"message": name, "fields": fields}
    dev = {}
    for key, v in (m.get("developer_fields") or {}).items():
        d = descriptions[key]
        base = d.get("fit_base_type_id", 0) & 0x1F
        scale, offset = d.get("scale", 1) or 1, d.get("offset", 0) or 0
        items = list(v) if isinstance(v, (list, tuple)) else [v]
        if base != 7:
            items = [None if (x == INVALID.get(base) or (isinstance(x, float) and math.isnan(x))) else x for x in items]
            if scale != 1 or offset != 0:
                items = [None if x is None else x / scale - offset for x in items]
        if all(x is None for x in items):
            continue
        dev[d.get("field_name", f"developer_{d.get('developer_data_index')}_{d.get('field_definition_number')}")] = items[0] if len(items) == 1 and not isinstance(v, (list, tuple)) else items
    if dev:
        out["developer_fields"] = dev
    return out


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b or abs(a - b) <= 1e-9 * max(abs(a), abs(b))
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def first_difference(ours, theirs, prefix_only):
    n = len(theirs) if prefix_only else max(len(ours), len(theirs))
    if prefix_only and len(ours) < len(theirs):
        return f"fitkit gave {len(ours)} messages, Garmin {len(theirs)} before its error"
    for i in range(n):
        if i >= len(ours) or i >= len(theirs):
            return f"message count: fitkit {len(ours)}, Garmin {len(theirs)}"
        if not same(ours[i], theirs[i]):
            a, b = ours[i], theirs[i]
            keys = sorted(set(a.get("fields", {})) | set(b.get("fields", {})))
            diff = [k for k in keys if not same(a["fields"].get(k), b["fields"].get(k))]
            detail = {k: (a["fields"].get(k), b["fields"].get(k)) for k in diff[:4]}
            if not diff:
                detail = {"developer_fields": (a.get("developer_fields"), b.get("developer_fields"))}
            return f"message {i} ({b.get('message')}): fitkit vs Garmin {detail}"
    return None


def fitkit_dump(fitkit, path):
    p = subprocess.run([fitkit, "dump", "--validation", "lenient", path], capture_output=True, text=True)
    return [json.loads(line) for line in p.stdout.splitlines() if line.strip()]


RECORD_FIELDS = ("heart_rate", "cadence", "speed", "distance", "power", "position_lat", "position_long")


def fitdecode_records(path):
    import fitdecode
    records = []
    with fitdecode.FitReader(path) as reader:
        for frame in reader:
            if frame.frame_type == fitdecode.FIT_FRAME_DATA and frame.name == "record":
                values = {f.name: f.value for f in frame.fields}
                t = values.get("timestamp")
                if isinstance(t, int):  # fitdecode leaves times before 1990-01-01 as FIT seconds
                    t = datetime.datetime.fromtimestamp(t + 631065600, datetime.timezone.utc)
                values["timestamp"] = norm_value(t)
                records.append(values)
    return records


def compare_records_with_fitdecode(path, ours, stats, report):
    theirs = fitdecode_records(path)
    mine = [m["fields"] for m in ours if m["message"] == "record"]
    stats["fitdecode_files"] += 1
    stats["fitdecode_records"] += len(theirs)
    if len(mine) != len(theirs):
        report.append(f"DIFFERENT {path}: fitdecode has {len(theirs)} records, fitkit {len(mine)}")
        return False
    for i, (a, b) in enumerate(zip(mine, theirs)):
        for k in ("timestamp",) + RECORD_FIELDS:
            if b.get(k) is not None and not same(a.get(k), b.get(k)):
                report.append(f"DIFFERENT {path}: record {i} {k}: fitkit {a.get(k)}, fitdecode {b.get(k)}")
                return False
    return True


def compare(fitkit, path, stats, report):
    with open(path, "rb") as f:
        data = f.read()
    order, descriptions, errors = garmin_decode(data)
    theirs = [garmin_normalise(num, m, descriptions) for num, m in order]
    ours = fitkit_dump(fitkit, path)
    diff = first_difference(ours, theirs, prefix_only=bool(errors))
    if not diff and errors and "Compressed timestamp" in str(errors[0]):
        if not compare_records_with_fitdecode(path, ours, stats, report):
            diff = "records differ from fitdecode's"
    stats["files"] += 1
    stats["messages"] += len(theirs)
    if errors:
        stats["garmin_errors"] += 1
        report.append(f"garmin-error {path}: {str(errors[0])[:120]}; fitkit decoded {len(ours)} messages, "
                      f"Garmin {len(theirs)}")
    if diff:
        stats["different"] += 1
        report.append(f"DIFFERENT {path}: {diff}")
    else:
        stats["identical"] += 1


def random_value(field, rng):
    ftype = field["type"]
    if Profile["types"].get(ftype) and ftype not in ("date_time", "local_date_time"):
        values = [v for k, v in Profile["types"][ftype].items()]
        return rng.choice(values)
    base = field["base_type"]
    if ftype == "string":
        return "".join(rng.choice("abcdefghij") for _ in range(rng.randint(1, 12)))
    if ftype == "bool":
        return rng.randint(0, 1)
    limits = {"sint8": (-100, 100), "uint8": (0, 254), "uint8z": (1, 255), "sint16": (-30000, 30000),
              "uint16": (0, 65000), "uint16z": (1, 65000), "sint32": (-2**30, 2**30), "uint32": (0, 2**31),
              "uint32z": (1, 2**31), "byte": (0, 254), "enum": (0, 254), "float32": (-1000, 1000),
              "float64": (-1e6, 1e6), "sint64": (-2**40, 2**40), "uint64": (0, 2**40), "uint64z": (1, 2**40)}
    lo, hi = limits.get(base, (0, 200))
    if ftype in ("date_time", "local_date_time"):
        return rng.randint(800_000_000, 1_200_000_000)
    scale, offset = field["scale"][0] if field["scale"] else 1, field["offset"][0] if field["offset"] else 0
    if base.startswith("float"):
        return rng.uniform(lo, hi)
    raw = rng.randint(lo, hi)
    if ftype not in ("sint8", "uint8", "uint8z", "sint16", "uint16", "uint16z", "sint32", "uint32", "uint32z",
                     "byte", "sint64", "uint64", "uint64z", "float32", "float64"):
        return raw
    return raw if (scale == 1 and offset == 0) else raw / scale - offset


def random_file(rng):
    """A FIT file of random profile messages, written by Garmin's Encoder."""
    encoder = Encoder()
    nums = [n for n in Profile["messages"] if n not in (206, 207)]
    encoder.write_mesg({"mesg_num": 0, "type": "activity", "manufacturer": "garmin", "time_created":
                        datetime.datetime(2024, 5, 1, tzinfo=datetime.timezone.utc)})
    for _ in range(rng.randint(5, 40)):
        num = rng.choice(nums)
        mesg = {"mesg_num": num}
        fields = list(Profile["messages"][num]["fields"].values())
        for field in rng.sample(fields, min(len(fields), rng.randint(1, 8))):
            if field["array"] == "true" and field["type"] != "string":
                mesg[field["name"]] = [random_value(field, rng) for _ in range(rng.randint(2, 4))]
            else:
                mesg[field["name"]] = random_value(field, rng)
        try:
            encoder.write_mesg(mesg)
        except ValueError:
            pass
    return encoder.close()


def main():
    args = sys.argv[1:]
    fitkit = args.pop(0)
    count, seed, report_path = 0, 1, None
    paths = []
    while args:
        a = args.pop(0)
        if a == "--random":
            count = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        elif a == "--report":
            report_path = args.pop(0)
        else:
            paths.append(a)
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in names if n.lower().endswith(".fit")]
        else:
            files.append(p)
    stats = {"files": 0, "identical": 0, "different": 0, "garmin_errors": 0, "messages": 0, "fitdecode_files": 0,
             "fitdecode_records": 0}
    report = []
    for path in sorted(files):
        compare(fitkit, path, stats, report)
    rng = random.Random(seed)
    tmpdir = os.environ.get("TMPDIR", "/tmp")
    made = 0
    for i in range(count):
        data = random_file(rng)
        path = os.path.join(tmpdir, f"fitkit-conformance-{os.getpid()}-{i}.fit")
        with open(path, "wb") as f:
            f.write(data)
        compare(fitkit, path, stats, report)
        os.unlink(path)
        made += 1
    for line in report:
        print(line)
    summary = (f"conformance: {stats['files']} files ({len(files)} given, {made} random), {stats['messages']} Garmin "
               f"messages; {stats['identical']} identical, {stats['different']} different; Garmin's decoder "
               f"stopped with an error on {stats['garmin_errors']}; records checked with fitdecode where Garmin's "
               f"cannot read compressed timestamps: {stats['fitdecode_records']} in {stats['fitdecode_files']} files")
    print(summary)
    if report_path:
        with open(report_path, "w") as f:
            f.write("\n".join(report + [summary]) + "\n")
    sys.exit(1 if stats["different"] else 0)


if __name__ == "__main__":
    main()
