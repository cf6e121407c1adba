/**
 * Full GitHub REST objects for the fake server. Each starts from a skeleton of the documented schema
 * (every required field present) and overrides the fields clients read with consistent, realistic values.
 */
import { createHash } from 'node:crypto';
import type { GitHubOpenAPI } from './github-openapi.js';

export interface FixtureContext {
  api: GitHubOpenAPI;
  /** The fake's base URL, used for `url` fields. */
  apiUrl: string;
  webUrl: string;
}

export interface PullState {
  number: number;
  title: string;
  body: string;
  author: string;
  headSha: string;
  headRef: string;
  headRepoFullName: string;
  baseSha: string;
  baseRef: string;
  files: ChangedFileState[];
}

export interface ChangedFileState {
  filename: string;
  /** Set for renamed files: the path before the rename. */
  previousFilename?: string;
  /** The file's unified-diff patch (hunks only); '@@ -1 +1 @@ -old +new' when unset. */
  patch?: string;
}

/** The patch a changed file gets when the test sets none. */
export const DEFAULT_PATCH = '@@ -1 +1 @@\n-old\n+new';

export interface IssueState {
  number: number;
  title: string;
  body: string;
  author: string;
}

export interface CommentState {
  id: number;
  issueNumber: number;
  login: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  /** Who last edited the body, and when (GraphQL IssueComment.editor, lastEditedAt); unset until an edit. */
  editor?: string;
  lastEditedAt?: string;
}

const FIXED_TIME = '2026-01-01T00:00:00Z';

/** A stable numeric id for a name, so the same login always gets the same user id. */
export function stableId(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) % 100_000_000;
}

export function nodeId(kind: string, id: number): string {
  return Buffer.from(`${kind}${id}`).toString('base64');
}

export function simpleUser(ctx: FixtureContext, login: string): Record<string, unknown> {
  const id = stableId(login);
  const isBot = login.endsWith('[bot]');
  return {
    ...ctx.api.skeleton('simple-user'),
    login,
    id,
    node_id: nodeId(isBot ? 'Bot' : 'User', id),
    type: isBot ? 'Bot' : 'User',
    site_admin: false,
    avatar_url: `${ctx.webUrl}/avatars/${id}`,
    url: `${ctx.apiUrl}/users/${encodeURIComponent(login)}`,
    html_url: `${ctx.webUrl}/${encodeURIComponent(login)}`,
  };
}

export function repository(ctx: FixtureContext, fullName: string): Record<string, unknown> {
  const [owner = 'unknown', name = 'unknown'] = fullName.split('/');
  const id = stableId(fullName);
  return {
    ...ctx.api.skeleton('repository'),
    id,
    node_id: nodeId('Repository', id),
    name,
    full_name: fullName,
    owner: simpleUser(ctx, owner),
    private: false,
    fork: false,
    default_branch: 'main',
    html_url: `${ctx.webUrl}/${fullName}`,
    url: `${ctx.apiUrl}/repos/${fullName}`,
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
    pushed_at: FIXED_TIME,
  };
}

function branch(ctx: FixtureContext, repoFullName: string, ref: string, sha: string): Record<string, unknown> {
  const repo = repository(ctx, repoFullName);
  const owner = repoFullName.split('/')[0] ?? 'unknown';
  return { label: `${owner}:${ref}`, ref, sha, repo, user: simpleUser(ctx, owner) };
}

export function pullRequest(ctx: FixtureContext, repoFullName: string, pull: PullState): Record<string, unknown> {
  const id = stableId(`${repoFullName}#pull${pull.number}`);
  const url = `${ctx.apiUrl}/repos/${repoFullName}/pulls/${pull.number}`;
  const htmlUrl = `${ctx.webUrl}/${repoFullName}/pull/${pull.number}`;
  const issueUrl = `${ctx.apiUrl}/repos/${repoFullName}/issues/${pull.number}`;
  const skeleton = ctx.api.skeleton('pull-request');
  return {
    ...skeleton,
    id,
    node_id: nodeId('PullRequest', id),
    number: pull.number,
    state: 'open',
    locked: false,
    title: pull.title,
    body: pull.body,
    user: simpleUser(ctx, pull.author),
    url,
    html_url: htmlUrl,
    issue_url: issueUrl,
    diff_url: `${htmlUrl}.diff`,
    patch_url: `${htmlUrl}.patch`,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${ctx.apiUrl}/repos/${repoFullName}/pulls/comments{/number}`,
    comments_url: `${issueUrl}/comments`,
    statuses_url: `${ctx.apiUrl}/repos/${repoFullName}/statuses/${pull.headSha}`,
    head: branch(ctx, pull.headRepoFullName, pull.headRef, pull.headSha),
    base: branch(ctx, repoFullName, pull.baseRef, pull.baseSha),
    changed_files: pull.files.length,
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
    merged: false,
    draft: false,
  };
}

export function issue(ctx: FixtureContext, repoFullName: string, state: IssueState, isPull: boolean, comments: number): Record<string, unknown> {
  const id = stableId(`${repoFullName}#issue${state.number}`);
  const url = `${ctx.apiUrl}/repos/${repoFullName}/issues/${state.number}`;
  const htmlPath = isPull ? 'pull' : 'issues';
  const out: Record<string, unknown> = {
    ...ctx.api.skeleton('issue'),
    id,
    node_id: nodeId('Issue', id),
    number: state.number,
    state: 'open',
    title: state.title,
    body: state.body,
    user: simpleUser(ctx, state.author),
    url,
    repository_url: `${ctx.apiUrl}/repos/${repoFullName}`,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: `${ctx.webUrl}/${repoFullName}/${htmlPath}/${state.number}`,
    comments,
    created_at: FIXED_TIME,
    updated_at: FIXED_TIME,
  };
  if (isPull) {
    const pullUrl = `${ctx.apiUrl}/repos/${repoFullName}/pulls/${state.number}`;
    out['pull_request'] = {
      url: pullUrl,
      html_url: `${ctx.webUrl}/${repoFullName}/pull/${state.number}`,
      diff_url: `${ctx.webUrl}/${repoFullName}/pull/${state.number}.diff`,
      patch_url: `${ctx.webUrl}/${repoFullName}/pull/${state.number}.patch`,
      merged_at: null,
    };
  }
  return out;
}

export function issueComment(ctx: FixtureContext, repoFullName: string, comment: CommentState): Record<string, unknown> {
  return {
    ...ctx.api.skeleton('issue-comment'),
    id: comment.id,
    node_id: nodeId('IssueComment', comment.id),
    body: comment.body,
    user: simpleUser(ctx, comment.login),
    url: `${ctx.apiUrl}/repos/${repoFullName}/issues/comments/${comment.id}`,
    html_url: `${ctx.webUrl}/${repoFullName}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${ctx.apiUrl}/repos/${repoFullName}/issues/${comment.issueNumber}`,
    author_association: comment.login.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  };
}

function blobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export function diffEntry(ctx: FixtureContext, repoFullName: string, headSha: string, file: ChangedFileState): Record<string, unknown> {
  const path = file.filename.split('/').map(encodeURIComponent).join('/');
  const entry: Record<string, unknown> = {
    ...ctx.api.skeleton('diff-entry'),
    sha: blobSha(file.filename),
    filename: file.filename,
    status: file.previousFilename === undefined ? 'modified' : 'renamed',
    additions: 1,
    deletions: 1,
    changes: 2,
    blob_url: `${ctx.webUrl}/${repoFullName}/blob/${headSha}/${path}`,
    raw_url: `${ctx.webUrl}/${repoFullName}/raw/${headSha}/${path}`,
    contents_url: `${ctx.apiUrl}/repos/${repoFullName}/contents/${path}?ref=${headSha}`,
    patch: file.patch ?? DEFAULT_PATCH,
  };
  if (file.previousFilename !== undefined) entry['previous_filename'] = file.previousFilename;
  return entry;
}

/** GitHub wraps base64 file content at 60 characters per line. */
function wrappedBase64(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  return (encoded.match(/.{1,60}/g) ?? ['']).join('\n') + '\n';
}

export function contentFile(ctx: FixtureContext, repoFullName: string, ref: string, path: string, text: string): Record<string, unknown> {
  const sha = blobSha(text);
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  const url = `${ctx.apiUrl}/repos/${repoFullName}/contents/${encodedPath}?ref=${encodeURIComponent(ref)}`;
  const gitUrl = `${ctx.apiUrl}/repos/${repoFullName}/git/blobs/${sha}`;
  const htmlUrl = `${ctx.webUrl}/${repoFullName}/blob/${ref}/${encodedPath}`;
  return {
    ...ctx.api.skeleton('content-file'),
    type: 'file',
    encoding: 'base64',
    size: Buffer.byteLength(text, 'utf8'),
    name: path.split('/').pop() ?? path,
    path,
    content: wrappedBase64(text),
    sha,
    url,
    git_url: gitUrl,
    html_url: htmlUrl,
    download_url: `${ctx.webUrl}/${repoFullName}/raw/${ref}/${encodedPath}`,
    _links: { self: url, git: gitUrl, html: htmlUrl },
  };
}
