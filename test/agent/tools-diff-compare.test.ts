/**
 * Issue 33 item 1: a changed tool description is context. `run --compare` in a repository where the PR
 * edits a tools file re-runs the role's scenarios and its report names the tools added, removed and
 * changed against the merge base (the comment's "Tools changed" fold and the reviewer read it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from '../cli/in-process.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

const tool = (name: string, description: string) => ({ type: 'function', function: { name, description, parameters: { type: 'object', properties: { path: { type: 'string' } } } } });

describe('a PR that changes a tools file', () => {
  it('re-runs the role and names the added, removed and changed tools', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-tools-diff-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'scenarios'));
    mkdirSync(path.join(dir, 'tools'));
    writeFileSync(path.join(dir, 'p.md'), 'You implement.\n');
    writeFileSync(path.join(dir, 'tools', 'impl.json'), JSON.stringify([tool('read_file', 'Read a file'), tool('delete_file', 'Delete a file')]));
    writeFileSync(
      path.join(dir, 'context-eval.yaml'),
      `version: 1\nwatch: [tools/**]\nproviders:\n  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: K, retries: 0 }\nroles:\n  impl: { provider: main, system: p.md, tools: tools/impl.json }\n  other: { provider: main, system: p.md }\ndefaults: { runs: 2, threshold: 0.5 }\n`,
    );
    writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'scenarios:\n  - name: uses-tools\n    role: impl\n    expect: [ { contains: PASS } ]\n  - name: no-tools\n    role: other\n    expect: [ { contains: PASS } ]\n');
    writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n*.json\n!tools/*.json\n');
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'checkout', '-q', '-b', 'pr');
    writeFileSync(path.join(dir, 'tools', 'impl.json'), JSON.stringify([tool('read_file', 'Read a file; never read secrets'), tool('edit_file', 'Edit a file')]));
    git(dir, 'commit', '-q', '-am', 'tools');
    const out = path.join(dir, 'report.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', out], { K: 'k', PATH: process.env.PATH ?? '' });
    const report = JSON.parse(readFileSync(out, 'utf8')) as { scenarios: { name: string; verdict: string; reason: string }[]; tools?: { role: string; tools: { name: string; status: string; changed?: string[] }[] }[] };
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(report.tools).toEqual([
      {
        role: 'impl',
        tools: expect.arrayContaining([
          expect.objectContaining({ name: 'read_file', status: 'changed', changed: ['description'] }),
          expect.objectContaining({ name: 'edit_file', status: 'added' }),
          expect.objectContaining({ name: 'delete_file', status: 'removed' }),
        ]) as unknown,
      },
    ]);
  });
});
