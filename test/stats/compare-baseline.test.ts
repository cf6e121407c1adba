/**
 * The comparison with a pooled baseline (src/stats/compare-baseline.ts), on baselines built by hand:
 * no history code. test/history/baseline*.test.ts cover it over pooled history records.
 */
import { describe, it, expect } from 'vitest';
import { compareWithBaseline, designFor, type CompareSettings, type PooledBaseline } from '../../src/stats/compare-baseline.js';
import { CompareSchema } from '../../src/config/schema.js';
import { formatPercent } from '../../src/format/percent.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';

const CFG: CompareSettings = CompareSchema.parse({});

function pool(passes: number, attempted: number, records: number, over: Partial<PooledBaseline> = {}): PooledBaseline {
  return { scenario: 'planner', records, passes, attempted, tokens: [], latencyMs: [], features: { decomposes: [], risk: [] }, contextHashes: ['hash-a'], ...over };
}

function run(index: number, pass: boolean, over: Partial<RunResult> = {}): RunResult {
  return { index, pass, tokens: { input: 1000, output: 500 }, latencyMs: 1000, failures: [], ...over };
}

/** A PR scenario whose runs pass or fail as the pattern says ('1' passes). */
function pr(pattern: string, over: Partial<ScenarioResult> = {}, runOver: (i: number) => Partial<RunResult> = () => ({})): ScenarioResult {
  const runs = [...pattern].map((c, i) => run(i, c === '1', runOver(i)));
  return {
    name: 'planner', file: 'scenarios/planner.yaml', line: 1, role: 'planner', verdict: 'pass',
    passes: runs.filter((r) => r.pass).length, attempted: runs.length, errors: 0, planned: 3, threshold: 2 / 3,
    interval: { low: 0, high: 1 }, reason: '', stoppedEarly: false, contextHash: 'hash-a', runs, ...over,
  };
}

describe('designFor', () => {
  it('without per-record counts or a record count, uses the configured day-to-day sd and one record', () => {
    const d = designFor({ passes: 23, attempted: 25 }, { planned: 3 }, CFG, 1);
    expect(d.input.betweenSd).toBe(CFG.day_to_day_sd);
    expect(d.input.baselineRecords).toBe(1);
    expect(d.input.maxRuns).toBe(CFG.max_runs);
    // A plan larger than compare.max_runs raises the cap to it.
    expect(designFor({ passes: 23, attempted: 25 }, { planned: 200 }, CFG, 1).input.maxRuns).toBe(200);
  });

  it('gives each of the family its share of half of compare.alpha, and a family of 0 the whole half', () => {
    expect(designFor({ passes: 23, attempted: 25 }, { planned: 3 }, CFG, 4).input.alpha).toBeCloseTo(0.025 / 4, 12);
    expect(designFor({ passes: 23, attempted: 25 }, { planned: 3 }, CFG, 0).input.alpha).toBeCloseTo(0.025, 12);
  });

  it('is memoised: the same inputs give the same design object', () => {
    const a = designFor({ passes: 40, attempted: 44, records: 4 }, { planned: 3 }, CFG, 2);
    expect(designFor({ passes: 40, attempted: 44, records: 4 }, { planned: 3 }, CFG, 2)).toBe(a);
    expect(designFor({ passes: 40, attempted: 44, records: 4 }, { planned: 3 }, CFG, 3)).not.toBe(a);
  });
});

describe('compareWithBaseline, pure', () => {
  const good = pool(46, 50, 5);

  it('a design that can catch no drop at all: no detectable rate, and it says so (it stopped at its first look)', () => {
    const c = compareWithBaseline(pr('111111'), pool(1, 1, 1), CFG, 50);
    expect(c.passRate.state).toBe('undecided');
    expect('detectableRate' in c.passRate || 'detectableDrop' in c.passRate).toBe(false);
    expect(c.passRate.inconclusive).toBe(
      'the baseline holds 1 run in 1 record, shared among 50 compared scenarios: no drop at all would be caught 80% of the time (more evidence: compare.baseline_runs, compare.max_runs)',
    );
    expect(c.note).toBe(`inconclusive: ${c.passRate.inconclusive}; no drop could have been caught 80% of the time: 3 of 3 passed vs 1 of 1 (100%) over 1 baseline record; context unchanged since the baseline`);
  });

  it('undecided at its cap with a stateable drop is "no drop", against the drop it resolves when that is coarser than compare.delta', () => {
    const cfg = { ...CFG, max_runs: 12 };
    const c = compareWithBaseline(pr('110110110110'), good, cfg, 1);
    const rate = c.passRate.detectableRate ?? Number.NaN;
    expect(c.passRate.state).toBe('no-drop');
    expect(c.passRate.runs).toBe(12);
    expect(c.passRate.detectableDrop).toBeCloseTo(0.92 - rate, 12);
    const why = 'the baseline holds 50 runs in 5 records: a drop of 30 points would be caught less than 80% of the time (more evidence: compare.baseline_runs, compare.max_runs)';
    expect(c.passRate.inconclusive).toBe(why);
    expect(c.note).toBe(
      `no drop of ${Math.round((0.92 - rate) * 100)} points or more (such a drop, to ${formatPercent(rate)}, is caught 80% of the time) (compare.delta is 30 points: finer than this comparison resolves; ${why}): 8 of 12 passed vs 46 of 50 (92%) over 5 baseline records; context unchanged since the baseline`,
    );
  });

  it('"no drop" that resolves compare.delta carries no inconclusive reason (decided at its first look)', () => {
    const c = compareWithBaseline(pr('111111'), good, { ...CFG, delta: 0.45 }, 1);
    expect(c.passRate.state).toBe('no-drop');
    expect('inconclusive' in c.passRate).toBe(false);
    expect(c.note).toBe(
      `no drop of ${Math.round((c.passRate.detectableDrop ?? 0) * 100)} points or more (such a drop, to ${formatPercent(c.passRate.detectableRate ?? 0)}, is caught 80% of the time): 3 of 3 passed vs 46 of 50 (92%) over 5 baseline records; context unchanged since the baseline`,
    );
  });

  it('stopped between looks and able to state a drop: why it stopped comes first, over every run made', () => {
    // compare.delta 5 points is finer than the design resolves, yet its drop is stateable: not "inconclusive:".
    const c = compareWithBaseline(pr('1111'), pool(23, 25, 5), { ...CFG, delta: 0.05 }, 1);
    expect(c.passRate.state).toBe('undecided');
    expect(c.passRate.runs).toBe(4);
    expect(c.passRate.inconclusive).toMatch(/^the baseline holds 25 runs in 5 records: a drop of 5 points/);
    expect(c.note).toBe(
      `no decision (sampling stopped early); could have caught a drop to ${formatPercent(c.passRate.detectableRate ?? 0)} or worse: 4 of 4 passed vs 23 of 25 (92%) over 5 baseline records; context unchanged since the baseline`,
    );
  });

  it('an errored run before the first look: the runs before it are what was seen', () => {
    const c = compareWithBaseline(pr('1111', { errors: 1 }, (i) => (i === 1 ? { error: 'timeout' } : {})), good, CFG, 1);
    expect(c.passRate.runs).toBe(1);
    expect(c.note).toMatch(/^no decision \(errored runs\); could have caught a drop to [\d.]+% or worse: 1 of 1 passed vs 46 of 50/);
  });

  it('no ratio without evaluated runs, without baseline measures, or against a zero median', () => {
    const allErrored = pr('000', { errors: 3 }, () => ({ error: 'timeout' }));
    const measured = pool(46, 50, 5, { tokens: [1000], latencyMs: [2000] });
    const none = compareWithBaseline(allErrored, measured, CFG, 1);
    expect('tokensRatio' in none || 'latencyRatio' in none).toBe(false);
    const unmeasured = compareWithBaseline(pr('111'), good, CFG, 1);
    expect('tokensRatio' in unmeasured || 'latencyRatio' in unmeasured).toBe(false);
    const zero = compareWithBaseline(pr('111'), pool(46, 50, 5, { tokens: [0, 0, 5], latencyMs: [0] }), CFG, 1);
    expect('tokensRatio' in zero || 'latencyRatio' in zero).toBe(false);
    expect(compareWithBaseline(pr('111'), measured, CFG, 1)).toMatchObject({ tokensRatio: 1.5, latencyRatio: 0.5 });
  });

  it('a risk shift counts runs without a risk as "none", and needs a most frequent value on both sides', () => {
    const lowRisk = pool(46, 50, 5, { features: { decomposes: [], risk: ['low', 'low', 'high'] } });
    // Two of three PR runs state no risk: the most frequent is none.
    const mostlyNone = compareWithBaseline(pr('111', {}, (i) => (i === 0 ? { features: { risk: 'low' } } : {})), lowRisk, CFG, 1);
    expect(mostlyNone.behaviourShifts).toEqual([{ feature: 'risk', from: 'low', to: null }]);
    expect(mostlyNone.note).toContain('behaviour shift: risk low → none');
    const tiedBaseline = pool(46, 50, 5, { features: { decomposes: [], risk: ['low', 'high'] } });
    expect(compareWithBaseline(pr('111', {}, () => ({ features: { risk: 'high' } })), tiedBaseline, CFG, 1).behaviourShifts).toEqual([]);
    const tiedPr = compareWithBaseline(pr('11', {}, (i) => ({ features: { risk: i === 0 ? 'high' : 'medium' } })), lowRisk, CFG, 1);
    expect(tiedPr.behaviourShifts).toEqual([]);
  });

  it('a PR without a context hash is never "context unchanged"', () => {
    expect(compareWithBaseline(pr('111', { contextHash: undefined }), good, CFG, 1).contextUnchanged).toBe(false);
  });
});

describe('compareWithBaseline, beyond the stated-drop bound', () => {
  it('a design that ran to its end but whose drop exceeds what "no drop" may be stated against is undecided', () => {
    const c = compareWithBaseline(pr('1111111111'), pool(3, 3, 1), { ...CFG, max_runs: 10 }, 1);
    expect(c.passRate.state).toBe('undecided');
    expect(c.passRate.detectableDrop).toBeGreaterThan(0.5);
    expect(c.note).toMatch(/^inconclusive: the baseline holds 3 runs in 1 record: a drop of 30 points/);
  });

  it('a compare.delta coarser than the stated-drop bound: undecided, with no inconclusive reason to give', () => {
    const c = compareWithBaseline(pr('111'), pool(3, 3, 1), { ...CFG, delta: 0.9 }, 1);
    expect(c.passRate.state).toBe('undecided');
    expect(c.passRate.detectableDrop).toBeGreaterThan(0.5);
    expect(c.passRate.detectableDrop).toBeLessThanOrEqual(0.9);
    expect(c.passRate.inconclusive).toBeUndefined();
    expect(c.note).toMatch(/^no decision \(sampling stopped early\); could have caught a drop to [\d.]+% or worse: 3 of 3 passed vs 3 of 3/);
  });
});
