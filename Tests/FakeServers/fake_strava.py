#!/usr/bin/env python3
"""A fake Strava for fitkit's sync tests: OAuth and API v3 on one host on 127.0.0.1, speaking real HTTP/1.1 with
the shapes real clients see (the project's API facts, §2 and §4.2).

usage: fake_strava.py SCENARIO.json

Prints one JSON line on start: {"base": URL, "activities": [{"id", "start", "elapsed"}]}, then serves until its
standard input closes. The scenario:
  client_id, client_secret     the application (default "12345", "s3cret")
  refresh_token                a refresh token valid at start (default "R0"); auth code "CODE1" is valid once
  scope                        the scope granted (default "read,activity:read_all")
  activities   N (activity i starts 2020-01-01T00:00Z + i × 6 h and lasts 60 s at 1 Hz, as Tools/make-rides.py's
               ride i does) or a list of {"index", "id", "manual", "missing": [stream types], "empty": [stream
               types answered with no samples], "title",
               "description", "gear", "laps": n}
  ids_from     the first activity id (default 2^33 + 1000: above 2^32, as real ids are)
  limits       {"read": [15-min, daily], "overall": [15-min, daily]} or null for no limit (default 100/1000,
               200/2000)
  clock        the fake's time at start (epoch seconds; default now); POST /_clock {"advance": s} moves it
  inactive     true: every API call answers 403 "Application Status Inactive" (the token refresh still works)
  access_ttl   seconds an access token lives (default 21600)
  faults       [{"route": token|list|detail|streams|deauthorize|upload|upload_after|poll|put, "ride": id?,
               "kind", ...}] (fakehttp.py); upload answers before storing, upload_after stores the upload then
               answers with the fault (the classic cause of double uploads)
  processing_polls    polls an upload answers "still being processed" before it is ready (default 1; the
                      list shows every upload processed, as Strava processes them unasked, unless it is 1000
                      or more: then only POST /_process ends processing)
  duplicate_wording   "activity" ("... duplicate of activity N") or "link" (a link to /activities/N)
  duplicate_at        "poll" (default) or "post": where a duplicate is reported
Uploads (POST /uploads, GET /uploads/{id}, PUT /activities/{id}) need activity:write in the scope; an upload of
bytes or a ride (start within 30 s) the fake holds already is a duplicate of that activity.
Control: GET /_log, GET /_created (the activities uploads made), POST /_faults, POST /_wait (answers once a
request to a path with a prefix has come), POST /_clock, POST /_expire (every access token refused from now on).
"""
import json
import math
import sys
import threading
import time
import urllib.parse
import uuid

import hashlib

from fakehttp import LOCK, FAULTS, Handler, Server, control, fit_times, log_answer, multipart, serve, take_fault

S = None
CLOCK = {"offset": 0.0}
ACCESS = {}    # access token -> {"expires_at", "refresh", "valid"}
REFRESH = {}   # refresh token -> access token it last issued (None when none yet); missing = invalid
CODES = {"CODE1": True}
USAGE = {}     # ("read"|"overall", window key) -> count
UPLOADS = {}   # upload id -> {"polls", "activity", "error", "external_id"}
CREATED = []   # activities uploads made, in order
STREAM_TYPES = ["time", "latlng", "altitude", "distance", "velocity_smooth", "heartrate", "cadence", "watts", "temp",
                "moving", "grade_smooth"]


def now():
    return time.time() + CLOCK["offset"]


def load(path):
    with open(path) as f:
        s = json.load(f)
    s.setdefault("client_id", "12345")
    s.setdefault("client_secret", "s3cret")
    s.setdefault("scope", "read,activity:read_all")
    s.setdefault("access_ttl", 21600)
    s.setdefault("limits", {"read": [100, 1000], "overall": [200, 2000]})
    FAULTS.extend(s.get("faults", []))
    if "clock" in s:
        CLOCK["offset"] = s["clock"] - time.time()
    REFRESH[s.get("refresh_token", "R0")] = None
    acts = s.get("activities", 3)
    if isinstance(acts, int):
        acts = [{"index": i} for i in range(acts)]
    first = s.get("ids_from", 2**33 + 1000)
    out = []
    for a in acts:
        i = a["index"]
        out.append({"id": a.get("id", first + i), "index": i, "start": 1577836800 + i * 6 * 3600 + a.get("shift", 0),
                    "elapsed": a.get("elapsed", 60), "manual": a.get("manual", False), "missing": a.get("missing", []),
                    "empty": a.get("empty", []),
                    "title": a.get("title", f"Morning Ride {i}"), "description": a.get("description", f"ride {i} notes"),
                    "gear": a.get("gear", "Canyon Ultimate"), "laps": a.get("laps", 1), "private": a.get("private", False)})
    out.sort(key=lambda a: -a["start"])  # newest first
    s["activities"] = out
    return s


def iso(t):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def streams(a):
    """1 Hz samples along a small loop, as make-rides.py draws it."""
    n = a["elapsed"]
    lat0, lon0 = 45.0, 6.0
    data = {"time": list(range(n)), "latlng": [], "altitude": [], "distance": [], "velocity_smooth": [],
            "heartrate": [], "cadence": [], "watts": [], "temp": [], "moving": [], "grade_smooth": []}
    for t in range(n):
        ang = (t + a["index"]) / 300 * 2 * math.pi
        data["latlng"].append([round(lat0 + 0.0167 * math.sin(ang), 6), round(lon0 + 0.0167 * math.cos(ang), 6)])
        data["altitude"].append(round(400 + 10 * math.sin(ang), 1))
        data["distance"].append(round(t * 8.0, 1))
        data["velocity_smooth"].append(8.0)
        data["heartrate"].append(120 + (t + a["index"]) % 40)
        data["cadence"].append(85 + t % 10)
        data["watts"].append(150 + (t * 7 + a["index"]) % 150)
        data["temp"].append(18)
        data["moving"].append(True)
        data["grade_smooth"].append(0.5)
    return data


def summary(a):
    data = streams(a)
    return {"resource_state": 2, "athlete": {"id": 777, "resource_state": 1}, "id": a["id"], "name": a["title"],
            "distance": 0.0 if a["manual"] else data["distance"][-1], "moving_time": a["elapsed"],
            "elapsed_time": a["elapsed"], "total_elevation_gain": 12.3, "type": "Ride", "sport_type": a.get("sport_type", "Ride"),
            "start_date": iso(a["start"]), "start_date_local": iso(a["start"] + 3600),
            "timezone": "(GMT+01:00) Europe/Paris", "utc_offset": 3600.0, "trainer": a.get("trainer", False),
            "commute": a.get("commute", False),
            "manual": a["manual"], "private": a["private"], "gear_id": "b123", "average_speed": 8.0,
            "max_speed": 8.4, "average_watts": 224.5, "has_heartrate": not a["manual"], "average_heartrate": 139.5,
            "max_heartrate": 159.0,
            "external_id": a.get("external_id") or (None if a["manual"] else f"garmin_push_{a['id'] - 5}"),
            "upload_id": None if a["manual"] else a["id"] + 10**10, "upload_id_str": None if a["manual"] else str(a["id"] + 10**10),
            "device_name": None if a["manual"] else "Garmin Edge 530"}


def detail(a):
    d = summary(a)
    d.update({"resource_state": 3, "description": a["description"], "calories": 321.0,
              "gear": {"id": "b123", "primary": True, "name": a["gear"], "resource_state": 2, "distance": 1234567.0}})
    n = a["elapsed"]
    laps = []
    if not a["manual"]:
        size = max(1, n // a["laps"])
        for k in range(a["laps"]):
            lo, hi = k * size, (n - 1 if k == a["laps"] - 1 else (k + 1) * size - 1)
            laps.append({"id": a["id"] * 10 + k, "name": f"Lap {k + 1}", "lap_index": k + 1, "split": k + 1,
                         "elapsed_time": hi - lo + 1, "moving_time": hi - lo + 1, "start_date": iso(a["start"] + lo),
                         "start_date_local": iso(a["start"] + lo + 3600), "distance": (hi - lo) * 8.0,
                         "start_index": lo, "end_index": hi, "average_speed": 8.0, "max_speed": 8.4,
                         "average_watts": 224.5, "average_heartrate": 139.5, "max_heartrate": 159.0,
                         "average_cadence": 89.5, "total_elevation_gain": 6.0})
    d["laps"] = laps
    return d


def fault_body(field="rate limit"):
    return {"message": "Rate Limit Exceeded", "errors": [{"resource": "Application", "field": field, "code": "exceeded"}]}


def settle(u):
    """Ends an upload's processing (under LOCK): an activity, a duplicate or an error."""
    if u["error"] or u["activity"]:
        return
    if u["held"]:
        u["error"] = API.duplicate_text(None, u["held"])
    elif u["times"] is None and u["fields"].get("data_type") == "fit":
        u["error"] = "Improperly formatted data."
    else:
        f = u["fields"]
        start, elapsed = u["times"] or (int(now()), 60)
        a = {"id": max(x["id"] for x in S["activities"]) + 1 if S["activities"] else 2**33 + 1,
             "index": 0, "start": start, "elapsed": max(1, elapsed), "manual": False, "missing": [],
             "empty": [], "title": f.get("name") or "Uploaded Ride", "description": f.get("description"),
             "gear": "Canyon Ultimate", "laps": 1, "private": False, "external_id": f.get("external_id"),
             "trainer": f.get("trainer") in ("1", "true", "True"),
             "commute": f.get("commute") in ("1", "true", "True"), "sha": u["sha"]}
        S["activities"].insert(0, a)
        S["activities"].sort(key=lambda x: -x["start"])
        CREATED.append(a)
        u["activity"] = a


class API(Handler):
    server_version = "fake-strava"

    def date_time_string(self, timestamp=None):
        """The Date header of every answer, by the fake's clock (the rate-limit windows follow it)."""
        return time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(now()))

    def date_headers(self):
        return {}

    def windows(self):
        t = now()
        return int(t // 900), int(t // 86400)

    def count(self, read):
        """Counts the request in its windows; returns the rate-limit headers, or None when over the limit."""
        limits = S.get("limits")
        headers = self.date_headers()
        if not limits:
            return headers
        q, d = self.windows()
        over = False
        with LOCK:
            for kind in (["read"] if read else []) + ["overall"]:
                USAGE[(kind, "q", q)] = USAGE.get((kind, "q", q), 0) + 1
                USAGE[(kind, "d", d)] = USAGE.get((kind, "d", d), 0) + 1
            for kind in (["read"] if read else []) + ["overall"]:
                lim = limits[kind]
                used = (USAGE.get((kind, "q", q), 0), USAGE.get((kind, "d", d), 0))
                prefix = "X-ReadRateLimit" if kind == "read" else "X-RateLimit"
                headers[f"{prefix}-Limit"] = f"{lim[0]},{lim[1]}"
                headers[f"{prefix}-Usage"] = f"{used[0]},{used[1]}"
                if used[0] > lim[0] or used[1] > lim[1]:
                    over = True
        return None if over else headers

    def refuse_over_limit(self):
        headers = self.date_headers()
        limits = S["limits"]
        q, d = self.windows()
        for kind, prefix in (("read", "X-ReadRateLimit"), ("overall", "X-RateLimit")):
            headers[f"{prefix}-Limit"] = f"{limits[kind][0]},{limits[kind][1]}"
            headers[f"{prefix}-Usage"] = f"{USAGE.get((kind, 'q', q), 0)},{USAGE.get((kind, 'd', d), 0)}"
        self.send(429, fault_body("overall rate limit"), headers)

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def do_POST(self):
        raw = self.read_body()
        parsed = self.record("api", raw)
        path = parsed.path
        form = {}
        if raw and "form-urlencoded" in (self.headers.get("Content-Type") or "x-www-form-urlencoded"):
            form = dict(urllib.parse.parse_qsl(raw.decode("utf-8", "replace")))
        form.update(dict(urllib.parse.parse_qsl(parsed.query)))
        try:
            body = json.loads(raw) if raw[:1] in (b"{", b"[") else {}
        except ValueError:
            body = {}
        if control(self, path, body):
            return
        if path == "/_clock":
            CLOCK["offset"] += body.get("advance", 0)
            return self.send(200, {"now": now()})
        if path == "/_process":
            with LOCK:
                for u in UPLOADS.values():
                    settle(u)
            return self.send(200, {"ok": True})
        if path == "/_expire":
            with LOCK:
                for v in ACCESS.values():
                    v["valid"] = False
            return self.send(200, {"ok": True})
        if path in ("/oauth/token", "/api/v3/oauth/token"):
            return self.token(form)
        if path in ("/uploads", "/api/v3/uploads"):
            return self.upload(raw)
        if path in ("/oauth/deauthorize", "/oauth/revoke"):
            if self.fault(take_fault("deauthorize"), None):
                return
            token = form.get("access_token") or self.bearer()
            with LOCK:
                if token in ACCESS:
                    ACCESS[token]["valid"] = False
            return self.send(200, {"access_token": token})
        self.send(404, {"message": "Record Not Found", "errors": [{"resource": "resource", "field": "path", "code": "invalid"}]})

    def authorised(self, write=False):
        """The bearer token's state, or None after answering 401 (403 for an inactive application)."""
        state = ACCESS.get(self.bearer())
        if not state or not state["valid"] or state["expires_at"] < now():
            self.send(401, {"message": "Authorization Error", "errors": [{"resource": "Athlete", "field": "access_token", "code": "invalid"}]},
                      self.date_headers())
            return None
        if write and "activity:write" not in S["scope"]:
            self.send(401, {"message": "Authorization Error", "errors": [{"resource": "AccessToken", "field": "activity:write_permission", "code": "missing"}]},
                      self.date_headers())
            return None
        return state

    @staticmethod
    def duplicate_text(_, activity):
        if S.get("duplicate_wording") == "link":
            return f"upload.fit duplicate of <a href='/activities/{activity['id']}' target='_blank'>{activity['title']}</a>"
        return f"upload.fit duplicate of activity {activity['id']}"

    def upload(self, raw):
        if not self.authorised(write=True):
            return
        headers = self.count(read=False)
        if headers is None:
            return self.refuse_over_limit()
        if self.fault(take_fault("upload"), {}):
            return
        parsed = multipart(self.headers.get("Content-Type"), raw)
        if not parsed or not parsed[1]:
            return self.send(400, {"message": "Bad Request", "errors": [{"resource": "Upload", "field": "file", "code": "empty"}]}, headers)
        fields, (name, data) = parsed
        if fields.get("data_type") not in ("fit", "fit.gz", "tcx", "tcx.gz", "gpx", "gpx.gz"):
            return self.send(400, {"message": "Bad Request", "errors": [{"resource": "Upload", "field": "data_type", "code": "invalid"}]}, headers)
        sha = hashlib.sha256(data).hexdigest()
        times = fit_times(data) if fields["data_type"] == "fit" else None
        with LOCK:
            upload_id = 2**31 + 77 + len(UPLOADS)
            held = next((a for a in S["activities"] if a.get("sha") == sha or
                         (times and abs(a["start"] - times[0]) <= 30)), None)
            UPLOADS[upload_id] = {"polls": 0, "fields": fields, "sha": sha, "times": times, "held": held,
                                  "activity": None, "error": None}
            answer = {"id": upload_id, "id_str": str(upload_id), "external_id": fields.get("external_id"),
                      "error": None, "status": "Your activity is still being processed.", "activity_id": None}
            if held and S.get("duplicate_at") == "post":
                answer.update({"error": API.duplicate_text(None, held), "status": "There was an error processing your activity."})
                UPLOADS[upload_id]["error"] = answer["error"]
                return self.send(400, answer, headers)
        if self.fault(take_fault("upload_after"), answer):
            return
        self.send(201, answer, headers)

    def poll(self, upload_id, headers):
        with LOCK:
            u = UPLOADS.get(upload_id)
            if not u:
                return self.send(404, {"message": "Record Not Found", "errors": [{"resource": "Upload", "field": "id", "code": "invalid"}]}, headers)
            u["polls"] += 1
            answer = {"id": upload_id, "id_str": str(upload_id), "external_id": u["fields"].get("external_id"),
                      "error": u["error"], "status": "Your activity is still being processed.", "activity_id": None}
            if u["polls"] > S.get("processing_polls", 1):
                settle(u)
            if u["error"]:
                answer.update({"error": u["error"], "status": "There was an error processing your activity."})
                if u["held"] and len(u["error"]) % 2 == 0:
                    answer["activity_id"] = u["held"]["id"]  # sometimes populated, sometimes not
            elif u["activity"]:
                answer.update({"status": "Your activity is ready.", "activity_id": u["activity"]["id"]})
        if self.fault(take_fault("poll"), answer):
            return
        self.send(200, answer, headers)

    def do_PUT(self):
        raw = self.read_body()
        parsed = self.record("api", raw)
        path = parsed.path[len("/api/v3"):] if parsed.path.startswith("/api/v3") else parsed.path
        if not self.authorised(write=True):
            return
        headers = self.count(read=False)
        if headers is None:
            return self.refuse_over_limit()
        if self.fault(take_fault("put"), {}):
            return
        parts = path.strip("/").split("/")
        a = next((x for x in S["activities"] if len(parts) == 2 and parts[0] == "activities" and str(x["id"]) == parts[1]), None)
        if not a:
            return self.send(404, {"message": "Record Not Found", "errors": [{"resource": "Activity", "field": "id", "code": "invalid"}]}, headers)
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = dict(urllib.parse.parse_qsl(raw.decode()))
        with LOCK:
            for key in ("name", "description", "sport_type", "trainer", "commute"):
                if key in body:
                    a["title" if key == "name" else key] = body[key]
        self.send(200, detail(a), headers)

    def bearer(self):
        auth = self.headers.get("Authorization", "")
        return auth[7:] if auth.lower().startswith("bearer ") else None

    def token(self, form):
        if self.fault(take_fault("token"), None):
            return
        if form.get("client_id") != S["client_id"]:
            return self.send(400, {"message": "Bad Request", "errors": [{"resource": "Application", "field": "client_id", "code": "invalid"}]})
        if form.get("client_secret") != S["client_secret"]:
            return self.send(401, {"message": "Authorization Error", "errors": [{"resource": "Application", "field": "", "code": "invalid"}]})
        grant = form.get("grant_type")
        with LOCK:
            if grant == "authorization_code":
                if not CODES.pop(form.get("code", ""), None):
                    return self.send(400, {"message": "Bad Request", "errors": [{"resource": "AuthorizationCode", "field": "code", "code": "invalid"}]})
                answer = self.issue(None, athlete=True)
            elif grant == "refresh_token":
                old = form.get("refresh_token", "")
                if old not in REFRESH:
                    return self.send(400, {"message": "Bad Request", "errors": [{"resource": "RefreshToken", "field": "refresh_token", "code": "invalid"}]})
                current = REFRESH[old]
                answer = self.issue(old)
                if current and ACCESS[current]["valid"] and ACCESS[current]["expires_at"] - now() > 3600:
                    answer["access_token"] = current  # Strava keeps a token with more than an hour left
                    answer["expires_at"] = int(ACCESS[current]["expires_at"])
                    answer["expires_in"] = int(ACCESS[current]["expires_at"] - now())
                del REFRESH[old]  # the old refresh token is dead from now on
            else:
                return self.send(400, {"message": "Bad Request", "errors": [{"resource": "Application", "field": "grant_type", "code": "invalid"}]})
        self.send(200, answer, self.date_headers())  # no rate-limit headers on /oauth/token

    def issue(self, old, athlete=False):
        access, refresh = uuid.uuid4().hex, uuid.uuid4().hex
        ACCESS[access] = {"expires_at": now() + S["access_ttl"], "valid": True}
        REFRESH[refresh] = access
        answer = {"token_type": "Bearer", "access_token": access, "expires_at": int(now() + S["access_ttl"]),
                  "expires_in": S["access_ttl"], "refresh_token": refresh}
        if athlete:
            answer["athlete"] = {"id": 777, "username": "rider", "firstname": "Ada", "lastname": "Rider", "resource_state": 2}
            answer["scope"] = S["scope"]
        return answer

    def do_GET(self):
        parsed = self.record("api")
        path, query = parsed.path, dict(urllib.parse.parse_qsl(parsed.query))
        if path == "/_log":
            return log_answer(self)
        if path == "/_created":
            with LOCK:
                return self.send(200, [{"id": a["id"], "external_id": a.get("external_id"), "name": a["title"],
                                        "description": a.get("description"), "sport_type": a.get("sport_type"),
                                        "trainer": a.get("trainer"), "commute": a.get("commute"), "sha256": a["sha"],
                                        "start": a["start"]} for a in CREATED])
        if path == "/oauth/authorize":
            # The browser's part: the user says yes, Strava sends them back to the redirect URI with a code.
            target = query.get("redirect_uri", "") + "?" + urllib.parse.urlencode(
                {"state": query.get("state", ""), "code": "CODE1", "scope": S["scope"]})
            return self.send(302, "", {"Location": target}, content_type="text/html")
        if path.startswith("/api/v3"):
            path = path[len("/api/v3"):]
        token = self.bearer()
        state = ACCESS.get(token)
        if not state or not state["valid"] or state["expires_at"] < now():
            return self.send(401, {"message": "Authorization Error", "errors": [{"resource": "Athlete", "field": "access_token", "code": "invalid"}]},
                             self.date_headers())
        if S.get("inactive"):
            return self.send(403, {"message": "Forbidden", "errors": [{"resource": "Application", "field": "Status", "code": "Inactive"}]},
                             self.date_headers())
        if "activity:read" not in S["scope"]:
            return self.send(401, {"message": "Authorization Error", "errors": [{"resource": "AccessToken", "field": "activity:read_permission", "code": "missing"}]},
                             self.date_headers())
        headers = self.count(read=True)
        if headers is None:
            return self.refuse_over_limit()
        if path.startswith("/uploads/"):
            return self.poll(int(path.split("/")[2]) if path.split("/")[2].isdigit() else -1, headers)
        if path == "/athlete/activities":
            if self.fault(take_fault("list"), []):
                return
            return self.send(200, self.page(query), headers)
        parts = path.strip("/").split("/")
        if len(parts) >= 2 and parts[0] == "activities":
            a = next((x for x in S["activities"] if str(x["id"]) == parts[1]), None)
            route = "streams" if len(parts) == 3 and parts[2] == "streams" else "detail"
            if self.fault(take_fault(route, a and a["id"]), {}):
                return
            if not a:
                return self.send(404, {"message": "Record Not Found", "errors": [{"resource": "Activity", "field": "id", "code": "invalid"}]}, headers)
            if route == "detail":
                return self.send(200, detail(a), headers)
            return self.streams(a, query, headers)
        self.send(404, {"message": "Record Not Found", "errors": [{"resource": "resource", "field": "path", "code": "invalid"}]}, headers)

    def page(self, query):
        with LOCK:
            if S.get("processing_polls", 1) < 1000:
                for u in UPLOADS.values():
                    settle(u)
        per_page = min(int(query.get("per_page", 30)), 200)
        number = max(int(query.get("page", 1)), 1)
        acts = [a for a in S["activities"] if not a["private"] or "activity:read_all" in S["scope"]]
        if "after" in query:
            acts = [a for a in acts if a["start"] > int(query["after"])]
        if "before" in query:
            acts = [a for a in acts if a["start"] < int(query["before"])]
        return [summary(a) for a in acts[(number - 1) * per_page: number * per_page]]

    def streams(self, a, query, headers):
        keys = query.get("keys")
        if not keys or query.get("key_by_type") != "true":
            return self.send(400, {"message": "Bad Request", "errors": [{"resource": "Stream", "field": "keys", "code": "invalid"}]}, headers)
        if query.get("resolution") == "all":
            return self.send(400, {"message": "Bad Request", "errors": [{"resource": "Stream", "field": "resolution", "code": "invalid"}]}, headers)
        if a["manual"]:
            return self.send(200, {}, headers)
        data = streams(a)
        out = {}
        for key in keys.split(","):
            if key in data and key not in a["missing"]:
                values = [] if key in a["empty"] else data[key]
                out[key] = {"data": values, "series_type": "distance", "original_size": len(values), "resolution": "high"}
        self.send(200, out, headers)


def main():
    global S
    S = load(sys.argv[1])
    api = Server(("127.0.0.1", 0), API)
    print(json.dumps({"base": f"http://127.0.0.1:{api.server_address[1]}",
                      "activities": [{"id": a["id"], "start": a["start"], "elapsed": a["elapsed"], "manual": a["manual"]}
                                     for a in S["activities"]]}), flush=True)
    serve(api)


if __name__ == "__main__":
    main()
