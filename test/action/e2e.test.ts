/**
 * End-to-end: the bundled action against a fake GitHub API (validated against GitHub's OpenAPI
 * description) and a local OpenAI-compatible server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, NODE24, pullRequestPayload, runAction, suiteFiles, webhookExample, type ActionRun } from './harness.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const MARKER = '<!-- context-eval:comment id=context-eval.yaml -->';
const OUR_LOGIN = 'github-actions[bot]';
const OUTPUT_KEYS = ['verdict', 'report', 'comment-url', 'passed', 'failed', 'errored', 'review-verdict', 'regressions'];

let llm: FakeOpenAI;
let gh: FakeGitHub;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS: the plan is sound' }));
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN, repository: 'Codertocat/Hello-World' });
  llm.requests.length = 0;
  llm.setHandler(() => ({ content: 'PASS: the plan is sound' }));
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

function ours(issue = 2) {
  return gh.comments(issue).filter((c) => c.login === OUR_LOGIN && c.body.startsWith(MARKER));
}

function expectAllOutputs(run: ActionRun) {
  for (const k of OUTPUT_KEYS) expect(Object.keys(run.outputs), `output ${k}`).toContain(k);
  expect(run.summary.length).toBeGreaterThan(0);
}

async function prRun(headSha: string, opts: { files?: string[]; fork?: string; env?: Record<string, string>; addPull?: boolean } = {}) {
  const ws = makeWorkspace(suiteFiles(llm.baseUrl));
  if (opts.addPull !== false) {
    gh.addPull({ number: 2, headSha, baseSha: 'c'.repeat(40), baseRef: 'master', files: opts.files ?? ['prompts/planner.md'], ...(opts.fork ? { headRepoFullName: opts.fork } : {}) });
  }
  return runAction({
    workspace: ws.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload('synchronize', headSha, opts.fork),
    apiUrl: gh.url,
    env: opts.env ?? { OPENAI_API_KEY: 'sk-test-key' },
  });
}

describe('action on pull_request', () => {
  it('second push edits the same comment, which then shows the new SHA', async () => {
    const first = await prRun(SHA_A);
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    expect(ours()).toHaveLength(1);
    gh.setHeadSha(2, SHA_B);
    const second = await prRun(SHA_B, { addPull: false });
    expect(second.code, second.stdout).toBe(0);
    const mine = ours();
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toContain(SHA_B);
    expect(gh.comments(2)).toHaveLength(1);
    expect(second.outputs['comment-url']).toMatch(/^https:\/\//);
    expectAllOutputs(second);
  });

  it('leaves a foreign comment that carries our marker untouched', async () => {
    gh.addPull({ number: 2, headSha: SHA_A, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const forged = `${MARKER}\n<!-- context-eval:sha ${SHA_A} -->\nall green, trust me`;
    gh.addComment(2, { login: 'mallory', body: forged });
    const run = await prRun(SHA_A, { addPull: false });
    expect(run.code).toBe(0);
    const all = gh.comments(2);
    expect(all).toHaveLength(2);
    expect(all.find((c) => c.login === 'mallory')?.body).toBe(forged);
    expect(ours()).toHaveLength(1);
  });

  it('a stale run for an older SHA does not overwrite the newer comment', async () => {
    gh.addPull({ number: 2, headSha: SHA_B, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const newer = await prRun(SHA_B, { addPull: false });
    expect(newer.code).toBe(0);
    const before = ours()[0]?.body;
    expect(before).toContain(SHA_B);
    const stale = await prRun(SHA_A, { addPull: false });
    expect(stale.code).toBe(0);
    expect(stale.stdout).toMatch(/superseded/);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toBe(before);
  });

  it('finds its comment on a busy PR with 150 comments (page 2 or later)', async () => {
    gh.addPull({ number: 2, headSha: SHA_A, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    for (let i = 0; i < 120; i++) gh.addComment(2, { login: `user${i % 7}`, body: `comment ${i}` });
    gh.addComment(2, { login: OUR_LOGIN, body: `${MARKER}\n<!-- context-eval:sha ${'d'.repeat(40)} -->\nold results` });
    for (let i = 0; i < 29; i++) gh.addComment(2, { login: `user${i % 5}`, body: `later ${i}` });
    expect(gh.comments(2)).toHaveLength(150);
    const run = await prRun(SHA_A, { addPull: false });
    expect(run.code).toBe(0);
    expect(gh.comments(2)).toHaveLength(150);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain(SHA_A);
    const pages = gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues/2/comments'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('a PR that touches no watched file makes no LLM call and no comment', async () => {
    const run = await prRun(SHA_A, { files: ['README.md'] });
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('skipped');
    expect(llm.requests).toHaveLength(0);
    expect(gh.comments(2)).toHaveLength(0);
    expect(run.stdout).toMatch(/no watched context file changed/);
    expectAllOutputs(run);
  });

  it('a fork PR without secrets ends skipped, exit 0, with a notice and no LLM request', async () => {
    const run = await prRun(SHA_A, { fork: 'forker/Hello-World', env: {} });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('skipped');
    expect(run.stdout).toMatch(/::notice::.*fork/);
    expect(run.stdout).toMatch(/workflow_run/);
    expect(llm.requests).toHaveLength(0);
    expectAllOutputs(run);
  });

  it('a fork PR whose token is read-only logs the notice instead of posting it', async () => {
    gh.injectFault({ kind: 'forbidden', status: 403, method: 'POST', path: '/issues/2/comments' });
    const run = await prRun(SHA_A, { fork: 'forker/Hello-World', env: {} });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('skipped');
    expect(run.stdout).toMatch(/could not post the notice on #2 \(the token is read-only on fork pull requests\)/);
    expect(gh.comments(2)).toHaveLength(0);
    expect(llm.requests).toHaveLength(0);
    expect(run.summary).toMatch(/skipped this fork pull request/);
  });

  it('after a push that reverts every watched change, the comment notes which SHA was last evaluated', async () => {
    const first = await prRun(SHA_A);
    expect(first.code).toBe(0);
    const calls = llm.requests.length;
    // The prompt edit was reverted: the PR now differs from its base only in the README.
    gh.addPull({ number: 2, headSha: SHA_B, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['README.md'] });
    const later = await prRun(SHA_B, { addPull: false });
    expect(later.code, later.stdout).toBe(0);
    expect(later.outputs.verdict).toBe('skipped');
    expect(llm.requests.length).toBe(calls);
    expect(ours()).toHaveLength(1);
    const body = ours()[0]?.body ?? '';
    expect(body).toContain(`No context file changed in ${SHA_B}`);
    expect(body).toContain(`<!-- context-eval:sha ${SHA_A} -->`);
    expect(later.outputs['comment-url']).toMatch(/^https:\/\//);
  });

  it('a same-repo PR without the key variable ends in error and names the variable', async () => {
    const run = await prRun(SHA_A, { env: {} });
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/OPENAI_API_KEY/);
    expect(llm.requests).toHaveLength(0);
    expectAllOutputs(run);
  });

  it('a failing scenario fails the job, annotates the scenario file and sets every output', async () => {
    llm.setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'FAIL: no plan' : 'PASS' }));
    const run = await prRun(SHA_A);
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.outputs.failed).toBe('1');
    expect(run.outputs.passed).toBe('1');
    expect(run.stdout).toMatch(/::error title=context-eval%3A plans-billing failed[^\n]*,file=scenarios\/basic\.yaml,line=\d+::/);
    expect(ours()[0]?.body).toContain('plans-billing');
    expectAllOutputs(run);
  });

  it('a provider that is down is "could not evaluate": verdict error, never a pass or a plain failure', async () => {
    llm.setHandler(() => ({ status: 500 }));
    const run = await prRun(SHA_A);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs.errored).toBe('2');
    expect(run.outputs.failed).toBe('0');
    expect(run.code).toBe(1);
    expectAllOutputs(run);
  });
});

describe('action on other events', () => {
  it('workflow_dispatch runs the whole suite (full mode) and honours only/runs', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({
      workspace: ws.dir,
      eventName: 'workflow_dispatch',
      payload: webhookExample('workflow_dispatch'),
      apiUrl: gh.url,
      inputs: { only: 'plans-auth', runs: '2' },
      env: { OPENAI_API_KEY: 'sk-test-key' },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs.passed).toBe('1');
    // runs: 2 planned (the first look), then the threshold test's next look, 2 runs on: 4 of 4 shows a
    // rate of at least 56.6% (threshold 2/3 less the tolerance) with 85% confidence (0.566⁴ = 0.10 ≤ 0.15),
    // 2 of 2 does not.
    expect(llm.requests).toHaveLength(4);
    expectAllOutputs(run);
  });

  it('schedule runs every scenario', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const payload = { schedule: '17 3 * * *', repository: webhookExample('push').repository };
    const run = await runAction({ workspace: ws.dir, eventName: 'schedule', payload, apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key' } });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.passed).toBe('2');
    expectAllOutputs(run);
  });

  it('an unknown event gets a clear message', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'issues', payload: webhookExample('issues', 'opened'), apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/does not know what to do on the 'issues' event/);
    expectAllOutputs(run);
  });

  it('a bad input is named and echoed', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'workflow_dispatch', payload: webhookExample('workflow_dispatch'), apiUrl: gh.url, inputs: { 'fail-on': 'thresold' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("fail-on: unknown value 'thresold'; expected threshold, regression, drift, review, error");
  });

  it.runIf(existsSync(NODE24))('runs under Node 24, as GitHub runs node24 actions', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'workflow_dispatch', payload: webhookExample('workflow_dispatch'), apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key' }, node: NODE24 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
  });

  it.runIf(existsSync(NODE24))('under Node 24, a PR run posts the sticky comment, annotates and fails on a failing scenario', async () => {
    llm.setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'FAIL: no plan' : 'PASS' }));
    gh.addPull({ number: 2, headSha: SHA_A, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', SHA_A), apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key' }, node: NODE24 });
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.stdout).toMatch(/::error title=context-eval%3A plans-billing failed[^\n]*,file=scenarios\/basic\.yaml,line=\d+::/);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain(SHA_A);
  });
});
