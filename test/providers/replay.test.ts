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
