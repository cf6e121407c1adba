/**
 * For fifo.test.ts: runs CLI commands in-process, one after the other, printing one JSON line as each
 * finishes, so that the parent sees which one hung when it has to kill this process.
 * Usage: node --import tsx test/security/fifo-child.ts '[{"cwd": DIR, "argv": [...]}, ...]'
 */
import { runCliInProcess } from '../cli/in-process.js';

const commands = JSON.parse(process.argv[2] ?? '[]') as { cwd: string; argv: string[] }[];
for (const [i, { cwd, argv }] of commands.entries()) {
  const r = await runCliInProcess(cwd, argv, { PATH: process.env.PATH ?? '/usr/bin:/bin', OPENAI_API_KEY: 'sk-test-key-123456' });
  process.stdout.write(`${JSON.stringify({ i, code: r.code, text: (r.stdout + r.stderr).slice(0, 1000) })}\n`);
}
