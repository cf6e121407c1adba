/** Attribution, change points and what a finding carries (src/drift/detect.ts). */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { assessDrift, attribute, detectDrift, driftEvents } from '../../src/drift/detect.js';
import type { Point } from '../../src/drift/streams.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord, scenarioRecord, sha, type ScenarioSpec } from '../history/make-record.js';

const CFG = DriftSchema.parse({});

function history(count: number, at: (n: number) => ScenarioSpec, over: (n: number) => Partial<HistoryRecord> = () => ({})) {
  return Array.from({ length: count }, (_, i) => makeRecord(i + 1, [at(i + 1)], over(i + 1)));
}

/** Series positions 0.. with these context hashes; position i is record sha(i + 1). */
function seriesOf(hashes: string): Point[] {
  return [...hashes].map((h, i) => ({ record: makeRecord(i + 1), s: scenarioRecord({ hash: h }) }));
}

describe('attribute', () => {
  it.each([
    ['aaabbb', 3, { type: 'context_changed', sha: sha(4) }],
    ['aaabbb', 2, { type: 'context_changed', sha: sha(4) }],
    ['aaabbb', 4, { type: 'context_changed', sha: sha(4) }],
    ['aaabbb', 5, { type: 'model_drift', since: sha(4) }],
    ['aaabbb', 1, { type: 'model_drift', since: sha(1) }],
    // The nearest: the change point itself over its neighbours, and the earlier neighbour on a tie.
    ['abbcc', 2, { type: 'context_changed', sha: sha(2) }],
    ['aabcc', 2, { type: 'context_changed', sha: sha(3) }],
    // Never the first record, never past the last.
    ['ab', 0, { type: 'context_changed', sha: sha(2) }],
    ['aaa', 2, { type: 'model_drift', since: sha(1) }],
    ['aab', 9, { type: 'model_drift', since: sha(3) }],
    ['aab', -3, { type: 'model_drift', since: sha(1) }],
  ] as const)('%s, change at %i', (hashes, change, cause) => {
    expect(attribute(seriesOf(hashes), change)).toEqual(cause);
  });
});

describe('the change point', () => {
  // Tokens 1000, then 1200 at record 9 and 1500 from record 10 on.
  const step = (hashAt?: number) => history(14, (n) => ({ tokens: n === 9 ? 1200 : n >= 10 ? 1500 : 1000, hash: hashAt !== undefined && n >= hashAt ? 'hash-b' : 'hash-a' }));

  it('is the first record of a new context hash when that is nearly as likely as the most likely split', () => {
    expect(driftEvents(step(9), CFG).map((e) => [e.kind, e.at, e.change])).toEqual([['token_inflation', 10, 8]]);
    expect(detectDrift(step(9), CFG)).toMatchObject([{ changeSha: sha(9), cause: { type: 'context_changed', sha: sha(9) } }]);
    expect(driftEvents(step(), CFG).map((e) => [e.kind, e.at, e.change])).toEqual([['token_inflation', 10, 9]]);
  });

  // A creep of 12% a record from record 9: raised at record 11 from record 10; the records since move it.
  const ramp = (hashAt?: number) =>
    history(16, (n) => ({ tokens: n >= 9 ? 1000 * (1 + 0.12 * (n - 8)) : 1000, hash: hashAt !== undefined && n >= hashAt ? 'hash-b' : 'hash-a' }));

  it('is estimated again with every record while the finding stays', () => {
    expect(driftEvents(ramp(), CFG).map((e) => [e.at, e.change])).toEqual([[10, 9]]);
    const changeAt = (t: number) => detectDrift(ramp().slice(0, t), CFG).map((f) => f.changeSha);
    expect(changeAt(14)).toEqual([sha(10)]);
    expect(changeAt(15)).toEqual([sha(11)]);
    // The message, the cause and the levels follow it.
    const [late] = detectDrift(ramp().slice(0, 15), CFG);
    expect(late?.message).toContain('rose 36% (median 1000 → 1360) from 000000b (2026-11-12) on (detected at 000000b (2026-11-12))');
    expect(late?.before).toBeCloseTo(1000, 9);
    expect(late?.after).toBeCloseTo(1360, 9);
    // driftEvents places each alarm as it was raised: not re-estimated.
    expect(driftEvents(ramp().slice(0, 15), CFG).map((e) => [e.change, e.finding.changeSha, e.finding.message])).toEqual([
      [9, sha(10), expect.stringContaining('rose 29.8% (median 1000 → 1299) from 000000a (2026-11-11) on (detected at 000000b (2026-11-12))') as string],
    ]);
  });

  it('re-estimated, prefers the first record of a new context hash too', () => {
    const at13 = (hashAt?: number) => detectDrift(ramp(hashAt).slice(0, 13), CFG);
    expect(at13()).toMatchObject([{ changeSha: sha(10), cause: { type: 'model_drift', since: sha(1) } }]);
    expect(at13(11)).toMatchObject([{ changeSha: sha(11), cause: { type: 'context_changed', sha: sha(11) } }]);
  });
});

describe('what a finding carries', () => {
  it('names providers by model, or by type without one, all of them', () => {
    const records = history(
      14,
      (n) => ({ tokens: n >= 9 ? 1500 : 1000 }),
      (n) => ({
        providers:
          n >= 9
            ? [{ name: 'main', type: 'openai', model: 'gpt-5', params: {} }, { name: 'judge', type: 'anthropic', params: {} }]
            : [{ name: 'main', type: 'openai', model: 'gpt-4.1-mini', params: {} }, { name: 'judge', type: 'anthropic', params: {} }],
      }),
    );
    expect(detectDrift(records, CFG)[0]?.message).toMatch(/provider or model drift \(providers were main=gpt-4\.1-mini, judge=anthropic, now main=gpt-5, judge=anthropic\)$/);
  });

  it('a feature on behaviour shifts only, on the finding and the event', () => {
    const records = history(12, (n) => ({
      attempted: 4,
      tokens: n >= 9 ? 2000 : 1000,
      decomposes: n >= 9 ? [true, true, true, true] : [false, false, false, false],
      risk: n >= 9 ? ['high', 'high', 'high', 'high'] : ['low', 'low', 'low', 'low'],
    }));
    const findings = detectDrift(records, CFG);
    expect(findings.map((f) => [f.kind, f.feature])).toEqual([
      ['token_inflation', undefined],
      ['behaviour_shift', 'decomposes'],
      ['behaviour_shift', 'risk'],
    ]);
    expect('feature' in (findings[0] ?? {})).toBe(false);
    const events = driftEvents(records, CFG);
    expect(events.map((e) => [e.kind, e.feature, 'feature' in e])).toEqual([
      ['token_inflation', undefined, false],
      ['behaviour_shift', 'decomposes', true],
      ['behaviour_shift', 'risk', true],
    ]);
    expect(events.map((e) => e.finding)).toEqual(findings);
  });
});

describe('days, not records', () => {
  /** `perDay` records a day, each day's records a minute apart. */
  const daily = (perDay: number, count: number, at: (day: number) => ScenarioSpec) =>
    Array.from({ length: count }, (_, i) => {
      const day = Math.floor(i / perDay) + 1;
      return makeRecord(i + 1, [at(day)], { timestamp: new Date(Date.UTC(2026, 10, 1) + day * 86_400_000 + i * 60_000).toISOString() });
    });

  it('a scenario is judged once it has window + 1 days', () => {
    expect(assessDrift(daily(3, 15, () => ({})), CFG).scenarios).toEqual([{ scenario: 'planner', records: 15, days: 5, need: 6, judged: false, failingThroughout: false }]);
    expect(assessDrift(daily(3, 16, () => ({})), CFG).scenarios[0]?.judged).toBe(true);
  });

  it('a new context hash on a day is a day of its own', () => {
    const records = daily(3, 15, (day) => ({ hash: day === 5 ? 'hash-b' : 'hash-a' }));
    records[14] = { ...records[14], scenarios: [scenarioRecord({ hash: 'hash-c' })] } as HistoryRecord;
    expect(assessDrift(records, CFG).scenarios[0]?.judged).toBe(true);
  });

  it('a finding stays while the tokens stay doubled at 3 records a day, and closes within a window of normal days', () => {
    const records = daily(3, 3 * 20, (day) => ({ tokens: day >= 9 && day <= 15 ? 2000 : 1000 }));
    const shown = records.map((_, i) => detectDrift(records.slice(0, i + 1), CFG).length);
    // Raised at the first record of day 10 (position 27), shown through day 15 (positions 42-44, still doubled).
    expect(shown.indexOf(1)).toBe(27);
    expect(shown.slice(27, 45).every((n) => n === 1)).toBe(true);
    // Back to 1000 from day 16 (position 45): closed once most of the latest 5 days are normal, and stays closed.
    const closed = shown.indexOf(0, 45);
    expect(closed).toBeGreaterThan(45);
    expect(closed).toBeLessThanOrEqual(45 + 3 * 5);
    expect(shown.slice(closed).every((n) => n === 0)).toBe(true);
  });
});
