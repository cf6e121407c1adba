/**
 * Issue 31 item 3: failure lines grouped by expectation, each with its pass count and at most two excerpts,
 * in the terminal's failure block and the comment's fold; the counts computed from runs[].held.
 */
import { describe, expect, it } from 'vitest';
import { renderConsoleSummary } from '../../src/report/console.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { COUNT_RULE, scenarioResult, type ScenarioIdentity } from '../../src/runner/result.js';
import type { RunResult } from '../../src/report/types.js';
import { tallyOf } from '../../src/pipeline/merge.js';
import { report } from './fixtures.js';
import { expectGolden } from './golden.js';

const EXPECTATIONS = [
  { kind: 'contains', line: 7, label: 'contains: [ticket]' },
  { kind: 'matches', line: 8, label: 'matches: /^1\\./m' },
  { kind: 'judge', line: 9, label: 'judge: "numbered steps"' },
];

function run(index: number, held: string, failures: string[], extra: Partial<RunResult> = {}): RunResult {
  return { index, pass: failures.length === 0, tokens: { input: 10, output: 5 }, latencyMs: 100, failures, held, ...extra };
}

// Six runs: the ticket is missing in four (each with another excerpt), the list is unnumbered in one, the judge runs only when the rest held.
const RUNS: RunResult[] = [
  run(0, '111', []),
  run(1, '01-', ['contains: expected "ticket", not found in "Plan A"']),
  run(2, '00-', ['contains: expected "ticket", not found in "Plan B"', 'matches: /^1\\./m did not match "Plan B"']),
  run(3, '111', []),
  run(4, '01-', ['contains: expected "ticket", not found in "Plan C"']),
  run(5, '01-', ['contains: expected "ticket", not found in "Plan D"']),
];

const id: ScenarioIdentity = { name: 'plans-with-ticket', file: 'scenarios/p.yaml', line: 2, role: 'planner', planned: 6, threshold: 0.9, rule: COUNT_RULE, expectations: EXPECTATIONS };

function result() {
  return scenarioResult(id, RUNS, tallyOf(RUNS), 'ran');
}

describe('per-expectation counts', () => {
  it('scenarioResult counts each expectation over the runs that evaluated it (not-evaluated judges apart)', () => {
    expect(result().expectations).toEqual([
      { kind: 'contains', line: 7, label: 'contains: [ticket]', passes: 2, evaluated: 6 },
      { kind: 'matches', line: 8, label: 'matches: /^1\\./m', passes: 5, evaluated: 6 },
      { kind: 'judge', line: 9, label: 'judge: "numbered steps"', passes: 2, evaluated: 2 },
    ]);
  });

  it('an errored run counts for no expectation, as it counts for no attempt', () => {
    const runs = [...RUNS, run(6, '1--', [], { pass: false, error: 'judge: timeout' })];
    const r = scenarioResult({ ...id, planned: 7 }, runs, tallyOf(runs), 'ran');
    expect(r.expectations?.[0]).toMatchObject({ passes: 2, evaluated: 6 });
  });

  it('without expectation ids or held outcomes (an older report) there are no counts', () => {
    const { expectations: _, ...bare } = id;
    expect(scenarioResult(bare, RUNS, tallyOf(RUNS), 'ran').expectations).toBeUndefined();
  });
});

describe('the terminal failure block', () => {
  const text = renderConsoleSummary(report([result()]), { color: false, width: 80 });

  it('groups the failure lines by expectation with a count and at most two excerpts', () => {
    expect(text).toContain('contains: [ticket] (line 7): held in 2 of 6 runs');
    expect(text).toContain('matches: /^1\\./m (line 8): held in 5 of 6 runs');
    expect(text).toContain('Plan A');
    expect(text).toContain('Plan B');
    expect(text).not.toContain('Plan C');
    expect(text).not.toContain('Plan D');
    expect(text).not.toMatch(/1× contains/);
    for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  });
});

describe('the comment fold', () => {
  const md = renderMarkdown(report([result()]));

  it('has one bullet per failing expectation with its count, not one per distinct line', () => {
    expect(md).toMatch(/- `contains: \[ticket\]` \(line 7\): held in 2 of 6 runs/);
    expect(md).toMatch(/- `matches: \/\^1\\\.\/m` \(line 8\): held in 5 of 6 runs/);
    expect(md).not.toContain('Plan C');
    expect(md).not.toMatch(/1× contains/);
  });
});

describe('golden', () => {
  it('the comment and the terminal of a scenario with per-expectation counts', () => {
    const r = report([result()]);
    expectGolden('expectations.md', renderMarkdown(r));
    expectGolden('expectations.console.txt', renderConsoleSummary(r, { color: false, width: 80 }));
  });
});

describe('a passing scenario in the comment', () => {
  it('its broken expectations are counted too', () => {
    const runs = [run(0, '111', []), run(1, '01-', ['contains: expected "ticket", not found in "Plan A"']), run(2, '111', []), run(3, '111', [])];
    const s = scenarioResult({ ...id, threshold: 0.5, planned: 4 }, runs, tallyOf(runs), 'ran');
    expect(s.verdict).toBe('pass');
    const md = renderMarkdown(report([s]));
    expect(md).toMatch(/`contains: \[ticket\]` \(line 7\): held in 3 of 4 runs; e\.g\. contains: expected "ticket"/);
  });
});
