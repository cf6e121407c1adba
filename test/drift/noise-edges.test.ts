/** Edges of the noise model (src/drift/noise.ts): empty segments, ties, and the sliding reference's incremental work. */
import { describe, expect, it } from 'vitest';
import {
  binomialSplitGains,
  chooseSplit,
  gaussianSplitGains,
  logLocation,
  logObservations,
  logReference,
  slidingLogReference,
  type LogObservation,
} from '../../src/drift/noise.js';

const PAIRWISE_TO_SD = 0.6745 * Math.SQRT2;

describe('the Huber scale and the reference at their edges', () => {
  it('logLocation pools its own spread with exactly the 29 newest earlier ones', () => {
    // The 30th day back (0.3) is not read: 15 × 0.3 and 14 × 0.1 before, 0.1 of its own: median 0.2.
    const earlier = [0.3, ...Array.from({ length: 15 }, () => 0.3), ...Array.from({ length: 14 }, () => 0.1)];
    const c = 1.5 * (0.2 / PAIRWISE_TO_SD);
    // [0, 0, 1] with the far run clipped at c: 2·(0 − μ) + c = 0.
    expect(logLocation([0, 0, 1], 0.1, earlier).location).toBeCloseTo(c / 2, 9);
  });

  it('logObservations pools only the spreads of records that have one', () => {
    const obs = logObservations([[1000], [1000, 1000, 6000]]);
    expect(obs[0]?.spread).toBeUndefined();
    // The second record's own spread alone (|differences| 0, ln 6, ln 6: median ln 6) is a scale wide enough that
    // no run is clipped: the plain mean of the logs.
    expect(obs[1]?.location).toBeCloseTo(Math.log(1000) + Math.log(6) / 3, 9);
  });

  it('logReference: no reference has no level; the run sd from the MAD of the steps about their median', () => {
    expect(logReference([]).location).toBeNaN();
    // Steps 1, 0.5, 0, 2, −0.5: median 0.5, |deviations| 0.5, 0, 0.5, 1.5, 1: MAD 0.5.
    const ref = [0, 1, 1.5, 1.5, 3.5, 3].map((location): LogObservation => ({ location, spread: undefined, runs: 1 }));
    expect(logReference(ref).runSd).toBeCloseTo((0.5 * 1.4826) / Math.SQRT2, 12);
  });
});


describe('split gains at their edges', () => {
  it('binomialSplitGains: a segment without runs has no rate, so no split beside it moves, in either direction', () => {
    for (const direction of ['up', 'down'] as const) {
      expect(binomialSplitGains([{ k: 0, n: 0 }, { k: 1, n: 2 }], direction)).toEqual([undefined, undefined]);
      expect(binomialSplitGains([{ k: 1, n: 2 }, { k: 0, n: 0 }], direction)).toEqual([undefined, undefined]);
      expect(binomialSplitGains([{ k: 3, n: 3 }, { k: 0, n: 0 }, { k: 0, n: 3 }], direction)).toEqual(
        direction === 'down' ? [undefined, 6 * Math.LN2, 6 * Math.LN2] : [undefined, undefined, undefined],
      );
    }
  });

  it('binomialSplitGains: equal rates on both sides are no change, in either direction', () => {
    expect(binomialSplitGains([{ k: 1, n: 2 }, { k: 2, n: 4 }], 'up')).toEqual([undefined, undefined]);
    expect(binomialSplitGains([{ k: 1, n: 2 }, { k: 2, n: 4 }], 'down')).toEqual([undefined, undefined]);
  });

  it('gaussianSplitGains: equal means on both sides are no rise', () => {
    expect(gaussianSplitGains([{ y: 2, variance: 1 }, { y: 2, variance: 4 }])).toEqual([undefined, undefined]);
    // Split 1: 0 then mean 0 of (−1, 1): no rise. Split 2: mean −0.5 then 1: (2·1/3)·2.25/2.
    const gains = gaussianSplitGains([{ y: 0, variance: 1 }, { y: -1, variance: 1 }, { y: 1, variance: 1 }]);
    expect(gains[1]).toBeUndefined();
    expect(gains[2]).toBeCloseTo(0.75, 12);
  });

  it('chooseSplit: of preferred splits with equal gains within the margin, the first', () => {
    expect(chooseSplit([undefined, 8, 9, 8], (s) => s === 1 || s === 3, 2)).toBe(1);
    expect(chooseSplit([undefined, 8, 9, 8], (s) => s === 3, 1)).toBe(3);
    expect(chooseSplit([undefined, 8, 9, 8], (s) => s === 3, 0.999)).toBe(2);
  });
});

describe('slidingLogReference works incrementally', () => {
  /** Observations that count how often each is read. */
  function counted(length: number): { observations: readonly LogObservation[]; reads: () => number } {
    const base = Array.from({ length }, (_, i): LogObservation => ({ location: Math.sin(i) / 3, spread: i % 3 === 0 ? undefined : 0.1 + (i % 5) / 20, runs: 1 + (i % 4) }));
    let reads = 0;
    const observations = new Proxy(base, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return {
      observations,
      reads: () => {
        const r = reads;
        reads = 0;
        return r;
      },
    };
  }

  it('a step forward reads only the records entering and leaving the window (and their neighbours)', () => {
    const { observations, reads } = counted(40);
    const sliding = slidingLogReference(observations);
    const check = (from: number, to: number, wantReads: number) => {
      const got = sliding(from, to);
      expect(reads()).toBe(wantReads);
      const want = logReference(observations.slice(from, to));
      for (const key of ['location', 'runSd', 'betweenVariance', 'locationVariance'] as const) expect(got[key]).toBeCloseTo(want[key], 12);
      reads();
    };
    // 10 records and the 9 earlier neighbours of their steps.
    check(0, 10, 19);
    // One in (with its step's neighbour), one out (with its step's neighbour).
    check(1, 11, 4);
    // The window grows at its end only; then shrinks at its start only.
    check(1, 12, 2);
    check(2, 12, 2);
    // The same window again: nothing to read.
    check(2, 12, 0);
    // A jump past the window's end starts afresh: only the new window is read.
    check(20, 25, 9);
    // Shrinking to its last record: the records that leave and the steps between them.
    check(24, 25, 8);
  });

  it('shrinks to nothing at the end of the observations without reading past them, and reads nothing beyond them', () => {
    const { observations } = counted(40);
    const sliding = slidingLogReference(observations);
    sliding(38, 40);
    expect(sliding(40, 40).location).toBeNaN();
    expect(() => slidingLogReference(observations)(35, 41)).toThrow('no observation at 40');
  });

  it('a window that moves back or shrinks at its end is rebuilt', () => {
    const { observations, reads } = counted(40);
    const sliding = slidingLogReference(observations);
    sliding(10, 20);
    reads();
    const check = (from: number, to: number, wantReads: number) => {
      const want = logReference(observations.slice(from, to));
      reads();
      expect(sliding(from, to).location).toBeCloseTo(want.location, 12);
      expect(reads()).toBe(wantReads);
    };
    check(5, 20, 15 + 14);
    check(5, 15, 10 + 9);
  });
});
