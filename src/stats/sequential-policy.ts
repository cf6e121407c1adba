/**
 * The baseline comparison as a sampling policy (see src/stats/policy.ts). Pure.
 *
 * It wraps the base policy (the threshold rule): while the base policy launches runs or runs are in
 * flight, it only relays it. Once the base policy is done and nothing is in flight, the comparison
 * design (src/stats/comparison-design.ts) decides: stop, or launch the runs up to its next look. The
 * design's error rates are computed for exactly this behaviour.
 *
 * Errored runs are not evidence. After an error (what is left once the provider's retries are spent)
 * no run is added: a failing provider would make the extra runs errors too, and the comparison then
 * reports "undecided".
 */
import type { SamplingPolicy } from './policy.js';
import type { ComparisonDesign } from './comparison-design.js';

export function comparisonPolicy(base: SamplingPolicy, design: Pick<ComparisonDesign, 'launch'>): SamplingPolicy {
  return (s) => {
    const fromBase = base(s);
    // The planned runs are the scenario's own N: the comparison never cuts them.
    if (fromBase > 0 || s.inFlight > 0) return Math.max(0, fromBase);
    if (s.errors > 0) return 0;
    return design.launch(s.passes, s.passes + s.failures);
  };
}
