/** Issue 31 item 5: docs/statistics.md holds exactly the trade-off table sim/cost-table.ts computes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costCell, costTableMarkdown } from '../../sim/cost-table.js';

describe('the cost table', () => {
  it('is in docs/statistics.md as computed (regenerate with npx tsx sim/cost-table.ts)', () => {
    const docs = readFileSync(new URL('../../docs/statistics.md', import.meta.url), 'utf8');
    expect(docs).toContain(costTableMarkdown());
  });

  it('threshold 1 at the default tolerance: 19 runs, and a scenario at 0.9 passes 13.5% of the time', () => {
    const c = costCell(1, 0.1);
    expect(c.runs).toBe(19);
    // At θ = 1 the first failed run fails it; passing means 19 straight passes at 0.9 (more looks only pass later).
    expect(c.falsePass).toBeCloseTo(0.9 ** 19, 3);
  });
});
