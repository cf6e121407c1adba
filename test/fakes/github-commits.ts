/**
 * Fake GitHub routes over a small commit graph that a test sets up with `addCommits`:
 *  - GET /repos/{owner}/{repo}/compare/{base}...{head}: the merge base is the first commit, walking
 *    breadth-first from `base`, that is an ancestor of `head` (enough for the graphs tests draw);
 *  - GET /repos/{owner}/{repo}/commits?sha=&per_page=&page=: first parents from `sha`, newest first,
 *    paginated with GitHub's Link header.
 * Responses are built from the OpenAPI skeletons (`commit`, `commit-comparison`), so they validate.
 */
import type { FixtureContext } from './github-fixtures.js';
import { paginate, type Reply } from './github-http.js';
import type { FakeRoute } from './github-git.js';

export interface CommitGraph {
  /** Adds commits; a parent must be added before (or with) its children. */
  addCommits(commits: { sha: string; parents: string[]; message?: string }[]): void;
  /** Every commit reachable from `sha` (itself included). */
  ancestors(sha: string): Set<string>;
}

interface CommitNode {
  sha: string;
  parents: string[];
  message: string;
  /** Order of addition: the commit's time, for the fixtures. */
  index: number;
}

const DOCS = 'https://docs.github.com/rest/commits';
const BASE_TIME = Date.parse('2026-02-01T00:00:00Z');

export function createCommitGraph(): CommitGraph & { get(sha: string): CommitNode | undefined } {
  const nodes = new Map<string, CommitNode>();
  return {
    addCommits(commits) {
      for (const c of commits) {
        const missing = c.parents.filter((p) => !nodes.has(p));
        if (missing.length > 0) throw new Error(`addCommits: ${c.sha} has unknown parent(s) ${missing.join(', ')}; add parents first`);
        nodes.set(c.sha, { sha: c.sha, parents: c.parents, message: c.message ?? `commit ${c.sha.slice(0, 7)}`, index: nodes.size });
      }
    },
    ancestors(sha) {
      const seen = new Set<string>();
      const queue = [sha];
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (seen.has(next) || !nodes.has(next)) continue;
        seen.add(next);
        queue.push(...(nodes.get(next)?.parents ?? []));
      }
      return seen;
    },
    get: (sha) => nodes.get(sha),
  };
}

export function commitRoutes(graph: ReturnType<typeof createCommitGraph>, ctx: FixtureContext, repoFullName: string): FakeRoute[] {
  const notFound = (message = 'Not Found'): Reply => ({ status: 404, body: { message, documentation_url: DOCS, status: '404' } });

  function commitJson(node: CommitNode): Record<string, unknown> {
    const skeleton = ctx.api.skeleton('commit');
    const inner = typeof skeleton['commit'] === 'object' && skeleton['commit'] !== null ? skeleton['commit'] : {};
    const date = new Date(BASE_TIME + node.index * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const who = { name: 'Octo Cat', email: 'octocat@github.test', date };
    return {
      ...skeleton,
      sha: node.sha,
      node_id: `C_${node.sha.slice(0, 8)}`,
      url: `${ctx.apiUrl}/repos/${repoFullName}/commits/${node.sha}`,
      html_url: `${ctx.webUrl}/${repoFullName}/commit/${node.sha}`,
      comments_url: `${ctx.apiUrl}/repos/${repoFullName}/commits/${node.sha}/comments`,
      commit: { ...inner, message: node.message, author: who, committer: who },
      author: null,
      committer: null,
      parents: node.parents.map((p) => ({ sha: p, url: `${ctx.apiUrl}/repos/${repoFullName}/commits/${p}`, html_url: `${ctx.webUrl}/${repoFullName}/commit/${p}` })),
    };
  }

  function mergeBase(base: string, head: string): string | undefined {
    const ofHead = graph.ancestors(head);
    const seen = new Set<string>();
    const queue = [base];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (ofHead.has(next)) return next;
      queue.push(...(graph.get(next)?.parents ?? []));
    }
    return undefined;
  }

  /** Newest first: the commits reachable from `from` but not from `stop`, in reverse order of addition. */
  function only(from: string, stop: string): CommitNode[] {
    const excluded = graph.ancestors(stop);
    return [...graph.ancestors(from)]
      .filter((sha) => !excluded.has(sha))
      .flatMap((sha) => graph.get(sha) ?? [])
      .sort((a, b) => b.index - a.index);
  }

  return [
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/compare/{basehead}',
      handle: ({ params, query, requestUrl }) => {
        const [base = '', head = ''] = (params['basehead'] ?? '').split('...');
        const baseNode = graph.get(base);
        const headNode = graph.get(head);
        if (!baseNode || !headNode) return notFound(`No commit found for the ref ${baseNode ? head : base}`);
        const mb = mergeBase(base, head);
        const mbNode = mb === undefined ? undefined : graph.get(mb);
        if (!mbNode) return notFound(`${base} and ${head} have no common history`);
        const ahead = only(head, base);
        const behind = only(base, head);
        const status = ahead.length === 0 && behind.length === 0 ? 'identical' : behind.length === 0 ? 'ahead' : ahead.length === 0 ? 'behind' : 'diverged';
        const { page, headers } = paginate([...ahead].reverse(), query, requestUrl);
        const web = `${ctx.webUrl}/${repoFullName}/compare/${base}...${head}`;
        return {
          status: 200,
          headers,
          body: {
            ...ctx.api.skeleton('commit-comparison'),
            url: `${ctx.apiUrl}/repos/${repoFullName}/compare/${base}...${head}`,
            html_url: web,
            permalink_url: web,
            diff_url: `${web}.diff`,
            patch_url: `${web}.patch`,
            base_commit: commitJson(baseNode),
            merge_base_commit: commitJson(mbNode),
            status,
            ahead_by: ahead.length,
            behind_by: behind.length,
            total_commits: ahead.length,
            commits: page.map(commitJson),
            files: [],
          },
        };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/commits',
      handle: ({ query, requestUrl }) => {
        const start = query['sha'] ?? '';
        if (!graph.get(start)) return notFound(`No commit found for SHA: ${start}`);
        const line: CommitNode[] = [];
        for (let at = graph.get(start); at !== undefined; at = at.parents[0] === undefined ? undefined : graph.get(at.parents[0])) line.push(at);
        const { page, headers } = paginate(line, query, requestUrl);
        return { status: 200, headers, body: page.map(commitJson) };
      },
    },
  ];
}
