"""Reads FIT files with Garmin's decoder (garmin-fit-sdk) for the tests of files fitkit writes.

    python garmin_read.py FILE...   one JSON line per file: {"file", "integrity", "errors", "messages"}
    python garmin_read.py --serve   for each line of standard input (a JSON array of files), one line: the
                                    array of those objects (the tests start the decoder once)

"integrity" is the decoder's own check (header, sizes, CRCs); "messages" every message the decoder reads, by
kind, raw times (seconds since the FIT epoch), with scale and offset applied.
"""
import json
import math
import sys

from garmin_fit_sdk import Decoder, Stream

def plain(v):
    """JSON has no NaN or infinity: such values (a damaged field) become null."""
    if isinstance(v, float) and (math.isnan(v) or math.isinf(v)):
        return None
    if isinstance(v, dict):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    return v


def read(path):
    try:
        decoder = Decoder(Stream.from_file(path))
        integrity = decoder.is_fit() and decoder.check_integrity()
    except Exception:  # the decoder's checks raise on some damaged inputs
        integrity = False
    decoder = Decoder(Stream.from_file(path))
    try:
        messages, errors = decoder.read(convert_datetimes_to_dates=False, merge_heart_rates=False)
    except Exception as e:
        messages, errors = {}, [repr(e)]
    out = {k.removesuffix("_mesgs"): v for k, v in messages.items()}
    return {"file": path, "integrity": integrity, "errors": [str(e) for e in errors], "messages": plain(out)}


if sys.argv[1:] == ["--serve"]:
    for line in sys.stdin:
        print(json.dumps([read(path) for path in json.loads(line)], default=str), flush=True)
else:
    for path in sys.argv[1:]:
        print(json.dumps(read(path), default=str))
