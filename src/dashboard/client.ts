/**
 * The script a scenario page runs in the browser: draws its charts with uPlot (bundled into the site's
 * assets/, never from a CDN) from the JSON in the page. Static text: no history data is spliced into it.
 */
export const SCENARIO_PAGE_SCRIPT = String.raw`(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('data').textContent);
  var pts = data.points;
  var xs = pts.map(function (p) { return p.t; });
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
          var x = Math.round(u.valToPos(xs[i], 'x', true));
          ctx.beginPath(); ctx.moveTo(x, top); ctx.lineTo(x, bottom); ctx.stroke();
          ctx.fillText('context ' + pts[i].sha.slice(0, 7), x + 4 * devicePixelRatio, top + 12 * devicePixelRatio);
        });
        ctx.restore();
      }]
    }
  };

  // The chart plots numbers; the legend shows the page's own texts (src/format/percent.ts), so a rate reads
  // the same here as in the table, the comment and the console.
  function pct(v) { return v == null ? null : v * 100; }
  function text(key) { return function (u, v, s, i) { var p = i == null ? null : pts[i]; return p == null || p.texts[key] == null ? '—' : p.texts[key]; }; }
  function width(el) { return Math.max(320, Math.min(860, el.clientWidth || 860)); }
  function maxOf(values) { var m = 0; values.forEach(function (v) { if (v != null && v > m) m = v; }); return m > 0 ? m * 1.15 : 1; }

  var passEl = document.getElementById('chart-pass');
  new uPlot({
    title: 'Pass rate (%) with its 95% interval and the threshold',
    width: width(passEl), height: 280,
    scales: { y: { range: [0, 100] } },
    series: [
      {},
      { label: 'pass rate', stroke: BLUE, width: 2.5, points: { size: 6, fill: BLUE }, value: text('rate') },
      { label: '95% low', stroke: 'rgba(9,105,218,0.35)', width: 1, value: text('low') },
      { label: '95% high', stroke: 'rgba(9,105,218,0.35)', width: 1, value: text('high') },
      { label: 'threshold', stroke: GREEN, width: 2, dash: [8, 5], points: { show: false }, value: text('threshold') }
    ],
    bands: [{ series: [3, 2], fill: 'rgba(9,105,218,0.12)' }],
    axes: [{}, { values: function (u, vals) { return vals.map(function (v) { return v + '%'; }); } }],
    plugins: [markers]
  }, [xs, pts.map(function (p) { return pct(p.rate); }), pts.map(function (p) { return pct(p.low); }), pts.map(function (p) { return pct(p.high); }), pts.map(function (p) { return pct(p.threshold); })], passEl);

  function measure(id, title, label, unit, key) {
    var el = document.getElementById(id);
    var ys = pts.map(function (p) { return p[key] == null ? null : Math.round(p[key]); });
    new uPlot({
      title: title, width: width(el), height: 240,
      scales: { y: { range: [0, maxOf(ys)] } },
      series: [{}, { label: label, stroke: BLUE, width: 2.5, points: { size: 6, fill: BLUE }, value: function (u, v) { return v == null ? '—' : v + unit; } }],
      plugins: [markers]
    }, [xs, ys], el);
  }
  measure('chart-tokens', 'Mean tokens per run', 'tokens', '', 'tokens');
  measure('chart-latency', 'Mean latency per run (ms)', 'latency', ' ms', 'latencyMs');
})();
`;
