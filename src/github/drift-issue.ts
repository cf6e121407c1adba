/**
 * The one module that owns the drift issue. A scheduled run with findings opens one issue or updates it
 * in place; a later scheduled run without findings comments that it found none and closes it.
 *
 * The issue is ours when its body holds the hidden marker on a line of its own *and* its author is the
 * token's own login (GraphQL `viewer`, as for the sticky comment). Open issues are paged through in full
 * and filtered here rather than with the `creator` query parameter, whose handling of bot logins such as
 * `github-actions[bot]` GitHub does not document. Pull requests, which the issues list includes, are skipped.
 *
 * A drift issue of ours closed by someone else is an acceptance of the findings it listed (src/drift/acceptance.ts):
 * findDriftAcceptances reads the most recently updated closed ones (at most MAX_ACCEPTANCE_ISSUES, within
 * MAX_CLOSED_PAGES pages of closed issues), each with GET issue for `closed_by`, which GitHub documents on the
 * single issue.
 */
import { z } from 'zod';
import { LOGIN, readFindingKeys, type DriftAcceptance } from '../drift/acceptance.js';
import { DRIFT_ISSUE_MARKER, renderDriftClosing, type DriftClosing } from '../drift/render.js';
import { MAX_ISSUE_BODY_BYTES } from './limits.js';
import type { DriftFinding } from '../drift/detect.js';
import type { GitHubClient } from './client.js';
import { viewerLogin } from './pr.js';

export type DriftIssueAction = 'opened' | 'updated' | 'closed' | 'none';

export interface DriftIssueArgs {
  owner: string;
  repo: string;
  findings: readonly DriftFinding[];
  /** The rendered issue (src/drift/render.ts); its body carries the marker. */
  title: string;
  body: string;
  /** The commit the scheduled run evaluated, named in the closing comment. */
  sha: string;
  /** The rest of what the closing comment says (its day, the run, what was judged, what stays accepted); the count comes from the issue's keys. */
  closing?: Omit<DriftClosing, 'sha' | 'listed'>;
  log: (message: string) => void;
}

/** The closed drift issues read for acceptances, newest first, and how many pages of closed issues are looked through. */
export const MAX_ACCEPTANCE_ISSUES = 10;
export const MAX_CLOSED_PAGES = 3;

export interface FoundDriftIssue {
  number: number;
  url: string;
  title: string;
  body: string;
}

const issueShape = z.object({
  number: z.number().int(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string(),
  state: z.string(),
  user: z.object({ login: z.string() }).nullable(),
  pull_request: z.unknown().optional(),
});

const closedIssueShape = issueShape.extend({
  closed_at: z.string().nullish(),
  closed_by: z.object({ login: z.string() }).nullish(),
});

function describeParseError(what: string, error: z.ZodError): Error {
  const issue = error.issues[0];
  return new Error(`GitHub returned an unexpected ${what}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
}

/** True when a line of the body is exactly the marker (CRLF from web edits allowed). */
export function hasDriftMarker(body: string): boolean {
  return body.split(/\r?\n/).some((line) => line.trim() === DRIFT_ISSUE_MARKER);
}

/** Our open drift issue (the oldest, if somehow there are several), or null. */
export async function findDriftIssue(
  client: GitHubClient,
  args: { owner: string; repo: string; login?: string },
): Promise<FoundDriftIssue | null> {
  const login = args.login ?? (await viewerLogin(client));
  const all = await client.paginate(client.rest.issues.listForRepo, {
    owner: args.owner,
    repo: args.repo,
    state: 'open',
    per_page: 100,
  });
  const ours: FoundDriftIssue[] = [];
  for (const raw of all) {
    const parsed = issueShape.safeParse(raw);
    if (!parsed.success) throw describeParseError(`issue in ${args.owner}/${args.repo}`, parsed.error);
    const issue = parsed.data;
    const body = issue.body ?? '';
    if (issue.pull_request !== undefined || issue.state !== 'open' || issue.user?.login !== login || !hasDriftMarker(body)) continue;
    ours.push({ number: issue.number, url: issue.html_url, title: issue.title, body });
  }
  ours.sort((a, b) => a.number - b.number);
  return ours[0] ?? null;
}

/**
 * The acceptances in force: our drift issues (marker and author) closed by someone other than `login`, the
 * most recently updated first. An issue whose keys line is missing or edited out of shape is skipped, and said.
 */
export async function findDriftAcceptances(
  client: GitHubClient,
  args: { owner: string; repo: string; login?: string; log: (message: string) => void },
): Promise<DriftAcceptance[]> {
  const login = args.login ?? (await viewerLogin(client));
  const ours: number[] = [];
  let pages = 0;
  await client.paginate(
    client.rest.issues.listForRepo,
    { owner: args.owner, repo: args.repo, state: 'closed', sort: 'updated', direction: 'desc', per_page: 100 },
    (response, done) => {
      pages++;
      for (const raw of response.data) {
        const parsed = issueShape.safeParse(raw);
        if (!parsed.success) throw describeParseError(`closed issue in ${args.owner}/${args.repo}`, parsed.error);
        const issue = parsed.data;
        if (issue.pull_request !== undefined || issue.user?.login !== login || !hasDriftMarker(issue.body ?? '')) continue;
        if (ours.length < MAX_ACCEPTANCE_ISSUES) ours.push(issue.number);
      }
      if (ours.length >= MAX_ACCEPTANCE_ISSUES || pages >= MAX_CLOSED_PAGES) done();
      return [];
    },
  );
  const acceptances: DriftAcceptance[] = [];
  for (const number of ours) {
    const { data } = await client.rest.issues.get({ owner: args.owner, repo: args.repo, issue_number: number });
    const parsed = closedIssueShape.safeParse(data);
    if (!parsed.success) throw describeParseError(`issue #${number}`, parsed.error);
    const issue = parsed.data;
    const by = issue.closed_by?.login;
    // Closed by us (recovered), by no one GitHub names, or reopened since it was listed: no acceptance.
    if (issue.state !== 'closed' || by === undefined || by === login || !LOGIN.test(by) || issue.closed_at == null) continue;
    const read = readFindingKeys(issue.body ?? '');
    if ('error' in read) {
      args.log(`Drift issue #${number} was closed by ${by}, but its findings cannot be read (${read.error}); it accepts nothing.`);
      continue;
    }
    acceptances.push({ issue: number, url: issue.html_url, by, on: issue.closed_at.slice(0, 10), keys: read.keys });
  }
  return acceptances;
}

function assertBodySize(body: string): void {
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > MAX_ISSUE_BODY_BYTES) {
    throw new Error(`drift issue body is ${bytes} UTF-8 bytes, over GitHub's ${MAX_ISSUE_BODY_BYTES}; render it with renderDriftIssue, which trims charts to fit.`);
  }
  if (!hasDriftMarker(body)) {
    throw new Error(`drift issue body lacks the marker line ${DRIFT_ISSUE_MARKER}; without it the next run could not find the issue and would open another.`);
  }
}

export async function syncDriftIssue(
  client: GitHubClient,
  args: DriftIssueArgs,
): Promise<{ action: DriftIssueAction; url?: string; number?: number }> {
  const existing = await findDriftIssue(client, args);
  const repo = { owner: args.owner, repo: args.repo };

  if (args.findings.length > 0) {
    assertBodySize(args.body);
    if (existing) {
      const { data } = await client.rest.issues.update({ ...repo, issue_number: existing.number, title: args.title, body: args.body });
      const updated = issueShape.safeParse(data);
      if (!updated.success) throw describeParseError(`updated issue #${existing.number}`, updated.error);
      args.log(`Updated drift issue ${updated.data.html_url}.`);
      return { action: 'updated', url: updated.data.html_url, number: existing.number };
    }
    const { data } = await client.rest.issues.create({ ...repo, title: args.title, body: args.body });
    const created = issueShape.safeParse(data);
    if (!created.success) throw describeParseError('created issue', created.error);
    args.log(`Opened drift issue ${created.data.html_url}.`);
    return { action: 'opened', url: created.data.html_url, number: created.data.number };
  }

  if (!existing) {
    args.log('No drift, and no open drift issue to close.');
    return { action: 'none' };
  }
  const keys = readFindingKeys(existing.body);
  await client.rest.issues.createComment({
    ...repo,
    issue_number: existing.number,
    body: renderDriftClosing({ ...args.closing, sha: args.sha, ...('keys' in keys ? { listed: keys.keys.length } : {}) }),
  });
  await client.rest.issues.update({ ...repo, issue_number: existing.number, state: 'closed', state_reason: 'completed' });
  args.log(`No drift in ${args.sha}: commented on and closed drift issue ${existing.url}.`);
  return { action: 'closed', url: existing.url, number: existing.number };
}
