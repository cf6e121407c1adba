/**
 * Fake GitHub route GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls, derived from state the fake
 * already holds (the pulls and the commit graph), with no setup API of its own:
 *  - the commit merged pull request N when it is a merge commit whose second parent is N's head, or a
 *    squash commit whose message's first line ends in "(#N)", as GitHub writes it; N is then listed
 *    first, closed, with merged_at set and this commit as merge_commit_sha;
 *  - every other pull request whose head has the commit in its history is listed after it, open;
 *  - a commit not in the graph has no pull requests.
 * Items are built from the OpenAPI `pull-request-simple` skeleton, so they validate.
 */
import { pullRequest, type FixtureContext, type PullState } from './github-fixtures.js';
import { paginate, type Reply } from './github-http.js';
import type { createCommitGraph } from './github-commits.js';
import type { FakeRoute } from './github-git.js';

const MERGED_AT = '2026-02-02T00:00:00Z';

export function commitPullRoutes(
  state: { pulls: Map<number, PullState>; graph: ReturnType<typeof createCommitGraph> },
  ctx: FixtureContext,
  repoFullName: string,
): FakeRoute[] {
  const { pulls, graph } = state;

  /** Whether commit `sha` merged `pull` (merge commit or squash commit). */
  function merged(sha: string, pull: PullState): boolean {
    const node = graph.get(sha);
    if (!node) return false;
    const subject = node.message.split('\n')[0] ?? '';
    return node.parents[1] === pull.headSha || subject.endsWith(`(#${pull.number})`);
  }

  function simple(pull: PullState, mergeSha: string | undefined): Record<string, unknown> {
    const full = pullRequest(ctx, repoFullName, pull);
    const skeleton = ctx.api.skeleton('pull-request-simple');
    const picked = Object.fromEntries(Object.keys(skeleton).map((key) => [key, key in full ? full[key] : skeleton[key]]));
    const href = (key: string) => ({ href: String(full[key]) });
    return {
      ...picked,
      state: mergeSha === undefined ? 'open' : 'closed',
      merged_at: mergeSha === undefined ? null : MERGED_AT,
      closed_at: mergeSha === undefined ? null : MERGED_AT,
      merge_commit_sha: mergeSha ?? null,
      _links: {
        self: href('url'),
        html: href('html_url'),
        issue: href('issue_url'),
        comments: href('comments_url'),
        review_comments: href('review_comments_url'),
        review_comment: href('review_comment_url'),
        commits: href('commits_url'),
        statuses: href('statuses_url'),
      },
    };
  }

  return [
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/commits/{commit_sha}/pulls',
      handle: ({ params, query, requestUrl }): Reply => {
        const sha = params['commit_sha'] ?? '';
        // A commit the test did not add to the graph belongs to no pull request. (GitHub answers 422 for a
        // SHA it does not know, a status its OpenAPI description does not list, so the fake does not.)
        if (!graph.get(sha)) return { status: 200, body: [] };
        const sorted = [...pulls.values()].sort((a, b) => a.number - b.number);
        const mergedHere = sorted.filter((p) => merged(sha, p));
        const containing = sorted.filter((p) => !merged(sha, p) && graph.ancestors(p.headSha).has(sha));
        const items = [...mergedHere.map((p) => simple(p, sha)), ...containing.map((p) => simple(p, undefined))];
        const { page, headers } = paginate(items, query, requestUrl);
        return { status: 200, headers, body: page };
      },
    },
  ];
}
