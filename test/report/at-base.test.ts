/**
 * A failing scenario against the base's threshold verdict (issue 31 item 1): the headline, the table's
 * result cell, the failure block, the terminal's rows and its last line, the gate and the annotations
 * tell "newly failing" (this change's) from "failing at the base too".
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderConsoleSummary } from '../../src/report/console.js';
import { headline } from '../../src/report/headline.js';
import { annotationsFor, decideGate } from '../../src/action/gate.js';
import type { FailOn } from '../../src/action/fail-on.js';
import type { Report, ScenarioComparison, ScenarioResult } from '../../src/report/types.js';
import { expectGolden } from './golden.js';
import { report, run, scenario } from './fixtures.js';

function comparison(rate: number, over: Partial<ScenarioComparison> = {}): ScenarioComparison {
  return { state: 'undecided', runs: 3, baseline: { passes: Math.round(rate * 30), attempted: 30, records: 3, rate: Math.round(rate * 30) / 30 }, behaviourShifts: [], contextUnchanged: false, note: 'n', ...over };
}

const failing = (name: string, atBase: ScenarioResult['atBase'], c: ScenarioComparison): ScenarioResult =>
  scenario(name, 'fail', {
    runs: [0, 1, 2].map((i) => run(i, { pass: false, failures: ['contains: expected "1." in the output'] })),
    passes: 0,
    attempted: 3,
    atBase,
    comparison: c,
  });

function withCounts(r: Report): Report {
  const failed = r.scenarios.filter((s) => s.verdict === 'fail');
  return {
    ...r,
    summary: {
      ...r.summary,
      regressions: r.scenarios.filter((s) => s.comparison?.state === 'drop').length,
      failingAtBase: failed.filter((s) => s.atBase === 'failing').length,
      newlyFailing: failed.filter((s) => s.atBase === 'passing').length,
    },
  };
}

/** A harmless reword: the one failing scenario failed at the base too. */
const reword = () =>
  withCounts(report([failing('extract-wisdom-format', 'failing', comparison(0.1)), scenario('summarize-short', 'pass', { comparison: comparison(1, { state: 'no-drop' }) })], ['baseline: 3 records at the merge base abc1234']));

/** A break: the same, and a scenario that passed at the base now fails and dropped. */
const broken = () =>
  withCounts(
    report(
      [
        failing('extract-wisdom-format', 'failing', comparison(0.1)),
        failing('summarize-short', 'passing', comparison(1, { state: 'drop' })),
      ],
      ['baseline: 3 records at the merge base abc1234'],
    ),
  );

const DEFAULT: ReadonlySet<FailOn> = new Set(['threshold', 'regression', 'error']);
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

describe('failing at the base too, or newly failing', () => {
  it('the headline of a reword and of a break read differently', () => {
    expect(headline(reword(), undefined, 'context-eval', DEFAULT)).toBe("### context-eval: 🔁 1 failing at the base too (not this change's) · 1 passed");
    expect(headline(broken(), undefined, 'context-eval', DEFAULT)).toBe("### context-eval: ❌ 1 newly failing · 🔁 1 failing at the base too (not this change's) · ▼ 1 regression vs base");
    // Asked for in fail-on, a failure at the base too gates and says nothing more.
    expect(headline(reword(), undefined, 'context-eval', new Set(['threshold', 'failing-at-base']))).toBe('### context-eval: 🔁 1 failing at the base too');
  });

  it('a failure with no baseline to tell reads as before', () => {
    const plain = report([failing('a', 'unknown', comparison(1, { state: 'no-baseline', baseline: undefined }))]);
    expect(headline(withCounts(plain), undefined)).toBe('### context-eval: ❌ 1 failed');
    expect(lastLine(renderConsoleSummary(withCounts(plain), { color: false }))).toMatch(/^context-eval: FAILED · 1 scenario: 1 failed/);
  });

  it("the terminal's last line and its rows", () => {
    const a = renderConsoleSummary(reword(), { color: false, outcome: { verdict: 'pass', lines: [] } });
    expect(lastLine(a)).toMatch(/^context-eval: PASSED · 2 scenarios: 1 passed, 1 failing at the base too/);
    const b = renderConsoleSummary(broken(), { color: false });
    expect(lastLine(b)).toMatch(/^context-eval: FAILED · 2 scenarios: 1 newly failing, 1 failing at the base too/);
    expect(b).toMatch(/✗ summarize-short: failed \(0 of 3 passed, needs ≥ 66\.6%\) · newly failing/);
    expect(b).toMatch(/✗ extract-wisdom-format: failed \(0 of 3 passed, needs ≥ 66\.6%\)\s+failing at the base too/);
  });

  it('the gate blocks only the newly failing one by default; failing-at-base asks for the others', () => {
    const a = decideGate(reword(), DEFAULT);
    expect(a.fail).toBe(false);
    expect(a.warnings).toEqual([
      "1 scenario failing its threshold at the base too: extract-wisdom-format (not this change's doing; not failing the job: 'failing-at-base' is not in fail-on)",
    ]);
    expect(decideGate(reword(), new Set<FailOn>(['failing-at-base'])).reasons).toEqual(['1 scenario failing its threshold at the base too: extract-wisdom-format']);
    const b = decideGate(broken(), new Set<FailOn>(['threshold']));
    expect(b.fail).toBe(true);
    expect(b.reasons).toEqual(['1 scenario newly failing its threshold: summarize-short']);
    // Without a baseline (no atBase), threshold means every failure, in the words it always had.
    expect(decideGate(report([scenario('x', 'fail')]), new Set<FailOn>(['threshold'])).reasons).toEqual(['1 scenario failed its threshold']);
  });

  it('a failure at the base too is a warning annotation, a new one an error', () => {
    const { shown } = annotationsFor(broken(), (f) => f);
    expect(shown.map((x) => [x.level, x.title])).toEqual([
      ['warning', 'context-eval: extract-wisdom-format failed (0 of 3 passed), failing at the base too'],
      ['error', 'context-eval: summarize-short failed (0 of 3 passed), newly failing'],
    ]);
  });

  it('golden: at-base.md and at-base.console.txt', () => {
    expectGolden('at-base.md', renderMarkdown(broken()));
    expectGolden('at-base.console.txt', renderConsoleSummary(broken(), { color: false }));
  });
});
