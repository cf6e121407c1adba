/**
 * End-to-end: the review's correction step in the bundled action (dist/index.js). After a CHANGES
 * REQUESTED review confident enough, one more isolated call proposes corrections, posted as ONE COMMENT
 * review of ```suggestion``` blocks on diff lines, which the fake GitHub checks against the OpenAPI
 * description and against the pull request's diff (422 off the diff, as GitHub does). Run `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type ChatRequestBody, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles } from './harness.js';

const HEAD = 'a'.repeat(40);
const BASE = 'c'.repeat(40);
const OUR_LOGIN = 'github-actions[bot]';
const REVIEWER_MARK = 'You are the isolated reviewer of context-eval';
const SUGGESTER_MARK = "You are the correction step of context-eval's isolated review";
const PLANNER = 'You plan. Answer PASS when the plan is sound.\nSplit the work into steps.\nEach step names its files.\nBe brief.\n';
const PATCH = '@@ -1,2 +1,4 @@\n You plan. Answer PASS when the plan is sound.\n+Split the work into steps.\n+Each step names its files.\n Be brief.';
const PLANTED = 'PLANTED-issue-comment-77e1';

let llm: FakeOpenAI;
let gh: FakeGitHub;

const systemOf = (body: ChatRequestBody): string => body.messages.find((m) => m.role === 'system')?.content ?? '';
const suggesterCalls = () => llm.requests.filter((r) => systemOf(r.body).includes(SUGGESTER_MARK));

function review(verdict: string, confidence: number): string {
  return JSON.stringify({
    verdict,
    confidence,
    score: 5,
    checklist: {},
    issues: [{ severity: 'medium', file: 'prompts/planner.md', line: 2, message: 'Steps have no size bound.' }],
    summary: `Judged ${verdict}.`,
  });
}

const GOOD_SUGGESTIONS = JSON.stringify({
  suggestions: [
    {
      path: 'prompts/planner.md',
      start_line: 2,
      end_line: 3,
      replacement: 'Split the work into steps of at most two files.\nEach step names its files and how to check it.',
      why: '@octocat steps need a size bound <img src=x> (#12)',
    },
    { path: 'prompts/planner.md', start_line: 9, end_line: 9, replacement: 'x', why: 'outside the diff' },
    { path: 'src/index.ts', start_line: 1, end_line: 1, replacement: 'x', why: 'not a context file' },
  ],
});

function answer(reviewer: string, suggester: string): void {
  llm.setHandler((body) => {
    const system = systemOf(body);
    if (system.includes(REVIEWER_MARK)) return { content: reviewer };
    if (system.includes(SUGGESTER_MARK)) return { content: suggester };
    return { content: 'PASS' };
  });
}

async function run(baseReview = '{ provider: main }') {
  const ws = makeWorkspace({ ...suiteFiles(llm.baseUrl), 'prompts/planner.md': PLANNER });
  gh.addPull({
    number: 2,
    headSha: HEAD,
    baseSha: BASE,
    baseRef: 'master',
    files: ['prompts/planner.md'],
    patches: { 'prompts/planner.md': PATCH },
    title: 'Teach the planner to split work',
    body: 'Make the planner split work into small steps.',
  });
  gh.addComment(2, { login: 'octocat', body: `as discussed, ${PLANTED}` });
  gh.putFile(BASE, 'context-eval.yaml', ['version: 1', 'watch: [prompts/**]', 'providers: { main: { type: openai, model: m } }', 'roles: { planner: { provider: main, system: prompts/planner.md } }', `review: ${baseReview}`, ''].join('\n'));
  gh.putFile(HEAD, 'prompts/planner.md', PLANNER);
  const payload = pullRequestPayload('synchronize', HEAD);
  (payload.pull_request as { base: { sha: string } }).base.sha = BASE;
  const result = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key' } });
  const comment = gh.comments(2).find((c) => c.login === OUR_LOGIN)?.body ?? '';
  const events = readFileSync(path.join(path.dirname(result.outputs.report ?? ''), 'review-events.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; step?: string; reason?: string; max_tokens?: number });
  return { ...result, comment, corrections: events.filter((e) => e.type === 'reflection_correction') };
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

describe('suggested corrections in the action', () => {
  it('posts ONE COMMENT review whose suggestion blocks sit on diff lines, and links it from the comment', async () => {
    answer(review('CHANGES REQUESTED', 0.8), GOOD_SUGGESTIONS);
    const result = await run('{ provider: main, suggest_max_tokens: 300 }');
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs['review-verdict']).toBe('CHANGES REQUESTED');

    const calls = suggesterCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.max_tokens).toBe(300);
    const request = calls[0]?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(request).toContain('=== REVIEWER ISSUES ===\nVerdict: CHANGES REQUESTED');
    expect(request).toContain('- [medium] prompts/planner.md:2: Steps have no size bound.');
    expect(request).toContain('=== CHANGED LINES ===\n--- prompts/planner.md lines 1-4 ---\n1 | You plan.');
    expect(JSON.stringify(llm.requests.map((r) => r.body))).not.toContain(PLANTED);

    const posted = gh.review.posted.get(2) ?? [];
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ event: 'COMMENT', commitId: HEAD });
    expect(posted[0]?.body).toContain('context-eval: 1 suggested correction');
    expect(posted[0]?.body).toContain('Not posted: 1 outside the diff, 1 not on a changed context file.');
    expect(posted[0]?.comments).toEqual([
      {
        path: 'prompts/planner.md',
        start_line: 2,
        start_side: 'RIGHT',
        line: 3,
        side: 'RIGHT',
        body: expect.stringMatching(/\n\n```suggestion\nSplit the work into steps of at most two files\.\nEach step names its files and how to check it\.\n```$/),
      },
    ]);
    const why = posted[0]?.comments[0]?.body.split('\n')[0] ?? '';
    expect(why).toMatch(/^\*\*Suggested correction:\*\* /);
    expect(why).not.toMatch(/@octocat|<img|#12/);

    expect(result.comment).toContain(
      `- Suggested corrections: [1 suggested correction](https://github.test/Codertocat/Hello-World/pull/2#pullrequestreview-${posted[0]?.id ?? ''}), in one review to apply with a click (not posted: 1 outside the diff, 1 not on a changed context file).`,
    );
    expect(result.corrections.map((e) => e.step)).toEqual(['call', 'parsed', 'mapped', 'posted']);
  });

  it.each([
    {
      name: 'confidence below review.suggest_min_confidence',
      reviewer: review('CHANGES REQUESTED', 0.5),
      suggester: GOOD_SUGGESTIONS,
      calls: 0,
      reason: "the review's confidence (50%) is below review.suggest_min_confidence (60%)",
    },
    {
      name: 'a malformed reply',
      reviewer: review('CHANGES REQUESTED', 0.9),
      suggester: 'Sure! Change line 2 to mention a size bound.',
      calls: 1,
      reason: 'the correction reply could not be used: the reply has no JSON object (prose only)',
    },
    {
      name: 'a reply whose suggestions all miss the diff',
      reviewer: review('CHANGES REQUESTED', 0.9),
      suggester: JSON.stringify({ suggestions: [{ path: 'prompts/planner.md', start_line: 7, end_line: 8, replacement: 'x', why: 'y' }] }),
      calls: 1,
      reason: 'no proposed correction lands on a line of the diff (1 outside the diff)',
    },
  ])('posts nothing on $name, and says why in the comment', async ({ reviewer, suggester, calls, reason }) => {
    answer(reviewer, suggester);
    const result = await run();
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs['review-verdict']).toBe('CHANGES REQUESTED');
    expect(suggesterCalls()).toHaveLength(calls);
    expect(gh.review.posted.get(2) ?? []).toEqual([]);
    expect(gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reviews'))).toEqual([]);
    expect(result.comment).toContain('- Suggested corrections: none posted: ');
    expect(result.corrections.at(-1)).toMatchObject({ step: 'skipped', reason });
  });

  it('an APPROVED review makes no correction call, posts nothing and adds no line to the comment', async () => {
    answer(JSON.stringify({ verdict: 'APPROVED', confidence: 0.9, score: 9, checklist: { accuracy: { pass: true } }, issues: [], summary: 'Fine.' }), GOOD_SUGGESTIONS);
    const result = await run();
    expect(result.code, result.stdout).toBe(0);
    expect(suggesterCalls()).toHaveLength(0);
    expect(gh.review.posted.get(2) ?? []).toEqual([]);
    expect(result.comment).not.toContain('Suggested corrections');
    expect(result.corrections).toEqual([expect.objectContaining({ step: 'skipped', reason: expect.stringMatching(/verdict is APPROVED/) })]);
  });
});
