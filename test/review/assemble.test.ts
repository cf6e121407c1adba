import { describe, it, expect } from 'vitest';
import {
  changedChars,
  criteriaRepoPath,
  DEFAULT_REVIEW_SETTINGS,
  diffFromPatches,
  resolveCriteria,
  reviewSettingsFromConfig,
  reviewSkipReason,
  watchedPaths,
} from '../../src/review/assemble.js';
import { BUILTIN_CRITERIA } from '../../src/review/criteria.js';
import { pathsInDiff, requestFromMarkdown } from '../../src/cli/review.js';

describe('reviewSettingsFromConfig (the review: section only)', () => {
  it('reads the review section and ignores the rest of the file', () => {
    const text = 'version: 1\nroles: { anything: goes }\nreview: { provider: main, leaks: fail, max_files: 3 }\n';
    expect(reviewSettingsFromConfig(text, 'context-eval.yaml at base c')).toMatchObject({ provider: 'main', leaks: 'fail', max_files: 3, max_total_chars: 120_000 });
  });
  it.each([
    ['no config at the base', undefined],
    ['no review key', 'version: 1\n'],
  ])('gives the defaults with %s', (_name, text) => {
    expect(reviewSettingsFromConfig(text, 'x')).toEqual(DEFAULT_REVIEW_SETTINGS);
  });
  it.each([
    ['an unknown key', 'review: { providr: main }\n', /context-eval\.yaml at base abc1234: review\.providr: .*base branch/],
    ['a bad value', 'review: { leaks: loud }\n', /review\.leaks: .*\(found "loud"\)/],
    ['broken YAML', 'review: [\n', /not valid YAML/],
    ['an alias inside the node it names', 'review: &r { provider: *r }\n', /not valid YAML at line 1 \(.*contain itself/],
  ])('names the file, the key and the value for %s', (_name, text, message) => {
    expect(() => reviewSettingsFromConfig(text, 'context-eval.yaml at base abc1234')).toThrow(message);
  });
});

describe('watchedPaths and criteriaRepoPath', () => {
  it.each([
    ['config at the root', 'context-eval.yaml', ['prompts/a.md', 'src/x.ts', 'prompts/sub/b.md'], ['prompts/a.md', 'prompts/sub/b.md']],
    ['config in a folder', 'agents/context-eval.yaml', ['agents/prompts/a.md', 'prompts/a.md'], ['agents/prompts/a.md']],
  ])('%s', (_name, config, changed, expected) => {
    expect(watchedPaths(changed, ['prompts/**'], config)).toEqual(expected);
  });
  it('resolves the criteria path from the config folder', () => {
    expect(criteriaRepoPath({ ...DEFAULT_REVIEW_SETTINGS, criteria: '../shared/criteria.yaml' }, 'agents/context-eval.yaml')).toBe('shared/criteria.yaml');
    expect(criteriaRepoPath(DEFAULT_REVIEW_SETTINGS, 'context-eval.yaml')).toBeUndefined();
  });
});

describe('resolveCriteria', () => {
  it('uses the built-in list when unset, and when the file is missing at the base (with a finding)', () => {
    expect(resolveCriteria(undefined, undefined, 'base c').criteria).toEqual(BUILTIN_CRITERIA);
    const missing = resolveCriteria('.context-eval/criteria.yaml', undefined, 'base c');
    expect(missing.criteria).toEqual(BUILTIN_CRITERIA);
    expect(missing.finding).toMatch(/does not exist at base c/);
  });
  it('parses the file and names where it came from', () => {
    const got = resolveCriteria('c.yaml', 'checklist: [{id: a1, description: D}]\n', 'base c');
    expect(got).toEqual({ criteria: { checklist: [{ id: 'a1', description: 'D' }] }, source: 'c.yaml at base c' });
  });
});

describe('diffFromPatches, changedChars and skip reasons', () => {
  const files = [
    { path: 'prompts/a.md', status: 'modified' as const, patch: '@@ -1 +1 @@\n-old\n+new' },
    { path: 'prompts/new.md', status: 'added' as const, patch: '@@ -0,0 +1 @@\n+hello' },
    { path: 'prompts/gone.md', status: 'removed' as const },
  ];
  it('heads each file as git does', () => {
    expect(diffFromPatches(files)).toBe(
      [
        'diff --git a/prompts/a.md b/prompts/a.md', '--- a/prompts/a.md', '+++ b/prompts/a.md', '@@ -1 +1 @@', '-old', '+new',
        'diff --git a/prompts/new.md b/prompts/new.md', '--- /dev/null', '+++ b/prompts/new.md', '@@ -0,0 +1 @@', '+hello',
        'diff --git a/prompts/gone.md b/prompts/gone.md', '--- a/prompts/gone.md', '+++ /dev/null', '(no patch: a binary file, or a diff too large for GitHub to serve)',
        '',
      ].join('\n'),
    );
    expect(changedChars(files)).toBe(3 + 3 + 5 + 1);
  });
  it.each([
    ['no provider', { provider: undefined }, 1, 10, /review\.provider is not set in W/],
    ['no watched file', { provider: 'p' }, 0, 10, /no watched file changed/],
    ['a diff below min_diff_chars', { provider: 'p', min_diff_chars: 50 }, 1, 10, /changes 10 characters, below review\.min_diff_chars \(50\)/],
  ])('skips with a reason: %s', (_name, settings, watched, chars, reason) => {
    expect(reviewSkipReason({ settings: { ...DEFAULT_REVIEW_SETTINGS, ...settings }, settingsWhere: 'W', watched, changedChars: chars })).toMatch(reason);
  });
  it('does not skip a real change', () => {
    expect(reviewSkipReason({ settings: { ...DEFAULT_REVIEW_SETTINGS, provider: 'p' }, settingsWhere: 'W', watched: 1, changedChars: 1 })).toBeUndefined();
  });
});

describe('the CLI request file and diff paths', () => {
  it.each([
    ['a heading', 'intro\n# Title here\n\nBody text.', 'f.md', { title: 'Title here', body: 'intro\n\nBody text.' }],
    ['no heading', 'Just a body.\n', 'req.md', { title: 'req.md', body: 'Just a body.' }],
  ])('%s', (_name, text, file, expected) => {
    expect(requestFromMarkdown(text, file)).toEqual(expected);
  });
  it('lists both sides of a diff', () => {
    expect(pathsInDiff('diff --git a/x b/y\n--- a/x\n+++ b/y\n@@\n--- a/z z\t\n+++ /dev/null\n')).toEqual(['x', 'y', 'z z']);
  });
});
