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
