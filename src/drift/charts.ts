/**
 * Trend charts for one scenario as Mermaid `xychart-beta` blocks, which GitHub renders in issues, comments
 * and job summaries: pass rate (%), mean tokens and mean latency (ms) over its last records. Pure.
 *
 * - The x-axis is the records' short SHAs, oldest first; a SHA recorded more than once gets `(2)`, `(3)`.
 * - A record that measured nothing for a chart (no attempted run for the pass rate; only errored runs for
 *   tokens and latency) has no point on that chart, rather than a misleading 0.
 */
import type { HistoryRecord, ScenarioRecord } from '../history/record.js';
import { compareRecords } from '../history/store.js';
import { markdownInline } from '../report/escape.js';

export const DEFAULT_CHART_RECORDS = 30;

interface Point {
  label: string;
  s: ScenarioRecord;
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

function chart(title: string, yLabel: string, yRange: string, points: { label: string; value: number }[]): string {
  const labels = points.map((p) => `"${p.label}"`).join(', ');
  const values = points.map((p) => String(p.value)).join(', ');
  return [
    '```mermaid',
    'xychart-beta',
    `    title "${mermaidText(title)}"`,
    `    x-axis [${labels}]`,
    `    y-axis "${mermaidText(yLabel)}"${yRange}`,
    `    line [${values}]`,
    '```',
  ].join('\n');
}

function labelled(records: readonly HistoryRecord[], scenario: string, last: number): Point[] {
  const series = [...records]
    .sort(compareRecords)
    .flatMap((record) => record.scenarios.filter((s) => s.name === scenario).map((s) => ({ sha: record.sha.slice(0, 7), s })))
    .slice(-Math.max(1, last));
  const seen = new Map<string, number>();
  return series.map(({ sha, s }) => {
    const n = (seen.get(sha) ?? 0) + 1;
    seen.set(sha, n);
    return { label: n === 1 ? sha : `${sha} (${n})`, s };
  });
}

/**
 * Three Mermaid blocks (pass rate %, mean tokens, mean latency ms) over the scenario's last `last`
 * records, separated by blank lines; a short sentence instead when there is nothing to draw.
 */
export function trendCharts(records: readonly HistoryRecord[], scenario: string, last = DEFAULT_CHART_RECORDS): string {
  const points = labelled(records, scenario, last);
  const name = mermaidText(scenario);
  const passRate = points
    .filter((p) => p.s.attempted > 0)
    .map((p) => ({ label: p.label, value: round((100 * p.s.passes) / p.s.attempted, 1) }));
  const tokens = points.filter((p) => p.s.tokens.runs.length > 0).map((p) => ({ label: p.label, value: Math.round(p.s.tokens.mean) }));
  const latency = points
    .filter((p) => p.s.latencyMs.runs.length > 0)
    .map((p) => ({ label: p.label, value: Math.round(p.s.latencyMs.mean) }));
  const blocks: string[] = [];
  if (passRate.length > 0) blocks.push(chart(`${name}: pass rate (%)`, 'pass rate (%)', ' 0 --> 100', passRate));
  if (tokens.length > 0) blocks.push(chart(`${name}: mean tokens per run`, 'tokens', '', tokens));
  if (latency.length > 0) blocks.push(chart(`${name}: mean latency (ms)`, 'latency (ms)', '', latency));
  if (blocks.length === 0) return `_No measured runs of ${markdownInline(scenario)} in the history yet._`;
  return blocks.join('\n\n');
}
