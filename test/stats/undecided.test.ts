/**
 * Issue 30 row 2: "Passed" on no evidence. A threshold test that reaches its cap without a decision is
 * `undecided`, never a pass: its verdict is outside 'pass', its state says undecided, and its words never
 * say "passed".
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest, replayThresholdTest } from '../../src/stats/threshold-test.js';
import { scenarioResult, type ScenarioIdentity } from '../../src/runner/result.js';
import type { RunResult } from '../../src/report/types.js';

const runsOf = (outcomes: string): RunResult[] =>
  [...outcomes].map((c, index) => ({ index, pass: c === 'P', tokens: { input: 1, output: 1 }, latencyMs: 1, failures: c === 'P' ? [] : ['x'], ...(c === 'E' ? { error: 'timeout' } : {}) }));

describe('a threshold test at its cap without a decision (issue 30 row 2)', () => {
  it('runs: 1, max_runs: 1: a failed run is undecided, not passed', () => {
    const t = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 1, cap: 1 });
    for (const outcomes of ['F', 'P']) {
      const v = replayThresholdTest(t, runsOf(outcomes));
      expect(v.verdict).not.toBe('pass');
      expect(v.undecided).toBe(true);
      expect(v.reason).toMatch(/undecided/);
      expect(v.reason).not.toMatch(/passed:/);
    }
  });

  it('max_runs: 6: 2 or 3 of 6 is undecided (not "passed, thin evidence"), 5 of 5 still passes', () => {
    const t = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 1, cap: 6 });
    for (const outcomes of ['PFFPFF', 'PFPFPF']) {
      const thin = replayThresholdTest(t, runsOf(outcomes));
      expect(thin.verdict).not.toBe('pass');
      expect(thin.undecided).toBe(true);
      expect(thin.decidedAt).toBeUndefined();
    }
    expect(replayThresholdTest(t, runsOf('PPPPP'))).toMatchObject({ verdict: 'pass', decidedAt: 5 });
  });

  it('a clear pass and a clear fail are not undecided', () => {
    const t = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 150 });
    expect(replayThresholdTest(t, runsOf('PPPPP')).undecided).toBeFalsy();
    const f = replayThresholdTest(t, runsOf('FFFFFFFFF'));
    expect(f.verdict).toBe('fail');
    expect(f.undecided).toBeFalsy();
  });

  it('the scenario entry: verdict stays within the report MUST set (error), state undecided, no "passed" in its words', () => {
    const id: ScenarioIdentity = {
      name: 's', file: 's.yaml', line: 1, role: 'r', planned: 1, threshold: 2 / 3,
      rule: { kind: 'test', test: createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 1, cap: 1 }) },
    };
    const r = scenarioResult(id, runsOf('F'), { passes: 0, failures: 1, errors: 0 }, 'ran');
    expect(r.verdict).toBe('error');
    expect(r.state).toBe('undecided');
    // "0/1 passed" is a count; "passed" as the scenario's word for itself never appears.
    expect(`${r.reason} ${r.evidence ?? ''}`).not.toMatch(/(^|; )passed\b|passed, thin|thin evidence/);
    expect(r.evidence).toMatch(/undecided/);
  });
});
