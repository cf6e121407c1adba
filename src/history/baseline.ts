/**
 * A PR's scenario against its baseline from history (issue "A gate teams can trust"). Pure.
 *
 * 1. `selectBaselineRecords` orders the candidate records: those made at the PR's merge-base commit
 *    (newest first), then those on the base branch at its nearest ancestors. Never a newer record: it
 *    would hold base-branch changes the PR does not have.
 * 2. `poolBaseline` pools, per scenario, the newest candidate record that holds it and the next ones
 *    whose context hash for that scenario is the same (they measured the same context), up to
 *    compare.baseline_records and within compare.max_age_days of the newest one.
 * 3. `designFor` builds the scenario's sequential comparison design (src/stats/comparison-design.ts)
 *    with its share of the PR's family α; the runner samples with it, and `compareWithBaseline` states
 *    the result: the decision, the detectable drop, the token and latency ratios against the pooled
 *    medians, and behaviour shifts (a feature's most frequent value changed).
 */
import type { ConfigFile } from '../config/schema.js';
import type { ScenarioResult } from '../report/types.js';
import { createComparisonDesign, type ComparisonDesign } from '../stats/comparison-design.js';
import { LOOK_RUNS } from '../stats/threshold-test.js';
import { COMPARISON_SHARE } from '../stats/error-budget.js';
import { firstDecision } from '../stats/sequential-policy.js';
import { dayEffectFor, type DayEffect } from '../stats/day-effect.js';
import type { HistoryRecord } from './record.js';
import { formatPercent } from '../format/percent.js';
import { mean, median, mode, showFeature, type FeatureValue } from './summary.js';

export type CompareSettings = ConfigFile['compare'];

export { LOOK_RUNS };

/** The most candidate records considered (pooling takes at most compare.baseline_records per scenario). */
const MAX_CANDIDATES = 50;

export interface BaselineSelection {
  /** Candidate records, best first: at the merge base newest first, then at its nearest ancestors. */
  records: HistoryRecord[];
  source: 'merge-base' | 'ancestors' | 'none';
  /** Says which records were candidates and why, for the report. */
  note: string;
}

export interface BaselineQuery {
  mergeBaseSha: string;
  /** The PR's base branch, e.g. "main" or "refs/heads/main". */
  baseRef: string;
  /** Shas on the base branch at or before the merge base, newest first (the merge base included). */
  ancestorsOfMergeBase?: string[];
}

function branchName(ref: string): string {
  return ref.replace(/^refs\/heads\//, '');
}

function sameSha(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}

/** The candidate records, best first: at the merge base (newest first), then at its nearest ancestors on the base branch. */
export function selectBaselineRecords(records: readonly HistoryRecord[], q: BaselineQuery): BaselineSelection {
  const newestFirst = [...records].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const short = q.mergeBaseSha.slice(0, 7);
  const atMergeBase = newestFirst.filter((r) => sameSha(r.sha, q.mergeBaseSha));
  const base = branchName(q.baseRef);
  const ancestors = (q.ancestorsOfMergeBase ?? []).filter((a) => !sameSha(a, q.mergeBaseSha));
  const position = (sha: string) => ancestors.findIndex((a) => sameSha(a, sha));
  const older = newestFirst
    .filter((r) => branchName(r.ref) === base && !sameSha(r.sha, q.mergeBaseSha))
    .map((r) => ({ r, pos: position(r.sha) }))
    .filter((x) => x.pos >= 0)
    .sort((a, b) => a.pos - b.pos || Date.parse(b.r.timestamp) - Date.parse(a.r.timestamp))
    .map((x) => x.r);
  const candidates = [...atMergeBase, ...older].slice(0, MAX_CANDIDATES);
  if (candidates.length === 0) {
    const where = ancestors.length === 0 ? `at the merge base ${short}` : `on ${base} at or before the merge base ${short}`;
    return { records: [], source: 'none', note: `no history ${where}` };
  }
  const shas = [...new Set(candidates.map((r) => r.sha.slice(0, 7)))];
  const shown = shas.length > 4 ? `${shas.slice(0, 4).join(', ')}, …` : shas.join(', ');
  const where = atMergeBase.length > 0 ? `the merge base ${short}` : `the nearest ancestors of the merge base ${short} on ${base}`;
  return {
    records: candidates,
    source: atMergeBase.length > 0 ? 'merge-base' : 'ancestors',
    note: `baseline: history at ${where} (${shown}), pooled per scenario while its context is unchanged`,
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
  /** Each pooled record's own count (the day-to-day sd is estimated from them). */
  perRecord?: { passes: number; attempted: number }[];
}

/**
 * The scenario's runs pooled over the candidate records (best first): the first record that holds the
 * scenario, and the following ones with the same context hash for it, up to `maxRecords` and within
 * `maxAgeDays` of the first. Undefined when no record holds the scenario.
 */
export function poolBaseline(
  records: readonly HistoryRecord[],
  scenario: string,
  limits: { maxRecords: number; maxAgeDays: number } = { maxRecords: Number.MAX_SAFE_INTEGER, maxAgeDays: Number.POSITIVE_INFINITY },
): PooledBaseline | undefined {
  const held = records.flatMap((r) => r.scenarios.filter((s) => s.name === scenario).map((s) => ({ s, at: Date.parse(r.timestamp) })));
  return poolHeld(held, scenario, limits);
}

type Held = { s: HistoryRecord['scenarios'][number]; at: number };

/**
 * Every scenario's baseline at once: one pass over the records (a per-scenario scan of every record
 * is quadratic in the suite's size). The same result as poolBaseline for each name.
 */
export function poolBaselines(records: readonly HistoryRecord[], limits: { maxRecords: number; maxAgeDays: number }): Map<string, PooledBaseline> {
  const heldBy = new Map<string, Held[]>();
  for (const r of records) {
    const at = Date.parse(r.timestamp);
    for (const s of r.scenarios) {
      let list = heldBy.get(s.name);
      if (!list) heldBy.set(s.name, (list = []));
      list.push({ s, at });
    }
  }
  const out = new Map<string, PooledBaseline>();
  for (const [name, held] of heldBy) {
    const pooled = poolHeld(held, name, limits);
    if (pooled !== undefined) out.set(name, pooled);
  }
  return out;
}

function poolHeld(held: readonly Held[], scenario: string, limits: { maxRecords: number; maxAgeDays: number }): PooledBaseline | undefined {
  const first = held[0];
  if (first === undefined) return undefined;
  const entries = held
    .filter((e) => e.s.contextHash === first.s.contextHash && first.at - e.at <= limits.maxAgeDays * 86_400_000)
    .slice(0, limits.maxRecords)
    .map((e) => e.s);
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
    perRecord: entries.map((s) => ({ passes: s.passes, attempted: s.attempted })),
  };
}

const designs = new Map<string, ComparisonDesign>();

/** The comparison design for a scenario's baseline, plan and share of the family's α; memoised (designs are pure). */
export function designFor(
  baseline: Pick<PooledBaseline, 'passes' | 'attempted'> & { records?: number; perRecord?: PooledBaseline['perRecord'] },
  plan: { planned: number },
  cfg: CompareSettings,
  familySize: number,
): ComparisonDesign {
  const input = {
    baseline: { passes: baseline.passes, runs: baseline.attempted },
    alpha: (cfg.alpha * COMPARISON_SHARE) / Math.max(1, familySize),
    delta: cfg.delta,
    beta: cfg.beta,
    maxRuns: Math.max(cfg.max_runs, plan.planned),
    betweenSd: dayEffectFor(cfg.day_to_day_sd, baseline.perRecord ?? []).sd,
    baselineRecords: baseline.records ?? 1,
    planned: plan.planned,
    look: LOOK_RUNS,
  };
  const key = JSON.stringify(input);
  let design = designs.get(key);
  if (design === undefined) {
    if (designs.size >= 2000) designs.clear();
    design = createComparisonDesign(input);
    designs.set(key, design);
  }
  return design;
}

export interface BehaviourShift {
  feature: 'decomposes' | 'risk';
  from: FeatureValue;
  to: FeatureValue;
}

export interface PassRateComparison {
  /** 'undecided' covers the cap, a scenario that stopped early (errors, budget) and an inconclusive design. */
  state: 'drop' | 'no-drop' | 'undecided' | 'no-baseline';
  /** The PR's evaluated runs. */
  runs: number;
  /** The raw pooled baseline rate k/n. */
  baselineRate?: number;
  /** On no-drop and undecided: the rate the comparison would have flagged with 80% probability. */
  detectableRate?: number;
  /** baselineRate − detectableRate. */
  detectableDrop?: number;
  /** Why the comparison could not reach its power target (a drop of compare.delta, caught with 1 − beta). */
  inconclusive?: string;
  /** This scenario's share of the family's false-alarm rate, and the family's size. */
  family?: { size: number; alpha: number };
  /** The day-to-day sd the null used: configured, or estimated from the scenario's history. */
  dayEffect?: DayEffect;
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

/** The largest drop a "no drop" may be stated against: beyond it, "no drop" would say nothing a reader can use. */
export const MAX_STATED_DROP = 0.5;

const runsWord = (n: number) => `${n} run${n === 1 ? '' : 's'}`;

/** Why a design could not reach its power target, in the reader's terms (the detectable rate is stated beside it). */
function whyInconclusive(baseline: PooledBaseline, cfg: CompareSettings, familySize: number, detectableRate: number | undefined): string {
  const evidence = `the baseline holds ${runsWord(baseline.attempted)} in ${baseline.records} record${baseline.records === 1 ? '' : 's'}`;
  const family = familySize > 1 ? `, shared among ${familySize} compared scenarios` : '';
  const reach = detectableRate === undefined ? 'no drop at all would be caught 80% of the time' : `a drop of ${Math.round(cfg.delta * 100)} points would be caught less than 80% of the time`;
  return `${evidence}${family}: ${reach} (more evidence: compare.baseline_runs, compare.max_runs)`;
}

export function compareWithBaseline(
  current: ScenarioResult,
  baseline: PooledBaseline | undefined,
  cfg: CompareSettings,
  familySize = 1,
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
  const design = designFor(baseline, current, cfg, familySize);
  const family = { size: familySize, alpha: design.input.alpha };
  const dayEffect = dayEffectFor(cfg.day_to_day_sd, baseline.perRecord ?? []);
  // The comparison's own decision at its looks: a drop at any look, else its first stop (src/stats/sequential-policy.ts).
  const first = firstDecision(design, current.runs);
  const seen = first.decision === 'continue' && !first.erroredBefore ? runs : first.runs;
  const seenPasses = first.decision === 'continue' && !first.erroredBefore ? current.passes : first.passes;
  const base = `${seenPasses}/${seen} passed vs ${baseline.passes}/${baseline.attempted} (${formatPercent(baselineRate)}) over ${baseline.records} baseline record${baseline.records === 1 ? '' : 's'}`;
  let passRate: PassRateComparison;
  let verdictText: string;
  if (first.decision === 'drop') {
    passRate = { state: 'drop', runs: seen, baselineRate, family, dayEffect };
    verdictText = `pass rate dropped (false-red rate ${formatPercent(cfg.alpha)} per pull request, shared among its tests)`;
  } else {
    // "No drop" stands on the design's power: it had an 80% chance to flag a drop to the detectable rate,
    // and it ran to its end (an accepting stop or the cap). Cut short (errors, budget), it is undecided.
    const detectableRate = design.detectableRate(0.8);
    const finished = first.decision === 'no-drop' || first.decision === 'undecided-at-cap';
    const resolvable = detectableRate !== undefined && baselineRate - detectableRate <= MAX_STATED_DROP + 1e-9;
    const state = finished && resolvable ? 'no-drop' : 'undecided';
    passRate = { state, runs: seen, baselineRate, family, dayEffect };
    if (detectableRate !== undefined) {
      passRate.detectableRate = detectableRate;
      passRate.detectableDrop = Math.max(0, baselineRate - detectableRate);
    }
    const resolves = detectableRate !== undefined && baselineRate - detectableRate <= cfg.delta + 1e-9;
    if (!resolves) passRate.inconclusive = whyInconclusive(baseline, cfg, familySize, detectableRate);
    const drop = passRate.detectableDrop === undefined ? '' : `${Math.round(passRate.detectableDrop * 100)} points`;
    if (state === 'no-drop') {
      const against = resolves ? '' : ` (compare.delta is ${Math.round(cfg.delta * 100)} points: finer than this comparison resolves; ${passRate.inconclusive ?? ''})`;
      verdictText = `no drop of ${drop} or more (such a drop, to ${formatPercent(Math.max(0, detectableRate ?? 0))}, is caught 80% of the time)${against}`;
    } else {
      const how = first.erroredBefore || current.errors > 0 ? 'no decision (errored runs)' : 'no decision (sampling stopped early)';
      const caught = detectableRate === undefined ? 'no drop could have been caught 80% of the time' : `could have caught a drop to ${formatPercent(Math.max(0, detectableRate))} or worse`;
      // What the design can never resolve is said first; otherwise why it stopped before deciding.
      verdictText = passRate.inconclusive !== undefined && !resolvable ? `inconclusive: ${passRate.inconclusive}; ${caught}` : `${how}; ${caught}`;
    }
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
  if (dayEffect.source === 'history') parts.push(`day-to-day sd ${dayEffect.sd.toFixed(3)}, estimated from ${dayEffect.records ?? 0} baseline records`);
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
