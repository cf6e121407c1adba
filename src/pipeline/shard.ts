/**
 * Sharding (DESIGN §5, §7): which of N shards runs each selected scenario. Deterministic (the same
 * selection and weights give the same split on every machine) and balanced by expected cost: the
 * heaviest scenario first goes to the least loaded shard (ties to the lower shard, then by name). Pure.
 */
import type { PooledBaselines } from './attach-comparisons.js';

export interface ShardSpec {
  /** 1-based. */
  index: number;
  total: number;
}

/** The most shards one run may be split into (GitHub's matrix allows 256 jobs). */
export const MAX_SHARDS = 256;

/** Parses `I/N` (1 ≤ I ≤ N ≤ 256); `what` names the setting in the error (`--shard`, `shard`). */
export function parseShard(text: string, what: string): ShardSpec {
  const m = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text);
  const index = Number(m?.[1]);
  const total = Number(m?.[2]);
  if (!m || total < 1 || total > MAX_SHARDS || index < 1 || index > total) {
    throw new RangeError(`${what}: expected I/N with 1 ≤ I ≤ N ≤ ${MAX_SHARDS} (e.g. 2/4 for the second of four shards); got '${text}'`);
  }
  return { index, total };
}

export interface Weighted {
  name: string;
  /** Expected cost; any non-negative number (only ratios matter). */
  weight: number;
}

/** Scenario name → its shard (1-based). */
export function assignShards(items: readonly Weighted[], total: number): Map<string, number> {
  const order = [...items].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const load = new Array<number>(total).fill(0);
  const count = new Array<number>(total).fill(0);
  const out = new Map<string, number>();
  for (const item of order) {
    let best = 0;
    for (let s = 1; s < total; s++) {
      const lighter = (load[s] ?? 0) < (load[best] ?? 0) || ((load[s] ?? 0) === (load[best] ?? 0) && (count[s] ?? 0) < (count[best] ?? 0));
      if (lighter) best = s;
    }
    load[best] = (load[best] ?? 0) + item.weight;
    count[best] = (count[best] ?? 0) + 1;
    out.set(item.name, best + 1);
  }
  return out;
}

/**
 * Each scenario's expected cost from history: mean runs per record × mean tokens per run. Scenarios
 * history does not hold get the median of those it does; with no history at all every scenario weighs 1
 * (the split is then by count).
 */
export function expectedCosts(names: readonly string[], pooled: PooledBaselines | undefined): Weighted[] {
  const known = new Map<string, number>();
  for (const name of names) {
    const p = pooled?.byScenario.get(name);
    if (!p || p.records === 0 || p.tokens.length === 0) continue;
    const meanTokens = p.tokens.reduce((a, b) => a + b, 0) / p.tokens.length;
    known.set(name, (p.attempted / p.records) * Math.max(meanTokens, 1));
  }
  const sorted = [...known.values()].sort((a, b) => a - b);
  const fallback = sorted.length === 0 ? 1 : (sorted[Math.floor(sorted.length / 2)] ?? 1);
  return names.map((name) => ({ name, weight: known.get(name) ?? fallback }));
}
