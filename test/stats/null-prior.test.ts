/**
 * The comparison's null prior (src/stats/null-prior.ts): the normal and Student-t CDFs against table
 * values, and the prior's clipped atoms, mean, sd and predictive chance against direct computation.
 */
import { describe, expect, it } from 'vitest';
import { dayEffectCdf, normalCdf, nullPrior } from '../../src/stats/null-prior.js';

describe('normalCdf', () => {
  it('matches Φ from the tables to 1e-6 (Abramowitz–Stegun 7.1.26, error < 1.5e-7)', () => {
    const table: [number, number][] = [
      [-3, 0.0013498980],
      [-2, 0.0227501319],
      [-1, 0.1586552539],
      [-0.5, 0.3085375387],
      [0, 0.5],
      [0.5, 0.6914624613],
      [1, 0.8413447461],
      [1.959964, 0.975],
      [3, 0.9986501020],
    ];
    for (const [x, p] of table) expect(Math.abs(normalCdf(x) - p), `Φ(${x})`).toBeLessThan(1.5e-7);
  });
});

describe('dayEffectCdf', () => {
  it("is Student's t with 6 degrees of freedom, in units of its sd (t / √(6/4)): its table quantiles", () => {
    const quantiles: [number, number][] = [
      [1.439756, 0.9],
      [1.94318, 0.95],
      [2.446912, 0.975],
      [3.142668, 0.99],
      [3.707428, 0.995],
      [5.207626, 0.999],
    ];
    for (const [t, p] of quantiles) {
      expect(dayEffectCdf(t / Math.sqrt(1.5)), `F(${t})`).toBeCloseTo(p, 6);
      expect(dayEffectCdf(-t / Math.sqrt(1.5)), `F(${-t})`).toBeCloseTo(1 - p, 6);
    }
  });
});

describe('nullPrior', () => {
  // Built inside each test, so that mutation testing's per-test coverage sees what each test runs.
  const priors = () => [
    nullPrior({ passes: 9, runs: 10 }, 0),
    nullPrior({ passes: 0, runs: 20 }, 0.1, 1),
    nullPrior({ passes: 20, runs: 20 }, 0.1, 1),
    nullPrior({ passes: 81, runs: 90 }, 0.05, 3),
    nullPrior({ passes: 500, runs: 1000 }, 0.1, 0),
  ];

  it('its predictive is the posterior mean of one prior: a martingale, with P(two passes) = E[q²]', () => {
    for (const prior of priors()) {
      expect(prior.predictive(0, 0)).toBeCloseTo(prior.mean, 12);
      // E[q²] = P(pass) · P(pass | pass), so sd² = mean · predictive(1, 1) − mean².
      expect(prior.sd ** 2).toBeCloseTo(prior.mean * prior.predictive(1, 1) - prior.mean ** 2, 12);
      for (const [n, k] of [[0, 0], [1, 0], [1, 1], [4, 2], [7, 0], [7, 7], [30, 0], [30, 30], [40, 13]] as const) {
        const p = prior.predictive(n, k);
        expect(Number.isFinite(p), `predictive(${n}, ${k})`).toBe(true);
        // The chance of a pass now is the average of the chance after the next run's outcome.
        expect(p * prior.predictive(n + 1, k + 1) + (1 - p) * prior.predictive(n + 1, k)).toBeCloseTo(p, 10);
      }
    }
  });

  it('lets many runs outweigh the prior without underflow: 1000 passes of 2000 put the next run near ½', () => {
    for (const prior of [nullPrior({ passes: 9, runs: 10 }, 0), nullPrior({ passes: 81, runs: 90 }, 0.05, 3)]) {
      const p = prior.predictive(2000, 1000);
      expect(Math.abs(p - 0.5)).toBeLessThan(0.02);
      expect(prior.mean).toBeGreaterThan(0.8);
    }
  });

  it('mirrors: a baseline of k of n passes is the baseline of n − k with passes and failures swapped', () => {
    for (const [k, n, sd, r] of [[0, 20, 0.1, 1], [3, 11, 0.07, 2], [9, 10, 0, 1], [28, 30, 0.15, 4]] as const) {
      const a = nullPrior({ passes: k, runs: n }, sd, r);
      const b = nullPrior({ passes: n - k, runs: n }, sd, r);
      expect(a.mean + b.mean).toBeCloseTo(1, 12);
      expect(a.sd).toBeCloseTo(b.sd, 12);
      for (const [m, j] of [[0, 0], [5, 0], [5, 5], [12, 4], [30, 0]] as const) expect(a.predictive(m, j) + b.predictive(m, m - j)).toBeCloseTo(1, 10);
    }
    // A symmetric baseline has mean ½ exactly.
    expect(nullPrior({ passes: 500, runs: 1000 }, 0.1, 1).mean).toBeCloseTo(0.5, 12);
  });

  it('puts the clipped tails on atoms at 0 and 1: after many failures (passes) the chance of a pass goes to 0 (1)', () => {
    const low = nullPrior({ passes: 0, runs: 20 }, 0.1, 1);
    expect(low.predictive(30, 0)).toBeGreaterThan(0);
    expect(low.predictive(30, 0)).toBeLessThan(0.01);
    expect(low.predictive(200, 0)).toBeLessThan(low.predictive(30, 0));
    const high = nullPrior({ passes: 20, runs: 20 }, 0.1, 1);
    expect(high.predictive(30, 30)).toBeGreaterThan(0.99);
    expect(high.predictive(30, 30)).toBeLessThan(1);
    expect(high.predictive(200, 200)).toBeGreaterThan(high.predictive(30, 30));
  });

  it('without a day effect is the Jeffreys posterior on the grid (to its resolution) and ignores the record count', () => {
    const fixed = nullPrior({ passes: 9, runs: 10 }, 0);
    expect(fixed.mean).toBeCloseTo(9.5 / 11, 3);
    expect(Math.abs(fixed.mean - 9.5 / 11)).toBeLessThan(2e-4);
    for (const [n, k] of [[3, 3], [5, 2], [10, 0], [20, 20]] as const) expect(Math.abs(fixed.predictive(n, k) - (9.5 + k) / (11 + n))).toBeLessThan(1e-3);
    expect(nullPrior({ passes: 9, runs: 10 }, 0, 50).predictive(5, 2)).toBe(fixed.predictive(5, 2));
  });

  it('widens the day effect by the baseline days: sd² ≈ binomial + σ²(1 + 1/R), R at least 1', () => {
    const base = { passes: 500, runs: 1000 };
    const binomial = 0.25 / 1002;
    for (const r of [1, 2, 4]) expect(nullPrior(base, 0.05, r).sd).toBeCloseTo(Math.sqrt(binomial + 0.0025 * (1 + 1 / r)), 3);
    expect(nullPrior(base, 0.05, 0).sd).toBe(nullPrior(base, 0.05, 1).sd);
  });
});
