/**
 * `context-eval history` and `context-eval drift` in-process, over a `dir` store in a temporary folder
 * and over a data branch in a real temporary git repository (and a clone of it, which only has
 * `origin/<branch>`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';
import { historyView, renderHistoryText, sparkline } from '../../src/cli/history-command.js';
import { createDirStore, recordFileName } from '../../src/history/dir-store.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord, sha } from '../history/make-record.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-history-cli-'));
  made.push(dir);
  return dir;
}

function project(history: string): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  main: { type: openai, model: m, api_key_env: TEST_KEY }\nroles:\n  planner: { provider: main, system: prompts/p.md }\n` +
      `drift: { window: 2 }\nhistory: ${history}\n`,
  );
  writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'name: planner\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [PASS]\n');
  return dir;
}

async function cli(argv: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    cwd,
    env: {},
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    progress: { write: () => true },
    readText: (p) => readFile(p, 'utf8'),
    now: () => 0,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

/** Six records of `planner` with pass rates 1, 0.8, 0.6, 0.4, 0.2, 0 (of 5) and one of `reviewer`. */
function sixRecords(): HistoryRecord[] {
  const out = [5, 4, 3, 2, 1, 0].map((passes, i) => makeRecord(i + 1, [{ name: 'planner', passes, attempted: 5 }]));
  out.push(makeRecord(7, [{ name: 'reviewer', passes: 3, attempted: 3, tokens: 500, latency: 900 }]));
  return out;
}

describe('sparkline', () => {
  it.each([
    [[0, 1 / 7, 2 / 7, 3 / 7, 4 / 7, 5 / 7, 6 / 7, 1], '▁▂▃▄▅▆▇█'],
    [[1, 1, 0.5, undefined, 0], '██▅·▁'],
    [[-0.2, 1.5, Number.NaN], '▁█·'],
    [[], ''],
  ])('%j → %s', (values, expected) => {
    expect(sparkline(values)).toBe(expected);
  });
});

describe('context-eval history over a dir store', () => {
  it('shows each scenario with its record count, pass-rate trend and latest record', async () => {
    const dir = project('{ store: dir, dir: data/history }');
    const store = createDirStore(path.join(dir, 'data', 'history'));
    for (const r of sixRecords()) await store.append(r);
    const { code, stdout, stderr } = await cli(['history'], dir);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('7 recorded runs in data/history (history.store: dir)');
    // The table is wider than 80 columns: two lines a scenario, its name and trend, then its latest record (issue 32 item 1).
    expect(stdout).toMatch(/^planner {2}█▇▅▄▂▁\n {2}6 records · latest 0% \(0 of 5\) fail · 1k tokens · 2 s · at 0000006 2026-11-07$/m);
    expect(stdout).toMatch(/^reviewer {2}█\n {2}1 record · latest 100% \(3 of 3\) pass · 500 tokens · 900 ms\n {2}at 0000007 2026-11-08$/m);
  });

  it('a terminal wide enough shows one table row a scenario', () => {
    const text = renderHistoryText(historyView(sixRecords(), { source: 'h', problems: [] }), 120);
    expect(text).toMatch(/^scenario\s+records\s+trend\s+latest\s+tokens\s+latency\s+at$/m);
    expect(text).toMatch(/^planner\s+6\s+█▇▅▄▂▁\s+0% \(0 of 5\) fail\s+1k\s+2 s\s+0000006 2026-11-07$/m);
  });

  it('--format json gives every point, and --scenario narrows to one scenario with a line per record', async () => {
    const dir = project('{ store: dir, dir: h }');
    const store = createDirStore(path.join(dir, 'h'));
    for (const r of sixRecords()) await store.append(r);
    const json = await cli(['history', '--format', 'json', '--scenario', 'planner'], dir);
    expect(json.code).toBe(0);
    const view = JSON.parse(json.stdout) as { records: number; scenarios: { name: string; trend: string; points: { sha: string; passRate: number }[] }[] };
    expect(view.records).toBe(7);
    expect(view.scenarios.map((s) => s.name)).toEqual(['planner']);
    expect(view.scenarios[0]?.trend).toBe('█▇▅▄▂▁');
    expect(view.scenarios[0]?.points.map((p) => p.passRate)).toEqual([1, 0.8, 0.6, 0.4, 0.2, 0]);
    expect(view.scenarios[0]?.points[0]?.sha).toBe(sha(1));

    const text = await cli(['history', '--scenario', 'planner'], dir);
    // The ref and event every record shares are said once, above the table (which then fits 80 columns).
    expect(text.stdout).toContain('Records of planner (ref main, event schedule), oldest first:');
    expect(text.stdout).toMatch(/^2026-11-02 00:00\s+0000001\s+5 of 5\s+pass/m);
    expect(text.stdout).not.toMatch(/^reviewer /m);
  });

  it('an unknown --scenario is a usage error (exit 2) that lists the recorded scenarios', async () => {
    const dir = project('{ store: dir, dir: h }');
    const store = createDirStore(path.join(dir, 'h'));
    for (const r of sixRecords()) await store.append(r);
    const { code, stderr } = await cli(['history', '--scenario', 'plannr'], dir);
    expect(code).toBe(2);
    expect(stderr).toContain("--scenario 'plannr' has no recorded history");
    // A list one per line (issue 32 item 1).
    expect(stderr).toContain('the recorded scenarios:\n  planner\n  reviewer');
  });

  it('an empty store says nothing is recorded yet; an invalid file is named on stderr and left out', async () => {
    const dir = project('{ store: dir, dir: h }');
    const empty = await cli(['history'], dir);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('No history recorded yet in h (history.store: dir).\n');

    const store = createDirStore(path.join(dir, 'h'));
    await store.append(makeRecord(1));
    mkdirSync(path.join(dir, 'h', 'runs', '2026', '11'), { recursive: true });
    writeFileSync(path.join(dir, 'h', 'runs', '2026', '11', 'broken.json'), '{"version": 1, "sha": "zz"');
    const { code, stdout, stderr } = await cli(['history'], dir);
    expect(code).toBe(0);
    expect(stdout).toContain('1 recorded run in h');
    expect(stderr).toMatch(/1 stored file\(s\) are not valid history records[\s\S]*runs\/2026\/11\/broken\.json: not valid\s+JSON/);
  });
});

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd, env: GIT_ENV, encoding: 'utf8' });
}

/** A repository whose main branch holds the project and whose `context-eval-data` branch holds `records`. */
function repoWithDataBranch(records: HistoryRecord[], extra: Record<string, string> = {}): string {
  const dir = project('{ store: branch, branch: context-eval-data }');
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'project');
  git(dir, 'checkout', '-q', '--orphan', 'context-eval-data');
  git(dir, 'rm', '-rq', '--cached', '.');
  const data = tempDir();
  for (const r of records) {
    const file = path.join(data, ...recordFileName(r).split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  }
  for (const [rel, text] of Object.entries(extra)) {
    mkdirSync(path.dirname(path.join(data, rel)), { recursive: true });
    writeFileSync(path.join(data, rel), text);
  }
  // Commit the data tree on the orphan branch without touching the project's working tree.
  const gitDir = path.join(dir, '.git');
  execFileSync('git', ['--git-dir', gitDir, '--work-tree', data, 'add', '-A'], { env: GIT_ENV });
  execFileSync('git', ['--git-dir', gitDir, '--work-tree', data, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'records'], { env: GIT_ENV });
  git(dir, 'checkout', '-q', '-f', 'main');
  return dir;
}

describe('context-eval history and drift over the data branch, through local git', () => {
  it('reads the records from the local branch', async () => {
    const dir = repoWithDataBranch(sixRecords(), { 'README.md': 'data branch\n', 'runs/2026/11/bad.json': '{}' });
    const { code, stdout, stderr } = await cli(['history'], dir);
    expect(code).toBe(0);
    expect(stdout).toContain('7 recorded runs in context-eval-data (history.store: branch)');
    expect(stdout).toMatch(/^planner {2}█▇▅▄▂▁\n {2}6 records · /m);
    expect(stderr).toMatch(/context-eval-data:runs\/2026\/11\/bad\.json: not a valid history record/);
  });

  it('falls back to origin/<branch> in a clone that has only the remote branch', async () => {
    const origin = repoWithDataBranch(sixRecords());
    const clone = path.join(tempDir(), 'clone');
    git(path.dirname(clone), 'clone', '-q', origin, clone);
    const { code, stdout } = await cli(['history', '--format', 'json'], clone);
    expect(code).toBe(0);
    const view = JSON.parse(stdout) as { source: string; records: number };
    expect(view).toMatchObject({ source: 'origin/context-eval-data (history.store: branch)', records: 7 });
  });

  it('says clearly when neither the branch nor origin/<branch> exists (exit 2)', async () => {
    const dir = project('{ store: branch, branch: context-eval-data }');
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'project');
    for (const command of ['history', 'drift']) {
      const { code, stderr } = await cli([command], dir);
      expect(code).toBe(2);
      // Errors wrap at 80 columns without a terminal (issue 32 item 5): the sentence across lines.
      expect(stderr.replace(/\s+/g, ' ')).toContain("neither the branch 'context-eval-data' nor 'origin/context-eval-data' exists");
      expect(stderr).toContain('git fetch origin context-eval-data');
    }
  });

  it('drift: exit 1 with the findings when tokens inflated, 0 when the history is steady', async () => {
    // window 2: two records (days) of 1000 tokens are the reference, then three of 2000. The detector fires at the
    // second day of 2000 (0000004) and the finding stays 2 days, so it holds at 0000005 (by 0000006 it is gone).
    const inflated = [1, 2, 3, 4, 5].map((n) => makeRecord(n, [{ name: 'planner', tokens: n <= 2 ? 1000 : 2000 }]));
    const dir = repoWithDataBranch(inflated);
    const found = await cli(['drift'], dir);
    expect(found.code).toBe(1);
    expect(found.stdout).toMatch(/^1 drift finding\(s\) in 5 recorded runs of 1 scenario in context-eval-data/);
    // Wrapped at 80 columns: the finding's words across lines.
    expect(found.stdout.replace(/\s+/g, ' ')).toContain('- [token_inflation] planner: tokens per run rose 100% (median 1000 → 2000) from 0000003 (2026-11-04) on (detected at 0000004 (2026-11-05))');
    const json = JSON.parse((await cli(['drift', '--format', 'json'], dir)).stdout) as { findings: { kind: string; scenario: string }[] };
    expect(json.findings).toEqual([expect.objectContaining({ kind: 'token_inflation', scenario: 'planner' })]);

    const steadyDir = project('{ store: dir, dir: h }');
    const store = createDirStore(path.join(steadyDir, 'h'));
    for (const n of [1, 2, 3, 4]) await store.append(makeRecord(n, [{ name: 'planner' }]));
    const steady = await cli(['drift'], steadyDir);
    expect(steady.code).toBe(0);
    expect(steady.stdout).toBe('No drift in 4 recorded runs of 1 scenario in h (history.store: dir).\n');
    const none = await cli(['drift'], project('{ store: dir, dir: h }'));
    expect(none).toMatchObject({ code: 0, stdout: 'No history recorded yet in h (history.store: dir): nothing to check for drift.\n' });
  });
});
