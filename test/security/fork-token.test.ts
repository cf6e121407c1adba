/**
 * Issue 9, row "a fork config with `api_key_env: INPUT_GITHUB-TOKEN` passes the fork skip and sends the
 * token as the Bearer to a base URL the fork chooses" — through the bundled action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles } from '../action/harness.js';
import { PLANTED_TOKEN } from './leak-check.js';

const SHA = 'f'.repeat(40);
let llm: FakeOpenAI;
let gh: FakeGitHub;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
});
afterAll(async () => {
  await llm.close();
  await gh.close();
});

describe('a fork cannot borrow the GitHub token as an API key', () => {
  it('api_key_env: INPUT_GITHUB-TOKEN is a config error: no model call, the token is sent nowhere', async () => {
    const files = suiteFiles(llm.baseUrl);
    files['context-eval.yaml'] = (files['context-eval.yaml'] ?? '').replace('api_key_env: OPENAI_API_KEY', 'api_key_env: INPUT_GITHUB-TOKEN');
    const ws = makeWorkspace(files);
    gh.addPull({ number: 2, headSha: SHA, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'], headRepoFullName: 'forker/Hello-World' });
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', SHA, 'forker/Hello-World'), apiUrl: gh.url, inputs: { 'github-token': PLANTED_TOKEN }, env: {} });
    const bearers = llm.requests.map((r) => String(r.headers.authorization ?? ''));
    expect(bearers.filter((b) => b.includes(PLANTED_TOKEN))).toEqual([]);
    expect(llm.requests).toHaveLength(0);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/context-eval\.yaml:4.*INPUT_GITHUB-TOKEN/);
  });
});
