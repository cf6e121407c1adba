/**
 * History writes under contention (issue "Hardening": no record is lost): 40 writers, as a 40-job
 * matrix would be, against the fake git data API at 50 ms latency, with the store's own defaults; and a
 * write that fails for good fails the job through the bundled action instead of leaving it green.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBranchStore } from '../../src/history/branch-store.js';
import { readHead, readSnapshot } from '../../src/github/git-data.js';
import { gitHubOver } from '../../src/github/github.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { makeRecord } from '../history/make-record.js';
import { makeWorkspace, runAction, suiteFiles, webhookExample } from '../action/harness.js';

const BRANCH = 'context-eval-data';
let gh: FakeGitHub | undefined;

afterEach(async () => {
  expect(gh?.violations ?? []).toEqual([]);
  await gh?.close();
  gh = undefined;
});

describe('history writes under contention', () => {
  it('40 concurrent writers at 50 ms API latency: 0 lost, 0 duplicated', async () => {
    const fake = await startFakeGitHub({ latencyMs: 50 });
    gh = fake;
    const records = Array.from({ length: 40 }, (_, i) => makeRecord(i + 1));
    const failures: string[] = [];
    await Promise.all(
      records.map((record) =>
        createBranchStore(gitHubOver(unpacedClient(fake.url)), { owner: fake.owner, repo: fake.repo, branch: BRANCH })
          .append(record)
          .catch((err: unknown) => failures.push(err instanceof Error ? err.message : String(err))),
      ),
    );
    const rejected = fake.requests.filter((r) => r.method === 'PATCH' && r.status === 422);
    expect(rejected.length, 'the writers really raced').toBeGreaterThan(0);
    expect(failures).toEqual([]);
    const target = { owner: fake.owner, repo: fake.repo, branch: BRANCH };
    const client = unpacedClient(fake.url);
    const head = await readHead(client, target);
    expect(head).not.toBeNull();
    const files = head === null ? [] : [...(await readSnapshot(client, target, head)).files.keys()];
    expect(files, '0 duplicated').toHaveLength(40);
    const stored = await createBranchStore(gitHubOver(client), { owner: fake.owner, repo: fake.repo, branch: BRANCH }).list();
    expect(stored.map((r) => r.sha).sort(), '0 lost').toEqual(records.map((r) => r.sha).sort());
  }, 900_000);

  it('a record that cannot be written fails the job (verdict error, non-zero), and says so', async () => {
    const fake = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
    gh = fake;
    const llm = await startFakeOpenAI(() => ({ content: 'PASS: the plan is sound' }));
    try {
      // The token may not write git data (a workflow without contents: write): every tree write is refused.
      fake.injectFault({ kind: 'forbidden', status: 403, method: 'POST', path: '/git/trees', times: 1000 });
      const ws = makeWorkspace(suiteFiles(llm.baseUrl));
      const payload = { schedule: '17 3 * * *', repository: webhookExample('push').repository };
      const run = await runAction({ workspace: ws.dir, eventName: 'schedule', payload, apiUrl: fake.url, env: { OPENAI_API_KEY: 'sk-test-key' } });
      expect(run.outputs.passed).toBe('2');
      expect(run.code).not.toBe(0);
      expect(run.outputs.verdict).toBe('error');
      expect(run.stdout).toMatch(/::error::.*could not record history/);
      expect(run.summary).toMatch(/could not record history/);
    } finally {
      await llm.close();
    }
  }, 900_000);
});
