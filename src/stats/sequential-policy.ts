/**
 * The baseline comparison as a sampling policy (see src/stats/policy.ts). Pure.
 *
 * It wraps the base policy (usually `thresholdPolicy`): while the base policy launches runs or runs are in
 * flight, it only relays the base policy. Once the base policy is done and nothing is in flight, it asks
 * the pass-rate test, and launches one run at a time while the test says 'continue' and the scenario has
 * fewer than `maxRuns` runs. One at a time, because the SPRT decides after each run and a run launched
 * past the decision is wasted.
 *
 * Errored runs count towards `maxRuns` but are not evidence. After an error (which is what is left once
 * the provider's retries are spent) no run is added: a failing provider would make the extra runs errors
 * too, and the scenario's verdict is already decided by the threshold rule or is 'error'.
 */
import type { SamplingPolicy } from './policy.js';
import type { PassRateTest } from './sprt.js';

export function comparisonPolicy(base: SamplingPolicy, test: Pick<PassRateTest, 'decide'>, maxRuns: number): SamplingPolicy {
  return (s) => {
    const fromBase = base(s);
    // The planned runs are the scenario's own N: the comparison never cuts them, even past maxRuns.
    if (fromBase > 0 || s.inFlight > 0) return Math.max(0, fromBase);
    if (s.errors > 0) return 0;
    const launched = s.passes + s.failures + s.errors;
    if (launched >= maxRuns) return 0;
    return test.decide(s.passes, s.passes + s.failures).state === 'continue' ? 1 : 0;
  };
}
