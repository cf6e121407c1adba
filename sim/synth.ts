/** Synthetic history records with run-level noise, for the drift simulation and the drift tests. */
import type { HistoryRecord, ScenarioRecord } from '../src/history/record.js';
import type { Random } from './random.js';

/** What one scenario does in one record: its true levels; every run is drawn from them. */
export interface ScenarioTruth {
  name: string;
  hash: string;
  runs: number;
  passRate: number;
  threshold: number;
  /** Median tokens per run; runs are lognormal around it with `tokenSigma`. */
  tokens: number;
  tokenSigma: number;
  latencyMs: number;
  latencySigma: number;
  /** Chance that a run reports decomposes = true, and that its risk is 'high' (else 'low'). */
  decomposes: number;
  riskHigh: number;
  /** Agents: the mean of each run's tool calls (Poisson), spread over SIM_TOOLS; absent for a role without tools. */
  toolCalls?: number;
}

/** The tools a simulated agent calls, with the share of calls each gets. */
export const SIM_TOOLS = [
  { name: 'read_file', share: 0.6 },
  { name: 'search', share: 0.3 },
  { name: 'write_file', share: 0.1 },
] as const;

/** A Poisson draw of mean `mean` (Knuth's method: fine for the small means of tool calls). */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.uniform();
  while (p > limit) {
    k++;
    p *= random.uniform();
  }
  return k;
}

/** Each run's tool calls and the tools called, drawn from `mean` calls per run (Poisson) and SIM_TOOLS' shares. */
function drawTools(mean: number, runs: number, random: Random): Pick<ScenarioRecord, 'toolCalls' | 'tools'> {
  const calls = Array.from({ length: runs }, () => poisson(random, mean));
  const tools = SIM_TOOLS.map((t) => ({ name: t.name, calls: 0, runs: 0 }));
  for (const n of calls) {
    const called = new Set<number>();
    for (let c = 0; c < n; c++) {
      let u = random.uniform();
      let i = 0;
      while (i < SIM_TOOLS.length - 1 && u >= (SIM_TOOLS[i]?.share ?? 1)) u -= SIM_TOOLS[i++]?.share ?? 1;
      const t = tools[i];
      if (t === undefined) continue;
      t.calls++;
      if (!called.has(i)) t.runs++;
      called.add(i);
    }
  }
  return { toolCalls: { mean: mean0(calls), runs: calls }, tools: tools.filter((t) => t.calls > 0).sort((a, b) => b.calls - a.calls) };
}

function mean0(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

export const STABLE_NOISE = { tokenSigma: 0.3, latencySigma: 0.5, decomposes: 0.8, riskHigh: 0.2 } as const;

export function commitSha(n: number): string {
  return n.toString(16).padStart(8, '0').repeat(5);
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** One scenario's record, every run drawn from `truth`; `outlier` multiplies one run's tokens and latency. */
export function drawScenario(truth: ScenarioTruth, random: Random, outlier?: number): ScenarioRecord {
  const tokens = Array.from({ length: truth.runs }, () => Math.round(random.lognormal(truth.tokens, truth.tokenSigma)));
  const latency = Array.from({ length: truth.runs }, () => Math.round(random.lognormal(truth.latencyMs, truth.latencySigma)));
  if (outlier !== undefined && tokens.length > 0) {
    tokens[0] = Math.round((tokens[0] ?? 0) * outlier);
    latency[0] = Math.round((latency[0] ?? 0) * outlier);
  }
  let passes = 0;
  for (let i = 0; i < truth.runs; i++) if (random.bernoulli(truth.passRate)) passes++;
  const decomposes = Array.from({ length: truth.runs }, () => random.bernoulli(truth.decomposes));
  const risk = Array.from({ length: truth.runs }, () => (random.bernoulli(truth.riskHigh) ? 'high' : 'low'));
  return {
    name: truth.name,
    contextHash: truth.hash,
    threshold: truth.threshold,
    passes,
    attempted: truth.runs,
    planned: truth.runs,
    errors: 0,
    tokens: { mean: mean(tokens), runs: tokens },
    latencyMs: { mean: mean(latency), runs: latency },
    features: { decomposes, risk },
    // Drawn last, and only for agents: every other draw is what it was before tool calls were simulated.
    ...(truth.toolCalls === undefined ? {} : drawTools(truth.toolCalls, truth.runs, random)),
    verdict: passes / Math.max(1, truth.runs) >= truth.threshold - 1e-9 ? 'pass' : 'fail',
  };
}

/** Record number `n` (one a day, a scheduled run) holding the given scenario records. */
export function syntheticRecord(n: number, scenarios: ScenarioRecord[]): HistoryRecord {
  return {
    version: 1,
    sha: commitSha(n),
    ref: 'refs/heads/main',
    event: 'schedule',
    timestamp: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
    providers: [{ name: 'main', type: 'openai', model: 'gpt-4.1-mini', params: {} }],
    scenarios,
  };
}

/** A stable scenario with the ordinary noise. */
export function stableTruth(name: string, runs: number, passRate = 0.9): ScenarioTruth {
  return { name, hash: 'ctx-a', runs, passRate, threshold: 2 / 3, tokens: 1200, latencyMs: 3000, ...STABLE_NOISE };
}

/** Records 1..count of one scenario; `at(n)` gives record n's truth. */
export function syntheticHistory(count: number, at: (n: number) => ScenarioTruth, random: Random, outlierAt?: number): HistoryRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return syntheticRecord(n, [drawScenario(at(n), random, n === outlierAt ? 6 : undefined)]);
  });
}

/**
 * One day's truth: the day moves the scenario's pass rate and feature shares by a normal day effect of sd
 * `rateSd` (clipped to [0, 1], as the gate simulation does) and its token and latency levels by a
 * lognormal one of sd `logSd`. Every record of that day is drawn from the same day's truth.
 */
export function dayTruth(truth: ScenarioTruth, random: Random, rateSd: number, logSd: number): ScenarioTruth {
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return {
    ...truth,
    passRate: clip(truth.passRate + rateSd * random.normal()),
    decomposes: clip(truth.decomposes + rateSd * random.normal()),
    riskHigh: clip(truth.riskHigh + rateSd * random.normal()),
    tokens: truth.tokens * Math.exp(logSd * random.normal()),
    latencyMs: truth.latencyMs * Math.exp(logSd * random.normal()),
    ...(truth.toolCalls === undefined ? {} : { toolCalls: truth.toolCalls * Math.exp(logSd * random.normal()) }),
  };
}

/** Record number `n` written on day `day` (1-based), `slot` of the day's records (a push, then schedules): hours apart. */
export function syntheticRecordOn(n: number, day: number, slot: number, scenarios: ScenarioRecord[]): HistoryRecord {
  return {
    ...syntheticRecord(n, scenarios),
    event: slot === 0 ? 'push' : 'schedule',
    timestamp: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + (1 + slot * 7) * 3_600_000).toISOString(),
  };
}
