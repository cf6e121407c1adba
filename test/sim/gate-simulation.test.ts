/**
 * Acceptance S1, S2 and cost of the issue "A gate teams can trust", at reduced size so that it runs in
 * the suite; `npm run sim` prints the full table (docs/statistics.md).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARE, gateRates, type GateSimSettings } from '../../sim/gate-sim.js';
import { seeded } from '../../sim/random.js';

const base: Omit<GateSimSettings, 'm'> = { records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };

describe('the gate under no change (S1) and a real drop (S2), seeded', () => {
  it('fails on regression in at most 5% of unchanged PRs at m = 20', () => {
    const r = gateRates(seeded(101), { ...base, m: 20 }, 300);
    expect(r.regressionRate).toBeLessThanOrEqual(0.05);
    expect(r.callsPerScenario).toBeLessThanOrEqual(12);
    expect(r.maxRuns).toBeLessThanOrEqual(DEFAULT_COMPARE.max_runs);
  });

  it('flags a drop 0.9 → 0.5 among 20 scenarios in at least 80% of PRs', () => {
    const r = gateRates(seeded(202), { ...base, m: 20, drop: { from: 0.9, to: 0.5 } }, 200);
    expect(r.dropFlaggedRate).toBeGreaterThanOrEqual(0.8);
  });
});
