"""What the fake services of the sync tests share: a threaded HTTP/1.1 server that logs every request, answers
with the faults a scenario lists (per route, so many times, optionally for one item), and exits when its
standard input closes.

The faults (`kind`): status (with "status", "headers", "body"), code (a business error {code, message}),
nocode ({}), html (an error page), badjson, empty (0 bytes), truncated (the connection closes before the declared
length), short (half the body, honestly declared), badcrc (a FIT body with its CRC flipped), slow_headers
("delay" seconds before answering), slow_body ("rate" bytes a second), huge ("bytes" of zeros, streamed without
a length), gzip_bomb (a gzip body, sent with Content-Encoding: gzip, that inflates to "bytes" zeros),
trickle ("rate" bytes a second of zeros, for ever, without a length).
"""
import gzip
import zlib
import json
import os
import signal
import struct
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
LOG = []
# Told each time a request is logged, for POST /_wait.
LOGGED = threading.Condition(LOCK)
FAULTS = []


def take_fault(route, ride=None):
    """The next fault listed for this route (and item, when the fault names one under "ride"), counted down."""
    with LOCK:
        for f in FAULTS:
            if f.get("route") != route or f.get("times", 1) <= 0:
                continue
            if "ride" in f and f["ride"] != ride:
                continue
            f["times"] = f.get("times", 1) - 1
            return dict(f)
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # As real servers do on kept-alive connections; otherwise each answer's body waits out the client's delayed
    # ACK of its headers (40 ms).
    disable_nagle_algorithm = True
    server_version = "fake"

    def log_message(self, *args):
        pass

    def record(self, host, body=b""):
        parsed = urllib.parse.urlsplit(self.path)
        entry = {"host": host, "method": self.command, "path": parsed.path, "query": dict(urllib.parse.parse_qsl(parsed.query)),
                 "headers": {k.lower(): v for k, v in self.headers.items()}, "time": time.time(),
                 "port": self.client_address[1]}
        if body:
            try:
                entry["body"] = json.loads(body)
            except ValueError:
                entry["body"] = body.decode("utf-8", "replace")
        with LOGGED:
            LOG.append(entry)
            LOGGED.notify_all()
        self.entry = entry
        return parsed

    def send(self, status, body, headers=None, content_type="application/json", declared=None):
        if isinstance(body, (dict, list)) or body is None and content_type == "application/json":
            body = json.dumps(body, ensure_ascii=False).encode()
        elif isinstance(body, str):
            body = body.encode()
        if getattr(self, "entry", None) is not None:
            self.entry["status"] = status
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(declared if declared is not None else len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, str(v))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()
        if declared is not None:
            self.close_connection = True

    def fault(self, f, ok_body, content_type="application/json"):
        """Answers as the fault says; returns True when it did."""
        if not f:
            return False
        kind = f.get("kind", "status")
        if kind == "slow_headers":
            time.sleep(f.get("delay", 2))
            return False
        if kind == "status":
            body = f.get("body", {"code": f.get("status"), "message": "error"})
            self.send(f["status"], body, f.get("headers"), "text/plain" if isinstance(body, str) else "application/json")
        elif kind == "code":
            self.send(200, {"code": f.get("code", 1), "message": f.get("message", "error"), "data": None})
        elif kind == "nocode":
            self.send(200, {})
        elif kind == "html":
            self.send(f.get("status", 200), "<html><body><h1>502 Bad Gateway</h1></body></html>", content_type="text/html")
        elif kind == "badjson":
            self.send(200, '{"code":0,"data":{"rows":[', content_type="application/json")
        elif kind == "empty":
            self.send(200, b"", content_type=content_type)
        elif kind == "badcrc":  # a whole file whose CRC does not match, as some devices write them
            self.send(200, ok_body[:-2] + bytes(b ^ 0xFF for b in ok_body[-2:]), content_type=content_type)
        elif kind == "short":  # a stored file that is cut short, served whole with its honest length
            body = ok_body if isinstance(ok_body, bytes) else json.dumps(ok_body).encode()
            self.send(200, body[: len(body) // 2], content_type=content_type)
        elif kind == "truncated":  # the connection closes before the declared length
            body = ok_body if isinstance(ok_body, bytes) else json.dumps(ok_body).encode()
            self.send(200, body[: len(body) // 2], content_type=content_type, declared=len(body))
        elif kind in ("huge", "trickle"):
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Connection", "close")
            self.end_headers()
            total, rate, sent = f.get("bytes", 3 << 30), f.get("rate"), 0
            chunk = bytes(1 << 16) if not rate else bytes(max(1, rate // 10))
            try:
                while kind == "trickle" or sent < total:
                    self.wfile.write(chunk)
                    sent += len(chunk)
                    if rate:
                        time.sleep(0.1)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        elif kind == "gzip_bomb":
            body = gzip_zeros(max(1, f.get("bytes", 100 << 20) >> 20))
            self.send(200, body, {"Content-Encoding": "gzip"}, content_type=content_type)
        elif kind == "slow_body":
            body = ok_body if isinstance(ok_body, bytes) else json.dumps(ok_body).encode()
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            rate = f.get("rate", 100)  # bytes a second
            try:
                for i in range(0, len(body), max(1, rate // 10)):
                    self.wfile.write(body[i:i + max(1, rate // 10)])
                    self.wfile.flush()
                    time.sleep(0.1)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
        return True


def gzip_zeros(megabytes):
    """A gzip body that inflates to `megabytes` megabytes of zeros: a few hundred kilobytes on the wire for a hundred
    megabytes. One megabyte is compressed once and its bytes repeated (a full flush ends each megabyte's deflate
    blocks with the compressor's history cleared, so every megabyte compresses to the same bytes); the trailer
    holds the CRC and length of the whole. Compressing every megabyte took seconds on a busy machine, and a client
    waiting that long for its first byte gives up as on a stalled transfer: the test then saw the wrong failure."""
    zeros = bytes(1 << 20)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw deflate: the gzip header and trailer are written here
    block = packer.compress(zeros) + packer.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(megabytes):
        crc = zlib.crc32(zeros, crc)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"  # deflate, no name, no time, best compression, unknown OS
    trailer = struct.pack("<II", crc, (megabytes << 20) & 0xFFFFFFFF)
    return header + block * megabytes + packer.flush() + trailer


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        """A client that went away (killed, timed out) is part of the tests, not an error to print."""
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def serve(main_server, *others):
    """Serves until standard input closes. A child of a test process can inherit a signal mask that blocks
    SIGTERM; it is unblocked so that kill works too."""
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    for server in others:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    main_server.serve_forever()


def control(handler, path, body):
    """The control routes every fake has: POST /_faults appends faults; POST /_wait {"path_prefix", "seconds"}
    answers once a request to a path with that prefix has come (200), or after the seconds without one (504), so
    that a test waits for what fitkit does instead of asking again and again. True when it answered."""
    if path == "/_faults":
        with LOCK:
            FAULTS.extend(body if isinstance(body, list) else [body])
        handler.send(200, {"ok": True})
        return True
    if path == "/_wait":
        prefix = body.get("path_prefix", "")
        def seen():
            return any(e["path"].startswith(prefix) for e in LOG if not e["path"].startswith("/_"))
        with LOGGED:
            came = LOGGED.wait_for(seen, timeout=float(body.get("seconds", 30)))
        handler.send(200 if came else 504, {"ok": came})
        return True
    return False


def log_answer(handler):
    with LOCK:
        return handler.send(200, LOG)


def multipart(content_type, raw):
    """The fields and the file of a multipart/form-data body: ({name: text}, (filename, bytes) or None); None
    when the body is not one (a missing or wrong boundary)."""
    if "boundary=" not in (content_type or ""):
        return None
    boundary = content_type.split("boundary=", 1)[1].split(";")[0].strip().strip('"').encode()
    fields, upload = {}, None
    for part in raw.split(b"--" + boundary)[1:]:
        if part.startswith(b"--"):
            break
        head, _, body = part.lstrip(b"\r\n").partition(b"\r\n\r\n")
        body = body[:-2] if body.endswith(b"\r\n") else body
        disposition = next((l for l in head.decode("utf-8", "replace").split("\r\n")
                            if l.lower().startswith("content-disposition")), "")
        params = dict(p.strip().split("=", 1) for p in disposition.split(";")[1:] if "=" in p)
        name = params.get("name", "").strip('"')
        if "filename" in params:
            upload = (params["filename"].strip('"'), body)
        else:
            fields[name] = body.decode("utf-8", "replace")
    return fields, upload


def fit_times(data):
    """The first and last record timestamps of a FIT file (Unix seconds), read the way the format lays them
    out, or None for bytes that are not FIT: what a service shows as an upload's start and duration."""
    import struct
    if len(data) < 14 or data[8:12] != b".FIT":
        return None
    header = data[0]
    end = header + struct.unpack_from("<I", data, 4)[0]
    pos, defs, times, last = header, {}, [], None
    while pos < min(end, len(data)):
        rh = data[pos]
        pos += 1
        if rh & 0x80:  # compressed timestamp header: a data message of its local type
            local = (rh >> 5) & 3
            offset = rh & 0x1F
            if last is not None:
                t = (last & ~0x1F) + offset + (0x20 if offset < (last & 0x1F) else 0)
                last = t
                if defs.get(local, (None, 0, []))[0] == 20:
                    times.append(t)
            pos += defs.get(local, (None, 0, []))[1]
            continue
        local = rh & 0x0F
        if rh & 0x40:
            big = data[pos + 1] == 1
            glob = struct.unpack_from(">H" if big else "<H", data, pos + 2)[0]
            n = data[pos + 4]
            fields = [(data[pos + 5 + 3 * i], data[pos + 6 + 3 * i]) for i in range(n)]
            pos += 5 + 3 * n
            size = sum(s for _, s in fields)
            if rh & 0x20:
                nd = data[pos]
                size += sum(data[pos + 2 + 3 * i] for i in range(nd))
                pos += 1 + 3 * nd
            defs[local] = (glob, size, fields, big)
            continue
        glob, size, fields, big = defs.get(local, (None, 0, [], False))
        at = pos
        for number, s in fields:
            if number == 253 and s == 4:
                t = struct.unpack_from(">I" if big else "<I", data, at)[0]
                if t != 0xFFFFFFFF:
                    last = t
                    if glob == 20:
                        times.append(t)
            at += s
        pos += size
    if not times:
        return None
    return min(times) + 631065600, max(times) - min(times)
