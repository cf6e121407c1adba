/**
 * Issue 33, gap B: a sharded run's merged report carries the PR's tools diff, as one unsharded run's does.
 * The shards each run a part; `merge --compare` computes the diff once, from the suite at the merge base
 * (the unsharded run's own way, src/pipeline/tools-diff.ts), so the comment's "Tools changed" fold shows it.
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

interface ToolsReport {
  scenarios: { name: string; verdict: string }[];
  tools?: { role: string; tools: { name: string; status: string; changed?: string[] }[] }[];
}

/** A repository whose PR branch edits the impl role's tools file; two scenarios, so two shards run one each. */
function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-tools-shards-'));
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
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n*.json\n!tools/*.json\nshard-*/\nmerged/\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFileSync(path.join(dir, 'tools', 'impl.json'), JSON.stringify([tool('read_file', 'Read a file; never read secrets'), tool('edit_file', 'Edit a file')]));
  git(dir, 'commit', '-q', '-am', 'tools');
  return dir;
}

const env = () => ({ K: 'k', PATH: process.env.PATH ?? '' });

describe('a sharded PR that changes a tools file', () => {
  it('merges into a report naming the added, removed and changed tools, as the unsharded run does', async () => {
    const dir = repository();
    for (const i of [1, 2]) {
      const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--shard', `${i}/2`, '--run-id', '7', '--out', `shard-${i}`], env());
      expect(r.code, r.stdout + r.stderr).toBe(0);
    }
    const merged = await runCliInProcess(dir, ['merge', 'shard-1', 'shard-2', '--compare', '--base', 'main', '--out', 'merged'], env());
    expect(merged.code, merged.stdout + merged.stderr).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'merged', 'report.json'), 'utf8')) as ToolsReport;
    expect(report.scenarios.map((s) => [s.name, s.verdict])).toEqual([
      ['uses-tools', 'pass'],
      ['no-tools', 'skipped'],
    ]);
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
    const single = path.join(dir, 'single.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', single], env());
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(report.tools).toEqual((JSON.parse(readFileSync(single, 'utf8')) as ToolsReport).tools);
    const markdown = readFileSync(path.join(dir, 'merged', 'report.md'), 'utf8');
    expect(markdown).toMatch(/Tools changed against the base: 1 added, 1 changed, 1 removed/);
  });
});
