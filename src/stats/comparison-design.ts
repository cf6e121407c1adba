/**
 * The sequential comparison of one scenario's PR runs with its baseline, as a design whose error rates
 * are computed exactly rather than assumed (issue "A gate teams can trust"). Pure.
 *
 * The runs. The runner first samples the scenario's planned N under the threshold rule (which may stop
 * early); once that is done, this design decides after each batch ("look"): flag a drop, accept "no
 * drop", or launch `look` more runs, up to `maxRuns`. Looks are every base-done state at or below N, then
 * N + look, N + 2·look, …, and `maxRuns`.
 *
 * The null. Under "no drop" the PR's rate is the baseline's rate that day: unknown, because the
 * baseline holds a finite number of runs (Jeffreys posterior Beta(k + ½, n − k + ½)) and because a
 * model's pass rate moves from day to day (`betweenSd`, compare.day_to_day_sd). Both are folded into one
 * Beta(a, b) with the same mean and variance; the PR's runs are then a Pólya urn, so the probability of
 * every path of the design under the null is computed exactly by dynamic programming.
 *
 * Flagging. At each look the design flags when passes ≤ r(n), where r(n) is the largest count that
 * keeps the null probability of having flagged by n within α·(n / maxRuns)² (a power-family α-spending
 * function: little α is spent on the early, small looks, most at the cap, where the power is). The
 * stops for "no drop" are binding and counted in the DP, so the design's false-alarm rate under the null
 * model is at most α. `alpha` is this scenario's share of the PR's family α (Bonferroni: compare.alpha
 * ÷ the number of scenarios compared), which keeps the per-PR false-alarm rate at compare.alpha under any
 * dependence between scenarios, and across shards.
 *
 * Accepting. The design stops with "no drop" when Wald's log-likelihood ratio of a drop of `delta`
 * against the null mean falls to ln(β / (1 − α)): the evidence is against a drop of δ.
 *
 * Power. `power(p)` is the exact probability that the design flags when the PR's true rate is p, over
 * every path (the threshold rule's early stops, the accept stops and the cap included): the detectable
 * drop of DESIGN §4 is the drop to the p at which this is 80%.
 */
import { thresholdPolicy } from './policy.js';

export interface DesignInput {
  baseline: { passes: number; runs: number };
  /** This scenario's share of the family's false-alarm rate. */
  alpha: number;
  /** The drop worth detecting (H1 of the accept rule). */
  delta: number;
  /** The miss rate of the accept rule at a drop of delta. */
  beta: number;
  /** The cap on the PR's evaluated runs for this scenario. */
  maxRuns: number;
  /** The day-to-day standard deviation of a scenario's pass rate. */
  betweenSd: number;
  /** The threshold rule's plan. */
  planned: number;
  threshold: number;
  /** Runs launched between looks after the planned ones. */
  look: number;
}

export type DesignDecision = 'continue' | 'drop' | 'no-drop' | 'undecided-at-cap';

export interface ComparisonDesign {
  input: DesignInput;
  /** The null's mean rate and its Beta concentration a + b. */
  nullMean: number;
  nullConcentration: number;
  /** r(n) by n: at a look, flag when passes ≤ r(n); −1 where no count can be flagged. */
  flagAtMost: readonly number[];
  /** The probability of flagging under the null model (≤ alpha). */
  nullFlagRate: number;
  /** The decision at a look with this many passes of `runs` evaluated runs. */
  decide(passes: number, runs: number): DesignDecision;
  /** Runs to launch now, with nothing in flight and the threshold rule done (0: stop). */
  launch(passes: number, runs: number): number;
  /** True when the design decides at this many runs (a state where sampling pauses). */
  isLook(passes: number, runs: number): boolean;
  /** Exact P(flag | the PR's true rate is p), and the expected number of runs. */
  operating(p: number): { flag: number; expectedRuns: number };
  /** The rate at which the design flags with probability `power` (0.8 by default); undefined when even p = 0 is flagged less often. */
  detectableRate(power?: number): number | undefined;
}

const EPS = 1e-12;

/** ρ of the α-spending function α·(n / maxRuns)^ρ (2 to 4 measured alike; 2 stops a clear drop sooner). */
const SPENDING_POWER = 2;

function checkInput(d: DesignInput): void {
  const bad = (what: string, v: unknown) => new RangeError(`comparison design: ${what} (got ${String(v)})`);
  if (!(d.alpha > 0 && d.alpha < 1)) throw bad('alpha must be in (0, 1)', d.alpha);
  if (!(d.delta > 0 && d.delta < 1)) throw bad('delta must be in (0, 1)', d.delta);
  if (!(d.beta > 0 && d.beta < 1)) throw bad('beta must be in (0, 1)', d.beta);
  if (!(Number.isInteger(d.maxRuns) && d.maxRuns >= 1)) throw bad('maxRuns must be a positive integer', d.maxRuns);
  if (!(Number.isInteger(d.look) && d.look >= 1)) throw bad('look must be a positive integer', d.look);
  if (!(d.betweenSd >= 0 && d.betweenSd < 0.5)) throw bad('betweenSd must be in [0, 0.5)', d.betweenSd);
  const { passes, runs } = d.baseline;
  if (!(Number.isInteger(passes) && Number.isInteger(runs) && passes >= 0 && passes <= runs)) throw bad('baseline needs 0 ≤ passes ≤ runs', `${passes}/${runs}`);
}

/** The null as one Beta(a, b): the baseline's Jeffreys posterior widened by the day-to-day variance. */
export function nullRate(baseline: { passes: number; runs: number }, betweenSd: number): { mean: number; concentration: number } {
  const mean = (baseline.passes + 0.5) / (baseline.runs + 1);
  const spread = mean * (1 - mean);
  const variance = spread / (baseline.runs + 2) + betweenSd * betweenSd;
  // A variance at or above p(1 − p) has no Beta; such a null is as vague as a Beta can usefully be.
  const concentration = Math.max(0.5, spread / variance - 1);
  return { mean, concentration };
}

interface Layers {
  base: Float64Array[];
  decide: Float64Array[];
  fly: Float64Array[];
}

function layers(maxN: number): Layers {
  const make = () => Array.from({ length: maxN + 2 }, (_, n) => new Float64Array(n + 1));
  return { base: make(), decide: make(), fly: make() };
}

export function createComparisonDesign(input: DesignInput): ComparisonDesign {
  checkInput(input);
  const { alpha, beta, delta, maxRuns, planned, threshold, look } = input;
  const nul = nullRate(input.baseline, input.betweenSd);
  const a = nul.mean * nul.concentration;
  const b = (1 - nul.mean) * nul.concentration;
  const p1 = Math.max(nul.mean - delta, Math.min(0.01, nul.mean / 2));
  const perPass = Math.log(p1 / nul.mean);
  const perFailure = Math.log((1 - p1) / (1 - nul.mean));
  const acceptBelow = Math.log(beta / (1 - alpha));
  const top = Math.max(maxRuns, planned);

  const baseDone = (k: number, n: number) =>
    // Stryker disable next-line ConditionalExpression,EqualityOperator: at n ≥ planned the threshold rule has no run left and says 0 too; the test only saves the call
    n >= planned || thresholdPolicy({ passes: k, failures: n - k, errors: 0, inFlight: 0, planned, threshold }) === 0;
  const nextLook = (n: number) => {
    // Stryker disable next-line EqualityOperator: at n = planned the line below gives min(planned + look, top) too
    if (n < planned) return Math.min(planned + look, top);
    return Math.min(planned + look * (Math.floor((n - planned) / look) + 1), top);
  };
  // Stryker disable next-line EqualityOperator: at n = planned, (n − planned) % look is 0, a look either way
  const isGridLook = (n: number) => n <= planned || n >= top || (n - planned) % look === 0;
  const accepts = (k: number, n: number) => k * perPass + (n - k) * perFailure <= acceptBelow + EPS;

  const flagAtMost: number[] = new Array<number>(top + 1).fill(-1);

  /** One forward pass of the design; `pass(n, k)` is the chance the next run passes. `calibrate` sets r(n). */
  const forward = (pass: (n: number, k: number) => number, calibrate: boolean) => {
    const L = layers(top);
    L.base[0]![0] = 1;
    let flagged = 0;
    let runsSum = 0;
    const step = (into: 'base' | 'decide' | 'fly', n: number, k: number, mass: number) => {
      const q = pass(n, k);
      L[into][n + 1]![k + 1]! += mass * q;
      L[into][n + 1]![k]! += mass * (1 - q);
    };
    for (let n = 0; n <= top; n++) {
      const base = L.base[n]!;
      const dec = L.decide[n]!;
      const fly = L.fly[n]!;
      for (let k = 0; k <= n; k++) {
        const m = base[k]!;
        // Stryker disable next-line ConditionalExpression: moving zero mass changes nothing; this only skips the work
        if (m === 0) continue;
        if (baseDone(k, n)) dec[k]! += m;
        else step('base', n, k, m);
      }
      // Stryker disable next-line ConditionalExpression: at n = 0 the threshold rule is never done, so no mass can be flagged and r(0) stays −1
      if (n >= 1 && calibrate && isGridLook(n)) {
        const allowed = alpha * Math.min(1, n / top) ** SPENDING_POWER;
        // Only where the design can stand at n: elsewhere (a state the runner never pauses at) nothing is flagged.
        let r = -1;
        if (dec.some((m) => m > 0)) {
          let cum = flagged;
          for (let k = 0; k <= n; k++) {
            if (accepts(k, n)) break;
            cum += dec[k]!;
            if (cum > allowed + EPS) break;
            r = k;
          }
        }
        flagAtMost[n] = r;
      }
      const target = nextLook(n);
      for (let k = 0; k <= n; k++) {
        const m = dec[k]!;
        // Stryker disable next-line ConditionalExpression: moving zero mass changes nothing; this only skips the work
        if (m !== 0) {
          // Stryker disable next-line ConditionalExpression: r(0) is −1, so n ≥ 1 only documents
          if (n >= 1 && k <= flagAtMost[n]!) {
            flagged += m;
            runsSum += m * n;
          // Stryker disable next-line ConditionalExpression: no state at 0 runs is accepted (ln(β / (1 − α)) < 0 = the ratio of no run)
        } else if ((n >= 1 && accepts(k, n)) || n >= top) runsSum += m * n;
          else step(n + 1 === target ? 'decide' : 'fly', n, k, m);
        }
        const f = fly[k]!;
        // Stryker disable next-line ConditionalExpression: moving zero mass changes nothing; this only skips the work
        if (f !== 0) step(n + 1 === target ? 'decide' : 'fly', n, k, f);
      }
    }
    return { flag: flagged, expectedRuns: runsSum };
  };

  const nullFlagRate = forward((n, k) => (a + k) / (a + b + n), true).flag;

  const decide = (passes: number, runs: number): DesignDecision => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator,UnaryOperator: r(0) is −1 and r is set for every n up to the cap, so the bounds and the ?? fallback only guard each other
    if (runs >= 1 && runs <= top && passes <= (flagAtMost[runs] ?? -1)) return 'drop';
    // Stryker disable next-line ConditionalExpression: no state at 0 runs is accepted (ln(β / (1 − α)) < 0 = the ratio of no run)
    if (runs >= 1 && accepts(passes, runs)) return 'no-drop';
    if (runs >= top) return 'undecided-at-cap';
    return 'continue';
  };

  const operating = (p: number) => forward(() => p, false);
  const detectable = new Map<number, number | undefined>();

  return {
    input,
    nullMean: nul.mean,
    nullConcentration: nul.concentration,
    flagAtMost,
    nullFlagRate,
    decide,
    launch: (passes, runs) => (decide(passes, runs) === 'continue' ? nextLook(runs) - runs : 0),
    isLook: (passes, runs) => baseDone(passes, runs) && isGridLook(runs),
    operating,
    detectableRate(power = 0.8) {
      // Stryker disable next-line ConditionalExpression: a memo; computing again gives the same rate
      if (detectable.has(power)) return detectable.get(power);
      const found = solveRate(power);
      detectable.set(power, found);
      return found;
    },
  };

  function solveRate(power: number): number | undefined {
      if (operating(0).flag < power) return undefined;
      let lo = 0; // flags with probability ≥ power
      let hi = nul.mean;
      if (operating(hi).flag >= power) return hi;
      while (hi - lo > 1e-4) {
        const mid = (lo + hi) / 2;
        if (operating(mid).flag >= power) lo = mid;
        else hi = mid;
      }
      return lo;
  }
}
