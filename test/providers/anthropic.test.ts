import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicProvider, type AnthropicProviderConfig } from '../../src/providers/anthropic.js';
import { withRetries } from '../../src/providers/retry.js';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js';
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
    timeoutMs: opts.timeoutMs ?? 5_000,
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
