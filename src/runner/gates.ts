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
  /** The expectation as a reader finds it: its kind (after its stage's role in a chain) and where it is written. */
  label: string;
  line: number;
  threshold: number;
  rule: ThresholdRule;
  /** The chain stage whose expect holds it: a run where that stage did not run is no sample of the gate. */
  stage?: string;
}

/**
 * A gate's view of one run: its outcome as the run's pass; an outcome not evaluated counts as an error.
 * A chain run that ended before the gate's stage (its `when` not met, an earlier stage failed) is not a
 * sample of it: that stage's rule judged nothing in the run.
 */
function gateRun(run: RunResult, k: number, stage: string | undefined): { pass: boolean; error?: string } | 'unsampled' {
  if (run.error !== undefined) return { pass: false, error: run.error };
  if (stage !== undefined && run.stages !== undefined && !run.stages.some((s) => s.role === stage)) return 'unsampled';
  const outcome = run.gates?.[k];
  if (outcome === null || outcome === undefined) return { pass: false, error: 'not evaluated' };
  return { pass: outcome };
}

/** The runs that sample the gate, as its test reads them. */
function sampled(runs: readonly RunResult[], k: number, stage: string | undefined): { pass: boolean; error?: string }[] {
  return runs.flatMap((r) => {
    const g = gateRun(r, k, stage);
    return g === 'unsampled' ? [] : [g];
  });
}

export function gateTally(runs: readonly RunResult[], k: number, stage?: string): Tally & { unsampled: number } {
  const t = { passes: 0, failures: 0, errors: 0, unsampled: 0 };
  for (const run of runs) {
    const r = gateRun(run, k, stage);
    if (r === 'unsampled') t.unsampled++;
    else if (r.error !== undefined) t.errors++;
    else if (r.pass) t.passes++;
    else t.failures++;
  }
  return t;
}

/** A count rule's planned runs: the scenario's, less those that turned out not to sample the gate. */
const plannedFor = (planned: number, t: { unsampled: number }) => Math.max(0, planned - t.unsampled);

/** Each gate's verdict over the scenario's runs; a stage's gate that no run sampled is skipped (it judged nothing). */
export function gateReports(gates: readonly Gate[], runs: readonly RunResult[], planned: number): GateReport[] {
  return gates.map((g, k) => {
    const t = gateTally(runs, k, g.stage);
    const stage = g.stage === undefined ? {} : { stage: g.stage };
    const head = { expectation: g.label, line: g.line, threshold: g.threshold, rule: g.rule.kind, ...stage };
    if (g.stage !== undefined && t.unsampled === runs.length && runs.length > 0) {
      return { ...head, verdict: 'skipped' as const, passes: 0, attempted: 0, reason: `not sampled, stage ${g.stage} ran in none of the ${runs.length} runs` };
    }
    const v = g.rule.kind === 'count' ? finalVerdict(t, plannedFor(planned, t), g.threshold) : replayThresholdTest(g.rule.test, sampled(runs, k, g.stage));
    const undecided = 'undecided' in v && v.undecided === true;
    const apart = t.unsampled === 0 ? '' : ` (stage ${g.stage ?? ''} ran in ${runs.length - t.unsampled} of the ${runs.length} runs; only those sample it)`;
    return { ...head, verdict: v.verdict, ...(undecided ? { state: 'undecided' as const } : {}), passes: t.passes, attempted: t.passes + t.failures, reason: `${v.reason}${apart}` };
  });
}

/**
 * The scenario's policy with its gates: runs go on while the scenario's own test or a gate is open, to the
 * nearest look any of them wants; they stop at once when a gate has failed for good (the scenario fails
 * whatever more runs show). A stage's gate counts only the runs that reached its stage, and asks for no
 * run past its test's cap (or, under a count rule, the planned runs): a stage that rarely runs cannot keep
 * a scenario sampling forever.
 */
export function gatedPolicy(base: SamplingPolicy, gates: readonly Gate[], planned: number, runs: () => readonly RunResult[]): SamplingPolicy {
  if (gates.length === 0) return base;
  const policies = gates.map((g) => samplingPolicy(g.rule, planned));
  return (s: SamplingState) => {
    const made = runs();
    const wants: number[] = [base(s)];
    for (const [k, g] of gates.entries()) {
      const { unsampled, ...t } = gateTally(made, k, g.stage);
      const gatePlanned = plannedFor(planned, { unsampled });
      if (g.rule.kind === 'count' && decidedVerdict(t, gatePlanned, g.threshold, s.inFlight) === 'fail') return 0;
      if (g.rule.kind === 'test' && made.length > 0 && s.inFlight === 0 && replayThresholdTest(g.rule.test, sampled(made, k, g.stage)).verdict === 'fail') return 0;
      if (g.rule.kind === 'test' && made.length + s.inFlight >= g.rule.test.cap) continue;
      wants.push(policies[k]?.({ ...t, inFlight: s.inFlight, planned: g.rule.kind === 'count' ? gatePlanned : planned, threshold: g.threshold }) ?? 0);
    }
    const positive = wants.filter((w) => w > 0);
    return positive.length === 0 ? 0 : Math.min(...positive);
  };
}
