/**
 * Issue 32, item 1: one vocabulary on every surface (docs/concepts.md, "How the reports speak"). One
 * report is rendered by every renderer — the comment, the job summary, the terminal (80 columns, plain
 * and --verbose), JUnit, the annotations and the gate's log lines — and each is read for the same
 * counts ("1 of 3", never "1/3"), the same state words ("not evaluated", never "could not evaluate" or
 * "could not be evaluated") and marks with one meaning (⚠️ and ! only beside "not evaluated").
 */
import { describe, expect, it } from 'vitest';
import { annotationsFor, decideGate } from '../../src/action/gate.js';
import { renderConsoleSummary } from '../../src/report/console.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderShow } from '../../src/report/show.js';
import { overviewPage, scenarioPage } from '../../src/dashboard/html.js';
import { buildModel } from '../../src/dashboard/model.js';
import { exactInterval } from '../../src/stats/interval.js';
import { makeRecord } from '../history/make-record.js';
import type { Report } from '../../src/report/types.js';
import { finalVerdict } from '../../src/stats/verdict.js';
import { createThresholdTest, replayThresholdTest } from '../../src/stats/threshold-test.js';
import { comparison, report, run, scenario } from './fixtures.js';

const timeout = { pass: false, error: 'timeout after 60000 ms', tokens: { input: 0, output: 0 } };

/** One report with every state: its reasons written by src/stats as a real run writes them. */
function oneReport(): Report {
  const why = 'ran because prompts/planner.md changed';
  const failRuns = [run(0), run(1, { pass: false, failures: ['absent: found "delete"'] }), run(2, { pass: false, failures: ['absent: found "delete"'] })];
  const errorRuns = [run(0), run(1, timeout), run(2, timeout)];
  const r = report(
    [
      scenario('planner-passes', 'pass', { reason: `${why}; ${finalVerdict({ passes: 3, failures: 0, errors: 0 }, 3, 2 / 3).reason}`, comparison: comparison() }),
      scenario('planner-fails', 'fail', { runs: failRuns, reason: `${why}; ${finalVerdict({ passes: 1, failures: 2, errors: 0 }, 3, 2 / 3).reason}` }),
      scenario('reviewer-errors', 'error', { role: 'reviewer', runs: errorRuns, reason: `${why}; ${finalVerdict({ passes: 1, failures: 0, errors: 2 }, 3, 2 / 3).reason}` }),
      scenario('planner-drops', 'pass', {
        runs: Array.from({ length: 9 }, (_, i) => run(i, i % 3 === 2 ? { pass: false, failures: ['contains: "tests" not found'] } : {})),
        passes: 6,
        attempted: 9,
        comparison: comparison({ state: 'drop', runs: 9 }),
      }),
      scenario('summariser-unaffected', 'skipped'),
    ],
    ['baseline: 5 record(s) at the merge base abc1234'],
  );
  return { ...r, summary: { ...r.summary, regressions: 1 } };
}

function surfaces(r: Report): Record<string, string> {
  const annotations = annotationsFor(r, (f) => f).shown.map((a) => `${a.title}\n${a.message}`);
  const gate = decideGate(r, new Set(['threshold', 'regression', 'error']));
  return {
    comment: renderMarkdown(r, { links: undefined }),
    summary: renderMarkdown(r, { full: true }),
    terminal: renderConsoleSummary(r, { color: false, width: 80 }),
    verbose: renderConsoleSummary(r, { color: false, width: 80, verbose: true }),
    junit: renderJUnit(r),
    annotations: annotations.join('\n'),
    gate: [...gate.reasons, ...gate.warnings].join('\n'),
    show: r.scenarios
      .filter((s) => s.verdict === 'fail' || s.verdict === 'error')
      .map((s) => renderShow({ report: r, scenario: s, run: s.runs.find((x) => !x.pass) ?? s.runs[0]!, picked: true, where: 'report.json', kept: { failed: 2000, passed: 2000 } }))
      .join('\n'),
  };
}

describe('one vocabulary on every surface', () => {
  const all = surfaces(oneReport());

  it.each(Object.keys(all))('%s: a count is "k of n", never "k/n"', (name) => {
    const text = all[name] ?? '';
    expect(text).not.toMatch(/\b\d+\/\d+\b/);
    // The gate's log lines count scenarios, not runs.
    if (name !== 'gate') expect(text).toMatch(/\b1 of 3\b/);
  });

  it.each(Object.keys(all))('%s: an error is "not evaluated", spelled one way', (name) => {
    const text = all[name] ?? '';
    expect(text).toMatch(/not evaluated/i);
    expect(text).not.toMatch(/could not (be )?evaluated?|couldn't|unevaluated|\(s\)/i);
  });

  it.each(['comment', 'summary'])('%s: ⚠️ stands only beside "not evaluated", and a pass is never marked ⚠️', (name) => {
    for (const line of (all[name] ?? '').split('\n')) {
      if (line.includes('⚠️')) expect(line, line).toMatch(/not evaluated/);
      expect(line, line).not.toMatch(/⚠️ passed/);
    }
  });

  it.each(['terminal', 'verbose'])('%s: "!" marks only a scenario that was not evaluated', (name) => {
    for (const line of (all[name] ?? '').split('\n')) if (line.startsWith('! ')) expect(line).toMatch(/not evaluated/);
  });

  it.each(['comment', 'summary', 'terminal', 'verbose'])('%s: the verdict line of an error reads NOT EVALUATED or "not evaluated"', (name) => {
    const r = report([scenario('reviewer-errors', 'error', { runs: [run(0), run(1, timeout), run(2, timeout)] })]);
    const text = surfaces(r)[name] ?? '';
    expect(text).toMatch(/not evaluated/i);
    expect(text).not.toMatch(/could not/i);
  });
});

describe('one way to write an interval', () => {
  it('the comment, the terminal and the dashboard write 3 of 5 passes\' interval alike: one formatter, one % at the end', () => {
    const ci = exactInterval(3, 5);
    const r = report([scenario('planner', 'pass', { runs: [run(0), run(1), run(2), run(3, { pass: false, failures: ['x'] }), run(4, { pass: false, failures: ['x'] })], passes: 3, attempted: 5, threshold: 0.6, interval: ci })]);
    const model = buildModel([makeRecord(1, [{ name: 'planner', passes: 3, attempted: 5, threshold: 0.6 }])], [], 'h');
    const page = scenarioPage(model.scenarios[0]!);
    const dashboard = /data-label="95% interval">([^<]*)</.exec(page)?.[1];
    const comment = /\| planner \|[^|]*\| [^|]*· ([^|]*?) \|/.exec(renderMarkdown(r))?.[1];
    const terminal = renderConsoleSummary(r, { color: false, width: 100, verbose: true }).split('\n').find((l) => l.includes('planner  '));
    expect(dashboard).toMatch(/^\d+(\.\d+)?–\d+(\.\d+)?%$/);
    expect(comment).toBe(dashboard);
    expect(terminal).toContain(` ${dashboard} `);
    expect(overviewPage(model)).not.toMatch(/\d%–\d/);
  });
});

describe('the reasons src/stats writes are in the vocabulary at the source (issue 32 item 5)', () => {
  // `run --verbose`, report.json and every renderer show a scenario's reason: "2 of 3 passed", never "2/3 passed".
  const oldCount = /\b\d+\/\d+ (passed|held|runs?)\b/;
  const outcomes = (text: string) => [...text].map((c, index) => ({ index, pass: c === 'P', ...(c === 'E' ? { error: 'timeout' } : {}) }));
  const test = createThresholdTest({ threshold: 2 / 3, tolerance: 0.1, alpha: 0.05, planned: 3, cap: 30 });
  const reasons = {
    'finalVerdict pass': finalVerdict({ passes: 2, failures: 1, errors: 0 }, 3, 2 / 3).reason,
    'finalVerdict fail with errors': finalVerdict({ passes: 0, failures: 2, errors: 1 }, 3, 2 / 3).reason,
    'finalVerdict error': finalVerdict({ passes: 1, failures: 0, errors: 2 }, 3, 2 / 3).reason,
    'threshold test pass': replayThresholdTest(test, outcomes('PPPPPPP')).reason,
    'threshold test fail': replayThresholdTest(test, outcomes('FFFFFFF')).reason,
    'threshold test with errors': replayThresholdTest(test, outcomes('PPEPPPP')).reason,
    'threshold test undecided': replayThresholdTest(test, outcomes('PFP')).reason,
  };

  it.each(Object.entries(reasons))('%s: %s', (_name, reason) => {
    expect(reason).not.toMatch(oldCount);
    expect(reason).not.toMatch(/\b\d+\/\d+\b/);
    expect(reason).toMatch(/\b\d+ of \d+ passed\b/);
  });
});
