/**
 * `context-eval record` and agent runs (DESIGN §3b "Providers"): every model turn of a run is one
 * recording, keyed by the messages so far, and replay then serves the turns one after the other. The
 * loop here stands in for src/agent/loop.ts: it appends the assistant's tool calls and one tool message per
 * call, as that loop does, and calls again.
 */
import { realpathSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureProvider, pruneRecordings, writeCaptured, type Captured } from '../../src/cli/record.js';
import { readRecording, requestKey, writeRecording, type RecordingTarget } from '../../src/providers/recording.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import type { ChatMessage, Provider, ProviderRequest, ProviderResponse } from '../../src/providers/types.js';

let configDir: string;
const dir = () => join(configDir, 'recordings');
beforeEach(async () => {
  configDir = realpathSync.native(await mkdtemp(join(tmpdir(), 'context-eval-record-agent-')));
});
afterEach(async () => {
  await rm(configDir, { recursive: true, force: true });
});

const target: RecordingTarget = { type: 'openai', model: 'gpt-4o-mini' };
const tools = [{ name: 'read_file', description: 'Reads a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } }];
const WORLD: Record<string, string> = { 'src/auth.rs': 'fn login() {}', 'src/main.rs': 'fn main() {}' };

/** Turn 1: a call to read_file (run 1 reads another file than the others); turn 2: a text answer. */
function fakeModel(tag: string): Provider & { calls: number } {
  const model = {
    name: 'model',
    calls: 0,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      model.calls++;
      const last = request.messages[request.messages.length - 1];
      if (last?.role !== 'tool') {
        const path = request.meta.run === 1 ? 'src/main.rs' : 'src/auth.rs';
        return { output: '', usage: { input_tokens: 10, output_tokens: 4 }, latencyMs: 1, toolCalls: [{ id: `call_${request.meta.run}`, name: 'read_file', args: { path } }], stop: 'tool_calls' };
      }
      return { output: `${tag}: run ${request.meta.run} read ${last.content}`, usage: { input_tokens: 30, output_tokens: 6 }, latencyMs: 1, stop: 'end' };
    },
  };
  return model;
}

/** What src/agent/loop.ts does with a provider: call, answer the tool calls from the world, call again. */
async function agentRun(provider: Provider, run: number): Promise<ProviderResponse[]> {
  const messages: ChatMessage[] = [{ role: 'user', content: 'Add OAuth2 login' }];
  const turns: ProviderResponse[] = [];
  for (let step = 0; step < 4; step++) {
    const request: ProviderRequest = { system: 'You implement.', messages: [...messages], tools, meta: { role: 'implementer', scenario: 'reads-first', run, context: {} } };
    const response = await provider.complete(request);
    turns.push(response);
    if (!response.toolCalls?.length) break;
    messages.push({ role: 'assistant', content: response.output, toolCalls: response.toolCalls });
    for (const c of response.toolCalls) messages.push({ role: 'tool', content: WORLD[(c.args as { path: string }).path] ?? 'no such file', toolCallId: c.id, name: c.name });
  }
  return turns;
}

async function recordSession(model: Provider, runs: number): Promise<Set<string>> {
  const captured: Captured[] = [];
  const wrapped = captureProvider('offline', model, (request, response) => captured.push({ recordings: 'recordings/', target, source: 'model', request, response }));
  await Promise.all(Array.from({ length: runs }, (_, run) => agentRun(wrapped, run)));
  const { files } = await writeCaptured(captured, new Map([['recordings/', dir()]]));
  return files;
}

const replay = () => createReplayProvider('offline', { type: 'replay', recordings: 'recordings/' }, { configDir, root: configDir, target });

describe('record: agent runs', () => {
  it('writes every turn of a run, and replay serves them turn after turn', async () => {
    const model = fakeModel('recorded');
    const files = await recordSession(model, 1);
    expect(model.calls).toBe(2);
    expect(files.size).toBe(2);
    const turn1 = await readRecording(dir(), requestKey('You implement.', [{ role: 'user', content: 'Add OAuth2 login' }], target, { tools }));
    expect(turn1?.samples).toEqual([{ output: '', usage: { input_tokens: 10, output_tokens: 4 }, toolCalls: [{ id: 'call_0', name: 'read_file', args: { path: 'src/auth.rs' } }], stop: 'tool_calls', run: 0 }]);
    expect(turn1?.note).toBe('recorded by context-eval record from providers.model');

    const replayed = await agentRun(replay(), 0);
    expect(replayed.map((r) => ({ output: r.output, toolCalls: r.toolCalls, stop: r.stop }))).toEqual([
      { output: '', toolCalls: [{ id: 'call_0', name: 'read_file', args: { path: 'src/auth.rs' } }], stop: 'tool_calls' },
      { output: 'recorded: run 0 read fn login() {}', toolCalls: undefined, stop: 'end' },
    ]);
  });

  it('each run replays its own trajectory', async () => {
    await recordSession(fakeModel('recorded'), 3);
    const p = replay();
    const finals = [];
    for (let run = 0; run < 3; run++) finals.push((await agentRun(p, run)).at(-1)?.output);
    expect(finals).toEqual(['recorded: run 0 read fn login() {}', 'recorded: run 1 read fn main() {}', 'recorded: run 2 read fn login() {}']);
  });

  it('a new recording replaces the samples of every turn, not only the first', async () => {
    await recordSession(fakeModel('old'), 1);
    await recordSession(fakeModel('new'), 1);
    expect((await agentRun(replay(), 0)).at(-1)?.output).toBe('new: run 0 read fn login() {}');
    const turn2 = (await readdir(dir())).length;
    expect(turn2).toBe(2);
    for (const name of await readdir(dir())) expect((await readRecording(dir(), name.slice(0, -5)))?.samples).toHaveLength(1);
  });

  it('pruning keeps the later turns of a used recording and removes those of an unused one', async () => {
    await recordSession(fakeModel('recorded'), 1);
    const first = requestKey('You implement.', [{ role: 'user', content: 'Add OAuth2 login' }], target, { tools });
    // An orphan: a later turn of a first turn that no scenario asks for any more.
    const orphan = await writeRecording(
      dir(),
      {
        system: 'You implement.',
        tools,
        messages: [
          { role: 'user', content: 'Add SAML login' },
          { role: 'assistant', content: '', toolCalls: [{ id: 'c', name: 'read_file', args: { path: 'x' } }] },
          { role: 'tool', content: 'no such file', toolCallId: 'c', name: 'read_file' },
        ],
        meta: { role: 'implementer', scenario: 'gone', run: 0, context: {} },
      },
      { output: 'stale', usage: { input_tokens: 0, output_tokens: 0 } },
      { provider: target },
      { append: false },
    );
    const removed = await pruneRecordings(new Map([[dir(), new Set([first])]]));
    expect(removed).toEqual([orphan]);
    expect((await agentRun(replay(), 0)).at(-1)?.output).toBe('recorded: run 0 read fn login() {}');
  });
});
