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

export interface HistoryStore {
  /** The records, oldest first. Throws a HistoryStoreError naming every invalid file. */
  list(): Promise<HistoryRecord[]>;
  /** The valid records and the invalid files, for callers that go on despite a bad file (drift, history). */
  scan(): Promise<HistoryListing>;
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
