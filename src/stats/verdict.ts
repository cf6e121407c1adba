/**
 * Verdicts over sampled runs (DESIGN §4). Pure.
 *
 * A scenario passes when passes ÷ attempted ≥ threshold. Runs that errored, are in flight or have not
 * run yet are *unknown*: a verdict is decided only when it holds whatever the unknown runs would give.
 * With T = max(planned, runs so far) slots:
 *  - pass is decided when passes ≥ threshold × T (even if every unknown run failed);
 *  - fail is decided when (T − failures) < threshold × T (even if every unknown run passed).
 * Either implies the same verdict on passes ÷ attempted, so early stopping never changes a verdict.
 */
import { formatPercent } from '../format/percent.js';

const EPS = 1e-9;

/**
 * The one below-threshold rule: `passes` of `attempted` meet `threshold` when passes ≥ threshold ×
 * attempted (up to floating-point noise, so 7 of 10 meets 0.7). Nothing evaluated meets no threshold. The
 * verdict and the drift detectors ("failing, not drifting") both use it.
 */
export function meetsThreshold(passes: number, attempted: number, threshold: number): boolean {
  return attempted > 0 && passes >= threshold * attempted - EPS;
}

export interface Tally {
  passes: number;
  failures: number;
  errors: number;
}

export function slots(t: Tally, planned: number, inFlight = 0): number {
  return Math.max(planned, t.passes + t.failures + t.errors + inFlight);
}

export function decidedVerdict(t: Tally, planned: number, threshold: number, inFlight = 0): 'pass' | 'fail' | undefined {
  const total = slots(t, planned, inFlight);
  if (meetsThreshold(t.passes, total, threshold)) return 'pass';
  // Even if every unknown run passed, the passes would stay below the threshold.
  if (!meetsThreshold(total - t.failures, total, threshold)) return 'fail';
  return undefined;
}

/** How many more runs at the least could decide the verdict; Infinity when no number of runs can. */
export function runsToDecide(t: Tally, planned: number, threshold: number): number {
  const total = slots(t, planned);
  const open = total - t.passes - t.failures - t.errors;
  const needPass = Math.max(0, Math.ceil(threshold * total - EPS) - t.passes);
  // fail needs failures > total × (1 − threshold)
  const needFail = Math.max(0, Math.floor(total * (1 - threshold) + EPS) + 1 - t.failures);
  const feasible = [needPass, needFail].filter((n) => n <= open);
  // Stryker disable next-line ConditionalExpression: Math.min() of no numbers is Infinity already
  return feasible.length === 0 ? Infinity : Math.min(...feasible);
}

export interface FinalVerdict {
  verdict: 'pass' | 'fail' | 'error';
  reason: string;
}

/** The verdict once sampling has stopped. */
export function finalVerdict(t: Tally, planned: number, threshold: number): FinalVerdict {
  const attempted = t.passes + t.failures;
  const need = `threshold ${formatPercent(threshold)}`;
  const decided = decidedVerdict(t, planned, threshold);
  // The one vocabulary (docs/concepts.md): a count is "2 of 3".
  const rate = attempted > 0 ? `${t.passes} of ${attempted} passed` : 'no run was evaluated';
  if (decided === 'pass') {
    const errs = t.errors > 0 ? `; ${t.errors} errored run(s) could not change it` : '';
    return { verdict: 'pass', reason: `${rate}, at or above the ${need}${errs}` };
  }
  if (decided === 'fail') {
    const errs = t.errors > 0 ? `; ${t.errors} errored run(s) could not change it` : '';
    return { verdict: 'fail', reason: `${rate}, below the ${need}${errs}` };
  }
  return {
    verdict: 'error',
    reason: `could not evaluate: ${t.errors} run(s) errored and ${rate}; the ${need} could go either way`,
  };
}
