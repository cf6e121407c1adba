/**
 * The enumerations' shared pieces: the PR's day on a grid (sim/g1-exact.ts, sim/g1-confirmed.ts): the rate of a scenario whose long-run
 * rate is p, moved by the setting's day effect (normal, t₃ or logit-normal), as the probability of each
 * node j / GRID, the clipped tails as atoms at 0 and 1.
 */
import { normalCdf } from '../src/stats/null-prior.js';
import { baselineFor } from '../src/pipeline/attach-comparisons.js';
import type { PooledBaseline } from '../src/stats/compare-baseline.js';
import { baselineRecords, RATES, type GateSimSettings } from './gate-sim.js';
import { seeded } from './random.js';

export const GRID = 400;

/** The unit-variance Student t₃'s CDF (closed form for ν = 3, with t = z·√3). */
function t3Cdf(z: number): number {
  const t = z * Math.sqrt(3);
  return 0.5 + (t / (Math.sqrt(3) * (1 + (t * t) / 3)) + Math.atan(t / Math.sqrt(3))) / Math.PI;
}

/** P(the PR's day rate ≤ q) for a scenario whose long-run rate is p, under the setting's day effect. */
function dayCdf(q: number, p: number, set: Pick<GateSimSettings, 'daySd' | 'dayShape'>): number {
  const shape = set.dayShape ?? 'normal';
  if (shape === 'logit') {
    if (p <= 0 || p >= 1) return q >= p ? 1 : 0;
    if (q <= 0) return 0;
    if (q >= 1) return 1;
    const s = set.daySd / 0.09;
    return normalCdf((Math.log(q / (1 - q)) - Math.log(p / (1 - p))) / s);
  }
  if (q >= 1) return 1;
  const z = (q - p) / set.daySd;
  return shape === 't3' ? t3Cdf(z) : normalCdf(z);
}

/** The PR's day rate on the grid j/GRID: each node's probability (the clipped tails are the end nodes' atoms). */
export function dayWeights(p: number, set: Pick<GateSimSettings, 'daySd' | 'dayShape'>): number[] {
  const w: number[] = [];
  let below = 0;
  for (let j = 0; j <= GRID; j++) {
    const upper = j === GRID ? 1 : dayCdf((j + 0.5) / GRID, p, set);
    w.push(Math.max(0, upper - below));
    below = upper;
  }
  return w;
}


const MERGE_BASE = 'a'.repeat(40);

/**
 * The chance that an unchanged PR is flagged, averaged over `worlds` sampled worlds: each scenario's rate
 * and its baseline records, built as the shipped workflows build them (sim/gate-sim.ts), then
 * 1 − Π(1 − fᵢ) over the compared scenarios, fᵢ = `flagOf(rate, baseline)`. ± one standard error of the worlds.
 */
export function overWorlds(seed: number, set: GateSimSettings, worlds: number, flagOf: (p: number, base: PooledBaseline) => number): { rate: number; se: number } {
  const rng = seeded(seed);
  const values: number[] = [];
  for (let w = 0; w < worlds; w++) {
    const rates = set.rates ?? Array.from({ length: set.m }, () => RATES[Math.floor(rng() * RATES.length)] ?? 0.9);
    const records = baselineRecords(rng, rates, set);
    const pooled = baselineFor(records, { mergeBaseSha: MERGE_BASE, baseRef: 'main', ancestorsOfMergeBase: [MERGE_BASE], m: set.compare.baseline_records });
    let clean = 1;
    rates.forEach((p, i) => {
      const base = pooled.byScenario.get(`s${i}`);
      if (base !== undefined && base.attempted > 0) clean *= 1 - flagOf(p, base);
    });
    values.push(1 - clean);
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return { rate: mean, se: sd / Math.sqrt(values.length) };
}
