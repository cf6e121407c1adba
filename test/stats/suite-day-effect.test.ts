/**
 * The comparison's null takes its day-to-day sd from the whole suite's records (issue "Green means
 * green", item 3): three records a scenario say little about one scenario's day effect, but twenty
 * scenarios' records together say much. Baselines are built as the shipped push and schedule runs
 * write them (sim/gate-sim.ts).
 */
import { describe, expect, it } from 'vitest';
import { baselineRecords, DEFAULT_COMPARE, type GateSimSettings } from '../../sim/gate-sim.js';
import { seeded } from '../../sim/random.js';
import { baselineFor } from '../../src/pipeline/attach-comparisons.js';
import { designFor } from '../../src/stats/compare-baseline.js';

const settings = (daySd: number): GateSimSettings => ({ m: 20, records: 3, daySd, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE });

function scenarioDesign(daySd: number, seed: number) {
  const rates = Array.from({ length: 20 }, (_, i) => [0.7, 0.8][i % 2]!);
  const records = baselineRecords(seeded(seed), rates, settings(daySd));
  const pooled = baselineFor(records, { mergeBaseSha: 'a'.repeat(40), baseRef: 'main', ancestorsOfMergeBase: ['a'.repeat(40)], m: 5 });
  const s1 = pooled.byScenario.get('s1');
  if (s1 === undefined) throw new Error('no baseline for s1');
  return designFor(s1, { planned: 3 }, DEFAULT_COMPARE, 20);
}

describe("the null's day effect from the suite's records", () => {
  it('widens to the spread twenty scenarios of three records show (true sd 0.1, configured 0.05; rates 0.7 and 0.8, away from the bound)', () => {
    // One suite's 40 degrees of freedom leave the estimate ±11%: the mean over five suites.
    const sds = [7, 8, 9, 10, 11].map((seed) => scenarioDesign(0.1, seed).input.betweenSd);
    for (const sd of sds) expect(sd).toBeGreaterThan(0.06);
    const mean = sds.reduce((a, b) => a + b, 0) / sds.length;
    // The prior's 6 degrees of freedom at 0.05 pull it in a little: (6·0.05² + 40·0.1²) / 46 = 0.095².
    expect(mean).toBeGreaterThan(0.075);
    expect(mean).toBeLessThan(0.115);
  });
  it('stays at the configured sd and the t₆ when the suite varies as configured (it only widens the null)', () => {
    const d = scenarioDesign(0.05, 8);
    expect(d.input.betweenSd).toBeGreaterThanOrEqual(0.05);
    expect(d.input.betweenSd).toBeLessThan(0.06);
    expect(d.input.dayDf).toBe(6);
  });
});
