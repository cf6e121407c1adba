/**
 * Exact coverage of the reported pass-rate interval under the product's own sampling (issue "Green
 * means green", G8): the planned N, then the threshold test's looks and, with a baseline, the
 * comparison's, until every test has decided or reached its cap (src/stats/sequential-policy.ts). For
 * a true rate p, every path is enumerated with its probability (outcomes are i.i.d.; the runs between
 * looks are a binomial batch), the product's own `scenarioResult` gives the interval it would report at
 * the end, and coverage is the probability that the interval holds p. No Monte Carlo error.
 */
import type { RunResult } from '../src/report/types.js';
import { scenarioResult, type ThresholdRule } from '../src/runner/result.js';
import { atLook, type SequentialTest } from '../src/stats/sequential-policy.js';
import { designFor } from '../src/stats/compare-baseline.js';
import { CompareSchema, VERDICT_DEFAULTS } from '../src/config/schema.js';
import { ruleFor } from '../src/pipeline/pipeline.js';
import { thresholdAlpha } from '../src/stats/error-budget.js';

function runs(passes: number, n: number): RunResult[] {
  return Array.from({ length: n }, (_, i) => ({ index: i, pass: i < passes, tokens: { input: 0, output: 0 }, latencyMs: 0, failures: [] }));
}

function binomialPmf(n: number): (k: number, p: number) => number {
  const logFact = [0];
  for (let i = 1; i <= n; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  return (k, p) => {
    if (p <= 0) return k === 0 ? 1 : 0;
    if (p >= 1) return k === n ? 1 : 0;
    return Math.exp(logFact[n]! - logFact[k]! - logFact[n - k]! + k * Math.log(p) + (n - k) * Math.log(1 - p));
  };
}

/** The distribution of the final (passes, runs) at true rate p when sampling with these tests. */
export function finalStates(p: number, planned: number, tests: readonly SequentialTest[]): Map<string, number> {
  const out = new Map<string, number>();
  // States at a look: "passes,made,openMask" → probability.
  let level = new Map<string, number>();
  const first = binomialPmf(planned);
  const all = tests.map(() => true);
  for (let k = 0; k <= planned; k++) level.set(`${k},${planned},${all.map(Number).join('')}`, first(k, p));
  while (level.size > 0) {
    const next = new Map<string, number>();
    for (const [key, prob] of level) {
      const [kS, nS, mask] = key.split(',') as [string, string, string];
      const k = Number(kS);
      const n = Number(nS);
      const step = atLook(tests, [...mask].map((c) => c === '1'), k, n);
      if (step.launch === 0) {
        const done = `${k}/${n}`;
        out.set(done, (out.get(done) ?? 0) + prob);
        continue;
      }
      const pmf = binomialPmf(step.launch);
      const m = step.open.map(Number).join('');
      for (let j = 0; j <= step.launch; j++) {
        const to = `${k + j},${n + step.launch},${m}`;
        next.set(to, (next.get(to) ?? 0) + prob * pmf(j, p));
      }
    }
    level = next;
  }
  return out;
}

function ruleAt(planned: number, threshold: number, share: number): ThresholdRule {
  return ruleFor({ runs: planned, threshold, ...VERDICT_DEFAULTS, maxRuns: VERDICT_DEFAULTS.max_runs }, share);
}

export function coverage(p: number, planned: number, threshold: number, withComparison = false): number {
  const compare = CompareSchema.parse({});
  // The default family of the sim's PR: 20 scenarios, all compared (baseline 81/90 over 3 records) when withComparison.
  const rule = ruleAt(planned, threshold, thresholdAlpha(compare.alpha, 20, withComparison ? 20 : 0));
  const tests: SequentialTest[] = [];
  if (rule.kind === 'test') tests.push(rule.test);
  if (withComparison) tests.push(designFor({ passes: 81, attempted: 90, records: 3 }, { planned }, compare, 20));
  let covered = 0;
  for (const [key, prob] of finalStates(p, planned, tests)) {
    const [k, n] = key.split('/').map(Number) as [number, number];
    const id = { name: 's', file: 's.yaml', line: 1, role: 'r', planned, threshold, rule };
    const { interval } = scenarioResult(id, runs(k, n), { passes: k, failures: n - k, errors: 0 }, 'sim');
    if (interval.low - 1e-12 <= p && p <= interval.high + 1e-12) covered += prob;
  }
  return covered;
}

export const GRID = { p: [0.5, 0.8, 0.9, 0.95], n: [3, 5, 10], threshold: [1 / 2, 2 / 3, 1] } as const;

export function coverageGrid(extended = false): { p: number; n: number; threshold: number; coverage: number }[] {
  const rows = [];
  for (const threshold of GRID.threshold) for (const n of GRID.n) for (const p of GRID.p) rows.push({ p, n, threshold, coverage: coverage(p, n, threshold, extended) });
  return rows;
}
