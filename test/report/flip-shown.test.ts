/**
 * Issue 30 row 3: a flip is impossible to miss. A scenario that passed early at 6/7 and reached 17/27 with
 * the runs made for the comparison is "⚠️ undecided" in the comment's row, its problem line says it
 * passed early and then what all the runs show, and the report JSON keeps its state through a re-read.
 */
import { describe, expect, it } from 'vitest';
import { createThresholdTest } from '../../src/stats/threshold-test.js';
import { buildReport, scenarioResult, type ScenarioIdentity } from '../../src/runner/result.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderConsoleSummary } from '../../src/report/console.js';
import { ReportSchema, renderJson } from '../../src/report/json.js';
import type { RunResult } from '../../src/report/types.js';

const runsOf = (outcomes: string): RunResult[] =>
  [...outcomes].map((c, index) => ({ index, pass: c === 'P', tokens: { input: 1, output: 1 }, latencyMs: 1, failures: c === 'P' ? [] : ['x'] }));

const test = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 150 });
const id: ScenarioIdentity = { name: 'flipped', file: 'f.yaml', line: 1, role: 'r', planned: 3, threshold: 2 / 3, rule: { kind: 'test', test } };
const flipped = scenarioResult(id, runsOf('PPPFPPP' + 'PFPFPFPFPFPFPFPFPFPP'), { passes: 17, failures: 10, errors: 0 }, 'ran');
const report = buildReport({ scenarios: [flipped], calls: 27, durationMs: 1, notes: [], version: 't', config: 'c', startedAt: 't' });

describe('a flip in the report (issue 30 row 3)', () => {
  it('the comment: the row is undecided, and the flip is said beside it', () => {
    const md = renderMarkdown(report);
    expect(md).toMatch(/⚠️ undecided/);
    expect(md).toMatch(/passed early at 6 of 7, then 17 of 27 passed/);
    expect(md).not.toMatch(/✅|⚠️ passed/);
  });

  it('the terminal says the flip', () => {
    const text = renderConsoleSummary(report, { color: false }).replace(/\s+/g, ' ');
    expect(text).toMatch(/flipped: undecided, 17 of 27 passed/);
    expect(text).toMatch(/passed early at 6 of 7/);
  });

  it('the JSON keeps the state and the count through a re-read', () => {
    const back = ReportSchema.parse(JSON.parse(renderJson(report)));
    expect(back.scenarios[0]?.state).toBe('undecided');
    expect(back.summary.undecided).toBe(1);
  });
});
