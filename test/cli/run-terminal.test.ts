/**
 * Issue 22, item 4: what `context-eval run` prints, end to end, against the fake OpenAI server: the
 * summary fits the terminal's width, lists what went wrong, shows the comparison with `--compare`, and
 * the output ends on the verdict line (with the cost when the provider is priced).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
/** Scenarios whose answers fail; `dropping` fails one answer in two of the scenario 'keeps-tests'. */
let failing = new Set<string>();
let dropping = false;
/** The base's prompt ("You plan.") passes: a drop is the edited prompt's, and the base measured in the same run confirms it. */
let baseHolds = false;
let count = 0;
const made: string[] = [];

beforeAll(async () => {
  llm = await startFakeOpenAI((body) => {
    const text = JSON.stringify(body.messages);
    const which = /case (\w[\w-]*)/.exec(text)?.[1] ?? '';
    if (baseHolds && text.includes('You plan.')) return { content: 'PASS' };
    if (failing.has(which)) return { content: 'nope' };
    if (dropping && which === 'keeps-tests' && count++ % 2 === 0) return { content: 'nope' };
    return { content: 'PASS' };
  });
});
beforeEach(() => {
  baseHolds = false;
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

const NAMES = ['plans-the-refactor', 'keeps-tests', 'avoids-deletes', 'names-owners'];

function repo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-run-terminal-'));
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
      `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0, price: { input_per_mtok: 2, output_per_mtok: 8 } }`,
      'roles:',
      '  planner: { provider: main, system: prompts/p.md }',
      'defaults: { runs: 3, threshold: 2/3 }',
      'compare: { baseline_runs: 12 }',
      'history: { store: dir }',
      '',
    ].join('\n'),
  );
  const scenarios = NAMES.flatMap((n) => [`  - name: ${n}`, '    role: planner', `    context: { task: "case ${n}" }`, '    expect:', '      - contains: [PASS]']);
  writeFileSync(path.join(dir, 'scenarios', 'suite.yaml'), `scenarios:\n${scenarios.join('\n')}\n`);
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

async function run(cwd: string, argv: string[], columns?: number) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    cwd,
    env: { TEST_KEY: 'k' },
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    progress: { write: () => true, isTTY: false },
    readText: (p) => readFile(p, 'utf8'),
    now: () => Date.now(),
    ...(columns === undefined ? {} : { columns }),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr, lines: stdout.replace(/\n$/, '').split('\n') };
}

describe('context-eval run in the terminal', () => {
  it('lists the failing scenario, not the passing ones, and ends on the verdict line with the cost', async () => {
    const dir = repo();
    failing = new Set(['avoids-deletes']);
    dropping = false;
    const r = await run(dir, ['run']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain('avoids-deletes');
    expect(r.stdout).not.toContain('plans-the-refactor');
    expect(r.stdout).toContain('3 passed (--verbose lists them)');
    expect(r.lines.at(-1)).toMatch(/^context-eval: FAILED · 4 scenarios: 3 passed, 1 failed · .*cost \d/);
    for (const line of r.lines) expect(Array.from(line).length).toBeLessThanOrEqual(80);
  });

  it('lists the passing ones with --verbose, and fits the width the terminal has', async () => {
    const dir = repo();
    failing = new Set(['avoids-deletes']);
    dropping = false;
    const r = await run(dir, ['run', '--verbose'], 50);
    expect(r.stdout).toContain('plans-the-refactor');
    // --verbose first prints why each scenario ran and where its values came from (src/cli/shared.ts).
    const provenance = /^(\S+ \(scenarios\/| {2}reason: | {2}[a-z_.]+ ← )/;
    for (const line of r.lines.filter((l) => !provenance.test(l))) expect(Array.from(line).length, line).toBeLessThanOrEqual(50);
    expect(r.lines.at(-1)).toMatch(/^context-eval: FAILED/);
  });

  it('run --compare shows each listed scenario against the baseline, the gate, and ends on the verdict', async () => {
    const dir = repo();
    failing = new Set();
    dropping = false;
    for (let i = 0; i < 2; i++) expect((await run(dir, ['run', '--record'])).code).toBe(0);
    git(dir, 'checkout', '-q', '-b', 'edit');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, differently.\n');
    git(dir, 'commit', '-q', '-am', 'edit');

    failing = new Set(['avoids-deletes']);
    dropping = true;
    baseHolds = true;
    const r = await run(dir, ['run', '--compare', '--base', 'main', '--fail-on', 'threshold,regression', '--json', 'r.json']);
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as { scenarios: { name: string; comparison?: { state: string } }[] };
    const dropped = report.scenarios.filter((s) => s.comparison?.state === 'drop').map((s) => s.name);
    expect(dropped).toContain('avoids-deletes');
    expect(r.code).toBe(1);
    const line = r.lines.find((l) => l.includes('avoids-deletes') && l.includes('▼'));
    expect(line, r.stdout).toMatch(/▼ −\d+ pts/);
    expect(r.stdout).toMatch(/^gate: .*regressed against the baseline/m);
    expect(r.lines.at(-1)).toMatch(/^context-eval: FAILED · 4 scenarios: .*▼ \d regressions?/);
  });

  it('run --compare with nothing recorded: its note fits 80 columns, its words whole (issue 32 item 5)', async () => {
    const dir = repo();
    failing = new Set();
    dropping = false;
    const r = await run(dir, ['run', '--compare', '--base', 'main']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/nothing\s+recorded\s+to\s+compare\s+with/);
    for (const line of r.lines) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    const words = new Set(r.stdout.split(/\s+/));
    for (const w of ['`context-eval', 'run', '--record`', '(compare.base:', 'measured']) expect(words.has(w), w).toBe(true);
  });
});
