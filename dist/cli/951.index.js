export const id = 951;
export const ids = [951];
export const modules = {

/***/ 8951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dashboardCommand: () => (/* binding */ dashboardCommand),
  repositoryOf: () => (/* binding */ repositoryOf)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/dashboard/model.ts
var dashboard_model = __webpack_require__(2501);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/dashboard/client.ts
/**
 * The scripts the dashboard's pages run in the browser. Static text: no history data is spliced into them.
 *
 * A scenario page draws its charts with uPlot (bundled into the site's assets/, never from a CDN) from the
 * JSON in the page. The x axis steps by record, labelled by commit (a burst of runs and then a gap would
 * otherwise squash the points and draw a long segment that looks like data); the legend shows the commit
 * and its date, and the latest run until the pointer picks another; a click on the plot opens that commit
 * when the repository is known.
 */
const SCENARIO_PAGE_SCRIPT = String.raw `(function () {
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
const OVERVIEW_SCRIPT = String.raw `(function () {
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

// EXTERNAL MODULE: ./src/format/percent.ts
var percent = __webpack_require__(7426);
// EXTERNAL MODULE: ./src/report/vocabulary.ts
var vocabulary = __webpack_require__(7568);
// EXTERNAL MODULE: ./src/stale/stale.ts
var stale = __webpack_require__(4932);
// EXTERNAL MODULE: ./src/history/store.ts
var store = __webpack_require__(4689);
;// CONCATENATED MODULE: ./src/drift/charts.ts


const DEFAULT_CHART_RECORDS = 30;
/** Up to this many points (on distinct days) the x labels are MM-DD dates; beyond, point numbers (dates would overlap at 860 px). */
const DATE_LABELS = 15;
/** Tool calls only where records kept them (agents; records since issue 33): other scenarios' charts are as before. */
const CHART_METRICS = (/* unused pure expression or super */ null && (['pass_rate', 'tokens', 'latency', 'tool_calls']));
/**
 * Colours with at least 3:1 contrast on the white chart background (WCAG's minimum for graphics; GitHub's
 * Primer palette): the line 5.2:1, the threshold 5.1:1, the context-change bar 4.9:1, text and axes more.
 */
const CHART_COLOURS = { value: '#0969da', threshold: '#1a7f37', contextChange: '#9a6700', text: '#1f2328', axis: '#59636e', background: '#ffffff' };
/** Text safe inside a Mermaid double-quoted string on one line, and harmless as HTML. */
function mermaidText(text) {
    return text
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .replace(/"/g, "'")
        .replace(/`/g, "'")
        .replace(/</g, '‹')
        .replace(/>/g, '›')
        .replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))
        .replace(/#/g, '♯')
        .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
        .replace(/\s+/g, ' ')
        .trim();
}
function round(x, digits) {
    const f = 10 ** digits;
    return Math.round(x * f) / f;
}
/** A round axis maximum at or above the data (10% headroom, up to a half power of ten): 3120 → 3500, 1040 → 1500. */
function niceMax(max) {
    if (max <= 0)
        return 1;
    const padded = max * 1.1;
    const step = 10 ** Math.floor(Math.log10(padded)) / 2;
    return Math.ceil(padded / step) * step;
}
function initDirective(palette) {
    const c = CHART_COLOURS;
    const vars = `"backgroundColor": "${c.background}", "titleColor": "${c.text}", "xAxisLabelColor": "${c.text}", "xAxisTitleColor": "${c.text}", ` +
        `"xAxisTickColor": "${c.axis}", "xAxisLineColor": "${c.axis}", "yAxisLabelColor": "${c.text}", "yAxisTitleColor": "${c.text}", ` +
        `"yAxisTickColor": "${c.axis}", "yAxisLineColor": "${c.axis}", "plotColorPalette": "${palette.join(', ')}"`;
    return `%%{init: {"xyChart": {"width": 860, "height": 300}, "themeVariables": {"xyChart": {${vars}}}}}%%`;
}
/** The title, with what the threshold line and the bars mean (xychart has no legend). */
function chartTitle(series) {
    const key = [series.threshold === undefined ? '' : 'green line: threshold', series.points.some((x) => x.p.changed) ? 'bar: context changed' : ''].filter(Boolean);
    return key.length === 0 ? series.title : `${series.title} · ${key.join(' · ')}`;
}
function chart(series) {
    const { points, yMax } = series;
    const plots = [];
    const palette = [];
    // Drawn first, so the lines stay on top of the bars.
    if (points.some((x) => x.p.changed)) {
        plots.push(`    bar [${points.map((x) => (x.p.changed ? yMax : 0)).join(', ')}]`);
        palette.push(CHART_COLOURS.contextChange);
        // Mermaid draws a 0 bar as a stub below the 0 line; bars of 0 in the background colour cover the stubs.
        plots.push(`    bar [${points.map(() => 0).join(', ')}]`);
        palette.push(CHART_COLOURS.background);
    }
    plots.push(`    line [${points.map((x) => x.value).join(', ')}]`);
    palette.push(CHART_COLOURS.value);
    if (series.threshold !== undefined) {
        plots.push(`    line [${points.map(() => series.threshold).join(', ')}]`);
        palette.push(CHART_COLOURS.threshold);
    }
    return [
        '```mermaid',
        initDirective(palette),
        'xychart-beta',
        `    title "${mermaidText(chartTitle(series))}"`,
        `    x-axis [${points.map((x) => `"${x.p.label}"`).join(', ')}]`,
        `    y-axis "${mermaidText(series.yLabel)}" 0 --> ${yMax}`,
        ...plots,
        '```',
    ].join('\n');
}
function labelled(records, scenario, last) {
    const series = [...records]
        .sort(compareRecords)
        .flatMap((record) => record.scenarios.filter((s) => s.name === scenario).map((s) => ({ record, s })))
        .slice(-Math.max(1, last));
    // "11-27 (10)" beside "11-27 (11)" runs together: when two records share a day, the points are numbered.
    const days = series.map(({ record }) => record.timestamp.slice(5, 10));
    const dates = series.length <= DATE_LABELS && new Set(days).size === days.length;
    return series.map(({ record, s }, i) => {
        const previous = series[i - 1]?.s.contextHash;
        const changed = previous !== undefined && previous !== '' && s.contextHash !== '' && previous !== s.contextHash;
        return { label: dates ? (days[i] ?? '') : String(i + 1), date: record.timestamp.slice(0, 10), sha: record.sha, s, changed };
    });
}
/** The folded table that maps each x label to its date and commit. */
function pointsTable(points) {
    const rows = points.map((p) => `| ${markdownInline(p.label)} | ${p.date} | ${codeSpan(p.sha.slice(0, 7), { inTable: true })}${p.changed ? ' · context changed' : ''} |`);
    return ['<details><summary>Which commit each point is</summary>', '', '| Point | Date | Commit |', '| --- | --- | --- |', ...rows, '', '</details>'].join('\n');
}
const METRIC_WORDS = { pass_rate: 'pass rate', tokens: 'tokens', latency: 'latency', tool_calls: 'tool calls' };
/**
 * The scenario's charts over its last `last` records: the `open` metrics shown, the others folded, then
 * the folded table of points; a short sentence instead when there is nothing to draw.
 */
/** How many of the scenario's records its charts show (at most `last`). */
function charts_chartedRecords(records, scenario, last = DEFAULT_CHART_RECORDS) {
    return Math.min(Math.max(1, last), records.filter((r) => r.scenarios.some((s) => s.name === scenario)).length);
}
function charts_trendCharts(records, scenario, opts = {}) {
    const points = labelled(records, scenario, opts.last ?? DEFAULT_CHART_RECORDS);
    const name = mermaidText(scenario);
    const charts = new Map();
    const rated = points.filter((p) => p.s.attempted > 0).map((p) => ({ p, value: round((100 * p.s.passes) / p.s.attempted, 1) }));
    const latest = points[points.length - 1]?.s.threshold;
    if (rated.length > 0) {
        const threshold = latest === undefined ? undefined : round(latest * 100, 1);
        charts.set('pass_rate', chart({ title: `${name}: pass rate (%)`, yLabel: 'pass rate (%)', yMax: 100, points: rated, ...(threshold === undefined ? {} : { threshold }) }));
    }
    const tokens = points.filter((p) => p.s.tokens.runs.length > 0).map((p) => ({ p, value: Math.round(p.s.tokens.mean) }));
    if (tokens.length > 0)
        charts.set('tokens', chart({ title: `${name}: mean tokens per run`, yLabel: 'tokens', yMax: niceMax(Math.max(...tokens.map((t) => t.value))), points: tokens }));
    const latency = points.filter((p) => p.s.latencyMs.runs.length > 0).map((p) => ({ p, value: Math.round(p.s.latencyMs.mean) }));
    if (latency.length > 0)
        charts.set('latency', chart({ title: `${name}: mean latency (ms)`, yLabel: 'latency (ms)', yMax: niceMax(Math.max(...latency.map((t) => t.value))), points: latency }));
    const calls = points.flatMap((p) => (p.s.toolCalls === undefined || p.s.toolCalls.runs.length === 0 ? [] : [{ p, value: round(p.s.toolCalls.mean, 2) }]));
    if (calls.length > 0)
        charts.set('tool_calls', chart({ title: `${name}: mean tool calls per run`, yLabel: 'tool calls', yMax: niceMax(Math.max(...calls.map((t) => t.value))), points: calls }));
    if (charts.size === 0)
        return `_No measured runs of ${markdownInline(scenario)} in the history yet._`;
    const open = opts.open ?? CHART_METRICS;
    const shown = CHART_METRICS.filter((m) => open.includes(m) && charts.has(m));
    const folded = CHART_METRICS.filter((m) => !shown.includes(m) && charts.has(m));
    const blocks = shown.map((m) => charts.get(m) ?? '');
    if (folded.length > 0) {
        const inner = folded.map((m) => charts.get(m) ?? '').join('\n\n');
        blocks.push(`<details><summary>${shown.length > 0 ? 'Other charts' : 'Charts'}: ${folded.map((m) => METRIC_WORDS[m]).join(', ')}</summary>\n\n${inner}\n\n</details>`);
    }
    blocks.push(pointsTable(points));
    return blocks.join('\n\n');
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./src/drift/acceptance.ts
/**
 * A person's close of the drift issue is an acceptance of the findings it listed (issue 32 item 4; docs/drift.md
 * "Closing the issue by hand"). Pure: the keys the issue carries in a hidden line, reading them back, and
 * which of a run's findings an acceptance covers. src/github/drift-issue.ts finds the closed issues.
 *
 * A finding's key is its scenario, its stream (kind, feature, tool) and two records: the first of the change
 * and the one at which the detector fired, each as commit and day. The detectors are causal, so a later run
 * places the same alarm at the same record, while its change point may move as later records refine it. An
 * acceptance therefore covers a finding of the same scenario and stream whose change began no later than the
 * accepted finding was detected: the same change, however its start is re-estimated. A change that began
 * after that (a new alarm of the stream), or any other stream or scenario, is a new finding.
 */

/** The hidden second line of the drift issue: its findings' keys, as JSON. */
const DRIFT_KEYS_PREFIX = '<!-- context-eval:drift-findings ';
const SUFFIX = ' -->';
/** A commit as a key holds it: enough of the SHA to be unique in a repository, and the record's day. */
const recordKey = schemas/* object */.Ikc({ sha: schemas/* string */.YjP().regex(/^[0-9a-f]{7,40}$/i), date: schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/) });
const FindingKeySchema = schemas/* object */.Ikc({
    scenario: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(['token_inflation', 'latency_regression', 'tool_calls', 'behaviour_shift', 'pass_rate']),
    feature: schemas/* enum */.k5n(['decomposes', 'risk']).optional(),
    tool: schemas/* string */.YjP().optional(),
    change: recordKey.optional(),
    detected: recordKey.optional(),
});
/** A GitHub login as GitHub spells them (a bot's with `[bot]`): safe to write into Markdown as it is. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const SHA_CHARS = 12;
function findingKey(f) {
    const at = (sha, date) => (sha === undefined || sha === '' || date === undefined || date === '' ? undefined : { sha: sha.slice(0, SHA_CHARS), date });
    const change = at(f.changeSha, f.changeDate);
    const detected = at(f.detectedSha, f.detectedDate);
    return {
        scenario: f.scenario,
        kind: f.kind,
        ...(f.feature === undefined ? {} : { feature: f.feature }),
        ...(f.tool === undefined ? {} : { tool: f.tool }),
        ...(change === undefined ? {} : { change }),
        ...(detected === undefined ? {} : { detected }),
    };
}
/**
 * The hidden line with the findings' keys. Inside an HTML comment nothing may close it: every `-`, `<`, `>`
 * and `&` of the JSON is written as a \u escape (JSON.parse reads them back), so a scenario or tool name
 * cannot end the comment and put Markdown into the issue; `@` and `#` too, so no name can mention or cross-reference.
 */
function acceptance_findingKeysLine(findings) {
    const json = JSON.stringify(findings.map(findingKey)).replace(/[-<>&@#]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `${DRIFT_KEYS_PREFIX}${json}${SUFFIX}`;
}
/** The keys an issue body lists, or an error saying what is wrong (a body edited by hand, or written before keys existed). */
function readFindingKeys(body) {
    const line = body.split(/\r?\n/).find((l) => l.startsWith(DRIFT_KEYS_PREFIX) && l.trimEnd().endsWith(SUFFIX));
    if (line === undefined)
        return { error: 'no line of finding keys' };
    const json = line.trimEnd().slice(DRIFT_KEYS_PREFIX.length, -SUFFIX.length);
    let data;
    try {
        data = JSON.parse(json);
    }
    catch (err) {
        return { error: `the finding keys are not JSON (${err instanceof Error ? err.message : String(err)})` };
    }
    const parsed = z.array(FindingKeySchema).safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { error: `the finding keys do not parse: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}` };
    }
    return { keys: parsed.data };
}
const sameSha = (a, b) => {
    const n = Math.min(a.length, b.length);
    return a.slice(0, n).toLowerCase() === b.slice(0, n).toLowerCase();
};
/** Whether an accepted key covers the finding: same scenario and stream, and its change began no later than the accepted one was detected. */
function covers(key, f) {
    if (key.scenario !== f.scenario || key.kind !== f.kind || key.feature !== f.feature || key.tool !== f.tool)
        return false;
    const mine = findingKey(f);
    if (key.detected !== undefined && mine.detected !== undefined && sameSha(key.detected.sha, mine.detected.sha) && key.detected.date === mine.detected.date)
        return true;
    if (key.detected !== undefined && mine.change !== undefined)
        return mine.change.date <= key.detected.date;
    return key.change !== undefined && mine.change !== undefined && sameSha(key.change.sha, mine.change.sha) && key.change.date === mine.change.date;
}
/**
 * The run's findings split into those still to report and those a person accepted (the most recent
 * acceptance that covers each). `acceptances` newest first.
 */
function splitAccepted(findings, acceptances) {
    const open = [];
    const accepted = [];
    for (const finding of findings) {
        const acceptance = acceptances.find((a) => a.keys.some((k) => covers(k, finding)));
        if (acceptance === undefined)
            open.push(finding);
        else
            accepted.push({ finding, acceptance });
    }
    return { open, accepted };
}
/** "accepted in #12 by @alice on 2026-11-20" (the login is checked against GitHub's spelling where it is read). */
function acceptance_acceptedText(a) {
    return `accepted in #${a.issue} by @${a.by} on ${a.on}`;
}

;// CONCATENATED MODULE: ./src/github/limits.ts
/** GitHub's limits, one constant each; everything that sizes text for GitHub reads them from here. */
/** The longest body of an issue comment or pull request comment GitHub accepts (it counts 65,536). */
const MAX_COMMENT_BYTES = 65_536;
/** The longest issue body GitHub accepts. */
const MAX_ISSUE_BODY_BYTES = 65_536;
/** The largest job summary a step may write (1 MiB). */
const MAX_SUMMARY_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/** GitHub lists at most this many files of a pull request. */
const MAX_LISTED_PULL_FILES = 3000;
/** Annotations GitHub shows per kind (error, warning) and step. */
const MAX_ANNOTATIONS_PER_KIND = 10;

;// CONCATENATED MODULE: ./src/drift/render.ts





/** The hidden first line that marks the drift issue as ours (with the author being our login). */
const DRIFT_ISSUE_MARKER = '<!-- context-eval:drift -->';
/** Kept free for the table's growth and the closing note. */
const BODY_BUDGET_BYTES = MAX_ISSUE_BODY_BYTES - 2_048;
const KIND_LABELS = {
    token_inflation: 'token inflation',
    latency_regression: 'latency regression',
    tool_calls: 'tool calls',
    behaviour_shift: 'behaviour shift',
    pass_rate: 'pass rate',
};
/** At most this many stale scenarios are listed; `validate --verbose` lists them all. */
const MAX_STALE_ROWS = 30;
/** The stale scenarios as a Markdown section: a table, "none", or why it is not known. */
function staleSection(check) {
    if (check.state === 'shallow')
        return `_Stale scenarios: ${SHALLOW_HINT}._`;
    if (check.state === 'unknown')
        return `_Stale scenarios: not checked (${markdownInline(check.reason)})._`;
    if (check.scenarios.length === 0)
        return `No stale scenarios: none unchanged for ${check.days}+ days while its role's context changed.`;
    const rows = check.scenarios
        .slice(0, MAX_STALE_ROWS)
        .map((s) => `| ${markdownInline(s.name)} | ${codeSpan(s.file, { inTable: true })} | ${day(s.touched)} (${plural(s.ageDays, 'day')}) | ${codeSpan(s.changedFile, { inTable: true })} on ${day(s.contextChanged)} |`);
    const more = check.scenarios.length - MAX_STALE_ROWS;
    return [
        '### Stale scenarios',
        '',
        `Scenarios unchanged for ${check.days}+ days while their role's context changed since: check that each still tests what the prompt now says.`,
        '',
        "| Scenario | File | Unchanged since | Role's context changed |",
        '| --- | --- | --- | --- |',
        ...rows,
        ...(more > 0 ? ['', `_… and ${plural(more, 'more stale scenario')}: \`context-eval validate --verbose\` lists them all._`] : []),
    ].join('\n');
}
function percentEncode(c) {
    return `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}
/**
 * The chart that shows each kind of drift; a behaviour shift has none of its own, so its pass rate is
 * shown (and, for a newly called tool, the tool calls per run).
 */
const KIND_METRIC = {
    token_inflation: 'tokens',
    latency_regression: 'latency',
    tool_calls: 'tool_calls',
    behaviour_shift: 'pass_rate',
    pass_rate: 'pass_rate',
};
function metricsOf(f) {
    return f.tool === undefined ? [KIND_METRIC[f.kind]] : [KIND_METRIC[f.kind], 'tool_calls'];
}
/** The heading and charts of one scenario: the charts of the metrics that drifted open, the others folded. */
function trendSection(records, name, findings) {
    const open = findings.filter((f) => f.scenario === name).flatMap(metricsOf);
    const shown = chartedRecords(records, name);
    return `### ${markdownInline(name)}: trends over the ${shown === 1 ? 'one recorded run' : `last ${shown} recorded runs`}\n\n${trendCharts(records, name, { open })}`;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function scenariosOf(findings) {
    const names = [];
    for (const f of findings)
        if (!names.includes(f.scenario))
            names.push(f.scenario);
    return names;
}
/** The attribution as a short phrase. */
function causeText(cause) {
    const date = cause.date === undefined ? '' : ` (${cause.date})`;
    return cause.type === 'context_changed'
        ? `context changed at ${cause.sha.slice(0, 7)}${date}`
        : `context unchanged since ${cause.since.slice(0, 7)}${date}: provider or model drift`;
}
/**
 * A short commit not yet followed by a date. The detectors date every commit they name by its record's own
 * day (a commit runs on many days: the first record of a change is not its commit's last run).
 */
const UNDATED_SHORT_SHA = /\b[0-9a-f]{7}\b(?! \(\d{4}-\d{2}-\d{2}\))/gi;
/** Each undated short commit the text names that is a recorded one, followed by its first record's date: "0000005 (2026-11-06)". */
function withCommitDates(text, records) {
    const dates = new Map();
    for (const r of records) {
        const key = r.sha.slice(0, 7).toLowerCase();
        const day = r.timestamp.slice(0, 10);
        const known = dates.get(key);
        if (known === undefined || day < known)
            dates.set(key, day);
    }
    return text.replace(UNDATED_SHORT_SHA, (short) => {
        const date = dates.get(short.toLowerCase());
        return date === undefined ? short : `${short} (${date})`;
    });
}
const SHORT_REF = String.raw `[0-9a-f]{7}(?: \(\d{4}-\d{2}-\d{2}\))?`;
/** The cause as the detectors end a message (src/drift/detect.ts explain), with a change of provider models kept apart. */
const CAUSE_SUFFIX = new RegExp(String.raw `; the context (?:changed at ${SHORT_REF}|is unchanged since ${SHORT_REF}: provider or model drift)(?: \((providers were .*)\))?$`);
const DETECTED_AT = new RegExp(String.raw ` on \(detected at (${SHORT_REF})\)`);
/**
 * The finding's message as a table shows it: without the leading "<scenario>: ", which the table already
 * shows; "from X on, detected at Y" rather than parentheses in parentheses; and, where the table has a Cause
 * column, without the cause (a change of provider models stays: that column does not name it).
 */
function findingText(f, opts) {
    const prefix = `${f.scenario}: `;
    let text = f.message.startsWith(prefix) ? f.message.slice(prefix.length) : f.message;
    const cause = opts.causeColumn ? CAUSE_SUFFIX.exec(text) : null;
    if (cause !== null)
        text = `${text.slice(0, cause.index)}${cause[1] === undefined ? '' : `; ${cause[1]}`}`;
    return text.replace(DETECTED_AT, ' on, detected at $1');
}
function findingsTable(findings, records) {
    const rows = findings.map((f) => `| ${markdownInline(f.scenario)} | ${KIND_LABELS[f.kind]} | ${markdownInline(withCommitDates(findingText(f, { causeColumn: true }), records))} | ${markdownInline(withCommitDates(causeText(f.cause), records))} |`);
    return ['| Scenario | Kind | Finding | Cause |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
/**
 * The findings a person accepted, as a table. In the issue the closed issue is a cross-reference (#12 links
 * it) and the login does not ping; the job summary writes "@alice" (a summary notifies no one).
 */
function acceptedSection(accepted, records, where) {
    if (accepted.length === 0)
        return [];
    const rows = accepted.map(({ finding: f, acceptance: a }) => {
        const text = where === 'issue' ? acceptedText(a).replace(/@(?=[A-Za-z0-9])/, '@\u200b') : acceptedText(a);
        return `| ${markdownInline(f.scenario)} | ${KIND_LABELS[f.kind]} | ${markdownInline(withCommitDates(findingText(f, { causeColumn: false }), records))} | ${text} |`;
    });
    return [
        `### Accepted: ${plural(accepted.length, 'finding')} not raised again`,
        '',
        `Still drifted, but a person closed the drift issue that listed ${accepted.length === 1 ? 'it' : 'them'}: closing the issue by hand accepts its findings. A change that begins later, or in another stream, is raised again.`,
        '',
        '| Scenario | Kind | Finding | Accepted |',
        '| --- | --- | --- | --- |',
        ...rows,
    ];
}
function chartSections(findings, records, budgetBytes, used) {
    const sections = [];
    const names = scenariosOf(findings);
    let total = used;
    for (const [i, name] of names.entries()) {
        const section = trendSection(records, name, findings);
        const bytes = Buffer.byteLength(section, 'utf8') + 2;
        if (total + bytes > budgetBytes) {
            const left = names.length - i;
            sections.push(`_Charts for ${plural(left, 'more scenario')} left out to stay within GitHub's size limit; the job summary has them all._`);
            break;
        }
        sections.push(section);
        total += bytes;
    }
    return sections;
}
/** "context-eval: drift in N scenario(s)". */
function driftIssueTitle(findings) {
    return `context-eval: drift in ${plural(scenariosOf(findings).length, 'scenario')}`;
}
function renderDriftIssue(findings, records, opts) {
    const sha = opts.sha.slice(0, 7);
    const run = opts.runUrl === undefined ? '' : ` ([workflow run](${opts.runUrl.replace(/[()\s<>]/g, percentEncode)}))`;
    const accepted = opts.accepted ?? [];
    const head = [
        DRIFT_ISSUE_MARKER,
        findingKeysLine(findings),
        '## context-eval: drift detected',
        '',
        `The scheduled run of \`${sha}\`${run} found ${plural(findings.length, 'drift finding')} in ${plural(scenariosOf(findings).length, 'scenario')}. ` +
            'Each finding is dated by the first record that shows it. This issue is updated by later scheduled runs and closed when one finds every drifted stream back within its noise. ' +
            'Closing it by hand accepts its findings: later runs do not raise them again while they hold.',
        '',
        findingsTable(findings, records),
        ...(accepted.length === 0 ? [] : ['', ...acceptedSection(accepted, records, 'issue')]),
        ...(opts.stale === undefined ? [] : ['', staleSection(opts.stale)]),
    ].join('\n');
    const charts = chartSections(findings, records, BODY_BUDGET_BYTES, Buffer.byteLength(head, 'utf8'));
    return { title: driftIssueTitle(findings), body: [head, ...charts].join('\n\n') + '\n' };
}
/** The drift part of the job summary: the same table and every chart (the summary's limit is 1 MiB); `accepted` after the findings. */
function renderDriftSummary(findings, records, stale, accepted = []) {
    const staleText = stale === undefined ? [] : [staleSection(stale)];
    const acceptedPart = accepted.length === 0 ? [] : [acceptedSection(accepted, records, 'summary').join('\n')];
    if (findings.length === 0) {
        const none = accepted.length === 0 ? `No drift detected over ${plural(records.length, 'recorded run')}.` : `No new drift over ${plural(records.length, 'recorded run')}.`;
        return [`## context-eval drift`, none, ...acceptedPart, ...staleText].join('\n\n') + '\n';
    }
    const names = scenariosOf(findings);
    const charts = names.map((name) => trendSection(records, name, findings));
    return [
        '## context-eval drift',
        `${plural(findings.length, 'drift finding')} in ${plural(names.length, 'scenario')}.`,
        findingsTable(findings, records),
        ...acceptedPart,
        ...staleText,
        ...charts,
    ].join('\n\n') + '\n';
}
function listedText(listed) {
    if (listed === undefined || listed === 0)
        return 'every finding this issue listed is back within its noise';
    if (listed === 1)
        return 'the finding this issue listed is back within its noise';
    return `the ${listed} findings this issue listed are back within their noise`;
}
/** "none of the 12 scenarios judged shows a new one (2 of 14 have too few records yet)". */
function judgedText(judged, scenarios) {
    if (judged === undefined)
        return 'no new finding was raised';
    const notYet = scenarios === undefined ? 0 : scenarios - judged;
    const tooFew = notYet > 0 ? ` (${notYet} of ${scenarios} ${notYet === 1 ? 'has' : 'have'} too few records yet)` : '';
    return judged === 1 ? `the one scenario judged shows no new one${tooFew}` : `none of the ${judged} scenarios judged shows a new one${tooFew}`;
}
/** The comment a scheduled run posts when it closes the drift issue: which run, what is back, what was judged, and what stays accepted. */
function renderDriftClosing(c) {
    const run = c.runUrl === undefined ? '' : ` ([workflow run](${c.runUrl.replace(/[()\s<>]/g, percentEncode)}))`;
    const on = c.date === undefined ? '' : ` on ${c.date}`;
    const accepted = c.accepted ?? [];
    const lines = [`**${accepted.length === 0 ? 'No drift' : 'No new drift'}** in the scheduled run of \`${c.sha.slice(0, 7)}\`${on}${run}: ${listedText(c.listed)}, and ${judgedText(c.judged, c.scenarios)}. Closing.`];
    if (accepted.length > 0) {
        const byIssue = new Map();
        for (const a of accepted)
            byIssue.set(a.acceptance.issue, [...(byIssue.get(a.acceptance.issue) ?? []), a]);
        const parts = [...byIssue.values()].map((list) => {
            const a = list[0]?.acceptance;
            return a === undefined ? '' : `${plural(list.length, 'finding')} ${acceptedText(a).replace(/@(?=[A-Za-z0-9])/, '@\u200b')}`;
        });
        lines.push('', `Still drifted and not raised again: ${parts.join('; ')}.`);
    }
    lines.push('', '_A later change opens a new issue, dated by the first record that shows it._');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/dashboard/escape.ts
/** HTML escaping for the dashboard's pages: every text from the history goes through `html()`. Pure. */
function html(text) {
    return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

// EXTERNAL MODULE: ./src/history/record.ts + 1 modules
var record = __webpack_require__(814);
;// CONCATENATED MODULE: ./src/dashboard/run-view.ts
/**
 * A recorded run's example run in the scenario page's runs table (issue 33 item 6): a fold under the
 * record's row that lists the run's calls step by step, each tool, its arguments and what the world
 * answered; a chain's stages in order, each with its outcome, its decision and its calls. Pure. Every text
 * (tool names, arguments and results are model and world output) goes through `html()`.
 */


/** What the page says about the example runs, beside the tool counts or above the runs table. */
const KEPT_NOTE = `Each record keeps one example run: the first failing run, else the first run, its calls step by step (at most the first ${record/* MAX_EXAMPLE_STEPS */.G4}, each argument and result cut at ${record/* MAX_EXAMPLE_TEXT */.WD} characters and redacted), folded under the record's row in the last table. Every call of every run is in that run's report (<code>context-eval show</code>).`;
const STAGE_OUTCOME = { pass: 'passed', fail: 'failed', error: 'not evaluated' };
function run_view_plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** "run 2 of 5, the first failing one · 7 tool calls": which run this is and why it was kept. */
function exampleSummary(e) {
    const which = e.outcome === 'fail' ? 'the first failing one' : e.outcome === 'pass' ? 'the first run; none failed' : 'the first run, which could not be evaluated; none failed';
    const total = e.steps.length + e.omitted;
    const calls = total === 0 ? 'no tool call' : e.omitted > 0 ? `${run_view_plural(total, 'tool call')}, the first ${e.steps.length} shown` : run_view_plural(total, 'tool call');
    return `Example run: run ${e.run + 1} of ${e.runs}, ${which} · ${calls}`;
}
function stepItem(s) {
    const result = s.result === undefined ? '<span class="meta">no result</span>' : `<samp>${html(s.result)}</samp>`;
    return `<li><span class="turn">step ${s.step}</span> <code>${html(s.tool)}</code> <code class="args">${html(s.args)}</code><div class="result">→ ${result}</div></li>`;
}
function stepList(steps) {
    return steps.length === 0 ? '' : `<ol class="steps">${steps.map(stepItem).join('')}</ol>`;
}
function stagesList(e, stages) {
    const items = stages.map((st, i) => {
        const decided = st.decision === undefined ? '' : ` · decided ${html(st.decision)}`;
        return `<li><strong>Stage ${i + 1}: ${html(st.role)} · ${STAGE_OUTCOME[st.outcome]}${decided}</strong>${stepList(e.steps.filter((s) => s.stage === i))}</li>`;
    });
    const loose = e.steps.filter((s) => s.stage === undefined || s.stage >= stages.length);
    return `<ol class="stages">${items.join('')}</ol>${stepList(loose)}`;
}
/** The fold's row under a record's row: a cell over all `columns` holding the example run. */
function exampleRow(e, columns) {
    const body = e.stages === undefined ? stepList(e.steps) || '<p class="meta">The run made no tool call.</p>' : stagesList(e, e.stages);
    const omitted = e.omitted === 0 ? '' : `<p class="meta">${run_view_plural(e.omitted, 'more call')} left out: the record keeps the first ${e.steps.length}.</p>`;
    return `<tr class="example-row"><td colspan="${columns}"><details class="example-run"><summary>${html(exampleSummary(e))}</summary>
${body}${omitted}
</details></td></tr>`;
}

;// CONCATENATED MODULE: ./src/dashboard/html.ts








const STYLE = `
body { font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif; color: #1f2328; background: #fff; margin: 0; }
main { max-width: 900px; margin: 0 auto; padding: 16px 20px 40px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 17px; margin: 24px 0 8px; }
.meta { color: #59636e; margin: 0 0 16px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #d1d9e0; vertical-align: middle; }
th { font-weight: 600; background: #f6f8fa; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
.drift { color: #9a6700; font-weight: 600; }
.ok { color: #1a7f37; }
.verdict { font-weight: 600; white-space: nowrap; }
.tool { white-space: nowrap; }
.verdict.pass { color: #1a7f37; } .verdict.fail { color: #d1242f; } .verdict.error { color: #9a6700; }
.needs { color: #59636e; font-size: 12px; white-space: nowrap; }
.filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 0 0 12px; }
.filters input, .filters select { font: inherit; padding: 4px 8px; border: 1px solid #d1d9e0; border-radius: 6px; }
.filters[hidden] { display: none; }
.noscript { color: #9a6700; font-weight: 600; }
figure { margin: 0; }
figure details { margin: 0 0 20px; }
td code, td a { overflow-wrap: anywhere; }
.scroll { overflow-x: auto; }
.scroll table { min-width: 520px; }
@media (max-width: 640px) {
  main { padding: 12px 12px 32px; }
  table.reflow thead { display: none; }
  table.reflow, table.reflow tbody, table.reflow tr, table.reflow td { display: block; }
  table.reflow tr { border-bottom: 1px solid #d1d9e0; padding: 8px 0; }
  table.reflow td { border: 0; padding: 2px 0; }
  table.reflow td[data-label]::before { content: attr(data-label) ": "; color: #59636e; font-size: 12px; display: inline-block; min-width: 5.5em; }
  table.reflow td:first-child { font-weight: 600; }
  table.reflow svg.spark { display: inline-block; vertical-align: middle; }
  .chart { overflow-x: auto; }
}
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
a { color: #0969da; }
.chart { margin: 12px 0 20px; }
ul.findings li { margin: 4px 0; }
svg.spark { display: block; }
tr.example-row > td { padding: 0 8px 8px; }
details.example-run { position: sticky; left: 8px; max-width: min(860px, calc(100vw - 48px)); }
details.example-run summary { cursor: pointer; color: #0969da; }
ol.stages { margin: 6px 0; padding: 0; list-style: none; }
ol.stages > li { margin: 6px 0; }
ol.stages ol.steps { margin-left: 1.2em; }
ol.steps { margin: 6px 0; padding: 0; list-style: none; }
ol.steps li { margin: 6px 0; }
ol.steps .result { margin: 2px 0 0 1.2em; }
ol.steps samp, ol.steps code.args { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
ol.steps samp { background: #f6f8fa; }
.turn { color: #59636e; white-space: nowrap; }
`;
function page(title, body, head = '') {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>${STYLE}</style>
${head}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
/** An inline SVG sparkline of `values` (null = no point) scaled from 0 to `max`, with an optional reference line. */
function sparkline(values, max, opts) {
    const w = 120;
    const h = 28;
    const n = values.length;
    const x = (i) => (n <= 1 ? w / 2 : 2 + (i * (w - 4)) / (n - 1));
    const y = (v) => h - 2 - (Math.min(Math.max(v, 0), max) / (max || 1)) * (h - 4);
    const segments = [];
    let current = [];
    values.forEach((v, i) => {
        if (v === null) {
            if (current.length > 0)
                segments.push(current.join(' '));
            current = [];
        }
        else
            current.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
    });
    if (current.length > 0)
        segments.push(current.join(' '));
    const lines = segments.map((points) => (points.includes(' ') ? `<polyline points="${points}" fill="none" stroke="#0969da" stroke-width="1.8"/>` : `<circle cx="${points.split(',')[0]}" cy="${points.split(',')[1]}" r="2" fill="#0969da"/>`));
    const reference = opts.reference === undefined ? '' : `<line x1="0" x2="${w}" y1="${y(opts.reference).toFixed(1)}" y2="${y(opts.reference).toFixed(1)}" stroke="#1a7f37" stroke-dasharray="3 2" stroke-width="1"/>`;
    return `<svg class="spark" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${html(opts.label)}">${reference}${lines.join('')}</svg>`;
}
function html_percent(v) {
    return v === null || v === undefined ? '—' : (0,percent/* formatPercent */.l)(v);
}
function last(items) {
    return items[items.length - 1];
}
function maxOf(values) {
    return Math.max(1, ...values.filter((v) => v !== null)) * 1.1;
}
/** The latest run against its threshold: "✓ 100%" in green, "✗ 50%" in red with what it needs, or "not evaluated". */
function latestCell(p) {
    if (p === undefined)
        return '—';
    const needs = `<span class="needs">needs ${(0,percent/* formatPercent */.l)(p.threshold)}</span>`;
    if (p.verdict === 'error' || p.rate === null)
        return `<span class="verdict error">⚠ not evaluated</span> ${needs}`;
    const below = p.verdict === 'fail' || p.rate < p.threshold;
    return `<span class="verdict ${below ? 'fail' : 'pass'}">${below ? '✗' : '✓'} ${(0,percent/* formatPercent */.l)(p.rate)}</span> ${needs}`;
}
/** What the state filter matches: "failing" (the latest run is below its threshold or not evaluated), "drifting", "passing". */
function rowStates(s) {
    const latest = last(s.points);
    const failing = latest !== undefined && (latest.verdict !== 'pass' || latest.rate === null || latest.rate < latest.threshold);
    return [failing ? 'failing' : 'passing', ...(s.findings.length > 0 ? ['drifting'] : [])];
}
function overviewRow(s) {
    const rates = s.points.map((p) => p.rate);
    const tokens = s.points.map((p) => p.tokens);
    const latency = s.points.map((p) => p.latencyMs);
    const latest = last(s.points);
    const findings = s.findings.length === 0 ? 'none' : `<span class="drift">▲ ${s.findings.map((f) => html(f.kind.replace(/_/g, ' '))).join(', ')}</span>`;
    return `<tr data-name="${html(s.name.toLowerCase())}" data-state="${rowStates(s).join(' ')}">
<td><a href="scenarios/${html(s.file)}">${html(s.name)}</a></td>
<td class="num" data-label="Latest">${latestCell(latest)}</td>
<td data-label="Pass rate">${sparkline(rates, 1, { ...(latest ? { reference: latest.threshold } : {}), label: `pass rate of ${s.name}` })}</td>
<td data-label="Tokens">${sparkline(tokens, maxOf(tokens), { label: `tokens of ${s.name}` })}</td>
<td data-label="Latency">${sparkline(latency, maxOf(latency), { label: `latency of ${s.name}` })}</td>
<td data-label="Drift">${findings}</td>
</tr>`;
}
/** The filter over the overview's rows: hidden until its script runs (a page without JavaScript shows every row). */
const FILTERS = `<form class="filters" id="filters" hidden role="search" onsubmit="return false">
<label>Name <input type="search" id="filter-name" autocomplete="off" placeholder="part of a name"></label>
<label>State <select id="filter-state"><option value="">all</option><option value="failing">failing</option><option value="drifting">drifting</option><option value="passing">passing</option></select></label>
<span class="meta" id="filter-count" aria-live="polite"></span>
</form>`;
/** The stale scenarios under the overview: a table, "none", or why git could not tell. */
function html_staleSection(check) {
    if (check === undefined)
        return '';
    const title = '<h2>Stale scenarios</h2>\n';
    if (check.state === 'shallow')
        return `${title}<p class="meta">${html(stale/* SHALLOW_HINT */.Vu).replace(/`([^`]+)`/g, '<code>$1</code>')}.</p>`;
    if (check.state === 'unknown')
        return `${title}<p class="meta">Not checked: ${html(check.reason)}</p>`;
    if (check.scenarios.length === 0)
        return `${title}<p class="ok">No stale scenarios: none unchanged for ${check.days}+ days while its role's context changed.</p>`;
    const rows = check.scenarios.map((s) => `<tr><td>${html(s.name)}</td><td data-label="File"><code>${html(s.file)}</code></td><td data-label="Unchanged since">${(0,stale/* isoDay */.kh)(s.touched)} (${s.ageDays} day${s.ageDays === 1 ? '' : 's'})</td><td data-label="Role's context changed"><code>${html(s.changedFile)}</code> on ${(0,stale/* isoDay */.kh)(s.contextChanged)}</td></tr>`);
    const lead = check.scenarios.length === 1
        ? `1 scenario unchanged for ${check.days}+ days while its role's context changed since: check that it still tests what the prompt now says.`
        : `${check.scenarios.length} scenarios unchanged for ${check.days}+ days while their role's context changed since: check that each still tests what the prompt now says.`;
    return `${title}<p class="drift">${lead}</p>
<table class="reflow">
<thead><tr><th>Scenario</th><th>File</th><th>Unchanged since</th><th>Role's context changed</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}
function overviewPage(model) {
    const span = model.first === undefined ? '' : ` from ${html(model.first)} to ${html(model.last ?? model.first)}`;
    const meta = `<p class="meta">${model.records} recorded run${model.records === 1 ? '' : 's'} of ${model.scenarios.length} scenario${model.scenarios.length === 1 ? '' : 's'}${span} · ${html(model.source)}</p>`;
    const stale = html_staleSection(model.stale);
    if (model.scenarios.length === 0)
        return page('context-eval history', `<h1>context-eval history</h1>\n${meta}\n<p>No history recorded yet.</p>${stale === '' ? '' : `\n${stale}`}`);
    const drifting = model.scenarios.filter((s) => s.findings.length > 0).length;
    const lead = drifting === 0 ? '<p class="ok">No drift found.</p>' : `<p class="drift">${drifting} scenario${drifting === 1 ? '' : 's'} drifting: listed first.</p>`;
    const failing = model.scenarios.filter((s) => rowStates(s).includes('failing')).length;
    const below = failing === 0 ? '' : `<p class="verdict fail">${failing} scenario${failing === 1 ? '' : 's'} below ${failing === 1 ? 'its threshold' : 'their thresholds'} in the latest run.</p>`;
    const table = `<table id="scenarios" class="reflow">
<thead><tr><th>Scenario</th><th>Latest</th><th>Pass rate</th><th>Tokens</th><th>Latency</th><th>Drift</th></tr></thead>
<tbody>
${model.scenarios.map(overviewRow).join('\n')}
</tbody>
</table>`;
    const body = `<h1>context-eval history</h1>\n${meta}\n${lead}${below === '' ? '' : `\n${below}`}\n${FILTERS}\n${table}${stale === '' ? '' : `\n${stale}`}\n<script>${OVERVIEW_SCRIPT}</script>`;
    return page('context-eval history', body);
}
/** The commit, linked to the repository when its address is known. */
function commit(sha, repository) {
    const code = `<code>${html(sha.slice(0, 7))}</code>`;
    return repository === undefined ? code : `<a href="${html(`${repository}/commit/${encodeURIComponent(sha)}`)}">${code}</a>`;
}
function interval(p) {
    return p.low === null || p.high === null ? '—' : (0,vocabulary/* intervalOf */.XF)({ low: p.low, high: p.high });
}
/** Mean tool calls per run, to one decimal: "2.2", or "—" where the record kept none. */
function toolCallsText(v) {
    return v === null ? '—' : String(Math.round(v * 10) / 10);
}
/** The tools shown in a run's row; the rest are counted ("and 3 more"). */
const TOOLS_IN_ROW = 6;
/** The tools a recorded run called: "<code>read_file</code> ×15 (5 runs), …", every name escaped. */
function toolsText(p) {
    if (p.toolCalls === null)
        return '—';
    if (p.tools.length === 0)
        return 'none';
    const shown = p.tools.slice(0, TOOLS_IN_ROW).map((t) => `<span class="tool"><code>${html(t.name)}</code> ×${t.calls} (${t.runs} run${t.runs === 1 ? '' : 's'})</span>`);
    const more = p.tools.length - TOOLS_IN_ROW;
    return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
/** A recorded run's row, and under it the fold of its example run when the record kept one. */
function pointRow(p, repository, tools) {
    const fold = p.example === null ? '' : `\n${exampleRow(p.example, tools ? 10 : 8)}`;
    const toolCells = tools ? `<td class="num" data-label="Tool calls">${toolCallsText(p.toolCalls)}</td><td data-label="Tools called">${toolsText(p)}</td>` : '';
    return `<tr><td>${html(p.date)}</td><td data-label="Commit">${commit(p.sha, repository)}${p.contextChanged ? ' · context changed' : ''}</td><td data-label="Event">${html(p.event)}</td><td class="num" data-label="Passed">${p.rate === null ? '—' : (0,vocabulary/* rateOf */.MK)(p.passes, p.attempted)}</td><td class="num" data-label="95% interval">${interval(p)}</td><td class="num" data-label="Threshold">${(0,percent/* formatPercent */.l)(p.threshold)}</td><td class="num" data-label="Tokens">${p.tokens === null ? '—' : Math.round(p.tokens)}</td><td class="num" data-label="Latency">${p.latencyMs === null ? '—' : `${Math.round(p.latencyMs)} ms`}</td>${toolCells}</tr>${fold}`;
}
/** A point as the charts read it (its example run stays in the table) with the texts the legend shows: every rate through the one formatter. */
function withTexts(p) {
    const text = (v) => (v === null ? null : (0,percent/* formatPercent */.l)(v));
    const { example: _example, ...charted } = p;
    return { ...charted, texts: { rate: text(p.rate), low: text(p.low), high: text(p.high), threshold: text(p.threshold) } };
}
/** JSON for a `<script type="application/json">`: `<` escaped, so no text can close the element. */
function scriptJson(value) {
    return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
const CHARTS = [
    { id: 'chart-pass', title: 'Pass rate with its 95% interval and the threshold', head: ['Pass rate', '95% interval', 'Threshold'], cells: (p) => [html_percent(p.rate), interval(p), (0,percent/* formatPercent */.l)(p.threshold)] },
    { id: 'chart-tokens', title: 'Mean tokens per run', head: ['Tokens'], cells: (p) => [p.tokens === null ? '—' : String(Math.round(p.tokens))] },
    { id: 'chart-latency', title: 'Mean latency per run', head: ['Latency'], cells: (p) => [p.latencyMs === null ? '—' : `${Math.round(p.latencyMs)} ms`] },
];
/** Drawn only for a scenario whose records kept tool calls (agents). */
const TOOL_CHART = { id: 'chart-tool-calls', title: 'Mean tool calls per run', head: ['Tool calls'], cells: (p) => [toolCallsText(p.toolCalls)] };
/** Each tool the scenario's records show: where it was first and last called, and its calls in the latest record. */
function toolsSection(s, repository) {
    const seen = new Map();
    for (const p of s.points) {
        for (const t of p.tools) {
            const known = seen.get(t.name);
            seen.set(t.name, { first: known?.first ?? p, last: p });
        }
    }
    const latest = last(s.points);
    const rows = [...seen.entries()].map(([name, { first, last: lastPoint }]) => {
        const now = latest?.tools.find((t) => t.name === name);
        const at = (p) => `${commit(p.sha, repository)} (${html(p.date)})`;
        return `<tr><td><code>${html(name)}</code></td><td data-label="First called">${at(first)}</td><td data-label="Last called">${at(lastPoint)}</td><td class="num" data-label="Latest">${now === undefined ? 'not called' : `${now.calls} call${now.calls === 1 ? '' : 's'} in ${now.runs} run${now.runs === 1 ? '' : 's'}`}</td></tr>`;
    });
    const note = `<p class="meta">Tool calls are counted per run. ${KEPT_NOTE}</p>`;
    const table = rows.length === 0
        ? '<p>No tool was called in these records.</p>'
        : `<table class="reflow"><thead><tr><th>Tool</th><th>First called</th><th>Last called</th><th>Latest run</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>`;
    return `<h2>Tools called</h2>\n${note}\n${table}`;
}
/** A chart, and its text alternative: the same data as a table, folded under it. */
function chartFigure(c, s, repository) {
    const rows = s.points.map((p) => `<tr><td>${commit(p.sha, repository)}</td><td>${html(p.date)}</td>${c.cells(p).map((v) => `<td class="num">${v}</td>`).join('')}</tr>`);
    return `<figure>
<div class="chart" id="${c.id}" role="img" aria-label="${html(`${c.title} of ${s.name}, one point per recorded run, oldest first; the table under the chart holds the same data`)}"></div>
<details><summary>${html(c.title)}: the data as a table</summary>
<div class="scroll"><table id="${c.id}-data"><thead><tr><th>Commit</th><th>Date</th>${c.head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></div>
</details>
</figure>`;
}
/** Each undated short commit the text names that is one of the scenario's records, followed by its first record's date. */
function dated(text, points) {
    const dates = new Map();
    for (const p of points)
        if (!dates.has(p.label.toLowerCase()))
            dates.set(p.label.toLowerCase(), p.date);
    return text.replace(UNDATED_SHORT_SHA, (short) => {
        const date = dates.get(short.toLowerCase());
        return date === undefined ? short : `${short} (${date})`;
    });
}
function scenarioPage(s, repository) {
    const findings = s.findings.length === 0
        ? '<p class="ok">No drift found.</p>'
        : `<ul class="findings">${s.findings.map((f) => `<li><span class="drift">${html(f.kind.replace(/_/g, ' '))}</span>: ${html(dated(f.message, s.points))}</li>`).join('')}</ul>`;
    const changes = s.points.filter((p) => p.contextChanged);
    const changeText = changes.length === 0 ? 'The context did not change over these records.' : `The context changed at ${changes.map((p) => `${commit(p.sha, repository)} (${html(p.date)})`).join(', ')}: the dashed lines.`;
    const latest = last(s.points);
    const head = '<link rel="stylesheet" href="../assets/uPlot.min.css">\n';
    const tools = s.points.some((p) => p.toolCalls !== null);
    const charts = tools ? [...CHARTS, TOOL_CHART] : CHARTS;
    const body = `<p><a href="../index.html">← all scenarios</a></p>
<h1>${html(s.name)}</h1>
<p class="meta">${s.points.length} recorded run${s.points.length === 1 ? '' : 's'} · latest ${latestCell(latest)} · ${changeText}</p>
<h2>Drift</h2>
${findings}
<noscript><p class="noscript">The charts need JavaScript, which is off: their data is in the tables under each chart, and every run is in the last table.</p></noscript>
${charts.map((c) => chartFigure(c, s, repository)).join('\n')}${tools ? `\n${toolsSection(s, repository)}` : ''}
<h2>Every recorded run</h2>${!tools && s.points.some((p) => p.example !== null) ? `\n<p class="meta">${KEPT_NOTE}</p>` : ''}
<div class="scroll"><table id="runs"><thead><tr><th>Date</th><th>Commit</th><th>Event</th><th>Passed</th><th>95% interval</th><th>Threshold</th><th>Tokens</th><th>Latency</th>${tools ? '<th>Tool calls</th><th>Tools called</th>' : ''}</tr></thead>
<tbody>
${s.points.map((p) => pointRow(p, repository, tools)).join('\n')}
</tbody></table></div>
<script type="application/json" id="data">${scriptJson({ points: s.points.map(withTexts), ...(repository === undefined ? {} : { repository }) })}</script>
<script src="../assets/uPlot.iife.min.js"></script>
<script>${SCENARIO_PAGE_SCRIPT}</script>`;
    return page(`${s.name} · context-eval history`, body, head);
}

;// CONCATENATED MODULE: ./src/dashboard/site.ts
/**
 * Writes the dashboard into a folder: index.html, scenarios/<page>.html and assets/ (uPlot's script and
 * stylesheet, copied from the package so the site works offline, from file:// and on GitHub Pages).
 *
 * Where uPlot's files are: beside the bundled CLI (scripts/build.mjs copies them to dist/cli/dashboard-assets/)
 * or, when running from source, in node_modules/uplot/dist/.
 */






const UPLOT_FILES = ['uPlot.iife.min.js', 'uPlot.min.css'];
/** The folder that holds uPlot's files, or a clear error naming where it looked. */
function uplotAssetDir() {
    const here = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    const candidates = [external_node_path_default().join(here, 'dashboard-assets')];
    try {
        candidates.push(external_node_path_default().dirname((0,external_node_module_.createRequire)(import.meta.url).resolve('uplot/dist/uPlot.iife.min.js')));
    }
    catch {
        // not installed: only the bundled copy can serve
    }
    const found = candidates.find((dir) => UPLOT_FILES.every((f) => (0,external_node_fs_.existsSync)(external_node_path_default().join(dir, f))));
    if (found === undefined) {
        throw new Error(`the charting library's files (${UPLOT_FILES.join(', ')}) are missing; looked in ${candidates.join(', ')}. Reinstall context-eval, or run 'npm ci' in a source checkout.`);
    }
    return found;
}
async function writeSite(outDir, model) {
    const assets = uplotAssetDir();
    await (0,promises_.mkdir)(external_node_path_default().join(outDir, 'assets'), { recursive: true });
    await (0,promises_.mkdir)(external_node_path_default().join(outDir, 'scenarios'), { recursive: true });
    for (const file of UPLOT_FILES)
        await (0,promises_.writeFile)(external_node_path_default().join(outDir, 'assets', file), await (0,promises_.readFile)(external_node_path_default().join(assets, file)));
    await (0,promises_.writeFile)(external_node_path_default().join(outDir, 'index.html'), overviewPage(model));
    await Promise.all(model.scenarios.map((s) => (0,promises_.writeFile)(external_node_path_default().join(outDir, 'scenarios', s.file), scenarioPage(s, model.repository))));
    // GitHub Pages serves the folder as it is (no Jekyll processing of files or folders).
    await (0,promises_.writeFile)(external_node_path_default().join(outDir, '.nojekyll'), '');
    return { pages: model.scenarios.length + 1 };
}

// EXTERNAL MODULE: ./src/drift/detect.ts + 6 modules
var detect = __webpack_require__(2810);
// EXTERNAL MODULE: ./src/pipeline/stored-history.ts
var stored_history = __webpack_require__(1454);
// EXTERNAL MODULE: ./src/stale/check.ts
var check = __webpack_require__(9145);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/dashboard.ts
/**
 * `context-eval dashboard --out DIR [--config F]` (DESIGN §5): a static HTML history dashboard from the
 * history store; calls no model and no network, at build or view time.
 *
 * Exit codes: 0 when the site was written (an empty history included), 2 when --out is missing, the config
 * is invalid or the history cannot be read.
 */









/** The repository's web address from the Actions variables (GITHUB_SERVER_URL, GITHUB_REPOSITORY), so commits link to it. */
function repositoryOf(env) {
    const server = env.GITHUB_SERVER_URL ?? (env.GITHUB_REPOSITORY ? 'https://github.com' : undefined);
    const repo = env.GITHUB_REPOSITORY;
    if (server === undefined || repo === undefined || !/^https?:\/\/[^\s/]+$/.test(server.replace(/\/+$/, '')) || !/^[\w.-]+\/[\w.-]+$/.test(repo))
        return {};
    return { repository: `${server.replace(/\/+$/, '')}/${repo}` };
}
async function dashboardCommand(values, io, deps = {}) {
    const out = (0,args/* stringOption */.Pp)(values, 'out');
    if (out === undefined || out === '')
        throw new args/* UsageError */.eb("dashboard needs --out DIR: the folder to write the site into (e.g. --out site). Run 'context-eval dashboard --help'.");
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env });
    const stored = await (0,stored_history/* readStoredHistory */.Kf)(loaded, { cwd: io.cwd, ...deps });
    if (stored.problems.length > 0) {
        io.stderr((0,shared/* fitted */.$5)(`context-eval: ${stored.problems.length} stored file(s) are not valid history records and were left out:\n${stored.problems.map((p) => `  - ${p}`).join('\n')}\n`, io));
    }
    const findings = (0,detect/* detectDrift */.D9)(stored.records, loaded.config.drift, { dayToDaySd: loaded.config.compare.day_to_day_sd });
    const model = (0,dashboard_model/* buildModel */.y)(stored.records, findings, stored.source, await (0,check/* checkStale */.S)(loaded, new Date(io.now())), repositoryOf(io.env));
    const dir = external_node_path_default().resolve(io.cwd, out);
    const { pages } = await writeSite(dir, model);
    const shown = external_node_path_default().relative(io.cwd, dir) || '.';
    if (stored.records.length === 0) {
        io.stdout((0,shared/* fitted */.$5)(`No history recorded yet in ${stored.source}: wrote an empty dashboard to ${shown}/index.html.\n`, io));
    }
    else {
        const drifting = model.scenarios.filter((s) => s.findings.length > 0).length;
        io.stdout((0,shared/* fitted */.$5)(`Wrote ${pages} pages for ${model.scenarios.length} scenarios (${stored.records.length} recorded runs, ${drifting} drifting) to ${shown}/: open ${shown}/index.html.\n`, io));
    }
    return 0;
}


/***/ }),

/***/ 2501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ pageFile),
/* harmony export */   y: () => (/* binding */ buildModel)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _history_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4689);
/* harmony import */ var _stats_interval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6966);
/**
 * The dashboard's data (`context-eval dashboard`, DESIGN §5): per scenario, its series over the stored
 * history, oldest first, and the drift findings on it. Pure.
 *
 * The dashboard reads history records only. A record keeps an agent scenario's tool calls per run, the
 * tools called with their counts, and one example run step by step (the first failing run's calls, else
 * the first run's; bounded and redacted: src/history/example-run.ts): so a recorded run shows its mean
 * tool calls, the tools called and that example, and the report (`context-eval show`) holds every call.
 */



/** "planner <b>" → "planner-b-1a2b3c4d.html": readable, file-system safe, and unique per name. */
function pageFile(name) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, 8);
    return `${slug === '' ? 'scenario' : slug}-${hash}.html`;
}
function buildModel(records, findings, source, stale, opts = {}) {
    const sorted = [...records].sort(_history_store_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRecords */ .aB);
    const byName = new Map();
    const lastHash = new Map();
    for (const record of sorted) {
        for (const s of record.scenarios) {
            const previous = lastHash.get(s.name);
            lastHash.set(s.name, s.contextHash);
            const interval = s.attempted > 0 ? (0,_stats_interval_js__WEBPACK_IMPORTED_MODULE_2__/* .exactInterval */ .p)(s.passes, s.attempted) : undefined;
            const point = {
                label: record.sha.slice(0, 7),
                date: record.timestamp.slice(0, 10),
                sha: record.sha,
                event: record.event,
                rate: s.attempted > 0 ? s.passes / s.attempted : null,
                low: interval?.low ?? null,
                high: interval?.high ?? null,
                passes: s.passes,
                attempted: s.attempted,
                threshold: s.threshold,
                tokens: s.tokens.runs.length > 0 ? s.tokens.mean : null,
                latencyMs: s.latencyMs.runs.length > 0 ? s.latencyMs.mean : null,
                toolCalls: s.toolCalls !== undefined && s.toolCalls.runs.length > 0 ? s.toolCalls.mean : null,
                tools: s.tools ?? [],
                example: s.example ?? null,
                contextChanged: previous !== undefined && previous !== '' && s.contextHash !== '' && previous !== s.contextHash,
                verdict: s.verdict,
            };
            const list = byName.get(s.name) ?? [];
            list.push(point);
            byName.set(s.name, list);
        }
    }
    const scenarios = [...byName.entries()].map(([name, points]) => ({ name, file: pageFile(name), points, findings: findings.filter((f) => f.scenario === name) }));
    scenarios.sort((a, b) => b.findings.length - a.findings.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const first = sorted[0]?.timestamp.slice(0, 10);
    const last = sorted[sorted.length - 1]?.timestamp.slice(0, 10);
    const repository = opts.repository?.replace(/\/+$/, '');
    return { source, ...(repository ? { repository } : {}), records: sorted.length, ...(first ? { first } : {}), ...(last ? { last } : {}), scenarios, ...(stale === undefined ? {} : { stale }) };
}


/***/ }),

/***/ 9145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ checkStale)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1136);
/* harmony import */ var _stale_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4932);


async function checkStale(loaded, now) {
    const days = loaded.config.stale_after_days;
    const files = new Set([...loaded.scenarios.flatMap(_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .scenarioFiles */ .Kv), ...Object.values(loaded.config.roles).flatMap(_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .roleContextFiles */ .zw)]);
    try {
        if (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isShallowRepository */ .Hw)(loaded.dir))
            return { state: 'shallow', days };
        const dates = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .lastCommitDates */ .Rg)([...files].sort(), loaded.dir);
        return { state: 'checked', days, scenarios: (0,_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .staleScenarios */ .Bo)(loaded.scenarios, loaded.config.roles, dates, now, days) };
    }
    catch (err) {
        return { state: 'unknown', days, reason: err instanceof Error ? err.message : String(err) };
    }
}


/***/ }),

/***/ 4932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ staleScenarios),
/* harmony export */   Kv: () => (/* binding */ scenarioFiles),
/* harmony export */   M6: () => (/* binding */ renderStale),
/* harmony export */   Vu: () => (/* binding */ SHALLOW_HINT),
/* harmony export */   kh: () => (/* binding */ isoDay),
/* harmony export */   zw: () => (/* binding */ roleContextFiles)
/* harmony export */ });
/* unused harmony export DEFAULT_STALE_AFTER_DAYS */
const DEFAULT_STALE_AFTER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Glob patterns name no one file with a date: left out. */
const GLOB = /[*?[\]{}]/;
/** What to do about a shallow clone, said the same way everywhere. */
const SHALLOW_HINT = 'not known in a shallow clone (it holds one commit, so every file seems new); fetch the history, e.g. actions/checkout with `fetch-depth: 0`, to list them';
/** A date as the stale listings show it: "2026-03-01" (UTC). */
const isoDay = (d) => d.toISOString().slice(0, 10);
function list(v) {
    return typeof v === 'string' ? [v] : v;
}
/** The files that make a role's context, relative to the config folder. */
function roleContextFiles(role) {
    return [...list(role.system), ...(role.template === undefined ? [] : [role.template]), ...role.depends_on].filter((f) => !GLOB.test(f));
}
/** The files a scenario is written in: its file and every file its context depends on. */
function scenarioFiles(s) {
    return [...new Set([s.file, ...s.dependsOn])].filter((f) => !GLOB.test(f));
}
function newest(files, dates) {
    let best;
    for (const file of files) {
        const date = dates.get(file);
        if (date !== undefined && (best === undefined || date > best.date))
            best = { file, date };
    }
    return best;
}
/**
 * The stale scenarios, oldest first. A scenario with a file that was never committed counts as just
 * changed (not stale); a role file never committed does not count as a change.
 */
function staleScenarios(scenarios, roles, dates, now, staleAfterDays = DEFAULT_STALE_AFTER_DAYS) {
    const out = [];
    for (const s of scenarios) {
        const role = roles[s.role];
        if (!role)
            continue;
        const own = scenarioFiles(s);
        if (own.some((f) => !dates.has(f)))
            continue;
        const touched = newest(own, dates);
        const context = newest(roleContextFiles(role), dates);
        if (!touched || !context)
            continue;
        const ageDays = Math.floor((now.getTime() - touched.date.getTime()) / DAY_MS);
        if (ageDays < staleAfterDays || context.date <= touched.date)
            continue;
        out.push({ name: s.name, file: s.file, role: s.role, touched: touched.date, contextChanged: context.date, changedFile: context.file, ageDays });
    }
    return out.sort((a, b) => a.touched.getTime() - b.touched.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function renderStale(stale, staleAfterDays) {
    if (stale.length === 0)
        return `stale scenarios: none (none unchanged for ${staleAfterDays}+ days while its role's context changed)\n`;
    const lines = stale.map((s) => `  ${s.name} (${s.file}): unchanged for ${s.ageDays} days (since ${isoDay(s.touched)}); role ${s.role}'s ${s.changedFile} changed on ${isoDay(s.contextChanged)}`);
    return `stale scenarios (unchanged for ${staleAfterDays}+ days while their role's context changed since; review them):\n${lines.join('\n')}\n`;
}


/***/ }),

/***/ 3814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ binomialCdf)
/* harmony export */ });
/** Binomial tail sums. Pure. */
/** P(X ≤ c) for X ~ Binomial(n, p), summed exactly in log space. */
function binomialCdf(c, n, p) {
    if (c < 0)
        return 0;
    if (c >= n)
        return 1;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: at p = 0 the sum below is exactly 1 too (P(X = 0) = 1 and every later term has log p = −∞); no caller passes p < 0
    if (p <= 0)
        return 1;
    if (p >= 1)
        return 0;
    let logTerm = n * Math.log(1 - p); // P(X = 0)
    let sum = Math.exp(logTerm);
    for (let k = 1; k <= c; k++) {
        logTerm += Math.log((n - k + 1) / k) + Math.log(p / (1 - p));
        sum += Math.exp(logTerm);
    }
    return Math.min(1, sum);
}


/***/ }),

/***/ 6966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ exactInterval)
/* harmony export */ });
/* unused harmony export NOMINAL_LEVEL */
/* harmony import */ var _binomial_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3814);
/**
 * The pass-rate interval the report shows: Clopper–Pearson's exact interval, at a nominal level of 98%
 * so that its real coverage under the product's own sampling is at least 95%. Pure.
 *
 * Why not Wilson's: a scenario's runs stop once its tests decide, so the number of runs depends on the
 * outcomes, and Wilson's interval (which holds about 95% only on average, for a fixed number of runs)
 * covered the true rate in just 80% of cases at p = 0.8, N = 3, threshold 1. Why 98% nominal: the
 * threshold test and the comparison stop at boundaries, and a nominal 95% interval then covers only
 * 90.4% at worst (p = 0.5, N = 5, threshold 2/3). At 98% nominal, the exact coverage over every path of
 * the product's sampling is ≥ 95.6% in every cell of p ∈ {0.5, 0.8, 0.9, 0.95} × N ∈ {3, 5, 10} ×
 * thresholds {1/2, 2/3, 1}, and ≥ 96.5% when the comparison extends the runs (computed without Monte
 * Carlo error by `npm run sim`, sim/interval-coverage.ts). The report calls it the 95% interval: that
 * is the level it has.
 */

/** The p at which f(p) crosses `target`, f decreasing in p, by bisection to 1e-9. */
function solveDecreasing(f, target) {
    let lo = 0;
    let hi = 1;
    // Stryker disable next-line EqualityOperator: a 61st halving moves the result by under 2⁻⁶¹, far below the 1e-9 promised
    for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2;
        // Stryker disable next-line EqualityOperator: differs only when f(mid) hits target exactly, and then by one step of under 2⁻⁶⁰
        if (f(mid) > target)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** The nominal level that gives the reported interval its 95% coverage under the product's sampling. */
const NOMINAL_LEVEL = 0.98;
function exactInterval(passes, n, level = NOMINAL_LEVEL) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: n = 0 means passes = 0, which the lines below map to { 0, 1 } too; n is never negative
    if (n <= 0)
        return { low: 0, high: 1 };
    const tail = (1 - level) / 2;
    // low: P(X ≥ passes | low) = tail, i.e. 1 − P(X ≤ passes − 1 | low) = tail (P(X ≤ c | p) falls as p grows).
    const low = passes === 0 ? 0 : solveDecreasing((p) => (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomialCdf */ .H)(passes - 1, n, p), 1 - tail);
    // high: P(X ≤ passes | high) = tail.
    // Stryker disable next-line ConditionalExpression: with passes = n, f ≡ 1 > tail, so the bisection only raises lo and ends at exactly 1 in doubles
    const high = passes === n ? 1 : solveDecreasing((p) => (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomialCdf */ .H)(passes, n, p), tail);
    return { low, high };
}


/***/ })

};
