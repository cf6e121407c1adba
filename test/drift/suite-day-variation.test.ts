/**
 * Issue 31: drift stays quiet in a noisier world than configured. The rate detectors (pass rate, feature
 * shares) read a scenario's day-to-day variation from its own reference days; a scenario near 100%, or
 * one whose few dozen whole-count steps happen to sit low, reads a true day sd of 0.08 as almost none,
 * and its next bad day reads as drift. The suite's days (every other scenario's, pooled: one provider's
 * day moves them all) put a floor under each scenario's estimate (src/drift/rates.ts suiteCorrelations).
 * The seeded histories this fixes: test/drift/noisy-suite.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { assessDrift, driftEvents } from '../../src/drift/detect.js';
import { MIN_ESTIMATE_DAYS, PRIOR_STEPS } from '../../src/drift/noise.js';
import { correlationOfSd, rateCorrelation, SUITE_DAYS, suiteCorrelation, suiteCorrelations, type DatedCount } from '../../src/drift/rates.js';
import { rateDays, suiteRates, type Point } from '../../src/drift/streams.js';
import { makeRecord } from '../history/make-record.js';

const CFG = DriftSchema.parse({});

const counts = (ks: number[], n = 10): { k: number; n: number }[] => ks.map((k) => ({ k, n }));

describe('suiteCorrelation: the method of moments over every scenario\'s steps', () => {
  const prior = correlationOfSd(0.05);
  // p = 0.5: each step of 0.6 is 0.36 / 0.25 = 1.44; p = 0.65: each step of 0.5 is 0.25 / 0.2275. Ten steps, each with a binomial share of 0.2.
  const a = counts([2, 8, 2, 8, 2, 8]);
  const b = counts([4, 9, 4, 9, 4, 9]);
  const estimate = (5 * 1.44 + (5 * 0.25) / 0.2275 - 10 * 0.2) / 10 / 2;

  it('is (mean squared step − the binomial share) / 2, pooled with the configured sd as PRIOR_STEPS steps', () => {
    expect(PRIOR_STEPS).toBe(5);
    expect(suiteCorrelation([a, b], 0.05)).toBeCloseTo((PRIOR_STEPS * prior + 10 * estimate) / (PRIOR_STEPS + 10), 12);
    // The configured sd it is pooled with is the one given.
    expect(suiteCorrelation([a, b], 0.1)).toBeCloseTo((PRIOR_STEPS * correlationOfSd(0.1) + 10 * estimate) / (PRIOR_STEPS + 10), 12);
  });

  it('takes the mean, not the median: one wide step among calm ones counts', () => {
    // Nine of twelve steps are 0: the median reads no day variation at all, the mean reads three wide steps.
    const calm = counts([5, 5, 5, 5, 5, 5, 0, 10, 5, 5, 5, 5, 5]);
    expect(rateCorrelation(calm, 0.05)).toBeCloseTo((PRIOR_STEPS * prior) / (PRIOR_STEPS + 12), 12);
    expect(suiteCorrelation([calm], 0.05)).toBeGreaterThan(2 * rateCorrelation(calm, 0.05));
  });

  it('leaves out scenarios whose days all passed or all failed: they show no day effect', () => {
    expect(suiteCorrelation([a, b, counts([10, 10, 10, 10, 10, 10]), counts([0, 0, 0, 0, 0, 0])], 0.05)).toBeCloseTo(suiteCorrelation([a, b], 0.05), 12);
  });

  it(`sets no floor (0) below MIN_ESTIMATE_DAYS − 1 = ${MIN_ESTIMATE_DAYS - 1} steps`, () => {
    expect(suiteCorrelation([], 0.05)).toBe(0);
    expect(suiteCorrelation([counts([2, 8, 2, 8])], 0.05)).toBe(0);
    expect(suiteCorrelation([counts([2, 8, 2, 8, 2])], 0.05)).toBeGreaterThan(0);
  });

  it('is capped at 0.5', () => {
    const wild = Array.from({ length: 30 }, (_, i) => ({ k: i % 2 === 0 ? 0 : 30, n: 30 }));
    expect(suiteCorrelation([wild, wild], 0.05)).toBe(0.5);
  });
});

describe('rateCorrelation under the suite\'s floor', () => {
  const days = counts([5, 7, 5, 7, 5, 7]);

  it('is never below the floor, and the scenario\'s own estimate where that is larger', () => {
    const own = rateCorrelation(days, 0.05);
    expect(rateCorrelation(days, 0.05, 0.3)).toBe(0.3);
    expect(rateCorrelation(days, 0.05, own / 2)).toBe(own);
    expect(rateCorrelation(days, 0.05, 0)).toBe(own);
    expect(rateCorrelation(days, 0.05, 0.9)).toBe(0.5);
  });
});

const day = (d: number) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
const dated = (ks: number[], first = 1): DatedCount[] => ks.map((k, i) => ({ k, n: 10, date: day(first + i) }));

describe('suiteCorrelations: the other scenarios\' days up to each day', () => {
  const s0 = dated([2, 8, 2, 8, 2, 8, 2, 8]);
  const s1 = dated([4, 9, 4, 9, 4, 9, 4, 9]);
  const s2 = dated([5, 7, 5, 7, 5, 7, 5, 7]);
  const at = suiteCorrelations([s0, s1, s2], 0.05);

  it('for each scenario, from the others only: its own change never widens its own null', () => {
    expect(at(0, day(8))).toBeCloseTo(suiteCorrelation([s1, s2], 0.05), 12);
    expect(at(1, day(8))).toBeCloseTo(suiteCorrelation([s0, s2], 0.05), 12);
    expect(at(2, day(8))).toBeCloseTo(suiteCorrelation([s0, s1], 0.05), 12);
    expect(suiteCorrelations([s0], 0.05)(0, day(8))).toBe(0);
  });

  it('causal: on a day, the days up to it; between days, the latest before; before every day or undated, no floor', () => {
    expect(at(2, day(6))).toBeCloseTo(suiteCorrelation([s0.slice(0, 6), s1.slice(0, 6)], 0.05), 12);
    expect(at(2, day(6))).not.toBeCloseTo(at(2, day(8)), 6);
    expect(at(2, `${day(6)}T12`)).toBe(at(2, day(6)));
    expect(at(2, day(30))).toBe(at(2, day(8)));
    expect(at(2, day(0))).toBe(0);
    expect(at(2, undefined)).toBe(0);
  });

  it(`reads each scenario's newest SUITE_DAYS = ${SUITE_DAYS} days`, () => {
    expect(SUITE_DAYS).toBe(30);
    // Ten wild days, then thirty calm ones: on the last day only the calm ones count.
    const long = dated([...Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 0 : 10)), ...Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 4 : 6))]);
    const series = [long, long];
    const last = suiteCorrelations(series, 0.05)(0, day(40));
    expect(last).toBeCloseTo(suiteCorrelation([series[1]?.slice(-30) ?? []], 0.05), 12);
    expect(last).not.toBeCloseTo(suiteCorrelation([series[1]?.slice(-31) ?? []], 0.05), 6);
  });
});

describe('suiteRates: what the detectors read', () => {
  const suite = [0, 1, 2].map((s) =>
    Array.from({ length: 8 }, (_, i): Point => {
      const record = makeRecord(i + 1, [{ name: `s${s}`, attempted: 10, passes: [2, 8, 4, 9, 5, 7][(i + s) % 6], risk: Array.from({ length: 10 }, (_, r) => (r < (i % 2) * 4 + s ? 'high' : 'low')) }]);
      const scenario = record.scenarios[0];
      if (scenario === undefined) throw new Error('no scenario');
      return { record, s: scenario };
    }),
  );

  it.each([0.05, 0.1])('each rate from the other scenarios\' dated days, with compare.day_to_day_sd = %f as the prior', (sd) => {
    const rates = suiteRates(suite, sd);
    const days = suite.map((series) => rateDays(series));
    const date = suite[0]?.[7]?.record.timestamp.slice(0, 10);
    expect(days[0]?.pass.map((d) => d.date)).toEqual(suite[0]?.map((p) => p.record.timestamp.slice(0, 10)));
    expect(rates(1).pass(date)).toBeCloseTo(suiteCorrelation([days[0]?.pass ?? [], days[2]?.pass ?? []], sd), 12);
    expect(rates(1).risk(date)).toBeCloseTo(suiteCorrelation([days[0]?.risk ?? [], days[2]?.risk ?? []], sd), 12);
    expect(rates(1).decomposes(date)).toBe(0);
    expect(rates(1).pass(date)).toBeGreaterThan(0);
  });
});

describe('driftEvents and assessDrift pool the suite with compare.day_to_day_sd as its prior', () => {
  // Scenario a holds 27 of 30 for 30 days, then 16 of 30; b has five days (four steps: the fewest that
  // count) that swing 3 ↔ 7 of 10. The configured sd weighs 5 steps against b's 4, so it moves a's floor.
  const records = Array.from({ length: 36 }, (_, i) => {
    const n = i + 1;
    const b = n >= 26 && n <= 30 ? [{ name: 'b', attempted: 10, passes: n % 2 === 0 ? 3 : 7, threshold: 0.2 }] : [];
    return makeRecord(n, [{ name: 'a', attempted: 30, passes: n <= 30 ? 27 : 16, threshold: 0.5 }, ...b]);
  });
  const bDays = counts([7, 3, 7, 3, 7]);
  const floor = (rho: number) => ({ pass: () => rho, decomposes: () => 0, risk: () => 0 });
  const falls = (o: { dayToDaySd: number; suite?: ReturnType<typeof floor> }) => driftEvents(records, CFG, o).filter((e) => e.scenario === 'a' && e.kind === 'pass_rate').map((e) => e.at);
  const found = (o: { dayToDaySd: number; suite?: ReturnType<typeof floor> }) => assessDrift(records, CFG, o).findings.filter((f) => f.scenario === 'a' && f.kind === 'pass_rate').length;

  it('at compare.day_to_day_sd = 0.2 the floor is b\'s steps pooled with 0.2: no finding', () => {
    expect(falls({ dayToDaySd: 0.2, suite: floor(suiteCorrelation([bDays], 0.2)) })).toEqual([]);
    expect(falls({ dayToDaySd: 0.2 })).toEqual([]);
    expect(found({ dayToDaySd: 0.2 })).toBe(0);
  });

  it('pooled with the default 0.05 in its place, the floor would be lower and a would fall', () => {
    expect(falls({ dayToDaySd: 0.2, suite: floor(suiteCorrelation([bDays], 0.05)) })).toEqual([34]);
    expect(found({ dayToDaySd: 0.2, suite: floor(suiteCorrelation([bDays], 0.05)) })).toBe(1);
  });
});
