/**
 * Trend charts for one scenario as Mermaid `xychart-beta` blocks, which GitHub renders in issues, comments
 * and job summaries: pass rate (%), mean tokens, mean latency (ms) and, where records kept them (agents),
 * mean tool calls per run, over its last records. Pure.
 *
 * What makes them read at a glance (issue "What people see", item 4):
 * - an explicit palette, background and size through `%%{init}%%` (GitHub's renderer applies the init
 *   directive's `themeVariables` and `xyChart` config; without it the line is mermaid's #ECECFF on white);
 * - the scenario's threshold as a second line on the pass-rate chart;
 * - a bar at each record where the scenario's context hash changed;
 * - x labels that do not overlap: MM-DD dates up to DATE_LABELS points when no two share a day, point
 *   numbers otherwise, and a folded table that maps each point to its date and commit;
 * - the token and latency axes start at 0, so ±5% noise looks like ±5%;
 * - `open` charts (the metrics that drifted) are shown, the others folded in <details>.
 * A record that measured nothing for a chart (no attempted run for the pass rate; only errored runs for
 * tokens and latency) has no point on that chart, rather than a misleading 0.
 */
import type { HistoryRecord, ScenarioRecord } from '../history/record.js';
import { compareRecords } from '../history/store.js';
import { codeSpan, markdownInline } from '../report/escape.js';

export const DEFAULT_CHART_RECORDS = 30;
/** Up to this many points (on distinct days) the x labels are MM-DD dates; beyond, point numbers (dates would overlap at 860 px). */
export const DATE_LABELS = 15;

export type ChartMetric = 'pass_rate' | 'tokens' | 'latency' | 'tool_calls';
/** Tool calls only where records kept them (agents; records since issue 33): other scenarios' charts are as before. */
export const CHART_METRICS: readonly ChartMetric[] = ['pass_rate', 'tokens', 'latency', 'tool_calls'];

/**
 * Colours with at least 3:1 contrast on the white chart background (WCAG's minimum for graphics; GitHub's
 * Primer palette): the line 5.2:1, the threshold 5.1:1, the context-change bar 4.9:1, text and axes more.
 */
export const CHART_COLOURS = { value: '#0969da', threshold: '#1a7f37', contextChange: '#9a6700', text: '#1f2328', axis: '#59636e', background: '#ffffff' } as const;

interface Point {
  label: string;
  date: string;
  sha: string;
  s: ScenarioRecord;
  /** The context hash differs from the previous point's. */
  changed: boolean;
}

/** Text safe inside a Mermaid double-quoted string on one line, and harmless as HTML. */
export function mermaidText(text: string): string {
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

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** A round axis maximum at or above the data (10% headroom, up to a half power of ten): 3120 → 3500, 1040 → 1500. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const padded = max * 1.1;
  const step = 10 ** Math.floor(Math.log10(padded)) / 2;
  return Math.ceil(padded / step) * step;
}

function initDirective(palette: string[]): string {
  const c = CHART_COLOURS;
  const vars =
    `"backgroundColor": "${c.background}", "titleColor": "${c.text}", "xAxisLabelColor": "${c.text}", "xAxisTitleColor": "${c.text}", ` +
    `"xAxisTickColor": "${c.axis}", "xAxisLineColor": "${c.axis}", "yAxisLabelColor": "${c.text}", "yAxisTitleColor": "${c.text}", ` +
    `"yAxisTickColor": "${c.axis}", "yAxisLineColor": "${c.axis}", "plotColorPalette": "${palette.join(', ')}"`;
  return `%%{init: {"xyChart": {"width": 860, "height": 300}, "themeVariables": {"xyChart": {${vars}}}}}%%`;
}

interface Series {
  title: string;
  yLabel: string;
  yMax: number;
  points: { p: Point; value: number }[];
  threshold?: number;
}

/** The title, with what the threshold line and the bars mean (xychart has no legend). */
function chartTitle(series: Series): string {
  const key = [series.threshold === undefined ? '' : 'green line: threshold', series.points.some((x) => x.p.changed) ? 'bar: context changed' : ''].filter(Boolean);
  return key.length === 0 ? series.title : `${series.title} · ${key.join(' · ')}`;
}

function chart(series: Series): string {
  const { points, yMax } = series;
  const plots: string[] = [];
  const palette: string[] = [];
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

function labelled(records: readonly HistoryRecord[], scenario: string, last: number): Point[] {
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
function pointsTable(points: readonly Point[]): string {
  const rows = points.map((p) => `| ${markdownInline(p.label)} | ${p.date} | ${codeSpan(p.sha.slice(0, 7), { inTable: true })}${p.changed ? ' · context changed' : ''} |`);
  return ['<details><summary>Which commit each point is</summary>', '', '| Point | Date | Commit |', '| --- | --- | --- |', ...rows, '', '</details>'].join('\n');
}

const METRIC_WORDS: Record<ChartMetric, string> = { pass_rate: 'pass rate', tokens: 'tokens', latency: 'latency', tool_calls: 'tool calls' };

/**
 * The scenario's charts over its last `last` records: the `open` metrics shown, the others folded, then
 * the folded table of points; a short sentence instead when there is nothing to draw.
 */
/** How many of the scenario's records its charts show (at most `last`). */
export function chartedRecords(records: readonly HistoryRecord[], scenario: string, last = DEFAULT_CHART_RECORDS): number {
  return Math.min(Math.max(1, last), records.filter((r) => r.scenarios.some((s) => s.name === scenario)).length);
}

export function trendCharts(
  records: readonly HistoryRecord[],
  scenario: string,
  opts: { last?: number; open?: readonly ChartMetric[] } = {},
): string {
  const points = labelled(records, scenario, opts.last ?? DEFAULT_CHART_RECORDS);
  const name = mermaidText(scenario);
  const charts = new Map<ChartMetric, string>();
  const rated = points.filter((p) => p.s.attempted > 0).map((p) => ({ p, value: round((100 * p.s.passes) / p.s.attempted, 1) }));
  const latest = points[points.length - 1]?.s.threshold;
  if (rated.length > 0) {
    const threshold = latest === undefined ? undefined : round(latest * 100, 1);
    charts.set('pass_rate', chart({ title: `${name}: pass rate (%)`, yLabel: 'pass rate (%)', yMax: 100, points: rated, ...(threshold === undefined ? {} : { threshold }) }));
  }
  const tokens = points.filter((p) => p.s.tokens.runs.length > 0).map((p) => ({ p, value: Math.round(p.s.tokens.mean) }));
  if (tokens.length > 0) charts.set('tokens', chart({ title: `${name}: mean tokens per run`, yLabel: 'tokens', yMax: niceMax(Math.max(...tokens.map((t) => t.value))), points: tokens }));
  const latency = points.filter((p) => p.s.latencyMs.runs.length > 0).map((p) => ({ p, value: Math.round(p.s.latencyMs.mean) }));
  if (latency.length > 0) charts.set('latency', chart({ title: `${name}: mean latency (ms)`, yLabel: 'latency (ms)', yMax: niceMax(Math.max(...latency.map((t) => t.value))), points: latency }));
  const calls = points.flatMap((p) => (p.s.toolCalls === undefined || p.s.toolCalls.runs.length === 0 ? [] : [{ p, value: round(p.s.toolCalls.mean, 2) }]));
  if (calls.length > 0) charts.set('tool_calls', chart({ title: `${name}: mean tool calls per run`, yLabel: 'tool calls', yMax: niceMax(Math.max(...calls.map((t) => t.value))), points: calls }));
  if (charts.size === 0) return `_No measured runs of ${markdownInline(scenario)} in the history yet._`;

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
