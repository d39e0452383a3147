#!/usr/bin/env python3
"""A fake iGPSport for fitkit's sync tests: the API host and a separate storage host on 127.0.0.1, speaking real
HTTP/1.1 with the shapes real clients see (docs/SYNC.md; the research notes in the project's API facts).

usage: fake_igpsport.py SCENARIO.json

Prints one JSON line on start: {"api": URL, "storage": URL}, then serves until its standard input closes (the
test closes it, or dies) or it is killed. The scenario:
  region        "intl" | "cn"                    (cn: list dates are +08:00 wall-clock)
  accounts      [{"username", "password", "phone"}]
  rides         N (ride i as Tools/make-rides.py writes it: start 2020-01-01T00:00Z + i × 6 h) or a list of
                {"index": i, "title": ..., "no_oss_path": bool, "fit_file": path, "row_id": a list row's id
                instead of its rideId (hostile: "../../steal")}
  date_style    "dotted" ("2025.06.02") | "full" ("2025-06-02 13:56:49")
  token_ttl     seconds (expires_in)
  token_uses    every token is refused (401) after this many API requests with it (a long run's expiries)
  signing       true: every API call without an x-signature header gets 403 (the China service today)
  repeat_last_page, duplicate_ride (a rideId shown again on the next page), download_url ("" | "object")
  faults        [{"route": login|list|probe|detail|download_url|storage, "times": n, "ride": id?,
                  "kind": status|code|slow_headers|slow_body|truncated|short|badcrc|empty|html|badjson|nocode,
                  "status", "headers", "code", "message", "delay", "rate"}]
Control (API host): GET /_log (every request: host, method, path, query, headers, time, client port), POST /_faults (append
faults), POST /_wait (answers once a request to a path with a prefix has come), POST /_expire (every token issued
so far refused from now on: 401, or with "as_code" a code != 0).
"""
import hashlib
import importlib.util
import json
import os
import sys
import time
import urllib.parse
import uuid

from fakehttp import LOCK, LOG, FAULTS, Handler, Server, control, log_answer, serve, take_fault

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_rides", os.path.join(HERE, "..", "..", "Tools", "make-rides.py"))
make_rides = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_rides)

TOKENS = {}          # token -> {"valid": bool, "expired_as_code": bool}
SMS_CODES = {}
PREFIX = "/service/web-gateway/web-analyze/activity/"


def load(path):
    with open(path) as f:
        s = json.load(f)
    s.setdefault("region", "intl")
    s.setdefault("accounts", [{"username": "rider@example.com", "password": "secret", "phone": "13800000000"}])
    s.setdefault("date_style", "dotted")
    s.setdefault("token_ttl", 604800)
    FAULTS.extend(s.get("faults", []))
    rides = s.get("rides", 3)
    if isinstance(rides, int):
        rides = [{"index": i} for i in range(rides)]
    member = 4242
    out = []
    for r in rides:
        i = r["index"]
        if "fit_file" in r:
            with open(r["fit_file"], "rb") as f:
                data = f.read()
        else:
            data = make_rides.ride(i, r.get("seconds", 60))
        start = 1577836800 + i * 6 * 3600 + r.get("shift", 0)
        ride_id = r.get("ride_id", 1000000 + i)
        key = f"{member}-{uuid.UUID(int=ride_id)}"
        out.append({"ride_id": ride_id, "start": start, "title": r.get("title", f"骑行 {i}"), "data": data, "key": key,
                    "no_oss_path": r.get("no_oss_path", False), "sha256": hashlib.sha256(data).hexdigest(),
                    "row_id": r.get("row_id")})
    out.sort(key=lambda r: -r["start"])  # newest first
    s["rides"] = out
    s["member"] = member
    return s


S = None
STORAGE = None  # the storage host's base URL


def local_text(start, full):
    offset = 8 * 3600 if S["region"] == "cn" else 0
    t = time.gmtime(start + offset)
    if full or S["date_style"] == "full":
        return time.strftime("%Y-%m-%d %H:%M:%S", t)
    return time.strftime("%Y.%m.%d", t)


class API(Handler):
    server_version = "fake-igpsport"

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        parsed = self.record("api", raw)
        path = parsed.path
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        if control(self, path, body):
            return
        if path == "/_expire":
            with LOCK:
                for t in TOKENS.values():
                    t["valid"] = False
                    t["as_code"] = bool(body.get("as_code"))
            return self.send(200, {"ok": True})
        if path == "/service/auth/account/login":
            if self.fault(take_fault("login"), None):
                return
            account = next((a for a in S["accounts"] if a["username"] == body.get("username")), None)
            if not account or account["password"] != body.get("password") or body.get("appId") != "igpsport-web":
                return self.send(200, {"code": 1002, "message": "Password error", "data": None})
            return self.send(200, {"code": 0, "message": "success", "data": self.issue()})
        if path == "/service/auth/account/SendVerificationCode":
            account = next((a for a in S["accounts"] if a.get("phone") == body.get("username")), None)
            if not account or body.get("type") != 1:
                return self.send(200, {"code": 1003, "message": "Unknown phone number", "data": None})
            SMS_CODES[account["phone"]] = "123456"
            return self.send(200, {"code": 0, "message": "success", "data": None})
        if path == "/service/auth/account/login/phone":
            if SMS_CODES.get(body.get("phone")) != body.get("code") or body.get("appId") != "igpsport-web":
                return self.send(200, {"code": 1004, "message": "Verification code error", "data": None})
            return self.send(200, {"code": 0, "message": "success", "data": self.issue()})
        self.send(404, {"code": 404, "message": "not found"})

    def issue(self):
        import base64
        claims = {"memberid": str(S["member"]), "nbf": int(time.time()), "exp": int(time.time()) + S["token_ttl"]}
        payload = base64.urlsafe_b64encode(json.dumps(claims).encode()).decode().rstrip("=")
        token = f"eyJhbGciOiJSUzI1NiJ9.{payload}.{uuid.uuid4().hex}"
        with LOCK:
            TOKENS[token] = {"valid": True, "as_code": False}
        return {"token_type": "Bearer", "access_token": token, "refresh_token": uuid.uuid4().hex,
                "expires_in": S["token_ttl"], "scope": "openid offline_access", "boundPhone": False}

    def do_GET(self):
        parsed = self.record("api")
        path, query = parsed.path, dict(urllib.parse.parse_qsl(parsed.query))
        if path == "/_log":
            return log_answer(self)
        if S.get("signing") and "x-signature" not in {k.lower() for k in self.headers.keys()}:
            return self.send(403, {"message": "Forbidden: invalid signature"})
        auth = self.headers.get("Authorization", "")
        token = auth[7:] if auth.lower().startswith("bearer ") else None
        state = TOKENS.get(token)
        if not state or not state["valid"]:
            if state and state.get("as_code"):
                return self.send(200, {"code": 40001, "message": "token expired, please log in again", "data": None})
            return self.send(401, {"code": 401, "message": "Unauthorized"})
        if S.get("token_uses"):
            with LOCK:
                state["uses"] = state.get("uses", 0) + 1
                if state["uses"] > S["token_uses"]:
                    state["valid"] = False
                    return self.send(401, {"code": 401, "message": "Unauthorized"})
        if not path.startswith(PREFIX):
            return self.send(404, {"code": 404, "message": "not found"})
        route = path[len(PREFIX):]
        if route == "queryMyActivity":
            probe = query.get("pageSize") == "1"
            f = take_fault("probe" if probe else "list")
            if self.fault(f, None):
                return
            return self.send(200, self.page(query))
        name, _, ride_id = route.partition("/")
        ride = next((r for r in S["rides"] if str(r["ride_id"]) == ride_id), None)
        if name == "queryActivityDetail":
            if self.fault(take_fault("detail", ride and ride["ride_id"]), None):
                return
            if not ride:
                return self.send(200, {"code": 2001, "message": "activity not found", "data": None})
            return self.send(200, {"code": 0, "message": "success", "data": self.detail(ride)})
        if name == "getDownloadUrl":
            if self.fault(take_fault("download_url", ride and ride["ride_id"]), None):
                return
            if not ride:
                return self.send(200, {"code": 2001, "message": "activity not found", "data": None})
            url = f"{STORAGE}/{ride['key']}"
            mode = S.get("download_url")
            data = "" if mode == "" else {"url": url} if mode == "object" else url
            return self.send(200, {"code": 0, "message": "success", "data": data})
        self.send(404, {"code": 404, "message": "not found"})

    def row(self, r):
        row = {"id": hashlib.md5(str(r["ride_id"]).encode()).hexdigest()[:24], "rideId": r["ride_id"], "exerciseType": 0,
               "title": r["title"], "startTime": local_text(r["start"], False), "rideDistance": 12345.6,
               "totalMovingTime": 60, "avgSpeed": 5.9, "dataStatus": 1, "errorType": 0, "analysisStatus": 1,
               "label": 0, "isOpen": 1, "unRead": False}
        if not r["no_oss_path"]:
            row["fitOssPath"] = f"{STORAGE}/{r['key']}"
        if r.get("row_id") is not None:  # a hostile row: no rideId, and this as its id
            row["rideId"], row["id"] = 0, r["row_id"]
        return row

    def detail(self, r):
        return {"rideId": r["ride_id"], "memberId": S["member"], "title": r["title"],
                "startTime": local_text(r["start"], True), "endTime": local_text(r["start"] + 60, True),
                "totalTime": 60, "movingTime": 60, "rideDistance": 12345,
                "fitUrl": "" if S.get("download_url") is not None else f"{STORAGE}/{r['key']}"}

    def page(self, query):
        size = min(int(query.get("pageSize", 20)), 20)
        number = max(int(query.get("pageNo", 1)), 1)
        rides = S["rides"]
        begin, end = query.get("beginTime"), query.get("endTime")
        if begin or end:
            day = lambda r: local_text(r["start"], True)[:10]
            rides = [r for r in rides if (not begin or day(r) >= begin) and (not end or day(r) <= end)]
        pages = max(1, (len(rides) + size - 1) // size)
        chosen = rides[(number - 1) * size: number * size]
        if not chosen and S.get("repeat_last_page") and rides:
            chosen = rides[(pages - 1) * size: pages * size]
            number = pages
        rows = [self.row(r) for r in chosen]
        dup = S.get("duplicate_ride")
        if dup and number == 2:
            rows.insert(0, self.row(next(r for r in S["rides"] if r["ride_id"] == dup)))
        total_page = pages if not S.get("repeat_last_page") else pages + 5  # a service that says more than it has
        return {"code": 0, "message": "success",
                "data": {"pageNo": number, "pageSize": size, "totalPage": total_page, "totalRows": len(rides), "rows": rows}}


class Storage(Handler):
    server_version = "AliyunOSS"

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.record("storage", self.rfile.read(length) if length else b"")
        self.send(405, "<?xml version=\"1.0\"?><Error><Code>MethodNotAllowed</Code></Error>", content_type="application/xml")

    def do_GET(self):
        parsed = self.record("storage")
        key = parsed.path.lstrip("/")
        ride = next((r for r in S["rides"] if r["key"] == key), None)
        if not ride:
            return self.send(404, "<?xml version=\"1.0\"?><Error><Code>NoSuchKey</Code></Error>", content_type="application/xml")
        if S.get("storage_rejects_auth") and self.headers.get("Authorization"):
            return self.send(400, "<?xml version=\"1.0\"?><Error><Code>InvalidArgument</Code></Error>", content_type="application/xml")
        if self.fault(take_fault("storage", ride["ride_id"]), ride["data"], "application/octet-stream"):
            return
        self.send(200, ride["data"], content_type="application/octet-stream")


def main():
    global S, STORAGE
    S = load(sys.argv[1])
    api = Server(("127.0.0.1", 0), API)
    storage = Server(("127.0.0.1", 0), Storage)
    STORAGE = f"http://127.0.0.1:{storage.server_address[1]}"
    print(json.dumps({"api": f"http://127.0.0.1:{api.server_address[1]}", "storage": STORAGE,
                      "rides": [{"ride_id": r["ride_id"], "sha256": r["sha256"], "start": r["start"]} for r in S["rides"]]}),
          flush=True)
    serve(api, storage)


if __name__ == "__main__":
    main()
