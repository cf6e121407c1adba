/**
 * The fake GitHub is only as good as its checks: these tests show it flags traffic that real GitHub's
 * description rejects, so an empty `violations` list in the other tests means something.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { loadGitHubOpenAPI, toJsonSchema } from '../fakes/github-openapi.js';

const COMMENTS = '/repos/{owner}/{repo}/issues/{issue_number}/comments';

describe('OpenAPI validation', () => {
  const api = loadGitHubOpenAPI();

  it('rewrites OpenAPI 3.0 nullable as anyOf with null', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, example: 'x' })).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(toJsonSchema({ properties: { nullable: { type: 'boolean' } } })).toEqual({ properties: { nullable: { type: 'boolean' } } });
  });

  it('accepts null only where the description allows it', () => {
    const comment = { ...api.skeleton('issue-comment'), user: null };
    expect(api.validateComponent('issue-comment', comment)).toEqual([]);
    expect(api.validateComponent('issue-comment', { ...comment, html_url: null })).not.toEqual([]);
  });

  it.each([
    { case: 'missing required fields', status: 200, body: [{ id: 1 }], problem: /required property 'node_id'/ },
    { case: 'wrong type', status: 200, body: [{ ...loadGitHubOpenAPI().skeleton('issue-comment'), id: 'one' }], problem: /must be integer/ },
    { case: 'bad date-time', status: 200, body: [{ ...loadGitHubOpenAPI().skeleton('issue-comment'), created_at: 'yesterday' }], problem: /must match format "date-time"/ },
    { case: 'undocumented status', status: 418, body: {}, problem: /status 418 is not documented/ },
  ])('flags a response with $case', ({ status, body, problem }) => {
    const problems = api.operation('GET', COMMENTS).validateResponse(status, body);
    expect(problems.join('\n')).toMatch(problem);
  });

  const requestCases: { case: string; query: Record<string, string>; body: unknown; problem: RegExp }[] = [
    { case: 'a non-integer page', query: { page: 'two' }, body: undefined, problem: /query\/page must be integer/ },
    { case: 'an unknown query parameter', query: { sort: 'asc' }, body: undefined, problem: /must NOT have additional properties/ },
    { case: 'a body on a GET', query: {}, body: { body: 'x' }, problem: /documents none/ },
  ];
  it.each(requestCases)('flags a request with $case', ({ query, body, problem }) => {
    const problems = api.operation('GET', COMMENTS).validateRequest({ pathParams: { owner: 'o', repo: 'r', issue_number: '1' }, query, body });
    expect(problems.join('\n')).toMatch(problem);
  });

  it('flags a comment body of the wrong type', () => {
    const problems = api.operation('POST', COMMENTS).validateRequest({ pathParams: { owner: 'o', repo: 'r', issue_number: '1' }, query: {}, body: { body: 42 } });
    expect(problems.join('\n')).toMatch(/issues\/create-comment request: body\/body must be string/);
  });
});

describe('fake GitHub server', () => {
  let fake: FakeGitHub;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${fake.url}${path}`, { ...init, headers: { authorization: 'token t', 'content-type': 'application/json', ...init.headers } });

  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.addIssue({ number: 1, title: 'Planner too verbose' });
  });

  afterEach(async () => {
    await fake.close();
  });

  it('records a violation for an unknown route and answers 404', async () => {
    const response = await call('/user');
    expect(response.status).toBe(404);
    expect(fake.violations).toEqual([expect.stringMatching(/GET \/user: no such route/)]);
  });

  it('records a violation for a request without a token', async () => {
    await fetch(`${fake.url}/repos/${fake.owner}/${fake.repo}/issues/1`);
    expect(fake.violations).toEqual([expect.stringMatching(/Authorization header/)]);
  });

  it('records a violation for a schema-invalid body and still refuses it like GitHub', async () => {
    const response = await call(`/repos/${fake.owner}/${fake.repo}/issues/1/comments`, { method: 'POST', body: JSON.stringify({ body: 42 }) });
    expect(response.status).toBe(422);
    expect(fake.violations.join('\n')).toMatch(/body\/body must be string/);
    expect(fake.comments(1)).toEqual([]);
  });

  it('answers only viewer { login } on GraphQL', async () => {
    const ok = await call('/graphql', { method: 'POST', body: JSON.stringify({ query: 'query { viewer { login } }' }) });
    expect(await ok.json()).toEqual({ data: { viewer: { login: 'github-actions[bot]' } } });
    await call('/graphql', { method: 'POST', body: JSON.stringify({ query: '{ repository { id } }' }) });
    expect(fake.violations).toEqual([expect.stringMatching(/answers only `viewer \{ login \}`/)]);
  });

  it('paginates like GitHub, with prev, next, last and first links', async () => {
    for (let i = 0; i < 25; i++) fake.addComment(1, { login: 'octocat', body: `c${i}` });
    const response = await call(`/repos/${fake.owner}/${fake.repo}/issues/1/comments?per_page=10&page=2`);
    const body: unknown = await response.json();
    expect(Array.isArray(body) && body.length).toBe(10);
    const link = response.headers.get('link') ?? '';
    const rels = Object.fromEntries([...link.matchAll(/<[^>]*[?&]page=(\d+)[^>]*>; rel="(\w+)"/g)].map((m) => [m[2], m[1]]));
    expect(rels).toEqual({ prev: '1', next: '3', last: '3', first: '1' });
    expect(fake.violations).toEqual([]);
  });
});
