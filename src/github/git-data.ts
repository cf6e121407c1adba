/**
 * The git data API calls the `branch` history store needs, each answer parsed with zod. A conflict
 * (another writer moved or created the branch first) is a result, not an exception, so the store can
 * replay its read-modify-write; every other failure throws with the call and GitHub's message.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GitHubClient } from './client.js';
import { parseAnswer, statusOf } from './shape.js';

export interface BranchTarget {
  owner: string;
  repo: string;
  branch: string;
}

export interface BranchSnapshot {
  /** The head commit. */
  commit: string;
  /** Its root tree. */
  tree: string;
  /** Every file on the branch: path → blob SHA. */
  files: Map<string, string>;
}

export type TreeChange = { path: string; content: string } | { path: string; delete: true };

export type RefUpdate = { ok: true } | { ok: false; reason: string };

const refShape = z.object({ object: z.object({ sha: z.string().min(1) }) });
const commitShape = z.object({ sha: z.string().min(1), tree: z.object({ sha: z.string().min(1) }) });
const treeShape = z.object({
  sha: z.string().min(1),
  truncated: z.boolean(),
  tree: z.array(z.object({ path: z.string(), type: z.string(), sha: z.string() })),
});
const blobShape = z.object({ content: z.string(), encoding: z.string() });
const createdShape = z.object({ sha: z.string().min(1) });

/** git's object id for a file with this text: sha1 of `blob <bytes>\0<text>`. */
export function gitBlobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

function failed(what: string, t: BranchTarget, error: unknown): Error {
  const status = statusOf(error);
  const why = status ? `${status.status} ${status.message}` : error instanceof Error ? error.message : String(error);
  return new Error(`${what} on ${t.owner}/${t.repo} branch ${t.branch} failed: ${why}`, { cause: error });
}

/** The branch's head commit, or null when the branch (or any commit at all) does not exist yet. */
export async function readHead(client: GitHubClient, t: BranchTarget): Promise<string | null> {
  try {
    const { data } = await client.rest.git.getRef({ owner: t.owner, repo: t.repo, ref: `heads/${t.branch}` });
    return parseAnswer(refShape, data, `ref heads/${t.branch}`).object.sha;
  } catch (error) {
    // 404: no such branch. 409: "Git Repository is empty".
    const status = statusOf(error)?.status;
    if (status === 404 || status === 409) return null;
    throw failed('reading the head', t, error);
  }
}

/** The head commit's tree, every file in it listed. */
export async function readSnapshot(client: GitHubClient, t: BranchTarget, commit: string): Promise<BranchSnapshot> {
  try {
    const { data: commitData } = await client.rest.git.getCommit({ owner: t.owner, repo: t.repo, commit_sha: commit });
    const tree = parseAnswer(commitShape, commitData, `commit ${commit}`).tree.sha;
    const { data: treeData } = await client.rest.git.getTree({ owner: t.owner, repo: t.repo, tree_sha: tree, recursive: '1' });
    const listed = parseAnswer(treeShape, treeData, `tree ${tree}`);
    if (listed.truncated) {
      throw new Error(
        `the tree of ${t.branch} is too large for GitHub to list in one response; lower history.retain so that scheduled runs prune it`,
      );
    }
    const files = new Map(listed.tree.filter((e) => e.type === 'blob').map((e) => [e.path, e.sha] as const));
    return { commit, tree, files };
  } catch (error) {
    throw failed(`listing the files of ${commit}`, t, error);
  }
}

export async function readBlobText(client: GitHubClient, t: BranchTarget, sha: string, path: string): Promise<string> {
  try {
    const { data } = await client.rest.git.getBlob({ owner: t.owner, repo: t.repo, file_sha: sha });
    const blob = parseAnswer(blobShape, data, `blob ${sha}`);
    if (blob.encoding !== 'base64') throw new Error(`blob came back with encoding '${blob.encoding}', expected base64`);
    return Buffer.from(blob.content.replace(/\s+/g, ''), 'base64').toString('utf8');
  } catch (error) {
    throw failed(`reading ${path}`, t, error);
  }
}

/** A new tree: `base` (when given) with the changes applied. Returns its SHA. */
export async function writeTree(client: GitHubClient, t: BranchTarget, base: string | undefined, changes: TreeChange[]): Promise<string> {
  const tree = changes.map((c) =>
    'content' in c
      ? { path: c.path, mode: '100644' as const, type: 'blob' as const, content: c.content }
      : { path: c.path, mode: '100644' as const, type: 'blob' as const, sha: null },
  );
  try {
    const { data } = await client.rest.git.createTree({ owner: t.owner, repo: t.repo, tree, ...(base === undefined ? {} : { base_tree: base }) });
    return parseAnswer(createdShape, data, 'created tree').sha;
  } catch (error) {
    throw failed('creating a tree', t, error);
  }
}

export async function writeCommit(
  client: GitHubClient,
  t: BranchTarget,
  commit: { message: string; tree: string; parents: string[] },
): Promise<string> {
  try {
    const { data } = await client.rest.git.createCommit({ owner: t.owner, repo: t.repo, ...commit });
    return parseAnswer(createdShape, data, 'created commit').sha;
  } catch (error) {
    throw failed('creating a commit', t, error);
  }
}

/** Points the existing branch at `commit`, only as a fast-forward. A rejected update is a conflict. */
export async function moveBranch(client: GitHubClient, t: BranchTarget, commit: string): Promise<RefUpdate> {
  try {
    await client.rest.git.updateRef({ owner: t.owner, repo: t.repo, ref: `heads/${t.branch}`, sha: commit, force: false });
    return { ok: true };
  } catch (error) {
    const status = statusOf(error);
    // 422 "Update is not a fast forward" (another writer won), or "Reference does not exist" (deleted meanwhile).
    if (status?.status === 422 || status?.status === 409) return { ok: false, reason: `${status.status} ${status.message}` };
    throw failed('updating the branch', t, error);
  }
}

/** Creates the branch at `commit`. Another writer creating it first is a conflict. */
export async function createBranch(client: GitHubClient, t: BranchTarget, commit: string): Promise<RefUpdate> {
  try {
    await client.rest.git.createRef({ owner: t.owner, repo: t.repo, ref: `refs/heads/${t.branch}`, sha: commit });
    return { ok: true };
  } catch (error) {
    const status = statusOf(error);
    // 422 "Reference already exists"; 409 while the repository is still being initialised.
    if (status?.status === 422 || status?.status === 409) return { ok: false, reason: `${status.status} ${status.message}` };
    throw failed('creating the branch', t, error);
  }
}
