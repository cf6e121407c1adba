/** checkStale: the stale scenarios from git's dates, "shallow" in a shallow clone, "unknown" outside git. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { checkStale } from '../../src/stale/check.js';
import { runCliInProcess } from '../cli/in-process.js';
import { createDirStore } from '../../src/history/dir-store.js';
import { makeRecord } from '../history/make-record.js';

process.env.GIT_CONFIG_GLOBAL = os.devNull;
process.env.GIT_CONFIG_NOSYSTEM = '1';
const made: string[] = [];
let repo: string;
let shallowClone: string;
const NOW = new Date('2020-09-01T00:00:00Z');

function git(cwd: string, date: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}
function write(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}
const temp = (prefix: string) => {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  made.push(dir);
  return dir;
};

beforeAll(async () => {
  repo = temp('stale-check-');
  git(repo, '2020-01-01T00:00:00Z', 'init', '-q', '-b', 'main');
  write(repo, 'context-eval.yaml', 'version: 1\nproviders: { p: { type: replay, recordings: rec/ } }\nroles:\n  r: { provider: p, system: prompts/sys.md }\nstale_after_days: 100\nhistory: { store: dir, dir: .history }\n');
  write(repo, 'prompts/sys.md', 'v1\n');
  write(repo, 'scenarios/old.yaml', 'name: old\nrole: r\ncontext: { a: 1 }\nexpect:\n  - contains: [x]\n');
  write(repo, 'scenarios/fresh.yaml', 'name: fresh\nrole: r\ncontext: { a: 2 }\nexpect:\n  - contains: [x]\n');
  write(repo, '.gitignore', '.history/\nsite/\n');
  git(repo, '2020-01-01T00:00:00Z', 'add', '-A');
  git(repo, '2020-01-01T00:00:00Z', 'commit', '-q', '-m', 'first');
  write(repo, 'prompts/sys.md', 'v2\n');
  git(repo, '2020-06-01T00:00:00Z', 'commit', '-q', '-am', 'prompt');
  write(repo, 'scenarios/fresh.yaml', 'name: fresh\nrole: r\ncontext: { a: 3 }\nexpect:\n  - contains: [x]\n');
  git(repo, '2020-07-01T00:00:00Z', 'commit', '-q', '-am', 'refresh one scenario');
  shallowClone = path.join(temp('stale-shallow-'), 'clone');
  git(os.tmpdir(), '2020-07-01T00:00:00Z', 'clone', '-q', '--depth', '1', `file://${repo}`, shallowClone);
  for (const dir of [repo, shallowClone]) {
    const store = createDirStore(path.join(dir, '.history'));
    for (const n of [1, 2, 3]) await store.append(makeRecord(n, [{ name: 'old' }, { name: 'fresh' }]));
  }
});
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('checkStale', () => {
  it('lists the stale scenarios from the commit dates', async () => {
    const check = await checkStale(await loadConfig(path.join(repo, 'context-eval.yaml'), { env: {} }), NOW);
    expect(check.state).toBe('checked');
    expect(check.days).toBe(100);
    expect(check.state === 'checked' ? check.scenarios.map((s) => [s.name, s.changedFile, s.ageDays]) : []).toEqual([['old', 'prompts/sys.md', 244]]);
  });
  it('says "shallow" in a shallow clone, where every file seems to date from the one fetched commit', async () => {
    const check = await checkStale(await loadConfig(path.join(shallowClone, 'context-eval.yaml'), { env: {} }), NOW);
    expect(check).toEqual({ state: 'shallow', days: 100 });
  });
  it('says "unknown", with why, outside a git checkout', async () => {
    const dir = temp('stale-nogit-');
    write(dir, 'context-eval.yaml', readFileSync(path.join(repo, 'context-eval.yaml'), 'utf8'));
    write(dir, 'prompts/sys.md', 'v1\n');
    write(dir, 'scenarios/old.yaml', 'name: old\nrole: r\ncontext: { a: 1 }\nexpect:\n  - contains: [x]\n');
    const check = await checkStale(await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} }), NOW);
    expect(check.state).toBe('unknown');
    expect(check.state === 'unknown' ? check.reason : '').toMatch(/git/);
  });
});

describe('the CLI', () => {
  it('`context-eval dashboard` lists the stale scenario on the overview', async () => {
    const r = await runCliInProcess(repo, ['dashboard', '--out', 'site'], {});
    expect(r.code, r.stderr).toBe(0);
    const index = readFileSync(path.join(repo, 'site', 'index.html'), 'utf8');
    expect(index).toContain('<h2>Stale scenarios</h2>');
    expect(index).toMatch(/<td>old<\/td><td data-label="File"><code>scenarios\/old\.yaml<\/code><\/td><td data-label="Unchanged since">2020-01-01 \(\d+ days\)<\/td><td data-label="Role's context changed"><code>prompts\/sys\.md<\/code> on 2020-06-01<\/td>/);
    expect(index).not.toContain('<td>fresh</td>');
  });
  it('`context-eval dashboard` in a shallow clone says it cannot tell', async () => {
    const r = await runCliInProcess(shallowClone, ['dashboard', '--out', 'site'], {});
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(shallowClone, 'site', 'index.html'), 'utf8')).toContain('not known in a shallow clone');
  });
  it('`validate --verbose` in a shallow clone says it cannot tell, instead of "none"', async () => {
    const r = await runCliInProcess(shallowClone, ['validate', '--verbose'], {});
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('stale scenarios: not known in a shallow clone');
    expect(r.stdout).not.toContain('stale scenarios: none');
  });
});
