/**
 * Fake GitHub routes for the PR conversation the isolated reviewer must never see: review comments,
 * reviews and commits (with their messages). Tests plant text here; the review e2e tests then assert
 * that the action never requested these routes and that none of the planted text reached the model.
 */
import type { FixtureContext } from './github-fixtures.js';
import { simpleUser } from './github-fixtures.js';
import { paginate, type Reply } from './github-http.js';

export interface ReviewFakeState {
  /** Pull number → inline review comments (`GET /pulls/{n}/comments`). */
  reviewComments: Map<number, { login: string; body: string; path: string }[]>;
  /** Pull number → reviews (`GET /pulls/{n}/reviews`). */
  reviews: Map<number, { login: string; body: string; state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' }[]>;
  /** Pull number → commits (`GET /pulls/{n}/commits`). */
  commits: Map<number, { sha: string; message: string }[]>;
}

export function createReviewFakeState(): ReviewFakeState {
  return { reviewComments: new Map(), reviews: new Map(), commits: new Map() };
}

interface RouteShape {
  method: string;
  template: string;
  handle(input: { params: Record<string, string>; query: Record<string, string>; requestUrl: URL }): Reply;
}

const FIXED_TIME = '2026-01-01T00:00:00Z';

export function reviewRoutes(state: ReviewFakeState, ctx: FixtureContext, repoFullName: string): RouteShape[] {
  const pullUrl = (n: number) => `${ctx.apiUrl}/repos/${repoFullName}/pulls/${n}`;
  const link = (href: string) => ({ href });
  return [
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/pulls/{pull_number}/comments',
      handle: ({ params, query, requestUrl }) => {
        const n = Number(params['pull_number']);
        const items = (state.reviewComments.get(n) ?? []).map((c, i) => ({
          ...ctx.api.skeleton('pull-request-review-comment'),
          id: 5000 + i,
          node_id: `PRRC_${5000 + i}`,
          pull_request_review_id: 7000,
          diff_hunk: '@@ -1 +1 @@',
          path: c.path,
          commit_id: 'a'.repeat(40),
          original_commit_id: 'a'.repeat(40),
          user: simpleUser(ctx, c.login),
          body: c.body,
          created_at: FIXED_TIME,
          updated_at: FIXED_TIME,
          url: `${ctx.apiUrl}/repos/${repoFullName}/pulls/comments/${5000 + i}`,
          html_url: `${ctx.webUrl}/${repoFullName}/pull/${n}#discussion_r${5000 + i}`,
          pull_request_url: pullUrl(n),
          author_association: 'CONTRIBUTOR',
          _links: { self: link(pullUrl(n)), html: link(pullUrl(n)), pull_request: link(pullUrl(n)) },
        }));
        const { page, headers } = paginate(items, query, requestUrl);
        return { status: 200, headers, body: page };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      handle: ({ params, query, requestUrl }) => {
        const n = Number(params['pull_number']);
        const items = (state.reviews.get(n) ?? []).map((r, i) => ({
          ...ctx.api.skeleton('pull-request-review'),
          id: 7000 + i,
          node_id: `PRR_${7000 + i}`,
          user: simpleUser(ctx, r.login),
          body: r.body,
          state: r.state,
          commit_id: 'a'.repeat(40),
          html_url: `${ctx.webUrl}/${repoFullName}/pull/${n}#pullrequestreview-${7000 + i}`,
          pull_request_url: pullUrl(n),
          author_association: 'CONTRIBUTOR',
          _links: { html: link(pullUrl(n)), pull_request: link(pullUrl(n)) },
        }));
        const { page, headers } = paginate(items, query, requestUrl);
        return { status: 200, headers, body: page };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/pulls/{pull_number}/commits',
      handle: ({ params, query, requestUrl }) => {
        const n = Number(params['pull_number']);
        const items = (state.commits.get(n) ?? []).map((c) => {
          const skeleton = ctx.api.skeleton('commit');
          const inner = typeof skeleton['commit'] === 'object' && skeleton['commit'] !== null ? skeleton['commit'] : {};
          return {
            ...skeleton,
            sha: c.sha,
            node_id: `C_${c.sha.slice(0, 8)}`,
            url: `${ctx.apiUrl}/repos/${repoFullName}/commits/${c.sha}`,
            html_url: `${ctx.webUrl}/${repoFullName}/commit/${c.sha}`,
            comments_url: `${ctx.apiUrl}/repos/${repoFullName}/commits/${c.sha}/comments`,
            commit: { ...inner, message: c.message },
            author: null,
            committer: null,
            parents: [],
          };
        });
        const { page, headers } = paginate(items, query, requestUrl);
        return { status: 200, headers, body: page };
      },
    },
  ];
}
