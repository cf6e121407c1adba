/** Runs a CLI command in-process with captured output, as the tests of the CLI and the demo do. */
import { readFile } from 'node:fs/promises';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';

export async function runCliInProcess(cwd: string, argv: string[], env: Record<string, string | undefined>) {
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
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}
