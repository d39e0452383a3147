// A segment's page of the site (docs/SEGMENTS.md): its leaderboard, fastest first with the PR marked, each
// effort linking to its ride's page, and its time and power over the years. It holds no position.
(function () {
'use strict';
var D = JSON.parse(document.getElementById('segment-data').textContent);
document.getElementById('title').textContent = D.name;
document.getElementById('meta').textContent =
  FitkitCore.fixed(D.distance_km, 2) + ' km, ' + D.efforts.length + (D.efforts.length === 1 ? ' effort' : ' efforts');

var table = document.getElementById('leaderboard');
var head = el('tr');
['Rank', 'Date', 'Time', 'Moving', 'Avg power', 'Avg HR', 'Speed'].forEach(function (h) { head.appendChild(el('th', null, h)); });
table.appendChild(head);
D.efforts.forEach(function (e) {
  var tr = el('tr', {'data-activity': String(e.activity)});
  var rank = el('td', null, String(e.rank));
  if (e.rank === 1) rank.appendChild(el('span', {'class': 'pr'}, ' PR'));
  tr.appendChild(rank);
  var date = el('td');
  date.appendChild(e.page ? el('a', {href: e.page}, e.start.slice(0, 10)) : document.createTextNode(e.start.slice(0, 10)));
  tr.appendChild(date);
  tr.appendChild(el('td', {'data-seconds': String(e.elapsed_s)}, FitkitCore.segmentTime(e.elapsed_s)));
  tr.appendChild(el('td', null, FitkitCore.clock(e.moving_s)));
  tr.appendChild(el('td', null, e.avg_power === null ? '–' : Math.round(e.avg_power) + ' W'));
  tr.appendChild(el('td', null, e.avg_heart_rate === null ? '–' : Math.round(e.avg_heart_rate) + ' bpm'));
  tr.appendChild(el('td', null, FitkitCore.fixed(e.avg_speed_kmh, 1) + ' km/h'));
  table.appendChild(tr);
});

// Time (and power, on the right axis) of each effort by its date.
try {
  var byDate = D.efforts.slice().sort(function (a, b) { return a.start < b.start ? -1 : 1; });
  if (byDate.length) {
    new Dygraph(document.getElementById('history'),
      byDate.map(function (e) { return [new Date(e.start), e.elapsed_s, e.avg_power]; }), {
        labels: ['date', 'Time', 'Avg power'], colors: ['#1c7ed6', '#e8590c'], drawPoints: true, pointSize: 3,
        strokeWidth: 0, series: {'Avg power': {axis: 'y2'}}, legend: 'always',
        axes: {y: {valueFormatter: FitkitCore.segmentTime, axisLabelFormatter: FitkitCore.clock}}
      });
  }
} catch (err) { console.error('fitkit report: history: ' + err.message); }
window.fitkitSegment = {ready: true};
document.body.setAttribute('data-ready', 'true');
})();
