/**
 * Issue 31 item 2, computed exactly rather than sampled: how often the threshold test fails a scenario
 * whose long-run rate holds its threshold, when the PR's day moves that rate (the day effect), and what a
 * null that carries the day effect would cost in power. No Monte Carlo: each test's exact operating
 * curve (src/stats/group-sequential.ts) is averaged over a fine quadrature of the day effect.
 *
 * A PR of m scenarios, each on its own day draw (as sim/gate-sim.ts samples them), is red on threshold
 * with probability 1 − (1 − f)^m, f one scenario's fail rate averaged over its day.
 *
 * The variants: today's test (a binomial null at θ), and tests whose null is the day's rate
 * clip(θ + σ·ε), ε a t₆ of sd 1 (the comparison's day effect, src/stats/null-prior.ts), for an assumed σ.
 */
import { createGroupSequentialTest, lookGrid } from '../src/stats/group-sequential.js';
import { nullPrior } from '../src/stats/null-prior.js';
import { LOOK_RUNS, PASS_CONFIDENCE } from '../src/stats/threshold-test.js';
import { binomialCdf } from '../src/stats/binomial.js';
import { thresholdAlpha } from '../src/stats/error-budget.js';
import { VERDICT_DEFAULTS } from '../src/config/schema.js';
import { DEFAULT_COMPARE } from './gate-sim.js';

export type Shape = 'normal' | 't3' | 'logit';

/** Quadrature nodes (rate, weight) of one day's rate around a long-run rate p. */
export function dayNodes(p: number, sd: number, shape: Shape, step = 0.02): [number, number][] {
  if (sd === 0) return [[p, 1]];
  const out: [number, number][] = [];
  let total = 0;
  for (let z = -10; z <= 10 + 1e-9; z += step) {
    let w: number;
    let rate: number;
    if (shape === 't3') {
      // t₃ density at t = z·√3 (a t₃ scaled to sd 1), dz-weighted.
      const t = z * Math.sqrt(3);
      w = (1 + (t * t) / 3) ** -2;
      rate = Math.min(1, Math.max(0, p + sd * z));
    } else {
      w = Math.exp((-z * z) / 2);
      if (shape === 'logit') {
        if (p <= 0 || p >= 1) return [[p, 1]];
        rate = 1 / (1 + Math.exp(-(Math.log(p / (1 - p)) + (sd / 0.09) * z)));
      } else rate = Math.min(1, Math.max(0, p + sd * z));
    }
    out.push([rate, w]);
    total += w;
  }
  return out.map(([r, w]) => [r, w / total]);
}

export interface Variant {
  label: string;
  /** The σ the null allows for (0: today's test). */
  assumedSd: number;
}

export function thresholdTestWithDay(threshold: number, alpha: number, assumedSd: number, planned = 3) {
  const tolerance = VERDICT_DEFAULTS.tolerance;
  const p1 = Math.max(1e-6, threshold - tolerance);
  const accepts = (k: number, n: number) => k > 0 && 1 - binomialCdf(k - 1, n, p1) <= 1 - PASS_CONFIDENCE + 1e-12;
  // A point-mass long-run rate: a baseline of 10⁶ runs at θ; its posterior sits on the grid bin holding θ.
  const prior = assumedSd > 0 ? nullPrior({ passes: Math.round(threshold * 1e6), runs: 1e6 }, assumedSd / Math.SQRT2, 1) : undefined;
  return createGroupSequentialTest({
    looks: lookGrid(planned, LOOK_RUNS, Math.max(VERDICT_DEFAULTS.max_runs, planned)),
    nullPass: prior ? prior.predictive : () => threshold,
    alpha,
    spend: (t) => t ** 2,
    accepts,
  });
}

export function failOverDay(test: { operating(p: number): { flag: number } }, p: number, sd: number, shape: Shape, step = 0.02): number {
  return dayNodes(p, sd, shape, step).reduce((s, [rate, w]) => s + w * test.operating(rate).flag, 0);
}

export function printThresholdDayTable(): void {
  const threshold = 2 / 3;
  console.log('\nT-day (issue 31 item 2), exact: PRs red on threshold alone, every scenario holding its threshold in the long run');
  console.log('  (threshold 2/3, N = 3, each scenario on its own day; PR red = 1 − (1 − f)^m; power: one scenario at 0.47 with a normal day sd 0.05)');
  const worlds: [string, number, number, Shape][] = [
    ['rate 0.70, sd 0.05', 0.7, 0.05, 'normal'],
    ['rate 0.70, sd 0.08', 0.7, 0.08, 'normal'],
    ['rate 0.70, sd 0.12', 0.7, 0.12, 'normal'],
    ['rate 0.70, t3 sd 0.08', 0.7, 0.08, 't3'],
    ['rate 0.70, t3 sd 0.12', 0.7, 0.12, 't3'],
    ['rate 0.70, logit (0.05 at 0.9)', 0.7, 0.05, 'logit'],
    ['rate 0.80, sd 0.12', 0.8, 0.12, 'normal'],
    ['rate 2/3, sd 0.05', threshold, 0.05, 'normal'],
  ];
  const assumed = [0, 0.02, 0.05, 0.08, 0.12];
  console.log(`  ${'world'.padEnd(32)} ${'m'.padStart(3)}  ${assumed.map((a) => (a === 0 ? 'today' : `null σ ${a}`).padStart(11)).join(' ')}`);
  for (const m of [1, 20]) {
    const alpha = thresholdAlpha(DEFAULT_COMPARE.alpha, m, m);
    const tests = assumed.map((a) => thresholdTestWithDay(threshold, alpha, a));
    for (const [label, p, sd, shape] of worlds) {
      const cells = tests.map((t) => `${(100 * (1 - (1 - failOverDay(t, p, sd, shape)) ** m)).toFixed(1)}%`.padStart(11));
      console.log(`  ${label.padEnd(32)} ${String(m).padStart(3)}  ${cells.join(' ')}`);
    }
    const power = tests.map((t) => `${(100 * failOverDay(t, 0.47, 0.05, 'normal')).toFixed(1)}%`.padStart(11));
    console.log(`  ${'power: one at 0.47 (θ − 0.2)'.padEnd(32)} ${String(m).padStart(3)}  ${power.join(' ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printThresholdDayTable();
