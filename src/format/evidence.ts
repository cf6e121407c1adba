/**
 * What a scenario's runs show, in words (issue "Green means green", item 7): "at least 72% with 95%
 * confidence after 11 runs; threshold 67%". Pure.
 *
 * The bound is the reported interval's (src/stats/interval.ts, whose coverage under the product's own
 * sampling is at least 95%): its lower end for a pass, its upper end for a fail. A pass whose lower end
 * is below the threshold says so ("thin evidence"), so that `100% (3 of 3)` is not read as proof; the
 * renderers say it only of a pass under a count rule (`thinMatters`): a pass the threshold test decided
 * carries the test's error control, and calling it thin would ask the reader for nothing they can do.
 */
import { formatPercent } from './percent.js';

export interface EvidenceInput {
  passes: number;
  attempted: number;
  errors: number;
  threshold: number;
  interval: { low: number; high: number };
  verdict: 'pass' | 'fail' | 'error';
  /** How the verdict was reached: a pass the threshold test decided is never called thin (see thinMatters). */
  rule?: 'test' | 'count';
  /** The threshold test reached its cap without a decision (issue 30 item 2): never read as a pass. */
  undecided?: boolean;
  /** An early pass that all the runs no longer support (issue 30 row 3): said first, so a flip is never missed. */
  passedEarly?: { passes: number; runs: number } | undefined;
}

/** A pass whose interval reaches below the threshold rests on thin evidence. */
export function isThin(e: Pick<EvidenceInput, 'attempted' | 'threshold' | 'interval'>): boolean {
  return e.attempted === 0 || e.interval.low < e.threshold - 1e-9;
}

/**
 * Whether "thin evidence" changes what a reader should do (issue 32, item 2): only for a pass under a
 * count rule (`verdict: count`), where more `runs` would make the pass mean something. The threshold
 * test's pass (the default, and what a report that names no rule had) is decided with error control,
 * whatever its interval.
 */
export function thinMatters(e: Pick<EvidenceInput, 'attempted' | 'threshold' | 'interval'> & { rule?: { kind: 'test' | 'count' } | undefined }): boolean {
  return e.rule?.kind === 'count' && isThin(e);
}

export function evidenceWords(e: EvidenceInput): string {
  const flip = e.passedEarly === undefined ? '' : `passed early at ${e.passedEarly.passes} of ${e.passedEarly.runs}, then `;
  return `${flip}${plainWords(e)}`;
}

function plainWords(e: EvidenceInput): string {
  const n = e.attempted;
  const runs = `after ${n} run${n === 1 ? '' : 's'}`;
  const need = `threshold ${formatPercent(e.threshold)}`;
  if (n === 0) return `no run was evaluated; ${need}`;
  if (e.undecided === true) return `undecided ${runs}: between ${formatPercent(e.interval.low)} and ${formatPercent(e.interval.high)} with 95% confidence; ${need}`;
  if (e.verdict === 'fail') return `at most ${formatPercent(e.interval.high)} with 95% confidence ${runs}; ${need}`;
  const words = `at least ${formatPercent(e.interval.low)} with 95% confidence ${runs}; ${need}`;
  if (e.verdict === 'error') return `${words}; ${e.errors} errored run${e.errors === 1 ? '' : 's'}`;
  return isThin(e) && e.rule !== 'test' ? `${words} (thin evidence: not yet shown at or above the threshold)` : words;
}
