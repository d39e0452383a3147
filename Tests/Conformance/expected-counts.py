#!/usr/bin/env python3
"""Writes EXPECTED.tsv for a fixture folder: per FIT file, the data messages Garmin's official decoder
(garmin-fit-sdk 21.218.0, Decoder.read() defaults) returned, the 'record' messages among them, and its error.

usage: expected-counts.py FOLDER   (writes FOLDER/EXPECTED.tsv)
"""
import os
import sys

from garmin_fit_sdk import Decoder, Stream

folder = sys.argv[1]
lines = ["fixture\tgarmin_messages\tgarmin_records\tgarmin_error"]
for root, _, names in sorted(os.walk(folder)):
    for name in sorted(names):
        if not name.endswith(".fit"):
            continue
        path = os.path.join(root, name)
        count = []
        messages, errors = Decoder(Stream.from_file(path)).read(mesg_listener=lambda n, m: count.append(n))
        error = str(errors[0]).replace("\t", " ") if errors else ""
        lines.append(f"{os.path.relpath(path, folder)}\t{len(count)}\t{count.count(20)}\t{error}")
with open(os.path.join(folder, "EXPECTED.tsv"), "w") as out:
    out.write("\n".join(lines) + "\n")
