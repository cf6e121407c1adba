/**
 * Issue 30 row 2 / item 2: `fail-on` counts an undecided scenario under its own name, `undecided`, and
 * never under `error`; outside fail-on it is a warning that names it.
 */
import { describe, expect, it } from 'vitest';
import { decideGate } from '../../src/action/gate.js';
import { FAIL_ON } from '../../src/action/fail-on.js';
import { buildReport, skippedResult } from '../../src/runner/result.js';
import type { ScenarioResult } from '../../src/report/types.js';

const scenario = (name: string, over: Partial<ScenarioResult>): ScenarioResult => ({
  ...skippedResult({ name, file: `${name}.yaml`, line: 1, role: 'r', planned: 1, threshold: 2 / 3 }, 'x'),
  ...over,
});

const report = (scenarios: ScenarioResult[]) => buildReport({ scenarios, calls: 1, durationMs: 1, notes: [], version: 't', config: 'c', startedAt: 't' });

describe('fail-on: undecided (issue 30 row 2)', () => {
  const undecided = scenario('thin', { verdict: 'error', state: 'undecided', passes: 0, attempted: 1 });
  const passed = scenario('ok', { verdict: 'pass', passes: 5, attempted: 5 });

  it('is a fail-on value of its own', () => {
    expect(FAIL_ON).toContain('undecided');
  });

  it('counts the scenario as undecided, not as an error, in the summary', () => {
    const r = report([undecided, passed]);
    expect(r.summary.undecided).toBe(1);
    expect(r.summary.errored).toBe(1);
  });

  it('fails the job under `undecided`, with a reason that names the scenario', () => {
    const g = decideGate(report([undecided, passed]), new Set(['undecided']));
    expect(g.fail).toBe(true);
    expect(g.reasons.join('\n')).toMatch(/undecided.*thin|thin.*undecided/);
  });

  it('is not counted under `error`: outside fail-on it is a warning that says so', () => {
    const g = decideGate(report([undecided, passed]), new Set(['threshold', 'error']));
    expect(g.fail).toBe(false);
    expect(g.warnings.join('\n')).toMatch(/undecided.*'undecided' is not in fail-on/);
  });

  it('an errored scenario is still counted under `error` beside an undecided one', () => {
    const errored = scenario('down', { verdict: 'error', errors: 2 });
    const g = decideGate(report([undecided, errored]), new Set(['error']));
    expect(g.fail).toBe(true);
    expect(g.reasons).toEqual(['1 scenario not evaluated']);
  });
});
