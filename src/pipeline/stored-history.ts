/**
 * History at the edges of the pipeline: recording a finished run into a store (the action calls
 * `recordRun`), and reading stored history back for the `history` and `drift` commands.
 *
 * Reading from the CLI (no GitHub token there):
 *  - `history.store: dir`: the folder `history.dir`, relative to the config file's folder.
 *  - `history.store: branch`: the data branch through local git — the local branch `history.branch`,
 *    else `origin/<branch>` — listing `git ls-tree -r` and reading every record blob in one
 *    `git cat-file --batch`. Records are the `*.json` files under a `runs/` folder, as both stores
 *    write them. When neither ref exists, a ConfigError says how to fetch it.
 *  - `history.store: auto` (the default): the folder (what `run --record` wrote here) and, when this
 *    clone has it, the data branch (what the action recorded), records of both in one timeline. No data
 *    branch is not an error: the source line says how to fetch it.
 */
import path from 'node:path';
import { gitBuffer, gitCatFileBatch } from '../git/git.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { createDirStore } from '../history/dir-store.js';
import { buildRecord, describeRecordIssues, HistoryRecordSchema, type HistoryRecord, type RecordMeta } from '../history/record.js';
import { compareRecords, type HistoryListing, type HistoryStore } from '../history/store.js';
import type { Report } from '../report/types.js';
import { configuredFolder } from '../config/folders.js';

/**
 * Builds the run's history record and appends it to the store. A report in which every scenario was
 * skipped measured nothing and is not recorded: the result is then undefined.
 */
export async function recordRun(
  report: Report,
  store: Pick<HistoryStore, 'append'>,
  meta: RecordMeta,
): Promise<HistoryRecord | undefined> {
  if (report.scenarios.every((s) => s.verdict === 'skipped')) return undefined;
  const record = buildRecord(report, meta);
  await store.append(record);
  return record;
}

export interface StoredHistory extends HistoryListing {
  /** Where the records came from, for people: a folder, or a git ref. */
  source: string;
}

export interface HistoryReadDeps {
  /** The folder a `dir` store's path is shown relative to (the CLI's working folder); process.cwd() by default. */
  cwd?: string;
  /** Runs git in `cwd` with these arguments; resolves with stdout, rejects when git exits non-zero. */
  git?: (args: string[], cwd: string) => Promise<Buffer>;
  /** Runs `git cat-file --batch` in `cwd` with this stdin. */
  gitBatch?: (input: string, cwd: string) => Promise<Buffer>;
}

/**
 * The folder of a `history.store: dir` store, through the one path resolver: confined to the repository
 * after following symlinks (the loader checked it too; this re-checks at the moment of use). A problem is
 * a ConfigError naming history.dir.
 */
export async function historyDir(loaded: LoadedConfig): Promise<string> {
  return configuredFolder(loaded, 'history.dir', loaded.config.history.dir);
}

/** The stored history the config points at, with the files that are not valid records as problems. */
export async function readStoredHistory(loaded: LoadedConfig, deps: HistoryReadDeps = {}): Promise<StoredHistory> {
  const h = loaded.config.history;
  if (h.store === 'dir') {
    const folder = await readFolderHistory(loaded, deps);
    return { ...folder.listing, source: `${folder.shown} (history.store: dir)` };
  }
  if (h.store === 'auto') return readAutoHistory(loaded, deps);
  return readBranchHistory(h.branch, loaded.dir, deps);
}

async function readFolderHistory(loaded: LoadedConfig, deps: HistoryReadDeps): Promise<{ listing: HistoryListing; shown: string }> {
  const dir = await historyDir(loaded);
  const listing = await createDirStore(dir).scan();
  const shown = path.relative(deps.cwd ?? process.cwd(), dir).split(path.sep).join('/');
  return { listing, shown: shown === '' ? '.' : shown };
}

/** `history.store: auto` read locally: the folder, plus the data branch when this clone has it. */
async function readAutoHistory(loaded: LoadedConfig, deps: HistoryReadDeps): Promise<StoredHistory> {
  const branch = loaded.config.history.branch;
  const folder = await readFolderHistory(loaded, deps);
  const git = deps.git ?? gitBuffer;
  const inGit = await git(['rev-parse', '--git-dir'], loaded.dir).then(
    () => true,
    () => false,
  );
  const ref = inGit ? await findDataRef(branch, loaded.dir, git) : undefined;
  if (ref === undefined) {
    const fetch = inGit ? `; \`git fetch origin ${branch}\` brings the action's records` : '';
    return { ...folder.listing, source: `${folder.shown} (history.store: auto; no ${branch} branch here${fetch})` };
  }
  const onBranch = await readBranchHistory(branch, loaded.dir, deps);
  return {
    records: [...folder.listing.records, ...onBranch.records].sort(compareRecords),
    problems: [...folder.listing.problems, ...onBranch.problems],
    source: `${folder.shown} and ${ref} (history.store: auto)`,
  };
}

/** The first of `branch`, `origin/<branch>` that names a commit; undefined when neither does. */
async function findDataRef(branch: string, cwd: string, git: NonNullable<HistoryReadDeps['git']>): Promise<string | undefined> {
  for (const ref of [branch, `origin/${branch}`]) {
    try {
      await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
      return ref;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Splits `git cat-file --batch` output into one text per requested object, in order. */
export function splitBatchOutput(out: Buffer, count: number): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const header = out.subarray(at, eol).toString('utf8');
    at = eol + 1;
    const m = /^\S+ \S+ (\d+)$/.exec(header);
    if (m === null) {
      texts.push(undefined); // "<name> missing" or "ambiguous"
      continue;
    }
    const size = Number(m[1]);
    texts.push(out.subarray(at, at + size).toString('utf8'));
    at += size + 1; // the content, then a newline
  }
  while (texts.length < count) texts.push(undefined);
  return texts;
}

function parseRecordText(text: string, shown: string): { record: HistoryRecord } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problem: `${shown}: not valid JSON (${err instanceof Error ? err.message : String(err)}); fix or delete the file` };
  }
  const version: unknown = json !== null && typeof json === 'object' ? Reflect.get(json, 'version') : undefined;
  if (typeof version === 'number' && version > 1) {
    return { problem: `${shown}: record version ${version} was written by a newer context-eval; upgrade context-eval to read it` };
  }
  const parsed = HistoryRecordSchema.safeParse(json);
  if (!parsed.success) return { problem: `${shown}: not a valid history record: ${describeRecordIssues(parsed.error, json)}; fix or delete the file` };
  return { record: parsed.data };
}

export async function readBranchHistory(branch: string, cwd: string, deps: HistoryReadDeps = {}): Promise<StoredHistory> {
  const git = deps.git ?? gitBuffer;
  const batch = deps.gitBatch ?? gitCatFileBatch;
  try {
    await git(['rev-parse', '--git-dir'], cwd);
  } catch {
    throw new ConfigError(
      `history.store is branch, but ${cwd} is not inside a git repository; run context-eval from a clone of the repository, or set history.store: dir`,
    );
  }
  const ref = await findDataRef(branch, cwd, git);
  if (ref === undefined) {
    throw new ConfigError(
      `history.store is branch, but neither the branch '${branch}' nor 'origin/${branch}' exists in this clone; ` +
        `fetch it with \`git fetch origin ${branch}\` (the action creates it on its first recording run), or set history.store: dir`,
    );
  }
  const listed = (await git(['ls-tree', '-r', '-z', '--name-only', ref], cwd)).toString('utf8');
  const files = listed
    .split('\0')
    .filter((f) => f.endsWith('.json') && /(^|\/)runs\//.test(f) && !f.split('/').some((part) => part.startsWith('.')))
    .sort();
  const records: HistoryRecord[] = [];
  const problems: string[] = [];
  if (files.length > 0) {
    const texts = splitBatchOutput(await batch(files.map((f) => `${ref}:${f}\n`).join(''), cwd), files.length);
    files.forEach((file, i) => {
      const shown = `${ref}:${file}`;
      const text = texts[i];
      if (text === undefined) {
        problems.push(`${shown}: could not be read from git`);
        return;
      }
      const result = parseRecordText(text, shown);
      if ('record' in result) records.push(result.record);
      else problems.push(result.problem);
    });
  }
  records.sort(compareRecords);
  return { records, problems, source: `${ref} (history.store: branch)` };
}
