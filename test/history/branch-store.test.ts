import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { readHead, readSnapshot } from '../../src/github/git-data.js';
import { gitHubOver } from '../../src/github/github.js';
import { createBranchStore, type BranchStoreOptions } from '../../src/history/branch-store.js';
import { recordFileName } from '../../src/history/dir-store.js';
import { HistoryStoreError } from '../../src/history/store.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { makeRecord } from './make-record.js';

const BRANCH = 'context-eval-data';
let fake: FakeGitHub;
let client: GitHubClient;

beforeEach(async () => {
  fake = await startFakeGitHub();
  client = unpacedClient(fake.url);
});

afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

function store(over: Partial<BranchStoreOptions> = {}, using: GitHubClient = client) {
  return createBranchStore(gitHubOver(using), { owner: fake.owner, repo: fake.repo, branch: BRANCH, backoffBaseMs: 5, ...over });
}

async function branchFiles(): Promise<string[]> {
  const target = { owner: fake.owner, repo: fake.repo, branch: BRANCH };
  const head = await readHead(client, target);
  return head === null ? [] : [...(await readSnapshot(client, target, head)).files.keys()].sort();
}

/** Puts files straight onto the branch (one orphan commit), as another tool might have. */
async function seedBranch(files: Record<string, string>): Promise<void> {
  const tree = await client.rest.git.createTree({
    owner: fake.owner,
    repo: fake.repo,
    tree: Object.entries(files).map(([path, content]) => ({ path, mode: '100644' as const, type: 'blob' as const, content })),
  });
  const commit = await client.rest.git.createCommit({ owner: fake.owner, repo: fake.repo, message: 'seed', tree: tree.data.sha, parents: [] });
  await client.rest.git.createRef({ owner: fake.owner, repo: fake.repo, ref: `refs/heads/${BRANCH}`, sha: commit.data.sha });
}

describe('branch history store against the fake GitHub', () => {
  it('reads a missing branch as empty history, then creates the branch on the first append (product client)', async () => {
    const productClient = createGitHubClient({ token: 'test-token', baseUrl: fake.url, retryBaseMs: 1 });
    const history = store({}, productClient);
    expect(await history.list()).toEqual([]);
    expect(await history.scan()).toEqual({ records: [], problems: [] });

    const record = makeRecord(1);
    await history.append(record);
    expect(await history.list()).toEqual([record]);
    expect(await branchFiles()).toEqual([recordFileName(record)]);
  });

  it('12 writers recording at the same moment onto a missing branch: every record lands exactly once', async () => {
    const records = Array.from({ length: 12 }, (_, i) => makeRecord(i + 1));
    const logs: string[] = [];
    // One client per writer, as 12 jobs would have.
    const writers = records.map(() => store({ dir: 'history', log: (m) => logs.push(m) }, unpacedClient(fake.url)));
    await Promise.all(writers.map((writer, i) => writer.append(records[i] ?? makeRecord(99))));

    const rejected = fake.requests.filter((r) => r.method === 'PATCH' && r.status === 422);
    expect(rejected.length).toBeGreaterThan(0); // the writers really raced
    expect(logs.some((m) => m.includes('Update is not a fast forward'))).toBe(true);
    expect(logs.some((m) => m.includes('Reference already exists'))).toBe(true); // they raced to create the branch too

    const stored = await store({ dir: 'history' }).list();
    expect(stored).toEqual(records); // each exactly once, oldest first
    const files = await branchFiles();
    expect(files).toHaveLength(12);
    expect(files.every((f) => f.startsWith('history/runs/2026/11/'))).toBe(true);
  });

  it('replays on the new head when another writer moved the branch, and fails clearly when out of retries', async () => {
    await store().append(makeRecord(1));
    const interfering = [makeRecord(2), makeRecord(3)];
    let pending = [...interfering];
    const racing = unpacedClient(fake.url);
    racing.hook.before('request', async (options) => {
      const next = pending[0];
      if (options.method === 'PATCH' && next !== undefined) {
        pending = pending.slice(1);
        await store().append(next); // lands between our read and our ref update
      }
    });

    await expect(store({ retries: 0 }, racing).append(makeRecord(4))).rejects.toThrow(
      /could not write to octo-org\/octo-repo branch context-eval-data: other writers updated it first on all 1 attempts \(last answer: 422 Update is not a fast forward/,
    );
    await store({ retries: 1 }, racing).append(makeRecord(5));
    expect((await store().list()).map((r) => r.sha)).toEqual([1, 2, 3, 5].map((n) => makeRecord(n).sha));
  });

  it('does not store the same record twice, and gives a different record with the same name a -2 suffix', async () => {
    const record = makeRecord(1);
    const twin = { ...makeRecord(1), ref: 'refs/heads/other' };
    await store().append(record);
    await store().append(record);
    await store().append(twin);
    const name = recordFileName(record);
    expect(await branchFiles()).toEqual([name.replace(/\.json$/, '-2.json'), name]);
    expect(await store().list()).toHaveLength(2);
  });

  it('prune keeps the newest `retain` records in one commit and leaves other files alone', async () => {
    const records = [3, 1, 5, 2, 4].map((n) => makeRecord(n));
    await seedBranch({
      'README.md': 'data branch',
      ...Object.fromEntries(records.map((r) => [recordFileName(r), `${JSON.stringify(r)}\n`])),
    });
    const history = store();
    const before = fake.requests.filter((r) => r.method === 'PATCH').length;

    expect(await history.prune(2)).toBe(3);
    expect(fake.requests.filter((r) => r.method === 'PATCH').length - before).toBe(1);
    expect((await history.list()).map((r) => r.sha)).toEqual([makeRecord(4).sha, makeRecord(5).sha]);
    expect(await branchFiles()).toContain('README.md');
    expect(await history.prune(2)).toBe(0);
    await expect(history.prune(-1)).rejects.toThrow(/history.retain must be a non-negative integer, got -1/);
  });

  it('scan reports invalid record files; list throws naming each one', async () => {
    const good = makeRecord(1);
    await seedBranch({
      [recordFileName(good)]: JSON.stringify(good),
      'runs/2026/11/broken.json': '{ not json',
      'runs/2026/11/wrong.json': JSON.stringify({ ...good, sha: 'not-a-sha' }),
      'runs/2026/11/.hidden.json': 'ignored',
      'notes.txt': 'ignored',
    });
    const { records, problems } = await store().scan();
    expect(records).toEqual([good]);
    expect(problems).toEqual([
      expect.stringMatching(/^context-eval-data:runs\/2026\/11\/broken\.json: not valid JSON .*; fix or delete the file on the data branch$/),
      expect.stringMatching(/^context-eval-data:runs\/2026\/11\/wrong\.json: not a valid history record: sha: a commit SHA \(hex\) \(got "not-a-sha"\)/),
    ]);
    const error = await store().list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HistoryStoreError);
    expect(String(error)).toMatch(/history on octo-org\/octo-repo branch context-eval-data has 2 invalid file\(s\):\n {2}- context-eval-data:runs\/2026\/11\/broken\.json/);
  });

  it.each([
    { case: 'a dir that climbs out', over: { dir: '../elsewhere' }, message: /history.dir "..\/elsewhere" is not a plain folder path/ },
    { case: 'a branch with spaces', over: { branch: 'my data' }, message: /history.branch "my data" is not a usable branch name/ },
    { case: 'negative retries', over: { retries: -1 }, message: /retries must be a non-negative integer, got -1/ },
  ])('refuses $case', ({ over, message }) => {
    expect(() => store(over)).toThrow(message);
  });
});
