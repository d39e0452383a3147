#!/usr/bin/env python3
"""Writes a synthetic ride as a FIT activity file with Garmin's own Encoder (garmin-fit-sdk), for benchmarks.

usage: make-synthetic-ride.py OUT.fit [HOURS]

One record a second for HOURS (default 12): power a seeded random walk around 200 W with sprints, heart rate
following power, cadence, speed, distance, altitude and positions along a loop. A session and one lap per hour.
"""
import datetime
import math
import random
import sys

from garmin_fit_sdk import Encoder

FIT_EPOCH = datetime.datetime(1989, 12, 31, tzinfo=datetime.timezone.utc)


def main():
    out = sys.argv[1]
    hours = float(sys.argv[2]) if len(sys.argv) > 2 else 12
    seconds = int(hours * 3600)
    rng = random.Random(12)
    start = datetime.datetime(2024, 6, 1, 6, 0, tzinfo=datetime.timezone.utc)
    e = Encoder()
    e.write_mesg({"mesg_num": 0, "type": "activity", "manufacturer": "development", "product": 0,
                  "serial_number": 1234, "time_created": start})
    e.write_mesg({"mesg_num": 21, "timestamp": start, "event": "timer", "event_type": "start"})
    power, hr, distance = 200.0, 120.0, 0.0
    lap_start = start
    for t in range(seconds):
        now = start + datetime.timedelta(seconds=t)
        power = max(0.0, power + rng.gauss(0, 15) + (200 - power) * 0.02)
        p = power * (3.0 if t % 1800 < 10 else 1.0)
        hr += (100 + p * 0.25 - hr) * 0.03
        speed = 4 + p / 40
        distance += speed
        angle = distance / 20000 * 2 * math.pi
        e.write_mesg({"mesg_num": 20, "timestamp": now, "power": int(p), "heart_rate": int(hr),
                      "cadence": 85 + rng.randint(-5, 5), "speed": speed, "distance": distance,
                      "altitude": 200 + 50 * math.sin(angle * 3),
                      "position_lat": int((45 + 0.03 * math.sin(angle)) / 180 * 2**31),
                      "position_long": int((6 + 0.04 * math.cos(angle)) / 180 * 2**31)})
        if (t + 1) % 3600 == 0 or t == seconds - 1:
            e.write_mesg({"mesg_num": 19, "timestamp": now, "start_time": lap_start, "event": "lap",
                          "event_type": "stop", "total_elapsed_time": (now - lap_start).total_seconds() + 1,
                          "total_timer_time": (now - lap_start).total_seconds() + 1})
            lap_start = now + datetime.timedelta(seconds=1)
    end = start + datetime.timedelta(seconds=seconds - 1)
    e.write_mesg({"mesg_num": 21, "timestamp": end, "event": "timer", "event_type": "stop_all"})
    e.write_mesg({"mesg_num": 18, "timestamp": end, "start_time": start, "sport": "cycling",
                  "total_elapsed_time": seconds, "total_timer_time": seconds, "total_distance": distance})
    e.write_mesg({"mesg_num": 34, "timestamp": end, "num_sessions": 1, "type": "manual",
                  "total_timer_time": seconds})
    with open(out, "wb") as f:
        f.write(e.close())


if __name__ == "__main__":
    main()
