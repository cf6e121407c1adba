/**
 * Issue 31 item 2, by exact enumeration (sim/threshold-day.ts): the threshold test tests the rate of the
 * PR's day, not the rate the scenario holds, so a day effect fails scenarios that hold their threshold.
 * The product's own test (thresholdTestFor, the pipeline's settings) is averaged over the day effect.
 */
import { describe, expect, it } from 'vitest';
import { failOverDay, thresholdTestWithDay, type Shape } from '../../sim/threshold-day.js';
import { thresholdTestFor } from '../../src/stats/threshold-test.js';
import { thresholdAlpha } from '../../src/stats/error-budget.js';
import { VERDICT_DEFAULTS } from '../../src/config/schema.js';

const THETA = 2 / 3;
const STEP = 0.2;
const product = (m: number) => {
  const t = thresholdTestFor({ threshold: THETA, tolerance: VERDICT_DEFAULTS.tolerance, alpha: thresholdAlpha(0.05, m, m), planned: 3, cap: VERDICT_DEFAULTS.max_runs });
  return { operating: (p: number) => ({ flag: t.operating(p).fail }) };
};
const prRed = (test: { operating(p: number): { flag: number } }, m: number, p: number, sd: number, shape: Shape = 'normal') => 1 - (1 - failOverDay(test, p, sd, shape, STEP)) ** m;

describe('the threshold test on a day that is not the scenario\'s (issue 31 item 2)', () => {
  it('reproduces the audit: every rate 0.70, day sd 0.05, m = 20: about 11.7% of unchanged PRs red on threshold', () => {
    const red = prRed(product(20), 20, 0.7, 0.05);
    expect(red).toBeGreaterThan(0.1);
    expect(red).toBeLessThan(0.135);
    // Without a day effect the same test keeps its share: the day's luck is the whole problem.
    expect(prRed(product(20), 20, 0.7, 0)).toBeLessThan(0.05);
  });

  it('the sim\'s re-implementation of today\'s test is the product\'s', () => {
    const ours = thresholdTestWithDay(THETA, thresholdAlpha(0.05, 20, 20), 0);
    for (const p of [0.47, 0.6, 2 / 3, 0.7]) expect(ours.operating(p).flag).toBeCloseTo(product(20).operating(p).flag, 12);
  });

  // The plain test alone cannot meet item 2's acceptance (the trade-off below); the gate re-judges a plain
  // failure of a scenario that held its threshold at the base with the day effect in the null
  // (src/stats/threshold-day.ts, test/pipeline/threshold-day.test.ts), measured through the gate by the G1
  // rows of `npx tsx sim/index.ts --quick` (docs/statistics.md § 1.2). This pins that the plain test still fails it.
  it.fails('the plain test alone: ≤ 5%: ≤ 5% of unchanged PRs red on threshold at m = 1 and 20, day sd up to 0.12, t3- and logit-shaped', () => {
    for (const m of [1, 20]) {
      for (const [sd, shape] of [[0.05, 'normal'], [0.12, 'normal'], [0.08, 't3'], [0.05, 'logit']] as const) expect(prRed(product(m), m, 0.7, sd, shape)).toBeLessThanOrEqual(0.05);
    }
  });

  it('the trade-off: a null that allows a day sd of 0.05 keeps the 0.05 row but not the 0.12 one, and costs most of the power at θ − 0.2', () => {
    const alpha = thresholdAlpha(0.05, 20, 20);
    const carried = thresholdTestWithDay(THETA, alpha, 0.05);
    expect(prRed(carried, 20, 0.7, 0.05)).toBeLessThan(0.01);
    expect(prRed(carried, 20, 0.7, 0.12)).toBeGreaterThan(0.2);
    const todayPower = failOverDay(product(20), 0.47, 0.05, 'normal', STEP);
    const carriedPower = failOverDay(carried, 0.47, 0.05, 'normal', STEP);
    expect(todayPower).toBeGreaterThan(0.75);
    expect(carriedPower).toBeLessThan(0.4);
  });
});
