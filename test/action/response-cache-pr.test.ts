/**
 * Issue 20 item 4, through the bundled action and the real @actions/cache against a local fake of the
 * Actions cache service (test/fakes/cache-server.ts): in a pull request the response cache is on by
 * default, so a re-run of the same commit reproduces the earlier verdict exactly with no model call, and
 * a push that changes one role's prompt samples only the scenarios that prompt shapes. Each run gets a
 * fresh runner temp folder, as every job on GitHub does: what carries over is only what the cache
 * service restores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, seededRandom, type FakeOpenAI } from '../fakes/openai-server.js';
import { cacheEnv, scopesFor, startFakeCacheServer, type FakeCacheServer } from '../fakes/cache-server.js';
import { makeWorkspace, pullRequestPayload, runAction, type Workspace } from './harness.js';

const SHA = 'd'.repeat(40);
let llm: FakeOpenAI;
let gh: FakeGitHub;
let service: FakeCacheServer;
let ws: Workspace;
let runnerTemp: string;

beforeAll(async () => {
  // Answers that pass about 70% of the time: the verdicts depend on the very samples drawn.
  const random = seededRandom(7);
  llm = await startFakeOpenAI(() => ({ content: random() < 0.7 ? 'PASS' : 'FAIL' }));
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
  service = await startFakeCacheServer();
  runnerTemp = mkdtempSync(path.join(tmpdir(), 'context-eval-runner-temp-'));
  ws = makeWorkspace({
    'context-eval.yaml': [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: fake-model, base_url: "${llm.baseUrl}", api_key_env: OPENAI_API_KEY, retries: 0, timeout_ms: 60000 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/planner.md }',
      '  critic: { provider: main, system: prompts/critic.md }',
      'defaults: { runs: 6, threshold: 1/2 }',
      '',
    ].join('\n'),
    'prompts/planner.md': 'You plan.\n',
    'prompts/critic.md': 'You criticise.\n',
    'scenarios/basic.yaml': [
      'scenarios:',
      '  - { name: plans, role: planner, context: { objective: auth }, expect: [{ contains: [PASS] }] }',
      '  - { name: criticises, role: critic, context: { objective: auth }, expect: [{ contains: [PASS] }] }',
      '',
    ].join('\n'),
  });
  gh.addPull({ number: 2, headSha: SHA, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md', 'prompts/critic.md'] });
});
afterAll(async () => {
  await llm.close();
  await gh.close();
  await service.close();
  rmSync(runnerTemp, { recursive: true, force: true });
  rmSync(ws.dir, { recursive: true, force: true });
});

interface RunView {
  verdict: string;
  calls: number;
  systems: string[];
  scenarios: { name: string; verdict: string; runs: boolean[] }[];
}

/** One job of the PR's workflow: a fresh runner temp, the PR's cache scopes, the bundled action. */
async function prJob(): Promise<RunView> {
  rmSync(runnerTemp, { recursive: true, force: true });
  llm.requests.length = 0;
  const run = await runAction({
    workspace: ws.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload('synchronize', SHA),
    apiUrl: gh.url,
    inputs: { review: 'false', comment: 'false' },
    env: {
      OPENAI_API_KEY: 'k-test',
      GITHUB_REF: 'refs/pull/2/merge',
      RUNNER_TEMP: runnerTemp,
      ...cacheEnv(service, scopesFor('refs/pull/2/merge', 'refs/heads/master', 'refs/heads/master')),
    },
  });
  expect(run.outputs.report, run.stdout + run.stderr).toBeTruthy();
  const report = JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')) as { verdict: string; scenarios: { name: string; verdict: string; runs: { pass: boolean }[] }[] };
  return {
    verdict: report.verdict,
    calls: llm.requests.length,
    systems: llm.requests.map((r) => r.body.messages.find((m) => m.role === 'system')?.content ?? ''),
    scenarios: report.scenarios.map((s) => ({ name: s.name, verdict: s.verdict, runs: s.runs.map((r) => r.pass) })),
  };
}

describe('the response cache is on by default in pull requests', () => {
  it('a re-run of the same commit: the same verdict, no model call; a changed prompt re-samples only its scenarios', async () => {
    const first = await prJob();
    expect(first.calls).toBeGreaterThan(0);
    // It was kept outside the checkout and saved in the PR's own scope.
    expect(service.entries.filter((e) => e.finalized).map((e) => e.scope)).toEqual(['refs/pull/2/merge']);

    const second = await prJob();
    expect(second.calls).toBe(0);
    expect(second.scenarios).toEqual(first.scenarios);
    expect(second.verdict).toBe(first.verdict);

    // The push changes the critic's prompt only: the planner's runs replay, the critic's are sampled again.
    ws.write('prompts/critic.md', 'You criticise, briefly.\n');
    const third = await prJob();
    expect(third.calls).toBeGreaterThan(0);
    expect(new Set(third.systems.map((s) => s.trim()))).toEqual(new Set(['You criticise, briefly.']));
    expect(third.scenarios.find((s) => s.name === 'plans')).toEqual(first.scenarios.find((s) => s.name === 'plans'));
    expect(service.rejected).toEqual([]);
  }, 900_000);
});
