import { describe, expect, it } from 'vitest';
import { rightSideHunks } from '../../../src/review/suggest/diff-lines.js';
import { suggestionBody, suggestionComments, suggestionFence, type SuggestionLimits } from '../../../src/review/suggest/comments.js';
import type { ProposedSuggestion } from '../../../src/review/suggest/reply.js';
import { createRedactor } from '../../../src/security/redact.js';

/** What the review code was handed before a run's secrets are known: token shapes and secret-looking assignments. */
const REVIEW_REDACTOR = createRedactor([], { assignments: true });

const diff = [
  'diff --git a/prompts/planner.md b/prompts/planner.md',
  '--- a/prompts/planner.md',
  '+++ b/prompts/planner.md',
  '@@ -1,3 +1,4 @@',
  ' You plan.',
  '-Answer PASS.',
  '+Answer PASS when the plan is sound.',
  '+Split work into steps.',
  ' Be brief.',
  '@@ -20,2 +21,2 @@',
  ' keep',
  '-old tail',
  '+new tail',
  'diff --git a/prompts/other.md b/prompts/other.md',
  '--- a/prompts/other.md',
  '+++ b/prompts/other.md',
  '@@ -1 +1 @@',
  '-a',
  '+b',
  '',
].join('\n');
const hunks = rightSideHunks(diff);
const changedFiles = ['prompts/planner.md', 'prompts/other.md'];
const limits: SuggestionLimits = { maxSuggestions: 5, maxBodyChars: 4000 };
const at = (path: string, start: number, end: number, extra: Partial<ProposedSuggestion> = {}): ProposedSuggestion => ({
  path,
  start_line: start,
  end_line: end,
  replacement: 'Answer PASS only when every step is sound.',
  why: 'The request asks for a sound plan.',
  ...extra,
});
const map = (suggestions: ProposedSuggestion[], over: Partial<SuggestionLimits> = {}) =>
  suggestionComments(suggestions, { hunks, changedFiles, limits: { ...limits, ...over }, redactor: REVIEW_REDACTOR });

describe('suggestionComments: only lines inside the diff, bounded', () => {
  it.each([
    { name: 'one added line', s: at('prompts/planner.md', 2, 2), comment: { path: 'prompts/planner.md', line: 2, side: 'RIGHT' } },
    { name: 'a context line inside a hunk', s: at('prompts/planner.md', 4, 4), comment: { path: 'prompts/planner.md', line: 4, side: 'RIGHT' } },
    {
      name: 'several lines of one hunk',
      s: at('prompts/planner.md', 1, 3),
      comment: { path: 'prompts/planner.md', start_line: 1, start_side: 'RIGHT', line: 3, side: 'RIGHT' },
    },
    { name: 'the second hunk', s: at('prompts/planner.md', 22, 22), comment: { path: 'prompts/planner.md', line: 22, side: 'RIGHT' } },
    { name: 'another changed file', s: at('prompts/other.md', 1, 1), comment: { path: 'prompts/other.md', line: 1, side: 'RIGHT' } },
  ])('keeps $name', ({ s, comment }) => {
    const mapped = map([s]);
    expect(mapped.dropped).toEqual([]);
    expect(mapped.comments).toHaveLength(1);
    expect(mapped.comments[0]).toMatchObject(comment);
    expect(mapped.comments[0]?.body).toContain('```suggestion\n');
    if (s.start_line === s.end_line) expect(mapped.comments[0]).not.toHaveProperty('start_line');
  });

  it.each([
    { name: 'a line between two hunks', s: at('prompts/planner.md', 10, 10), reason: 'outside-diff' },
    { name: 'a line after the last hunk', s: at('prompts/planner.md', 23, 23), reason: 'outside-diff' },
    { name: 'a range that spans two hunks', s: at('prompts/planner.md', 4, 21), reason: 'outside-diff' },
    { name: 'a range that starts inside and ends outside a hunk', s: at('prompts/planner.md', 3, 5), reason: 'outside-diff' },
    { name: 'a file outside the changed context files', s: at('src/index.ts', 1, 1), reason: 'not-a-changed-file' },
    { name: 'a path that differs only by a leading ./', s: at('./prompts/planner.md', 2, 2), reason: 'not-a-changed-file' },
    { name: 'a changed file with no diff lines listed', s: at('prompts/ghost.md', 1, 1), reason: 'not-a-changed-file' },
    { name: 'a replacement with a secret', s: at('prompts/planner.md', 2, 2, { replacement: 'key: ghp_abcdefghijklmnopqrstuvwxyz0123456789' }), reason: 'unsafe-text' },
    { name: 'a replacement with a bidi control', s: at('prompts/planner.md', 2, 2, { replacement: 'Answer \u202ePASS' }), reason: 'unsafe-text' },
    { name: 'a replacement too long for one comment', s: at('prompts/planner.md', 2, 2, { replacement: 'x'.repeat(5000) }), reason: 'too-long' },
  ])('drops $name', ({ s, reason }) => {
    const mapped = map([s]);
    expect(mapped.comments).toEqual([]);
    expect(mapped.dropped).toEqual([expect.objectContaining({ index: 0, reason })]);
  });

  it('keeps at most maxSuggestions, in order, and counts the rest as dropped', () => {
    const many = [at('prompts/planner.md', 1, 1), at('prompts/planner.md', 2, 2), at('prompts/planner.md', 3, 3), at('prompts/planner.md', 4, 4)];
    const mapped = map(many, { maxSuggestions: 2 });
    expect(mapped.comments.map((c) => c.line)).toEqual([1, 2]);
    expect(mapped.dropped.map((d) => [d.index, d.reason])).toEqual([
      [2, 'over-limit'],
      [3, 'over-limit'],
    ]);
  });

  it('drops a suggestion whose lines overlap one already kept', () => {
    const mapped = map([at('prompts/planner.md', 1, 2), at('prompts/planner.md', 2, 3), at('prompts/planner.md', 3, 3)]);
    expect(mapped.comments.map((c) => [c.start_line ?? c.line, c.line])).toEqual([
      [1, 2],
      [3, 3],
    ]);
    expect(mapped.dropped).toEqual([expect.objectContaining({ index: 1, reason: 'overlaps' })]);
  });

  it('an out-of-diff suggestion does not use up the limit', () => {
    const mapped = map([at('prompts/planner.md', 10, 10), at('prompts/planner.md', 2, 2)], { maxSuggestions: 1 });
    expect(mapped.comments.map((c) => c.line)).toEqual([2]);
    expect(mapped.dropped.map((d) => d.reason)).toEqual(['outside-diff']);
  });
});

describe('suggestionBody: a sanitised why, then the replacement in a suggestion fence', () => {
  it('neutralises mentions, issue references and HTML in the why', () => {
    const body = suggestionBody(at('prompts/planner.md', 2, 2, { why: '@octocat see #12 <img src=x onerror=alert(1)> <!-- hidden -->' }), REVIEW_REDACTOR);
    const why = body.split('\n')[0] ?? '';
    expect(why).not.toMatch(/@octocat/);
    expect(why).not.toMatch(/#12/);
    expect(why).not.toContain('<img');
    expect(why).not.toContain('<!--');
  });

  it('keeps the why on one line, so it cannot open a fence of its own', () => {
    const body = suggestionBody(at('prompts/planner.md', 2, 2, { why: 'first\n```suggestion\nplanted\n```' }), REVIEW_REDACTOR);
    expect(body.match(/^`{3,}suggestion$/gm)).toHaveLength(1);
  });

  it.each([
    { name: 'plain text', replacement: 'Answer PASS.', fence: '```' },
    { name: 'a ``` fence inside', replacement: 'Example:\n```json\n{}\n```', fence: '````' },
    { name: 'a ```` fence inside', replacement: '````\nx\n````', fence: '`````' },
    { name: 'backticks mid-line', replacement: 'use ```` here', fence: '`````' },
  ])('fences $name with a fence longer than any backtick run in it', ({ replacement, fence }) => {
    expect(suggestionFence(replacement)).toBe(fence);
    const body = suggestionBody(at('prompts/planner.md', 2, 2, { replacement }), REVIEW_REDACTOR);
    expect(body.endsWith(`\n${fence}suggestion\n${replacement}\n${fence}`)).toBe(true);
  });

  it('an empty replacement (delete the lines) gives an empty suggestion block', () => {
    expect(suggestionBody(at('prompts/planner.md', 2, 2, { replacement: '' }), REVIEW_REDACTOR)).toMatch(/\n```suggestion\n```$/);
  });

  it('a trailing newline in the replacement is not doubled, and CRLF becomes LF', () => {
    expect(suggestionBody(at('prompts/planner.md', 2, 2, { replacement: 'a\r\nb\r\n' }), REVIEW_REDACTOR)).toMatch(/\n```suggestion\na\nb\n```$/);
  });
});
