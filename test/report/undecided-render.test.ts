/**
 * Issue 30 row 2 / item 2: an undecided scenario is shown as such everywhere — the terminal, the comment's
 * headline and table, the JUnit file — never with ✅ and never as "passed", and never as "runs errored"
 * when none did. A real undecided replay (runs 1, max_runs 1) feeds every renderer.
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest } from '../../src/stats/threshold-test.js';
import { buildReport, scenarioResult, type ScenarioIdentity } from '../../src/runner/result.js';
import { renderConsoleSummary } from '../../src/report/console.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { headline } from '../../src/report/headline.js';
import { renderJUnit } from '../../src/report/junit.js';
import { summaryLine } from '../../src/report/format.js';
import type { RunResult } from '../../src/report/types.js';

const runsOf = (outcomes: string): RunResult[] =>
  [...outcomes].map((c, index) => ({ index, pass: c === 'P', tokens: { input: 1, output: 1 }, latencyMs: 1, failures: c === 'P' ? [] : ['x'] }));

const id = (name: string): ScenarioIdentity => ({
  name, file: `${name}.yaml`, line: 1, role: 'r', planned: 1, threshold: 2 / 3,
  rule: { kind: 'test', test: createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 1, cap: 1 }) },
});

const thin = scenarioResult(id('thin'), runsOf('P'), { passes: 1, failures: 0, errors: 0 }, 'ran');
const report = buildReport({ scenarios: [thin], calls: 1, durationMs: 1, notes: [], version: 't', config: 'c', startedAt: 't' });

describe('an undecided scenario in every rendering (issue 30 row 2)', () => {
  it('the fixture is undecided', () => {
    expect(thin).toMatchObject({ verdict: 'error', state: 'undecided', passes: 1, attempted: 1, errors: 0 });
  });

  it('the terminal says undecided, not "runs errored" and not passed', () => {
    const text = renderConsoleSummary(report, { color: false });
    expect(text).toMatch(/thin: undecided/);
    expect(text).not.toMatch(/runs errored/);
    expect(text).toMatch(/1 undecided/);
    expect(text).not.toMatch(/\bpassed, 1 of 1|✅|✓ thin/);
  });

  it('the headline names it under its own word and never shows ✅', () => {
    const h = headline(report, undefined, 'context-eval', new Set(['threshold', 'error']));
    expect(h).toMatch(/⚠️ 1 undecided \(not in fail-on\)/);
    expect(h).not.toMatch(/✅|not evaluated/);
    expect(headline(report, undefined, 'context-eval', new Set(['undecided']))).toMatch(/⚠️ 1 undecided(?! \()/);
  });

  it('the comment table says undecided, never passed', () => {
    const md = renderMarkdown(report);
    expect(md).toMatch(/⚠️ undecided/);
    expect(md).not.toMatch(/✅|⚠️ passed|thin evidence/);
  });

  it('the summary line and JUnit say undecided', () => {
    expect(summaryLine(report)).toMatch(/1 undecided/);
    expect(summaryLine(report)).not.toMatch(/could not be evaluated/);
    const xml = renderJUnit(report);
    expect(xml).toMatch(/<error message="undecided/);
    expect(xml).not.toMatch(/runs errored/);
  });
});
