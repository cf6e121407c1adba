import { describe, it, expect } from 'vitest';
import { detectDrift, type DriftConfig } from '../../src/drift/detect.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord, sha, type ScenarioSpec } from '../history/make-record.js';

const CFG: DriftConfig = { window: 5, token_inflation: 0.3, latency_regression: 0.5, consecutive_failures: 3 };

/** Records 1..count; `at(n)` gives record n's scenario spec. */
function history(count: number, at: (n: number) => ScenarioSpec, over: (n: number) => Partial<HistoryRecord> = () => ({})) {
  return Array.from({ length: count }, (_, i) => makeRecord(i + 1, [at(i + 1)], over(i + 1)));
}

const hashFrom = (changeAt: number | undefined) => (n: number) => (changeAt !== undefined && n >= changeAt ? 'hash-b' : 'hash-a');

describe('detectDrift on flat histories', () => {
  it.each([
    { name: 'steady numbers and behaviour', records: history(12, () => ({ decomposes: [true, true, true], risk: ['low', 'low'] })) },
    { name: 'noise within the limits', records: history(12, (n) => ({ tokens: n > 6 ? 1250 : 1000, latency: n > 6 ? 2900 : 2000 })) },
    { name: 'too short for the windows', records: history(9, (n) => ({ tokens: n > 4 ? 5000 : 1000 })) },
    { name: 'a tie in the latest record', records: history(8, (n) => ({ decomposes: n === 8 ? [true, false] : [false, false] })) },
    { name: 'two failing scheduled runs (limit 3)', records: history(6, (n) => ({ passes: n > 4 ? 1 : 5 })) },
  ])('finds nothing: $name', ({ records }) => {
    expect(detectDrift(records, CFG)).toEqual([]);
  });
});

describe('each detector fires on a history built for it, and attributes the cause', () => {
  const cases = [
    {
      kind: 'token_inflation',
      build: (change?: number) => history(10, (n) => ({ tokens: n > 5 ? 1500 : 1000, hash: hashFrom(change)(n) })),
      changeAt: 6,
      message: /mean tokens over the last 5 records \(1500\) is 50% above the median of the 5 before \(1000\), over the 30% limit/,
    },
    {
      kind: 'latency_regression',
      build: (change?: number) => history(10, (n) => ({ latency: n > 5 ? 3200 : 2000, hash: hashFrom(change)(n) })),
      changeAt: 6,
      message: /latency \(ms\) .* 60% above .* over the 50% limit/,
    },
    {
      kind: 'behaviour_shift',
      build: (change?: number) =>
        history(7, (n) => ({ decomposes: n === 7 ? [true, true, false] : [false, false, false], hash: hashFrom(change)(n) })),
      changeAt: 7,
      message: /decomposes is mostly true in the latest record \(0000007\), was mostly false over the 5 record\(s\) before/,
    },
    {
      kind: 'pass_rate',
      build: (change?: number) => history(6, (n) => ({ passes: n > 3 ? 1 : 5, hash: hashFrom(change)(n) })),
      changeAt: 4,
      message: /below the threshold in the last 3 scheduled runs \(limit 3\), 1\/5 passed in the latest/,
    },
  ] as const;

  it.each(cases)('$kind: the context changed at the first record with the new hash', ({ kind, build, changeAt, message }) => {
    const findings = detectDrift(build(changeAt), CFG);
    expect(findings).toHaveLength(1);
    const f = findings[0];
    expect(f?.kind).toBe(kind);
    expect(f?.scenario).toBe('planner');
    expect(f?.cause).toEqual({ type: 'context_changed', sha: sha(changeAt) });
    expect(f?.message).toMatch(message);
    expect(f?.message).toContain(`the context changed at ${sha(changeAt).slice(0, 7)}`);
  });

  it.each(cases)('$kind: an unchanged context is provider or model drift since its first record', ({ kind, build }) => {
    const findings = detectDrift(build(undefined), CFG);
    expect(findings.map((f) => f.kind)).toEqual([kind]);
    expect(findings[0]?.cause).toEqual({ type: 'model_drift', since: sha(1) });
    expect(findings[0]?.message).toContain(`the context is unchanged since ${sha(1).slice(0, 7)}: provider or model drift`);
  });

  it('dates model drift from the last context change before the compared span', () => {
    // The context changed at 2, long before the tokens grew at 8.
    const records = history(12, (n) => ({ tokens: n > 7 ? 2000 : 1000, hash: n >= 2 ? 'hash-b' : 'hash-a' }));
    expect(detectDrift(records, CFG)).toMatchObject([{ kind: 'token_inflation', cause: { type: 'model_drift', since: sha(2) } }]);
  });

  it('names a provider model change in a model-drift message', () => {
    const records = history(
      10,
      (n) => ({ tokens: n > 5 ? 1500 : 1000 }),
      (n) => (n > 5 ? { providers: [{ name: 'main', type: 'openai', model: 'gpt-5', params: {} }] } : {}),
    );
    expect(detectDrift(records, CFG)[0]?.message).toContain('providers were main=gpt-4.1-mini, now main=gpt-5');
  });
});

describe('pass-rate degradation', () => {
  it('counts only scheduled runs', () => {
    const records = history(6, (n) => ({ passes: n > 3 ? 1 : 5 }), (n) => (n > 3 ? { event: 'push' } : {}));
    expect(detectDrift(records, CFG)).toEqual([]);
  });

  it('is broken by a scheduled run whose runs all errored', () => {
    const records = history(7, (n) => (n === 6 ? { attempted: 0, passes: 0 } : { passes: n > 3 ? 1 : 5 }));
    expect(detectDrift(records, CFG)).toEqual([]);
  });

  it('attributes a context change made by a push between the last good and the first failing scheduled run', () => {
    const records = history(
      7,
      (n) => ({ passes: n > 3 ? 1 : 5, hash: n >= 4 ? 'hash-b' : 'hash-a' }),
      (n) => (n === 4 ? { event: 'push' } : {}),
    );
    expect(detectDrift(records, CFG)).toMatchObject([{ kind: 'pass_rate', cause: { type: 'context_changed', sha: sha(4) } }]);
  });
});

describe('several scenarios', () => {
  it('judges each scenario on its own records', () => {
    const records = Array.from({ length: 10 }, (_, i) =>
      makeRecord(i + 1, [{ name: 'steady' }, { name: 'growing', tokens: i >= 5 ? 2000 : 1000 }]),
    );
    expect(detectDrift(records, CFG).map((f) => [f.scenario, f.kind])).toEqual([['growing', 'token_inflation']]);
  });

  it('sorts records by time before reading windows', () => {
    const records = history(10, (n) => ({ tokens: n > 5 ? 1500 : 1000 })).reverse();
    expect(detectDrift(records, CFG).map((f) => f.kind)).toEqual(['token_inflation']);
  });
});
