import { beforeEach, describe, it, expect } from 'vitest';
import { createComparisonDesign, type ComparisonDesign, type DesignInput } from '../../src/stats/comparison-design.js';
import { atLook, sequentialPolicy } from '../../src/stats/sequential-policy.js';
import { DAY_EFFECT_DF, dayEffectCdf, normalCdf, nullPrior } from '../../src/stats/null-prior.js';

const input: DesignInput = {
  baseline: { passes: 45, runs: 50 },
  alpha: 0.05,
  delta: 0.2,
  beta: 0.2,
  maxRuns: 20,
  betweenSd: 0.05,
  planned: 3,
  look: 4,
};

describe('dayEffectCdf', () => {
  it("is Student's t with DAY_EFFECT_DF degrees of freedom at unit variance: symmetric, and heavier-tailed than the normal", () => {
    expect(DAY_EFFECT_DF).toBe(6);
    expect(dayEffectCdf(0)).toBeCloseTo(0.5, 12);
    for (const z of [0.5, 1, 2, 3]) expect(dayEffectCdf(z) + dayEffectCdf(-z)).toBeCloseTo(1, 12);
    // t₆ at 1.94318 (its 95th percentile) is 1.94318 / √(6/4) in unit-variance units.
    expect(dayEffectCdf(1.9431803 / Math.sqrt(6 / 4))).toBeCloseTo(0.95, 5);
    expect(1 - dayEffectCdf(3.5)).toBeGreaterThan(1 - normalCdf(3.5));
    expect(dayEffectCdf(40)).toBeCloseTo(1, 7);
  });
  it('takes other degrees of freedom: t₄₀ near the normal, an odd ν rounded down to the heavier-tailed even one, never below 4', () => {
    // t₄₀'s 99.5th percentile is 2.70446 (tables), in unit-variance units ÷ √(40/38).
    expect(dayEffectCdf(2.7044593 / Math.sqrt(40 / 38), 40)).toBeCloseTo(0.995, 5);
    expect(Math.abs(dayEffectCdf(2, 40) - normalCdf(2))).toBeLessThan(0.003);
    expect(dayEffectCdf(3, 41)).toBe(dayEffectCdf(3, 40));
    expect(dayEffectCdf(3, 3)).toBe(dayEffectCdf(3, 4));
    expect(dayEffectCdf(3, 6)).toBe(dayEffectCdf(3));
    expect(1 - dayEffectCdf(3, 6)).toBeGreaterThan(1 - dayEffectCdf(3, 40));
  });
});

describe('nullPrior', () => {
  it('without a day effect is the Jeffreys posterior: its mean and its predictive chance of a pass', () => {
    const fixed = nullPrior({ passes: 9, runs: 10 }, 0);
    expect(fixed.mean).toBeCloseTo(9.5 / 11, 3);
    // Beta(9.5, 1.5): after k of n more passes, the next passes with (9.5 + k) / (11 + n).
    for (const [n, k] of [[0, 0], [3, 3], [5, 2], [10, 0]] as const) expect(fixed.predictive(n, k)).toBeCloseTo((9.5 + k) / (11 + n), 2);
    expect(fixed.sd).toBeCloseTo(Math.sqrt((9.5 * 1.5) / (11 * 11 * 12)), 3);
  });
  it('a day effect widens it by the PR\'s day and the baseline\'s days (sd² (1 + 1/R)), clipped into [0, 1]', () => {
    const base = { passes: 500, runs: 1000 };
    const one = nullPrior(base, 0.1, 1);
    const many = nullPrior(base, 0.1, 1000);
    const binomial = 0.25 / 1002;
    // The day effect is a Student t of the same variance: clipping its heavier tails at 0 and 1 takes a little off.
    expect(one.sd).toBeCloseTo(Math.sqrt(binomial + 0.01 * 2), 2);
    expect(many.sd).toBeCloseTo(Math.sqrt(binomial + 0.01 * 1.001), 2);
    expect(one.mean).toBeCloseTo(0.5, 3);
    // Near 1 the clipped tail puts mass on 1: the mean stays below 1, the predictive rises with passes.
    const high = nullPrior({ passes: 30, runs: 30 }, 0.05, 3);
    expect(high.mean).toBeLessThan(1);
    expect(high.predictive(10, 10)).toBeGreaterThan(high.predictive(10, 5));
    expect(high.predictive(10, 5)).toBeGreaterThan(high.predictive(10, 0));
  });
});

describe('createComparisonDesign: bad input', () => {
  it.each<[Partial<DesignInput>, RegExp]>([
    [{ alpha: 0 }, /alpha must be in \(0, 1\) \(got 0\)/],
    [{ alpha: 1 }, /alpha must be in \(0, 1\)/],
    [{ delta: 0 }, /delta must be in \(0, 1\)/],
    [{ delta: 1 }, /delta must be in \(0, 1\)/],
    [{ beta: 0 }, /beta must be in \(0, 1\)/],
    [{ beta: 1 }, /beta must be in \(0, 1\)/],
    [{ maxRuns: 0 }, /maxRuns must be a positive integer \(got 0\)/],
    [{ maxRuns: 2.5 }, /maxRuns must be a positive integer/],
    [{ look: 0 }, /look must be a positive integer/],
    [{ look: 1.5 }, /look must be a positive integer/],
    [{ betweenSd: -0.1 }, /betweenSd must be in \[0, 0.5\)/],
    [{ betweenSd: 0.5 }, /betweenSd must be in \[0, 0.5\)/],
    [{ baseline: { passes: 6, runs: 5 } }, /baseline needs 0 ≤ passes ≤ runs \(got 6\/5\)/],
    [{ baseline: { passes: -1, runs: 5 } }, /baseline needs/],
    [{ baseline: { passes: 1.5, runs: 5 } }, /baseline needs/],
    [{ baseline: { passes: 1, runs: 5.5 } }, /baseline needs/],
  ])('%j', (bad, message) => {
    expect(() => createComparisonDesign({ ...input, ...bad })).toThrow(RangeError);
    expect(() => createComparisonDesign({ ...input, ...bad })).toThrow(message);
  });
  it('accepts the edges of the ranges', () => {
    expect(() => createComparisonDesign({ ...input, betweenSd: 0, maxRuns: 1, look: 1, baseline: { passes: 0, runs: 0 } })).not.toThrow();
  });
});

describe('createComparisonDesign', () => {
  // Built in each test, not while the file is collected: a mutant (npm run mutate) is only active inside a test.
  let design: ComparisonDesign;
  beforeEach(() => {
    design = createComparisonDesign(input);
  });

  it('keeps its false-alarm rate under the null model within alpha, and flags a clear drop', () => {
    expect(design.nullFlagRate).toBeGreaterThan(0);
    expect(design.nullFlagRate).toBeLessThanOrEqual(input.alpha + 1e-12);
    expect(design.operating(design.nullMean).flag).toBeLessThan(0.1);
    expect(design.operating(0.2).flag).toBeGreaterThan(0.9);
    expect(design.operating(0).flag).toBeCloseTo(1, 9);
  });

  it('flags more often the lower the true rate, and a lower rate ends sooner', () => {
    const rates = [0.1, 0.3, 0.5, 0.7, 0.9];
    const flags = rates.map((p) => design.operating(p).flag);
    for (let i = 1; i < flags.length; i++) expect(flags[i]!).toBeLessThan(flags[i - 1]!);
    const runs = rates.map((p) => design.operating(p).expectedRuns);
    for (const r of runs) {
      expect(r).toBeGreaterThanOrEqual(2);
      expect(r).toBeLessThanOrEqual(input.maxRuns);
    }
    expect(runs[0]!).toBeLessThan(runs[3]!);
  });

  it('decides a drop on all failures, "no drop" on all passes, and stops at the cap', () => {
    expect(design.decide(0, 20)).toBe('drop');
    expect(design.decide(0, 11)).toBe('drop');
    expect(design.decide(11, 11)).toBe('no-drop');
    expect(design.decide(3, 3)).toBe('continue');
    expect(design.decide(0, 0)).toBe('continue');
    const atCap = Array.from({ length: 21 }, (_, k) => design.decide(k, 20));
    expect(atCap).not.toContain('continue');
    expect(atCap).toContain('undecided-at-cap');
  });

  it('flags at a look exactly when passes ≤ r(n), and r grows with n', () => {
    for (let n = 1; n <= input.maxRuns; n++) {
      const r = design.flagAtMost[n]!;
      for (let k = 0; k <= n; k++) if (k <= r) expect(design.decide(k, n)).toBe('drop');
    }
    expect(design.flagAtMost[0]).toBe(-1);
    expect(design.flagAtMost[20]!).toBeGreaterThan(design.flagAtMost[11]!);
    // A state the runner never pauses at (between looks) flags nothing.
    expect(design.flagAtMost[5]).toBe(-1);
  });

  it('launches runs up to the next look and never past maxRuns', () => {
    expect(design.launch(2, 3)).toBe(4);
    expect(design.launch(4, 7)).toBe(4);
    expect(design.launch(8, 15)).toBe(0); // 8/15 is a drop
    expect(design.launch(12, 15)).toBe(4);
    expect(design.launch(14, 19)).toBe(1); // the last look is the cap, 20
    expect(design.launch(9, 20)).toBe(0);
    for (let n = 0; n <= 20; n++)
      for (let k = 0; k <= n; k++) {
        const more = design.launch(k, n);
        expect(more).toBeGreaterThanOrEqual(0);
        expect(n + more).toBeLessThanOrEqual(input.maxRuns);
        if (design.decide(k, n) !== 'continue') expect(more).toBe(0);
      }
  });

  it('states the rate it detects with 80% power, and none when even a rate of 0 is not flagged that often', () => {
    const rate = design.detectableRate();
    expect(rate).toBeDefined();
    expect(design.operating(rate!).flag).toBeCloseTo(0.8, 2);
    expect(design.detectableRate(0.8)).toBe(rate);
    const tiny = createComparisonDesign({ ...input, maxRuns: 3, baseline: { passes: 1, runs: 2 } });
    expect(tiny.detectableRate()).toBeUndefined();
  });
});

describe('the design as a sampling policy', () => {
  // Built in each test, not while the file is collected: a mutant (npm run mutate) is only active inside a test.
  let design: ComparisonDesign;
  beforeEach(() => {
    design = createComparisonDesign(input);
  });

  it('launches the planned runs first, then up to each next look, and adds no run after an error', () => {
    const policy = sequentialPolicy(3, [design]);
    expect(policy({ passes: 0, failures: 0, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 })).toBe(3);
    expect(policy({ passes: 1, failures: 0, errors: 0, inFlight: 2, planned: 3, threshold: 2 / 3 })).toBe(0);
    expect(policy({ passes: 2, failures: 1, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 })).toBe(design.launch(2, 3));
    expect(sequentialPolicy(3, [design])({ passes: 2, failures: 0, errors: 1, inFlight: 0, planned: 3, threshold: 2 / 3 })).toBe(0);
  });

  it('never launches past maxRuns whatever the outcomes (the cap alone stops it)', () => {
    const seen: number[] = [];
    for (const everyOther of [2, 3, 4]) {
      const policy = sequentialPolicy(3, [design]);
      const t = { passes: 0, failures: 0, errors: 0 };
      let launched = 0;
      for (;;) {
        const want = policy({ ...t, inFlight: 0, planned: 3, threshold: 2 / 3 });
        if (want === 0) break;
        for (let i = 0; i < want; i++) {
          launched++;
          if (launched % everyOther === 0) t.failures++;
          else t.passes++;
        }
      }
      expect(launched).toBeLessThanOrEqual(input.maxRuns);
      seen.push(launched);
    }
    expect(seen).toContain(input.maxRuns);
  });
});

/**
 * The runner's sampling under the design, path by path: every outcome sequence the runner can meet, with
 * its exact probability (the next run passes with `pass(n, k)`), ending where the policy says 0 with
 * the decision the comparison reports. An independent check of the design's dynamic programme.
 */
function enumerate(design: ReturnType<typeof createComparisonDesign>, pass: (n: number, k: number) => number): { flag: number; expectedRuns: number; flagBy: number[] } {
  const { planned } = design.input;
  const flagBy = new Array<number>(design.flagAtMost.length).fill(0);
  let flag = 0;
  let expectedRuns = 0;
  // Runs are added one at a time between looks; at a look, atLook (what the runner's policy steps with) says how many more.
  const visit = (k: number, f: number, toLaunch: number, open: boolean, prob: number): void => {
    const n = k + f;
    let more = toLaunch;
    let still = open;
    if (more === 0) {
      const step = n === 0 ? { open: [true], launch: planned } : atLook([design], [still], k, n);
      still = step.open[0]!;
      more = step.launch;
    }
    if (more === 0) {
      expectedRuns += prob * n;
      if (design.decide(k, n) === 'drop') {
        flag += prob;
        for (let m = n; m < flagBy.length; m++) flagBy[m]! += prob;
      }
      return;
    }
    const q = pass(n, k);
    visit(k + 1, f, more - 1, still, prob * q);
    visit(k, f + 1, more - 1, still, prob * (1 - q));
  };
  visit(0, 0, 0, true, 1);
  return { flag, expectedRuns, flagBy };
}

describe('the design against the runner, path by path', () => {
  const designs: [string, DesignInput][] = [
    ['N = 3 at 2/3, cap 11', { ...input, maxRuns: 11 }],
    ['N = 5, looks of 2, cap 9', { ...input, planned: 5, look: 2, maxRuns: 9 }],
    ['a large drop worth detecting accepts after one run', { ...input, baseline: { passes: 1, runs: 2 }, delta: 0.45, planned: 1, maxRuns: 6, look: 1 }],
    ['N = 1 capped at 1 against a perfect baseline', { ...input, baseline: { passes: 50, runs: 50 }, planned: 1, maxRuns: 1 }],
    ['N = 3 capped at 3', { ...input, maxRuns: 3 }],
  ];

  it.each(designs)('%s: its power and expected runs are those of the sampling', (_name, d) => {
    const design = createComparisonDesign(d);
    for (const p of [0, 0.3, 0.7, 0.95, 1]) {
      const paths = enumerate(design, () => p);
      const dp = design.operating(p);
      expect(dp.flag).toBeCloseTo(paths.flag, 12);
      expect(dp.expectedRuns).toBeCloseTo(paths.expectedRuns, 10);
    }
  });

  it.each(designs)('%s: its false-alarm rate is that of the sampling under the null, spent as α·(n / cap)² by each look', (_name, d) => {
    const design = createComparisonDesign(d);
    const prior = nullPrior(d.baseline, d.betweenSd, d.baselineRecords ?? 1);
    const paths = enumerate(design, prior.predictive);
    expect(design.nullFlagRate).toBeCloseTo(paths.flag, 12);
    const cap = Math.max(d.maxRuns, d.planned);
    for (let n = 1; n <= cap; n++) expect(paths.flagBy[n]!).toBeLessThanOrEqual(d.alpha * (n / cap) ** 2 + 1e-12);
    expect(paths.flag).toBeLessThanOrEqual(d.alpha + 1e-12);
  });

  it.each(designs)('%s: accepts "no drop" exactly where the likelihood ratio of a drop of delta falls below ln(β / (1 − α))', (_name, d) => {
    const design = createComparisonDesign(d);
    const m = design.nullMean;
    const p1 = Math.max(m - d.delta, Math.min(0.01, m / 2));
    const bound = Math.log(d.beta / (1 - d.alpha));
    for (const n of design.looks)
      for (let k = 0; k <= n; k++) {
        const decision = design.decide(k, n);
        if (decision === 'drop') continue;
        const llr = k * Math.log(p1 / m) + (n - k) * Math.log((1 - p1) / (1 - m));
        expect(decision === 'no-drop').toBe(llr <= bound);
      }
  });

  it('accepts on the floor of the drop for a low baseline: a drop to max(mean − delta, min(1%, mean / 2))', () => {
    for (const passes of [0, 5]) {
      const d = { ...input, baseline: { passes, runs: 50 } };
      const design = createComparisonDesign(d);
      const m = design.nullMean;
      const p1 = Math.max(m - d.delta, Math.min(0.01, m / 2));
      const bound = Math.log(d.beta / (1 - d.alpha));
      for (const n of design.looks)
        for (let k = 0; k <= n; k++) {
          if (design.decide(k, n) === 'drop') continue;
          const llr = k * Math.log(p1 / m) + (n - k) * Math.log((1 - p1) / (1 - m));
          expect(design.decide(k, n) === 'no-drop').toBe(llr <= bound);
        }
    }
  });
});

describe('the design at its edges', () => {
  // Built in each test, not while the file is collected: a mutant (npm run mutate) is only active inside a test.
  let design: ComparisonDesign;
  beforeEach(() => {
    design = createComparisonDesign(input);
  });

  it('looks first after the planned runs: nothing is flagged or accepted before', () => {
    expect(design.flagAtMost[1]).toBe(-1);
    expect(design.decide(0, 1)).toBe('continue');
    expect(design.decide(2, 2)).toBe('continue');
    expect(design.launch(0, 0)).toBe(3);
    expect(design.looks.slice(0, 3)).toEqual([3, 7, 11]);
  });

  it('with a cap of 1, one failure against a perfect baseline is a drop', () => {
    const one = createComparisonDesign({ ...input, baseline: { passes: 50, runs: 50 }, planned: 1, maxRuns: 1 });
    expect(one.decide(0, 1)).toBe('drop');
    expect(one.decide(1, 1)).toBe('undecided-at-cap');
  });

  it('a large drop worth detecting accepts "no drop" after one pass', () => {
    const wide = createComparisonDesign({ ...input, baseline: { passes: 1, runs: 2 }, delta: 0.45, planned: 1, maxRuns: 6, look: 1 });
    expect(wide.decide(1, 1)).toBe('no-drop');
  });

  it('states r(n) for every n up to the cap, −1 between looks', () => {
    const off = createComparisonDesign({ ...input, maxRuns: 18 });
    expect(off.flagAtMost).toHaveLength(19);
    for (const n of [0, 1, 4, 5, 6, 8, 17]) expect(off.flagAtMost[n]).toBe(-1);
  });

  it('states the baseline rate itself when the design reaches the asked power there', () => {
    expect(design.detectableRate(1e-6)).toBe(design.nullMean);
  });
});
