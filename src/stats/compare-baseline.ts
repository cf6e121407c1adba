/**
 * A PR's scenario against its pooled baseline (issue "A gate teams can trust"). Pure.
 *
 * `designFor` builds the scenario's sequential comparison design (./comparison-design.ts) with its
 * share of the PR's family α; the runner samples with it, and `decideComparison` states the result in
 * numbers: the decision, the detectable drop, the token and latency ratios against the pooled medians,
 * and behaviour shifts (a feature's most frequent value changed). `compareWithBaseline` adds their words
 * (./compare-words.ts). The baseline itself is selected and pooled from history by src/history/baseline.ts.
 */
import type { ConfigFile } from '../config/schema.js';
import type { ScenarioResult } from '../report/types.js';
import { createComparisonDesign, type ComparisonDesign } from './comparison-design.js';
import { LOOK_RUNS } from './threshold-test.js';
import { COMPARISON_SHARE } from './error-budget.js';
import { firstDecision } from './sequential-policy.js';
import { dayEffectFor, type DayEffect, type DaySpread } from './day-effect.js';
import { mean, median, mode, type FeatureValue } from './summary.js';
import { exactInterval } from './interval.js';
import { comparisonNote, inconclusiveWords, NO_BASELINE_NOTE } from './compare-words.js';

export type CompareSettings = ConfigFile['compare'];

/** A scenario's runs pooled over baseline records (src/history/baseline.ts makes them). */
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
  /** Each pooled record's own count. */
  perRecord?: { passes: number; attempted: number }[];
  /**
   * How many distinct UTC days the pooled records were made on (issue 31 item 2): records of one day share
   * its day effect, so the null averages the baseline's day effects over days, not records. Unknown: `records`.
   */
  days?: number;
  /** Each pooled day's count, its records' runs summed (the day-to-day sd is estimated from them). */
  perDay?: { passes: number; attempted: number }[];
  /** The pooled records' commits and timestamps, newest first (a re-run pins them: issue 31 item 2). */
  from?: { sha: string; timestamp: string }[];
  /** The whole baseline's evidence on the day-to-day variance (src/stats/day-effect.ts). */
  suiteSpread?: DaySpread;
  /**
   * The merge base's context sampled in this same run (compare.base rerun or auto): both arms share the
   * day's effect, so the null has no day-to-day spread (betweenSd 0), only the base arm's binomial noise.
   */
  sameRun?: boolean;
  /** The scenario's threshold at the base (the newest pooled record's, or the base suite's); absent in older data. */
  threshold?: number;
}

const designs = new Map<string, ComparisonDesign>();

/** The baseline's counts per day when known (records of one day pooled), else per record. */
export function daysOf(baseline: { perRecord?: PooledBaseline['perRecord']; perDay?: PooledBaseline['perDay'] }): { passes: number; attempted: number }[] {
  // Stryker disable next-line ArrayDeclaration: one record never gives an estimate (day-effect.ts needs MIN_RECORDS), so the default's content cannot show
  return baseline.perDay ?? baseline.perRecord ?? [];
}

/** The comparison design for a scenario's baseline, plan and share of the family's α; memoised (designs are pure). */
export function designFor(
  baseline: Pick<PooledBaseline, 'passes' | 'attempted'> & { records?: number; days?: number; perRecord?: PooledBaseline['perRecord']; perDay?: PooledBaseline['perDay']; suiteSpread?: DaySpread; sameRun?: boolean },
  plan: { planned: number },
  cfg: CompareSettings,
  familySize: number,
): ComparisonDesign {
  const day = dayEffectFor(cfg.day_to_day_sd, daysOf(baseline), baseline.suiteSpread);
  const input = {
    baseline: { passes: baseline.passes, runs: baseline.attempted },
    alpha: (cfg.alpha * COMPARISON_SHARE) / Math.max(1, familySize),
    delta: cfg.delta,
    beta: cfg.beta,
    maxRuns: Math.max(cfg.max_runs, plan.planned),
    // Measured in the same run, the two arms share the day's effect: it cancels from the comparison.
    betweenSd: baseline.sameRun === true ? 0 : day.sd,
    dayDf: day.df,
    // The baseline's day effects average over its distinct days (records of one day share one), its runs all count.
    baselineRecords: baseline.sameRun === true ? 1 : (baseline.days ?? baseline.records ?? 1),
    planned: plan.planned,
    look: LOOK_RUNS,
  };
  const key = JSON.stringify(input);
  let design = designs.get(key);
  if (design === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a memory bound; when the cache is cleared changes no design
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
  if (evaluated.some((r) => r.features?.risk !== undefined)) {
    const rFrom = mode(baseline.features.risk);
    const rTo = mode(evaluated.map((r) => r.features?.risk ?? null));
    if (rFrom !== undefined && rTo !== undefined && rFrom !== rTo) found.push({ feature: 'risk', from: rFrom, to: rTo });
  }
  return found;
}

/**
 * The base's threshold verdict for a scenario that fails in the pull request (issue 31 item 1): `failing`
 * when the base's runs (the pooled baseline, or the base arm measured in this run) show its rate below
 * the base's threshold (its record's, or the base suite's; else the scenario's) by the scenario's own
 * rule, taken over those runs as one sample: under the test, the one-sided upper (1 − α)
 * Clopper–Pearson bound is below the threshold, α the scenario's share of the false-fail rate (the
 * evidence the PR's own runs need to fail it); under `verdict: count`, passes ÷ runs below it. Otherwise `passing`: a failure is excused as "failing at the base too" only
 * on that evidence, never for want of it.
 */
export function baseThresholdVerdict(
  base: { passes: number; attempted: number; threshold?: number },
  s: { threshold: number; rule?: { kind: 'test' | 'count'; alpha?: number } },
): 'failing' | 'passing' {
  if (base.attempted <= 0) return 'passing';
  // The base's own bar: a pull request that raised it made the failure (the scenario's when unknown).
  const threshold = base.threshold ?? s.threshold;
  if (s.rule?.kind === 'count') return base.passes / base.attempted < threshold ? 'failing' : 'passing';
  const alpha = s.rule?.alpha ?? 0.05;
  return exactInterval(base.passes, base.attempted, 1 - 2 * alpha).high < threshold ? 'failing' : 'passing';
}

/** The largest drop a "no drop" may be stated against: beyond it, "no drop" would say nothing a reader can use. */
export const MAX_STATED_DROP = 0.5;

/**
 * What the comparison decided, in numbers and states only; src/stats/compare-words.ts says it in words.
 * (The pass rate's `inconclusive` sentence is added there too.)
 */
export interface ComparisonDecision {
  passRate: PassRateComparison;
  /** The PR's runs and passes the decision saw (its first stop, or all of them). */
  seen: number;
  seenPasses: number;
  /** Not a drop, and the design reaches compare.delta at its power target. */
  resolves: boolean;
  /** Not a drop, and the detectable drop is one a "no drop" may be stated against (MAX_STATED_DROP). */
  resolvable: boolean;
  /** Runs errored before the decision, or in the scenario. */
  errored: boolean;
  tokensRatio?: number;
  latencyRatio?: number;
  shifts: BehaviourShift[];
  contextUnchanged: boolean;
  dayEffect?: DayEffect;
}

/** The comparison's decisions against a usable baseline (one with evaluated runs). */
export function decideComparison(current: ScenarioResult, baseline: PooledBaseline, cfg: CompareSettings, familySize = 1): ComparisonDecision {
  const runs = current.attempted;
  const baselineRate = baseline.passes / baseline.attempted;
  const design = designFor(baseline, current, cfg, familySize);
  const family = { size: familySize, alpha: design.input.alpha };
  const dayEffect = baseline.sameRun === true ? undefined : dayEffectFor(cfg.day_to_day_sd, daysOf(baseline), baseline.suiteSpread);
  // The comparison's own decision at its looks: a drop at any look, else its first stop (src/stats/sequential-policy.ts).
  const first = firstDecision(design, current.runs);
  const seen = first.decision === 'continue' && !first.erroredBefore ? runs : first.runs;
  const seenPasses = first.decision === 'continue' && !first.erroredBefore ? current.passes : first.passes;
  const errored = first.erroredBefore || current.errors > 0;
  let passRate: PassRateComparison;
  let resolves = false;
  let resolvable = false;
  if (first.decision === 'drop') {
    passRate = { state: 'drop', runs: seen, baselineRate, family, ...(dayEffect === undefined ? {} : { dayEffect }) };
  } else {
    // "No drop" stands on the design's power: it had an 80% chance to flag a drop to the detectable rate,
    // and it ran to its end (an accepting stop or the cap). Cut short (errors, budget), it is undecided.
    const detectableRate = design.detectableRate(0.8);
    const finished = first.decision === 'no-drop' || first.decision === 'undecided-at-cap';
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: the undefined check is for the type (with no rate the comparison is NaN, false either way); < against <= and ±1e-9 differ only within 1e-9 of the bound, the float tolerance, which no design computed from counts lands in
    resolvable = detectableRate !== undefined && baselineRate - detectableRate <= MAX_STATED_DROP + 1e-9;
    const state = finished && resolvable ? 'no-drop' : 'undecided';
    passRate = { state, runs: seen, baselineRate, family, ...(dayEffect === undefined ? {} : { dayEffect }) };
    if (detectableRate !== undefined) {
      passRate.detectableRate = detectableRate;
      passRate.detectableDrop = Math.max(0, baselineRate - detectableRate);
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: the undefined check is for the type (with no rate the comparison is NaN, false either way); < against <= and ±1e-9 differ only within 1e-9 of the bound, the float tolerance, which no design computed from counts lands in
    resolves = detectableRate !== undefined && baselineRate - detectableRate <= cfg.delta + 1e-9;
  }
  const evaluated = current.runs.filter((r) => r.error === undefined);
  const tokensRatio = ratio(evaluated.map((r) => r.tokens.input + r.tokens.output), baseline.tokens);
  const latencyRatio = ratio(evaluated.map((r) => r.latencyMs), baseline.latencyMs);
  return {
    passRate,
    seen,
    seenPasses,
    resolves,
    resolvable,
    errored,
    ...(tokensRatio === undefined ? {} : { tokensRatio }),
    ...(latencyRatio === undefined ? {} : { latencyRatio }),
    shifts: shifts(current, baseline),
    // Pooled context hashes are strings: a PR without one never matches.
    contextUnchanged: baseline.contextHashes.length === 1 && baseline.contextHashes[0] === current.contextHash,
    ...(dayEffect === undefined ? {} : { dayEffect }),
  };
}

/** The comparison of a PR's scenario with its baseline: the decisions (decideComparison) and their words (./compare-words.ts). */
export function compareWithBaseline(
  current: ScenarioResult,
  baseline: PooledBaseline | undefined,
  cfg: CompareSettings,
  familySize = 1,
): BaselineComparison {
  if (baseline === undefined || baseline.attempted === 0) {
    return { passRate: { state: 'no-baseline', runs: current.attempted }, behaviourShifts: [], contextUnchanged: false, note: NO_BASELINE_NOTE };
  }
  const d = decideComparison(current, baseline, cfg, familySize);
  const why = inconclusiveWords(d, baseline, cfg, familySize);
  const passRate = why === undefined ? d.passRate : { ...d.passRate, inconclusive: why };
  return {
    passRate,
    ...(d.tokensRatio === undefined ? {} : { tokensRatio: d.tokensRatio }),
    ...(d.latencyRatio === undefined ? {} : { latencyRatio: d.latencyRatio }),
    ...(d.shifts[0] === undefined ? {} : { behaviourShift: d.shifts[0] }),
    behaviourShifts: d.shifts,
    contextUnchanged: d.contextUnchanged,
    note: comparisonNote(d, baseline, cfg, why),
  };
}
