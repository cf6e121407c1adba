/**
 * The `branch` history store (the action's default): records live on a data branch
 * (`context-eval-data` by default), written through the git data API with the job's token, one file per
 * record at `<dir>/runs/YYYY/MM/<timestamp>-<sha7>.json` (the dir store's naming).
 *
 * Writes are a read-modify-write of the branch: read the head, make a tree on the head's tree with the
 * new file, a commit whose parent is the head, then move the branch with `force: false`. When another
 * writer moved the branch first, GitHub rejects the update (422 "Update is not a fast forward") and the
 * whole read-modify-write is replayed on the new head, up to `retries` times with jittered exponential
 * backoff. A missing branch is created with an orphan commit; two writers creating it at once is the
 * same kind of conflict.
 *
 * No record is lost or stored twice:
 *  - each record gets its own file, so writers never edit the same file and a replay never drops
 *    another writer's record (the new tree is always built on the current head's tree);
 *  - before writing, the store looks at the head for a file of that name (or `-2`, `-3`, … after it)
 *    holding exactly this record (same git blob SHA). If there is one, an earlier attempt did land (its
 *    answer was lost) and the append is done. A name holding another record moves on to the next suffix.
 *
 * Reading validates every record file with HistoryRecordSchema; `list()` throws naming each invalid file,
 * `scan()` reports them as problems, like the dir store. Blob texts are cached by SHA (immutable).
 */
import pLimit from 'p-limit';
import { gitBlobSha, type BranchSnapshot, type BranchTarget, type RefUpdate, type TreeChange } from '../github/git-data.js';
import type { GitHub } from '../github/github.js';
import { recordFileName } from './dir-store.js';
import { HistoryRecordSchema, describeRecordIssues, parseRecordText, type HistoryRecord } from './record.js';
import { HistoryStoreError, compareRecords, keepWantedShas, selectRecordFiles, type HistoryListing, type HistoryStore, type ScanOptions } from './store.js';

export interface BranchStoreOptions {
  owner: string;
  repo: string;
  /** The data branch, e.g. `context-eval-data`. */
  branch: string;
  /** A folder inside the branch; the branch root by default. */
  dir?: string;
  /** Replays after a conflicting update; DEFAULT_BRANCH_RETRIES by default. */
  retries?: number;
  /** The least first backoff window in ms (see `backoff`); 1000 by default. */
  backoffBaseMs?: number;
  /** In [0, 1); Math.random by default. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

/**
 * Sized for a 40-job matrix recording at once (test/history/replay-sizing.test.ts simulates it): with
 * the replay window below, a writer that keeps colliding still lands within these replays with
 * overwhelming probability, however slow each attempt is.
 */
export const DEFAULT_BRANCH_RETRIES = 20;
/** The writers the replay window is sized for: a 40-job matrix. */
export const MATRIX_WRITERS = 40;
/** The window never grows past this, however slow the attempts (bounds the job's wait). */
const MAX_WINDOW_MS = 180_000;
/** …and may always grow to this. */
const MIN_WINDOW_CAP_MS = 30_000;

/**
 * The replay window after `attempt` (0-based) failed: it starts at the larger of `baseMs` and the time
 * the failed attempt took, and doubles each replay, up to room for MATRIX_WRITERS attempts twice over
 * (at most one writer lands per attempt time, so 40 writers need 40 attempts' worth of time to all
 * land; twice that keeps the chance of another collision under 1 - 1/e even when all 40 are racing).
 * The delay is drawn uniformly from it (full jitter).
 */
export function replayWindowMs(attempt: number, attemptMs: number, baseMs: number): number {
  const cap = Math.min(MAX_WINDOW_MS, Math.max(MIN_WINDOW_CAP_MS, 2 * MATRIX_WRITERS * attemptMs));
  return Math.min(cap, Math.max(baseMs, attemptMs) * 2 ** (attempt + 1));
}
const BLOB_READ_CONCURRENCY = 8;
const MAX_NAME_SUFFIX = 1000;

interface StoredFile {
  path: string;
  record: HistoryRecord;
}

/** `dir` as a tree path prefix ('' or 'a/b/'); refuses `..`, `.` and empty segments in the middle. */
function treePrefix(dir: string | undefined, branch: string): string {
  const trimmed = (dir ?? '').replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new HistoryStoreError(
      `history.dir ${JSON.stringify(dir)} is not a plain folder path inside branch ${branch}; use a relative path such as "history" without '.', '..' or '//'`,
    );
  }
  return `${trimmed}/`;
}


function withSuffix(path: string, n: number): string {
  return n === 1 ? path : path.replace(/\.json$/, `-${n}.json`);
}

export function createBranchStore(github: Pick<GitHub, 'dataBranch'>, opts: BranchStoreOptions): HistoryStore & { readonly branch: string } {
  const target: BranchTarget = { owner: opts.owner, repo: opts.repo, branch: opts.branch };
  const data = github.dataBranch(target);
  if (opts.branch.trim() === '' || /\s|\.\.|^\/|\/$|^refs\//.test(opts.branch)) {
    throw new HistoryStoreError(
      `history.branch ${JSON.stringify(opts.branch)} is not a usable branch name; use a plain name such as "context-eval-data"`,
    );
  }
  const prefix = treePrefix(opts.dir, opts.branch);
  const runsPrefix = `${prefix}runs/`;
  const retries = opts.retries ?? DEFAULT_BRANCH_RETRIES;
  if (!Number.isInteger(retries) || retries < 0) {
    throw new HistoryStoreError(`branch store retries must be a non-negative integer, got ${String(retries)}`);
  }
  const backoffBaseMs = opts.backoffBaseMs ?? 1000;
  const random = opts.random ?? Math.random;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = opts.log ?? (() => undefined);
  const where = `${opts.owner}/${opts.repo} branch ${opts.branch}`;
  const shown = (path: string) => `${opts.branch}:${path}`;
  const blobTexts = new Map<string, Promise<string>>();

  function isRecordFile(path: string): boolean {
    if (!path.startsWith(runsPrefix) || !path.endsWith('.json')) return false;
    return !path.slice(runsPrefix.length).split('/').some((segment) => segment.startsWith('.'));
  }

  function blobText(sha: string, path: string): Promise<string> {
    let text = blobTexts.get(sha);
    if (!text) {
      text = data.readBlobText(sha, path);
      blobTexts.set(sha, text);
      text.catch(() => blobTexts.delete(sha));
    }
    return text;
  }

  async function load(snapshot: BranchSnapshot | null, opts?: ScanOptions): Promise<{ stored: StoredFile[]; problems: string[] }> {
    if (snapshot === null) return { stored: [], problems: [] };
    const limit = pLimit(BLOB_READ_CONCURRENCY);
    const paths = selectRecordFiles([...snapshot.files.keys()].filter(isRecordFile).sort(), opts);
    const results = await Promise.all(
      paths.map((path) => limit(async () => ({ path, result: parseRecordText(await blobText(snapshot.files.get(path) ?? '', path), shown(path), ' on the data branch') }))),
    );
    const stored: StoredFile[] = [];
    const problems: string[] = [];
    for (const { path, result } of results) {
      if ('record' in result) stored.push({ path, record: result.record });
      else problems.push(result.problem);
    }
    stored.sort((a, b) => compareRecords(a.record, b.record) || (a.path < b.path ? -1 : 1));
    return { stored, problems };
  }

  async function currentSnapshot(): Promise<BranchSnapshot | null> {
    const head = await data.readHead();
    return head === null ? null : data.readSnapshot(head);
  }

  /** Full jitter over replayWindowMs (GitHub's pacing makes an attempt seconds; a local fake, milliseconds). */
  function backoff(attempt: number, attemptMs: number): number {
    return Math.round(random() * replayWindowMs(attempt, attemptMs, backoffBaseMs));
  }

  /**
   * Read-modify-write with replays. `plan` sees the current head and returns the changes to commit, or
   * null when there is nothing to do. Returns what the last plan said (or null).
   */
  async function commitWithReplays<T>(
    what: string,
    plan: (snapshot: BranchSnapshot | null) => Promise<{ changes: TreeChange[]; message: string; result: T } | { done: T }>,
  ): Promise<T> {
    let lastReason = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      const started = Date.now();
      const snapshot = await currentSnapshot();
      const planned = await plan(snapshot);
      if ('done' in planned) return planned.done;
      const tree = await data.writeTree(snapshot?.tree, planned.changes);
      const parents = snapshot === null ? [] : [snapshot.commit];
      const commit = await data.writeCommit({ message: planned.message, tree, parents });
      const update: RefUpdate = snapshot === null ? await data.createBranch(commit) : await data.moveBranch(commit);
      if (update.ok) return planned.result;
      lastReason = update.reason;
      if (attempt < retries) {
        const delay = backoff(attempt, Date.now() - started);
        log(`${what}: ${where} moved while writing (${update.reason}); replaying on the new head in ${delay} ms (retry ${attempt + 1}/${retries}).`);
        await sleep(delay);
      }
    }
    throw new HistoryStoreError(
      `${what}: could not write to ${where}: other writers updated it first on all ${retries + 1} attempts (last answer: ${lastReason}). ` +
        'This run is NOT recorded; the branch was left as the other writers made it. Re-run the job, or space out the workflows that record to this branch.',
    );
  }

  return {
    branch: opts.branch,

    async list(): Promise<HistoryRecord[]> {
      const { stored, problems } = await load(await currentSnapshot());
      if (problems.length > 0) {
        throw new HistoryStoreError(`history on ${where} has ${problems.length} invalid file(s):`, problems);
      }
      return stored.map((s) => s.record);
    },

    async scan(opts?: ScanOptions): Promise<HistoryListing> {
      const { stored, problems } = await load(await currentSnapshot(), opts);
      return { records: keepWantedShas(stored.map((s) => s.record), opts), problems };
    },

    async append(record: HistoryRecord): Promise<void> {
      const parsed = HistoryRecordSchema.safeParse(record);
      if (!parsed.success) {
        throw new HistoryStoreError(`refusing to store an invalid history record: ${describeRecordIssues(parsed.error, record)}`);
      }
      const text = `${JSON.stringify(parsed.data, null, 2)}\n`;
      const blob = gitBlobSha(text);
      const wanted = `${prefix}${recordFileName(parsed.data)}`;
      const path = await commitWithReplays<{ candidate: string; already: boolean }>(`recording ${wanted}`, async (snapshot) => {
        for (let n = 1; n <= MAX_NAME_SUFFIX; n++) {
          const candidate = withSuffix(wanted, n);
          const existing = snapshot?.files.get(candidate);
          if (existing === blob) return { done: { candidate, already: true } };
          if (existing === undefined) {
            const message = `context-eval: record ${parsed.data.sha.slice(0, 7)} (${parsed.data.event}, ${parsed.data.timestamp})`;
            return { changes: [{ path: candidate, content: text }], message, result: { candidate, already: false } };
          }
        }
        throw new HistoryStoreError(`could not find a free file name for ${shown(wanted)}: ${MAX_NAME_SUFFIX} records share it`);
      });
      log(path.already ? `${shown(path.candidate)} already holds this record; not writing it again.` : `Recorded history in ${shown(path.candidate)}.`);
    },

    async prune(retain: number): Promise<number> {
      if (!Number.isInteger(retain) || retain < 0) {
        throw new HistoryStoreError(`history.retain must be a non-negative integer, got ${String(retain)}`);
      }
      return commitWithReplays<number>(`pruning ${where} to ${retain} record(s)`, async (snapshot) => {
        // Names sort by time, so the oldest files are found without reading a single record.
        const paths = snapshot === null ? [] : [...snapshot.files.keys()].filter(isRecordFile).sort();
        const doomed = paths.slice(0, Math.max(0, paths.length - retain));
        if (doomed.length === 0) return { done: 0 };
        const changes: TreeChange[] = doomed.map((path) => ({ path, delete: true }));
        const message = `context-eval: prune ${doomed.length} record(s), keep the newest ${retain}`;
        return { changes, message, result: doomed.length };
      });
    },
  };
}
