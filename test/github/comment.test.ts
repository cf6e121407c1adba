import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import { MAX_COMMENT_BYTES } from '../../src/github/limits.js';
import {
  commentMarker,
  composeCommentBody,
  evaluatedShaOf,
  findStickyComment,
  isOurComment,
  isSameActor,
  markLastEvaluated,
  shaMarker,
  upsertStickyComment,
  withLastEvaluatedNote,
} from '../../src/github/comment.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';

const ID = 'context-eval.yaml';
const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const SHA_C = 'c'.repeat(40);
const PR = 7;

describe('comment markers (pure)', () => {
  it('composes marker line, sha line, then the markdown', () => {
    expect(composeCommentBody(ID, SHA_A, '## Results')).toBe(
      `<!-- context-eval:comment id=${ID} -->\n<!-- context-eval:sha ${SHA_A} -->\n## Results`,
    );
    expect(evaluatedShaOf(composeCommentBody(ID, SHA_A, 'x'))).toBe(SHA_A);
  });

  it.each([
    { case: 'our marker and our login', body: composeCommentBody(ID, SHA_A, 'x'), login: 'bot', ours: true },
    { case: 'CRLF line endings (edited on the web)', body: composeCommentBody(ID, SHA_A, 'x').replace(/\n/g, '\r\n'), login: 'bot', ours: true },
    { case: 'our marker, another author', body: composeCommentBody(ID, SHA_A, 'x'), login: 'mallory', ours: false },
    { case: 'marker not on the first line', body: `hello\n${commentMarker(ID)}`, login: 'bot', ours: false },
    { case: 'marker of another config', body: composeCommentBody('other.yaml', SHA_A, 'x'), login: 'bot', ours: false },
    { case: 'marker whose id merely starts with ours', body: composeCommentBody(`${ID}.bak`, SHA_A, 'x'), login: 'bot', ours: false },
    { case: 'empty body', body: '', login: 'bot', ours: false },
  ])('isOurComment: $case → $ours', ({ body, login, ours }) => {
    expect(isOurComment({ body, login }, ID, 'bot')).toBe(ours);
  });

  it.each(['', 'a\nb', 'x-->y'])('refuses a marker value that would break the HTML comment: %j', (bad) => {
    expect(() => commentMarker(bad)).toThrow(/non-empty, on one line/);
    expect(() => shaMarker(bad)).toThrow(/non-empty, on one line/);
  });

  it('replaces an earlier last-evaluated note instead of stacking notes', () => {
    const once = withLastEvaluatedNote(composeCommentBody(ID, SHA_A, 'table'), SHA_B, SHA_A);
    const twice = withLastEvaluatedNote(once, SHA_C, SHA_A);
    expect(twice).toBe(
      `${commentMarker(ID)}\n${shaMarker(SHA_A)}\n> No context file changed in ${SHA_C}; the results below are for ${SHA_A}.\n\ntable`,
    );
  });
});

describe('who last edited our comment (issue 30, row 8)', () => {
  it("a GitHub App's bot matches its REST login with [bot]; a user of the bare name does not", () => {
    expect(isSameActor({ __typename: 'Bot', login: 'github-actions' }, 'github-actions[bot]')).toBe(true);
    expect(isSameActor({ __typename: 'User', login: 'github-actions' }, 'github-actions[bot]')).toBe(false);
    expect(isSameActor({ __typename: 'User', login: 'Octo-Bot' }, 'octo-bot')).toBe(true);
    expect(isSameActor({ __typename: 'User', login: 'alice' }, 'github-actions[bot]')).toBe(false);
    expect(isSameActor({ __typename: 'Bot', login: 'github-actions[bot]' }, 'github-actions')).toBe(false);
  });

  // One fake for both (loading GitHub's OpenAPI description is the slow part), one pull request each.
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'octo/demo' });
  });
  afterAll(async () => {
    expect(fake.violations).toEqual([]);
    await fake.close();
  });
  const setUp = (pr: number) => {
    fake.addPull({ number: pr, headSha: SHA_A, baseSha: 'f'.repeat(40), baseRef: 'main', files: ['prompts/planner.md'] });
    const client = unpacedClient(fake.url);
    const target = { owner: 'octo', repo: 'demo', issue_number: pr, id: ID, checkEdits: true };
    const upsert = (body: string) => upsertStickyComment(client, { ...target, sha: SHA_A, body, log: () => undefined });
    return { client, target, upsert, edit: (login: string, body: string) => fake.editComment(fake.comments(pr)[0]?.id ?? 0, { login, body: composeCommentBody(ID, SHA_A, body) }) };
  };

  it('checkEdits: null while only the token wrote it; the login of anyone who edits it after; ours again once the token rewrites it', async () => {
    const { client, target, upsert, edit } = setUp(7);
    await upsert('state=awaiting');
    expect((await findStickyComment(client, target))?.foreignEditor).toBeNull();
    await upsert('state=awaiting, rewritten');
    expect((await findStickyComment(client, target))?.foreignEditor).toBeNull();
    edit('alice', 'state=approved');
    const edited = await findStickyComment(client, target);
    expect(edited?.body).toContain('state=approved');
    expect(edited?.foreignEditor).toBe('alice');
    // Without checkEdits nothing is asked of GraphQL beyond the login.
    const before = fake.requests.filter((r) => r.path === '/graphql').length;
    expect((await findStickyComment(client, { ...target, checkEdits: false }))?.foreignEditor).toBeUndefined();
    expect(fake.requests.filter((r) => r.path === '/graphql').length).toBe(before);
    await upsert('state=awaiting, again');
    expect((await findStickyComment(client, target))?.foreignEditor).toBeNull();
  });

  it('a seeded sequence of writes and edits: ours exactly when the token wrote it last, look-alike logins included', async () => {
    const { client, target, upsert, edit } = setUp(8);
    let seed = 30;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const editors = ['alice', 'github-actions', 'github-actions-bot', 'GitHub-Actions[bot]x', 'maintainer'];
    await upsert('state=awaiting 0');
    let lastByUs: boolean;
    for (let step = 1; step <= 24; step++) {
      if (next() < 0.5) {
        await upsert(`state=awaiting ${step}`);
        lastByUs = true;
      } else {
        edit(editors[Math.floor(next() * editors.length)] ?? 'alice', `state=approved ${step}`);
        lastByUs = false;
      }
      const found = await findStickyComment(client, target);
      expect(found?.foreignEditor === null, `step ${step}`).toBe(lastByUs);
    }
  });
});

describe('sticky comment against the fake GitHub', () => {
  let fake: FakeGitHub;
  let client: GitHubClient;
  let logs: string[];
  const target = () => ({ owner: fake.owner, repo: fake.repo, issue_number: PR, id: ID });
  const upsert = (sha: string, body: string) => upsertStickyComment(client, { ...target(), sha, body, log: (m) => logs.push(m) });
  const ours = () => fake.comments(PR).filter((c) => c.login === fake.login);
  const writes = () => fake.requests.filter((r) => r.method === 'POST' && r.path !== '/graphql' || r.method === 'PATCH');

  beforeEach(async () => {
    fake = await startFakeGitHub();
    client = createGitHubClient({ token: 'test-token', baseUrl: fake.url, retryBaseMs: 1 });
    logs = [];
    fake.addPull({ number: PR, headSha: SHA_A, baseSha: 'f'.repeat(40), baseRef: 'main', files: ['prompts/planner.md'] });
  });

  afterEach(async () => {
    expect(fake.violations).toEqual([]);
    await fake.close();
  });

  it('second push: a run for the new head edits the same comment', async () => {
    const first = await upsert(SHA_A, 'results for A');
    expect(first.action).toBe('created');
    fake.setHeadSha(PR, SHA_B);
    const second = await upsert(SHA_B, 'results for B');
    expect(second.action).toBe('updated');
    expect(second.url).toBe(first.url);
    const mine = ours();
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toBe(composeCommentBody(ID, SHA_B, 'results for B'));
    expect(mine[0]?.body).not.toContain(SHA_A);
  });

  it('foreign marker: a comment by another user carrying our marker is left untouched', async () => {
    const forged = composeCommentBody(ID, SHA_A, 'forged results');
    const forgedId = fake.addComment(PR, { login: 'mallory', body: forged });
    const result = await upsert(SHA_A, 'real results');
    expect(result.action).toBe('created');
    expect(fake.comments(PR).find((c) => c.id === forgedId)?.body).toBe(forged);
    expect(ours().map((c) => c.body)).toEqual([composeCommentBody(ID, SHA_A, 'real results')]);
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('stale run: a run for an older SHA does not overwrite the newer results', async () => {
    fake.setHeadSha(PR, SHA_B);
    expect((await upsert(SHA_B, 'results for B')).action).toBe('created');
    const writesBefore = writes().length;
    const stale = await upsert(SHA_A, 'results for A');
    expect(stale).toEqual({ action: 'superseded' });
    expect(writes()).toHaveLength(writesBefore);
    expect(ours()[0]?.body).toBe(composeCommentBody(ID, SHA_B, 'results for B'));
    expect(logs.join('\n')).toMatch(/superseded/);
  });

  it('busy PR: with 150 comments, ours (number 120) is found on page 2 and updated, not duplicated', async () => {
    for (let i = 1; i <= 150; i++) {
      if (i === 120) fake.addComment(PR, { login: fake.login, body: composeCommentBody(ID, SHA_A, 'old results') });
      else fake.addComment(PR, { login: i % 2 === 0 ? 'octocat' : 'renovate[bot]', body: `comment ${i}` });
    }
    const result = await upsert(SHA_A, 'new results');
    expect(result.action).toBe('updated');
    expect(fake.comments(PR)).toHaveLength(150);
    expect(ours().map((c) => c.body)).toEqual([composeCommentBody(ID, SHA_A, 'new results')]);
    const listed = fake.requests.filter((r) => r.operationId === 'issues/list-comments');
    expect(listed.map((r) => r.query['page'] ?? '1')).toEqual(['1', '2']);
  });

  it('leaves an identical comment alone', async () => {
    await upsert(SHA_A, 'same');
    const again = await upsert(SHA_A, 'same');
    expect(again.action).toBe('unchanged');
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('keeps one comment per config id', async () => {
    await upsert(SHA_A, 'suite one');
    await upsertStickyComment(client, { ...target(), id: 'other/context-eval.yaml', sha: SHA_A, body: 'suite two', log: () => {} });
    expect(ours()).toHaveLength(2);
    const found = await findStickyComment(client, { ...target(), id: 'other/context-eval.yaml' });
    expect(found?.body).toContain('suite two');
    expect(found?.evaluatedSha).toBe(SHA_A);
  });

  it('refuses a body over 65,536 UTF-8 bytes before calling GitHub', async () => {
    const body = 'é'.repeat(MAX_COMMENT_BYTES / 2); // 32,768 characters but 65,536 bytes, plus the markers
    await expect(upsert(SHA_A, body)).rejects.toThrow(/UTF-8 bytes, over GitHub's 65536/);
    expect(fake.requests).toHaveLength(0);
  });

  it('markLastEvaluated: notes that a later push changed no context file', async () => {
    await upsert(SHA_A, 'results for A');
    fake.setHeadSha(PR, SHA_B);
    const marked = await markLastEvaluated(client, { ...target(), currentSha: SHA_B, log: (m) => logs.push(m) });
    expect(marked.action).toBe('updated');
    const body = ours()[0]?.body ?? '';
    expect(body).toContain(`No context file changed in ${SHA_B}; the results below are for ${SHA_A}.`);
    expect(evaluatedShaOf(body)).toBe(SHA_A);
    expect(body).toContain('results for A');
    const again = await markLastEvaluated(client, { ...target(), currentSha: SHA_B, log: () => {} });
    expect(again.action).toBe('none');
  });

  it('markLastEvaluated: does nothing when there is no comment yet, or the head moved on', async () => {
    expect((await markLastEvaluated(client, { ...target(), currentSha: SHA_B, log: () => {} })).action).toBe('none');
    await upsert(SHA_A, 'results for A');
    fake.setHeadSha(PR, SHA_C);
    const stale = await markLastEvaluated(client, { ...target(), currentSha: SHA_B, log: (m) => logs.push(m) });
    expect(stale.action).toBe('none');
    expect(ours()[0]?.body).toBe(composeCommentBody(ID, SHA_A, 'results for A'));
  });
});
