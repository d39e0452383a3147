#!/usr/bin/env python3
"""A fake intervals.icu for fitkit's sync tests: its API v1 on 127.0.0.1, real HTTP/1.1, with the shapes and
answers its API facts record (HTTP Basic with the user name API_KEY, athlete 0 for the key's owner, one list of
a date range newest first, Strava stubs that answer 422, manual entries without a file, originals that may come
gzip-compressed, Spring-style error bodies, 429 past ten requests a second).

usage: fake_intervals.py SCENARIO.json

Prints one JSON line on start: {"api": URL, "activities": [{"id", "start", "sha256"}]}, then serves until its
standard input closes or it is killed. The scenario:
  api_key       the key that is accepted (default "k3y-0f-the-rider"); athlete (default "i4242"), name
  activities    N (activity i: the ride Tools/make-rides.py writes for i, start 2020-01-01T00:00Z + i × 6 h) or a
                list of {"index": i, "kind": "fit" | "strava" | "manual" | "gpx", "gzip": "file" | "transport",
                "name": ..., "description": ..., "seconds": s, "fit_file": path, "bomb": N zeros instead of a ride}
  utc_offset    seconds the athlete's local dates are ahead of UTC (start_date_local)
  rate_limit    requests allowed in any second (default 10): more get 429
  profile_id    the id the athlete profile gives (default the athlete, as a string; a number as some answers do)
  extra_rows    rows added to every list answer as they are (ids that are not ids)
  faults        [{"route": profile|list|file|upload|upload_after|put, "times": n, "ride": id?, "kind": ...
                (fakehttp's kinds)}]: upload answers before storing, upload_after stores the upload, then answers
                with the fault
Uploads: POST /api/v1/athlete/{0|id}/activities (multipart "file", gz undone; name, description, external_id in
the query), de-duplicated by the file's hash (201 new, 200 held already); PUT /api/v1/activity/{id}.
Control: GET /_log (every request), GET /_created (the activities uploads made), POST /_faults (append faults),
POST /_wait (answers once a request to a path with a prefix has come).
"""
import base64
import gzip
import hashlib
import importlib.util
import json
import os
import sys
import threading
import time
import urllib.parse

from fakehttp import (FAULTS, LOCK, Handler, Server, control, fit_times, gzip_zeros, log_answer, multipart, serve,
                      take_fault)

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_rides", os.path.join(HERE, "..", "..", "Tools", "make-rides.py"))
make_rides = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_rides)

S = None
RECENT = []  # times of the requests of the last second, for the rate limit
RATE_LOCK = threading.Lock()
CREATED = []  # activities uploads made


def load(path):
    with open(path) as f:
        s = json.load(f)
    s.setdefault("api_key", "k3y-0f-the-rider")
    s.setdefault("athlete", "i4242")
    s.setdefault("name", "Ride R")
    s.setdefault("utc_offset", 0)
    s.setdefault("rate_limit", 10)
    FAULTS.extend(s.get("faults", []))
    items = s.get("activities", 3)
    if isinstance(items, int):
        items = [{"index": i} for i in range(items)]
    out = []
    for a in items:
        i = a["index"]
        kind = a.get("kind", "fit")
        if "fit_file" in a:
            with open(a["fit_file"], "rb") as f:
                data = f.read()
        elif "bomb" in a:  # whole megabytes of zeros, served gzip-compressed as a file ("gzip": "file")
            data = bytes(a["bomb"] >> 20 << 20)
        else:
            data = make_rides.ride(i, a.get("seconds", 60))
        start = 1577836800 + i * 6 * 3600
        # A stub's id is the Strava activity's: digits, no "i".
        ident = str(16358453283 + i) if kind == "strava" else f"i{55751783 + i}"
        out.append({"id": ident, "start": start, "kind": kind, "gzip": a.get("gzip"), "data": data,
                    "seconds": a.get("seconds", 60), "name": a.get("name", f"Ride {i}"),
                    "description": a.get("description"), "sha256": hashlib.sha256(data).hexdigest(),
                    # Compressed once, the zeros as fakehttp's gzip bomb makes them (it says why).
                    "gzipped": gzip_zeros(a["bomb"] >> 20) if "bomb" in a else None})
    out.sort(key=lambda r: -r["start"])  # newest first
    s["activities"] = out
    return s


def iso(t, local=False):
    return time.strftime("%Y-%m-%dT%H:%M:%S" + ("" if local else "Z"), time.gmtime(t + (S["utc_offset"] if local else 0)))


def row(a):
    if a["kind"] == "strava":
        return {"id": a["id"], "icu_athlete_id": S["athlete"], "start_date_local": iso(a["start"], True),
                "source": "STRAVA", "_note": "STRAVA activities are not available via the API"}
    r = {"id": a["id"], "icu_athlete_id": S["athlete"], "start_date_local": iso(a["start"], True),
         "start_date": iso(a["start"]), "type": a.get("type", "Ride"), "name": a["name"], "description": a["description"],
         "moving_time": a["seconds"], "elapsed_time": a["seconds"], "distance": a["seconds"] * 8.0,
         "total_elevation_gain": None, "trainer": a.get("trainer", False), "commute": a.get("commute", False),
         "icu_training_load": 12,
         "source": "MANUAL" if a["kind"] == "manual" else "GARMIN_CONNECT"}
    if a["kind"] != "manual":
        r["file_type"] = "gpx" if a["kind"] == "gpx" else "fit"
        r["external_id"] = a.get("external_id") or f"{a['id']}.fit"
    return r


class API(Handler):
    server_version = "fake-intervals"

    def over_rate(self):
        now = time.time()
        with RATE_LOCK:
            while RECENT and RECENT[0] < now - 1:
                RECENT.pop(0)
            RECENT.append(now)
            return len(RECENT) > S["rate_limit"]

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        parsed = self.record("api", raw)
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        if control(self, parsed.path, body):
            return
        if not self.authorised():
            return
        if parsed.path in ("/api/v1/athlete/0/activities", f"/api/v1/athlete/{S['athlete']}/activities"):
            return self.upload(raw, dict(urllib.parse.parse_qsl(parsed.query)))
        self.send(405, {"status": 405, "error": "Method Not Allowed"})

    def authorised(self):
        """Whether the key is the athlete's; otherwise answered (401, 403, or 429 past the rate)."""
        if self.over_rate():
            self.send(429, {"status": 429, "error": "Too Many Requests"})
            return False
        auth = self.headers.get("Authorization", "")
        if not auth:
            self.send(401, {"status": 401, "error": "Unauthorized"})
            return False
        if auth != "Basic " + base64.b64encode(f"API_KEY:{S['api_key']}".encode()).decode():
            self.send(403, {"status": 403, "error": "Access denied"})
            return False
        return True

    def upload(self, raw, query):
        if self.fault(take_fault("upload"), None):
            return
        parsed = multipart(self.headers.get("Content-Type"), raw)
        if not parsed or not parsed[1]:
            return self.send(400, {"status": 400, "error": "Required request part 'file' is not present"})
        name, data = parsed[1]
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        sha = hashlib.sha256(data).hexdigest()
        with LOCK:
            held = next((a for a in S["activities"] if a["sha256"] == sha), None)
            if held:
                answer, status = {"icu_athlete_id": S["athlete"], "id": held["id"],
                                  "activities": [{"icu_athlete_id": S["athlete"], "id": held["id"]}]}, 200
            else:
                times = fit_times(data)
                if times is None and data[:5] != b"<?xml" and b"<gpx" not in data[:512] and b"<Training" not in data[:512]:
                    return self.send(422, {"status": 422, "error": "Unable to read the file"})
                start, seconds = times or (int(time.time()), 60)
                ident = f"i{90000000 + len(CREATED)}"
                a = {"id": ident, "start": start, "kind": "fit" if times else "gpx", "gzip": None, "data": data,
                     "seconds": max(1, seconds), "name": query.get("name") or name,
                     "description": query.get("description"), "sha256": sha, "external_id": query.get("external_id")}
                S["activities"].append(a)
                S["activities"].sort(key=lambda r: -r["start"])
                CREATED.append(a)
                answer, status = {"icu_athlete_id": S["athlete"], "id": ident,
                                  "activities": [{"icu_athlete_id": S["athlete"], "id": ident}]}, 201
        if self.fault(take_fault("upload_after"), answer):
            return
        self.send(status, answer)

    def do_PUT(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        parsed = self.record("api", raw)
        if not self.authorised():
            return
        if self.fault(take_fault("put"), None):
            return
        ident = parsed.path[len("/api/v1/activity/"):] if parsed.path.startswith("/api/v1/activity/") else None
        a = next((a for a in S["activities"] if a["id"] == ident), None)
        if not a:
            return self.send(404, {"status": 404, "error": "Not Found", "path": parsed.path})
        body = json.loads(raw or b"{}")
        with LOCK:
            for key in ("type", "trainer", "commute", "name", "description"):
                if key in body:
                    a[key] = body[key]
        self.send(200, row(a))

    def do_GET(self):
        parsed = self.record("api")
        path, query = parsed.path, dict(urllib.parse.parse_qsl(parsed.query))
        if path == "/_log":
            return log_answer(self)
        if path == "/_created":
            with LOCK:
                return self.send(200, [{"id": a["id"], "name": a["name"], "description": a["description"],
                                        "external_id": a["external_id"], "sha256": a["sha256"], "start": a["start"],
                                        "type": a.get("type"), "trainer": a.get("trainer"), "commute": a.get("commute")}
                                       for a in CREATED])
        if self.over_rate():
            return self.send(429, {"status": 429, "error": "Too Many Requests"})
        auth = self.headers.get("Authorization", "")
        if not auth:
            return self.send(401, {"status": 401, "error": "Unauthorized"})
        expected = "Basic " + base64.b64encode(f"API_KEY:{S['api_key']}".encode()).decode()
        if auth != expected:
            return self.send(403, {"status": 403, "error": "Access denied"})
        if path in ("/api/v1/athlete/0", f"/api/v1/athlete/{S['athlete']}"):
            if self.fault(take_fault("profile"), None):
                return
            return self.send(200, {"id": S.get("profile_id", S["athlete"]), "name": S["name"], "timezone": "Europe/Paris"})
        if path in ("/api/v1/athlete/0/activities", f"/api/v1/athlete/{S['athlete']}/activities"):
            if self.fault(take_fault("list"), None):
                return
            if "oldest" not in query:
                return self.send(400, {"status": 400, "error": "Required parameter 'oldest' is not present."})
            oldest, newest = query["oldest"][:10], query.get("newest", "9999-12-31")[:10]
            with LOCK:
                rows = [row(a) for a in S["activities"] if oldest <= iso(a["start"], True)[:10] <= newest]
            fields = query.get("fields")
            if fields:
                keep = set(fields.split(","))
                rows = [{k: v for k, v in r.items() if k in keep and v is not None} for r in rows]
            return self.send(200, rows + S.get("extra_rows", []))
        if path.startswith("/api/v1/activity/") and path.endswith("/file"):
            ident = path[len("/api/v1/activity/"):-len("/file")]
            a = next((a for a in S["activities"] if a["id"] == ident), None)
            if self.fault(take_fault("file", ident), a and a["data"], "application/octet-stream"):
                return
            if not a:
                return self.send(404, {"timestamp": iso(time.time()), "status": 404, "error": "Not Found", "path": path})
            if a["kind"] == "strava":
                return self.send(422, {"status": 422, "error": "Cannot read Strava activities via the API"})
            if a["kind"] == "manual":
                return self.send(404, {"status": 404, "error": "Activity has no file"})
            name = {"Content-Disposition": f"attachment; filename=\"{a['id']}.fit\""}
            if a["gzip"] == "file":
                return self.send(200, a.get("gzipped") or gzip.compress(a["data"]), name,
                                 content_type="application/octet-stream")
            if a["gzip"] == "transport":
                return self.send(200, gzip.compress(a["data"]), dict(name, **{"Content-Encoding": "gzip"}),
                                 content_type="application/octet-stream")
            return self.send(200, a["data"], name, content_type="application/octet-stream")
        self.send(404, {"timestamp": iso(time.time()), "status": 404, "error": "Not Found", "path": path})


def main():
    global S
    S = load(sys.argv[1])
    api = Server(("127.0.0.1", 0), API)
    print(json.dumps({"api": f"http://127.0.0.1:{api.server_address[1]}",
                      "activities": [{"id": a["id"], "start": a["start"], "sha256": a["sha256"], "kind": a["kind"]}
                                     for a in S["activities"]]}), flush=True)
    serve(api)


if __name__ == "__main__":
    main()
