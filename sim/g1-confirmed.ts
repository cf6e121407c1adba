/**
 * The G1 rows' regression column for the gate as it ships (compare.base: auto): a drop against history
 * stands only when the merge base, measured in the same run, confirms it (src/stats/confirm-drop.ts).
 * The second method of issue 31's acceptance ("by `npm run sim` and an independent enumeration") for it,
 * beside sim/g1-exact.ts (the history comparison alone, an upper bound of this).
 *
 * Only the world is sampled, as sim/g1-exact.ts samples it (the same seeds give the same baselines). The
 * PR's side is enumerated exactly. For the PR's day rate q (the day grid of sim/g1-exact.ts), every path
 * of the PR's runs is followed with its probability through the product's own sampling (`atLook` over
 * the threshold test and the history design, src/stats/sequential-policy.ts), to its end. On each path:
 *  - the history comparison flags when its design says drop at any look of the runs made (`firstDecision`);
 *  - the confirmation flags when the same-run design of a base arm with b passes of its runs (confirmRuns)
 *    says drop at any look (`confirmDrop`). Its flag boundary grows with b, so a path's confirmations are
 *    all b ≥ β, the least b that flagged so far: β is carried on the path.
 * The base arm is measured on the PR's day: b ~ Binomial(confirmRuns, q). A scenario is red with
 * probability Σ_q w(q) Σ_paths P(path | q) · [history flagged] · P(b ≥ β | q), and a PR with 1 − Π(1 − fᵢ).
 */
import { ruleFor } from '../src/pipeline/pipeline.js';
import { VERDICT_DEFAULTS } from '../src/config/schema.js';
import { designFor } from '../src/stats/compare-baseline.js';
import { CONFIRM_ALPHA, confirmRuns } from '../src/stats/confirm-drop.js';
import { COMPARISON_SHARE, thresholdAlpha } from '../src/stats/error-budget.js';
import { atLook, type SequentialTest } from '../src/stats/sequential-policy.js';
import type { ComparisonDesign } from '../src/stats/comparison-design.js';
import { DEFAULT_COMPARE, type GateSimSettings } from './gate-sim.js';
import { dayWeights, GRID, overWorlds } from './day-grid.js';


function pmfRow(n: number, p: number): number[] {
  const out: number[] = [];
  const logFact = [0];
  for (let i = 1; i <= n; i++) logFact.push(logFact[i - 1]! + Math.log(i));
  for (let k = 0; k <= n; k++) {
    if (p <= 0) out.push(k === 0 ? 1 : 0);
    else if (p >= 1) out.push(k === n ? 1 : 0);
    else out.push(Math.exp(logFact[n]! - logFact[k]! - logFact[n - k]! + k * Math.log(p) + (n - k) * Math.log(1 - p)));
  }
  return out;
}

/** The confirmation's designs, one per base-arm count b (the same for every world), and β's table. */
export function confirmationTable(set: GateSimSettings, confirmAlpha = CONFIRM_ALPHA, runs = confirmRuns(set.compare)): { K: number; least: (k: number, n: number) => number } {
  const K = runs;
  const cfg = { ...set.compare, alpha: confirmAlpha / COMPARISON_SHARE };
  const designs: ComparisonDesign[] = [];
  for (let b = 0; b <= K; b++) designs.push(designFor({ passes: b, attempted: K, records: 1, sameRun: true }, { planned: set.planned }, cfg, 1));
  const cap = designs[0]!.cap;
  // least[n][k]: the least b whose design flags k passes of n runs (K + 1: none); checked monotone in b.
  const least: Int16Array[] = [];
  for (let n = 0; n <= cap; n++) {
    const row = new Int16Array(n + 1).fill(K + 1);
    for (let k = 0; k <= n; k++) {
      let found = K + 1;
      for (let b = 0; b <= K; b++) {
        const flags = designs[b]!.decide(k, n) === 'drop';
        if (flags && found === K + 1) found = b;
        if (!flags && found !== K + 1) throw new Error(`the confirmation's boundary is not monotone in b at ${k}/${n} (b = ${b})`);
      }
      row[k] = found;
    }
    least.push(row);
  }
  return { K, least: (k, n) => least[n]?.[k] ?? K + 1 };
}

let buffers: [Float64Array, Float64Array] | undefined;
const stepCache = new WeakMap<SequentialTest, WeakMap<ComparisonDesign, ReturnType<typeof makeSteps>>>();
/** The sampling's decisions at each look (they do not depend on the day's rate): computed once per design. */
function stepsOf(threshold: SequentialTest, history: ComparisonDesign) {
  let byHistory = stepCache.get(threshold);
  if (byHistory === undefined) stepCache.set(threshold, (byHistory = new WeakMap()));
  let steps = byHistory.get(history);
  if (steps === undefined) byHistory.set(history, (steps = makeSteps(threshold, history)));
  return steps;
}

function makeSteps(threshold: SequentialTest, history: ComparisonDesign) {
  const tests: SequentialTest[] = [threshold, history];
  const memo = new Map<number, { launch: number; mask: number }>();
  const flags = new Map<number, number>();
  return {
    flags(k: number, n: number): number {
      const key = n * 1024 + k;
      let f = flags.get(key);
      if (f === undefined) flags.set(key, (f = history.decide(k, n) === 'drop' ? 1 : 0));
      return f;
    },
    at(k: number, n: number, mask: number): { launch: number; mask: number } {
      const key = (n * 1024 + k) * 4 + mask;
      let step = memo.get(key);
      if (step === undefined) {
        const s = atLook(tests, [(mask & 1) === 1, (mask & 2) === 2], k, n);
        memo.set(key, (step = { launch: s.launch, mask: (s.open[0] ? 1 : 0) | (s.open[1] ? 2 : 0) }));
      }
      return step;
    },
  };
}

/**
 * For one scenario on a day where the PR's rate is q and the base's qBase (the same for an unchanged
 * PR): P(the history flags) and P(red: the history flags and the base arm confirms). Its threshold test
 * and history design sample the runs (atLook); the path carries whether the history flagged and β. Both
 * tests look at the same run counts (planned, then every LOOK_RUNS, to the cap), so every path at a
 * level has made the same number of runs; a level's states are (passes, open tests, flagged, β).
 */
export function redGivenDay(q: number, planned: number, threshold: SequentialTest, history: ComparisonDesign, table: ReturnType<typeof confirmationTable>, qBase = q): { history: number; red: number } {
  const steps = stepsOf(threshold, history);
  const { K } = table;
  const B = K + 2;
  const cap = Math.max(threshold.cap, history.cap);
  const size = (cap + 1) * 4 * 2 * B;
  const index = (k: number, mask: number, flagged: number, beta: number) => ((k * 4 + mask) * 2 + flagged) * B + beta;
  // Two dense levels, swapped; only the touched entries are visited (and zeroed once read, so every call
  // leaves them zero and the next one reuses them).
  if (buffers?.[0].length !== size) buffers = [new Float64Array(size), new Float64Array(size)];
  let [level, next] = buffers;
  let touched: number[] = [];
  const first = pmfRow(planned, q);
  for (let k = 0; k <= planned; k++) {
    const at = index(k, 3, 0, K + 1);
    level[at] = first[k]!;
    touched.push(at);
  }
  const tail = pmfRow(K, qBase);
  const atLeast = new Float64Array(K + 2);
  for (let b = K; b >= 0; b--) atLeast[b] = atLeast[b + 1]! + tail[b]!;
  let red = 0;
  let flaggedMass = 0;
  let n = planned;
  const batches = new Map<number, number[]>();
  while (touched.length > 0) {
    const nextTouched: number[] = [];
    let nextN = -1;
    for (const at of touched) {
      const prob = level[at]!;
      level[at] = 0;
      if (prob < 1e-16) continue;
      const beta = at % B;
      const rest = (at - beta) / B;
      const f = rest % 2;
      const km = (rest - f) / 2;
      const mask = km % 4;
      const k = (km - mask) / 4;
      const flagged = f === 1 || steps.flags(k, n) === 1 ? 1 : 0;
      const b2 = Math.min(beta, table.least(k, n));
      const step = steps.at(k, n, mask);
      if (step.launch === 0) {
        if (flagged === 1) {
          flaggedMass += prob;
          red += prob * atLeast[b2]!;
        }
        continue;
      }
      if (nextN === -1) nextN = n + step.launch;
      else if (nextN !== n + step.launch) throw new Error(`paths at ${n} runs launch to ${nextN} and ${n + step.launch}`);
      let pmf = batches.get(step.launch);
      if (pmf === undefined) batches.set(step.launch, (pmf = pmfRow(step.launch, q)));
      for (let j = 0; j <= step.launch; j++) {
        const to = index(k + j, step.mask, flagged, b2);
        if (next[to] === 0) nextTouched.push(to);
        next[to]! += prob * pmf[j]!;
      }
    }
    [level, next] = [next, level];
    touched = nextTouched;
    n = nextN;
  }
  return { history: flaggedMass, red };
}

/** The chance that an unchanged PR is red on regression through the confirmed gate, over `baselines` sampled worlds. */
export function confirmedRegressionRate(seed: number, set: GateSimSettings, baselines: number): { rate: number; se: number } {
  const table = confirmationTable(set);
  const rule = ruleFor({ runs: set.planned, threshold: set.threshold, verdict: 'test', tolerance: VERDICT_DEFAULTS.tolerance, maxRuns: VERDICT_DEFAULTS.max_runs }, thresholdAlpha(set.compare.alpha, set.m, set.m));
  if (rule.kind !== 'test') throw new Error('the G1 rows use the threshold test');
  const memo = new Map<ComparisonDesign, Map<number, number>>();
  return overWorlds(seed, set, baselines, (p, base) => {
    const design = designFor(base, { planned: set.planned }, set.compare, set.m);
    let byDay = memo.get(design);
    if (byDay === undefined) memo.set(design, (byDay = new Map()));
    const weights = dayWeights(p, set);
    let f = 0;
    for (let j = 0; j <= GRID; j++) {
      if (weights[j]! <= 1e-12) continue;
      let r = byDay.get(j);
      if (r === undefined) byDay.set(j, (r = redGivenDay(j / GRID, set.planned, rule.test, design, table).red));
      f += weights[j]! * r;
    }
    return f;
  });
}

/**
 * G3's 0.9 → 0.6 clause exactly (sim/g3-exact.ts's setting: baseline 81/90 over 3 records, a family of
 * 20, the PR's day ± 0.05 on a normal grid), through the product's sampling: how often the history flags
 * the drop, and how often it stays red once the base arm measured on the same day must confirm it.
 */
export function g3Confirmed(from = 0.9, to = 0.6, confirmAlpha = CONFIRM_ALPHA, runs?: number): { history: number; confirmed: number } {
  const set: GateSimSettings = { m: 20, records: 3, daySd: 0.05, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };
  const table = confirmationTable(set, confirmAlpha, runs ?? confirmRuns(set.compare));
  const rule = ruleFor({ runs: 3, threshold: 2 / 3, verdict: 'test', tolerance: VERDICT_DEFAULTS.tolerance, maxRuns: VERDICT_DEFAULTS.max_runs }, thresholdAlpha(set.compare.alpha, 20, 20));
  if (rule.kind !== 'test') throw new Error('the threshold test');
  const design = designFor({ passes: 81, attempted: 90, records: 3 }, { planned: 3 }, set.compare, 20);
  let history = 0;
  let confirmed = 0;
  let w = 0;
  for (let i = 0; i <= 40; i++) {
    const z = -4 + i * 0.2;
    const weight = Math.exp((-z * z) / 2);
    const r = redGivenDay(Math.min(1, Math.max(0, to + 0.05 * z)), 3, rule.test, design, table, Math.min(1, Math.max(0, from + 0.05 * z)));
    history += weight * r.history;
    confirmed += weight * r.red;
    w += weight;
  }
  return { history: history / w, confirmed: confirmed / w };
}

/**
 * `npx tsx sim/g1-confirmed.ts`: the trade-off behind CONFIRM_ALPHA and CONFIRM_RUNS (src/stats/confirm-drop.ts):
 * G3's 0.9 → 0.6 among 20, exactly, red once confirmed, for each level and base-arm size.
 */
if (process.argv[1]?.endsWith('g1-confirmed.ts')) {
  const levels = [0.05, 0.1, 0.2, 0.3];
  console.log('G3 0.9 → 0.6 among 20, exactly: flagged by the history alone, and red once confirmed (level × base-arm runs)');
  console.log(`  ${'runs'.padEnd(6)}${levels.map((a) => `level ${a}`.padStart(12)).join('')}`);
  console.log(`  ${'none'.padEnd(6)}${levels.map(() => `${(g3Confirmed(0.9, 0.6, 0.2, 25).history * 100).toFixed(2)}%`.padStart(12)).join('')}`);
  for (const runs of [25, 40, 60]) console.log(`  ${String(runs).padEnd(6)}${levels.map((a) => `${(g3Confirmed(0.9, 0.6, a, runs).confirmed * 100).toFixed(2)}%`.padStart(12)).join('')}`);
}
