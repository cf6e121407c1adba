/**
 * A user's permission on the repository (docs/high-stakes.md "Who can approve"), through
 * GET /repos/{owner}/{repo}/collaborators/{username}/permission. GitHub answers `permission` as admin,
 * write, read or none (maintain counts as write, triage as read) and `role_name` with the finer role;
 * a login that is not a collaborator is a 404, which is `none` here. Asked for the exact login the event
 * names: a look-alike login is another user, with its own (usually no) permission.
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';
import { parseAnswer, statusOf } from './shape.js';

export type RepoPermission = 'admin' | 'write' | 'read' | 'none';

const permissionShape = z.object({ permission: z.string(), role_name: z.string().optional() });

export async function repoPermission(client: GitHubClient, q: { owner: string; repo: string; username: string }): Promise<RepoPermission> {
  let data: unknown;
  try {
    data = (await client.rest.repos.getCollaboratorPermissionLevel({ owner: q.owner, repo: q.repo, username: q.username })).data;
  } catch (err) {
    if (statusOf(err)?.status === 404) return 'none';
    throw err;
  }
  const answer = parseAnswer(permissionShape, data, `the permission of ${q.username}`);
  const role = answer.role_name?.toLowerCase();
  if (answer.permission === 'admin' || role === 'admin') return 'admin';
  if (answer.permission === 'write' || role === 'maintain' || role === 'write') return 'write';
  if (answer.permission === 'read') return 'read';
  return 'none';
}

/** Whether the permission lets a user approve: write or admin. */
export function canApprove(permission: RepoPermission): boolean {
  return permission === 'admin' || permission === 'write';
}
