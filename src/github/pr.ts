/**
 * Reads about the pull request under evaluation: its refs, its changed files and who the token is.
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';

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

/** GitHub lists at most this many files of a pull request. */
export const MAX_LISTED_PULL_FILES = 3000;

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

const changedFileShape = z.object({ filename: z.string(), previous_filename: z.string().optional() });

const viewerShape = z.object({ viewer: z.object({ login: z.string().min(1) }) });

function describeParseError(what: string, error: z.ZodError): Error {
  const issue = error.issues[0];
  const where = issue ? issue.path.join('.') || '(root)' : '(root)';
  return new Error(`GitHub returned an unexpected ${what}: ${where}: ${issue?.message ?? 'invalid'}`);
}

export async function getPull(client: GitHubClient, ref: PullRef): Promise<PullInfo> {
  const response = await client.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: ref.pull_number });
  const parsed = pullShape.safeParse(response.data);
  if (!parsed.success) throw describeParseError(`pull request #${ref.pull_number}`, parsed.error);
  const pull = parsed.data;
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

/**
 * Every path the pull request touches, including the old path of each renamed file.
 * `truncated` is true when GitHub's 3000-file cap was reached: the list is then incomplete and the caller
 * should evaluate everything.
 */
export async function listChangedFiles(client: GitHubClient, ref: PullRef): Promise<{ files: string[]; truncated: boolean }> {
  const entries = await client.paginate(client.rest.pulls.listFiles, {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.pull_number,
    per_page: 100,
  });
  const files = new Set<string>();
  for (const entry of entries) {
    const parsed = changedFileShape.safeParse(entry);
    if (!parsed.success) throw describeParseError(`changed-file entry of pull request #${ref.pull_number}`, parsed.error);
    files.add(parsed.data.filename);
    if (parsed.data.previous_filename !== undefined) files.add(parsed.data.previous_filename);
  }
  return { files: [...files], truncated: entries.length >= MAX_LISTED_PULL_FILES };
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
  const parsed = viewerShape.safeParse(data);
  if (!parsed.success) throw describeParseError('GraphQL viewer', parsed.error);
  return parsed.data.viewer.login;
}
