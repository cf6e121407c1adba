/**
 * Issue 33 item 1 (init detects tool files next to prompts): a tools file beside a prompt, or in a tools/
 * folder beside or under its folder, that parses as an OpenAI, Anthropic or MCP tools list becomes the
 * role's `tools:`; what init writes validates as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { assignToolFiles, toolFileCandidates } from '../../src/init/scaffold.js';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };
const EMPTY = { type: 'object', properties: {} };

describe('init: tools files next to prompts', () => {
  it('writes tools: for each role whose prompt has tools files, and the suite validates', async () => {
    const dir = await makeProject({
      'prompts/reviewer.md': 'You review.\n',
      'prompts/reviewer.tools.json': JSON.stringify([{ name: 'read_diff', input_schema: EMPTY }]),
      'prompts/planner.md': 'You plan.\n',
      'tools/planner.json': JSON.stringify([{ type: 'function', function: { name: 'list_tasks' } }]),
      'prompts/support.md': 'You answer.\n',
      // Not a tools list: left out.
      'prompts/support.tools.json': '{"answers": 3}\n',
      'prompts/dev/implementer.md': 'You implement.\n',
      'prompts/dev/tools.json': JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'edit_file', inputSchema: EMPTY }] } }),
      '.github/agents/ops/ops.md': 'You operate.\n',
      '.github/agents/ops/tools/deploy.json': JSON.stringify([{ name: 'deploy', input_schema: EMPTY }]),
      '.github/agents/ops/tools/status.json': JSON.stringify({ tools: [{ name: 'status', inputSchema: EMPTY }] }),
    });
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const config = parse(readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8')) as { roles: Record<string, { tools?: string | string[] }> };
    expect(Object.fromEntries(Object.entries(config.roles).map(([name, role]) => [name, role.tools ?? null]))).toEqual({
      ops: ['.github/agents/ops/tools/deploy.json', '.github/agents/ops/tools/status.json'],
      implementer: 'prompts/dev/tools.json',
      planner: 'tools/planner.json',
      reviewer: 'prompts/reviewer.tools.json',
      support: null,
    });
    expect(r.stdout).toMatch(/prompts\/reviewer\.md \(role reviewer, tools prompts\/reviewer\.tools\.json\)/);
    const v = await runCliInProcess(dir, ['validate'], ENV);
    expect(v.code, v.stderr).toBe(0);
  });
});

describe('toolFileCandidates and assignToolFiles', () => {
  const files = ['prompts/a.md', 'prompts/b.md', 'prompts/tools.json', 'prompts/a.tools.json', 'prompts/tools/x.json', 'prompts/tools/b.json', 'tools/b.json'];
  it.each([
    // The prompt's own files first; shared ones (tools.json, tools/*.json) only when it has none of its own.
    { prompt: 'prompts/a.md', valid: files, expected: ['prompts/a.tools.json'] },
    { prompt: 'prompts/b.md', valid: files, expected: ['prompts/tools/b.json', 'tools/b.json'] },
    { prompt: 'prompts/b.md', valid: ['prompts/tools.json', 'prompts/tools/x.json'], expected: [] },
    { prompt: 'prompts/a.md', valid: ['prompts/tools.json'], expected: [] },
  ])('$prompt with $valid', ({ prompt, valid, expected }) => {
    const prompts = ['prompts/a.md', 'prompts/b.md'];
    expect(assignToolFiles(prompts, files, new Set(valid))[prompt] ?? []).toEqual(expected);
    for (const file of expected) expect(toolFileCandidates(prompt, files, prompts)).toContain(file);
  });

  it('a folder with one prompt shares its tools.json and tools/*.json', () => {
    const list = ['agents/x/x.md', 'agents/x/tools.json', 'agents/x/tools/a.json', 'agents/x/tools/b.json'];
    expect(assignToolFiles(['agents/x/x.md'], list, new Set(list))).toEqual({ 'agents/x/x.md': ['agents/x/tools.json', 'agents/x/tools/a.json', 'agents/x/tools/b.json'] });
  });
});
