/**
 * A seeded simulation of the comparison without history (compare.base: rerun | auto; issue 22, item 2),
 * driven through the product's own functions: each changed-context scenario's base arm is sampled
 * compare.rerun_runs times without early stopping (`fixedPolicy`) and made a same-run baseline
 * (`rerunBaselines`); the PR arm then samples and is judged as a pull_request run is
 * (`comparisonPolicyFor`, `attachComparisons`, `regressions`), in one Bonferroni family of m.
 *
 * Model: each scenario's true rate is drawn from {0.8, 0.9, 0.95, 1.0} (or fixed); the run's day moves
 * it by a normal day effect of sd `daySd`, the same for both arms (they are measured in the same run).
 * Under "unchanged" the PR's context differs from the base's but no true rate changed.
 */
import type { ConfigFile } from '../src/config/schema.js';
import { attachComparisons, comparisonPolicyFor, regressions } from '../src/pipeline/attach-comparisons.js';
import { rerunBaselines, type BaseArmResult } from '../src/pipeline/base-arm.js';
import { ruleFor } from '../src/pipeline/pipeline.js';
import { buildReport, scenarioResult } from '../src/runner/result.js';
import { thresholdAlpha } from '../src/stats/error-budget.js';
import { fixedPolicy } from '../src/stats/policy.js';
import { RATES, sample } from './gate-sim.js';
import { clip01, type Rng } from './random.js';

export interface RerunSimSettings {
  /** Changed-context scenarios in the PR, each with a base arm (the family). */
  m: number;
  compare: ConfigFile['compare'];
  /** The day effect's sd, shared by both arms of a scenario. */
  daySd: number;
  /** Fixed true rates (length m) instead of draws. */
  rates?: number[];
  /** Scenario 0's base rate and its PR rate (a real drop). */
  drop?: { from: number; to: number };
  planned?: number;
  threshold?: number;
}

export interface RerunRates {
  prs: number;
  /** PRs with some scenario flagged as a regression. */
  flaggedRate: number;
  /** With `drop`: how often scenario 0 was flagged. */
  dropFlaggedRate?: number;
  /** Model calls per scenario: the base arm's and the PR arm's. */
  baseCallsPerScenario: number;
  prCallsPerScenario: number;
}

const reportOf = (results: ReturnType<typeof scenarioResult>[]) =>
  buildReport({ scenarios: results, calls: 0, durationMs: 0, notes: [], version: 'sim', config: 'sim.yaml', startedAt: '2026-11-01T00:00:00Z' });

function simulateRerunPr(rng: Rng, set: RerunSimSettings): { flagged: boolean; dropFlagged: boolean; baseCalls: number; prCalls: number } {
  const planned = set.planned ?? 3;
  const threshold = set.threshold ?? 2 / 3;
  const rates = set.rates ?? Array.from({ length: set.m }, (_, i) => (set.drop && i === 0 ? set.drop.from : (RATES[Math.floor(rng() * RATES.length)] ?? 0.9)));
  const days = rates.map(() => set.daySd * rng.normal());
  const arms = new Map<string, { result: BaseArmResult; baseHash: string }>();
  let baseCalls = 0;
  rates.forEach((p, i) => {
    const { runs, tally } = sample(rng, clip01(p + (days[i] ?? 0)), fixedPolicy, set.compare.rerun_runs, threshold);
    baseCalls += runs.length;
    arms.set(`s${i}`, { result: { runs, passes: tally.passes, attempted: tally.passes + tally.failures, errors: 0, calls: runs.length }, baseHash: `base-${i}` });
  });
  const pooled = { selection: { records: [], source: 'none' as const, note: 'sim' }, byScenario: rerunBaselines(arms) };
  const policyFor = comparisonPolicyFor(pooled, set.compare, { familySize: set.m });
  const rule = ruleFor({ runs: planned, threshold, maxRuns: 150 }, thresholdAlpha(set.compare.alpha, set.m, set.m));
  let prCalls = 0;
  const results = rates.map((p, i) => {
    const truth = set.drop && i === 0 ? set.drop.to : p;
    const name = `s${i}`;
    const { runs, tally } = sample(rng, clip01(truth + (days[i] ?? 0)), policyFor({ scenario: { name, runs: planned }, rule }), planned, threshold);
    prCalls += runs.length;
    return scenarioResult({ name, file: `scenarios/${name}.yaml`, line: 1, role: 'r', planned, threshold, contextHash: `pr-${i}`, rule }, runs, tally, 'sim');
  });
  const report = attachComparisons(reportOf(results), pooled, set.compare, { familySize: set.m });
  const flagged = new Set(regressions(report).map((s) => s.name));
  return { flagged: flagged.size > 0, dropFlagged: flagged.has('s0'), baseCalls, prCalls };
}

export function rerunRates(rng: Rng, set: RerunSimSettings, prs: number): RerunRates {
  let flagged = 0;
  let dropFlagged = 0;
  let baseCalls = 0;
  let prCalls = 0;
  for (let i = 0; i < prs; i++) {
    const o = simulateRerunPr(rng, set);
    if (o.flagged) flagged++;
    if (o.dropFlagged) dropFlagged++;
    baseCalls += o.baseCalls;
    prCalls += o.prCalls;
  }
  return {
    prs,
    flaggedRate: flagged / prs,
    ...(set.drop ? { dropFlaggedRate: dropFlagged / prs } : {}),
    baseCallsPerScenario: baseCalls / (prs * set.m),
    prCallsPerScenario: prCalls / (prs * set.m),
  };
}

/** The table printed by `npm run sim` (docs/statistics.md, "A comparison without history"). */
export function printRerunTable(rng: (seed: number) => Rng, compare: ConfigFile['compare'], scale: number): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const n = (prs: number) => Math.max(20, Math.round(prs * scale));
  console.log(`\nR1: compare.base rerun (no history): the base arm ${compare.rerun_runs} runs, measured in the same run (target: unchanged flagged ≤ ${pct(compare.alpha / 2)}, the comparisons' share of compare.alpha; 0.9 → 0.5 flagged ≥ 80%)`);
  console.log('  case                                   PRs  seed   flagged  drop caught  base calls  PR calls');
  const cases: [string, number, RerunSimSettings, number][] = [
    ['unchanged, k = 1', 3001, { m: 1, compare, daySd: 0.05 }, 2000],
    ['unchanged, k = 5', 3002, { m: 5, compare, daySd: 0.05 }, 600],
    ['unchanged, k = 20', 3003, { m: 20, compare, daySd: 0.05 }, 300],
    ['unchanged, k = 20, every rate 0.8', 3004, { m: 20, compare, daySd: 0.05, rates: Array.from({ length: 20 }, () => 0.8) }, 300],
    ['unchanged, k = 20, day sd 0.1', 3005, { m: 20, compare, daySd: 0.1 }, 300],
    ['0.9 → 0.5, k = 1', 3006, { m: 1, compare, daySd: 0.05, drop: { from: 0.9, to: 0.5 } }, 1000],
    ['0.9 → 0.5, k = 20', 3007, { m: 20, compare, daySd: 0.05, drop: { from: 0.9, to: 0.5 } }, 300],
  ];
  for (const [label, seed, set, prs] of cases) {
    const r = rerunRates(rng(seed), set, n(prs));
    const drop = r.dropFlaggedRate === undefined ? '-' : pct(r.dropFlaggedRate);
    console.log(`  ${label.padEnd(36)} ${String(r.prs).padStart(5)} ${String(seed).padStart(5)} ${pct(r.flaggedRate).padStart(9)} ${drop.padStart(12)} ${r.baseCallsPerScenario.toFixed(1).padStart(11)} ${r.prCallsPerScenario.toFixed(1).padStart(9)}`);
  }
}
