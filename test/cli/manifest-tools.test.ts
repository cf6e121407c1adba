/**
 * Issue 33 item 1: `context-eval manifest --base REF` reads the base's tools files through git and names
 * the added, removed and changed tools, in text and JSON.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const EMPTY = { type: 'object', properties: {} };
const tools = (list: { name: string; description: string }[]) => JSON.stringify(list.map((t) => ({ ...t, input_schema: EMPTY })), null, 2);

describe('manifest --base with tools', () => {
  it('names added, removed and changed tools against the base commit', async () => {
    const dir = await makeProject({
      'context-eval.yaml': 'version: 1\nproviders:\n  main: { type: openai, model: gpt-4.1-mini }\nroles:\n  dev: { provider: main, system: prompts/p.md, tools: tools/dev.json }\n',
      'prompts/p.md': 'You develop.\n',
      'scenarios/a.yaml': 'name: a\nrole: dev\nexpect: [{ contains: [x] }]\n',
      'tools/dev.json': tools([
        { name: 'read_file', description: 'Read a file' },
        { name: 'delete_file', description: 'Delete a file' },
      ]),
    });
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'tools/dev.json'), tools([
      { name: 'read_file', description: 'Read a whole file, never a folder' },
      { name: 'edit_file', description: 'Edit a file' },
    ]));
    const env = { PATH: process.env.PATH ?? '' };
    const json = await runCliInProcess(dir, ['manifest', '--base', 'HEAD', '--format', 'json'], env);
    expect(json.code, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout) as { roles: { tools: { name: string; tokens: number }[] }[]; diff: { roles: { tools: { name: string; status: string; changed?: string[] }[] }[] } };
    expect(parsed.roles[0]?.tools.map((t) => t.name)).toEqual(['read_file', 'edit_file']);
    expect(parsed.roles[0]?.tools.every((t) => t.tokens > 0)).toBe(true);
    expect(parsed.diff.roles[0]?.tools.map((t) => [t.name, t.status, t.changed ?? []])).toEqual([
      ['read_file', 'changed', ['description']],
      ['edit_file', 'added', []],
      ['delete_file', 'removed', []],
    ]);
    const text = await runCliInProcess(dir, ['manifest', '--base', 'HEAD'], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/tool {2}read_file .*changed: description/);
    expect(text.stdout).toMatch(/tool {2}edit_file .*new/);
    expect(text.stdout).toMatch(/tool {2}delete_file .*removed \(was \d+ tokens\)/);
  });
});
