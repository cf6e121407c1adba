/**
 * The pass-rate interval the report shows: Clopper–Pearson's exact 95% interval. Pure.
 *
 * Why not Wilson's: a scenario's runs stop early once its verdict cannot change, so the number of runs
 * depends on the outcomes, and Wilson's interval (which holds about 95% only on average, for a fixed
 * number of runs) covered the true rate in just 80% of cases at p = 0.8, N = 3, threshold 1. The exact
 * interval inverts the two binomial tails and covers at least 95% for any fixed n; under the runner's
 * early stopping its exact coverage is ≥ 93% in every cell of p ∈ {0.5, 0.8, 0.9, 0.95},
 * N ∈ {3, 5, 10}, thresholds {1/2, 2/3, 1} (computed without Monte Carlo error by `npm run sim`,
 * sim/interval-coverage.ts). It is wider, which is honest for 3 runs.
 */
import { binomialCdf } from './binomial.js';

/** The p at which f(p) crosses `target`, f decreasing in p, by bisection to 1e-9. */
function solveDecreasing(f: (p: number) => number, target: number): number {
  let lo = 0;
  let hi = 1;
  // Stryker disable next-line EqualityOperator: a 61st halving moves the result by under 2⁻⁶¹, far below the 1e-9 promised
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    // Stryker disable next-line EqualityOperator: differs only when f(mid) hits target exactly, and then by one step of under 2⁻⁶⁰
    if (f(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function exactInterval(passes: number, n: number, level = 0.95): { low: number; high: number } {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: n = 0 means passes = 0, which the lines below map to { 0, 1 } too; n is never negative
  if (n <= 0) return { low: 0, high: 1 };
  const tail = (1 - level) / 2;
  // low: P(X ≥ passes | low) = tail, i.e. 1 − P(X ≤ passes − 1 | low) = tail (P(X ≤ c | p) falls as p grows).
  const low = passes === 0 ? 0 : solveDecreasing((p) => binomialCdf(passes - 1, n, p), 1 - tail);
  // high: P(X ≤ passes | high) = tail.
  // Stryker disable next-line ConditionalExpression: with passes = n, f ≡ 1 > tail, so the bisection only raises lo and ends at exactly 1 in doubles
  const high = passes === n ? 1 : solveDecreasing((p) => binomialCdf(passes, n, p), tail);
  return { low, high };
}
