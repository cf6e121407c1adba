/**
 * A drop against history confirmed by the merge base measured in the same run (issue 31 item 2): the
 * pure decision (src/stats/confirm-drop.ts) and how attachComparisons states it (comparison.confirmation,
 * undecided with its detectable drop and reason, or the drop kept with why it was not confirmed).
 */
import { describe, expect, it } from 'vitest';
import { attachComparisons, regressions, type Confirmation, type PooledBaselines } from '../../src/pipeline/attach-comparisons.js';
import { rerunBaselines, type BaseArmResult } from '../../src/pipeline/base-arm.js';
import { CompareSchema } from '../../src/config/schema.js';
import { confirmDrop, confirmRuns, CONFIRM_RUNS } from '../../src/stats/confirm-drop.js';
import type { PooledBaseline } from '../../src/stats/compare-baseline.js';
import type { ScenarioResult } from '../../src/report/types.js';
import { report, run, scenario } from '../report/fixtures.js';

const cfg = CompareSchema.parse({});

/** The PR's scenario: `passes` of `n` runs, in index order, the failures first (a clear drop is flagged at an early look). */
function pr(passes: number, n: number): ScenarioResult {
  const runs = Array.from({ length: n }, (_, i) => run(i, i < n - passes ? { pass: false, failures: ['x'] } : {}));
  return scenario('s', 'pass', { runs, passes, attempted: n, threshold: 0.1 });
}

function arm(passes: number, runs: number): { result: BaseArmResult; baseline: PooledBaseline } {
  const result: BaseArmResult = { runs: Array.from({ length: runs }, (_, i) => run(i, { pass: i < passes })), passes, attempted: runs, errors: 0, calls: runs };
  const baseline = rerunBaselines(new Map([['s', { result, baseHash: 'b' }]])).get('s')!;
  return { result, baseline };
}

function history(passes: number, attempted: number): PooledBaselines {
  const b: PooledBaseline = { scenario: 's', records: 3, days: 3, passes, attempted, tokens: [], latencyMs: [], features: { decomposes: [], risk: [] }, contextHashes: ['h'] };
  return { selection: { records: [], source: 'merge-base', note: 'baseline: test' }, byScenario: new Map([['s', b]]) };
}

describe('confirmDrop', () => {
  it('confirms a PR far below the base measured on its day, and not one the base matches', () => {
    expect(confirmDrop(pr(3, 15), arm(55, 60).baseline, cfg).confirmed).toBe(true);
    expect(confirmDrop(pr(8, 15), arm(32, 60).baseline, cfg).confirmed).toBe(false);
  });

  it('takes only a base arm measured in this run', () => {
    const { sameRun: _s, ...fromHistory } = arm(55, 60).baseline;
    expect(() => confirmDrop(pr(3, 15), fromHistory, cfg)).toThrow(/sameRun/);
  });

  it('samples compare.rerun_runs, and at least CONFIRM_RUNS', () => {
    expect(confirmRuns({ rerun_runs: 25 })).toBe(CONFIRM_RUNS);
    expect(confirmRuns({ rerun_runs: 200 })).toBe(200);
  });
});

describe('attachComparisons with confirmations', () => {
  // 5 of 15 against 81 of 90: a drop against history.
  const dropped = () => report([pr(5, 15)]);
  it('without a confirmation the drop against history stands (compare.base: history)', () => {
    expect(regressions(attachComparisons(dropped(), history(81, 90), cfg, { familySize: 1 })).map((s) => s.name)).toEqual(['s']);
  });

  it('a base arm that does as poorly makes it undecided, with the drop it could have caught and the reason', () => {
    const a = arm(30, 60);
    const c: Confirmation = { kind: 'arm', arm: a.result, baseline: a.baseline };
    const out = attachComparisons(dropped(), history(81, 90), cfg, { familySize: 1 }, undefined, new Map([['s', c]]));
    const comparison = out.scenarios[0]!.comparison!;
    expect(comparison.state).toBe('undecided');
    expect(comparison.source).toBe('history');
    expect(comparison.confirmation).toEqual({ passes: 30, runs: 60, calls: 60, errors: 0, confirmed: false });
    expect(comparison.detectableDrop).toBeGreaterThan(0);
    expect(comparison.inconclusive).toBe(
      "a drop against history, not confirmed: the merge base's context, measured in this run, passed 30 of 60, this pull request 5 of 15, no worse by the same-day comparison; the day's effect, not shown to be this change's",
    );
    expect(comparison.note).toMatch(/^against history, the pass rate dropped /);
    expect(out.summary.regressions).toBe(0);
  });

  it('a base arm that did better confirms it: still a drop, with the confirmation', () => {
    const a = arm(56, 60);
    const out = attachComparisons(dropped(), history(81, 90), cfg, { familySize: 1 }, undefined, new Map([['s', { kind: 'arm', arm: a.result, baseline: a.baseline }]]));
    expect(out.scenarios[0]!.comparison).toMatchObject({ state: 'drop', confirmation: { confirmed: true, passes: 56, runs: 60 } });
    expect(out.scenarios[0]!.comparison!.note).toMatch(/; confirmed: the merge base's context, measured in this run, passed 56 of 60, this pull request 5 of 15$/);
    expect(out.summary.regressions).toBe(1);
  });

  it('a base that could not be measured leaves the drop, and says why', () => {
    const out = attachComparisons(dropped(), history(81, 90), cfg, { familySize: 1 }, undefined, new Map([['s', { kind: 'unmeasured', why: 'a shallow clone' }]]));
    expect(out.scenarios[0]!.comparison!.state).toBe('drop');
    expect(out.scenarios[0]!.comparison!.note).toMatch(/not confirmed against the merge base measured in this run \(a shallow clone\): the drop against history stands$/);
  });

  it('a base arm cut short by errors (an exhausted budget) is no evidence: the drop stands, and says why', () => {
    const a = arm(20, 40);
    const cut: Confirmation = { kind: 'arm', arm: { ...a.result, errors: 20 }, baseline: a.baseline };
    const out = attachComparisons(dropped(), history(81, 90), cfg, { familySize: 1 }, undefined, new Map([['s', cut]]));
    expect(out.scenarios[0]!.comparison!.state).toBe('drop');
    expect(out.scenarios[0]!.comparison!.confirmation).toBeUndefined();
    expect(out.scenarios[0]!.comparison!.note).toMatch(/\(20 of its 60 runs errored\): the drop against history stands$/);
  });

  it('a scenario that did not drop is left as it is', () => {
    const a = arm(30, 60);
    const out = attachComparisons(report([pr(14, 15)]), history(81, 90), cfg, { familySize: 1 }, undefined, new Map([['s', { kind: 'arm', arm: a.result, baseline: a.baseline }]]));
    expect(out.scenarios[0]!.comparison!.confirmation).toBeUndefined();
    expect(out.scenarios[0]!.comparison!.state).not.toBe('drop');
  });
});

describe('the terminal says why a drop against history is undecided', () => {
  it('one line a scenario, within 80 columns, the first five and how many more', async () => {
    const { renderConsoleSummary } = await import('../../src/report/console.js');
    const a = arm(30, 60);
    const names = Array.from({ length: 7 }, (_, i) => `scenario-with-a-long-name-${i}`);
    const scenarios = names.map((name) => ({ ...pr(5, 15), name }));
    const pooled: PooledBaselines = { selection: history(81, 90).selection, byScenario: new Map(names.map((n) => [n, { ...history(81, 90).byScenario.get('s')!, scenario: n }])) };
    const confirmations = new Map<string, Confirmation>(names.map((n) => [n, { kind: 'arm', arm: a.result, baseline: { ...a.baseline, scenario: n } }]));
    const out = renderConsoleSummary(attachComparisons(report(scenarios), pooled, cfg, { familySize: 7 }, undefined, confirmations), { color: false, width: 80 });
    const lines = out.split('\n');
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    expect(out).toContain('vs base: 7 undecided');
    expect(out.replace(/\s+/g, ' ')).toContain("- scenario-with-a-long-name-0: a drop against history, not confirmed: the merge base measured in this run passed 30 of 60; the day's effect, not this change's");
    expect(out).not.toContain('scenario-with-a-long-name-5:');
    expect(out).toContain('- and 2 more (context-eval show NAME says each)');
  });
});
