/** The shard split: deterministic, every scenario once, balanced by expected cost. */
import { describe, expect, it } from 'vitest';
import { assignShards, expectedCosts, parseShard } from '../../src/pipeline/shard.js';
import type { PooledBaselines } from '../../src/pipeline/attach-comparisons.js';

describe('assignShards', () => {
  it('puts every scenario in exactly one shard, the same way every time, whatever the input order', () => {
    const items = Array.from({ length: 37 }, (_, i) => ({ name: `s${i}`, weight: 1 }));
    const a = assignShards(items, 4);
    const b = assignShards([...items].reverse(), 4);
    expect([...a].sort()).toEqual([...b].sort());
    const sizes = [1, 2, 3, 4].map((k) => [...a.values()].filter((v) => v === k).length);
    expect(sizes.reduce((x, y) => x + y, 0)).toBe(37);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('balances by weight: one heavy scenario gets a shard to itself', () => {
    const items = [{ name: 'heavy', weight: 10 }, ...Array.from({ length: 10 }, (_, i) => ({ name: `light${i}`, weight: 1 }))];
    const split = assignShards(items, 2);
    const heavyShard = split.get('heavy');
    expect([...split].filter(([, s]) => s === heavyShard).map(([n]) => n)).toEqual(['heavy']);
  });
});

describe('expectedCosts', () => {
  it('weighs by history runs × tokens, the median for scenarios history lacks, 1 each without history', () => {
    const pool = (attempted: number, records: number, tokens: number[]) => ({ scenario: '', records, passes: 0, attempted, tokens, latencyMs: [], features: { decomposes: [], risk: [] }, contextHashes: [] });
    const pooled = { selection: { records: [], note: '' }, byScenario: new Map([['a', pool(10, 1, [100])], ['b', pool(40, 2, [50, 150])], ['c', pool(5, 1, [10])]]) } as unknown as PooledBaselines;
    const w = new Map(expectedCosts(['a', 'b', 'c', 'new'], pooled).map((x) => [x.name, x.weight]));
    expect(w.get('a')).toBe(1000);
    expect(w.get('b')).toBe(2000);
    expect(w.get('c')).toBe(50);
    expect(w.get('new')).toBe(1000);
    expect(expectedCosts(['a', 'b'], undefined).map((x) => x.weight)).toEqual([1, 1]);
  });
});

describe('parseShard', () => {
  it('reads I/N and names the setting when it is wrong', () => {
    expect(parseShard('2/4', '--shard')).toEqual({ index: 2, total: 4 });
    for (const bad of ['0/4', '5/4', '4', 'x/y', '1/0', '1/300']) expect(() => parseShard(bad, 'shard')).toThrow(/^shard: expected I\/N/);
  });
});
