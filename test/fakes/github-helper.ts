/**
 * An in-memory fake of the `GitHub` helper (src/github/github.ts) for in-process tests of the action
 * pipeline: a pull request's changed files, one sticky comment per (issue, id), a drift issue, and the
 * merge base. Every call is recorded by name; an operation a test did not set up throws, naming it.
 */
import type { GitHub } from '../../src/github/github.js';

export interface FakeHelper {
  github: GitHub;
  /** Operation names, in call order. */
  calls: string[];
  /** Sticky comments by `${issue}:${id}`. */
  comments: Map<string, { body: string; sha: string }>;
  driftSyncs: { findings: number; title: string; body: string }[];
}

export function fakeGitHubHelper(opts: { changedFiles?: string[]; truncated?: boolean; mergeBase?: string; ancestors?: string[] } = {}): FakeHelper {
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
    listPullPatches: notHere('listPullPatches'),
    readIssue: notHere('readIssue'),
    readFileAtRef: notHere('readFileAtRef'),
    findStickyComment: async (t) => {
      calls.push('findStickyComment');
      const c = comments.get(`${t.issue_number}:${t.id}`);
      return c ? { commentId: 1, body: c.body, url: `https://github.test/c/${t.issue_number}`, evaluatedSha: c.sha } : null;
    },
    upsertStickyComment: async (a) => {
      calls.push('upsertStickyComment');
      const key = `${a.issue_number}:${a.id}`;
      const had = comments.has(key);
      comments.set(key, { body: a.body, sha: a.sha });
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
  };
  return { github, calls, comments, driftSyncs };
}
