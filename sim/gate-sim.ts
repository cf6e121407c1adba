/**
 * A seeded simulation of the PR gate's regression decision, driven through the product's own functions:
 * baseline records are sampled and built the way the shipped workflows' push and schedule runs build
 * them (`baselineRecordPolicy`, `buildRecord`), and each PR is sampled and judged the way a
 * pull_request run is (`baselineFor`, `comparisonPolicyFor`, `attachComparisons`, `regressions`).
 *
 * Model (issue "A gate teams can trust"): each scenario's true pass rate is drawn from
 * {0.8, 0.9, 0.95, 1.0}; on every day (each baseline record, and the PR run) the rate moves by a normal
 * day-to-day variation of sd `daySd`, clipped to [0, 1]. The PR's prompt edit changes every re-run
 * scenario's context hash but, under "no change", no true pass rate.
 */
import type { ConfigFile } from '../src/config/schema.js';
import { buildRecord, type HistoryRecord } from '../src/history/record.js';
import { attachComparisons, baselineFor, baselineRecordPolicy, comparisonPolicyFor, recordingPolicy, regressions, type Confirmation } from '../src/pipeline/attach-comparisons.js';
import { rerunBaselines, type BaseArmResult } from '../src/pipeline/base-arm.js';
import { fixedPolicy } from '../src/stats/policy.js';
import { confirmRuns } from '../src/stats/confirm-drop.js';
import { compareWithBaseline, type PooledBaseline } from '../src/stats/compare-baseline.js';
import type { RunResult } from '../src/report/types.js';
import { buildReport, scenarioResult, type ThresholdRule } from '../src/runner/result.js';
import type { SamplingPolicy } from '../src/stats/policy.js';
import { CompareSchema, VERDICT_DEFAULTS } from '../src/config/schema.js';
import { ruleFor } from '../src/pipeline/pipeline.js';
import { thresholdAlpha } from '../src/stats/error-budget.js';
import { clip01, seeded, type Rng } from './random.js';

export const RATES = [0.8, 0.9, 0.95, 1.0] as const;
const MERGE_BASE = 'a'.repeat(40);

export interface GateSimSettings {
  /** Re-run scenarios in the PR (the family). */
  m: number;
  /** Baseline records before the PR (push + nightly runs at the merge base). */
  records: number;
  /**
   * The distinct days those records fall on (issue 31 item 2; default: one record a day). Records of one
   * day share its day effect, as a push and a nightly run on the same day do; the days are spread as
   * evenly as the records allow, the earlier days holding the extra records (5 in 2: 3 + 2).
   */
  recordDays?: number;
  daySd: number;
  /** The day effect's shape (issue 31 item 2): normal (default), Student t₃ scaled to sd daySd, or normal on the logit scale with sd daySd / 0.09 (daySd at a rate of 0.9, 0.089 at 0.8; none at 1). */
  dayShape?: 'normal' | 't3' | 'logit';
  planned: number;
  threshold: number;
  compare: ConfigFile['compare'];
  /** Scenario index → the PR's true rate (a real drop); the scenario's baseline rate is `from`. */
  drop?: { from: number; to: number };
  /** Fixed true rates instead of draws (length m). */
  rates?: number[];
  /** Re-run every stated detectable drop to check it is caught 80% of the time (S3). */
  checkStated?: boolean;
  /** The threshold rule (the product's default: test) and its settings. */
  verdict?: 'test' | 'count';
  tolerance?: number;
  maxRuns?: number;
  /** Scenario index → a fixed true rate on the baseline and the PR alike (a steady scenario, e.g. below its threshold: G2). */
  steady?: { index: number; rate: number };
  /** False: the merge base cannot be measured in the PR's run (a shallow clone), so a drop against history is not confirmed. Default true. */
  baseMeasured?: boolean;
  /** Sample only scenario 0 in the PR (the dropped or steady one): the family and the baseline stay the whole suite's; what is measured is whether that scenario makes the PR red (a lower bound of the PR's red rate), at a twentieth of the cost. */
  focus?: boolean;
}

/** The scenario's threshold rule as the pipeline builds it, with its share of the false-red rate. */
function ruleOf(set: GateSimSettings, planned: number, share: number): ThresholdRule {
  return ruleFor(
    { runs: planned, threshold: set.threshold, verdict: set.verdict ?? VERDICT_DEFAULTS.verdict, tolerance: set.tolerance ?? VERDICT_DEFAULTS.tolerance, maxRuns: set.maxRuns ?? VERDICT_DEFAULTS.max_runs },
    share,
  );
}

/**
 * One day's effect under the setting's shape, drawn for a scenario whose long-run rate is p (a logit
 * effect moves no rate on a bound, and draws nothing there): apply it with `onDay`. The PR's day and the
 * base arm measured in the same run (the confirmation of a drop) share it.
 */
export function dayEffect(rng: Rng, p: number, set: Pick<GateSimSettings, 'daySd' | 'dayShape'>): number {
  const shape = set.dayShape ?? 'normal';
  if (shape === 'logit') return p <= 0 || p >= 1 ? 0 : (set.daySd / 0.09) * rng.normal();
  if (shape === 't3') {
    const chi = rng.normal() ** 2 + rng.normal() ** 2 + rng.normal() ** 2;
    // t₃ has variance 3: divided by √3 it has sd 1.
    return (set.daySd * rng.normal()) / Math.sqrt(chi / 3) / Math.sqrt(3);
  }
  return set.daySd * rng.normal();
}

/** The rate p on a day whose effect is `effect` (dayEffect): added, or on the logit scale, clipped to [0, 1]. */
export function onDay(p: number, effect: number, set: Pick<GateSimSettings, 'dayShape'>): number {
  if ((set.dayShape ?? 'normal') !== 'logit') return clip01(p + effect);
  if (p <= 0 || p >= 1) return p;
  return 1 / (1 + Math.exp(-(Math.log(p / (1 - p)) + effect)));
}

/** One day's rate of a scenario whose long-run rate is p, under the setting's day effect. */
export function dayRate(rng: Rng, p: number, set: Pick<GateSimSettings, 'daySd' | 'dayShape'>): number {
  return onDay(p, dayEffect(rng, p, set), set);
}

export const DEFAULT_COMPARE: ConfigFile['compare'] = CompareSchema.parse({});

export interface PrOutcome {
  /** The PR would fail on `regression`. */
  regression: boolean;
  /** The PR would fail on `threshold` (some scenario's verdict is fail). */
  threshold: boolean;
  /** The dropped scenario was flagged (when there is one). */
  dropFlagged?: boolean;
  /** PR-side model calls, summed over the family. */
  calls: number;
  /** The largest number of runs any scenario made. */
  maxRuns: number;
  /** S3: how many no-drop/undecided comparisons stated a detectable drop, and how many of those drops were caught when re-run at that rate. */
  stated: number;
  caught: number;
  /** Scenarios compared with a baseline, and how many of those ended `no-drop`. */
  compared: number;
  noDrop: number;
}

function run(index: number, pass: boolean): RunResult {
  return { index, pass, tokens: { input: 100, output: 50 }, latencyMs: 10, failures: pass ? [] : ['expected x'] };
}

/** Drives a policy as the runner does: launch what it asks, complete runs one at a time (outcomes are i.i.d.). */
export function sample(rng: Rng, rate: number, policy: SamplingPolicy, planned: number, threshold: number) {
  const s = { passes: 0, failures: 0, errors: 0, inFlight: 0, planned, threshold };
  const runs: RunResult[] = [];
  for (;;) {
    s.inFlight += Math.max(0, policy({ ...s }));
    if (s.inFlight === 0) break;
    s.inFlight--;
    const pass = rng() < rate;
    runs.push(run(runs.length, pass));
    if (pass) s.passes++;
    else s.failures++;
  }
  return { runs, tally: { passes: s.passes, failures: s.failures, errors: 0 } };
}

function identity(i: number, hash: string, planned: number, threshold: number, rule: ThresholdRule) {
  return { name: `s${i}`, file: `scenarios/s${i}.yaml`, line: 1, role: 'r', planned, threshold, contextHash: hash, rule };
}

function reportOf(results: ReturnType<typeof scenarioResult>[]) {
  return buildReport({ scenarios: results, calls: 0, durationMs: 0, notes: [], version: 'sim', config: 'sim.yaml', startedAt: '2026-11-01T00:00:00Z' });
}

/** The baseline records that the shipped workflows' push and schedule runs write before the PR. */
export function baselineRecords(rng: Rng, rates: number[], set: GateSimSettings): HistoryRecord[] {
  const records: HistoryRecord[] = [];
  const days = Math.max(1, Math.min(set.records, set.recordDays ?? set.records));
  const dayOf = (r: number) => Math.floor((r * days) / set.records);
  const dayRates: number[] = [];
  for (let r = 0; r < set.records; r++) {
    // The first record of a day draws each scenario's rate for it (just before sampling it: the seeded
    // streams of one record a day are unchanged); the day's later records share it.
    const newDay = r === 0 || dayOf(r) !== dayOf(r - 1);
    const results = rates.map((p, i) => {
      const policy = baselineRecordPolicy(set.compare);
      const planned = Math.max(set.planned, policy.planned);
      const rule = ruleOf(set, planned, thresholdAlpha(set.compare.alpha, rates.length, 0));
      if (newDay) dayRates[i] = dayRate(rng, p, set);
      const { runs, tally } = sample(rng, dayRates[i] ?? p, recordingPolicy(rule, planned), planned, set.threshold);
      return scenarioResult(identity(i, `base-${i}`, planned, set.threshold, rule), runs, tally, 'sim');
    });
    records.push(
      buildRecord(reportOf(results), {
        sha: MERGE_BASE,
        ref: 'refs/heads/main',
        event: r === 0 ? 'push' : 'schedule',
        // One day apart, or an hour apart within a day when records share days.
        timestamp: new Date(Date.UTC(2026, 10, 1 + dayOf(r), r)).toISOString(),
        providers: [],
      }),
    );
  }
  return records;
}

/**
 * One PR. The base arms of the confirmation draw from `arms` (gateRates gives them a stream of their own, so that
 * every other draw is the one it would be without the confirmation: the rows compare paired with the history alone).
 */
export function simulatePr(rng: Rng, set: GateSimSettings, arms: Rng = rng): PrOutcome {
  const rates = set.rates ?? Array.from({ length: set.m }, (_, i) => (set.drop && i === 0 ? set.drop.from : set.steady?.index === i ? set.steady.rate : RATES[Math.floor(rng() * RATES.length)] ?? 0.9));
  const records = set.records > 0 ? baselineRecords(rng, rates, set) : [];
  const pooled = baselineFor(records, { mergeBaseSha: MERGE_BASE, baseRef: 'main', ancestorsOfMergeBase: [MERGE_BASE], m: set.compare.baseline_records });
  const policyFor = comparisonPolicyFor(pooled, set.compare, { familySize: set.m });
  const rule = ruleOf(set, set.planned, thresholdAlpha(set.compare.alpha, set.m, set.records > 0 ? set.m : 0));
  let calls = 0;
  let maxRuns = 0;
  const effects = new Map<string, number>();
  const results = rates.flatMap((p, i) => {
    if (set.focus && i !== 0) return [];
    const truth = set.drop && i === 0 ? set.drop.to : p;
    const id = identity(i, `pr-${i}`, set.planned, set.threshold, rule);
    const effect = dayEffect(rng, truth, set);
    effects.set(id.name, effect);
    const { runs, tally } = sample(rng, onDay(truth, effect, set), policyFor({ scenario: { name: id.name, runs: set.planned }, rule }), set.planned, set.threshold);
    calls += runs.length;
    maxRuns = Math.max(maxRuns, runs.length);
    return [scenarioResult(id, runs, tally, 'sim')];
  });
  let report = attachComparisons(reportOf(results), pooled, set.compare, { familySize: set.m });
  // compare.base: auto (the default) checks each drop against history with the merge base measured in
  // this run (src/pipeline/rerun.ts measureConfirmations): its arm samples the base's rate on the PR's day.
  const drops = regressions(report).filter((s) => s.comparison?.source === 'history');
  if (drops.length > 0 && set.compare.base === 'auto' && set.baseMeasured !== false) {
    const measured = new Map<string, { result: BaseArmResult; baseHash: string }>();
    for (const s of drops) {
      const i = Number(s.name.slice(1));
      const rate = onDay(rates[i] ?? 0, effects.get(s.name) ?? 0, set);
      const { runs, tally } = sample(arms, rate, fixedPolicy, confirmRuns(set.compare), set.threshold);
      calls += runs.length;
      measured.set(s.name, { result: { runs, passes: tally.passes, attempted: tally.passes + tally.failures, errors: 0, calls: runs.length }, baseHash: `base-${i}` });
    }
    const baselines = rerunBaselines(measured);
    const confirmations = new Map<string, Confirmation>([...measured].map(([name, a]) => [name, { kind: 'arm' as const, arm: a.result, baseline: baselines.get(name) as PooledBaseline }]));
    report = attachComparisons(reportOf(results), pooled, set.compare, { familySize: set.m }, undefined, confirmations);
  }
  const flagged = new Set(regressions(report).map((s) => s.name));
  // S3: every stated detectable drop, re-run once with the PR's true rate at the stated rate through
  // the same policy and comparison: it should be caught 80% of the time.
  let stated = 0;
  let caught = 0;
  if (set.checkStated) {
    for (const s of report.scenarios) {
      const rate = s.comparison?.detectableRate;
      if (rate === undefined || s.comparison?.state === 'drop') continue;
      stated++;
      const policy = policyFor({ scenario: { name: s.name, runs: set.planned }, rule });
      const again = sample(rng, rate, policy, set.planned, set.threshold);
      const result = scenarioResult(identity(0, 'again', set.planned, set.threshold, rule), again.runs, again.tally, 'sim');
      if (compareWithBaseline(result, pooled.byScenario.get(s.name), set.compare, set.m).passRate.state === 'drop') caught++;
    }
  }
  return {
    regression: flagged.size > 0,
    threshold: report.scenarios.some((s) => s.verdict === 'fail'),
    ...(set.drop ? { dropFlagged: flagged.has('s0') } : {}),
    calls,
    maxRuns,
    stated,
    caught,
    compared: report.scenarios.filter((s) => s.comparison !== undefined && s.comparison.state !== 'no-baseline').length,
    noDrop: report.scenarios.filter((s) => s.comparison?.state === 'no-drop').length,
  };
}

export interface GateRates {
  prs: number;
  regressionRate: number;
  thresholdRate: number;
  failRate: number;
  dropFlaggedRate?: number;
  callsPerScenario: number;
  maxRuns: number;
  /** S3: the share of stated detectable drops caught when re-run at the stated rate. */
  statedCaught?: { stated: number; rate: number };
  /** The share of compared scenarios that ended `no-drop` (G4). */
  noDropRate: number;
}

export function gateRates(rng: Rng, set: GateSimSettings, prs: number): GateRates {
  let reg = 0;
  let thr = 0;
  let fail = 0;
  let dropped = 0;
  let calls = 0;
  let maxRuns = 0;
  let stated = 0;
  let caught = 0;
  let compared = 0;
  let noDrop = 0;
  // The confirmation's base arms: a stream of their own (simulatePr).
  const arms = seeded(0xc0ffee);
  for (let i = 0; i < prs; i++) {
    const o = simulatePr(rng, set, arms);
    compared += o.compared;
    noDrop += o.noDrop;
    stated += o.stated;
    caught += o.caught;
    if (o.regression) reg++;
    if (o.threshold) thr++;
    if (o.regression || o.threshold) fail++;
    if (o.dropFlagged) dropped++;
    calls += o.calls;
    maxRuns = Math.max(maxRuns, o.maxRuns);
  }
  return {
    prs,
    regressionRate: reg / prs,
    thresholdRate: thr / prs,
    failRate: fail / prs,
    ...(set.drop ? { dropFlaggedRate: dropped / prs } : {}),
    callsPerScenario: calls / (prs * (set.focus ? 1 : set.m)),
    maxRuns,
    ...(set.checkStated ? { statedCaught: { stated, rate: stated === 0 ? 0 : caught / stated } } : {}),
    noDropRate: compared === 0 ? 0 : noDrop / compared,
  };
}
