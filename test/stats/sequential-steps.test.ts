/**
 * atLook, sequentialPolicy and firstDecision (src/stats/sequential-policy.ts) on small hand-written
 * sequential tests whose decisions are spelled out, so each rule shows on its own. Pure.
 */
import { describe, expect, it } from 'vitest';
import { atLook, firstDecision, sequentialPolicy, type SequentialTest } from '../../src/stats/sequential-policy.js';

/** Looks every `every` runs up to `cap`; at a look, `rule` decides (off the looks: continue). */
function stepTest(every: number, cap: number, rule: (passes: number, runs: number) => string = () => 'continue'): SequentialTest & { looks: number[] } {
  const looks = Array.from({ length: Math.ceil(cap / every) }, (_, i) => Math.min(cap, (i + 1) * every));
  return {
    looks,
    cap,
    decide: (passes, runs) => (looks.includes(runs) ? rule(passes, runs) : 'continue'),
    nextLook: (runs) => looks.find((l) => l > runs) ?? cap,
  };
}

const state = (passes: number, failures: number, errors = 0) => ({ passes, failures, errors, inFlight: 0, planned: 5, threshold: 0.8 });

describe('atLook', () => {
  it('a closed test stays closed: only the open ones set the next look', () => {
    const byTwo = stepTest(2, 12);
    const byThree = stepTest(3, 12);
    expect(atLook([byTwo, byThree], [false, true], 3, 3)).toEqual({ open: [false, true], launch: 3 });
    expect(atLook([byTwo, byThree], [true, true], 3, 3)).toEqual({ open: [true, true], launch: 1 });
  });

  it('a test at its cap closes even when it has not decided', () => {
    const undecided = stepTest(3, 6);
    expect(atLook([undecided], [true], 6, 6)).toEqual({ open: [false], launch: 0 });
    expect(atLook([undecided], [true], 3, 3)).toEqual({ open: [true], launch: 3 });
  });

  it('a test that decided closes; the other one still asks for its runs', () => {
    const accepts = stepTest(3, 12, (k, n) => (k === n ? 'accept' : 'continue'));
    const byFour = stepTest(4, 12);
    expect(atLook([accepts, byFour], [true, true], 3, 3)).toEqual({ open: [false, true], launch: 1 });
  });
});

describe('sequentialPolicy', () => {
  it('launches the planned runs first, whatever the first look', () => {
    expect(sequentialPolicy(5, [stepTest(3, 12)])(state(0, 0))).toBe(5);
  });

  it('counts errored runs among the runs made, and adds none after one', () => {
    const policy = sequentialPolicy(5, [stepTest(3, 12)]);
    expect(policy(state(1, 0, 1))).toBe(0);
    expect(policy({ ...state(3, 0), inFlight: 2 })).toBe(0);
  });
});

describe('firstDecision', () => {
  // Accepts at 3 on all passes, flags at 6 on at most 3 passes.
  const late = stepTest(3, 9, (k, n) => (n === 3 && k === 3 ? 'no-drop' : n === 6 && k <= 3 ? 'drop' : 'continue'));
  const runsOf = (s: string) => [...s].map((c) => (c === 'e' ? { pass: false, error: 'timeout' } : { pass: c === '1' }));

  it('by default a "drop" after an accepting stop still counts (the stop is non-binding)', () => {
    expect(firstDecision(late, runsOf('111000'))).toEqual({ decision: 'drop', runs: 6, passes: 3, erroredBefore: false });
  });

  it('with another flag decision, "drop" is just a later stop: the first stop stands', () => {
    expect(firstDecision(late, runsOf('111000'), (d) => d === 'fail')).toEqual({ decision: 'no-drop', runs: 3, passes: 3, erroredBefore: false });
  });

  it('an errored run before any decision leaves it undecided, over the runs before it', () => {
    expect(firstDecision(late, runsOf('11e000'))).toEqual({ decision: 'continue', runs: 2, passes: 2, erroredBefore: true });
    // After a stop, the error changes nothing.
    expect(firstDecision(late, runsOf('111e00'))).toEqual({ decision: 'no-drop', runs: 3, passes: 3, erroredBefore: false });
  });
});
