/**
 * Issue 33 item 1: a prepared scenario carries its role's tools (read once per role, through the one
 * path resolver), and they are part of its context hash; a role without tools has none.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { prepareScenarios } from '../../src/pipeline/prepare.js';
import { MAX_FILE_BYTES } from '../../src/security/paths.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const EMPTY = { type: 'object', properties: {} };

async function prepare(tools: string) {
  const dir = await makeProject({
    'context-eval.yaml': [
      'version: 1',
      'providers: { main: { type: openai, model: gpt-4.1-mini } }',
      'roles:',
      '  dev: { provider: main, system: prompts/p.md, tools: [tools/a.json, tools/b.json] }',
      '  plain: { provider: main, system: prompts/p.md }',
      '',
    ].join('\n'),
    'prompts/p.md': 'You work.\n',
    'scenarios/a.yaml': 'name: dev-1\nrole: dev\ncontext: { task: x }\nexpect: [ { contains: done } ]\n',
    'scenarios/b.yaml': 'name: dev-2\nrole: dev\ncontext: { task: y }\nexpect: [ { contains: done } ]\n',
    'scenarios/c.yaml': 'name: plain-1\nrole: plain\ncontext: { task: x }\nexpect: [ { contains: done } ]\n',
    'tools/a.json': tools,
    'tools/b.json': JSON.stringify({ tools: [{ name: 'edit_file', description: 'Edit', inputSchema: EMPTY }] }),
  });
  const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} });
  const reads: string[] = [];
  const prepared = await prepareScenarios(loaded, loaded.scenarios, async (p) => {
    reads.push(path.relative(dir, p));
    return readFile(p, 'utf8');
  });
  return { prepared, reads };
}

describe('prepared scenarios carry their role\'s tools', () => {
  it('normalised, in file order, read once per role', async () => {
    const { prepared, reads } = await prepare(JSON.stringify([{ type: 'function', function: { name: 'read_file', description: 'Read' } }]));
    const [dev1, dev2, plain] = prepared;
    expect(dev1?.tools).toEqual([
      { name: 'read_file', description: 'Read', parameters: EMPTY },
      { name: 'edit_file', description: 'Edit', parameters: EMPTY },
    ]);
    expect(dev2?.tools).toBe(dev1?.tools);
    expect(plain?.tools).toBeUndefined();
    expect(reads.filter((r) => r.startsWith('tools')).sort()).toEqual(['tools/a.json', 'tools/b.json']);
  });

  it('a changed description changes the context hash of the role\'s scenarios only', async () => {
    const before = (await prepare(JSON.stringify([{ type: 'function', function: { name: 'read_file', description: 'Read' } }]))).prepared;
    const after = (await prepare(JSON.stringify([{ type: 'function', function: { name: 'read_file', description: 'Read it all' } }]))).prepared;
    expect(after[0]?.contextHash).not.toBe(before[0]?.contextHash);
    expect(after[1]?.contextHash).not.toBe(before[1]?.contextHash);
    expect(after[2]?.contextHash).toBe(before[2]?.contextHash);
  });

  it('a tools file over the size limit of included files is refused before it is parsed', async () => {
    const big = JSON.stringify([{ name: 'a', description: 'x'.repeat(MAX_FILE_BYTES), input_schema: EMPTY }]);
    await expect(prepare(big)).rejects.toThrow(/roles\.dev\.tools: 'tools\/a\.json' is larger than the limit/);
  });

  it('a bad tools file stops the run before any model call, at its file:line', async () => {
    await expect(prepare('[\n  {"type": "function", "function": {"name": "bad name"}}\n]')).rejects.toThrow(/tools\/a\.json:2: tool name 'bad name' is refused/);
  });
});
