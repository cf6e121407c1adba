import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { MAX_COMMENT_BYTES as COMMENT_MAX_BYTES, MAX_SUMMARY_BYTES as SUMMARY_MAX_BYTES } from '../../src/github/limits.js';
import { expectGolden } from './golden.js';
import { allPassReport, hostileReport, largeReport, mixedReport, report, scenario } from './fixtures.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Cell separators of a GFM table row: `|` not escaped by a backslash. */
function cellSeparators(row: string): number {
  let count = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\') i++;
    else if (row[i] === '|') count++;
  }
  return count;
}

describe('renderMarkdown golden files', () => {
  it.each([
    ['all-pass.md', allPassReport()],
    ['mixed.md', mixedReport()],
    ['hostile.md', hostileReport()],
    ['empty.md', report([])],
  ])('%s', (file, r) => {
    expectGolden(file, renderMarkdown(r));
  });

  it('large-trimmed.md: 300 scenarios trimmed to the comment limit', () => {
    expectGolden('large-trimmed.md', renderMarkdown(largeReport(), { maxBytes: COMMENT_MAX_BYTES, summaryUrl: 'https://github.com/o/r/actions/runs/1' }));
  });
});

describe('renderMarkdown content', () => {
  it('heads the body with the overall verdict and the summary line', () => {
    const text = renderMarkdown(mixedReport(), { heading: 'planner suite' });
    const [heading, , summary] = text.split('\n');
    expect(heading).toBe('### planner suite: ❌ 1 failed · ⚠️ 1 not evaluated');
    expect(summary).toBe('4 scenarios: 1 passed, 1 failed, 1 not evaluated, 1 skipped · 9 calls · 10.6k tokens · 42 s');
  });

  it.each([
    ['pass', '### context-eval: ✅ 3 passed'],
    ['error', '### context-eval: ⚠️ not evaluated'],
    ['skipped', '### context-eval: ⏭️ skipped'],
  ] as const)('shows a %s report as %s', (verdict, heading) => {
    expect(renderMarkdown({ ...allPassReport(), verdict }).split('\n')[0]).toBe(heading);
  });

  it('shows an erroring scenario as "not evaluated", never as passed or failed', () => {
    const text = renderMarkdown(mixedReport());
    const row = text.split('\n').find((line) => line.startsWith('| reviewer-times-out'));
    expect(row).toContain('⚠️ not evaluated');
    expect(row).not.toMatch(/passed|failed/);
    expect(text).toContain('⚠️ runs 2, 3 not evaluated: timeout after 60000 ms');
  });

  it('deduplicates failure lines with counts', () => {
    const text = renderMarkdown(mixedReport());
    expect(text).toContain('- 2× absent: found "delete" in steps\\[1\\].title');
    expect(text.match(/absent: found "delete"/g)).toHaveLength(1);
  });

  it('keeps passing-scenario details inside <details>', () => {
    const text = renderMarkdown(allPassReport());
    const details = text.slice(text.indexOf('<details><summary>All 3 scenarios passed</summary>'));
    expect(details).toContain('**planner-keeps-tests**');
    expect(details).toContain('stopped early');
    expect(details).toContain('1× max\\_risk: expected at most medium, found high');
  });

  it('neutralises mentions, issue references, HTML and table breakers from model output and scenario text', () => {
    const text = renderMarkdown(hostileReport());
    expect(text).not.toMatch(/@(octocat|github|admin)/);
    expect(text).toContain('@\u200boctocat');
    expect(text).not.toMatch(/#12/);
    expect(text).not.toMatch(/<(script|img|b)\b/i);
    expect(text).toContain('&lt;script&gt;');
    const rows = text.split('\n').filter((line) => line.startsWith('|'));
    expect(rows.length).toBe(3);
    for (const row of rows) expect(cellSeparators(row)).toBe(6);
    // The multi-line failure stays on one list item.
    expect(text).toContain('second line \\`tick');
    expect(text).not.toMatch(/^second line/m);
  });
});

describe('renderMarkdown size limits', () => {
  const large = largeReport();
  const failing = large.scenarios.filter((s) => s.verdict === 'fail');

  it('exports GitHub limits', () => {
    expect(COMMENT_MAX_BYTES).toBe(65_536);
    expect(SUMMARY_MAX_BYTES).toBe(1_048_576);
  });

  it('the large report needs trimming at all', () => {
    expect(failing).toHaveLength(40);
    expect(bytes(renderMarkdown(large))).toBeGreaterThan(COMMENT_MAX_BYTES);
  });

  it.each([COMMENT_MAX_BYTES, 30_000, 12_000, 6_000, 4_000])(
    'fits in %i bytes and keeps every failing name and verdict',
    (maxBytes) => {
      const text = renderMarkdown(large, { maxBytes, summaryUrl: 'https://github.com/o/r/actions/runs/1' });
      expect(bytes(text)).toBeLessThanOrEqual(maxBytes);
      for (const s of failing) expect(text).toMatch(new RegExp(`${s.name}.*failed`));
      expect(text).toContain('✂️ Trimmed to fit the size limit');
      expect(text).toContain('[Full report in the job summary](https://github.com/o/r/actions/runs/1)');
    },
  );

  it('drops passing details first, then passing rows, before touching failures', () => {
    const full = renderMarkdown(large);
    const withoutDetails = renderMarkdown(large, { maxBytes: bytes(full) - 1 });
    expect(withoutDetails).not.toContain('part-000.md');
    expect(withoutDetails).toContain('| suite-000-passing');
    expect(withoutDetails).toContain('left out: passing-scenario details.');

    const withoutRows = renderMarkdown(large, { maxBytes: bytes(withoutDetails) - 1 });
    expect(withoutRows).not.toContain('suite-000-passing');
    expect(withoutRows).toContain('Not shown: 260 passed');
    expect(withoutRows).toContain('x'.repeat(100)); // failing outputs still there
  });

  it('leaves a report that fits untouched', () => {
    const text = renderMarkdown(mixedReport(), { maxBytes: COMMENT_MAX_BYTES });
    expect(text).toBe(renderMarkdown(mixedReport()));
    expect(text).not.toContain('Trimmed');
  });

  it('with thousands of failing scenarios keeps as many as fit and says how many are left out', () => {
    const many = report(Array.from({ length: 3000 }, (_, i) => scenario(`failing-scenario-with-a-longish-name-${i}`, 'fail')));
    const text = renderMarkdown(many, { maxBytes: COMMENT_MAX_BYTES });
    expect(bytes(text)).toBeLessThanOrEqual(COMMENT_MAX_BYTES);
    expect(text).toContain('failing-scenario-with-a-longish-name-0** — failed');
    expect(text).toMatch(/…and \d+ more scenarios failed or not evaluated/);
  });

  it('never exceeds even an absurdly small limit', () => {
    expect(bytes(renderMarkdown(large, { maxBytes: 50 }))).toBeLessThanOrEqual(50);
  });
});
