import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RoleSchema } from '../../src/config/schema.js';
import { lastCommitDates } from '../../src/git/git.js';
import { staleScenarios } from '../../src/stale/stale.js';
import type { Scenario } from '../../src/scenarios/types.js';
import { runCliInProcess } from '../cli/in-process.js';

const role = RoleSchema.parse({ provider: 'p', system: ['prompts/sys.md'], template: 'prompts/task.md' });
const scenario = (name: string, file: string, dependsOn: string[] = [file]): Scenario => ({
  name,
  role: 'r',
  file,
  source: { file, line: 1, col: 1 },
  runs: 1,
  threshold: 1,
  context: {},
  expect: [],
  dependsOn,
  provenance: {},
});
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const NOW = day('2026-06-01');

describe('staleScenarios', () => {
  const cases: { name: string; dates: Record<string, string>; stale: string[]; after?: number }[] = [
    { name: 'old scenario, prompt changed since → stale', dates: { 's.yaml': '2026-01-01', 'prompts/sys.md': '2026-05-01', 'prompts/task.md': '2025-12-01' }, stale: ['s'] },
    { name: 'old scenario, template changed since → stale', dates: { 's.yaml': '2026-01-01', 'prompts/sys.md': '2025-01-01', 'prompts/task.md': '2026-02-01' }, stale: ['s'] },
    { name: 'old scenario, role unchanged since → not stale', dates: { 's.yaml': '2026-01-01', 'prompts/sys.md': '2025-12-31', 'prompts/task.md': '2025-12-01' }, stale: [] },
    { name: 'recent scenario, prompt changed since → not stale', dates: { 's.yaml': '2026-04-01', 'prompts/sys.md': '2026-05-01', 'prompts/task.md': '2026-05-01' }, stale: [] },
    { name: 'exactly the limit is stale, one day less is not', dates: { 's.yaml': '2026-03-03', 'prompts/sys.md': '2026-05-01', 'prompts/task.md': '2026-05-01' }, stale: ['s'] },
    { name: 'one day under the limit', dates: { 's.yaml': '2026-03-04', 'prompts/sys.md': '2026-05-01', 'prompts/task.md': '2026-05-01' }, stale: [] },
    { name: 'a configured limit', dates: { 's.yaml': '2026-05-01', 'prompts/sys.md': '2026-05-20', 'prompts/task.md': '2026-05-01' }, stale: ['s'], after: 30 },
    { name: 'a scenario file never committed is not stale', dates: { 'prompts/sys.md': '2026-05-01', 'prompts/task.md': '2026-05-01' }, stale: [] },
    { name: 'role files never committed are no change', dates: { 's.yaml': '2025-01-01' }, stale: [] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const dates = new Map(Object.entries(c.dates).map(([k, v]) => [k, day(v)]));
      const found = staleScenarios([scenario('s', 's.yaml')], { r: role }, dates, NOW, c.after);
      expect(found.map((s) => s.name)).toEqual(c.stale);
    });
  }
  it('counts an included fixture as part of the scenario: a recent fixture edit keeps it fresh', () => {
    const dates = new Map([
      ['s.yaml', day('2025-01-01')],
      ['fixtures/a.rs', day('2026-05-15')],
      ['prompts/sys.md', day('2026-05-01')],
    ]);
    expect(staleScenarios([scenario('s', 's.yaml', ['s.yaml', 'fixtures/a.rs'])], { r: role }, dates, NOW)).toEqual([]);
    const [found] = staleScenarios([scenario('s', 's.yaml', ['s.yaml', 'fixtures/a.rs'])], { r: role }, new Map([...dates, ['fixtures/a.rs', day('2025-02-01')]]), NOW);
    expect(found).toMatchObject({ name: 's', changedFile: 'prompts/sys.md', ageDays: 485 });
  });
});

describe('validate --verbose lists stale scenarios from git dates', () => {
  process.env.GIT_CONFIG_GLOBAL = os.devNull;
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  let repo: string;
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    writeFileSync(path.join(repo, rel), text);
  };
  beforeAll(() => {
    repo = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'stale-')));
    git('2020-01-01T00:00:00Z', 'init', '-q', '-b', 'main');
    write('ai/context-eval.yaml', 'version: 1\nproviders: { p: { type: replay, recordings: rec/ } }\nroles:\n  r: { provider: p, system: prompts/sys.md }\nstale_after_days: 100\n');
    write('ai/prompts/sys.md', 'v1\n');
    write('ai/scenarios/old.yaml', 'name: old\nrole: r\ncontext: { a: 1 }\nexpect:\n  - contains: [x]\n');
    write('ai/scenarios/fresh.yaml', 'name: fresh\nrole: r\ncontext: { a: 2 }\nexpect:\n  - contains: [x]\n');
    git('2020-01-01T00:00:00Z', 'add', '-A');
    git('2020-01-01T00:00:00Z', 'commit', '-q', '-m', 'first');
    write('ai/prompts/sys.md', 'v2\n');
    git('2020-06-01T00:00:00Z', 'commit', '-q', '-am', 'prompt');
    write('ai/scenarios/fresh.yaml', 'name: fresh\nrole: r\ncontext: { a: 3 }\nexpect:\n  - contains: [x]\n');
    git('2020-07-01T00:00:00Z', 'commit', '-q', '-am', 'refresh one scenario');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('reads the newest commit date of each path', async () => {
    const dates = await lastCommitDates(['prompts/sys.md', 'scenarios/old.yaml', 'scenarios/fresh.yaml', 'missing.md'], path.join(repo, 'ai'));
    expect(Object.fromEntries([...dates].map(([k, v]) => [k, v.toISOString()]))).toEqual({
      'prompts/sys.md': '2020-06-01T00:00:00.000Z',
      'scenarios/old.yaml': '2020-01-01T00:00:00.000Z',
      'scenarios/fresh.yaml': '2020-07-01T00:00:00.000Z',
    });
  });

  it('names the stale scenario, its age and the role file that changed', async () => {
    const r = await runCliInProcess(repo, ['validate', '--verbose', '--config', 'ai/context-eval.yaml'], {});
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/stale scenarios \(unchanged for 100\+ days[^\n]*\n {2}old \(scenarios\/old\.yaml\): unchanged for \d+ days \(since 2020-01-01\); role r's prompts\/sys\.md changed on 2020-06-01\n\n/);
    expect(r.stdout).not.toMatch(/ {2}fresh \(/);
  });
});
