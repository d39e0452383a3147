#!/usr/bin/env python3
"""fitkit's GPX export against GPSBabel's, from the same FIT files.

For every FIT file under the given folders that has positions, `fitkit export --gpx` and
`gpsbabel -i garmin_fit -o gpx` must give the same number of track points, with the same times and with
coordinates within 1e-6 degrees. Files GPSBabel cannot read, or that fitkit rejects as damaged, are
counted apart and listed. fitkit writes GPX to a file in one pass and to standard output in two: both must
give the same bytes. Exit status 1 on any disagreement.

usage: gpx_vs_gpsbabel.py FITKIT FOLDER...
"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

TOLERANCE = 1e-6


def points(path):
    """(time, lat, lon) of every trkpt, whatever the GPX version's namespace."""
    result = []
    for _, element in ET.iterparse(path):
        if element.tag.rsplit("}", 1)[-1] == "trkpt":
            time = next((c.text for c in element if c.tag.rsplit("}", 1)[-1] == "time"), None)
            result.append((normalise(time), float(element.get("lat")), float(element.get("lon"))))
            element.clear()
    return result


def normalise(time):
    # GPSBabel writes "2019-01-01T10:00:00Z", some versions with ".000Z".
    return time.replace(".000Z", "Z") if time else time


def main():
    fitkit, folders = sys.argv[1], sys.argv[2:]
    files = sorted(os.path.join(d, f) for folder in folders for d, _, fs in os.walk(folder)
                   for f in fs if f.lower().endswith(".fit"))
    compared = agreed = 0
    apart = []
    disagreements = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, fit in enumerate(files):
            ours, theirs = os.path.join(tmp, f"{i}.fitkit.gpx"), os.path.join(tmp, f"{i}.gpsbabel.gpx")
            run = subprocess.run([fitkit, "export", "--gpx", "-o", ours, fit], capture_output=True, text=True)
            if run.returncode != 0 or not os.path.exists(ours):
                apart.append((fit, "fitkit: " + (run.stderr.strip().splitlines() or ["no output"])[-1]))
                continue
            babel = subprocess.run(["gpsbabel", "-i", "garmin_fit", "-f", fit, "-o", "gpx", "-F", theirs],
                                   capture_output=True, text=True)
            if babel.returncode != 0 or not os.path.exists(theirs):
                apart.append((fit, "gpsbabel: " + (babel.stderr.strip().splitlines() or ["failed"])[-1]))
                continue
            compared += 1
            piped = subprocess.run([fitkit, "export", "--gpx", "-o", "-", fit], capture_output=True)
            with open(ours, "rb") as f:
                if f.read() != piped.stdout:
                    disagreements.append((fit, "one-pass GPX (to a file) differs from two-pass GPX (to stdout)"))
                    continue
            a, b = points(ours), points(theirs)
            problem = None
            if len(a) != len(b):
                problem = f"{len(a)} points, GPSBabel {len(b)}"
            else:
                for n, (p, q) in enumerate(zip(a, b)):
                    if p[0] != q[0] or abs(p[1] - q[1]) > TOLERANCE or abs(p[2] - q[2]) > TOLERANCE:
                        problem = f"point {n}: {p} vs GPSBabel {q}"
                        break
            if problem:
                disagreements.append((fit, problem))
            else:
                agreed += 1
    for fit, why in apart:
        print(f"  not compared: {fit}: {why}")
    for fit, why in disagreements:
        print(f"  DIFFERENT: {fit}: {why}")
    print(f"GPX vs GPSBabel: {agreed}/{compared} files agree (points, times, coordinates within {TOLERANCE}°; "
          f"one-pass and two-pass output identical); {len(apart)} not compared")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
