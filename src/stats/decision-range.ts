/**
 * A scenario's decision range under its threshold test (issue 30 item 2), computed without a model call.
 * Pure. `validate` rejects a scenario that can never fail, and warns on one that is undecided more often
 * than not at its threshold.
 *
 *  - `fewestToFail`: the fewest runs that can fail it (every run failing); undefined when no look can.
 *  - `fewestToPass`: the fewest runs that can pass it (every run passing); undefined when none can.
 *  - at p = θ (a scenario exactly at its threshold), the exact chances that the test, run alone, passes,
 *    fails or ends undecided at its cap.
 */
import type { ThresholdTest } from './threshold-test.js';

export interface DecisionRange {
  fewestToFail?: number;
  fewestToPass?: number;
  canFail: boolean;
  canPass: boolean;
  passAtThreshold: number;
  failAtThreshold: number;
  undecidedAtThreshold: number;
}

/** The binomial probabilities of 0..m passes in m runs at rate p. */
function binomialPmf(m: number, p: number): number[] {
  const out = new Array<number>(m + 1).fill(0);
  out[0] = 1;
  for (let i = 1; i <= m; i++) for (let j = i; j >= 0; j--) out[j] = (out[j] ?? 0) * (1 - p) + (j > 0 ? (out[j - 1] ?? 0) * p : 0);
  return out;
}

/** Exact P(pass), P(fail), P(undecided) of the test run alone (stopping at its first decision) at rate p. */
export function outcomeChances(test: Pick<ThresholdTest, 'looks' | 'decide'>, p: number): { pass: number; fail: number; undecided: number } {
  let dist = [1];
  let made = 0;
  let pass = 0;
  let fail = 0;
  let undecided = 0;
  for (const n of test.looks) {
    const step = binomialPmf(n - made, p);
    const next = new Array<number>(n + 1).fill(0);
    dist.forEach((w, k) => {
      if (w !== 0) step.forEach((q, j) => (next[k + j] = (next[k + j] ?? 0) + w * q));
    });
    made = n;
    dist = next.map((w, k) => {
      const d = test.decide(k, n);
      if (d === 'fail') fail += w;
      else if (d === 'pass') pass += w;
      else if (d === 'pass-at-cap') undecided += w;
      else return w;
      return 0;
    });
  }
  undecided += dist.reduce((a, b) => a + b, 0);
  return { pass, fail, undecided };
}

export function decisionRange(test: ThresholdTest): DecisionRange {
  const fewestToFail = test.looks.find((n) => test.decide(0, n) === 'fail');
  const fewestToPass = test.looks.find((n) => test.decide(n, n) === 'pass');
  const at = outcomeChances(test, test.input.threshold);
  return {
    ...(fewestToFail === undefined ? {} : { fewestToFail }),
    ...(fewestToPass === undefined ? {} : { fewestToPass }),
    canFail: fewestToFail !== undefined,
    canPass: fewestToPass !== undefined,
    passAtThreshold: at.pass,
    failAtThreshold: at.fail,
    undecidedAtThreshold: at.undecided,
  };
}
