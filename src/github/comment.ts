/**
 * The one module that owns the sticky PR comment: its hidden markers, finding ours among all comments,
 * and writing it only when this run still evaluates the PR's head.
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';
import { getPull, viewerLogin } from './pr.js';
import { parseAnswer } from './shape.js';
import { MAX_COMMENT_BYTES } from './limits.js';

const writtenShape = z.object({ html_url: z.string() });


const NOTE_PREFIX = '> No context file changed in ';
const SHA_LINE = /^<!-- context-eval:sha (\S+) -->$/;
const PIN_LINE = /^<!-- context-eval:baseline (\S+)((?: \S+)*) -->$/;
/** The most records a pin names (the baseline's candidates are at most 50: src/history/baseline.ts). */
export const MAX_PINNED_RECORDS = 50;

const hex = z.string().regex(/^[0-9a-f]{7,64}$/i);
/**
 * Which baseline records a comparison used (issue 31 item 2): the merge base and each record's
 * timestamp and commit, so that a re-run of the same head against the same merge base compares with
 * exactly those. Read back from our own comment only, and parsed: a malformed pin is no pin.
 */
export const BaselinePinSchema = z.strictObject({
  mergeBase: hex,
  records: z.array(z.strictObject({ sha: hex, timestamp: z.iso.datetime({ offset: true }) })).min(1).max(MAX_PINNED_RECORDS),
});
export type BaselinePin = z.infer<typeof BaselinePinSchema>;

export interface StickyTarget {
  owner: string;
  repo: string;
  issue_number: number;
  /** The comment id (the config path), so that two jobs on one PR keep two comments. */
  id: string;
}

export interface FoundComment {
  commentId: number;
  body: string;
  url: string;
  /** The head SHA the comment's results are for, from its second hidden line; null when the line is missing. */
  evaluatedSha: string | null;
  /** The baseline records its comparison used, from its third hidden line; null when there is none (or it is malformed). */
  baselinePin: BaselinePin | null;
  /**
   * Asked for with `checkEdits`: who last edited the comment when that is not the token's own login (the
   * text is then not ours, whatever its markers say); null when the last write was ours.
   */
  foreignEditor?: string | null;
}

export type UpsertAction = 'created' | 'updated' | 'superseded' | 'unchanged';

const commentShape = z.object({
  id: z.number(),
  node_id: z.string().optional(),
  body: z.string().nullish(),
  html_url: z.string(),
  user: z.object({ login: z.string() }).nullable(),
});

function checkMarkerValue(what: string, value: string): void {
  if (value === '' || /[\r\n]/.test(value) || value.includes('-->')) {
    throw new Error(`sticky comment ${what} ${JSON.stringify(value)} must be non-empty, on one line and free of '-->'.`);
  }
}

export function commentMarker(id: string): string {
  checkMarkerValue('id', id);
  return `<!-- context-eval:comment id=${id} -->`;
}

export function shaMarker(sha: string): string {
  checkMarkerValue('sha', sha);
  return `<!-- context-eval:sha ${sha} -->`;
}

/** The hidden line that pins the baseline records (at most MAX_PINNED_RECORDS, the newest kept); SHAs cut to 12 characters. */
export function pinMarker(pin: BaselinePin): string {
  const parsed = BaselinePinSchema.parse({ ...pin, records: pin.records.slice(0, MAX_PINNED_RECORDS) });
  const records = parsed.records.map((r) => ` ${r.timestamp}@${r.sha.slice(0, 12)}`).join('');
  return `<!-- context-eval:baseline ${parsed.mergeBase}${records} -->`;
}

/** The pin in a pin line; null when the line is not one or does not parse. */
export function parsePinLine(line: string): BaselinePin | null {
  const match = PIN_LINE.exec(line);
  if (match === null) return null;
  const records = (match[2] ?? '')
    .trim()
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => {
      const at = t.lastIndexOf('@');
      return { timestamp: t.slice(0, Math.max(0, at)), sha: t.slice(at + 1) };
    });
  const parsed = BaselinePinSchema.safeParse({ mergeBase: match[1], records });
  return parsed.success ? parsed.data : null;
}

/** Marker line, SHA line, the baseline pin's line when there is one, then the rendered markdown. */
export function composeCommentBody(id: string, sha: string, markdown: string, pin?: BaselinePin): string {
  return `${commentMarker(id)}\n${shaMarker(sha)}\n${pin === undefined ? '' : `${pinMarker(pin)}\n`}${markdown}`;
}

function lines(body: string): string[] {
  return body.replace(/\r\n/g, '\n').split('\n');
}

/** Ours only when the first line is exactly our marker and the author is the token's own login. */
export function isOurComment(comment: { body: string; login: string | null }, id: string, login: string): boolean {
  return comment.login === login && lines(comment.body)[0] === commentMarker(id);
}

export function evaluatedShaOf(body: string): string | null {
  const match = SHA_LINE.exec(lines(body)[1] ?? '');
  return match?.[1] ?? null;
}

/** The baseline pin on the comment's third line (only there: the markdown below holds model output); null when absent. */
export function baselinePinOf(body: string): BaselinePin | null {
  return parsePinLine(lines(body)[2] ?? '');
}

/** The body with a note that `currentSha` changed no context file, replacing any earlier note. */
export function withLastEvaluatedNote(body: string, currentSha: string, evaluatedSha: string): string {
  const [marker = '', shaLine = '', ...rest] = lines(body);
  // The pin line stays a hidden line of the head (third), above the note.
  const head = [marker, shaLine, ...(rest[0] !== undefined && PIN_LINE.test(rest[0]) ? [rest.shift() ?? ''] : [])];
  if (rest[0]?.startsWith(NOTE_PREFIX)) {
    rest.shift();
    if (rest[0] === '') rest.shift();
  }
  const note = `${NOTE_PREFIX}${currentSha}; the results below are for ${evaluatedSha}.`;
  return [...head, note, '', ...rest].join('\n');
}

export function assertCommentSize(body: string, id: string): void {
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > MAX_COMMENT_BYTES) {
    throw new Error(
      `sticky comment id=${id} is ${bytes} UTF-8 bytes, over GitHub's ${MAX_COMMENT_BYTES}; trim the report before posting it.`,
    );
  }
}

/** GitHub's GraphQL answer about a comment's last edit (REST shows no editor). */
const EDITS_QUERY = 'query($id: ID!) { node(id: $id) { ... on IssueComment { lastEditedAt editor { __typename login } } } }';
const editsShape = z.object({
  node: z
    .object({
      lastEditedAt: z.string().nullable(),
      editor: z.object({ __typename: z.string(), login: z.string() }).nullable(),
    })
    .nullable(),
});

/**
 * True when GraphQL's `editor` is the token's own login. REST and `viewer { login }` name a GitHub App's
 * bot `name[bot]`; GraphQL's Bot actor is `name`, so a Bot matches `login` without that suffix.
 */
export function isSameActor(editor: { __typename: string; login: string }, login: string): boolean {
  const want = login.toLowerCase();
  const got = editor.login.toLowerCase();
  return got === want || (editor.__typename === 'Bot' && `${got}[bot]` === want);
}

/**
 * Who last edited comment `nodeId`, when that is not `login`; null when the comment was never edited
 * (its author, checked by the caller, wrote it) or was last edited by `login`. An edit by a user GitHub
 * no longer names counts as foreign. Throws when GitHub does not answer: the caller fails closed.
 */
export async function foreignEditorOf(client: GitHubClient, nodeId: string, login: string): Promise<string | null> {
  const data: unknown = await client.graphql(EDITS_QUERY, { id: nodeId });
  const node = parseAnswer(editsShape, data, 'GraphQL comment edits').node;
  if (node === null) throw new Error(`GitHub's GraphQL API has no comment ${nodeId}`);
  if (node.editor === null) return node.lastEditedAt === null ? null : 'a user GitHub no longer names';
  return isSameActor(node.editor, login) ? null : node.editor.login;
}

/**
 * Pages through all comments on the issue and returns the first one that is ours, or null. With
 * `checkEdits`, also who last edited it when that was not us (GraphQL: REST has no editor).
 */
export async function findStickyComment(
  client: GitHubClient,
  args: StickyTarget & { login?: string; checkEdits?: boolean },
): Promise<FoundComment | null> {
  const login = args.login ?? (await viewerLogin(client));
  const all = await client.paginate(client.rest.issues.listComments, {
    owner: args.owner,
    repo: args.repo,
    issue_number: args.issue_number,
    per_page: 100,
  });
  for (const raw of all) {
    const parsed = commentShape.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`GitHub returned an unexpected comment on #${args.issue_number}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    const comment = { body: parsed.data.body ?? '', login: parsed.data.user?.login ?? null };
    if (isOurComment(comment, args.id, login)) {
      const found: FoundComment = { commentId: parsed.data.id, body: comment.body, url: parsed.data.html_url, evaluatedSha: evaluatedShaOf(comment.body), baselinePin: baselinePinOf(comment.body) };
      if (args.checkEdits !== true) return found;
      const nodeId = parsed.data.node_id;
      if (nodeId === undefined) throw new Error(`GitHub returned comment ${parsed.data.id} without its node_id; its last editor cannot be checked.`);
      return { ...found, foreignEditor: await foreignEditorOf(client, nodeId, login) };
    }
  }
  return null;
}

/** True when the PR's head is still `sha`; otherwise logs why this run leaves the comment alone. */
async function stillHead(client: GitHubClient, target: StickyTarget, sha: string, log: (m: string) => void): Promise<boolean> {
  const pull = await getPull(client, { owner: target.owner, repo: target.repo, pull_number: target.issue_number });
  if (pull.headSha === sha) return true;
  log(`PR #${target.issue_number} head is now ${pull.headSha}, newer than ${sha}; this run is superseded and leaves the comment alone.`);
  return false;
}

function sameBody(a: string, b: string): boolean {
  return a.replace(/\r\n/g, '\n') === b.replace(/\r\n/g, '\n');
}

/** Update our comment in place, or create it when there is none; a run whose SHA is no longer the head writes nothing. */
export async function upsertStickyComment(
  client: GitHubClient,
  args: StickyTarget & { sha: string; body: string; pin?: BaselinePin; log: (m: string) => void },
): Promise<{ action: UpsertAction; url?: string }> {
  const body = composeCommentBody(args.id, args.sha, args.body, args.pin);
  assertCommentSize(body, args.id);
  const existing = await findStickyComment(client, args);
  if (!(await stillHead(client, args, args.sha, args.log))) return { action: 'superseded' };
  if (existing) {
    if (sameBody(existing.body, body)) {
      args.log(`Sticky comment ${existing.url} already shows these results.`);
      return { action: 'unchanged', url: existing.url };
    }
    const url = await writeComment(client, args, existing.commentId, body);
    args.log(`Updated sticky comment ${url}.`);
    return { action: 'updated', url };
  }
  const url = await writeComment(client, args, undefined, body);
  args.log(`Created sticky comment ${url}.`);
  return { action: 'created', url };
}

/** Updates comment `commentId`, or creates one on the issue when it is undefined; the comment's URL. */
async function writeComment(client: GitHubClient, target: StickyTarget, commentId: number | undefined, body: string): Promise<string> {
  const { data } =
    commentId === undefined
      ? await client.rest.issues.createComment({ owner: target.owner, repo: target.repo, issue_number: target.issue_number, body })
      : await client.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: commentId, body });
  return parseAnswer(writtenShape, data, `comment on #${target.issue_number}`).html_url;
}

/**
 * For a push that touched no watched file: note on our comment (if any) that `currentSha` changed no
 * context file and which SHA its results are for.
 */
export async function markLastEvaluated(
  client: GitHubClient,
  args: StickyTarget & { currentSha: string; log: (m: string) => void },
): Promise<{ action: 'updated' | 'none'; url?: string }> {
  const existing = await findStickyComment(client, args);
  if (!existing) {
    args.log(`No sticky comment id=${args.id} on #${args.issue_number} yet; nothing to mark.`);
    return { action: 'none' };
  }
  if (existing.evaluatedSha === null) {
    args.log(`Sticky comment ${existing.url} has no SHA line; leaving it as it is.`);
    return { action: 'none', url: existing.url };
  }
  if (existing.evaluatedSha === args.currentSha) return { action: 'none', url: existing.url };
  const body = withLastEvaluatedNote(existing.body, args.currentSha, existing.evaluatedSha);
  if (sameBody(existing.body, body)) return { action: 'none', url: existing.url };
  assertCommentSize(body, args.id);
  if (!(await stillHead(client, args, args.currentSha, args.log))) return { action: 'none', url: existing.url };
  const url = await writeComment(client, args, existing.commentId, body);
  args.log(`Noted on ${url} that ${args.currentSha} changed no context file.`);
  return { action: 'updated', url };
}
