/**
 * `npm run sim`: the seeded simulations behind docs/statistics.md (issue "Green means green", G1–G6 and
 * G8), printed as tables.
 *   npm run sim            every table
 *   npm run sim -- --quick fewer PRs per cell (about a quarter of the time)
 * Every figure is reproducible: the seeds are fixed and printed. The PRs are sampled and judged by the
 * product's own functions (the threshold test, the comparison, the policies, attachComparisons), with
 * baselines built as the shipped push and schedule runs build them (sim/gate-sim.ts).
 * A full run (no --quick, no --only) also writes what it prints to sim/output/gate.txt, committed: the seeded
 * figures of README.md are read from it by `npm run figures` (sim/figures.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEFAULT_COMPARE, gateRates, type GateSimSettings } from './gate-sim.js';
import { pushRates } from './push-sim.js';
import { coverageGrid } from './interval-coverage.js';
import { seeded } from './random.js';
import { g3Exact } from './g3-exact.js';
import { printRerunTable } from './rerun-sim.js';
import { printThresholdDayTable } from './threshold-day.js';

const quick = process.argv.includes('--quick');
/** `--only TEXT`: just the G1 rows whose label holds TEXT, at full size (e.g. --only 'sd 0.08'). */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const scale = quick ? 0.25 : 1;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const n = (prs: number) => Math.max(20, Math.round(prs * scale));
const printed: string[] = [];
const print = console.log.bind(console);
console.log = (...args: unknown[]) => {
  printed.push(args.map(String).join(' '));
  print(...args);
};
const base: Omit<GateSimSettings, 'm'> = { records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };

console.log('context-eval simulations (seeded; docs/statistics.md)');
console.log(`compare settings: ${JSON.stringify(DEFAULT_COMPARE)}`);
console.log('setting: true pass rates drawn from {0.8, 0.9, 0.95, 1.0}; 3 baseline records (1 push + 2 nightly, each compare.baseline_runs runs);');
console.log("         N = 3, threshold 2/3, tolerance 0.1, max_runs 150; day-to-day sd 0.05 of every scenario's rate on every day (each record and the PR)\n");

function row(label: string, seed: number, set: GateSimSettings, prs: number): void {
  if (only !== undefined && !label.includes(only)) return;
  const r = gateRates(seeded(seed), set, prs);
  const cells = [pct(r.failRate), pct(r.thresholdRate), pct(r.regressionRate), pct(r.noDropRate), r.callsPerScenario.toFixed(2), String(r.maxRuns)];
  console.log(`  ${label.padEnd(48)} ${String(prs).padStart(5)} ${String(seed).padStart(5)}  ${cells.map((c, i) => c.padStart([8, 9, 10, 8, 7, 5][i]!)).join(' ')}`);
}

console.log('G1, G4, G5: PRs that change no true pass rate (target: red ≤ 5%; no-drop ≥ 80% of compared; calls ≤ 12)');
console.log(`  ${'setting'.padEnd(48)} ${'PRs'.padStart(5)} ${'seed'.padStart(5)}  ${'red'.padStart(8)} ${'threshold'.padStart(9)} ${'regression'.padStart(10)} ${'no-drop'.padStart(8)} ${'calls'.padStart(7)} ${'most'.padStart(5)}`);
for (const [m, prs] of [[1, 2000], [10, 400], [20, 300], [50, 100]] as const) row(`m = ${m}`, 1000 + m, { ...base, m }, n(prs));
row('m = 20, every rate 0.8', 1101, { ...base, m: 20, rates: Array.from({ length: 20 }, () => 0.8) }, n(200));
row('m = 1, every rate 0.8', 1102, { ...base, m: 1, rates: [0.8] }, n(2000));
row('m = 20, one pooled baseline record', 1103, { ...base, m: 20, records: 1 }, n(200));
row('m = 1, one pooled baseline record', 1104, { ...base, m: 1, records: 1 }, n(2000));
row('m = 1, true day-to-day sd 0.08', 1105, { ...base, m: 1, daySd: 0.08 }, n(2000));
row('m = 20, true day-to-day sd 0.08', 1106, { ...base, m: 20, daySd: 0.08 }, n(200));
// Issue 31 item 2: scenarios that hold their threshold in the long run, on a day that is not theirs.
const seventy = (m: number) => Array.from({ length: m }, () => 0.7);
row('m = 1, every rate 0.70', 1111, { ...base, m: 1, rates: seventy(1) }, n(2000));
row('m = 20, every rate 0.70', 1112, { ...base, m: 20, rates: seventy(20) }, n(300));
row('m = 1, true day-to-day sd 0.12', 1113, { ...base, m: 1, daySd: 0.12 }, n(2000));
row('m = 20, true day-to-day sd 0.12', 1114, { ...base, m: 20, daySd: 0.12 }, n(200));
row('m = 20, logit day sd 0.05 at 0.9', 1115, { ...base, m: 20, dayShape: 'logit' }, n(200));
row('m = 20, t3 day effect sd 0.08', 1116, { ...base, m: 20, daySd: 0.08, dayShape: 't3' }, n(200));
row('m = 1, every rate 0.70, sd 0.12', 1117, { ...base, m: 1, daySd: 0.12, rates: seventy(1) }, n(2000));
row('m = 20, every rate 0.70, sd 0.12', 1118, { ...base, m: 20, daySd: 0.12, rates: seventy(20) }, n(200));
// Issue 31 item 2: the shipped workflows record on every push and every night, so the default pool of 5 records is often 2 days.
row('m = 20, 5 records bunched in 2 days, day sd 0.08', 1119, { ...base, m: 20, records: 5, recordDays: 2, daySd: 0.08 }, n(200));
row('m = 20, plain run (no baseline)', 1107, { ...base, m: 20, records: 0 }, n(300));
row('m = 20, verdict: count (no error control)', 1108, { ...base, m: 20, verdict: 'count' }, n(300));
if (only !== undefined) process.exit(0);

console.log('\nG2, G3: m = 20, one scenario off (target: G2 ≥ 80% at 0.47, ≥ 95% at 0.37; G3 flagged ≥ 80% at 0.9 → 0.5, red ≥ 80% at 0.9 → 0.6)');
console.log('  case                           PRs  seed       red  threshold  flagged');
const off: [string, number, Partial<GateSimSettings>][] = [
  ['steady at 0.47 (threshold − 0.2)', 2001, { steady: { index: 0, rate: 0.47 } }],
  ['steady at 0.37 (threshold − 0.3)', 2002, { steady: { index: 0, rate: 0.37 } }],
  ['drop 0.9 → 0.5', 2005, { drop: { from: 0.9, to: 0.5 } }],
  ['drop 0.9 → 0.6', 2006, { drop: { from: 0.9, to: 0.6 } }],
];
for (const [label, seed, extra] of off) {
  const prs = n(300);
  const r = gateRates(seeded(seed), { ...base, m: 20, ...extra }, prs);
  console.log(`  ${label.padEnd(30)} ${String(prs).padStart(4)} ${String(seed).padStart(5)} ${pct(r.failRate).padStart(9)} ${pct(r.thresholdRate).padStart(10)} ${(r.dropFlaggedRate === undefined ? '-' : pct(r.dropFlaggedRate)).padStart(8)}`);
}

console.log('\nG3 exact: one of 20 compared scenarios drops 0.9 → 0.6 (baseline 81/90 over 3 records; the PR\'s day ± 0.05 averaged; no sampling error)');
for (const r of g3Exact()) console.log(`  ${r.label.padEnd(52)} flagged ${pct(r.flag).padStart(6)}  runs ${r.expectedRuns.toFixed(0).padStart(4)}`);

console.log('\nS3: every stated detectable drop, re-run at the stated rate through the same design (target: caught 80%)');
console.log('  m   PRs   seed  stated  caught');
for (const m of [1, 20]) {
  const seed = 3000 + m;
  const prs = n(m === 1 ? 1000 : 100);
  const r = gateRates(seeded(seed), { ...base, m, checkStated: true }, prs);
  console.log(`  ${String(m).padStart(2)}  ${String(prs).padStart(4)}  ${seed}  ${String(r.statedCaught?.stated ?? 0).padStart(6)}  ${pct(r.statedCaught?.rate ?? 0).padStart(6)}`);
}

console.log('\nG6: 10 pushes to one PR, each rewording one of 4 roles (20 scenarios; no true rate changes); the response cache on (target: red at least once ≤ 10%)');
{
  const prs = n(200);
  const r = pushRates(seeded(6006), { roles: 4, perRole: 5, pushes: 10, daySd: 0.05 }, prs);
  console.log(`  PRs ${prs}, seed 6006: red at least once ${pct(r.redAtLeastOnce)}; red pushes ${pct(r.redPerPush)}; re-running the last push: identical verdicts in ${pct(r.rerunIdentical)}, ${r.rerunFreshSamples} new samples`);
}

/** One coverage grid as a table: threshold × N rows, p columns, and its worst cell. */
function printGrid(title: string, grid: { p: number; n: number; threshold: number; coverage: number }[]): void {
  console.log(`\n${title}`);
  console.log(`  threshold    N   ${[0.5, 0.8, 0.9, 0.95].map((p) => `p=${p}`.padStart(7)).join(' ')}`);
  for (const threshold of [1 / 2, 2 / 3, 1]) {
    for (const runs of [3, 5, 10]) {
      const cells = grid.filter((g) => g.threshold === threshold && g.n === runs).map((g) => pct(g.coverage).padStart(7));
      console.log(`  ${(threshold === 2 / 3 ? '2/3' : String(threshold)).padStart(9)}  ${String(runs).padStart(3)}   ${cells.join(' ')}`);
    }
  }
  console.log(`  worst cell: ${pct(Math.min(...grid.map((g) => g.coverage)))}`);
}

printGrid('G8: exact coverage of the reported 95% interval under the threshold test\'s sampling (no Monte Carlo error; target ≥ 95%)', coverageGrid());
printGrid('G8: the same when the baseline comparison extends the runs (baseline 81/90 over 3 records, a family of 20)', coverageGrid(true));

printRerunTable(seeded, DEFAULT_COMPARE, scale);

// Exact, no sampling error; a few minutes, so the full run only (alone: npx tsx sim/threshold-day.ts).
if (quick) console.log('\nT-day (issue 31 item 2): full run only, or npx tsx sim/threshold-day.ts');
else printThresholdDayTable();

if (!quick) {
  mkdirSync(new URL('output/', import.meta.url), { recursive: true });
  writeFileSync(new URL('output/gate.txt', import.meta.url), `${printed.join('\n')}\n`);
  print('\nwritten: sim/output/gate.txt (then npm run figures)');
}
