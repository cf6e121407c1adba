/**
 * Errored runs are not evidence (DESIGN §4). Found by the real-model lane (test/real-model): a judge that
 * never gave a parsable verdict errored both runs of a scenario, and the scenario passed, "0/0 passed: at
 * least 40% with 90% confidence": with runs 2 and max_runs 2, neither extreme of the errored runs could fail
 * the test, so it took the cap's "pass" for a decision. Nothing was evaluated: that is "could not evaluate".
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest, replayThresholdTest } from '../../src/stats/threshold-test.js';

const errored = (n: number) => Array.from({ length: n }, () => ({ pass: false, error: 'judge reply is not the strict JSON verdict' }));

describe('replayThresholdTest with errored runs', () => {
  it('every run errored: the verdict is error, never pass', () => {
    const test = createThresholdTest({ threshold: 0.5, tolerance: 0.1, alpha: 0.05 / 4, planned: 2, cap: 2 });
    const v = replayThresholdTest(test, errored(2));
    expect(v.verdict).toBe('error');
    expect(v.reason).toMatch(/could not evaluate/);
  });

  it('every run errored at a larger cap: still error', () => {
    const test = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 3 });
    expect(replayThresholdTest(test, errored(3)).verdict).toBe('error');
  });

  it('a pass reached only at the cap does not claim the rate was shown above the tolerance', () => {
    // 0 of 1 evaluated passed, 1 errored, cap 2: neither extreme can fail (no power at 2 runs), so it passes at the cap; nothing showed ≥ 40%.
    const test = createThresholdTest({ threshold: 0.5, tolerance: 0.1, alpha: 0.05 / 4, planned: 2, cap: 2 });
    const v = replayThresholdTest(test, [{ pass: false }, ...errored(1)]);
    expect(v.verdict).toBe('pass');
    expect(v.reason).not.toMatch(/with 90% confidence/);
    expect(v.reason).toMatch(/not shown below the threshold 50% after the most runs \(2\)/);
  });
});
