/**
 * `run --record` and `run --compare` (DESIGN §5; issue "A gate teams can trust", item 5): a real
 * temporary git repository, the `dir` history store, and the fake OpenAI server. The default branch
 * records baselines; a branch edits the prompt and compares with the baseline at its merge base, through
 * the same comparison and gate as the action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from './in-process.js';

let llm: FakeOpenAI;
let passRate = 1;
let draw = 0;
const made: string[] = [];

beforeAll(async () => {
  // A deterministic stream: the k-th answer passes when its fractional position falls under the rate. The rate
  // is the edited prompt's: the base's prompt keeps passing (measured in the same run, it confirms a drop).
  llm = await startFakeOpenAI((body) => {
    const edited = JSON.stringify(body.messages).includes('differently');
    return { content: (draw++ * 0.618034) % 1 < (edited ? passRate : 1) ? 'PASS' : 'nope' };
  });
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

function repo(history = 'history: { store: dir }'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-run-history-'));
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
      'compare: { baseline_runs: 12 }',
      history,
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'name: plans\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [PASS]\n');
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

const env = { TEST_KEY: 'k' };

describe('run --record and run --compare', () => {
  it('records baselines on main, then a branch compares with them and fails on a real drop', async () => {
    const dir = repo();
    passRate = 1;
    for (let i = 0; i < 2; i++) {
      const r = await runCliInProcess(dir, ['run', '--record'], env);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toMatch(/recorded 1 scenario at [0-9a-f]{7} in /);
    }
    expect(readdirSync(path.join(dir, '.context-eval', 'history'), { recursive: true }).filter((f) => String(f).endsWith('.json'))).toHaveLength(2);

    git(dir, 'checkout', '-q', '-b', 'edit');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, differently.\n');
    git(dir, 'commit', '-q', '-am', 'edit');

    passRate = 1;
    const same = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--json', 'same.json'], env);
    expect(same.code, same.stdout + same.stderr).toBe(0);
    expect(same.stdout).toContain('history: 2 records');

    passRate = 0.2;
    const dropped = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'regression', '--json', 'dropped.json'], env);
    expect(dropped.stdout).toMatch(/gate: 1 scenario regressed against the baseline: plans/);
    expect(dropped.code).toBe(1);

    // The same drop without regression in fail-on: the threshold alone decides (the scenario fails it).
    const advisory = await runCliInProcess(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'error'], env);
    expect(advisory.stdout).toMatch(/warning: 1 scenario regressed against the baseline/);
    expect(advisory.code).toBe(0);
  });

  it('a recording run samples compare.baseline_runs runs per scenario, without early stopping', async () => {
    const dir = repo();
    passRate = 1;
    const before = llm.requests.length;
    const r = await runCliInProcess(dir, ['run', '--record'], env);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(llm.requests.length - before).toBe(12);
  });

  it('with no history key (history.store: auto, the default) --record writes to the folder and --compare reads it, as `init` leaves the config', async () => {
    const dir = repo('');
    passRate = 1;
    const r = await runCliInProcess(dir, ['run', '--record'], env);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/recorded 1 scenario at [0-9a-f]{7} in /);
    expect(readdirSync(path.join(dir, '.context-eval', 'history'), { recursive: true }).filter((f) => String(f).endsWith('.json'))).toHaveLength(1);
    git(dir, 'checkout', '-q', '-b', 'edit');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, differently.\n');
    git(dir, 'commit', '-q', '-am', 'edit');
    const compared = await runCliInProcess(dir, ['run', '--compare', '--base', 'main'], env);
    expect(compared.code, compared.stdout + compared.stderr).toBe(0);
    expect(compared.stdout).toMatch(/history: 1 record in \.context-eval\/history \(history\.store: auto/);
  });

  it('history.store: auto reads the data branch too when the clone has it (the records the action made)', async () => {
    const dir = repo('');
    passRate = 1;
    expect((await runCliInProcess(dir, ['run', '--record'], env)).code).toBe(0);
    // The action's records live on the data branch: make one there, with a record file as the action writes it.
    const [file] = readdirSync(path.join(dir, '.context-eval', 'history'), { recursive: true }).map(String).filter((f) => f.endsWith('.json'));
    const text = readFileSync(path.join(dir, '.context-eval', 'history', file ?? ''), 'utf8');
    git(dir, 'checkout', '-q', '--orphan', 'context-eval-data');
    git(dir, 'rm', '-rq', '--cached', '.');
    mkdirSync(path.join(dir, 'data', 'runs'), { recursive: true });
    writeFileSync(path.join(dir, 'data', 'runs', 'x-0000000.json'), text.replace(/"timestamp":\s*"[^"]+"/, '"timestamp": "2020-01-01T00:00:00.000Z"'));
    git(dir, 'add', 'data');
    git(dir, 'commit', '-q', '-m', 'data');
    git(dir, 'checkout', '-q', '-f', 'main');
    const shown = await runCliInProcess(dir, ['history', '--format', 'json'], env);
    expect(shown.code, shown.stdout + shown.stderr).toBe(0);
    expect(shown.stdout.match(/"timestamp"/g)).toHaveLength(2);
  });

  it.each([
    { name: '--record with the data branch store', args: ['run', '--record'], history: 'history: { store: branch }', message: /run --record writes history to a folder: set history.store: auto/ },
    { name: '--fail-on with an empty entry', args: ['run', '--compare', '--fail-on', ','], history: undefined, message: /--fail-on ',' has an empty entry/ },
    { name: '--fail-on without --compare', args: ['run', '--fail-on', 'regression'], history: undefined, message: /--fail-on needs --compare/ },
    { name: '--record with --compare', args: ['run', '--record', '--compare'], history: undefined, message: /--record and --compare do not go together/ },
  ])('$name is a usage or config error before any call (exit 2)', async ({ args, history, message }) => {
    const dir = repo(history);
    const before = llm.requests.length;
    const r = await runCliInProcess(dir, args, env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(llm.requests.length).toBe(before);
  });
});
