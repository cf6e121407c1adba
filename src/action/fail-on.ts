/**
 * The `fail-on` values (action input and `--fail-on`). Kept apart from src/inputs.ts so that the CLI
 * does not load @actions/core (and its HTTP client) just to read this list.
 */
/**
 * `threshold`: a scenario fails its threshold; with a baseline, only a scenario that does not fail it at
 * the base too (issue 31: newly failing, or the base cannot say). `failing-at-base`: a scenario that
 * fails its threshold at the base too (not in the default: it is not the change's doing). `error`: a
 * scenario that could not be evaluated because runs errored. `undecided` (issue 30 item 2): a scenario
 * whose threshold test reached its cap without a decision. Not in the default: red means evidence of a
 * problem (an unchanged PR stays green), and an undecided scenario has none either way; it is never shown
 * as passed, the job's warnings name it, and `validate` warns on a scenario that is undecided more often
 * than not at its threshold and rejects one that can never fail (docs/statistics.md §1.3).
 */
export const FAIL_ON = ['threshold', 'regression', 'drift', 'review', 'error', 'undecided', 'failing-at-base'] as const;
export type FailOn = (typeof FAIL_ON)[number];
