/** Issue 22, item 4 (Why 6): every command's --help, and the global one, fits an 80-column terminal. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/args.js';
import { runCliInProcess } from './in-process.js';

const cwd = mkdtempSync(path.join(tmpdir(), 'context-eval-help-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const wide = (text: string) => text.split('\n').filter((line) => Array.from(line).length > 80);

describe('--help fits 80 columns', () => {
  it('context-eval --help', async () => {
    const r = await runCliInProcess(cwd, ['--help'], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: context-eval <command>');
    expect(wide(r.stdout)).toEqual([]);
  });

  it.each(COMMANDS.map((c) => [c]))('context-eval %s --help', async (command) => {
    const r = await runCliInProcess(cwd, [command, '--help'], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`context-eval ${command}`);
    expect(wide(r.stdout)).toEqual([]);
  });
});
