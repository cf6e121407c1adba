/**
 * `run --compare` in a repository with NO history at all (issue 22, item 2, "A comparison without
 * history"; compare.base: auto). The PR's scenarios whose context differs from the merge base's are
 * compared with the base's version of that context, sampled in the same run with the same provider: a
 * prompt change that drops a scenario from 0.9 to 0.5 is flagged as a regression in that run, and an
 * unchanged rate stays green. A real temporary git repository and the fake OpenAI server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from './in-process.js';

let llm: FakeOpenAI;
const counters = new Map<string, number>();
/** The pass rate the fake model gives each system prompt: the careless wording answers worse. */
const rateOf = (system: string) => (system.includes('carelessly') ? 0.5 : 0.9);
const made: string[] = [];

beforeAll(async () => {
  llm = await startFakeOpenAI((body) => {
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const k = counters.get(system) ?? 0;
    counters.set(system, k + 1);
    // A deterministic low-discrepancy stream per prompt: the k-th answer passes when its position falls under the rate.
    return { content: ((k + 0.5) * 0.618034) % 1 < rateOf(system) ? 'PASS' : 'nope' };
  });
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

/** A repository with two roles and a scenario each, committed on main; no history anywhere. */
function repo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-rerun-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan.\n');
  writeFileSync(path.join(dir, 'prompts', 'q.md'), 'You help.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/p.md }',
      '  helper: { provider: main, system: prompts/q.md }',
      'defaults: { runs: 3, threshold: 0.3 }',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'name: plans\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [PASS]\n');
  writeFileSync(path.join(dir, 'scenarios', 'b.yaml'), 'name: helps\nrole: helper\ncontext: { x: 2 }\nexpect:\n  - contains: [PASS]\n');
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n*.json\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

const env = { TEST_KEY: 'k' };

interface Compared {
  name: string;
  comparison?: { state: string; source?: string; baseArm?: { passes: number; runs: number } };
}

function readReport(file: string): { scenarios: Compared[]; summary: { regressions: number; calls: number } } {
  return JSON.parse(readFileSync(file, 'utf8')) as { scenarios: Compared[]; summary: { regressions: number; calls: number } };
}

describe('run --compare without history (compare.base: auto → rerun)', () => {
  it('flags a prompt change that drops a scenario from 0.9 to 0.5, in the same run', async () => {
    const dir = repo();
    git(dir, 'checkout', '-q', '-b', 'careless');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, carelessly.\n');
    git(dir, 'commit', '-q', '-am', 'reword');
    const out = path.join(dir, 'dropped.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'regression', '--json', out], env);
    expect(r.stdout, r.stderr).toMatch(/gate: 1 scenario regressed against the baseline: plans/);
    expect(r.code).toBe(1);
    expect(existsSync(path.join(dir, '.context-eval', 'history'))).toBe(false);
    const report = readReport(out);
    const plans = report.scenarios.find((s) => s.name === 'plans');
    expect(plans?.comparison?.state).toBe('drop');
    expect(plans?.comparison?.source).toBe('rerun');
    expect(plans?.comparison?.baseArm?.runs).toBe(25);
    expect(report.summary.regressions).toBe(1);
    // The terminal wraps the note: any run of spaces and line breaks between the words.
    expect(r.stdout).toMatch(/compared\s+with\s+the\s+base,\s+measured\s+in\s+this\s+run\s+\(25\s+extra\s+calls\)/);
  });

  it('an unchanged pass rate stays green, and a scenario whose context did not change is not re-measured', async () => {
    const dir = repo();
    git(dir, 'checkout', '-q', '-b', 'reword');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, in other words.\n');
    // A config edit runs every scenario: `helps` runs too, with the context it has at the base.
    writeFileSync(path.join(dir, 'context-eval.yaml'), `${readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8')}# reviewed\n`);
    git(dir, 'commit', '-q', '-am', 'reword');
    const out = path.join(dir, 'same.json');
    const before = llm.requests.length;
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', out], env);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const report = readReport(out);
    const plans = report.scenarios.find((s) => s.name === 'plans');
    expect(plans?.comparison?.source).toBe('rerun');
    expect(['no-drop', 'undecided']).toContain(plans?.comparison?.state);
    const helps = report.scenarios.find((s) => s.name === 'helps');
    expect(helps?.comparison?.state).toBe('same-context');
    // The base arm's 25 calls are counted in the report's calls.
    expect(report.summary.calls).toBe(llm.requests.length - before);
    expect(report.summary.calls).toBeGreaterThanOrEqual(25 + 3);
  });

  it('a scenario new in the pull request is new, not compared; compare.base: history makes no base arm at all', async () => {
    const dir = repo();
    git(dir, 'checkout', '-q', '-b', 'more');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, carelessly.\n');
    writeFileSync(path.join(dir, 'scenarios', 'c.yaml'), 'name: plans-more\nrole: planner\ncontext: { x: 3 }\nexpect:\n  - contains: [PASS]\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'more');
    const out = path.join(dir, 'new.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', out], env);
    const report = readReport(out);
    expect(report.scenarios.find((s) => s.name === 'plans-more')?.comparison).toMatchObject({ state: 'no-baseline', source: 'rerun' });
    expect(report.scenarios.find((s) => s.name === 'plans')?.comparison?.state, r.stdout).toBe('drop');

    writeFileSync(path.join(dir, 'context-eval.yaml'), `${readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8')}compare: { base: history }\n`);
    const before = llm.requests.length;
    const off = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', out], env);
    expect(off.code, off.stdout + off.stderr).toBe(0);
    expect(off.stdout).toMatch(/judged by thresholds alone \(compare\.base: history\)/);
    const plain = readReport(out);
    expect(plain.scenarios.every((s) => s.comparison === undefined)).toBe(true);
    // Every scenario runs (the config changed), none twice: 3 scenarios at N = 3 and no base arm.
    expect(plain.summary.calls).toBe(llm.requests.length - before);
    expect(plain.summary.calls).toBeLessThan(25);
  });

  it('a base role whose provider the pull request renamed fails closed: an error that says what to do, not a pass (issue 30 row 10)', async () => {
    const dir = repo();
    git(dir, 'checkout', '-q', '-b', 'renamed');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, carelessly.\n');
    const config = readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8');
    writeFileSync(path.join(dir, 'context-eval.yaml'), `${config.replace('  main: {', '  main2: {').replaceAll('provider: main,', 'provider: main2,')}compare: { base: rerun }\n`);
    git(dir, 'commit', '-q', '-am', 'reword and rename the provider');
    const out = path.join(dir, 'renamed.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', out], env);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    const report = JSON.parse(readFileSync(out, 'utf8')) as { verdict: string; scenarios: (Compared & { verdict: string; reason: string })[] };
    expect(report.verdict).toBe('error');
    const plans = report.scenarios.find((s) => s.name === 'plans');
    expect(plans?.verdict).toBe('error');
    expect(plans?.reason).toContain("the base's provider 'main' is not in this config (renamed?); name the base's provider in providers: or set compare.base: history");
    expect(r.stdout).toMatch(/provider\s+'main'\s+is\s+not\s+in\s+this\s+config/);
  });
});
