import { describe, expect, it } from 'vitest';
import { rightSideHunks } from '../../../src/review/suggest/diff-lines.js';

const twoFiles = [
  'diff --git a/prompts/planner.md b/prompts/planner.md',
  '--- a/prompts/planner.md',
  '+++ b/prompts/planner.md',
  '@@ -1,3 +1,4 @@',
  ' You plan.',
  '-Answer PASS.',
  '+Answer PASS when the plan is sound.',
  '+Split work into steps.',
  ' Be brief.',
  '@@ -20,2 +21,2 @@ Heading',
  ' keep',
  '-old tail',
  '+new tail',
  '\\ No newline at end of file',
  'diff --git a/prompts/new.md b/prompts/new.md',
  '--- /dev/null',
  '+++ b/prompts/new.md',
  '@@ -0,0 +1,2 @@',
  '+first',
  '+second',
  'diff --git a/prompts/gone.md b/prompts/gone.md',
  '--- a/prompts/gone.md',
  '+++ /dev/null',
  '@@ -1,2 +0,0 @@',
  '-was',
  '-here',
  'diff --git a/prompts/binary.png b/prompts/binary.png',
  '--- a/prompts/binary.png',
  '+++ b/prompts/binary.png',
  '(no patch: a binary file, or a diff too large for GitHub to serve)',
  '',
].join('\n');

describe('rightSideHunks: the head-side lines of each file that a review comment may sit on', () => {
  const hunks = rightSideHunks(twoFiles);

  it.each([
    { path: 'prompts/planner.md', expected: [{ start: 1, end: 4 }, { start: 21, end: 22 }] },
    { path: 'prompts/new.md', expected: [{ start: 1, end: 2 }] },
  ])('$path: hunks from the @@ headers, counted over context and added lines', ({ path, expected }) => {
    expect(hunks.get(path)?.map(({ start, end }) => ({ start, end }))).toEqual(expected);
  });

  it('keeps the head-side text of each hunk line (context and added, not removed)', () => {
    expect(hunks.get('prompts/planner.md')?.[0]?.lines).toEqual(['You plan.', 'Answer PASS when the plan is sound.', 'Split work into steps.', 'Be brief.']);
    expect(hunks.get('prompts/planner.md')?.[1]?.lines).toEqual(['keep', 'new tail']);
  });

  it.each([
    { name: 'a removed file', path: 'prompts/gone.md' },
    { name: 'a file without a patch', path: 'prompts/binary.png' },
  ])('has no lines for $name', ({ path }) => {
    expect(hunks.get(path) ?? []).toEqual([]);
  });

  it('is empty for an empty diff', () => {
    expect([...rightSideHunks('').entries()]).toEqual([]);
  });

  it('reads a hunk header without counts ("@@ -3 +3 @@") as one line', () => {
    const one = rightSideHunks('diff --git a/a.md b/a.md\n--- a/a.md\n+++ b/a.md\n@@ -3 +3 @@\n-x\n+y\n');
    expect(one.get('a.md')?.map(({ start, end }) => ({ start, end }))).toEqual([{ start: 3, end: 3 }]);
  });

  it('a pure deletion hunk gives no head-side lines', () => {
    const del = rightSideHunks('diff --git a/a.md b/a.md\n--- a/a.md\n+++ b/a.md\n@@ -3,2 +2,0 @@\n-x\n-y\n');
    expect(del.get('a.md') ?? []).toEqual([]);
  });
});
