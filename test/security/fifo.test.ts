/**
 * Issue 30, row 12: a FIFO hung `validate` (a FIFO named as a prompt file, read again to render the
 * prompts), `show` (the last report a FIFO) and `run` (writing the last report into a FIFO). The
 * commands run in one child process (in-process there) that is killed if it has not finished after a
 * generous while, so that a hang fails this test instead of hanging the suite; the assertion is that
 * every command finished on its own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(async () => {
  await removeProjects();
});

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Generous: a hang is forever; a busy machine takes a few seconds to start the CLI under tsx. */
const KILL_AFTER_MS = 600_000;

interface Finished {
  code: number | null;
  text: string;
}

/**
 * Runs the commands in one child (fifo-child.ts, in-process there): one CLI start-up for all. Resolves
 * with each command's outcome in order, and whether the child had to be killed.
 */
function cli(commands: { cwd: string; argv: string[] }[]): Promise<{ killed: boolean; results: Finished[]; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('test', 'security', 'fifo-child.ts'), JSON.stringify(commands)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, KILL_AFTER_MS);
  return new Promise((resolve) => {
    child.on('close', () => {
      clearTimeout(timer);
      const results = stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Finished);
      resolve({ killed, results, stderr: stderr.slice(0, 2000) });
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
  it('validate (a FIFO as a prompt file), then show and run (a FIFO as the last report)', async () => {
    const promptFifo = await project();
    execFileSync('mkfifo', [path.join(promptFifo, 'prompts', 'f.md')]);
    writeFileSync(path.join(promptFifo, 'context-eval.yaml'), CONFIG.replace('prompts/p.md', 'prompts/f.md'));
    const reportFifo = await project();
    mkdirSync(path.join(reportFifo, '.context-eval', 'last'), { recursive: true });
    execFileSync('mkfifo', [path.join(reportFifo, '.context-eval', 'last', 'report.json')]);
    // One after the other: run's write and show's read would meet in the FIFO.
    const r = await cli([
      { cwd: promptFifo, argv: ['validate'] },
      { cwd: reportFifo, argv: ['show', 's1'] },
      { cwd: reportFifo, argv: ['run'] },
    ]);
    const [validate, show, run] = r.results;
    expect(r.killed, `killed after ${r.results.length} of 3 commands finished\n${JSON.stringify(r.results)}\n${r.stderr}`).toBe(false);
    expect(validate?.text).toMatch(/prompts\/f\.md' is not a regular file/);
    expect(validate?.code, validate?.text).toBe(2);
    expect(show?.text).toMatch(/report\.json.*not a regular file/);
    expect(show?.code, show?.text).toBe(2);
    expect(run?.text).toMatch(/the report was not kept.*not a regular file/);
    expect(run?.code, run?.text).toBe(0);
  }, 900_000);
});
