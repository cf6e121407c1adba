/**
 * Drift detectors over stored history (issue "History, baselines and drift", §4; config `drift:`). Pure.
 *
 * Per scenario, over its records oldest first:
 *  - token_inflation: the mean of the per-record mean tokens over the last `window` records exceeds the
 *    median of the `window` records before them by more than `token_inflation` (0.30 = 30%). Needs
 *    2 × window records with evaluated runs; records whose runs all errored measure nothing and are left out.
 *  - latency_regression: the same on latency, with `latency_regression`.
 *  - behaviour_shift: in the latest record, a feature's most frequent value (decomposes, risk) differs
 *    from its most frequent value pooled over the `window` records before it. Flagged at once.
 *    A tie in either has no most frequent value and flags nothing.
 *  - pass_rate: the last `consecutive_failures` scheduled records (event "schedule") are all below the
 *    scenario's threshold. A scheduled record whose runs all errored breaks the streak: it is no evidence.
 *
 * Attribution: the latest record's context hash started at some record R (the first of the trailing run
 * of records with that hash). If R is newer than the first record the detector compared against (the
 * earlier window, the previous window, or the last scheduled record that passed), the context changed
 * inside the compared span: "the context changed at <R's sha>". Otherwise the context was the same
 * throughout: "the context is unchanged since <R's sha>: provider or model drift".
 */
import type { ConfigFile } from '../config/schema.js';
import type { HistoryRecord, ScenarioRecord } from '../history/record.js';
import { compareRecords } from '../history/store.js';
import { mean, median, mode, percent, showFeature, type FeatureValue } from '../history/summary.js';

export type DriftConfig = ConfigFile['drift'];

export type DriftKind = 'token_inflation' | 'latency_regression' | 'behaviour_shift' | 'pass_rate';

export type DriftCause = { type: 'context_changed'; sha: string } | { type: 'model_drift'; since: string };

export interface DriftFinding {
  scenario: string;
  kind: DriftKind;
  message: string;
  cause: DriftCause;
}

interface Point {
  record: HistoryRecord;
  s: ScenarioRecord;
}

const short = (sha: string) => sha.slice(0, 7);

function attribute(series: readonly Point[], refIndex: number): DriftCause {
  let start = series.length - 1;
  const hash = series[start]?.s.contextHash;
  while (start > 0 && series[start - 1]?.s.contextHash === hash) start--;
  const sha = series[start]?.record.sha ?? '';
  return start > refIndex ? { type: 'context_changed', sha } : { type: 'model_drift', since: sha };
}

function models(r: HistoryRecord): string {
  return r.providers.map((p) => `${p.name}=${p.model ?? p.type}`).join(', ');
}

function explain(series: readonly Point[], refIndex: number, cause: DriftCause): string {
  if (cause.type === 'context_changed') return `the context changed at ${short(cause.sha)}`;
  const before = series[refIndex]?.record;
  const latest = series[series.length - 1]?.record;
  const changed = before && latest && models(before) !== models(latest) ? ` (providers were ${models(before)}, now ${models(latest)})` : '';
  return `the context is unchanged since ${short(cause.since)}: provider or model drift${changed}`;
}

function finding(scenario: string, kind: DriftKind, what: string, series: readonly Point[], refIndex: number): DriftFinding {
  const cause = attribute(series, refIndex);
  return { scenario, kind, message: `${scenario}: ${what}; ${explain(series, refIndex, cause)}`, cause };
}

function inflation(
  scenario: string,
  series: readonly Point[],
  cfg: DriftConfig,
  kind: 'token_inflation' | 'latency_regression',
): DriftFinding | undefined {
  const limit = kind === 'token_inflation' ? cfg.token_inflation : cfg.latency_regression;
  const pick = (p: Point) => (kind === 'token_inflation' ? p.s.tokens : p.s.latencyMs);
  const measured = series.map((p, index) => ({ index, value: pick(p) })).filter((m) => m.value.runs.length > 0);
  const w = cfg.window;
  if (measured.length < 2 * w) return undefined;
  const recent = measured.slice(-w);
  const earlier = measured.slice(-2 * w, -w);
  const now = mean(recent.map((m) => m.value.mean));
  const before = median(earlier.map((m) => m.value.mean));
  if (now === undefined || before === undefined || before <= 0) return undefined;
  const growth = now / before - 1;
  if (growth <= limit) return undefined;
  const unit = kind === 'token_inflation' ? 'tokens' : 'latency (ms)';
  const what =
    `mean ${unit} over the last ${w} records (${Math.round(now)}) is ${percent(growth)} above the median of the ` +
    `${w} before (${Math.round(before)}), over the ${percent(limit)} limit`;
  return finding(scenario, kind, what, series, earlier[0]?.index ?? 0);
}

function featureValues(s: ScenarioRecord, feature: 'decomposes' | 'risk'): FeatureValue[] {
  return feature === 'decomposes' ? (s.features.decomposes ?? []) : (s.features.risk ?? []);
}

function behaviourShifts(scenario: string, series: readonly Point[], cfg: DriftConfig): DriftFinding[] {
  const latest = series[series.length - 1];
  if (latest === undefined) return [];
  const found: DriftFinding[] = [];
  for (const feature of ['decomposes', 'risk'] as const) {
    const now = featureValues(latest.s, feature);
    if (now.length === 0) continue;
    const previous = series
      .slice(0, -1)
      .map((p, index) => ({ index, values: featureValues(p.s, feature) }))
      .filter((x) => x.values.length > 0)
      .slice(-cfg.window);
    const first = previous[0];
    if (first === undefined) continue;
    const from = mode(previous.flatMap((x) => x.values));
    const to = mode(now);
    if (from === undefined || to === undefined || from === to) continue;
    const what =
      `behaviour shift: ${feature} is mostly ${showFeature(to)} in the latest record (${short(latest.record.sha)}), ` +
      `was mostly ${showFeature(from)} over the ${previous.length} record(s) before`;
    found.push(finding(scenario, 'behaviour_shift', what, series, first.index));
  }
  return found;
}

function belowThreshold(s: ScenarioRecord): boolean {
  return s.attempted > 0 && s.passes / s.attempted < s.threshold - 1e-9;
}

function passRateDegradation(scenario: string, series: readonly Point[], cfg: DriftConfig): DriftFinding | undefined {
  const scheduled = series.map((p, index) => ({ p, index })).filter((x) => x.p.record.event === 'schedule');
  let streak = 0;
  for (let i = scheduled.length - 1; i >= 0; i--) {
    const entry = scheduled[i];
    if (entry === undefined || !belowThreshold(entry.p.s)) break;
    streak++;
  }
  if (streak < cfg.consecutive_failures) return undefined;
  const lastGood = scheduled[scheduled.length - 1 - streak];
  const latest = scheduled[scheduled.length - 1]?.p.s;
  const rate = latest ? `, ${latest.passes}/${latest.attempted} passed in the latest (threshold ${percent(latest.threshold)})` : '';
  const what = `pass rate below the threshold in the last ${streak} scheduled runs (limit ${cfg.consecutive_failures})${rate}`;
  return finding(scenario, 'pass_rate', what, series, lastGood?.index ?? 0);
}

/** Every finding over the history, scenario by scenario in order of first appearance. */
export function detectDrift(records: readonly HistoryRecord[], cfg: DriftConfig): DriftFinding[] {
  const sorted = [...records].sort(compareRecords);
  const names: string[] = [];
  for (const r of sorted) for (const s of r.scenarios) if (!names.includes(s.name)) names.push(s.name);
  const findings: DriftFinding[] = [];
  for (const name of names) {
    const series: Point[] = sorted.flatMap((record) =>
      record.scenarios.filter((s) => s.name === name).map((s) => ({ record, s })),
    );
    const found = [
      inflation(name, series, cfg, 'token_inflation'),
      inflation(name, series, cfg, 'latency_regression'),
      ...behaviourShifts(name, series, cfg),
      passRateDegradation(name, series, cfg),
    ];
    for (const f of found) if (f !== undefined) findings.push(f);
  }
  return findings;
}
