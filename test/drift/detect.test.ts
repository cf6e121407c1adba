import { describe, it, expect } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { assessDrift, detectDrift, driftEvents, type DriftConfig } from '../../src/drift/detect.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { seededRandom } from '../../sim/random.js';
import { stableTruth, syntheticHistory } from '../../sim/synth.js';
import { makeRecord, sha, type ScenarioSpec } from '../history/make-record.js';

const CFG: DriftConfig = DriftSchema.parse({});

/** Records 1..count; `at(n)` gives record n's scenario spec. */
function history(count: number, at: (n: number) => ScenarioSpec, over: (n: number) => Partial<HistoryRecord> = () => ({})) {
  return Array.from({ length: count }, (_, i) => makeRecord(i + 1, [at(i + 1)], over(i + 1)));
}

const hashFrom = (changeAt: number | undefined) => (n: number) => (changeAt !== undefined && n >= changeAt ? 'hash-b' : 'hash-a');

describe('detectDrift on stable histories', () => {
  it.each([
    { name: 'steady numbers and behaviour', records: history(20, () => ({ decomposes: [true, true, true], risk: ['low', 'low'] })) },
    { name: 'too short to judge, whatever the numbers', records: history(5, (n) => ({ tokens: n > 3 ? 5000 : 1000, passes: n > 3 ? 0 : 5 })) },
    { name: 'a tie in the latest record', records: history(8, (n) => ({ decomposes: n === 8 ? [true, false] : [false, false] })) },
    { name: 'one failing record after steady passes', records: history(12, (n) => ({ passes: n === 12 ? 0 : 5 })) },
  ])('finds nothing: $name', ({ records }) => {
    expect(detectDrift(records, CFG)).toEqual([]);
  });

  it.each([21, 22, 23, 24, 25, 26])('finds nothing in 40 records of ordinary noise, 10 and 3 runs a record (seed %i)', (seed) => {
    for (const runs of [10, 3]) {
      const records = syntheticHistory(40, () => stableTruth('planner', runs), seededRandom(seed));
      expect(driftEvents(records, CFG)).toEqual([]);
    }
  });
});

describe('too little data is a state, not "no drift"', () => {
  it('says how many records a scenario has and how many it needs', () => {
    const { scenarios } = assessDrift(history(3, () => ({})), CFG);
    expect(scenarios).toEqual([{ scenario: 'planner', records: 3, days: 3, need: 6, judged: false, failingThroughout: false }]);
  });

  it('counts only records where the scenario was measured, and needs window + 1 of them', () => {
    const records = history(8, (n) => (n % 2 === 0 ? { attempted: 0, passes: 0 } : {}));
    expect(assessDrift(records, { ...CFG, window: 3 }).scenarios[0]).toMatchObject({ records: 4, need: 4, judged: true });
  });

  it('judges a scenario only with more than `window` measured records', () => {
    expect(assessDrift(history(3, () => ({})), { ...CFG, window: 3 }).scenarios[0]).toMatchObject({ records: 3, need: 4, judged: false });
  });

  it('is not failing throughout when one record passes, when it sits exactly at its threshold, or when nothing was measured', () => {
    expect(assessDrift(history(10, (n) => ({ passes: n === 4 ? 5 : 1 })), CFG).scenarios[0]?.failingThroughout).toBe(false);
    expect(assessDrift(history(10, () => ({ passes: 3, attempted: 5, threshold: 0.6 })), CFG).scenarios[0]?.failingThroughout).toBe(false);
    expect(assessDrift(history(10, () => ({ passes: 0, attempted: 0 })), CFG).scenarios[0]).toMatchObject({ records: 0, judged: false, failingThroughout: false });
  });

  it('marks a scenario below its threshold in every record as failing throughout', () => {
    const { scenarios, findings } = assessDrift(history(10, () => ({ passes: 1 })), CFG);
    expect(scenarios[0]).toMatchObject({ judged: true, failingThroughout: true });
    expect(findings).toEqual([]);
  });
});

describe('each detector fires on a step, and attributes the cause', () => {
  const cases = [
    {
      kind: 'token_inflation',
      build: (change?: number) => history(14, (n) => ({ tokens: n >= 9 ? 1500 : 1000, hash: hashFrom(change)(n) })),
      message: /tokens per run rose 50% \(median 1000 → 1500\) from 0000009 \(2026-11-10\) on \(detected at 000000a \(2026-11-11\)\)/,
    },
    {
      kind: 'latency_regression',
      build: (change?: number) => history(14, (n) => ({ latency: n >= 9 ? 3200 : 2000, hash: hashFrom(change)(n) })),
      message: /latency \(ms\) per run rose 60% \(median 2000 → 3200\) from 0000009 \(2026-11-10\) on/,
    },
    {
      kind: 'behaviour_shift',
      build: (change?: number) =>
        history(14, (n) => ({ attempted: 3, decomposes: n >= 9 ? [true, true, true] : [false, false, false], hash: hashFrom(change)(n) })),
      message: /behaviour shift: decomposes values other than false rose from 0% to 100% of runs from 0000009 \(2026-11-10\) on/,
    },
    {
      kind: 'pass_rate',
      build: (change?: number) => history(14, (n) => ({ passes: n >= 9 ? 1 : 5, hash: hashFrom(change)(n) })),
      message: /pass rate fell from 100% to 20% \(threshold 60%\) from 0000009 \(2026-11-10\) on/,
    },
  ] as const;

  it.each(cases)('$kind: a step at a new context hash is the context change', ({ kind, build, message }) => {
    const findings = detectDrift(build(9), CFG);
    expect(findings).toHaveLength(1);
    const f = findings[0];
    expect(f).toMatchObject({ kind, scenario: 'planner', changeSha: sha(9), cause: { type: 'context_changed', sha: sha(9), date: '2026-11-10' } });
    expect(f?.message).toMatch(message);
    expect(f?.message).toContain(`the context changed at ${sha(9).slice(0, 7)}`);
  });

  it.each(cases)('$kind: a step at an unchanged context is provider or model drift since its first record', ({ kind, build }) => {
    const findings = detectDrift(build(undefined), CFG);
    expect(findings.map((f) => f.kind)).toEqual([kind]);
    expect(findings[0]?.cause).toEqual({ type: 'model_drift', since: sha(1), date: '2026-11-02' });
    expect(findings[0]?.message).toMatch(new RegExp(`the context is unchanged since ${sha(1).slice(0, 7)} \\(2026-11-02\\): provider or model drift$`));
  });

  // A day's counts weigh as much as the day-to-day variation (day_to_day_sd 0.05) lets them: the rates
  // need up to three days of a step at 3–5 runs a day, tokens and latency two.
  it.each(cases)('$kind: no single record fires, however large; three do', ({ kind, build }) => {
    const records = build(undefined).slice(0, 9);
    expect(detectDrift(records, CFG).map((f) => f.kind)).not.toContain(kind);
    expect(detectDrift(build(undefined).slice(0, 11), CFG).map((f) => f.kind)).toContain(kind);
  });
});

describe('attribution within one record of the new context hash', () => {
  const at = (hashAt: number) => history(14, (n) => ({ tokens: n >= 10 ? 1500 : 1000, hash: n >= hashAt ? 'hash-b' : 'hash-a' }));

  it.each([9, 10, 11])('a context change at %i, a step at 10: the context change', (hashAt) => {
    expect(detectDrift(at(hashAt), CFG)[0]?.cause).toEqual({ type: 'context_changed', sha: sha(hashAt), date: `2026-11-${hashAt + 1}` });
  });

  it.each([7, 13])('a context change at %i, a step at 10: model drift', (hashAt) => {
    const cause = detectDrift(at(hashAt), CFG)[0]?.cause;
    expect(cause).toEqual(hashAt < 10 ? { type: 'model_drift', since: sha(hashAt), date: `2026-11-0${hashAt + 1}` } : { type: 'model_drift', since: sha(1), date: '2026-11-02' });
  });

  it('dates model drift from the last context change before the change', () => {
    const records = history(14, (n) => ({ tokens: n >= 9 ? 2000 : 1000, hash: n >= 2 ? 'hash-b' : 'hash-a' }));
    expect(detectDrift(records, CFG)).toMatchObject([{ kind: 'token_inflation', cause: { type: 'model_drift', since: sha(2) } }]);
  });

  it('names a provider model change in a model-drift message', () => {
    const records = history(
      14,
      (n) => ({ tokens: n >= 9 ? 1500 : 1000 }),
      (n) => (n >= 9 ? { providers: [{ name: 'main', type: 'openai', model: 'gpt-5', params: {} }] } : {}),
    );
    expect(detectDrift(records, CFG)[0]?.message).toContain('providers were main=gpt-4.1-mini, now main=gpt-5');
  });

  // Records of one day are one observation, so the change point is a day's first record: a model change
  // the day before it is as near as a model change the record before it at one record a day.
  it.each([1, 3])('names a provider model change made the day before the change point, at %i record(s) a day', (perDay) => {
    const day = (n: number) => Math.ceil(n / perDay);
    const gpt5 = { providers: [{ name: 'main', type: 'openai' as const, model: 'gpt-5', params: {} }] };
    const records = history(
      14 * perDay,
      (n) => ({ tokens: day(n) >= 10 ? 1500 : 1000 }),
      (n) => ({ timestamp: new Date(Date.UTC(2026, 10, 1) + day(n) * 86_400_000 + n * 60_000).toISOString(), ...(day(n) >= 9 ? gpt5 : {}) }),
    );
    const [finding] = detectDrift(records, CFG);
    expect(finding).toMatchObject({ kind: 'token_inflation', changeSha: sha(9 * perDay + 1), cause: { type: 'model_drift', since: sha(1) } });
    expect(finding?.message).toContain('provider or model drift (providers were main=gpt-4.1-mini, now main=gpt-5)');
  });

  it('does not name a provider model change two days before the change point', () => {
    const gpt5 = { providers: [{ name: 'main', type: 'openai' as const, model: 'gpt-5', params: {} }] };
    const records = history(14, (n) => ({ tokens: n >= 10 ? 1500 : 1000 }), (n) => (n >= 8 ? gpt5 : {}));
    const [finding] = detectDrift(records, CFG);
    expect(finding).toMatchObject({ kind: 'token_inflation', changeSha: sha(10) });
    expect(finding?.message).toMatch(/: provider or model drift$/);
  });
});

describe('a finding over time', () => {
  const records = history(24, (n) => ({ tokens: n >= 9 ? 1500 : 1000 }));

  it('stays open while the level stays risen (the new level is the reference of new alarms, not of this one)', () => {
    const days = records.map((_, i) => detectDrift(records.slice(0, i + 1), CFG).length);
    expect(days.slice(0, 9)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(days.slice(9)).toEqual(Array.from({ length: 15 }, () => 1));
  });

  it('closes once the latest window is back within the noise of the level before the change', () => {
    const back = history(24, (n) => ({ tokens: n >= 9 && n <= 16 ? 1500 : 1000 }));
    const days = back.map((_, i) => detectDrift(back.slice(0, i + 1), CFG).length);
    expect(days.slice(9, 16)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // Back to 1000 from record 17 (position 16): the 5-day window holds 1 normal day, then 2, …; closed on the 5th.
    expect(days.slice(16, 20)).toEqual([1, 1, 1, 1]);
    expect(days.slice(20)).toEqual([0, 0, 0, 0]);
  });

  it('each daily run over the records so far reports what driftEvents places in time (the detectors are causal)', () => {
    const events = driftEvents(records, CFG);
    expect(events.map((e) => [e.kind, e.at, e.change])).toEqual([['token_inflation', 9, 8]]);
    expect(detectDrift(records.slice(0, 10), CFG)).toEqual([events[0]?.finding]);
  });
});

describe('pass rate', () => {
  it('counts pushes as well as scheduled runs', () => {
    const records = history(14, (n) => ({ passes: n >= 9 ? 1 : 5 }), (n) => (n >= 9 ? { event: 'push' } : {}));
    expect(detectDrift(records, CFG).map((f) => f.kind)).toEqual(['pass_rate']);
  });

  it('skips a record whose runs all errored: it is evidence neither way', () => {
    const records = history(14, (n) => (n === 10 ? { attempted: 0, passes: 0 } : { passes: n >= 9 ? 1 : 5 }));
    expect(detectDrift(records, CFG)).toMatchObject([{ kind: 'pass_rate', changeSha: sha(9) }]);
  });

  it('attributes a context change made by a push', () => {
    const records = history(
      14,
      (n) => ({ passes: n >= 9 ? 1 : 5, hash: n >= 9 ? 'hash-b' : 'hash-a' }),
      (n) => (n === 9 ? { event: 'push' } : {}),
    );
    expect(detectDrift(records, CFG)).toMatchObject([{ kind: 'pass_rate', cause: { type: 'context_changed', sha: sha(9) } }]);
  });

  it('consecutive_failures scales the evidence needed: 6 needs more failing records than 3', () => {
    const records = history(24, (n) => ({ passes: n >= 9 ? 2 : 5 }));
    const firstDay = (cfg: DriftConfig) => records.findIndex((_, i) => detectDrift(records.slice(0, i + 1), cfg).length > 0) + 1;
    expect(firstDay(CFG)).toBe(11);
    expect(firstDay({ ...CFG, consecutive_failures: 6 })).toBeGreaterThan(11);
  });
});

describe('several scenarios', () => {
  it('judges each scenario on its own records', () => {
    const records = Array.from({ length: 12 }, (_, i) =>
      makeRecord(i + 1, [{ name: 'steady' }, { name: 'growing', tokens: i >= 8 ? 2000 : 1000 }]),
    );
    expect(detectDrift(records, CFG).map((f) => [f.scenario, f.kind])).toEqual([['growing', 'token_inflation']]);
  });

  it('sorts records by time before reading them', () => {
    const records = history(12, (n) => ({ tokens: n >= 9 ? 1500 : 1000 })).reverse();
    expect(detectDrift(records, CFG).map((f) => f.kind)).toEqual(['token_inflation']);
  });
});
