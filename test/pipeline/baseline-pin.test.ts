/**
 * pinnedBaseline (issue 31 item 2): the records a first run pooled, and only those, pool the same on a
 * re-run, whatever was recorded since; a pin for another merge base or naming a missing record is refused.
 */
import { describe, expect, it } from 'vitest';
import { baselineFor, pinnedBaseline, type BaselineRequest } from '../../src/pipeline/attach-comparisons.js';
import { makeRecord } from '../history/make-record.js';

const BASE = 'c'.repeat(40);
const OLDER = 'b'.repeat(40);

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20) + hours * 3_600_000).toISOString();

/** Records at the merge base and its parent: two scenarios, one whose context changed at the base. */
function history() {
  return [
    makeRecord(1, [{ name: 'a', passes: 7, attempted: 10 }, { name: 'b', hash: 'old', passes: 4, attempted: 10 }], { sha: OLDER, timestamp: at(0) }),
    makeRecord(2, [{ name: 'a', passes: 9, attempted: 10 }, { name: 'b', passes: 8, attempted: 10 }], { sha: BASE, timestamp: at(10) }),
    makeRecord(3, [{ name: 'a', passes: 10, attempted: 10 }, { name: 'b', passes: 9, attempted: 10 }], { sha: BASE, timestamp: at(30) }),
  ];
}

const request = (records: BaselineRequest['records']): BaselineRequest => ({ records, mergeBaseSha: BASE, baseRef: 'main', ancestorsOfMergeBase: [BASE, OLDER] });
const pool = (req: BaselineRequest) => baselineFor(req.records, { ...req, m: 5 });
const counts = (p: ReturnType<typeof pool>) => [...p.byScenario.entries()].map(([name, b]) => [name, b.passes, b.attempted, b.records]);

describe('pinnedBaseline', () => {
  it('the pinned records pool exactly as the first run did after a nightly record at the merge base', () => {
    const firstRun = pool(request(history()));
    expect(firstRun.used?.records.map((r) => r.timestamp)).toEqual([at(30), at(10), at(0)]);
    const nightly = makeRecord(4, [{ name: 'a', passes: 0, attempted: 10 }, { name: 'b', passes: 0, attempted: 10 }], { sha: BASE, timestamp: at(40) });
    const later = request([...history(), nightly]);
    expect(counts(pool(later))).not.toEqual(counts(firstRun));
    const pinned = pinnedBaseline(later, { mergeBase: BASE, records: firstRun.used?.records ?? [] });
    if ('why' in pinned) throw new Error(pinned.why);
    const again = pool(pinned.baseline);
    expect(counts(again)).toEqual(counts(firstRun));
    expect([...again.byScenario.values()].map((b) => b.suiteSpread)).toEqual([...firstRun.byScenario.values()].map((b) => b.suiteSpread));
    expect(again.used?.pinned).toBe(true);
    expect(again.selection.note).toMatch(/compared with the same 3 baseline records as the first run of this commit/);
  });
  it('names only the records some scenario pooled: a record of another context is left out', () => {
    const records = [makeRecord(1, [{ name: 'a', hash: 'other', passes: 1, attempted: 10 }], { sha: BASE, timestamp: at(0) }), makeRecord(2, [{ name: 'a', passes: 9, attempted: 10 }], { sha: BASE, timestamp: at(10) })];
    expect(pool(request(records)).used?.records.map((r) => r.timestamp)).toEqual([at(10)]);
  });
  it('refuses a pin for another merge base, naming both', () => {
    const r = pinnedBaseline(request(history()), { mergeBase: OLDER, records: [{ sha: BASE, timestamp: at(10) }] });
    expect(r).toEqual({ why: `it was compared against the merge base ${OLDER.slice(0, 7)}, not ${BASE.slice(0, 7)}` });
  });
  it('refuses a pin naming a record that no longer exists (the same commit at another time is another record)', () => {
    const r = pinnedBaseline(request(history()), { mergeBase: BASE, records: [{ sha: BASE.slice(0, 12), timestamp: at(10) }, { sha: BASE, timestamp: at(11) }] });
    expect(r).toEqual({ why: `1 of the 2 baseline records it used no longer exists (${at(11)} at ${BASE.slice(0, 7)})` });
  });
  it('matches an abbreviated SHA and the same instant written in another offset', () => {
    const r = pinnedBaseline(request(history()), { mergeBase: BASE.slice(0, 12), records: [{ sha: BASE.slice(0, 12), timestamp: '2026-11-20T11:00:00+01:00' }] });
    if ('why' in r) throw new Error(r.why);
    expect(r.baseline.records.map((x) => x.timestamp)).toEqual([at(10)]);
    expect(r.baseline.pinned).toBe(true);
  });
});
