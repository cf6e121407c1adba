/**
 * A fake GitHub API on 127.0.0.1 for tests. It keeps one repository's pulls, issues, comments and files in
 * memory, and checks every request and every response against GitHub's OpenAPI description
 * (@octokit/openapi). Anything that does not fit lands in `violations`, which tests assert stays empty.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  contentFile,
  diffEntry,
  issue,
  issueComment,
  nodeId,
  pullRequest,
  type CommentState,
  type FixtureContext,
  type IssueState,
  type PullState,
} from './github-fixtures.js';
import { faultReply, paginate, readBody, templatePattern, type FaultSpec, type Reply } from './github-http.js';
import { loadGitHubOpenAPI, type OperationValidator } from './github-openapi.js';
import { gitDataRoutes } from './github-git.js';
import { closedFields, issueRoutes, type ClosedState } from './github-issues.js';
import { createReviewFakeState, reviewRoutes, type ReviewFakeState } from './github-review.js';
import { commitRoutes, createCommitGraph, type CommitGraph } from './github-commits.js';
import { commitPullRoutes } from './github-commit-pulls.js';
import { permissionRoutes, type Role } from './github-permissions.js';

export type { FaultSpec } from './github-http.js';

export interface FakeGitHubOptions {
  /** The login that owns the token (what GraphQL `viewer { login }` answers). */
  login?: string;
  /** The one repository the fake serves, as owner/name. */
  repository?: string;
  /** Each request waits this long before it is handled (GitHub's latency); 0 by default. */
  latencyMs?: number;
}

export interface AddPullSpec {
  number: number;
  headSha: string;
  baseSha: string;
  baseRef: string;
  headRef?: string;
  /** Defaults to the served repository (a same-repo PR); set another name for a fork PR. */
  headRepoFullName?: string;
  files: string[];
  /** new path → old path, for renamed files. */
  renamedFrom?: Record<string, string>;
  /** path → its unified-diff patch (hunks only), served by GET pulls/{n}/files and checked by POST pulls/{n}/reviews. */
  patches?: Record<string, string>;
  title?: string;
  body?: string;
  author?: string;
}


export interface RecordedExchange {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  userAgent: string;
  operationId?: string;
  /** Set when the answer was an injected fault. */
  fault?: FaultSpec['kind'];
}

export interface FakeGitHub {
  /** Use as GITHUB_API_URL / Octokit baseUrl. */
  url: string;
  /** `${url}/graphql` */
  graphqlUrl: string;
  login: string;
  owner: string;
  repo: string;
  requests: RecordedExchange[];
  /** PR review comments, reviews and commits, for the review isolation tests to plant text in. */
  review: ReviewFakeState;
  /** The commit graph behind GET compare/{base}...{head} and GET commits (test/fakes/github-commits.ts). */
  commits: CommitGraph;
  violations: string[];
  addPull(spec: AddPullSpec): void;
  setHeadSha(pullNumber: number, sha: string): void;
  addIssue(spec: { number: number; title: string; body?: string; author?: string }): void;
  /** Closes issue `number` as `login` would in the web UI, at `at` (ISO; the fake's clock when absent). */
  closeIssue(number: number, by: { login: string; at?: string }): void;
  /** Adds a comment as `login`; returns its id. */
  addComment(issueNumber: number, comment: { login: string; body: string }): number;
  /** Edits comment `id` as `login` would in the web UI (GraphQL then names `login` as its editor). */
  editComment(id: number, edit: { login: string; body: string }): void;
  comments(issueNumber: number): { id: number; login: string; body: string }[];
  putFile(ref: string, path: string, text: string): void;
  /** Gives `login` a role on the repository (GET collaborators/{username}/permission); others are not collaborators. */
  setPermission(login: string, role: Role): void;
  injectFault(fault: FaultSpec): void;
  close(): Promise<void>;
}


interface RouteInput {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  requestUrl: URL;
}

interface Route {
  method: string;
  template: string;
  handle(input: RouteInput): Reply;
}

const MAX_PULL_FILES = 3000;
const DOCS = 'https://docs.github.com/rest';
const graphqlRequest = z.object({ query: z.string(), variables: z.record(z.string(), z.unknown()).optional() });




export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const api = loadGitHubOpenAPI();
  const login = opts.login ?? 'github-actions[bot]';
  const repoFullName = opts.repository ?? 'octo-org/octo-repo';
  const [owner = '', repo = ''] = repoFullName.split('/');
  const pulls = new Map<number, PullState>();
  const issues = new Map<number, IssueState>();
  const comments: CommentState[] = [];
  const closed = new Map<number, ClosedState>();
  const files = new Map<string, string>();
  const reviewState = createReviewFakeState();
  const commitGraph = createCommitGraph();
  const permissions = new Map<string, Role>();
  const faults: (FaultSpec & { remaining: number })[] = [];
  const requests: RecordedExchange[] = [];
  const violations: string[] = [];
  let nextCommentId = 1_000_001;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const ctx: FixtureContext = { api, apiUrl: '', webUrl: 'https://github.test' };

  const notFound = (): Reply => ({ status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } });
  const commentsOf = (issueNumber: number) => comments.filter((c) => c.issueNumber === issueNumber);
  const issueExists = (n: number) => pulls.has(n) || issues.has(n);
  const issueStateOf = (n: number): IssueState | undefined => {
    const pull = pulls.get(n);
    if (pull) return { number: n, title: pull.title, body: pull.body, author: pull.author };
    return issues.get(n);
  };

  const routes: Route[] = [
    ...gitDataRoutes(ctx, repoFullName, login),
    ...issueRoutes({ issues, pulls, comments, closed }, ctx, repoFullName, login),
    ...reviewRoutes(reviewState, ctx, repoFullName, { pullFiles: (n) => pulls.get(n)?.files, login, now }),
    ...commitRoutes(commitGraph, ctx, repoFullName),
    ...commitPullRoutes({ pulls, graph: commitGraph }, ctx, repoFullName),
    ...permissionRoutes(permissions, ctx),
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/pulls/{pull_number}',
      handle: ({ params }) => {
        const pull = pulls.get(Number(params['pull_number']));
        return pull ? { status: 200, body: pullRequest(ctx, repoFullName, pull) } : notFound();
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
      handle: ({ params, query, requestUrl }) => {
        const pull = pulls.get(Number(params['pull_number']));
        if (!pull) return notFound();
        const capped = pull.files.slice(0, MAX_PULL_FILES);
        const { page, headers } = paginate(capped, query, requestUrl);
        return { status: 200, headers, body: page.map((f) => diffEntry(ctx, repoFullName, pull.headSha, f)) };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/issues/{issue_number}',
      handle: ({ params }) => {
        const n = Number(params['issue_number']);
        const state = issueStateOf(n);
        return state ? { status: 200, body: { ...issue(ctx, repoFullName, state, pulls.has(n), commentsOf(n).length), ...closedFields(ctx, closed.get(n)) } } : notFound();
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      handle: ({ params, query, requestUrl }) => {
        const n = Number(params['issue_number']);
        if (!issueExists(n)) return notFound();
        const { page, headers } = paginate(commentsOf(n), query, requestUrl);
        return { status: 200, headers, body: page.map((c) => issueComment(ctx, repoFullName, c)) };
      },
    },
    {
      method: 'POST',
      template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      handle: ({ params, body }) => {
        const n = Number(params['issue_number']);
        if (!issueExists(n)) return notFound();
        const parsed = z.object({ body: z.string() }).safeParse(body);
        if (!parsed.success) return { status: 422, body: { message: 'Validation Failed', documentation_url: DOCS } };
        const created = addCommentState(n, login, parsed.data.body);
        const rendered = issueComment(ctx, repoFullName, created);
        return { status: 201, body: rendered, headers: { location: String(rendered['url']) } };
      },
    },
    {
      method: 'PATCH',
      template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
      handle: ({ params, body }) => {
        const comment = comments.find((c) => c.id === Number(params['comment_id']));
        if (!comment) return notFound();
        const parsed = z.object({ body: z.string() }).safeParse(body);
        if (!parsed.success) return { status: 422, body: { message: 'Validation Failed', documentation_url: DOCS } };
        comment.body = parsed.data.body;
        comment.updatedAt = now();
        comment.editor = login;
        comment.lastEditedAt = comment.updatedAt;
        return { status: 200, body: issueComment(ctx, repoFullName, comment) };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/contents/{path}',
      handle: ({ params, query }) => {
        const ref = query['ref'] ?? 'main';
        const path = params['path'] ?? '';
        const text = files.get(`${ref}:${path}`);
        return text === undefined ? notFound() : { status: 200, body: contentFile(ctx, repoFullName, ref, path, text) };
      },
    },
  ];
  const compiledRoutes = routes.map((route) => ({
    ...route,
    ...templatePattern(route.template),
    operation: api.operation(route.method, route.template),
  }));

  function addCommentState(issueNumber: number, author: string, body: string): CommentState {
    const createdAt = now();
    const comment: CommentState = { id: nextCommentId++, issueNumber, login: author, body, createdAt, updatedAt: createdAt };
    comments.push(comment);
    return comment;
  }

  function takeFault(method: string, pathname: string): FaultSpec | undefined {
    const fault = faults.find(
      (f) => f.remaining > 0 && (f.method === undefined || f.method.toUpperCase() === method) && (f.path === undefined || pathname.endsWith(f.path)),
    );
    if (fault) fault.remaining -= 1;
    return fault;
  }


  function send(res: ServerResponse, reply: Reply): void {
    const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json',
      ...reply.headers,
    });
    res.end(payload);
  }

  function handleGraphQL(method: string, body: unknown, where: string): Reply {
    const parsed = graphqlRequest.safeParse(body);
    if (method !== 'POST' || !parsed.success) {
      violations.push(`${where}: GraphQL needs POST with {query}; got ${JSON.stringify(body)}`);
      return { status: 400, body: { message: 'Problems parsing JSON', documentation_url: DOCS } };
    }
    if (/\bnode\s*\(\s*id:\s*\$id\s*\)/.test(parsed.data.query) && /\bon IssueComment\b/.test(parsed.data.query)) return commentEdits(parsed.data.variables?.['id'], parsed.data.query, where);
    if (!/\bviewer\s*\{\s*login\s*\}/.test(parsed.data.query)) {
      violations.push(`${where}: the fake answers only \`viewer { login }\`; got ${parsed.data.query}`);
      return { status: 200, body: { errors: [{ message: 'unsupported query in the fake' }] } };
    }
    return { status: 200, body: { data: { viewer: { login } } } };
  }

  /**
   * GraphQL `node(id: $id) { ... on IssueComment { lastEditedAt editor { __typename login } } }`, as GitHub
   * answers it: a bot's login without the `[bot]` that REST shows, null fields before the first edit.
   */
  function commentEdits(id: unknown, query: string, where: string): Reply {
    for (const field of ['lastEditedAt', 'editor', '__typename', 'login']) {
      if (!new RegExp(`\\b${field}\\b`).test(query)) violations.push(`${where}: the fake answers IssueComment { lastEditedAt editor { __typename login } }; ${field} is missing`);
    }
    const comment = comments.find((c) => nodeId('IssueComment', c.id) === id);
    if (!comment) return { status: 200, body: { data: { node: null }, errors: [{ type: 'NOT_FOUND', message: `Could not resolve to a node with the global id of '${String(id)}'` }] } };
    const editor = comment.editor === undefined ? null : comment.editor.endsWith('[bot]') ? { __typename: 'Bot', login: comment.editor.slice(0, -'[bot]'.length) } : { __typename: 'User', login: comment.editor };
    return { status: 200, body: { data: { node: { lastEditedAt: comment.lastEditedAt ?? null, editor } } } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const requestUrl = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const where = `${method} ${requestUrl.pathname}${requestUrl.search}`;
    const query = Object.fromEntries(requestUrl.searchParams.entries());
    const text = await readBody(req);
    let body: unknown;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        violations.push(`${where}: body is not JSON: ${text.slice(0, 200)}`);
      }
    }
    const exchange: RecordedExchange = {
      method,
      path: requestUrl.pathname,
      query,
      body,
      status: 0,
      userAgent: req.headers['user-agent'] ?? '',
    };
    requests.push(exchange);
    const auth = req.headers.authorization ?? '';
    if (!/^(token|bearer) \S+$/i.test(auth)) violations.push(`${where}: missing or malformed Authorization header '${auth}'`);

    const fault = takeFault(method, requestUrl.pathname);
    if (fault) {
      const reply = faultReply(fault);
      violations.push(...api.validateComponent('basic-error', reply.body).map((v) => `${where}: ${v}`));
      exchange.status = reply.status;
      exchange.fault = fault.kind;
      send(res, reply);
      return;
    }

    if (requestUrl.pathname === '/graphql') {
      const reply = handleGraphQL(method, body, where);
      exchange.status = reply.status;
      send(res, reply);
      return;
    }

    for (const route of compiledRoutes) {
      if (route.method !== method) continue;
      const match = route.regex.exec(requestUrl.pathname);
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      exchange.operationId = route.operation.operationId;
      violations.push(...checkRequest(route.operation, where, { pathParams: params, query, body }));
      if (params['owner'] !== owner || params['repo'] !== repo) {
        violations.push(`${where}: the fake serves only ${repoFullName}`);
        const reply = notFound();
        exchange.status = reply.status;
        send(res, reply);
        return;
      }
      const reply = route.handle({ params, query, body, requestUrl });
      violations.push(...route.operation.validateResponse(reply.status, reply.body).map((v) => `${where}: ${v}`));
      exchange.status = reply.status;
      send(res, reply);
      return;
    }
    violations.push(`${where}: no such route in the fake`);
    const reply = notFound();
    exchange.status = reply.status;
    send(res, reply);
  }

  function checkRequest(operation: OperationValidator, where: string, request: Parameters<OperationValidator['validateRequest']>[0]): string[] {
    return operation.validateRequest(request).map((v) => `${where}: ${v}`);
  }

  const latencyMs = opts.latencyMs ?? 0;
  const delayed = (req: IncomingMessage, res: ServerResponse) =>
    latencyMs === 0 ? handle(req, res) : new Promise<void>((resolve) => setTimeout(resolve, latencyMs)).then(() => handle(req, res));
  const server = createServer((req, res) => {
    delayed(req, res).catch((error: unknown) => {
      violations.push(`${req.method} ${req.url}: the fake crashed: ${String(error)}`);
      if (!res.headersSent) send(res, { status: 500, body: { message: 'fake crashed' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error(`fake GitHub: unexpected listen address ${String(address)}`);
  const url = `http://127.0.0.1:${address.port}`;
  ctx.apiUrl = url;

  return {
    url,
    graphqlUrl: `${url}/graphql`,
    login,
    owner,
    repo,
    requests,
    violations,
    review: reviewState,
    commits: commitGraph,
    addPull(spec) {
      const renamed = spec.renamedFrom ?? {};
      pulls.set(spec.number, {
        number: spec.number,
        title: spec.title ?? `Pull request ${spec.number}`,
        body: spec.body ?? '',
        author: spec.author ?? 'octocat',
        headSha: spec.headSha,
        headRef: spec.headRef ?? `feature-${spec.number}`,
        headRepoFullName: spec.headRepoFullName ?? repoFullName,
        baseSha: spec.baseSha,
        baseRef: spec.baseRef,
        files: spec.files.map((filename) => {
          const previousFilename = renamed[filename];
          const patch = spec.patches?.[filename];
          return { filename, ...(previousFilename === undefined ? {} : { previousFilename }), ...(patch === undefined ? {} : { patch }) };
        }),
      });
    },
    setHeadSha(pullNumber, sha) {
      const pull = pulls.get(pullNumber);
      if (!pull) throw new Error(`setHeadSha: no pull #${pullNumber}; call addPull first`);
      pull.headSha = sha;
    },
    addIssue(spec) {
      issues.set(spec.number, { number: spec.number, title: spec.title, body: spec.body ?? '', author: spec.author ?? 'octocat' });
    },
    closeIssue(number, by) {
      if (!issues.has(number)) throw new Error(`closeIssue: no issue #${number}; add it first`);
      closed.set(number, { at: by.at ?? now(), by: by.login });
    },
    addComment(issueNumber, comment) {
      if (!issueExists(issueNumber)) throw new Error(`addComment: no issue or pull #${issueNumber}; add it first`);
      return addCommentState(issueNumber, comment.login, comment.body).id;
    },
    editComment(id, edit) {
      const comment = comments.find((c) => c.id === id);
      if (!comment) throw new Error(`editComment: no comment ${id}`);
      comment.body = edit.body;
      comment.updatedAt = now();
      comment.editor = edit.login;
      comment.lastEditedAt = comment.updatedAt;
    },
    comments(issueNumber) {
      return commentsOf(issueNumber).map((c) => ({ id: c.id, login: c.login, body: c.body }));
    },
    putFile(ref, path, text) {
      files.set(`${ref}:${path}`, text);
    },
    setPermission(login, role) {
      permissions.set(login, role);
    },
    injectFault(fault) {
      faults.push({ ...fault, remaining: fault.times ?? 1 });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
