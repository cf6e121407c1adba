/**
 * Issue 33 gap A: a chain stage's own rule is a gate sampled only by the runs that reached its stage
 * (src/runner/gates.ts). A run that ended before the stage is no sample: it neither passes nor fails the
 * gate, a count rule plans without it, and a stage that never ran leaves its gate skipped; the sampling
 * policy never asks past the gate's cap for a stage that rarely runs.
 */
import { describe, expect, it } from 'vitest';
import { gatedPolicy, gateReports, type Gate } from '../../src/runner/gates.js';
import { COUNT_RULE } from '../../src/stats/threshold-rule.js';
import { thresholdTestFor } from '../../src/stats/threshold-test.js';
import type { RunResult } from '../../src/report/types.js';

const stage = (role: string) => ({ role, request: '', output: '', pass: true, failures: [], steps: 1, tokens: { input: 1, output: 1 } });

/** A chain run of stages po and (when `dev` is given) dev, whose dev gate held or broke. */
function run(index: number, dev?: boolean): RunResult {
  return {
    index,
    pass: dev !== false,
    tokens: { input: 1, output: 1 },
    latencyMs: 1,
    failures: [],
    stages: dev === undefined ? [stage('po')] : [stage('po'), stage('dev')],
    mainPass: true,
    gates: [dev ?? null],
  };
}

const countGate: Gate = { label: 'dev: never_calls', line: 9, threshold: 1, rule: COUNT_RULE, stage: 'dev' };

describe('a stage gate', () => {
  it('counts only the runs that reached its stage: 1 of 3 sampled and held is a pass of 1 of 1, not an error', () => {
    const [g] = gateReports([countGate], [run(0, true), run(1), run(2)], 3);
    expect(g).toMatchObject({ expectation: 'dev: never_calls', stage: 'dev', verdict: 'pass', passes: 1, attempted: 1 });
    expect(g?.reason).toMatch(/stage dev ran in 1 of the 3 runs; only those sample it/);
  });

  it('fails on its one reckless run among runs that did not reach it', () => {
    const [g] = gateReports([countGate], [run(0), run(1, false), run(2)], 3);
    expect(g).toMatchObject({ verdict: 'fail', passes: 0, attempted: 1 });
  });

  it('is skipped when no run reached its stage, and an errored run is still an error', () => {
    expect(gateReports([countGate], [run(0), run(1)], 2)[0]).toMatchObject({ verdict: 'skipped', passes: 0, attempted: 0, reason: 'not sampled, stage dev ran in none of the 2 runs' });
    const errored: RunResult = { ...run(1), error: 'timeout' };
    expect(gateReports([countGate], [run(0), errored], 2)[0]?.verdict).toBe('error');
  });

  it('a scenario-level gate (no stage) reads a run without its outcome as not evaluated, as before', () => {
    const { stage: _, ...plain } = countGate;
    expect(gateReports([plain], [run(0)], 1)[0]).toMatchObject({ verdict: 'error' });
  });

  it('a test gate whose stage never runs asks for no run past its cap', () => {
    const test = thresholdTestFor({ threshold: 0.7, tolerance: 0.1, alpha: 0.05, planned: 10, cap: 40 });
    const gate: Gate = { label: 'dev: contains', line: 9, threshold: 0.7, rule: { kind: 'test', test }, stage: 'dev' };
    const made = Array.from({ length: 40 }, (_, i) => run(i));
    const policy = gatedPolicy(() => 0, [gate], 10, () => made);
    expect(policy({ passes: 40, failures: 0, errors: 0, inFlight: 0, planned: 10, threshold: 0.7 })).toBe(0);
    // Below the cap it still wants runs: its stage may yet run.
    const fewer = gatedPolicy(() => 0, [gate], 10, () => made.slice(0, 10));
    expect(fewer({ passes: 10, failures: 0, errors: 0, inFlight: 0, planned: 10, threshold: 0.7 })).toBeGreaterThan(0);
  });
});
