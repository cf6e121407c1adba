/**
 * A scenario's own-rule expectations (DESIGN §3b): `- { never_calls: [delete_*], threshold: 1, verdict: count }`
 * in the scenario's `expect` or in a chain stage's. Each is a gate of the scenario (src/runner/gates.ts)
 * and a test of the invocation's error budget. Pure.
 */
import type { Expectation } from '../expectations/schema.js';
import type { Scenario } from './types.js';

/** An expectation with its own threshold (DESIGN §3b), and the chain stage whose expect holds it, if one does. */
export interface StagedOwnRule {
  expectation: Expectation;
  stage?: string;
}

/**
 * The scenario's own-rule expectations, in the one order their gates take everywhere (a run's `gates`, the
 * report's, the error budget): the scenario's `expect` first, then each chain stage's, stage by stage.
 */
export function ownRules(s: Pick<Scenario, 'expect' | 'chain'>): StagedOwnRule[] {
  return [
    ...s.expect.filter((e) => e.own !== undefined).map((expectation) => ({ expectation })),
    ...(s.chain ?? []).flatMap((stage) => stage.expect.filter((e) => e.own !== undefined).map((expectation) => ({ expectation, stage: stage.role }))),
  ];
}

/** How an own rule is named in the report, the comment and `show`: its kind, after its stage's role in a chain. */
export function ownRuleLabel(r: StagedOwnRule): string {
  return r.stage === undefined ? r.expectation.kind : `${r.stage}: ${r.expectation.kind}`;
}
