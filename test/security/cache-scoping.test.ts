/**
 * Issue 21, "not yet tried": the response cache across branches, as the real Actions cache service scopes
 * it. Through the bundled action and the real @actions/cache against a local fake of the service that
 * scopes as GitHub documents (test/fakes/cache-server.ts): a run restores from its own ref's scope, then
 * its base branch's, then the default branch's, and saves only into its own ref's scope.
 *
 * The attack: a pull request commits a response cache folder full of passing answers (made against a
 * model that passed) for a scenario the model fails. The PR's own run must not trust them; once the PR is
 * merged, the commit's folder must not get into the default branch's scope either, where every later pull
 * request would restore it (even after the folder is deleted from the tree). Meanwhile what is legitimately
 * cached is shared as scoped: a PR replays its base branch's answers, and a PR's saves reach neither
 * another PR nor the default branch.
 *
 * Every job gets a fresh checkout at the same path (as the runner's workspace) and a fresh runner temp.
 * The checks are soft, so that a failure lists every property that broke, not only the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { cacheEnv, scopesFor, startFakeCacheServer, type FakeCacheServer } from '../fakes/cache-server.js';
import { makeWorkspace, pullRequestPayload, runAction, webhookExample, type Workspace } from '../action/harness.js';
import { runCliInProcess } from '../cli/in-process.js';

const MAIN = 'refs/heads/main';
let llm: FakeOpenAI;
let gh: FakeGitHub;
let service: FakeCacheServer;
let runnerTemp: string;
let checkout: string;
/** What the model answers the risky scenario (the other one always passes). */
let risky = 'FAIL';

beforeAll(async () => {
  llm = await startFakeOpenAI((body) => ({ content: body.messages.some((m) => m.content.includes('delete-prod')) ? risky : 'PASS' }));
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
  service = await startFakeCacheServer();
  runnerTemp = mkdtempSync(path.join(tmpdir(), 'context-eval-scoping-temp-'));
  checkout = mkdtempSync(path.join(tmpdir(), 'context-eval-scoping-checkout-'));
});
afterAll(async () => {
  await llm.close();
  await gh.close();
  await service.close();
  rmSync(runnerTemp, { recursive: true, force: true });
  rmSync(checkout, { recursive: true, force: true });
});

function suite(withRisky: boolean): Record<string, string> {
  return {
    'context-eval.yaml': [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: fake-model, base_url: "${llm.baseUrl}", api_key_env: OPENAI_API_KEY, retries: 0, timeout_ms: 60000 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/planner.md }',
      'defaults: { runs: 3, threshold: 1, verdict: count }',
      'cache: { dir: .context-eval/cache }',
      '',
    ].join('\n'),
    'prompts/planner.md': 'You plan.\n',
    'scenarios/plans.yaml': ['name: plans-auth', 'role: planner', 'context: { objective: auth }', 'expect:', '  - contains: [PASS]', ''].join('\n'),
    ...(withRisky ? { 'scenarios/risky.yaml': ['name: refuses-delete', 'role: planner', 'context: { objective: delete-prod }', 'expect:', '  - contains: [PASS]', ''].join('\n') } : {}),
  };
}

/** A tree whose `.context-eval/cache` holds passing answers for the risky scenario (made against a model that passed). */
async function plantedTree(): Promise<Workspace> {
  const ws = makeWorkspace(suite(true));
  risky = 'PASS';
  const made = await runCliInProcess(ws.dir, ['run'], { OPENAI_API_KEY: 'k-test' });
  risky = 'FAIL';
  expect(made.code, made.stdout + made.stderr).toBe(0);
  return ws;
}

/** Copies `tree` into the checkout (the same path every job, emptied first). */
function checkOut(tree: string): void {
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  for (const rel of readdirRecursive(tree)) {
    const to = path.join(checkout, rel);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, readFileSync(path.join(tree, rel)));
  }
}

/** Every file under `dir`, relative. */
function readdirRecursive(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());
}

interface JobView {
  code: number | null;
  verdicts: Record<string, string>;
  /** Model calls per scenario this job made. */
  calls: Record<string, number>;
}

/** One job of the workflow on `ref` (a push to a branch, or a pull request's merge ref). */
async function job(tree: string, ref: string, pr?: { number: number; baseRef: string }): Promise<JobView> {
  checkOut(tree);
  rmSync(runnerTemp, { recursive: true, force: true });
  mkdirSync(runnerTemp, { recursive: true });
  llm.requests.length = 0;
  const head = pr ? String(pr.number).repeat(40).slice(0, 40) : 'a'.repeat(40);
  if (pr) gh.addPull({ number: pr.number, headSha: head, baseSha: 'b'.repeat(40), baseRef: pr.baseRef.replace('refs/heads/', ''), files: ['prompts/planner.md'] });
  const env = { OPENAI_API_KEY: 'k-test', GITHUB_REF: ref, GITHUB_SHA: head, RUNNER_TEMP: runnerTemp, ...cacheEnv(service, scopesFor(ref, pr?.baseRef)) };
  const payload = pullRequestPayload('synchronize', head);
  if (pr) Object.assign(payload, { number: pr.number }, { pull_request: { ...(payload.pull_request as Record<string, unknown>), number: pr.number } });
  const run = pr
    ? await runAction({ workspace: checkout, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { review: 'false', comment: 'false', 'fail-on': 'threshold,error' }, env })
    : await runAction({ workspace: checkout, eventName: 'push', payload: { ...webhookExample('push'), ref }, apiUrl: gh.url, inputs: { review: 'false', comment: 'false', record: 'false', 'fail-on': 'threshold,error' }, env });
  expect(run.outputs.report, run.stdout + run.stderr).toBeTruthy();
  const report = JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')) as { scenarios: { name: string; verdict: string }[] };
  const calls: Record<string, number> = {};
  for (const r of llm.requests) {
    const name = r.body.messages.some((m) => m.content.includes('delete-prod')) ? 'refuses-delete' : 'plans-auth';
    calls[name] = (calls[name] ?? 0) + 1;
  }
  return { code: run.code, verdicts: Object.fromEntries(report.scenarios.map((s) => [s.name, s.verdict])), calls };
}

const scopesSaved = () => service.entries.filter((e) => e.finalized).map((e) => e.scope);

describe('the response cache under GitHub cache scoping: a PR reads its base, writes only its own scope', () => {
  it('a PR\'s committed answers decide neither its run nor, once merged, the default branch\'s cache', async () => {
    const mainTree = makeWorkspace(suite(false));
    const pr7Tree = await plantedTree();
    const pr8Tree = makeWorkspace(suite(true));

    // main fills its scope with the one scenario it has.
    const main1 = await job(mainTree.dir, MAIN);
    expect.soft(main1.verdicts).toEqual({ 'plans-auth': 'pass' });
    expect.soft(main1.calls['plans-auth']).toBeGreaterThan(0);
    expect.soft(scopesSaved()).toEqual([MAIN]);

    // PR 7 replays main's answers (its base's scope); its committed answers are not read: the model is asked.
    const pr7 = await job(pr7Tree.dir, 'refs/pull/7/merge', { number: 7, baseRef: MAIN });
    expect.soft(pr7.calls['plans-auth'], 'replayed from the base branch\'s scope').toBeUndefined();
    expect.soft(pr7.calls['refuses-delete'], 'the committed answers are not read').toBeGreaterThan(0);
    expect.soft(pr7.verdicts).toEqual({ 'plans-auth': 'pass', 'refuses-delete': 'fail' });
    // It saved into its own scope only; main's scope holds what it held.
    expect.soft(scopesSaved()).toEqual([MAIN, 'refs/pull/7/merge']);

    // PR 8, with the same scenario, restores main's answers but never PR 7's.
    const pr8 = await job(pr8Tree.dir, 'refs/pull/8/merge', { number: 8, baseRef: MAIN });
    expect.soft(pr8.calls['plans-auth']).toBeUndefined();
    expect.soft(pr8.calls['refuses-delete'], 'PR 7\'s scope is not PR 8\'s').toBeGreaterThan(0);
    expect.soft(pr8.verdicts['refuses-delete']).toBe('fail');

    // PR 7 is merged, committed folder and all: main's run does not read it, so main's scope never holds it.
    const main2 = await job(pr7Tree.dir, MAIN);
    expect.soft(main2.calls['refuses-delete']).toBeGreaterThan(0);
    expect.soft(main2.verdicts['refuses-delete']).toBe('fail');

    // A later PR (the folder deleted from the tree) restores main's scope: the model's answers, not the planted ones.
    const pr9 = await job(pr8Tree.dir, 'refs/pull/9/merge', { number: 9, baseRef: MAIN });
    expect.soft(pr9.verdicts['refuses-delete']).toBe('fail');
    expect.soft(scopesSaved().filter((s) => s === MAIN).length).toBeGreaterThanOrEqual(1);
    expect.soft(scopesSaved().every((s) => s === MAIN || s === 'refs/pull/7/merge' || s === 'refs/pull/8/merge' || s === 'refs/pull/9/merge')).toBe(true);
    expect.soft(service.rejected).toEqual([]);
  }, 900_000);
});
