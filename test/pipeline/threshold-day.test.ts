/**
 * Issue 31 item 2: the threshold test's null carries the day effect. A scenario that held its threshold
 * at the base and runs below it on the PR's day is failed only when the day's luck cannot explain it;
 * otherwise it is undecided (shown neither above nor below its threshold), and the reason names the
 * day-to-day sd the null assumed and where that sd came from.
 */
import { describe, expect, it } from 'vitest';
import { attachComparisons, type PooledBaselines } from '../../src/pipeline/attach-comparisons.js';
import { CompareSchema } from '../../src/config/schema.js';
import type { PooledBaseline } from '../../src/stats/compare-baseline.js';
import type { Report, ScenarioResult } from '../../src/report/types.js';
import { binomialCdf } from '../../src/stats/binomial.js';
import { dayNullCdf, failsBeyondTheDay } from '../../src/stats/threshold-day.js';
import { dayEffectCdf } from '../../src/stats/null-prior.js';
import { report, run, scenario } from '../report/fixtures.js';

const cfg = CompareSchema.parse({});
const THETA = 2 / 3;
const ALPHA = 0.0025; // one scenario's share at m = 20

function pooled(entries: Record<string, { passes: number; attempted: number; sameRun?: boolean; records?: number }>): PooledBaselines {
  const byScenario = new Map<string, PooledBaseline>(
    Object.entries(entries).map(([name, b]) => [
      name,
      { records: 5, ...b, scenario: name, tokens: [], latencyMs: [], features: { decomposes: [], risk: [] }, contextHashes: ['h'] },
    ]),
  );
  return { selection: { records: [], source: 'merge-base', note: 'baseline: test' }, byScenario };
}

/** A scenario the plain threshold test failed with `passes` of `runs`. */
function failedPlain(name: string, passes: number, runs: number, extra: Partial<ScenarioResult> = {}): ScenarioResult {
  return scenario(name, 'fail', {
    runs: Array.from({ length: runs }, (_, i) => run(i, i < passes ? { pass: true } : { pass: false, failures: ['x'] })),
    passes,
    attempted: runs,
    planned: 3,
    threshold: THETA,
    rule: { kind: 'test', alpha: ALPHA, tolerance: 0.1, maxRuns: 150 },
    ...extra,
  });
}

describe('dayNullCdf', () => {
  it('is the binomial CDF at the threshold when the day sd is 0', () => {
    for (const [k, n] of [[3, 10], [30, 60], [59, 60]] as const) expect(dayNullCdf(k, n, THETA, 0)).toBeCloseTo(binomialCdf(k, n, THETA), 12);
  });

  it("tends to the day effect's own CDF as the runs grow (the day's rate is all that is left)", () => {
    const n = 20000;
    for (const rate of [0.55, 0.6, 0.64]) {
      const k = Math.round(rate * n);
      expect(dayNullCdf(k, n, THETA, 0.05)).toBeCloseTo(dayEffectCdf((k / n - THETA) / 0.05), 2);
    }
  });

  it('widens the lower tail: a day sd makes a low count likelier under the null', () => {
    expect(dayNullCdf(30, 60, THETA, 0.05)).toBeGreaterThan(dayNullCdf(30, 60, THETA, 0) * 3);
    expect(dayNullCdf(30, 60, THETA, 0.12)).toBeGreaterThan(dayNullCdf(30, 60, THETA, 0.05));
  });
});

describe('attachComparisons: a plain failure on a scenario that held its threshold at the base', () => {
  // 28 of 60 (50%): the plain test fails it at this α; a day sd of 0.05 explains it.
  it('the numbers of the case: the plain test fails 28 of 60, the day-aware one does not, 10 of 60 fails both', () => {
    expect(binomialCdf(28, 60, THETA)).toBeLessThan(ALPHA);
    expect(failsBeyondTheDay(28, 60, THETA, ALPHA, 0.05).fails).toBe(false);
    expect(failsBeyondTheDay(10, 60, THETA, ALPHA, 0.05).fails).toBe(true);
  });

  it("is undecided, not failed, when the day's luck explains it, and says which day sd it assumed", () => {
    const r: Report = report([failedPlain('wobbly', 28, 60)]);
    const out = attachComparisons(r, pooled({ wobbly: { passes: 350, attempted: 500 } }), cfg, { familySize: 20 });
    const s = out.scenarios[0]!;
    expect(s.verdict).toBe('error');
    expect(s.state).toBe('undecided');
    expect(s.atBase).toBeUndefined();
    expect(s.reason).toMatch(/day-to-day sd of 0\.05 \(compare\.day_to_day_sd, configured\)/);
    expect(s.reason).toMatch(/28 of 60/);
    expect(out.summary).toMatchObject({ failed: 0, undecided: 1, newlyFailing: 0 });
    expect(out.verdict).not.toBe('fail');
  });

  it('stays failed, newly failing, when the drop is beyond the day', () => {
    const out = attachComparisons(report([failedPlain('broken', 10, 60)]), pooled({ broken: { passes: 450, attempted: 500 } }), cfg, { familySize: 20 });
    expect(out.scenarios[0]).toMatchObject({ verdict: 'fail', atBase: 'passing' });
    expect(out.summary).toMatchObject({ failed: 1, newlyFailing: 1 });
  });

  it('a scenario failing at the base too keeps its plain verdict (its days already show its rate)', () => {
    const out = attachComparisons(report([failedPlain('legacy', 28, 60)]), pooled({ legacy: { passes: 200, attempted: 500 } }), cfg, { familySize: 20 });
    expect(out.scenarios[0]).toMatchObject({ verdict: 'fail', atBase: 'failing' });
  });

  it('a base measured in the same run shares its day: nothing to carry', () => {
    const out = attachComparisons(report([failedPlain('armed', 28, 60)]), pooled({ armed: { passes: 350, attempted: 500, sameRun: true } }), cfg, { familySize: 20 });
    expect(out.scenarios[0]).toMatchObject({ verdict: 'fail', atBase: 'passing' });
  });

  it('a scenario with no baseline keeps its plain verdict', () => {
    const out = attachComparisons(report([failedPlain('fresh', 28, 60)]), pooled({}), cfg, { familySize: 20 });
    expect(out.scenarios[0]).toMatchObject({ verdict: 'fail', atBase: 'unknown' });
  });

  it('a count rule is a count, not a test: no null to carry', () => {
    const counted = failedPlain('counted', 28, 60, { rule: { kind: 'count' } });
    const out = attachComparisons(report([counted]), pooled({ counted: { passes: 350, attempted: 500 } }), cfg, { familySize: 20 });
    expect(out.scenarios[0]?.verdict).toBe('fail');
  });

  it("an own rule's failure is never the day's: the scenario stays failed", () => {
    const gated = failedPlain('gated', 28, 60, { gates: [{ expectation: 'never_calls: delete_*', line: 4, rule: 'count', threshold: 1, verdict: 'fail', passes: 59, attempted: 60, reason: 'called delete_file at step 2' }] as never });
    const out = attachComparisons(report([gated]), pooled({ gated: { passes: 350, attempted: 500 } }), cfg, { familySize: 20 });
    expect(out.scenarios[0]?.verdict).toBe('fail');
  });
});

describe('attachComparisons: a decided drop is never the day\'s luck', () => {
  it('keeps the failure of a scenario whose comparison decided a drop', () => {
    // 28 of 60 against a base of 495 of 500: the comparison decides a drop; the failure is this change's.
    const out = attachComparisons(report([failedPlain('dropped', 28, 60)]), pooled({ dropped: { passes: 495, attempted: 500 } }), cfg, { familySize: 1 });
    expect(out.scenarios[0]?.comparison?.state).toBe('drop');
    expect(out.scenarios[0]).toMatchObject({ verdict: 'fail', atBase: 'passing' });
  });
});
