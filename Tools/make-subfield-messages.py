#!/usr/bin/env python3
"""Writes Fixtures/generated/subfields.fit: messages whose fields have subfields, with their reference fields
holding the values that select each subfield, other values and invalid ones, in both byte orders.

usage: make-subfield-messages.py OUT.fit

300 definitions, each followed by 8 data messages, of lap (sport, sub_sport: avg/max cadence and speed
subfields), session (the same references), device_info (device_type by source_type), file_id (product by
manufacturer), workout_step (duration and target values by their types, with scales) and monitoring (cycles
by activity_type, strokes with scale 2). One definition in seven gives a reference field twice, one in seven a
field with subfields twice, one in seven a reference in another base type (uint16). Values are drawn from a
seeded generator: a quarter the values that select subfields, a quarter invalid, the rest any bits. Written byte
by byte, so that definitions can list a field twice; Garmin's decoder (the conformance check) is what the
decoded messages are compared with.
"""
import importlib.util
import os
import random
import struct
import sys

_spec = importlib.util.spec_from_file_location("make_rides", os.path.join(os.path.dirname(__file__), "make-rides.py"))
make_rides = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_rides)

# (global message number, [(field number, size, base type)]): fields with subfields and their reference fields.
MESSAGES = [
    (19, [(25, 1, 0x00), (10, 4, 0x86), (17, 1, 0x02), (18, 1, 0x02), (13, 2, 0x84), (9, 4, 0x86), (254, 2, 0x84)]),
    (18, [(5, 1, 0x00), (6, 1, 0x00), (10, 4, 0x86), (18, 1, 0x02), (19, 1, 0x02), (14, 2, 0x84)]),
    (23, [(25, 1, 0x00), (1, 1, 0x02), (2, 2, 0x84), (4, 2, 0x84)]),
    (0, [(1, 2, 0x84), (2, 2, 0x84), (0, 1, 0x00)]),
    (27, [(1, 1, 0x00), (2, 4, 0x86), (4, 4, 0x86), (3, 1, 0x00), (5, 4, 0x86)]),
    (55, [(5, 1, 0x00), (3, 4, 0x86)]),
]
SELECTING = [0, 1, 2, 3, 5, 7, 8, 11, 13, 15, 20, 28, 37, 62, 65, 66, 89, 263, 254]


def definition(mesg, fields, big_endian):
    order = ">" if big_endian else "<"
    head = struct.pack("<BBB", 0x40, 0, 1 if big_endian else 0) + struct.pack(order + "HB", mesg, len(fields))
    return head + b"".join(struct.pack("BBB", *f) for f in fields)


def main():
    rng = random.Random(0xD1CE)
    records = b""
    for i in range(300):
        mesg, fields = MESSAGES[i % len(MESSAGES)]
        fields = list(fields)
        if i % 7 == 3:
            fields.append(fields[0])  # a reference given twice
        elif i % 7 == 5:
            fields.append(fields[len(fields) // 2])  # a field given twice
        elif i % 7 == 6:
            fields[1] = (fields[1][0], 2, 0x84)  # another type
        big_endian = i % 2 == 1
        records += definition(mesg, fields, big_endian)
        for _ in range(8):
            payload = b""
            for _, size, _ in fields:
                kind = rng.randrange(4)
                value = (SELECTING[rng.randrange(len(SELECTING))] if kind == 0 else
                         (1 << 64) - 1 if kind == 1 else rng.getrandbits(64))
                raw = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "big" if big_endian else "little")
                payload += raw
            records += bytes([0]) + payload
    with open(sys.argv[1], "wb") as f:
        f.write(make_rides.fit_file(records))

if __name__ == "__main__":
    main()
