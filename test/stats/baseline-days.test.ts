/**
 * The comparison's null counts distinct days, not records (issue 31 item 2): records made on one day
 * share that day's effect, so five records of one day say as much about the scenario's long-run rate as
 * one day does (plus all of their runs' binomial evidence), not as much as five days.
 */
import { describe, expect, it } from 'vitest';
import { baselineFor } from '../../src/pipeline/attach-comparisons.js';
import { designFor } from '../../src/stats/compare-baseline.js';
import { DEFAULT_COMPARE } from '../../sim/gate-sim.js';
import { makeRecord } from '../history/make-record.js';

const MERGE_BASE = 'a'.repeat(40);
const counts = [9, 8, 9, 10, 8];

/** Five records at the merge base, of 10 runs each, `hoursApart` hours apart from 2026-11-10T01:00Z. */
function fiveRecords(hoursApart: number) {
  return counts.map((passes, i) =>
    makeRecord(i + 1, [{ name: 's', passes, attempted: 10, threshold: 0.6 }], {
      sha: MERGE_BASE,
      timestamp: new Date(Date.UTC(2026, 10, 10, 1) + i * hoursApart * 3_600_000).toISOString(),
    }),
  );
}

function pooledOf(hoursApart: number) {
  const pooled = baselineFor(fiveRecords(hoursApart), { mergeBaseSha: MERGE_BASE, baseRef: 'main', ancestorsOfMergeBase: [MERGE_BASE], m: 5 });
  const s = pooled.byScenario.get('s');
  if (s === undefined) throw new Error('no baseline for s');
  return s;
}

describe("the comparison's null counts distinct days", () => {
  it('five records on one day give a wider null than five records on five days (the same 44 of 50 runs)', () => {
    const oneDay = pooledOf(4);
    const fiveDays = pooledOf(24);
    expect([oneDay.passes, oneDay.attempted, oneDay.records]).toEqual([44, 50, 5]);
    expect([fiveDays.passes, fiveDays.attempted, fiveDays.records]).toEqual([44, 50, 5]);
    const narrow = designFor(fiveDays, { planned: 3 }, DEFAULT_COMPARE, 1);
    const wide = designFor(oneDay, { planned: 3 }, DEFAULT_COMPARE, 1);
    expect(wide.nullSd).toBeGreaterThan(narrow.nullSd + 0.005);
    // One day's effect is not averaged away: σ²(1 + 1/1) against σ²(1 + 1/5).
    expect(wide.input.baselineRecords).toBe(1);
    expect(narrow.input.baselineRecords).toBe(5);
  });
  it('counts UTC dates: records at 23:00 and 01:00 the next day are two days', () => {
    const twoDays = [
      makeRecord(1, [{ name: 's', passes: 9, attempted: 10 }], { sha: MERGE_BASE, timestamp: '2026-11-10T23:00:00Z' }),
      makeRecord(2, [{ name: 's', passes: 8, attempted: 10 }], { sha: MERGE_BASE, timestamp: '2026-11-11T01:00:00Z' }),
      makeRecord(3, [{ name: 's', passes: 9, attempted: 10 }], { sha: MERGE_BASE, timestamp: '2026-11-11T09:00:00Z' }),
    ];
    const s = baselineFor(twoDays, { mergeBaseSha: MERGE_BASE, baseRef: 'main', ancestorsOfMergeBase: [MERGE_BASE], m: 5 }).byScenario.get('s');
    if (s === undefined) throw new Error('no baseline for s');
    expect(s.records).toBe(3);
    expect(s.days).toBe(2);
    expect(designFor(s, { planned: 3 }, DEFAULT_COMPARE, 1).input.baselineRecords).toBe(2);
  });
});
