/**
 * Exact coverage of the reported pass-rate interval under the runner's sampling (acceptance
 * "Intervals" of the issue "A gate teams can trust"). For a true rate p, every path the threshold policy
 * can take is enumerated with its probability (outcomes are i.i.d.), the product's own `scenarioResult`
 * gives the interval it would report at the end of that path, and coverage is the probability that the
 * interval holds p. No Monte Carlo error.
 */
import type { RunResult } from '../src/report/types.js';
import { scenarioResult } from '../src/runner/result.js';
import { thresholdPolicy, type SamplingPolicy } from '../src/stats/policy.js';
import { comparisonPolicy } from '../src/stats/sequential-policy.js';
import { designFor } from '../src/history/baseline.js';
import { CompareSchema } from '../src/config/schema.js';

function runs(passes: number, n: number): RunResult[] {
  return Array.from({ length: n }, (_, i) => ({ index: i, pass: i < passes, tokens: { input: 0, output: 0 }, latencyMs: 0, failures: [] }));
}

/**
 * The distribution of the final (passes, runs) under `policy`, stepping one completed run at a time.
 * A forward DP over (passes, failures, runs in flight), level by level (each completion adds one run),
 * so long extensions (up to compare.max_runs) stay cheap.
 */
export function finalStates(p: number, planned: number, threshold: number, policy: SamplingPolicy = thresholdPolicy): Map<string, number> {
  const out = new Map<string, number>();
  let level = new Map<string, number>([['0,0,0', 1]]);
  while (level.size > 0) {
    const next = new Map<string, number>();
    const add = (key: string, mass: number) => next.set(key, (next.get(key) ?? 0) + mass);
    for (const [key, prob] of level) {
      const [passes, failures, inFlight] = key.split(',').map(Number) as [number, number, number];
      const launch = Math.max(0, policy({ passes, failures, errors: 0, inFlight, planned, threshold }));
      const flying = inFlight + launch;
      if (flying === 0) {
        const done = `${passes}/${passes + failures}`;
        out.set(done, (out.get(done) ?? 0) + prob);
        continue;
      }
      add(`${passes + 1},${failures},${flying - 1}`, prob * p);
      add(`${passes},${failures + 1},${flying - 1}`, prob * (1 - p));
    }
    level = next;
  }
  return out;
}

export function coverage(p: number, planned: number, threshold: number, policy: SamplingPolicy = thresholdPolicy): number {
  let covered = 0;
  for (const [key, prob] of finalStates(p, planned, threshold, policy)) {
    const [k, n] = key.split('/').map(Number) as [number, number];
    const id = { name: 's', file: 's.yaml', line: 1, role: 'r', planned, threshold };
    const { interval } = scenarioResult(id, runs(k, n), { passes: k, failures: n - k, errors: 0 }, 'sim');
    if (interval.low - 1e-12 <= p && p <= interval.high + 1e-12) covered += prob;
  }
  return covered;
}

/** Coverage when the baseline comparison extends the runs (a baseline of 81/90, a family of 20): the PR's rate is p. */
export function coverageWithComparison(p: number, planned: number, threshold: number): number {
  const design = designFor({ passes: 81, attempted: 90 }, { planned, threshold }, CompareSchema.parse({}), 20);
  return coverage(p, planned, threshold, comparisonPolicy(thresholdPolicy, design));
}

export const GRID = { p: [0.5, 0.8, 0.9, 0.95], n: [3, 5, 10], threshold: [1 / 2, 2 / 3, 1] } as const;

export function coverageGrid(extended = false): { p: number; n: number; threshold: number; coverage: number }[] {
  const rows = [];
  for (const threshold of GRID.threshold)
    for (const n of GRID.n) for (const p of GRID.p) rows.push({ p, n, threshold, coverage: extended ? coverageWithComparison(p, n, threshold) : coverage(p, n, threshold) });
  return rows;
}
