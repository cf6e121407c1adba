/** Exact values of the noise model's pieces (src/drift/noise.ts) on small cases. */
import { describe, expect, it } from 'vitest';
import {
  binomialSplitGains,
  chooseSplit,
  gaussianSplitGains,
  huberLocation,
  LOG_DAY_SD,
  locationVarianceFactor,
  logIncrement,
  logLocation,
  logReference,
  medianOf,
  MIN_LOG_SD,
  pairwiseSpread,
  predictiveSd,
  shrunkRate,
  slidingLogReference,
  type LogObservation,
} from '../../src/drift/noise.js';

const PAIRWISE_TO_SD = 0.6745 * Math.SQRT2;

describe('medians and spreads', () => {
  it('medianOf: the middle value, the mean of the two middle ones, NaN for none; the input is not reordered', () => {
    const xs = [5, 1, 3];
    expect(medianOf(xs)).toBe(3);
    expect(xs).toEqual([5, 1, 3]);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([7])).toBe(7);
    expect(medianOf([])).toBeNaN();
  });

  it('pairwiseSpread: the median of all pairwise |differences|', () => {
    expect(pairwiseSpread([1])).toBeUndefined();
    expect(pairwiseSpread([])).toBeUndefined();
    expect(pairwiseSpread([3, 1])).toBe(2);
    // |differences| 1, 3, 2: median 2.
    expect(pairwiseSpread([1, 2, 4])).toBe(2);
    // 1, 3, 7, 2, 6, 4: median (3 + 4) / 2.
    expect(pairwiseSpread([1, 2, 4, 8])).toBe(3.5);
    expect(pairwiseSpread([8, 4, 2, 1])).toBe(3.5);
    // 5 values, 10 differences, with ties.
    expect(pairwiseSpread([0, 0, 0, 10, 10])).toBe(10);
    expect(pairwiseSpread([0, 0, 10, 10, 10, 20])).toBe(10);
  });

  it('pairwiseSpread matches a sort on random values', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 2; n < 40; n++) {
      const xs = Array.from({ length: n }, () => Math.round(next() * 20));
      const diffs: number[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) diffs.push(Math.abs((xs[i] ?? 0) - (xs[j] ?? 0)));
      expect(pairwiseSpread(xs)).toBe(medianOf(diffs));
    }
  });

  it('huberLocation: the median when the scale is 0-like, the mean when it is wide', () => {
    expect(huberLocation([0, 0, 9], 1e-12)).toBeCloseTo(0, 6);
    expect(huberLocation([0, 0, 9], 100)).toBeCloseTo(3, 9);
  });

  it('locationVarianceFactor: 1/n up to 2 runs, 1.05/n from 3', () => {
    [1, 1, 0.5, 0.35, 0.105].forEach((want, i) => expect(locationVarianceFactor([0, 1, 2, 3, 10][i] ?? 0)).toBeCloseTo(want, 12));
  });
});

describe('logLocation', () => {
  it('uses the pooled spread of at most the 29 newest earlier days and its own, never below 5%', () => {
    // A scale at the floor: the wild run counts as 1.5 × 0.05 from the centre (the two others pull back: μ = 0.075 / 2).
    expect(logLocation([0, 0, 1], 0, []).location).toBeCloseTo((1.5 * MIN_LOG_SD) / 2, 9);
    expect(logLocation([0, 0, 1], undefined, []).location).toBeCloseTo((1.5 * MIN_LOG_SD) / 2, 9);
    // A wide scale from the earlier days: the plain mean.
    const wide = logLocation([0, 0, 1], undefined, [10, 10]);
    expect(wide).toEqual({ location: expect.closeTo(1 / 3, 9) as number, spread: undefined, runs: 3 });
    // The 30th day back is not read: 29 spreads of 0 and an older one of 10 leave the scale at the floor.
    expect(logLocation([0, 0, 1], 0, [10, ...Array.from({ length: 29 }, () => 0)]).location).toBeCloseTo((1.5 * MIN_LOG_SD) / 2, 9);
    expect(logLocation([0, 0, 1], 0, [...Array.from({ length: 28 }, () => 0), 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]).location).toBeCloseTo(1 / 3, 9);
  });
});

describe('logReference', () => {
  const obs = (location: number, spread: number | undefined, runs = 4): LogObservation => ({ location, spread, runs });

  it('is the median level, the run sd from the spreads, the day variance from the MAD of steps, and the level variance', () => {
    const ref = [0, 0.1, 0.3, 0.2, 0.6, 0.5].map((l) => obs(l, 0.2));
    // Steps 0.1, 0.2, −0.1, 0.4, −0.1: median 0.1, |deviations| 0, 0.1, 0.2, 0.3, 0.2: MAD 0.2.
    const mad = (0.2 * 1.4826) / Math.SQRT2;
    const runSd = 0.2 / PAIRWISE_TO_SD;
    const explained = runSd ** 2 * (1.05 / 4);
    const between = (5 * LOG_DAY_SD ** 2 + 5 * (mad ** 2 - explained)) / 10;
    const got = logReference(ref);
    expect(got.location).toBeCloseTo(0.25, 12);
    expect(got.runSd).toBeCloseTo(runSd, 12);
    expect(got.betweenVariance).toBeCloseTo(between, 12);
    expect(got.locationVariance).toBeCloseTo(((Math.PI / 2) * (explained + between)) / 6, 12);
    expect(predictiveSd(got, 3)).toBeCloseTo(Math.sqrt(runSd ** 2 * 0.35 + between + got.locationVariance), 12);
  });

  it('below 5 days assumes the day sd; without spreads takes the run sd from the steps, at least 5%', () => {
    const ref = [obs(0, undefined, 1), obs(0.4, undefined, 1), obs(0, undefined, 1)];
    const got = logReference(ref, 0.2);
    expect(got.betweenVariance).toBeCloseTo(0.04, 12);
    // Steps 0.4, −0.4: median 0, MAD 0.4.
    expect(got.runSd).toBeCloseTo((0.4 * 1.4826) / Math.SQRT2, 12);
    expect(logReference([obs(1, undefined, 1)]).runSd).toBe(MIN_LOG_SD);
    expect(logReference([obs(1, undefined, 1)]).location).toBe(1);
  });

  it('slides over any window, backwards and with jumps, as logReference does', () => {
    const all = Array.from({ length: 40 }, (_, i) => obs(Math.sin(i) / 3, i % 3 === 0 ? undefined : 0.1 + (i % 5) / 20, 1 + (i % 4)));
    const sliding = slidingLogReference(all);
    for (const [from, to] of [[0, 10], [2, 12], [2, 15], [5, 14], [20, 30], [21, 35], [1, 3], [3, 3], [3, 4]] as const) {
      const got = sliding(from, to);
      const want = logReference(all.slice(from, to));
      for (const key of ['location', 'runSd', 'betweenVariance', 'locationVariance'] as const) {
        if (Number.isNaN(want[key])) expect(got[key]).toBeNaN();
        else expect(got[key]).toBeCloseTo(want[key], 12);
      }
    }
  });
});

describe('increments and change points', () => {
  it('logIncrement is the Gaussian LLR of a rise by `shift`', () => {
    const ref = { location: 1, runSd: 0.1, betweenVariance: 0.01, locationVariance: 0.005 };
    const sd2 = 0.01 * 0.35 + 0.01 + 0.005;
    expect(logIncrement(ref, { location: 1.5, spread: 0.1, runs: 3 }, 0.3)).toBeCloseTo((0.3 / sd2) * (0.5 - 0.15), 12);
    expect(logIncrement(ref, { location: 1.15, spread: 0.1, runs: 3 }, 0.3)).toBeCloseTo(0, 12);
  });

  it('shrunkRate is (k + 1) / (n + 2)', () => {
    expect(shrunkRate(0, 0)).toBe(0.5);
    expect(shrunkRate(3, 4)).toBe(4 / 6);
  });

  it('binomialSplitGains: the likelihood gain of two rates over one, in the asked direction only', () => {
    const fall = binomialSplitGains([{ k: 5, n: 5 }, { k: 0, n: 5 }], 'down');
    expect(fall[0]).toBeUndefined();
    expect(fall[1]).toBeCloseTo(10 * Math.LN2, 12);
    expect(binomialSplitGains([{ k: 5, n: 5 }, { k: 0, n: 5 }], 'up')).toEqual([undefined, undefined]);
    expect(binomialSplitGains([{ k: 0, n: 5 }, { k: 5, n: 5 }], 'up')[1]).toBeCloseTo(10 * Math.LN2, 12);
    expect(binomialSplitGains([{ k: 2, n: 4 }, { k: 1, n: 2 }], 'down')).toEqual([undefined, undefined]);
    expect(binomialSplitGains([{ k: 0, n: 0 }, { k: 1, n: 2 }], 'up')).toEqual([undefined, undefined]);
    // 3/4 then 1/4: 4·(3/4 ln 3/4 + 1/4 ln 1/4)·2 − 8 ln 1/2.
    const g = binomialSplitGains([{ k: 3, n: 4 }, { k: 1, n: 4 }], 'down')[1] ?? 0;
    expect(g).toBeCloseTo(2 * (3 * Math.log(0.75) + Math.log(0.25)) - 8 * Math.log(0.5), 12);
  });

  it('gaussianSplitGains: half the weighted between-segment sum of squares of a rise', () => {
    const gains = gaussianSplitGains([{ y: 0, variance: 1 }, { y: 0, variance: 1 }, { y: 3, variance: 0.5 }]);
    expect(gains[0]).toBeUndefined();
    // Split 1: w1 = 1, w2 = 3 (mean 2): (1·3/4)·4/2. Split 2: w1 = 2, w2 = 2 (mean 3): (2·2/4)·9/2.
    expect(gains[1]).toBeCloseTo(1.5, 12);
    expect(gains[2]).toBeCloseTo(4.5, 12);
    expect(gaussianSplitGains([{ y: 1, variance: 1 }, { y: 0, variance: 1 }])).toEqual([undefined, undefined]);
  });

  it('chooseSplit: the first of equal best gains; of the preferred within the margin, the likeliest', () => {
    expect(chooseSplit([undefined, 5, 5], () => false, 0)).toBe(1);
    expect(chooseSplit([undefined, undefined], () => true, 10)).toBeUndefined();
    expect(chooseSplit([undefined, 3, 9, 8, 7], (s) => s === 1 || s === 3 || s === 4, 2)).toBe(3);
    expect(chooseSplit([undefined, 3, 9, 7], (s) => s === 3, 2)).toBe(3);
    expect(chooseSplit([undefined, 3, 9, 6.9], (s) => s === 3, 2)).toBe(2);
  });
});
