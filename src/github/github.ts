/**
 * The one GitHub helper. It builds the only Octokit client (src/github/client.ts) and is the only way the
 * rest of the product reaches GitHub: the `GitHub` interface lists every operation we use, and no module
 * outside src/github sees Octokit. Tests hand the action a `GitHub` built against the fake API on
 * 127.0.0.1, or a fake of this interface.
 */
import { createGitHubClient, type GitHubClient, type GitHubClientOptions } from './client.js';
import { findStickyComment, markLastEvaluated, upsertStickyComment, type BaselinePin, type FoundComment, type StickyTarget, type UpsertAction } from './comment.js';
import { ancestorsOf, mergeBaseOf, pullsOfCommit, type AssociatedPull, type RepoRef } from './commits.js';
import { readFileAtRef } from './contents.js';
import { findDriftAcceptances, syncDriftIssue, type DriftIssueAction, type DriftIssueArgs } from './drift-issue.js';
import type { DriftAcceptance } from '../drift/acceptance.js';
import {
  createBranch,
  moveBranch,
  readBlobText,
  readHead,
  readSnapshot,
  writeCommit,
  writeTree,
  type BranchSnapshot,
  type BranchTarget,
  type RefUpdate,
  type TreeChange,
} from './git-data.js';
import { postSuggestionReview, type SuggestionReviewRequest } from './suggestion-review.js';
import { getPull, listChangedFiles, listPullPatches, readIssue, type IssueRead, type PullInfo, type PullRef } from './pr.js';
import { repoPermission, type RepoPermission } from './permission.js';
import type { ChangedFilePatch } from '../review/assemble.js';

/** The git data API on one branch: what the `branch` history store reads and writes. */
export interface DataBranch {
  readonly target: BranchTarget;
  readHead(): Promise<string | null>;
  readSnapshot(commit: string): Promise<BranchSnapshot>;
  readBlobText(sha: string, path: string): Promise<string>;
  writeTree(base: string | undefined, changes: TreeChange[]): Promise<string>;
  writeCommit(commit: { message: string; tree: string; parents: string[] }): Promise<string>;
  moveBranch(commit: string): Promise<RefUpdate>;
  createBranch(commit: string): Promise<RefUpdate>;
}

type Log = { log: (message: string) => void };

export interface GitHub {
  getPull(ref: PullRef): Promise<PullInfo>;
  /** Every path the pull request touches; `truncated` at GitHub's 3000-file cap. */
  listChangedFiles(ref: PullRef): Promise<{ files: string[]; truncated: boolean }>;
  listPullPatches(ref: PullRef): Promise<ChangedFilePatch[]>;
  readIssue(ref: RepoRef & { number: number }): Promise<IssueRead>;
  /** A file's text at a ref; null when there is no such file there. */
  readFileAtRef(args: RepoRef & { path: string; ref: string }): Promise<string | null>;
  /** Our sticky comment; with `checkEdits`, who last edited it when that was not the token's login (`foreignEditor`). */
  findStickyComment(target: StickyTarget & { checkEdits?: boolean }): Promise<FoundComment | null>;
  /** Writes our comment; `pin` (the baseline records its comparison used) goes on a third hidden line. */
  upsertStickyComment(args: StickyTarget & Log & { sha: string; body: string; pin?: BaselinePin }): Promise<{ action: UpsertAction; url?: string }>;
  markLastEvaluated(args: StickyTarget & Log & { currentSha: string }): Promise<{ action: 'updated' | 'none'; url?: string }>;
  syncDriftIssue(args: DriftIssueArgs): Promise<{ action: DriftIssueAction; url?: string; number?: number }>;
  /** Our drift issues closed by a person: the findings each accepted (src/drift/acceptance.ts). */
  driftAcceptances(args: RepoRef & Log): Promise<DriftAcceptance[]>;
  mergeBase(q: RepoRef & { baseSha: string; headSha: string }): Promise<string>;
  /** `sha` first, then its ancestors, newest first, `max` in all at most. */
  ancestors(q: RepoRef & { sha: string; max: number }): Promise<string[]>;
  pullsOfCommit(q: RepoRef & { sha: string }): Promise<AssociatedPull[]>;
  dataBranch(target: BranchTarget): DataBranch;
  /** One COMMENT review with suggestion blocks on head-side diff lines (never APPROVE or REQUEST_CHANGES). */
  postSuggestionReview(request: SuggestionReviewRequest): Promise<{ id: number; url: string }>;
  /** A login's permission on the repository (none when not a collaborator). */
  repoPermission(q: RepoRef & { username: string }): Promise<RepoPermission>;
}

function dataBranchOf(client: GitHubClient, target: BranchTarget): DataBranch {
  return {
    target,
    readHead: () => readHead(client, target),
    readSnapshot: (commit) => readSnapshot(client, target, commit),
    readBlobText: (sha, path) => readBlobText(client, target, sha, path),
    writeTree: (base, changes) => writeTree(client, target, base, changes),
    writeCommit: (commit) => writeCommit(client, target, commit),
    moveBranch: (commit) => moveBranch(client, target, commit),
    createBranch: (commit) => createBranch(client, target, commit),
  };
}

/** The helper over a new client (retry and throttling, redaction of every body and title). */
export function createGitHub(opts: GitHubClientOptions): GitHub {
  return gitHubOver(createGitHubClient(opts));
}

/** The helper over a client built elsewhere (tests build one without pacing). */
export function gitHubOver(client: GitHubClient): GitHub {
  return {
    getPull: (ref) => getPull(client, ref),
    listChangedFiles: (ref) => listChangedFiles(client, ref),
    listPullPatches: (ref) => listPullPatches(client, ref),
    readIssue: (ref) => readIssue(client, ref),
    readFileAtRef: (args) => readFileAtRef(client, args),
    findStickyComment: (target) => findStickyComment(client, target),
    upsertStickyComment: (args) => upsertStickyComment(client, args),
    markLastEvaluated: (args) => markLastEvaluated(client, args),
    syncDriftIssue: (args) => syncDriftIssue(client, args),
    driftAcceptances: (args) => findDriftAcceptances(client, args),
    mergeBase: (q) => mergeBaseOf(client, q),
    ancestors: (q) => ancestorsOf(client, q),
    pullsOfCommit: (q) => pullsOfCommit(client, q),
    dataBranch: (target) => dataBranchOf(client, target),
    postSuggestionReview: (request) => postSuggestionReview(client, request),
    repoPermission: (q) => repoPermission(client, q),
  };
}
