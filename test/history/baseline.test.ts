import { describe, it, expect } from 'vitest';
import { poolBaseline, selectBaselineRecords } from '../../src/history/baseline.js';
import { compareWithBaseline, designFor, MAX_STATED_DROP, type CompareSettings } from '../../src/stats/compare-baseline.js';
import { CompareSchema } from '../../src/config/schema.js';
import type { HistoryRecord } from '../../src/history/record.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';
import { makeRecord, sha } from './make-record.js';

const CFG: CompareSettings = CompareSchema.parse({});

describe('selectBaselineRecords', () => {
  // Records 1..6 on main, one per commit; the PR branched off commit 4.
  const onMain = [1, 2, 3, 4, 5, 6].map((n) => makeRecord(n));
  const ancestors = [sha(4), sha(3), sha(2), sha(1)];

  it('puts the records made at the merge base first, newest first, then its ancestors, never newer ones', () => {
    const again = makeRecord(4, [{}], { timestamp: '2026-11-30T00:00:00.000Z' });
    const third = makeRecord(4, [{}], { timestamp: '2026-11-29T00:00:00.000Z' });
    const sel = selectBaselineRecords([...onMain, again, third], { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: ancestors });
    expect(sel.source).toBe('merge-base');
    expect(sel.records.slice(0, 3)).toEqual([again, third, onMain[3]]);
    expect(sel.records.slice(3).map((r) => r.sha)).toEqual([sha(3), sha(2), sha(1)]);
    expect(sel.note).toBe('baseline: history at the merge base 0000004 (0000004, 0000003, 0000002, 0000001), pooled per scenario while its context is unchanged');
  });

  it('without records at the merge base, takes its nearest ancestors on the base branch', () => {
    const withoutMergeBase = onMain.filter((r) => r.sha !== sha(4));
    const sel = selectBaselineRecords(withoutMergeBase, { mergeBaseSha: sha(4), baseRef: 'refs/heads/main', ancestorsOfMergeBase: ancestors });
    expect(sel.source).toBe('ancestors');
    expect(sel.records.map((r) => r.sha)).toEqual([sha(3), sha(2), sha(1)]);
    expect(sel.note).toContain('the nearest ancestors of the merge base 0000004 on main (0000003, 0000002, 0000001)');
  });

  it('orders ancestors by their distance from the merge base, not by when they were recorded', () => {
    // sha(2) was re-run after sha(3): still the farther ancestor. At one commit, the newer record first.
    const rerunOf2 = makeRecord(2, [{}], { timestamp: '2026-11-30T00:00:00.000Z' });
    const olderOf3 = makeRecord(3, [{}], { timestamp: '2026-10-01T00:00:00.000Z' });
    const records = [makeRecord(1), rerunOf2, olderOf3, onMain[2]!];
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: ancestors });
    expect(sel.records).toEqual([onMain[2], olderOf3, rerunOf2, onMain[0]]);
  });

  it('ignores records of other branches at ancestor commits', () => {
    const records = [makeRecord(3, [{}], { ref: 'refs/heads/feature' }), makeRecord(2)];
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: ancestors });
    expect(sel.records.map((r) => r.sha)).toEqual([sha(2)]);
  });

  it('matches abbreviated shas', () => {
    const sel = selectBaselineRecords(onMain, { mergeBaseSha: sha(4).slice(0, 7), baseRef: 'main' });
    expect(sel.records.map((r) => r.sha)).toEqual([sha(4)]);
  });

  it.each([
    { name: 'unknown ancestry', records: onMain.filter((r) => r.sha !== sha(4)), anc: undefined, note: 'no history at the merge base 0000004' },
    { name: 'only newer records', records: onMain.slice(4), anc: ancestors, note: 'no history on main at or before the merge base 0000004' },
    { name: 'no history at all', records: [], anc: ancestors, note: 'no history on main at or before the merge base 0000004' },
  ])('finds no baseline with $name', ({ records, anc, note }) => {
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: anc });
    expect(sel).toEqual({ records: [], source: 'none', note });
  });
});

function run(index: number, pass: boolean, over: Partial<RunResult> = {}): RunResult {
  return { index, pass, tokens: { input: 1000, output: 500 }, latencyMs: 1000, failures: [], ...over };
}

function current(passes: number, attempted: number, over: Partial<ScenarioResult> = {}, runOver: Partial<RunResult> = {}): ScenarioResult {
  return {
    name: 'planner',
    file: 'scenarios/planner.yaml',
    line: 1,
    role: 'planner',
    verdict: 'pass',
    passes,
    attempted,
    errors: 0,
    planned: 3,
    threshold: 2 / 3,
    interval: { low: 0, high: 1 },
    reason: '',
    stoppedEarly: false,
    contextHash: 'hash-a',
    runs: Array.from({ length: attempted }, (_, i) => run(i, i < passes, runOver)),
    ...over,
  };
}

/** Five records of five runs: 23/25 passed, 1000 tokens and 2000 ms per run, never decomposes. */
function baselineRecords(): HistoryRecord[] {
  return [1, 2, 3, 4, 5].map((n) =>
    makeRecord(n, [{ passes: n <= 2 ? 4 : 5, attempted: 5, decomposes: [false, false, false, false, false], risk: ['low', 'low'] }]),
  );
}

describe('poolBaseline', () => {
  it('pools runs, measures and features over the records', () => {
    const pooled = poolBaseline(baselineRecords(), 'planner');
    expect(pooled).toMatchObject({ scenario: 'planner', records: 5, passes: 23, attempted: 25, contextHashes: ['hash-a'] });
    expect(pooled?.tokens).toHaveLength(25);
    expect(pooled?.features.decomposes).toHaveLength(25);
  });

  it('is undefined for a scenario no record holds', () => {
    expect(poolBaseline(baselineRecords(), 'new-scenario')).toBeUndefined();
  });

  it('pools only the records whose context hash is the newest one’s, up to the record limit', () => {
    const records = [makeRecord(5, [{ hash: 'new', passes: 10, attempted: 10 }]), makeRecord(4, [{ hash: 'new', passes: 9, attempted: 10 }]), makeRecord(3, [{ hash: 'old', passes: 1, attempted: 10 }]), makeRecord(2, [{ hash: 'new', passes: 8, attempted: 10 }])];
    expect(poolBaseline(records, 'planner', { maxRecords: 5, maxAgeDays: 365 })).toMatchObject({ records: 3, passes: 27, attempted: 30, contextHashes: ['new'] });
    expect(poolBaseline(records, 'planner', { maxRecords: 2, maxAgeDays: 365 })).toMatchObject({ records: 2, passes: 19, attempted: 20 });
  });

  it('leaves out records older than max_age_days before the newest', () => {
    const records = [makeRecord(5, [{}], { timestamp: '2026-11-30T00:00:00.000Z' }), makeRecord(4, [{}], { timestamp: '2026-11-20T00:00:00.000Z' }), makeRecord(3, [{}], { timestamp: '2026-11-01T00:00:00.000Z' })];
    expect(poolBaseline(records, 'planner', { maxRecords: 5, maxAgeDays: 14 })?.records).toBe(2);
  });
});

describe('compareWithBaseline', () => {
  const pooled = poolBaseline(baselineRecords(), 'planner');

  it('without history, says the scenario is judged by its threshold alone', () => {
    const c = compareWithBaseline(current(3, 3), undefined, CFG);
    expect(c.passRate).toEqual({ state: 'no-baseline', runs: 3 });
    expect(c.note).toBe('no history for this scenario: judged by its threshold alone');
  });

  it.each([
    { passes: 1, runs: 9, seen: 9, state: 'drop', note: /^pass rate dropped .*: 1 of 9 passed vs 23 of 25 \(92%\) over 5 baseline records/ },
    // Decided at its look after 5 runs (looks at 3, 5, 7, …): the sixth and seventh, made for another test, are not its evidence.
    { passes: 7, runs: 7, seen: 5, state: 'no-drop', note: /^no drop of 29 points or more \(such a drop, to [\d.]+%, is caught 80% of the time\): 5 of 5 passed/ },
  ])('$passes/$runs against 23/25 → $state', ({ passes, runs, seen, state, note }) => {
    const c = compareWithBaseline(current(passes, runs), pooled, CFG);
    expect(c.passRate.state).toBe(state);
    expect(c.passRate.runs).toBe(seen);
    expect(c.passRate.baselineRate).toBeCloseTo(0.92, 10);
    expect(c.note).toMatch(note);
  });

  it('states the detectable drop of the design that ran: the rate it flags with 80% probability', () => {
    if (pooled === undefined) throw new Error('no baseline');
    const c = compareWithBaseline(current(7, 7), pooled, CFG);
    const design = designFor(pooled, { planned: 3 }, CFG, 1);
    expect(c.passRate.detectableRate).toBeDefined();
    expect(design.operating(c.passRate.detectableRate ?? 0).flag).toBeCloseTo(0.8, 2);
    expect(c.passRate.detectableDrop).toBeCloseTo(0.92 - (c.passRate.detectableRate ?? 0), 10);
    // Half of compare.alpha goes to the comparisons, half to the threshold tests (src/stats/error-budget.ts).
    expect(c.passRate.family).toEqual({ size: 1, alpha: 0.025 });
  });

  it('splits compare.alpha over the family, which lowers what each comparison can detect', () => {
    const alone = compareWithBaseline(current(7, 7), pooled, CFG, 1);
    const among20 = compareWithBaseline(current(7, 7), pooled, CFG, 20);
    expect(among20.passRate.family).toEqual({ size: 20, alpha: 0.00125 });
    expect(among20.passRate.detectableRate ?? 1).toBeLessThan(alone.passRate.detectableRate ?? 0);
  });

  it('says inconclusive, and why, when the baseline is too small to reach the power target', () => {
    const thin = poolBaseline([makeRecord(1, [{ passes: 3, attempted: 3 }])], 'planner');
    const c = compareWithBaseline(current(7, 7), thin, CFG, 20);
    expect(c.passRate.state).toBe('undecided');
    expect(c.passRate.inconclusive).toBe('the baseline holds 3 runs in 1 record, shared among 20 compared scenarios: a drop of 30 points would be caught less than 80% of the time (more evidence: compare.baseline_runs, compare.max_runs)');
    expect(c.note).toMatch(/could have caught a drop to [\d.]+% or worse/);
    expect(c.note).toMatch(/^inconclusive: the baseline holds 3 runs/);
    // The drop it could catch (86 points) is more than "no drop" may be stated against.
    expect(c.passRate.detectableDrop).toBeGreaterThan(MAX_STATED_DROP);
  });

  it('is undecided, never a drop, when errored runs stopped the sampling before a look', () => {
    const c = compareWithBaseline(current(1, 5, { errors: 1 }), pooled, CFG);
    expect(c.passRate.state).toBe('undecided');
    expect(c.note).toMatch(/no decision \(errored runs\)/);
  });

  it('reports tokens and latency as ratios to the pooled medians, over evaluated runs only', () => {
    const c = compareWithBaseline(
      current(3, 3, {}, { latencyMs: 3000 }),
      pooled,
      CFG,
    );
    expect(c.tokensRatio).toBeCloseTo(1.5, 10);
    expect(c.latencyRatio).toBeCloseTo(1.5, 10);
    const withError = current(3, 3);
    withError.runs.push(run(3, false, { error: 'timeout', tokens: { input: 0, output: 0 }, latencyMs: 60000 }));
    expect(compareWithBaseline(withError, pooled, CFG).latencyRatio).toBeCloseTo(0.5, 10);
  });

  it('reports a behaviour shift when a feature’s most frequent value changes', () => {
    const c = compareWithBaseline(current(3, 3, {}, { features: { decomposes: true, risk: 'high' } }), pooled, CFG);
    expect(c.behaviourShift).toEqual({ feature: 'decomposes', from: false, to: true });
    expect(c.behaviourShifts).toEqual([
      { feature: 'decomposes', from: false, to: true },
      { feature: 'risk', from: 'low', to: 'high' },
    ]);
    expect(c.note).toContain('behaviour shift: decomposes false → true');
  });

  it('reports no shift when the most frequent value holds', () => {
    const c = compareWithBaseline(current(3, 3, {}, { features: { decomposes: false, risk: 'low' } }), pooled, CFG);
    expect(c.behaviourShift).toBeUndefined();
    expect(c.behaviourShifts).toEqual([]);
  });

  it('is not "context unchanged" when the pooled baseline mixes context hashes, even if one is the PR\'s', () => {
    const mixed = { ...pooled!, contextHashes: ['hash-a', 'hash-b'] };
    const c = compareWithBaseline(current(3, 3, { contextHash: 'hash-a' }), mixed, CFG);
    expect(c.contextUnchanged).toBe(false);
    expect(c.note).toMatch(/; context changed since the baseline$/);
    expect(compareWithBaseline(current(3, 3, { contextHash: 'hash-a' }), pooled, CFG).note).toMatch(/; context unchanged since the baseline$/);
    // A history whose records spread more than the configured sd says so.
    const spread = poolBaseline([3, 5, 2, 5, 5].map((p, i) => makeRecord(i + 1, [{ passes: p, attempted: 5 }])), 'planner');
    expect(compareWithBaseline(current(3, 3), spread, CFG).note).toMatch(/; day-to-day sd 0\.\d{3}, estimated from 5 baseline days and the suite's$/);
  });

  it.each([
    { hash: 'hash-a', unchanged: true },
    { hash: 'hash-b', unchanged: false },
    { hash: undefined, unchanged: false },
  ])('context hash $hash against baseline hash-a → unchanged=$unchanged', ({ hash, unchanged }) => {
    const c = compareWithBaseline(current(3, 3, { contextHash: hash }), pooled, CFG);
    expect(c.contextUnchanged).toBe(unchanged);
  });
});

describe('poolBaselines', () => {
  it('pools every scenario in one pass, exactly as poolBaseline does for each', async () => {
    const { poolBaselines } = await import('../../src/history/baseline.js');
    const records = [
      makeRecord(3, [{ name: 'planner', passes: 9, attempted: 10 }, { name: 'writer', passes: 2, attempted: 3 }]),
      makeRecord(2, [{ name: 'planner', passes: 8, attempted: 10 }]),
      makeRecord(1, [{ name: 'writer', passes: 1, attempted: 3, hash: 'other' }]),
    ];
    const limits = { maxRecords: 5, maxAgeDays: 365 };
    const all = poolBaselines(records, limits);
    expect([...all.keys()].sort()).toEqual(['planner', 'writer']);
    for (const name of ['planner', 'writer']) expect(all.get(name)).toEqual(poolBaseline(records, name, limits));
  });
});
