/**
 * The `fail-on` values (action input and `--fail-on`). Kept apart from src/inputs.ts so that the CLI
 * does not load @actions/core (and its HTTP client) just to read this list.
 */
export const FAIL_ON = ['threshold', 'regression', 'drift', 'review', 'error'] as const;
export type FailOn = (typeof FAIL_ON)[number];
