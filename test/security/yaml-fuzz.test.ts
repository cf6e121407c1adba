/**
 * Issue 30 item 11: a seeded fuzz of bad YAML (aliases and merges past the size budget under the
 * alias-count limit, files that write more than 100,000 values, invalid UTF-8, NUL, UTF-16, nesting past the limit, files past the size limit; in
 * scenario files, `_defaults.yaml`, included files and prompts). Every case must be a plain config error
 * through the CLI path (exit 2, naming the file, and its line where there is one; never an internal
 * error or a stack trace), and every alias fan just under the budget loads, within a bounded heap: the cases run in a child process whose V8 heap is
 * capped, so an input that grows memory ends the child and fails here. The child is killed if it has not
 * finished after a generous while, so that a hang fails the test instead of the suite.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SEEDS = 60;
const HEAP_MB = 256;
const KILL_AFTER_MS = 600_000;

interface Line {
  seed?: number;
  kind?: string;
  blamed?: string;
  line?: boolean;
  accept?: boolean;
  code?: number;
  text?: string;
  done?: boolean;
}

function runChild(): Promise<{ code: number | null; killed: boolean; lines: Line[]; stderr: string }> {
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', path.join('test', 'security', 'yaml-fuzz-child.ts'), '1', String(SEEDS)], {
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
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);
      resolve({ code, killed, lines, stderr: stderr.slice(0, 2000) });
    });
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('seeded bad YAML through validate', () => {
  it(`${SEEDS} cases: each a plain config error naming its file (and line), in a ${HEAP_MB} MB heap`, async () => {
    const run = await runChild();
    const cases = run.lines.filter((l) => l.seed !== undefined);
    const last = cases.at(-1);
    expect(run.killed, `killed after case ${last?.seed ?? 'none'}`).toBe(false);
    expect(run.code, `${run.stderr}\nlast case: ${JSON.stringify(last)}`).toBe(0);
    expect(run.lines.at(-1)?.done).toBe(true);
    expect(cases).toHaveLength(SEEDS);
    const bad: string[] = [];
    for (const c of cases) {
      const text = c.text ?? '';
      const where = new RegExp(`${escape(c.blamed ?? '?')}${c.line ? ':\\d+' : ''}`);
      const plain = c.accept ? c.code === 0 : c.code === 2 && where.test(text) && !/internal error|\n\s+at |call stack/i.test(text);
      if (!plain) bad.push(`seed ${c.seed} (${c.kind}, ${c.blamed}): exit ${c.code}\n${text}`);
    }
    expect(bad).toEqual([]);
    // Every kind is drawn.
    expect(new Set(cases.map((c) => c.kind)).size).toBeGreaterThanOrEqual(11);
  }, 900_000);
});
