/**
 * Fake GitHub routes for the PR conversation the isolated reviewer must never see: review comments,
 * reviews and commits (with their messages). Tests plant text here; the review e2e tests then assert
 * that the action never requested these routes and that none of the planted text reached the model.
 *
 * Also `POST pulls/{n}/reviews`, where the correction step posts its suggestions: beyond the OpenAPI
 * validation every route gets, it refuses (422) what GitHub refuses: a comment on a file the pull
 * request does not change, or on a line outside the file's diff hunks (head side), or a multi-line
 * comment whose start is not before its line within one hunk. Accepted reviews are kept in `posted`.
 */
import { z } from 'zod';
import type { ChangedFileState, FixtureContext } from './github-fixtures.js';
import { DEFAULT_PATCH, simpleUser } from './github-fixtures.js';
import { paginate, type Reply } from './github-http.js';

export interface ReviewFakeState {
  /** Pull number → inline review comments (`GET /pulls/{n}/comments`). */
  reviewComments: Map<number, { login: string; body: string; path: string }[]>;
  /** Pull number → reviews (`GET /pulls/{n}/reviews`). */
  reviews: Map<number, { login: string; body: string; state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' }[]>;
  /** Pull number → commits (`GET /pulls/{n}/commits`). */
  commits: Map<number, { sha: string; message: string }[]>;
  /** Pull number → reviews accepted by `POST /pulls/{n}/reviews`, in order. */
  posted: Map<number, PostedReview[]>;
}

export interface PostedReview {
  id: number;
  event: string | undefined;
  commitId: string | undefined;
  body: string | undefined;
  comments: PostedReviewComment[];
}

const postedCommentShape = z.object({
  path: z.string(),
  body: z.string(),
  line: z.number().int().optional(),
  side: z.string().optional(),
  start_line: z.number().int().optional(),
  start_side: z.string().optional(),
  position: z.number().int().optional(),
});
export type PostedReviewComment = z.infer<typeof postedCommentShape>;

const postedReviewShape = z.object({
  event: z.string().optional(),
  commit_id: z.string().optional(),
  body: z.string().optional(),
  comments: z.array(postedCommentShape).default([]),
});

export function createReviewFakeState(): ReviewFakeState {
  return { reviewComments: new Map(), reviews: new Map(), commits: new Map(), posted: new Map() };
}

interface RouteShape {
  method: string;
  template: string;
  handle(input: { params: Record<string, string>; query: Record<string, string>; body: unknown; requestUrl: URL }): Reply;
}

export interface ReviewRouteDeps {
  /** The changed files of a pull request, or undefined when there is no such pull. */
  pullFiles: (pullNumber: number) => readonly ChangedFileState[] | undefined;
  /** The token's login: the author of posted reviews. */
  login: string;
  now: () => string;
}

/** Head-side line ranges of a patch, read from its `@@ -a,b +c,d @@` headers (the fake's own reading). */
function headRanges(patch: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const m of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) ranges.push({ start, end: start + count - 1 });
  }
  return ranges;
}

/** What GitHub would refuse in one comment of a new review, or undefined. */
function commentProblem(comment: PostedReviewComment, files: readonly ChangedFileState[]): string | undefined {
  const file = files.find((f) => f.filename === comment.path);
  if (!file) return `pull_request_review_thread.path ${comment.path} is not a file of this pull request`;
  if (comment.line === undefined) return 'pull_request_review_thread.line is required (the fake does not take the deprecated position)';
  if (comment.side !== undefined && comment.side !== 'RIGHT' && comment.side !== 'LEFT') return `pull_request_review_thread.side must be LEFT or RIGHT, not ${comment.side}`;
  if (comment.side === 'LEFT' || comment.start_side === 'LEFT') return 'the fake checks head-side (RIGHT) comments only';
  const start = comment.start_line ?? comment.line;
  if (comment.start_line !== undefined && comment.start_line >= comment.line) return 'pull_request_review_thread.start_line must precede the end line';
  const hunk = headRanges(file.patch ?? DEFAULT_PATCH).find((r) => comment.line !== undefined && comment.line >= r.start && comment.line <= r.end);
  if (!hunk) return 'pull_request_review_thread.line must be part of the diff';
  if (start < hunk.start) return 'pull_request_review_thread.start_line must be part of the same hunk as the line';
  return undefined;
}

const FIXED_TIME = '2026-01-01T00:00:00Z';

export function reviewRoutes(state: ReviewFakeState, ctx: FixtureContext, repoFullName: string, deps: ReviewRouteDeps): RouteShape[] {
  const pullUrl = (n: number) => `${ctx.apiUrl}/repos/${repoFullName}/pulls/${n}`;
  const link = (href: string) => ({ href });
  const unprocessable = (errors: string[]): Reply => ({ status: 422, body: { message: 'Unprocessable Entity', documentation_url: 'https://docs.github.com/rest', errors } });
  let nextReviewId = 9000;
  return [
    {
      method: 'POST',
      template: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      handle: ({ params, body }) => {
        const n = Number(params['pull_number']);
        const files = deps.pullFiles(n);
        if (!files) return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
        const parsed = postedReviewShape.safeParse(body);
        if (!parsed.success) return unprocessable([parsed.error.issues[0]?.message ?? 'invalid']);
        const review = parsed.data;
        if ((review.event === 'COMMENT' || review.event === 'REQUEST_CHANGES') && (review.body ?? '').trim() === '') {
          return unprocessable([`body is required for ${review.event}`]);
        }
        const problems = review.comments.map((c) => commentProblem(c, files)).filter((p): p is string => p !== undefined);
        if (problems.length > 0) return unprocessable(problems);
        const id = nextReviewId++;
        const list = state.posted.get(n) ?? [];
        list.push({ id, event: review.event, commitId: review.commit_id, body: review.body, comments: review.comments });
        state.posted.set(n, list);
        const stateWord = review.event === 'APPROVE' ? 'APPROVED' : review.event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : review.event === 'COMMENT' ? 'COMMENTED' : 'PENDING';
        return {
          status: 200,
          body: {
            ...ctx.api.skeleton('pull-request-review'),
            id,
            node_id: `PRR_${id}`,
            user: simpleUser(ctx, deps.login),
            body: review.body ?? '',
            state: stateWord,
            commit_id: review.commit_id ?? 'a'.repeat(40),
            html_url: `${ctx.webUrl}/${repoFullName}/pull/${n}#pullrequestreview-${id}`,
            pull_request_url: pullUrl(n),
            author_association: 'CONTRIBUTOR',
            submitted_at: deps.now(),
            _links: { html: link(pullUrl(n)), pull_request: link(pullUrl(n)) },
          },
        };
      },
    },
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
