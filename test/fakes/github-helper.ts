/**
 * An in-memory fake of the `GitHub` helper (src/github/github.ts) for in-process tests of the action
 * pipeline: a pull request's changed files, one sticky comment per (issue, id), a drift issue, and the
 * merge base, and the history data branch in memory. Every call is recorded by name (the data branch's
 * in `dataCalls`); an operation a test did not set up throws, naming it (readFileAtRef answers `files`, and
 * null, GitHub's 404, for any other file).
 */
import { createHash } from 'node:crypto';
import { baselinePinOf, composeCommentBody } from '../../src/github/comment.js';
import { gitBlobSha, type BranchTarget } from '../../src/github/git-data.js';
import type { DataBranch, GitHub } from '../../src/github/github.js';

export interface FakeHelper {
  github: GitHub;
  /** Operation names, in call order. */
  calls: string[];
  /** Sticky comments by `${issue}:${id}`; `editedBy` is set by `editComment` and cleared when the action writes. */
  comments: Map<string, { body: string; sha: string; editedBy?: string }>;
  /** Edits a sticky comment as `login` would in the web UI: findStickyComment with checkEdits names them. */
  editComment(key: string, body: string, login: string): void;
  driftSyncs: { findings: number; title: string; body: string }[];
  /** The data branch operations (readHead, writeTree, …), in call order. */
  dataCalls: string[];
  /** The files on a data branch at its head (path → text); empty when the branch does not exist. */
  dataFiles(branch?: string): Map<string, string>;
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
  /** The data branches, shared with other helpers made with the same; new ones by default. */
  data?: FakeDataBranches;
  /** Called before each upsertStickyComment (to look at the world at that moment). */
  onUpsert?: (body: string) => void;
  /** Files readFileAtRef answers, by ref then path; any other file is missing (null), as GitHub's 404. */
  files?: Record<string, Record<string, string>>;
}

/**
 * Data branches in memory, as the git data API keeps them: content-addressed blobs, trees as path → blob
 * maps, commits with parents; moving a branch is refused unless the new commit's parent is the head
 * (not a fast forward), creating one that exists is refused.
 */
export function fakeDataBranches(dataCalls: string[] = []) {
  const blobs = new Map<string, string>();
  const trees = new Map<string, Map<string, string>>();
  const commits = new Map<string, { tree: string; parents: string[] }>();
  const heads = new Map<string, string>();
  let made = 0;
  const newId = (kind: string) => createHash('sha1').update(`${kind} ${made++}`).digest('hex');
  const at = (op: string) => dataCalls.push(op);
  const branch = (target: BranchTarget): DataBranch => ({
    target,
    readHead: async () => (at('readHead'), heads.get(target.branch) ?? null),
    readSnapshot: async (commit) => {
      at('readSnapshot');
      const c = commits.get(commit);
      const files = c && trees.get(c.tree);
      if (!c || !files) throw new Error(`fake data branch: no commit ${commit}`);
      return { commit, tree: c.tree, files: new Map(files) };
    },
    readBlobText: async (sha) => {
      at('readBlobText');
      const text = blobs.get(sha);
      if (text === undefined) throw new Error(`fake data branch: no blob ${sha}`);
      return text;
    },
    writeTree: async (base, changes) => {
      at('writeTree');
      const files = new Map(base === undefined ? [] : (trees.get(base) ?? []));
      for (const change of changes) {
        if ('delete' in change) {
          for (const p of [...files.keys()]) if (p === change.path || p.startsWith(`${change.path}/`)) files.delete(p);
        } else {
          const sha = gitBlobSha(change.content);
          blobs.set(sha, change.content);
          files.set(change.path, sha);
        }
      }
      const tree = newId('tree');
      trees.set(tree, files);
      return tree;
    },
    writeCommit: async (c) => {
      at('writeCommit');
      const commit = newId('commit');
      commits.set(commit, { tree: c.tree, parents: c.parents });
      return commit;
    },
    moveBranch: async (commit) => {
      at('moveBranch');
      const head = heads.get(target.branch);
      if (head === undefined || !(commits.get(commit)?.parents ?? []).includes(head)) return { ok: false, reason: 'Update is not a fast forward' };
      heads.set(target.branch, commit);
      return { ok: true };
    },
    createBranch: async (commit) => {
      at('createBranch');
      if (heads.has(target.branch)) return { ok: false, reason: 'Reference already exists' };
      heads.set(target.branch, commit);
      return { ok: true };
    },
  });
  const files = (name: string): Map<string, string> => {
    const head = heads.get(name);
    const tree = head === undefined ? undefined : trees.get(commits.get(head)?.tree ?? '');
    return new Map([...(tree ?? [])].map(([p, sha]) => [p, blobs.get(sha) ?? '']));
  };
  return { branch, files, calls: dataCalls };
}

/** Data branches in memory; pass one to several helpers (`data`) and they share the history. */
export type FakeDataBranches = ReturnType<typeof fakeDataBranches>;

export function fakeGitHubHelper(opts: FakeHelperOptions = {}): FakeHelper {
  const calls: string[] = [];
  const data = opts.data ?? fakeDataBranches();
  const dataCalls = data.calls;
  const comments = new Map<string, { body: string; sha: string; editedBy?: string }>();
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
    readFileAtRef: async (a) => {
      calls.push('readFileAtRef');
      return opts.files?.[a.ref]?.[a.path] ?? null;
    },
    findStickyComment: async (t) => {
      calls.push('findStickyComment');
      const c = comments.get(`${t.issue_number}:${t.id}`);
      const edits = t.checkEdits === true ? { foreignEditor: c?.editedBy ?? null } : {};
      return c ? { commentId: 1, body: c.body, url: `https://github.test/c/${t.issue_number}`, evaluatedSha: c.sha, baselinePin: baselinePinOf(c.body), ...edits } : null;
    },
    upsertStickyComment: async (a) => {
      calls.push('upsertStickyComment');
      opts.onUpsert?.(a.body);
      const key = `${a.issue_number}:${a.id}`;
      const had = comments.has(key);
      // Stored as GitHub holds it: the two hidden lines first (src/github/comment.ts).
      comments.set(key, { body: composeCommentBody(a.id, a.sha, a.body, a.pin), sha: a.sha });
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
    driftAcceptances: async () => {
      calls.push('driftAcceptances');
      return [];
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
    dataBranch: (target) => data.branch(target),
    postSuggestionReview: notHere('postSuggestionReview'),
    repoPermission: async (q) => {
      calls.push('repoPermission');
      const p = Object.hasOwn(opts.permissions ?? {}, q.username) ? opts.permissions?.[q.username] : undefined;
      // As GitHub answers `permission`: maintain counts as write, triage as read; no collaborator is a 404 (none).
      return p === undefined ? 'none' : p === 'maintain' ? 'write' : p === 'triage' ? 'read' : p;
    },
  };
  const editComment = (key: string, body: string, login: string) => {
    const c = comments.get(key);
    if (!c) throw new Error(`fake GitHub helper: no sticky comment ${key} to edit`);
    comments.set(key, { ...c, body, editedBy: login });
  };
  return { github, calls, comments, editComment, driftSyncs, dataCalls, dataFiles: (branch = 'context-eval-data') => data.files(branch) };
}
