/**
 * A one-sided group-sequential test on a scenario's runs, with its error rates computed exactly. Pure.
 *
 * The runs are looked at only at `looks` (ascending run counts; the last is the cap). At a look with k
 * passes of n runs the test
 *  - flags (rejects the null, "the rate is low") when k ≤ r(n),
 *  - else stops without flagging when `accepts(k, n)`,
 *  - else, at the cap, stops without flagging,
 *  - else continues to the next look.
 * r(n) is the largest count that keeps the null probability of having flagged by look n within
 * α·spend(n / cap): the α-spending function decides how much of α the early, small looks may use. The
 * accepting stops are **non-binding**: r(n) is calibrated as if sampling always went on to the cap, so
 * the flag rate under the null is at most α whether or not sampling stops at an accept — and a test that
 * accepted early may still flag at a later look when the runs go on (another test of the same scenario
 * asked for them), without spending more than α. That is computed exactly, by a forward pass over every
 * path (no Monte Carlo, no approximation beyond floating point).
 *
 * The null is given as the chance that the next run passes after k passes in n runs: a constant θ for
 * a binomial null (the threshold test), or (a + k) / (a + b + n) for a Beta-binomial one (the baseline
 * comparison, whose null rate is uncertain).
 *
 * `operating(p)` is the exact probability of flagging at a true rate p, and the expected number of runs
 * the test itself needs (every path, the cap included).
 */

export interface GroupSequentialInput {
  /** Run counts at which the test decides, ascending; the last is the cap. */
  looks: readonly number[];
  /** The null: P(the next run passes | k passes in n runs). */
  nullPass: (n: number, k: number) => number;
  /** The flag rate the test may spend under the null. */
  alpha: number;
  /** The share of α that may be spent by the time a fraction t of the cap's runs is made (increasing, spend(1) = 1). */
  spend: (t: number) => number;
  /** Stop without flagging at this look (checked after the flag region). */
  accepts: (k: number, n: number) => boolean;
}

export type GroupDecision = 'flag' | 'accept' | 'cap' | 'continue';

export interface GroupSequentialTest {
  looks: readonly number[];
  cap: number;
  /** r(n) by n: flag when passes ≤ r(n) at a look; −1 where nothing can be flagged (and off the looks). */
  flagAtMost: readonly number[];
  /** The probability of flagging under the null when sampling goes on to the cap (≤ alpha; an accepting stop only lowers it). */
  nullFlagRate: number;
  /** The decision with k passes of n runs; 'continue' off the looks (below the cap). */
  decide(k: number, n: number): GroupDecision;
  /** The next look after n runs (the cap at most). */
  nextLook(n: number): number;
  /** Exact P(flag | true rate p) and the expected runs when the test stops at its accepts (runs made for another test can only add flags). */
  operating(p: number): { flag: number; expectedRuns: number };
}

const EPS = 1e-12;

export function checkLooks(looks: readonly number[]): void {
  if (looks.length === 0) throw new RangeError('group-sequential test: no look');
  looks.forEach((n, i) => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: at i = 0, looks[-1] is undefined and n <= undefined is false, so the i > 0 guard only states the intent
    if (!Number.isInteger(n) || n < 1 || (i > 0 && n <= looks[i - 1]!)) throw new RangeError(`group-sequential test: looks must be ascending positive integers (got ${looks.join(', ')})`);
  });
}

/** Looks at `first`, then every `step` runs, and at `cap` (at least `first`). */
export function lookGrid(first: number, step: number, cap: number): number[] {
  const top = Math.max(first, cap);
  const looks: number[] = [];
  for (let n = first; n < top; n += step) looks.push(n);
  looks.push(top);
  return looks;
}

export function createGroupSequentialTest(input: GroupSequentialInput): GroupSequentialTest {
  checkLooks(input.looks);
  const looks = [...input.looks];
  const cap = looks[looks.length - 1]!;
  /** 1 at the looks only (1 ≤ n ≤ cap); undefined off the array, so `isLook[n] === 1` is the whole range check. */
  const isLook = new Uint8Array(cap + 1);
  for (const n of looks) isLook[n] = 1;
  const flagAtMost: number[] = new Array<number>(cap + 1).fill(-1);

  /**
   * One forward pass. With `calibrate`, sets r(n) at each look under the given (null) pass chance, with
   * the accepting stops ignored (non-binding); otherwise the test stops at its accepts.
   */
  const forward = (pass: (n: number, k: number) => number, calibrate: boolean) => {
    let layer = new Float64Array(1);
    layer[0] = 1;
    let flagged = 0;
    let runsSum = 0;
    for (let n = 0; n <= cap; n++) {
      if (isLook[n] === 1) {
        if (calibrate) {
          const allowed = input.alpha * Math.min(1, input.spend(n / cap));
          let r = -1;
          let cum = flagged;
          for (let k = 0; k <= n; k++) {
            cum += layer[k]!;
            // Stryker disable next-line EqualityOperator: > and >= differ only when the mass is exactly α·spend + 1e-12
            if (cum > allowed + EPS) break;
            r = k;
          }
          flagAtMost[n] = r;
        }
        const r = flagAtMost[n]!;
        for (let k = 0; k <= n; k++) {
          const m = layer[k]!;
          // Stryker disable next-line ConditionalExpression: skips empty counts for speed; their zero mass adds nothing below
          if (m === 0) continue;
          if (k <= r) {
            flagged += m;
            runsSum += m * n;
            layer[k] = 0;
          } else if (n >= cap || (!calibrate && input.accepts(k, n))) {
            runsSum += m * n;
            layer[k] = 0;
          }
        }
      }
      // Stryker disable next-line ConditionalExpression: every count stops at the cap, so one more pass would only build an empty layer
      if (n === cap) break;
      const next = new Float64Array(n + 2);
      for (let k = 0; k <= n; k++) {
        const m = layer[k]!;
        // Stryker disable next-line ConditionalExpression: skips empty counts for speed; their zero mass adds nothing to the next layer
        if (m === 0) continue;
        const q = pass(n, k);
        next[k + 1]! += m * q;
        next[k]! += m * (1 - q);
      }
      layer = next;
    }
    return { flag: flagged, expectedRuns: runsSum };
  };

  const nullFlagRate = forward(input.nullPass, true).flag;

  const nextLook = (n: number): number => looks.find((l) => l > n) ?? cap;

  return {
    looks,
    cap,
    flagAtMost,
    nullFlagRate,
    decide(k, n) {
      if (isLook[n] === 1) {
        if (k <= flagAtMost[n]!) return 'flag';
        if (input.accepts(k, n)) return 'accept';
      }
      if (n >= cap) return 'cap';
      return 'continue';
    },
    nextLook,
    operating: (p) => forward(() => p, false),
  };
}
