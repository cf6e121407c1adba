/**
 * Issue 22 item 3: `validate` renders each role's system files with its vars and the scenario context, and
 * a placeholder left unfilled is exit 2 naming the file, the line and the placeholder, before any model call.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };

const config = (vars: string[]) =>
  [
    'version: 1',
    'providers:',
    '  main:',
    '    type: openai',
    '    model: gpt-4.1-mini',
    'roles:',
    '  planner:',
    '    provider: main',
    '    system: prompts/planner.md',
    ...vars,
    '',
  ].join('\n');

const PROMPT = 'You plan.\n\nWrite every file as {{FILE_FORMAT}}.\n';
const SCENARIO = ['name: a', 'role: planner', 'context: { objective: x }', 'expect:', '  - contains: [x]', ''].join('\n');

async function validate(files: Record<string, string>) {
  const dir = await makeProject({ 'prompts/planner.md': PROMPT, 'scenarios/a.yaml': SCENARIO, ...files });
  return runCliInProcess(dir, ['validate'], ENV);
}

describe('validate and role vars', () => {
  it('a leftover placeholder in a system file is exit 2 naming file:line and the fix', async () => {
    const r = await validate({ 'context-eval.yaml': config([]) });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/prompts\/planner\.md:3:\d+: .*placeholder \{\{FILE_FORMAT\}\}.*roles\.planner\.vars/);
  });

  it('a string var fills it', async () => {
    const r = await validate({ 'context-eval.yaml': config(['    vars:', '      FILE_FORMAT: a unified diff']) });
    expect(r.code, r.stderr).toBe(0);
  });

  it('a { file: } var fills it from a file in the repository', async () => {
    const r = await validate({ 'context-eval.yaml': config(['    vars:', '      FILE_FORMAT: { file: prompts/format.md }']), 'prompts/format.md': 'a diff\n' });
    expect(r.code, r.stderr).toBe(0);
  });

  it('a { file: } var outside the repository is exit 2 naming the setting', async () => {
    const r = await validate({ 'context-eval.yaml': config(['    vars:', '      FILE_FORMAT: { file: ../outside.md }']) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/context-eval\.yaml:11:\d+: roles\.planner\.vars\.FILE_FORMAT\.file: .*outside/);
  });

  it('a missing { file: } var is exit 2 naming the setting', async () => {
    const r = await validate({ 'context-eval.yaml': config(['    vars:', '      FILE_FORMAT: { file: prompts/nope.md }']) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/context-eval\.yaml:11:\d+: roles\.planner\.vars\.FILE_FORMAT\.file: file not found: 'prompts\/nope\.md'/);
  });
});
