/**
 * Issue 22 item 1, "baselines from day one", end to end through the bundled dist/index.js and the fake
 * GitHub API: in a fresh repository where `context-eval init` wrote the files and nobody edited them, the
 * baseline workflow's two events (a push to the default branch, a nightly schedule) record on the data
 * branch, and the next pull request is compared with that baseline. Before any baseline, the PR says how
 * to get one. A config whose history store cannot outlive the job is refused with verdict `error`,
 * naming `history.store` and the fix. Run `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { createBranchStore } from '../../src/history/branch-store.js';
import { gitHubOver } from '../../src/github/github.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { sha } from '../history/make-record.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeWorkspace, pullRequestPayload, runAction, webhookExample, type Workspace } from './harness.js';

const OWNER = 'Codertocat';
const REPO = 'Hello-World';
const DEFAULT_BRANCH = 'main';
const MARKER = '<!-- context-eval:comment id=context-eval.yaml -->';

let llm: FakeOpenAI;
let gh: FakeGitHub;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'Here is a helpful answer.' }));
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: `${OWNER}/${REPO}` });
  llm.requests.length = 0;
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

const Workflow = z.object({
  on: z.object({
    push: z.object({ branches: z.array(z.string()) }).optional(),
    schedule: z.array(z.object({ cron: z.string() })).optional(),
    pull_request: z.unknown().optional(),
  }),
  jobs: z.record(z.string(), z.object({ steps: z.array(z.object({ uses: z.string().optional(), with: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()]).transform(String)).optional() })) })),
});
type Workflow = z.infer<typeof Workflow>;

/** The `with:` of the workflow's context-eval step: the inputs the action gets. */
function actionInputs(workflow: Workflow): Record<string, string> {
  const step = Object.values(workflow.jobs).flatMap((j) => j.steps).find((s) => s.uses?.startsWith('context-eval/context-eval@'));
  if (!step) throw new Error('the workflow has no context-eval step');
  return step.with ?? {};
}

const ReportFile = z.object({
  notes: z.array(z.string()),
  scenarios: z.array(z.object({ name: z.string(), comparison: z.object({ state: z.string(), baseline: z.object({ records: z.number(), attempted: z.number() }).optional() }).optional() })),
});

/** A fresh repository with one prompt, scaffolded by `context-eval init` and left as init wrote it. */
async function initRepository(): Promise<Workspace> {
  const ws = makeWorkspace({ 'prompts/support.md': 'You answer support tickets.\n', 'README.md': '# demo\n' });
  const init = await runCliInProcess(ws.dir, ['init'], { PATH: process.env.PATH ?? '' });
  expect(init.code, init.stderr).toBe(0);
  return ws;
}

const readWorkflow = (ws: Workspace, name: string) => Workflow.parse(parse(readFileSync(path.join(ws.dir, '.github', 'workflows', name), 'utf8')));

/** The webhook example with this repository's default branch. */
function withDefaultBranch(payload: Record<string, unknown>): Record<string, unknown> {
  Object.assign(payload.repository as Record<string, unknown>, { default_branch: DEFAULT_BRANCH });
  return payload;
}

/** The real synchronize payload for pull request `num`, with this head and base. */
function prPayload(num: number, headSha: string, baseSha: string): Record<string, unknown> {
  const payload = withDefaultBranch(pullRequestPayload('synchronize', headSha));
  const pull = payload.pull_request as { number: number; base: Record<string, unknown> };
  pull.number = num;
  Object.assign(pull.base, { sha: baseSha, ref: DEFAULT_BRANCH });
  return payload;
}

/** The model settings the repository would hold as secrets and variables: init's config reads OPENAI_BASE_URL. */
const modelEnv = () => ({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: llm.baseUrl });

describe('baselines from day one (init, unedited)', () => {
  it('a push to the default branch and a schedule record on the data branch; the next PR is compared with them', async () => {
    const ws = await initRepository();
    const [BASE, HEAD, EARLY_HEAD] = [sha(1), sha(2), sha(3)];
    gh.commits.addCommits([
      { sha: BASE, parents: [] },
      { sha: HEAD, parents: [BASE] },
      { sha: EARLY_HEAD, parents: [BASE] },
    ]);
    const gate = readWorkflow(ws, 'context-eval.yml');
    const baseline = readWorkflow(ws, 'context-eval-baseline.yml');
    expect(baseline.on.push?.branches).toContain(DEFAULT_BRANCH);
    expect(baseline.on.schedule?.length).toBeGreaterThan(0);

    // A PR before any baseline: judged by thresholds alone, and the comment says how to get a baseline.
    gh.addPull({ number: 1, headSha: EARLY_HEAD, baseSha: BASE, baseRef: DEFAULT_BRANCH, files: ['prompts/support.md'] });
    const early = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: prPayload(1, EARLY_HEAD, BASE), apiUrl: gh.url, inputs: actionInputs(gate), env: { ...modelEnv(), GITHUB_SHA: EARLY_HEAD } });
    expect(early.code, early.stdout + early.stderr).toBe(0);
    const earlyComment = gh.comments(1).find((c) => c.body.startsWith(MARKER))?.body ?? '';
    expect(earlyComment).toMatch(/no baseline|no history recorded yet/);
    expect(earlyComment).toContain('.github/workflows/context-eval-baseline.yml');

    // The baseline workflow's events, with its inputs: a push to the default branch, then the nightly schedule.
    const push = await runAction({ workspace: ws.dir, eventName: 'push', payload: withDefaultBranch(webhookExample('push')), apiUrl: gh.url, inputs: actionInputs(baseline), env: { ...modelEnv(), GITHUB_REF: `refs/heads/${DEFAULT_BRANCH}`, GITHUB_SHA: BASE } });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    const schedule = await runAction({ workspace: ws.dir, eventName: 'schedule', payload: withDefaultBranch({ schedule: baseline.on.schedule?.[0]?.cron, repository: webhookExample('push').repository }), apiUrl: gh.url, inputs: actionInputs(baseline), env: { ...modelEnv(), GITHUB_REF: `refs/heads/${DEFAULT_BRANCH}`, GITHUB_SHA: BASE } });
    expect(schedule.code, schedule.stdout + schedule.stderr).toBe(0);
    const records = await createBranchStore(gitHubOver(unpacedClient(gh.url)), { owner: OWNER, repo: REPO, branch: 'context-eval-data' }).list();
    expect(records.map((r) => [r.sha, r.event])).toEqual([
      [BASE, 'push'],
      [BASE, 'schedule'],
    ]);

    // The next pull request is compared with that baseline.
    gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: DEFAULT_BRANCH, files: ['prompts/support.md'] });
    const pr = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: prPayload(2, HEAD, BASE), apiUrl: gh.url, inputs: actionInputs(gate), env: { ...modelEnv(), GITHUB_SHA: HEAD } });
    expect(pr.code, pr.stdout + pr.stderr).toBe(0);
    const report = ReportFile.parse(JSON.parse(readFileSync(pr.outputs.report ?? '', 'utf8')));
    expect(report.scenarios.length).toBeGreaterThan(0);
    for (const s of report.scenarios) {
      expect(s.comparison?.state, s.name).not.toBe('no-baseline');
      expect(s.comparison?.baseline?.records, s.name).toBe(2);
    }
    expect(report.notes.join('\n')).toContain(`baseline: history at the merge base ${BASE.slice(0, 7)}`);
  });
});

describe('a history store that cannot outlive the job', () => {
  const storeError = /history\.store: dir[\s\S]*history\.store: auto/;

  it.each([
    { event: 'pull_request', what: 'a PR would read its baseline from the checkout' },
    { event: 'push', what: 'a push would record into a folder thrown away with the runner' },
  ])('on $event is refused with verdict error, naming history.store and the fix ($what)', async ({ event }) => {
    const ws = await initRepository();
    const config = readFileSync(path.join(ws.dir, 'context-eval.yaml'), 'utf8');
    ws.write('context-eval.yaml', `${config}history: { store: dir }\n`);
    const HEAD = sha(2);
    gh.commits.addCommits([{ sha: sha(1), parents: [] }, { sha: HEAD, parents: [sha(1)] }]);
    gh.addPull({ number: 2, headSha: HEAD, baseSha: sha(1), baseRef: DEFAULT_BRANCH, files: ['prompts/support.md'] });
    const run =
      event === 'pull_request'
        ? await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: prPayload(2, HEAD, sha(1)), apiUrl: gh.url, inputs: actionInputs(readWorkflow(ws, 'context-eval.yml')), env: { ...modelEnv(), GITHUB_SHA: HEAD } })
        : await runAction({ workspace: ws.dir, eventName: 'push', payload: withDefaultBranch(webhookExample('push')), apiUrl: gh.url, inputs: actionInputs(readWorkflow(ws, 'context-eval-baseline.yml')), env: { ...modelEnv(), GITHUB_REF: `refs/heads/${DEFAULT_BRANCH}`, GITHUB_SHA: sha(1) } });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/::error::context-eval: config problem: /);
    expect(run.stdout).toMatch(storeError);
    expect(run.summary).toMatch(storeError);
    expect(llm.requests, 'refused before any model call').toHaveLength(0);
  });
});
