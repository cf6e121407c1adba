/**
 * Issue 30 row 2 / item 2: `validate` computes each scenario's decision range under its threshold,
 * tolerance and cap; it rejects a scenario that can never fail (runs: 1, max_runs: 1 said "passed" on
 * every run), and warns on one that is undecided more often than not at its threshold.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };

const CONFIG = ['version: 1', 'providers:', '  main:', '    type: openai', '    model: gpt-4.1-mini', 'roles:', '  planner:', '    provider: main', '    system: prompts/planner.md', ''].join('\n');

const scenario = (extra: string[]) => ['name: a', 'role: planner', ...extra, 'context: { objective: x }', 'expect:', '  - contains: [x]', ''].join('\n');

async function validate(extra: string[]) {
  const dir = await makeProject({ 'context-eval.yaml': CONFIG, 'prompts/planner.md': 'You plan.\n', 'scenarios/a.yaml': scenario(extra) });
  return runCliInProcess(dir, ['validate'], ENV);
}

describe('validate: a scenario\'s decision range (issue 30 row 2)', () => {
  it('rejects runs: 1, max_runs: 1: it can never fail, at its file and line, with the fix', async () => {
    const r = await validate(['runs: 1', 'max_runs: 1']);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/scenarios\/a\.yaml:1(:\d+)?: .*can never fail/);
    expect(r.stderr).toMatch(/max_runs/);
  });

  it('warns on max_runs: 6 at 2/3: undecided more often than not at its threshold, and says its decision range', async () => {
    const r = await validate(['runs: 1', 'max_runs: 6']);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(/warning: scenarios\/a\.yaml:1.*rarely decides/);
    expect(out).toMatch(/fewest runs to fail: 5/);
    expect(out).toMatch(/fewest to pass: 5/);
  });

  it('says nothing on the defaults (3 runs, cap 150)', async () => {
    const r = await validate([]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/can never fail|rarely decides/);
  });
});
