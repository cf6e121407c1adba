/**
 * Issue 21 item 3, "a cache that cannot be planted":
 * - C1: a pull request commits response-cache entries under `.context-eval/cache/` holding a passing
 *   answer; the action must not read them (trusted state lives outside the checkout, DESIGN §2), so the
 *   failing suite still fails and the model is asked.
 * - C3: an entry edited after it was written (a run's answer, or a judge's verdict `pass: false` turned
 *   into `pass: true`) no longer matches its digest: it is a miss, the call is made again, and the
 *   report notes it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction } from '../action/harness.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

const SHA = 'f'.repeat(40);
let llm: FakeOpenAI;
let gh: FakeGitHub;
let answer = 'PASS';

beforeAll(async () => {
  llm = await startFakeOpenAI((body) => {
    const judging = body.messages.some((m) => m.content.startsWith('RUBRIC:'));
    return { content: judging ? JSON.stringify({ pass: false, reason: 'the plan drops the tests' }) : answer };
  });
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
});
afterAll(async () => {
  await llm.close();
  await gh.close();
  await removeProjects();
});
beforeEach(() => {
  llm.requests.length = 0;
  answer = 'PASS';
});

function suite(extra: string[] = []): Record<string, string> {
  return {
    'context-eval.yaml': [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: fake-model, base_url: "${llm.baseUrl}", api_key_env: OPENAI_API_KEY, retries: 0, timeout_ms: 60000 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/planner.md }',
      'defaults: { runs: 3, threshold: 2/3 }',
      'cache: {}',
      ...extra,
      '',
    ].join('\n'),
    'prompts/planner.md': 'You plan.\n',
    'scenarios/basic.yaml': ['name: plans-auth', 'role: planner', 'context: { objective: auth }', 'expect:', '  - contains: [PASS]', ''].join('\n'),
  };
}

/** Every cache entry file under `dir` (one JSON file per answer). */
function entryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));
}

describe('C1: entries committed into the checkout are never read by the action', () => {
  it('a PR that commits passing answers under .context-eval/cache still fails, and the model is asked', async () => {
    const ws = makeWorkspace(suite());
    // The attacker fills the folder with passing answers (here: through the CLI against a model that passes).
    const planted = await runCliInProcess(ws.dir, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(planted.code, planted.stderr).toBe(0);
    expect(entryFiles(path.join(ws.dir, '.context-eval', 'cache')).length).toBe(llm.requests.length);
    llm.requests.length = 0;

    // The model now fails the scenario; the committed answers must not decide the verdict.
    answer = 'FAIL';
    gh.addPull({ number: 2, headSha: SHA, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const run = await runAction({
      workspace: ws.dir,
      eventName: 'pull_request',
      payload: pullRequestPayload('synchronize', SHA),
      apiUrl: gh.url,
      inputs: { review: 'false' },
      env: { OPENAI_API_KEY: 'k-test', GITHUB_REF: 'refs/pull/2/merge' },
    });
    expect(run.outputs.verdict, run.stdout).toBe('fail');
    expect(llm.requests.length).toBeGreaterThanOrEqual(2);
  });
});

describe('C1 locally: a cache folder committed to git is not read by the CLI', () => {
  it('after a merge brings committed passing answers, `run` asks the model, fails, and says why', async () => {
    const dir = await makeProject(suite());
    const planted = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(planted.code, planted.stderr).toBe(0);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'merge a PR that carries its cache');
    llm.requests.length = 0;

    answer = 'FAIL';
    const run = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(llm.requests.length).toBeGreaterThanOrEqual(2);
    expect(run.stderr).toMatch(/\.context-eval\/cache.*committed to git.*not read/s);
  });
});

describe('C3: an entry edited after it was written is a miss, never trusted', () => {
  it("a run's answer edited from FAIL to PASS: the suite still fails and the run is sampled again", async () => {
    const dir = await makeProject(suite());
    answer = 'FAIL';
    const first = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(first.code, first.stderr).toBe(1);
    const files = entryFiles(path.join(dir, '.context-eval', 'cache'));
    const made = llm.requests.length;
    expect(made).toBeGreaterThanOrEqual(2);
    expect(files).toHaveLength(made);
    for (const f of files) writeFileSync(f, readFileSync(f, 'utf8').replaceAll('FAIL', 'PASS'));
    llm.requests.length = 0;

    const second = await runCliInProcess(dir, ['run', '--json', 'report.json'], { OPENAI_API_KEY: 'k-test' });
    expect(second.code, second.stdout).toBe(1);
    expect(llm.requests).toHaveLength(made);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as { notes?: string[] };
    expect(JSON.stringify(report.notes ?? [])).toMatch(new RegExp(`${made} response cache entries .*digest`));
  });

  it("a judge's verdict edited from pass:false to pass:true: the judge is asked again and the run fails", async () => {
    const dir = await makeProject({
      ...suite(),
      'scenarios/basic.yaml': [
        'name: plans-auth',
        'role: planner',
        'runs: 1',
        'threshold: 1',
        'context: { objective: auth }',
        'expect:',
        '  - judge: { rubric: "The plan keeps the existing tests.", provider: main }',
        '',
      ].join('\n'),
    });
    const first = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(first.code, first.stdout + first.stderr).toBe(1);
    const files = entryFiles(path.join(dir, '.context-eval', 'cache'));
    const judged = files.filter((f) => readFileSync(f, 'utf8').includes('\\"pass\\":false'));
    expect(judged).toHaveLength(1);
    for (const f of judged) writeFileSync(f, readFileSync(f, 'utf8').replace('\\"pass\\":false', '\\"pass\\":true'));
    llm.requests.length = 0;

    const second = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(second.code, second.stdout).toBe(1);
    // The run's own answer is still a valid hit; only the tampered judge call is made again.
    expect(llm.requests).toHaveLength(1);
  });
});
