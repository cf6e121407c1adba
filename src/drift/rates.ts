/**
 * The noise model of the rate detectors (pass rate, behaviour features; docs/drift.md). Pure.
 *
 * A day's runs are not independent coin flips with one fixed rate: the model's rate itself moves from day
 * to day (sd `day_to_day_sd`, the same assumption the PR comparison makes). So a day's count is
 * beta-binomial: binomial given the day's rate, which is Beta with the reference mean and a variance of
 * the day-to-day variance plus the uncertainty of the reference rate. The count of a day with many runs
 * then weighs as much as the day-to-day variation allows, not as much as its runs alone would. The
 * variation is estimated from the scenario's own days and, as a floor, from the other scenarios' days
 * (one provider's day moves them all: suiteCorrelations).
 */
import { dayVariance, medianOf, MIN_ESTIMATE_DAYS } from './noise.js';

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

/** Successive steps of a rate over `days` (the days with runs), as squares in units of the pooled p(1 − p), and their binomial share. */
function stepsOf(days: readonly Count[]): { squares: number[]; binomial: number; days: number } {
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
  return { squares, binomial, days: measured.length };
}

/** (median squared step / χ²₁ median − the binomial share) / 2: the raw estimate of ρ from steps (0 without any). */
function stepEstimate(squares: readonly number[], binomial: number): number {
  return squares.length === 0 ? 0 : (medianOf(squares) / CHI2_MEDIAN - binomial / squares.length) / 2;
}

/**
 * The intra-day correlation of a rate over reference `days` (dayVariance), from successive steps:
 * (r_i − r_{i−1})² ≈ p(1 − p)(2ρ + 1/n_i + 1/n_{i−1})·χ²₁. Robust (the median step, so one changed day
 * in the reference does not pass for noise) and blind to a slow trend. Days that all pass (or all fail)
 * say nothing of ρ but count as steps where it was 0. Never below `suite` (the suite's estimate,
 * suiteCorrelation): the suite's days only widen what a scenario's own days allow.
 */
export function rateCorrelation(days: readonly Count[], priorSd: number, suite = 0): number {
  const { squares, binomial, days: measured } = stepsOf(days);
  const own = dayVariance(stepEstimate(squares, binomial), squares.length, measured, Math.sqrt(correlationOfSd(priorSd)));
  return Math.min(0.5, Math.max(suite, own));
}

/** A suite's successive steps of a rate, summed: squares (in units of each scenario's p(1 − p)), their binomial share, and how many. */
interface StepMoments {
  sum: number;
  binomial: number;
  steps: number;
}

/** One scenario's steps; none for a scenario whose days all passed (or all failed): it shows no day effect whatever ρ is. */
function momentsOf(days: readonly Count[]): StepMoments {
  const all = pooledCount(days);
  if (all.k === 0 || all.k === all.n) return { sum: 0, binomial: 0, steps: 0 };
  const own = stepsOf(days);
  return { sum: own.squares.reduce((a, b) => a + b, 0), binomial: own.binomial, steps: own.squares.length };
}

/**
 * ρ from a suite's steps: (mean squared step − the binomial share) / 2, pooled with the configured
 * `priorSd` as PRIOR_STEPS steps; 0 (no floor) below MIN_ESTIMATE_DAYS − 1 steps, where a scenario's own
 * reading stands.
 */
function fromMoments(m: StepMoments, priorSd: number): number {
  if (m.steps < MIN_ESTIMATE_DAYS - 1) return 0;
  return Math.min(0.5, dayVariance((m.sum - m.binomial) / m.steps / 2, m.steps, m.steps + 1, Math.sqrt(correlationOfSd(priorSd))));
}

/**
 * The intra-day correlation of a rate estimated over a suite: the method of moments over every
 * scenario's successive steps pooled (each in units of its own p(1 − p)), pooled with the configured
 * `priorSd` as PRIOR_STEPS steps. One provider's day moves every scenario, so 20 scenarios give 20 times
 * the steps, and among them one changed day weighs little. The mean, not the median a scenario's own
 * estimate takes: the median of a few dozen squared steps of whole counts sits on one of a few values
 * (0, 1, 4, 9 runs²) and read a true day sd of 0.08 as about 0.03 (ρ; sim/drift-g7.ts, issue 31).
 */
export function suiteCorrelation(scenarios: Iterable<readonly Count[]>, priorSd: number): number {
  const m: StepMoments = { sum: 0, binomial: 0, steps: 0 };
  for (const days of scenarios) {
    const own = momentsOf(days);
    m.sum += own.sum;
    m.binomial += own.binomial;
    m.steps += own.steps;
  }
  return fromMoments(m, priorSd);
}

/** A day of a rate, with its calendar day (UTC, YYYY-MM-DD) where known. */
export interface DatedCount extends Count {
  date?: string;
}

/** The suite's estimate at a day reads each scenario's newest this many days up to it (as a reference holds at most MAX_REFERENCE). */
export const SUITE_DAYS = 30;

/**
 * suiteCorrelation as it stood on each calendar day, for scenario `i` of `scenarios` from the others
 * (so that a scenario's own change never widens its own null): over each other scenario's newest
 * SUITE_DAYS days up to and including that day (causal: no later day moves it). The answer for a date is
 * the one of the latest day on or before it; 0 (no floor) for an unknown date, one before every day, or
 * a suite of one.
 */
export function suiteCorrelations(scenarios: readonly (readonly DatedCount[])[], priorSd: number): (i: number, date: string | undefined) => number {
  const dates = [...new Set(scenarios.flatMap((days) => days.flatMap((d) => (d.date === undefined ? [] : [d.date]))))].sort();
  const perDate = dates.map((date) => {
    const each = scenarios.map((days) => momentsOf(days.filter((d) => d.date !== undefined && d.date <= date).slice(-SUITE_DAYS)));
    const total = each.reduce((t, m) => ({ sum: t.sum + m.sum, binomial: t.binomial + m.binomial, steps: t.steps + m.steps }), { sum: 0, binomial: 0, steps: 0 });
    return { each, total };
  });
  return (i, date) => {
    if (date === undefined) return 0;
    // The latest day on or before `date`.
    let lo = 0;
    let hi = dates.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((dates[mid] ?? '') <= date) lo = mid + 1;
      else hi = mid;
    }
    const at = perDate[lo - 1];
    if (at === undefined) return 0;
    const own = at.each[i] ?? { sum: 0, binomial: 0, steps: 0 };
    return fromMoments({ sum: at.total.sum - own.sum, binomial: at.total.binomial - own.binomial, steps: at.total.steps - own.steps }, priorSd);
  };
}

/**
 * The factor by which day-to-day variation widens the variance of a rate pooled over days of `n` runs
 * (1 + (n − 1)ρ): binomial log-likelihood gains divided by it are what such days can tell.
 */
export function dispersion(n: number, rho: number): number {
  return 1 + Math.max(0, n - 1) * rho;
}
