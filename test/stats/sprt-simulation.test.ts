/**
 * Seeded simulation of the whole sequential comparison (acceptance of the issue "History, baselines and
 * drift", §3): 1,000 simulated PRs per case. Each PR draws its own baseline of 25 pooled runs at a true
 * rate of 0.9, then samples the PR's runs through the real runner policy (the threshold policy over
 * N = 3 planned runs, wrapped by the comparison policy up to max_runs = 16).
 */
import { describe, it, expect } from 'vitest';
import { seededRandom } from '../fakes/openai-server.js';
import { thresholdPolicy, type SamplingPolicy } from '../../src/stats/policy.js';
import { createPassRateTest, type PassRateState } from '../../src/stats/sprt.js';
import { comparisonPolicy } from '../../src/stats/sequential-policy.js';

const CFG = { delta: 0.3, alpha: 0.05, beta: 0.2, maxRuns: 16 };
const PRS = 1000;
const BASELINE_RUNS = 25;
const BASELINE_RATE = 0.9;
const PLANNED = 3;
const THRESHOLD = 2 / 3;

interface PrOutcome {
  state: PassRateState;
  runs: number;
}

/** Drives a policy the way the runner does: launch what it asks, complete runs one by one. */
function simulatePr(rand: () => number, prRate: number): PrOutcome {
  let baselinePasses = 0;
  for (let i = 0; i < BASELINE_RUNS; i++) if (rand() < BASELINE_RATE) baselinePasses++;
  const test = createPassRateTest({ passes: baselinePasses, runs: BASELINE_RUNS }, CFG);
  const policy: SamplingPolicy = comparisonPolicy(thresholdPolicy, test, CFG.maxRuns);
  const s = { passes: 0, failures: 0, errors: 0, inFlight: 0, planned: PLANNED, threshold: THRESHOLD };
  for (;;) {
    s.inFlight += policy({ ...s });
    if (s.inFlight === 0) break;
    s.inFlight--;
    if (rand() < prRate) s.passes++;
    else s.failures++;
  }
  const runs = s.passes + s.failures;
  return { state: test.decide(s.passes, runs).state, runs };
}

function simulate(seed: number, prRate: number) {
  const rand = seededRandom(seed);
  let flagged = 0;
  let totalRuns = 0;
  let maxRuns = 0;
  const states: Record<string, number> = {};
  for (let i = 0; i < PRS; i++) {
    const o = simulatePr(rand, prRate);
    if (o.state === 'drop') flagged++;
    totalRuns += o.runs;
    maxRuns = Math.max(maxRuns, o.runs);
    states[o.state] = (states[o.state] ?? 0) + 1;
  }
  return { flaggedRate: flagged / PRS, averageRuns: totalRuns / PRS, maxRuns, states };
}

describe('sequential comparison, seeded simulation (1,000 PRs per case)', () => {
  const unchanged = simulate(20261122, 0.9);
  const dropped = simulate(7, 0.5);

  it('prints the measured rates', () => {
    const row = (name: string, r: ReturnType<typeof simulate>) =>
      `${name.padEnd(22)} flagged ${(r.flaggedRate * 100).toFixed(1).padStart(5)}%  avg runs ${r.averageRuns
        .toFixed(2)
        .padStart(5)}  max runs ${String(r.maxRuns).padStart(2)}  ${JSON.stringify(r.states)}`;
    console.log(
      [
        'SPRT simulation: baseline 25 runs at 0.9, N=3 planned, δ=0.3 α=0.05 β=0.2, max_runs=16',
        row('unchanged (0.9 → 0.9)', unchanged),
        row('drop (0.9 → 0.5)', dropped),
      ].join('\n'),
    );
    expect(unchanged.states).toBeDefined();
  });

  it('flags an unchanged context in at most 5% of PRs', () => {
    expect(unchanged.flaggedRate).toBeLessThanOrEqual(0.05);
  });

  it('flags a drop to 0.5 in at least 80% of PRs', () => {
    expect(dropped.flaggedRate).toBeGreaterThanOrEqual(0.8);
  });

  it('needs at most 7 runs per scenario on average when nothing changed', () => {
    expect(unchanged.averageRuns).toBeLessThanOrEqual(7);
  });

  it('never runs a scenario past max_runs', () => {
    expect(unchanged.maxRuns).toBeLessThanOrEqual(CFG.maxRuns);
    expect(dropped.maxRuns).toBeLessThanOrEqual(CFG.maxRuns);
  });
});
