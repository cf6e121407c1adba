/**
 * The sequential comparison of one scenario's PR runs with its baseline, as a design whose error rates
 * are computed exactly rather than assumed (issue "A gate teams can trust"). Pure.
 *
 * The runs. The design looks after the planned N runs, then every `look` runs (N + look, N + 2·look, …)
 * and at `maxRuns`: the same looks as the threshold test (src/stats/threshold-test.ts), so that one set of
 * runs serves both; each test decides at its own looks only, so the runs the other test asks for do not
 * change its error rates. At a look it flags a drop, accepts "no drop", or continues.
 *
 * The null. Under "no drop" the PR's rate is the scenario's rate on the PR's day. It is unknown, for
 * three reasons (src/stats/null-prior.ts): the baseline holds a finite number of runs; the baseline's R
 * records were made on their own days, whose day effects average to a variance of sd²/R; and the PR's
 * day has its own effect, sd² (`betweenSd`: compare.day_to_day_sd, or the sd estimated from the
 * scenario's own history). The PR's runs are then exchangeable, so the probability of every path of the
 * design under the null is computed exactly by dynamic programming (src/stats/group-sequential.ts).
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
 * every path (the accept stops and the cap included): the detectable
 * drop of DESIGN §4 is the drop to the p at which this is 80%.
 */
import { createGroupSequentialTest, lookGrid } from './group-sequential.js';
import { nullPrior } from './null-prior.js';

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
  /** How many records (days) the baseline pools: their day effects average to sd² / records. Unknown: 1. */
  baselineRecords?: number;
  /** The degrees of freedom of the day effect's Student t (src/stats/day-effect.ts); DAY_EFFECT_DF when unknown. */
  dayDf?: number;
  /** The runs made before anything is decided (the first look). */
  planned: number;
  /** Runs launched between looks after the planned ones. */
  look: number;
}

export type DesignDecision = 'continue' | 'drop' | 'no-drop' | 'undecided-at-cap';

export interface ComparisonDesign {
  input: DesignInput;
  /** The null's mean rate and its standard deviation (src/stats/null-prior.ts). */
  nullMean: number;
  nullSd: number;
  /** r(n) by n: at a look, flag when passes ≤ r(n); −1 where no count can be flagged. */
  flagAtMost: readonly number[];
  /** The run counts at which the design decides; the last is the cap. */
  looks: readonly number[];
  cap: number;
  /** The probability of flagging under the null model (≤ alpha). */
  nullFlagRate: number;
  /** The decision at a look with this many passes of `runs` evaluated runs. */
  decide(passes: number, runs: number): DesignDecision;
  /** Runs to launch now, with nothing in flight (0: stop). */
  launch(passes: number, runs: number): number;
  /** The next look after this many runs. */
  nextLook(runs: number): number;
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

export function createComparisonDesign(input: DesignInput): ComparisonDesign {
  checkInput(input);
  const { alpha, beta, delta, maxRuns, planned, look } = input;
  const nul = nullPrior(input.baseline, input.betweenSd, input.baselineRecords ?? 1, input.dayDf);
  const p1 = Math.max(nul.mean - delta, Math.min(0.01, nul.mean / 2));
  const perPass = Math.log(p1 / nul.mean);
  const perFailure = Math.log((1 - p1) / (1 - nul.mean));
  const acceptBelow = Math.log(beta / (1 - alpha));
  const accepts = (k: number, n: number) => k * perPass + (n - k) * perFailure <= acceptBelow + EPS;
  const test = createGroupSequentialTest({
    looks: lookGrid(planned, look, Math.max(maxRuns, planned)),
    nullPass: nul.predictive,
    alpha,
    spend: (t) => t ** SPENDING_POWER,
    accepts,
  });
  const top = test.cap;

  const decide = (passes: number, runs: number): DesignDecision => {
    const d = test.decide(passes, runs);
    if (d === 'flag') return 'drop';
    if (d === 'accept') return 'no-drop';
    if (d === 'cap') return 'undecided-at-cap';
    return 'continue';
  };

  const operating = (p: number) => test.operating(p);
  const detectable = new Map<number, number | undefined>();

  return {
    input,
    nullMean: nul.mean,
    nullSd: nul.sd,
    flagAtMost: test.flagAtMost,
    looks: test.looks,
    cap: top,
    nullFlagRate: test.nullFlagRate,
    decide,
    launch: (passes, runs) => (runs === 0 ? planned : decide(passes, runs) === 'continue' && runs < top ? test.nextLook(runs) - runs : 0),
    nextLook: test.nextLook,
    operating,
    detectableRate(power = 0.8) {
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
