// The report pages' pure functions (Sources/FITReport/Page/core.js), each against values worked out by hand.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const C = require('../../Sources/FITReport/Page/core.js');

test('clock: h:mm:ss, m:ss under an hour, rounded to the second', () => {
  assert.equal(C.clock(3725), '1:02:05');
  assert.equal(C.clock(59.6), '1:00');
  assert.equal(C.clock(0), '0:00');
  assert.equal(C.clock(36000), '10:00:00');
  assert.equal(C.clock(-62), '−1:02');  // a lap begun before the first record: never "-1:0-2"
});

test('segmentTime: to the tenth of a second, as segment show writes it', () => {
  assert.equal(C.segmentTime(2000 / 9), '3:42.2');  // 222.22 s
  assert.equal(C.segmentTime(59.96), '1:00.0');
  assert.equal(C.segmentTime(3725.04), '1:02:05.0');
});

test('groupMissing: one entry per reason, its figures in order, reasons in the order first met', () => {
  assert.deepEqual(C.groupMissing({np: 'no power', avg_heart_rate: 'no heart rate', tss: 'no power', if: 'no FTP'}), [
    {reason: 'no power', keys: ['np', 'tss']}, {reason: 'no heart rate', keys: ['avg_heart_rate']},
    {reason: 'no FTP', keys: ['if']}]);
  assert.deepEqual(C.groupMissing(undefined), []);
});

test('meanOver: the mean of a stretch of seconds, nulls left out', () => {
  assert.equal(C.meanOver([100, null, 200, 300, 1000], 0, 3), 200);
  assert.equal(C.meanOver([null, null], 0, 1), null);
  assert.equal(C.meanOver([5, 7], -3, 9), 6);  // clipped to the stream
});

test('pace: a speed in km/h as minutes a kilometre; none when standing', () => {
  assert.equal(C.pace(12), '5:00 /km');
  assert.equal(C.pace(10.5), '5:43 /km');  // 3600 / 10.5 = 342.86 s
  assert.equal(C.pace(0.1), '–');
});

test('figureText: distances in km, times as clocks, speeds in km/h or pace, numbers by their size', () => {
  assert.equal(C.figureText('total_distance', 'm', 42195, false), '42.20 km');
  assert.equal(C.figureText('total_timer_time', 's', 5400, false), '1:30:00');
  assert.equal(C.figureText('avg_speed', 'm/s', 10, false), '36.0 km/h');
  assert.equal(C.figureText('avg_speed', 'm/s', 10 / 3.6, true), '6:00 /km');
  assert.equal(C.figureText('normalized_power', 'W', 251.4, false), '251 W');
  assert.equal(C.figureText('variability_index', '', 1.05, false), '1.05');
  assert.equal(C.figureText('avg_cadence', 'rpm', 87.25, false), '87.3 rpm');
  assert.equal(C.figureText('avg_power', 'W', null, false), null);
  assert.equal(C.figureText('total_ascent', 'm', 3.4, false), '3 m');  // not 3.40 m
  assert.equal(C.figureText('avg_cadence', 'rpm', 85, true), '170 spm');  // a run's strides as steps
  assert.equal(C.figureText('work_kj', 'kJ', 1295.4, false), '1,295 kJ');  // thousands grouped
  assert.equal(C.figureText('total_ascent', 'm', 12345.6, false), '12,346 m');
  assert.equal(C.figureText('total_distance', 'm', 1234567, false), '1,234.57 km');
  assert.equal(C.grouped(-1234.5, 1), '-1,234.5');
  assert.equal(C.grouped(999.4, 0), '999');
  assert.equal(C.figureText('total_distance', 'm', 3400, false), '3.40 km');
});

test('nearest: the index of the nearest value, the earlier of two as near, -1 for none', () => {
  const xs = [0, 1, 2, 5, 10];
  assert.equal(C.nearest(xs, 3.4), 2);
  assert.equal(C.nearest(xs, 3.6), 3);
  assert.equal(C.nearest(xs, 3.5), 2);
  assert.equal(C.nearest(xs, -4), 0);
  assert.equal(C.nearest(xs, 99), 4);
  assert.equal(C.nearest([], 1), -1);
});

test('thin: at most two points a bucket, the least and the most in their order; gaps kept', () => {
  const n = 10000, values = [], xs = [], rows = [];
  for (let i = 0; i < n; i++) { values.push(i % 100 === 37 ? 1000 : i % 7); xs.push(i); rows.push(i); }
  const drawn = C.thin(values, xs, rows, 0, n - 1, 100);
  assert.equal(drawn.length, 200);  // 100 buckets of 100 samples, each its least and its most
  assert.deepEqual(drawn.slice(0, 2), [[0, 0], [37, 1000]]);  // bucket 0: 0 at 0, then 1000 at 37
  assert.equal(Math.max(...drawn.map((p) => p[1])), 1000);  // nothing of the extremes is lost
  // A bucket of nulls is a gap (a pause); a bucket of one value is one point.
  const six = [0, 1, 2, 3, 4, 5];
  assert.deepEqual(C.thin([5, null, null, null, null, 7], six, six, 0, 5, 3), [[0, 5], [2, null], [5, 7]]);
  assert.deepEqual(C.thin([null, null], [0, 1], [0, 1], 0, 1, 2), [[0, null], [1, null]]);
});

test('ticks: round steps, about one every 80 pixels, never fewer than three', () => {
  const hour = C.ticks(0, 3600, 800, 'time');  // want 10: 300 s gives 13, 600 s gives 7
  assert.deepEqual(hour.map((t) => t.v), [0, 600, 1200, 1800, 2400, 3000, 3600]);
  assert.deepEqual(hour.map((t) => t.label), ['0:00', '10:00', '20:00', '30:00', '40:00', '50:00', '1:00:00']);
  const km = C.ticks(0.3, 2.9, 400, 'distance');  // want 5: 0.5 km gives 0.5…2.5, five; 1 km only 1 and 2
  assert.deepEqual(km.map((t) => t.label), ['0.5 km', '1.0 km', '1.5 km', '2.0 km', '2.5 km']);
  const narrow = C.ticks(0, 400, 100, 'time');  // 100 px: want one, but three at least: 120 s gives 0, 2:00…6:00
  assert.deepEqual(narrow.map((t) => t.label), ['0:00', '2:00', '4:00', '6:00']);
});

test('valueTicks: round values 1, 2 or 5 × 10ⁿ apart, the fewest that make three', () => {
  assert.deepEqual(C.valueTicks(0, 400).map((t) => t.v), [0, 200, 400]);  // 500 apart gives one
  assert.deepEqual(C.valueTicks(112, 187).map((t) => t.v), [120, 140, 160, 180]);  // 50 gives one, 20 four
  assert.deepEqual(C.valueTicks(0.2, 0.9).map((t) => t.label), ['0.2', '0.4', '0.6', '0.8']);
});

test('curveTicks: round durations, not 1:40 and 3:20', () => {
  assert.deepEqual(C.curveTicks(1, 3600).map((t) => t.label), ['1 s', '5 s', '15 s', '30 s', '1 min', '2 min', '5 min',
    '10 min', '20 min', '30 min', '1 h']);
  assert.deepEqual(C.curveTicks(100, 700).map((t) => t.v), [120, 300, 600]);
});

test('smooth: the mean of the last 30 seconds, nulls left out', () => {
  assert.deepEqual(C.smooth([null, 10, 20]), [null, 10, 15]);
  const ramp = Array.from({length: 40}, (_, i) => i);
  assert.equal(C.smooth(ramp)[39], (10 + 39) / 2);  // 10…39
});

test('sextiles and groups: five edges cutting the values in six', () => {
  const v = Array.from({length: 600}, (_, i) => 600 - i);  // 1…600, in any order
  const edges = C.sextiles(v.concat([null]));
  assert.deepEqual(edges, [101, 201, 301, 401, 501]);
  assert.equal(C.group(edges, 150), 1);
  assert.equal(C.group(edges, 101), 0);
  assert.equal(C.group(edges, 600), 5);
  assert.equal(C.group(edges, null), -1);
  assert.equal(C.sextiles([null]), null);
});

test('selection: a stretch tells its time, distance, means, NP and gain, by hand', () => {
  // 61 seconds (0…60): 30 s at 100 W then 31 at 300 W, one second without power; 10 m/s; 140 bpm; 90 rpm
  // with a coasting zero; altitude 100, 101, 102, 104, 103, 108, then level.
  const n = 61;
  const power = Array.from({length: n}, (_, i) => (i === 10 ? null : i < 30 ? 100 : 300));
  const streams = {
    power, heart_rate: Array(n).fill(140), cadence: Array.from({length: n}, (_, i) => (i === 5 ? 0 : 90)),
    speed: Array(n).fill(36), altitude: [100, 101, 102, 104, 103].concat(Array(n - 5).fill(108)),
  };
  const d = Array.from({length: n}, (_, i) => i * 0.01);
  const s = C.selection(streams, d, 0, 60, 3);
  assert.equal(s.seconds, 60);
  assert.ok(Math.abs(s.distance - 0.6) < 1e-12);
  assert.equal(s.avg_power, (29 * 100 + 31 * 300) / 60);  // the second without power left out, not a zero
  assert.equal(s.avg_heart_rate, 140);
  assert.equal(s.avg_cadence, 90);  // the coasting zero left out: pedalling cadence, as analyze's
  assert.equal(s.avg_speed, 36);
  assert.equal(s.gain, 8);  // 100 → 104 (+4, more than 3 above), 103 is within 3, → 108 (+4)
  // NP over the loop: a steady 200 W is 200 W; under 30 samples there is none.
  assert.ok(Math.abs(C.loopNP(Array(45).fill(200)) - 200) < 1e-9);
  assert.equal(C.loopNP(Array(29).fill(200)), null);
  // 30 s at 0 W and 30 s at 400 W, round the loop: each 30 s window averages 400·k/30 for k = 0…30 seconds at
  // 400 W; the fourth-power mean of the 60 windows, by hand: 2·Σk⁴(k=0…30)·(400/30)⁴ / 60.
  let sum = 0;
  for (let k = 0; k <= 30; k++) sum += Math.pow(k, 4);
  const expected = Math.pow(((2 * sum - Math.pow(30, 4) - 0) * Math.pow(400 / 30, 4)) / 60, 0.25);
  assert.ok(Math.abs(C.loopNP(Array(30).fill(0).concat(Array(30).fill(400))) - expected) < 1e-9);
  // A stretch without a stream: null, not zero.
  assert.equal(C.selection({power}, null, 0, 60, 3).distance, null);
  assert.equal(C.selection({power}, null, 0, 60, 3).avg_heart_rate, null);
});
