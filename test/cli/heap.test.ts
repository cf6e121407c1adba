/**
 * The CLI's heap growth (issue 23 item 5, acceptance R6: peak RSS at 20,000 × 3 ≤ 300 MiB on Node 20 and
 * 24). V8 lets the old generation grow to about 3–4 × what a run holds before it collects (Node's default
 * on a machine with several GiB), and most of the peak was that garbage. The CLI sets V8's growing factor
 * to 2 at start, unless the user chose their own heap settings. No memory is measured here (the bench
 * does: `node scripts/bench.mjs r6`); these pin when the flag is set.
 */
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowingFlag } from '../../src/cli/heap.js';

describe('heapGrowingFlag', () => {
  it('sets a growing factor of 2 by default', () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    expect(heapGrowingFlag([], undefined)).toBe('--heap-growing-percent=100');
    expect(heapGrowingFlag(['--enable-source-maps'], '--no-warnings')).toBe('--heap-growing-percent=100');
  });

  it.each([
    [['--heap-growing-percent=50'], undefined],
    [['--heap_growing_percent', '50'], undefined],
    [[], '--max-old-space-size=4096'],
    [[], '--no-warnings --max_old_space_size=512'],
    [['--max-semi-space-size=64'], undefined],
  ])('leaves the heap alone when the user set its size or growth (%j, NODE_OPTIONS %j)', (execArgv, nodeOptions) => {
    expect(heapGrowingFlag(execArgv, nodeOptions)).toBeUndefined();
  });
});
