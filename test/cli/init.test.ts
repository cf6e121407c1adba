/** `context-eval init` (DESIGN §5, issue 11): scaffolds a suite from the prompt files it finds, never overwriting. */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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
