/**
 * The engine's pluggable stopping rule. A policy looks at a scenario's results so far and says how many
 * more runs to launch now; the runner stops sampling the scenario when the policy says 0 and no run is
 * in flight. The baseline comparison wraps the threshold policy to sample past `planned`.
 */
import { decidedVerdict, runsToDecide } from './verdict.js';

export interface SamplingState {
  passes: number;
  failures: number;
  errors: number;
  inFlight: number;
  planned: number;
  threshold: number;
}

export type SamplingPolicy = (s: SamplingState) => number;

/**
 * Runs the planned N, stopping early once the verdict over the N planned runs can no longer change.
 * It launches only as many runs as could decide the verdict, so that no call is spent on a run whose
 * result cannot matter.
 */
export const thresholdPolicy: SamplingPolicy = (s) => {
  const tally = { passes: s.passes, failures: s.failures, errors: s.errors };
  // Stryker disable next-line ConditionalExpression: a decided verdict makes runsToDecide 0 (or left ≤ 0 when in-flight runs pass planned), so the last line gives 0 too; kept so the rule reads first
  if (decidedVerdict(tally, s.planned, s.threshold, s.inFlight) !== undefined) return 0;
  // Stryker disable next-line ArithmeticOperator: each of these only raises `left`, and runsToDecide never exceeds the open planned runs, so need − inFlight ≤ left whatever left is
  const left = s.planned - (s.passes + s.failures + s.errors) - s.inFlight;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with left ≤ 0 the last line gives max(0, min(…, left)) = 0 too
  if (left <= 0) return 0;
  const need = runsToDecide(tally, s.planned, s.threshold);
  if (!Number.isFinite(need)) return 0;
  return Math.max(0, Math.min(need - s.inFlight, left));
};

/** Runs all planned runs: the fixed-N rule, for comparison in the benchmark and tests. */
export const fixedPolicy: SamplingPolicy = (s) => Math.max(0, s.planned - (s.passes + s.failures + s.errors) - s.inFlight);
