"""fitkit's heart-rate variability against a reference implementation, on synthetic rides of known scaling:

    hrv_check.py FITKIT_BINARY

For DFA α 0.5 and 0.75 (fractional Gaussian noise of Hurst exponent H = α, made exactly from its covariance by
a Cholesky factor), 1.0 (1/f noise, the limit H → 1, whose covariance is singular: made by spectral synthesis)
and 1.5 (Brownian motion: white noise summed), RR intervals of 600 ms ± 25 ms
are written as a FIT activity (records every second with the heart rate, `hrv` messages of five beats as the
seconds pass, as chest straps send them), by a small FIT writer of this script's own. `fitkit analyze --json`'s
RMSSD and SDNN must be within 1 % of numpy's, and the median of its α1 over the 120 s windows (every 5 s)
within 0.05 of the median of nolds' `dfa` (box sizes 4-16, boxes not overlapping, linear detrending) over the
same windows. Then a ramp: 30 minutes of heart rate rising from 100 to 180 bpm while α1 falls from 0.95 to 0.45
(each minute's beats fractional Gaussian noise of that minute's H); the heart rates where fitkit says α1 crosses
0.75 and 0.5 must be within 2 bpm of a straight line of nolds' α1 on the windows' mean heart rate (numpy's
polyfit), and near where the ramp was made to cross (within 15 bpm: DFA reads fractional Gaussian noise of H as a little above H). Exit 0 when all holds; else the
differences, and 1.
"""
import json
import os
import warnings
import struct
import subprocess
import sys
import tempfile

import nolds
import numpy as np

FIT_EPOCH_START = 1_000_000_000  # a FIT date_time (2021-09-08)


def crc16(data, crc=0):
    table = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
             0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]
    for byte in data:
        for nibble in (byte & 0xF, byte >> 4):
            tmp = table[crc & 0xF]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ tmp ^ table[nibble]
    return crc


def fit_file(rr_ms, heart_rates=None):
    """A FIT activity: file_id, a record each second (timestamp, heart rate: `heart_rates` when given, else
    from the beats) and hrv messages of 5 beats."""
    out = bytearray()

    def definition(local, global_number, fields):
        out.extend(struct.pack("<BBBHB", 0x40 | local, 0, 0, global_number, len(fields)))
        for number, size, base in fields:
            out.extend(struct.pack("<BBB", number, size, base))

    definition(0, 0, [(0, 1, 0x00), (1, 2, 0x84), (4, 4, 0x86)])
    out.extend(struct.pack("<BBHI", 0, 4, 255, FIT_EPOCH_START))
    definition(1, 20, [(253, 4, 0x86), (3, 1, 0x02)])
    definition(2, 78, [(0, 10, 0x84)])
    ends = np.cumsum(rr_ms) / 1000.0
    beat = 0
    for second in range(int(ends[-1]) + 1):
        recent = rr_ms[max(0, beat - 3):beat + 1]
        hr = heart_rates[min(second, len(heart_rates) - 1)] if heart_rates is not None else 60000 / np.mean(recent)
        out.extend(struct.pack("<BIB", 1, FIT_EPOCH_START + second, int(round(hr))))
        due = []
        while beat < len(rr_ms) and ends[beat] <= second + 1:
            due.append(beat)
            beat += 1
        for i in range(0, len(due), 5):
            chunk = [int(round(rr_ms[b])) for b in due[i:i + 5]]
            out.extend(struct.pack("<B5H", 2, *(chunk + [0xFFFF] * (5 - len(chunk)))))
    header = struct.pack("<BBHI4s", 14, 0x20, 2132, len(out), b".FIT")
    header += struct.pack("<H", crc16(header))
    body = header + out
    return body + struct.pack("<H", crc16(body))


def fgn(n, hurst, rng):
    k = np.arange(n)
    gamma = 0.5 * (np.abs(k - 1) ** (2 * hurst) - 2 * k ** (2.0 * hurst) + (k + 1) ** (2 * hurst))
    cov = gamma[np.abs(k[:, None] - k[None, :])]
    return np.linalg.cholesky(cov) @ rng.standard_normal(n)


def pink(n, rng):
    spectrum = np.fft.rfft(rng.standard_normal(n))
    f = np.fft.rfftfreq(n)
    f[0] = f[1]
    return np.fft.irfft(spectrum / np.sqrt(f), n)


def series(alpha, n, rng):
    x = (np.cumsum(rng.standard_normal(n)) if alpha == 1.5 else pink(n, rng) if alpha == 1.0
         else fgn(n, alpha, rng))
    x = (x - x.mean()) / x.std()
    return np.round(600 + 25 * x)  # whole milliseconds, as the FIT field holds them


def windows(times, rr, window=120.0, step=5.0):
    start = times[0]
    while start + window <= times[-1] + 1e-9:
        inside = (times >= start) & (times < start + window)
        yield rr[inside]
        start += step


def analyze(fitkit, data):
    with tempfile.NamedTemporaryFile(suffix=".fit", delete=False) as f:
        f.write(data)
        path = f.name
    try:
        return subprocess.run([fitkit, "analyze", "--json", path], capture_output=True, text=True, timeout=120)
    finally:
        os.unlink(path)


def ramp(fitkit, rng, problems, report):
    """Heart rate 100 -> 180 bpm over 30 minutes, alpha1 0.95 -> 0.45: where does alpha1 cross 0.75 and 0.5?"""
    seconds = 1800
    heart_rates = [100 + 80 * t / seconds for t in range(seconds)]
    rr = []
    elapsed = 0.0
    while elapsed < seconds - 1:
        minute_mid = min(seconds - 1, elapsed + 30)
        hurst = 0.95 - 0.5 * minute_mid / seconds
        mean = 60000 / heart_rates[int(minute_mid)]
        beats = int(60000 / mean) + 1
        chunk = fgn(beats, hurst, rng)
        chunk = mean + 0.04 * mean * (chunk - chunk.mean()) / chunk.std()
        for value in np.round(chunk):
            if elapsed >= seconds - 1:
                break
            rr.append(value)
            elapsed += value / 1000
    rr = np.array(rr)
    run = analyze(fitkit, fit_file(rr, heart_rates))
    if run.returncode != 0:
        problems.append("ramp: fitkit analyze failed: %s" % run.stderr.strip())
        return
    hrv = json.loads(run.stdout)[0].get("hrv") or {}
    times = np.cumsum(rr) / 1000.0
    alphas, hrs = [], []
    start = times[0]
    while start + 120 <= times[-1] + 1e-9:
        inside = (times >= start) & (times < start + 120)
        lo, hi = int(np.ceil(start)), min(seconds, int(np.ceil(start + 120)))
        if inside.sum() >= 64:
            alphas.append(nolds.dfa(rr[inside], nvals=list(range(4, 17)), overlap=False, order=1, fit_exp="poly"))
            hrs.append(np.mean([round(h) for h in heart_rates[lo:hi]]))
        start += 5
    slope, intercept = np.polyfit(hrs, alphas, 1)
    made = {0.75: 100 + 80 * (0.95 - 0.75) / 0.5, 0.5: 100 + 80 * (0.95 - 0.5) / 0.5}
    ours = {t["alpha1"]: t["heart_rate"] for t in hrv.get("thresholds", [])}
    report.append({"ramp": {str(level): [ours.get(level), round((level - intercept) / slope, 1), made[level]]
                            for level in made}, "warning": hrv.get("warning")})
    for level in made:
        reference = (level - intercept) / slope
        if ours.get(level) is None or abs(ours[level] - reference) > 2:
            problems.append("ramp: alpha1 %s at %s bpm, nolds' line %.1f" % (level, ours.get(level), reference))
        elif abs(ours[level] - made[level]) > 15:
            problems.append("ramp: alpha1 %s at %s bpm, made to cross at %.1f" % (level, ours[level], made[level]))


def real_straps(fitkit, problems, report):
    """The corpus's rides with hrv messages (when ../shared/corpus is beside the project): their RR intervals as
    fitdecode reads them. Where fitkit corrects nothing and leaves nothing out, its beats, RMSSD and SDNN must be
    numpy's on those intervals as they are; on every ride, its beats must add up: what fitdecode reads, less
    the intervals fitkit counts as impossible or in pauses, give or take those its corrections merge or split."""
    import fitdecode
    corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "corpus")
    if not os.path.isdir(corpus):
        return
    for root, _, names in sorted(os.walk(corpus)):
        for name in sorted(names):
            if not name.lower().endswith(".fit"):
                continue
            path = os.path.join(root, name)
            # A ride is checked when fitkit gives it heart-rate variability and fitdecode reads three intervals
            # or more in it; fitkit is asked first, as it reads a file in milliseconds where fitdecode takes
            # seconds, and most rides have no intervals (11 of the corpus's 173).
            out = subprocess.run([fitkit, "analyze", "--json", path], capture_output=True, text=True, timeout=120)
            try:
                hrv = json.loads(out.stdout)[0].get("hrv")
            except (ValueError, IndexError, AttributeError):
                hrv = None
            if not hrv:
                continue
            rr = []
            try:
                with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED) as fit:
                    for frame in fit:
                        if isinstance(frame, fitdecode.FitDataMessage) and frame.name == "hrv":
                            values = frame.get_value("time")
                            rr += [v for v in (values if isinstance(values, (list, tuple)) else [values])
                                   if v is not None and v < 65.5]
            except Exception:
                continue
            if len(rr) < 3:
                continue
            label = os.path.relpath(path, corpus)
            left_out = hrv["impossible_intervals"] + hrv["beats_in_pauses"] + hrv["far_from_heart_rate"]
            entry = {"file": label, "intervals": len(rr), "beats": hrv["beats"], "left_out": left_out,
                     "corrected": hrv["corrected_beats"]}
            # Each correction merges two intervals, splits one in k, or replaces one: it moves the count by at
            # most a few intervals.
            if abs(len(rr) - left_out - hrv["beats"]) > 3 * hrv["corrected_beats"]:
                problems.append("%s: %d intervals, %d left out, %d beats, %d corrected: they do not add up"
                                % (label, len(rr), left_out, hrv["beats"], hrv["corrected_beats"]))
            if left_out == 0 and hrv["corrected_beats"] == 0:
                ms = np.array(rr) * 1000.0
                rmssd, sdnn = float(np.sqrt(np.mean(np.diff(ms) ** 2))), float(np.std(ms, ddof=1))
                entry.update({"rmssd": [hrv["rmssd"], round(rmssd, 2)], "sdnn": [hrv["sdnn"], round(sdnn, 2)]})
                if hrv["beats"] != len(rr) or abs(hrv["rmssd"] - rmssd) > 0.01 or abs(hrv["sdnn"] - sdnn) > 0.01:
                    problems.append("%s: beats %d RMSSD %s SDNN %s, numpy on the strap's %d intervals: %.2f, %.2f"
                                    % (label, hrv["beats"], hrv["rmssd"], hrv["sdnn"], len(rr), rmssd, sdnn))
            report.append(entry)


def main():
    warnings.simplefilter("ignore")
    fitkit = sys.argv[1]
    rng = np.random.default_rng(2021)
    problems = []
    report = []
    for alpha in [0.5, 0.75, 1.0, 1.5]:
        rr = series(alpha, 2000, rng)
        with tempfile.NamedTemporaryFile(suffix=".fit", delete=False) as f:
            f.write(fit_file(rr))
            path = f.name
        try:
            run = subprocess.run([fitkit, "analyze", "--json", path], capture_output=True, text=True, timeout=120)
        finally:
            os.unlink(path)
        if run.returncode != 0:
            problems.append("alpha %s: fitkit analyze failed: %s" % (alpha, run.stderr.strip()))
            continue
        hrv = json.loads(run.stdout)[0].get("hrv")
        if not hrv:
            problems.append("alpha %s: no hrv in analyze --json" % alpha)
            continue
        rmssd = float(np.sqrt(np.mean(np.diff(rr) ** 2)))
        sdnn = float(np.std(rr, ddof=1))
        times = np.cumsum(rr) / 1000.0
        reference = [nolds.dfa(w, nvals=list(range(4, 17)), overlap=False, order=1, fit_exp="poly")
                     for w in windows(times, rr) if len(w) >= 64]
        ours = [w["alpha1"] for w in hrv["alpha1"] if w["alpha1"] is not None]
        median_ref, median_ours = float(np.median(reference)), float(np.median(ours)) if ours else float("nan")
        report.append({"alpha": alpha, "rmssd": [hrv["rmssd"], round(rmssd, 2)], "sdnn": [hrv["sdnn"], round(sdnn, 2)],
                       "alpha1_median": [round(median_ours, 3), round(median_ref, 3)],
                       "windows": [len(ours), len(reference)], "corrected": hrv["corrected_beats"]})
        if abs(hrv["rmssd"] - rmssd) > 0.01 * rmssd:
            problems.append("alpha %s: RMSSD %s, numpy %.2f" % (alpha, hrv["rmssd"], rmssd))
        if abs(hrv["sdnn"] - sdnn) > 0.01 * sdnn:
            problems.append("alpha %s: SDNN %s, numpy %.2f" % (alpha, hrv["sdnn"], sdnn))
        if not abs(median_ours - median_ref) <= 0.05:
            problems.append("alpha %s: median alpha1 %.3f, nolds %.3f" % (alpha, median_ours, median_ref))
        if abs(median_ref - alpha) > 0.25:
            problems.append("alpha %s: the reference itself gives %.3f: the series is not what it should be"
                            % (alpha, median_ref))
    ramp(fitkit, rng, problems, report)
    real_straps(fitkit, problems, report)
    print(json.dumps(report))
    for p in problems:
        print(p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
