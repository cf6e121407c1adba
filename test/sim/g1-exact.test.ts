/**
 * The independent enumeration of the G1 rows (sim/g1-exact.ts, issue 31 acceptance): its pieces, and that
 * it agrees with the sampled gate (sim/output/gate.txt, written by the full `npm run sim`) where both are
 * cheap, so that a wrong day-effect grid or a design other than the product's shows here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactRegressionRate } from '../../sim/g1-exact.js';
import { dayWeights } from '../../sim/day-grid.js';
import { confirmedRegressionRate, g3Confirmed } from '../../sim/g1-confirmed.js';
import { DEFAULT_COMPARE } from '../../sim/gate-sim.js';

const GRID = 400;
const mean = (w: number[]) => w.reduce((s, x, j) => s + x * (j / GRID), 0);

describe('the PR day grid', () => {
  it.each([
    ['normal', 0.9, 0.05],
    ['t3', 0.9, 0.08],
    ['logit', 0.8, 0.05],
  ] as const)('%s at %s (sd %s) is a distribution whose clipped tails sit on the bounds', (shape, p, sd) => {
    const w = dayWeights(p, { daySd: sd, dayShape: shape });
    expect(w).toHaveLength(GRID + 1);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Math.min(...w)).toBeGreaterThanOrEqual(0);
    // Half the mass on each side of p, up to the node p sits on.
    const below = w.slice(0, Math.round(p * GRID)).reduce((a, b) => a + b, 0);
    expect(below).toBeGreaterThan(0.45);
    expect(below).toBeLessThan(0.5);
  });
  it('puts a normal day effect above 1 on the atom at 1 and keeps its mean below p by the clipped part', () => {
    const w = dayWeights(0.95, { daySd: 0.05 });
    // P(0.95 + 0.05 Z > 1 − 1/800) ≈ P(Z > 0.975).
    expect(w[GRID]!).toBeCloseTo(0.165, 2);
    expect(mean(w)).toBeLessThan(0.95);
    expect(mean(w)).toBeGreaterThan(0.93);
  });
  it('a scenario at 1 has no day effect on the logit scale', () => {
    const w = dayWeights(1, { daySd: 0.05, dayShape: 'logit' });
    expect(w[GRID]).toBe(1);
  });
});

describe('agreement with the sampled gate', () => {
  it('m = 1 at a true day sd of 0.08: the enumeration of the gate as it ships is within three standard errors of `npm run sim`, and below the history alone', () => {
    const gate = readFileSync(new URL('../../sim/output/gate.txt', import.meta.url), 'utf8');
    const row = gate.split('\n').find((l) => l.includes('m = 1, true day-to-day sd 0.08'));
    const cells = row!.trim().split(/\s+/);
    // label (7 words), PRs, seed, red, threshold, regression, …
    const prs = Number(cells[7]);
    const sampled = Number(cells[11]!.replace('%', '')) / 100;
    const set = { m: 1, records: 3, daySd: 0.08, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };
    const exact = confirmedRegressionRate(77, set, 200);
    const se = Math.sqrt((Math.max(sampled, 1 / prs) * (1 - sampled)) / prs + exact.se ** 2);
    expect(exact.rate).toBeGreaterThan(0);
    expect(Math.abs(exact.rate - sampled)).toBeLessThan(3 * se);
    // The same worlds through the history alone: a drop must be flagged by it, so it bounds the gate.
    const history = exactRegressionRate(77, set, 200);
    expect(history.rate).toBeGreaterThan(exact.rate);
  }, 900_000);
});

describe('the confirmation, enumerated (sim/g1-confirmed.ts)', () => {
  it('through the product\'s sampling, the history alone flags G3\'s 0.9 → 0.6 as often as its operating curve says (59.1%), and the confirmation costs under a point', () => {
    const g = g3Confirmed(0.9, 0.6);
    expect(g.history).toBeCloseTo(0.591, 3);
    expect(g.confirmed).toBeLessThan(g.history);
    expect(g.history - g.confirmed).toBeLessThan(0.01);
  }, 900_000);
});
