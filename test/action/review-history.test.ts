import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlierReviewScores, mergedPullReview } from '../../src/action/review-history.js';
import { createGitHub, type GitHub } from '../../src/github/github.js';
import { composeCommentBody } from '../../src/github/comment.js';
import { createDirStore } from '../../src/history/dir-store.js';
import { reviewMarker } from '../../src/review/score-marker.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { makeRecord, sha } from '../history/make-record.js';

const OUR_LOGIN = 'github-actions[bot]';
const CONFIG_ID = 'context-eval.yaml';
const [ROOT, FEATURE, MERGE, OTHER_FEATURE, SQUASH] = [sha(1), sha(2), sha(3), sha(4), sha(5)];

let gh: FakeGitHub;
let client: GitHub;
let logs: string[];

const ourComment = (reviewLine: string) => ({ login: OUR_LOGIN, body: composeCommentBody(CONFIG_ID, FEATURE, `## context-eval\n\n${reviewLine}\n### Isolated reflection review\n`) });
const query = (commit: string) => ({ owner: gh.owner, repo: gh.repo, sha: commit, configId: CONFIG_ID, log: (m: string) => logs.push(m) });

beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN });
  client = createGitHub({ token: 'test-token', baseUrl: gh.url, retryBaseMs: 1 });
  logs = [];
  gh.commits.addCommits([
    { sha: ROOT, parents: [] },
    { sha: FEATURE, parents: [ROOT] },
    { sha: OTHER_FEATURE, parents: [ROOT] },
    { sha: MERGE, parents: [ROOT, FEATURE], message: 'Merge pull request #7 from octo-org/feature' },
    { sha: SQUASH, parents: [MERGE], message: 'Tighten the planner prompt (#8)\n\nSquashed.' },
  ]);
  gh.addPull({ number: 7, headSha: FEATURE, baseSha: ROOT, baseRef: 'main', files: ['prompts/planner.md'] });
  gh.addPull({ number: 8, headSha: OTHER_FEATURE, baseSha: ROOT, baseRef: 'main', files: ['prompts/planner.md'] });
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

describe('mergedPullReview', () => {
  it('reads the review marker from our comment on the PR the merge commit merged', async () => {
    gh.addComment(7, { login: 'octocat', body: 'LGTM' });
    gh.addComment(7, ourComment(reviewMarker('CHANGES REQUESTED', 6)));
    expect(await mergedPullReview(client, query(MERGE))).toEqual({ verdict: 'CHANGES REQUESTED', score: 6 });
    expect(gh.requests.some((r) => r.operationId === 'repos/list-pull-requests-associated-with-commit')).toBe(true);
    expect(logs.join('\n')).toContain('recording the review of pull request #7: CHANGES REQUESTED, score 6');
  });

  it("a review score someone else edited into our comment is not recorded (issue 30 item 7: only the bot's words count)", async () => {
    const id = gh.addComment(7, ourComment(reviewMarker('CHANGES REQUESTED', 3)));
    gh.editComment(id, { login: 'octocat', body: ourComment(reviewMarker('APPROVED', 10)).body });
    expect(await mergedPullReview(client, query(MERGE))).toBeUndefined();
    expect(logs.join('\n')).toMatch(/#7.*last edited by octocat/);
  });

  it('finds a squash-merged PR by its merge_commit_sha', async () => {
    gh.addComment(8, ourComment(reviewMarker('APPROVED', 9)));
    expect(await mergedPullReview(client, query(SQUASH))).toEqual({ verdict: 'APPROVED', score: 9 });
  });

  it.each([
    { case: 'the commit only sits on an open PR', commit: FEATURE, comment: true, log: /no merged pull request brought/ },
    { case: 'the PR has no comment of ours', commit: MERGE, comment: false, log: /#7 has no context-eval comment/ },
  ])('undefined when $case', async ({ commit, comment, log }) => {
    if (comment) gh.addComment(7, ourComment(reviewMarker('APPROVED', 9)));
    expect(await mergedPullReview(client, query(commit))).toBeUndefined();
    expect(logs.join('\n')).toMatch(log);
  });

  it('ignores a marker in a comment by someone else, even with our comment marker line', async () => {
    gh.addComment(7, { ...ourComment(reviewMarker('APPROVED', 10)), login: 'mallory' });
    gh.addComment(7, ourComment('(the review was skipped)'));
    expect(await mergedPullReview(client, query(MERGE))).toBeUndefined();
    expect(logs.join('\n')).toContain('#7 has no review score in our comment');
  });

  it('an API failure is a log line and no review, never an error', async () => {
    gh.injectFault({ kind: 'server-error', status: 500, times: 10 });
    await expect(mergedPullReview(client, query(MERGE))).resolves.toBeUndefined();
    expect(logs.join('\n')).toMatch(/could not list the pull requests of 0000003/);
  });
});

describe('earlierReviewScores', () => {
  it('lists the stored review scores oldest first, skipping records without a review', async () => {
    const store = createDirStore(mkdtempSync(path.join(tmpdir(), 'context-eval-scores-')));
    // Appended out of order: the store sorts by timestamp.
    await store.append(makeRecord(3, [{}], { review: { verdict: 'APPROVED', score: 9 } }));
    await store.append(makeRecord(1, [{}], { review: { verdict: 'BLOCKED', score: 2 } }));
    await store.append(makeRecord(2));
    await store.append(makeRecord(4, [{}], { review: { verdict: 'CHANGES REQUESTED', score: 6.5 } }));
    expect(await earlierReviewScores(store)).toEqual([2, 9, 6.5]);
  });

  it('an unreadable store gives no scores and says the monitor is off', async () => {
    const seen: string[] = [];
    const broken = { scan: () => Promise.reject(new Error('branch context-eval-data: 502')) };
    expect(await earlierReviewScores(broken, (m) => seen.push(m))).toEqual([]);
    expect(seen.join('\n')).toMatch(/502.*score-inflation monitor is off/);
  });
});
