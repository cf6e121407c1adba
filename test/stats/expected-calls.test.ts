/** Issue 31 item 5: the runs an always-passing scenario makes under the threshold test, exactly. */
import { describe, expect, it } from 'vitest';
import { alwaysPassingRuns, replayThresholdTest, thresholdTestFor } from '../../src/stats/threshold-test.js';

const test = (threshold: number, tolerance: number) => thresholdTestFor({ threshold, tolerance, alpha: 0.0025, planned: 3, cap: 150 });
const passing = (n: number) => Array.from({ length: n }, () => ({ pass: true }));

describe('alwaysPassingRuns', () => {
  it('is the first look at which all passes decide: 19 at threshold 1, tolerance 0.1; 5 at 2/3', () => {
    expect(alwaysPassingRuns(test(1, 0.1))).toBe(19);
    expect(alwaysPassingRuns(test(2 / 3, 0.1))).toBe(5);
    expect(alwaysPassingRuns(test(1, 0.2))).toBe(9);
  });

  it('agrees with the verdict the runner replays: passed at that look, undecided at the look before', () => {
    for (const [th, tol] of [[1, 0.1], [0.9, 0.05], [2 / 3, 0.1], [0.5, 0.2]] as const) {
      const t = test(th, tol);
      const n = alwaysPassingRuns(t);
      expect(replayThresholdTest(t, passing(n))).toMatchObject({ verdict: 'pass', decidedAt: n });
      const before = t.looks.filter((l) => l < n).at(-1);
      if (before !== undefined) expect(replayThresholdTest(t, passing(before)).verdict).toBe('error');
    }
  });

  it('is the cap when no look before it can pass (tolerance 0 at threshold 1)', () => {
    expect(alwaysPassingRuns(test(1, 0))).toBe(150);
  });
});
