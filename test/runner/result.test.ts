import { describe, it, expect } from 'vitest';
import { COUNT_RULE, buildReport, exitCodeFor, overallVerdict, scenarioResult, skippedResult, type ScenarioIdentity } from '../../src/runner/result.js';
import { exactInterval } from '../../src/stats/interval.js';
import type { RunResult, ScenarioResult, Verdict } from '../../src/report/types.js';

const id: ScenarioIdentity = { name: 'triage', file: 'scenarios/triage.yaml', line: 4, role: 'reviewer', planned: 3, threshold: 2 / 3, rule: COUNT_RULE };

function run(index: number, pass: boolean, tokens = { input: 10, output: 1 }, error?: string): RunResult {
  return { index, pass, tokens, latencyMs: 5, failures: [], ...(error === undefined ? {} : { error }) };
}

function withVerdict(verdict: Verdict, runs: RunResult[] = []): ScenarioResult {
  return { ...skippedResult(id, 'x'), verdict, runs };
}

describe('scenarioResult', () => {
  it('states the verdict, the counts and the exact interval over the evaluated runs', () => {
    const runs = [run(0, true), run(1, false), run(2, true)];
    const r = scenarioResult(id, runs, { passes: 2, failures: 1, errors: 0 }, 'all expectations');
    expect(r).toMatchObject({ name: 'triage', file: 'scenarios/triage.yaml', line: 4, role: 'reviewer', verdict: 'pass' });
    expect(r).toMatchObject({ passes: 2, attempted: 3, errors: 0, planned: 3, threshold: 2 / 3, runs, stoppedEarly: false });
    expect(r.interval).toEqual(exactInterval(2, 3));
    expect(r.reason).toBe('all expectations; 2 of 3 passed, at or above the threshold 66.6%');
    expect('contextHash' in r).toBe(false);
  });

  it('errored runs are not attempted: the interval is over passes and failures only', () => {
    const r = scenarioResult(id, [run(0, true), run(1, false, undefined, 'timeout'), run(2, true)], { passes: 2, failures: 0, errors: 1 }, 'w');
    expect(r.attempted).toBe(2);
    expect(r.errors).toBe(1);
    expect(r.interval).toEqual(exactInterval(2, 2));
  });

  it('says when sampling stopped early, and never for an error verdict', () => {
    const early = scenarioResult(id, [run(0, true), run(1, true)], { passes: 2, failures: 0, errors: 0 }, 'w');
    expect(early.stoppedEarly).toBe(true);
    expect(early.reason).toMatch(/\(stopped after 2 of 3 runs: the verdict could no longer change\)$/);
    const errored = scenarioResult(id, [run(0, false, undefined, 'x'), run(1, false, undefined, 'y')], { passes: 0, failures: 0, errors: 2 }, 'w');
    expect(errored.verdict).toBe('error');
    expect(errored.stoppedEarly).toBe(false);
    expect(errored.reason).not.toContain('stopped after');
    const full = scenarioResult(id, [run(0, true), run(1, true), run(2, true)], { passes: 3, failures: 0, errors: 0 }, 'w');
    expect(full.stoppedEarly).toBe(false);
  });

  it('keeps the context hash when there is one', () => {
    expect(scenarioResult({ ...id, contextHash: 'abc' }, [], { passes: 0, failures: 0, errors: 0 }, 'w').contextHash).toBe('abc');
    expect(skippedResult({ ...id, contextHash: 'abc' }, 'only').contextHash).toBe('abc');
  });
});

describe('skippedResult', () => {
  it('is skipped with nothing run and the widest interval', () => {
    expect(skippedResult(id, 'not affected')).toEqual({
      name: 'triage',
      file: 'scenarios/triage.yaml',
      line: 4,
      role: 'reviewer',
      verdict: 'skipped',
      passes: 0,
      attempted: 0,
      errors: 0,
      planned: 3,
      threshold: 2 / 3,
      interval: { low: 0, high: 1 },
      reason: 'not affected',
      runs: [],
      stoppedEarly: false,
    });
  });
});

describe('overallVerdict', () => {
  it('fail wins over error, error over pass, pass over skipped', () => {
    expect(overallVerdict([withVerdict('pass'), withVerdict('error'), withVerdict('fail')])).toBe('fail');
    expect(overallVerdict([withVerdict('pass'), withVerdict('error'), withVerdict('skipped')])).toBe('error');
    expect(overallVerdict([withVerdict('skipped'), withVerdict('pass')])).toBe('pass');
    expect(overallVerdict([withVerdict('skipped')])).toBe('skipped');
    expect(overallVerdict([])).toBe('skipped');
  });
});

describe('buildReport', () => {
  it('sums input and output tokens over every run of every scenario, and counts the verdicts', () => {
    const scenarios = [
      withVerdict('pass', [run(0, true, { input: 100, output: 7 }), run(1, true, { input: 50, output: 3 })]),
      withVerdict('fail', [run(0, false, { input: 20, output: 11 })]),
      withVerdict('error'),
      withVerdict('skipped'),
      withVerdict('pass'),
    ];
    const report = buildReport({ scenarios, calls: 3, durationMs: 1234, notes: ['n'], version: '1.2.3', config: 'context-eval.yaml', startedAt: '2024-01-01T00:00:00Z' });
    expect(report.verdict).toBe('fail');
    expect(report.summary).toEqual({ total: 5, passed: 2, failed: 1, errored: 1, skipped: 1, calls: 3, cached: 0, tokens: { input: 170, output: 21 }, durationMs: 1234 });
    expect(report.scenarios).toBe(scenarios);
    expect(report.notes).toEqual(['n']);
    expect(report.tool).toEqual({ name: 'context-eval', version: '1.2.3' });
    expect(report.config).toBe('context-eval.yaml');
    expect(report.startedAt).toBe('2024-01-01T00:00:00Z');
  });
});

describe('what runs cost and which were cached', () => {
  const priced = (index: number, cost: number | undefined, cached?: boolean): RunResult => ({
    ...run(index, true),
    ...(cost === undefined ? {} : { cost }),
    ...(cached === undefined ? {} : { cached }),
  });

  it("a scenario's cost is the sum of its priced runs, and absent when no run was priced", () => {
    const r = scenarioResult(id, [priced(0, 0.25), priced(1, undefined), priced(2, 0.5)], { passes: 3, failures: 0, errors: 0 }, 'w');
    expect(r.cost).toBe(0.75);
    const unpriced = scenarioResult(id, [priced(0, undefined), priced(1, undefined)], { passes: 2, failures: 0, errors: 0 }, 'w');
    expect('cost' in unpriced).toBe(false);
    expect('contextHash' in skippedResult(id, 'only')).toBe(false);
  });

  it("the summary counts the cached runs and states the invocation's cost only when there is one", () => {
    const scenarios = [withVerdict('pass', [priced(0, undefined, true), priced(1, 0.1, false), priced(2, 0.1)]), withVerdict('pass', [priced(0, undefined, true)])];
    const args = { scenarios, calls: 2, durationMs: 1, notes: [], version: '1', config: 'c.yaml', startedAt: 't' };
    const report = buildReport({ ...args, cost: 0.2 });
    expect(report.summary.cached).toBe(2);
    expect(report.summary.cost).toBe(0.2);
    expect('cost' in buildReport(args).summary).toBe(false);
  });
});

describe('exitCodeFor', () => {
  it('is 1 on fail, 3 on error, 0 otherwise', () => {
    expect(exitCodeFor('fail')).toBe(1);
    expect(exitCodeFor('error')).toBe(3);
    expect(exitCodeFor('pass')).toBe(0);
    expect(exitCodeFor('skipped')).toBe(0);
  });
});
