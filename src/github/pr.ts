/**
 * Reads about the pull request under evaluation: its refs, its changed files (with patches), a linked
 * issue, and who the token is.
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';
import { messageOf, parseAnswer, statusOf } from './shape.js';
import type { ChangedFilePatch } from '../review/assemble.js';
import { MAX_LISTED_PULL_FILES } from './limits.js';

export interface PullRef {
  owner: string;
  repo: string;
  pull_number: number;
}

export interface PullInfo {
  number: number;
  title: string;
  body: string;
  author: string | null;
  htmlUrl: string;
  state: string;
  headSha: string;
  headRef: string;
  /** null when the head repository was deleted. */
  headRepoFullName: string | null;
  baseSha: string;
  baseRef: string;
  baseRepoFullName: string;
}


const pullShape = z.object({
  number: z.number(),
  title: z.string(),
  body: z.string().nullable(),
  html_url: z.string(),
  state: z.string(),
  user: z.object({ login: z.string() }).nullable(),
  head: z.object({ sha: z.string(), ref: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  base: z.object({ sha: z.string(), ref: z.string(), repo: z.object({ full_name: z.string() }) }),
});

const changedFileShape = z.object({
  filename: z.string(),
  previous_filename: z.string().optional(),
  status: z.enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
  patch: z.string().optional(),
});
const issueShape = z.object({ number: z.number(), title: z.string(), body: z.string().nullish() });

const viewerShape = z.object({ viewer: z.object({ login: z.string().min(1) }) });

export async function getPull(client: GitHubClient, ref: PullRef): Promise<PullInfo> {
  const response = await client.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: ref.pull_number });
  const pull = parseAnswer(pullShape, response.data, `pull request #${ref.pull_number}`);
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body ?? '',
    author: pull.user?.login ?? null,
    htmlUrl: pull.html_url,
    state: pull.state,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    headRepoFullName: pull.head.repo?.full_name ?? null,
    baseSha: pull.base.sha,
    baseRef: pull.base.ref,
    baseRepoFullName: pull.base.repo.full_name,
  };
}

/** Every changed file of the pull request with its patch (GitHub lists at most 3000). */
export async function listPullPatches(client: GitHubClient, ref: PullRef): Promise<ChangedFilePatch[]> {
  const entries = await client.paginate(client.rest.pulls.listFiles, { owner: ref.owner, repo: ref.repo, pull_number: ref.pull_number, per_page: 100 });
  return entries.map((entry) => {
    const f = parseAnswer(changedFileShape, entry, `changed-file entry of pull request #${ref.pull_number}`);
    return {
      path: f.filename,
      status: f.status,
      ...(f.previous_filename === undefined ? {} : { previousPath: f.previous_filename }),
      ...(f.patch === undefined ? {} : { patch: f.patch }),
    };
  });
}

/**
 * Every path the pull request touches, including the old path of each renamed file.
 * `truncated` is true when GitHub's 3000-file cap was reached: the list is then incomplete and the caller
 * should evaluate everything.
 */
export async function listChangedFiles(client: GitHubClient, ref: PullRef): Promise<{ files: string[]; truncated: boolean }> {
  const patches = await listPullPatches(client, ref);
  const files = new Set<string>();
  for (const p of patches) {
    files.add(p.path);
    if (p.previousPath !== undefined) files.add(p.previousPath);
  }
  return { files: [...files], truncated: patches.length >= MAX_LISTED_PULL_FILES };
}

export type IssueRead = { ok: true; title: string; body: string } | { ok: false; why: string };

/** An issue's title and body (the review's linked issue); what went wrong, as data, when it cannot be read. */
export async function readIssue(client: GitHubClient, ref: { owner: string; repo: string; number: number }): Promise<IssueRead> {
  try {
    const { data } = await client.rest.issues.get({ owner: ref.owner, repo: ref.repo, issue_number: ref.number });
    const parsed = issueShape.safeParse(data);
    if (!parsed.success) return { ok: false, why: 'GitHub returned an unexpected issue' };
    return { ok: true, title: parsed.data.title, body: parsed.data.body ?? '' };
  } catch (err) {
    const status = statusOf(err);
    return { ok: false, why: status ? `GitHub answered ${status.status}` : messageOf(err) };
  }
}

const loginsByClient = new WeakMap<GitHubClient, Promise<string>>();

/**
 * The token's own login. GraphQL `viewer`, because `GET /user` is forbidden to the Actions token.
 * Asked once per client: a token's login does not change.
 */
export function viewerLogin(client: GitHubClient): Promise<string> {
  let login = loginsByClient.get(client);
  if (!login) {
    login = fetchViewerLogin(client);
    loginsByClient.set(client, login);
    login.catch(() => loginsByClient.delete(client));
  }
  return login;
}

async function fetchViewerLogin(client: GitHubClient): Promise<string> {
  const data: unknown = await client.graphql('query { viewer { login } }');
  return parseAnswer(viewerShape, data, 'GraphQL viewer').viewer.login;
}
