import { describe, it, expect } from 'vitest';
import { createComparisonDesign, nullRate, type DesignInput } from '../../src/stats/comparison-design.js';
import { comparisonPolicy } from '../../src/stats/sequential-policy.js';
import { thresholdPolicy, type SamplingPolicy } from '../../src/stats/policy.js';

const input: DesignInput = {
  baseline: { passes: 45, runs: 50 },
  alpha: 0.05,
  delta: 0.2,
  beta: 0.2,
  maxRuns: 20,
  betweenSd: 0.05,
  planned: 3,
  threshold: 2 / 3,
  look: 4,
};

describe('nullRate', () => {
  it("is the baseline's Jeffreys posterior mean, its concentration shrunk by the day-to-day variance", () => {
    const fixed = nullRate({ passes: 9, runs: 10 }, 0);
    expect(fixed.mean).toBeCloseTo(9.5 / 11, 12);
    // Beta(k + ½, n − k + ½) has concentration n + 1.
    expect(fixed.concentration).toBeCloseTo(11, 9);
    const m = 9.5 / 11;
    const widened = nullRate({ passes: 9, runs: 10 }, 0.1);
    expect(widened.mean).toBeCloseTo(m, 12);
    expect(widened.concentration).toBeCloseTo((m * (1 - m)) / ((m * (1 - m)) / 12 + 0.01) - 1, 9);
  });
  it('never goes below a concentration of 0.5', () => {
    expect(nullRate({ passes: 1, runs: 2 }, 0.49).concentration).toBe(0.5);
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
  const design = createComparisonDesign(input);

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

  it('pauses (a look) only where the threshold rule is done and on the look grid', () => {
    expect(design.isLook(2, 2)).toBe(true); // 2/2 at N = 3, 2/3: decided
    expect(design.isLook(1, 2)).toBe(false); // undecided: the threshold rule runs the third
    expect(design.isLook(2, 3)).toBe(true);
    expect(design.isLook(5, 7)).toBe(true);
    expect(design.isLook(5, 8)).toBe(false);
    expect(design.isLook(5, 20)).toBe(true);
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

describe('comparisonPolicy', () => {
  const design = createComparisonDesign(input);
  const policy = comparisonPolicy(thresholdPolicy, design);
  const state = { planned: 3, threshold: 2 / 3 };

  it('relays the threshold rule while it launches runs or runs are in flight', () => {
    expect(policy({ passes: 0, failures: 0, errors: 0, inFlight: 0, ...state })).toBe(2);
    expect(policy({ passes: 0, failures: 0, errors: 0, inFlight: 2, ...state })).toBe(0);
    expect(policy({ passes: 1, failures: 1, errors: 0, inFlight: 0, ...state })).toBe(1);
  });

  it('then launches what the design asks, up to its next look', () => {
    expect(policy({ passes: 2, failures: 1, errors: 0, inFlight: 0, ...state })).toBe(design.launch(2, 3));
    expect(policy({ passes: 2, failures: 1, errors: 0, inFlight: 0, ...state })).toBe(4);
  });

  it('adds no run after an errored one', () => {
    expect(policy({ passes: 2, failures: 0, errors: 1, inFlight: 0, ...state })).toBe(0);
  });

  it('never launches past maxRuns whatever the outcomes (the cap alone stops it)', () => {
    // A rate held just between "drop" and "no drop" runs to the cap: the design, not the error rule, stops it.
    const seen: number[] = [];
    for (const everyOther of [2, 3, 4]) {
      const t = { passes: 0, failures: 0, errors: 0 };
      let launched = 0;
      for (;;) {
        const want = policy({ ...t, inFlight: 0, ...state });
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

  it('relays a base policy that over-asks, never a negative count', () => {
    const negative: SamplingPolicy = () => -2;
    const stopped = comparisonPolicy(negative, { launch: () => 0 });
    expect(stopped({ passes: 0, failures: 0, errors: 0, inFlight: 1, ...state })).toBe(0);
  });
});

/**
 * The runner's sampling under the design, path by path: every outcome sequence the runner can meet, with
 * its exact probability (the next run passes with `pass(n, k)`), ending where the policy says 0 with
 * the decision the comparison reports. An independent check of the design's dynamic programme.
 */
function enumerate(design: ReturnType<typeof createComparisonDesign>, pass: (n: number, k: number) => number): { flag: number; expectedRuns: number; flagBy: number[] } {
  const { planned, threshold } = design.input;
  const policy = comparisonPolicy(thresholdPolicy, design);
  const flagBy = new Array<number>(design.flagAtMost.length).fill(0);
  let flag = 0;
  let expectedRuns = 0;
  const visit = (k: number, f: number, inFlight: number, prob: number): void => {
    const n = k + f;
    const more = policy({ passes: k, failures: f, errors: 0, inFlight, planned, threshold });
    const flying = inFlight + Math.max(0, more);
    if (flying === 0) {
      expectedRuns += prob * n;
      if (design.decide(k, n) === 'drop') {
        flag += prob;
        for (let m = n; m < flagBy.length; m++) flagBy[m]! += prob;
      }
      return;
    }
    const q = pass(n, k);
    visit(k + 1, f, flying - 1, prob * q);
    visit(k, f + 1, flying - 1, prob * (1 - q));
  };
  visit(0, 0, 0, 1);
  return { flag, expectedRuns, flagBy };
}

describe('the design against the runner, path by path', () => {
  const designs: [string, DesignInput][] = [
    ['N = 3 at 2/3, cap 11', { ...input, maxRuns: 11 }],
    ['N = 5 at 0.8, looks of 2, cap 9', { ...input, planned: 5, threshold: 0.8, look: 2, maxRuns: 9 }],
    ['a large drop worth detecting accepts after one run', { ...input, baseline: { passes: 1, runs: 2 }, delta: 0.45, planned: 1, threshold: 1, maxRuns: 6, look: 1 }],
    ['N = 1 capped at 1 against a perfect baseline', { ...input, baseline: { passes: 50, runs: 50 }, planned: 1, threshold: 1, maxRuns: 1 }],
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
    const a = design.nullMean * design.nullConcentration;
    const b = (1 - design.nullMean) * design.nullConcentration;
    const paths = enumerate(design, (n, k) => (a + k) / (a + b + n));
    expect(design.nullFlagRate).toBeCloseTo(paths.flag, 12);
    const cap = Math.max(d.maxRuns, d.planned);
    for (let n = 1; n <= cap; n++) expect(paths.flagBy[n]!).toBeLessThanOrEqual(d.alpha * (n / cap) ** 2 + 1e-12);
  });

  it.each(designs)('%s: accepts "no drop" exactly where the likelihood ratio of a drop of delta falls below ln(β / (1 − α))', (_name, d) => {
    const design = createComparisonDesign(d);
    const m = design.nullMean;
    const p1 = Math.max(m - d.delta, Math.min(0.01, m / 2));
    const bound = Math.log(d.beta / (1 - d.alpha));
    const cap = Math.max(d.maxRuns, d.planned);
    for (let n = 1; n <= cap; n++)
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
      for (let n = 1; n <= d.maxRuns; n++)
        for (let k = 0; k <= n; k++) {
          if (design.decide(k, n) === 'drop') continue;
          const llr = k * Math.log(p1 / m) + (n - k) * Math.log((1 - p1) / (1 - m));
          expect(design.decide(k, n) === 'no-drop').toBe(llr <= bound);
        }
    }
  });
});

describe('the design at its edges', () => {
  const design = createComparisonDesign(input);

  it('after the threshold rule stops early, the next look is still N + look', () => {
    // 2/2 at N = 3, 2/3 is decided: the threshold rule stops; the design then runs to 3 + 4.
    expect(design.decide(2, 2)).toBe('continue');
    expect(design.launch(2, 2)).toBe(5);
  });

  it('never flags after one run when the threshold rule would run more', () => {
    expect(design.flagAtMost[1]).toBe(-1);
    expect(design.decide(0, 1)).toBe('continue');
  });

  it('with a cap of 1, one failure against a perfect baseline is a drop', () => {
    const one = createComparisonDesign({ ...input, baseline: { passes: 50, runs: 50 }, planned: 1, threshold: 1, maxRuns: 1 });
    expect(one.decide(0, 1)).toBe('drop');
    expect(one.decide(1, 1)).toBe('undecided-at-cap');
  });

  it('a large drop worth detecting accepts "no drop" after one pass', () => {
    const wide = createComparisonDesign({ ...input, baseline: { passes: 1, runs: 2 }, delta: 0.45, planned: 1, threshold: 1, maxRuns: 6, look: 1 });
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
