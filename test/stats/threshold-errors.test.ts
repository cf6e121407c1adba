/**
 * Errored runs are not evidence (DESIGN §4). Found by the real-model lane (test/real-model): a judge that
 * never gave a parsable verdict errored both runs of a scenario, and the scenario passed, "0 of 0 passed: at
 * least 40% with 90% confidence": with runs 2 and max_runs 2, neither extreme of the errored runs could fail
 * the test, so it took the cap's "pass" for a decision. Nothing was evaluated: that is "could not evaluate".
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest, replayThresholdTest, type ThresholdDecision, type ThresholdTest } from '../../src/stats/threshold-test.js';

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

  it('the cap reached with neither extreme deciding is undecided, never a pass (issue 30 row 2)', () => {
    // 0 of 1 evaluated passed, 1 errored, cap 2: neither extreme can fail (no power at 2 runs) nor pass; nothing showed ≥ 40%.
    const test = createThresholdTest({ threshold: 0.5, tolerance: 0.1, alpha: 0.05 / 4, planned: 2, cap: 2 });
    const v = replayThresholdTest(test, [{ pass: false }, ...errored(1)]);
    expect(v).toMatchObject({ verdict: 'error', undecided: true });
    expect(v.reason).not.toMatch(/with 90% confidence/);
    expect(v.reason).toMatch(/^undecided: 0 of 1 passed; the threshold test reached its cap \(2 runs\) without a decision.*; 1 errored run could not change it/);
  });
});

/**
 * Issue 30 row 14: a pass with errored runs stands only when it holds at both extremes of them — counted
 * as failures (`low`) and as passes (`high`). Each case below is decided differently by one extreme, so
 * dropping any one of the guard's four conditions turns its "could not evaluate" into a pass.
 */
describe('a pass with errored runs stands only when both extremes of the errored runs pass (issue 30 row 14)', () => {
  const pass = { pass: true };

  it('4 passes and 1 error of 5: passed only if the error passed (4/5 is undecided), so it could not be evaluated', () => {
    const test = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 5, cap: 10 });
    expect([test.decide(4, 5), test.decide(5, 5)]).toEqual(['continue', 'pass']);
    const v = replayThresholdTest(test, [pass, pass, pass, pass, ...errored(1)]);
    expect(v).toEqual({ verdict: 'error', reason: 'could not evaluate: 1 run(s) errored and 4 of 4 passed; the threshold 66.6% could go either way' });
  });

  it('1 pass and 4 errors of 5: a pass if they all passed, a fail if they all failed, so it could not be evaluated', () => {
    const test = createThresholdTest({ threshold: 0.8, tolerance: 0.1, alpha: 0.05, planned: 5, cap: 5 });
    expect([test.decide(1, 5), test.decide(5, 5)]).toEqual(['fail', 'pass-at-cap']);
    const v = replayThresholdTest(test, [pass, ...errored(4)]);
    expect(v.verdict).toBe('error');
    expect(v.reason).toBe('could not evaluate: 4 run(s) errored and 1 of 1 passed; the threshold 80% could go either way');
  });

  /** A test whose decisions are given (the real one is monotone in the passes, so only a stub can make `high` disagree with a passing `low`). */
  const stub = (low: ThresholdDecision, high: ThresholdDecision): ThresholdTest => {
    const real = createThresholdTest({ threshold: 0.5, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 3 });
    return { ...real, looks: [3], cap: 3, decide: (k) => (k === 2 ? low : high) };
  };

  it.each([
    ['continue', 'pass'],
    ['fail', 'pass'],
    ['pass', 'continue'],
    ['pass', 'fail'],
    ['pass-at-cap', 'continue'],
    ['pass-at-cap', 'fail'],
    // Undecided or a pass, as the errored run went: not evaluated, and not undecided either (issue 30 row 2).
    ['pass-at-cap', 'pass'],
  ] as const)('errors counted as failures: %s, as passes: %s → could not evaluate', (low, high) => {
    const v = replayThresholdTest(stub(low, high), [pass, pass, ...errored(1)]);
    expect(v.verdict).toBe('error');
    expect(v.reason).toMatch(/^could not evaluate: 1 run\(s\) errored and 2 of 2 passed/);
  });

  it('errors counted as failures: pass, as passes: pass → pass', () => {
    expect(replayThresholdTest(stub('pass', 'pass'), [pass, pass, ...errored(1)]).verdict).toBe('pass');
  });

  it('errors counted as failures: pass-at-cap, as passes: pass-at-cap → undecided, never a pass (issue 30 row 2)', () => {
    expect(replayThresholdTest(stub('pass-at-cap', 'pass-at-cap'), [pass, pass, ...errored(1)])).toMatchObject({ verdict: 'error', undecided: true });
  });
});
