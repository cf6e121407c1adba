/**
 * Issue 30, row 12: a FIFO hung `validate` (a FIFO named as a prompt file, read again to render the
 * prompts), `show` (the last report a FIFO) and `run` (writing the last report into a FIFO). Each case
 * runs the CLI in a child process that is killed if it has not finished after a generous while, so that
 * a hang fails this test instead of hanging the suite; the assertion is that it finished on its own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(async () => {
  await removeProjects();
});

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Generous: a hang is forever; a busy machine takes a few seconds to start the CLI under tsx. */
const KILL_AFTER_MS = 30_000;

interface Finished {
  code: number | null;
  killed: boolean;
  text: string;
}

function cli(args: string[]): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'cli.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OPENAI_API_KEY: 'sk-test-key-123456' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, KILL_AFTER_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, killed, text });
    });
  });
}

const AGENT = "let d = ''; process.stdin.on('data', (c) => (d += c)).on('end', () => process.stdout.write(JSON.stringify({ output: 'ok PASS', usage: { input_tokens: 1, output_tokens: 1 } })));\n";
const CONFIG = 'version: 1\nproviders:\n  agent: { type: exec, command: node agent.mjs }\nroles:\n  planner: { provider: agent, system: prompts/p.md }\n';
const SCENARIO = 'name: s1\nrole: planner\ncontext: { objective: x }\nexpect:\n  - contains: [PASS]\n';

async function project(): Promise<string> {
  return makeProject({ 'context-eval.yaml': CONFIG, 'prompts/p.md': 'You plan.\n', 'agent.mjs': AGENT, 'scenarios/a.yaml': SCENARIO });
}

describe('a FIFO is refused before it is read, never waited on', () => {
  it('validate, with a FIFO as a prompt file', async () => {
    const dir = await project();
    execFileSync('mkfifo', [path.join(dir, 'prompts', 'f.md')]);
    const config = path.join(dir, 'context-eval.yaml');
    execFileSync('sed', ['-i', 's#prompts/p.md#prompts/f.md#', config]);
    const r = await cli(['validate', '--config', config]);
    expect(r.killed, r.text).toBe(false);
    expect(r.text).toMatch(/prompts\/f\.md' is not a regular file/);
    expect(r.code, r.text).toBe(2);
  }, 60_000);

  it('show and run, with a FIFO as the last report', async () => {
    const dir = await project();
    mkdirSync(path.join(dir, '.context-eval', 'last'), { recursive: true });
    execFileSync('mkfifo', [path.join(dir, '.context-eval', 'last', 'report.json')]);
    const config = path.join(dir, 'context-eval.yaml');
    // One after the other: run's write and show's read would meet in the FIFO.
    const show = await cli(['show', 's1', '--config', config]);
    const run = await cli(['run', '--config', config]);
    expect(show.killed, show.text).toBe(false);
    expect(show.text).toMatch(/report\.json.*not a regular file/);
    expect(show.code, show.text).toBe(2);
    expect(run.killed, run.text).toBe(false);
    expect(run.text).toMatch(/the report was not kept.*not a regular file/);
    expect(run.code, run.text).toBe(0);
  }, 90_000);
});
