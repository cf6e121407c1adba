/**
 * The base's threshold verdict of a failing scenario (issue 31 item 1): the rule (baseThresholdVerdict)
 * and how attachComparisons states it (`scenarios[].atBase`, `summary.failingAtBase`, `newlyFailing`).
 */
import { describe, expect, it } from 'vitest';
import { attachComparisons, type PooledBaselines } from '../../src/pipeline/attach-comparisons.js';
import { CompareSchema } from '../../src/config/schema.js';
import { baseThresholdVerdict, type PooledBaseline } from '../../src/stats/compare-baseline.js';
import type { Report, ScenarioResult } from '../../src/report/types.js';
import { report, run, scenario } from '../report/fixtures.js';
import { poolBaseline } from '../../src/history/baseline.js';
import { rerunBaselines } from '../../src/pipeline/base-arm.js';
import { makeRecord } from '../history/make-record.js';

const cfg = CompareSchema.parse({});
const test = { kind: 'test' as const, alpha: 0.0125 };

describe('baseThresholdVerdict', () => {
  it.each([
    // 0 of 12 at the base: the one-sided 98.75% upper bound is 30.6%, below 2/3.
    [{ passes: 0, attempted: 12 }, 'failing'],
    // 4 of 12: the bound is 68.7%: not shown below 2/3, so not excused.
    [{ passes: 4, attempted: 12 }, 'passing'],
    // 40 of 90 (44%): the bound is 56.8%: shown below.
    [{ passes: 40, attempted: 90 }, 'failing'],
    [{ passes: 12, attempted: 12 }, 'passing'],
    [{ passes: 0, attempted: 0 }, 'passing'],
  ] as const)('%o under the test at 2/3 is %s', (base, expected) => {
    expect(baseThresholdVerdict(base, { threshold: 2 / 3, rule: test })).toBe(expected);
  });

  it('under verdict: count, the rate itself decides', () => {
    expect(baseThresholdVerdict({ passes: 7, attempted: 12 }, { threshold: 2 / 3, rule: { kind: 'count' } })).toBe('failing');
    expect(baseThresholdVerdict({ passes: 8, attempted: 12 }, { threshold: 2 / 3, rule: { kind: 'count' } })).toBe('passing');
    // The same 7 of 12 under the test is not evidence enough.
    expect(baseThresholdVerdict({ passes: 7, attempted: 12 }, { threshold: 2 / 3, rule: test })).toBe('passing');
  });
});

function pooled(entries: Record<string, { passes: number; attempted: number; threshold?: number }>): PooledBaselines {
  const byScenario = new Map<string, PooledBaseline>(
    Object.entries(entries).map(([name, b]) => [
      name,
      { ...b, scenario: name, records: 1, tokens: [], latencyMs: [], features: { decomposes: [], risk: [] }, contextHashes: ['h'] },
    ]),
  );
  return { selection: { records: [], source: 'merge-base', note: 'baseline: test' }, byScenario };
}

// 0 of 10: a failure the plain test makes at this α (P = 3⁻¹⁰), and one no day's luck explains (test/pipeline/threshold-day.test.ts).
const failing = (name: string): ScenarioResult =>
  scenario(name, 'fail', { runs: Array.from({ length: 10 }, (_, i) => run(i, { pass: false, failures: ['x'] })), passes: 0, attempted: 10, rule: { kind: 'test', alpha: 0.0125 } });

describe('attachComparisons: atBase', () => {
  it('marks each failing scenario by its base, counts them, and names those failing at the base too', () => {
    const r: Report = report([failing('legacy'), failing('fresh'), failing('brand-new'), scenario('fine', 'pass')]);
    const out = attachComparisons(r, pooled({ legacy: { passes: 0, attempted: 30 }, fresh: { passes: 30, attempted: 30 }, fine: { passes: 30, attempted: 30 } }), cfg, { familySize: 3 });
    const at = Object.fromEntries(out.scenarios.map((s) => [s.name, s.atBase]));
    expect(at).toEqual({ legacy: 'failing', fresh: 'passing', 'brand-new': 'unknown', fine: undefined });
    expect(out.summary).toMatchObject({ failed: 3, failingAtBase: 1, newlyFailing: 1 });
    expect(out.notes).toContain("1 failing scenario fails at the base too (not this change's doing): legacy");
  });

  it('a failing scenario whose context is the base’s (same-context) fails at the base too: this run measured the base', () => {
    const r: Report = report([failing('same')]);
    const out = attachComparisons(r, pooled({}), cfg, { familySize: 1 }, new Map([['same', { kind: 'same-context' }]]));
    expect(out.scenarios[0]?.atBase).toBe('failing');
  });

  it("the base is judged by its own threshold: a pull request that raises the bar makes its failure this change's", () => {
    const raised = { ...failing('raised'), threshold: 0.9 };
    const r: Report = report([raised]);
    // 21 of 30 at the base, whose threshold was 0.5: it passed there. Against the PR's 0.9 it would read as failing.
    const out = attachComparisons(r, pooled({ raised: { passes: 21, attempted: 30, threshold: 0.5 } }), cfg, { familySize: 1 });
    expect(out.scenarios[0]?.atBase).toBe('passing');
    // Without the base's threshold (an older record), the scenario's own is used.
    const older = attachComparisons(r, pooled({ raised: { passes: 21, attempted: 30 } }), cfg, { familySize: 1 });
    expect(older.scenarios[0]?.atBase).toBe('failing');
  });

  it("the pooled baseline and the base arm carry the base's threshold", () => {
    const records = [makeRecord(3, [{ name: 'x', threshold: 0.5 }]), makeRecord(2, [{ name: 'x', threshold: 0.6 }])];
    expect(poolBaseline(records, 'x')?.threshold).toBe(0.5);
    const arm = { runs: [], passes: 20, attempted: 25, errors: 0, calls: 25, threshold: 0.4 };
    expect(rerunBaselines(new Map([['x', { result: arm, baseHash: 'h' }]])).get('x')?.threshold).toBe(0.4);
  });
});
