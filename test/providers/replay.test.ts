import { realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson, readRecording, recordingPath, requestKey, writeRecording } from '../../src/providers/recording.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import { makeRequest, providerFailure } from './request.js';

let configDir: string;
const recordingsDir = () => join(configDir, 'recordings');
beforeEach(async () => {
  configDir = realpathSync.native(await mkdtemp(join(tmpdir(), 'context-eval-replay-')));
});
afterEach(async () => {
  await rm(configDir, { recursive: true, force: true });
});

const replay = () => createReplayProvider('offline', { type: 'replay', recordings: 'recordings/' }, { configDir, root: configDir });
const sample = (output: string, input_tokens = 10, output_tokens = 3) => ({ output, usage: { input_tokens, output_tokens } });
const atRun = (run: number) => makeRequest({ meta: { role: 'planner', scenario: 'planner-decomposes', run, context: {} } });

describe('requestKey', () => {
  it('is the sha256 hex of the canonical {system, messages}', () => {
    const key = requestKey('S', [{ role: 'user', content: 'U' }]);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalJson({ system: 'S', messages: [{ role: 'user', content: 'U' }] })).toBe('{"messages":[{"content":"U","role":"user"}],"system":"S"}');
  });
  it.each([
    { what: 'system', other: requestKey('S2', [{ role: 'user', content: 'U' }]) },
    { what: 'message content', other: requestKey('S', [{ role: 'user', content: 'U2' }]) },
    { what: 'message role', other: requestKey('S', [{ role: 'assistant', content: 'U' }]) },
    { what: 'message count', other: requestKey('S', [{ role: 'user', content: 'U' }, { role: 'user', content: 'U' }]) },
  ])('changes with the $what', ({ other }) => {
    expect(other).not.toBe(requestKey('S', [{ role: 'user', content: 'U' }]));
  });
});

describe('replay provider', () => {
  it('serves a recorded sample (writeRecording round trip)', async () => {
    const request = atRun(0);
    const file = await writeRecording(recordingsDir(), request, sample('recorded plan', 40, 12), { scenario: 'planner-decomposes', role: 'planner' }, { append: false });
    expect(file).toBe(recordingPath(recordingsDir(), requestKey(request.system, request.messages)));
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored).toMatchObject({ version: 1, scenario: 'planner-decomposes', role: 'planner', request: { system: request.system, messages: request.messages } });
    const res = await replay().complete(request);
    expect(res.output).toBe('recorded plan');
    expect(res.usage).toEqual({ input_tokens: 40, output_tokens: 12 });
    expect(res.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('says there is no recording, naming the scenario and key, and how to make one', async () => {
    const request = atRun(0);
    const err = await providerFailure(replay().complete(request));
    expect(err.kind).toBe('no_recording');
    expect(err.retryable).toBe(false);
    const key = requestKey(request.system, request.messages);
    expect(err.message).toBe(`no recording for this context (scenario 'planner-decomposes', key ${key.slice(0, 12)}); run \`context-eval record\``);
  });

  it('misses when the system prompt changed since recording', async () => {
    await writeRecording(recordingsDir(), atRun(0), sample('old answer'), {}, { append: false });
    const changed = makeRequest({ system: 'You are the planner. Always keep tests.' });
    expect((await providerFailure(replay().complete(changed))).kind).toBe('no_recording');
  });

  it('rotates through the samples by run number', async () => {
    for (const [i, out] of ['a', 'b', 'c'].entries()) {
      await writeRecording(recordingsDir(), atRun(i), sample(out), {}, { append: i > 0 });
    }
    const p = replay();
    const outputs = [];
    for (let run = 0; run < 5; run++) outputs.push((await p.complete(atRun(run))).output);
    expect(outputs).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('starts the samples afresh when append is false', async () => {
    await writeRecording(recordingsDir(), atRun(0), sample('old 1'), {}, { append: false });
    await writeRecording(recordingsDir(), atRun(1), sample('old 2'), {}, { append: true });
    await writeRecording(recordingsDir(), atRun(0), sample('new'), {}, { append: false });
    const rec = await readRecording(recordingsDir(), requestKey(atRun(0).system, atRun(0).messages));
    expect(rec?.samples.map((s) => s.output)).toEqual(['new']);
  });

  it('keeps every sample when appends run concurrently', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => writeRecording(recordingsDir(), atRun(i), sample(`s${i}`), {}, { append: true })));
    const rec = await readRecording(recordingsDir(), requestKey(atRun(0).system, atRun(0).messages));
    expect(rec?.samples.map((s) => s.output).sort()).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
  });

  it.each([
    { what: 'not JSON', text: '{ nope', message: /is not valid JSON/ },
    { what: 'no samples', text: (key: string) => JSON.stringify({ version: 1, key, request: { system: 's', messages: [] }, samples: [] }), message: /malformed at samples/ },
    { what: 'a wrong version', text: (key: string) => JSON.stringify({ version: 2, key, request: { system: 's', messages: [] }, samples: [] }), message: /malformed at version/ },
    { what: 'another key', text: () => JSON.stringify({ version: 1, key: 'a'.repeat(64), request: { system: 's', messages: [] }, samples: [{ output: 'x', usage: { input_tokens: 0, output_tokens: 0 } }] }), message: /holds key a{64}/ },
  ])('reports a recording file with $what as bad_output naming the file', async ({ text, message }) => {
    const request = atRun(0);
    const key = requestKey(request.system, request.messages);
    await writeRecording(recordingsDir(), request, sample('x'), {}, { append: false });
    const file = recordingPath(recordingsDir(), key);
    await writeFile(file, typeof text === 'string' ? text : text(key));
    const err = await providerFailure(replay().complete(request));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toContain(file);
    expect(err.message).toMatch(message);
    expect(err.message).toContain('context-eval record');
  });
});

describe('replay provider: agent turns (DESIGN §3b)', () => {
  const tools = [{ name: 'read_file', description: 'Reads a file', parameters: { type: 'object' } }];
  const first = (run: number) => makeRequest({ tools, meta: { role: 'implementer', scenario: 'reads-first', run, context: {} } });
  const second = (run: number, path: string) =>
    makeRequest({
      tools,
      meta: { role: 'implementer', scenario: 'reads-first', run, context: {} },
      messages: [
        { role: 'user', content: 'Refactor the auth module.' },
        { role: 'assistant', content: '', toolCalls: [{ id: `call_${path}`, name: 'read_file', args: { path } }] },
        { role: 'tool', content: `text of ${path}`, toolCallId: `call_${path}`, name: 'read_file' },
      ],
    });
  const callTo = (path: string) => ({ output: '', usage: { input_tokens: 9, output_tokens: 3 }, toolCalls: [{ id: `call_${path}`, name: 'read_file', args: { path } }], stop: 'tool_calls' as const });
  const answer = (text: string) => ({ output: text, usage: { input_tokens: 20, output_tokens: 5 }, stop: 'end' as const });

  it("serves a sample's tool calls and stop reason", async () => {
    await writeRecording(recordingsDir(), first(0), callTo('a.rs'), {}, { append: false });
    const res = await replay().complete(first(0));
    expect(res.toolCalls).toEqual([{ id: 'call_a.rs', name: 'read_file', args: { path: 'a.rs' } }]);
    expect(res.stop).toBe('tool_calls');
    expect(res.output).toBe('');
  });

  it("serves an exec agent's recorded trajectory", async () => {
    const trajectory = [{ step: 1, tool: 'read_file', args: { path: 'a.rs' }, result: 'fn a() {}' }, { step: 2, tool: 'run_tests', args: {} }];
    await writeRecording(recordingsDir(), first(0), { ...answer('done'), trajectory }, {}, { append: false });
    expect((await replay().complete(first(0))).trajectory).toEqual(trajectory);
  });

  it('follows the trajectory each run recorded, turn after turn', async () => {
    // Runs 0 and 2 read a.rs first, run 1 reads b.rs; runs 0 and 2 then answer differently.
    const recorded = [
      { run: 0, path: 'a.rs', final: 'zero' },
      { run: 1, path: 'b.rs', final: 'one' },
      { run: 2, path: 'a.rs', final: 'two' },
    ];
    for (const r of recorded) await writeRecording(recordingsDir(), first(r.run), callTo(r.path), {}, { append: r.run > 0 });
    const written = new Set<string>();
    for (const r of recorded) {
      const key = requestKey(second(r.run, r.path).system, second(r.run, r.path).messages, undefined, { tools });
      await writeRecording(recordingsDir(), second(r.run, r.path), answer(r.final), {}, { append: written.has(key) });
      written.add(key);
    }
    const p = replay();
    for (const r of recorded) {
      const turn1 = await p.complete(first(r.run));
      const path = (turn1.toolCalls?.[0]?.args as { path: string }).path;
      expect(path).toBe(r.path);
      expect((await p.complete(second(r.run, path))).output).toBe(r.final);
    }
  });

  it('a turn that was never recorded is the no-recording error', async () => {
    await writeRecording(recordingsDir(), first(0), callTo('a.rs'), {}, { append: false });
    const err = await providerFailure(replay().complete(second(0, 'c.rs')));
    expect(err.kind).toBe('no_recording');
    expect(err.message).toMatch(/^no recording for this context \(scenario 'reads-first', key [0-9a-f]{12}\); run `context-eval record`$/);
  });

  it('a request with tools does not replay the recording of the same prompt without tools', async () => {
    await writeRecording(recordingsDir(), atRun(0), sample('text answer'), {}, { append: false });
    expect((await providerFailure(replay().complete(makeRequest({ tools })))).kind).toBe('no_recording');
  });
});
