/**
 * A real model with tools (issue 33, item 7): SmolLM2-135M-Instruct calls a tool through node-llama-cpp's
 * function calling, behind the lane's OpenAI-compatible endpoint (`tools` in, `tool_calls` out), and an agent
 * suite runs through the CLI (from src/, so the loop judged is today's) with a world that answers the call.
 * The file to read is named at run time, so the call's arguments can only come from what the model generated:
 * with CONTEXT_EVAL_LANE_FIXED_TEXT=1 (fixed replies, a fixed call) both tests fail (issue 30, row 13).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { makeWorkspace, ROOT } from '../action/harness.js';
import { startLlamaServer, type LlamaServer } from './llama.js';
import { agentSuite, KEY_ENV, NOTE, READ_FILE_TOOL, READER_PROMPT, RUNS, SEED } from './suite.js';

const setup = inject('realModel');
const TSX = pathToFileURL(path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

const ToolCall = z.object({ id: z.string().min(1), type: z.literal('function'), function: z.object({ name: z.string(), arguments: z.string() }) });
const Completion = z.object({
  choices: z.array(z.object({ finish_reason: z.string(), message: z.object({ role: z.literal('assistant'), content: z.string().nullable(), tool_calls: z.array(ToolCall).optional() }) })).length(1),
});
const Step = z.object({ step: z.number(), tool: z.string(), args: z.unknown(), result: z.string().optional() });
const Report = z.object({
  scenarios: z.array(
    z.object({
      name: z.string(),
      verdict: z.string(),
      runs: z.array(z.object({ index: z.number(), pass: z.boolean(), error: z.string().optional(), failures: z.array(z.string()), output: z.string().optional(), trajectory: z.array(Step).optional(), toolCalls: z.number().optional() })),
    }),
  ),
});

/** A file name no fixed reply can hold: made here, now. */
const freshFile = () => `notes-${randomBytes(4).toString('hex')}.txt`;

let server: LlamaServer;

beforeAll(async () => {
  if (setup.skip !== undefined) return;
  server = await startLlamaServer({ gguf: setup.gguf ?? '', llama: setup.llama ?? '' });
});

afterAll(async () => {
  if (setup.skip !== undefined) return;
  const calls = server.served();
  for (const c of calls) console.log(`[real-model] tools: ${c.tool_calls.length > 0 ? `called ${c.tool_calls.map((t) => `${t.name} ${t.arguments}`).join(', ')}` : `answered ${JSON.stringify(c.reply)}`} (${c.latency_ms} ms)`);
  await server.close();
});

describe.skipIf(setup.skip !== undefined)('a real model with tools (SmolLM2-135M-Instruct, node-llama-cpp function calling)', () => {
  it('the endpoint takes OpenAI tools and answers tool_calls whose arguments the model wrote (a file name made at run time)', async () => {
    const file = freshFile();
    const post = (body: unknown) => fetch(`${server.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const res = await post({ model: 'm', messages: [{ role: 'system', content: READER_PROMPT }, { role: 'user', content: `Read the file ${file}.` }], tools: [READ_FILE_TOOL], temperature: 0, seed: SEED, max_tokens: 64 });
    expect(res.status).toBe(200);
    const choice = Completion.parse(await res.json()).choices[0];
    expect(choice?.finish_reason).toBe('tool_calls');
    const call = choice?.message.tool_calls?.[0];
    expect(call?.function.name).toBe('read_file');
    expect(JSON.parse(call?.function.arguments ?? 'null'), 'the model wrote the file name it was given').toEqual({ path: file });

    // A tool result that answers no call is refused, as OpenAI does.
    const orphan = await post({ model: 'm', messages: [{ role: 'user', content: 'hi' }, { role: 'tool', tool_call_id: 'call_x', content: 'text' }], tools: [READ_FILE_TOOL] });
    expect(orphan.status).toBe(400);
  });

  it('an agent suite through the CLI: the trajectory holds the call the model generated, answered by the world, and the run ends', () => {
    const file = freshFile();
    const ws = makeWorkspace(agentSuite(server.url, file));
    const before = server.served().length;
    const out = path.join(ws.dir, 'out');
    const r = spawnSync(process.execPath, ['--import', TSX, path.join(ROOT, 'src', 'cli.ts'), 'run', '--config', path.join(ws.dir, 'context-eval.yaml'), '--seed', String(SEED), '--concurrency', '1', '--out', out], {
      cwd: ws.dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', [KEY_ENV]: 'sk-local-lane' },
      timeout: 300_000,
    });
    expect([0, 1], `${r.stdout}\n${r.stderr}`).toContain(r.status);
    const scenario = Report.parse(JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8'))).scenarios.find((s) => s.name === 'reads-the-named-file');
    expect(scenario?.runs).toHaveLength(RUNS);
    const served = server.served().slice(before);
    const generated = served.flatMap((s) => s.tool_calls);
    for (const run of scenario?.runs ?? []) {
      const first = run.trajectory?.[0];
      expect(first, `run ${run.index} called no tool: ${JSON.stringify(run)}`).toBeDefined();
      expect(first?.tool).toBe('read_file');
      expect(first?.args, 'the call names the file of this run, as the model wrote it').toEqual({ path: file });
      expect(first?.result, 'the world answered it').toBe(NOTE);
      // Every call in the trajectory is one the server generated, arguments as written.
      for (const step of run.trajectory ?? []) expect(generated.map((g) => [g.name, JSON.parse(g.arguments) as unknown])).toContainEqual([step.tool, step.args]);
      expect(run.error, 'the run ended (the loop sent the result back and the model answered)').toBeUndefined();
      expect(run.pass, `run ${run.index}: ${run.failures.join('; ')}`).toBe(true);
    }
    expect(scenario?.verdict).toBe('pass');
    expect(r.status).toBe(0);
    // The second turn carried the world's answer back to the model as a tool message.
    expect(served.some((s) => s.messages.some((m) => m.role === 'tool' && m.content === NOTE))).toBe(true);
  });
});
