#!/usr/bin/env python3
"""Writes Fixtures/generated/lap-repeated-fields.fit: a FIT file whose lap definition lists fields twice.

usage: make-repeated-fields.py OUT.fit

Seen in real pool-swim files from a smaller watch brand: a `lap` definition with `avg_speed`, `max_speed`
and `total_distance` each twice, the first copy zero. Written byte by byte (Garmin's Encoder cannot write a
field twice): file_id; a lap of sport swimming (5) with timestamp 1,000,000,000, avg_speed 0 then 14830
(14.83 m/s), max_speed 0 then 15000, total_distance 0 then 240000 (2,400 m), avg_cadence 0 then 25; and a
session with the same fields once. Garmin's decoder reads every field (the later copy wins) and then expands
components: `enhanced_avg_speed` and `avg_swimming_cadence` come from the winning values.
"""
import importlib.util
import os
import struct
import sys

# The definition and file writers of the benchmark rides' recipe, shared rather than written twice.
_spec = importlib.util.spec_from_file_location("make_rides", os.path.join(os.path.dirname(__file__), "make-rides.py"))
make_rides = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_rides)
definition = make_rides.definition


def main():
    records = b""
    # file_id: serial_number (uint32z), type (enum) = activity.
    records += definition(0, 0, [(3, 4, 0x8C), (0, 1, 0x00)]) + bytes([0]) + struct.pack("<IB", 1234, 4)
    # lap: timestamp, sport, avg_speed x2, max_speed x2, total_distance x2, avg_cadence x2.
    lap = [(253, 4, 0x86), (25, 1, 0x00), (13, 2, 0x84), (14, 2, 0x84), (9, 4, 0x86), (17, 1, 0x02),
           (13, 2, 0x84), (14, 2, 0x84), (9, 4, 0x86), (17, 1, 0x02)]
    records += definition(1, 19, lap) + bytes([1])
    records += struct.pack("<IBHHIBHHIB", 1_000_000_000, 5, 0, 0, 0, 0, 14830, 15000, 240000, 25)
    # session: timestamp, start_time, total_elapsed_time, total_timer_time, total_distance, sport.
    session = [(253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86), (5, 1, 0x00)]
    records += definition(2, 18, session) + bytes([2])
    records += struct.pack("<IIIIIB", 1_000_000_000, 999_997_480, 2_520_000, 2_520_000, 240000, 5)
    with open(sys.argv[1], "wb") as f:
        f.write(make_rides.fit_file(records))

if __name__ == "__main__":
    main()
