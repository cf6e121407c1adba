/** Runs a CLI command in-process with captured output, as the tests of the CLI and the demo do. */
import { readFile } from 'node:fs/promises';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';

/**
 * The terminal the command prints to: by default one wide enough that no message wraps (the tests that
 * read a message's words match it on one line); `{ columns: undefined }` is a pipe or a CI log (80
 * columns), `{ columns: N }` a terminal of N columns.
 */
export interface Terminal {
  columns?: number | undefined;
}

const WIDE = 100_000;

export async function runCliInProcess(cwd: string, argv: string[], env: Record<string, string | undefined>, terminal: Terminal = { columns: WIDE }) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    cwd,
    env,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    progress: { write: () => true, isTTY: false },
    readText: (p) => readFile(p, 'utf8'),
    now: () => Date.now(),
    ...(terminal.columns === undefined ? {} : { columns: terminal.columns }),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}
