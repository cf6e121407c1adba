/** Issue "Green means green", item 7: an unchanged PR reads green with "nothing regressed" when every comparison says no drop. */
import { describe, expect, it } from 'vitest';
import { headline } from '../../src/report/headline.js';
import { buildReport, COUNT_RULE, scenarioResult } from '../../src/runner/result.js';
import type { ScenarioComparison } from '../../src/report/types.js';

function report(states: ScenarioComparison['state'][]) {
  const scenarios = states.map((state, i) => ({
    ...scenarioResult({ name: `s${i}`, file: 's.yaml', line: 1, role: 'r', planned: 3, threshold: 2 / 3, rule: COUNT_RULE }, [0, 1, 2].map((index) => ({ index, pass: true, tokens: { input: 1, output: 1 }, latencyMs: 1, failures: [] })), { passes: 3, failures: 0, errors: 0 }, 'ran'),
    comparison: { state, runs: 3, behaviourShifts: [], contextUnchanged: false, note: '' },
  }));
  return buildReport({ scenarios, calls: 9, durationMs: 1, notes: [], version: '0', config: 'c.yaml', startedAt: 'now' });
}

describe('the headline of a PR compared with its base', () => {
  it('says "nothing regressed" when every compared scenario ended no-drop', () => {
    expect(headline(report(['no-drop', 'no-drop', 'no-baseline']), undefined)).toBe('### context-eval: ✅ 3 passed · nothing regressed vs base');
  });
  it('does not when a comparison is undecided, or none was made', () => {
    expect(headline(report(['no-drop', 'undecided']), undefined)).toBe('### context-eval: ✅ 2 passed');
    expect(headline(report(['no-baseline']), undefined)).toBe('### context-eval: ✅ 1 passed');
  });
});
