/**
 * A real model with tools (issue 33, item 7): SmolLM2-135M-Instruct calls a tool through node-llama-cpp's
 * function calling, behind the lane's OpenAI-compatible endpoint (`tools` in, `tool_calls` out), and an agent
 * suite runs through the CLI (from src/, so the loop judged is today's) with a world that answers the call.
 * The files to read are named at run time, so a call naming one can only come from what the model generated
 * (each test needs one of two names copied right): with CONTEXT_EVAL_LANE_FIXED_TEXT=1 (fixed replies, a
 * fixed call) both tests fail (issue 30, row 13).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { makeWorkspace, ROOT } from '../action/harness.js';
import { startLlamaServer, type LlamaServer } from './llama.js';
import { agentSuite, askToRead, KEY_ENV, NOTE, READ_FILE_TOOL, READER_PROMPT, SEED } from './suite.js';

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
  it('the endpoint takes OpenAI tools and answers tool_calls whose arguments the model wrote (file names made at run time)', async () => {
    const post = (body: unknown) => fetch(`${server.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // Two fresh names: the model copies one right nearly always; fixed text holds neither.
    const files = [freshFile(), freshFile()];
    const paths: unknown[] = [];
    for (const file of files) {
      const res = await post({ model: 'm', messages: [{ role: 'system', content: READER_PROMPT }, { role: 'user', content: askToRead(file) }], tools: [READ_FILE_TOOL], temperature: 0, seed: SEED, max_tokens: 64 });
      expect(res.status).toBe(200);
      const choice = Completion.parse(await res.json()).choices[0];
      expect(choice?.finish_reason).toBe('tool_calls');
      expect(choice?.message.tool_calls).toHaveLength(1);
      const call = choice?.message.tool_calls?.[0];
      expect(call?.function.name).toBe('read_file');
      const args = z.object({ path: z.string() }).parse(JSON.parse(call?.function.arguments ?? 'null'));
      paths.push(args.path);
    }
    expect(paths.filter((p, i) => p === files[i]), `the model wrote neither file name it was given: ${JSON.stringify(paths)} for ${JSON.stringify(files)}`).not.toHaveLength(0);

    // A tool result that answers no call is refused, as OpenAI does.
    const orphan = await post({ model: 'm', messages: [{ role: 'user', content: 'hi' }, { role: 'tool', tool_call_id: 'call_x', content: 'text' }], tools: [READ_FILE_TOOL] });
    expect(orphan.status).toBe(400);
  });

  it('an agent suite through the CLI: each trajectory holds the call the model generated, answered by the world, and the run ends', () => {
    const files = [freshFile(), freshFile()];
    const ws = makeWorkspace(agentSuite(server.url, files));
    const before = server.served().length;
    const out = path.join(ws.dir, 'out');
    const r = spawnSync(process.execPath, ['--import', TSX, path.join(ROOT, 'src', 'cli.ts'), 'run', '--config', path.join(ws.dir, 'context-eval.yaml'), '--seed', String(SEED), '--concurrency', '1', '--out', out], {
      cwd: ws.dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', [KEY_ENV]: 'sk-local-lane' },
      timeout: 300_000,
    });
    expect([0, 1], `${r.stdout}\n${r.stderr}`).toContain(r.status);
    const report = Report.parse(JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')));
    const served = server.served().slice(before);
    const generated = served.flatMap((s) => s.tool_calls.map((c) => [c.name, JSON.parse(c.arguments) as unknown]));
    const named: string[] = [];
    files.forEach((file, i) => {
      const scenario = report.scenarios.find((s) => s.name === `reads-file-${i + 1}`);
      expect(scenario?.runs, `reads-file-${i + 1}`).toHaveLength(1);
      const run = scenario?.runs[0];
      const first = run?.trajectory?.[0];
      expect(first?.tool, `the run called no tool: ${JSON.stringify(run)}`).toBe('read_file');
      // Every call in the trajectory is one the model generated, arguments as it wrote them.
      for (const step of run?.trajectory ?? []) expect(generated).toContainEqual([step.tool, step.args]);
      expect(run?.error, 'the run ended (the loop sent the result back and the model answered)').toBeUndefined();
      if (!isDeepStrictEqual(first?.args, { path: file })) return;
      named.push(file);
      expect(first?.result, 'the world answered the call that named its file').toBe(NOTE);
      expect(run?.pass, run?.failures.join('; ')).toBe(true);
      expect(scenario?.verdict).toBe('pass');
    });
    expect(named.length, `no run called read_file with the file it was given (${JSON.stringify(files)}); the calls: ${JSON.stringify(generated)}`).toBeGreaterThan(0);
    expect(r.status).toBe(named.length === files.length ? 0 : 1);
    // The second turn carried the world's answer back to the model as a tool message.
    expect(served.some((s) => s.messages.some((m) => m.role === 'tool' && m.content === NOTE))).toBe(true);
  });
});
