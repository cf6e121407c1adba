/**
 * Sharding through the action in process (src/action/shard-job.ts, merge-job.ts): four shard jobs and a
 * merge job give the verdicts and comparisons of one unsharded run, one sticky comment and one history
 * record; a missing shard, a shard given twice and a shard of another run are each named; a re-run shard
 * replaces its earlier attempt. Artifacts are the in-memory fake (test/fakes/shard-artifacts.ts); the
 * bundled action against the HTTP fakes is in shard-e2e.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { initialOutputs, type ActionContext, type ActionLog, type Outputs } from '../../src/action/context.js';
import type { ActionEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import type { Report } from '../../src/report/types.js';
import { fakeDataBranches, fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { useFakeModel } from './in-process.js';
import { fakeArtifacts, type FakeArtifacts } from '../fakes/shard-artifacts.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const TOPICS = ['auth', 'billing', 'search', 'export', 'import', 'audit'];

/** billing fails on the PR's head; everything passes at the base. */
const headHandler = (body: { messages: unknown }) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' });
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

interface Ran {
  out: Outputs;
  failed: string[];
  summary: string;
}

function quietLog(failed: string[]): ActionLog {
  const none = () => undefined;
  return { info: none, notice: none, warning: none, error: none, setFailed: (m) => void failed.push(m) };
}

async function act(dir: string, event: ActionEvent, o: { helper: FakeHelper; artifacts?: FakeArtifacts; inputs?: Record<string, string>; attempt?: string; runId?: string; env?: Record<string, string> }): Promise<Ran> {
  const failed: string[] = [];
  const summary = new JobSummary();
  const out = initialOutputs();
  const artifacts = o.artifacts;
  const eventName = event.kind === 'pull_request' ? 'pull_request' : event.name;
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', review: 'false', ...o.inputs }),
    event,
    runner: { eventName, workspace: dir, sha: event.kind === 'pull_request' ? event.headSha : event.sha, ref: event.kind === 'pull_request' ? 'refs/pull/7/merge' : event.ref, repository: 'octo/demo', runId: o.runId ?? '42', runAttempt: o.attempt ?? '1', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner', String(Math.random())) },
    env: o.env ?? { OPENAI_API_KEY: 'sk-test' },
    github: () => o.helper.github,
    log: quietLog(failed),
    summary,
    ...(artifacts ? { artifacts: async () => artifacts } : {}),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, failed, summary: summary.compose() };
}

const prEvent = (): ActionEvent => ({ kind: 'pull_request', action: 'synchronize', number: 7, headSha: HEAD, baseSha: BASE, baseRef: 'main', owner: 'octo', repo: 'demo', fromFork: false });
const push = (sha: string): ActionEvent => ({ kind: 'push', name: 'push', sha, ref: 'refs/heads/main', defaultBranch: 'main' });
const prHelper = () => fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], mergeBase: BASE, data });
const readReport = (file: string): Report => JSON.parse(readFileSync(file, 'utf8')) as Report;
/**
 * What must not depend on sharding: each scenario's verdict, counts and comparison (latency is measured, so it is
 * left out; why a drop was not confirmed against the merge base differs: shards do not measure it yet).
 */
const verdicts = (r: Report) =>
  r.scenarios
    .map((s) => {
      const { latencyRatio: _measured, note, ...comparison } = s.comparison ?? { note: '' };
      return { name: s.name, verdict: s.verdict, passes: s.passes, attempted: s.attempted, comparison: { ...comparison, note: note?.replace(/latency ×[\d.]+/, 'latency ×(measured)').replace(/(not confirmed against the merge base measured in this run) \(.*\)(: the drop against history stands)$/, '$1 (why)$2') } };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
interface ShardJson {
  report: { scenarios: { name: string; runs: { index: number; pass: boolean; failures: string[] }[] }[] };
}
/** A shard file with every run made to pass. */
function allPassing(text: string): string {
  const file = JSON.parse(text) as ShardJson;
  for (const s of file.report.scenarios) for (const r of s.runs) Object.assign(r, { pass: true, failures: [] });
  return JSON.stringify(file);
}
const historyRecords = () => [...data.files('context-eval-data').keys()].filter((f) => /(^|\/)runs\/.*\.json$/.test(f));

async function shards(dir: string, event: ActionEvent, artifacts: FakeArtifacts, helper: FakeHelper, n = 4, skip: number[] = []): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (let i = 1; i <= n; i++) if (!skip.includes(i)) ran.push(await act(dir, event, { helper, artifacts, inputs: { shard: `${i}/${n}` } }));
  return ran;
}

describe('sharding through the action', () => {
  it('pr: 4 shards + merge = one unsharded run (verdicts, comparisons, gate), one comment, shards neither comment nor fail', async () => {
    const ws = workspace();
    expect((await act(ws.dir, push(BASE), { helper: fakeGitHubHelper({ data }) })).out.verdict).toBe('pass');
    model().setHandler(headHandler);
    model().requests.length = 0;

    const single = await act(ws.dir, prEvent(), { helper: prHelper() });
    const singleCalls = model().requests.length;
    model().requests.length = 0;

    const artifacts = fakeArtifacts();
    const helper = prHelper();
    const shardRuns = await shards(ws.dir, prEvent(), artifacts, helper);
    // A shard job's step fails only when it cannot produce its result: billing failing is the merge's to gate.
    expect(shardRuns.map((r) => r.failed)).toEqual([[], [], [], []]);
    expect([...artifacts.stored.keys()].sort()).toEqual([1, 2, 3, 4].map((i) => `context-eval-shard-42-${i}-of-4-attempt-1`));
    expect(helper.comments.size).toBe(0);
    expect(helper.calls).not.toContain('upsertStickyComment');
    expect(shardRuns.map((r) => r.out.passed + r.out.failed + r.out.errored).reduce((a, b) => a + b, 0)).toBe(TOPICS.length);

    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(model().requests).toHaveLength(singleCalls);
    expect(verdicts(readReport(merged.out.report))).toEqual(verdicts(readReport(single.out.report)));
    expect(readReport(merged.out.report).scenarios.find((s) => s.name === 'plans-billing')?.comparison?.state).toBe('drop');
    expect(merged.out.verdict).toBe(single.out.verdict);
    expect(merged.failed).toEqual(single.failed);
    expect(merged.failed[0]).toMatch(/plans-billing/);
    expect(helper.calls.filter((c) => c === 'upsertStickyComment')).toHaveLength(1);
    expect(helper.comments.get('7:context-eval.yaml')?.body).toContain('plans-billing');
    // A pull request never writes history, sharded or not.
    expect(historyRecords()).toHaveLength(1);
  });

  it('pr: a tools file changed by the PR is named in the merged report and its comment (issue 33 gap B), as an unsharded run names it', async () => {
    const files = suiteFiles(model().baseUrl);
    files['context-eval.yaml'] = (files['context-eval.yaml'] ?? '').replace('watch: [prompts/**]', 'watch: [prompts/**, tools/**]').replace('system: prompts/planner.md }', 'system: prompts/planner.md, tools: tools/planner.json }');
    const tool = (name: string, description: string) => ({ type: 'function', function: { name, description, parameters: { type: 'object', properties: {} } } });
    files['tools/planner.json'] = JSON.stringify([tool('read_file', 'Read a file'), tool('delete_file', 'Delete a file')]);
    const ws = makeWorkspace(files);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ws.dir, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } }).trim();
    writeFileSync(path.join(ws.dir, '.gitignore'), '.runner/\n.context-eval/\n');
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    writeFileSync(path.join(ws.dir, 'tools', 'planner.json'), JSON.stringify([tool('read_file', 'Read a file; never read secrets'), tool('edit_file', 'Edit a file')]));
    git('commit', '-q', '-am', 'tools');
    const helper = () => fakeGitHubHelper({ changedFiles: ['tools/planner.json'], mergeBase: base, data });
    const single = readReport((await act(ws.dir, prEvent(), { helper: helper() })).out.report);
    const artifacts = fakeArtifacts();
    const sharded = helper();
    await shards(ws.dir, prEvent(), artifacts, sharded, 2);
    const merged = await act(ws.dir, prEvent(), { helper: sharded, artifacts, inputs: { mode: 'merge' } });
    const report = readReport(merged.out.report);
    expect(report.tools?.map((r) => ({ role: r.role, tools: r.tools.map((t) => `${t.name}: ${t.status}`).sort() }))).toEqual([{ role: 'planner', tools: ['delete_file: removed', 'edit_file: added', 'read_file: changed'] }]);
    expect(report.tools).toEqual(single.tools);
    expect(sharded.comments.get('7:context-eval.yaml')?.body).toMatch(/Tools changed against the base: 1 added, 1 changed, 1 removed/);
  });

  it('push: the shards record nothing; the merge records one history record', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = fakeGitHubHelper({ data });
    await shards(ws.dir, push(HEAD), artifacts, helper);
    expect(historyRecords()).toEqual([]);
    const merged = await act(ws.dir, push(HEAD), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('pass');
    expect(merged.out.passed).toBe(TOPICS.length);
    expect(historyRecords()).toHaveLength(1);
  });

  it('a merge job without the provider key still merges (it calls no model with review off): the missing-key refusal is for jobs that run scenarios', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    await shards(ws.dir, prEvent(), artifacts, helper);
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' }, env: {} });
    expect(merged.out.verdict).toBe('pass');
    expect(merged.out.passed).toBe(TOPICS.length);
    expect(helper.comments.get('7:context-eval.yaml')?.body).not.toMatch(/could not evaluate/);
  });

  it('a missing shard is named and fails the merge; the comment says the commit could not be evaluated', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    await shards(ws.dir, prEvent(), artifacts, helper, 4, [3]);
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('error');
    expect(merged.failed).toEqual([expect.stringMatching(/^context-eval: could not evaluate: shard 3 of 4 of run 42 is missing/)]);
    // Issue 30, item 1: no earlier commit's results stay on display; the comment says why this one has none.
    expect(helper.comments.size).toBe(1);
    expect([...helper.comments.values()][0]?.body).toMatch(/could not evaluate[\s\S]*shard 3 of 4 of run 42 is missing/);
  });

  it('a shard given twice is named: at upload (two jobs of one attempt) and at merge (a copied artifact)', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    await shards(ws.dir, prEvent(), artifacts, helper, 4, [3]);
    const again = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { shard: '2/4' } });
    expect(again.failed).toEqual([expect.stringMatching(/shard 2 of 4: this attempt of the workflow run already holds the artifact context-eval-shard-42-2-of-4-attempt-1, so another job ran the same shard/)]);

    const copy = artifacts.stored.get('context-eval-shard-42-2-of-4-attempt-1');
    artifacts.put('context-eval-shard-42-3-of-4-attempt-1', Object.fromEntries(copy?.files ?? []));
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.failed[0]).toMatch(/shard 2 of 4 of run 42 is given twice \(the artifact context-eval-shard-42-2-of-4-attempt-1 and the artifact context-eval-shard-42-3-of-4-attempt-1\)/);
    expect(merged.failed[0]).toMatch(/shard 3 of 4 of run 42 is missing/);
    expect([...helper.comments.values()].map((c) => c.body)).toEqual([expect.stringMatching(/could not evaluate[\s\S]*is given twice/)]);
  });

  it('a shard of another run is named', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    await shards(ws.dir, prEvent(), artifacts, helper);
    const other = fakeArtifacts();
    await act(ws.dir, prEvent(), { helper, artifacts: other, inputs: { shard: '1/4' }, runId: '41' });
    artifacts.put('context-eval-shard-41-1-of-4-attempt-1', Object.fromEntries(other.stored.get('context-eval-shard-41-1-of-4-attempt-1')?.files ?? []));
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.failed[0]).toMatch(/the artifact context-eval-shard-41-1-of-4-attempt-1 is shard 1 of 4 of run 41, another run than 42; remove it/);
  });

  it('a forged artifact named with a later attempt than this run has is refused, naming it (issue 30 row 9)', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = fakeGitHubHelper({ data });
    model().setHandler(headHandler);
    await shards(ws.dir, push(HEAD), artifacts, helper);
    expect((await act(ws.dir, push(HEAD), { helper: fakeGitHubHelper({ data }), artifacts, inputs: { mode: 'merge' } })).out.verdict).toBe('fail');
    // Someone who can upload to the run plants each shard again, every run passing, as attempt 99.
    for (const [name, artifact] of [...artifacts.stored]) {
      artifacts.put(name.replace(/-attempt-1$/, '-attempt-99'), { ...Object.fromEntries(artifact.files), 'shard.json': allPassing(artifact.files.get('shard.json') ?? '') });
    }
    const merged = await act(ws.dir, push(HEAD), { helper: fakeGitHubHelper({ data }), artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('error');
    expect(merged.failed[0]).toMatch(/the artifact context-eval-shard-42-1-of-4-attempt-99 .*attempt 99.* this workflow run is at attempt 1 \(GITHUB_RUN_ATTEMPT\)/);
  });

  it('a shard whose runs repeat (100 copies of one run) is refused, naming the shard and the scenario (issue 30 row 9)', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = fakeGitHubHelper({ data });
    await shards(ws.dir, push(HEAD), artifacts, helper);
    const [name, artifact] = [...artifacts.stored].find(([, a]) => (JSON.parse(a.files.get('shard.json') ?? '{}') as ShardJson).report.scenarios.length > 0) ?? [];
    const file = JSON.parse(artifact?.files.get('shard.json') ?? '') as ShardJson;
    const scenario = file.report.scenarios[0];
    const first = scenario?.runs[0];
    if (!scenario || !first || !name || !artifact) throw new Error('no shard holds a scenario with a run');
    scenario.runs = Array.from({ length: 100 }, () => ({ ...first }));
    artifacts.put(name, { ...Object.fromEntries(artifact.files), 'shard.json': JSON.stringify(file) });
    const merged = await act(ws.dir, push(HEAD), { helper: fakeGitHubHelper({ data }), artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('error');
    expect(merged.failed[0]).toContain(`the artifact ${name}`);
    expect(merged.failed[0]).toMatch(new RegExp(`scenario '${scenario.name}' holds run 0 100 times`));
  });

  it('a re-run shard replaces its earlier attempt, never duplicates it', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    model().setHandler(() => ({ status: 500, content: 'down' }));
    await act(ws.dir, prEvent(), { helper, artifacts, inputs: { shard: '2/4' } });
    model().setHandler(() => ({ content: 'PASS' }));
    await shards(ws.dir, prEvent(), artifacts, helper, 4, [2]);
    const rerun = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { shard: '2/4' }, attempt: '2' });
    expect(rerun.failed).toEqual([]);
    expect(artifacts.stored.has('context-eval-shard-42-2-of-4-attempt-2')).toBe(true);
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' }, attempt: '2' });
    expect(merged.failed).toEqual([]);
    expect(merged.out.verdict).toBe('pass');
    expect(merged.out.passed).toBe(TOPICS.length);
  });

  it('more shards than scenarios: the empty shards upload an empty result and the merge still equals one run', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = prHelper();
    const ran = await shards(ws.dir, prEvent(), artifacts, helper, 8);
    expect(ran.map((r) => r.failed)).toEqual(Array.from({ length: 8 }, () => []));
    expect(artifacts.stored.size).toBe(8);
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.failed).toEqual([]);
    expect(merged.out.passed).toBe(TOPICS.length);
    expect(readReport(merged.out.report).scenarios.map((s) => s.name)).toEqual(TOPICS.map((t) => `plans-${t}`));
  });

  it('a pr that touches no context file: the shards skip silently, the merge skips and marks the comment once', async () => {
    const ws = workspace();
    const artifacts = fakeArtifacts();
    const helper = fakeGitHubHelper({ changedFiles: ['README.md'] });
    const ran = await shards(ws.dir, prEvent(), artifacts, helper);
    expect(ran.map((r) => r.out.verdict)).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
    expect(artifacts.stored.size).toBe(0);
    expect(helper.calls).not.toContain('markLastEvaluated');
    const merged = await act(ws.dir, prEvent(), { helper, artifacts, inputs: { mode: 'merge' } });
    expect(merged.out.verdict).toBe('skipped');
    expect(merged.failed).toEqual([]);
    expect(helper.calls.filter((c) => c === 'markLastEvaluated')).toHaveLength(1);
    expect(model().requests).toHaveLength(0);
  });

  it('a merge with no shard result says how to wire the jobs', async () => {
    const merged = await act(workspace().dir, prEvent(), { helper: prHelper(), artifacts: fakeArtifacts(), inputs: { mode: 'merge' } });
    expect(merged.failed[0]).toMatch(/no shard result of this workflow run was found .*needs: <the shard job>/);
  });
});
