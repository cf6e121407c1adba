import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { readFileAtRef } from '../../src/github/contents.js';
import { getPull, listChangedFiles, viewerLogin } from '../../src/github/pr.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const HEAD = '1'.repeat(40);
const BASE = '2'.repeat(40);

describe('pull request reads against the fake GitHub', () => {
  let fake: FakeGitHub;
  let client: GitHubClient;
  let logs: string[];
  const ref = (pull_number: number) => ({ owner: fake.owner, repo: fake.repo, pull_number });

  beforeEach(async () => {
    fake = await startFakeGitHub({ login: 'context-eval-app[bot]' });
    logs = [];
    client = createGitHubClient({ token: 'test-token', baseUrl: fake.url, retryBaseMs: 1, log: (m) => logs.push(m) });
  });

  afterEach(async () => {
    expect(fake.violations).toEqual([]);
    await fake.close();
  });

  it('getPull returns the head and base of the PR, from a fork too', async () => {
    fake.addPull({ number: 3, headSha: HEAD, baseSha: BASE, baseRef: 'main', headRepoFullName: 'forker/octo-repo', files: [], title: 'Tune the planner', body: 'Why: fewer steps' });
    const pull = await getPull(client, ref(3));
    expect(pull).toMatchObject({
      number: 3,
      headSha: HEAD,
      baseSha: BASE,
      baseRef: 'main',
      headRepoFullName: 'forker/octo-repo',
      baseRepoFullName: `${fake.owner}/${fake.repo}`,
      title: 'Tune the planner',
      body: 'Why: fewer steps',
    });
  });

  it('listChangedFiles pages through 250 files and includes the old path of renamed files', async () => {
    const files = Array.from({ length: 250 }, (_, i) => `prompts/p${i}.md`);
    fake.addPull({ number: 4, headSha: HEAD, baseSha: BASE, baseRef: 'main', files, renamedFrom: { 'prompts/p7.md': 'prompts/old-planner.md' } });
    const result = await listChangedFiles(client, ref(4));
    expect(result.truncated).toBe(false);
    expect(result.files).toHaveLength(251);
    expect(result.files).toEqual(expect.arrayContaining(['prompts/p0.md', 'prompts/p249.md', 'prompts/old-planner.md']));
    const pages = fake.requests.filter((r) => r.operationId === 'pulls/list-files');
    expect(pages.map((r) => [r.query['page'] ?? '1', r.query['per_page']])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
  });

  it('listChangedFiles flags truncation when GitHub stops at 3000 files', async () => {
    const files = Array.from({ length: 3200 }, (_, i) => `src/f${i}.ts`);
    fake.addPull({ number: 5, headSha: HEAD, baseSha: BASE, baseRef: 'main', files });
    const result = await listChangedFiles(client, ref(5));
    expect(result.truncated).toBe(true);
    expect(result.files).toHaveLength(3000);
  });

  it('viewerLogin asks GraphQL for the token owner, once per client', async () => {
    expect(await viewerLogin(client)).toBe('context-eval-app[bot]');
    expect(await viewerLogin(client)).toBe('context-eval-app[bot]');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /graphql']);
  });

  it('sends the context-eval user agent and the token', async () => {
    fake.addPull({ number: 6, headSha: HEAD, baseSha: BASE, baseRef: 'main', files: [] });
    await getPull(client, ref(6));
    expect(fake.requests[0]?.userAgent).toMatch(/^context-eval /);
  });

  it('readFileAtRef decodes the file at that ref, and gives null for a missing file', async () => {
    const text = 'checklist:\n  - id: accuracy\n    description: "Stays correct — même en français"\n'.repeat(20);
    fake.putFile('main', '.context-eval/criteria.yaml', text);
    const args = { owner: fake.owner, repo: fake.repo, ref: 'main' };
    expect(await readFileAtRef(client, { ...args, path: '.context-eval/criteria.yaml' })).toBe(text);
    expect(await readFileAtRef(client, { ...args, path: 'missing.yaml' })).toBeNull();
  });
});

describe('rate limits and transient errors', () => {
  let fake: FakeGitHub;
  let client: GitHubClient;
  let logs: string[];

  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.addPull({ number: 9, headSha: HEAD, baseSha: BASE, baseRef: 'main', files: [] });
    logs = [];
    client = createGitHubClient({ token: 'test-token', baseUrl: fake.url, retryBaseMs: 1, log: (m) => logs.push(m) });
  });

  afterEach(async () => {
    expect(fake.violations).toEqual([]);
    await fake.close();
  });

  const getNine = () => getPull(client, { owner: fake.owner, repo: fake.repo, pull_number: 9 });
  const attempts = () => fake.requests.filter((r) => r.operationId === 'pulls/get' || r.fault !== undefined).length;

  it.each([
    { kind: 'rate-limit', status: 429, times: 2, succeeds: true, log: /rate limit hit/ },
    { kind: 'rate-limit', status: 403, times: 1, succeeds: true, log: /rate limit hit/ },
    { kind: 'rate-limit', status: 429, times: 3, succeeds: false, log: /giving up after 2 retries/ },
    { kind: 'secondary-rate-limit', status: 403, times: 1, succeeds: true, log: /secondary rate limit hit/ },
    { kind: 'secondary-rate-limit', status: 429, times: 2, succeeds: false, log: /secondary rate limit hit again/ },
    { kind: 'server-error', status: 502, times: 1, succeeds: true, log: null },
  ] as const)('$kind $status ×$times → succeeds: $succeeds', async ({ kind, status, times, succeeds, log }) => {
    fake.injectFault({ kind, status, times });
    if (succeeds) {
      expect((await getNine()).headSha).toBe(HEAD);
      expect(attempts()).toBe(times + 1);
    } else {
      await expect(getNine()).rejects.toMatchObject({ status });
      expect(attempts()).toBe(times);
    }
    if (log) expect(logs.join('\n')).toMatch(log);
  });
});
