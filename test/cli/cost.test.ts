/**
 * Issue 31 item 5: `validate` and `manifest` say, before any model call, how many calls each scenario makes
 * when every run passes (the threshold test's looks replayed with all passes, judges included) and at most
 * (its cap × the calls a run can make), and which scenarios cost more than twice their runs, and why.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

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
