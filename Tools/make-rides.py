#!/usr/bin/env python3
"""Writes N small synthetic rides as FIT files, fast (plain struct packing and the FIT CRC), for benchmarks.

usage: make-rides.py OUTDIR N [SECONDS [SPREAD_KM [FIRST]]]

Ride i starts i × 6 hours after 2020-01-01 UTC, lasts SECONDS (default 300) at 1 Hz: file_id with serial i,
records (timestamp, position along a small loop, heart rate, power, distance), a session and an activity.
With SPREAD_KM the loops' centres lie on a grid of 100 × 100 places over that many kilometres square, ride i at
place i mod 10,000 (so rides of one place share their loop); FIRST numbers the rides from it (default 0).
"""
import math
import os
import struct
import sys

FIT_EPOCH_OFFSET = 631065600
TABLE = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
         0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]


def crc16(data, crc=0):
    for byte in data:
        tmp = TABLE[crc & 0xF]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ TABLE[byte & 0xF]
        tmp = TABLE[crc & 0xF]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ TABLE[(byte >> 4) & 0xF]
    return crc


def definition(local, mesg, fields):
    return struct.pack("<BBBHB", 0x40 | local, 0, 0, mesg, len(fields)) + b"".join(struct.pack("BBB", *f) for f in fields)


def fit_file(records):
    """A whole FIT file around its records: a 14-byte header with its CRC, the records, the file CRC."""
    header = struct.pack("<BBHI4s", 14, 0x20, 2132, len(records), b".FIT")
    header += struct.pack("<H", crc16(header))
    data = header + records
    return data + struct.pack("<H", crc16(data))


def ride(i, seconds, spread_km=0.0):
    start = 1577836800 - FIT_EPOCH_OFFSET + i * 6 * 3600
    out = [definition(0, 0, [(3, 4, 0x8C), (0, 1, 0x00)]), struct.pack("<BIB", 0, i + 1, 4),
           definition(1, 20, [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (3, 1, 0x02), (7, 2, 0x84), (5, 4, 0x86)])]
    place = i % 10000
    north, east = (place // 100) / 100 * spread_km, (place % 100) / 100 * spread_km
    lat0 = int((45 + north / 111.195) / 180 * 2**31)
    lon0 = int((6 + east / (111.195 * math.cos(math.radians(45)))) / 180 * 2**31)
    for t in range(seconds):
        a = (t + i) / 300 * 2 * math.pi
        out.append(struct.pack("<BIiiBHI", 1, start + t, lat0 + int(200000 * math.sin(a)), lon0 + int(200000 * math.cos(a)),
                               120 + (t + i) % 40, 150 + (t * 7 + i) % 150, t * 800))
    out.append(definition(2, 18, [(253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (5, 1, 0x00)]))
    out.append(struct.pack("<BIIIB", 2, start + seconds - 1, start, seconds * 1000, 2))
    return fit_file(b"".join(out))


def main():
    folder, n = sys.argv[1], int(sys.argv[2])
    seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 300
    spread = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
    first = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    os.makedirs(folder, exist_ok=True)
    for i in range(first, first + n):
        with open(os.path.join(folder, f"ride-{i:05d}.fit"), "wb") as f:
            f.write(ride(i, seconds, spread))


if __name__ == "__main__":
    main()
