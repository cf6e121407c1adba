import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicProvider, type AnthropicProviderConfig } from '../../src/providers/anthropic.js';
import { withRetries } from '../../src/providers/retry.js';
import type { ToolSpec } from '../../src/agent/types.js';
import type { ChatMessage } from '../../src/providers/types.js';
import { anthropicToolResults, anthropicToolTurns, startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

const KEY = 'sk-ant-test-SECRET-abcdef0123456789';

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setHandler(() => ({ texts: ['ok'] }));
});

function provider(opts: { retries?: number; timeoutMs?: number; cfg?: Partial<AnthropicProviderConfig> } = {}) {
  const cfg: AnthropicProviderConfig = {
    type: 'anthropic',
    model: 'claude-test',
    base_url: fake.baseUrl,
    api_key_env: 'ANTHROPIC_API_KEY',
    max_tokens: 2048,
    timeout_ms: 5_000,
    retries: 3,
    ...opts.cfg,
  };
  const { waits, sleep } = recordingSleep();
  const p = withRetries(createAnthropicProvider('claude', cfg, { apiKey: KEY }), {
    retries: opts.retries ?? 3,
    timeoutMs: opts.timeoutMs ?? 60_000,
    sleep,
  });
  return { p, waits };
}


describe('anthropic provider', () => {
  it('joins the text blocks and reports usage', async () => {
    fake.setHandler(() => ({ texts: ['first part, ', 'second part'], usage: { input_tokens: 30, output_tokens: 8 } }));
    const { p } = provider();
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('first part, second part');
    expect(res.usage).toEqual({ input_tokens: 30, output_tokens: 8 });
  });

  it('sends model, system, max_tokens, temperature and the messages, with the key header', async () => {
    const { p } = provider({ cfg: { temperature: 0.2, max_tokens: 512 } });
    await p.complete(makeRequest());
    const sent = fake.requests[0];
    expect(sent?.body).toMatchObject({
      model: 'claude-test',
      system: 'You are the planner.',
      max_tokens: 512,
      temperature: 0.2,
      messages: [{ role: 'user', content: 'Refactor the auth module.' }],
    });
    // SDK 1.x sends the key as a Bearer token; older versions used x-api-key.
    const sentKey = sent?.headers['x-api-key'] ?? sent?.headers.authorization?.replace(/^Bearer /, '');
    expect(sentKey).toBe(KEY);
  });

  it('waits as long as retry-after says on 429, then succeeds', async () => {
    fake.setHandler((_b, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '3' } } : { texts: ['fine'] }));
    const { p, waits } = provider();
    expect((await p.complete(makeRequest())).output).toBe('fine');
    expect(waits).toEqual([3000]);
  });

  it('retries 529 overloaded as a server error', async () => {
    fake.setHandler((_b, i) => (i < 2 ? { status: 529 } : { texts: ['ok'] }));
    const { p } = provider();
    expect((await p.complete(makeRequest())).output).toBe('ok');
    expect(fake.requests).toHaveLength(3);
  });

  it('maps 401 to auth naming ANTHROPIC_API_KEY, without the key', async () => {
    fake.setHandler(() => ({ status: 401, body: { type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${KEY}` } } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('auth');
    expect(err.message).toContain('$ANTHROPIC_API_KEY');
    expect(err.message).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('maps 404 to not_found naming the model', async () => {
    fake.setHandler(() => ({ status: 404 }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('not_found');
    expect(err.message).toContain("'claude-test'");
  });

  it('times out when the server is slower than timeoutMs', async () => {
    fake.setHandler(() => ({ texts: ['late'], delayMs: 1_000 }));
    const { p } = provider({ retries: 0, timeoutMs: 200 });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('timeout');
    expect(err.message).toContain('providers.claude.timeout_ms');
  });

  it('reports a reply with no text block as bad_output', async () => {
    fake.setHandler(() => ({ texts: [] }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('bad_output');
    expect(fake.requests).toHaveLength(1);
  });
});

const TOOLS: ToolSpec[] = [
  { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
  { name: 'run_tests', description: 'Run the tests', parameters: { type: 'object' } },
];

describe('anthropic provider: tools', () => {
  it('sends exactly the same body as before when the request has no tools (no tools key)', async () => {
    const { p } = provider({ cfg: { temperature: 0.2, max_tokens: 512 } });
    await p.complete(makeRequest());
    await p.complete(makeRequest({ tools: [] }));
    const expected =
      '{"model":"claude-test","max_tokens":512,"system":"You are the planner.","temperature":0.2,"messages":[{"role":"user","content":"Refactor the auth module."}]}';
    expect(JSON.stringify(fake.requests[0]?.body)).toBe(expected);
    expect(JSON.stringify(fake.requests[1]?.body)).toBe(expected);
  });

  it('sends the tools with their parameters as input_schema, and nothing else new', async () => {
    const { p } = provider();
    await p.complete(makeRequest({ tools: TOOLS }));
    const body = fake.requests[0]?.body;
    expect(Object.keys(body ?? {})).toEqual(['model', 'max_tokens', 'system', 'messages', 'tools']);
    expect(body?.tools).toEqual([
      { name: 'read_file', description: 'Read a file', input_schema: TOOLS[0]?.parameters },
      { name: 'run_tests', description: 'Run the tests', input_schema: { type: 'object' } },
    ]);
  });

  it('returns a tool_use block as a tool call, with output empty and stop tool_calls', async () => {
    fake.setHandler(() => ({ toolUses: [{ id: 'toolu_x', name: 'read_file', input: { path: 'src/auth.rs' } }], usage: { input_tokens: 40, output_tokens: 6 } }));
    const { p } = provider();
    const res = await p.complete(makeRequest({ tools: TOOLS }));
    expect(res.output).toBe('');
    expect(res.toolCalls).toEqual([{ id: 'toolu_x', name: 'read_file', args: { path: 'src/auth.rs' } }]);
    expect(res.stop).toBe('tool_calls');
    expect(res.usage).toEqual({ input_tokens: 40, output_tokens: 6 });
  });

  it('returns every parallel tool_use of the turn, in order, with the text beside them', async () => {
    fake.setHandler(() => ({ texts: ['Reading both.'], toolUses: [{ name: 'read_file', input: { path: 'a.ts' } }, { name: 'read_file', input: { path: 'b.ts' } }] }));
    const { p } = provider();
    const res = await p.complete(makeRequest({ tools: TOOLS }));
    expect(res.output).toBe('Reading both.');
    expect(res.toolCalls).toEqual([
      { id: 'toolu_0_0', name: 'read_file', args: { path: 'a.ts' } },
      { id: 'toolu_0_1', name: 'read_file', args: { path: 'b.ts' } },
    ]);
  });

  it('says why the answer stopped: end_turn is end, max_tokens is length', async () => {
    const { p } = provider();
    expect((await p.complete(makeRequest())).stop).toBe('end');
    fake.setHandler(() => ({ texts: ['a cut ans'], stopReason: 'max_tokens' }));
    const res = await p.complete(makeRequest());
    expect(res.output).toBe('a cut ans');
    expect(res.stop).toBe('length');
    expect(res.toolCalls).toBeUndefined();
  });

  it('sends tool_use blocks then ONE user turn holding all the tool_result blocks of that turn', async () => {
    fake.setHandler((body) =>
      anthropicToolTurns(body) === 0 ? { toolUses: [{ name: 'run_tests' }] } : { texts: [`seen: ${anthropicToolResults(body).map((r) => r.content).join(', ')}`] },
    );
    const messages: ChatMessage[] = [
      { role: 'user', content: 'Fix the login.' },
      {
        role: 'assistant',
        content: 'Reading both.',
        toolCalls: [
          { id: 'toolu_1', name: 'read_file', args: { path: 'a.ts' } },
          { id: 'toolu_2', name: 'read_file', args: { path: 'b.ts' } },
        ],
      },
      { role: 'tool', content: 'export const a = 1;', toolCallId: 'toolu_1', name: 'read_file' },
      { role: 'tool', content: 'error: no such file', toolCallId: 'toolu_2', name: 'read_file' },
    ];
    const { p } = provider();
    const res = await p.complete(makeRequest({ messages, tools: TOOLS }));
    expect(res.output).toBe('seen: export const a = 1;, error: no such file');
    expect(res.stop).toBe('end');
    // The exact JSON text, key order included.
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toBe(
      JSON.stringify([
        { role: 'user', content: 'Fix the login.' },
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Reading both.' },
            { type: 'tool_use', id: 'toolu_1', name: 'read_file', input: { path: 'a.ts' } },
            { type: 'tool_use', id: 'toolu_2', name: 'read_file', input: { path: 'b.ts' } },
          ],
        },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: 'toolu_1', content: 'export const a = 1;' },
            { type: 'tool_result', tool_use_id: 'toolu_2', content: 'error: no such file' },
          ],
        },
      ]),
    );
  });

  it('round-trips a turn as the loop appends it: the API gets back its own tool_use blocks and one user turn of results', async () => {
    fake.setHandler((body) =>
      anthropicToolTurns(body) === 0 ? { texts: ['Reading.'], toolUses: [{ name: 'read_file', input: { path: 'a.ts' } }, { name: 'run_tests' }] } : { texts: ['done'] },
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
    expect(sent.slice(1)).toEqual([
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Reading.' },
          { type: 'tool_use', id: 'toolu_0_0', name: 'read_file', input: { path: 'a.ts' } },
          { type: 'tool_use', id: 'toolu_0_1', name: 'run_tests', input: {} },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_0_0', content: 'answer 0' },
          { type: 'tool_result', tool_use_id: 'toolu_0_1', content: 'answer 1' },
        ],
      },
    ]);
  });

  it('reports a malformed tool_use block as bad_output naming where', async () => {
    fake.setHandler(() => ({ body: { id: 'm', type: 'message', role: 'assistant', model: 'x', content: [{ type: 'tool_use', name: 'read_file', input: {} }], stop_reason: 'tool_use', usage: { input_tokens: 1, output_tokens: 1 } } }));
    const { p } = provider();
    const err = await providerFailure(p.complete(makeRequest({ tools: TOOLS })));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toContain('a tool_use block needs an id and a name at content.0');
    expect(fake.requests).toHaveLength(1);
  });
});
