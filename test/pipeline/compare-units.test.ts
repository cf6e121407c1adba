/** The pipeline's baseline comparison, function by function, without a model server (attach-comparisons.test.ts runs it end to end). */
import { describe, it, expect } from 'vitest';
import { attachComparisons, baselineFor, baselineRecordPolicy, comparisonPolicyFor, familySizeOf, recordingPolicy, regressions, samplingPolicy } from '../../src/pipeline/attach-comparisons.js';
import { createThresholdTest, LOOK_RUNS } from '../../src/stats/threshold-test.js';
import type { ThresholdRule } from '../../src/runner/result.js';
import type { CompareSettings } from '../../src/stats/compare-baseline.js';
import { CompareSchema } from '../../src/config/schema.js';
import { COUNT_RULE, buildReport, scenarioResult, skippedResult } from '../../src/runner/result.js';
import { fixedPolicy, thresholdPolicy } from '../../src/stats/policy.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';
import { makeRecord, sha } from '../history/make-record.js';

const CFG: CompareSettings = CompareSchema.parse({});
const history = [1, 2, 3].map((n) =>
  makeRecord(n, [
    { name: 'a', passes: 9, attempted: 10 },
    { name: 'b', passes: 9, attempted: 10 },
    { name: 'errored', passes: 0, attempted: 0 },
  ]),
);
const request = { mergeBaseSha: sha(3), baseRef: 'main', ancestorsOfMergeBase: [sha(3), sha(2), sha(1)] };

function runs(outcomes: boolean[]): RunResult[] {
  return outcomes.map((pass, index) => ({ index, pass, tokens: { input: 100, output: 20 }, latencyMs: 2000, failures: [] }));
}

function ran(name: string, outcomes: boolean[], planned = 3): ScenarioResult {
  const passes = outcomes.filter(Boolean).length;
  const id = { name, file: `scenarios/${name}.yaml`, line: 1, role: 'r', planned, threshold: 2 / 3, contextHash: 'hash-a', rule: COUNT_RULE };
  return scenarioResult(id, runs(outcomes), { passes, failures: outcomes.length - passes, errors: 0 }, 'w');
}

function report(scenarios: ScenarioResult[]) {
  return buildReport({ scenarios, calls: 0, durationMs: 0, notes: ['first note'], version: '0', config: 'c.yaml', startedAt: 'now' });
}

describe('baselineFor', () => {
  it('pools each scenario over the chosen records, at most m of them', () => {
    const pooled = baselineFor(history, { ...request, m: 2 });
    expect(pooled.selection.source).toBe('merge-base');
    expect([...pooled.byScenario.keys()].sort()).toEqual(['a', 'b', 'errored']);
    expect(pooled.byScenario.get('a')).toMatchObject({ records: 2, passes: 18, attempted: 20 });
  });
  it('leaves out records older than maxAgeDays before the newest', () => {
    const pooled = baselineFor(history, { ...request, m: 10, maxAgeDays: 1 });
    expect(pooled.byScenario.get('a')).toMatchObject({ records: 2, attempted: 20 });
    expect(baselineFor(history, { ...request, m: 10 }).byScenario.get('a')).toMatchObject({ records: 3, attempted: 30 });
  });
});

describe('familySizeOf', () => {
  const pooled = baselineFor(history, { ...request, m: 5 });
  it('counts the running scenarios with evaluated baseline runs, at least 1', () => {
    expect(familySizeOf(pooled, ['a', 'b', 'errored', 'new'])).toBe(2);
    expect(familySizeOf(pooled, ['a'])).toBe(1);
    expect(familySizeOf(pooled, ['errored', 'new'])).toBe(1);
    expect(familySizeOf(pooled, [])).toBe(1);
  });
});

describe('comparisonPolicyFor', () => {
  const pooled = baselineFor(history, { ...request, m: 5 });
  const policyFor = comparisonPolicyFor(pooled, CFG, { familySize: 2 });
  const doneAt3 = { passes: 2, failures: 1, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 };
  it('samples past N for a scenario with a usable baseline, and by the threshold rule alone without one', () => {
    const withBaseline = policyFor({ scenario: { name: 'a', runs: 3 } });
    expect(withBaseline({ ...doneAt3, failures: 0, passes: 0 })).toBe(3);
    expect(withBaseline(doneAt3)).toBeGreaterThan(0);
    expect(policyFor({ scenario: { name: 'errored', runs: 3 } })).toBe(thresholdPolicy);
    expect(policyFor({ scenario: { name: 'new', runs: 3 } })).toBe(thresholdPolicy);
  });
});

describe('samplingPolicy and recordingPolicy', () => {
  const testRule = (): ThresholdRule => ({ kind: 'test', test: createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.01, planned: 3, cap: 60 }) });
  const at = (passes: number, failures: number, planned = 3) => ({ passes, failures, errors: 0, inFlight: 0, planned, threshold: 2 / 3 });

  it('under verdict: count with nothing to compare, is the count rule itself', () => {
    expect(samplingPolicy({ kind: 'count' }, 3)).toBe(thresholdPolicy);
  });

  it('under the threshold test, samples past the planned runs to the next look while the test is undecided', () => {
    const policy = samplingPolicy(testRule(), 3);
    expect(policy(at(0, 0))).toBe(3);
    // 2 of 3 decides nothing at the first look (3, 5, 7, …: every LOOK_RUNS = 2 runs): 2 more runs to the look at 5; the count rule would stop.
    expect(policy(at(2, 1))).toBe(LOOK_RUNS);
    expect(thresholdPolicy(at(2, 1))).toBe(0);
    // 5 of 5 shows the rate above the threshold less the tolerance (0.567⁵ = 0.058 ≤ 0.15): stop.
    expect(policy(at(5, 0))).toBe(0);
  });

  it('with a comparison design under verdict: count, samples for the comparison', () => {
    const pooled = baselineFor(history, { ...request, m: 5 });
    const viaPolicyFor = comparisonPolicyFor(pooled, CFG, { familySize: 1 })({ scenario: { name: 'a', runs: 3 }, rule: { kind: 'count' } });
    expect(viaPolicyFor).not.toBe(thresholdPolicy);
    expect(viaPolicyFor(at(0, 0))).toBe(3);
    expect(viaPolicyFor(at(2, 1))).toBeGreaterThan(0);
  });

  it('comparisonPolicyFor uses the scenario\'s threshold rule when it has one', () => {
    const pooled = baselineFor(history, { ...request, m: 5 });
    const policy = comparisonPolicyFor(pooled, CFG, { familySize: 1 })({ scenario: { name: 'new', runs: 3 }, rule: testRule() });
    expect(policy).not.toBe(thresholdPolicy);
    expect(policy(at(0, 0))).toBe(3);
    expect(policy(at(2, 1))).toBe(LOOK_RUNS);
  });

  it('a recording run makes its planned runs, then follows the threshold test while it is undecided', () => {
    expect(recordingPolicy({ kind: 'count' }, 6)).toBe(fixedPolicy);
    const policy = recordingPolicy(testRule(), 6);
    expect(policy(at(0, 0, 6))).toBe(6);
    // The test (planned 3) looks at 3, 5, 7, …: from 6 runs, 1 more to its look at 7.
    expect(policy(at(4, 2, 6))).toBe(1);
    expect(fixedPolicy(at(4, 2, 6))).toBe(0);
  });
});

describe('baselineRecordPolicy', () => {
  it('runs compare.baseline_runs runs, all of them', () => {
    expect(baselineRecordPolicy({ ...CFG, baseline_runs: 12 })).toEqual({ policy: fixedPolicy, planned: 12 });
  });
});

describe('attachComparisons', () => {
  const pooled = baselineFor(history, { ...request, m: 5 });

  it('states a comparison on every scenario that ran, with the baseline, and counts the regressions', () => {
    const dropped = ran('a', Array.from({ length: 15 }, () => false), 3);
    const fine = ran('b', [true, true, true]);
    const skipped = skippedResult({ name: 's', file: 's.yaml', line: 1, role: 'r', planned: 3, threshold: 2 / 3 }, 'not affected');
    const out = attachComparisons(report([dropped, fine, skipped]), pooled, CFG, { familySize: 2 });
    const [a, b, s] = out.scenarios;
    // Decided at its first look that could flag 0 passes at its share of α: the runs after it are not its evidence.
    expect(a!.comparison).toMatchObject({ state: 'drop', runs: 7, baseline: { passes: 27, attempted: 30, records: 3, rate: 0.9 }, family: { size: 2, alpha: CFG.alpha / 2 / 2 } });
    expect(a!.comparison?.contextUnchanged).toBe(true);
    // Fewer than 5 baseline records: the configured day-to-day sd, said so.
    expect(a!.comparison?.dayToDaySd).toEqual({ value: CFG.day_to_day_sd, source: 'configured' });
    expect(a!.comparison?.tokensRatio).toBeCloseTo(120 / 1000, 10);
    expect(a!.comparison?.latencyRatio).toBeCloseTo(1, 10);
    expect(a!.reason).toBe(`${dropped.reason} (12 more runs than the planned 3, to compare with the baseline; at most ${CFG.max_runs})`);
    expect(b!.comparison?.state).not.toBe('drop');
    expect(b!.comparison?.detectableDrop).toBeGreaterThan(0);
    expect(b!.comparison?.detectableRate).toBeCloseTo(0.9 - b!.comparison!.detectableDrop!, 10);
    expect(b!.reason).toBe(fine.reason);
    expect(s).toBe(skipped);
    expect(out.summary.regressions).toBe(1);
    expect(regressions(out)).toEqual([a]);
    expect(out.notes).toEqual([
      'first note',
      pooled.selection.note,
      `2 scenarios compared with the baseline; the chance that a pull request changing no pass rate is flagged is at most ${Math.round(CFG.alpha * 1000) / 10}% over all of them together`,
    ]);
  });

  it('says one more run in the singular, and names the scenarios without history', () => {
    const one = ran('a', [true, true, true, true], 3);
    const fresh = ran('new', [true, true]);
    const out = attachComparisons(report([one, fresh]), pooled, CFG, { familySize: 1 });
    expect(out.scenarios[0]!.reason).toContain('(1 more run than the planned 3,');
    expect(out.scenarios[1]!.comparison).toMatchObject({ state: 'no-baseline', runs: 2, contextUnchanged: false });
    expect(out.scenarios[1]!.comparison?.baseline).toBeUndefined();
    expect(out.notes).toEqual([
      'first note',
      pooled.selection.note,
      `1 scenario compared with the baseline; the chance that a pull request changing no pass rate is flagged is at most ${Math.round(CFG.alpha * 1000) / 10}% over all of them together`,
      '1 scenario had no history in the baseline: judged by their threshold alone',
    ]);
  });

  it('adds no comparison note when nothing was compared, and no "no history" note without any baseline record', () => {
    const none = baselineFor([], { ...request, m: 5 });
    const out = attachComparisons(report([ran('a', [true, true])]), none, CFG, { familySize: 1 });
    expect(out.notes).toEqual(['first note', none.selection.note]);
    expect(out.summary.regressions).toBe(0);
    expect(regressions(out)).toEqual([]);
  });

  it('treats a baseline whose runs all errored as no baseline', () => {
    const out = attachComparisons(report([ran('errored', [true, true])]), pooled, CFG, { familySize: 1 });
    expect(out.scenarios[0]!.comparison?.state).toBe('no-baseline');
    expect(out.notes.at(-1)).toBe('1 scenario had no history in the baseline: judged by their threshold alone');
  });

  it('states only the fields a comparison has, and its behaviour shifts', () => {
    const out = attachComparisons(report([ran('new', [true, true])]), pooled, CFG, { familySize: 1 });
    expect(Object.keys(out.scenarios[0]!.comparison!).sort()).toEqual(['behaviourShifts', 'contextUnchanged', 'note', 'runs', 'state']);
    const shifted = baselineFor([makeRecord(3, [{ name: 'a', passes: 9, attempted: 10, decomposes: [false, false] }])], { ...request, m: 5 });
    const withShift = ran('a', [true, true, true]);
    withShift.runs = withShift.runs.map((r) => ({ ...r, features: { decomposes: true } }));
    const c = attachComparisons(report([withShift]), shifted, CFG, { familySize: 1 }).scenarios[0]!.comparison!;
    expect(c.behaviourShifts).toEqual([{ feature: 'decomposes', from: false, to: true }]);
  });

  it('names several scenarios without history in the plural', () => {
    const out = attachComparisons(report([ran('new', [true, true]), ran('newer', [true, true])]), pooled, CFG, { familySize: 1 });
    expect(out.notes.at(-1)).toBe('2 scenarios had no history in the baseline: judged by their threshold alone');
  });

  it('keeps an inconclusive comparison\'s reason', () => {
    const thin = baselineFor([makeRecord(3, [{ name: 'a', passes: 2, attempted: 2 }])], { ...request, m: 5 });
    const out = attachComparisons(report([ran('a', [true, true])]), thin, { ...CFG, max_runs: 3 }, { familySize: 1 });
    expect(out.scenarios[0]!.comparison?.inconclusive).toMatch(/the baseline holds 2 runs in 1 record/);
  });
});
