/** What each stream reports (src/drift/streams.ts): the floors a finding needs, the day pooling, the messages. */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { detectDrift, driftEvents, MIN_LATENCY_MS, MIN_RISE } from '../../src/drift/detect.js';
import { makeRecord, sha, type ScenarioSpec } from '../history/make-record.js';

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
    expect(f?.message).toMatch(/^planner: latency \(ms\) per run rose 50% \(median 1000 → 1500\) from 0000009 on \(detected at 000000a\); /);
  });
});

describe('the rates', () => {
  it('a pass-rate finding reports the rates before and after and the threshold', () => {
    const [f] = detectDrift(history(12, (n) => ({ passes: n >= 9 ? 1 : 5, threshold: 0.8 })), CFG);
    expect(f).toMatchObject({ kind: 'pass_rate', before: 1, changeSha: sha(9) });
    expect(f?.after).toBeCloseTo(0.2, 9);
    expect(f?.message).toMatch(/^planner: pass rate fell from 100% to 20% \(threshold 80%\) from 0000009 on/);
  });

  it('a pass rate that rises is no finding', () => {
    expect(detectDrift(history(16, (n) => ({ passes: n >= 9 ? 5 : 1, threshold: 0.1 })), CFG)).toEqual([]);
  });

  it('a feature finding names the feature and the reference value, and counts the other values', () => {
    const records = history(12, (n) => ({ attempted: 4, risk: n >= 9 ? ['high', 'high', 'high', 'low'] : ['low', 'low', 'low', 'low'] }));
    const [f] = detectDrift(records, CFG);
    expect(f).toMatchObject({ kind: 'behaviour_shift', feature: 'risk', before: 0, after: 0.75 });
    expect(f?.message).toMatch(/^planner: behaviour shift: risk values other than low rose from 0% to 75% of runs from 0000009 on/);
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
