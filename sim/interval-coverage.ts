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

function runs(passes: number, n: number): RunResult[] {
  return Array.from({ length: n }, (_, i) => ({ index: i, pass: i < passes, tokens: { input: 0, output: 0 }, latencyMs: 0, failures: [] }));
}

/** The distribution of the final (passes, runs) under `policy`, stepping one completed run at a time. */
export function finalStates(p: number, planned: number, threshold: number, policy: SamplingPolicy = thresholdPolicy): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (passes: number, failures: number, inFlight: number, prob: number): void => {
    if (prob < 1e-15) return;
    const launch = Math.max(0, policy({ passes, failures, errors: 0, inFlight, planned, threshold }));
    const flying = inFlight + launch;
    if (flying === 0) {
      const key = `${passes}/${passes + failures}`;
      out.set(key, (out.get(key) ?? 0) + prob);
      return;
    }
    walk(passes + 1, failures, flying - 1, prob * p);
    walk(passes, failures + 1, flying - 1, prob * (1 - p));
  };
  walk(0, 0, 0, 1);
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

export const GRID = { p: [0.5, 0.8, 0.9, 0.95], n: [3, 5, 10], threshold: [1 / 2, 2 / 3, 1] } as const;

export function coverageGrid(): { p: number; n: number; threshold: number; coverage: number }[] {
  const rows = [];
  for (const threshold of GRID.threshold) for (const n of GRID.n) for (const p of GRID.p) rows.push({ p, n, threshold, coverage: coverage(p, n, threshold) });
  return rows;
}
