/**
 * Issue 22, item 4 (Why 5, 6, 9): the terminal tells the story at any width. A 200-scenario run with 3
 * failures, rendered by the pure renderer: it fits the width, lists what went wrong (not the 197 that
 * passed), shows the comparison with the baseline, and ends on the verdict line with calls, tokens,
 * cost, rate limits, retries and elapsed time.
 */
import { describe, expect, it } from 'vitest';
import { renderConsoleSummary } from '../../src/report/console.js';
import type { Report, ScenarioResult } from '../../src/report/types.js';
import { comparison, report, run, scenario } from './fixtures.js';

const FAILING = new Set([7, 42, 150]);
const LONG_FAILURE = 'contains: expected "RESULT: PASS" in the output; found no occurrence (output: "RESULT: FAIL, the plan deletes the old module and rewrites the tests")';

function name(i: number): string {
  return `planner-scenario-${String(i).padStart(3, '0')}`;
}

function failing(i: number): ScenarioResult {
  const runs = Array.from({ length: 45 }, (_, k) => run(k, k % 3 === 0 ? {} : { pass: false, failures: [LONG_FAILURE] }));
  return scenario(name(i), 'fail', {
    file: 'scenarios/suite.yaml',
    line: 5 * i + 2,
    runs,
    passes: 15,
    attempted: 45,
    planned: 3,
    interval: { low: 0.2, high: 0.52 },
    reason: 'ran: no changed-file filter, every selected scenario runs; 15/45 passed: below the threshold 66.6% (shown with 99.98% confidence)',
    evidence: 'at most 52% with 95% confidence after 45 runs; threshold 66.6%',
  });
}

/** 200 scenarios, 3 failing, priced, with 429s and retries: what the tmux check of the issue runs. */
function twoHundred(over: (i: number, s: ScenarioResult) => ScenarioResult = (_i, s) => s): Report {
  const scenarios = Array.from({ length: 200 }, (_, i) =>
    over(
      i,
      FAILING.has(i)
        ? failing(i)
        : scenario(name(i), 'pass', {
            file: 'scenarios/suite.yaml',
            line: 5 * i + 2,
            evidence: 'at least 72% with 95% confidence after 11 runs; threshold 66.6%',
          }),
    ),
  );
  const r = report(scenarios, ['Everything ran: no changed-file filter, every selected scenario runs.']);
  return { ...r, summary: { ...r.summary, calls: 1227, tokens: { input: 490_800, output: 98_160 }, durationMs: 80_000, cost: 1.76688, rateLimited: 12, retries: 9 } };
}

const widthOf = (line: string) => Array.from(line).length;

function lines(text: string): string[] {
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n');
}

describe('the terminal summary of a 200-scenario run with 3 failures', () => {
  it.each([80, 100, 60])('fits %i columns, every line', (width) => {
    for (const verbose of [false, true]) {
      const text = renderConsoleSummary(twoHundred(), { color: false, width, verbose });
      const over = lines(text).filter((l) => widthOf(l) > width);
      expect(over, `lines wider than ${width} (verbose: ${verbose})`).toEqual([]);
    }
  });

  it('takes at most 25 lines at 80 columns and does not list the 197 that passed', () => {
    const text = renderConsoleSummary(twoHundred(), { color: false, width: 80 });
    expect(lines(text).length).toBeLessThanOrEqual(25);
    expect(text).not.toContain('planner-scenario-000');
    expect(text).toContain('197 passed (--verbose lists them)');
    for (const i of FAILING) expect(text).toContain(name(i));
  });

  it('lists the passing ones with --verbose', () => {
    const text = renderConsoleSummary(twoHundred(), { color: false, width: 80, verbose: true });
    expect(text).toContain('planner-scenario-000');
    expect(text).toContain('planner-scenario-199');
    expect(text).not.toContain('--verbose lists them');
  });

  it('shows the evidence of a failing scenario', () => {
    const text = renderConsoleSummary(twoHundred(), { color: false, width: 80 });
    expect(text).toContain('at most 52% with 95% confidence after 45 runs; threshold 66.6%');
  });

  it('ends on the verdict line, with calls, tokens, cost, rate limits, retries and elapsed time at the end', () => {
    const all = lines(renderConsoleSummary(twoHundred(), { color: false, width: 80 }));
    const last = all.at(-1) ?? '';
    expect(last).toMatch(/^context-eval: FAILED · 200 scenarios: 197 passed, 3 failed/);
    expect(last).toContain('1 min 20 s');
    // What does not fit beside the verdict goes on the line just above it.
    const block = all.slice(-2).join('\n');
    for (const part of ['1227 calls', '589k tokens', 'cost 1.767', '12 rate limited', '9 retries']) expect(block).toContain(part);
  });

  it('ends on one verdict line holding everything when the terminal is wide', () => {
    const last = lines(renderConsoleSummary(twoHundred(), { color: false, width: 200 })).at(-1) ?? '';
    for (const part of ['context-eval: FAILED', '1227 calls', '589k tokens', 'cost 1.767', '12 rate limited', '9 retries', '1 min 20 s']) expect(last).toContain(part);
  });
});

describe('the terminal summary of a compared run (run --compare)', () => {
  const compared = () =>
    twoHundred((i, s) => {
      if (i === 7) return { ...s, comparison: comparison({ state: 'drop', runs: 45 }) };
      if (i === 42) return { ...s, comparison: comparison({ state: 'no-baseline', baseline: undefined }) };
      // Passed its threshold, but dropped against the baseline: a regression, listed.
      if (i === 99) return { ...s, comparison: comparison({ state: 'drop', runs: 9 }), passes: 6, attempted: 9 };
      return { ...s, comparison: comparison() };
    });

  it('shows the vs-base state of each listed scenario and lists the regressions', () => {
    const r = compared();
    const text = renderConsoleSummary({ ...r, summary: { ...r.summary, regressions: 2 } }, { color: false, width: 80 });
    const linesOf = (n: number) => lines(text).filter((l) => l.includes(name(n)));
    expect(linesOf(7).join('\n')).toContain('▼ −60 pts');
    expect(linesOf(42).join('\n')).toContain('new');
    expect(linesOf(99).join('\n')).toContain('▼ −27 pts');
    expect(text).toContain('196 passed (--verbose lists them)');
    expect(lines(text).at(-1)).toMatch(/^context-eval: FAILED · 200 scenarios: 197 passed, 3 failed · ▼ 2 regressions/);
    for (const l of lines(text)) expect(widthOf(l)).toBeLessThanOrEqual(80);
  });

  it("ends on the gate's verdict, its reasons just above", () => {
    const r = compared();
    const text = renderConsoleSummary(
      { ...r, verdict: 'pass' },
      { color: false, width: 80, outcome: { verdict: 'fail', lines: ['gate: 1 scenario regressed against the baseline: planner-scenario-099'] } },
    );
    const all = lines(text);
    expect(all.at(-1)).toMatch(/^context-eval: FAILED/);
    const gate = all.findIndex((l) => l.startsWith('gate: '));
    expect(gate).toBeGreaterThan(all.length - 5);
  });
});
