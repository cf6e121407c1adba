/**
 * End-to-end through the bundled dist/index.js: the review score travels PR comment → push record →
 * the score-inflation monitor of a later PR. History lives on the data branch (`history.store: auto`, the
 * default); the test seeds and reads it with an unpaced client.
 * Run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { composeCommentBody } from '../../src/github/comment.js';
import { gitHubOver } from '../../src/github/github.js';
import { createBranchStore } from '../../src/history/branch-store.js';
import { reviewMarker } from '../../src/review/score-marker.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { startFakeOpenAI, type ChatRequestBody, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRecord, sha } from '../history/make-record.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles, webhookExample, type Workspace } from './harness.js';

const OUR_LOGIN = 'github-actions[bot]';
const REVIEWER_MARK = 'You are the isolated reviewer of context-eval';
const [BASE, HEAD, MERGE] = [sha(101), sha(102), sha(103)];

let llm: FakeOpenAI;
let gh: FakeGitHub;

const isReviewer = (body: ChatRequestBody) => body.messages.some((m) => m.role === 'system' && m.content.includes(REVIEWER_MARK));

/** The scenario model passes; the reviewer approves with `score`. */
function reviewerScores(score: number): void {
  const reply = JSON.stringify({ verdict: 'APPROVED', confidence: 0.9, score, checklist: { accuracy: { pass: true } }, issues: [], summary: 'Fine.' });
  llm.setHandler((body) => ({ content: isReviewer(body) ? reply : 'PASS' }));
}

function workspaceWithHistory(): Workspace {
  const files = suiteFiles(llm.baseUrl);
  return makeWorkspace({ ...files, 'context-eval.yaml': `${files['context-eval.yaml'] ?? ''}review: { provider: main }\n` });
}

/** The data branch the action records on, read and seeded without the action's pacing. */
const dataBranch = () => createBranchStore(gitHubOver(unpacedClient(gh.url)), { owner: 'Codertocat', repo: 'Hello-World', branch: 'context-eval-data' });

async function prRunWithStoredScores(scores: number[], currentScore: number) {
  const ws = workspaceWithHistory();
  const store = dataBranch();
  for (const [i, score] of scores.entries()) {
    await store.append(makeRecord(i + 1, [{ name: 'plans-auth' }], { event: 'push', review: { verdict: 'APPROVED', score } }));
  }
  gh.commits.addCommits([{ sha: BASE, parents: [] }, { sha: HEAD, parents: [BASE] }]);
  gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: ['prompts/planner.md'], title: 'Sharpen the planner', body: 'Make it answer PASS.\n\n## Why\nFewer retries.' });
  gh.putFile(BASE, 'context-eval.yaml', 'version: 1\nwatch: [prompts/**]\nproviders: { main: { type: openai, model: m } }\nroles: { planner: { provider: main, system: prompts/planner.md } }\nreview: { provider: main }\n');
  gh.putFile(HEAD, 'prompts/planner.md', readFileSync(path.join(ws.dir, 'prompts/planner.md'), 'utf8'));
  reviewerScores(currentScore);
  const payload = pullRequestPayload('synchronize', HEAD);
  (payload.pull_request as { base: { sha: string } }).base.sha = BASE;
  const before = (await store.list()).length;
  const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { record: 'true' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
  expect(await store.list(), 'a pull request never writes history').toHaveLength(before);
  const comment = gh.comments(2).find((c) => c.login === OUR_LOGIN)?.body ?? '';
  return { run, comment };
}

beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN, repository: 'Codertocat/Hello-World' });
  llm.requests.length = 0;
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

describe('score-inflation monitor on a pull request', () => {
  it('warns in the review section when the last 10 recorded scores are all 9 or above', async () => {
    const { run, comment } = await prRunWithStoredScores([9, 10, 9, 9, 10, 9, 9, 9, 10, 9], 9);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['review-verdict']).toBe('APPROVED');
    expect(comment).toContain('### Isolated reflection review');
    expect(comment).toMatch(/\*\*Isolation warnings\*\*[\s\S]*score inflation: the last 10 reviews all scored 9 or more/);
    expect(comment).toContain('<!-- context-eval:review verdict=APPROVED score=9 -->');
    expect(run.stdout).toMatch(/::warning::score inflation/);
  });

  it('does not warn when one of the last 10 scores is 6', async () => {
    const { run, comment } = await prRunWithStoredScores([9, 10, 9, 9, 10, 9, 9, 9, 10, 6], 9);
    expect(run.code, run.stdout).toBe(0);
    expect(comment).toContain('<!-- context-eval:review verdict=APPROVED score=9 -->');
    expect(comment).not.toContain('score inflation');
    expect(run.stdout).not.toContain('score inflation');
  });
});

describe('push to the default branch', () => {
  it("records the merged pull request's review verdict and score from our comment", async () => {
    gh.commits.addCommits([
      { sha: BASE, parents: [] },
      { sha: HEAD, parents: [BASE] },
      { sha: MERGE, parents: [BASE, HEAD], message: 'Merge pull request #2 from Codertocat/feature' },
    ]);
    gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: ['prompts/planner.md'] });
    gh.addComment(2, { login: 'mallory', body: composeCommentBody('context-eval.yaml', HEAD, reviewMarker('APPROVED', 10)) });
    gh.addComment(2, { login: OUR_LOGIN, body: composeCommentBody('context-eval.yaml', HEAD, `## context-eval\n\n${reviewMarker('CHANGES REQUESTED', 6)}\n### Isolated reflection review\n`) });
    reviewerScores(9);
    const ws = workspaceWithHistory();
    const run = await runAction({ workspace: ws.dir, eventName: 'push', payload: webhookExample('push'), apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key', GITHUB_REF: 'refs/heads/master', GITHUB_SHA: MERGE } });
    expect(run.code, run.stdout).toBe(0);
    const records = await dataBranch().list();
    expect(records).toHaveLength(1);
    const record = z
      .object({ sha: z.string(), event: z.string(), review: z.object({ verdict: z.string(), score: z.number() }).optional() })
      .parse(records[0]);
    expect(record).toEqual({ sha: MERGE, event: 'push', review: { verdict: 'CHANGES REQUESTED', score: 6 } });
    expect(llm.requests.some((r) => isReviewer(r.body)), 'a push runs no review').toBe(false);
  });
});
