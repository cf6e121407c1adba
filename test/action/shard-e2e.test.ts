/**
 * End-to-end sharding through the bundled dist/index.js (DESIGN §7 `shard`, `mode: merge`; issue 12
 * acceptance "Shards"): four shard jobs and a merge job of one workflow run, each a separate process
 * with its own runtime token, against the fake GitHub API, the fake Actions artifact service
 * (test/fakes/artifacts-server.ts, through @actions/artifact itself) and the fake OpenAI server. On a
 * pull request: the verdicts and comparisons of one unsharded run, one sticky comment, nothing written
 * by the shards; on a push: one history record on the data branch. Run `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { createBranchStore } from '../../src/history/branch-store.js';
import { gitHubOver } from '../../src/github/github.js';
import { startFakeArtifactsServer, runtimeToken, type FakeArtifactsServer } from '../fakes/artifacts-server.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRecord, sha } from '../history/make-record.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles, webhookExample, type ActionRun } from './harness.js';

const OUR_LOGIN = 'github-actions[bot]';
const OWNER = 'Codertocat';
const REPO = 'Hello-World';
const MARKER = '<!-- context-eval:comment id=context-eval.yaml -->';
const TOPICS = ['auth', 'billing', 'search', 'export', 'audit'];
const RUN_BACKEND = 'c0ffee00-0000-4000-8000-00000000beef';

let llm: FakeOpenAI;
let gh: FakeGitHub;
let results: FakeArtifactsServer;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN, repository: `${OWNER}/${REPO}` });
  results = await startFakeArtifactsServer();
  llm.requests.length = 0;
  llm.setHandler(() => ({ content: 'PASS: the plan is sound' }));
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  expect(results.rejected, 'every artifact service request is well formed').toEqual([]);
  await gh.close();
  await results.close();
});

function suite(): Record<string, string> {
  const files = suiteFiles(llm.baseUrl);
  files['scenarios/basic.yaml'] = `scenarios:\n${TOPICS.map((t) => `  - name: plans-${t}\n    role: planner\n    context: { objective: ${t} }\n    expect:\n      - contains: [PASS]\n`).join('')}`;
  return files;
}

const ReportFile = z.object({
  verdict: z.string(),
  scenarios: z.array(
    z.object({
      name: z.string(),
      verdict: z.string(),
      passes: z.number(),
      attempted: z.number(),
      comparison: z.object({ state: z.string(), detectableDrop: z.number().optional(), baseline: z.unknown(), family: z.unknown() }).optional(),
    }),
  ),
});
const verdictsOf = (run: ActionRun) =>
  ReportFile.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')))
    .scenarios.map(({ name, verdict, passes, attempted, comparison }) => ({ name, verdict, passes, attempted, comparison }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));

/** One job of workflow run 4242: the shard jobs and the merge job differ only in inputs and job id. */
function job(base: Parameters<typeof runAction>[0], jobId: string, inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({
    ...base,
    inputs: { ...base.inputs, ...inputs },
    env: { ...base.env, ACTIONS_RESULTS_URL: results.url, ACTIONS_RUNTIME_TOKEN: runtimeToken(RUN_BACKEND, jobId), GITHUB_RUN_ATTEMPT: '1' },
  });
}

async function shardsThenMerge(base: Parameters<typeof runAction>[0]): Promise<{ shards: ActionRun[]; merge: ActionRun }> {
  const shards: ActionRun[] = [];
  for (let i = 1; i <= 4; i++) shards.push(await job(base, `job-shard-${i}`, { shard: `${i}/4` }));
  const merge = await job(base, 'job-merge', { mode: 'merge' });
  return { shards, merge };
}

const gitWrites = (from: number) => gh.requests.slice(from).filter((r) => r.method !== 'GET' && r.path.includes('/git/'));

describe('4 shards and a merge job through the bundled action', () => {
  it('pull_request: one sticky comment; verdicts and comparisons equal one unsharded run’s', async () => {
    const [ROOT, MERGE_BASE, HEAD] = [sha(1), sha(2), sha(4)];
    gh.commits.addCommits([
      { sha: ROOT, parents: [] },
      { sha: MERGE_BASE, parents: [ROOT] },
      { sha: HEAD, parents: [MERGE_BASE] },
    ]);
    const store = createBranchStore(gitHubOver(unpacedClient(gh.url)), { owner: OWNER, repo: REPO, branch: 'context-eval-data' });
    await store.append(makeRecord(1, TOPICS.map((t) => ({ name: `plans-${t}`, passes: 10, attempted: 10, threshold: 2 / 3 })), { sha: MERGE_BASE, ref: 'refs/heads/master', event: 'push' }));
    gh.addPull({ number: 2, headSha: HEAD, baseSha: MERGE_BASE, baseRef: 'master', files: ['prompts/planner.md'] });
    // billing regresses on the head: a drop against the baseline.
    llm.setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'FAIL: no plan' : 'PASS: the plan is sound' }));
    const ws = makeWorkspace(suite());
    const base = { workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', HEAD), apiUrl: gh.url, inputs: { review: 'false' }, env: { OPENAI_API_KEY: 'sk-test-key' } };
    Object.assign((base.payload as { pull_request: { base: Record<string, unknown> } }).pull_request.base, { sha: MERGE_BASE });

    const single = await runAction({ ...base, inputs: { review: 'false', comment: 'false' } });
    expect(single.code, single.stdout).toBe(1);
    const singleCalls = llm.requests.length;
    llm.requests.length = 0;
    const before = gh.requests.length;

    const { shards, merge } = await shardsThenMerge(base);
    for (const s of shards) {
      // A failing scenario is the merge job's to gate: the shard steps succeed.
      expect(s.code, s.stdout + s.stderr).toBe(0);
      expect(s.stdout).not.toMatch(/::error::/);
    }
    expect(results.artifacts.map((a) => a.name).sort()).toEqual([1, 2, 3, 4].map((i) => `context-eval-shard-4242-${i}-of-4-attempt-1`));
    expect(results.artifacts.map((a) => a.jobBackendId).sort()).toEqual([1, 2, 3, 4].map((i) => `job-shard-${i}`));
    expect(llm.requests).toHaveLength(singleCalls);

    expect(merge.code, merge.stdout + merge.stderr).toBe(1);
    // The same gate line as the unsharded run's, and the failing scenario annotated once, by the merge job.
    const gateLine = (run: ActionRun) => run.stdout.split('\n').filter((l) => l.startsWith('::error::context-eval:'));
    expect(gateLine(merge)).toEqual(gateLine(single));
    expect(gateLine(merge)[0]).toMatch(/1 scenario regressed against the baseline: plans-billing/);
    expect(merge.stdout.match(/::error title=context-eval%3A plans-billing/g)).toHaveLength(1);
    for (const s of shards) expect(s.stdout).not.toMatch(/::error title=/);
    expect(verdictsOf(merge)).toEqual(verdictsOf(single));
    expect(verdictsOf(merge).find((s) => s.name === 'plans-billing')?.comparison?.state).toBe('drop');
    expect(merge.outputs.verdict).toBe('fail');

    const ours = gh.comments(2).filter((c) => c.login === OUR_LOGIN && c.body.startsWith(MARKER));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('plans-billing');
    expect(merge.outputs['comment-url']).toMatch(/issuecomment/);
    expect(gitWrites(before), 'a pull request writes no history').toEqual([]);
  });

  it('push: the shards record nothing; the merge writes one history record on the data branch', async () => {
    const store = createBranchStore(gitHubOver(unpacedClient(gh.url)), { owner: OWNER, repo: REPO, branch: 'context-eval-data' });
    const ws = makeWorkspace(suite());
    const base = { workspace: ws.dir, eventName: 'push', payload: webhookExample('push'), apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key', GITHUB_REF: 'refs/heads/master', GITHUB_SHA: sha(21) } };
    const shards: ActionRun[] = [];
    for (let i = 1; i <= 4; i++) shards.push(await job(base, `job-shard-${i}`, { shard: `${i}/4` }));
    expect(shards.map((s) => s.code)).toEqual([0, 0, 0, 0]);
    expect(gitWrites(0), 'shard jobs never record').toEqual([]);
    const merge = await job(base, 'job-merge', { mode: 'merge' });
    expect(merge.code, merge.stdout + merge.stderr).toBe(0);
    expect(merge.outputs.verdict).toBe('pass');
    expect(merge.outputs.passed).toBe(String(TOPICS.length));
    const records = await store.list();
    expect(records).toHaveLength(1);
    expect(records[0]?.sha).toBe(sha(21));
    expect(records[0]?.scenarios.map((s) => s.name).sort()).toEqual(TOPICS.map((t) => `plans-${t}`).sort());
  });

  it('the review runs once, in the merge job, over the whole run’s results; its verdict gates and shows on the one comment', async () => {
    const [BASE, HEAD] = ['c'.repeat(40), sha(4)];
    const REVIEWER = 'You are the isolated reviewer of context-eval';
    const isReviewer = (body: { messages: { role: string; content: string }[] }) => body.messages.some((m) => m.role === 'system' && m.content.includes(REVIEWER));
    llm.setHandler((body) =>
      isReviewer(body)
        ? { content: JSON.stringify({ verdict: 'CHANGES REQUESTED', confidence: 0.8, score: 5, checklist: {}, issues: [], summary: 'The stated why does not cover billing.' }) }
        : { content: 'PASS: the plan is sound' },
    );
    gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: ['prompts/planner.md'], title: 'Teach the planner to plan', body: 'Make the planner answer PASS.' });
    gh.putFile(BASE, 'context-eval.yaml', ['version: 1', 'watch: [prompts/**]', 'providers: { main: { type: openai, model: m } }', 'roles: { planner: { provider: main, system: prompts/planner.md } }', 'review: { provider: main }', ''].join('\n'));
    const ws = makeWorkspace(suite());
    gh.putFile(HEAD, 'prompts/planner.md', readFileSync(`${ws.dir}/prompts/planner.md`, 'utf8'));
    const payload = pullRequestPayload('synchronize', HEAD);
    (payload.pull_request as { base: { sha: string } }).base.sha = BASE;
    const base = { workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { 'fail-on': 'threshold,error,review' }, env: { OPENAI_API_KEY: 'sk-test-key' } };

    const shards: ActionRun[] = [];
    for (let i = 1; i <= 4; i++) shards.push(await job(base, `job-shard-${i}`, { shard: `${i}/4` }));
    expect(shards.map((s) => s.code)).toEqual([0, 0, 0, 0]);
    expect(llm.requests.filter((r) => isReviewer(r.body)), 'no shard job reviews').toHaveLength(0);

    const merge = await job(base, 'job-merge', { mode: 'merge' });
    const reviews = llm.requests.filter((r) => isReviewer(r.body));
    expect(reviews).toHaveLength(1);
    // The reviewer sees this run's results for every scenario, whichever shard ran it.
    const payloadText = reviews[0]?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    for (const t of TOPICS) expect(payloadText).toContain(`plans-${t}`);
    expect(merge.outputs['review-verdict']).toBe('CHANGES REQUESTED');
    expect(merge.code, merge.stdout + merge.stderr).toBe(1);
    const ours = gh.comments(2).filter((c) => c.login === OUR_LOGIN && c.body.startsWith(MARKER));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('CHANGES REQUESTED');
    expect(ours[0]?.body).toContain('The stated why does not cover billing.');
  });

  it('a missing shard fails the merge job with its name, and the comment says this commit could not be evaluated', async () => {
    gh.addPull({ number: 2, headSha: sha(4), baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const ws = makeWorkspace(suite());
    const base = { workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', sha(4)), apiUrl: gh.url, inputs: { review: 'false' }, env: { OPENAI_API_KEY: 'sk-test-key' } };
    for (const i of [1, 2, 4]) expect((await job(base, `job-shard-${i}`, { shard: `${i}/4` })).code).toBe(0);
    const merge = await job(base, 'job-merge', { mode: 'merge' });
    expect(merge.code).toBe(1);
    expect(merge.outputs.verdict).toBe('error');
    expect(merge.stdout).toMatch(/::error::context-eval: could not evaluate: shard 3 of 4 of run 4242 is missing/);
    // A comment never outlives the run that wrote it (issue 30 row 1): the merge job's error is the comment's.
    const bodies = gh.comments(2).map((c) => c.body);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatch(/shard 3 of 4 of run 4242 is missing/);
    expect(bodies[0]).toMatch(new RegExp(`for \`${sha(4).slice(0, 7)}\``));
  });
});
