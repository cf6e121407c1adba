/**
 * Issue 30 row 2: an undecided scenario (verdict error, state undecided) must not hide anything that an
 * undecided-at-cap "pass" used to show: a drop against the baseline is still a regression, and a
 * scenario that fails closed on a missing base provider (issue 30 row 10) is an error, not undecided.
 */
import { describe, expect, it } from 'vitest';
import { decideGate } from '../../src/action/gate.js';
import { compareExitCode } from '../../src/cli/run-history.js';
import { isRegression } from '../../src/report/headline.js';
import { attachComparisons } from '../../src/pipeline/attach-comparisons.js';
import { missingProviderMessage } from '../../src/pipeline/base-arm.js';
import { withReruns, type RerunOutcome } from '../../src/pipeline/rerun.js';
import { CompareSchema } from '../../src/config/schema.js';
import { createThresholdTest } from '../../src/stats/threshold-test.js';
import { buildReport, scenarioResult, type ScenarioIdentity } from '../../src/runner/result.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';

const runsOf = (outcomes: string): RunResult[] =>
  [...outcomes].map((c, index) => ({ index, pass: c === 'P', tokens: { input: 1, output: 1 }, latencyMs: 1, failures: c === 'P' ? [] : ['x'] }));
const id = (name: string): ScenarioIdentity => ({
  name, file: `${name}.yaml`, line: 1, role: 'r', planned: 1, threshold: 2 / 3, contextHash: `pr-${name}`,
  rule: { kind: 'test', test: createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 1, cap: 1 }) },
});
const thin = scenarioResult(id('thin'), runsOf('P'), { passes: 1, failures: 0, errors: 0 }, 'ran');
const report = (scenarios: ScenarioResult[]) => buildReport({ scenarios, calls: 1, durationMs: 1, notes: [], version: 't', config: 'c', startedAt: '2026-11-01T00:00:00Z' });

describe('undecided hides nothing (issue 30 row 2)', () => {
  it('a drop against the baseline on an undecided scenario is still a regression', () => {
    const dropped: ScenarioResult = { ...thin, comparison: { state: 'drop', source: 'history', runs: 1, behaviourShifts: [], contextUnchanged: false, note: 'n' } as ScenarioResult['comparison'] & object };
    expect(dropped.state).toBe('undecided');
    expect(isRegression(dropped)).toBe(true);
    const g = decideGate(report([dropped]), new Set(['regression']));
    expect(g.fail).toBe(true);
    expect(g.reasons.join('\n')).toMatch(/regressed against the baseline: thin/);
  });

  it('an undecided scenario that fails closed on a missing base provider is an error, not undecided (row 10 stays closed)', () => {
    const pooled = withReruns(undefined, { sha: 'a'.repeat(40), outcomes: new Map(), baselines: new Map(), extraCalls: 0, notes: [] });
    if (pooled === undefined) throw new Error('expected baselines');
    const outcomes = new Map<string, RerunOutcome>([['thin', { kind: 'missing-provider', why: missingProviderMessage(['main']) }]]);
    const out = attachComparisons(report([thin]), pooled, CompareSchema.parse({}), { familySize: 1 }, outcomes);
    expect(out.scenarios[0]?.verdict).toBe('error');
    expect(out.scenarios[0]?.state).toBeUndefined();
    expect(out.summary.undecided).toBeUndefined();
    expect(out.summary.errored).toBe(1);
    const g = decideGate(out, new Set(['error']));
    expect(g.fail).toBe(true);
  });

  it('run --compare: undecided alone exits 3 (not evaluated, nothing failed) under fail-on undecided, 0 without it', () => {
    expect(compareExitCode(report([thin]), new Set(['undecided'])).code).toBe(3);
    const without = compareExitCode(report([thin]), new Set(['threshold', 'regression', 'error']));
    expect(without.code).toBe(0);
    expect(without.lines.join('\n')).toMatch(/^warning: 1 scenario undecided \(not shown/m);
  });
});
