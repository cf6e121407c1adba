/**
 * Recordings of agent turns (DESIGN §3b "Providers"): the key covers the tools offered and the full
 * messages (assistant tool calls, tool results), a sample keeps its tool calls and stop reason, and a
 * request without tools keeps the key it had before agents, so that the recordings already in the
 * repository still match.
 */
import { realpathSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../src/agent/types.js';
import { readRecording, RecordingSchema, recordingPath, requestKey, writeRecording } from '../../src/providers/recording.js';
import type { ChatMessage } from '../../src/providers/types.js';
import { makeRequest } from './request.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let dir: string;
beforeEach(async () => {
  dir = realpathSync.native(await mkdtemp(join(tmpdir(), 'context-eval-rec-agent-')));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const readFileTool: ToolSpec = { name: 'read_file', description: 'Reads a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } };
const user: ChatMessage = { role: 'user', content: 'Add OAuth2 login' };
const turn2 = (result: string, args: unknown = { path: 'src/auth.rs' }, id = 'call_1'): ChatMessage[] => [
  user,
  { role: 'assistant', content: '', toolCalls: [{ id, name: 'read_file', args }] },
  { role: 'tool', content: result, toolCallId: id, name: 'read_file' },
];

describe('requestKey keeps the keys of requests without tools', () => {
  it('pins a known key: user/assistant text only, no target', () => {
    // Computed before agents (commit ca0c7a4's parent): a change here breaks every hand-made recording.
    expect(requestKey('S', [{ role: 'user', content: 'U' }, { role: 'assistant', content: 'A' }])).toBe('ef0180ad4406f242f2356e27d485df50c0630e15e7d02e0b49b37ed0c4ba10e7');
  });

  it('an assistant message with no tool calls (an empty list) keys as plain text', () => {
    const plain = requestKey('S', [{ role: 'user', content: 'U' }, { role: 'assistant', content: 'A' }]);
    expect(requestKey('S', [{ role: 'user', content: 'U' }, { role: 'assistant', content: 'A', toolCalls: [] }])).toBe(plain);
    expect(requestKey('S', [{ role: 'user', content: 'U' }, { role: 'assistant', content: 'A' }], undefined, { tools: [] })).toBe(plain);
  });

  it.each(['examples/quickstart/recordings', '.context-eval/recordings'])('every recording under %s still matches its file name', async (folder) => {
    const names = (await readdir(join(repo, folder))).filter((n) => n.endsWith('.json'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const recording = RecordingSchema.parse(JSON.parse(await readFile(join(repo, folder, name), 'utf8')));
      expect(requestKey(recording.request.system, recording.request.messages, recording.provider)).toBe(name.slice(0, -5));
    }
  });
});

describe('requestKey covers the agent turn', () => {
  const base = requestKey('S', turn2('fn login() {}'), undefined, { tools: [readFileTool] });
  it.each([
    { what: 'the tools offered (none)', other: requestKey('S', turn2('fn login() {}')) },
    { what: 'a tool description', other: requestKey('S', turn2('fn login() {}'), undefined, { tools: [{ ...readFileTool, description: 'Reads' }] }) },
    { what: 'a tool schema', other: requestKey('S', turn2('fn login() {}'), undefined, { tools: [{ ...readFileTool, parameters: { type: 'object' } }] }) },
    { what: 'the tool result', other: requestKey('S', turn2('fn logout() {}'), undefined, { tools: [readFileTool] }) },
    { what: "the call's arguments", other: requestKey('S', turn2('fn login() {}', { path: 'src/main.rs' }), undefined, { tools: [readFileTool] }) },
    { what: "the call's id", other: requestKey('S', turn2('fn login() {}', { path: 'src/auth.rs' }, 'call_2'), undefined, { tools: [readFileTool] }) },
    { what: 'the world an exec agent is given', other: requestKey('S', turn2('fn login() {}'), undefined, { tools: [readFileTool], world: { read_file: 'x' } }) },
  ])('changes with $what', ({ other }) => {
    expect(other).not.toBe(base);
  });

  it('does not depend on the order of object keys', () => {
    const reordered: ChatMessage[] = [
      user,
      { toolCalls: [{ args: { path: 'src/auth.rs' }, name: 'read_file', id: 'call_1' }], content: '', role: 'assistant' },
      { name: 'read_file', toolCallId: 'call_1', content: 'fn login() {}', role: 'tool' },
    ];
    expect(requestKey('S', reordered, undefined, { tools: [{ parameters: readFileTool.parameters, description: readFileTool.description, name: 'read_file' }] })).toBe(base);
  });
});

describe('recordings of agent turns', () => {
  it('writes the tools, the messages and the sample tool calls and stop; reads them back', async () => {
    const request = makeRequest({ messages: turn2('fn login() {}'), tools: [readFileTool] });
    const toolCalls = [{ id: 'call_9', name: 'read_file', args: { path: 'Cargo.toml' } }];
    const file = await writeRecording(dir, request, { output: '', usage: { input_tokens: 5, output_tokens: 2 }, toolCalls, stop: 'tool_calls' }, {}, { append: false });
    const key = requestKey(request.system, request.messages, undefined, { tools: [readFileTool] });
    expect(file).toBe(recordingPath(dir, key));
    const back = await readRecording(dir, key);
    expect(back?.request.tools).toEqual([readFileTool]);
    expect(back?.request.messages).toEqual(turn2('fn login() {}'));
    expect(back?.samples).toEqual([{ output: '', usage: { input_tokens: 5, output_tokens: 2 }, toolCalls, stop: 'tool_calls', run: 0 }]);
  });

  it('writes only the fields of a message, whatever else the object carries', async () => {
    const loose = { role: 'user', content: 'U', note: 'not part of a message' } as ChatMessage;
    const request = makeRequest({ messages: [loose] });
    await writeRecording(dir, request, { output: 'x', usage: { input_tokens: 0, output_tokens: 0 } }, {}, { append: false });
    const back = await readRecording(dir, requestKey(request.system, [loose]));
    expect(back?.request.messages).toEqual([{ role: 'user', content: 'U' }]);
  });

  it('a tool-less text recording is written as before: no tools, no run, no stop', async () => {
    const request = makeRequest();
    const file = await writeRecording(dir, request, { output: 'plan', usage: { input_tokens: 1, output_tokens: 1 } }, {}, { append: false });
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored.request).toEqual({ system: request.system, messages: request.messages });
    expect(stored.samples).toEqual([{ output: 'plan', usage: { input_tokens: 1, output_tokens: 1 } }]);
  });

  it('names the field of a malformed tool message', async () => {
    const key = 'b'.repeat(64);
    await writeFile(
      recordingPath(dir, key),
      JSON.stringify({ version: 1, key, request: { system: 's', messages: [{ role: 'tool', content: 'x', name: 'read_file' }] }, samples: [{ output: 'x', usage: { input_tokens: 0, output_tokens: 0 } }] }),
    );
    await expect(readRecording(dir, key)).rejects.toThrow(/malformed at request\.messages\.0\.toolCallId/);
  });

  it('rejects a sample whose stop reason is not one of end, tool_calls, length, other', () => {
    const parsed = RecordingSchema.safeParse({
      version: 1,
      key: 'c'.repeat(64),
      request: { system: 's', messages: [] },
      samples: [{ output: 'x', usage: { input_tokens: 0, output_tokens: 0 }, stop: 'finished' }],
    });
    expect(parsed.success).toBe(false);
  });
});
