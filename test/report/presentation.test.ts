/**
 * What a reviewer sees in the comment (issue "What people see", items 1–3): one headline with everything
 * that decides the PR, a table of at most 5 columns in one unit, plain words, code spans, no repetition.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { MAX_COMMENT_BYTES as COMMENT_MAX_BYTES } from '../../src/github/limits.js';
import { expectGolden } from './golden.js';
import { allPassReport, hostileReport, largeReport, mixedReport, prReport, report, scenario } from './fixtures.js';

/** Cell separators of a GFM table row: `|` not escaped by a backslash. */
function columns(row: string): number {
  let count = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\') i++;
    else if (row[i] === '|') count++;
  }
  return count - 1;
}

function outsideDetails(text: string): string[] {
  return text.replace(/<details>[\s\S]*?<\/details>/g, '').split('\n').filter((line) => line.trim() !== '');
}

describe('the headline', () => {
  it('pr-review.md: a PR with regressions and a review that asks for changes (golden)', () => {
    const links = { repository: 'https://github.com/octo/app', sha: '4f2a9c1e0b7d3a5c8e6f1029384756abcdef0123', dashboard: 'https://octo.github.io/app/' };
    expectGolden('pr-review.md', renderMarkdown(prReport(), { review: { verdict: 'CHANGES REQUESTED', score: 5 }, links }));
  });

  it('states failures, errors, regressions and the review verdict in the first line', () => {
    const head = renderMarkdown(prReport(), { review: { verdict: 'CHANGES REQUESTED', score: 5 } }).split('\n')[0];
    expect(head).toBe('### context-eval: ❌ 1 failed · ▼ 2 regressions vs base · review ✏️ changes requested (5/10)');
  });

  it('is green only when nothing fired and the review did not ask for changes', () => {
    expect(renderMarkdown(allPassReport()).split('\n')[0]).toBe('### context-eval: ✅ 3 passed');
    expect(renderMarkdown(allPassReport(), { review: { verdict: 'APPROVED', score: 8 } }).split('\n')[0]).toBe(
      '### context-eval: ✅ 3 passed · review ✅ approved (8/10)',
    );
    const changes = renderMarkdown(allPassReport(), { review: { verdict: 'BLOCKED' } }).split('\n')[0];
    expect(changes).not.toContain('✅');
    expect(changes).toContain('review ⛔ blocked');
  });

  it('names errors as "not evaluated"', () => {
    expect(renderMarkdown(mixedReport()).split('\n')[0]).toBe('### context-eval: ❌ 1 failed · ⚠️ 1 not evaluated');
  });
});

describe('the table', () => {
  it.each([
    ['mixed', mixedReport()],
    ['compared', prReport()],
    ['hostile', hostileReport()],
    ['all-pass', allPassReport()],
  ])('%s: at most 5 columns', (_, r) => {
    const rows = renderMarkdown(r).split('\n').filter((line) => line.startsWith('|'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(columns(row)).toBeLessThanOrEqual(5);
  });

  it('uses percent for rates, thresholds and intervals, and an arrow and a delta for vs base', () => {
    const text = renderMarkdown(prReport());
    const row = text.split('\n').find((line) => line.startsWith('| planner-avoids-deletes'));
    expect(row).toContain('33.3% (1 of 3) · 6.15–79.2%');
    expect(row).toContain('≥ 66.6%');
    expect(row).toContain('▼ −60 pts');
    expect(text).not.toMatch(/\d\/\d\b|0\.\d\d→/);
  });

  it('never shows ✅ for a passing scenario whose pass rate dropped', () => {
    const text = renderMarkdown(prReport());
    for (const line of text.split('\n').filter((l) => l.includes('planner-keeps-tests'))) expect(line).not.toContain('✅');
    expect(text.split('\n').find((l) => l.startsWith('| planner-keeps-tests'))).toContain('▼');
  });

  it('says the detectable drop and why a comparison was undecided in words', () => {
    const text = renderMarkdown(prReport());
    expect(text).toContain('no drop of 31 pts or more (could have caught a drop to 62% or worse)');
    expect(text).toContain('undecided: the baseline holds 3 runs');
  });

  it('uses no jargon', () => {
    const r = prReport();
    const text = renderMarkdown({ ...r, notes: ['baseline: 5 record(s) at the merge base abc1234'] }) + renderMarkdown(mixedReport());
    expect(text).not.toMatch(/SPRT|record\(s\)|\(\d+\)|Passes\/attempted/);
  });

  it('caps failing rows in the comment and lists them all in the job summary', () => {
    const comment = renderMarkdown(largeReport(), { maxBytes: COMMENT_MAX_BYTES });
    const summary = renderMarkdown(largeReport(), { full: true });
    const failingRows = (t: string) => t.split('\n').filter((l) => /^\| suite-\d+-failing/.test(l)).length;
    expect(failingRows(comment)).toBeLessThanOrEqual(10);
    expect(comment).toMatch(/^\*…and 30 more scenarios flagged: listed below, and in the table of the job summary\.\*$/m);
    expect(failingRows(summary)).toBe(40);
  });
});

describe('an all-pass comment', () => {
  it('is at most 12 lines outside <details>, with the table collapsed and no second list of the same scenarios', () => {
    const text = renderMarkdown(allPassReport());
    expect(outsideDetails(text).length).toBeLessThanOrEqual(12);
    expect(outsideDetails(text).some((l) => l.startsWith('|'))).toBe(false);
    expect(text).not.toContain('Passing scenarios');
    // Its table row, and nothing else: a pass the threshold test decided has no note to add (issue 32, item 2), and never a second list.
    expect(text.split('\n').filter((l) => l.includes('planner-decomposes-large-task')).map((l) => l.slice(0, 4))).toEqual(['| pl']);
  });
});

describe('repetition and code', () => {
  it('says "ran because …" once when it is the same for every scenario', () => {
    const text = renderMarkdown(allPassReport());
    expect(text.match(/[Rr]an because/g)).toHaveLength(1);
  });

  it('shows paths as code spans, with backticks in them fenced safely', () => {
    const text = renderMarkdown(mixedReport());
    expect(text).toContain('`scenarios/planner-avoids-deletes.yaml:1`');
    expect(text).toContain('`prompts/planner.md`');
    const odd = renderMarkdown(report([scenario('x', 'fail', { file: 'scenarios/a`b<i>@octocat.yaml' })]));
    expect(odd).toContain('``scenarios/a`b<i>@\u200boctocat.yaml:1``');
  });

  it('does not repeat the failure header in a reason line', () => {
    const text = renderMarkdown(mixedReport());
    expect(text).not.toMatch(/ran because prompts\/planner\.md changed\n\n- 2×/);
  });
});
