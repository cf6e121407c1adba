/**
 * Who may approve a high-stakes plan (docs/high-stakes.md "Who can approve"). Pure: the permission is
 * asked by the caller (src/github/permission.ts). The approval is the `labeled` event's sender adding the
 * require_approval label; it counts only when that user
 *  - is named by the event (a labeled event without a sender approves nothing),
 *  - is not the pull request's author (nobody approves their own change alone; compared without case,
 *    as GitHub logins are), and
 *  - has write (or admin) permission on the repository, as GitHub's API answers for that exact login.
 * Adding a label takes only triage permission on GitHub, so the label alone proves nothing.
 */
import { canApprove, type RepoPermission } from '../github/permission.js';

export type ApproverCheck = { ok: true; approver: string } | { ok: false; why: string };

/** A login as shown in a comment: after @ a zero-width space, so that it names the user without pinging. */
export const shownLogin = (login: string): string => `@\u200b${login.replace(/[^A-Za-z0-9_.[\]-]/g, '')}`;

export function checkApprover(p: { sender: string | undefined; author: string | undefined; permission: RepoPermission | undefined; label: string }): ApproverCheck {
  if (p.sender === undefined || p.sender === '') return { ok: false, why: `The label ${p.label} came with no sender, so nobody approved the plan; a maintainer with write permission adds the label to approve it.` };
  const who = shownLogin(p.sender);
  if (p.author !== undefined && p.sender.toLowerCase() === p.author.toLowerCase()) {
    return { ok: false, why: `The label ${p.label} was added by ${who}, the author of this pull request: an author cannot approve their own high-stakes plan. Another user with write permission on the repository removes the label and adds it again.` };
  }
  if (p.permission === undefined || !canApprove(p.permission)) {
    const has = p.permission === undefined ? 'whose permission could not be read' : `who has ${p.permission === 'none' ? 'no' : p.permission} permission on this repository`;
    return { ok: false, why: `The label ${p.label} was added by ${who}, ${has}: an approval counts only from a user with write permission. A maintainer removes the label and adds it again.` };
  }
  return { ok: true, approver: p.sender };
}
