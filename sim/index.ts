/**
 * `npm run sim`: the seeded simulations behind docs/statistics.md, printed as tables.
 *   npm run sim            the gate (S1, S2, cost, S3) and the interval coverage grid
 *   npm run sim -- --quick fewer PRs per cell (about a quarter of the time)
 * Every figure is reproducible: the seeds are fixed and printed.
 */
import { DEFAULT_COMPARE, gateRates, type GateSimSettings } from './gate-sim.js';
import { coverageGrid } from './interval-coverage.js';
import { seeded } from './random.js';

const quick = process.argv.includes('--quick');
const scale = quick ? 0.25 : 1;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const base: Omit<GateSimSettings, 'm'> = { records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };

console.log('context-eval simulations (seeded; docs/statistics.md)');
console.log(`compare settings: ${JSON.stringify(DEFAULT_COMPARE)}`);
console.log('setting: true pass rates drawn from {0.8, 0.9, 0.95, 1.0}; 3 baseline records (1 push + 2 nightly, each compare.baseline_runs runs);');
console.log('         N = 3, threshold 2/3; day-to-day variation sd 0.05 of every scenario\'s rate on every day (each record and the PR)\n');

console.log('S1 and cost: PRs that change no true pass rate');
console.log('  m   PRs   seed  fails on regression  fails on threshold  calls per scenario  most runs');
for (const [m, prs] of [[1, 4000], [10, 2000], [20, 1000], [50, 500]] as const) {
  const seed = 1000 + m;
  const n = Math.round(prs * scale);
  const r = gateRates(seeded(seed), { ...base, m }, n);
  console.log(`  ${String(m).padStart(2)}  ${String(n).padStart(4)}  ${seed}  ${pct(r.regressionRate).padStart(19)}  ${pct(r.thresholdRate).padStart(18)}  ${r.callsPerScenario.toFixed(2).padStart(18)}  ${String(r.maxRuns).padStart(9)}`);
}

console.log('\nS2: m = 20, one scenario drops from 0.9');
console.log('  to    PRs   seed  drop flagged  PR fails (regression or threshold)  calls per scenario');
for (const to of [0.5, 0.6]) {
  const seed = to === 0.5 ? 2005 : 2006;
  const n = Math.round(1000 * scale);
  const r = gateRates(seeded(seed), { ...base, m: 20, drop: { from: 0.9, to } }, n);
  console.log(`  ${to.toFixed(1)}  ${String(n).padStart(5)}  ${seed}  ${pct(r.dropFlaggedRate ?? 0).padStart(12)}  ${pct(r.failRate).padStart(34)}  ${r.callsPerScenario.toFixed(2).padStart(18)}`);
}

console.log('\nS3: every stated detectable drop, re-run at the stated rate through the same design');
console.log('  m   PRs   seed  stated  caught');
for (const m of [1, 20]) {
  const seed = 3000 + m;
  const n = Math.round((m === 1 ? 2000 : 200) * scale);
  const r = gateRates(seeded(seed), { ...base, m, checkStated: true }, n);
  console.log(`  ${String(m).padStart(2)}  ${String(n).padStart(4)}  ${seed}  ${String(r.statedCaught?.stated ?? 0).padStart(6)}  ${pct(r.statedCaught?.rate ?? 0).padStart(6)}`);
}

/** One coverage grid as a table: threshold × N rows, p columns, and its worst cell. */
function printGrid(title: string, grid: { p: number; n: number; threshold: number; coverage: number }[]): void {
  console.log(`\n${title}`);
  console.log(`  threshold    N   ${[0.5, 0.8, 0.9, 0.95].map((p) => `p=${p}`.padStart(7)).join(' ')}`);
  for (const threshold of [1 / 2, 2 / 3, 1]) {
    for (const n of [3, 5, 10]) {
      const cells = grid.filter((g) => g.threshold === threshold && g.n === n).map((g) => pct(g.coverage).padStart(7));
      console.log(`  ${(threshold === 2 / 3 ? '2/3' : String(threshold)).padStart(9)}  ${String(n).padStart(3)}   ${cells.join(' ')}`);
    }
  }
  console.log(`  worst cell: ${pct(Math.min(...grid.map((g) => g.coverage)))}`);
}

printGrid('Intervals: exact coverage of the reported 95% interval under early stopping (no Monte Carlo error)', coverageGrid());
printGrid('Intervals when the baseline comparison extends the runs (baseline 81/90, family of 20, the PR at rate p)', coverageGrid(true));
