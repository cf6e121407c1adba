/**
 * The pure parts of the comparison without history (compare.base; issue 22, item 2): which scenarios
 * get a base arm, the same-run baseline's design (no day-to-day spread: both arms share the day), and how
 * a scenario that is new at the base or has the base's context is reported.
 */
import { describe, expect, it } from 'vitest';
import { missingProviderMessage, rerunBaselines, rerunCandidates } from '../../src/pipeline/base-arm.js';
import { attachComparisons } from '../../src/pipeline/attach-comparisons.js';
import { withReruns, type RerunOutcome } from '../../src/pipeline/rerun.js';
import { CompareSchema } from '../../src/config/schema.js';
import { designFor } from '../../src/stats/compare-baseline.js';
import { buildReport, COUNT_RULE, scenarioResult } from '../../src/runner/result.js';
import type { RunResult } from '../../src/report/types.js';

const cfg = CompareSchema.parse({});
const run = (index: number, pass: boolean): RunResult => ({ index, pass, tokens: { input: 10, output: 5 }, latencyMs: 5, failures: pass ? [] : ['x'] });
const runs = (passes: number, total: number) => Array.from({ length: total }, (_, i) => run(i, i < passes));

describe('compare.base', () => {
  it('defaults to auto with 25 base runs', () => {
    expect(cfg.base).toBe('auto');
    expect(cfg.rerun_runs).toBe(25);
  });

  it('history gives no base arm, rerun one to every scenario, auto one to those without history', () => {
    const has = (n: string) => n === 'a';
    expect(rerunCandidates('history', ['a', 'b'], has)).toEqual([]);
    expect(rerunCandidates('rerun', ['a', 'b'], has)).toEqual(['a', 'b']);
    expect(rerunCandidates('auto', ['a', 'b'], has)).toEqual(['b']);
  });

  it('a same-run baseline has no day-to-day spread in its null; a history baseline keeps the configured one', () => {
    const same = designFor({ passes: 22, attempted: 25, sameRun: true }, { planned: 3 }, cfg, 1);
    const history = designFor({ passes: 22, attempted: 25, records: 1 }, { planned: 3 }, cfg, 1);
    expect(same.input.betweenSd).toBe(0);
    expect(history.input.betweenSd).toBe(cfg.day_to_day_sd);
    // The day's effect cancels between the arms: the same-run null is narrower, so the same drop is caught more often.
    expect(same.nullSd).toBeLessThan(history.nullSd);
    expect(same.operating(0.5).flag).toBeGreaterThan(history.operating(0.5).flag);
  });

  it('reports the source, the base arm and the states new and same-context', () => {
    const arm = { runs: runs(22, 25), passes: 22, attempted: 25, errors: 0, calls: 25 };
    const baselines = rerunBaselines(new Map([['changed', { result: arm, baseHash: 'h0' }]]));
    const pooled = withReruns(undefined, { sha: 'a'.repeat(40), outcomes: new Map(), baselines, extraCalls: 25, notes: [] });
    if (pooled === undefined) throw new Error('expected baselines');
    const id = (name: string) => ({ name, file: `${name}.yaml`, line: 1, role: 'r', planned: 3, threshold: 0.3, contextHash: `pr-${name}`, rule: COUNT_RULE });
    const results = [scenarioResult(id('changed'), runs(3, 3), { passes: 3, failures: 0, errors: 0 }, 'ran'), scenarioResult(id('same'), runs(3, 3), { passes: 3, failures: 0, errors: 0 }, 'ran'), scenarioResult(id('new'), runs(3, 3), { passes: 3, failures: 0, errors: 0 }, 'ran')];
    const report = buildReport({ scenarios: results, calls: 34, durationMs: 0, notes: [], version: 't', config: 'c.yaml', startedAt: '2026-11-01T00:00:00Z' });
    const outcomes = new Map<string, RerunOutcome>([
      ['changed', { kind: 'arm', arm }],
      ['same', { kind: 'same-context' }],
      ['new', { kind: 'new' }],
    ]);
    const out = attachComparisons(report, pooled, cfg, { familySize: 1 }, outcomes);
    const by = new Map(out.scenarios.map((s) => [s.name, s.comparison]));
    expect(by.get('changed')).toMatchObject({ source: 'rerun', baseArm: { passes: 22, runs: 25, calls: 25, errors: 0 }, baseline: { passes: 22, attempted: 25, records: 1 } });
    expect(by.get('changed')?.note).toContain("for the merge base's context, measured in this run");
    expect(by.get('changed')?.dayToDaySd).toBeUndefined();
    expect(by.get('same')).toMatchObject({ state: 'same-context', source: 'rerun', contextUnchanged: true });
    expect(by.get('new')).toMatchObject({ state: 'no-baseline', source: 'rerun' });
    expect(by.get('new')?.note).toContain('not in the suite at the merge base');
  });

  it('a base whose provider this config does not have fails closed: the scenario errors, a failure stays a failure, the counts follow (issue 30 row 10)', () => {
    const id = (name: string) => ({ name, file: `${name}.yaml`, line: 1, role: 'r', planned: 3, threshold: 0.5, contextHash: `pr-${name}`, rule: COUNT_RULE });
    const results = [
      scenarioResult(id('renamed'), runs(3, 3), { passes: 3, failures: 0, errors: 0 }, 'ran'),
      scenarioResult(id('renamed-failing'), runs(0, 3), { passes: 0, failures: 3, errors: 0 }, 'ran'),
      scenarioResult(id('new'), runs(3, 3), { passes: 3, failures: 0, errors: 0 }, 'ran'),
    ];
    const report = buildReport({ scenarios: results, calls: 9, durationMs: 0, notes: [], version: 't', config: 'c.yaml', startedAt: '2026-11-01T00:00:00Z' });
    expect(report.summary).toMatchObject({ passed: 2, failed: 1, errored: 0 });
    const pooled = withReruns(undefined, { sha: 'a'.repeat(40), outcomes: new Map(), baselines: new Map(), extraCalls: 0, notes: [] });
    if (pooled === undefined) throw new Error('expected baselines');
    const why = missingProviderMessage(['main']);
    expect(why).toBe("the base's provider 'main' is not in this config (renamed?); name the base's provider in providers: or set compare.base: history");
    expect(missingProviderMessage(['a', 'b'])).toMatch(/^the base's providers 'a', 'b' are not in this config \(renamed\?\); name the base's providers in providers:/);
    const outcomes = new Map<string, RerunOutcome>([
      ['renamed', { kind: 'missing-provider', why }],
      ['renamed-failing', { kind: 'missing-provider', why }],
      ['new', { kind: 'new' }],
    ]);
    const out = attachComparisons(report, pooled, cfg, { familySize: 1 }, outcomes);
    const by = new Map(out.scenarios.map((s) => [s.name, s]));
    expect(by.get('renamed')?.verdict).toBe('error');
    expect(by.get('renamed')?.reason).toMatch(/^ran; /);
    expect(by.get('renamed')?.reason.endsWith(`; error: could not be compared with the base: ${why}`)).toBe(true);
    expect(by.get('renamed')?.comparison).toMatchObject({ state: 'no-baseline', source: 'rerun', note: `could not be compared with the base: ${why}` });
    expect(by.get('renamed-failing')?.verdict).toBe('fail');
    expect(by.get('new')?.verdict).toBe('pass');
    expect(out.summary).toMatchObject({ passed: 1, failed: 1, errored: 1, regressions: 0 });
    expect(out.verdict).toBe('fail');
    const withoutFailure = attachComparisons(buildReport({ ...report, scenarios: [results[0], results[2]].flatMap((r) => (r ? [r] : [])), calls: 6, durationMs: 0, version: 't', config: 'c.yaml' }), pooled, cfg, { familySize: 1 }, outcomes);
    expect(withoutFailure.verdict).toBe('error');
  });
});

