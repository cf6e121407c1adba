/**
 * Issue 32, item 6: a 404 that the code expects (the history branch does not exist yet: the normal case
 * before the first baseline run) is not "GitHub API error: GET …/context-eval-data - 404" in the log. The
 * caller that reads the answer says what it means; other failed requests are still logged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { readHead } from '../../src/github/git-data.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  await fake.close();
});

describe("the GitHub client's log", () => {
  it('says nothing about a 404 its caller reads as "not there"', async () => {
    const logs: string[] = [];
    const client = createGitHubClient({ token: 't', baseUrl: fake.url, retryBaseMs: 1, log: (m) => logs.push(m) });
    expect(await readHead(client, { owner: fake.owner, repo: fake.repo, branch: 'context-eval-data' })).toBeNull();
    expect(fake.requests.some((r) => r.status === 404)).toBe(true);
    expect(logs).toEqual([]);
  });

  it('still logs a request that failed otherwise', async () => {
    const logs: string[] = [];
    const client = createGitHubClient({ token: 't', baseUrl: fake.url, retryBaseMs: 1, log: (m) => logs.push(m) });
    fake.injectFault({ kind: 'forbidden', status: 403 });
    await expect(readHead(client, { owner: fake.owner, repo: fake.repo, branch: 'context-eval-data' })).rejects.toThrow(/403/);
    expect(logs).toEqual([expect.stringMatching(/^GitHub API error: GET .*context-eval-data - 403/)]);
  });
});
