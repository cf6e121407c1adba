/**
 * The G1 rows' regression column by a second method (issue 31 acceptance: "by `npm run sim` and an
 * independent enumeration"). `npm run sim` samples every run of every PR; here only the world is sampled
 * (each scenario's rate and its baseline records, built by the shipped workflows' own functions, as
 * sim/gate-sim.ts builds them), and the PR's side is computed exactly: for each scenario, the chance that
 * its comparison flags a drop is the design's operating curve (src/stats/comparison-design.ts, the same
 * design `decideComparison` uses: `designFor`) averaged over the world's day effect for the PR's day (a
 * normal, t₃ or logit-normal, on a grid of rates 1/400 apart with the clipped tails as atoms at 0 and 1).
 * The scenarios' PR days are independent given the baseline, and each comparison spends its own share of
 * α, so a PR is flagged with probability 1 − Π(1 − fᵢ). What is left is the sampling error of the
 * baselines only (printed as ± one standard error).
 *
 *   npm run sim:exact                  every row (about 50 minutes on a shared 2-core machine), the gate as it
 *                                      ships beside the history's bound (sim/g1-confirmed.ts), the t₃ row
 *                                      against a heavier-tailed null, and G3 with the confirmation; writes
 *                                      sim/output/g1-exact.txt
 *   npx tsx sim/g1-exact.ts --only t3  the rows whose label holds "t3" (printed only)
 */
import { daysOf, designFor } from '../src/stats/compare-baseline.js';
import { createComparisonDesign } from '../src/stats/comparison-design.js';
import { dayEffectFor } from '../src/stats/day-effect.js';
import { LOOK_RUNS } from '../src/stats/threshold-test.js';
import { DEFAULT_COMPARE, type GateSimSettings } from './gate-sim.js';
import { g3Flag } from './g3-exact.js';
import { dayWeights, GRID, overWorlds } from './day-grid.js';
import { confirmedRegressionRate, g3Confirmed } from './g1-confirmed.js';
import { writeFileSync } from 'node:fs';


type Design = ReturnType<typeof designFor>;
const variants = new Map<string, Design>();
/**
 * designFor's design with the day effect's degrees of freedom replaced by `dayDf` (a variant the product
 * does not use, for the trade-off in docs/statistics.md § 1.2); the same inputs otherwise.
 */
function designWithDf(base: Parameters<typeof designFor>[0], set: GateSimSettings, dayDf: number): Design {
  const day = dayEffectFor(set.compare.day_to_day_sd, daysOf(base), base.suiteSpread);
  const input = {
    baseline: { passes: base.passes, runs: base.attempted },
    alpha: designFor(base, { planned: set.planned }, set.compare, set.m).input.alpha,
    delta: set.compare.delta,
    beta: set.compare.beta,
    maxRuns: Math.max(set.compare.max_runs, set.planned),
    betweenSd: day.sd,
    dayDf,
    baselineRecords: base.days ?? base.records ?? 1,
    planned: set.planned,
    look: LOOK_RUNS,
  };
  const key = JSON.stringify(input);
  let d = variants.get(key);
  if (d === undefined) variants.set(key, (d = createComparisonDesign(input)));
  return d;
}
const flagCache = new WeakMap<Design, Map<number, number>>();
function flagAt(design: Design, j: number): number {
  let m = flagCache.get(design);
  if (!m) flagCache.set(design, (m = new Map()));
  let f = m.get(j);
  if (f === undefined) m.set(j, (f = design.operating(j / GRID).flag));
  return f;
}

/** The chance that an unchanged PR is flagged on regression, averaged over `baselines` sampled worlds. */
export function exactRegressionRate(seed: number, set: GateSimSettings, baselines: number, dayDf?: number): { rate: number; se: number } {
  return overWorlds(seed, set, baselines, (p, base) => {
    const design = dayDf === undefined ? designFor(base, { planned: set.planned }, set.compare, set.m) : designWithDf(base, set, dayDf);
    const w = dayWeights(p, set);
    let flag = 0;
    for (let j = 0; j <= GRID; j++) if (w[j]! > 1e-12) flag += w[j]! * flagAt(design, j);
    return flag;
  });
}

/** The confirmed column is enumerated where the history's bound is above this (it costs about 0.6 s a design). */
const CONFIRMED_FROM = 0.025;

const base: Omit<GateSimSettings, 'm'> = { records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };
const seventy = (m: number) => Array.from({ length: m }, () => 0.7);
/** The G1 rows of issue 31 (sim/index.ts's labels and settings), with the baselines each is averaged over. */
export const ROWS: [string, GateSimSettings, number][] = [
  ['m = 1', { ...base, m: 1 }, 2000],
  ['m = 20', { ...base, m: 20 }, 300],
  ['m = 1, every rate 0.70', { ...base, m: 1, rates: seventy(1) }, 2000],
  ['m = 20, every rate 0.70', { ...base, m: 20, rates: seventy(20) }, 300],
  ['m = 1, true day-to-day sd 0.12', { ...base, m: 1, daySd: 0.12 }, 2000],
  ['m = 20, true day-to-day sd 0.12', { ...base, m: 20, daySd: 0.12 }, 300],
  ['m = 20, logit day sd 0.05 at 0.9', { ...base, m: 20, dayShape: 'logit' }, 300],
  ['m = 20, t3 day effect sd 0.08', { ...base, m: 20, daySd: 0.08, dayShape: 't3' }, 300],
  ['m = 20, 5 records bunched in 2 days, day sd 0.08', { ...base, m: 20, records: 5, recordDays: 2, daySd: 0.08 }, 300],
];

if (process.argv[1]?.endsWith('g1-exact.ts')) {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const printed: string[] = [];
  const say = (line: string) => {
    printed.push(line);
    console.log(line);
  };
  say('G1 regression column, the PR enumerated exactly (seeded baselines; ± one standard error of the baselines)');
  say('  history: the comparison with history alone, an upper bound of the gate (a drop must be flagged by it);');
  say('  the gate: as it ships (compare.base: auto), the drop confirmed by the merge base measured on the same day (sim/g1-confirmed.ts),');
  say(`  enumerated where the bound is above ${pct(CONFIRMED_FROM)} (elsewhere the bound settles the row)`);
  say(`  ${'setting'.padEnd(50)} ${'worlds'.padStart(6)} ${'history'.padStart(14)} ${'the gate'.padStart(14)}`);
  ROWS.forEach(([label, set, baselines], i) => {
    if (only !== undefined && !label.includes(only)) return;
    const r = exactRegressionRate(5000 + i, set, baselines);
    const gate = r.rate > CONFIRMED_FROM || label === 'm = 1' ? confirmedRegressionRate(5000 + i, set, baselines) : undefined;
    const cell = (x: { rate: number; se: number }) => `${pct(x.rate)} ± ${pct(x.se)}`.padStart(14);
    say(`  ${label.padEnd(50)} ${String(baselines).padStart(6)} ${cell(r)} ${gate === undefined ? `≤ ${pct(r.rate)}`.padStart(14) : cell(gate)}`);
  });
  if (only === undefined) {
    // The t₃ row against the power it would cost: the null's tails as a t₄ (the heaviest dayEffectCdf has).
    say('\nThe t3 row and the power a heavier-tailed null would cost (not used: docs/statistics.md § 1.2)');
    say(`  ${'null'.padEnd(20)} ${'t3 row'.padStart(14)}  G3 exact 0.9 → 0.6 flagged`);
    const t3 = ROWS.findIndex(([label]) => label.includes('t3'));
    const [, set, baselines] = ROWS[t3]!;
    for (const df of [6, 4]) {
      const r = exactRegressionRate(5000 + t3, set, baselines, df === 6 ? undefined : df);
      say(`  ${(df === 6 ? 't6 (the product)' : `t${df}`).padEnd(20)} ${`${pct(r.rate)} ± ${pct(r.se)}`.padStart(14)}  ${pct(g3Flag(df).flag).padStart(6)}`);
    }
    say('\nG3 exact through the product\'s sampling (sim/g1-confirmed.ts): flagged by the history alone, and red once the base measured on the same day must confirm');
    for (const [from, to] of [[0.9, 0.6], [0.9, 0.5]] as const) {
      const g = g3Confirmed(from, to);
      say(`  ${`${from} → ${to}`.padEnd(12)} history ${pct(g.history).padStart(6)}   the gate ${pct(g.confirmed).padStart(6)}`);
    }
    writeFileSync(new URL('./output/g1-exact.txt', import.meta.url), `${printed.join('\n')}\n`);
  }
}
