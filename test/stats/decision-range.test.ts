/**
 * Issue 30 row 2 / item 2: a scenario's decision range, computed without a model call: the fewest runs
 * that can pass it and fail it under its threshold, tolerance and cap, and how often it decides at all.
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest } from '../../src/stats/threshold-test.js';
import { decisionRange } from '../../src/stats/decision-range.js';

const test = (planned: number, cap: number, threshold = 2 / 3, tolerance = 0.1, alpha = 0.05) => createThresholdTest({ threshold, tolerance, alpha, planned, cap });

describe('decisionRange', () => {
  it('runs: 1, max_runs: 1 can never fail', () => {
    const r = decisionRange(test(1, 1));
    expect(r.fewestToFail).toBeUndefined();
    expect(r.canFail).toBe(false);
  });

  it('the defaults (3 runs, cap 150) can fail and pass, and decide nearly always at the threshold', () => {
    const r = decisionRange(test(3, 150));
    expect(r.canFail).toBe(true);
    expect(r.fewestToPass).toBe(5); // 5/5 shows at least 56.6% with 85% confidence (0.566^5 < 0.15)
    expect(r.fewestToFail).toBeGreaterThan(3);
    expect(r.fewestToFail).toBeLessThanOrEqual(150);
    expect(r.undecidedAtThreshold).toBeLessThan(0.2);
  });

  it('the fewest runs to fail is the first look where all-fail fails; to pass, where all-pass passes', () => {
    const t = test(3, 150);
    const r = decisionRange(t);
    expect(t.decide(0, r.fewestToFail!)).toBe('fail');
    for (const n of t.looks.filter((l) => l < r.fewestToFail!)) expect(t.decide(0, n)).not.toBe('fail');
    expect(t.decide(r.fewestToPass!, r.fewestToPass!)).toBe('pass');
  });

  it('a small cap rarely decides a scenario at its threshold', () => {
    const r = decisionRange(test(1, 6));
    expect(r.undecidedAtThreshold).toBeGreaterThan(0.5);
    // Exact: with the undecided chance at p = θ, both ends summed with pass and fail make 1.
    expect(r.passAtThreshold + r.failAtThreshold + r.undecidedAtThreshold).toBeCloseTo(1, 12);
  });
});
