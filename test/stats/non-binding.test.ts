/**
 * Accepting stops are non-binding (src/stats/group-sequential.ts): a test that accepted early still
 * flags at a later look when runs go on for another test, and its false-alarm rate stays within α
 * because it was calibrated as if sampling always went on to the cap. Found by a run whose comparison
 * said "no drop" at 6 of 6 and then kept that verdict over 75 of 150 runs against a baseline of 12 of 12.
 */
import { describe, expect, it } from 'vitest';
import { createGroupSequentialTest, lookGrid } from '../../src/stats/group-sequential.js';
import { firstDecision } from '../../src/stats/sequential-policy.js';
import { createThresholdTest, replayThresholdTest } from '../../src/stats/threshold-test.js';

const outcomes = (pattern: boolean[]) => pattern.map((pass) => ({ pass }));

describe('non-binding accepts', () => {
  const looks = lookGrid(3, 3, 30);
  const test = createGroupSequentialTest({ looks, nullPass: () => 0.9, alpha: 0.01, spend: (t) => t * t, accepts: (k, n) => k === n && n >= 6 });

  it('calibrates the flag region as if sampling always went on: the null rate over every path to the cap', () => {
    // An independent enumeration by counts, ignoring the accepts: P(flag at some look) under p = 0.9.
    let layer = new Map<number, number>([[0, 1]]);
    let flagged = 0;
    let n = 0;
    for (const look of looks) {
      while (n < look) {
        const next = new Map<number, number>();
        for (const [k, m] of layer) {
          next.set(k + 1, (next.get(k + 1) ?? 0) + m * 0.9);
          next.set(k, (next.get(k) ?? 0) + m * 0.1);
        }
        layer = next;
        n++;
      }
      for (const [k, m] of [...layer]) {
        if (k <= test.flagAtMost[n]!) {
          flagged += m;
          layer.delete(k);
        }
      }
    }
    expect(test.nullFlagRate).toBeCloseTo(flagged, 12);
    expect(test.nullFlagRate).toBeLessThanOrEqual(0.01 + 1e-12);
  });

  it('a test that accepted at 6 of 6 flags at a later look the runs reach', () => {
    const runs = outcomes([...Array.from({ length: 6 }, () => true), ...Array.from({ length: 24 }, () => false)]);
    expect(test.decide(6, 6)).toBe('accept');
    const d = firstDecision(test, runs, (x) => x === 'flag');
    expect(d.decision).toBe('flag');
    expect(d.runs).toBeGreaterThan(6);
    // Without the later runs its decision is the accept.
    expect(firstDecision(test, runs.slice(0, 7), (x) => x === 'flag')).toMatchObject({ decision: 'accept', runs: 6 });
  });

  it('a threshold test that passed early fails when the runs made afterwards show the rate below the threshold', () => {
    const t = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.01, planned: 3, cap: 60 });
    const runs = outcomes([...Array.from({ length: 9 }, () => true), ...Array.from({ length: 51 }, () => false)]);
    expect(replayThresholdTest(t, runs.slice(0, 9)).verdict).toBe('pass');
    const v = replayThresholdTest(t, runs);
    expect(v.verdict).toBe('fail');
    expect(v.reason).toMatch(/below the threshold 66\.6%/);
  });

  it('a run that stopped before the test decided is "could not evaluate", never a pass', () => {
    const t = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.0005, planned: 6, cap: 150 });
    const v = replayThresholdTest(t, outcomes(Array.from({ length: 6 }, () => false)));
    expect(v.verdict).toBe('error');
    expect(v.reason).toMatch(/could not evaluate: 0 of 6 passed, and the threshold test had not decided/);
  });
});
