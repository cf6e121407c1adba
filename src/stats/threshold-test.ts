/**
 * The threshold verdict as a test with error control (DESIGN §4, issue "Green means green"). Pure.
 *
 * `threshold: 2/3` states the pass rate θ a scenario must hold. The runs are looked at after the planned
 * N, then every LOOK_RUNS runs, up to the cap (`max_runs`):
 *  - **fail** when they show, at the scenario's share α of the invocation's false-fail rate, that the
 *    true rate is below θ: a group-sequential test of p ≥ θ (src/stats/group-sequential.ts), whose
 *    chance of failing a scenario that holds θ is at most α, every look and the cap counted;
 *  - **pass** early when they show, with PASS_CONFIDENCE at that look, that the rate is above θ less
 *    the tolerance (the indifference zone): P(X ≥ passes | n, θ − tolerance) ≤ 1 − PASS_CONFIDENCE;
 *  - **undecided at the cap** when the runs showed neither (issue 30 row 2): never a pass. The report's
 *    verdict is then `error` (it could not be evaluated) with the state `undecided`, and `fail-on`
 *    counts it under its own name.
 * The chance of failing a scenario whose rate is p (its power) is computed exactly by `operating(p)`.
 *
 * Errored runs are not evidence: with some runs errored, a look decides only when every outcome the
 * errored runs could have had gives the same decision; otherwise the verdict is "could not evaluate".
 */
import { binomialCdf } from './binomial.js';
import { createGroupSequentialTest, lookGrid, type GroupSequentialTest } from './group-sequential.js';
import { formatPercent } from '../format/percent.js';

/** Runs between looks after the planned N (shared with the baseline comparison, so both look at the same counts). */
export const LOOK_RUNS = 2;

/** The confidence with which an early pass shows the rate above θ − tolerance, at that look (0.9 cost 13% more runs on a healthy suite for 2 points of power at θ − 0.2). */
export const PASS_CONFIDENCE = 0.85;

/** ρ of the α-spending function α·(n / cap)^ρ: 2 keeps most of α for the cap, where the power against a rate 20 points below the threshold is (1 would stop a clearly failing scenario a few runs sooner, for 2–4 points of that power). */
const SPENDING_POWER = 2;

export interface ThresholdTestInput {
  threshold: number;
  tolerance: number;
  /** This scenario's share of the invocation's false-fail rate. */
  alpha: number;
  /** Runs made before anything is decided (the first look). */
  planned: number;
  /** The cap on this scenario's runs. */
  cap: number;
  /** Runs between looks (LOOK_RUNS by default). */
  look?: number;
}

export type ThresholdDecision = 'fail' | 'pass' | 'pass-at-cap' | 'continue';

export interface ThresholdTest {
  input: Required<ThresholdTestInput>;
  looks: readonly number[];
  cap: number;
  /** The decision at a look with this many passes of `runs` evaluated runs (continue off the looks). */
  decide(passes: number, runs: number): ThresholdDecision;
  nextLook(runs: number): number;
  /** Exact P(fail | true rate p) and the expected runs the test makes. */
  operating(p: number): { fail: number; expectedRuns: number };
  /** The false-fail rate at p = θ (at most alpha). */
  falseFailRate: number;
}

function checkInput(d: ThresholdTestInput): void {
  const bad = (what: string, v: unknown) => new RangeError(`threshold test: ${what} (got ${String(v)})`);
  if (!(d.threshold > 0 && d.threshold <= 1)) throw bad('threshold must be in (0, 1]', d.threshold);
  if (!(d.tolerance >= 0 && d.tolerance < 1)) throw bad('tolerance must be in [0, 1)', d.tolerance);
  if (!(d.alpha > 0 && d.alpha < 1)) throw bad('alpha must be in (0, 1)', d.alpha);
  if (!(Number.isInteger(d.planned) && d.planned >= 1)) throw bad('planned must be a positive integer', d.planned);
  if (!(Number.isInteger(d.cap) && d.cap >= 1)) throw bad('cap must be a positive integer', d.cap);
}

export function createThresholdTest(input: ThresholdTestInput): ThresholdTest {
  checkInput(input);
  const look = input.look ?? LOOK_RUNS;
  const full: Required<ThresholdTestInput> = { ...input, look, cap: Math.max(input.cap, input.planned) };
  const theta = input.threshold;
  const p1 = Math.max(1e-6, theta - input.tolerance);
  const showsAbove = (k: number, n: number) => k > 0 && 1 - binomialCdf(k - 1, n, p1) <= 1 - PASS_CONFIDENCE + 1e-12;
  const test: GroupSequentialTest = createGroupSequentialTest({
    looks: lookGrid(input.planned, look, full.cap),
    nullPass: () => theta,
    alpha: input.alpha,
    spend: (t) => t ** SPENDING_POWER,
    accepts: showsAbove,
  });
  const decide = (k: number, n: number): ThresholdDecision => {
    const d = test.decide(k, n);
    if (d === 'flag') return 'fail';
    if (d === 'accept') return 'pass';
    if (d === 'cap') return 'pass-at-cap';
    return 'continue';
  };
  return {
    input: full,
    looks: test.looks,
    cap: test.cap,
    decide,
    nextLook: test.nextLook,
    operating: (p) => {
      const o = test.operating(p);
      return { fail: o.flag, expectedRuns: o.expectedRuns };
    },
    falseFailRate: test.nullFlagRate,
  };
}

const memo = new Map<string, ThresholdTest>();

/** The test for these settings; memoised (tests are pure, and a suite holds few distinct settings). */
export function thresholdTestFor(input: ThresholdTestInput): ThresholdTest {
  const key = JSON.stringify([input.threshold, input.tolerance, input.alpha, input.planned, input.cap, input.look ?? LOOK_RUNS]);
  let t = memo.get(key);
  if (t === undefined) {
    if (memo.size >= 500) memo.clear();
    t = createThresholdTest(input);
    memo.set(key, t);
  }
  return t;
}

export interface TestVerdict {
  /** `error` with `undecided`: the test reached its cap (or its last look) without a decision; never a pass. */
  verdict: 'pass' | 'fail' | 'error';
  /** True when no errored run is to blame: the runs showed the rate neither below θ nor above θ − tolerance. */
  undecided?: true;
  /** An early pass that all the runs no longer support (issue 30 row 3): where it was; the verdict is the runs'. */
  passedEarly?: { passes: number; runs: number };
  /** The look at which it was decided (runs counted, errored ones included), when it was. */
  decidedAt?: number;
  reason: string;
}

/**
 * The verdict of the test over a scenario's runs in index order. Each look sees the first n runs (the
 * runner launches a look's runs together and decides only once they have all finished, so these are
 * exactly the runs it had). The verdict and the evidence shown are the same runs (issue 30 row 3): runs
 * made after an early pass (for the baseline comparison) enter the test at every look until sampling
 * stops, and the verdict is the decision at the last look. It fails at the first look that shows the rate
 * below θ (the pass is a non-binding stop: the false-fail rate is computed as if sampling always went on
 * to the cap); an early pass the later runs no longer show is undecided, and its reason says it flipped.
 */
export function replayThresholdTest(test: ThresholdTest, runs: readonly { pass: boolean; mainPass?: boolean; error?: string }[]): TestVerdict {
  const need = `threshold ${formatPercent(test.input.threshold)}`;
  let passes = 0;
  let failures = 0;
  let errors = 0;
  const at = (n: number) => {
    const r = runs[n - 1]!;
    if (r.error !== undefined) errors++;
    // mainPass: the expectations the scenario's threshold counts, when some have their own rule (DESIGN §3b).
    else if (r.mainPass ?? r.pass) passes++;
    else failures++;
  };
  /** The first early pass, for the flip's words; the verdict at the last error-free look. */
  let early: { passes: number; n: number } | undefined;
  let clean: TestVerdict | undefined;
  const flip = () => (early === undefined ? '' : `passed early at ${early.passes} of ${early.n}, then `);
  const flipped = () => (early === undefined ? {} : { passedEarly: { passes: early.passes, runs: early.n } });
  let n = 0;
  for (const look of test.looks) {
    if (look > runs.length) break;
    while (n < look) at(++n);
    if (errors === 0) {
      const d = test.decide(passes, n);
      if (d === 'fail') return { verdict: 'fail', decidedAt: n, reason: `${flip()}${passes} of ${n} passed: below the ${need} (${shownBelow(test)})`, ...flipped() };
      if (d === 'pass') {
        early ??= { passes, n };
        clean = { verdict: 'pass', decidedAt: early.n, reason: `${passes} of ${n} passed: ${shownAbove(test)}${early.n < n ? ` (first shown at ${early.passes} of ${early.n})` : ''}` };
      } else if (d === 'pass-at-cap') clean = { ...undecidedAtCap(test, `${flip()}${passes} of ${n} passed`), ...flipped() };
      else if (early !== undefined) clean = undecidedAfterPass(test, early, passes, n);
      else clean = undefined;
      continue;
    }
    // Errored runs are unknown: a decision stands only when both extremes of them agree. No run is added after an error.
    const low = test.decide(passes, n);
    const high = test.decide(passes + errors, n);
    const errs = `${errors} errored run${errors === 1 ? '' : 's'} could not change it`;
    if (low === 'fail' && high === 'fail') return { verdict: 'fail', decidedAt: n, reason: `${flip()}${passes} of ${n - errors} passed: below the ${need} (${shownBelow(test)}); ${errs}`, ...flipped() };
    // With no run evaluated there is no evidence at all: "could not evaluate", below.
    if (passes + failures > 0 && low !== 'fail' && low !== 'continue' && high !== 'fail' && high !== 'continue') {
      // Shown above θ − tolerance only when it holds with every errored run counted as a failure.
      if (low === 'pass') return { verdict: 'pass', decidedAt: early?.n ?? n, reason: `${passes} of ${n - errors} passed: ${shownAbove(test)}; ${errs}` };
      // Undecided at the cap whatever the errored runs were: undecided (when they could have made it a pass, "could not evaluate" below).
      if (high === 'pass-at-cap') return { ...undecidedAtCap(test, `${flip()}${passes} of ${n - errors} passed`, `; ${errs}`), ...flipped() };
    }
    // The errored runs leave this look open: the verdict of the runs before them stands (DESIGN §4: decided without that run).
    if (clean !== undefined) return { ...clean, reason: `${clean.reason}; ${errors} errored run${errors === 1 ? '' : 's'} after it could not be evaluated` };
    break;
  }
  if (clean !== undefined) {
    // Runs past the test's cap (made for a comparison with a higher cap) are not its evidence: say so.
    const past = errors === 0 && n < runs.length ? `; the ${runs.length - n} runs after its cap (${test.cap}) were made for the baseline comparison and are not in this verdict` : '';
    return { ...clean, reason: `${clean.reason}${past}` };
  }
  const attempted = passes + failures;
  const rate = attempted > 0 ? `${passes} of ${attempted} passed` : 'no run was evaluated';
  if (errors > 0) return { verdict: 'error', reason: `could not evaluate: ${errors} run(s) errored and ${rate}; the ${need} could go either way` };
  // Sampling stopped before the test decided (a fixed number of runs, or nothing run): no evidence either way.
  return { verdict: 'error', reason: `could not evaluate: ${rate}, and the threshold test had not decided (it needs more runs, up to ${test.cap})` };
}

/** An early pass that the runs made after it (for the comparison) no longer show: undecided, and it says it flipped (issue 30 row 3). */
function undecidedAfterPass(test: ThresholdTest, early: { passes: number; n: number }, passes: number, n: number): TestVerdict {
  const floor = formatPercent(Math.max(0, test.input.threshold - test.input.tolerance));
  return {
    verdict: 'error',
    undecided: true,
    passedEarly: { passes: early.passes, runs: early.n },
    reason: `undecided: passed early at ${early.passes} of ${early.n}, then ${passes} of ${n} passed with the runs made for the baseline comparison: no longer shown at least ${floor}, nor below the threshold ${formatPercent(test.input.threshold)}`,
  };
}

/** The cap reached with the rate shown neither below θ nor above θ − tolerance: undecided, never a pass (issue 30 row 2). */
function undecidedAtCap(test: ThresholdTest, counts: string, tail = ''): TestVerdict {
  const floor = formatPercent(Math.max(0, test.input.threshold - test.input.tolerance));
  return {
    verdict: 'error',
    undecided: true,
    reason: `undecided: ${counts}; the threshold test reached its cap (${test.cap} run${test.cap === 1 ? '' : 's'}) without a decision: the rate was shown neither below the threshold ${formatPercent(test.input.threshold)} nor at least ${floor}${tail}; a higher max_runs or a wider tolerance lets it decide`,
  };
}

function shownBelow(test: ThresholdTest): string {
  return `shown with ${confidence(test.input.alpha)} confidence`;
}

function shownAbove(test: ThresholdTest): string {
  const floor = Math.max(0, test.input.threshold - test.input.tolerance);
  return `at least ${formatPercent(floor)} with ${formatPercent(PASS_CONFIDENCE)} confidence (threshold ${formatPercent(test.input.threshold)}, tolerance ${Math.round(test.input.tolerance * 100)} points)`;
}

function confidence(alpha: number): string {
  const c = (1 - alpha) * 100;
  return `${c >= 99.95 ? c.toFixed(2) : c.toFixed(1)}%`;
}

/**
 * The runs a scenario that passes every run makes under this test (issue 31 item 5): the first look at which
 * all passes decide (an early pass, or the cap). Exact: the runner launches each look's runs together, so it
 * makes exactly this many when nothing fails or errors (and no baseline comparison asks for more).
 */
export function alwaysPassingRuns(test: ThresholdTest): number {
  for (const n of test.looks) {
    const d = test.decide(n, n);
    // Undecided at the cap is not a pass, but it is where sampling stops.
    if (d === 'pass' || d === 'pass-at-cap') return n;
  }
  return test.cap;
}
