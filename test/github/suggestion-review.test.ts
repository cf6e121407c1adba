import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { postSuggestionReview } from '../../src/github/suggestion-review.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const HEAD = 'a'.repeat(40);
const PATCH = '@@ -1,3 +1,4 @@\n You plan.\n-Answer PASS.\n+Answer PASS when sound.\n+Split work.\n Be brief.';

let gh: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => {
  gh = await startFakeGitHub();
  client = createGitHubClient({ token: 't', baseUrl: gh.url, retryBaseMs: 1 });
  gh.addPull({ number: 4, headSha: HEAD, baseSha: 'c'.repeat(40), baseRef: 'main', files: ['prompts/planner.md'], patches: { 'prompts/planner.md': PATCH } });
});
afterEach(async () => {
  expect(gh.violations).toEqual([]);
  await gh.close();
});

const request = (comments: Parameters<typeof postSuggestionReview>[1]['comments']) => ({
  owner: gh.owner,
  repo: gh.repo,
  pullNumber: 4,
  commitId: HEAD,
  body: 'two corrections',
  comments,
});

describe('postSuggestionReview against the fake GitHub (OpenAPI-validated)', () => {
  it('posts one COMMENT review on the head commit, with single- and multi-line comments, and returns its URL', async () => {
    const posted = await postSuggestionReview(
      client,
      request([
        { path: 'prompts/planner.md', line: 2, side: 'RIGHT', body: '```suggestion\nAnswer PASS only when sound.\n```' },
        { path: 'prompts/planner.md', start_line: 3, start_side: 'RIGHT', line: 4, side: 'RIGHT', body: '```suggestion\nSplit.\nBrief.\n```' },
      ]),
    );
    expect(posted.url).toMatch(/\/pull\/4#pullrequestreview-\d+$/);
    const reviews = gh.review.posted.get(4) ?? [];
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ id: posted.id, event: 'COMMENT', commitId: HEAD, body: 'two corrections' });
    expect(reviews[0]?.comments.map((c) => [c.start_line, c.line])).toEqual([
      [undefined, 2],
      [3, 4],
    ]);
  });

  it.each([
    { name: 'a line outside the diff', comment: { path: 'prompts/planner.md', line: 9, side: 'RIGHT' as const, body: 'x' }, error: /must be part of the diff/ },
    { name: 'a file the pull request does not change', comment: { path: 'README.md', line: 1, side: 'RIGHT' as const, body: 'x' }, error: /not a file of this pull request/ },
  ])('GitHub (the fake) refuses $name with 422, and nothing is stored', async ({ comment, error }) => {
    await expect(postSuggestionReview(client, request([comment]))).rejects.toMatchObject({ status: 422, message: expect.stringMatching(error) });
    expect(gh.review.posted.get(4) ?? []).toEqual([]);
  });
});
