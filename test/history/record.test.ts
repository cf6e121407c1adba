import { describe, it, expect } from 'vitest';
import { buildRecord, HistoryRecordSchema, providersForRecord, type RecordMeta } from '../../src/history/record.js';
import type { Report, RunResult, ScenarioResult } from '../../src/report/types.js';
import { ConfigSchema } from '../../src/config/schema.js';

function run(index: number, over: Partial<RunResult> = {}): RunResult {
  return { index, pass: true, tokens: { input: 100, output: 50 }, latencyMs: 1000, failures: [], ...over };
}

function scenario(over: Partial<ScenarioResult> = {}): ScenarioResult {
  return {
    name: 'planner',
    file: 'scenarios/planner.yaml',
    line: 1,
    role: 'planner',
    verdict: 'pass',
    passes: 2,
    attempted: 3,
    errors: 1,
    planned: 4,
    threshold: 2 / 3,
    interval: { low: 0.2, high: 0.9 },
    reason: '',
    stoppedEarly: false,
    contextHash: 'abc',
    runs: [
      run(0, { features: { decomposes: true, risk: 'low' } }),
      run(1, { pass: false, tokens: { input: 200, output: 100 }, latencyMs: 3000, features: { decomposes: false } }),
      run(2, { features: { decomposes: true, risk: 'high' } }),
      run(3, { pass: false, error: 'timeout', tokens: { input: 0, output: 0 }, latencyMs: 60000 }),
    ],
    ...over,
  };
}

function report(scenarios: ScenarioResult[]): Report {
  return {
    verdict: 'pass',
    scenarios,
    summary: { total: 1, passed: 1, failed: 0, errored: 0, skipped: 0, calls: 4, tokens: { input: 400, output: 200 }, durationMs: 10 },
    notes: [],
    tool: { name: 'context-eval', version: '0.1.0' },
    config: 'context-eval.yaml',
    startedAt: '2026-11-22T02:00:00.000Z',
  };
}

const META: RecordMeta = {
  sha: 'a'.repeat(40),
  ref: 'refs/heads/main',
  event: 'schedule',
  timestamp: '2026-11-22T02:00:00.000Z',
  providers: [{ name: 'main', type: 'openai', model: 'gpt-4.1-mini', params: { temperature: 0.7 } }],
};

describe('buildRecord', () => {
  it('records counts, per-run tokens and latency of evaluated runs, and features', () => {
    const r = buildRecord(report([scenario()]), META);
    expect(HistoryRecordSchema.parse(r)).toEqual(r);
    expect(r.version).toBe(1);
    expect(r.scenarios).toEqual([
      {
        name: 'planner',
        contextHash: 'abc',
        threshold: 2 / 3,
        passes: 2,
        attempted: 3,
        planned: 4,
        errors: 1,
        tokens: { mean: 200, runs: [150, 300, 150] },
        latencyMs: { mean: 5000 / 3, runs: [1000, 3000, 1000] },
        features: { decomposes: [true, false, true], risk: ['low', null, 'high'] },
        verdict: 'pass',
      },
    ]);
  });

  it('leaves out skipped scenarios and features no run reported', () => {
    const r = buildRecord(
      report([
        scenario({ name: 'skipped', verdict: 'skipped', runs: [], passes: 0, attempted: 0, errors: 0 }),
        scenario({ name: 'plain', runs: [run(0), run(1)], passes: 2, attempted: 2, errors: 0 }),
      ]),
      META,
    );
    expect(r.scenarios.map((s) => s.name)).toEqual(['plain']);
    expect(r.scenarios[0]?.features).toEqual({});
  });

  it('carries the base sha and the review verdict and score when given', () => {
    const r = buildRecord(report([]), { ...META, baseSha: 'b'.repeat(40), review: { verdict: 'APPROVED', score: 8 } });
    expect(r.baseSha).toBe('b'.repeat(40));
    expect(r.review).toEqual({ verdict: 'APPROVED', score: 8 });
  });

  it.each([
    { meta: { ...META, sha: 'not-a-sha' }, message: /sha: .*got "not-a-sha"/ },
    { meta: { ...META, timestamp: 'yesterday' }, message: /timestamp: .*got "yesterday"/ },
    { meta: { ...META, review: { verdict: 'APPROVED' as const, score: 11 } }, message: /review\.score: .*got 11/ },
  ])('names the bad field and value: $message', ({ meta, message }) => {
    expect(() => buildRecord(report([]), meta)).toThrow(message);
  });
});

describe('HistoryRecordSchema', () => {
  it.each([
    { name: 'a future version', patch: { version: 2 } },
    { name: 'passes above attempted', patch: { scenarios: [{ ...buildRecord(report([scenario()]), META).scenarios[0], passes: 9 }] } },
    { name: 'an unknown key', patch: { extra: true } },
  ])('rejects $name', ({ patch }) => {
    const good = buildRecord(report([scenario()]), META);
    expect(HistoryRecordSchema.safeParse({ ...good, ...patch }).success).toBe(false);
  });
});

describe('providersForRecord', () => {
  it('keeps the model and answer-shaping settings, not the key variable', () => {
    const config = ConfigSchema.parse({
      version: 1,
      providers: {
        main: { type: 'openai', model: 'gpt-4.1-mini', temperature: 0.2, api_key_env: 'MY_KEY' },
        agent: { type: 'exec', command: 'node agent.js' },
      },
      roles: {},
    });
    const recorded = providersForRecord(config.providers);
    expect(recorded).toEqual([
      { name: 'main', type: 'openai', model: 'gpt-4.1-mini', params: { temperature: 0.2, timeout_ms: 60000, retries: 3 } },
      { name: 'agent', type: 'exec', params: { command: 'node agent.js', max_output_bytes: 10485760, timeout_ms: 60000, retries: 3 } },
    ]);
    expect(JSON.stringify(recorded)).not.toContain('MY_KEY');
  });
});
