/** The one below-threshold rule (issue 14): src/stats owns it; the verdict and the drift detectors use it alike. */
import { describe, expect, it } from 'vitest';
import { assessDrift } from '../../src/drift/detect.js';
import { DriftSchema } from '../../src/config/schema.js';
import { finalVerdict, meetsThreshold } from '../../src/stats/verdict.js';
import { makeRecord } from '../history/make-record.js';

const cfg = DriftSchema.parse({ window: 2 });

describe('meetsThreshold', () => {
  const cases: [number, number, number, boolean][] = [
    [2, 3, 2 / 3, true],
    [1, 3, 2 / 3, false],
    [7, 10, 0.7, true], // 0.7 × 10 is 7.000000000000001
    [6, 10, 0.7, false],
    [3, 3, 1, true],
    [2, 3, 1, false],
    [0, 0, 0.5, false], // nothing evaluated meets no threshold
    [29, 30, 29 / 30, true],
  ];
  for (const [passes, attempted, threshold, meets] of cases) {
    it(`${passes} of ${attempted} at ${threshold} → ${meets ? 'meets' : 'below'}`, () => {
      expect(meetsThreshold(passes, attempted, threshold)).toBe(meets);
    });
  }
});

describe('the drift detectors use the same rule as the verdict', () => {
  const cases: [number, number, number][] = [
    [2, 3, 2 / 3],
    [1, 3, 2 / 3],
    [7, 10, 0.7],
    [6, 10, 0.7],
    [4, 5, 0.8],
    [3, 5, 0.8],
  ];
  for (const [passes, attempted, threshold] of cases) {
    it(`${passes} of ${attempted} at ${threshold}`, () => {
      const records = [1, 2, 3].map((n) => makeRecord(n, [{ passes, attempted, threshold }]));
      const [status] = assessDrift(records, cfg).scenarios;
      const verdict = finalVerdict({ passes, failures: attempted - passes, errors: 0 }, attempted, threshold).verdict;
      expect(status?.failingThroughout).toBe(!meetsThreshold(passes, attempted, threshold));
      expect(status?.failingThroughout).toBe(verdict === 'fail');
    });
  }
});
