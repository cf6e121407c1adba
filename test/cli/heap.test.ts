/**
 * The CLI's heap growth (issue 23 item 5, acceptance R6: peak RSS at 20,000 × 3 ≤ 300 MiB on Node 20 and
 * 24). V8 lets the old generation grow to about 3–4 × what a run holds before it collects (Node's default
 * on a machine with several GiB), and most of the peak was that garbage. The CLI sets V8's growing factor
 * to 2 at start, unless the user chose their own heap settings. No memory is measured here (the bench
 * does: `node scripts/bench.mjs r6`); these pin when the flag is set.
 */
import { describe, expect, it } from 'vitest';
import { capsNewSpace, HEAP_GROWING_PERCENT, heapGrowingFlag, NEW_SPACE_CAP_BYTES, newSpaceAtCap } from '../../src/cli/heap.js';

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

describe('the young generation cap (Node 24 sizes it from the machine: 2 × 64 MB here, against 2 × 16 MB on Node 20)', () => {
  const spaces = (newSpace: number) => [
    { space_name: 'old_space', space_size: 500 * 1024 * 1024 },
    { space_name: 'new_space', space_size: newSpace },
  ];

  it("is Node 20's young generation: 32 MB", () => {
    expect(NEW_SPACE_CAP_BYTES).toBe(32 * 1024 * 1024);
  });

  it('is reached when the new space is at or above the cap, not before', () => {
    expect(newSpaceAtCap(spaces(16 * 1024 * 1024))).toBe(false);
    expect(newSpaceAtCap(spaces(32 * 1024 * 1024))).toBe(true);
    expect(newSpaceAtCap(spaces(128 * 1024 * 1024))).toBe(true);
    // No new space reported (another engine layout): nothing to cap, stop watching.
    expect(newSpaceAtCap([{ space_name: 'old_space', space_size: 1 }])).toBe(true);
  });

  it.each([
    [[], undefined, true],
    [['--max-semi-space-size=64'], undefined, false],
    [[], '--semi-space-growth-factor=4', false],
    [[], '--max-old-space-size=4096', true],
  ])('applies unless the user sized the young generation (%j, NODE_OPTIONS %j)', (execArgv, nodeOptions, capped) => {
    expect(capsNewSpace(execArgv, nodeOptions)).toBe(capped);
  });
});
