/** Sharding is not built in the action yet: `shard:` and `mode: merge` are input errors that say what to do instead. */
import { describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/inputs.js';

describe('the action refuses to shard, for now', () => {
  it('names shard: as not yet available and points at the CLI', () => {
    expect(() => parseInputs({ shard: '1/4' })).toThrow(/shard: not yet available: .*context-eval run --shard I\/N/);
    expect(parseInputs({ shard: '' }).mode).toBe('auto');
  });

  it('names mode: merge as not yet available', () => {
    expect(() => parseInputs({ mode: 'merge' })).toThrow(/mode: merge is not yet available: .*context-eval merge/);
    expect(() => parseInputs({ mode: 'mergee' })).toThrow(/mode: unknown value 'mergee'/);
  });
});
