import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ScenarioComparison, ScenarioResult } from '../../src/report/types.js';
import { formatRatioChange, formatVsBase } from '../../src/report/vs-base.js';
import { regressions } from '../../src/pipeline/attach-comparisons.js';
import { expectGolden } from './golden.js';
import { mixedReport, report, run, scenario } from './fixtures.js';

const baseline = { passes: 28, attempted: 30, records: 5, rate: 28 / 30 };

function comparison(over: Partial<ScenarioComparison> = {}): ScenarioComparison {
  return { state: 'no-drop', runs: 6, baseline, behaviourShifts: [], contextUnchanged: false, note: 'n', ...over };
}

function passes(passed: number, attempted: number): Pick<ScenarioResult, 'passes' | 'attempted'> {
  return { passes: passed, attempted };
}

describe('formatVsBase', () => {
  it.each<[string, Pick<ScenarioResult, 'passes' | 'attempted' | 'comparison'>, string]>([
    ['no comparison', { ...passes(3, 3) }, '—'],
    [
      'a drop with token and latency changes',
      { ...passes(6, 10), comparison: comparison({ state: 'drop', runs: 10, tokensRatio: 1.12, latencyRatio: 0.97 }) },
      'pass rate 93.3% → 60% · ▼ dropped (decided after 10 runs) · tokens +12% · latency −3%',
    ],
    ['no drop, context unchanged', { ...passes(6, 6), comparison: comparison({ contextUnchanged: true }) }, 'pass rate 93.3% → 100% · no drop · context unchanged'],
    [
      'undecided at the cap',
      { ...passes(13, 16), comparison: comparison({ state: 'undecided', runs: 16, minDetectableDrop: 0.3512 }) },
      'pass rate 93.3% → 81.2% · undecided: 16 runs could only catch a drop of 35 pts or more',
    ],
    [
      'undecided with too few runs for any test',
      { ...passes(1, 1), comparison: comparison({ state: 'undecided', runs: 1 }) },
      'pass rate 93.3% → 100% · undecided: 1 run is too few to detect any drop',
    ],
    ['no history', { ...passes(2, 3), comparison: comparison({ state: 'no-baseline', runs: 3, baseline: undefined }) }, 'no history yet: judged by its threshold alone'],
    [
      'a behaviour shift',
      { ...passes(3, 3), comparison: comparison({ runs: 3, behaviourShifts: [{ feature: 'risk', from: 'low', to: null }] }) },
      'pass rate 93.3% → 100% · no drop · risk low → none',
    ],
    ['nothing evaluated', { ...passes(0, 0), comparison: comparison({ state: 'undecided', runs: 0 }) }, 'pass rate 93.3% → not evaluated · undecided: 0 runs are too few to detect any drop'],
  ])('%s', (_, s, expected) => {
    expect(formatVsBase(s)).toBe(expected);
  });

  it.each([
    [1.12, '+12%'],
    [0.97, '−3%'],
    [1.004, '±0%'],
    [2.5, '+150%'],
  ])('formatRatioChange(%s) = %s', (ratio, expected) => {
    expect(formatRatioChange(ratio)).toBe(expected);
  });
});

/** A PR report: one regression that still passes its threshold, one failing drop, one no-drop, one without history. */
function comparedReport() {
  return report(
    [
      scenario('planner-decomposes-large-task', 'pass', {
        runs: [0, 1, 2, 3, 4, 5].map((i) => run(i)),
        planned: 3,
        passes: 6,
        attempted: 6,
        comparison: comparison({ contextUnchanged: true, tokensRatio: 1.004, latencyRatio: 1.02 }),
      }),
      scenario('planner-avoids-deletes', 'fail', {
        comparison: comparison({ state: 'drop', runs: 3, tokensRatio: 1.12, latencyRatio: 0.97 }),
      }),
      scenario('planner-keeps-tests', 'pass', {
        runs: Array.from({ length: 9 }, (_, i) => run(i, i % 3 === 2 ? { pass: false, failures: ['contains: "tests" not found'] } : {})),
        planned: 3,
        passes: 6,
        attempted: 9,
        comparison: comparison({ state: 'drop', runs: 9, behaviourShifts: [{ feature: 'decomposes', from: true, to: false }] }),
      }),
      scenario('reviewer-new-scenario', 'pass', { role: 'reviewer', comparison: comparison({ state: 'no-baseline', runs: 3, baseline: undefined }) }),
      scenario('summariser-unaffected', 'skipped'),
    ],
    ['baseline: 5 record(s) at the merge base abc1234'],
  );
}

describe('the "vs base" column in the Markdown report', () => {
  it('vs-base.md: a report compared with its baseline', () => {
    expectGolden('vs-base.md', renderMarkdown(comparedReport()));
  });

  it('leaves reports without comparisons without the column and the regressions section', () => {
    const text = renderMarkdown(mixedReport());
    expect(text).not.toContain('vs base');
    expect(text).not.toContain('Regressions');
    expect(text).toContain('| Scenario | Result | Pass rate · 95% interval | Needs | Tokens · time per run |\n|---|---|---|---|---|\n');
  });

  it('keeps a regression that passes its threshold in the open table, and its name and "dropped", at every trim stage', () => {
    const r = comparedReport();
    const full = Buffer.byteLength(renderMarkdown(r), 'utf8');
    let withoutPassingRows = 0;
    for (let maxBytes = full; maxBytes >= 600; maxBytes -= 20) {
      const trimmed = renderMarkdown(r, { maxBytes });
      expect(Buffer.byteLength(trimmed, 'utf8')).toBeLessThanOrEqual(maxBytes);
      expect(trimmed).toMatch(/- ▼ \*\*planner-keeps-tests\*\* — (passed its threshold, but pass rate 93\.3% → 66\.6% · )?▼ dropped/);
      expect(trimmed).not.toMatch(/✅[^\n]*planner-keeps-tests|planner-keeps-tests[^\n]*✅/);
      const hasTable = trimmed.includes('| vs base |');
      if (hasTable) expect(trimmed).toContain('| planner-keeps-tests | ▼ passed, dropped |');
      if (hasTable && !trimmed.includes('| reviewer-new-scenario |')) {
        withoutPassingRows++;
        expect(trimmed).toContain('*Not shown: 2 passed, 1 skipped*');
      }
    }
    expect(withoutPassingRows).toBeGreaterThan(0);
  });

  it('regressions() lists exactly the scenarios whose pass rate dropped, passing or not', () => {
    expect(regressions(comparedReport()).map((s) => s.name)).toEqual(['planner-avoids-deletes', 'planner-keeps-tests']);
    expect(regressions(mixedReport())).toEqual([]);
  });
});
