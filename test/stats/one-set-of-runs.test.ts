/**
 * Issue 30 row 3: the verdict and the evidence shown are the same runs. The threshold test passed early at
 * 6/7; runs went on for the baseline comparison to 17/27 (47–66%, below "≥ 66.6%"), and the row said
 * "passed". Runs made after an early verdict enter the test at every look until sampling stops; the
 * verdict is the one all the runs support, and a flip is said in its reason.
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest, replayThresholdTest } from '../../src/stats/threshold-test.js';
import { scenarioResult, type ScenarioIdentity } from '../../src/runner/result.js';
import type { RunResult } from '../../src/report/types.js';

const runsOf = (outcomes: string): RunResult[] =>
  [...outcomes].map((c, index) => ({ index, pass: c === 'P', tokens: { input: 1, output: 1 }, latencyMs: 1, failures: c === 'P' ? [] : ['x'] }));

const test = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 150 });
// 6 of the first 7 pass (an early pass at look 7), then 11 of the next 20: 17/27.
const flipped = 'PPPFPPP' + 'PFPFPFPFPFPFPFPFPFPP';

describe('one set of runs for the verdict and the table (issue 30 row 3)', () => {
  it('the fixture: an early pass at 6/7, and 17/27 neither shown above nor below at look 27', () => {
    expect([...flipped].filter((c) => c === 'P').length).toBe(17);
    expect(flipped.length).toBe(27);
    expect(test.decide(6, 7)).toBe('pass');
    expect(test.decide(17, 27)).toBe('continue');
    expect(replayThresholdTest(test, runsOf(flipped.slice(0, 7)))).toMatchObject({ verdict: 'pass', decidedAt: 7 });
  });

  it('an early pass that all the runs no longer support is not a pass, and says it flipped', () => {
    const v = replayThresholdTest(test, runsOf(flipped));
    expect(v.verdict).not.toBe('pass');
    expect(v.reason).toMatch(/17 of 27/);
    expect(v.reason).toMatch(/passed early at 6 of 7/);
  });

  it('an early pass the later runs still support stays a pass, stated on all the runs', () => {
    const still = 'PPPFPPP' + 'PPPPPPPPPPPPPPPPFPPP';
    const v = replayThresholdTest(test, runsOf(still));
    expect(v.verdict).toBe('pass');
    expect(v.reason).toMatch(/^25 of 27 passed/);
  });

  it('the scenario row: its counts, interval and verdict are over the same 27 runs', () => {
    const id: ScenarioIdentity = { name: 's', file: 's.yaml', line: 1, role: 'r', planned: 3, threshold: 2 / 3, rule: { kind: 'test', test } };
    const r = scenarioResult(id, runsOf(flipped), { passes: 17, failures: 10, errors: 0 }, 'ran');
    expect(r).toMatchObject({ passes: 17, attempted: 27 });
    expect(r.verdict).not.toBe('pass');
    expect(r.reason).toMatch(/passed early at 6 of 7/);
  });
});
