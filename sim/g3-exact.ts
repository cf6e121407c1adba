/**
 * G3's second clause, computed exactly rather than sampled: how often one scenario's comparison flags a
 * drop 0.9 → 0.6 among 20 compared scenarios, with the PR's day effect (sd 0.05) averaged over a normal
 * grid, for the product's design (a t₆ day effect) and for variants that show where the limit is
 * (docs/statistics.md): a near-normal t₄₀ (what the suite's degrees of freedom would give; not used: it
 * turned a true sd of 0.08 into 7% red PRs), a smaller beta, a design that never accepts "no drop" early
 * (the ceiling of any accept rule at that cap), a larger cap, and the oracle that knows σ exactly. Baseline:
 * 81/90 over 3 records.
 */
import { createComparisonDesign } from '../src/stats/comparison-design.js';
import { LOOK_RUNS } from '../src/stats/threshold-test.js';
import { DEFAULT_COMPARE } from './gate-sim.js';

const zs = Array.from({ length: 41 }, (_, i) => -4 + i * 0.2);
const phi = (z: number) => Math.exp((-z * z) / 2);

export function g3Exact(): { label: string; flag: number; expectedRuns: number }[] {
  const variants: [string, number, number, number][] = [
    ['the product (t6, beta 0.25, cap 150)', 6, DEFAULT_COMPARE.beta, DEFAULT_COMPARE.max_runs],
    ['t6, never accepting early (ceiling at cap 150)', 6, 1e-9, DEFAULT_COMPARE.max_runs],
    ['t40 (not used)', 40, DEFAULT_COMPARE.beta, DEFAULT_COMPARE.max_runs],
    ['t40, beta 0.1', 40, 0.1, DEFAULT_COMPARE.max_runs],
    ['t40, never accepting early (ceiling at cap 150)', 40, 1e-9, DEFAULT_COMPARE.max_runs],
    ['t40, never accepting early, cap 300', 40, 1e-9, 300],
    // The oracle: σ known to be exactly 0.05 (a normal day effect, no allowance for a wrong σ), never
    // accepting early: no design that stops "no drop" early or allows for σ does better at this cap.
    ['normal, σ known, beta 0.1', 1000, 0.1, DEFAULT_COMPARE.max_runs],
    ['normal, σ known, never accepting early (cap 150)', 1000, 1e-9, DEFAULT_COMPARE.max_runs],
  ];
  return variants.map(([label, dayDf, beta, maxRuns]) => ({ label, ...g3Flag(dayDf, beta, maxRuns) }));
}

/** One variant of G3's exact clause: the design's flag rate and expected runs, the PR's day averaged. */
export function g3Flag(dayDf: number, beta: number = DEFAULT_COMPARE.beta, maxRuns: number = DEFAULT_COMPARE.max_runs): { flag: number; expectedRuns: number } {
  const alpha = (DEFAULT_COMPARE.alpha * 0.5) / 20;
  const d = createComparisonDesign({ baseline: { passes: 81, runs: 90 }, alpha, delta: DEFAULT_COMPARE.delta, beta, maxRuns, betweenSd: 0.05, baselineRecords: 3, planned: 3, look: LOOK_RUNS, dayDf });
  let flag = 0;
  let runs = 0;
  let w = 0;
  for (const z of zs) {
    const o = d.operating(Math.min(1, Math.max(0, 0.6 + 0.05 * z)));
    flag += phi(z) * o.flag;
    runs += phi(z) * o.expectedRuns;
    w += phi(z);
  }
  return { flag: flag / w, expectedRuns: runs / w };
}
