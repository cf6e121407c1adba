/**
 * A PR's scenario against its baseline from history (issue "History, baselines and drift", §3). Pure.
 *
 * 1. `selectBaselineRecords` picks the records: those made at the PR's merge-base commit; if none, the
 *    last M records on the base branch at or before the merge base. Never a newer record: it would hold
 *    base-branch changes the PR does not have.
 * 2. `poolBaseline` pools them per scenario.
 * 3. `passRateTestFor` builds the sequential test (the runner samples with it through
 *    `comparisonPolicy`), and `compareWithBaseline` states the result: the pass-rate decision, the token
 *    and latency ratios against the pooled medians, and behaviour shifts (a feature's most frequent value
 *    changed).
 */
import type { ConfigFile } from '../config/schema.js';
import type { ScenarioResult } from '../report/types.js';
import { createPassRateTest, minDetectableDrop, shrunkRate, type PassRateTest } from '../stats/sprt.js';
import type { HistoryRecord } from './record.js';
import { mean, median, mode, percent, showFeature, type FeatureValue } from './summary.js';

export type CompareConfig = ConfigFile['compare'];

export interface BaselineSelection {
  records: HistoryRecord[];
  source: 'merge-base' | 'ancestors' | 'none';
  /** Says which records were chosen and why, for the report. */
  note: string;
}

export interface BaselineQuery {
  mergeBaseSha: string;
  /** The PR's base branch, e.g. "main" or "refs/heads/main". */
  baseRef: string;
  /** Shas on the base branch at or before the merge base, newest first (the merge base included). */
  ancestorsOfMergeBase?: string[];
  /** compare.baseline_records. */
  m: number;
}

function branchName(ref: string): string {
  return ref.replace(/^refs\/heads\//, '');
}

function sameSha(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}

/** Newest first within a commit; the newest M records at the merge base, else at its nearest ancestors. */
export function selectBaselineRecords(records: readonly HistoryRecord[], q: BaselineQuery): BaselineSelection {
  const newestFirst = [...records].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const short = q.mergeBaseSha.slice(0, 7);
  const atMergeBase = newestFirst.filter((r) => sameSha(r.sha, q.mergeBaseSha)).slice(0, q.m);
  if (atMergeBase.length > 0) {
    return { records: atMergeBase, source: 'merge-base', note: `baseline: ${atMergeBase.length} record(s) at the merge base ${short}` };
  }
  if (q.ancestorsOfMergeBase === undefined || q.ancestorsOfMergeBase.length === 0) {
    return { records: [], source: 'none', note: `no history at the merge base ${short}, and its ancestry is unknown` };
  }
  const base = branchName(q.baseRef);
  const position = (sha: string) => q.ancestorsOfMergeBase?.findIndex((a) => sameSha(a, sha)) ?? -1;
  const ranked = newestFirst
    .filter((r) => branchName(r.ref) === base)
    .map((r) => ({ r, pos: position(r.sha) }))
    .filter((x) => x.pos >= 0)
    .sort((a, b) => a.pos - b.pos || Date.parse(b.r.timestamp) - Date.parse(a.r.timestamp))
    .slice(0, q.m)
    .map((x) => x.r);
  if (ranked.length === 0) {
    return { records: [], source: 'none', note: `no history on ${base} at or before the merge base ${short}` };
  }
  const shas = [...new Set(ranked.map((r) => r.sha.slice(0, 7)))].join(', ');
  return {
    records: ranked,
    source: 'ancestors',
    note: `baseline: the last ${ranked.length} record(s) on ${base} before the merge base ${short} (${shas})`,
  };
}

export interface PooledBaseline {
  scenario: string;
  /** How many records held the scenario. */
  records: number;
  passes: number;
  attempted: number;
  tokens: number[];
  latencyMs: number[];
  features: { decomposes: boolean[]; risk: (string | null)[] };
  /** The distinct context hashes of the pooled records. */
  contextHashes: string[];
}

/** The scenario's runs pooled over the records; undefined when no record holds the scenario. */
export function poolBaseline(records: readonly HistoryRecord[], scenario: string): PooledBaseline | undefined {
  const entries = records.flatMap((r) => r.scenarios.filter((s) => s.name === scenario));
  if (entries.length === 0) return undefined;
  return {
    scenario,
    records: entries.length,
    passes: entries.reduce((n, s) => n + s.passes, 0),
    attempted: entries.reduce((n, s) => n + s.attempted, 0),
    tokens: entries.flatMap((s) => s.tokens.runs),
    latencyMs: entries.flatMap((s) => s.latencyMs.runs),
    features: {
      decomposes: entries.flatMap((s) => s.features.decomposes ?? []),
      risk: entries.flatMap((s) => s.features.risk ?? []),
    },
    contextHashes: [...new Set(entries.map((s) => s.contextHash))],
  };
}

export function passRateTestFor(baseline: Pick<PooledBaseline, 'passes' | 'attempted'>, cfg: CompareConfig): PassRateTest {
  return createPassRateTest(
    { passes: baseline.passes, runs: baseline.attempted },
    { delta: cfg.delta, alpha: cfg.alpha, beta: cfg.beta, maxRuns: cfg.max_runs },
  );
}

export interface BehaviourShift {
  feature: 'decomposes' | 'risk';
  from: FeatureValue;
  to: FeatureValue;
}

export interface PassRateComparison {
  /** 'undecided' covers both the cap and a scenario that stopped early (errors, budget). */
  state: 'drop' | 'no-drop' | 'undecided' | 'no-baseline';
  /** The PR's evaluated runs. */
  runs: number;
  /** The raw pooled baseline rate k/n (the test uses the shrunk one). */
  baselineRate?: number;
  /** When undecided: the smallest drop these runs could have detected. */
  minDetectableDrop?: number;
}

export interface BaselineComparison {
  passRate: PassRateComparison;
  /** The PR's mean tokens ÷ the baseline's median. */
  tokensRatio?: number;
  /** The PR's mean latency ÷ the baseline's median. */
  latencyRatio?: number;
  /** The first shift (decomposes before risk); all of them are in behaviourShifts. */
  behaviourShift?: BehaviourShift;
  behaviourShifts: BehaviourShift[];
  /** True when every baseline record has the PR's context hash. */
  contextUnchanged: boolean;
  note: string;
}

function ratio(current: number[], baseline: number[]): number | undefined {
  const now = mean(current);
  const before = median(baseline);
  if (now === undefined || before === undefined || before <= 0) return undefined;
  return now / before;
}

function shifts(current: ScenarioResult, baseline: PooledBaseline): BehaviourShift[] {
  const evaluated = current.runs.filter((r) => r.error === undefined);
  const found: BehaviourShift[] = [];
  const decomposesNow = evaluated.flatMap((r) => (r.features?.decomposes === undefined ? [] : [r.features.decomposes]));
  const dFrom = mode(baseline.features.decomposes);
  const dTo = mode(decomposesNow);
  if (dFrom !== undefined && dTo !== undefined && dFrom !== dTo) found.push({ feature: 'decomposes', from: dFrom, to: dTo });
  if (baseline.features.risk.length > 0 && evaluated.some((r) => r.features?.risk !== undefined)) {
    const rFrom = mode(baseline.features.risk);
    const rTo = mode(evaluated.map((r) => r.features?.risk ?? null));
    if (rFrom !== undefined && rTo !== undefined && rFrom !== rTo) found.push({ feature: 'risk', from: rFrom, to: rTo });
  }
  return found;
}

export function compareWithBaseline(
  current: ScenarioResult,
  baseline: PooledBaseline | undefined,
  cfg: CompareConfig,
): BaselineComparison {
  const runs = current.attempted;
  if (baseline === undefined || baseline.attempted === 0) {
    return {
      passRate: { state: 'no-baseline', runs },
      behaviourShifts: [],
      contextUnchanged: false,
      note: 'no history for this scenario: judged by its threshold alone',
    };
  }
  const baselineRate = baseline.passes / baseline.attempted;
  const decision = passRateTestFor(baseline, cfg).decide(current.passes, runs);
  const base = `${current.passes}/${runs} passed vs ${baseline.passes}/${baseline.attempted} (${percent(baselineRate)}) in ${baseline.records} baseline record(s)`;
  let passRate: PassRateComparison;
  let verdictText: string;
  if (decision.state === 'drop') {
    passRate = { state: 'drop', runs, baselineRate };
    verdictText = `pass rate dropped (sequential test, drop of ${percent(cfg.delta)} or more at α=${cfg.alpha})`;
  } else if (decision.state === 'no-drop') {
    passRate = { state: 'no-drop', runs, baselineRate };
    verdictText = `no drop in pass rate (sequential test, β=${cfg.beta})`;
  } else {
    const mdd = decision.minDetectableDrop ?? minDetectableDrop(runs, shrunkRate(baseline.passes, baseline.attempted), cfg.alpha, cfg.beta);
    passRate = mdd === undefined ? { state: 'undecided', runs, baselineRate } : { state: 'undecided', runs, baselineRate, minDetectableDrop: mdd };
    verdictText =
      mdd === undefined
        ? `no significant change (${runs} run(s) are too few to detect any drop)`
        : `no significant change (${runs} runs detect a drop of ${percent(mdd)} or more)`;
  }
  const found = shifts(current, baseline);
  const contextUnchanged =
    current.contextHash !== undefined && baseline.contextHashes.length === 1 && baseline.contextHashes[0] === current.contextHash;
  const tokensRatio = ratio(
    current.runs.filter((r) => r.error === undefined).map((r) => r.tokens.input + r.tokens.output),
    baseline.tokens,
  );
  const latencyRatio = ratio(
    current.runs.filter((r) => r.error === undefined).map((r) => r.latencyMs),
    baseline.latencyMs,
  );
  const parts = [`${verdictText}: ${base}`];
  if (tokensRatio !== undefined) parts.push(`tokens ×${tokensRatio.toFixed(2)} of the baseline median`);
  if (latencyRatio !== undefined) parts.push(`latency ×${latencyRatio.toFixed(2)}`);
  for (const s of found) parts.push(`behaviour shift: ${s.feature} ${showFeature(s.from)} → ${showFeature(s.to)}`);
  parts.push(contextUnchanged ? 'context unchanged since the baseline' : 'context changed since the baseline');
  return {
    passRate,
    ...(tokensRatio === undefined ? {} : { tokensRatio }),
    ...(latencyRatio === undefined ? {} : { latencyRatio }),
    ...(found[0] === undefined ? {} : { behaviourShift: found[0] }),
    behaviourShifts: found,
    contextUnchanged,
    note: parts.join('; '),
  };
}
