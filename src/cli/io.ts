/** The CLI's I/O, injected so that tests can run commands in-process. */
import { readFile } from 'node:fs/promises';
import type { Redactor } from '../security/redact.js';

export interface CliIO {
  cwd: string;
  env: Record<string, string | undefined>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The stream live progress goes to, whether it is a terminal, and its width when it is one. */
  progress: { write(s: string): boolean; isTTY?: boolean; columns?: number };
  /** The width of the terminal stdout is, when it is one; the summary is fitted to it (80 without one). */
  columns?: number;
  readText(absPath: string): Promise<string>;
  now(): number;
  /** Set by main() (src/security/sink.ts): what output files pass through. */
  redactor?: Redactor;
}

export function nodeIO(): CliIO {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    progress: process.stderr,
    get columns() {
      return process.stdout.isTTY ? process.stdout.columns : undefined;
    },
    readText: (p) => readFile(p, 'utf8'),
    now: () => Date.now(),
  };
}
