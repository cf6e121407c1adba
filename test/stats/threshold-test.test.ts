/** The threshold test's input checks and its verdict text, word for word (src/stats/threshold-test.ts). Pure. */
import { describe, expect, it } from 'vitest';
import { createThresholdTest, LOOK_RUNS, replayThresholdTest, thresholdTestFor, type ThresholdTestInput } from '../../src/stats/threshold-test.js';

const INPUT: ThresholdTestInput = { threshold: 0.8, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 30 };
/** '1' passes, '0' fails, 'e' errors. */
const runs = (s: string) => [...s].map((c) => (c === 'e' ? { pass: false, error: 'timeout' } : { pass: c === '1' }));

describe('createThresholdTest: bad input', () => {
  it.each([
    [{ threshold: 0 }, 'threshold test: threshold must be in (0, 1] (got 0)'],
    [{ threshold: 1.01 }, 'threshold test: threshold must be in (0, 1] (got 1.01)'],
    [{ tolerance: -0.01 }, 'threshold test: tolerance must be in [0, 1) (got -0.01)'],
    [{ tolerance: 1 }, 'threshold test: tolerance must be in [0, 1) (got 1)'],
    [{ alpha: 0 }, 'threshold test: alpha must be in (0, 1) (got 0)'],
    [{ alpha: 1 }, 'threshold test: alpha must be in (0, 1) (got 1)'],
    [{ planned: 0 }, 'threshold test: planned must be a positive integer (got 0)'],
    [{ planned: 2.5 }, 'threshold test: planned must be a positive integer (got 2.5)'],
    [{ cap: 0 }, 'threshold test: cap must be a positive integer (got 0)'],
    [{ cap: 7.5 }, 'threshold test: cap must be a positive integer (got 7.5)'],
  ])('%o is refused', (bad, message) => {
    expect(() => createThresholdTest({ ...INPUT, ...bad })).toThrow(new RangeError(message));
  });

  it('accepts the edges of the ranges', () => {
    for (const edge of [{ threshold: 1 }, { tolerance: 0 }, { planned: 1, cap: 1 }]) expect(() => createThresholdTest({ ...INPUT, ...edge })).not.toThrow();
  });
});

describe('thresholdTestFor', () => {
  it('is memoised on its settings, and tells settings apart', () => {
    const a = thresholdTestFor(INPUT);
    expect(thresholdTestFor({ ...INPUT })).toBe(a);
    expect(thresholdTestFor({ ...INPUT, look: LOOK_RUNS })).toBe(a);
    expect(thresholdTestFor({ ...INPUT, look: LOOK_RUNS + 1 })).not.toBe(a);
    expect(thresholdTestFor({ ...INPUT, cap: 31 }).cap).toBe(31);
  });
});

describe('replayThresholdTest, word for word', () => {
  // Looks at 3, 6, 9, … (pinned: these patterns are about the wording, not the default grid).
  const INPUT3: ThresholdTestInput = { ...INPUT, look: 3 };
  const test = createThresholdTest(INPUT3);

  it.each([
    ['000000', { verdict: 'fail', decidedAt: 6, reason: '0 of 6 passed: below the threshold 80% (shown with 95.0% confidence)' }],
    ['111111', { verdict: 'pass', decidedAt: 6, reason: '6 of 6 passed: at least 70% with 85% confidence (threshold 80%, tolerance 10 points)' }],
    ['000', { verdict: 'error', reason: 'could not evaluate: 0 of 3 passed, and the threshold test had not decided (it needs more runs, up to 30)' }],
    ['11', { verdict: 'error', reason: 'could not evaluate: no run was evaluated, and the threshold test had not decided (it needs more runs, up to 30)' }],
    ['eee', { verdict: 'error', reason: 'could not evaluate: 3 run(s) errored and no run was evaluated; the threshold 80% could go either way' }],
    ['1e1', { verdict: 'error', reason: 'could not evaluate: 1 run(s) errored and 2 of 2 passed; the threshold 80% could go either way' }],
    ['00000e', { verdict: 'fail', decidedAt: 6, reason: '0 of 5 passed: below the threshold 80% (shown with 95.0% confidence); 1 errored run could not change it' }],
  ])('%s', (pattern, verdict) => {
    expect(replayThresholdTest(test, runs(pattern))).toEqual(verdict);
  });

  it('two errored runs that could not save a clear fail', () => {
    const high = createThresholdTest({ ...INPUT3, threshold: 0.9 });
    expect(replayThresholdTest(high, runs('0000ee'))).toEqual({
      verdict: 'fail', decidedAt: 6, reason: '0 of 4 passed: below the threshold 90% (shown with 95.0% confidence); 2 errored runs could not change it',
    });
  });

  it('the cap without a decision is undecided, never a pass (issue 30 row 2); with errors, says they could not change it', () => {
    const capped = createThresholdTest({ ...INPUT3, cap: 9 });
    const words = 'the threshold test reached its cap (9 runs) without a decision: the rate was shown neither below the threshold 80% nor at least 70%';
    const fix = 'a higher max_runs or a wider tolerance lets it decide';
    expect(replayThresholdTest(capped, runs('110110110'))).toEqual({ verdict: 'error', undecided: true, reason: `undecided: 6 of 9 passed; ${words}; ${fix}` });
    expect(replayThresholdTest(capped, runs('110110e1e'))).toEqual({ verdict: 'error', undecided: true, reason: `undecided: 5 of 7 passed; ${words}; 2 errored runs could not change it; ${fix}` });
  });

  it('states 99.99% confidence with two decimals, and a floor of 0% below a zero tolerance floor', () => {
    const strict = createThresholdTest({ ...INPUT3, alpha: 0.0001 });
    expect(replayThresholdTest(strict, runs('000000000')).reason).toBe('0 of 9 passed: below the threshold 80% (shown with 99.99% confidence)');
    const low = createThresholdTest({ ...INPUT3, threshold: 0.05, cap: 9 });
    expect(replayThresholdTest(low, runs('111')).reason).toBe('3 of 3 passed: at least 0% with 85% confidence (threshold 5%, tolerance 10 points)');
  });
});
