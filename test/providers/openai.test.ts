import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIProvider, type OpenAIProviderConfig } from '../../src/providers/openai.js';
import { withRetries } from '../../src/providers/retry.js';
import type { ToolSpec } from '../../src/agent/types.js';
import type { ChatMessage, Provider } from '../../src/providers/types.js';
import { startFakeOpenAI, toolResults, toolTurns, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

const KEY = 'sk-test-SECRET-0123456789abcdef';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setHandler(() => ({ content: 'ok' }));
});

function config(over: Partial<OpenAIProviderConfig> = {}): OpenAIProviderConfig {
  return { type: 'openai', model: 'gpt-test', base_url: fake.baseUrl, api_key_env: 'OPENAI_API_KEY', timeout_ms: 5_000, retries: 3, ...over };
}

function provider(opts: { retries?: number; timeoutMs?: number; cfg?: Partial<OpenAIProviderConfig> } = {}) {
  const { waits, sleep } = recordingSleep();
  const p: Provider = withRetries(createOpenAIProvider('main', config(opts.cfg), { apiKey: KEY }), {
    retries: opts.retries ?? 3,
    timeoutMs: opts.timeoutMs ?? 60_000,
    sleep,
  });
  return { p, waits };
}


describe('openai provider', () => {
  it('returns the content and usage, sending the system message first', async () => {
    fake.setHandler(() => ({ content: 'the plan', usage: { prompt_tokens: 42, completion_tokens: 9 } }));
    const { p } = provider();
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('the plan');
    expect(res.usage).toEqual({ input_tokens: 42, output_tokens: 9 });
    expect(res.latencyMs).toBeGreaterThanOrEqual(0);
    const body = fake.requests[0]?.body;
    expect(body?.model).toBe('gpt-test');
    expect(body?.messages).toEqual([
      { role: 'system', content: 'You are the planner.' },
      { role: 'user', content: 'Refactor the auth module.' },
    ]);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('passes seed, temperature and max_tokens to the server', async () => {
    const { p } = provider({ cfg: { temperature: 0.3, max_tokens: 256 } });
    await p.complete(makeRequest({ seed: 1234 }));
    const body = fake.requests[0]?.body;
    expect(body?.seed).toBe(1234);
    expect(body?.temperature).toBe(0.3);
    expect(body?.max_tokens).toBe(256);
  });

  it('counts missing usage as zero tokens', async () => {
    fake.setHandler(() => ({
      body: { id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }] },
    }));
    const { p } = provider();
    expect((await p.complete(makeRequest())).usage).toEqual({ input_tokens: 0, output_tokens: 0 });
  });

  it('waits as long as retry-after says on 429, then succeeds', async () => {
    fake.setHandler((_b, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '2' } } : { content: 'after wait' }));
    const { p, waits } = provider();
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('after wait');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('honours retry-after-ms on 429', async () => {
    fake.setHandler((_b, i) => (i === 0 ? { status: 429, headers: { 'retry-after-ms': '750' } } : { content: 'ok' }));
    const { p, waits } = provider();
    await p.complete(makeRequest());
    expect(waits).toEqual([750]);
  });

  it('retries 500 twice, then succeeds', async () => {
    fake.setHandler((_b, i) => (i < 2 ? { status: 500 } : { content: 'third time' }));
    const { p, waits } = provider();
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('third time');
    expect(fake.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it('gives up on 500 after the retries and says how many attempts were made', async () => {
    fake.setHandler(() => ({ status: 503 }));
    const { p } = provider({ retries: 2 });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('server');
    expect(err.message).toContain('HTTP 503');
    expect(err.message).toContain('(after 3 attempts)');
    expect(fake.requests).toHaveLength(3);
  });

  it('maps 401 to auth, does not retry, and never prints the key', async () => {
    fake.setHandler(() => ({ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error' } } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('auth');
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('$OPENAI_API_KEY');
    expect(err.message).not.toContain(KEY);
    expect(err.message).not.toContain(KEY.slice(0, 12));
    expect(String(err.cause ?? '')).not.toContain(KEY.slice(0, 12));
    expect(fake.requests).toHaveLength(1);
  });

  it('maps 403 to auth naming the configured variable', async () => {
    fake.setHandler(() => ({ status: 403 }));
    const { p } = provider({ cfg: { api_key_env: 'MY_LLM_KEY' } });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('auth');
    expect(err.message).toContain('$MY_LLM_KEY');
  });

  it('maps 404 to not_found naming the model and base_url', async () => {
    fake.setHandler(() => ({ status: 404 }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('not_found');
    expect(err.message).toContain("'gpt-test'");
    expect(err.message).toContain(fake.baseUrl);
    expect(fake.requests).toHaveLength(1);
  });

  it('maps other 4xx to bad_request without retrying', async () => {
    fake.setHandler(() => ({ status: 400, body: { error: { message: 'max_tokens is too large', type: 'invalid_request_error' } } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('bad_request');
    expect(err.message).toContain('max_tokens is too large');
    expect(fake.requests).toHaveLength(1);
  });

  it('times out when the server answers later than timeoutMs', async () => {
    fake.setHandler(() => ({ content: 'late', delayMs: 1_000 }));
    const { p } = provider({ retries: 0, timeoutMs: 200 });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('timeout');
    expect(err.message).toContain('no answer within 200 ms (providers.main.timeout_ms)');
  });

  it('retries a hang-up and succeeds', async () => {
    fake.setHandler((_b, i) => (i === 0 ? { hangUp: true } : { content: 'recovered' }));
    const { p, waits } = provider();
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('recovered');
    expect(waits).toHaveLength(1);
  });

  it('reports a hang-up past the retries as a network or server error', async () => {
    fake.setHandler(() => ({ hangUp: true }));
    const { p } = provider({ retries: 1 });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(['network', 'server']).toContain(err.kind);
    expect(err.message).toContain('(after 2 attempts)');
  });

  it('reports an unreachable server as network, naming the base_url', async () => {
    const closed = await startFakeOpenAI();
    const url = closed.baseUrl;
    await closed.close();
    const { p } = provider({ retries: 0, cfg: { base_url: url } });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('network');
    expect(err.message).toContain(`could not reach ${url}`);
  });

  it('reports a reply without choices as bad_output, not retried', async () => {
    fake.setHandler(() => ({ body: { id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [] } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toContain('no choices');
    expect(fake.requests).toHaveLength(1);
  });
});

const TOOLS: ToolSpec[] = [
  { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
  { name: 'run_tests', description: 'Run the tests', parameters: { type: 'object' } },
];

describe('openai provider: tools', () => {
  it('sends exactly the same body as before when the request has no tools (no tools key)', async () => {
    const { p } = provider();
    await p.complete(makeRequest());
    expect(JSON.stringify(fake.requests[0]?.body)).toBe(
      '{"model":"gpt-test","messages":[{"role":"system","content":"You are the planner."},{"role":"user","content":"Refactor the auth module."}]}',
    );
    const { p: full } = provider({ cfg: { temperature: 0.3, max_tokens: 256 } });
    await full.complete(makeRequest({ seed: 7, tools: [] }));
    expect(JSON.stringify(fake.requests[1]?.body)).toBe(
      '{"model":"gpt-test","messages":[{"role":"system","content":"You are the planner."},{"role":"user","content":"Refactor the auth module."}],"temperature":0.3,"max_tokens":256,"seed":7}',
    );
  });

  it('sends the tools as function tools, and nothing else new', async () => {
    const { p } = provider({ cfg: { max_tokens: 256 } });
    await p.complete(makeRequest({ tools: TOOLS }));
    const body = fake.requests[0]?.body;
    expect(Object.keys(body ?? {})).toEqual(['model', 'messages', 'max_tokens', 'tools']);
    expect(body?.tools).toEqual([
      { type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: TOOLS[0]?.parameters } },
      { type: 'function', function: { name: 'run_tests', description: 'Run the tests', parameters: { type: 'object' } } },
    ]);
  });

  it('returns one tool call of a reply whose content is null, with output empty and stop tool_calls', async () => {
    fake.setHandler(() => ({ toolCalls: [{ id: 'call_x', name: 'read_file', arguments: { path: 'src/auth.rs' } }], usage: { prompt_tokens: 20, completion_tokens: 4 } }));
    const { p } = provider();
    const res = await p.complete(makeRequest({ tools: TOOLS }));
    expect(res.output).toBe('');
    expect(res.toolCalls).toEqual([{ id: 'call_x', name: 'read_file', args: { path: 'src/auth.rs' } }]);
    expect(res.stop).toBe('tool_calls');
    expect(res.usage).toEqual({ input_tokens: 20, output_tokens: 4 });
  });

  it('returns every parallel call of the turn, in order, with the text beside them', async () => {
    fake.setHandler(() => ({
      content: 'Reading both.',
      toolCalls: [
        { name: 'read_file', arguments: { path: 'a.ts' } },
        { name: 'read_file', arguments: { path: 'b.ts' } },
      ],
    }));
    const { p } = provider();
    const res = await p.complete(makeRequest({ tools: TOOLS }));
    expect(res.output).toBe('Reading both.');
    expect(res.toolCalls).toEqual([
      { id: 'call_0_0', name: 'read_file', args: { path: 'a.ts' } },
      { id: 'call_0_1', name: 'read_file', args: { path: 'b.ts' } },
    ]);
  });

  it('keeps arguments that are not valid JSON as the raw text, without failing the call', async () => {
    fake.setHandler(() => ({ toolCalls: [{ id: 'call_bad', name: 'read_file', arguments: '{"path": src/auth.rs' }] }));
    const { p } = provider();
    const res = await p.complete(makeRequest({ tools: TOOLS }));
    expect(res.toolCalls).toEqual([{ id: 'call_bad', name: 'read_file', args: '{"path": src/auth.rs' }]);
  });

  it('says why the answer stopped: stop is end, length is length', async () => {
    const { p } = provider();
    expect((await p.complete(makeRequest())).stop).toBe('end');
    fake.setHandler(() => ({ content: 'a cut ans', finishReason: 'length' }));
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('a cut ans');
    expect(res.stop).toBe('length');
    expect(res.toolCalls).toBeUndefined();
  });

  it('sends a multi-turn conversation with tool calls and their results as OpenAI expects', async () => {
    fake.setHandler((body) => (toolTurns(body) === 0 ? { toolCalls: [{ name: 'run_tests' }] } : { content: `seen: ${toolResults(body).map((r) => r.content).join(', ')}` }));
    const messages: ChatMessage[] = [
      { role: 'user', content: 'Fix the login.' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { id: 'call_1', name: 'read_file', args: { path: 'a.ts' } },
          { id: 'call_2', name: 'read_file', args: '{"path": b.ts' },
        ],
      },
      { role: 'tool', content: 'export const a = 1;', toolCallId: 'call_1', name: 'read_file' },
      { role: 'tool', content: 'error: no such file', toolCallId: 'call_2', name: 'read_file' },
    ];
    const { p } = provider();
    const res = await p.complete(makeRequest({ system: 'sys', messages, tools: TOOLS }));
    expect(res.output).toBe('seen: export const a = 1;, error: no such file');
    expect(res.stop).toBe('end');
    // The exact JSON text, key order included.
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toBe(
      JSON.stringify([
        { role: 'system', content: 'sys' },
        { role: 'user', content: 'Fix the login.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.ts"}' } },
            { id: 'call_2', type: 'function', function: { name: 'read_file', arguments: '{"path": b.ts' } },
          ],
        },
        { role: 'tool', content: 'export const a = 1;', tool_call_id: 'call_1' },
        { role: 'tool', content: 'error: no such file', tool_call_id: 'call_2' },
      ]),
    );
  });

  it('round-trips a turn as the loop appends it: the server gets back its own calls, ids and arguments', async () => {
    fake.setHandler((body) =>
      toolTurns(body) === 0
        ? { toolCalls: [{ name: 'read_file', arguments: { path: 'a.ts' } }, { name: 'read_file', arguments: '{"path": b.ts' }] }
        : { content: 'done' },
    );
    const { p } = provider();
    const first = await p.complete(makeRequest({ tools: TOOLS }));
    const messages: ChatMessage[] = [
      ...makeRequest().messages,
      { role: 'assistant', content: first.output, toolCalls: first.toolCalls ?? [] },
      ...(first.toolCalls ?? []).map((c, i): ChatMessage => ({ role: 'tool', content: `answer ${i}`, toolCallId: c.id, name: c.name })),
    ];
    expect((await p.complete(makeRequest({ messages, tools: TOOLS }))).output).toBe('done');
    const sent = fake.requests[1]?.body.messages as unknown[];
    expect(sent.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_0_0', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.ts"}' } },
          { id: 'call_0_1', type: 'function', function: { name: 'read_file', arguments: '{"path": b.ts' } },
        ],
      },
      { role: 'tool', content: 'answer 0', tool_call_id: 'call_0_0' },
      { role: 'tool', content: 'answer 1', tool_call_id: 'call_0_1' },
    ]);
  });

  it('still reports a reply with neither text nor tool calls as bad_output', async () => {
    fake.setHandler(() => ({ body: { id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [] }, finish_reason: 'stop' }] } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest({ tools: TOOLS })));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toContain('has no text content');
  });

  it('reports a malformed tool call as bad_output naming where', async () => {
    fake.setHandler(() => ({ body: { id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function' }] }, finish_reason: 'tool_calls' }] } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest({ tools: TOOLS })));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toContain('choices.0.message.tool_calls.0.function');
    expect(fake.requests).toHaveLength(1);
  });
});
