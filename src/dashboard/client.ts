/**
 * The scripts the dashboard's pages run in the browser. Static text: no history data is spliced into them.
 *
 * A scenario page draws its charts with uPlot (bundled into the site's assets/, never from a CDN) from the
 * JSON in the page. The x axis steps by record, labelled by commit (a burst of runs and then a gap would
 * otherwise squash the points and draw a long segment that looks like data); the legend shows the commit
 * and its date, and the latest run until the pointer picks another; a click on the plot opens that commit
 * when the repository is known.
 */
export const SCENARIO_PAGE_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('data').textContent);
  var pts = data.points;
  var lastIdx = pts.length - 1;
  var xs = pts.map(function (p, i) { return i; });
  var changes = [];
  pts.forEach(function (p, i) { if (p.contextChanged) changes.push(i); });
  var BLUE = '#0969da', GREEN = '#1a7f37', AMBER = '#9a6700';

  // A dashed vertical line and the commit at every point where the context changed.
  var markers = {
    hooks: {
      draw: [function (u) {
        var ctx = u.ctx, top = u.bbox.top, bottom = u.bbox.top + u.bbox.height;
        ctx.save();
        ctx.strokeStyle = AMBER; ctx.fillStyle = AMBER; ctx.lineWidth = 2 * devicePixelRatio;
        ctx.setLineDash([5 * devicePixelRatio, 4 * devicePixelRatio]);
        ctx.font = (11 * devicePixelRatio) + 'px system-ui, sans-serif';
        changes.forEach(function (i) {
          var x = Math.round(u.valToPos(i, 'x', true));
          ctx.beginPath(); ctx.moveTo(x, top); ctx.lineTo(x, bottom); ctx.stroke();
          ctx.fillText('context ' + pts[i].label, x + 4 * devicePixelRatio, top + 12 * devicePixelRatio);
        });
        ctx.restore();
      }]
    }
  };

  // The legend shows the latest run until the pointer picks another (never a row of dashes).
  var latestLegend = {
    hooks: {
      ready: [function (u) { if (lastIdx >= 0) u.setLegend({ idx: lastIdx }, false); }],
      setCursor: [function (u) { if (u.cursor.idx == null && lastIdx >= 0) u.setLegend({ idx: lastIdx }, false); }]
    }
  };

  // A click on the plot opens the commit under the pointer, when the repository is known.
  var commitLinks = {
    hooks: {
      ready: [function (u) {
        if (!data.repository) return;
        u.over.style.cursor = 'pointer';
        u.over.addEventListener('click', function () {
          var i = u.cursor.idx;
          if (i != null && pts[i]) window.location.href = data.repository + '/commit/' + encodeURIComponent(pts[i].sha);
        });
      }]
    }
  };

  // The chart plots numbers; the legend shows the page's own texts (src/format/percent.ts), so a rate reads
  // the same here as in the table, the comment and the console.
  function pct(v) { return v == null ? null : v * 100; }
  function text(key) { return function (u, v, s, i) { var p = i == null ? null : pts[i]; return p == null || p.texts[key] == null ? '—' : p.texts[key]; }; }
  function width(el) { return Math.max(300, Math.min(860, (el.clientWidth || 860))); }
  function maxOf(values) { var m = 0; values.forEach(function (v) { if (v != null && v > m) m = v; }); return m > 0 ? m * 1.15 : 1; }
  var commitSeries = { label: 'commit', value: function (u, v, s, i) { var p = i == null ? null : pts[i]; return p == null ? '' : p.label + ' · ' + p.date; } };
  var xScale = { time: false, range: function (u, min, max) { return [-0.5, Math.max(0.5, lastIdx + 0.5)]; } };
  var xAxis = {
    space: 64,
    incrs: [1, 2, 3, 5, 10, 20, 50, 100, 200, 500],
    values: function (u, vals) { return vals.map(function (v) { return Number.isInteger(v) && pts[v] ? pts[v].label : ''; }); }
  };
  var plugins = [markers, latestLegend, commitLinks];

  var passEl = document.getElementById('chart-pass');
  new uPlot({
    title: 'Pass rate (%) with its 95% interval and the threshold',
    width: width(passEl), height: 280,
    scales: { x: xScale, y: { range: [0, 100] } },
    series: [
      commitSeries,
      { label: 'pass rate', stroke: BLUE, width: 2.5, points: { size: 6, fill: BLUE }, value: text('rate') },
      { label: '95% low', stroke: 'rgba(9,105,218,0.35)', width: 1, value: text('low') },
      { label: '95% high', stroke: 'rgba(9,105,218,0.35)', width: 1, value: text('high') },
      { label: 'threshold', stroke: GREEN, width: 2, dash: [8, 5], points: { show: false }, value: text('threshold') }
    ],
    bands: [{ series: [3, 2], fill: 'rgba(9,105,218,0.12)' }],
    axes: [xAxis, { values: function (u, vals) { return vals.map(function (v) { return v + '%'; }); } }],
    plugins: plugins
  }, [xs, pts.map(function (p) { return pct(p.rate); }), pts.map(function (p) { return pct(p.low); }), pts.map(function (p) { return pct(p.high); }), pts.map(function (p) { return pct(p.threshold); })], passEl);

  function measure(id, title, label, unit, key, digits) {
    var el = document.getElementById(id);
    if (!el) return;
    var f = Math.pow(10, digits || 0);
    var ys = pts.map(function (p) { return p[key] == null ? null : Math.round(p[key] * f) / f; });
    new uPlot({
      title: title, width: width(el), height: 240,
      scales: { x: xScale, y: { range: [0, maxOf(ys)] } },
      series: [commitSeries, { label: label, stroke: BLUE, width: 2.5, points: { size: 6, fill: BLUE }, value: function (u, v) { return v == null ? '—' : v + unit; } }],
      axes: [xAxis, {}],
      plugins: plugins
    }, [xs, ys], el);
  }
  measure('chart-tokens', 'Mean tokens per run', 'tokens', '', 'tokens');
  measure('chart-latency', 'Mean latency per run (ms)', 'latency', ' ms', 'latencyMs');
  // Agents only: the page has this chart when the scenario's records kept tool calls.
  measure('chart-tool-calls', 'Mean tool calls per run', 'tool calls', '', 'toolCalls', 1);
})();
`;

/** The overview's filter: by part of a name and by state; it shows itself only where scripts run. */
export const OVERVIEW_SCRIPT = String.raw`(function () {
  'use strict';
  var form = document.getElementById('filters');
  var name = document.getElementById('filter-name');
  var state = document.getElementById('filter-state');
  var count = document.getElementById('filter-count');
  var rows = Array.prototype.slice.call(document.querySelectorAll('#scenarios tbody tr'));
  if (!form || !name || !state) return;
  form.hidden = false;
  function apply() {
    var q = name.value.trim().toLowerCase(), s = state.value, shown = 0;
    rows.forEach(function (tr) {
      var ok = (q === '' || (tr.getAttribute('data-name') || '').indexOf(q) !== -1) &&
        (s === '' || (' ' + (tr.getAttribute('data-state') || '') + ' ').indexOf(' ' + s + ' ') !== -1);
      tr.hidden = !ok;
      if (ok) shown++;
    });
    count.textContent = shown === rows.length ? '' : shown + ' of ' + rows.length + ' shown';
  }
  name.addEventListener('input', apply);
  state.addEventListener('change', apply);
  apply();
})();
`;
