/**
 * The threshold rule, in one place (DESIGN §4; issue 31 item 4): which rule a scenario or an own-rule
 * expectation is judged by, the verdict that rule gives over the runs made, and how runs are sampled for
 * it. `test` is the sequential test with error control (src/stats/threshold-test.ts); `count` the literal
 * k-of-N rule (no error control; src/stats/verdict.ts). Pure.
 */
import { VERDICT_DEFAULTS } from '../config/schema.js';
import type { ThresholdRuleReport } from '../report/types.js';
import type { Scenario } from '../scenarios/types.js';
import { ownRules } from '../scenarios/own-rules.js';
import type { ComparisonDesign } from './comparison-design.js';
import { fixedPolicy, thresholdPolicy, type SamplingPolicy } from './policy.js';
import { sequentialPolicy } from './sequential-policy.js';
import { replayThresholdTest, thresholdTestFor, type ThresholdTest } from './threshold-test.js';
import { finalVerdict, type Tally } from './verdict.js';

/** How a threshold verdict is reached: the sequential test, or the count rule. */
export type ThresholdRule = { kind: 'test'; test: ThresholdTest } | { kind: 'count' };

export const COUNT_RULE: ThresholdRule = { kind: 'count' };

/** The scenario's threshold rule: its test, with its share of the false-fail rate, or the count rule it chose. */
export function ruleFor(s: Pick<Scenario, 'runs' | 'threshold' | 'tolerance' | 'verdict' | 'maxRuns'>, alphaShare: number): ThresholdRule {
  if ((s.verdict ?? VERDICT_DEFAULTS.verdict) === 'count') return COUNT_RULE;
  const tolerance = s.tolerance ?? VERDICT_DEFAULTS.tolerance;
  return { kind: 'test', test: thresholdTestFor({ threshold: s.threshold, tolerance, alpha: alphaShare, planned: s.runs, cap: s.maxRuns ?? VERDICT_DEFAULTS.max_runs }) };
}

/** The threshold tests a selection makes: one a scenario, and one more for each own-rule expectation with a test (a chain stage's too). */
export function thresholdTestCount(scenarios: readonly Scenario[]): number {
  return scenarios.reduce((n, s) => n + 1 + ownRules(s).filter(({ expectation: e }) => (e.own?.verdict ?? s.verdict ?? VERDICT_DEFAULTS.verdict) === 'test').length, 0);
}

/**
 * The rule's verdict over the runs made (each run's pass, the threshold test's own pass where it differs,
 * or its error), their `tally`, of `planned` runs at `threshold`; and the rule as the report states it.
 */
export function thresholdVerdict(
  rule: ThresholdRule,
  runs: readonly { pass: boolean; mainPass?: boolean; error?: string }[],
  tally: Tally,
  planned: number,
  threshold: number,
): { verdict: 'pass' | 'fail' | 'error'; reason: string; rule: ThresholdRuleReport } {
  if (rule.kind === 'count') return { ...finalVerdict(tally, planned, threshold), rule: { kind: 'count' } };
  const t = rule.test;
  const v = replayThresholdTest(t, runs);
  return {
    verdict: v.verdict,
    reason: v.reason,
    rule: { kind: 'test', tolerance: t.input.tolerance, alpha: t.input.alpha, maxRuns: t.cap, ...(v.decidedAt === undefined ? {} : { decidedAt: v.decidedAt }) },
  };
}

/**
 * How one scenario samples: its threshold test and, with a baseline, its comparison, on one set of runs
 * (src/stats/sequential-policy.ts). Under `verdict: count` the planned runs follow the count rule's early
 * stop when there is nothing to compare with, and all N are made before the comparison looks when there is.
 */
export function samplingPolicy(rule: ThresholdRule, planned: number, design?: ComparisonDesign): SamplingPolicy {
  const tests = [...(rule.kind === 'test' ? [rule.test] : []), ...(design ? [design] : [])];
  if (tests.length === 0) return thresholdPolicy;
  return sequentialPolicy(planned, tests);
}

/**
 * A recording run's policy for one scenario: the `planned` (≥ compare.baseline_runs) runs first, all of
 * them, then, under the threshold test, its looks while it is undecided (a record's threshold verdict
 * is a test like any other: a fixed 6 or 30 runs cannot always show a rate below the threshold at the
 * scenario's share of α, and "not shown" is not a pass). Under `verdict: count`, the planned runs only.
 */
export function recordingPolicy(rule: ThresholdRule, planned: number): SamplingPolicy {
  return rule.kind === 'test' ? sequentialPolicy(planned, [rule.test]) : fixedPolicy;
}
