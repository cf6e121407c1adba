import { describe, it, expect } from 'vitest';
import { compareWithBaseline, poolBaseline, selectBaselineRecords, type CompareConfig } from '../../src/history/compare.js';
import type { HistoryRecord } from '../../src/history/record.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';
import { makeRecord, sha } from './make-record.js';

const CFG: CompareConfig = { delta: 0.3, alpha: 0.05, beta: 0.2, max_runs: 16, baseline_records: 5 };

describe('selectBaselineRecords', () => {
  // Records 1..6 on main, one per commit; the PR branched off commit 4.
  const onMain = [1, 2, 3, 4, 5, 6].map((n) => makeRecord(n));
  const ancestors = [sha(4), sha(3), sha(2), sha(1)];

  it('takes the records made at the merge base, newest first, at most m', () => {
    const again = makeRecord(4, [{}], { timestamp: '2026-11-30T00:00:00.000Z' });
    const third = makeRecord(4, [{}], { timestamp: '2026-11-29T00:00:00.000Z' });
    const sel = selectBaselineRecords([...onMain, again, third], { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: ancestors, m: 2 });
    expect(sel.source).toBe('merge-base');
    expect(sel.records).toEqual([again, third]);
    expect(sel.note).toBe('baseline: 2 record(s) at the merge base 0000004');
  });

  it('without records at the merge base, takes the last M on the base branch before it, never newer ones', () => {
    const withoutMergeBase = onMain.filter((r) => r.sha !== sha(4));
    const sel = selectBaselineRecords(withoutMergeBase, { mergeBaseSha: sha(4), baseRef: 'refs/heads/main', ancestorsOfMergeBase: ancestors, m: 2 });
    expect(sel.source).toBe('ancestors');
    expect(sel.records.map((r) => r.sha)).toEqual([sha(3), sha(2)]);
    expect(sel.note).toContain('the last 2 record(s) on main before the merge base 0000004 (0000003, 0000002)');
  });

  it('ignores records of other branches at ancestor commits', () => {
    const records = [makeRecord(3, [{}], { ref: 'refs/heads/feature' }), makeRecord(2)];
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: ancestors, m: 5 });
    expect(sel.records.map((r) => r.sha)).toEqual([sha(2)]);
  });

  it('matches abbreviated shas', () => {
    const sel = selectBaselineRecords(onMain, { mergeBaseSha: sha(4).slice(0, 7), baseRef: 'main', m: 5 });
    expect(sel.records.map((r) => r.sha)).toEqual([sha(4)]);
  });

  it.each([
    { name: 'unknown ancestry', records: onMain.filter((r) => r.sha !== sha(4)), anc: undefined, note: 'no history at the merge base 0000004, and its ancestry is unknown' },
    { name: 'only newer records', records: onMain.slice(4), anc: ancestors, note: 'no history on main at or before the merge base 0000004' },
    { name: 'no history at all', records: [], anc: ancestors, note: 'no history on main at or before the merge base 0000004' },
  ])('finds no baseline with $name', ({ records, anc, note }) => {
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: anc, m: 5 });
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
});

describe('compareWithBaseline', () => {
  const pooled = poolBaseline(baselineRecords(), 'planner');

  it('without history, says the scenario is judged by its threshold alone', () => {
    const c = compareWithBaseline(current(3, 3), undefined, CFG);
    expect(c.passRate).toEqual({ state: 'no-baseline', runs: 3 });
    expect(c.note).toBe('no history for this scenario: judged by its threshold alone');
  });

  it.each([
    { passes: 1, runs: 5, state: 'drop', note: /^pass rate dropped .*: 1\/5 passed vs 23\/25 \(92%\) in 5 baseline record\(s\)/ },
    { passes: 4, runs: 4, state: 'no-drop', note: /^no drop in pass rate/ },
    { passes: 11, runs: 16, state: 'undecided', note: /^no significant change \(16 runs detect a drop of [\d.]+% or more\)/ },
  ])('$passes/$runs against 23/25 → $state', ({ passes, runs, state, note }) => {
    const c = compareWithBaseline(current(passes, runs), pooled, CFG);
    expect(c.passRate.state).toBe(state);
    expect(c.passRate.runs).toBe(runs);
    expect(c.passRate.baselineRate).toBeCloseTo(0.92, 10);
    expect(c.note).toMatch(note);
  });

  it('gives the minimum detectable drop when undecided', () => {
    const c = compareWithBaseline(current(11, 16), pooled, CFG);
    expect(c.passRate.minDetectableDrop).toBeGreaterThan(0.2);
    expect(c.passRate.minDetectableDrop).toBeLessThan(0.5);
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

  it.each([
    { hash: 'hash-a', unchanged: true },
    { hash: 'hash-b', unchanged: false },
    { hash: undefined, unchanged: false },
  ])('context hash $hash against baseline hash-a → unchanged=$unchanged', ({ hash, unchanged }) => {
    const c = compareWithBaseline(current(3, 3, { contextHash: hash }), pooled, CFG);
    expect(c.contextUnchanged).toBe(unchanged);
  });
});
