/**
 * The `dir` history store: one JSON file per record under `<dir>/runs/YYYY/MM/<timestamp>-<sha7>.json`
 * (the timestamp with ':' replaced by '-', so the name is valid on every OS and sorts by time).
 *
 * - Writes are atomic: the record goes to a hidden temp file in the target folder, then is hard-linked
 *   to its final name. A link never replaces an existing file, so two runs that pick the same name
 *   cannot overwrite each other: the second gets a `-2`, `-3`, … suffix. Where hard links are not
 *   supported, the store checks the name is free and renames.
 * - Invalid files are reported, not skipped: `list()` throws a HistoryStoreError naming every one, and
 *   `scan()` returns them as `problems` for callers that should go on (drift detection, `history`).
 * - Only `*.json` files under `runs/` are records; hidden files (temp files) are ignored.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { HistoryRecordSchema, describeRecordIssues, parseRecordText, type HistoryRecord } from './record.js';
import { HistoryStoreError, compareRecords, keepWantedShas, selectRecordFiles, type HistoryListing, type HistoryStore, type ScanOptions } from './store.js';

interface StoredRecord {
  file: string;
  record: HistoryRecord;
}

/** The file name of a record, relative to the store's folder, with forward slashes. */
export function recordFileName(record: Pick<HistoryRecord, 'timestamp' | 'sha'>): string {
  const date = new Date(record.timestamp);
  if (Number.isNaN(date.getTime())) {
    throw new HistoryStoreError(`record timestamp ${JSON.stringify(record.timestamp)} is not an ISO 8601 date`);
  }
  const iso = date.toISOString();
  const year = iso.slice(0, 4);
  const month = iso.slice(5, 7);
  return `runs/${year}/${month}/${iso.replaceAll(':', '-')}-${record.sha.slice(0, 7)}.json`;
}

async function walkJsonFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(root, { withFileTypes: true });
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return [];
    throw err;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) files.push(...(await walkJsonFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.json')) files.push(full);
  }
  return files;
}

function isErrno(err: unknown, ...codes: string[]): boolean {
  return err instanceof Error && 'code' in err && typeof err.code === 'string' && codes.includes(err.code);
}


export function createDirStore(dirAbs: string): HistoryStore & { readonly dir: string } {
  if (!path.isAbsolute(dirAbs)) {
    throw new HistoryStoreError(`history dir must be an absolute path, got ${JSON.stringify(dirAbs)}`);
  }
  const runsDir = path.join(dirAbs, 'runs');
  const shown = (file: string) => path.relative(dirAbs, file).split(path.sep).join('/');

  async function load(opts?: ScanOptions): Promise<{ stored: StoredRecord[]; problems: string[] }> {
    const stored: StoredRecord[] = [];
    const problems: string[] = [];
    for (const file of selectRecordFiles((await walkJsonFiles(runsDir)).sort(), opts)) {
      const result = parseRecordText(await fs.readFile(file, 'utf8'), `${dirAbs}/${shown(file)}`);
      if ('record' in result) stored.push({ file, record: result.record });
      else problems.push(result.problem);
    }
    stored.sort((a, b) => compareRecords(a.record, b.record) || (a.file < b.file ? -1 : 1));
    return { stored, problems };
  }

  async function placeWithoutOverwrite(temp: string, target: string): Promise<void> {
    const ext = path.extname(target);
    const stem = target.slice(0, -ext.length);
    for (let n = 1; n < 1000; n++) {
      const candidate = n === 1 ? target : `${stem}-${n}${ext}`;
      try {
        await fs.link(temp, candidate);
        return;
      } catch (err) {
        if (isErrno(err, 'EEXIST')) continue;
        if (!isErrno(err, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV')) throw err;
        // No hard links here: check the name is free, then rename (atomic, but not race-free).
        if (await exists(candidate)) continue;
        await fs.rename(temp, candidate);
        return;
      }
    }
    throw new HistoryStoreError(`could not find a free file name for ${target}: 999 records share it`);
  }

  return {
    dir: dirAbs,

    async list(): Promise<HistoryRecord[]> {
      const { stored, problems } = await load();
      if (problems.length > 0) {
        throw new HistoryStoreError(`history in ${dirAbs} has ${problems.length} invalid file(s):`, problems);
      }
      return stored.map((s) => s.record);
    },

    async scan(opts?: ScanOptions): Promise<HistoryListing> {
      const { stored, problems } = await load(opts);
      return { records: keepWantedShas(stored.map((s) => s.record), opts), problems };
    },

    async append(record: HistoryRecord): Promise<void> {
      const parsed = HistoryRecordSchema.safeParse(record);
      if (!parsed.success) {
        throw new HistoryStoreError(`refusing to store an invalid history record: ${describeRecordIssues(parsed.error, record)}`);
      }
      const target = path.join(dirAbs, ...recordFileName(parsed.data).split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
      await fs.writeFile(temp, `${JSON.stringify(parsed.data, null, 2)}\n`, { flag: 'wx' });
      try {
        await placeWithoutOverwrite(temp, target);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },

    async prune(retain: number): Promise<number> {
      if (!Number.isInteger(retain) || retain < 0) {
        throw new HistoryStoreError(`history.retain must be a non-negative integer, got ${String(retain)}`);
      }
      const { stored } = await load();
      const doomed = stored.slice(0, Math.max(0, stored.length - retain));
      for (const { file } of doomed) {
        await fs.rm(file, { force: true });
        await removeEmptyParents(path.dirname(file), runsDir);
      }
      return doomed.length;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Removes `dir` and its parents up to (not including) `stop` while they are empty. */
async function removeEmptyParents(dir: string, stop: string): Promise<void> {
  let at = dir;
  while (at.startsWith(stop + path.sep)) {
    try {
      await fs.rmdir(at);
    } catch {
      return; // not empty (or already gone): stop climbing
    }
    at = path.dirname(at);
  }
}
