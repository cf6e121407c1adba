/**
 * Acceptance S1, S2 and cost of the issue "A gate teams can trust", at reduced size so that it runs in
 * the suite; `npm run sim` prints the full table (docs/statistics.md).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARE, gateRates, type GateSimSettings } from '../../sim/gate-sim.js';
import { seeded } from '../../sim/random.js';

const base: Omit<GateSimSettings, 'm'> = { records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };

describe('the gate under no change (S1) and a real drop (S2), seeded', { timeout: 900_000 }, () => {
  it('fails on regression in at most 5% of unchanged PRs at m = 20', () => {
    const r = gateRates(seeded(101), { ...base, m: 20 }, 300);
    expect(r.regressionRate).toBeLessThanOrEqual(0.05);
    // G5: ≤ 12 calls per scenario, held here with half a call to spare for this sample's noise (300 PRs of
    // 20 scenarios; seeds 101–103 spread 0.3–0.4 calls). With looks every 3 runs this seed measured 11.84
    // (12.2 in npm run sim): at the target, not under it.
    expect(r.callsPerScenario).toBeLessThanOrEqual(11.5);
    expect(r.maxRuns).toBeLessThanOrEqual(DEFAULT_COMPARE.max_runs);
  });

  it('fails the PR in at least 80% of PRs when one of 20 scenarios drops 0.9 → 0.5, most of them as a regression', () => {
    const r = gateRates(seeded(202), { ...base, m: 20, drop: { from: 0.9, to: 0.5 } }, 300);
    expect(r.failRate).toBeGreaterThanOrEqual(0.8);
    expect(r.dropFlaggedRate).toBeGreaterThanOrEqual(0.72);
  });

  it('states detectable drops that are caught 80% ± 5% of the time when re-run at the stated rate (S3)', () => {
    const r = gateRates(seeded(303), { ...base, m: 5, checkStated: true }, 120);
    expect(r.statedCaught?.stated).toBeGreaterThan(300);
    expect(r.statedCaught?.rate).toBeGreaterThanOrEqual(0.75);
    expect(r.statedCaught?.rate).toBeLessThanOrEqual(0.85);
  });
});
