/** Runs node on a script as a child process without blocking the test's event loop (the fakes live in it). */
import { spawn } from 'node:child_process';

export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runNode(args: string[], opts: { cwd: string; env: Record<string, string> }): Promise<NodeRun> {
  const child = spawn(process.execPath, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}
