import { describe, it, expect } from 'vitest';
import { binomialCdf, createPassRateTest, minDetectableDrop, shrunkRate } from '../../src/stats/sprt.js';
import { comparisonPolicy } from '../../src/stats/sequential-policy.js';
import { fixedPolicy, thresholdPolicy, type SamplingState } from '../../src/stats/policy.js';

const CFG = { delta: 0.3, alpha: 0.05, beta: 0.2, maxRuns: 16 };

describe('createPassRateTest', () => {
  it('shrinks the baseline with (k+1)/(n+2) and sets p1 = p0 − δ', () => {
    const t = createPassRateTest({ passes: 22, runs: 25 }, CFG);
    expect(t.p0).toBeCloseTo(23 / 27, 10);
    expect(t.p1).toBeCloseTo(23 / 27 - 0.3, 10);
    expect(t.upper).toBeCloseTo(Math.log(0.8 / 0.05), 10);
    expect(t.lower).toBeCloseTo(Math.log(0.2 / 0.95), 10);
  });

  it('does not turn one failure against a perfect baseline into proof of a drop', () => {
    const t = createPassRateTest({ passes: 25, runs: 25 }, CFG);
    const d = t.decide(0, 1);
    expect(Number.isFinite(d.llr)).toBe(true);
    expect(d.state).toBe('continue');
    expect(t.decide(0, 2).state).toBe('drop');
  });

  it.each([
    { passes: 3, runs: 3, state: 'continue' },
    { passes: 4, runs: 4, state: 'no-drop' },
    { passes: 0, runs: 3, state: 'drop' },
    { passes: 1, runs: 4, state: 'drop' },
    { passes: 11, runs: 16, state: 'undecided-at-cap' },
    { passes: 10, runs: 15, state: 'continue' },
  ])('baseline 22/25: $passes/$runs → $state', ({ passes, runs, state }) => {
    const t = createPassRateTest({ passes: 22, runs: 25 }, CFG);
    expect(t.decide(passes, runs).state).toBe(state);
  });

  it('reports the minimum detectable drop when undecided at the cap', () => {
    const t = createPassRateTest({ passes: 22, runs: 25 }, CFG);
    const d = t.decide(11, 16);
    expect(d.state).toBe('undecided-at-cap');
    expect(d.minDetectableDrop).toBe(minDetectableDrop(16, t.p0, 0.05, 0.2));
  });

  it('keeps p1 a probability below p0 for a baseline that always failed', () => {
    const t = createPassRateTest({ passes: 0, runs: 200 }, CFG);
    expect(t.p1).toBeGreaterThan(0);
    expect(t.p1).toBeLessThan(t.p0);
  });

  it.each([
    { baseline: { passes: 26, runs: 25 }, cfg: CFG, message: /0 ≤ passes ≤ runs, got 26\/25/ },
    { baseline: { passes: 1, runs: 2 }, cfg: { ...CFG, delta: 1.5 }, message: /compare\.delta .* got 1\.5/ },
    { baseline: { passes: 1, runs: 2 }, cfg: { ...CFG, maxRuns: 0 }, message: /compare\.max_runs .* got 0/ },
  ])('rejects bad input: $message', ({ baseline, cfg, message }) => {
    expect(() => createPassRateTest(baseline, cfg)).toThrow(message);
  });

  it('rejects impossible counts in decide()', () => {
    const t = createPassRateTest({ passes: 20, runs: 25 }, CFG);
    expect(() => t.decide(5, 4)).toThrow(/got 5\/4/);
  });
});

describe('minDetectableDrop', () => {
  it('is undefined when n runs are too few to reject at level α', () => {
    // P(0 passes | 0.85, n=1) = 0.15 > 0.05: no rejection region.
    expect(minDetectableDrop(1, 0.85, 0.05, 0.2)).toBeUndefined();
  });

  it('shrinks as the sample grows', () => {
    const d8 = minDetectableDrop(8, shrunkRate(22, 25), 0.05, 0.2) ?? NaN;
    const d16 = minDetectableDrop(16, shrunkRate(22, 25), 0.05, 0.2) ?? NaN;
    const d64 = minDetectableDrop(64, shrunkRate(22, 25), 0.05, 0.2) ?? NaN;
    expect(d16).toBeLessThan(d8);
    expect(d64).toBeLessThan(d16);
    expect(d16).toBeGreaterThan(0.2);
    expect(d16).toBeLessThan(0.5);
  });

  it('is the drop at which the fixed test reaches power 1 − β', () => {
    const p0 = 0.85;
    const d = minDetectableDrop(16, p0, 0.05, 0.2) ?? NaN;
    let c = -1;
    while (binomialCdf(c + 1, 16, p0) <= 0.05) c++;
    expect(binomialCdf(c, 16, p0 - d)).toBeGreaterThanOrEqual(0.8);
    expect(binomialCdf(c, 16, p0 - d + 0.01)).toBeLessThan(0.8);
  });

  it('binomialCdf matches a hand count', () => {
    // P(X ≤ 1 | n=3, p=0.5) = (1 + 3) / 8
    expect(binomialCdf(1, 3, 0.5)).toBeCloseTo(0.5, 12);
    expect(binomialCdf(3, 3, 0.5)).toBe(1);
    expect(binomialCdf(-1, 3, 0.5)).toBe(0);
  });
});

describe('comparisonPolicy', () => {
  const state = (over: Partial<SamplingState>): SamplingState => ({
    passes: 0,
    failures: 0,
    errors: 0,
    inFlight: 0,
    planned: 3,
    threshold: 2 / 3,
    ...over,
  });
  const test = createPassRateTest({ passes: 22, runs: 25 }, CFG);

  it.each([
    { name: 'relays the base policy for the planned runs', s: state({}), want: 3 },
    { name: 'waits while runs are in flight', s: state({ passes: 2, inFlight: 1 }), want: 0 },
    { name: 'adds one run while the test continues', s: state({ passes: 3 }), want: 1 },
    { name: 'stops once the test accepts no drop', s: state({ passes: 4, planned: 3 }), want: 0 },
    { name: 'stops once the test finds a drop', s: state({ failures: 3 }), want: 0 },
    { name: 'stops at max_runs', s: state({ passes: 10, failures: 5, errors: 1 }), want: 0 },
    { name: 'adds nothing after an errored run', s: state({ passes: 2, errors: 1 }), want: 0 },
  ])('$name', ({ s, want }) => {
    expect(comparisonPolicy(fixedPolicy, test, 16)(s)).toBe(want);
  });

  it('never cuts the planned runs, even past max_runs', () => {
    expect(comparisonPolicy(fixedPolicy, test, 4)(state({ planned: 10 }))).toBe(10);
  });

  it('continues after the threshold policy stopped early on a decided verdict', () => {
    // 2/2 passes decide "pass" for 2/3 of 3 planned; the comparison still wants evidence.
    expect(thresholdPolicy(state({ passes: 2 }))).toBe(0);
    expect(comparisonPolicy(thresholdPolicy, test, 16)(state({ passes: 2 }))).toBe(1);
  });
});
