/**
 * A comparison without history through the bundled action (issue 22, item 2; compare.base: auto, the
 * default), as a new user meets it: a repository with no history at all, checked out with its whole
 * history (pr-gate.yml's fetch-depth: 0), a pull request that rewords the prompt. The fake GitHub API
 * gives the merge base; its files come from the checkout's git. Run `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles } from './harness.js';

const OWNER = 'Codertocat';
const REPO = 'Hello-World';

let llm: FakeOpenAI;
let gh: FakeGitHub;
const counters = new Map<string, number>();
const made: string[] = [];

beforeAll(async () => {
  // The careless wording answers PASS half the time, any other 90% (a deterministic stream per prompt).
  llm = await startFakeOpenAI((body) => {
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const k = counters.get(system) ?? 0;
    counters.set(system, k + 1);
    const rate = system.includes('carelessly') ? 0.5 : 0.9;
    return { content: ((k + 0.5) * 0.618034) % 1 < rate ? 'PASS: the plan is sound' : 'The plan misses the point.' };
  });
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: `${OWNER}/${REPO}` });
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } }).trim();

const Report = z.object({
  notes: z.array(z.string()),
  summary: z.object({ calls: z.number(), regressions: z.number().optional() }),
  scenarios: z.array(z.object({ name: z.string(), comparison: z.object({ state: z.string(), source: z.string().optional(), baseArm: z.object({ runs: z.number(), passes: z.number() }).optional() }).optional() })),
});

/** A git checkout whose main commit is the merge base and whose head rewords the planner's prompt. */
function pullRequest(prompt: string, number: number) {
  const ws = makeWorkspace({ ...suiteFiles(llm.baseUrl), 'prompts/planner.md': 'You plan. Answer PASS when the plan is sound.\n', '.gitignore': '.context-eval/\n' });
  made.push(ws.dir);
  // Threshold low enough that only the comparison can see the drop.
  writeFileSync(path.join(ws.dir, 'context-eval.yaml'), readFileSync(path.join(ws.dir, 'context-eval.yaml'), 'utf8').replace('threshold: 2/3', 'threshold: 0.3'));
  git(ws.dir, 'init', '-q', '-b', 'master');
  git(ws.dir, 'add', '-A');
  git(ws.dir, 'commit', '-q', '-m', 'base');
  const base = git(ws.dir, 'rev-parse', 'HEAD');
  writeFileSync(path.join(ws.dir, 'prompts', 'planner.md'), prompt);
  git(ws.dir, 'commit', '-q', '-am', 'reword');
  const head = git(ws.dir, 'rev-parse', 'HEAD');
  gh.commits.addCommits([
    { sha: base, parents: [] },
    { sha: head, parents: [base] },
  ]);
  gh.addPull({ number, headSha: head, baseSha: base, baseRef: 'master', files: ['prompts/planner.md'] });
  const payload = pullRequestPayload('synchronize', head);
  const pr = payload.pull_request as { number: number; base: { sha: string } };
  pr.number = number;
  pr.base.sha = base;
  payload.number = number;
  return { ws, payload };
}

describe('the action compares with the merge base when there is no history', () => {
  it('flags a 0.9 → 0.5 prompt regression in the same run and says so in the comment', async () => {
    const { ws, payload } = pullRequest('You plan, carelessly. Answer PASS when the plan is sound.\n', 21);
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { review: 'false' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    const report = Report.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')));
    expect(run.code, run.stdout).not.toBe(0);
    expect(run.outputs.regressions).toBe('2');
    expect(report.summary.regressions).toBe(2);
    for (const s of report.scenarios) expect(s.comparison).toMatchObject({ state: 'drop', source: 'rerun', baseArm: { runs: 25 } });
    const body = gh.comments(21).at(-1)?.body ?? '';
    expect(body).toContain('compared with the base, measured in this run (50 extra calls)');
  });

  it('an unchanged pass rate stays green', async () => {
    const { ws, payload } = pullRequest('You plan, in other words. Answer PASS when the plan is sound.\n', 22);
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { review: 'false' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    const report = Report.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')));
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.regressions).toBe('0');
    for (const s of report.scenarios) expect(s.comparison?.source).toBe('rerun');
  });

  it('a checkout without the merge base (shallow) is said in the report, never a silent comparison', async () => {
    const { ws, payload } = pullRequest('You plan, carelessly. Answer PASS when the plan is sound.\n', 23);
    // What a shallow clone lacks: the merge base's objects. Drop them by re-making the repository from the head alone.
    rmSync(path.join(ws.dir, '.git'), { recursive: true, force: true });
    git(ws.dir, 'init', '-q', '-b', 'pr');
    git(ws.dir, 'add', '-A');
    git(ws.dir, 'commit', '-q', '-m', 'head only');
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { review: 'false' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    const report = Report.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')));
    expect(report.notes.join('\n')).toMatch(/not compared with the base: the merge base [0-9a-f]{7} could not be read \(.*fetch-depth: 0/);
    expect(gh.comments(23).at(-1)?.body ?? '').toContain('fetch-depth: 0');
  });
});
