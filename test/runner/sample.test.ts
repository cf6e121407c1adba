import { describe, it, expect } from 'vitest';
import { sampleScenario, errorRun, MAX_RUNS_PER_SCENARIO, type SamplePlan } from '../../src/runner/sample.js';
import { fixedPolicy, thresholdPolicy, type SamplingPolicy, type SamplingState } from '../../src/stats/policy.js';
import type { RunResult } from '../../src/report/types.js';

function run(index: number, pass: boolean, extra: Partial<RunResult> = {}): RunResult {
  return { index, pass, tokens: { input: 1, output: 1 }, latencyMs: 1, failures: [], ...extra };
}

/** Fails the test when sampling has not finished within `ms` (a hang guard, not a speed assertion). */
async function settled<T>(p: Promise<T>, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sampling did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, hang]);
  } finally {
    clearTimeout(timer);
  }
}

function plan(over: Partial<SamplePlan> & Pick<SamplePlan, 'execute'>): SamplePlan {
  return { planned: 3, threshold: 2 / 3, policy: fixedPolicy, ...over };
}

describe('errorRun', () => {
  it('errored runs share one frozen empty failures list (issue 23 item 5: one per run was kept all run)', () => {
    const a = errorRun(0, new Error('socket hang up'));
    const b = errorRun(1, 'timeout');
    expect(a).toEqual({ index: 0, pass: false, error: 'socket hang up', tokens: { input: 0, output: 0 }, latencyMs: 0, failures: [] });
    expect(b.error).toBe('timeout');
    expect(a.failures).toBe(b.failures);
    expect(Object.isFrozen(a.failures)).toBe(true);
  });
});

describe('sampleScenario', () => {
  it('a run whose execute rejects becomes an errored run and sampling still finishes', async () => {
    const sampled = await settled(
      sampleScenario(
        plan({
          execute: (i) => (i === 1 ? Promise.reject(new Error('socket hang up')) : Promise.resolve(run(i, true))),
        }),
      ),
    );
    expect(sampled.tally).toEqual({ passes: 2, failures: 0, errors: 1 });
    expect(sampled.runs.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(sampled.runs[1]).toEqual(errorRun(1, new Error('socket hang up')));
    expect(sampled.runs[1]!.error).toBe('socket hang up');
  });

  it('a rejection with a non-Error value keeps its text', async () => {
    const sampled = await settled(sampleScenario(plan({ planned: 1, execute: () => Promise.reject('quota') })));
    expect(sampled.runs).toEqual([{ index: 0, pass: false, error: 'quota', tokens: { input: 0, output: 0 }, latencyMs: 0, failures: [] }]);
  });

  it('returns the runs in index order whatever order they finished in, each with the index it was launched as', async () => {
    const delays = [30, 0, 15, 5];
    const sampled = await settled(
      sampleScenario(
        plan({
          planned: 4,
          // The run reports a wrong index: the sampler's own index wins.
          execute: (i) => new Promise((resolve) => setTimeout(() => resolve(run(99, i % 2 === 0)), delays[i])),
        }),
      ),
    );
    expect(sampled.runs.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(sampled.runs.map((r) => r.pass)).toEqual([true, false, true, false]);
    expect(sampled.tally).toEqual({ passes: 2, failures: 2, errors: 0 });
  });

  it('an errored run counts as an error even when it says pass', async () => {
    const sampled = await settled(sampleScenario(plan({ planned: 2, execute: (i) => Promise.resolve(run(i, true, { error: 'timeout' })) })));
    expect(sampled.tally).toEqual({ passes: 0, failures: 0, errors: 2 });
  });

  it('tells onRun about every run as it settles, with the tally the policy sees', async () => {
    const seen: number[] = [];
    const states: SamplingState[] = [];
    const policy: SamplingPolicy = (s) => {
      states.push({ ...s });
      return fixedPolicy(s);
    };
    await settled(
      sampleScenario(plan({ planned: 3, policy, execute: (i) => Promise.resolve(run(i, i !== 1)), onRun: (r) => seen.push(r.index) })),
    );
    expect(seen.sort()).toEqual([0, 1, 2]);
    expect(states[0]).toEqual({ passes: 0, failures: 0, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 });
    expect(states.at(-1)).toEqual({ passes: 2, failures: 1, errors: 0, inFlight: 0, planned: 3, threshold: 2 / 3 });
  });

  it('launches only what the policy asks: fractions round down, negatives launch nothing', async () => {
    let calls = 0;
    const execute = (i: number) => {
      calls++;
      return Promise.resolve(run(i, true));
    };
    const fractional: SamplingPolicy = (s) => (s.passes === 0 && s.inFlight === 0 ? 2.9 : 0);
    const a = await settled(sampleScenario(plan({ policy: fractional, execute })));
    expect(a.runs).toHaveLength(2);
    expect(calls).toBe(2);
    const negative = await settled(sampleScenario(plan({ policy: () => -3, execute })));
    expect(negative.runs).toEqual([]);
    expect(calls).toBe(2);
  });

  it('stops the threshold rule early once the verdict cannot change', async () => {
    const sampled = await settled(sampleScenario(plan({ planned: 3, policy: thresholdPolicy, execute: (i) => Promise.resolve(run(i, true)) })));
    expect(sampled.runs).toHaveLength(2);
  });

  it(`stops at ${MAX_RUNS_PER_SCENARIO} runs a policy that never says 0`, async () => {
    let calls = 0;
    const sampled = await settled(
      sampleScenario(
        plan({
          planned: 1,
          policy: () => 7,
          execute: (i) => {
            calls++;
            return Promise.resolve(run(i, true));
          },
        }),
      ),
      20_000,
    );
    expect(calls).toBe(MAX_RUNS_PER_SCENARIO);
    expect(sampled.runs).toHaveLength(MAX_RUNS_PER_SCENARIO);
    expect(sampled.tally.passes).toBe(MAX_RUNS_PER_SCENARIO);
  });
});
