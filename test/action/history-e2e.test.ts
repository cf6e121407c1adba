/**
 * End-to-end through the bundled dist/index.js: the PR baseline comes from the merge base, the PR path
 * never writes history, scheduled runs record and open/close the drift issue, and push records only
 * on the default branch. Run `npm run build` first.
 *
 * Every test keeps history on the data branch (`history.store: auto`, the default); `history.store: dir`
 * is refused by the action (test/action/baselines-day-one.test.ts has the rest). The throttling plugin
 * paces the action's writes at about one a second, so each recording run takes a few seconds.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createBranchStore } from '../../src/history/branch-store.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { gitHubOver } from '../../src/github/github.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRecord, sha } from '../history/make-record.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles, webhookExample } from './harness.js';

const OUR_LOGIN = 'github-actions[bot]';
const OWNER = 'Codertocat';
const REPO = 'Hello-World';
const DATA_BRANCH = 'context-eval-data';
const MARKER = '<!-- context-eval:comment id=context-eval.yaml -->';

let llm: FakeOpenAI;
let gh: FakeGitHub;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN, repository: `${OWNER}/${REPO}` });
  llm.requests.length = 0;
  llm.setHandler(() => ({ content: 'PASS: the plan is sound' }));
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

const dataBranch = () => createBranchStore(gitHubOver(unpacedClient(gh.url)), { owner: OWNER, repo: REPO, branch: DATA_BRANCH });

/** A record of both suite scenarios at `commit`, `passes` of 10 runs passing. */
function suiteRecord(n: number, commit: string, passes: number, over: Partial<HistoryRecord> = {}): HistoryRecord {
  const spec = (name: string) => ({ name, passes, attempted: 10, threshold: 2 / 3 });
  return makeRecord(n, [spec('plans-auth'), spec('plans-billing')], { sha: commit, ...over });
}

const ReportFile = z.object({
  notes: z.array(z.string()),
  scenarios: z.array(
    z.object({
      name: z.string(),
      comparison: z.object({ state: z.string(), baseline: z.object({ rate: z.number(), records: z.number(), passes: z.number(), attempted: z.number() }).optional() }).optional(),
    }),
  ),
});

/** Requests that would change the repository's git data (history writes). */
const gitWrites = (from: number) => gh.requests.slice(from).filter((r) => r.method !== 'GET' && r.path.includes('/git/'));

/** The real synchronize payload with this head and base SHA. */
function prPayload(headSha: string, baseSha: string): Record<string, unknown> {
  const payload = pullRequestPayload('synchronize', headSha);
  Object.assign((payload as { pull_request: { base: Record<string, unknown> } }).pull_request.base, { sha: baseSha });
  return payload;
}

function withDirStore(files: Record<string, string>): Record<string, string> {
  return { ...files, 'context-eval.yaml': `${files['context-eval.yaml'] ?? ''}history: { store: dir }\n` };
}

function historyFiles(dir: string): string[] {
  const root = path.join(dir, '.context-eval', 'history');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
}

/** The records on the data branch, none when it does not exist yet. */
const dataRecords = async () => ((await dataBranch().scan()).records);

describe('pull request baseline', () => {
  const [ROOT, MERGE_BASE, BASE_TIP, HEAD] = [sha(1), sha(2), sha(3), sha(4)];

  it('compares with the records at the merge base, not the newer ones on the base branch, and writes no history even with record: true', async () => {
    gh.commits.addCommits([
      { sha: ROOT, parents: [] },
      { sha: MERGE_BASE, parents: [ROOT] },
      { sha: BASE_TIP, parents: [MERGE_BASE] },
      { sha: HEAD, parents: [MERGE_BASE] },
    ]);
    const store = dataBranch();
    const ref = { ref: 'refs/heads/master', event: 'push' };
    await store.append(suiteRecord(1, MERGE_BASE, 9, ref));
    await store.append(suiteRecord(2, MERGE_BASE, 9, ref));
    // Newer records after the merge base, on commits the PR does not have: all failing.
    await store.append(suiteRecord(3, BASE_TIP, 0, ref));
    await store.append(suiteRecord(4, BASE_TIP, 0, ref));
    gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE_TIP, baseRef: 'master', files: ['prompts/planner.md'] });
    const payload = prPayload(HEAD, BASE_TIP);
    const before = gh.requests.length;

    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { record: 'true' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);

    const report = ReportFile.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')));
    expect(report.notes.join('\n')).toContain(`baseline: history at the merge base ${MERGE_BASE.slice(0, 7)} (${MERGE_BASE.slice(0, 7)})`);
    for (const s of report.scenarios) {
      expect(s.comparison?.baseline, s.name).toEqual({ rate: 0.9, records: 2, passes: 18, attempted: 20 });
    }
    const comment = gh.comments(2).find((c) => c.body.startsWith(MARKER));
    // vs base shows the merge base's 90%, not the 0% of the newer records.
    expect(comment?.body).toContain(`baseline: history at the merge base ${MERGE_BASE.slice(0, 7)}`);
    expect(comment?.body).toMatch(/\| \[plans-auth\]\([^)]*\) \|.*\| \+10 pts/);
    expect(gitWrites(before), 'no history written on a pull request').toEqual([]);
    // Only the newest record (the "is there any history" look) and the two at the merge base were read:
    // file names carry the commit, so the newer records elsewhere cost no request.
    const blobReads = gh.requests.slice(before).filter((r) => r.method === 'GET' && r.path.includes('/git/blobs/'));
    expect(blobReads.length).toBe(3);
    expect(await store.list()).toHaveLength(4);
  });

  it("a pass rate that drops against the merge base fails the job under fail-on: regression alone", async () => {
    gh.commits.addCommits([
      { sha: ROOT, parents: [] },
      { sha: MERGE_BASE, parents: [ROOT] },
      { sha: HEAD, parents: [MERGE_BASE] },
    ]);
    await dataBranch().append(suiteRecord(1, MERGE_BASE, 10, { ref: 'refs/heads/master', event: 'push' }));
    gh.addPull({ number: 2, headSha: HEAD, baseSha: MERGE_BASE, baseRef: 'master', files: ['prompts/planner.md'] });
    const payload = prPayload(HEAD, MERGE_BASE);
    llm.setHandler(() => ({ content: 'FAIL: no plan' }));
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, inputs: { 'fail-on': 'regression' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/::error::context-eval: 2 scenarios regressed against the baseline: plans-auth, plans-billing/);
    const report = ReportFile.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')));
    expect(report.scenarios.map((s) => s.comparison?.state)).toEqual(['drop', 'drop']);
  });

  it('with history.store: dir and record: true, a PR is refused before any call and writes no file', async () => {
    gh.addPull({ number: 2, headSha: HEAD, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const ws = makeWorkspace(withDirStore(suiteFiles(llm.baseUrl)));
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', HEAD), apiUrl: gh.url, inputs: { record: 'true' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/::error::context-eval: config problem: .*history\.store: dir/);
    expect(llm.requests).toHaveLength(0);
    expect(historyFiles(ws.dir)).toEqual([]);
    expect(gitWrites(0)).toEqual([]);
  });

  it('with no history yet, a PR is judged by thresholds alone and told how to get a baseline', async () => {
    gh.addPull({ number: 2, headSha: HEAD, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload: pullRequestPayload('synchronize', HEAD), apiUrl: gh.url, inputs: { record: 'true' }, env: { OPENAI_API_KEY: 'sk-test-key' } });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    const report = ReportFile.parse(JSON.parse(readFileSync(run.outputs.report ?? '', 'utf8')));
    expect(report.notes.join('\n')).toMatch(/no history recorded yet .*judged by thresholds alone.*\.github\/workflows\/context-eval-baseline\.yml/);
    expect(gitWrites(0)).toEqual([]);
  });
});

describe('schedule: record and drift', () => {
  it('records on the data branch, opens the drift issue when the pass rate fell, and keeps it open on a clean run of the same day', async () => {
    const store = dataBranch();
    // Ten scheduled runs that passed, then two that failed every run: the pass-rate detector fires at the second.
    for (let n = 1; n <= 12; n++) await store.append(suiteRecord(n, sha(n), n <= 10 ? 10 : 0));
    const payload = { schedule: '17 3 * * *', repository: webhookExample('push').repository };
    const files = suiteFiles(llm.baseUrl);
    // window 2: a finding stays for 2 days. Both runs below are today's (the bundle reads the real clock), and
    // the records of one day are one observation, so the clean second run does not close the issue: it is
    // closed once the finding is `window` days old (test/action/baseline-and-record.test.ts sets the clock).
    files['context-eval.yaml'] = `${files['context-eval.yaml'] ?? ''}drift: { window: 2 }\n`;
    const ws = makeWorkspace(files);
    const client = unpacedClient(gh.url);
    const openIssues = async () => (await client.rest.issues.listForRepo({ owner: OWNER, repo: REPO, state: 'open' })).data;

    llm.setHandler(() => ({ content: 'FAIL: no plan' }));
    const first = await runAction({ workspace: ws.dir, eventName: 'schedule', payload, apiUrl: gh.url, inputs: { 'fail-on': 'drift' }, env: { OPENAI_API_KEY: 'sk-test-key', GITHUB_SHA: sha(13) } });
    expect(first.code, first.stdout).toBe(1);
    expect(first.stdout).toMatch(/::error::context-eval: the drift detectors found 2 drift findings/);
    expect(first.summary).toContain('## context-eval drift');
    const records = await store.list();
    expect(records).toHaveLength(13);
    expect(records.slice(-2).map((r) => [r.sha, r.event, r.ref])).toEqual([
      [sha(12), 'schedule', 'refs/heads/main'],
      [sha(13), 'schedule', 'refs/heads/main'],
    ]);
    const opened = await openIssues();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.title).toBe('context-eval: drift in 2 scenarios');
    expect(opened[0]?.body).toContain('plans-billing');

    llm.setHandler(() => ({ content: 'PASS: the plan is sound' }));
    const second = await runAction({ workspace: ws.dir, eventName: 'schedule', payload, apiUrl: gh.url, inputs: { 'fail-on': 'drift' }, env: { OPENAI_API_KEY: 'sk-test-key', GITHUB_SHA: sha(14) } });
    expect(second.code, second.stdout).toBe(1);
    expect(second.stdout).toMatch(/::error::context-eval: the drift detectors found 2 drift findings/);
    expect(await store.list()).toHaveLength(14);
    const still = await openIssues();
    expect(still.map((i) => i.number)).toEqual(opened.map((i) => i.number));
    // Dated by the records themselves (issue 32 item 4). Both scenarios fell on the same day, so each one's
    // day-to-day floor, read from the suite's other scenario (issue 31, src/drift/rates.ts), holds that fall
    // too: the finding is raised one record later than a lone scenario's would be, at today's first record.
    expect(second.stdout).toMatch(/plans-auth: pass rate fell from 100% to 37\.5% \(threshold 66\.6%\) from 000000b \(\d{4}-\d{2}-\d{2}\) on \(detected at 000000d \(\d{4}-\d{2}-\d{2}\)\)/);
  });
});

describe('push', () => {
  const push = (ref: string, dir: string) =>
    runAction({ workspace: dir, eventName: 'push', payload: webhookExample('push'), apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key', GITHUB_REF: ref, GITHUB_SHA: sha(21) } });

  it('to the default branch records on the data branch with record: auto', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await push('refs/heads/master', ws.dir);
    expect(run.code, run.stdout).toBe(0);
    const records = await dataRecords();
    expect(records).toHaveLength(1);
    const record = z.object({ sha: z.string(), ref: z.string(), event: z.string(), scenarios: z.array(z.object({ name: z.string() })) }).parse(records[0]);
    expect(record).toMatchObject({ sha: sha(21), ref: 'refs/heads/master', event: 'push' });
    expect(record.scenarios.map((s) => s.name)).toEqual(['plans-auth', 'plans-billing']);
  });

  it('to another branch does not record', async () => {
    const ws = makeWorkspace(suiteFiles(llm.baseUrl));
    const run = await push('refs/heads/feature', ws.dir);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(await dataRecords()).toEqual([]);
    expect(gitWrites(0)).toEqual([]);
  });
});
