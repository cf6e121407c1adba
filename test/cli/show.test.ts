/**
 * Issue 22 (why 7): a failing run's full output, its expectation results and its request can be seen
 * from the terminal with `context-eval show SCENARIO [--run N]` (DESIGN §5), from the last report that
 * every `run` keeps in .context-eval/last/report.json; the run's summary names the command.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCliInProcess } from './in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { COMMAND_HELP, GLOBAL_HELP } from '../../src/cli/help.js';

const SECRET = 'sk-test-0123456789abcdefXYZ';
const LONG = Array.from({ length: 80 }, (_, i) => `line ${i + 1} of the plan: keep the tests green`).join('\n');

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI((body) => {
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    // Run 2 (seed 11) deletes something; every answer is long, and echoes the system prompt's key.
    const verb = body.seed === 11 ? 'then delete the old module' : 'then keep the old module';
    return { content: `seed ${String(body.seed)}: ${verb}\n${LONG}\nechoed: ${system}\nEND-OF-OUTPUT` };
  });
});
afterAll(async () => {
  await llm.close();
  await removeProjects();
});

async function project(): Promise<string> {
  return makeProject({
    'context-eval.yaml': [
      'version: 1',
      'providers:',
      `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/p.md }',
      '',
    ].join('\n'),
    'prompts/p.md': `You plan carefully. Internal note: ${SECRET}\n`,
    'scenarios/a.yaml': ['name: keeps-module', 'role: planner', 'runs: 3', 'threshold: 1', 'context:', '  objective: Refactor the auth module', 'expect:', '  - absent: [delete]', ''].join('\n'),
    'scenarios/b.yaml': ['name: says-plan', 'role: planner', 'runs: 1', 'context: { objective: x }', 'expect: [{ contains: [plan] }]', ''].join('\n'),
  });
}

const ENV = { PATH: process.env.PATH ?? '', TEST_KEY: SECRET };

describe('context-eval show', () => {
  let dir: string;
  let run: Awaited<ReturnType<typeof runCliInProcess>>;
  beforeAll(async () => {
    dir = await project();
    run = await runCliInProcess(dir, ['run', '--seed', '10', '--concurrency', '1'], ENV);
  });

  it('run keeps the last report, out of git, and its summary names the show command', () => {
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('see: context-eval show keeps-module --run 2');
    const last = path.join(dir, '.context-eval', 'last', 'report.json');
    expect(existsSync(last)).toBe(true);
    expect(readFileSync(path.join(dir, '.context-eval', 'last', '.gitignore'), 'utf8')).toBe('*\n');
    expect(readFileSync(last, 'utf8')).not.toContain(SECRET);
  });

  it('show NAME prints the first failing run: its full output, its expectation results and its request', async () => {
    const r = await runCliInProcess(dir, ['show', 'keeps-module'], ENV);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/run 2 of \d/);
    expect(r.stdout).toContain('then delete the old module');
    expect(r.stdout).toContain('line 80 of the plan');
    expect(r.stdout).toContain('END-OF-OUTPUT');
    expect(r.stdout).toMatch(/✗ absent: .*delete/);
    // The request: the system prompt and the user message, as the model received them.
    expect(r.stdout).toContain('You plan carefully.');
    expect(r.stdout).toContain('objective: Refactor the auth module');
    expect(r.stdout).toMatch(/same context as the run/);
    // Redacted through the one redaction point: neither the output's echo nor the request shows the key.
    expect(r.stdout).not.toContain(SECRET);
    expect(r.stdout).not.toContain(SECRET.slice(4, 16));
  });

  it('--run N picks a run; a passing run says every expectation held', async () => {
    const r = await runCliInProcess(dir, ['show', 'keeps-module', '--run', '1'], ENV);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('then keep the old module');
    expect(r.stdout).toMatch(/every expectation held/);
  });

  it('an unknown scenario or run is a clear error naming what exists', async () => {
    const name = await runCliInProcess(dir, ['show', 'keep-module'], ENV);
    expect(name.code).toBe(2);
    expect(name.stderr).toMatch(/no scenario 'keep-module' in the last report.*did you mean 'keeps-module'\?.*it has:\n {2}keeps-module\n {2}says-plan\n/s);
    const runN = await runCliInProcess(dir, ['show', 'keeps-module', '--run', '9'], ENV);
    expect(runN.code).toBe(2);
    expect(runN.stderr).toMatch(/'keeps-module' has runs 1[–-]\d in the last report; got --run 9/);
    const none = await runCliInProcess(dir, ['show'], ENV);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/show needs a scenario name.*has:\n {2}keeps-module\n {2}says-plan\n/s);
  });

  it('says so when the context changed since the run', async () => {
    const other = await project();
    expect((await runCliInProcess(other, ['run', '--seed', '10', '--concurrency', '1'], ENV)).code).toBe(1);
    writeFileSync(path.join(other, 'prompts', 'p.md'), 'You plan differently now.\n');
    const r = await runCliInProcess(other, ['show', 'keeps-module'], ENV);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/changed since the run/);
    expect(r.stdout).toContain('You plan differently now.');
  });

  it('without a last report, says how to make one; --report reads another', async () => {
    const fresh = await project();
    const r = await runCliInProcess(fresh, ['show', 'keeps-module'], ENV);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no last report.*context-eval run/s);
    const out = path.join(dir, '.context-eval', 'last', 'report.json');
    const other = await runCliInProcess(fresh, ['show', 'keeps-module', '--report', out], ENV);
    expect(other.code, other.stderr).toBe(0);
    expect(other.stdout).toContain('END-OF-OUTPUT');
  });

  it('a report that is not one is a clear error', async () => {
    const bad = path.join(dir, 'not-a-report.json');
    writeFileSync(bad, '{"scenarios": 3}');
    const r = await runCliInProcess(dir, ['show', 'keeps-module', '--report', bad], ENV);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not-a-report\.json.*is not a context-eval report/);
  });

  it('a .context-eval/last that is a symlink out of the repository is not written through', async () => {
    const other = await project();
    const outside = await makeProject({ 'keep.txt': 'mine\n' });
    mkdirSync(path.join(other, '.context-eval'));
    symlinkSync(outside, path.join(other, '.context-eval', 'last'), 'dir');
    const r = await runCliInProcess(other, ['run', '--seed', '10', '--concurrency', '1'], ENV);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/the report was not kept for 'context-eval show'.*outside the repository/);
    expect(existsSync(path.join(outside, 'report.json'))).toBe(false);
    expect(existsSync(path.join(outside, '.gitignore'))).toBe(false);
  });

  it('help for show fits 80 columns, and the command list names it', () => {
    const help = COMMAND_HELP.show;
    expect(help).toMatch(/Usage: context-eval show SCENARIO/);
    for (const line of help.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
    const listed = GLOBAL_HELP.split('\n').find((l) => /^ {2}show /.test(l)) ?? '';
    expect(listed).not.toBe('');
    expect(listed.length).toBeLessThanOrEqual(80);
  });
});
