/**
 * The merge job (`mode: merge`) takes nothing the shard artifacts state about verdicts or comparisons
 * (DESIGN §2 MUST "merge recomputes every verdict from the shards' runs"; issue 21). Four real shard
 * jobs upload to the in-memory artifacts of one workflow run; the artifacts are then edited as a
 * tampering step (or a bug) would, and the merge job must gate on what the runs show.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initialOutputs, type ActionContext, type ActionLog, type Outputs } from '../../src/action/context.js';
import type { ActionEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import type { Report } from '../../src/report/types.js';
import { fakeDataBranches, fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { useFakeModel } from '../action/in-process.js';
import { fakeArtifacts, type FakeArtifacts } from '../fakes/shard-artifacts.js';
import { makeWorkspace, suiteFiles } from '../action/harness.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { actionsShardArtifacts } from '../../src/action/shard-artifacts.js';
import { runtimeToken, startFakeArtifactsServer } from '../fakes/artifacts-server.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const TOPICS = ['auth', 'billing', 'search', 'export'];
const model = useFakeModel();

/** The history data branch of the test (history.store: auto, the default), shared by every helper it makes. */
let data = fakeDataBranches();
beforeEach(() => {
  data = fakeDataBranches();
});

function workspace() {
  const files = suiteFiles(model().baseUrl);
  files['scenarios/basic.yaml'] = `scenarios:\n${TOPICS.map((t) => `  - name: plans-${t}\n    role: planner\n    context: { objective: ${t} }\n    expect:\n      - contains: [PASS]\n`).join('')}`;
  return makeWorkspace(files);
}

async function act(dir: string, event: ActionEvent, o: { helper: FakeHelper; artifacts?: FakeArtifacts; inputs?: Record<string, string> }) {
  const failed: string[] = [];
  const none = () => undefined;
  const log: ActionLog = { info: none, notice: none, warning: none, error: none, setFailed: (m) => void failed.push(m) };
  const summary = new JobSummary();
  const out: Outputs = initialOutputs();
  const artifacts = o.artifacts;
  const eventName = event.kind === 'pull_request' ? 'pull_request' : event.name;
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', review: 'false', ...o.inputs }),
    event,
    runner: { eventName, workspace: dir, sha: event.kind === 'pull_request' ? event.headSha : event.sha, ref: event.kind === 'pull_request' ? 'refs/pull/7/merge' : event.ref, repository: 'octo/demo', runId: '42', runAttempt: '1', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner', String(Math.random())) },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => o.helper.github,
    log,
    summary,
    ...(artifacts ? { artifacts: async () => artifacts } : {}),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, failed };
}

const prEvent = (): ActionEvent => ({ kind: 'pull_request', action: 'synchronize', number: 7, headSha: HEAD, baseSha: BASE, baseRef: 'main', owner: 'octo', repo: 'demo', fromFork: false });
const push = (sha: string): ActionEvent => ({ kind: 'push', name: 'push', sha, ref: 'refs/heads/main', defaultBranch: 'main' });
const prHelper = () => fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], mergeBase: BASE, data });

interface ShardDoc {
  shard: { scenarios: string[] };
  report: { verdict: string; summary: Record<string, unknown>; scenarios: { name: string; verdict: string; passes: number; attempted: number; comparison?: { state: string } }[] };
}

function edit(artifacts: FakeArtifacts, change: (doc: ShardDoc, name: string) => void): void {
  for (const [name, a] of artifacts.stored) {
    const doc = JSON.parse(a.files.get('shard.json') ?? '{}') as ShardDoc;
    change(doc, name);
    a.files.set('shard.json', JSON.stringify(doc));
  }
}

async function shardsOnPr(ws: { dir: string }, artifacts: FakeArtifacts, helper: FakeHelper) {
  for (let i = 1; i <= 2; i++) await act(ws.dir, prEvent(), { helper, artifacts, inputs: { shard: `${i}/2` } });
}

describe('the merge job recomputes from the runs', () => {
  it('artifacts that state pass and no drop over failing runs: the merge fails on the threshold and the regression', async () => {
    const ws = workspace();
    model().setHandler(() => ({ content: 'PASS' }));
    expect((await act(ws.dir, push(BASE), { helper: fakeGitHubHelper({ data }) })).out.verdict).toBe('pass');
    model().setHandler((body: { messages: unknown }) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' }));
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    await shardsOnPr(ws, artifacts, helper);
    edit(artifacts, (doc) => {
      doc.report.verdict = 'pass';
      for (const s of doc.report.scenarios) {
        Object.assign(s, { verdict: 'pass', passes: s.attempted });
        if (s.comparison) s.comparison.state = 'no-drop';
      }
      Object.assign(doc.report.summary, { passed: doc.report.scenarios.length, failed: 0, regressions: 0 });
    });
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('fail');
    const report = JSON.parse(readFileSync(merged.out.report, 'utf8')) as Report;
    const billing = report.scenarios.find((s) => s.name === 'plans-billing');
    expect(billing?.verdict).toBe('fail');
    expect(billing?.comparison?.state).toBe('drop');
    expect(report.summary.regressions).toBe(1);
    expect(merged.failed[0]).toMatch(/plans-billing/);
  });

  it("an artifact whose scenario is renamed to another shard's: verdict error, naming it", async () => {
    const ws = workspace();
    model().setHandler(() => ({ content: 'PASS' }));
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    await shardsOnPr(ws, artifacts, helper);
    const docs = [...artifacts.stored.values()].map((a) => JSON.parse(a.files.get('shard.json') ?? '{}') as ShardDoc);
    const taken = docs[1]?.shard.scenarios[0] ?? '';
    edit(artifacts, (doc, name) => {
      if (!name.includes('-1-of-2-')) return;
      doc.shard.scenarios[0] = taken;
      const first = doc.report.scenarios[0];
      if (first) first.name = taken;
    });
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('error');
    expect(merged.failed[0]).toContain(taken);
    // No result from the forged artifact reaches the comment: it says this commit could not be evaluated (issue 30, item 1).
    expect([...helper.comments.values()].map((c) => c.body)).toEqual([expect.stringMatching(/could not evaluate/)]);
    expect([...helper.comments.values()][0]?.body).not.toMatch(/✅|passed/);
  });
});

describe('the merge job reads only artifacts of its own workflow run', () => {
  it("@actions/artifact's listing, as the action calls it, holds this run's artifacts and no other run's, whatever their name", async () => {
    const server = await startFakeArtifactsServer();
    const saved = { url: process.env.ACTIONS_RESULTS_URL, token: process.env.ACTIONS_RUNTIME_TOKEN };
    const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-artifacts-'));
    try {
      writeFileSync(path.join(dir, 'shard.json'), '{}');
      process.env.ACTIONS_RESULTS_URL = server.url;
      // Another workflow run uploads an artifact named as if it were shard 2 of our run 42.
      process.env.ACTIONS_RUNTIME_TOKEN = runtimeToken('run-other', 'job-x');
      await (await actionsShardArtifacts()).upload('context-eval-shard-42-2-of-2-attempt-1', dir, [path.join(dir, 'shard.json')]);
      process.env.ACTIONS_RUNTIME_TOKEN = runtimeToken('run-ours', 'job-shard-1');
      await (await actionsShardArtifacts()).upload('context-eval-shard-42-1-of-2-attempt-1', dir, [path.join(dir, 'shard.json')]);
      process.env.ACTIONS_RUNTIME_TOKEN = runtimeToken('run-ours', 'job-merge');
      const listed = await (await actionsShardArtifacts()).list();
      expect(listed.map((a) => a.name)).toEqual(['context-eval-shard-42-1-of-2-attempt-1']);
      expect(server.rejected).toEqual([]);
    } finally {
      if (saved.url === undefined) delete process.env.ACTIONS_RESULTS_URL;
      else process.env.ACTIONS_RESULTS_URL = saved.url;
      if (saved.token === undefined) delete process.env.ACTIONS_RUNTIME_TOKEN;
      else process.env.ACTIONS_RUNTIME_TOKEN = saved.token;
      rmSync(dir, { recursive: true, force: true });
      await server.close();
    }
  });
});
