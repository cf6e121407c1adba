/** `context-eval init` (DESIGN §5, issue 11): scaffolds a suite from the prompt files it finds, never overwriting. */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENV = { PATH: process.env.PATH ?? '' };

describe('context-eval init', () => {
  it('writes a config with a role per prompt, a starter scenario each with expectations, a workflow and modelines', async () => {
    const dir = await makeProject({
      'prompts/support.md': 'You answer support tickets.\n',
      'prompts/triage/router.md': 'You route tickets.\n',
      '.github/agents/reviewer.md': 'You review.\n',
      'README.md': '# not a prompt\n',
    });
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const configText = readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8');
    expect(configText.split('\n')[0]).toBe('# yaml-language-server: $schema=./node_modules/@context-eval/cli/schema/context-eval.schema.json');
    const config = parse(configText) as { roles: Record<string, { system: string }> };
    expect(Object.fromEntries(Object.entries(config.roles).map(([n, role]) => [n, role.system]))).toEqual({
      support: 'prompts/support.md',
      router: 'prompts/triage/router.md',
      reviewer: '.github/agents/reviewer.md',
    });
    for (const role of ['support', 'router', 'reviewer']) {
      const text = readFileSync(path.join(dir, 'scenarios', role, 'starter.yaml'), 'utf8');
      expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../node_modules/@context-eval/cli/schema/scenario.schema.json');
      const scenario = parse(text) as { role: string; expect: unknown[] };
      expect(scenario.role).toBe(role);
      expect(scenario.expect.length).toBeGreaterThan(0);
    }
    const workflow = readFileSync(path.join(dir, '.github/workflows/context-eval.yml'), 'utf8');
    expect(workflow).toBe(readFileSync(path.join(ROOT, 'examples/workflows/pr-gate.yml'), 'utf8'));
    expect(r.stdout).toMatch(/npx context-eval validate[\s\S]*npx context-eval run[\s\S]*git add/);
    // What init wrote validates as it is.
    const v = await runCliInProcess(dir, ['validate'], ENV);
    expect(v.code, v.stderr).toBe(0);
  });

  it('writes a baseline workflow beside the PR gate: a push to the default branch and a nightly schedule record history', async () => {
    const dir = await makeProject({ 'prompts/support.md': 'You answer.\n' });
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(path.join(dir, '.github/workflows/context-eval-baseline.yml'), 'utf8');
    // Outside a git repository the default branch is taken to be main, and the example is written as it is.
    expect(text).toBe(readFileSync(path.join(ROOT, 'examples/workflows/baseline.yml'), 'utf8'));
    const workflow = parse(text) as {
      on: { push?: { branches?: string[] }; schedule?: { cron: string }[]; pull_request?: unknown };
      permissions: Record<string, string>;
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
    };
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(workflow.on.pull_request, 'the baseline workflow never runs on pull requests').toBeUndefined();
    expect(workflow.permissions.contents, 'records are committed to the data branch').toBe('write');
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const action = steps.find((s) => s.uses?.startsWith('context-eval/context-eval@'));
    // record: auto (the default) records on push to the default branch and on schedule.
    expect(action?.with?.record ?? 'auto').toBe('auto');
    expect(action?.with?.mode ?? 'auto').toBe('auto');
    for (const s of steps.filter((st) => st.uses !== undefined && st !== action)) expect(s.uses, 'third-party actions are pinned to a commit').toMatch(/@[0-9a-f]{40}$/);
    // The next steps say what each workflow does, and add both.
    expect(r.stdout).toMatch(/context-eval\.yml[^\n]*pull request/);
    expect(r.stdout).toMatch(/context-eval-baseline\.yml[^\n]*(push|baseline)/);
    expect(r.stdout).toMatch(/git add [^\n]*\.github\/workflows\/context-eval-baseline\.yml/);
  });

  it('the baseline workflow runs on the repository\'s default branch', async () => {
    const dir = await makeProject({ 'prompts/support.md': 'You answer.\n' });
    const gitEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    execFileSync('git', ['init', '-q', '-b', 'trunk'], { cwd: dir, env: gitEnv });
    execFileSync('git', ['add', '-A'], { cwd: dir, env: gitEnv });
    execFileSync('git', ['commit', '-q', '-m', 'prompts'], { cwd: dir, env: gitEnv });
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const workflow = parse(readFileSync(path.join(dir, '.github/workflows/context-eval-baseline.yml'), 'utf8')) as { on: { push?: { branches?: string[] } } };
    expect(workflow.on.push?.branches).toEqual(['trunk']);
  });

  it('never overwrites a file', async () => {
    const dir = await makeProject({ 'prompts/support.md': 'You answer.\n', 'context-eval.yaml': '# mine\n' });
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8')).toBe('# mine\n');
    expect(r.stdout + r.stderr).toMatch(/context-eval\.yaml exists; left as it is/);
    const again = await runCliInProcess(dir, ['init'], ENV);
    expect(again.stdout + again.stderr).toMatch(/scenarios\/support\/starter\.yaml exists; left as it is/);
  });

  it('--glob picks the prompt files', async () => {
    const dir = await makeProject({ 'agent/instructions.txt': 'You plan.\n', 'prompts/other.md': 'x\n' });
    const r = await runCliInProcess(dir, ['init', '--glob', 'agent/*.txt'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const config = parse(readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8')) as { roles: Record<string, unknown> };
    expect(Object.keys(config.roles)).toEqual(['instructions']);
  });

  it('finding no prompt file is an error that says where it looked', async () => {
    const dir = await makeProject({ 'src/main.ts': '' });
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no prompt file found.*prompts\/.*--glob/s);
  });

  it('the generated workflow passes actionlint', async () => {
    const dir = await makeProject({ 'prompts/support.md': 'You answer.\n' });
    expect((await runCliInProcess(dir, ['init'], ENV)).code).toBe(0);
    const bin = path.join(ROOT, 'node_modules', '@tktco', 'node-actionlint', 'bin', 'node-actionlint.js');
    const lint = spawnSync(process.execPath, [bin, '.github/workflows/*.yml'], { cwd: dir, encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toContain('All workflow files passed');
    expect(lint.status).toBe(0);
  });
});
