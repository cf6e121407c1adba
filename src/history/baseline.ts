/**
 * A PR's baseline from history (issue "A gate teams can trust"): storage-side selection. Pure.
 *
 * 1. `selectBaselineRecords` orders the candidate records: those made at the PR's merge-base commit
 *    (newest first), then those on the base branch at its nearest ancestors. Never a newer record: it
 *    would hold base-branch changes the PR does not have.
 * 2. `poolBaseline` pools, per scenario, the newest candidate record that holds it and the next ones
 *    whose context hash for that scenario is the same (they measured the same context), up to
 *    compare.baseline_records and within compare.max_age_days of the newest one.
 *
 * The comparison's math (the design, the decision, the detectable drop) is in
 * src/stats/compare-baseline.ts; src/pipeline/attach-comparisons.ts wires the two.
 */
import type { PooledBaseline } from '../stats/compare-baseline.js';
import type { HistoryRecord } from './record.js';

/** The most candidate records considered (pooling takes at most compare.baseline_records per scenario). */
const MAX_CANDIDATES = 50;

export interface BaselineSelection {
  /** Candidate records, best first: at the merge base newest first, then at its nearest ancestors. */
  records: HistoryRecord[];
  source: 'merge-base' | 'ancestors' | 'none';
  /** Says which records were candidates and why, for the report. */
  note: string;
}

export interface BaselineQuery {
  mergeBaseSha: string;
  /** The PR's base branch, e.g. "main" or "refs/heads/main". */
  baseRef: string;
  /** Shas on the base branch at or before the merge base, newest first (the merge base included). */
  ancestorsOfMergeBase?: string[];
}

function branchName(ref: string): string {
  // Stryker disable next-line Regex: differs only for a ref holding refs/heads/ past its start (a tag named refs/heads/main), which no recording run writes
  return ref.replace(/^refs\/heads\//, '');
}

/** The same commit, either SHA possibly abbreviated (case-insensitive). */
export function sameSha(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  // Stryker disable next-line EqualityOperator: at equal lengths both branches test equality
  return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}

/** The candidate records, best first: at the merge base (newest first), then at its nearest ancestors on the base branch. */
export function selectBaselineRecords(records: readonly HistoryRecord[], q: BaselineQuery): BaselineSelection {
  const newestFirst = [...records].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const short = q.mergeBaseSha.slice(0, 7);
  const atMergeBase = newestFirst.filter((r) => sameSha(r.sha, q.mergeBaseSha));
  const base = branchName(q.baseRef);
  const ancestors = (q.ancestorsOfMergeBase ?? []).filter((a) => !sameSha(a, q.mergeBaseSha));
  const position = (sha: string) => ancestors.findIndex((a) => sameSha(a, sha));
  const older = newestFirst
    .filter((r) => branchName(r.ref) === base && !sameSha(r.sha, q.mergeBaseSha))
    .map((r) => ({ r, pos: position(r.sha) }))
    .filter((x) => x.pos >= 0)
    .sort((a, b) => a.pos - b.pos || Date.parse(b.r.timestamp) - Date.parse(a.r.timestamp))
    .map((x) => x.r);
  const candidates = [...atMergeBase, ...older].slice(0, MAX_CANDIDATES);
  if (candidates.length === 0) {
    const where = ancestors.length === 0 ? `at the merge base ${short}` : `on ${base} at or before the merge base ${short}`;
    return { records: [], source: 'none', note: `no history ${where}` };
  }
  const shas = [...new Set(candidates.map((r) => r.sha.slice(0, 7)))];
  const shown = shas.length > 4 ? `${shas.slice(0, 4).join(', ')}, …` : shas.join(', ');
  const where = atMergeBase.length > 0 ? `the merge base ${short}` : `the nearest ancestors of the merge base ${short} on ${base}`;
  return {
    records: candidates,
    source: atMergeBase.length > 0 ? 'merge-base' : 'ancestors',
    note: `baseline: history at ${where} (${shown}), pooled per scenario while its context is unchanged`,
  };
}

/**
 * The scenario's runs pooled over the candidate records (best first): the first record that holds the
 * scenario, and the following ones with the same context hash for it, up to `maxRecords` and within
 * `maxAgeDays` of the first. Undefined when no record holds the scenario.
 */
export function poolBaseline(
  records: readonly HistoryRecord[],
  scenario: string,
  limits: { maxRecords: number; maxAgeDays: number } = { maxRecords: Number.MAX_SAFE_INTEGER, maxAgeDays: Number.POSITIVE_INFINITY },
): PooledBaseline | undefined {
  const held = records.flatMap((r) => r.scenarios.filter((s) => s.name === scenario).map((s) => ({ s, at: Date.parse(r.timestamp), ref: refOf(r) })));
  return poolHeld(held, scenario, limits);
}

type Held = { s: HistoryRecord['scenarios'][number]; at: number; ref: RecordRef };

/** A record's identity: its commit and its timestamp (a pinned baseline names records by these; issue 31 item 2). */
export interface RecordRef {
  sha: string;
  timestamp: string;
}

export function refOf(r: Pick<HistoryRecord, 'sha' | 'timestamp'>): RecordRef {
  return { sha: r.sha, timestamp: r.timestamp };
}

/** True when `r` is the record `ref` names: the same instant and the same commit (either SHA may be abbreviated). */
export function isRecord(r: Pick<HistoryRecord, 'sha' | 'timestamp'>, ref: RecordRef): boolean {
  return Date.parse(r.timestamp) === Date.parse(ref.timestamp) && sameSha(r.sha, ref.sha);
}

/**
 * Every scenario's baseline at once: one pass over the records (a per-scenario scan of every record
 * is quadratic in the suite's size). The same result as poolBaseline for each name.
 */
export function poolBaselines(records: readonly HistoryRecord[], limits: { maxRecords: number; maxAgeDays: number }): Map<string, PooledBaseline> {
  const heldBy = new Map<string, Held[]>();
  for (const r of records) {
    const at = Date.parse(r.timestamp);
    const ref = refOf(r);
    for (const s of r.scenarios) {
      let list = heldBy.get(s.name);
      if (!list) heldBy.set(s.name, (list = []));
      list.push({ s, at, ref });
    }
  }
  const out = new Map<string, PooledBaseline>();
  for (const [name, held] of heldBy) {
    const pooled = poolHeld(held, name, limits);
    // Stryker disable next-line ConditionalExpression: every list here holds a record, so poolHeld is never undefined; the check is for the type
    if (pooled !== undefined) out.set(name, pooled);
  }
  return out;
}

function poolHeld(held: readonly Held[], scenario: string, limits: { maxRecords: number; maxAgeDays: number }): PooledBaseline | undefined {
  const first = held[0];
  if (first === undefined) return undefined;
  const kept = held.filter((e) => e.s.contextHash === first.s.contextHash && first.at - e.at <= limits.maxAgeDays * 86_400_000).slice(0, limits.maxRecords);
  const entries = kept.map((e) => e.s);
  const perDay = countsPerDay(kept);
  return {
    scenario,
    records: entries.length,
    passes: entries.reduce((n, s) => n + s.passes, 0),
    attempted: entries.reduce((n, s) => n + s.attempted, 0),
    tokens: entries.flatMap((s) => s.tokens.runs),
    latencyMs: entries.flatMap((s) => s.latencyMs.runs),
    features: {
      decomposes: entries.flatMap((s) => s.features.decomposes ?? []),
      risk: entries.flatMap((s) => s.features.risk ?? []),
    },
    contextHashes: [...new Set(entries.map((s) => s.contextHash))],
    perRecord: entries.map((s) => ({ passes: s.passes, attempted: s.attempted })),
    days: perDay.length,
    perDay,
    from: kept.map((e) => e.ref),
    // The newest record's: the base's own bar (issue 31; entries holds at least the first record).
    threshold: first.s.threshold,
  };
}

/**
 * The pooled records' counts per UTC day (the date of each record's timestamp), newest day first: the
 * records of one day share its day effect (the shipped workflows record on every push and every night,
 * so five records are often one or two days), so the day-to-day variance is seen between days, not
 * between records (issue 31 item 2), as the drift detectors group them (src/drift/streams.ts).
 */
function countsPerDay(kept: readonly Held[]): { passes: number; attempted: number }[] {
  const byDay = new Map<string, { passes: number; attempted: number }>();
  for (const e of kept) {
    const day = Number.isFinite(e.at) ? new Date(e.at).toISOString().slice(0, 10) : 'unknown';
    const c = byDay.get(day) ?? { passes: 0, attempted: 0 };
    c.passes += e.s.passes;
    c.attempted += e.s.attempted;
    byDay.set(day, c);
  }
  return [...byDay.values()];
}
