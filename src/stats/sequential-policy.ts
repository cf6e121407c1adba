/**
 * One set of runs for every sequential test of a scenario (the threshold test, and the baseline
 * comparison when there is a baseline), as a sampling policy (see src/stats/policy.ts). Pure, but
 * stateful per scenario: make one policy per scenario.
 *
 * The runner first launches the planned N runs together. Whenever nothing is in flight, the number of
 * runs made is a look of some test: each test still open decides at its own looks only; once it has
 * decided it stays decided (later runs, made for another test, are not its evidence, which keeps its
 * error rates exactly as computed). While a test is open, the policy launches the runs up to the
 * nearest next look of the open tests. Each test's decision can be recomputed from the runs in index
 * order (`replayThresholdTest`), since a look sees exactly the first n runs.
 *
 * Errored runs are not evidence. After an error (what is left once the provider's retries are spent)
 * no run is added: a failing provider would make the extra runs errors too.
 */
import type { SamplingPolicy } from './policy.js';

export interface SequentialTest {
  /** 'continue' while undecided at this many runs (always off its looks). */
  decide(passes: number, runs: number): string;
  nextLook(runs: number): number;
  cap: number;
}

/**
 * One look: closes the tests that decide at (passes, made) or reached their cap, and says how many runs
 * to launch to reach the nearest next look of those still open (0: stop). Pure; the policy below and
 * the exact coverage computation (sim/interval-coverage.ts) both step with it.
 */
export function atLook(tests: readonly SequentialTest[], open: readonly boolean[], passes: number, made: number): { open: boolean[]; launch: number } {
  let target = Infinity;
  const still = tests.map((t, i) => {
    if (!open[i]) return false;
    if (t.decide(passes, made) !== 'continue' || made >= t.cap) return false;
    target = Math.min(target, t.nextLook(made));
    return true;
  });
  return { open: still, launch: Number.isFinite(target) ? Math.max(0, target - made) : 0 };
}

export function sequentialPolicy(planned: number, tests: readonly SequentialTest[]): SamplingPolicy {
  let open = tests.map(() => true);
  return (s) => {
    if (s.inFlight > 0) return 0;
    const made = s.passes + s.failures + s.errors;
    if (made === 0) return planned;
    if (s.errors > 0) return 0;
    const step = atLook(tests, open, s.passes, made);
    open = step.open;
    return step.launch;
  };
}

export interface FirstDecision {
  /** The test's decision: its first flag at any look, else its first stop (an accept or the cap), else 'continue'. */
  decision: string;
  /** The runs it had seen at that look (or all the error-free runs it saw). */
  runs: number;
  passes: number;
  /** True when an errored run among the runs stopped it from deciding. */
  erroredBefore: boolean;
}

/**
 * A test's decision over a scenario's runs in index order. Each look sees the first n runs, exactly what
 * the runner had when it looked. Accepting stops are non-binding (src/stats/group-sequential.ts): when
 * runs went on after the test accepted (another test of the scenario asked for them), the test still
 * flags at a later look where the runs say so, at no cost to its error rate; otherwise its decision is
 * the first stop. An errored run stops it: errored runs are not evidence.
 */
export function firstDecision(
  test: Pick<SequentialTest, 'decide'> & { looks: readonly number[] },
  runs: readonly { pass: boolean; mainPass?: boolean; error?: string }[],
  isFlag: (decision: string) => boolean = (d) => d === 'drop',
): FirstDecision {
  let passes = 0;
  let n = 0;
  let stopped: FirstDecision | undefined;
  for (const look of test.looks) {
    if (look > runs.length) break;
    while (n < look) {
      const r = runs[n++]!;
      if (r.error !== undefined) return stopped ?? { decision: 'continue', runs: n - 1, passes, erroredBefore: true };
      if (r.mainPass ?? r.pass) passes++;
    }
    const d = test.decide(passes, n);
    if (isFlag(d)) return { decision: d, runs: n, passes, erroredBefore: false };
    if (d !== 'continue' && stopped === undefined) stopped = { decision: d, runs: n, passes, erroredBefore: false };
  }
  return stopped ?? { decision: 'continue', runs: n, passes, erroredBefore: false };
}
