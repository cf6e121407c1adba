import { describe, expect, it } from 'vitest';
import { dayEffectFor, estimateBetweenSd, MIN_RECORDS, PRIOR_DF, SD_STEP, suiteSpread } from '../../src/stats/day-effect.js';

/** An estimate above the configured sd, as the null uses it: rounded up to a multiple of SD_STEP. */
const up = (x: number) => Math.ceil(x / SD_STEP - 1e-9) * SD_STEP;
import { DAY_EFFECT_DF } from '../../src/stats/null-prior.js';

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
    expect(dayEffectFor(0.05, [rec(27)])).toEqual({ sd: 0.05, source: 'configured', df: 6 });
  });
  it("uses the history's estimate when it is larger, and never less than configured", () => {
    const wide = dayEffectFor(0.05, [rec(15), rec(30), rec(18), rec(30), rec(27)]);
    expect(wide.source).toBe('history');
    expect(wide.sd).toBeGreaterThan(0.05);
    expect(wide.sd).toBeCloseTo(up(wide.estimate!), 12);
    expect(wide.sd).toBeGreaterThanOrEqual(wide.estimate!);
    expect(wide.sd - wide.estimate!).toBeLessThan(SD_STEP);
    expect(wide.records).toBe(5);
    const calm = dayEffectFor(0.05, [rec(27), rec(27), rec(27), rec(27), rec(27)]);
    expect(calm).toEqual({ sd: 0.05, source: 'configured', df: 6, estimate: 0, records: 5 });
  });
  it('stays below 0.5, where the null has no room', () => {
    expect(dayEffectFor(0.05, [rec(0), rec(30), rec(0), rec(30), rec(0)]).sd).toBe(0.49);
  });
});

describe('suiteSpread', () => {
  it("sums each scenario's spread less its binomial part, with R − 1 degrees of freedom each", () => {
    const a = [rec(24), rec(27), rec(30)];
    const b = [rec(15, 20), rec(10, 20)];
    const part = (records: { passes: number; attempted: number }[]) => {
      const pooled = records.reduce((n, r) => n + r.passes, 0) / records.reduce((n, r) => n + r.attempted, 0);
      const rates = records.map((r) => r.passes / r.attempted);
      const mean = rates.reduce((x, y) => x + y, 0) / rates.length;
      const spread = rates.reduce((s, r) => s + (r - mean) ** 2, 0);
      const binomial = ((records.length - 1) / records.length) * records.reduce((s, r) => s + (pooled * (1 - pooled)) / r.attempted, 0);
      return spread - binomial;
    };
    const got = suiteSpread([a, b]);
    expect(got.df).toBe(3);
    expect(got.excess).toBeCloseTo(part(a) + part(b), 12);
    // By hand for b: rates 0.75 and 0.5 around 0.625; pooled 0.625: 2·0.125² − ½·2·0.625·0.375/20.
    expect(part(b)).toBeCloseTo(2 * 0.125 ** 2 - (0.625 * 0.375) / 20, 12);
  });
  it('leaves out scenarios with one record, and those whose records all passed or all failed (their rate sits on the bound)', () => {
    expect(suiteSpread([[rec(27)], [rec(30), rec(30), rec(30)], [rec(0), rec(0)], [rec(3, 0), rec(20)]])).toEqual({ excess: 0, df: 0 });
    expect(suiteSpread([[rec(29), rec(30), rec(30)]]).df).toBe(2);
  });
});

describe('dayEffectFor with the suite', () => {
  it('is the configured sd as a prior of PRIOR_DF degrees of freedom, updated by the suite: σ̂² = (ν₀σ₀² + Σ excess) / (ν₀ + Σ df)', () => {
    expect(PRIOR_DF).toBe(DAY_EFFECT_DF);
    const wide = dayEffectFor(0.05, [rec(27)], { excess: 40 * 0.08 ** 2, df: 40 });
    expect(wide.estimate).toBeCloseTo(Math.sqrt((6 * 0.05 ** 2 + 40 * 0.08 ** 2) / 46), 12);
    expect(wide.sd).toBeCloseTo(0.08, 12);
    expect(wide.source).toBe('history');
    // The tails stay the t₆'s however many records the suite holds.
    expect(wide.df).toBe(DAY_EFFECT_DF);
    const some = dayEffectFor(0.05, [rec(27)], { excess: 10 * 0.06 ** 2, df: 10 });
    expect(some.df).toBe(DAY_EFFECT_DF);
    expect(some.estimate).toBeCloseTo(Math.sqrt((6 * 0.05 ** 2 + 10 * 0.06 ** 2) / 16), 12);
    expect(some.sd).toBeCloseTo(up(some.estimate!), 12);
  });
  it('never goes below the configured sd, however calm the suite', () => {
    const calm = dayEffectFor(0.05, [rec(27)], { excess: -0.5, df: 20 });
    expect(calm).toMatchObject({ sd: 0.05, source: 'configured', df: 6, estimate: 0 });
  });
  it("takes the scenario's own estimate when it is the larger", () => {
    const own = dayEffectFor(0.05, [rec(15), rec(30), rec(18), rec(30), rec(27)], { excess: 0, df: 40 });
    expect(own.sd).toBeCloseTo(up(estimateBetweenSd([rec(15), rec(30), rec(18), rec(30), rec(27)])!), 12);
  });
  it('an empty suite changes nothing', () => {
    expect(dayEffectFor(0.05, [rec(27)], { excess: 0, df: 0 })).toEqual({ sd: 0.05, source: 'configured', df: 6 });
  });
});

describe('rounding', () => {
  it('rounds an estimate above the configured sd up to the next multiple of SD_STEP (a wider null), and leaves the configured sd as it is', () => {
    expect(SD_STEP).toBe(0.005);
    expect(dayEffectFor(0.05, [rec(27)], { excess: 40 * 0.0512 ** 2 - 6 * 0.05 ** 2 + 6 * 0.0512 ** 2, df: 40 }).sd).toBeCloseTo(0.055, 12);
    expect(dayEffectFor(0.05, [rec(27)], { excess: 40 * 0.06 ** 2 - 6 * 0.05 ** 2 + 6 * 0.06 ** 2, df: 40 }).sd).toBeCloseTo(0.06, 12);
    expect(dayEffectFor(0.047, [rec(27)]).sd).toBe(0.047);
  });
});
