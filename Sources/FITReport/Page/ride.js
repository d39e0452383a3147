(function () {
'use strict';
var D = JSON.parse(document.getElementById('ride-data').textContent);
var F = D.figures || {};
var N = D.n;
var running = D.sport === 'running' || D.sport === 'walking' || D.sport === 'hiking';
var STREAMS = [
  {key: 'power', label: 'Power', unit: 'W', digits: 0, color: '#e8590c'},
  {key: 'heart_rate', label: 'Heart rate', unit: 'bpm', digits: 0, color: '#c92a2a'},
  {key: 'speed', label: running ? 'Pace' : 'Speed', unit: 'km/h', digits: 1, color: '#1971c2'},
  {key: 'cadence', label: 'Cadence', unit: running ? 'spm' : 'rpm', digits: 0, color: '#2f9e44'},
  {key: 'altitude', label: 'Elevation', unit: 'm', digits: 0, color: '#5f3dc4'},
  {key: 'temperature', label: 'Temperature', unit: '°C', digits: 0, color: '#e67700'},
  {key: 'balance', label: 'L/R balance (left)', unit: '%', digits: 1, color: '#862e9c'},
  {key: 'w_prime_balance', label: 'W′ balance', unit: 'kJ', digits: 1, color: '#0b7285'}
].filter(function (s) { return D.streams[s.key]; });

var C = FitkitCore, fixed = C.fixed, pace = C.pace;
// A run's cadence in steps a minute: FIT records one foot's strides (rpm), two steps each.
if (running && D.streams.cadence) {
  D.streams.cadence = D.streams.cadence.map(function (v) { return v === null ? null : 2 * v; });
}
function valueText(s, v) {
  if (v === null || v === undefined) return '–';
  if (s.key === 'speed' && running) return pace(v);
  return fixed(v, s.digits) + ' ' + s.unit;
}
function figureText(key, unit, v) { return C.figureText(key, unit, v, running); }

// Head.
document.getElementById('title').textContent = D.title;
document.getElementById('meta').textContent =
  [D.sport, D.device, D.start].filter(function (x) { return x; }).join(' · ');
// On a site: back to the index, the rides before and after; the rider's own notes and tags.
if (D.links) {
  var nav = document.getElementById('links');
  nav.appendChild(el('a', {href: D.links.index, rel: 'index'}, '← All rides'));
  if (D.links.previous) nav.appendChild(el('a', {href: D.links.previous, rel: 'prev'}, '‹ Previous ride'));
  if (D.links.next) nav.appendChild(el('a', {href: D.links.next, rel: 'next'}, 'Next ride ›'));
  nav.hidden = false;
}
if (D.notes) { var notesText = document.getElementById('notes'); notesText.textContent = D.notes; notesText.hidden = false; }
D.tags.forEach(function (t) { document.getElementById('tags').appendChild(el('span', {'class': 'tag'}, t)); });
// The ride in one line a rider scans (the metric table's headline, each figure over its label), then every
// figure in its group (time, distance and elevation, speed, power, heart rate, cadence).
var byKey = {};
D.metrics.forEach(function (m) { byKey[m.key] = m; });
var headline = document.getElementById('headline');
(D.headline || []).forEach(function (key) {
  var m = byKey[key], text = m ? figureText(key, m.unit, F[key]) : null;
  if (text === null) return;
  var stat = el('div', {'class': 'stat', 'data-key': key});
  stat.appendChild(el('b', null, text));
  stat.appendChild(el('span', null, m.label));
  headline.appendChild(stat);
});
var figures = document.getElementById('figures'), groups = {};
D.metrics.forEach(function (m) {
  var v = F[m.key];
  var text = figureText(m.key, m.unit, v);
  if (text === null) return;
  if (!groups[m.group]) {
    groups[m.group] = el('div', {'class': 'group', 'data-group': m.group, role: 'rowgroup'});
    groups[m.group].appendChild(el('h3', null, m.group));
  }
  var row = el('div', {'data-key': m.key, role: 'row'});
  row.appendChild(el('span', {role: 'rowheader'}, m.label));
  row.appendChild(el('span', {role: 'cell', 'data-value': String(v)}, text));
  groups[m.group].appendChild(row);
});
// In the metric table's order of groups; a group without a figure is left out.
(D.groups || []).forEach(function (g) { if (groups[g]) figures.appendChild(groups[g]); });
var notes = [];
(F.left_out || []).forEach(function (x) { notes.push(x.count + ' ' + x.stream + ' samples left out: ' + x.reason); });
document.getElementById('cleaning').textContent = notes.join('. ');
// Why figures are missing: one line per reason, behind a disclosure.
var missing = C.groupMissing(F.missing);
if (missing.length) {
  var box = document.getElementById('missing'), count = 0;
  missing.forEach(function (m) {
    count += m.keys.length;
    box.querySelector('ul').appendChild(el('li', {'data-reason': m.reason},
      m.reason.charAt(0).toUpperCase() + m.reason.slice(1) + ': ' +
        m.keys.map(function (k) { return D.labels[k]; }).join(' · ')));
  });
  box.querySelector('summary').textContent = count + (count === 1 ? ' figure' : ' figures') + ' not shown, and why';
  box.hidden = false;
}
if (D.sessions.length > 1) {
  var holder = document.getElementById('sessions');
  D.sessions.forEach(function (s) {
    var sec = el('section', {'class': 'session', 'data-session': s.number});
    sec.appendChild(el('h2', null, 'Session ' + s.number + ': ' + (s.sport || 'unknown')));
    sec.appendChild(el('p', null, [s.distance_km !== null ? fixed(s.distance_km, 2) + ' km' : null,
      s.elapsed_s !== null ? clock(s.elapsed_s) : null,
      s.avg_power !== null ? s.avg_power + ' W' : null,
      s.avg_heart_rate !== null ? s.avg_heart_rate + ' bpm' : null].filter(function (x) { return x; }).join(' · ')));
    var b = el('button', {type: 'button'}, 'Show on the charts');
    b.addEventListener('click', function () { zoomToPart(s); });
    sec.appendChild(b);
    holder.appendChild(sec);
  });
}

// The x axis: seconds from the start, or km; the samples that have an x.
var mode = 'time', xs = [], rows = [];
function setAxis(m) {
  mode = m; xs = []; rows = [];
  for (var i = 0; i < N; i++) {
    var x = m === 'time' ? i : (D.d ? D.d[i] : null);
    if (x === null || x === undefined) continue;
    xs.push(x); rows.push(i);
  }
}
function nearest(x) { return C.nearest(xs, x); }
var BUCKETS = 1600;
// What a chart draws in a window (C.thin): one sample beyond each edge, so that the line reaches it.
function drawn(key, win) {
  var a = win ? nearest(win[0]) : 0, b = win ? nearest(win[1]) : xs.length - 1;
  return C.thin(D.streams[key], xs, rows, Math.max(0, a - 1), Math.min(xs.length - 1, b + 1), BUCKETS);
}
function xText(x) { return mode === 'time' ? clock(x) : fixed(x, 2) + ' km'; }
function ticks(a, b, pixels) { return C.ticks(a, b, pixels, mode); }

// Laps, as x ranges.
function partRange(p) {
  if (p.start === null || p.end === null) return null;
  var a = Math.max(0, Math.min(N - 1, Math.round(p.start))), b = Math.max(0, Math.min(N - 1, Math.round(p.end)));
  if (mode === 'time') return [a, b];
  if (!D.d) return null;
  function dAt(i, step) { while (i >= 0 && i < N && D.d[i] === null) i += step; return i >= 0 && i < N ? D.d[i] : null; }
  var da = dAt(a, 1), db = dAt(b, -1);
  return da === null || db === null ? null : [da, db];
}

var charts = [], win = null, cursor = -1, syncing = false;
var holder = document.getElementById('charts');
// What analyze found, as stretches of seconds: the climbs (marked on the elevation chart and the map) and the
// intervals, efforts and sprints (on the power chart, else heart rate's).
var CLIMBS = (F.climbs || []).map(function (c) { return {start: c.start, end: c.end}; });
var INTERVALS = ['efforts', 'sprints'].reduce(function (all, k) {
  return all.concat(((F.intervals || {})[k] || []).map(function (i) { return {start: i.start, end: i.start + i.duration}; }));
}, []);
var INTERVAL_CHART = D.streams.power ? 'power' : 'heart_rate';
function shade(canvas, area, g, parts, colour) {
  parts.forEach(function (p) {
    var r = partRange(p);
    if (!r) return;
    var left = g.toDomXCoord(r[0]), right = g.toDomXCoord(r[1]);
    canvas.fillStyle = colour;
    canvas.fillRect(left, area.y, right - left, area.h);
  });
}
function laps(canvas, area, g) {
  shade(canvas, area, g, D.laps.filter(function (lap, n) { return n % 2 === 0; }), 'rgba(76, 110, 245, 0.08)');
  if (g.fitkitStream === 'altitude') shade(canvas, area, g, CLIMBS, 'rgba(224, 49, 49, 0.16)');
  if (g.fitkitStream === INTERVAL_CHART) shade(canvas, area, g, INTERVALS, 'rgba(247, 103, 7, 0.16)');
}
function makeCharts() {
  holder.textContent = '';
  charts = STREAMS.map(function (s) {
    var asPace = s.key === 'speed' && running;
    holder.appendChild(el('div', {'class': 'chart-label'}, s.label + (asPace ? ' (min/km)' : ' (' + s.unit + ')')));
    var div = el('div', {'class': 'chart', id: 'chart-' + s.key});
    holder.appendChild(div);
    var g = new Dygraph(div, drawn(s.key, win), {
      labels: ['x', s.label], colors: [s.color], legend: 'never', connectSeparatedPoints: false,
      strokeWidth: 1, animatedZooms: false, xRangePad: 0, axisLabelWidth: 44, dateWindow: win,
      axes: {x: {valueFormatter: xText, axisLabelFormatter: function (x) { return xText(x); }, pixelsPerLabel: 80,
                 axisLabelWidth: 64, ticker: ticks},
             // A run's speed is read as pace: the axis says min/km (faster higher up).
             y: {axisLabelWidth: 44, ticker: function (a, b) {
               return C.valueTicks(a, b).map(function (t) { return asPace ? {v: t.v, label: pace(t.v).replace(' /km', '')} : t; });
             }}},
      underlayCallback: laps,
      zoomCallback: function (a, b) { if (!syncing) setWindow([a, b]); },
      highlightCallback: function (e, x) { if (!syncing) setCursor(nearest(x)); }
    });
    g.fitkitStream = s.key;
    return g;
  });
}
function setWindow(w) {
  win = w;
  syncing = true;
  charts.forEach(function (g) { g.updateOptions({file: drawn(g.fitkitStream, win), dateWindow: win}); });
  syncing = false;
  if (cursor >= 0) setCursor(cursor);
  showSelection();
}

// The window's own figures, as a rider reads a stretch (C.selection); hidden for the whole ride.
var picked = null;
function showSelection() {
  var box = document.getElementById('selection');
  box.textContent = '';
  box.hidden = !win;
  picked = null;
  if (!win || !xs.length) return;
  var a = rows[nearest(win[0])], b = rows[nearest(win[1])];
  var s = C.selection(D.streams, D.d, a, b, typeof F.ascent_threshold === 'number' ? F.ascent_threshold : 3);
  picked = {from: a, to: b, figures: s};
  box.appendChild(el('b', null, 'Selection ' + clock(a) + '–' + clock(b)));
  [['seconds', clock(s.seconds)], ['distance', s.distance === null ? null : fixed(s.distance, 2) + ' km'],
   ['avg_power', s.avg_power === null ? null : fixed(s.avg_power, 0) + ' W'],
   ['np', s.np === null ? null : 'NP ' + fixed(s.np, 0) + ' W'],
   ['avg_heart_rate', s.avg_heart_rate === null ? null : fixed(s.avg_heart_rate, 0) + ' bpm'],
   ['avg_cadence', s.avg_cadence === null ? null : fixed(s.avg_cadence, 0) + (running ? ' spm' : ' rpm')],
   ['avg_speed', s.avg_speed === null ? null : running ? pace(s.avg_speed) : fixed(s.avg_speed, 1) + ' km/h'],
   ['gain', s.gain === null ? null : '+' + fixed(s.gain, 0) + ' m']].forEach(function (f) {
    if (f[1] !== null) box.appendChild(el('span', {'data-figure': f[0]}, f[1]));
  });
}

// The cursor: every chart's selection, the values as text, the map's marker.
var values = document.getElementById('cursor-values');
function setCursor(k) {
  if (k < 0 || k >= xs.length) return;
  cursor = k;
  var i = rows[k], x = xs[k];
  syncing = true;
  charts.forEach(function (g) {
    var n = g.numRows(), lo = 0, hi = n - 1;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (g.getValue(mid, 0) < x) lo = mid + 1; else hi = mid; }
    g.setSelection(lo);
  });
  syncing = false;
  values.textContent = '';
  var t = el('span', {id: 'cursor-time', 'data-seconds': String(i)});
  t.appendChild(el('b', null, 'Time ')); t.appendChild(document.createTextNode(clock(i)));
  values.appendChild(t);
  if (D.d && D.d[i] !== null) {
    var d = el('span', {id: 'cursor-distance', 'data-km': String(D.d[i])});
    d.appendChild(el('b', null, 'Distance ')); d.appendChild(document.createTextNode(fixed(D.d[i], 2) + ' km'));
    values.appendChild(d);
  }
  STREAMS.forEach(function (s) {
    var v = D.streams[s.key][i];
    var span = el('span', {id: 'value-' + s.key, 'data-stream': s.key, 'data-value': v === null ? '' : String(v)});
    span.appendChild(el('b', null, s.label + ' ')); span.appendChild(document.createTextNode(valueText(s, v)));
    values.appendChild(span);
  });
  moveMarker(i);
}

// The map: the route on a plain canvas (or tiles when asked), coloured by a stream, laps marked.
var map = null, marker = null, route = [], layer = null, climbLines = [];
var hasRoute = D.lat && D.lat.some(function (v) { return v !== null; });
function position(i) { return D.lat[i] === null || D.lon[i] === null ? null : [D.lat[i], D.lon[i]]; }
function moveMarker(i) {
  if (!map) return;
  // The record's own position; a second without one (hidden by a privacy zone, or no fix) has no marker.
  var p = position(i);
  if (!p) { if (marker) { map.removeLayer(marker); marker = null; } return; }
  if (!marker) marker = L.circleMarker(p, {radius: 7, color: '#000', weight: 2, fillColor: '#ffd43b', fillOpacity: 1}).addTo(map);
  else marker.setLatLng(p);
}
var palette = ['#1864ab', '#1c7ed6', '#37b24d', '#fab005', '#f76707', '#e03131'];
function drawRoute(key) {
  if (layer) map.removeLayer(layer);
  layer = L.layerGroup();
  // Coloured by the stream's 30-second mean, so that the colours say more than the noise.
  var values = key ? C.smooth(D.streams[key]) : null, edges = values ? C.sextiles(values) : null;
  function bucket(i) { return values ? C.group(edges, values[i]) : -1; }
  var step = Math.max(1, Math.ceil(route.length / 8000)), line = [], colour = null;
  function flush() { if (line.length > 1) L.polyline(line, {color: colour === -1 || colour === null ? '#495057' : palette[colour], weight: 3, interactive: true}).on('click', pick).addTo(layer); }
  for (var k = 0; k < route.length; k += step) {
    var i = route[k], p = position(i), c = bucket(i);
    // A position missing between two drawn ones (hidden by a privacy zone, or no fix) breaks the
    // line: no line joins two positions that a hidden one separated.
    var broken = k > 0 && route[k] - route[k - step] !== step;
    if (broken) { flush(); line = []; }
    if (c !== colour && line.length) { line.push(p); flush(); line = [p]; colour = c; continue; }
    colour = c; line.push(p);
  }
  flush();
  // Each climb over the route, from its foot to its summit (positions hidden by a privacy zone break it).
  climbLines = [];
  CLIMBS.forEach(function (c) {
    var line = [];
    function end() {
      if (line.length > 1) climbLines.push(L.polyline(line, {color: '#c92a2a', weight: 7, opacity: 0.45, interactive: false}).addTo(layer));
      line = [];
    }
    for (var i = Math.max(0, c.start); i <= Math.min(N - 1, c.end); i++) {
      var p = position(i);
      if (p) line.push(p); else end();
    }
    end();
  });
  D.laps.forEach(function (lap) {
    if (lap.start === null) return;
    for (var i = Math.max(0, Math.round(lap.start)); i < N; i++) {
      var p = position(i);
      if (!p) continue;
      L.circleMarker(p, {radius: 4, color: '#222', weight: 1, fillColor: '#fff', fillOpacity: 1})
        .bindTooltip('Lap ' + lap.number).addTo(layer);
      break;
    }
  });
  layer.addTo(map);
}
// A click on the route moves the cursor to the nearest point of it.
function pick(e) {
  var best = -1, bestD = Infinity, la = e.latlng.lat, lo = e.latlng.lng, c = Math.cos(la * Math.PI / 180);
  for (var k = 0; k < route.length; k++) {
    var i = route[k], dy = D.lat[i] - la, dx = (D.lon[i] - lo) * c, dd = dx * dx + dy * dy;
    if (dd < bestD) { bestD = dd; best = i; }
  }
  if (best >= 0) { var k2 = rows.indexOf(best); if (k2 >= 0) setCursor(k2); else { cursor = -1; moveMarker(best); } }
}
function makeMap() {
  var div = document.getElementById('map');
  if (hasRoute) for (var i = 0; i < N; i++) if (position(i)) route.push(i);
  // A route needs two places: a ride that never moved (or one position) has none to draw.
  var moved = route.some(function (i) { return D.lat[i] !== D.lat[route[0]] || D.lon[i] !== D.lon[route[0]]; });
  if (!moved) {
    // Nothing to draw (a trainer ride): the panel is left out, the charts take the width.
    div.textContent = route.length ? 'No route: every position is the same place.' : 'No route: the ride has no positions.';
    div.classList.add('empty');
    div.hidden = true;
    document.querySelector('.layout').classList.add('no-map');
    document.getElementById('map-colour').parentNode.hidden = true;
    route = [];
    return;
  }
  // A click within a few pixels of the route is on it.
  map = L.map(div, {preferCanvas: true, renderer: L.canvas({tolerance: 6}), attributionControl: !!D.tiles, zoomSnap: 0.25});
  // Leaflet shows an attribution as markup: the setting is text, so it is escaped first.
  if (D.tiles) L.tileLayer(D.tiles.url, {attribution: escaped(D.tiles.attribution), maxZoom: 19}).addTo(map);
  L.control.scale({imperial: false}).addTo(map);
  var bounds = L.latLngBounds(route.map(position));
  map.fitBounds(bounds, {padding: [12, 12]});
  var select = document.getElementById('map-colour');
  select.appendChild(el('option', {value: ''}, 'plain'));
  STREAMS.forEach(function (s) { select.appendChild(el('option', {value: s.key}, s.label)); });
  select.value = D.streams.power ? 'power' : (D.streams.speed ? 'speed' : '');
  select.addEventListener('change', function () { drawRoute(select.value); });
  drawRoute(select.value);
}

function zoomToPart(p) {
  var r = partRange(p);
  if (!r) return;
  setWindow(r);
  if (map) {
    var pts = [];
    for (var i = Math.max(0, Math.round(p.start)); i <= Math.min(N - 1, Math.round(p.end)); i++) { var q = position(i); if (q) pts.push(q); }
    if (pts.length) map.fitBounds(L.latLngBounds(pts), {padding: [12, 12]});
  }
}

// Laps table: a click zooms the charts and the map to the lap.
function makeLaps() {
  var table = document.getElementById('laps');
  if (!D.laps.length) { document.getElementById('laps-section').hidden = true; return; }
  var head = el('tr');
  ['Lap', 'Start', 'Distance', 'Time', 'Avg power', 'Avg HR', running ? 'Avg pace' : 'Avg speed', 'Ascent'].forEach(function (h) { head.appendChild(el('th', null, h)); });
  table.appendChild(head);
  function cells(tr, p, name) {
    // A lap's time: its timer's, else (a device that wrote none) its elapsed time.
    var time = p.timer_s ? p.timer_s : p.elapsed_s;
    [name, p.start === null ? '–' : clock(p.start), p.distance_km === null ? '–' : fixed(p.distance_km, 2) + ' km',
     time === null || time === undefined ? '–' : clock(time), p.avg_power === null ? '–' : p.avg_power + ' W',
     p.avg_heart_rate === null ? '–' : p.avg_heart_rate + ' bpm',
     p.avg_speed_kmh === null ? '–' : (running ? pace(p.avg_speed_kmh) : fixed(p.avg_speed_kmh, 1) + ' km/h'),
     p.ascent === null ? '–' : p.ascent + ' m'].forEach(function (c) { tr.appendChild(el('td', null, c)); });
  }
  D.laps.forEach(function (lap) {
    var tr = el('tr', {'class': 'lap', 'data-lap': String(lap.number), tabindex: '0'});
    cells(tr, lap, String(lap.number));
    tr.addEventListener('click', function () {
      Array.prototype.forEach.call(table.querySelectorAll('tr.selected'), function (x) { x.classList.remove('selected'); });
      tr.classList.add('selected');
      zoomToPart(lap);
    });
    table.appendChild(tr);
  });
  // The whole ride: the head's figures (fitkit's rules over the records), so that the page says one number per
  // quantity; the laps above are the device's.
  function round(v) { return v === null || v === undefined ? null : Math.round(v); }
  var total = {
    start: 0, distance_km: F.total_distance === undefined || F.total_distance === null ? null : F.total_distance / 1000,
    timer_s: F.total_timer_time === undefined ? null : F.total_timer_time, elapsed_s: F.total_elapsed_time,
    avg_power: round(F.avg_power), avg_heart_rate: round(F.avg_heart_rate),
    avg_speed_kmh: F.avg_speed === undefined || F.avg_speed === null ? null : F.avg_speed * 3.6,
    ascent: round(F.total_ascent)
  };
  var tr = el('tr', {'class': 'total', title: 'The whole ride, as the figures above give it'});
  cells(tr, total, 'Total');
  table.appendChild(tr);
}

// A table whose rows zoom the charts and the map to their stretch of the ride; its section stays hidden when
// there is no row.
function zoomTable(id, headings, rows) {
  if (!rows.length) return;
  document.getElementById(id + '-section').hidden = false;
  var table = document.getElementById(id), head = el('tr');
  headings.forEach(function (h) { head.appendChild(el('th', null, h)); });
  table.appendChild(head);
  rows.forEach(function (r) {
    var tr = el('tr', {'class': 'effort', tabindex: '0'});
    r.cells.forEach(function (c) { tr.appendChild(el('td', null, c)); });
    tr.addEventListener('click', function () {
      Array.prototype.forEach.call(table.querySelectorAll('tr.selected'), function (x) { x.classList.remove('selected'); });
      tr.classList.add('selected');
      zoomToPart(r.part);
    });
    table.appendChild(tr);
  });
}

function average(key, a, b, unit) {
  var v = D.streams[key] ? C.meanOver(D.streams[key], a, b) : null;
  return v === null ? '–' : Math.round(v) + ' ' + unit;
}

// The climbs analyze finds (docs/METRICS.md), with their time and power; the intervals, efforts then sprints.
function makeClimbs() {
  zoomTable('climbs', ['From', 'Length', 'Gain', 'Grade', 'Max', 'VAM', 'Time', 'Avg power'],
    (F.climbs || []).map(function (c) {
      return {part: {start: c.start, end: c.end}, cells: [fixed(c.start_distance / 1000, 1) + ' km',
        fixed(c.length / 1000, 2) + ' km', Math.round(c.gain) + ' m', fixed(c.avg_gradient, 1) + ' %',
        fixed(c.max_gradient, 1) + ' %', c.vam === null ? '–' : Math.round(c.vam) + ' m/h', clock(c.end - c.start),
        average('power', c.start, c.end, 'W')]};
    }));
  var found = F.intervals || {};
  var rows = [];
  [['efforts', 'Effort'], ['sprints', 'Sprint']].forEach(function (k) {
    (found[k[0]] || []).forEach(function (i) {
      // A lap that marks the work is named as the rider's lap.
      rows.push({part: {start: i.start, end: i.start + i.duration}, cells: [i.lap ? k[1] + ' (lap ' + i.lap + ')' : k[1], clock(i.start), clock(i.duration),
        i.avg_power === null ? '–' : Math.round(i.avg_power) + ' W',
        i.normalized_power === null ? '–' : Math.round(i.normalized_power) + ' W',
        i.avg_heart_rate === null ? '–' : Math.round(i.avg_heart_rate) + ' bpm',
        i.avg_cadence === null ? '–' : Math.round(i.avg_cadence) + ' rpm']});
    });
  });
  zoomTable('intervals', ['', 'Start', 'Duration', 'Avg power', 'NP', 'Avg HR', 'Cadence'], rows);
}

// Heart-rate variability (docs/METRICS.md): RMSSD, SDNN and what was corrected, DFA α1 over time with the
// 0.75 and 0.5 lines, and the thresholds found (or why none).
function makeHRV() {
  var h = F.hrv;
  if (!h) return;
  document.getElementById('hrv-section').hidden = false;
  var parts = ['RMSSD ' + fixed(h.rmssd, 1) + ' ms', 'SDNN ' + fixed(h.sdnn, 1) + ' ms',
    'mean RR ' + Math.round(h.mean_rr) + ' ms', h.beats + ' beats, ' + h.corrected_beats + ' corrected'];
  (h.thresholds || []).forEach(function (t) {
    parts.push('α1 ' + t.alpha1 + ' at ' + (t.heart_rate === null ? '–' : Math.round(t.heart_rate) + ' bpm') +
      (t.power === null ? '' : ', ' + Math.round(t.power) + ' W'));
  });
  if (h.warning) parts.push(h.warning);
  document.getElementById('hrv-text').textContent = parts.join(' · ');
  var windows = (h.alpha1 || []).filter(function (w) { return w.alpha1 !== null; });
  if (!windows.length) { document.getElementById('hrv-chart').hidden = true; return; }
  new Dygraph(document.getElementById('hrv-chart'), windows.map(function (w) { return [w.time, w.alpha1]; }), {
    labels: ['seconds', 'DFA α1'], colors: ['#862e9c'], legend: 'always', drawPoints: true, pointSize: 2,
    valueRange: [0, 1.6],
    axes: {x: {valueFormatter: clock, ticker: function (a, b, px) { return C.ticks(a, b, px, 'time'); }},
           y: {ticker: function (a, b) { return C.valueTicks(a, b); }}},
    // The aerobic (0.75) and anaerobic (0.5) thresholds' lines.
    underlayCallback: function (canvas, area, g) {
      [0.75, 0.5].forEach(function (v) {
        var y = g.toDomYCoord(v);
        canvas.strokeStyle = '#adb5bd'; canvas.setLineDash([4, 4]);
        canvas.beginPath(); canvas.moveTo(area.x, y); canvas.lineTo(area.x + area.w, y); canvas.stroke();
        canvas.setLineDash([]);
      });
    }
  });
}

// The ride's efforts on the library's segments (docs/SEGMENTS.md): a click zooms to the effort. The section
// stays hidden for a ride with none.
function makeSegments() {
  if (!D.segments || !D.segments.length) return;
  document.getElementById('segments-section').hidden = false;
  var table = document.getElementById('segments');
  var head = el('tr');
  ['Segment', 'Time', 'Rank', 'Avg power'].forEach(function (h) { head.appendChild(el('th', null, h)); });
  table.appendChild(head);
  D.segments.forEach(function (e) {
    var tr = el('tr', {'class': 'effort', 'data-segment': String(e.segment), tabindex: '0'});
    tr.appendChild(el('td', null, e.name));
    tr.appendChild(el('td', {'data-seconds': String(e.elapsed_s)}, FitkitCore.segmentTime(e.elapsed_s)));
    var rank = el('td', null, e.rank + ' of ' + e.efforts);
    if (e.rank === 1) rank.appendChild(el('span', {'class': 'pr'}, ' PR'));
    tr.appendChild(rank);
    tr.appendChild(el('td', null, e.avg_power === null ? '–' : e.avg_power + ' W'));
    tr.addEventListener('click', function () {
      Array.prototype.forEach.call(table.querySelectorAll('tr.selected'), function (x) { x.classList.remove('selected'); });
      tr.classList.add('selected');
      zoomToPart(e);
    });
    table.appendChild(tr);
  });
}

// Seconds in each zone (analyze's time_in_…_zones) against the zones' lower edges.
function makeZones() {
  var holder = document.getElementById('zones');
  [['time_in_power_zones', 'power_zones', 'Time in power zones', 'W'],
   ['time_in_hr_zones', 'hr_zones', 'Time in heart-rate zones', 'bpm']].forEach(function (z) {
    var seconds = F[z[0]], edges = F[z[1]] || [];
    if (!seconds || !seconds.length) return;
    holder.appendChild(el('h2', null, z[2]));
    var table = el('table', {id: z[0].replace(/_/g, '-')});
    var total = seconds.reduce(function (a, x) { return a + x; }, 0) || 1;
    seconds.forEach(function (x, n) {
      var tr = el('tr');
      tr.appendChild(el('td', null, 'Z' + (n + 1)));
      var low = edges[n], high = edges[n + 1];
      tr.appendChild(el('td', null, low === undefined ? '' : Math.round(low) + (high === undefined ? '+ ' : '–' + Math.round(high) + ' ') + z[3]));
      tr.appendChild(el('td', {'data-seconds': String(x)}, clock(x)));
      tr.appendChild(el('td', {'class': 'share'}, Math.round(100 * x / total) + ' %'));
      // The bar from the left edge of its cell, as long as the zone's share.
      var bar = el('td', {'class': 'bar-cell'});
      bar.appendChild(el('span', {'class': 'bar', style: 'width:' + Math.round(300 * x / total) + 'px'}));
      tr.appendChild(bar);
      table.appendChild(tr);
    });
    holder.appendChild(table);
  });
}

function makeCurve() {
  var curve = F.power_curve, div = document.getElementById('power-curve');
  if (!curve || !Object.keys(curve).length) {
    // No power: no curve and no best efforts (the reason is with the missing figures).
    document.getElementById('curve-section').hidden = true;
    document.getElementById('best-section').hidden = true;
    return;
  }
  var season = D.season_curve || {}, keys = Object.keys(curve).concat(Object.keys(season));
  var seconds = keys.map(Number).filter(function (v, i, a) { return a.indexOf(v) === i; }).sort(function (a, b) { return a - b; });
  var data = seconds.map(function (s) { return [s, curve[s] === undefined ? null : curve[s], season[s] === undefined ? null : season[s]]; });
  new Dygraph(div, data, {
    labels: ['seconds', 'This ride', 'Season best'], colors: ['#e8590c', '#868e96'], logscale: false,
    axes: {x: {logscale: true, valueFormatter: clock, ticker: function (a, b) { return C.curveTicks(a, b); }}},
    connectSeparatedPoints: true, legend: 'always', labelsSeparateLines: false,
    visibility: [true, !!D.season_curve]
  });
  var best = document.getElementById('best-efforts');
  var efforts = F.best_efforts || {};
  Object.keys(efforts).forEach(function (k) {
    var tr = el('tr', {'data-seconds': k});
    tr.appendChild(el('td', null, clock(Number(k))));
    tr.appendChild(el('td', {'data-value': String(efforts[k])}, efforts[k] === null ? '–' : Math.round(efforts[k]) + ' W'));
    best.appendChild(tr);
  });
}

// The best times over the distances runners race (analyze's best_times), a click zooming to each: with the
// pace on a run, the speed otherwise.
function makeBestTimes() {
  zoomTable('best-times', ['Distance', 'Time', running ? 'Pace' : 'Speed'], (F.best_times || []).map(function (b) {
    var kmh = 3.6 * b.distance / b.seconds;
    return {part: {start: b.start, end: b.start + b.seconds},
            cells: [b.name, clock(b.seconds), running ? pace(kmh) : fixed(kmh, 1) + ' km/h']};
  }));
}

// A pool swim by lap (its lengths: no per-second records): lengths, distance, time, pace a 100 m, strokes,
// stroke; a lap without lengths is a rest. A click zooms to the lap.
function makeSwim() {
  zoomTable('swim', ['Lap', 'Lengths', 'Distance', 'Time', 'Pace /100 m', 'Strokes', 'Stroke'], (D.swim || []).map(function (l) {
    var part = D.laps[l.lap - 1] || {start: null, end: null};
    if (!l.lengths) return {part: part, cells: [String(l.lap), 'Rest', '–', clock(l.seconds), '–', '–', '–']};
    return {part: part, cells: [String(l.lap), String(l.lengths), l.distance === null ? '–' : Math.round(l.distance) + ' m',
      clock(l.seconds), l.pace_per_100m === null ? '–' : clock(l.pace_per_100m), l.strokes === null ? '–' : String(l.strokes),
      l.stroke || '–']};
  }));
}

setAxis('time');
if (!D.d) document.querySelector('#x-axis option[value=distance]').disabled = true;
document.getElementById('x-axis').addEventListener('change', function (e) {
  // A ride without distance (a pool swim, a trainer without speed) has time alone, whatever a script asks.
  if (e.target.value === 'distance' && !D.d) { e.target.value = 'time'; return; }
  setAxis(e.target.value); win = null; cursor = -1; makeCharts();
});
document.getElementById('reset-zoom').addEventListener('click', function () {
  setWindow(null);
  if (map) map.fitBounds(L.latLngBounds(route.map(position)), {padding: [12, 12]});
  Array.prototype.forEach.call(document.querySelectorAll('#laps tr.selected'), function (x) { x.classList.remove('selected'); });
});
// Each section on its own: one that cannot draw (it says why on the console) leaves the others drawn.
[makeCharts, makeMap, makeLaps, makeClimbs, makeHRV, makeSegments, makeZones, makeCurve, makeBestTimes, makeSwim].forEach(function (make) {
  try { make(); } catch (e) { console.error('fitkit report: ' + make.name + ': ' + e.message); }
});
// For scripts and the tests: the charts, the map, and where a time is drawn.
window.fitkitReport = {
  get charts() { return charts; }, map: function () { return map; },
  marker: function () { return marker ? marker.getLatLng() : null; },
  cursor: function () { return cursor >= 0 ? rows[cursor] : null; },
  window: function () { return win; },
  selection: function () { return picked; },
  marks: function () {
    return {climbs: CLIMBS, intervals: INTERVALS, interval_chart: INTERVAL_CHART, map_climbs: climbLines.length};
  },
  ready: true
};
document.body.setAttribute('data-ready', 'true');
})();
