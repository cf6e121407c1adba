/**
 * The `fail-on` values (action input and `--fail-on`). Kept apart from src/inputs.ts so that the CLI
 * does not load @actions/core (and its HTTP client) just to read this list.
 */
/**
 * `threshold`: a scenario fails its threshold; with a baseline, only a scenario that does not fail it at
 * the base too (issue 31: newly failing, or the base cannot say). `failing-at-base`: a scenario that
 * fails its threshold at the base too (not in the default: it is not the change's doing).
 */
export const FAIL_ON = ['threshold', 'regression', 'drift', 'review', 'error', 'failing-at-base'] as const;
export type FailOn = (typeof FAIL_ON)[number];
