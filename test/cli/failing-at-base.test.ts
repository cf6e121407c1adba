/**
 * Red only for what this pull request broke (issue 31, item 1). A baseline is recorded on main where
 * `legacy` fails its threshold and `fresh` passes; a branch then changes the prompt both depend on.
 * A harmless reword leaves `legacy` failing as it did at the base: that is not this PR's, and it must
 * read so (and not fail `--compare` by default). A breaking change makes `fresh` fail too: only `fresh`
 * is this PR's (newly failing), and the headline and the terminal's last line say it differently from
 * the reword. A real temporary git repository, the `dir` history store and the fake OpenAI server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from './in-process.js';

let llm: FakeOpenAI;
const made: string[] = [];

beforeAll(async () => {
  // The model answers PASS unless the prompt says "badly"; it never answers LEGACY, so `legacy` fails everywhere.
  llm = await startFakeOpenAI((body) => {
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    return { content: system.includes('badly') ? 'nope' : 'PASS' };
  });
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
const env = { TEST_KEY: 'k' };

function repo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-at-base-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/p.md }',
      'defaults: { runs: 3 }',
      'compare: { baseline_runs: 12, base: history }',
      'history: { store: dir }',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'scenarios', 'legacy.yaml'), 'name: legacy\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [LEGACY]\n');
  writeFileSync(path.join(dir, 'scenarios', 'fresh.yaml'), 'name: fresh\nrole: planner\ncontext: { x: 2 }\nexpect:\n  - contains: [PASS]\n');
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n*.json\n*.md.out\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

interface Row {
  name: string;
  verdict: string;
  atBase?: string;
}
interface ReportJson {
  scenarios: Row[];
  summary: { failed: number; failingAtBase?: number; newlyFailing?: number };
}

const lastLine = (stdout: string) => stdout.trimEnd().split('\n').at(-1) ?? '';

describe('failing at the base too, or newly failing (issue 31 item 1)', () => {
  it('only the scenario that passed at the base is marked as this pull request’s; a reword and a break read differently', async () => {
    const dir = repo();
    const recorded = await runCliInProcess(dir, ['run', '--record'], env);
    // At the base `legacy` fails its threshold and `fresh` passes.
    expect(recorded.code, recorded.stdout + recorded.stderr).toBe(1);
    expect(recorded.stdout).toMatch(/recorded 2 scenarios at [0-9a-f]{7}/);

    git(dir, 'checkout', '-q', '-b', 'reword');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, in other words.\n');
    git(dir, 'commit', '-q', '-am', 'reword');
    const reword = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', 'reword.json', '--markdown', 'reword.md.out'], env);
    const rewordReport = JSON.parse(readFileSync(path.join(dir, 'reword.json'), 'utf8')) as ReportJson;
    expect(rewordReport.scenarios.find((s) => s.name === 'legacy')).toMatchObject({ verdict: 'fail', atBase: 'failing' });
    expect(rewordReport.scenarios.find((s) => s.name === 'fresh')?.verdict).toBe('pass');
    expect(rewordReport.summary).toMatchObject({ failed: 1, failingAtBase: 1, newlyFailing: 0 });
    // Nothing this PR broke: the default fail-on (threshold,regression,error) does not fail it, and says why.
    expect(reword.code, reword.stdout + reword.stderr).toBe(0);
    expect(reword.stdout).toMatch(/warning: 1 scenario failing its threshold at the base too: legacy/);
    expect(lastLine(reword.stdout)).toMatch(/^context-eval: PASSED · 2 scenarios: 1 passed, 1 failing at the base too/);
    const rewordHead = readFileSync(path.join(dir, 'reword.md.out'), 'utf8').split('\n').find((l) => l.startsWith('### ')) ?? '';
    expect(rewordHead).toContain('1 failing at the base too');
    expect(rewordHead).not.toContain('❌');

    git(dir, 'checkout', '-q', '-b', 'break', 'main');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, badly.\n');
    git(dir, 'commit', '-q', '-am', 'break');
    const broken = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', 'break.json', '--markdown', 'break.md.out'], env);
    const brokenReport = JSON.parse(readFileSync(path.join(dir, 'break.json'), 'utf8')) as ReportJson;
    expect(brokenReport.scenarios.find((s) => s.name === 'legacy')).toMatchObject({ verdict: 'fail', atBase: 'failing' });
    expect(brokenReport.scenarios.find((s) => s.name === 'fresh')).toMatchObject({ verdict: 'fail', atBase: 'passing' });
    expect(brokenReport.summary).toMatchObject({ failed: 2, failingAtBase: 1, newlyFailing: 1 });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/gate: 1 scenario newly failing its threshold: fresh/);
    expect(lastLine(broken.stdout)).toMatch(/^context-eval: FAILED · 2 scenarios: 1 newly failing, 1 failing at the base too/);
    const brokenHead = readFileSync(path.join(dir, 'break.md.out'), 'utf8').split('\n').find((l) => l.startsWith('### ')) ?? '';
    expect(brokenHead).toMatch(/❌ 1 newly failing/);
    expect(brokenHead).toContain('1 failing at the base too');
    // The scenario rows say which is which.
    expect(broken.stdout).toMatch(/✗ legacy: failed[^\n]*failing at the base too/);
    expect(broken.stdout).toMatch(/✗ fresh: failed[^\n]*newly failing/);

    // Asked for, a failure at the base too fails the job as well.
    const strict = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'failing-at-base'], env);
    expect(strict.stdout).toMatch(/gate: 1 scenario failing its threshold at the base too: legacy/);
    expect(strict.code).toBe(1);
  });

  it('without a baseline every failure is the run’s own: plain `run` still exits 1 on it', async () => {
    const dir = repo();
    const r = await runCliInProcess(dir, ['run', '--json', 'plain.json'], env);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(dir, 'plain.json'), 'utf8')) as ReportJson;
    expect(report.scenarios.find((s) => s.name === 'legacy')?.atBase).toBeUndefined();
    expect(lastLine(r.stdout)).toMatch(/^context-eval: FAILED · 2 scenarios: 1 passed, 1 failed/);
  });
});
