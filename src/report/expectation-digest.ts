/**
 * A scenario's failure lines grouped by expectation (issue 31 item 3): each expectation that broke in some
 * run, with its pass count over the runs that evaluated it and at most two distinct excerpts, instead of one
 * "1× contains: expected …" line per distinct text. The terminal (./console.ts) and the comment
 * (./markdown-parts.ts) render it. Pure.
 *
 * A run's failure lines are its extra lines (an agent loop that did not finish, a chain's stage) followed by
 * one line per broken expectation: the non-judge ones in order, then the judges in order
 * (src/expectations/run.ts); `runs[].held` says which broke, so the last lines map onto them.
 */
import { digestRuns, type DigestLine } from './format.js';
import type { ExpectationCount, RunResult, ScenarioResult } from './types.js';

/** Distinct excerpts kept per expectation. */
export const EXCERPTS = 2;

export interface ExpectationGroup {
  expectation: ExpectationCount;
  /** Up to EXCERPTS distinct failure lines, most frequent first. */
  excerpts: string[];
  /** Distinct failure lines beyond the excerpts. */
  moreExcerpts: number;
}

export interface GroupedDigest {
  /** Run errors first (why runs could not be evaluated), as digestRuns says them. */
  errors: DigestLine[];
  /** The expectations that broke in some run, most often broken first. */
  groups: ExpectationGroup[];
  /** Failure lines that belong to no expectation (an agent's, a chain stage's, a cut answer's). */
  other: DigestLine[];
  /** Expectations that held in every run that evaluated them. */
  held: number;
}

/** Which expectation each of the run's last failure lines is, from its outcomes (judges after the rest). */
function brokenOrder(held: string, kinds: readonly string[]): number[] {
  const broken = [...held].flatMap((c, i) => (c === '0' ? [i] : []));
  return [...broken.filter((i) => kinds[i] !== 'judge'), ...broken.filter((i) => kinds[i] === 'judge')];
}

function mapped(run: RunResult, kinds: readonly string[]): { other: string[]; byExpectation: [number, string][] } | undefined {
  const held = run.held;
  if (held === undefined || held.length !== kinds.length) return undefined;
  const order = brokenOrder(held, kinds);
  if (order.length > run.failures.length) return undefined;
  const split = run.failures.length - order.length;
  return { other: run.failures.slice(0, split), byExpectation: order.map((e, k) => [e, run.failures[split + k] ?? '']) };
}

/** The grouped digest, or undefined when the runs carry no outcomes (an older report): then digestRuns stands. */
export function groupedDigest(s: ScenarioResult): GroupedDigest | undefined {
  const counts = s.expectations;
  if (counts === undefined || counts.length === 0) return undefined;
  const kinds = counts.map((c) => c.kind);
  const texts = counts.map(() => new Map<string, number>());
  const other = new Map<string, DigestLine>();
  for (const run of s.runs) {
    if (run.error !== undefined) continue;
    const m = mapped(run, kinds);
    const lines = m === undefined ? { other: run.failures, byExpectation: [] } : m;
    for (const [e, text] of lines.byExpectation) texts[e]?.set(text, (texts[e]?.get(text) ?? 0) + 1);
    for (const text of new Set(lines.other)) {
      const d = other.get(text);
      if (d === undefined) other.set(text, { kind: 'failure', text, count: 1, runs: [run.index + 1] });
      else {
        d.count++;
        d.runs.push(run.index + 1);
      }
    }
  }
  const groups = counts.flatMap((c, i): (ExpectationGroup & { order: number })[] => {
    if (c.passes === c.evaluated) return [];
    const ranked = [...(texts[i] ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]).map(([text]) => text);
    return [{ expectation: c, excerpts: ranked.slice(0, EXCERPTS), moreExcerpts: Math.max(0, ranked.length - EXCERPTS), order: i }];
  });
  groups.sort((a, b) => b.expectation.evaluated - b.expectation.passes - (a.expectation.evaluated - a.expectation.passes) || a.order - b.order);
  return {
    errors: digestRuns({ ...s, runs: s.runs.filter((r) => r.error !== undefined) }),
    groups: groups.map(({ order: _, ...g }) => g),
    other: [...other.values()],
    held: counts.filter((c) => c.evaluated > 0 && c.passes === c.evaluated).length,
  };
}

/** "contains: [ticket] (line 7): held in 2 of 6 runs". */
export function groupHead(c: ExpectationCount): string {
  return `${c.label} (line ${c.line}): held in ${c.passes} of ${c.evaluated} run${c.evaluated === 1 ? '' : 's'}`;
}
