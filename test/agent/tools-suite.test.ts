/**
 * Issue 33 item 1: the suite hash (shards of one suite must agree before merge) covers each role's tools
 * files, and a suite without tools hashes as before.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { suiteHash } from '../../src/pipeline/suite.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const read = (p: string) => readFile(p, 'utf8');

async function project(tools: boolean) {
  return makeProject({
    'context-eval.yaml': [
      'version: 1',
      'providers: { main: { type: openai, model: gpt-4.1-mini } }',
      'roles:',
      `  dev: { provider: main, system: prompts/p.md${tools ? ', tools: tools/dev.json' : ''} }`,
      '',
    ].join('\n'),
    'prompts/p.md': 'You work.\n',
    'scenarios/a.yaml': 'name: dev-1\nrole: dev\ncontext: { task: x }\nexpect: [ { contains: done } ]\n',
    'tools/dev.json': JSON.stringify([{ name: 'read_file', description: 'Read', input_schema: { type: 'object' } }]),
  });
}

const hashOf = async (dir: string) => suiteHash(await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} }), read, {});

describe('suite hash and tools files', () => {
  it('changes when a role\'s tools file changes', async () => {
    const dir = await project(true);
    const before = await hashOf(dir);
    await writeFile(path.join(dir, 'tools/dev.json'), JSON.stringify([{ name: 'read_file', description: 'Read it all', input_schema: { type: 'object' } }]));
    expect(await hashOf(dir)).not.toBe(before);
  });

  it('a suite without tools is not affected by a tools file nobody names', async () => {
    const dir = await project(false);
    const before = await hashOf(dir);
    await writeFile(path.join(dir, 'tools/dev.json'), '[]');
    expect(await hashOf(dir)).toBe(before);
  });
});
