/**
 * Issue 33 item 1: `validate` reads every role's tools files and reports each problem at its file:line,
 * all at once, before any model call (exit 2); good tools files validate.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };

function config(roles: Record<string, string>): string {
  const lines = ['version: 1', 'providers:', '  main:', '    type: openai', '    model: gpt-4.1-mini', 'roles:'];
  for (const [name, tools] of Object.entries(roles)) lines.push(`  ${name}:`, '    provider: main', '    system: prompts/p.md', `    tools: ${tools}`);
  return `${lines.join('\n')}\n`;
}

function scenario(role: string): string {
  return `name: ${role}-works\nrole: ${role}\ncontext: { task: x }\nexpect:\n  - contains: done\n`;
}

const EMPTY = { type: 'object', properties: {} };
const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;
const problemLines = (stderr: string): string[] => stderr.split('\n').filter((l) => /^ {2}\S+:\d+/.test(l) || /^ {2}context-eval\.yaml/.test(l));

describe('validate: tools files', () => {
  it('reports every bad tools file at its file:line, all at once (exit 2)', async () => {
    const files = {
      'context-eval.yaml': config({ dev: 'tools/dev.json', ops: '[tools/ops-a.json, tools/ops-b.json]', qa: 'tools/qa.json', gone: 'tools/missing.json' }),
      'prompts/p.md': 'You work.\n',
      'scenarios/dev.yaml': scenario('dev'),
      'scenarios/ops.yaml': scenario('ops'),
      'scenarios/qa.yaml': scenario('qa'),
      'scenarios/gone.yaml': scenario('gone'),
      // line 10: a name OpenAI refuses; line 16: no name
      'tools/dev.json': json([{ name: 'ok', input_schema: EMPTY }, { name: 'read file', input_schema: EMPTY }, { description: 'x', input_schema: EMPTY }]),
      'tools/ops-a.json': json([{ type: 'function', function: { name: 'deploy' } }]),
      // line 10: deploy again
      'tools/ops-b.json': json({ tools: [{ name: 'status', inputSchema: EMPTY }, { name: 'deploy', inputSchema: EMPTY }] }),
      // line 3: not JSON
      'tools/qa.json': '[\n  {"name": "a", "input_schema": {"type": "object"}},\n  ]\n',
    };
    const dir = await makeProject(files);
    const r = await runCliInProcess(dir, ['validate'], ENV);
    expect(r.code, r.stdout).toBe(2);
    const lines = problemLines(r.stderr);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {2}tools\/dev\.json:10: tool name 'read file' is refused by OpenAI and Anthropic/),
        expect.stringMatching(/^ {2}tools\/dev\.json:16: tool #3 has no name/),
        expect.stringMatching(/^ {2}tools\/ops-b\.json:10: tool 'deploy' is defined twice: at tools\/ops-a\.json:2 and tools\/ops-b\.json:10/),
        expect.stringMatching(/^ {2}tools\/qa\.json:3: not valid JSON/),
        expect.stringMatching(/^ {2}context-eval\.yaml: roles\.gone\.tools: file not found: .tools\/missing\.json. \(relative to the config folder\)/),
      ]),
    );
    expect(lines).toHaveLength(5);
    expect(r.stderr).toMatch(/^context-eval: 5 problems found; nothing was sent to a model:/);
  });

  it('accepts good tools files in each format', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config({ dev: '[tools/openai.json, tools/anthropic.json]', ops: 'tools/mcp.json' }),
      'prompts/p.md': 'You work.\n',
      'scenarios/dev.yaml': scenario('dev'),
      'scenarios/ops.yaml': scenario('ops'),
      'tools/openai.json': json([{ type: 'function', function: { name: 'read_file', parameters: EMPTY } }]),
      'tools/anthropic.json': json([{ name: 'edit_file', input_schema: EMPTY }]),
      'tools/mcp.json': json({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'deploy', inputSchema: EMPTY }] } }),
    });
    const r = await runCliInProcess(dir, ['validate'], ENV);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a tools file outside the repository is refused', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config({ dev: '../outside.json' }),
      'prompts/p.md': 'You work.\n',
      'scenarios/dev.yaml': scenario('dev'),
    });
    const r = await runCliInProcess(dir, ['validate'], ENV);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/outside\.json' resolves outside the repository/);
  });
});
