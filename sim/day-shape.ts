/**
 * Can a history tell the day effect's shape? (issue 31 item 2: "the day-to-day spread is estimated
 * robustly from the history: heavy tails, a rate-dependent spread on the logit scale; where the history
 * cannot tell, the report says which spread it assumed"). A measurement, not the product's rule: it shows
 * why src/stats/day-effect.ts takes the wider of two readings instead of choosing one.
 *
 *   npx tsx sim/day-shape.ts [suites per cell, default 20]
 *
 * prints, for suites of 20 scenarios (rates drawn from {0.8, 0.9, 0.95, 1}, 30 runs a day) with 3 to 20
 * days of history in five worlds, how often the likelihood below picks each shape.
 *
 * `suiteSpread` (day-effect.ts) estimates one variance by moments; that says nothing of the tails nor of
 * how the spread depends on the rate, and the comparison's null assumes a Student t₆ of one sd on the
 * probability scale. A world whose bad days are rarer but deeper (a t₃), or whose spread grows as the
 * rate falls from 1 (a normal on the logit scale: sd 0.05 at 0.9 is 0.09 at 0.8), then makes a PR red on a
 * day beyond what the null allows. Here each day of each scenario is one draw of its day effect, seen
 * through the binomial noise of its runs; four models of that draw are fitted by maximum likelihood
 * (over one sd each):
 *   - `probability`, `t6`: the day's rate is clip₀₁(p + σ·T₆), the comparison's own null (the default);
 *   - `probability`, `t3`: the same with a t₃ (heavier tails);
 *   - `logit`, `t6` / `t3`: logit(day's rate) = logit(p) + σ·T.
 * The default is kept unless another model beats it by SHAPE_GAIN in log-likelihood (a likelihood ratio of
 * e^SHAPE_GAIN: a few days of history rarely can, and then the report says the shape was assumed).
 * p is the scenario's pooled rate; a scenario whose days all passed (or all failed) has no day effect to
 * show on either scale and is left out, as suiteSpread leaves it out.
 */

import { spreadingScenarios } from '../src/stats/day-effect.js';
import { dayRate, RATES } from './gate-sim.js';
import { seeded } from './random.js';

export type DayTails = 't6' | 't3';
export type DayScale = 'probability' | 'logit';

export interface DayShape {
  tails: DayTails;
  scale: DayScale;
  /** The fitted sd of the chosen model on its scale (probability points, or logits). */
  sd: number;
  /** The chosen model's log-likelihood over the default's (0 when the default is kept). */
  gain: number;
  /** Scenario-days the fit saw (what the history could tell from). */
  days: number;
}

/** How much better (in log-likelihood) another shape must fit than the default before it is used. */
export const SHAPE_GAIN = 3;
/** Fewer scenario-days than this: the history cannot tell a shape; the default is kept without a fit. */
export const MIN_SHAPE_DAYS = 20;

/** Scenario-days with the same rate and counts, merged: the likelihood is a sum over distinct cells. */
interface Cell {
  p: number;
  passes: number;
  attempted: number;
  count: number;
}

/** The pooled rate is rounded to this step for the fit (cells of the same counts and rate then merge; the fit moves by far less than its own error). */
const RATE_STEP = 1 / 400;

const NODES = (() => {
  const out: number[] = [];
  for (let i = -50; i <= 50; i++) out.push(i / 5);
  return out;
})();

/** Quadrature weights of a unit-variance Student t with ν degrees of freedom at NODES (normalised). */
function weights(nu: number): number[] {
  const w = NODES.map((z) => (1 + (z * z) / (nu - 2)) ** (-(nu + 1) / 2));
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}
const WEIGHTS: Record<DayTails, number[]> = { t6: weights(6), t3: weights(3) };

const logit = (p: number) => Math.log(p / (1 - p));
const expit = (x: number) => 1 / (1 + Math.exp(-x));

function logLikelihood(cells: readonly Cell[], scale: DayScale, tails: DayTails, sd: number): number {
  const w = WEIGHTS[tails];
  const logW = w.map((x) => Math.log(x));
  let total = 0;
  const terms = new Array<number>(NODES.length);
  let rates: number[] = [];
  let ratesOf = -1;
  for (const c of cells) {
    if (c.p !== ratesOf) {
      const centre = scale === 'logit' ? logit(c.p) : c.p;
      rates = NODES.map((z) => (scale === 'logit' ? expit(centre + sd * z) : Math.min(1, Math.max(0, centre + sd * z))));
      ratesOf = c.p;
    }
    const k = c.passes;
    const f = c.attempted - c.passes;
    let max = -Infinity;
    for (let j = 0; j < NODES.length; j++) {
      const q = rates[j]!;
      const l = (k > 0 ? k * Math.log(q) : 0) + (f > 0 ? f * Math.log(1 - q) : 0);
      const t = Number.isNaN(l) ? -Infinity : l + logW[j]!;
      terms[j] = t;
      if (t > max) max = t;
    }
    if (max === -Infinity) return -Infinity;
    let s = 0;
    for (let j = 0; j < NODES.length; j++) s += Math.exp(terms[j]! - max);
    total += c.count * (max + Math.log(s));
  }
  return total;
}

/** The sd that maximises the log-likelihood on [0, hi] (golden-section search; the likelihood is unimodal in sd here). */
function fitSd(groups: readonly Cell[], scale: DayScale, tails: DayTails): { sd: number; ll: number } {
  const hi = scale === 'logit' ? 4 : 0.45;
  const g = (Math.sqrt(5) - 1) / 2;
  let a = 0;
  let b = hi;
  let c = b - g * (b - a);
  let d = a + g * (b - a);
  let fc = logLikelihood(groups, scale, tails, c);
  let fd = logLikelihood(groups, scale, tails, d);
  for (let i = 0; i < 24; i++) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - g * (b - a);
      fc = logLikelihood(groups, scale, tails, c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + g * (b - a);
      fd = logLikelihood(groups, scale, tails, d);
    }
  }
  const sd = (a + b) / 2;
  const atZero = logLikelihood(groups, scale, tails, 0);
  const ll = logLikelihood(groups, scale, tails, sd);
  return ll >= atZero ? { sd, ll } : { sd: 0, ll: atZero };
}

/**
 * The day effect's shape from the suite's days: one list of per-day counts per scenario (and context).
 * Undefined when the history holds fewer than MIN_SHAPE_DAYS usable scenario-days.
 */
export function fitDayShape(scenarios: Iterable<readonly { passes: number; attempted: number }[]>): DayShape | undefined {
  const cells = new Map<string, Cell>();
  let days = 0;
  for (const { used, passes, attempted } of spreadingScenarios(scenarios)) {
    // Kept inside (0, 1): a rounded rate on a bound would have no day effect on the logit scale.
    const p = Math.min(1 - RATE_STEP, Math.max(RATE_STEP, Math.round(passes / attempted / RATE_STEP) * RATE_STEP));
    for (const r of used) {
      const key = `${p}|${r.passes}|${r.attempted}`;
      const cell = cells.get(key);
      if (cell) cell.count++;
      else cells.set(key, { p, passes: r.passes, attempted: r.attempted, count: 1 });
      days++;
    }
  }
  if (days < MIN_SHAPE_DAYS) return undefined;
  const sorted = [...cells.values()].sort((a, b) => a.p - b.p);
  const fits = (['probability', 'logit'] as const).flatMap((scale) => (['t6', 't3'] as const).map((tails) => ({ scale, tails, ...fitSd(sorted, scale, tails) })));
  const byDefault = fits[0]!;
  let best = byDefault;
  for (const f of fits) if (f.ll - byDefault.ll > SHAPE_GAIN && f.ll > best.ll) best = f;
  return { tails: best.tails, scale: best.scale, sd: best.sd, gain: best.ll - byDefault.ll, days };
}

if (process.argv[1]?.endsWith('day-shape.ts')) {

  const worlds: [string, { daySd: number; dayShape?: 'normal' | 't3' | 'logit' }][] = [
    ['normal 0.05', { daySd: 0.05 }],
    ['normal 0.08', { daySd: 0.08 }],
    ['normal 0.12', { daySd: 0.12 }],
    ['t3 0.08', { daySd: 0.08, dayShape: 't3' }],
    ['logit 0.05@0.9', { daySd: 0.05, dayShape: 'logit' }],
  ];
  const reps = Number(process.argv[2] ?? 20);
  for (const D of [3, 5, 10, 20]) {
    for (const [label, w] of worlds) {
      const rng = seeded(7 + D);
      const counts: Record<string, number> = {};
      for (let rep = 0; rep < reps; rep++) {
        const suite = Array.from({ length: 20 }, () => {
          const p = RATES[Math.floor(rng() * RATES.length)]!;
          return Array.from({ length: D }, () => {
            const q = dayRate(rng, p, w);
            let k = 0;
            for (let i = 0; i < 30; i++) if (rng() < q) k++;
            return { passes: k, attempted: 30 };
          });
        });
        const s = fitDayShape(suite);
        const key = s === undefined ? 'none' : `${s.scale}/${s.tails}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      console.log(`  ${String(D).padStart(2)} days  ${label.padEnd(16)} ${JSON.stringify(counts)}`);
    }
  }
}
