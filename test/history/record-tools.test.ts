/** What a history record keeps of a scenario's tool calls, for drift and the dashboard (issue 33 item 6). */
import { describe, it, expect } from 'vitest';
import { buildRecord, HistoryRecordSchema, MAX_RECORDED_TOOLS, MAX_TOOL_NAME, type RecordMeta } from '../../src/history/record.js';
import type { Report, RunResult, ScenarioResult } from '../../src/report/types.js';
import { makeRecord } from './make-record.js';

function run(index: number, over: Partial<RunResult> = {}): RunResult {
  return { index, pass: true, tokens: { input: 100, output: 50 }, latencyMs: 1000, failures: [], ...over };
}

const step = (n: number, tool: string) => ({ step: n, tool, args: { path: 'src/a.ts' }, result: 'ok' });

function report(runs: RunResult[]): Report {
  const s: ScenarioResult = {
    name: 'agent',
    file: 'scenarios/agent.yaml',
    line: 1,
    role: 'agent',
    verdict: 'pass',
    passes: runs.filter((r) => r.pass && r.error === undefined).length,
    attempted: runs.filter((r) => r.error === undefined).length,
    errors: runs.filter((r) => r.error !== undefined).length,
    planned: runs.length,
    threshold: 0.5,
    interval: { low: 0.2, high: 0.9 },
    reason: '',
    stoppedEarly: false,
    contextHash: 'abc',
    runs,
  };
  return {
    verdict: 'pass',
    scenarios: [s],
    summary: { total: 1, passed: 1, failed: 0, errored: 0, skipped: 0, calls: 4, tokens: { input: 400, output: 200 }, durationMs: 10 },
    notes: [],
    tool: { name: 'context-eval', version: '0.1.0' },
    config: 'context-eval.yaml',
    startedAt: '2026-11-22T02:00:00.000Z',
  };
}

const META: RecordMeta = { sha: 'a'.repeat(40), ref: 'refs/heads/main', event: 'schedule', timestamp: '2026-11-22T02:00:00.000Z', providers: [] };

describe('buildRecord keeps tool calls per run and the tools called', () => {
  it('counts each evaluated run\'s calls (errored runs left out) and each tool\'s calls and runs, most called first', () => {
    const r = buildRecord(
      report([
        run(0, { toolCalls: 3, trajectory: [step(1, 'read_file'), step(1, 'read_file'), step(2, 'write_file')] }),
        run(1, { toolCalls: 0 }),
        run(2, { toolCalls: 1, trajectory: [step(1, 'read_file')] }),
        run(3, { pass: false, error: 'timeout', toolCalls: 5, trajectory: [step(1, 'delete_file')] }),
      ]),
      META,
    );
    const s = r.scenarios[0];
    expect(s?.toolCalls).toEqual({ mean: 4 / 3, runs: [3, 0, 1] });
    expect(s?.tools).toEqual([
      { name: 'read_file', calls: 3, runs: 2 },
      { name: 'write_file', calls: 1, runs: 1 },
    ]);
    expect(HistoryRecordSchema.parse(r)).toEqual(r);
  });

  it('counts the trajectory when a run gives no count, and leaves both fields out for a role without tools', () => {
    const counted = buildRecord(report([run(0, { trajectory: [step(1, 'grep'), step(2, 'grep')] }), run(1, { toolCalls: 1, trajectory: [step(1, 'ls')] })]), META);
    expect(counted.scenarios[0]?.toolCalls?.runs).toEqual([2, 1]);
    const plain = buildRecord(report([run(0), run(1)]), META).scenarios[0];
    expect(plain).not.toHaveProperty('toolCalls');
    expect(plain).not.toHaveProperty('tools');
  });

  it('stays small: at most MAX_RECORDED_TOOLS tools (the most called), names cut to MAX_TOOL_NAME characters', () => {
    const many = Array.from({ length: 70 }, (_, i) => step(1, `tool_${String(i).padStart(2, '0')}`));
    const long = 'x'.repeat(500);
    const r = buildRecord(report([run(0, { toolCalls: 73, trajectory: [...many, step(2, 'tool_69'), step(3, long), step(4, 'bad\u0000name')] })]), META);
    const tools = r.scenarios[0]?.tools ?? [];
    expect(tools).toHaveLength(MAX_RECORDED_TOOLS);
    expect(tools[0]).toEqual({ name: 'tool_69', calls: 2, runs: 1 });
    expect(tools.every((t) => t.name.length <= MAX_TOOL_NAME)).toBe(true);
    expect(tools.map((t) => t.name)).toContain('bad?name');
    expect(JSON.stringify(r).length).toBeLessThan(6_000);
  });
});

describe('HistoryRecordSchema and tool calls', () => {
  it('reads a record written before tool calls were kept', () => {
    const old = makeRecord(1);
    expect(old.scenarios[0]).not.toHaveProperty('toolCalls');
    expect(HistoryRecordSchema.parse(old)).toEqual(old);
  });

  it('reads one that has them, and refuses too many tools, long names and negative counts', () => {
    const ok = makeRecord(1, [{ toolCalls: [1, 2, 3, 0, 1], tools: [{ name: 'read_file', calls: 7, runs: 4 }] }]);
    expect(HistoryRecordSchema.parse(ok)).toEqual(ok);
    const tooMany = makeRecord(1, [{ tools: Array.from({ length: MAX_RECORDED_TOOLS + 1 }, (_, i) => ({ name: `t${i}`, calls: 1, runs: 1 })) }]);
    expect(HistoryRecordSchema.safeParse(tooMany).success).toBe(false);
    expect(HistoryRecordSchema.safeParse(makeRecord(1, [{ tools: [{ name: 'y'.repeat(MAX_TOOL_NAME + 1), calls: 1, runs: 1 }] }])).success).toBe(false);
    expect(HistoryRecordSchema.safeParse(makeRecord(1, [{ toolCalls: [1, -1] }])).success).toBe(false);
  });
});
