/**
 * The dashboard's pages as HTML text (`context-eval dashboard`). Pure. Every text from the history
 * (scenario names, SHAs, events, finding messages) goes through `html()`; the chart data goes into a
 * `<script type="application/json">` with `<` written as `\u003c`, so no history text can end the script.
 */
import type { DashboardModel, DashboardPoint, DashboardScenario } from './model.js';
import { SCENARIO_PAGE_SCRIPT } from './client.js';
import { formatPercent } from '../format/percent.js';
import { isoDay as day, SHALLOW_HINT, type StaleCheck } from '../stale/stale.js';

export function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

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
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
a { color: #0969da; }
.chart { margin: 12px 0 20px; }
ul.findings li { margin: 4px 0; }
svg.spark { display: block; }
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

function overviewRow(s: DashboardScenario): string {
  const rates = s.points.map((p) => p.rate);
  const tokens = s.points.map((p) => p.tokens);
  const latency = s.points.map((p) => p.latencyMs);
  const latest = last(s.points);
  const findings = s.findings.length === 0 ? '<span class="ok">none</span>' : `<span class="drift">▲ ${s.findings.map((f) => html(f.kind.replace(/_/g, ' '))).join(', ')}</span>`;
  return `<tr>
<td><a href="scenarios/${html(s.file)}">${html(s.name)}</a></td>
<td class="num">${percent(latest?.rate)}</td>
<td>${sparkline(rates, 1, { ...(latest ? { reference: latest.threshold } : {}), label: `pass rate of ${s.name}` })}</td>
<td>${sparkline(tokens, maxOf(tokens), { label: `tokens of ${s.name}` })}</td>
<td>${sparkline(latency, maxOf(latency), { label: `latency of ${s.name}` })}</td>
<td>${findings}</td>
</tr>`;
}

/** The stale scenarios under the overview: a table, "none", or why git could not tell. */
function staleSection(check: StaleCheck | undefined): string {
  if (check === undefined) return '';
  const title = '<h2>Stale scenarios</h2>\n';
  if (check.state === 'shallow') return `${title}<p class="meta">${html(SHALLOW_HINT).replace(/`([^`]+)`/g, '<code>$1</code>')}.</p>`;
  if (check.state === 'unknown') return `${title}<p class="meta">Not checked: ${html(check.reason)}</p>`;
  if (check.scenarios.length === 0) return `${title}<p class="ok">No stale scenarios: none unchanged for ${check.days}+ days while its role's context changed.</p>`;
  const rows = check.scenarios.map(
    (s) =>
      `<tr><td>${html(s.name)}</td><td><code>${html(s.file)}</code></td><td>${day(s.touched)} (${s.ageDays} day${s.ageDays === 1 ? '' : 's'})</td><td><code>${html(s.changedFile)}</code> on ${day(s.contextChanged)}</td></tr>`,
  );
  const lead =
    check.scenarios.length === 1
      ? `1 scenario unchanged for ${check.days}+ days while its role's context changed since: check that it still tests what the prompt now says.`
      : `${check.scenarios.length} scenarios unchanged for ${check.days}+ days while their role's context changed since: check that each still tests what the prompt now says.`;
  return `${title}<p class="drift">${lead}</p>
<table>
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
  const table = `<table>
<thead><tr><th>Scenario</th><th>Latest</th><th>Pass rate</th><th>Tokens</th><th>Latency</th><th>Drift</th></tr></thead>
<tbody>
${model.scenarios.map(overviewRow).join('\n')}
</tbody>
</table>`;
  return page('context-eval history', `<h1>context-eval history</h1>\n${meta}\n${lead}\n${table}${stale === '' ? '' : `\n${stale}`}`);
}

function pointRow(p: DashboardPoint): string {
  return `<tr><td>${html(p.date)}</td><td><code>${html(p.sha.slice(0, 7))}</code>${p.contextChanged ? ' · context changed' : ''}</td><td>${html(p.event)}</td><td class="num">${p.passes} of ${p.attempted} · ${percent(p.rate)}</td><td class="num">${p.tokens === null ? '—' : Math.round(p.tokens)}</td><td class="num">${p.latencyMs === null ? '—' : `${Math.round(p.latencyMs)} ms`}</td></tr>`;
}

/** A point with the texts the chart's legend shows: every rate through the one formatter. */
function withTexts(p: DashboardPoint): DashboardPoint & { texts: Record<'rate' | 'low' | 'high' | 'threshold', string | null> } {
  const text = (v: number | null) => (v === null ? null : formatPercent(v));
  return { ...p, texts: { rate: text(p.rate), low: text(p.low), high: text(p.high), threshold: text(p.threshold) } };
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function scenarioPage(s: DashboardScenario): string {
  const findings =
    s.findings.length === 0
      ? '<p class="ok">No drift found.</p>'
      : `<ul class="findings">${s.findings.map((f) => `<li><span class="drift">${html(f.kind.replace(/_/g, ' '))}</span>: ${html(f.message)}</li>`).join('')}</ul>`;
  const changes = s.points.filter((p) => p.contextChanged);
  const changeText = changes.length === 0 ? 'The context did not change over these records.' : `The context changed at ${changes.map((p) => `<code>${html(p.sha.slice(0, 7))}</code> (${html(p.date)})`).join(', ')}: the dashed lines.`;
  const head = '<link rel="stylesheet" href="../assets/uPlot.min.css">\n';
  const body = `<p><a href="../index.html">← all scenarios</a></p>
<h1>${html(s.name)}</h1>
<p class="meta">${s.points.length} recorded run${s.points.length === 1 ? '' : 's'} · ${changeText}</p>
<h2>Drift</h2>
${findings}
<div class="chart" id="chart-pass"></div>
<div class="chart" id="chart-tokens"></div>
<div class="chart" id="chart-latency"></div>
<details><summary>Every recorded run</summary>
<table><thead><tr><th>Date</th><th>Commit</th><th>Event</th><th>Passed</th><th>Tokens</th><th>Latency</th></tr></thead>
<tbody>
${s.points.map(pointRow).join('\n')}
</tbody></table>
</details>
<script type="application/json" id="data">${scriptJson({ points: s.points.map(withTexts) })}</script>
<script src="../assets/uPlot.iife.min.js"></script>
<script>${SCENARIO_PAGE_SCRIPT}</script>`;
  return page(`${s.name} · context-eval history`, body, head);
}
