/**
 * Where history records live (issue "History, baselines and drift", §2). Two stores share this interface:
 * `dir` (a folder; src/history/dir-store.ts) and `branch` (a data branch through the git data API).
 */
import type { HistoryRecord } from './record.js';

export interface HistoryListing {
  /** The valid records, oldest first (by timestamp, then sha). */
  records: HistoryRecord[];
  /** One line per stored file that is not a valid record: its name, what is wrong, how to fix it. */
  problems: string[];
}

/**
 * Which records a scan reads. Record files are named `runs/YYYY/MM/<ISO timestamp>-<sha7>[-n].json`, so
 * both filters work on names alone, before any file is read: on the data branch every file read is an
 * API request, and the Actions token has a budget of them.
 */
export interface ScanOptions {
  /** Only the newest N record files (by name, which is by time). */
  newest?: number;
  /** Only records made at one of these commits (full SHAs). */
  shas?: readonly string[];
}

export interface HistoryStore {
  /** The records, oldest first. Throws a HistoryStoreError naming every invalid file. */
  list(): Promise<HistoryRecord[]>;
  /** The valid records and the invalid files, for callers that go on despite a bad file (drift, history). */
  scan(opts?: ScanOptions): Promise<HistoryListing>;
  /** Stores a new record; never replaces one. */
  append(record: HistoryRecord): Promise<void>;
  /** Deletes all but the newest `retain` valid records; returns how many it deleted. */
  prune(retain: number): Promise<number>;
}

export class HistoryStoreError extends Error {
  readonly problems: string[];
  constructor(message: string, problems: string[] = []) {
    super(problems.length === 0 ? message : `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'HistoryStoreError';
    this.problems = problems;
  }
}

/** Oldest first; ties broken by sha so the order is stable. */
export function compareRecords(a: HistoryRecord, b: HistoryRecord): number {
  const ta = Date.parse(a.timestamp);
  const tb = Date.parse(b.timestamp);
  if (ta !== tb) return ta - tb;
  return a.sha < b.sha ? -1 : a.sha > b.sha ? 1 : 0;
}

const SHA7_IN_NAME = /-([0-9a-f]{7})(?:-\d+)?\.json$/;

/** The record files a scan reads, from all record file paths sorted by name. A name that does not follow the pattern is kept. Pure. */
export function selectRecordFiles(sortedPaths: readonly string[], opts: ScanOptions = {}): string[] {
  let paths = [...sortedPaths];
  if (opts.shas !== undefined) {
    const short = new Set(opts.shas.map((s) => s.slice(0, 7)));
    paths = paths.filter((p) => {
      const m = SHA7_IN_NAME.exec(p);
      return m === null || short.has(m[1] ?? '');
    });
  }
  if (opts.newest !== undefined) paths = opts.newest <= 0 ? [] : paths.slice(-opts.newest);
  return paths;
}

/** After reading: only the records of the wanted commits (the name filter matched 7 characters). Pure. */
export function keepWantedShas(records: HistoryRecord[], opts: ScanOptions = {}): HistoryRecord[] {
  if (opts.shas === undefined) return records;
  const wanted = new Set(opts.shas);
  return records.filter((r) => wanted.has(r.sha));
}
