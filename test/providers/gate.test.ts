import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallGate, gated } from '../../src/providers/gate.js';
import { createOpenAIProvider } from '../../src/providers/openai.js';
import { withRetries } from '../../src/providers/retry.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

let fake: FakeOpenAI;
let inFlight = 0;
let maxInFlight = 0;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

function openai(retries = 0) {
  return withRetries(
    createOpenAIProvider('main', { type: 'openai', model: 'm', base_url: fake.baseUrl, api_key_env: 'OPENAI_API_KEY', timeout_ms: 5_000, retries }, { apiKey: 'k' }),
    { retries, timeoutMs: 5_000, sleep: recordingSleep().sleep },
  );
}

describe('createCallGate', () => {
  it('never has more calls in flight on the server than the concurrency', async () => {
    inFlight = 0;
    maxInFlight = 0;
    fake.requests.length = 0;
    fake.setHandler(async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight--;
      return { content: 'ok' };
    });
    const gate = createCallGate({ concurrency: 3 });
    const p = gated(openai(), gate);
    const results = await Promise.all(Array.from({ length: 10 }, (_, run) => p.complete(makeRequest({ meta: { role: 'r', scenario: 's', run, context: {} } }))));
    expect(results.map((r) => r.output)).toEqual(Array(10).fill('ok'));
    expect(maxInFlight).toBeLessThanOrEqual(3);
    expect(maxInFlight).toBeGreaterThanOrEqual(1);
    expect(gate.calls()).toBe(10);
  });

  it('starts exactly `concurrency` calls while they are pending', async () => {
    const gate = createCallGate({ concurrency: 2 });
    let started = 0;
    const releases: (() => void)[] = [];
    const pending = Array.from({ length: 5 }, () =>
      gate.run(
        () =>
          new Promise<void>((resolve) => {
            started++;
            releases.push(resolve);
          }),
      ),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(2);
    while (releases.length > 0 || started < 5) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(pending);
    expect(started).toBe(5);
  });

  it('refuses calls past budget.max_calls with a budget error that says how to fix it', async () => {
    fake.requests.length = 0;
    fake.setHandler(() => ({ content: 'ok' }));
    const gate = createCallGate({ concurrency: 2, maxCalls: 4 });
    const p = gated(openai(), gate);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => p.complete(makeRequest())));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    expect(rejected).toHaveLength(2);
    const err = await providerFailure(Promise.reject(rejected[0]?.reason));
    expect(err.kind).toBe('budget');
    expect(err.retryable).toBe(false);
    expect(err.message).toBe('budget.max_calls (4) reached: this run was not made; raise budget.max_calls or lower runs');
    expect(fake.requests).toHaveLength(4);
    expect(gate.calls()).toBe(4);
  });

  it('counts a retried call once', async () => {
    fake.requests.length = 0;
    fake.setHandler((_b, i) => (i === 0 ? { status: 500 } : { content: 'ok' }));
    const gate = createCallGate({ concurrency: 1, maxCalls: 1 });
    const res = await gated(openai(2), gate).complete(makeRequest());
    expect(res.output).toBe('ok');
    expect(fake.requests).toHaveLength(2);
    expect(gate.calls()).toBe(1);
  });

  it('rejects a concurrency below 1', () => {
    expect(() => createCallGate({ concurrency: 0 })).toThrow(/--concurrency 1 or more/);
  });
});
