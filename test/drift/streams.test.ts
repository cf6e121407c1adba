/** What each stream reports (src/drift/streams.ts): the floors a finding needs, the day pooling, the messages. */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { detectDrift, driftEvents, MIN_LATENCY_MS, MIN_RISE } from '../../src/drift/detect.js';
import { binomialSplitGains } from '../../src/drift/noise.js';
import { betaBinomialIncrement, dispersion, rateCorrelation } from '../../src/drift/rates.js';
import { DEFAULT_DRIFT_OPTIONS, featureStream, passStream } from '../../src/drift/streams.js';
import { logStream } from '../../src/drift/log-stream.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord, scenarioRecord, sha, type ScenarioSpec } from '../history/make-record.js';

const CFG = DriftSchema.parse({});

function history(count: number, at: (n: number) => ScenarioSpec) {
  return Array.from({ length: count }, (_, i) => makeRecord(i + 1, [at(i + 1)]));
}

describe('a finding is a change a person would care about', () => {
  it('has the documented floors', () => {
    expect([MIN_RISE, MIN_LATENCY_MS]).toEqual([0.2, 250]);
  });

  it.each([
    [1000, 1210, 1],
    [1000, 1190, 0],
  ])('tokens %i → %i: %i finding(s) (a rise of 20% at least, in any unit)', (before, after, count) => {
    const records = history(24, (n) => ({ tokens: n >= 9 ? after : before }));
    expect(detectDrift(records.slice(0, 12), CFG).filter((f) => f.kind === 'token_inflation')).toHaveLength(count);
    expect(driftEvents(records, CFG).filter((e) => e.kind === 'token_inflation')).toHaveLength(count);
  });

  it.each([
    [1000, 1260, 1],
    [1000, 1240, 0],
    [100, 130, 0],
    [100, 2000, 1],
  ])('latency %i ms → %i ms: %i finding(s) (20% and 250 ms at least)', (before, after, count) => {
    const records = history(24, (n) => ({ latency: n >= 9 ? after : before }));
    expect(driftEvents(records, CFG).filter((e) => e.kind === 'latency_regression')).toHaveLength(count);
  });

  it('reports the rise, the medians before and after and the level as numbers', () => {
    const [f] = detectDrift(history(12, (n) => ({ latency: n >= 9 ? 1500 : 1000 })), CFG);
    expect(f).toMatchObject({ kind: 'latency_regression', changeSha: sha(9), detectedSha: sha(10) });
    expect(f?.before).toBeCloseTo(1000, 6);
    expect(f?.after).toBeCloseTo(1500, 6);
    expect(f?.message).toMatch(/^planner: latency \(ms\) per run rose 50% \(median 1000 → 1500\) from 0000009 \(2026-11-10\) on \(detected at 000000a \(2026-11-11\)\); /);
  });
});

describe('the rates', () => {
  it('a pass-rate finding reports the rates before and after and the threshold', () => {
    const [f] = detectDrift(history(12, (n) => ({ passes: n >= 9 ? 1 : 5, threshold: 0.8 })), CFG);
    expect(f).toMatchObject({ kind: 'pass_rate', before: 1, changeSha: sha(9) });
    expect(f?.after).toBeCloseTo(0.2, 9);
    expect(f?.message).toMatch(/^planner: pass rate fell from 100% to 20% \(threshold 80%\) from 0000009 \(2026-11-10\) on/);
  });

  it('a pass rate that rises is no finding', () => {
    expect(detectDrift(history(16, (n) => ({ passes: n >= 9 ? 5 : 1, threshold: 0.1 })), CFG)).toEqual([]);
  });

  it('a feature finding names the feature and the reference value, and counts the other values', () => {
    const records = history(12, (n) => ({ attempted: 4, risk: n >= 9 ? ['high', 'high', 'high', 'low'] : ['low', 'low', 'low', 'low'] }));
    const [f] = detectDrift(records, CFG);
    expect(f).toMatchObject({ kind: 'behaviour_shift', feature: 'risk', before: 0, after: 0.75 });
    expect(f?.message).toMatch(/^planner: behaviour shift: risk values other than low rose from 0% to 75% of runs from 0000009 \(2026-11-10\) on/);
  });

  it('a feature whose most frequent value only grows is no finding', () => {
    const records = history(16, (n) => ({ attempted: 4, decomposes: n >= 9 ? [true, true, true, true] : [true, true, true, false] }));
    expect(detectDrift(records, CFG)).toEqual([]);
  });
});

describe('records of one day are one observation', () => {
  /** Record n at day ceil(n / perDay). */
  const daily = (perDay: number, count: number, at: (day: number) => ScenarioSpec) =>
    Array.from({ length: count }, (_, i) => {
      const day = Math.floor(i / perDay) + 1;
      return makeRecord(i + 1, [at(day)], { timestamp: new Date(Date.UTC(2026, 10, 1) + day * 86_400_000 + i * 60_000).toISOString() });
    });

  it('three records of a doubled token count on one day do not fire; on the next day they do', () => {
    const records = daily(3, 3 * 12, (day) => ({ tokens: day >= 9 ? 2000 : 1000 }));
    const firstAlarm = driftEvents(records, CFG).find((e) => e.kind === 'token_inflation');
    // Day 9 is records 25–27, day 10 starts at record 28 (position 27).
    expect(firstAlarm).toMatchObject({ at: 27, change: 24 });
  });

  it('judges a scenario only once it has window + 1 days, however many records', () => {
    const records = daily(3, 3 * 5, (day) => ({ tokens: day >= 4 ? 5000 : 1000 }));
    expect(driftEvents(records, CFG)).toEqual([]);
  });
});

describe('the streams, read directly', () => {
  const point = (n: number, spec: ScenarioSpec, over: Partial<HistoryRecord> = {}) => {
    const record = makeRecord(n, [spec], over);
    return { record, s: record.scenarios[0] ?? scenarioRecord(spec) };
  };
  const withRuns = (p: ReturnType<typeof point>, tokens: number[], latency: number[] = tokens) => ({
    ...p,
    s: { ...p.s, tokens: { mean: 0, runs: tokens }, latencyMs: { mean: 0, runs: latency } },
  });

  it('DEFAULT_DRIFT_OPTIONS reads compare.day_to_day_sd', () => {
    expect(DEFAULT_DRIFT_OPTIONS).toEqual({ dayToDaySd: 0.05 });
  });

  it('tokens and latency: positive runs only; a record with none is no observation', () => {
    const series = [withRuns(point(1, {}), [0, 1000, 1000], [2000, 2000]), withRuns(point(2, {}), [0, 0], [0]), withRuns(point(3, {}), [500], [700])];
    const tokens = logStream(series, 'token_inflation', CFG);
    expect(tokens.positions).toEqual([0, 2]);
    expect(tokens.days.map((d) => [d.location, d.runs])).toEqual([
      [Math.log(1000), 2],
      [Math.log(500), 1],
    ]);
    const latency = logStream(series, 'latency_regression', CFG);
    expect(latency.positions).toEqual([0, 2]);
    expect(latency.days.map((d) => d.location)).toEqual([Math.log(2000), Math.log(700)]);
  });

  it("a day's run spread is the median of its records', and the Huber scale comes from the days before", () => {
    const t = (n: number) => ({ timestamp: new Date(Date.UTC(2026, 10, 1) + 86_400_000 + n * 60_000).toISOString() });
    const sameDay = [withRuns(point(1, {}, t(1)), [1000, 2000]), withRuns(point(2, {}, t(2)), [1000, 1000]), withRuns(point(3, {}, t(3)), [1000, 4000])];
    const day = logStream(sameDay, 'token_inflation', CFG);
    expect(day.dayOf).toEqual([0, 0, 0]);
    expect(day.days[0]?.spread).toBeCloseTo(Math.log(2), 12);
    expect(day.partial(0, 1).spread).toBeCloseTo(Math.log(2) / 2, 12);
    // The same record after wide days counts its far run fully, after tight days by 1.5 scales at most.
    const probe = [1000, 1000, 1000, 8000];
    const wide = [...Array.from({ length: 3 }, (_, i) => withRuns(point(i + 1, {}), [500, 2000, 8000])), withRuns(point(4, {}), probe)];
    const tight = [...Array.from({ length: 3 }, (_, i) => withRuns(point(i + 1, {}), [1000, 1000, 1000])), withRuns(point(4, {}), probe)];
    const mean = (Math.log(1000) * 3 + Math.log(8000)) / 4;
    expect(logStream(wide, 'token_inflation', CFG).days[3]?.location).toBeCloseTo(mean, 6);
    expect(logStream(tight, 'token_inflation', CFG).days[3]?.location).toBeLessThan(mean - 0.3);
  });

  it('pass rate: records that measured nothing are skipped; a day pools its counts, keeps its last threshold and is dated', () => {
    const t = (n: number) => ({ timestamp: new Date(Date.UTC(2026, 10, 1) + 86_400_000 + n * 60_000).toISOString() });
    const series = [point(1, { passes: 2, attempted: 3, threshold: 0.5 }, t(1)), point(2, { passes: 0, attempted: 0 }, t(2)), point(3, { passes: 4, attempted: 5, threshold: 0.7 }, t(3))];
    const stream = passStream(series, CFG);
    expect(stream.positions).toEqual([0, 2]);
    expect(stream.days).toEqual([{ k: 6, n: 8, threshold: 0.7, date: '2026-11-02' }]);
  });

  it('pass rate: the increment is beta-binomial, the null widened by the reference rate\'s own uncertainty', () => {
    const days = [{ k: 9, n: 10, threshold: 0.6 }, { k: 10, n: 10, threshold: 0.6 }, { k: 3, n: 10, threshold: 0.6 }];
    const stream = passStream([point(1, { passes: 9, attempted: 10 }), point(2, { passes: 10, attempted: 10 })], CFG);
    const rho = rateCorrelation(days.slice(0, 2), 0.05);
    const p0 = 20 / 22;
    const p1 = Math.min(0.6, p0 - 0.15);
    expect(stream.model.increment(days, 0, 2, days[2] ?? days[0] ?? { k: 0, n: 0, threshold: 0 })).toBeCloseTo(betaBinomialIncrement(3, 10, p0, rho + 1 / 22, p1, rho), 12);
  });

  it('pass rate: split gains are binomial gains of a fall over the dispersion of days of the mean size, ρ from the older half', () => {
    const segment = [10, 9, 10, 9, 4, 3].map((k) => ({ k, n: 10, threshold: 0.6 }));
    const stream = passStream([], CFG);
    const factor = dispersion(10, rateCorrelation(segment.slice(0, 3), 0.05));
    const want = binomialSplitGains(segment, 'down').map((g) => (g === undefined ? undefined : g / factor));
    const got = stream.model.splitGains(segment);
    expect(got.map((g) => g === undefined)).toEqual(want.map((g) => g === undefined));
    got.forEach((g, i) => g !== undefined && expect(g).toBeCloseTo(want[i] ?? 0, 12));
    expect(got[4]).toBeGreaterThan(0);
    expect(stream.model.splitGains([...segment].reverse()).every((g) => g === undefined)).toBe(true);
  });

  it('features: records without the feature are skipped; the values other than the most frequent one count', () => {
    const series = [point(1, { attempted: 3, risk: ['low', 'low', 'high'] }), point(2, { attempted: 3 }), point(3, { attempted: 2, risk: ['low', null] })];
    const stream = featureStream(series, 'risk');
    expect(stream.positions).toEqual([0, 2]);
    expect(stream.days.map((d) => [d.n, [...d.counts.entries()]])).toEqual([
      [3, [['low', 2], ['high', 1]]],
      [2, [['low', 1], [null, 1]]],
    ]);
    expect(featureStream(series, 'decomposes').positions).toEqual([]);
    // Rising shares of other values split upwards only.
    const days = (value: string) => Array.from({ length: 3 }, () => ({ counts: new Map([[value, 3]]), n: 3 }));
    const up = featureStream([], 'risk').model.splitGains([...days('low'), ...days('high')]);
    expect(up[3]).toBeGreaterThan(0);
    expect(up[3]).toBe(Math.max(...up.map((g) => g ?? 0)));
  });
});
