/**
 * The exact (no sampling, no seed) figures behind README.md's statistics block and docs/statistics.md
 * (issue 31 item 6), computed from the product's own operating curves: the threshold test
 * (src/stats/threshold-test.ts) and the comparison design (src/stats/comparison-design.ts), at the
 * shipped defaults (src/config/schema.ts). Each figure is stated twice where the day matters: at a fixed
 * day rate, and with the PR's own day effect, the one the comparison assumes by default
 * (compare.day_to_day_sd, a normal sd 0.05), averaged over a quadrature of that day effect.
 *
 * Pure; fast enough for a test (test/sim/figures.test.ts).
 */
import { alwaysPassingRuns, LOOK_RUNS, thresholdTestFor, type ThresholdTest } from '../src/stats/threshold-test.js';
import { createComparisonDesign } from '../src/stats/comparison-design.js';
import { thresholdAlpha } from '../src/stats/error-budget.js';
import { binomialCdf } from '../src/stats/binomial.js';
import { COMPARE_DEFAULTS, VERDICT_DEFAULTS } from '../src/config/schema.js';
import { RATES } from './gate-sim.js';

/** The suite the figures describe: the defaults (`runs: 3`, `threshold: 2/3`) and a PR of 20 compared scenarios. */
export const SETTING = {
  threshold: 2 / 3,
  planned: 3,
  m: 20,
  tolerance: VERDICT_DEFAULTS.tolerance,
  cap: VERDICT_DEFAULTS.max_runs,
  daySd: COMPARE_DEFAULTS.day_to_day_sd,
  alpha: COMPARE_DEFAULTS.alpha,
  /** A baseline of 3 records of compare.baseline_runs runs each (a push and two nightly runs). */
  baselineRecords: 3,
  baselineRuns: 3 * COMPARE_DEFAULTS.baseline_runs,
  /** The scenarios the bench's `early` section runs (a plain run at a fixed 0.9). */
  benchScenarios: 200,
} as const;

/** z-nodes of a standard normal, step `step` over ±6. */
function zNodes(step: number): [number, number][] {
  const out: [number, number][] = [];
  const k = Math.round(6 / step);
  for (let i = -k; i <= k; i++) out.push([i * step, Math.exp(-((i * step) ** 2) / 2)]);
  const total = out.reduce((s, [, w]) => s + w, 0);
  return out.map(([z, w]) => [z, w / total]);
}

/**
 * The step of the day's quadrature (FIGURES_Z_STEP overrides it, to check by hand): 0.25 and 0.1 write the
 * same text to the last printed digit.
 */
const Z_NODES = zNodes(Number(process.env.FIGURES_Z_STEP ?? 0.25));

const clip01 = (x: number) => Math.min(1, Math.max(0, x));

/** E[f(the day's rate)] when the PR's day moves a long-run rate p by a normal of sd `sd` (clipped to [0, 1]). */
export function overDay(f: (rate: number) => number, p: number, sd: number): number {
  if (sd === 0) return f(p);
  return Z_NODES.reduce((s, [z, w]) => s + w * f(clip01(p + sd * z)), 0);
}

/** The threshold test of one scenario in a PR of m scenarios (with comparisons: half of compare.alpha) or a plain run of m. */
export function prThresholdTest(m: number, withComparisons: boolean, tolerance: number = SETTING.tolerance, cap: number = SETTING.cap): ThresholdTest {
  const alpha = thresholdAlpha(SETTING.alpha, m, withComparisons ? m : 0);
  return thresholdTestFor({ threshold: SETTING.threshold, tolerance, alpha, planned: SETTING.planned, cap });
}

/** A fixed-rate figure and the same with the PR's day effect. */
export interface FixedAndDay {
  fixed: number;
  day: number;
}

/**
 * The smallest fixed-N count rule with the same error rates as a sequential test: a false-fail rate at θ of
 * at most `alpha`, and a fail rate at `low` of at least `power`. Fails when passes ≤ `failAtMost` of `n`.
 */
export function fixedNEquivalent(threshold: number, alpha: number, low: number, power: number, limit = 2000): { n: number; failAtMost: number } {
  for (let n = 1; n <= limit; n++) {
    let c = -1;
    while (c + 1 <= n && binomialCdf(c + 1, n, threshold) <= alpha) c++;
    if (c >= 0 && binomialCdf(c, n, low) >= power) return { n, failAtMost: c };
  }
  throw new RangeError(`fixedNEquivalent: no fixed N up to ${limit} fails a rate of ${low} with probability ${power} at a false-fail rate of ${alpha}`);
}

export interface ExactFigures {
  /** One steady scenario at θ − 0.2 and θ − 0.3 among m: the chance its threshold test fails it. */
  power: { rate: number; below: number; fail: FixedAndDay }[];
  /** The detectable drop (80% at a fixed day rate) from each healthy baseline rate, and how often it is caught with the PR's day. */
  detectable: { baseline: number; rate: number; caught: FixedAndDay }[];
  /** Runs a healthy scenario makes under the threshold test (a PR's share of the false-red rate), by true rate. */
  healthyRuns: { rate: number; runs: FixedAndDay }[];
  /** The runs of a scenario that passes every run. */
  alwaysPassing: number;
  /** The fixed-N rule with the PR test's false-fail share and its power at θ − 0.2 (fixed day rate). */
  fixedN: { n: number; failAtMost: number; alpha: number; power: number };
  /** The defaults' alternatives (docs/statistics.md § 2.4): power at θ − 0.2 and a healthy scenario's mean runs, both with the PR's day. */
  settings: { tolerance: number; cap: number; power: FixedAndDay; healthyRuns: number }[];
  /** `node scripts/bench.mjs early`'s figure, exact: a plain run of 200 scenarios at a fixed 0.9, calls ÷ 3 per scenario. */
  benchEarly: number;
}

/** A test's operating curve, each rate computed once (a day's nodes repeat across figures, and clip at 0 and 1). */
function curve<T>(operating: (p: number) => T): (p: number) => T {
  const seen = new Map<number, T>();
  return (p) => {
    let v = seen.get(p);
    if (v === undefined) {
      v = operating(p);
      seen.set(p, v);
    }
    return v;
  };
}

let memo: ExactFigures | undefined;

/** The figures; computed once per process (pure, about a second). */
export function exactFigures(): ExactFigures {
  return (memo ??= computeFigures());
}

function computeFigures(): ExactFigures {
  const { m, threshold, daySd } = SETTING;
  const test = prThresholdTest(m, true);
  const at = curve((p) => test.operating(p));
  const failAt = (p: number) => at(p).fail;
  const power = [0.2, 0.3].map((below) => {
    const rate = Math.round((threshold - below) * 100) / 100;
    return { rate, below, fail: { fixed: failAt(rate), day: overDay(failAt, rate, daySd) } };
  });
  const comparisonAlpha = (SETTING.alpha * 0.5) / m;
  const detectable = RATES.map((baseline) => {
    const design = createComparisonDesign({
      baseline: { passes: Math.round(baseline * SETTING.baselineRuns), runs: SETTING.baselineRuns },
      alpha: comparisonAlpha,
      delta: COMPARE_DEFAULTS.delta,
      beta: COMPARE_DEFAULTS.beta,
      maxRuns: COMPARE_DEFAULTS.max_runs,
      betweenSd: daySd,
      baselineRecords: SETTING.baselineRecords,
      planned: SETTING.planned,
      look: LOOK_RUNS,
    });
    const rate = design.detectableRate(0.8);
    if (rate === undefined) throw new RangeError(`exactFigures: the design at a baseline of ${baseline} has no detectable drop`);
    const flag = curve((p: number) => design.operating(p).flag);
    return { baseline, rate, caught: { fixed: flag(rate), day: overDay(flag, rate, daySd) } };
  });
  const runsAt = (p: number) => at(p).expectedRuns;
  const healthyRuns = RATES.map((rate) => ({ rate, runs: { fixed: runsAt(rate), day: overDay(runsAt, rate, daySd) } }));
  const powerFixed = power[0]!.fail.fixed;
  const fixed = fixedNEquivalent(threshold, test.input.alpha, power[0]!.rate, powerFixed);
  const plain = prThresholdTest(SETTING.benchScenarios, false);
  const settings = ([[SETTING.tolerance, SETTING.cap], [0.15, SETTING.cap], [SETTING.tolerance, 120]] as const).map(([tolerance, cap]) => {
    const t = prThresholdTest(m, true, tolerance, cap);
    const op = t === test ? at : curve((p) => t.operating(p));
    const fail = (p: number) => op(p).fail;
    const runs = RATES.reduce((sum, p) => sum + overDay((r) => op(r).expectedRuns, p, daySd), 0) / RATES.length;
    return { tolerance, cap, power: { fixed: fail(power[0]!.rate), day: overDay(fail, power[0]!.rate, daySd) }, healthyRuns: runs };
  });
  return {
    power,
    detectable,
    healthyRuns,
    alwaysPassing: alwaysPassingRuns(test),
    fixedN: { ...fixed, alpha: test.input.alpha, power: powerFixed },
    settings,
    benchEarly: plain.operating(0.9).expectedRuns / SETTING.planned,
  };
}
