/**
 * The tool-call detectors on a seeded, reduced-size run of their simulation (sim/drift-tools.ts, which
 * drives the product's own detectors). The full table: `npx tsx sim/drift.ts --tools-only`.
 */
import { describe, expect, it } from 'vitest';
import { toolFalseAlarmRate, toolStepDetection } from '../../sim/drift-tools.js';
import { seededRandom } from '../../sim/random.js';

const SEED = 33;

// Each seeded run takes seconds on a quiet machine and more on a loaded one: no timing is asserted.
describe('tool-call drift on simulated agents', { timeout: 900_000 }, () => {
  it('a stable suite of 20 agents (Poisson tool calls, day-to-day variation) shows a tool-call finding in at most 10% of months', () => {
    // 8 months here (the sim measures 300: docs/drift.md); none may show a finding.
    const row = toolFalseAlarmRate(10, 1, { seed: SEED, trials: 8 }, seededRandom(SEED));
    expect(row.trials).toBe(8);
    expect(row.rate).toBe(0);
  });

  it('tool calls per run doubled are flagged within 7 records at 30 runs a record', () => {
    const row = toolStepDetection(30, { seed: SEED, trials: 10 }, seededRandom(SEED + 1));
    expect(row.rate).toBeGreaterThanOrEqual(0.9);
  });
});
