/**
 * Issue 31 item 5: `validate` and `manifest` say, before any model call, how many calls each scenario makes
 * when every run passes (the threshold test's looks replayed with all passes, judges included) and at most
 * (its cap × the calls a run can make), and which scenarios cost more than twice their runs, and why.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { scenarioCost } from '../../src/manifest/cost.js';
import type { ConfigFile } from '../../src/config/schema.js';
import type { Scenario } from '../../src/scenarios/types.js';

afterAll(async () => {
  await removeProjects();
});

const ENV = { PATH: process.env.PATH ?? '', TEST_KEY: 'k' };

async function project(): Promise<string> {
  return makeProject({
    'context-eval.yaml': ['version: 1', 'providers:', '  main: { type: openai, model: m, base_url: "http://127.0.0.1:9", api_key_env: TEST_KEY, retries: 0 }', 'roles:', '  planner: { provider: main, system: prompts/p.md }', ''].join('\n'),
    'prompts/p.md': 'You plan.\n',
    // Default threshold 2/3, tolerance 0.1: 5 passing runs show ≥ 56.7% with 85% confidence.
    'scenarios/a.yaml': ['name: easy', 'role: planner', 'context: { objective: x }', 'expect: [{ contains: [plan] }]', ''].join('\n'),
    // Threshold 1 with a judge: 19 passing runs (0.9^19 ≤ 15%), 2 calls each; at most 150 runs.
    'scenarios/b.yaml': ['name: strict', 'role: planner', 'runs: 3', 'threshold: 3/3', 'context: { objective: x }', 'expect:', '  - contains: [plan]', '  - judge: { rubric: "The plan is short." }', ''].join('\n'),
    // The count rule makes its N runs at most.
    'scenarios/c.yaml': ['name: counted', 'role: planner', 'threshold: 1', 'verdict: count', 'context: { objective: x }', 'expect: [{ contains: [plan] }]', ''].join('\n'),
  });
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('cost before any call', () => {
  it('validate prints the expected and the most calls, and the scenarios that cost more than twice their runs, with why', async () => {
    const dir = await project();
    const r = await runCliInProcess(dir, ['validate'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const out = flat(r.stdout);
    // 5 + 19 × 2 + 3 expected; 150 + 150 × 2 + 3 at most.
    expect(out).toContain('calls if every run passes: 46; at most 453');
    expect(out).toMatch(/strict \(scenarios\/b\.yaml:1\): 38 calls for runs: 3 — threshold 100% with tolerance 0\.1 needs 19 passing runs to pass/);
    expect(out).not.toMatch(/easy \(scenarios\/a\.yaml/);
    expect(out).not.toMatch(/counted \(scenarios\/c\.yaml/);
    for (const line of r.stdout.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  });

  it('manifest prints each role\'s calls, and each scenario\'s in JSON', async () => {
    const dir = await project();
    const text = await runCliInProcess(dir, ['manifest'], ENV);
    expect(text.code, text.stderr).toBe(0);
    expect(flat(text.stdout)).toContain('planner: 3 scenarios, 46 calls if every run passes, at most 453');
    const json = await runCliInProcess(dir, ['manifest', '--format', 'json'], ENV);
    const calls = (JSON.parse(json.stdout) as { calls: { scenario: string; expectedRuns: number; expectedCalls: number; maxCalls: number }[] }).calls;
    expect(calls.find((c) => c.scenario === 'strict')).toMatchObject({ expectedRuns: 19, expectedCalls: 38, maxCalls: 300 });
    expect(calls.find((c) => c.scenario === 'easy')).toMatchObject({ expectedRuns: 5, expectedCalls: 5, maxCalls: 150 });
  });
});

describe('scenarioCost', () => {
  const at = (line: number) => ({ file: 's.yaml', line, col: 5 });
  const config = {
    roles: { planner: { provider: 'main' }, coder: { provider: 'main', tools: 'tools.json', max_steps: 4 } },
    compare: { alpha: 0.05 },
  } as unknown as ConfigFile;
  const base = { name: 'c', role: 'planner', file: 's.yaml', source: at(1), runs: 3, threshold: 2 / 3, context: {}, dependsOn: [], provenance: {} };

  it('a chain counts each stage, an agent stage up to max_steps, and every judge, its stages\' too', () => {
    const s = {
      ...base,
      expect: [{ kind: 'judge', args: { rubric: 'ok' }, source: at(4) }],
      chain: [
        { role: 'planner', expect: [] },
        { role: 'coder', expect: [{ kind: 'judge', args: { rubric: 'ok' }, source: at(8) }] },
      ],
    } as unknown as Scenario;
    const c = scenarioCost(s, config, 0.01);
    expect(c.callsPerRun).toEqual({ expected: 4, max: 1 + 4 + 2 });
    expect(c).toMatchObject({ expectedRuns: 5, expectedCalls: 20, maxRuns: 150, maxCalls: 150 * 7, judges: 2, agent: true });
  });

  it('an own-rule expectation at threshold 1 sets the runs, and says so', () => {
    const s = { ...base, expect: [{ kind: 'contains', args: ['x'], source: at(4) }, { kind: 'never_calls', args: ['rm'], source: at(5), own: { threshold: 1 } }] } as unknown as Scenario;
    const c = scenarioCost(s, config, 0.01);
    expect(c.expectedRuns).toBe(19);
    expect(c.why).toBe('never_calls (line 5), its own threshold 100% with tolerance 0.1 needs 19 passing runs to pass');
    // With verdict: count it makes its N.
    const counted = scenarioCost({ ...s, expect: [s.expect[0]!, { ...s.expect[1]!, own: { threshold: 1, verdict: 'count' } }] } as Scenario, config, 0.01);
    expect(counted.expectedRuns).toBe(5);
    expect(counted.why).toBe('threshold 66.6% with tolerance 0.1 needs 5 passing runs to pass');
  });
});
