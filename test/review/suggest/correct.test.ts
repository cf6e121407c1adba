import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS } from '../../../src/review/assemble.js';
import { createReviewEventLog } from '../../../src/review/events.js';
import { renderReviewSection } from '../../../src/review/render.js';
import { suggestCorrections, type CorrectionArgs, type SuggestionReview } from '../../../src/review/suggest/correct.js';
import { outputCap, ProviderError, type Provider, type ProviderRequest } from '../../../src/providers/types.js';
import type { ReviewVerdict } from '../../../src/review/types.js';
import { createRedactor } from '../../../src/security/redact.js';

/** What the review code was handed before a run's secrets are known: token shapes and secret-looking assignments. */
const REVIEW_REDACTOR = createRedactor([], { assignments: true });

const DIFF = 'diff --git a/p.md b/p.md\n--- a/p.md\n+++ b/p.md\n@@ -1,1 +1,2 @@\n keep\n+added line\n';
const verdict: ReviewVerdict = { verdict: 'CHANGES REQUESTED', confidence: 0.8, score: 5, checklist: [], issues: [], summary: 's', notes: [] };
const GOOD = JSON.stringify({ suggestions: [{ path: 'p.md', start_line: 2, end_line: 2, replacement: 'better line', why: 'w' }] });

function setup(over: Partial<CorrectionArgs> = {}, reply: string | Error = GOOD) {
  const requests: ProviderRequest[] = [];
  const posted: SuggestionReview[] = [];
  const provider: Provider = {
    name: 'main',
    complete: (request) => {
      requests.push(request);
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve({ output: reply, usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 });
    },
  };
  const events = createReviewEventLog(() => 0);
  const args: CorrectionArgs = {
    verdict,
    outputVerdict: 'CHANGES REQUESTED',
    settings: DEFAULT_REVIEW_SETTINGS,
    payloadText: '=== ORIGINAL REQUEST ===\n# t\n',
    diff: DIFF,
    changedFiles: ['p.md'],
    provider,
    events,
    now: () => 0,
    post: (review) => {
      posted.push(review);
      return Promise.resolve({ url: 'https://github.test/o/r/pull/1#pullrequestreview-1' });
    },
    redactor: REVIEW_REDACTOR,
    ...over,
  };
  return { args, requests, posted, events };
}

describe('suggestCorrections', () => {
  it('one call with the configured token budget, then one review', async () => {
    const { args, requests, posted } = setup({ settings: { ...DEFAULT_REVIEW_SETTINGS, suggest_max_tokens: 99 } });
    expect(await suggestCorrections(args)).toEqual({ state: 'posted', url: 'https://github.test/o/r/pull/1#pullrequestreview-1', count: 1, dropped: '' });
    expect(requests.map((r) => r.maxTokens)).toEqual([99]);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.comments).toEqual([expect.objectContaining({ path: 'p.md', line: 2, side: 'RIGHT' })]);
  });

  it.each([
    { name: 'max_suggestions 0', over: { settings: { ...DEFAULT_REVIEW_SETTINGS, max_suggestions: 0 } }, reason: /review\.max_suggestions is 0/ },
    { name: 'a BLOCKED review', over: { outputVerdict: 'BLOCKED' as const }, reason: /verdict is BLOCKED/ },
    { name: 'confidence just below', over: { verdict: { ...verdict, confidence: 0.59 } }, reason: /confidence \(59%\) is below review\.suggest_min_confidence \(60%\)/ },
    { name: 'a tiny diff', over: { settings: { ...DEFAULT_REVIEW_SETTINGS, min_diff_chars: 500 } }, reason: /below review\.min_diff_chars \(500\)/ },
    { name: 'no head-side lines in the changed files', over: { changedFiles: ['other.md'] }, reason: /no head-side lines/ },
  ])('skips without a call on $name', async ({ over, reason }) => {
    const { args, requests, posted, events } = setup(over);
    const outcome = await suggestCorrections(args);
    expect(outcome).toEqual({ state: 'skipped', reason: expect.stringMatching(reason) });
    expect(requests).toEqual([]);
    expect(posted).toEqual([]);
    expect(events.events.map((e) => e.type === 'reflection_correction' && e.step)).toEqual(['skipped']);
  });

  it('confidence exactly at the threshold runs', async () => {
    const { args } = setup({ verdict: { ...verdict, confidence: 0.6 } });
    expect((await suggestCorrections(args)).state).toBe('posted');
  });

  it('a failed call is a skip, with no retry and no post', async () => {
    const { args, requests, posted } = setup({}, new ProviderError('rate_limit', 'slow down'));
    expect(await suggestCorrections(args)).toEqual({ state: 'skipped', reason: 'the correction call failed (provider "main"): rate_limit: slow down' });
    expect(requests).toHaveLength(1);
    expect(posted).toEqual([]);
  });

  it('a refused post (GitHub 422) is a skip with the reason', async () => {
    const { args, events } = setup({ post: () => Promise.reject(new Error('Unprocessable Entity: line must be part of the diff')) });
    expect(await suggestCorrections(args)).toEqual({ state: 'skipped', reason: 'posting the suggestion review failed: Unprocessable Entity: line must be part of the diff' });
    expect(events.events.map((e) => e.type === 'reflection_correction' && e.step)).toEqual(['call', 'parsed', 'mapped', 'skipped']);
  });

  it('an empty list is "no correction proposed"', async () => {
    const { args, posted } = setup({}, '{"suggestions": []}');
    expect(await suggestCorrections(args)).toEqual({ state: 'skipped', reason: 'the model proposed no correction' });
    expect(posted).toEqual([]);
  });
});

describe('outputCap: the lower of the config\'s max_tokens and the request\'s', () => {
  it.each([
    { configured: undefined, requested: undefined, cap: undefined },
    { configured: 1000, requested: undefined, cap: 1000 },
    { configured: undefined, requested: 512, cap: 512 },
    { configured: 1000, requested: 512, cap: 512 },
    { configured: 256, requested: 512, cap: 256 },
  ])('$configured, $requested → $cap', ({ configured, requested, cap }) => {
    expect(outputCap(configured, requested)).toBe(cap);
  });
});

describe('the review section shows the outcome', () => {
  const data = { state: 'reviewed' as const, outputVerdict: 'CHANGES REQUESTED' as const, verdict, findings: [], leaks: [], leakMode: 'warn' as const, isolationWarnings: [] };
  it('links the posted review, with a URL that cannot break the link', () => {
    const section = renderReviewSection({ ...data, corrections: { state: 'posted', url: 'https://github.test/o/r/pull/1#x(y) z', count: 2, dropped: '1 outside the diff' } }, REVIEW_REDACTOR);
    expect(section).toContain('- Suggested corrections: [2 suggested corrections](https://github.test/o/r/pull/1#x%28y%29%20z), in one review to apply with a click (not posted: 1 outside the diff).');
  });
  it('shows the skip reason, made inert', () => {
    const section = renderReviewSection({ ...data, corrections: { state: 'skipped', reason: 'the reply could not be used: <b>@octocat</b>' } }, REVIEW_REDACTOR);
    expect(section).toContain('- Suggested corrections: none posted: the reply could not be used: &lt;b&gt;@\u200bocto');
  });
  it('says nothing when there is no outcome', () => {
    expect(renderReviewSection(data, REVIEW_REDACTOR)).not.toContain('Suggested corrections');
  });
});
