/** Issue 22 item 3: what a run sends is the system text with the role vars and context fields filled in. */
import { afterAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { prepareScenarios } from '../../src/pipeline/prepare.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const CONFIG = [
  'version: 1',
  'providers: { main: { type: openai, model: gpt-4.1-mini } }',
  'roles:',
  '  planner:',
  '    provider: main',
  '    system: prompts/planner.md',
  '    template: prompts/task.md',
  '    vars: { FILE_FORMAT: { file: prompts/format.md }, TONE: terse }',
  '',
].join('\n');

async function prepared(dir: string) {
  const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, root: dir });
  return prepareScenarios(loaded, loaded.scenarios, (abs) => readFile(abs, 'utf8'));
}

describe('prepareScenarios with role vars', () => {
  it('sends the filled system text and template, per scenario where the system names a context field', async () => {
    const dir = await makeProject({
      'context-eval.yaml': CONFIG,
      'prompts/planner.md': 'Be {{TONE}} on {{repo}}.\nWrite {{FILE_FORMAT}}.\n',
      'prompts/format.md': 'a diff',
      'prompts/task.md': '{{objective}} as {{FILE_FORMAT}}',
      'scenarios/a.yaml': 'name: a\nrole: planner\ncontext: { repo: auth, objective: fix }\nexpect: [{ contains: [x] }]\n',
      'scenarios/b.yaml': 'name: b\nrole: planner\ncontext: { repo: billing, objective: add }\nexpect: [{ contains: [x] }]\n',
    });
    const [a, b] = await prepared(dir);
    expect(a?.system).toBe('Be terse on auth.\nWrite a diff.');
    expect(b?.system).toBe('Be terse on billing.\nWrite a diff.');
    expect(a?.messages).toEqual([{ role: 'user', content: 'fix as a diff' }]);

    // A changed var file changes the hash of every scenario of the role.
    const before = a?.contextHash;
    await writeFile(path.join(dir, 'prompts/format.md'), 'whole files');
    const [a2] = await prepared(dir);
    expect(a2?.system).toBe('Be terse on auth.\nWrite whole files.');
    expect(a2?.contextHash).not.toBe(before);
  });
});
