/**
 * The drift detectors against run-to-run noise (issue 8, item 4): what a careful user measured on the old
 * raw-threshold detectors, as tests. Histories are seeded, so every case is reproducible.
 */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { detectDrift } from '../../src/drift/detect.js';
import { seededRandom } from '../../sim/random.js';
import { stableTruth, syntheticHistory } from '../../sim/synth.js';
import { makeRecord, sha } from '../history/make-record.js';

const CFG = DriftSchema.parse({});

describe('a single outlier run', () => {
  it('in a record of otherwise steady runs fires nothing', () => {
    const records = Array.from({ length: 12 }, (_, i) => makeRecord(i + 1, [{ attempted: 3 }]));
    const last = records[11]?.scenarios[0];
    if (last === undefined) throw new Error('no record');
    last.tokens = { mean: (6000 + 1000 + 1000) / 3, runs: [6000, 1000, 1000] };
    last.latencyMs = { mean: (12000 + 2000 + 2000) / 3, runs: [12000, 2000, 2000] };
    expect(detectDrift(records, CFG)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5])('changes no finding in a noisy history (seed %i)', (seed) => {
    const truth = stableTruth('planner', 3);
    const clean = syntheticHistory(20, () => truth, seededRandom(seed));
    const withOutlier = syntheticHistory(20, () => truth, seededRandom(seed), 20);
    expect(withOutlier[19]?.scenarios[0]?.tokens.runs[0]).toBeGreaterThan(5 * (clean[19]?.scenarios[0]?.tokens.runs[0] ?? 0));
    expect(detectDrift(withOutlier, CFG)).toEqual(detectDrift(clean, CFG));
  });
});

describe('stable scenarios with ordinary noise', () => {
  it.each([11, 12, 13, 14, 15])('a flip of the feature in one record is not a behaviour shift (seed %i)', (seed) => {
    // 80/20 feature: 3-run records have the minority as their majority about 10% of the time.
    const records = Array.from({ length: 10 }, (_, i) =>
      makeRecord(i + 1, [{ attempted: 3, decomposes: i === 9 ? [false, false, true] : [true, true, false] }]),
    );
    expect(detectDrift(records, CFG)).toEqual([]);
    const noisy = syntheticHistory(30, () => stableTruth('planner', 3), seededRandom(seed));
    expect(detectDrift(noisy, CFG)).toEqual([]);
  });
});

describe('a slow creep', () => {
  it('of 3% per record in tokens is caught by a daily run, and again while it goes on', () => {
    const records = Array.from({ length: 30 }, (_, i) =>
      makeRecord(i + 1, [{ tokens: Math.round(1000 * 1.03 ** Math.max(0, i - 9)) }]),
    );
    // What each daily run (over the records so far) reported.
    const daysWithFinding = records.flatMap((_, day) =>
      detectDrift(records.slice(0, day + 1), CFG).some((f) => f.kind === 'token_inflation') ? [day + 1] : [],
    );
    expect(daysWithFinding[0]).toBeGreaterThan(10);
    expect(daysWithFinding[0]).toBeLessThanOrEqual(20);
    expect(daysWithFinding).toContain(30);
  });
});

describe('attribution', () => {
  it('a context change with no effect, followed by model drift 3 records later, is model drift', () => {
    const records = Array.from({ length: 15 }, (_, i) =>
      makeRecord(i + 1, [{ tokens: i + 1 >= 11 ? 1500 : 1000, hash: i + 1 >= 8 ? 'hash-b' : 'hash-a' }]),
    );
    const findings = detectDrift(records, CFG);
    expect(findings.map((f) => f.kind)).toEqual(['token_inflation']);
    expect(findings[0]?.cause).toEqual({ type: 'model_drift', since: sha(8), date: '2026-11-09' });
  });
});
