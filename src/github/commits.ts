/**
 * Commits and the pull requests that brought them: a pull request's merge base and its ancestors (the
 * baseline), and the merged pull request of a pushed commit (its review score goes into history).
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';
import { parseAnswer } from './shape.js';

/** A SHA becomes part of a history file's name: only hex passes. */
const sha = z.string().regex(/^[0-9a-f]{7,64}$/i);
const compareShape = z.object({ merge_base_commit: z.object({ sha }) });
const commitListShape = z.array(z.object({ sha }));
const associatedPullsShape = z.array(
  z.object({
    number: z.number().int().positive(),
    merged_at: z.string().nullable(),
    merge_commit_sha: z.string().nullable().optional(),
  }),
);

export interface RepoRef {
  owner: string;
  repo: string;
}

const short = (sha: string): string => sha.slice(0, 7);

/** The merge base of base...head (`GET compare/{base}...{head}`). */
export async function mergeBaseOf(client: GitHubClient, q: RepoRef & { baseSha: string; headSha: string }): Promise<string> {
  const { data } = await client.rest.repos.compareCommitsWithBasehead({ owner: q.owner, repo: q.repo, basehead: `${q.baseSha}...${q.headSha}`, per_page: 1 });
  return parseAnswer(compareShape, data, `comparison of ${short(q.baseSha)}...${short(q.headSha)}`).merge_base_commit.sha;
}

/** `sha` and up to `max` - 1 of its ancestors, newest first, `sha` itself first (`GET commits?sha=`). */
export async function ancestorsOf(client: GitHubClient, q: RepoRef & { sha: string; max: number }): Promise<string[]> {
  const { data } = await client.rest.repos.listCommits({ owner: q.owner, repo: q.repo, sha: q.sha, per_page: q.max });
  const listed = parseAnswer(commitListShape, data, `commit list of ${short(q.sha)}`).map((c) => c.sha);
  return listed[0] === q.sha ? listed : [q.sha, ...listed.filter((s) => s !== q.sha)];
}

export interface AssociatedPull {
  number: number;
  mergedAt: string | null;
  mergeCommitSha: string | null;
}

/** The pull requests GitHub associates with a commit (`GET commits/{sha}/pulls`). */
export async function pullsOfCommit(client: GitHubClient, q: RepoRef & { sha: string }): Promise<AssociatedPull[]> {
  const { data } = await client.rest.repos.listPullRequestsAssociatedWithCommit({ owner: q.owner, repo: q.repo, commit_sha: q.sha, per_page: 100 });
  return parseAnswer(associatedPullsShape, data, 'pull request list').map((p) => ({ number: p.number, mergedAt: p.merged_at, mergeCommitSha: p.merge_commit_sha ?? null }));
}
