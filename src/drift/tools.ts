/**
 * A tool that starts being called where the reference never called it (DESIGN §3b "Manifest and drift";
 * docs/drift.md). Pure.
 *
 * Per scenario, over the records that kept their tools (history records from before issue 33 have none),
 * grouped into days as the other detectors group them (a calendar day at one context hash): a tool called
 * in a record, and in none of the reference days (the newest MAX_REFERENCE days before the record's day,
 * at least `window` of them), is an appearance. Its first record is where it shows; later records of the
 * same day are the same appearance, and from the next day on the tool is in the reference (no new
 * appearance); the finding stays open while one of the latest `window` days still called it
 * (toolStillCalled). No noise model
 * is needed: it is a fact of the records, not an estimate, and the issue asks to hear of every one.
 */
import type { ToolCount } from '../history/record.js';
import type { Point } from './streams.js';

export interface ToolAppearance {
  tool: string;
  /** The series position of the first record that called it. */
  at: number;
  /** The days in the reference that never called it. */
  referenceDays: number;
  /** That record's calls of the tool, the runs that called it, and its evaluated runs. */
  calls: number;
  runs: number;
  attempted: number;
}

function dayKey(p: Point): string {
  return `${p.record.timestamp.slice(0, 10)}\u0000${p.s.contextHash}`;
}

/** Every appearance of a new tool in the scenario's series, oldest first. */
export function toolAppearances(series: readonly Point[], minReference: number, maxReference: number): ToolAppearance[] {
  /** The set of tools called on each day with tool data so far. */
  const days: Set<string>[] = [];
  const found: ToolAppearance[] = [];
  let key: string | undefined;
  series.forEach((p, i) => {
    const tools: readonly ToolCount[] | undefined = p.s.tools;
    if (tools === undefined) return;
    const k = dayKey(p);
    if (k !== key) days.push(new Set());
    key = k;
    const today = days.length - 1;
    const reference = days.slice(Math.max(0, today - maxReference), today);
    const todays = days[today] ?? new Set<string>();
    for (const t of tools) {
      if (t.calls === 0) continue;
      const seenToday = todays.has(t.name);
      todays.add(t.name);
      if (seenToday || reference.length < minReference || reference.some((d) => d.has(t.name))) continue;
      found.push({ tool: t.name, at: i, referenceDays: reference.length, calls: t.calls, runs: t.runs, attempted: p.s.attempted });
    }
  });
  return found;
}

/**
 * Whether a newly called tool's finding (first called at series position `at`) is still open at the latest
 * record: no `window` days with tool data in a row since went without a call of it (its reference never
 * called it, so any call is beyond its noise). Once closed it stays closed: a later call reopens nothing.
 */
export function toolStillCalled(series: readonly Point[], at: number, tool: string, window: number): boolean {
  let key: string | undefined;
  let quiet = 0;
  let calledToday = true;
  for (const p of series.slice(at)) {
    if (p.s.tools === undefined) continue;
    const k = dayKey(p);
    if (k !== key) {
      quiet = calledToday ? 0 : quiet + 1;
      if (quiet >= window) return false;
      calledToday = false;
    }
    key = k;
    if (p.s.tools.some((t) => t.name === tool && t.calls > 0)) calledToday = true;
  }
  return calledToday || quiet + 1 < window;
}
