/**
 * The threshold test's null with the day effect (issue 31 item 2). Pure.
 *
 * The threshold test judges the rate of the PR's day: its runs all share one day, so a scenario whose
 * long-run rate holds its threshold fails on a day that runs below it (every rate 0.70 against 2/3,
 * m = 20, a day sd of 0.05: 11.7% of unchanged PRs red; sim/threshold-day.ts). The comparison's null
 * already carries that day effect; this is the threshold test's.
 *
 * Null: the scenario's long-run rate is exactly its threshold θ and its day's rate is clip₀₁(θ + σ·T),
 * T the day effect in units of its sd (Student t, DAY_EFFECT_DF, as the comparison's). The failure
 * stands when k passes in n runs are unlikely under that null: P(X ≤ k) ≤ α, the scenario's own share
 * of the false-fail rate. It is asked only of a scenario that failed the plain test, so a failure that
 * stands failed both; the day-aware test can only take failures back, never add one.
 *
 * Where it applies (src/pipeline/attach-comparisons.ts): a scenario that held its threshold at the base
 * (`atBase: passing`) with a day sd from the baseline's history. One that fails at the base too keeps
 * the plain verdict (its many days already show its rate), and one measured beside its base in the same
 * run shares that run's day (nothing to carry).
 */
import { binomialCdf } from './binomial.js';
import { DAY_EFFECT_DF, dayEffectCdf } from './null-prior.js';

/** Quadrature of the day effect: nodes every STEP sds out to ±LIMIT (the t₆'s mass beyond is < 1e-5, added at the ends). */
const STEP = 0.05;
const LIMIT = 12;

/** P(at most `passes` of `runs` pass) when the day's rate is clip₀₁(θ + σ·T). */
export function dayNullCdf(passes: number, runs: number, threshold: number, sd: number, df = DAY_EFFECT_DF): number {
  if (sd <= 0) return binomialCdf(passes, runs, threshold);
  const cdfAt = (z: number) => binomialCdf(passes, runs, Math.min(1, Math.max(0, threshold + sd * z)));
  let total = dayEffectCdf(-LIMIT + STEP / 2, df) * cdfAt(-LIMIT);
  for (let z = -LIMIT + STEP; z <= LIMIT - STEP / 2; z += STEP) {
    const w = dayEffectCdf(z + STEP / 2, df) - dayEffectCdf(z - STEP / 2, df);
    total += w * cdfAt(z);
  }
  total += (1 - dayEffectCdf(LIMIT - STEP / 2, df)) * cdfAt(LIMIT);
  return Math.min(1, Math.max(0, total));
}

export interface DayLuck {
  /** P(X ≤ k) under the day-effect null. */
  pValue: number;
  /** True when the failure stands: the day's luck alone is unlikely to explain it. */
  fails: boolean;
}

/** Whether a plain threshold failure stands once the day effect is carried by the null. */
export function failsBeyondTheDay(passes: number, runs: number, threshold: number, alpha: number, sd: number): DayLuck {
  const pValue = dayNullCdf(passes, runs, threshold, sd);
  return { pValue, fails: pValue <= alpha };
}
