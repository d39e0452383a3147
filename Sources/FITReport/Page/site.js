(function () {
'use strict';
var D = JSON.parse(document.getElementById('site-data').textContent);
document.getElementById('title').textContent = D.title;
document.getElementById('meta').textContent = D.activities.length + ' activities';
var sports = {};
D.activities.forEach(function (a) { if (a.sport) sports[a.sport] = true; });
var sportSelect = document.getElementById('filter-sport');
Object.keys(sports).sort().forEach(function (s) { sportSelect.appendChild(el('option', {value: s}, s)); });

var sortKey = 'date', ascending = false;
var body = document.querySelector('#activities tbody');
function shown() {
  var text = document.getElementById('filter-text').value.toLowerCase(), sport = sportSelect.value;
  var since = document.getElementById('filter-since').value, until = document.getElementById('filter-until').value;
  var km = parseFloat(document.getElementById('filter-km').value);
  return D.activities.filter(function (a) {
    return (!text || a.title.toLowerCase().indexOf(text) >= 0) && (!sport || a.sport === sport) &&
      (!since || a.date.slice(0, 10) >= since) && (!until || a.date.slice(0, 10) <= until) &&
      (isNaN(km) || (a.distance_km || 0) >= km);
  });
}
function render() {
  var rows = shown().slice().sort(function (a, b) {
    var x = a[sortKey], y = b[sortKey];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * (ascending ? 1 : -1);
  });
  var fragment = document.createDocumentFragment();
  rows.forEach(function (a) {
    var tr = el('tr', {'data-id': String(a.id)});
    var date = el('td'); date.appendChild(el('a', {href: a.page}, a.date)); tr.appendChild(date);
    var title = el('td'); title.appendChild(el('a', {href: a.page}, a.title)); tr.appendChild(title);
    tr.appendChild(el('td', null, a.sport || ''));
    tr.appendChild(el('td', {'data-value': String(a.distance_km)}, a.distance_km === null ? '' : a.distance_km.toFixed(2) + ' km'));
    tr.appendChild(el('td', {'data-value': String(a.seconds)}, a.seconds === null ? '' : clock(a.seconds)));
    tr.appendChild(el('td', {'data-value': String(a.ascent)}, a.ascent === null ? '' : a.ascent + ' m'));
    tr.appendChild(el('td', {'data-value': String(a.stress)}, a.stress === null ? '' : String(Math.round(a.stress))));
    fragment.appendChild(tr);
  });
  body.textContent = '';
  body.appendChild(fragment);
  document.getElementById('shown').textContent = rows.length + ' of ' + D.activities.length + ' shown';
}
Array.prototype.forEach.call(document.querySelectorAll('#activities th'), function (th) {
  th.addEventListener('click', function () {
    var key = th.getAttribute('data-sort');
    ascending = key === sortKey ? !ascending : key === 'title' || key === 'sport';
    sortKey = key;
    Array.prototype.forEach.call(document.querySelectorAll('#activities th'), function (h) { h.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    render();
  });
});
['filter-text', 'filter-sport', 'filter-since', 'filter-until', 'filter-km'].forEach(function (id) {
  document.getElementById(id).addEventListener('input', render);
});
render();

if (D.fitness.length) {
  document.getElementById('fitness').className = 'drawn';
  new Dygraph(document.getElementById('fitness'), D.fitness.map(function (d) { return [new Date(d[0] + 'T00:00:00Z'), d[1], d[2], d[3]]; }), {
    labels: ['date', 'CTL (fitness)', 'ATL (fatigue)', 'TSB (form)'], colors: ['#1971c2', '#e03131', '#f59f00'], legend: 'always', labelsUTC: true
  });
} else { document.getElementById('fitness').textContent = 'No ride with a training stress (set an FTP or LTHR).'; }
var periodSelect = document.getElementById('totals-period');
Object.keys(D.totals).forEach(function (p) { periodSelect.appendChild(el('option', {value: p}, p)); });
periodSelect.value = 'month';
function totals() {
  var table = document.getElementById('totals');
  table.textContent = '';
  var head = el('tr');
  ['Period', 'Rides', 'Distance', 'Moving time', 'Ascent', 'TSS'].forEach(function (h) { head.appendChild(el('th', null, h)); });
  table.appendChild(head);
  // Periods with rides, newest first.
  (D.totals[periodSelect.value] || []).filter(function (r) { return r[1] > 0; }).reverse().forEach(function (r) {
    var tr = el('tr');
    [r[0], String(r[1]), r[2].toFixed(1) + ' km', clock(r[3]), r[4] + ' m', String(r[5])].forEach(function (c) { tr.appendChild(el('td', null, c)); });
    table.appendChild(tr);
  });
}
periodSelect.addEventListener('change', totals);
totals();
var years = Object.keys(D.season_curves).sort();
if (years.length) {
  var byS = {};
  years.forEach(function (y, n) { D.season_curves[y].forEach(function (p) { (byS[p[0]] = byS[p[0]] || [])[n] = p[1]; }); });
  var data = Object.keys(byS).map(Number).sort(function (a, b) { return a - b; }).map(function (s) {
    var row = [s]; years.forEach(function (y, n) { row.push(byS[s][n] === undefined ? null : byS[s][n]); }); return row;
  });
  document.getElementById('season-curve').className = 'drawn';
  new Dygraph(document.getElementById('season-curve'), data, {
    labels: ['seconds'].concat(years), legend: 'always', connectSeparatedPoints: true,
    axes: {x: {logscale: true, axisLabelFormatter: function (x) { return clock(x); }, valueFormatter: clock}}
  });
} else { document.getElementById('season-curve').textContent = 'No ride with power.'; }
// The library's segments, each linking to its leaderboard (docs/SEGMENTS.md); hidden when there are none.
if (D.segments && D.segments.length) {
  document.getElementById('segments-section').hidden = false;
  var segments = document.getElementById('segments'), segmentHead = el('tr');
  ['Segment', 'Distance', 'Efforts', 'Best'].forEach(function (h) { segmentHead.appendChild(el('th', null, h)); });
  segments.appendChild(segmentHead);
  D.segments.forEach(function (s) {
    var tr = el('tr', {'data-segment': String(s.id)}), name = el('td');
    name.appendChild(el('a', {href: s.page}, s.name));
    tr.appendChild(name);
    [FitkitCore.fixed(s.distance_km, 2) + ' km', String(s.efforts),
     s.best_s === null ? '–' : FitkitCore.segmentTime(s.best_s)].forEach(function (c) { tr.appendChild(el('td', null, c)); });
    segments.appendChild(tr);
  });
}
if (D.heatmap) document.getElementById('heatmap').appendChild(el('img', {src: D.heatmap, alt: 'Heatmap of every ride'}));
document.body.setAttribute('data-ready', 'true');
})();
