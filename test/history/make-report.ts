/** Builds a one-scenario report for record tests: an agent scenario's runs, with their trajectories and stages. */
import type { Report, RunResult, ScenarioResult } from '../../src/report/types.js';
import type { RecordMeta } from '../../src/history/record.js';

export function run(index: number, over: Partial<RunResult> = {}): RunResult {
  return { index, pass: true, tokens: { input: 100, output: 50 }, latencyMs: 1000, failures: [], ...over };
}

export const step = (n: number, tool: string, args: unknown = { path: 'src/a.ts' }, result = 'ok') => ({ step: n, tool, args, result });

export function report(runs: RunResult[], name = 'agent'): Report {
  const s: ScenarioResult = {
    name,
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

export const META: RecordMeta = { sha: 'a'.repeat(40), ref: 'refs/heads/main', event: 'schedule', timestamp: '2026-11-22T02:00:00.000Z', providers: [] };
