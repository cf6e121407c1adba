/**
 * An in-memory fake of the `GitHub` helper (src/github/github.ts) for in-process tests of the action
 * pipeline: a pull request's changed files, one sticky comment per (issue, id), a drift issue, and the
 * merge base. Every call is recorded by name; an operation a test did not set up throws, naming it.
 */
import { composeCommentBody } from '../../src/github/comment.js';
import type { GitHub } from '../../src/github/github.js';

export interface FakeHelper {
  github: GitHub;
  /** Operation names, in call order. */
  calls: string[];
  /** Sticky comments by `${issue}:${id}`. */
  comments: Map<string, { body: string; sha: string }>;
  driftSyncs: { findings: number; title: string; body: string }[];
}

export interface FakeHelperOptions {
  changedFiles?: string[];
  truncated?: boolean;
  mergeBase?: string;
  ancestors?: string[];
  /** Patches of the changed files (path → unified-diff hunk); listPullPatches answers only when set. */
  patches?: Record<string, string>;
  /** Issues readIssue answers (number → title and body); readIssue answers only when set. */
  issues?: Record<number, { title: string; body: string }>;
  /** Each login's permission on the repository, as GET /repos/{owner}/{repo}/collaborators/{username}/permission answers (404 when absent). */
  permissions?: Record<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'>;
  /** Called before each upsertStickyComment (to look at the world at that moment). */
  onUpsert?: (body: string) => void;
}

export function fakeGitHubHelper(opts: FakeHelperOptions = {}): FakeHelper {
  const calls: string[] = [];
  const comments = new Map<string, { body: string; sha: string }>();
  const driftSyncs: FakeHelper['driftSyncs'] = [];
  const notHere = (op: string) => () => {
    calls.push(op);
    throw new Error(`fake GitHub helper: ${op} is not set up in this test`);
  };
  const github: GitHub = {
    getPull: notHere('getPull'),
    listChangedFiles: async () => {
      calls.push('listChangedFiles');
      return { files: opts.changedFiles ?? [], truncated: opts.truncated ?? false };
    },
    listPullPatches: opts.patches
      ? async () => {
          calls.push('listPullPatches');
          return Object.entries(opts.patches ?? {}).map(([path, patch]) => ({ path, status: 'modified' as const, patch }));
        }
      : notHere('listPullPatches'),
    readIssue: opts.issues
      ? async (ref) => {
          calls.push('readIssue');
          const issue = opts.issues?.[ref.number];
          return issue ? { ok: true as const, ...issue } : { ok: false as const, why: 'GitHub answered 404' };
        }
      : notHere('readIssue'),
    readFileAtRef: notHere('readFileAtRef'),
    findStickyComment: async (t) => {
      calls.push('findStickyComment');
      const c = comments.get(`${t.issue_number}:${t.id}`);
      return c ? { commentId: 1, body: c.body, url: `https://github.test/c/${t.issue_number}`, evaluatedSha: c.sha } : null;
    },
    upsertStickyComment: async (a) => {
      calls.push('upsertStickyComment');
      opts.onUpsert?.(a.body);
      const key = `${a.issue_number}:${a.id}`;
      const had = comments.has(key);
      // Stored as GitHub holds it: the two hidden lines first (src/github/comment.ts).
      comments.set(key, { body: composeCommentBody(a.id, a.sha, a.body), sha: a.sha });
      return { action: had ? 'updated' : 'created', url: `https://github.test/c/${a.issue_number}` };
    },
    markLastEvaluated: async (a) => {
      calls.push('markLastEvaluated');
      const c = comments.get(`${a.issue_number}:${a.id}`);
      if (!c) return { action: 'none' };
      comments.set(`${a.issue_number}:${a.id}`, { body: `${c.body}\n> No context file changed in ${a.currentSha}`, sha: c.sha });
      return { action: 'updated', url: `https://github.test/c/${a.issue_number}` };
    },
    syncDriftIssue: async (a) => {
      calls.push('syncDriftIssue');
      driftSyncs.push({ findings: a.findings.length, title: a.title, body: a.body });
      return a.findings.length > 0 ? { action: 'opened', url: 'https://github.test/issues/9', number: 9 } : { action: 'none' };
    },
    mergeBase: async (q) => {
      calls.push('mergeBase');
      return opts.mergeBase ?? q.baseSha;
    },
    ancestors: async (q) => {
      calls.push('ancestors');
      return opts.ancestors ?? [q.sha];
    },
    pullsOfCommit: async () => {
      calls.push('pullsOfCommit');
      return [];
    },
    dataBranch: notHere('dataBranch'),
    postSuggestionReview: notHere('postSuggestionReview'),
    repoPermission: async (q) => {
      calls.push('repoPermission');
      const p = Object.hasOwn(opts.permissions ?? {}, q.username) ? opts.permissions?.[q.username] : undefined;
      // As GitHub answers `permission`: maintain counts as write, triage as read; no collaborator is a 404 (none).
      return p === undefined ? 'none' : p === 'maintain' ? 'write' : p === 'triage' ? 'read' : p;
    },
  };
  return { github, calls, comments, driftSyncs };
}
