/**
 * The one vocabulary every surface speaks (issue 32, item 1; docs/concepts.md, "How the reports speak"):
 * the comment, the job summary, the terminal, JUnit, the annotations, the gate's log lines and the
 * dashboard write a count, a rate, an interval, a state and a mark the same way. Pure.
 *
 *   count     "7 of 29"                 never "7/29"
 *   rate      "24.1%" (src/format/percent.ts); with its count "24.1% (7 of 29)"
 *   interval  "6.15–79.2%", after "95% interval"
 *   states    passed · failed · not evaluated · skipped · dropped (against the base)
 *   marks     ✅ passed · ❌ failed · ⚠️ not evaluated · ⏭️ skipped · ▼ dropped (the terminal: ✓ ✗ ! - ▼)
 */
import { formatPercent } from '../format/percent.js';
import type { Verdict } from './types.js';

/** What a verdict is called in every rendering. An error is never shown as a pass or a plain failure. */
export const STATE: Record<Verdict, string> = {
  pass: 'passed',
  fail: 'failed',
  error: 'not evaluated',
  skipped: 'skipped',
};

/** The mark of each state in Markdown; ▼ is a drop against the base. Each mark has one meaning. */
export const MARK: Record<Verdict, string> = {
  pass: '✅',
  fail: '❌',
  error: '⚠️',
  skipped: '⏭️',
};

/**
 * A 95% interval: "43.8–100%", each end as src/format/percent.ts writes a rate (never rounded up), one %
 * at the end. The comment, the terminal and the dashboard all write it so.
 */
export function intervalOf(interval: { low: number; high: number }): string {
  return `${formatPercent(interval.low).slice(0, -1)}–${formatPercent(interval.high)}`;
}

/** 7, 29 → "7 of 29"; with a noun, "2 of 3 runs". */
export function countOf(part: number, whole: number, noun?: string): string {
  return `${part} of ${whole}${noun === undefined ? '' : ` ${noun}${whole === 1 ? '' : 's'}`}`;
}

/** 7, 29 → "24.1% (7 of 29)"; "—" when nothing was counted. */
export function rateOf(part: number, whole: number): string {
  return whole > 0 ? `${formatPercent(part / whole)} (${countOf(part, whole)})` : '—';
}

/** "1 scenario", "2 scenarios". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Text written elsewhere (a verdict's reason, a note) in the vocabulary: "1/3 passed" reads "1 of 3
 * passed", "2 errored run(s)" reads "2 errored runs", "could not evaluate" reads "not evaluated".
 */
export function inWords(text: string): string {
  return text
    .replace(/\b(\d+)\/(\d+) (passed|held|runs?)\b/g, '$1 of $2 $3')
    .replace(/\b(\d+) record\(s\)/g, (_, n: string) => `${n} recorded run${n === '1' ? '' : 's'}`)
    .replace(/\b(\d+) (\w+) (\w+)\(s\)/g, (_, n: string, a: string, w: string) => `${n} ${a} ${w}${n === '1' ? '' : 's'}`)
    .replace(/\b(\d+) (\w+)\(s\)/g, (_, n: string, w: string) => `${n} ${w}${n === '1' ? '' : 's'}`)
    .replace(/\bcould not evaluate: /g, 'not evaluated: ');
}
