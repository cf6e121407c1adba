/** A scenario of the planner role with the given context, as the loader would make it (for the prompt tests). */
import type { Scenario } from '../../src/scenarios/types.js';

export function scenario(context: Record<string, unknown>): Scenario {
  return {
    name: 'plan-auth',
    role: 'planner',
    file: 'scenarios/auth.yaml',
    source: { file: 'scenarios/auth.yaml', line: 4, col: 1 },
    runs: 3,
    threshold: 2 / 3,
    context,
    expect: [],
    dependsOn: [],
    provenance: {},
  };
}
