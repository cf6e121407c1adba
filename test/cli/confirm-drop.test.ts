/**
 * A drop against history, confirmed against the merge base measured in this same run (issue 31 item 2;
 * compare.base: auto, the default). History holds the scenario at 0.9. On a bad day the model answers
 * every wording worse: a harmless reword then reads as a drop against history, but the merge base's own
 * context, sampled in the same run, does no better, so the drop is the day's and the pull request is not
 * red. A careless wording that really answers worse is still red, and says it was confirmed. A real
 * temporary git repository and the fake OpenAI server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from './in-process.js';

let llm: FakeOpenAI;
const counters = new Map<string, number>();
/** How much worse every wording answers today (the day's effect). */
let dayLoss = 0;
const rateOf = (system: string) => (system.includes('carelessly') ? 0.3 : 0.9) - dayLoss;
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
const env = { TEST_KEY: 'k' };

interface Compared {
  name: string;
  comparison?: { state: string; source?: string; note: string; confirmation?: { passes: number; runs: number; calls: number; confirmed: boolean } };
}

/** A repository with one role and scenario on main, and three baseline records of it (run --record) at 0.9. */
async function repoWithHistory(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-confirm-'));
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
      `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0, timeout_ms: 60000 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/p.md }',
      'defaults: { runs: 3, threshold: 0.1 }',
      'cache: { dir: .context-eval/cache }',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'name: plans\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [PASS]\n');
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n*.json\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  dayLoss = 0;
  for (let i = 0; i < 3; i++) {
    const r = await runCliInProcess(dir, ['run', '--record'], env);
    expect(r.code, r.stdout + r.stderr).toBe(0);
  }
  return dir;
}

function plansOf(file: string): Compared | undefined {
  return (JSON.parse(readFileSync(file, 'utf8')) as { scenarios: Compared[] }).scenarios.find((s) => s.name === 'plans');
}

describe('a drop against history is confirmed against the merge base measured in the same run', () => {
  it("a harmless reword on a bad day: history says drop, the base measured today does as poorly: the day's, not red", async () => {
    const dir = await repoWithHistory();
    git(dir, 'checkout', '-q', '-b', 'reword');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, in other words.\n');
    git(dir, 'commit', '-q', '-am', 'reword');
    dayLoss = 0.35;
    const out = path.join(dir, 'reword.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'regression', '--json', out], env);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const plans = plansOf(out);
    expect(plans?.comparison?.state).not.toBe('drop');
    expect(plans?.comparison?.source).toBe('history');
    expect(plans?.comparison?.confirmation).toMatchObject({ runs: 60, confirmed: false });
    expect(plans?.comparison?.note).toMatch(/^against history, the pass rate dropped .*; a drop against history, not confirmed: the merge base's context, measured in this run, passed \d+ of 60, this pull request \d+ of \d+/);
  });

  it('a careless wording that really answers worse is red, and says the drop was confirmed', async () => {
    const dir = await repoWithHistory();
    git(dir, 'checkout', '-q', '-b', 'careless');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, carelessly.\n');
    git(dir, 'commit', '-q', '-am', 'careless');
    dayLoss = 0;
    const out = path.join(dir, 'careless.json');
    const r = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'regression', '--json', out], env);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const plans = plansOf(out);
    expect(plans?.comparison?.state).toBe('drop');
    expect(plans?.comparison?.confirmation).toMatchObject({ runs: 60, confirmed: true });
  });
});
