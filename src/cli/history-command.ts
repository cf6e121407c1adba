/**
 * `context-eval history [--config F] [--scenario NAME] [--format text|json]`: the recorded history, per
 * scenario: how many records, a sparkline of the pass rate over the last TREND_RECORDS records (oldest →
 * newest), and the latest record's numbers. With --scenario, also one line per record.
 *
 * Reads the store the config names (src/pipeline/stored-history.ts): the `dir` folder, or the data branch
 * through local git. Files that are not valid records are listed on stderr and left out. Exit 0; 2 when
 * the config is invalid, the data branch is missing, or --scenario names no recorded scenario.
 */
import { loadConfig } from '../config/load.js';
import type { HistoryRecord, ScenarioRecord } from '../history/record.js';
import { readStoredHistory, type HistoryReadDeps } from '../pipeline/stored-history.js';
import { formatCount, formatDuration } from '../report/format.js';
import { cells, DEFAULT_WIDTH, joinWrapped, padEnd, terminalWidth, wrap } from '../report/terminal-text.js';
import { countOf, plural, rateOf } from '../report/vocabulary.js';
import { terminalInline } from '../report/escape.js';
import { formatOption, stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';

/** How many of a scenario's latest records its trend shows. */
export const TREND_RECORDS = 30;

const BARS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const;

/**
 * One bar per value on a fixed 0..1 scale (a pass rate): 0 → ▁, 1 → █. A missing value (a record whose
 * runs all errored) is a '·'.
 */
export function sparkline(values: readonly (number | undefined)[]): string {
  return values
    .map((v) => {
      if (v === undefined || !Number.isFinite(v)) return '·';
      const clamped = Math.min(1, Math.max(0, v));
      return BARS[Math.round(clamped * (BARS.length - 1))] ?? '·';
    })
    .join('');
}

export interface HistoryPoint {
  sha: string;
  ref: string;
  event: string;
  timestamp: string;
  passes: number;
  attempted: number;
  errors: number;
  /** passes ÷ attempted; null when no run was evaluated. */
  passRate: number | null;
  verdict: ScenarioRecord['verdict'];
  threshold: number;
  tokensMean: number;
  latencyMsMean: number;
  contextHash: string;
}

export interface ScenarioHistory {
  name: string;
  records: number;
  /** The pass-rate sparkline over the last TREND_RECORDS records, oldest first. */
  trend: string;
  /** Every record of the scenario, oldest first. */
  points: HistoryPoint[];
}

export interface HistoryView {
  source: string;
  records: number;
  problems: string[];
  scenarios: ScenarioHistory[];
}

/** The history per scenario, in order of first appearance; only `scenario` when given. Pure. */
export function historyView(records: readonly HistoryRecord[], opts: { source: string; problems: string[]; scenario?: string }): HistoryView {
  const names: string[] = [];
  for (const r of records) for (const s of r.scenarios) if (!names.includes(s.name)) names.push(s.name);
  const wanted = opts.scenario === undefined ? names : names.filter((n) => n === opts.scenario);
  const scenarios = wanted.map((name): ScenarioHistory => {
    const points = records.flatMap((r) =>
      r.scenarios
        .filter((s) => s.name === name)
        .map(
          (s): HistoryPoint => ({
            sha: r.sha,
            ref: r.ref,
            event: r.event,
            timestamp: r.timestamp,
            passes: s.passes,
            attempted: s.attempted,
            errors: s.errors,
            passRate: s.attempted > 0 ? s.passes / s.attempted : null,
            verdict: s.verdict,
            threshold: s.threshold,
            tokensMean: s.tokens.mean,
            latencyMsMean: s.latencyMs.mean,
            contextHash: s.contextHash,
          }),
        ),
    );
    const trend = sparkline(points.slice(-TREND_RECORDS).map((p) => p.passRate ?? undefined));
    return { name, records: points.length, trend, points };
  });
  return { source: opts.source, records: records.length, problems: opts.problems, scenarios };
}

function table(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cells(cell))));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : padEnd(cell, widths[i] ?? 0))).join('  ').trimEnd());
}

/**
 * A table (its first row the header) when it fits `width` cells; else one block a row: the first cell on
 * a line of its own, the others after it as "header value" joined with ' · ', word-wrapped and indented
 * (issue 32 item 1: no line wider than the terminal, no word cut).
 */
function fitTable(rows: string[][], width: number): string[] {
  const lines = table(rows);
  if (lines.every((l) => cells(l) <= width)) return lines;
  const [header = [], ...body] = rows;
  return body.flatMap((row) => [
    ...wrap(row[0] ?? '', width, '', '  '),
    ...joinWrapped(row.slice(1).map((cell, i) => `${header[i + 1] ?? ''} ${cell}`), width, ' · ', '  ', '  '),
  ]);
}

function latestCell(p: HistoryPoint | undefined): string {
  if (p === undefined) return '—';
  // The one vocabulary (docs/concepts.md): a rate with its count, "20% (1 of 5)".
  const rate = p.attempted > 0 ? rateOf(p.passes, p.attempted) : `no run evaluated (${countOf(p.passes, p.attempted)})`;
  return `${rate} ${p.verdict}`;
}

/** The text rendering, fitted to `width` cells (80 piped). Pure. */
export function renderHistoryText(view: HistoryView, width = DEFAULT_WIDTH): string {
  const lines: string[] = [];
  if (view.records === 0) {
    lines.push(...wrap(`No history recorded yet in ${view.source}.`, width, '', '  '));
    return `${lines.join('\n')}\n`;
  }
  lines.push(...wrap(`${plural(view.records, 'recorded run')} in ${view.source}; pass-rate trend over the last ${TREND_RECORDS} records per scenario, oldest → newest.`, width, '', '  '), '');
  const rows = [['scenario', 'records', 'trend', 'latest', 'tokens', 'latency', 'at']];
  for (const s of view.scenarios) {
    const last = s.points[s.points.length - 1];
    rows.push([
      terminalInline(s.name),
      String(s.records),
      s.trend,
      latestCell(last),
      last && last.attempted > 0 ? formatCount(last.tokensMean) : '—',
      last && last.attempted > 0 ? formatDuration(last.latencyMsMean) : '—',
      last ? `${last.sha.slice(0, 7)} ${last.timestamp.slice(0, 10)}` : '—',
    ]);
  }
  const fits = table(rows).every((l) => cells(l) <= width);
  // Too wide for the terminal: two lines a scenario, its name and trend, then its latest record.
  lines.push(...(fits ? table(rows) : rows.slice(1).flatMap(([name = '', records = '', trend = '', latest = '', tokens = '', latency = '', at = '']) => [
    ...joinWrapped([name, trend], width, '  ', '', '  '),
    ...joinWrapped([plural(Number(records), 'record'), `latest ${latest}`, tokens === '—' ? tokens : `${tokens} tokens`, latency, at === '—' ? at : `at ${at}`], width, ' · ', '  ', '  '),
  ])));
  if (view.scenarios.length === 1) {
    const only = view.scenarios[0];
    if (only !== undefined) {
      // A ref or event shared by every record is said once above the table, not in a column of its own: the table fits 80 columns.
      const refOf = (p: HistoryPoint) => terminalInline(p.ref.replace(/^refs\/heads\//, ''));
      const oneRef = new Set(only.points.map(refOf)).size === 1 ? only.points[0] && refOf(only.points[0]) : undefined;
      const oneEvent = new Set(only.points.map((p) => p.event)).size === 1 ? only.points[0] && terminalInline(only.points[0].event) : undefined;
      const shared = [oneRef === undefined ? '' : `ref ${oneRef}`, oneEvent === undefined ? '' : `event ${oneEvent}`].filter((s) => s !== '').join(', ');
      lines.push('', ...wrap(`Records of ${terminalInline(only.name)}${shared === '' ? '' : ` (${shared})`}, oldest first:`, width, '', '  '));
      const detail = [['when', 'sha', ...(oneRef === undefined ? ['ref'] : []), ...(oneEvent === undefined ? ['event'] : []), 'passes', 'verdict', 'tokens', 'latency', 'context']];
      for (const p of only.points) {
        detail.push([
          p.timestamp.slice(0, 16).replace('T', ' '),
          p.sha.slice(0, 7),
          ...(oneRef === undefined ? [refOf(p)] : []),
          ...(oneEvent === undefined ? [terminalInline(p.event)] : []),
          `${countOf(p.passes, p.attempted)}${p.errors > 0 ? ` +${p.errors} errored` : ''}`,
          p.verdict,
          p.attempted > 0 ? formatCount(p.tokensMean) : '—',
          p.attempted > 0 ? formatDuration(p.latencyMsMean) : '—',
          p.contextHash === '' ? '—' : p.contextHash.slice(0, 8),
        ]);
      }
      lines.push(...fitTable(detail, width));
    }
  }
  return `${lines.join('\n')}\n`;
}

function problemsText(problems: string[]): string {
  if (problems.length === 0) return '';
  return `context-eval: ${problems.length} stored file(s) are not valid history records and were left out:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`;
}

export async function historyCommand(values: Parsed['values'], io: CliIO, deps: HistoryReadDeps = {}): Promise<number> {
  const format = formatOption(values);
  const scenario = stringOption(values, 'scenario');
  if (values.scenario !== undefined && (scenario === undefined || scenario === '')) throw new UsageError('--scenario needs a scenario name');
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  const stored = await readStoredHistory(loaded, { cwd: io.cwd, ...deps });
  const view = historyView(stored.records, { source: stored.source, problems: stored.problems, ...(scenario === undefined ? {} : { scenario }) });
  if (scenario !== undefined && view.scenarios.length === 0) {
    const known = historyView(stored.records, { source: stored.source, problems: [] }).scenarios.map((s) => s.name);
    throw new UsageError(
      `--scenario '${scenario}' has no recorded history in ${stored.source}; ` +
        (known.length === 0 ? 'nothing is recorded yet' : `the recorded scenarios:\n${known.map((n) => `  ${n}`).join('\n')}`),
    );
  }
  if (stored.problems.length > 0) io.stderr(fitted(problemsText(stored.problems), io));
  io.stdout(format === 'json' ? `${JSON.stringify(view, null, 2)}\n` : renderHistoryText(view, terminalWidth(io.columns)));
  return 0;
}
