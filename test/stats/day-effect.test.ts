import { describe, expect, it } from 'vitest';
import { dayEffectFor, estimateBetweenSd, MIN_RECORDS } from '../../src/stats/day-effect.js';

const rec = (passes: number, attempted = 30) => ({ passes, attempted });

describe('estimateBetweenSd', () => {
  it('needs at least 5 records with runs', () => {
    expect(MIN_RECORDS).toBe(5);
    expect(estimateBetweenSd([rec(27), rec(24), rec(30), rec(27)])).toBeUndefined();
    expect(estimateBetweenSd([rec(27), rec(24), rec(30), rec(27), rec(0, 0)])).toBeUndefined();
  });
  it("is the records' spread less the binomial part (method of moments)", () => {
    const records = [rec(24), rec(27), rec(30), rec(27), rec(27)];
    const pooled = 135 / 150;
    const spread = [0.8, 0.9, 1, 0.9, 0.9].reduce((s, r) => s + (r - pooled) ** 2, 0) / 4;
    const binomial = (pooled * (1 - pooled)) / 30;
    expect(estimateBetweenSd(records)).toBeCloseTo(Math.sqrt(spread - binomial), 12);
  });
  it('is 0, not imaginary, when the records agree more than chance would', () => {
    expect(estimateBetweenSd([rec(27), rec(27), rec(27), rec(27), rec(27)])).toBe(0);
  });
});

describe('dayEffectFor', () => {
  it('uses the configured sd without enough history, and says so', () => {
    expect(dayEffectFor(0.05, [rec(27)])).toEqual({ sd: 0.05, source: 'configured' });
  });
  it("uses the history's estimate when it is larger, and never less than configured", () => {
    const wide = dayEffectFor(0.05, [rec(15), rec(30), rec(18), rec(30), rec(27)]);
    expect(wide.source).toBe('history');
    expect(wide.sd).toBeGreaterThan(0.05);
    expect(wide.sd).toBe(wide.estimate);
    expect(wide.records).toBe(5);
    const calm = dayEffectFor(0.05, [rec(27), rec(27), rec(27), rec(27), rec(27)]);
    expect(calm).toEqual({ sd: 0.05, source: 'configured', estimate: 0, records: 5 });
  });
  it('stays below 0.5, where the null has no room', () => {
    expect(dayEffectFor(0.05, [rec(0), rec(30), rec(0), rec(30), rec(0)]).sd).toBe(0.49);
  });
});
