/**
 * An outside reference for src/stats: random cases computed in TypeScript (seeded), checked in Python against
 * scipy (binomial tails, Clopper–Pearson) and an independent numpy computation of the sequential designs'
 * error rates (dynamic programme on every design, Monte Carlo of 10^5 paths on a subset). Needs scipy, which
 * the lane's global setup installs into .cache/py; the product itself never runs Python.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { binomialCases, designCases, intervalCases } from './reference-cases.js';

const SEED = 20261127;
const setup = inject('realModel');

const Worst = z.record(z.string(), z.unknown()).nullable();
const Result = z.object({
  binomial: z.object({ cases: z.number(), maxAbsError: z.number(), worst: Worst }),
  interval: z.object({ cases: z.number(), maxAbsError: z.number(), worst: Worst, binomtestCases: z.number(), binomtestMaxAbsError: z.number(), binomtestWorst: Worst }),
  designs: z.object({
    cases: z.number(),
    threshold: z.number(),
    comparison: z.number(),
    operatingCases: z.number(),
    mismatches: z.object({ accept: z.number(), acceptTies: z.number(), flagAtMost: z.number(), flagAtMostTies: z.number() }),
    maxAbsError: z.object({ nullFlagRate: z.number(), flag: z.number(), expectedRuns: z.number() }),
    worstFlag: Worst,
    nullFlagAboveAlpha: z.number(),
    monteCarlo: z.object({ designs: z.number(), paths: z.number(), checks: z.number(), maxZ: z.number(), worst: Worst }),
  }),
  versions: z.record(z.string(), z.string()),
  seconds: z.number(),
  marks: z.record(z.string(), z.number()),
});

const fmt = (x: number) => x.toExponential(2);

describe.skipIf(setup.skipReference !== undefined)('src/stats against scipy (outside reference)', () => {
  it('binomial tails, Clopper–Pearson intervals and the sequential designs agree with scipy and numpy', () => {
    const started = performance.now();
    const cases = {
      seed: SEED,
      mcPaths: 100_000,
      mcEvery: 8,
      ciEvery: 10,
      binomial: binomialCases(SEED, 10_000),
      interval: intervalCases(SEED + 1, 10_000),
      designs: designCases(SEED + 2, 240, 120),
    };
    const tsSeconds = (performance.now() - started) / 1000;
    const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-reference-'));
    const casesFile = path.join(dir, 'cases.json');
    const resultFile = path.join(dir, 'result.json');
    writeFileSync(casesFile, JSON.stringify(cases));
    const py = spawnSync('python3', [path.join(import.meta.dirname, 'stats_reference.py'), casesFile, resultFile], {
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: setup.pythonPath ?? '' },
      timeout: 180_000,
    });
    expect(py.status, `stats_reference.py failed:\n${py.stdout}\n${py.stderr}`).toBe(0);
    const r = Result.parse(JSON.parse(readFileSync(resultFile, 'utf8')));
    const d = r.designs;
    console.log(
      [
        `[reference] scipy ${r.versions.scipy}, numpy ${r.versions.numpy}, Python ${r.versions.python}; cases made in ${tsSeconds.toFixed(1)} s (TypeScript), checked in ${r.seconds} s (Python; ${JSON.stringify(r.marks)})`,
        `[reference] binomialCdf vs scipy.stats.binom.cdf: ${r.binomial.cases} cases, worst |error| ${fmt(r.binomial.maxAbsError)} ${JSON.stringify(r.binomial.worst)}`,
        `[reference] exactInterval vs scipy.stats.beta.ppf (Clopper–Pearson's quantiles): ${r.interval.cases} cases, worst |error| ${fmt(r.interval.maxAbsError)} ${JSON.stringify(r.interval.worst)}`,
        `[reference] exactInterval vs scipy.stats.binomtest(k, n).proportion_ci(method='exact'): ${r.interval.binomtestCases} of them, worst |error| ${fmt(r.interval.binomtestMaxAbsError)}`,
        `[reference] sequential designs: ${d.cases} (${d.threshold} threshold tests, ${d.comparison} comparisons), ${d.operatingCases} operating points; boundaries r(n) recalibrated: ${d.mismatches.flagAtMost} mismatches (${d.mismatches.flagAtMostTies} floating-point ties); accept rules: ${d.mismatches.accept} mismatches (${d.mismatches.acceptTies} ties)`,
        `[reference] independent DP: worst |error| null flag rate ${fmt(d.maxAbsError.nullFlagRate)}, operating flag ${fmt(d.maxAbsError.flag)}, expected runs ${fmt(d.maxAbsError.expectedRuns)}; null flag rate above α: ${d.nullFlagAboveAlpha}`,
        `[reference] Monte Carlo: ${d.monteCarlo.designs} designs × ${d.monteCarlo.paths} paths, ${d.monteCarlo.checks} checks, worst |z| ${d.monteCarlo.maxZ.toFixed(2)} ${JSON.stringify(d.monteCarlo.worst)}`,
      ].join('\n'),
    );
    expect(r.binomial.cases).toBeGreaterThanOrEqual(10_000);
    expect(r.interval.cases).toBeGreaterThanOrEqual(10_000);
    expect(r.binomial.maxAbsError).toBeLessThan(1e-10);
    expect(r.interval.maxAbsError).toBeLessThan(1e-8);
    expect(r.interval.binomtestCases).toBeGreaterThanOrEqual(1_000);
    expect(r.interval.binomtestMaxAbsError).toBeLessThan(1e-8);
    expect(d.mismatches.flagAtMost).toBe(0);
    expect(d.mismatches.accept).toBe(0);
    expect(d.nullFlagAboveAlpha).toBe(0);
    // Ties decided differently in the last bits would move the DP: the errors below would show it.
    expect(d.maxAbsError.nullFlagRate).toBeLessThan(1e-10);
    expect(d.maxAbsError.flag).toBeLessThan(1e-10);
    expect(d.maxAbsError.expectedRuns).toBeLessThan(1e-8);
    expect(d.monteCarlo.paths).toBeGreaterThanOrEqual(100_000);
    expect(d.monteCarlo.maxZ).toBeLessThan(5);
  });
});
