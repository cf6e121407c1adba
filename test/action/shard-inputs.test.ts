/** The action's sharding inputs (DESIGN §7): `shard: I/N` for the matrix jobs, `mode: merge` for the job that combines them. */
import { describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/inputs.js';

describe('shard and mode: merge inputs', () => {
  it('shard: I/N is this job’s shard; empty is the whole selection', () => {
    expect(parseInputs({ shard: '2/4' }).shard).toEqual({ index: 2, total: 4 });
    expect(parseInputs({ shard: ' 1 / 1 ' }).shard).toEqual({ index: 1, total: 1 });
    expect(parseInputs({ shard: '' }).shard).toBeUndefined();
    expect(parseInputs({}).shard).toBeUndefined();
  });

  it.each([
    ['0/4', /shard: expected I\/N with 1 ≤ I ≤ N ≤ 256 .*got '0\/4'/],
    ['5/4', /shard: expected I\/N .*got '5\/4'/],
    ['2', /shard: expected I\/N .*got '2'/],
    ['1/300', /shard: expected I\/N .*got '1\/300'/],
    ['a/b', /shard: expected I\/N .*got 'a\/b'/],
  ])('a bad shard %s is bad input that names the setting and the value', (value, message) => {
    expect(() => parseInputs({ shard: value })).toThrow(message);
  });

  it('mode: merge is a mode; a merge job takes no shard; unknown modes list merge', () => {
    expect(parseInputs({ mode: 'merge' }).mode).toBe('merge');
    expect(() => parseInputs({ mode: 'merge', shard: '1/4' })).toThrow(/shard: the merge job \(mode: merge\) runs no shard of its own/);
    expect(() => parseInputs({ mode: 'mergee' })).toThrow(/mode: unknown value 'mergee'; expected auto, pr, drift, full or merge/);
  });
});
