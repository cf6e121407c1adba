/** compareWithBaseline's note and fields, word for word, for each way a comparison ends. */
import { describe, it, expect } from 'vitest';
import { poolBaseline, selectBaselineRecords } from '../../src/history/baseline.js';
import { compareWithBaseline, type CompareSettings } from '../../src/stats/compare-baseline.js';
import { CompareSchema } from '../../src/config/schema.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';
import { makeRecord, sha } from './make-record.js';

const CFG: CompareSettings = CompareSchema.parse({});

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

const pooled = poolBaseline(
  [1, 2, 3, 4, 5].map((n) => makeRecord(n, [{ passes: n <= 2 ? 4 : 5, attempted: 5, decomposes: [false, false], risk: ['low', 'low'] }])),
  'planner',
);

describe('compareWithBaseline, word for word', () => {
  it('a no-drop with the same context states its ratios and nothing else', () => {
    const c = compareWithBaseline(current(7, 7), pooled, CFG);
    expect(Object.keys(c).sort()).toEqual(['behaviourShifts', 'contextUnchanged', 'latencyRatio', 'note', 'passRate', 'tokensRatio']);
    expect(c.contextUnchanged).toBe(true);
    expect(c.note).toMatch(/^no drop of 29 points or more \(such a drop, to [\d.]+%, is caught 80% of the time\): 5 of 5 passed vs 23 of 25 \(92%\) over 5 baseline records; tokens ×1\.50 of the baseline median; latency ×0\.50; context unchanged since the baseline$/);
  });

  it('an undecided comparison after errored runs says so, and counts only evaluated runs in its ratios', () => {
    const c = compareWithBaseline(current(2, 2, { errors: 1, runs: [run(0, true), run(1, true), run(2, false, { error: 'timeout', tokens: { input: 0, output: 0 }, latencyMs: 9000, features: { decomposes: true, risk: 'high' } })] }), pooled, CFG);
    expect(c.passRate.state).toBe('undecided');
    expect(c.note).toMatch(/^no decision \(errored runs\); could have caught a drop to [\d.]+% or worse: 2 of 2 passed/);
    expect(c.tokensRatio).toBeCloseTo(1.5, 10);
    expect(c.behaviourShifts).toEqual([]);
  });

  it('a comparison whose sampling stopped before it decided (a budget, a fixed number of runs) is undecided, not after errors', () => {
    const c = compareWithBaseline(current(3, 3, { errors: 0 }), pooled, CFG);
    expect(c.passRate.state).toBe('undecided');
    expect(c.note).toMatch(/^no decision \(sampling stopped early\); could have caught a drop to [\d.]+% or worse: 3 of 3 passed vs 23 of 25 \(92%\) over 5 baseline records/);
  });

  it('a drop decided at a look stays a drop whatever errors come after it', () => {
    const runs = [...Array.from({ length: 9 }, (_, i) => run(i, i === 0)), run(9, false, { error: 'timeout' })];
    expect(compareWithBaseline(current(1, 9, { errors: 1, runs }), pooled, CFG).passRate.state).toBe('drop');
    // The same runs with the error before the look: not evidence, so no decision.
    const early = [run(0, true), run(1, false, { error: 'timeout' }), ...Array.from({ length: 8 }, (_, i) => run(i + 2, false))];
    expect(compareWithBaseline(current(1, 9, { errors: 1, runs: early }), pooled, CFG).passRate.state).toBe('undecided');
  });

  it('one record of one run: singular words, no family, and no ratio without a median', () => {
    const one = poolBaseline([makeRecord(1, [{ passes: 1, attempted: 1, tokens: 0, latency: 0 }])], 'planner');
    const c = compareWithBaseline(current(3, 3), one, CFG);
    expect(c.passRate.inconclusive).toBe('the baseline holds 1 run in 1 record: a drop of 30 points would be caught less than 80% of the time (more evidence: compare.baseline_runs, compare.max_runs)');
    expect(c.note).toMatch(
      /^inconclusive: the baseline holds 1 run in 1 record: a drop of 30 points would be caught less than 80% of the time \(more evidence: compare\.baseline_runs, compare\.max_runs\); could have caught a drop to [\d.]+% or worse: 3 of 3 passed vs 1 of 1 \(100%\) over 1 baseline record; context unchanged since the baseline$/,
    );
    expect('tokensRatio' in c || 'latencyRatio' in c || 'behaviourShift' in c).toBe(false);
  });

  it('a shift needs a value on both sides: no risk in the PR runs is no risk shift', () => {
    const c = compareWithBaseline(current(3, 3, {}, { features: { decomposes: true } }), pooled, CFG);
    expect(c.behaviourShifts).toEqual([{ feature: 'decomposes', from: false, to: true }]);
    const none = compareWithBaseline(current(3, 3), pooled, CFG);
    expect(none.behaviourShifts).toEqual([]);
    const noBaselineFeatures = poolBaseline([makeRecord(1, [{ passes: 5, attempted: 5 }])], 'planner');
    expect(compareWithBaseline(current(3, 3, {}, { features: { decomposes: true, risk: 'high' } }), noBaselineFeatures, CFG).behaviourShifts).toEqual([]);
  });

  it('a baseline whose runs all errored is no baseline', () => {
    const errored = poolBaseline([makeRecord(1, [{ passes: 0, attempted: 0 }])], 'planner');
    expect(compareWithBaseline(current(3, 3), errored, CFG)).toEqual({
      passRate: { state: 'no-baseline', runs: 3 },
      behaviourShifts: [],
      contextUnchanged: false,
      note: 'no history for this scenario: judged by its threshold alone',
    });
  });
});

describe('selectBaselineRecords, its note', () => {
  it('shows at most four shas, then an ellipsis', () => {
    const records = [1, 2, 3, 4, 5, 6].map((n) => makeRecord(n));
    const ancestors = [7, 6, 5, 4, 3, 2, 1].map(sha);
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(7), baseRef: 'refs/heads/main', ancestorsOfMergeBase: ancestors });
    expect(sel.note).toBe('baseline: history at the nearest ancestors of the merge base 0000007 on main (0000006, 0000005, 0000004, 0000003, …), pooled per scenario while its context is unchanged');
  });

  it('matches shas whatever their case, and only from their start', () => {
    const records = [makeRecord(4, [{}], { sha: 'abcdef1234567890abcdef1234567890abcdef12' })];
    expect(selectBaselineRecords(records, { mergeBaseSha: 'ABCDEF1', baseRef: 'main' }).source).toBe('merge-base');
    expect(selectBaselineRecords(records, { mergeBaseSha: 'cdef12', baseRef: 'main' }).source).toBe('none');
  });
});

describe('selectBaselineRecords and poolBaseline, edges', () => {
  it('matches a record made with an abbreviated sha to a full merge-base sha, only from its start', () => {
    const full = sha(4);
    const records = [makeRecord(4, [{}], { sha: full.slice(0, 7) }), makeRecord(5, [{}], { sha: full.slice(-7) })];
    const sel = selectBaselineRecords(records, { mergeBaseSha: full, baseRef: 'main' });
    expect(sel.source).toBe('merge-base');
    expect(sel.records).toEqual([records[0]]);
  });

  it('says "at the merge base" when the only ancestor given is the merge base itself', () => {
    const sel = selectBaselineRecords([], { mergeBaseSha: sha(4), baseRef: 'main', ancestorsOfMergeBase: [sha(4)] });
    expect(sel.note).toBe('no history at the merge base 0000004');
  });

  it('considers at most 50 candidate records, the newest first', () => {
    const records = Array.from({ length: 60 }, (_, i) => makeRecord(4, [{}], { timestamp: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString() }));
    const sel = selectBaselineRecords(records, { mergeBaseSha: sha(4), baseRef: 'main' });
    expect(sel.records).toHaveLength(50);
    expect(sel.records[0]).toBe(records[59]);
    expect(sel.records[49]).toBe(records[10]);
  });

  it('pools every run measure and feature value, in record order', () => {
    const records = [
      makeRecord(2, [{ attempted: 2, tokens: 100, latency: 10, decomposes: [true, false], risk: ['low', null] }]),
      makeRecord(1, [{ attempted: 1, tokens: 300, latency: 30 }]),
    ];
    const p = poolBaseline(records, 'planner');
    expect(p?.tokens).toEqual([100, 100, 300]);
    expect(p?.latencyMs).toEqual([10, 10, 30]);
    expect(p?.features).toEqual({ decomposes: [true, false], risk: ['low', null] });
    expect(p?.perRecord).toEqual([{ passes: 2, attempted: 2 }, { passes: 1, attempted: 1 }]);
  });
});
