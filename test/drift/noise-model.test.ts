/** The noise model's pieces (src/drift/noise.ts, src/drift/cusum.ts). */
import { describe, expect, it } from 'vitest';
import { scanStream } from '../../src/drift/cusum.js';
import {
  binomialSplitGains,
  chooseSplit,
  gaussianSplitGains,
  huberLocation,
  logObservations,
  logReference,
  MIN_LOG_SD,
  slidingLogReference,
} from '../../src/drift/noise.js';
import { seededRandom } from '../../sim/random.js';

describe('huberLocation', () => {
  it('is the mean of well-behaved values', () => {
    expect(huberLocation([1, 2, 3], 10)).toBeCloseTo(2, 9);
  });

  it('counts a wild value as 1.5 scales from the centre', () => {
    // Solves (0 − μ) + (0.1 − μ) + (−0.1 − μ) + (0.05 − μ) + 0.15 = 0.
    expect(huberLocation([0, 0.1, -0.1, 0.05, 1000], 0.1)).toBeCloseTo(0.05, 9);
  });
});

describe('logObservations', () => {
  it('skips records with no positive value and uses at least the minimum run spread', () => {
    const steady = [1000, 1000, 1000];
    const obs = logObservations([steady, [], [0, 0], steady, steady, steady, [1000, 1000, 6000]]);
    expect(obs[1]).toBeUndefined();
    expect(obs[2]).toBeUndefined();
    expect(obs[0]).toEqual({ location: Math.log(1000), spread: 0, runs: 3 });
    // One 6× run in three, with the pooled scale at its floor, counts as 1.5 × 0.05 above the centre: it moves it by 0.075 / 2.
    const moved = (obs[6]?.location ?? 0) - Math.log(1000);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeCloseTo((1.5 * MIN_LOG_SD) / 2, 6);
  });
});

describe('slidingLogReference', () => {
  it('gives the same reference as logReference over every forward window', () => {
    const random = seededRandom(3);
    const obs = logObservations(Array.from({ length: 60 }, () => Array.from({ length: 1 + Math.floor(random.uniform() * 5) }, () => random.lognormal(1000, 0.3))));
    const defined = obs.flatMap((o) => (o === undefined ? [] : [o]));
    const sliding = slidingLogReference(defined);
    for (let t = 5; t < defined.length; t++) {
      const from = Math.max(0, t - 30);
      const got = sliding(from, t);
      const want = logReference(defined.slice(from, t));
      expect(got.location).toBeCloseTo(want.location, 12);
      expect(got.runSd).toBeCloseTo(want.runSd, 12);
      expect(got.betweenVariance).toBeCloseTo(want.betweenVariance, 12);
      expect(got.locationVariance).toBeCloseTo(want.locationVariance, 12);
    }
  });
});

describe('change points', () => {
  it('the Gaussian gain is largest at the first record of a rise', () => {
    const ys = [0, 0, 0, 0, 1, 1, 1].map((y) => ({ y, variance: 0.01 }));
    const gains = gaussianSplitGains(ys);
    expect(chooseSplit(gains, () => false, 0)).toBe(4);
  });

  it('the binomial gain finds a fall and ignores rises when looking down', () => {
    const counts = [10, 10, 10, 2, 2].map((k) => ({ k, n: 10 }));
    expect(chooseSplit(binomialSplitGains(counts, 'down'), () => false, 0)).toBe(3);
    expect(binomialSplitGains(counts, 'up').every((g) => g === undefined)).toBe(true);
  });

  it('a preferred split within the margin wins; one beyond it does not', () => {
    const gains = [undefined, 1, 5, 9, 4];
    expect(chooseSplit(gains, (s) => s === 2, 4)).toBe(2);
    expect(chooseSplit(gains, (s) => s === 2, 3)).toBe(3);
  });
});

describe('scanStream', () => {
  const model = {
    increment: (_days: readonly number[], _from: number, _to: number, current: number) => current,
    splitGains: (segment: readonly number[]) => segment.map((x, i) => (i === 0 || x <= 0 ? undefined : x)),
  };
  /** One record a day. */
  const daily = (xs: number[]) => ({ dayOf: xs.map((_, i) => i), days: xs, partial: (day: number) => xs[day] ?? 0 });
  const opts = { minReference: 3, maxReference: 30, level: 9, capShare: 0.6, preferred: () => false, preferenceMargin: 0 };

  it('judges nothing before minReference observations, and caps one observation below the level', () => {
    const scan = scanStream(daily([0, 0, 0, 100, 0]), model, opts);
    expect(scan).toEqual({ alarms: [], judged: 2 });
  });

  it('alarms when the capped sum reaches the level and restarts at the change', () => {
    const scan = scanStream(daily([-1, -1, -1, 5, 5, -1, -1]), model, opts);
    expect(scan.alarms).toEqual([{ at: 4, change: 3, statistic: 10, atDay: 4, changeDay: 3, reference: [0, 3] }]);
  });
});
