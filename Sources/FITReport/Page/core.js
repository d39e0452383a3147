// The pages' pure functions (docs/REPORT.md): no page and no state, so that the ride page and the site's index
// (ride.js, site.js) and the tests (Tests/Page/core.test.js, node --test) call the very same code. In a page
// they are the global FitkitCore; under node, the module's exports.
var FitkitCore = (function () {
  'use strict';

  function two(v) { return v < 10 ? '0' + v : '' + v; }

  // Seconds as h:mm:ss, or m:ss under an hour; before the start (a lap a device began early), with a minus.
  function clock(s) {
    s = Math.round(s);
    if (s < 0) return '−' + clock(-s);
    var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), r = s % 60;
    return h > 0 ? h + ':' + two(m) + ':' + two(r) : m + ':' + two(r);
  }

  // A segment's time to the tenth of a second, as `segment show` writes it: 3:42.2 (efforts a second apart
  // rank as they were ridden).
  function segmentTime(s) {
    var tenths = Math.round(s * 10);
    return clock(Math.floor(tenths / 10)) + '.' + (tenths % 10);
  }

  // Why figures are missing, one entry per reason with the figures it keeps out, in the order first met:
  // {power_curve: 'the file has no power', np: 'the file has no power'} → [{reason, keys: [power_curve, np]}].
  function groupMissing(missing) {
    var out = [], at = {};
    Object.keys(missing || {}).forEach(function (k) {
      var r = missing[k];
      if (at[r] === undefined) { at[r] = out.length; out.push({reason: r, keys: []}); }
      out[at[r]].keys.push(k);
    });
    return out;
  }

  // The mean of values[a..b] (seconds of a stream), nulls left out; null when there is none.
  function meanOver(values, a, b) {
    var sum = 0, n = 0;
    for (var i = Math.max(0, a); i <= Math.min(values.length - 1, b); i++) {
      if (values[i] !== null && values[i] !== undefined) { sum += values[i]; n++; }
    }
    return n ? sum / n : null;
  }

  function fixed(v, d) { return v === null || v === undefined ? '–' : Number(v).toFixed(d); }

  // A figure with its thousands grouped (1,295 kJ; 12,345 m), as people write them: the head's numbers.
  function grouped(v, d) {
    var text = fixed(v, d);
    if (text === '–' || Math.abs(v) < 1000) return text;
    var parts = text.split('.');
    parts[0] = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return parts.join('.');
  }

  // A speed in km/h as a pace, min:ss a kilometre.
  function pace(kmh) { return kmh > 0.5 ? clock(3600 / kmh) + ' /km' : '–'; }

  // A figure by its unit as analyze writes it: distances in km, heights in whole metres, times as h:mm:ss,
  // speeds in km/h (a pace when running); other numbers with as many decimals as their size wants.
  function figureText(key, unit, v, running) {
    if (v === null || v === undefined) return null;
    if (unit === 'm' && key.indexOf('distance') >= 0) return grouped(v / 1000, 2) + ' km';
    // Heights to the metre: a barometer's decimetres are not a rider's figure.
    if (unit === 'm') return grouped(v, 0) + ' m';
    if (unit === 's') return clock(v);
    if (unit === 'm/s') return running ? pace(v * 3.6) : fixed(v * 3.6, 1) + ' km/h';
    // A run's cadence in steps a minute: FIT counts one foot's strides (rpm), two steps each.
    if (unit === 'rpm' && running) return figureText(key, 'spm', 2 * v, false);
    var d = Math.abs(v) >= 100 || v === Math.round(v) ? 0 : (Math.abs(v) >= 10 ? 1 : 2);
    return grouped(v, d) + (unit ? ' ' + unit : '');
  }

  // The index into the sorted xs of the value nearest x (the earlier of two as near); -1 when there is none.
  function nearest(xs, x) {
    var lo = 0, hi = xs.length - 1;
    if (hi < 0) return -1;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (xs[mid] < x) lo = mid + 1; else hi = mid; }
    if (lo > 0 && Math.abs(xs[lo - 1] - x) <= Math.abs(xs[lo] - x)) lo--;
    return lo;
  }

  // What a chart draws of samples a..b (indices into xs; values[rows[j]] is sample j's value): at most two
  // points per bucket of `buckets` (the least and the most, in their order), a gap (null) where a bucket has
  // no value. What is drawn is thinned; the values shown at a cursor never are.
  function thin(values, xs, rows, a, b, buckets) {
    var out = [], count = b - a + 1, per = Math.max(1, Math.ceil(count / buckets));
    for (var s = a; s <= b; s += per) {
      var e = Math.min(b + 1, s + per), lo = -1, hi = -1;
      for (var j = s; j < e; j++) {
        var v = values[rows[j]];
        if (v === null) continue;
        if (lo < 0 || v < values[rows[lo]]) lo = j;
        if (hi < 0 || v > values[rows[hi]]) hi = j;
      }
      if (lo < 0) { out.push([xs[s], null]); continue; }
      if (lo === hi) out.push([xs[lo], values[rows[lo]]]);
      else if (lo < hi) { out.push([xs[lo], values[rows[lo]]]); out.push([xs[hi], values[rows[hi]]]); }
      else { out.push([xs[hi], values[rows[hi]]]); out.push([xs[lo], values[rows[lo]]]); }
    }
    return out;
  }

  // Ticks at round times (s) or distances (km) from a to b, about one every 80 pixels and at least three.
  function ticks(a, b, pixels, mode) {
    var want = Math.max(3, Math.floor(pixels / 80));
    var steps = mode === 'time' ? [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200]
                                : [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];
    function count(st) { return Math.floor(b / st + 1e-9) - Math.ceil(a / st - 1e-9) + 1; }
    // The first step giving from three to `want` ticks; else the largest that still gives three.
    var step = steps[0];
    for (var k = steps.length - 1; k >= 0; k--) { step = steps[k]; if (count(step) >= 3) break; }
    for (var j = 0; j < steps.length; j++) if (count(steps[j]) <= want && count(steps[j]) >= 3) { step = steps[j]; break; }
    var out = [];
    for (var v = Math.ceil(a / step) * step; v <= b; v += step) {
      out.push({v: v, label: mode === 'time' ? clock(v) : fixed(v, step < 0.1 ? 2 : step < 1 ? 1 : 0) + ' km'});
    }
    return out;
  }

  // Ticks of a value axis: round numbers (1, 2 or 5 × 10ⁿ apart) from a to b, the fewest that make three or
  // more (a short chart has room for few labels).
  function valueTicks(a, b) {
    var span = b - a;
    if (!(span > 0)) return [{v: a, label: String(a)}];
    var top = Math.pow(10, Math.ceil(Math.log10(span))), step = top;
    for (var k = 0; k < 12; k++) {
      step = top / [1, 2, 5][k % 3] / Math.pow(10, Math.floor(k / 3));
      if (Math.floor(b / step + 1e-9) - Math.ceil(a / step - 1e-9) + 1 >= 3) break;
    }
    var digits = step >= 1 ? 0 : Math.ceil(-Math.log10(step) - 1e-9), out = [];
    for (var i = Math.ceil(a / step - 1e-9); i <= Math.floor(b / step + 1e-9); i++) {
      var v = i * step + 0;  // + 0: never −0
      out.push({v: v, label: fixed(v, digits)});
    }
    return out;
  }

  // The power curve's ticks: round durations within a..b seconds (5 s, 15 s, 1 min, 5 min, 20 min, 1 h…).
  var CURVE_TICKS = [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 10800, 18000];
  function curveTicks(a, b) {
    return CURVE_TICKS.filter(function (s) { return s >= a && s <= b; }).map(function (s) {
      return {v: s, label: s < 60 ? s + ' s' : s < 3600 ? (s / 60) + ' min' : (s / 3600) + ' h'};
    });
  }

  // Normalized power over a stretch alone, as analyze gives an interval's (Intervals.normalized): the
  // fourth-power mean of its 30 s rolling averages, the stretch taken round as a loop; null under 30 samples.
  function loopNP(watts) {
    var n = watts.length;
    if (n < 30) return null;
    var sum = 0, fourth = 0;
    for (var k = 0; k < 30; k++) sum += watts[k];
    for (var start = 0; start < n; start++) {
      if (start > 0) sum += watts[(start + 29) % n] - watts[start - 1];
      fourth += Math.pow(sum / 30, 4);
    }
    return Math.pow(fourth / n, 0.25);
  }

  // Metres climbed along altitudes, by analyze's hysteresis (Elevation.gainAndLoss): a rise counts once it is
  // more than `threshold` m above the last turning point.
  function gain(altitudes, threshold) {
    var ref = null, up = 0;
    altitudes.forEach(function (a) {
      if (a === null) return;
      if (ref === null) { ref = a; return; }
      if (a > ref + threshold) { up += a - ref; ref = a; } else if (a < ref - threshold) ref = a;
    });
    return up;
  }

  // What a selection of seconds a..b tells (docs/REPORT.md): its duration (s), the distance ridden (km), the
  // means of power (zeros in), heart rate, cadence (pedalling: zeros out, as analyze's) and speed over the
  // seconds that have them, normalized power, and the elevation gained; null for what the ride does not record
  // there.
  function selection(streams, d, a, b, threshold) {
    function values(key) {
      var v = streams[key], out = [];
      if (!v) return out;
      for (var i = a; i <= b; i++) if (v[i] !== null && v[i] !== undefined) out.push(v[i]);
      return out;
    }
    function mean(xs) { return xs.length ? xs.reduce(function (s, x) { return s + x; }, 0) / xs.length : null; }
    var first = null, last = null;
    for (var i = a; d && i <= b; i++) if (d[i] !== null) { if (first === null) first = d[i]; last = d[i]; }
    var watts = values('power'), alt = values('altitude');
    return {seconds: b - a, distance: first === null ? null : last - first, avg_power: mean(watts), np: loopNP(watts),
            avg_heart_rate: mean(values('heart_rate')),
            avg_cadence: mean(values('cadence').filter(function (c) { return c > 0; })),
            avg_speed: mean(values('speed')), gain: alt.length ? gain(alt, threshold) : null};
  }

  // The mean of the last 30 values at each second (nulls left out), null where the value itself is null.
  function smooth(raw) {
    var out = new Array(raw.length), sum = 0, n = 0;
    for (var i = 0; i < raw.length; i++) {
      if (raw[i] !== null) { sum += raw[i]; n++; }
      if (i >= 30 && raw[i - 30] !== null) { sum -= raw[i - 30]; n--; }
      out[i] = raw[i] === null || n === 0 ? null : sum / n;
    }
    return out;
  }

  // The five values that cut the non-null values into six groups of about equal size; null without values.
  function sextiles(values) {
    var sorted = values.filter(function (v) { return v !== null; }).sort(function (a, b) { return a - b; });
    if (!sorted.length) return null;
    return [1, 2, 3, 4, 5].map(function (q) { return sorted[Math.floor(sorted.length * q / 6)]; });
  }

  // Which of the six groups a value falls in (0–5), -1 for none.
  function group(edges, v) {
    if (!edges || v === null) return -1;
    var b = 0; while (b < edges.length && v > edges[b]) b++; return b;
  }

  return {two: two, clock: clock, segmentTime: segmentTime, meanOver: meanOver, groupMissing: groupMissing, fixed: fixed, grouped: grouped, pace: pace, figureText: figureText, nearest: nearest,
          thin: thin, ticks: ticks, loopNP: loopNP, gain: gain, selection: selection, valueTicks: valueTicks, curveTicks: curveTicks, smooth: smooth, sextiles: sextiles, group: group};
})();
if (typeof module === 'object' && module.exports) module.exports = FitkitCore;
