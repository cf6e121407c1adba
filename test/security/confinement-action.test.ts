/**
 * Issue 9, row "No path confinement", the documented fork stage-2 pattern, through the bundled action: a
 * PR symlinks `prompts/planner.md` to `/proc/self/environ` (which holds the API key and the GitHub
 * token). The run must end with verdict `error`, naming the file and the line, before any model call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles } from '../action/harness.js';
import { PLANTED_KEY } from './leak-check.js';

const SHA = 'e'.repeat(40);
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

describe('the action confines files to the repository', () => {
  it('a prompt symlinked to /proc/self/environ: verdict error, 0 bytes to the model, file and line named', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    rmSync(path.join(ws.dir, 'prompts', 'planner.md'));
    symlinkSync('/proc/self/environ', path.join(ws.dir, 'prompts', 'planner.md'));
    gh.addPull({ number: 2, headSha: SHA, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', SHA), apiUrl: gh.url, env: { OPENAI_API_KEY: PLANTED_KEY } });
    expect(llm.requests).toHaveLength(0);
    expect(run.outputs.verdict).toBe('error');
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/context-eval\.yaml:6.*prompts\/planner\.md.*outside the repository/);
    expect(run.summary).not.toContain(PLANTED_KEY);
  });
});
