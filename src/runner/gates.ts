/**
 * Own-rule expectations (DESIGN §3b): `- { never_calls: [delete_*], threshold: 1, verdict: count }` is
 * tested on its own outcomes, apart from the scenario's threshold, and fails the scenario when it fails.
 * A safety rule is not a style rule: the first reckless call fails a count rule at threshold 1 while the
 * other expectations keep their statistical test. Every such test made counts in the invocation's error
 * budget (src/stats/error-budget.ts). Pure, but a gate's policy is stateful: one per scenario.
 */
import { decidedVerdict, finalVerdict, type Tally } from '../stats/verdict.js';
import { replayThresholdTest } from '../stats/threshold-test.js';
import type { SamplingPolicy, SamplingState } from '../stats/policy.js';
import { samplingPolicy, type ThresholdRule } from '../stats/threshold-rule.js';
import type { GateReport, RunResult } from '../report/types.js';

export interface Gate {
  /** The expectation as a reader finds it: its kind and where it is written. */
  label: string;
  line: number;
  threshold: number;
  rule: ThresholdRule;
}

/** A gate's view of one run: its outcome as the run's pass; an outcome not evaluated counts as an error. */
function gateRun(run: RunResult, k: number): { pass: boolean; error?: string } {
  if (run.error !== undefined) return { pass: false, error: run.error };
  const outcome = run.gates?.[k];
  if (outcome === null || outcome === undefined) return { pass: false, error: 'not evaluated' };
  return { pass: outcome };
}

export function gateTally(runs: readonly RunResult[], k: number): Tally {
  const t: Tally = { passes: 0, failures: 0, errors: 0 };
  for (const run of runs) {
    const r = gateRun(run, k);
    if (r.error !== undefined) t.errors++;
    else if (r.pass) t.passes++;
    else t.failures++;
  }
  return t;
}

/** Each gate's verdict over the scenario's runs. */
export function gateReports(gates: readonly Gate[], runs: readonly RunResult[], planned: number): GateReport[] {
  return gates.map((g, k) => {
    const t = gateTally(runs, k);
    const v = g.rule.kind === 'count' ? finalVerdict(t, planned, g.threshold) : replayThresholdTest(g.rule.test, runs.map((r) => gateRun(r, k)));
    const undecided = 'undecided' in v && v.undecided === true;
    return { expectation: g.label, line: g.line, threshold: g.threshold, rule: g.rule.kind, verdict: v.verdict, ...(undecided ? { state: 'undecided' as const } : {}), passes: t.passes, attempted: t.passes + t.failures, reason: v.reason };
  });
}

/**
 * The scenario's policy with its gates: runs go on while the scenario's own test or a gate is open, to the
 * nearest look any of them wants; they stop at once when a gate has failed for good (the scenario fails
 * whatever more runs show).
 */
export function gatedPolicy(base: SamplingPolicy, gates: readonly Gate[], planned: number, runs: () => readonly RunResult[]): SamplingPolicy {
  if (gates.length === 0) return base;
  const policies = gates.map((g) => samplingPolicy(g.rule, planned));
  return (s: SamplingState) => {
    const made = runs();
    const wants: number[] = [base(s)];
    for (const [k, g] of gates.entries()) {
      const t = gateTally(made, k);
      if (g.rule.kind === 'count' && decidedVerdict(t, planned, g.threshold, s.inFlight) === 'fail') return 0;
      if (g.rule.kind === 'test' && made.length > 0 && s.inFlight === 0 && replayThresholdTest(g.rule.test, made.map((r) => gateRun(r, k))).verdict === 'fail') return 0;
      wants.push(policies[k]?.({ ...t, inFlight: s.inFlight, planned, threshold: g.threshold }) ?? 0);
    }
    const positive = wants.filter((w) => w > 0);
    return positive.length === 0 ? 0 : Math.min(...positive);
  };
}
