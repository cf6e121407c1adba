/** Builds synthetic history records for tests. */
import type { HistoryRecord, ScenarioRecord } from '../../src/history/record.js';

export interface ScenarioSpec {
  name?: string;
  hash?: string;
  passes?: number;
  attempted?: number;
  threshold?: number;
  tokens?: number;
  latency?: number;
  decomposes?: boolean[];
  risk?: (string | null)[];
  /** Tool calls of each run (one entry per attempted run), and the tools called with their counts. */
  toolCalls?: number[];
  tools?: { name: string; calls: number; runs: number }[];
}

export function sha(n: number): string {
  return n.toString(16).padStart(7, '0').repeat(6).slice(0, 40);
}

export function scenarioRecord(spec: ScenarioSpec = {}): ScenarioRecord {
  const attempted = spec.attempted ?? 5;
  const passes = spec.passes ?? attempted;
  const tokens = Array.from({ length: attempted }, () => spec.tokens ?? 1000);
  const latency = Array.from({ length: attempted }, () => spec.latency ?? 2000);
  const features: ScenarioRecord['features'] = {};
  if (spec.decomposes) features.decomposes = spec.decomposes;
  if (spec.risk) features.risk = spec.risk;
  return {
    name: spec.name ?? 'planner',
    contextHash: spec.hash ?? 'hash-a',
    threshold: spec.threshold ?? 0.6,
    passes,
    attempted,
    planned: attempted,
    errors: 0,
    tokens: { mean: tokens.length ? (spec.tokens ?? 1000) : 0, runs: tokens },
    latencyMs: { mean: latency.length ? (spec.latency ?? 2000) : 0, runs: latency },
    features,
    ...(spec.toolCalls === undefined ? {} : { toolCalls: { mean: spec.toolCalls.reduce((a, b) => a + b, 0) / Math.max(1, spec.toolCalls.length), runs: spec.toolCalls } }),
    ...(spec.tools === undefined ? {} : { tools: spec.tools }),
    verdict: passes / Math.max(1, attempted) >= (spec.threshold ?? 0.6) ? 'pass' : 'fail',
  };
}

/** Record number `n` (1-based): sha(n), one day apart, model gpt-4.1-mini. */
export function makeRecord(n: number, specs: ScenarioSpec[] = [{}], over: Partial<HistoryRecord> = {}): HistoryRecord {
  return {
    version: 1,
    sha: sha(n),
    ref: 'refs/heads/main',
    event: 'schedule',
    timestamp: new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString(),
    providers: [{ name: 'main', type: 'openai', model: 'gpt-4.1-mini', params: { temperature: 0.7 } }],
    scenarios: specs.map(scenarioRecord),
    ...over,
  };
}
