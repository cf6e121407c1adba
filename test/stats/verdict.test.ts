import { describe, it, expect } from 'vitest';
import { exactInterval, NOMINAL_LEVEL } from '../../src/stats/interval.js';
import { decidedVerdict, finalVerdict, runsToDecide } from '../../src/stats/verdict.js';
import { binomialCdf } from '../../src/stats/binomial.js';
import { thresholdPolicy, fixedPolicy, type SamplingPolicy } from '../../src/stats/policy.js';

describe('Clopper–Pearson exact 95% interval', () => {
  it.each([
    [0, 0, 0, 1],
    [5, 10, 0.1871, 0.8129],
    [3, 3, 0.2924, 1],
    [0, 3, 0, 0.7076],
    [9, 10, 0.555, 0.9975],
    [27, 30, 0.7347, 0.9789],
  ])('%i of %i → [%f, %f]', (k, n, low, high) => {
    const i = exactInterval(k, n, 0.95);
    expect(i.low).toBeCloseTo(low, 3);
    expect(i.high).toBeCloseTo(high, 3);
  });
  it('is reported at a nominal 98% (its coverage under the product\'s sampling is ≥ 95%: sim/interval-coverage.ts)', () => {
    expect(NOMINAL_LEVEL).toBe(0.98);
    // 3 of 3: the low end solves p³ = 0.01.
    expect(exactInterval(3, 3).low).toBeCloseTo(0.01 ** (1 / 3), 6);
    expect(exactInterval(0, 3).high).toBeCloseTo(1 - 0.01 ** (1 / 3), 6);
  });
  it('ends exactly at 0 with no pass and exactly at 1 with no failure', () => {
    for (const n of [1, 3, 10]) {
      expect(exactInterval(0, n).low).toBe(0);
      expect(exactInterval(n, n).high).toBe(1);
    }
  });
});

describe('threshold verdicts', () => {
  it('2/3 means at least two thirds of the runs, whatever N is', () => {
    expect(finalVerdict({ passes: 2, failures: 1, errors: 0 }, 3, 2 / 3).verdict).toBe('pass');
    expect(finalVerdict({ passes: 3, failures: 2, errors: 0 }, 5, 2 / 3).verdict).toBe('fail');
    expect(finalVerdict({ passes: 4, failures: 2, errors: 0 }, 6, 2 / 3).verdict).toBe('pass');
  });
  it('an error makes the verdict error unless it is decided without that run', () => {
    expect(finalVerdict({ passes: 1, failures: 1, errors: 1 }, 3, 2 / 3).verdict).toBe('error');
    expect(finalVerdict({ passes: 2, failures: 0, errors: 1 }, 3, 2 / 3).verdict).toBe('pass');
    expect(finalVerdict({ passes: 0, failures: 2, errors: 1 }, 3, 2 / 3).verdict).toBe('fail');
    expect(finalVerdict({ passes: 0, failures: 0, errors: 3 }, 3, 2 / 3).verdict).toBe('error');
  });
  it('errors are never counted as passes or failures in the reason', () => {
    const v = finalVerdict({ passes: 1, failures: 0, errors: 2 }, 3, 2 / 3);
    expect(v.verdict).toBe('error');
    expect(v.reason).toContain('could not evaluate');
    expect(v.reason).toContain('1 of 1 passed');
  });
  it('decides early only when the unknown runs cannot change the verdict', () => {
    expect(decidedVerdict({ passes: 2, failures: 0, errors: 0 }, 3, 2 / 3)).toBe('pass');
    expect(decidedVerdict({ passes: 1, failures: 1, errors: 0 }, 3, 2 / 3)).toBeUndefined();
    expect(decidedVerdict({ passes: 0, failures: 2, errors: 0 }, 3, 2 / 3)).toBe('fail');
    expect(decidedVerdict({ passes: 1, failures: 0, errors: 0 }, 3, 2 / 3, 1)).toBeUndefined();
  });
});

type Outcome = 'p' | 'f' | 'e';

/** Plays a policy over a fixed sequence of outcomes, results arriving in launch order, launches batched as the policy asks. */
function play(policy: SamplingPolicy, seq: Outcome[], planned: number, threshold: number) {
  const t = { passes: 0, failures: 0, errors: 0 };
  let next = 0;
  const pending: Outcome[] = [];
  for (;;) {
    const want = policy({ ...t, inFlight: pending.length, planned, threshold });
    for (let i = 0; i < want; i++) pending.push(seq[next++] ?? 'p');
    const done = pending.shift();
    if (done === undefined) break;
    if (done === 'p') t.passes++;
    else if (done === 'f') t.failures++;
    else t.errors++;
  }
  return { verdict: finalVerdict(t, planned, threshold).verdict, calls: next };
}

function* sequences(n: number): Generator<Outcome[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(n - 1)) for (const o of ['p', 'f', 'e'] as const) yield [o, ...rest];
}

describe('early stopping', () => {
  it('never changes a verdict: every outcome sequence, N = 1..6, several thresholds', () => {
    let checked = 0;
    for (let n = 1; n <= 6; n++)
      for (const th of [1 / 3, 1 / 2, 2 / 3, 3 / 5, 0.8, 1])
        for (const seq of sequences(n)) {
          const early = play(thresholdPolicy, seq, n, th);
          const full = play(fixedPolicy, seq, n, th);
          expect(early.verdict, `N=${n} t=${th} ${seq.join('')}`).toBe(full.verdict);
          expect(early.calls).toBeLessThanOrEqual(full.calls);
          checked++;
        }
    expect(checked).toBeGreaterThan(5000);
  });

  it('with N=3 and 2/3 it makes 2 calls when the first two pass', () => {
    expect(play(thresholdPolicy, ['p', 'p', 'p'], 3, 2 / 3).calls).toBe(2);
    expect(play(thresholdPolicy, ['p', 'f', 'p'], 3, 2 / 3).calls).toBe(3);
    expect(play(thresholdPolicy, ['f', 'f', 'p'], 3, 2 / 3).calls).toBe(2);
  });
});

describe('errored runs are slots, never passes', () => {
  it('errors beyond the planned runs widen the slots: 2 passes and 2 errors at N = 3 is not a pass', () => {
    const t = { passes: 2, failures: 0, errors: 2 };
    expect(decidedVerdict(t, 3, 2 / 3)).toBeUndefined();
    expect(finalVerdict(t, 3, 2 / 3).verdict).toBe('error');
    expect(finalVerdict(t, 3, 2 / 3).reason).toBe('could not evaluate: 2 run(s) errored and 2 of 2 passed; the threshold 66.6% could go either way');
  });
  it('runs beyond the planned ones widen the slots too: 4 passes and 2 failures at N = 3 is 4/6, below 0.8', () => {
    const t = { passes: 4, failures: 2, errors: 0 };
    expect(decidedVerdict(t, 3, 0.8)).toBe('fail');
    expect(finalVerdict(t, 3, 0.8).reason).toBe('4 of 6 passed, below the threshold 80%');
  });
  it('in-flight runs are slots too', () => {
    expect(decidedVerdict({ passes: 2, failures: 0, errors: 0 }, 2, 1, 1)).toBeUndefined();
    expect(decidedVerdict({ passes: 2, failures: 0, errors: 0 }, 2, 1, 0)).toBe('pass');
  });
  it('the reasons name the errored runs that could not change a decided verdict', () => {
    expect(finalVerdict({ passes: 2, failures: 0, errors: 1 }, 3, 2 / 3).reason).toBe('2 of 2 passed, at or above the threshold 66.6%; 1 errored run(s) could not change it');
    expect(finalVerdict({ passes: 0, failures: 2, errors: 1 }, 3, 2 / 3).reason).toBe('0 of 2 passed, below the threshold 66.6%; 1 errored run(s) could not change it');
    expect(finalVerdict({ passes: 3, failures: 0, errors: 0 }, 3, 2 / 3).reason).toBe('3 of 3 passed, at or above the threshold 66.6%');
    expect(finalVerdict({ passes: 1, failures: 2, errors: 0 }, 3, 2 / 3).reason).toBe('1 of 3 passed, below the threshold 66.6%');
    expect(finalVerdict({ passes: 0, failures: 0, errors: 3 }, 3, 2 / 3).reason).toBe('could not evaluate: 3 run(s) errored and no run was evaluated; the threshold 66.6% could go either way');
  });
});

describe('the threshold rule launches no run that cannot matter', () => {
  it('launches nothing once errors leave too few runs to decide either way', () => {
    // N = 3 at 2/3 with 2 errors: one open run can give neither 2 passes nor 2 failures.
    expect(runsToDecide({ passes: 0, failures: 0, errors: 2 }, 3, 2 / 3)).toBe(Infinity);
    expect(thresholdPolicy({ passes: 0, failures: 0, errors: 2, inFlight: 0, planned: 3, threshold: 2 / 3 })).toBe(0);
  });
  it('launches nothing when a run is still open but neither verdict fits in it', () => {
    // N = 5 at 0.6 after 1 pass, 1 failure, 2 errors: one open run, and either verdict needs 2 more.
    const t = { passes: 1, failures: 1, errors: 2 };
    expect(runsToDecide(t, 5, 0.6)).toBe(Infinity);
    expect(thresholdPolicy({ ...t, inFlight: 0, planned: 5, threshold: 0.6 })).toBe(0);
  });
  it('launches the fewest runs that could decide, minus those in flight', () => {
    expect(runsToDecide({ passes: 0, failures: 0, errors: 0 }, 3, 2 / 3)).toBe(2);
    expect(runsToDecide({ passes: 1, failures: 0, errors: 1 }, 3, 2 / 3)).toBe(1);
    expect(runsToDecide({ passes: 0, failures: 1, errors: 0 }, 5, 0.8)).toBe(1);
    expect(thresholdPolicy({ passes: 0, failures: 0, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 })).toBe(2);
    expect(thresholdPolicy({ passes: 0, failures: 0, errors: 0, inFlight: 1, planned: 3, threshold: 2 / 3 })).toBe(1);
    expect(thresholdPolicy({ passes: 2, failures: 0, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 })).toBe(0);
  });
});

describe('binomialCdf', () => {
  it('is 0 below 0, 1 at or above n, and degenerate at p = 0 and p = 1', () => {
    expect(binomialCdf(-1, 5, 0.3)).toBe(0);
    expect(binomialCdf(5, 5, 0.3)).toBe(1);
    expect(binomialCdf(2, 5, 0)).toBe(1);
    expect(binomialCdf(2, 5, 1)).toBe(0);
    expect(binomialCdf(4, 5, 1)).toBe(0);
  });
  it('sums the binomial terms', () => {
    expect(binomialCdf(0, 3, 0.5)).toBeCloseTo(1 / 8, 12);
    expect(binomialCdf(1, 3, 0.5)).toBeCloseTo(4 / 8, 12);
    expect(binomialCdf(2, 4, 0.25)).toBeCloseTo((81 + 108 + 54) / 256, 12);
  });
});
