/**
 * Samples one scenario: launches runs as the sampling policy allows, never more than it asks for, and
 * returns the runs in index order whatever order they finished in.
 */
import type { SamplingPolicy } from '../stats/policy.js';
import type { Tally } from '../stats/verdict.js';
import type { RunResult } from '../report/types.js';
import { keptString, keptTokens, NO_FAILURES } from './kept.js';

/** A hard stop against a policy that never says 0. */
export const MAX_RUNS_PER_SCENARIO = 1000;

export interface SamplePlan {
  planned: number;
  threshold: number;
  policy: SamplingPolicy;
  /** Makes run `index`. It should not throw; if it does, the run is an error. */
  execute(index: number): Promise<RunResult>;
  onRun?(run: RunResult): void;
}

export interface Sampled {
  runs: RunResult[];
  tally: Tally;
}

export function errorRun(index: number, err: unknown): RunResult {
  const message = keptString(err instanceof Error ? err.message : String(err));
  return { index, pass: false, error: message, tokens: keptTokens(0, 0), latencyMs: 0, failures: NO_FAILURES };
}

export function sampleScenario(plan: SamplePlan): Promise<Sampled> {
  const runs: RunResult[] = [];
  const tally: Tally = { passes: 0, failures: 0, errors: 0 };
  let inFlight = 0;
  let next = 0;
  return new Promise<Sampled>((resolve) => {
    const settle = (run: RunResult): void => {
      runs[run.index] = run;
      inFlight--;
      if (run.error !== undefined) tally.errors++;
      // A scenario with own-rule expectations (DESIGN §3b): its threshold counts the other expectations.
      else if (run.mainPass ?? run.pass) tally.passes++;
      else tally.failures++;
      plan.onRun?.(run);
      pump();
    };
    const pump = (): void => {
      const want = plan.policy({ ...tally, inFlight, planned: plan.planned, threshold: plan.threshold });
      const launch = Math.min(Math.max(0, Math.floor(want)), MAX_RUNS_PER_SCENARIO - next);
      for (let i = 0; i < launch; i++) {
        const index = next++;
        inFlight++;
        plan.execute(index).then(
          (run) => settle({ ...run, index }),
          (err: unknown) => settle(errorRun(index, err)),
        );
      }
      // Stryker disable next-line MethodExpression,ConditionalExpression: with nothing in flight every launched index has settled, so runs has no hole to drop
      if (inFlight === 0) resolve({ runs: runs.filter((r) => r !== undefined), tally: { ...tally } });
    };
    pump();
  });
}
