/**
 * Issue 14, "the threshold has three formats": every place a person (or the reviewer model) reads a pass
 * rate or a threshold shows it in one unit, percent, through one formatter. Threshold 2/3 reads
 * "66.6%" everywhere: never "2/3", "0.667" or "66.7%".
 */
import { describe, expect, it } from 'vitest';
import { overviewPage } from '../../src/dashboard/html.js';
import { buildModel } from '../../src/dashboard/model.js';
import { passStream } from '../../src/drift/streams.js';
import { DriftSchema } from '../../src/config/schema.js';
import { historyView, renderHistoryText } from '../../src/cli/history-command.js';
import { renderConsoleSummary } from '../../src/report/console.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { formatVsBase } from '../../src/report/vs-base.js';
import { scenarioResultsText } from '../../src/review/assemble.js';
import { finalVerdict } from '../../src/stats/verdict.js';
import { makeRecord } from '../history/make-record.js';
import { comparison, report, run, scenario } from './fixtures.js';

const OTHER_FORMS = [/≥ 2\/3/, /threshold 2\/3/, /0\.667/, /66\.7%/, /\b67%/];

function failing() {
  const runs = [run(0), run(1, { pass: false, failures: ['x'] }), run(2, { pass: false, failures: ['x'] })];
  const reason = finalVerdict({ passes: 1, failures: 2, errors: 0 }, 3, 2 / 3).reason;
  return report([scenario('planner', 'fail', { runs, passes: 1, attempted: 3, threshold: 2 / 3, reason })]);
}

function expectOneForm(text: string): void {
  expect(text).toContain('66.6%');
  for (const other of OTHER_FORMS) expect(text).not.toMatch(other);
}

describe('the threshold 2/3 reads the same everywhere', () => {
  it('in the verdict reason (src/stats)', () => {
    expectOneForm(finalVerdict({ passes: 1, failures: 2, errors: 0 }, 3, 2 / 3).reason);
  });
  it('in the console summary', () => {
    expectOneForm(renderConsoleSummary(failing(), { color: false, verbose: true }));
  });
  it('in the JUnit XML', () => {
    expectOneForm(renderJUnit(failing()));
  });
  it('in the Markdown comment', () => {
    expectOneForm(renderMarkdown(failing()));
  });
  it("in the reviewer's payload", () => {
    expectOneForm(scenarioResultsText(failing()));
  });
  it('in a drift finding on the pass rate', () => {
    const series = [1, 2, 3, 4].map((n) => {
      const record = makeRecord(n, [{ passes: n > 2 ? 1 : 3, attempted: 3, threshold: 2 / 3 }]);
      return { record, s: record.scenarios[0]! };
    });
    const stream = passStream(series, DriftSchema.parse({}));
    const { what } = stream.describe({ at: 3, change: 2, statistic: 10, atDay: 3, changeDay: 2, reference: [0, 2] }, stream.days);
    expect(what).toBe('pass rate fell from 100% to 33.3% (threshold 66.6%)');
  });
  it('in `context-eval history`', () => {
    const records = [makeRecord(1, [{ passes: 2, attempted: 3, threshold: 2 / 3 }])];
    const text = renderHistoryText(historyView(records, { source: 'h', problems: [] }));
    expectOneForm(text);
  });
  it('on the dashboard', () => {
    const records = [makeRecord(1, [{ passes: 2, attempted: 3, threshold: 2 / 3 }])];
    expectOneForm(overviewPage(buildModel(records, [], 'h')));
  });
});

describe('a detectable rate reads the same in the comment and in the comparison note', () => {
  it('62.13% is "62.1%", as the note (src/stats/compare-baseline.ts) writes it', () => {
    const text = formatVsBase({ passes: 3, attempted: 3, comparison: comparison({ detectableDrop: 0.3787, detectableRate: 0.6213 }) });
    expect(text).toContain('could have caught a drop to 62.1% or worse');
  });
});
