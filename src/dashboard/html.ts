/**
 * The dashboard's pages as HTML text (`context-eval dashboard`). Pure. Every text from the history
 * (scenario names, SHAs, events, finding messages) goes through `html()`; the chart data goes into a
 * `<script type="application/json">` with `<` written as `\u003c`, so no history text can end the script.
 */
import type { DashboardModel, DashboardPoint, DashboardScenario } from './model.js';
import { OVERVIEW_SCRIPT, SCENARIO_PAGE_SCRIPT } from './client.js';
import { formatPercent } from '../format/percent.js';
import { intervalOf, rateOf } from '../report/vocabulary.js';
import { isoDay as day, SHALLOW_HINT, type StaleCheck } from '../stale/stale.js';
import { UNDATED_SHORT_SHA } from '../drift/render.js';
import { html } from './escape.js';
import { exampleRow, KEPT_NOTE } from './run-view.js';

export { html };

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

function page(title: string, body: string, head = ''): string {
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
export function sparkline(values: readonly (number | null)[], max: number, opts: { reference?: number; label: string }): string {
  const w = 120;
  const h = 28;
  const n = values.length;
  const x = (i: number) => (n <= 1 ? w / 2 : 2 + (i * (w - 4)) / (n - 1));
  const y = (v: number) => h - 2 - (Math.min(Math.max(v, 0), max) / (max || 1)) * (h - 4);
  const segments: string[] = [];
  let current: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (current.length > 0) segments.push(current.join(' '));
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  });
  if (current.length > 0) segments.push(current.join(' '));
  const lines = segments.map((points) => (points.includes(' ') ? `<polyline points="${points}" fill="none" stroke="#0969da" stroke-width="1.8"/>` : `<circle cx="${points.split(',')[0]}" cy="${points.split(',')[1]}" r="2" fill="#0969da"/>`));
  const reference = opts.reference === undefined ? '' : `<line x1="0" x2="${w}" y1="${y(opts.reference).toFixed(1)}" y2="${y(opts.reference).toFixed(1)}" stroke="#1a7f37" stroke-dasharray="3 2" stroke-width="1"/>`;
  return `<svg class="spark" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${html(opts.label)}">${reference}${lines.join('')}</svg>`;
}

function percent(v: number | null | undefined): string {
  return v === null || v === undefined ? '—' : formatPercent(v);
}

function last<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

function maxOf(values: readonly (number | null)[]): number {
  return Math.max(1, ...values.filter((v): v is number => v !== null)) * 1.1;
}

/** The latest run against its threshold: "✓ 100%" in green, "✗ 50%" in red with what it needs, or "not evaluated". */
function latestCell(p: DashboardPoint | undefined): string {
  if (p === undefined) return '—';
  const needs = `<span class="needs">needs ${formatPercent(p.threshold)}</span>`;
  if (p.verdict === 'error' || p.rate === null) return `<span class="verdict error">⚠ not evaluated</span> ${needs}`;
  const below = p.verdict === 'fail' || p.rate < p.threshold;
  return `<span class="verdict ${below ? 'fail' : 'pass'}">${below ? '✗' : '✓'} ${formatPercent(p.rate)}</span> ${needs}`;
}

/** What the state filter matches: "failing" (the latest run is below its threshold or not evaluated), "drifting", "passing". */
export function rowStates(s: DashboardScenario): string[] {
  const latest = last(s.points);
  const failing = latest !== undefined && (latest.verdict !== 'pass' || latest.rate === null || latest.rate < latest.threshold);
  return [failing ? 'failing' : 'passing', ...(s.findings.length > 0 ? ['drifting'] : [])];
}

function overviewRow(s: DashboardScenario): string {
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
function staleSection(check: StaleCheck | undefined): string {
  if (check === undefined) return '';
  const title = '<h2>Stale scenarios</h2>\n';
  if (check.state === 'shallow') return `${title}<p class="meta">${html(SHALLOW_HINT).replace(/`([^`]+)`/g, '<code>$1</code>')}.</p>`;
  if (check.state === 'unknown') return `${title}<p class="meta">Not checked: ${html(check.reason)}</p>`;
  if (check.scenarios.length === 0) return `${title}<p class="ok">No stale scenarios: none unchanged for ${check.days}+ days while its role's context changed.</p>`;
  const rows = check.scenarios.map(
    (s) =>
      `<tr><td>${html(s.name)}</td><td data-label="File"><code>${html(s.file)}</code></td><td data-label="Unchanged since">${day(s.touched)} (${s.ageDays} day${s.ageDays === 1 ? '' : 's'})</td><td data-label="Role's context changed"><code>${html(s.changedFile)}</code> on ${day(s.contextChanged)}</td></tr>`,
  );
  const lead =
    check.scenarios.length === 1
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

export function overviewPage(model: DashboardModel): string {
  const span = model.first === undefined ? '' : ` from ${html(model.first)} to ${html(model.last ?? model.first)}`;
  const meta = `<p class="meta">${model.records} recorded run${model.records === 1 ? '' : 's'} of ${model.scenarios.length} scenario${model.scenarios.length === 1 ? '' : 's'}${span} · ${html(model.source)}</p>`;
  const stale = staleSection(model.stale);
  if (model.scenarios.length === 0) return page('context-eval history', `<h1>context-eval history</h1>\n${meta}\n<p>No history recorded yet.</p>${stale === '' ? '' : `\n${stale}`}`);
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
function commit(sha: string, repository: string | undefined): string {
  const code = `<code>${html(sha.slice(0, 7))}</code>`;
  return repository === undefined ? code : `<a href="${html(`${repository}/commit/${encodeURIComponent(sha)}`)}">${code}</a>`;
}

function interval(p: DashboardPoint): string {
  return p.low === null || p.high === null ? '—' : intervalOf({ low: p.low, high: p.high });
}

/** Mean tool calls per run, to one decimal: "2.2", or "—" where the record kept none. */
function toolCallsText(v: number | null): string {
  return v === null ? '—' : String(Math.round(v * 10) / 10);
}

/** The tools shown in a run's row; the rest are counted ("and 3 more"). */
const TOOLS_IN_ROW = 6;

/** The tools a recorded run called: "<code>read_file</code> ×15 (5 runs), …", every name escaped. */
function toolsText(p: DashboardPoint): string {
  if (p.toolCalls === null) return '—';
  if (p.tools.length === 0) return 'none';
  const shown = p.tools.slice(0, TOOLS_IN_ROW).map((t) => `<span class="tool"><code>${html(t.name)}</code> ×${t.calls} (${t.runs} run${t.runs === 1 ? '' : 's'})</span>`);
  const more = p.tools.length - TOOLS_IN_ROW;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** A recorded run's row, and under it the fold of its example run when the record kept one. */
function pointRow(p: DashboardPoint, repository: string | undefined, tools: boolean): string {
  const fold = p.example === null ? '' : `\n${exampleRow(p.example, tools ? 10 : 8)}`;
  const toolCells = tools ? `<td class="num" data-label="Tool calls">${toolCallsText(p.toolCalls)}</td><td data-label="Tools called">${toolsText(p)}</td>` : '';
  return `<tr><td>${html(p.date)}</td><td data-label="Commit">${commit(p.sha, repository)}${p.contextChanged ? ' · context changed' : ''}</td><td data-label="Event">${html(p.event)}</td><td class="num" data-label="Passed">${p.rate === null ? '—' : rateOf(p.passes, p.attempted)}</td><td class="num" data-label="95% interval">${interval(p)}</td><td class="num" data-label="Threshold">${formatPercent(p.threshold)}</td><td class="num" data-label="Tokens">${p.tokens === null ? '—' : Math.round(p.tokens)}</td><td class="num" data-label="Latency">${p.latencyMs === null ? '—' : `${Math.round(p.latencyMs)} ms`}</td>${toolCells}</tr>${fold}`;
}

/** A point as the charts read it (its example run stays in the table) with the texts the legend shows: every rate through the one formatter. */
function withTexts(p: DashboardPoint): Omit<DashboardPoint, 'example'> & { texts: Record<'rate' | 'low' | 'high' | 'threshold', string | null> } {
  const text = (v: number | null) => (v === null ? null : formatPercent(v));
  const { example: _example, ...charted } = p;
  return { ...charted, texts: { rate: text(p.rate), low: text(p.low), high: text(p.high), threshold: text(p.threshold) } };
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

interface ChartSpec {
  id: string;
  title: string;
  head: string[];
  cells: (p: DashboardPoint) => string[];
}

const CHARTS: ChartSpec[] = [
  { id: 'chart-pass', title: 'Pass rate with its 95% interval and the threshold', head: ['Pass rate', '95% interval', 'Threshold'], cells: (p) => [percent(p.rate), interval(p), formatPercent(p.threshold)] },
  { id: 'chart-tokens', title: 'Mean tokens per run', head: ['Tokens'], cells: (p) => [p.tokens === null ? '—' : String(Math.round(p.tokens))] },
  { id: 'chart-latency', title: 'Mean latency per run', head: ['Latency'], cells: (p) => [p.latencyMs === null ? '—' : `${Math.round(p.latencyMs)} ms`] },
];

/** Drawn only for a scenario whose records kept tool calls (agents). */
const TOOL_CHART: ChartSpec = { id: 'chart-tool-calls', title: 'Mean tool calls per run', head: ['Tool calls'], cells: (p) => [toolCallsText(p.toolCalls)] };

/** Each tool the scenario's records show: where it was first and last called, and its calls in the latest record. */
function toolsSection(s: DashboardScenario, repository: string | undefined): string {
  const seen = new Map<string, { first: DashboardPoint; last: DashboardPoint }>();
  for (const p of s.points) {
    for (const t of p.tools) {
      const known = seen.get(t.name);
      seen.set(t.name, { first: known?.first ?? p, last: p });
    }
  }
  const latest = last(s.points);
  const rows = [...seen.entries()].map(([name, { first, last: lastPoint }]) => {
    const now = latest?.tools.find((t) => t.name === name);
    const at = (p: DashboardPoint) => `${commit(p.sha, repository)} (${html(p.date)})`;
    return `<tr><td><code>${html(name)}</code></td><td data-label="First called">${at(first)}</td><td data-label="Last called">${at(lastPoint)}</td><td class="num" data-label="Latest">${now === undefined ? 'not called' : `${now.calls} call${now.calls === 1 ? '' : 's'} in ${now.runs} run${now.runs === 1 ? '' : 's'}`}</td></tr>`;
  });
  const note = `<p class="meta">Tool calls are counted per run. ${KEPT_NOTE}</p>`;
  const table =
    rows.length === 0
      ? '<p>No tool was called in these records.</p>'
      : `<table class="reflow"><thead><tr><th>Tool</th><th>First called</th><th>Last called</th><th>Latest run</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>`;
  return `<h2>Tools called</h2>\n${note}\n${table}`;
}

/** A chart, and its text alternative: the same data as a table, folded under it. */
function chartFigure(c: ChartSpec, s: DashboardScenario, repository: string | undefined): string {
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
function dated(text: string, points: readonly DashboardPoint[]): string {
  const dates = new Map<string, string>();
  for (const p of points) if (!dates.has(p.label.toLowerCase())) dates.set(p.label.toLowerCase(), p.date);
  return text.replace(UNDATED_SHORT_SHA, (short) => {
    const date = dates.get(short.toLowerCase());
    return date === undefined ? short : `${short} (${date})`;
  });
}

export function scenarioPage(s: DashboardScenario, repository?: string): string {
  const findings =
    s.findings.length === 0
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
