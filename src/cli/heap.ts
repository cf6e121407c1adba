/**
 * How fast the CLI's heap grows (issue 23 item 5, acceptance R6: peak RSS at 20,000 scenarios × 3 runs
 * ≤ 300 MiB on Node 20 and on Node 24). On a machine with a few GiB, V8 lets the old generation grow to
 * 3–4 × what it held after its last full collection before it collects again; a long run holds the
 * suite and every run for the report, and most of its peak RSS was garbage not yet collected (487 MiB
 * against about 90 MB held). A growing factor of 2 (`--heap-growing-percent=100`) collects sooner: V8
 * reads the flag each time it sets the next limit, so setting it at start takes effect on Node 20 and
 * 24; the bench showed no CPU cost beyond its run-to-run noise (README, bench `r6`). A user who chose
 * their own heap settings (node flags or NODE_OPTIONS) keeps them.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 100;

const USER_HEAP_FLAG = /^--(heap[-_]growing[-_]percent|max[-_]old[-_]space[-_]size|max[-_]semi[-_]space[-_]size)(=|$)/;

/** The V8 flag the CLI sets, or undefined when the user set the heap's size or growth. Pure. */
export function heapGrowingFlag(execArgv: readonly string[], nodeOptions: string | undefined): string | undefined {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  return given.some((arg) => USER_HEAP_FLAG.test(arg)) ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

export function tuneHeap(): void {
  const flag = heapGrowingFlag(process.execArgv, process.env['NODE_OPTIONS']);
  if (flag !== undefined) setFlagsFromString(flag);
}
