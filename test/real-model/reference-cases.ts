/**
 * Random cases for the outside reference of src/stats (test/real-model/stats_reference.py checks them with
 * scipy and numpy). Seeded: the same seed gives the same cases. What TypeScript computed is in each case; the
 * Python side recomputes it from the inputs alone.
 */
import { binomialCdf } from '../../src/stats/binomial.js';
import { exactInterval } from '../../src/stats/interval.js';
import { createThresholdTest, PASS_CONFIDENCE } from '../../src/stats/threshold-test.js';
import { createComparisonDesign } from '../../src/stats/comparison-design.js';
import { nullPrior } from '../../src/stats/null-prior.js';

/** mulberry32: a small seeded PRNG (the cases must not depend on Math.random). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** A p in (0, 1), often near the ends, where tail sums are hardest. */
function prob(r: () => number): number {
  const u = r();
  if (u < 0.1) return 10 ** -(1 + r() * 7); // 1e-8 … 0.1
  if (u < 0.2) return 1 - 10 ** -(1 + r() * 7);
  return 0.001 + r() * 0.998;
}

export interface BinomialCase { c: number; n: number; p: number; ts: number }
export interface IntervalCase { k: number; n: number; level: number; low: number; high: number }
export interface DesignCase {
  kind: 'threshold' | 'comparison';
  looks: number[];
  cap: number;
  alpha: number;
  /** r(n) at each look, as TypeScript computed it. */
  flagAtMost: number[];
  /** Whether the test stops without flagging (before the cap's own stop) at each look, k = 0..n; false in the flag region. */
  accepts: boolean[][];
  /** What the Python side needs to recompute the accept rule and the null on its own. */
  threshold?: { theta: number; tolerance: number; passConfidence: number };
  comparison?: { nullMean: number; delta: number; beta: number; predictive: number[][] };
  nullFlagRate: number;
  operating: { p: number; flag: number; expectedRuns: number }[];
}

export function binomialCases(seed: number, count: number): BinomialCase[] {
  const r = rng(seed);
  return Array.from({ length: count }, () => {
    const n = r() < 0.7 ? int(r, 1, 60) : int(r, 61, 1000);
    const c = int(r, -1, n);
    const p = prob(r);
    return { c, n, p, ts: binomialCdf(c, n, p) };
  });
}

export function intervalCases(seed: number, count: number): IntervalCase[] {
  const r = rng(seed);
  return Array.from({ length: count }, () => {
    const n = r() < 0.7 ? int(r, 1, 40) : int(r, 41, 400);
    const k = r() < 0.15 ? pick(r, [0, n]) : int(r, 0, n);
    const level = r() < 0.5 ? pick(r, [0.8, 0.9, 0.95, 0.98, 0.99]) : 0.5 + r() * 0.499;
    const { low, high } = exactInterval(k, n, level);
    return { k, n, level, low, high };
  });
}

function acceptTable(looks: readonly number[], accepts: (k: number, n: number) => boolean): boolean[][] {
  return looks.map((n) => Array.from({ length: n + 1 }, (_, k) => accepts(k, n)));
}

export function designCases(seed: number, thresholdCount: number, comparisonCount: number): DesignCase[] {
  const r = rng(seed);
  const out: DesignCase[] = [];
  for (let i = 0; i < thresholdCount; i++) {
    const theta = r() < 0.7 ? pick(r, [1 / 2, 2 / 3, 3 / 4, 0.8, 0.9, 0.95, 1]) : 0.3 + r() * 0.7;
    const tolerance = pick(r, [0, 0.05, 0.1, 0.1, 0.2]);
    const alpha = r() < 0.6 ? pick(r, [0.05, 0.025, 0.01, 0.0025]) : 10 ** -(1 + r() * 3);
    const planned = int(r, 1, 10);
    const cap = planned + int(r, 0, 50);
    const look = pick(r, [1, 2, 3, 3, 5]);
    const t = createThresholdTest({ threshold: theta, tolerance, alpha, planned, cap, look });
    const ps = [theta, Math.max(0, theta - tolerance), Math.max(0, theta - 0.2), r()];
    out.push({
      kind: 'threshold',
      looks: [...t.looks],
      cap: t.cap,
      alpha,
      flagAtMost: t.looks.map((n) => flagAtMostOf((k) => t.decide(k, n) === 'fail', n)),
      accepts: acceptTable(t.looks, (k, n) => t.decide(k, n) === 'pass'),
      threshold: { theta, tolerance, passConfidence: PASS_CONFIDENCE },
      nullFlagRate: t.falseFailRate,
      operating: ps.map((p) => {
        const o = t.operating(p);
        return { p, flag: o.fail, expectedRuns: o.expectedRuns };
      }),
    });
  }
  for (let i = 0; i < comparisonCount; i++) {
    const runs = int(r, 3, 90);
    const baseline = { passes: int(r, 0, runs), runs };
    const alpha = r() < 0.6 ? pick(r, [0.05, 0.025, 0.0125, 0.005]) : 10 ** -(1 + r() * 2.5);
    const delta = 0.1 + r() * 0.4;
    const beta = 0.1 + r() * 0.2;
    const planned = int(r, 1, 10);
    const maxRuns = planned + int(r, 0, 40);
    const look = pick(r, [1, 2, 3, 3, 5]);
    const betweenSd = r() < 0.3 ? 0 : r() * 0.2;
    const baselineRecords = int(r, 1, 5);
    const d = createComparisonDesign({ baseline, alpha, delta, beta, maxRuns, betweenSd, baselineRecords, planned, look });
    const prior = nullPrior(baseline, betweenSd, baselineRecords);
    const predictive = Array.from({ length: d.cap }, (_, n) => Array.from({ length: n + 1 }, (_, k) => prior.predictive(n, k)));
    const ps = [d.nullMean, Math.max(0, d.nullMean - delta), Math.max(0, d.nullMean - 0.1), r()];
    out.push({
      kind: 'comparison',
      looks: [...d.looks],
      cap: d.cap,
      alpha,
      flagAtMost: d.looks.map((n) => d.flagAtMost[n]!),
      accepts: acceptTable(d.looks, (k, n) => d.decide(k, n) === 'no-drop'),
      comparison: { nullMean: d.nullMean, delta, beta, predictive },
      nullFlagRate: d.nullFlagRate,
      operating: ps.map((p) => ({ p, ...d.operating(p) })),
    });
  }
  return out;
}

/** The largest k the decision flags at n (−1 when none): flags are the counts 0..r. */
function flagAtMostOf(flags: (k: number) => boolean, n: number): number {
  let r = -1;
  for (let k = 0; k <= n; k++) if (flags(k)) r = k;
  return r;
}
