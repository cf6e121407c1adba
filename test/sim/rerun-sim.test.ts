/**
 * The comparison without history (compare.base rerun/auto; issue 22, item 2), run small through the
 * seeded simulation behind docs/statistics.md (sim/rerun-sim.ts): an unchanged PR whose 20 scenarios
 * changed context is rarely flagged (the full table shows ≤ the comparisons' 2.5% share), and a drop of
 * one scenario from 0.9 to 0.5 is caught at least 80% of the time.
 */
import { describe, expect, it } from 'vitest';
import { rerunRates } from '../../sim/rerun-sim.js';
import { DEFAULT_COMPARE } from '../../sim/gate-sim.js';
import { seeded } from '../../sim/random.js';

describe('rerun comparison simulation', () => {
  it('an unchanged PR of 20 changed-context scenarios, every rate 0.8 (the hardest null), is flagged within the error control', () => {
    const r = rerunRates(seeded(3004), { m: 20, compare: DEFAULT_COMPARE, daySd: 0.05, rates: Array.from({ length: 20 }, () => 0.8) }, 120);
    // 2.5% is the target; with 120 PRs, 3 standard errors above it is about 6.5%.
    expect(r.flaggedRate).toBeLessThanOrEqual(0.065);
    expect(r.baseCallsPerScenario).toBe(DEFAULT_COMPARE.rerun_runs);
  });

  it('a 0.9 → 0.5 drop in one of 20 scenarios is flagged at least 80% of the time', () => {
    const r = rerunRates(seeded(3007), { m: 20, compare: DEFAULT_COMPARE, daySd: 0.05, drop: { from: 0.9, to: 0.5 } }, 300);
    // About 84% at 500 PRs (seeds 3007 and 9007: 83.4%, 85.6%); 300 PRs keep the standard error near 2 points.
    expect(r.dropFlaggedRate).toBeGreaterThanOrEqual(0.8);
  });

  it('a base arm of 3 runs does not reach that power: the 80% comes from compare.rerun_runs', () => {
    const r = rerunRates(seeded(3008), { m: 20, compare: { ...DEFAULT_COMPARE, rerun_runs: 3 }, daySd: 0, drop: { from: 0.9, to: 0.5 } }, 60);
    expect(r.dropFlaggedRate).toBeLessThan(0.8);
  });
});
