/**
 * The noise model of the rate detectors (pass rate, behaviour features; docs/drift.md). Pure.
 *
 * A day's runs are not independent coin flips with one fixed rate: the model's rate itself moves from day
 * to day (sd `day_to_day_sd`, the same assumption the PR comparison makes). So a day's count is
 * beta-binomial: binomial given the day's rate, which is Beta with the reference mean and a variance of
 * the day-to-day variance plus the uncertainty of the reference rate. The count of a day with many runs
 * then weighs as much as the day-to-day variation allows, not as much as its runs alone would.
 */
import { dayVariance, medianOf } from './noise.js';

export interface Count {
  k: number;
  n: number;
}

/**
 * The pass rate at which compare.day_to_day_sd is read. A day effect of sd 0.05 on a rate clipped to
 * [0, 1] (the gate simulation's) gives ρ = 0.016 at a rate of 0.8, 0.028 at 0.9, 0.045 at 0.95 and 0.043
 * at 1.0; read at 0.95, the sd gives ρ = 0.053, above all of them.
 */
export const REFERENCE_RATE = 0.95;

/**
 * The share of a rate's variance that is the day's (the intra-day correlation ρ) implied by a day-to-day
 * sd of `sd` at REFERENCE_RATE. The same ρ holds at every rate: near 0 or 1 a rate moves less from day
 * to day (it cannot move 0.05 from 0.99), as on a logit scale.
 */
export function correlationOfSd(sd: number): number {
  return Math.min(0.5, sd ** 2 / (REFERENCE_RATE * (1 - REFERENCE_RATE)));
}

/**
 * log P(k of n) under a Beta-binomial with mean `p` whose rate moves with intra-day correlation `rho`
 * (concentration 1/ρ − 1), leaving out the binomial coefficient (it cancels in every ratio); binomial
 * when `rho` is 0. `p` in (0, 1).
 */
export function betaBinomialLogLik(k: number, n: number, p: number, rho: number): number {
  if (!(rho > 1e-9)) return k * Math.log(p) + (n - k) * Math.log(1 - p);
  const c = 1 / Math.min(rho, 0.5) - 1;
  const a = p * c;
  const b = (1 - p) * c;
  let sum = 0;
  for (let i = 0; i < k; i++) sum += Math.log(a + i);
  for (let i = 0; i < n - k; i++) sum += Math.log(b + i);
  for (let i = 0; i < n; i++) sum -= Math.log(c + i);
  return sum;
}

/** LLR of k out of n under rate p1 vs rate p0, each moving from day to day with intra-day correlation rho1, rho0. */
export function betaBinomialIncrement(k: number, n: number, p0: number, rho0: number, p1: number, rho1: number): number {
  return betaBinomialLogLik(k, n, p1, rho1) - betaBinomialLogLik(k, n, p0, rho0);
}

export function pooledCount(days: readonly Count[]): Count {
  let k = 0;
  let n = 0;
  for (const d of days) {
    k += d.k;
    n += d.n;
  }
  return { k, n };
}

/** The median of a χ² variable with one degree of freedom, as a share of its mean. */
const CHI2_MEDIAN = 0.4549;

/**
 * The intra-day correlation of a rate over reference `days` (dayVariance), from successive steps:
 * (r_i − r_{i−1})² ≈ p(1 − p)(2ρ + 1/n_i + 1/n_{i−1})·χ²₁. Robust (the median step, so one changed day
 * in the reference does not pass for noise) and blind to a slow trend. Days that all pass (or all fail)
 * say nothing of ρ but count as steps where it was 0.
 */
export function rateCorrelation(days: readonly Count[], priorSd: number): number {
  const measured = days.filter((d) => d.n > 0);
  const all = pooledCount(measured);
  const spread = all.n === 0 ? 0 : (all.k / all.n) * (1 - all.k / all.n);
  const squares: number[] = [];
  let binomial = 0;
  for (let i = 1; i < measured.length; i++) {
    const a = measured[i - 1];
    const b = measured[i];
    if (a === undefined || b === undefined) continue;
    squares.push(spread > 0 ? (b.k / b.n - a.k / a.n) ** 2 / spread : 0);
    binomial += 1 / a.n + 1 / b.n;
  }
  const steps = squares.length;
  const estimate = steps === 0 ? 0 : (medianOf(squares) / CHI2_MEDIAN - binomial / steps) / 2;
  return Math.min(0.5, dayVariance(estimate, steps, measured.length, Math.sqrt(correlationOfSd(priorSd))));
}

/**
 * The factor by which day-to-day variation widens the variance of a rate pooled over days of `n` runs
 * (1 + (n − 1)ρ): binomial log-likelihood gains divided by it are what such days can tell.
 */
export function dispersion(n: number, rho: number): number {
  return 1 + Math.max(0, n - 1) * rho;
}
