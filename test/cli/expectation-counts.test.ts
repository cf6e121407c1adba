/**
 * Issue 31 item 3: each scenario reports each expectation's pass count over its runs — in the report JSON
 * (scenarios[].expectations, from runs[].held), in the terminal's failure block (grouped by expectation,
 * with a count and at most two excerpts) and in `show` (a per-expectation table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCliInProcess } from './in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { parseReport } from '../../src/report/json.js';

let llm: FakeOpenAI;
beforeAll(async () => {
  // Seeds 10..13 are runs 1..4: run 2 deletes the module, run 4 forgets the ticket.
  llm = await startFakeOpenAI((body) => {
    const verb = body.seed === 11 ? 'then delete the old module' : 'then keep the old module';
    const ticket = body.seed === 13 ? '' : ' (ticket ABC-1)';
    return { content: `1. the plan: ${verb}${ticket}` };
  });
});
afterAll(async () => {
  await llm.close();
  await removeProjects();
});

const ENV = { PATH: process.env.PATH ?? '', TEST_KEY: 'k' };

describe('per-expectation counts', () => {
  let dir: string;
  let run: Awaited<ReturnType<typeof runCliInProcess>>;
  beforeAll(async () => {
    dir = await makeProject({
      'context-eval.yaml': ['version: 1', 'providers:', `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0 }`, 'roles:', '  planner: { provider: main, system: prompts/p.md }', ''].join('\n'),
      'prompts/p.md': 'You plan.\n',
      'scenarios/a.yaml': [
        'name: plans-well',
        'role: planner',
        'runs: 4',
        'threshold: 3/4',
        'verdict: count',
        'context: { objective: Refactor }',
        'expect:',
        '  - contains: [plan]',
        '  - absent: [delete]',
        '  - contains: [ticket]',
        '',
      ].join('\n'),
    });
    run = await runCliInProcess(dir, ['run', '--seed', '10', '--concurrency', '1', '--json', 'out.json'], ENV, { columns: undefined });
  });

  it('the report JSON holds each expectation with its passes over the evaluated runs, and each run what held', () => {
    expect(run.code, run.stderr).toBe(1);
    const raw = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as { scenarios: { expectations: unknown; runs: { held: string }[] }[] };
    const s = raw.scenarios[0]!;
    expect(s.expectations).toEqual([
      { kind: 'contains', line: 8, label: 'contains: [plan]', passes: 4, evaluated: 4 },
      { kind: 'absent', line: 9, label: 'absent: [delete]', passes: 3, evaluated: 4 },
      { kind: 'contains', line: 10, label: 'contains: [ticket]', passes: 3, evaluated: 4 },
    ]);
    expect(s.runs.map((r) => r.held)).toEqual(['111', '101', '111', '110']);
    // Read back through the schema (show, merge, --changed-from): both survive.
    const back = parseReport(readFileSync(path.join(dir, 'out.json'), 'utf8'));
    expect(back.scenarios[0]?.expectations?.[1]).toMatchObject({ label: 'absent: [delete]', passes: 3, evaluated: 4 });
    expect(back.scenarios[0]?.runs.map((r) => r.held)).toEqual(['111', '101', '111', '110']);
  });

  it('the terminal groups the failure lines by expectation with its count', () => {
    expect(run.stdout).toMatch(/absent: \[delete\] \(line 9\): held in 3 of 4 runs/);
    expect(run.stdout).toMatch(/contains: \[ticket\] \(line 10\): held in 3 of 4 runs/);
    expect(run.stdout).not.toMatch(/1× absent/);
    for (const line of run.stdout.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  });

  it('show prints a per-expectation table for the scenario', async () => {
    const r = await runCliInProcess(dir, ['show', 'plans-well'], ENV);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/✓\s+4 of 4\s+contains: \[plan\]\s+line 8/);
    expect(r.stdout).toMatch(/✗\s+3 of 4\s+absent: \[delete\]\s+line 9/);
    expect(r.stdout).toContain('── Expectations in run 2 ');
  });
});
