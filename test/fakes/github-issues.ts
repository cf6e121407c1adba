/**
 * Issue routes for the fake GitHub: list (paginated; filters state and creator; pull requests included,
 * as GitHub does), create, and update (title, body, state). They share the fake's issue map, so the
 * existing comment routes work on issues created here. Open/closed lives in `closed` (who closed an issue
 * and when): the shared IssueState has no state field. GET /issues/{issue_number} reads it through
 * `closedFields`, with `closed_by`, which the list leaves out here (GitHub documents it on the single issue).
 */
import { z } from 'zod';
import { issue, simpleUser, type CommentState, type FixtureContext, type IssueState, type PullState } from './github-fixtures.js';
import { paginate, type Reply } from './github-http.js';
import type { FakeRoute } from './github-git.js';

/** Who closed an issue, and when (ISO, whole seconds). */
export interface ClosedState {
  at: string;
  by: string;
}

export interface IssueRouteState {
  issues: Map<number, IssueState>;
  pulls: Map<number, PullState>;
  comments: CommentState[];
  closed: Map<number, ClosedState>;
}

/** The state fields of an issue as GET /issues/{issue_number} answers them. */
export function closedFields(ctx: FixtureContext, closed: ClosedState | undefined): Record<string, unknown> {
  if (closed === undefined) return { state: 'open', closed_at: null, closed_by: null };
  return { state: 'closed', closed_at: closed.at, state_reason: 'completed', updated_at: closed.at, closed_by: simpleUser(ctx, closed.by) };
}

const DOCS = 'https://docs.github.com/rest/issues';
const createBody = z.object({ title: z.union([z.string(), z.number()]), body: z.string().nullish() });
const updateBody = z.object({
  title: z.union([z.string(), z.number()]).nullish(),
  body: z.string().nullish(),
  state: z.enum(['open', 'closed']).optional(),
});

export function issueRoutes(state: IssueRouteState, ctx: FixtureContext, repoFullName: string, login: string): FakeRoute[] {
  const closedAt = state.closed;
  let clock = Date.parse('2026-11-01T00:00:00Z');
  const now = () => new Date((clock += 1000)).toISOString().replace(/\.\d{3}Z$/, 'Z');

  const notFound = (): Reply => ({ status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } });
  const invalid = (message: string): Reply => ({ status: 422, body: { message, documentation_url: DOCS } });

  function render(n: number): Record<string, unknown> | undefined {
    const pull = state.pulls.get(n);
    const found: IssueState | undefined = pull ? { number: n, title: pull.title, body: pull.body, author: pull.author } : state.issues.get(n);
    if (!found) return undefined;
    const comments = state.comments.filter((c) => c.issueNumber === n).length;
    const closed = closedAt.get(n)?.at;
    return {
      ...issue(ctx, repoFullName, found, pull !== undefined, comments),
      state: closed === undefined ? 'open' : 'closed',
      closed_at: closed ?? null,
      ...(closed === undefined ? {} : { state_reason: 'completed', updated_at: closed }),
    };
  }

  return [
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/issues',
      handle: ({ query, requestUrl }) => {
        const wanted = query['state'] ?? 'open';
        if (!['open', 'closed', 'all'].includes(wanted)) return invalid(`state ${wanted} is not one of open, closed, all`);
        const numbers = [...new Set([...state.issues.keys(), ...state.pulls.keys()])].sort((a, b) => b - a);
        const listed = numbers.flatMap((n) => {
          const rendered = render(n);
          if (!rendered) return [];
          if (wanted !== 'all' && rendered['state'] !== wanted) return [];
          const author = state.pulls.get(n)?.author ?? state.issues.get(n)?.author;
          if (query['creator'] !== undefined && author !== query['creator']) return [];
          return [rendered];
        });
        const { page, headers } = paginate(listed, query, requestUrl);
        return { status: 200, headers, body: page };
      },
    },
    {
      method: 'POST',
      template: '/repos/{owner}/{repo}/issues',
      handle: ({ body }) => {
        const parsed = createBody.safeParse(body);
        if (!parsed.success) return invalid('Validation Failed: title is required');
        const number = Math.max(0, ...state.issues.keys(), ...state.pulls.keys()) + 1;
        state.issues.set(number, { number, title: String(parsed.data.title), body: parsed.data.body ?? '', author: login });
        const rendered = render(number);
        return { status: 201, body: rendered, headers: { location: String(rendered?.['url']) } };
      },
    },
    {
      method: 'PATCH',
      template: '/repos/{owner}/{repo}/issues/{issue_number}',
      handle: ({ params, body }) => {
        const n = Number(params['issue_number']);
        const found = state.issues.get(n);
        if (!found) return notFound();
        const parsed = updateBody.safeParse(body);
        if (!parsed.success) return invalid('Validation Failed');
        if (parsed.data.title != null) found.title = String(parsed.data.title);
        if (parsed.data.body !== undefined) found.body = parsed.data.body ?? '';
        if (parsed.data.state === 'closed' && !closedAt.has(n)) closedAt.set(n, { at: now(), by: login });
        if (parsed.data.state === 'open') closedAt.delete(n);
        return { status: 200, body: render(n) };
      },
    },
  ];
}
