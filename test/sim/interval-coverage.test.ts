/** Acceptance G8 (issue "Green means green"): the reported 95% interval covers the true rate in ≥ 95% of cases in every cell, extension included, computed exactly. */
import { describe, expect, it } from 'vitest';
import { coverageGrid } from '../../sim/interval-coverage.js';

describe("coverage of the reported interval under the product's sampling", () => {
  it('is at least 95% in every cell of p × N × threshold', () => {
    const worst = coverageGrid().sort((a, b) => a.coverage - b.coverage)[0];
    expect(worst?.coverage, JSON.stringify(worst)).toBeGreaterThanOrEqual(0.95);
  });

  it('is at least 95% in every cell when the baseline comparison extends the runs past N (looks, caps and all)', () => {
    const worst = coverageGrid(true).sort((a, b) => a.coverage - b.coverage)[0];
    expect(worst?.coverage, JSON.stringify(worst)).toBeGreaterThanOrEqual(0.95);
  });
});
