/**
 * The PR's day on a grid (sim/g1-exact.ts, sim/g1-confirmed.ts): the rate of a scenario whose long-run
 * rate is p, moved by the setting's day effect (normal, t₃ or logit-normal), as the probability of each
 * node j / GRID, the clipped tails as atoms at 0 and 1.
 */
import { normalCdf } from '../src/stats/null-prior.js';
import type { GateSimSettings } from './gate-sim.js';

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

