/**
 * The sequential pass-rate comparison of a PR against its baseline (issue "History, baselines and
 * drift", §3). Pure.
 *
 * Test: Wald's sequential probability ratio test on Bernoulli runs.
 *  - H0 "no drop": the PR's pass rate is p0, the baseline's rate shrunk towards 1/2 with Laplace's rule,
 *    (k + 1) / (n + 2). Without the shrink a perfect baseline (25/25) would give p0 = 1, and one failing
 *    run would be infinite evidence of a drop.
 *  - H1 "a drop of at least δ": the rate is p1 = max(p0 − δ, floor), floor = min(0.01, p0 / 2), so that
 *    p1 stays a valid probability strictly below p0.
 *  - After each run the log-likelihood ratio is llr = passes·ln(p1/p0) + failures·ln((1−p1)/(1−p0)).
 *    llr ≥ A = ln((1−β)/α) decides "drop"; llr ≤ B = ln(β/(1−α)) decides "no drop"; in between the
 *    runner samples one more run, up to `maxRuns`.
 *  - At the cap an undecided test reports "no significant change", with the smallest drop a test of
 *    that many runs could have detected (`minDetectableDrop`), so a reader knows what "no change" means.
 *
 * Why Wald's SPRT and not a fixed-n test or a mixture SPRT: among tests with error rates α and β at p0
 * and p1 it needs the fewest runs on average at both p0 and p1 (Wald–Wolfowitz optimality), which is
 * what a PR pays for. Truncation at `maxRuns` can only lower its false-alarm rate (an undecided test never
 * reports a drop). Its error rates hold against the shrunk p0, not the unknown true rate; the seeded
 * simulation in test/stats/sprt-simulation.test.ts measures the rates end to end, baseline noise included
 * (25 pooled baseline runs at 0.9, N = 3 planned runs under the threshold policy; over 8 seeds of 1,000
 * PRs: 2.0–4.6% false alarms, 82–86% power for a drop to 0.5, 6.0–6.3 runs on average with no change).
 * Most false alarms come from a lucky baseline (24/25 or 25/25) that overstates p0; shrinking harder
 * would cost power, which has little margin at max_runs = 16.
 *
 * A minimum number of runs before accepting H0 is not used. With the defaults, four passing runs in a
 * row already cross B (4·ln(p1/p0) ≈ −1.7 < B ≈ −1.56 for p0 ≈ 0.85), and the threshold policy has usually
 * run two or three of them already. Measured: a minimum of 5 runs raises power by about 1.5 points but
 * pushes the average under no change to 7.0–7.2 runs, past the budget of 7; a minimum of 4 changes
 * nothing. The error rate of an early "no drop" is what β bounds.
 */

export interface PassRateTestConfig {
  /** The smallest drop worth detecting (H1), in (0, 1). */
  delta: number;
  /** The false-alarm rate: P(report a drop | no drop). */
  alpha: number;
  /** The miss rate: P(report no drop | a drop of δ). */
  beta: number;
  /** The cap on the PR's runs; at the cap an undecided test stops. */
  maxRuns: number;
}

export type PassRateState = 'continue' | 'drop' | 'no-drop' | 'undecided-at-cap';

export interface PassRateDecision {
  state: PassRateState;
  /** The log-likelihood ratio of H1 against H0 after these runs. */
  llr: number;
  /** At the cap: the smallest drop from p0 a fixed test of this many runs would detect with power 1 − β. */
  minDetectableDrop?: number;
}

export interface PassRateTest {
  /** The shrunk baseline rate (H0). */
  p0: number;
  /** The dropped rate (H1). */
  p1: number;
  /** The upper boundary: llr at or above it decides "drop". */
  upper: number;
  /** The lower boundary: llr at or below it decides "no drop". */
  lower: number;
  /** `runs` counts evaluated runs (passes + failures); errored runs are not evidence either way. */
  decide(passes: number, runs: number): PassRateDecision;
}

/** The baseline rate shrunk with Laplace's rule of succession: (k + 1) / (n + 2). */
export function shrunkRate(passes: number, runs: number): number {
  return (passes + 1) / (runs + 2);
}

function checkProbability(name: string, value: number): void {
  if (!(value > 0 && value < 1)) {
    throw new RangeError(`compare.${name} must be a number in (0, 1), got ${String(value)}; set it in context-eval.yaml`);
  }
}

export function createPassRateTest(baseline: { passes: number; runs: number }, cfg: PassRateTestConfig): PassRateTest {
  checkProbability('delta', cfg.delta);
  checkProbability('alpha', cfg.alpha);
  checkProbability('beta', cfg.beta);
  if (!Number.isInteger(cfg.maxRuns) || cfg.maxRuns < 1) {
    throw new RangeError(`compare.max_runs must be a positive integer, got ${String(cfg.maxRuns)}`);
  }
  if (!(baseline.runs >= 0 && baseline.passes >= 0 && baseline.passes <= baseline.runs)) {
    throw new RangeError(`baseline must have 0 ≤ passes ≤ runs, got ${baseline.passes}/${baseline.runs}`);
  }
  const p0 = shrunkRate(baseline.passes, baseline.runs);
  const p1 = Math.max(p0 - cfg.delta, Math.min(0.01, p0 / 2));
  const upper = Math.log((1 - cfg.beta) / cfg.alpha);
  const lower = Math.log(cfg.beta / (1 - cfg.alpha));
  const perPass = Math.log(p1 / p0);
  const perFailure = Math.log((1 - p1) / (1 - p0));

  return {
    p0,
    p1,
    upper,
    lower,
    decide(passes: number, runs: number): PassRateDecision {
      if (!(Number.isInteger(passes) && Number.isInteger(runs) && passes >= 0 && passes <= runs)) {
        throw new RangeError(`decide() needs integers 0 ≤ passes ≤ runs, got ${passes}/${runs}`);
      }
      const llr = passes * perPass + (runs - passes) * perFailure;
      if (llr >= upper) return { state: 'drop', llr };
      if (llr <= lower) return { state: 'no-drop', llr };
      if (runs >= cfg.maxRuns) {
        const mdd = minDetectableDrop(runs, p0, cfg.alpha, cfg.beta);
        return mdd === undefined ? { state: 'undecided-at-cap', llr } : { state: 'undecided-at-cap', llr, minDetectableDrop: mdd };
      }
      return { state: 'continue', llr };
    },
  };
}

/** P(X ≤ c) for X ~ Binomial(n, p), summed exactly in log space. */
export function binomialCdf(c: number, n: number, p: number): number {
  if (c < 0) return 0;
  if (c >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  let logTerm = n * Math.log(1 - p); // P(X = 0)
  let sum = Math.exp(logTerm);
  for (let k = 1; k <= c; k++) {
    logTerm += Math.log((n - k + 1) / k) + Math.log(p / (1 - p));
    sum += Math.exp(logTerm);
  }
  return Math.min(1, sum);
}

/**
 * The smallest drop d from p0 that a fixed-n, one-sided exact binomial test at level α detects with
 * power at least 1 − β. The test rejects "rate ≥ p0" when passes ≤ c, c the largest count with
 * P(X ≤ c | p0) ≤ α; the power at p0 − d is P(X ≤ c | p0 − d), which grows as d grows, so d is found by
 * bisection (to 1e-4). Returns undefined when n runs are too few for any rejection region (c < 0): then
 * no drop at all could be detected.
 */
export function minDetectableDrop(n: number, p0: number, alpha: number, beta: number): number | undefined {
  let c = -1;
  while (c + 1 < n && binomialCdf(c + 1, n, p0) <= alpha) c++;
  if (c < 0) return undefined;
  let lo = 0;
  let hi = p0;
  for (let i = 0; i < 40 && hi - lo > 1e-4; i++) {
    const mid = (lo + hi) / 2;
    if (binomialCdf(c, n, p0 - mid) >= 1 - beta) hi = mid;
    else lo = mid;
  }
  return Math.round(hi * 1e4) / 1e4;
}
