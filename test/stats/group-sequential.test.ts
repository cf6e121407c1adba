/**
 * The group-sequential test (src/stats/group-sequential.ts) against an independent brute force: every
 * one of the 2^cap run sequences of a small design is enumerated, each with its probability under the
 * null (binomial or Beta-binomial) or a true rate p, and the flag region, the null flag rate, the
 * operating characteristic and the expected runs are computed from the paths directly.
 */
import { describe, expect, it } from 'vitest';
import { checkLooks, createGroupSequentialTest, lookGrid, type GroupSequentialInput } from '../../src/stats/group-sequential.js';

type Pass = (n: number, k: number) => number;

/** Every sequence of `cap` runs as (passes after each run, probability) under `pass`. */
function paths(cap: number, pass: Pass): { counts: number[]; prob: number }[] {
  const out: { counts: number[]; prob: number }[] = [];
  for (let bits = 0; bits < 2 ** cap; bits++) {
    let k = 0;
    let prob = 1;
    const counts = [0];
    for (let n = 0; n < cap; n++) {
      const q = pass(n, k);
      const ok = ((bits >> n) & 1) === 1;
      prob *= ok ? q : 1 - q;
      if (ok) k++;
      counts.push(k);
    }
    out.push({ counts, prob });
  }
  return out;
}

/** r(n) by brute force: at each look the largest r whose paths flagged by then weigh at most α·min(1, spend(n/cap)). */
function bruteFlagRegion(input: GroupSequentialInput): { r: Map<number, number>; nullFlagRate: number } {
  const cap = input.looks[input.looks.length - 1]!;
  const all = paths(cap, input.nullPass);
  const r = new Map<number, number>();
  const flaggedBefore = (p: { counts: number[] }, upTo: number) => input.looks.some((l) => l < upTo && p.counts[l]! <= r.get(l)!);
  for (const n of input.looks) {
    const allowed = input.alpha * Math.min(1, input.spend(n / cap)) + 1e-12;
    let best = -1;
    for (let cand = 0; cand <= n; cand++) {
      const mass = all.filter((p) => flaggedBefore(p, n) || p.counts[n]! <= cand).reduce((s, p) => s + p.prob, 0);
      if (mass <= allowed) best = cand;
      else break;
    }
    r.set(n, best);
  }
  const nullFlagRate = all.filter((p) => flaggedBefore(p, cap + 1)).reduce((s, p) => s + p.prob, 0);
  return { r, nullFlagRate };
}

/** P(flag) and the expected runs at a true rate p, the test stopping at its first flag, accept or the cap. */
function bruteOperating(input: GroupSequentialInput, r: Map<number, number>, p: number): { flag: number; expectedRuns: number } {
  const cap = input.looks[input.looks.length - 1]!;
  let flag = 0;
  let runs = 0;
  for (const path of paths(cap, () => p)) {
    for (const n of input.looks) {
      const k = path.counts[n]!;
      if (k <= r.get(n)!) {
        flag += path.prob;
        runs += path.prob * n;
        break;
      }
      if (input.accepts(k, n) || n === cap) {
        runs += path.prob * n;
        break;
      }
    }
  }
  return { flag, expectedRuns: runs };
}

const binomialDesign: GroupSequentialInput = {
  looks: [2, 4, 7, 10],
  nullPass: () => 0.8,
  alpha: 0.1,
  spend: (t) => t,
  accepts: (k, n) => k >= n - 1 && n >= 4,
};

/** A Beta(4, 1) null: the next run passes with (4 + k) / (5 + n). */
const betaDesign: GroupSequentialInput = {
  looks: [3, 6, 9],
  nullPass: (n, k) => (4 + k) / (5 + n),
  alpha: 0.15,
  spend: (t) => t * t,
  accepts: (k, n) => k === n,
};

describe('createGroupSequentialTest against a brute-force enumeration', () => {
  for (const [name, design] of [['binomial null', binomialDesign], ['Beta-binomial null', betaDesign]] as const) {
    describe(name, () => {
      const brute = bruteFlagRegion(design);

      it('has the flag region and null flag rate of the enumeration', () => {
        // Created inside each test, so that mutation testing's per-test coverage sees what each test runs.
        const test = createGroupSequentialTest(design);
        const cap = design.looks[design.looks.length - 1]!;
        expect(test.cap).toBe(cap);
        expect(test.looks).toEqual(design.looks);
        expect(test.flagAtMost).toHaveLength(cap + 1);
        for (let n = 0; n <= cap; n++) expect(test.flagAtMost[n], `r(${n})`).toBe(design.looks.includes(n) ? brute.r.get(n) : -1);
        expect(test.nullFlagRate).toBeCloseTo(brute.nullFlagRate, 12);
        expect(test.nullFlagRate).toBeLessThanOrEqual(design.alpha + 1e-12);
      });

      it('has the operating characteristic and expected runs of the enumeration', () => {
        const test = createGroupSequentialTest(design);
        for (const p of [0, 0.3, 0.55, 0.8, 0.95, 1]) {
          const got = test.operating(p);
          const want = bruteOperating(design, brute.r, p);
          expect(got.flag, `flag at p=${p}`).toBeCloseTo(want.flag, 12);
          expect(got.expectedRuns, `runs at p=${p}`).toBeCloseTo(want.expectedRuns, 10);
        }
      });
    });
  }

  it('pins the binomial design to hand-checked numbers', () => {
    const test = createGroupSequentialTest(binomialDesign);
    // r(2): P(0 of 2) = 0.04 ≤ 0.02? no → -1. r(4): P(k ≤ 1 of 4) = 0.0272 ≤ 0.04, P(k ≤ 2) = 0.1808 > 0.04.
    expect([2, 4, 7, 10].map((n) => test.flagAtMost[n])).toEqual([-1, 1, 3, 5]);
    // Under p = 0 every path flags at the first look that can flag (4), under p = 1 every path accepts at 4.
    expect(test.operating(0)).toEqual({ flag: 1, expectedRuns: 4 });
    expect(test.operating(1)).toEqual({ flag: 0, expectedRuns: 4 });
  });

  it('calibrates with the accepting stops ignored (non-binding) but stops at them in operating', () => {
    const never = createGroupSequentialTest({ ...binomialDesign, accepts: () => false });
    const test = createGroupSequentialTest(binomialDesign);
    expect(test.flagAtMost).toEqual(never.flagAtMost);
    expect(test.nullFlagRate).toBe(never.nullFlagRate);
    // Stopping at the accepts lowers the flag rate and the runs.
    expect(test.operating(0.8).flag).toBeLessThan(never.operating(0.8).flag);
    expect(test.operating(0.8).expectedRuns).toBeLessThan(never.operating(0.8).expectedRuns);
    // The accepts are consulted at looks only, with (passes, runs).
    const seen: string[] = [];
    createGroupSequentialTest({ ...binomialDesign, accepts: (k, n) => (seen.push(`${k}/${n}`), false) }).operating(0.5);
    expect(new Set(seen.map((s) => Number(s.split('/')[1])))).toEqual(new Set([2, 4, 7]));
  });

  it('spends at most α even when the spending function exceeds 1', () => {
    const design = { ...binomialDesign, spend: (t: number) => 3 * t };
    const test = createGroupSequentialTest(design);
    const brute = bruteFlagRegion(design);
    expect([2, 4, 7, 10].map((n) => test.flagAtMost[n])).toEqual([2, 4, 7, 10].map((n) => brute.r.get(n)));
    expect(test.nullFlagRate).toBeCloseTo(brute.nullFlagRate, 12);
    expect(test.nullFlagRate).toBeLessThanOrEqual(0.1 + 1e-12);
  });

  it('flags a count whose null mass equals the allowed rate exactly (ties are within α)', () => {
    // One look at 2 runs under p = ½: P(0 passes) = ¼ = α.
    const test = createGroupSequentialTest({ looks: [2], nullPass: () => 0.5, alpha: 0.25, spend: () => 1, accepts: () => false });
    expect(test.flagAtMost[2]).toBe(0);
    expect(test.nullFlagRate).toBe(0.25);
    const below = createGroupSequentialTest({ looks: [2], nullPass: () => 0.5, alpha: 0.2499, spend: () => 1, accepts: () => false });
    expect(below.flagAtMost[2]).toBe(-1);
    expect(below.nullFlagRate).toBe(0);
  });
});

describe('edges of the calibration', () => {
  it('with all of α = 1 to spend, the cap flags every count', () => {
    const test = createGroupSequentialTest({ looks: [2, 4], nullPass: () => 0.7, alpha: 1, spend: (t) => t, accepts: () => false });
    expect(test.flagAtMost[4]).toBe(4);
    expect(test.nullFlagRate).toBeCloseTo(1, 12);
    expect(test.operating(0.99).flag).toBeCloseTo(1, 12);
  });

  it('asks the null about the next run only below the cap', () => {
    const asked: number[] = [];
    createGroupSequentialTest({ ...betaDesign, nullPass: (n, k) => (asked.push(n), betaDesign.nullPass(n, k)) });
    expect(Math.max(...asked)).toBe(8);
    expect(Math.min(...asked)).toBe(0);
  });
});

describe('decide and nextLook', () => {
  it('flags at or below r(n), accepts, stops at the cap, continues elsewhere', () => {
    const test = createGroupSequentialTest(binomialDesign);
    expect(test.decide(1, 4)).toBe('flag');
    expect(test.decide(0, 4)).toBe('flag');
    expect(test.decide(2, 4)).toBe('continue');
    expect(test.decide(3, 4)).toBe('accept');
    expect(test.decide(4, 4)).toBe('accept');
    expect(test.decide(0, 2)).toBe('continue');
    expect(test.decide(5, 10)).toBe('flag');
    expect(test.decide(9, 10)).toBe('accept');
    expect(test.decide(7, 10)).toBe('cap');
    // Off the looks: continue below the cap, cap beyond it.
    expect(test.decide(0, 3)).toBe('continue');
    // accepts(5, 5) holds, but 5 is no look: the test decides at its looks only.
    expect(binomialDesign.accepts(5, 5)).toBe(true);
    expect(test.decide(5, 5)).toBe('continue');
    expect(test.decide(6, 6)).toBe('continue');
    expect(test.decide(0, 0)).toBe('continue');
    expect(test.decide(0, 11)).toBe('cap');
    expect(test.decide(11, 11)).toBe('cap');
  });

  it('the next look after n runs, the cap at most', () => {
    const test = createGroupSequentialTest(binomialDesign);
    expect([0, 1, 2, 3, 4, 6, 7, 9, 10, 12].map((n) => test.nextLook(n))).toEqual([2, 2, 4, 4, 7, 7, 10, 10, 10, 10]);
  });
});

describe('lookGrid and checkLooks', () => {
  it('lays looks at first, every step, and the cap', () => {
    expect(lookGrid(3, 3, 12)).toEqual([3, 6, 9, 12]);
    expect(lookGrid(3, 4, 12)).toEqual([3, 7, 11, 12]);
    expect(lookGrid(5, 2, 5)).toEqual([5]);
    expect(lookGrid(6, 2, 3)).toEqual([6]);
    expect(lookGrid(1, 1, 3)).toEqual([1, 2, 3]);
  });

  it('rejects no look, non-integers, zero and non-ascending looks, naming them', () => {
    expect(() => checkLooks([])).toThrow(new RangeError('group-sequential test: no look'));
    for (const bad of [[0, 2], [1.5, 3], [2, 2], [3, 2], [-1]]) {
      expect(() => checkLooks(bad)).toThrow(new RangeError(`group-sequential test: looks must be ascending positive integers (got ${bad.join(', ')})`));
    }
    expect(() => checkLooks([1, 2, 5])).not.toThrow();
    expect(() => createGroupSequentialTest({ ...binomialDesign, looks: [4, 2] })).toThrow(RangeError);
  });
});
