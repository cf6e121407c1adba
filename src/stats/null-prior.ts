/**
 * The comparison's null: what the PR's pass rate on its day may be when nothing changed. Pure.
 *
 * The scenario's mean rate is known from its baseline up to the binomial noise of the baseline's runs
 * (Jeffreys posterior Beta(k + ½, n − k + ½)). Its rate on any one day moves around that mean by a
 * normal day effect of sd σ (compare.day_to_day_sd, or the sd estimated from its history). The baseline
 * pools R days, whose effects average to a variance of σ²/R and shift what the baseline shows (R counts
 * distinct days, not records: records of one day share its effect; issue 31 item 2); the PR's
 * own day adds σ². So the PR's rate is q = clip₀₁(μ + ε), μ from the posterior, ε of variance σ²(1 + 1/R):
 * close to the model the gate simulation samples from (issue "Green means green", item 3), with
 * heavier tails (dayEffectCdf).
 *
 * The prior is a weighted grid of rates (with atoms at 0 and 1 for the clipped tails); the PR's runs are
 * then exchangeable, and `predictive(n, k)`, the chance the next run passes after k passes in n, is exact
 * for that prior, so the design's error rates are computed exactly by dynamic programming.
 */

export interface NullPrior {
  mean: number;
  sd: number;
  /** P(the next run passes | k passes in n runs) under the prior. */
  predictive(n: number, k: number): number;
}

const GRID = 200;

/** Φ(x): the standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  // Stryker disable next-line EqualityOperator: at x = 0 both branches give 0.5 to within 1e-9, below the formula's own error
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

/** Degrees of freedom of the day effect's Student t (even, for the closed form below): 6 to 10 measured alike; a normal (ν = ∞) let a true sd of 0.08 flag 20% of unchanged 20-scenario PRs. */
export const DAY_EFFECT_DF = 6;

/**
 * The day effect's CDF in units of its sd: Student's t with DAY_EFFECT_DF degrees of freedom, scaled to
 * the same variance as the normal. Its tails are heavier than the normal's where a PR's share of α sits
 * (a 0.1% tail at 20 compared scenarios), so a true day-to-day sd somewhat above the configured one does
 * not multiply the false alarms. For even ν, F(t) = ½ + (x/2)·Σ_{k<ν/2} C(2k, k)/4^k·(1 − x²)^k with
 * x = t/√(ν + t²).
 */
export function dayEffectCdf(z: number, df = DAY_EFFECT_DF): number {
  // The closed form needs an even ν > 2: an odd one is rounded down (heavier tails: the safe side).
  const nu = Math.max(4, 2 * Math.floor(df / 2));
  const t = z * Math.sqrt(nu / (nu - 2));
  const x = t / Math.sqrt(nu + t * t);
  const y = 1 - x * x;
  let term = 1;
  let sum = 1;
  for (let k = 1; k < nu / 2; k++) {
    term *= ((2 * k - 1) / (2 * k)) * y;
    sum += term;
  }
  return 0.5 + (x / 2) * sum;
}

export function nullPrior(baseline: { passes: number; runs: number }, betweenSd: number, baselineRecords = 1, dayDf = DAY_EFFECT_DF): NullPrior {
  const { passes: k, runs: n } = baseline;
  // The posterior of the mean on bin midpoints, in log space.
  const mu = Array.from({ length: GRID }, (_, i) => (i + 0.5) / GRID);
  const logW = mu.map((m) => (k - 0.5) * Math.log(m) + (n - k - 0.5) * Math.log(1 - m));
  const top = Math.max(...logW);
  const w = logW.map((l) => Math.exp(l - top));
  const total = w.reduce((a, b) => a + b, 0);
  const post = w.map((x) => x / total);
  const daySd = betweenSd * Math.sqrt(1 + 1 / Math.max(1, baselineRecords));
  // The PR's rate on GRID + 1 points 0, 1/GRID, …, 1: each μ spread by the day effect, clipped into [0, 1].
  const q = Array.from({ length: GRID + 1 }, (_, j) => j / GRID);
  const weight = new Float64Array(GRID + 1);
  if (daySd <= 0) {
    // No day effect: the posterior itself (each midpoint split between its two neighbours keeps the mean).
    mu.forEach((m, i) => {
      weight[i]! += post[i]! * (1 - (m * GRID - i));
      weight[i + 1]! += post[i]! * (m * GRID - i);
    });
  } else {
    mu.forEach((m, i) => {
      const pm = post[i]!;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: skips posterior bins of negligible mass for speed; what they would add (< 1e-15) never reaches the support's 1e-14 cut
      if (pm < 1e-15) return;
      // The mass of N(m, daySd²) nearest each grid point; the tails beyond 0 and 1 land on the atoms.
      let below = 0;
      for (let j = 0; j <= GRID; j++) {
        const edge = j === GRID ? Infinity : (j + 0.5) / GRID;
        const upTo = edge === Infinity ? 1 : dayEffectCdf((edge - m) / daySd, dayDf);
        weight[j]! += pm * (upTo - below);
        below = upTo;
      }
    });
  }
  let mean = 0;
  let second = 0;
  for (let j = 0; j <= GRID; j++) {
    mean += weight[j]! * q[j]!;
    second += weight[j]! * q[j]! * q[j]!;
  }
  // Only the grid points that carry weight take part (a baseline of 81/90 puts it on about a third of them).
  // Stryker disable next-line MethodExpression,ConditionalExpression,EqualityOperator: the cut drops grid points of negligible prior weight for speed; only queries far outside any design's runs (a hundred passes after a baseline of 0 of 20 without a day effect) could tell
  const support = [...weight.keys()].filter((j) => weight[j]! > 1e-14);
  const qs = Float64Array.from(support, (j) => q[j]!);
  const logQ = Float64Array.from(support, (j) => Math.log(q[j]!));
  const log1Q = Float64Array.from(support, (j) => Math.log(1 - q[j]!));
  const logWeight = Float64Array.from(support, (j) => Math.log(weight[j]!));
  const terms = new Float64Array(support.length);
  const predictive = (runs: number, passes: number): number => {
    // Σ w q^(k+1) (1 − q)^(n−k) / Σ w q^k (1 − q)^(n−k), in log space.
    const failures = runs - passes;
    let best = -Infinity;
    // Stryker disable next-line EqualityOperator: one index past the end reads undefined and writes nowhere (typed array); NaN > best is false
    for (let j = 0; j < terms.length; j++) {
      const t = logWeight[j]! + (passes === 0 ? 0 : passes * logQ[j]!) + (failures === 0 ? 0 : failures * log1Q[j]!);
      terms[j] = t;
      // Stryker disable next-line EqualityOperator: a tie sets the same best
      if (t > best) best = t;
    }
    // Stryker disable next-line ConditionalExpression,UnaryOperator: defensive: every support point has finite log weight and some q in (0, 1), so some term is finite
    if (best === -Infinity) return mean;
    let num = 0;
    let den = 0;
    for (let j = 0; j < terms.length; j++) {
      const e = Math.exp(terms[j]! - best);
      den += e;
      num += e * qs[j]!;
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator: defensive: the largest term contributes exp(0) = 1, so den ≥ 1
    return den > 0 ? num / den : mean;
  };
  return { mean, sd: Math.sqrt(Math.max(0, second - mean * mean)), predictive };
}
