/**
 * Starts test/real-model/llama-server.mjs (the real model behind an OpenAI-compatible endpoint on 127.0.0.1)
 * as a child process, and reads what it served.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const Ready = z.object({ url: z.string(), model: z.string(), loadMs: z.number(), contextSize: z.number(), fixed: z.boolean() });

export const Served = z.object({
  n: z.number(),
  /** The test mode (CONTEXT_EVAL_LANE_FIXED_TEXT): the reply is fixed text, not the model's. */
  fixed: z.boolean(),
  messages: z.array(z.object({ role: z.string(), content: z.unknown() })),
  temperature: z.number(),
  max_tokens: z.number(),
  seed: z.number().nullable(),
  reply: z.string(),
  /** The tools the request offered, and the calls the reply made (OpenAI `tool_calls`, arguments as sent). */
  tools: z.array(z.string()).default([]),
  tool_calls: z.array(z.object({ name: z.string(), arguments: z.string() })).default([]),
  stop: z.string(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  latency_ms: z.number(),
});
export type Served = z.infer<typeof Served>;

export interface LlamaServer {
  url: string;
  model: string;
  loadMs: number;
  /** The server answers fixed text (CONTEXT_EVAL_LANE_FIXED_TEXT), not the model: the lane's tests must fail. */
  fixed: boolean;
  /** Every request served so far, in order. */
  served(): Served[];
  close(): Promise<void>;
}

export async function startLlamaServer(opts: { gguf: string; llama: string }): Promise<LlamaServer> {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'context-eval-llama-')), 'served.jsonl');
  const script = path.join(import.meta.dirname, 'llama-server.mjs');
  const child = spawn(process.execPath, [script, '--model', opts.gguf, '--llama', opts.llama, '--log', log, '--threads', '1', '--tool-policy', 'call-then-answer'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const ready = await new Promise<z.infer<typeof Ready>>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`the model server did not start within 120 s:\n${stderr}`)), 120_000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n') && line !== undefined) {
        clearTimeout(timer);
        resolve(Ready.parse(JSON.parse(line)));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the model server exited (${code}) before it was ready:\n${stderr}`));
    });
  });
  return {
    ...ready,
    served: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => l.trim() !== '')
            .map((l) => Served.parse(JSON.parse(l)))
        : [],
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.on('exit', () => {
          clearTimeout(hard);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The text of a served message. */
export const textOf = (m: { content: unknown }): string => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
