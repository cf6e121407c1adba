/**
 * The response cache and agent turns (DESIGN §3b): the key covers the tools offered and the full messages,
 * an entry keeps the turn's tool calls and stop reason under its digest, and a request without tools keeps
 * the key and the entry text it had before agents (the caches already saved still hit).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderConfigSchema } from '../../src/config/schema.js';
import { cachedProvider, isCacheable, responseCacheKey } from '../../src/providers/cache.js';
import { checkEntry, dirResponseStore, entryText, type RejectedEntry } from '../../src/providers/cache-store.js';
import type { ChatMessage, Provider, ProviderRequest, ProviderResponse } from '../../src/providers/types.js';

const parsed = ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4o-mini', api_key_env: 'K' });
if (!isCacheable(parsed)) throw new Error('an openai provider is cacheable');
const cfg = parsed;

const tools = [{ name: 'read_file', description: 'Reads a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } }];
const conversation = (result: string, args: unknown = { path: 'src/auth.rs' }): ChatMessage[] => [
  { role: 'user', content: 'Add OAuth2 login' },
  { role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'read_file', args }] },
  { role: 'tool', content: result, toolCallId: 'call_1', name: 'read_file' },
];
const request = (over: Partial<ProviderRequest> = {}): ProviderRequest => ({
  system: 'You plan.',
  messages: [{ role: 'user', content: 'objective: auth' }, { role: 'assistant', content: 'ok' }, { role: 'user', content: 'more' }],
  meta: { scenario: 's', role: 'planner', run: 3, context: {} },
  ...over,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'context-eval-cache-agent-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('responseCacheKey', () => {
  it('keeps the key of a request without tools (pinned before agents)', () => {
    expect(responseCacheKey(cfg, request())).toBe('160f8d60b1d3d2a877e2f4ffbc45037f629e87584faa3a8ad2e2732e532904ac');
    expect(responseCacheKey(cfg, request({ tools: [] }))).toBe('160f8d60b1d3d2a877e2f4ffbc45037f629e87584faa3a8ad2e2732e532904ac');
  });

  it('changes with the tools offered', () => {
    expect(responseCacheKey(cfg, request({ tools }))).not.toBe(responseCacheKey(cfg, request()));
    expect(responseCacheKey(cfg, request({ tools: [{ ...tools[0]!, description: 'Reads one file' }] }))).not.toBe(responseCacheKey(cfg, request({ tools })));
  });

  it('changes with the tool results and the call arguments, and not with the order of object keys', () => {
    const base = responseCacheKey(cfg, request({ tools, messages: conversation('fn login() {}') }));
    expect(responseCacheKey(cfg, request({ tools, messages: conversation('fn logout() {}') }))).not.toBe(base);
    expect(responseCacheKey(cfg, request({ tools, messages: conversation('fn login() {}', { path: 'src/main.rs' }) }))).not.toBe(base);
    const reordered: ChatMessage[] = [
      { content: 'Add OAuth2 login', role: 'user' },
      { toolCalls: [{ args: { path: 'src/auth.rs' }, name: 'read_file', id: 'call_1' }], content: '', role: 'assistant' },
      { name: 'read_file', toolCallId: 'call_1', content: 'fn login() {}', role: 'tool' },
    ];
    expect(responseCacheKey(cfg, request({ tools, messages: reordered }))).toBe(base);
  });
});

describe('cache entries of agent turns', () => {
  it('keeps the entry text of an answer without tool calls (pinned before agents)', () => {
    expect(entryText('a'.repeat(64), { output: 'hi', usage: { input_tokens: 1, output_tokens: 2 }, latencyMs: 5 })).toBe(
      '{"v":2,"key":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","output":"hi","usage":{"input_tokens":1,"output_tokens":2},"latencyMs":5,"digest":"ba82027963186c620f9e2ef5a026c4b070f87d2f5e0b0f6a7b4b97f2d2f74fe0"}',
    );
  });

  it('stores the tool calls and stop reason, and a hit serves them', async () => {
    let calls = 0;
    const answer: ProviderResponse = {
      output: '',
      usage: { input_tokens: 30, output_tokens: 8 },
      latencyMs: 12,
      toolCalls: [{ id: 'call_1', name: 'read_file', args: { path: 'src/auth.rs' } }],
      stop: 'tool_calls',
    };
    const model: Provider = {
      name: 'fake',
      complete: async () => {
        calls++;
        return answer;
      },
    };
    const provider = cachedProvider(model, cfg, dirResponseStore(dir));
    await provider.complete(request({ tools }));
    const hit = await provider.complete(request({ tools }));
    expect(calls).toBe(1);
    expect(hit).toEqual({ ...answer, cached: true });
  });

  it('an entry whose tool calls or stop were edited, added or removed is not trusted', async () => {
    const key = responseCacheKey(cfg, request({ tools }));
    const genuine: ProviderResponse = {
      output: '',
      usage: { input_tokens: 30, output_tokens: 8 },
      latencyMs: 12,
      toolCalls: [{ id: 'call_1', name: 'read_file', args: { path: 'src/auth.rs' } }],
      stop: 'tool_calls',
    };
    const good = JSON.parse(entryText(key, genuine));
    expect(checkEntry(key, JSON.stringify(good))).toEqual({ ok: true, response: genuine });
    const edits = [
      { ...good, toolCalls: [{ id: 'call_1', name: 'delete_file', args: { path: 'src/auth.rs' } }] },
      { ...good, toolCalls: undefined },
      { ...good, stop: 'end' },
      { ...good, stop: undefined },
    ];
    for (const edited of edits) expect(checkEntry(key, JSON.stringify(edited))).toEqual({ ok: false, why: 'digest' });
    const plain = JSON.parse(entryText(key, { output: 'done', usage: genuine.usage, latencyMs: 12 }));
    expect(checkEntry(key, JSON.stringify({ ...plain, toolCalls: genuine.toolCalls }))).toEqual({ ok: false, why: 'digest' });

    const rejected: RejectedEntry[] = [];
    const store = dirResponseStore(dir, { onRejected: (_k, why) => rejected.push(why) });
    await store.set(key, genuine);
    const file = path.join(dir, key.slice(0, 2), `${key}.json`);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ toolCalls: genuine.toolCalls, stop: 'tool_calls' });
    await writeFile(file, JSON.stringify(edits[0]));
    expect(await store.get(key)).toBeUndefined();
    expect(rejected).toEqual(['digest']);
  });

  it('rejects an entry whose stop reason is not a known one', () => {
    const key = 'd'.repeat(64);
    const good = JSON.parse(entryText(key, { output: 'x', usage: { input_tokens: 0, output_tokens: 0 }, latencyMs: 0 }));
    expect(checkEntry(key, JSON.stringify({ ...good, stop: 'finished' }))).toEqual({ ok: false, why: 'shape' });
  });
});
