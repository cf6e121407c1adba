/**
 * Issue "Green means green", at reduced size so that it runs in the suite (`npm run sim` prints the full
 * tables, docs/statistics.md). Setting: the product's defaults (runs 3, threshold 2/3), true rates
 * 0.8/0.9/0.95/1.0 drawn per scenario, a day-to-day sd of 0.05 on every baseline day and on the PR's
 * day, 3 baseline records written the way the shipped push and schedule runs write them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARE, gateRates, type GateSimSettings } from '../../sim/gate-sim.js';
import { seeded } from '../../sim/random.js';

const base: Omit<GateSimSettings, 'm'> = { records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };

describe('an unchanged pull request is green (G1, G4), seeded', { timeout: 900_000 }, () => {
  it('G1: an unchanged 20-scenario PR is red for any reason (threshold or regression) in at most 5% of PRs', () => {
    const r = gateRates(seeded(2001), { ...base, m: 20 }, 300);
    expect(r.failRate).toBeLessThanOrEqual(0.05);
  });

  it('G1: with every true rate at 0.8, an unchanged 10-scenario PR is red in at most 5% of PRs', () => {
    const r = gateRates(seeded(2002), { ...base, m: 10, rates: Array.from({ length: 10 }, () => 0.8) }, 300);
    expect(r.failRate).toBeLessThanOrEqual(0.05);
  });

  it('G4: in an unchanged 20-scenario PR at least 80% of the compared scenarios end no-drop', () => {
    const r = gateRates(seeded(2004), { ...base, m: 20 }, 60);
    expect(r.noDropRate).toBeGreaterThanOrEqual(0.8);
  });
});
