/**
 * Every wait ends (issue #30, row 7): `rate_limit.max_wait_s` bounds every loop of 429s, whatever the
 * headers say — `retry-after: 0`, a negative or unreadable value, a huge one, none at all, or
 * `x-ratelimit-*` headers that keep saying "nothing left". On fake time (the sleep only records), so
 * nothing here waits; a provider that escaped the bound is stopped by the test after many calls, so a
 * regression fails the test instead of hanging it.
 */
import { describe, expect, it } from 'vitest';
import { Governor, type CallState, type RateSignal } from '../../src/providers/governor.js';
import { providerErrorForStatus } from '../../src/providers/http-errors.js';
import { parseRateSignal } from '../../src/providers/rate-headers.js';
import { withRetries } from '../../src/providers/retry.js';
import { withRateSignal, type Provider, type ProviderResponse } from '../../src/providers/types.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

/** The test stops a provider that has been called this often: the bound was not kept. */
const ESCAPED_AFTER = 2_000;

const target = { provider: 'p', model: 'm', baseUrl: 'http://127.0.0.1:9', keyEnv: 'K', secret: 'sk-secret' };

/** A 429 as the OpenAI and Anthropic providers build it from the response headers. */
function refusal(headers: Record<string, string>) {
  const get = { get: (name: string) => headers[name.toLowerCase()] ?? null };
  const signal = parseRateSignal(get, 0);
  return withRateSignal(providerErrorForStatus(429, target, 'Rate limit reached', signal?.retryAfterMs), signal);
}

/** A provider that answers 429 with these headers every time, until the test stops it. */
function refusing(headers: (call: number) => Record<string, string>): Provider & { calls: number } {
  const self = {
    name: 'p',
    calls: 0,
    complete(): Promise<ProviderResponse> {
      self.calls++;
      if (self.calls > ESCAPED_AFTER) return Promise.resolve({ output: 'escaped', usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 });
      return Promise.reject(refusal(headers(self.calls)));
    },
  };
  return self;
}

async function refusedUntilGiveUp(headers: (call: number) => Record<string, string>, maxWaitMs: number) {
  const inner = refusing(headers);
  const { sleep, waits } = recordingSleep();
  const error = await providerFailure(withRetries(inner, { retries: 2, timeoutMs: 5_000, sleep, maxRateWaitMs: maxWaitMs }).complete(makeRequest()));
  return { error, calls: inner.calls, waited: waits.reduce((a, b) => a + b, 0) };
}

describe('max_wait_s bounds a loop of 429s (row 7)', () => {
  it('gives up on a provider that answers every request with 429 and retry-after: 0', async () => {
    const { error, calls, waited } = await refusedUntilGiveUp(() => ({ 'retry-after': '0' }), 10_000);
    expect(error.message).toMatch(/rate limited: .*past max_wait_s \(10\)/);
    expect(calls).toBeLessThan(50);
    expect(waited).toBeLessThanOrEqual(10_000);
  });

  it('gives up on retry-after-ms: 0 too', async () => {
    const { error, calls } = await refusedUntilGiveUp(() => ({ 'retry-after-ms': '0' }), 10_000);
    expect(error.kind).toBe('rate_limit');
    expect(calls).toBeLessThan(50);
  });

  it('gives up when 429s keep coming with headers that say nothing remains for a second', async () => {
    // Each block is short (1 s ≤ max_wait_s); their sum is not.
    const { error, waited } = await refusedUntilGiveUp(
      () => ({ 'retry-after': '0', 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '1s' }),
      10_000,
    );
    expect(error.message).toMatch(/past max_wait_s \(10\)/);
    expect(waited).toBeLessThanOrEqual(10_000);
  });
});

describe('Governor: a refusal never blocks for zero, a negative or an unreadable time', () => {
  it.each([0, -5_000, Number.NaN])('retry-after %s ms: the call still gives up within max_wait_s', (retryAfterMs) => {
    let t = 0;
    const gov = new Governor({ now: () => t, maxWaitMs: 10_000 });
    const call: CallState = {};
    const signal: RateSignal = { retryAfterMs };
    let attempts = 0;
    for (;;) {
      const a = gov.admit(call);
      if (a.kind === 'give-up') break;
      if (a.kind === 'wait') {
        expect(a.ms).toBeGreaterThan(0);
        t += a.ms ?? 0;
        continue;
      }
      attempts++;
      if (attempts > ESCAPED_AFTER) throw new Error(`no give-up after ${attempts} attempts at t=${t} ms`);
      gov.rateLimited(a.ticket, call, signal);
    }
    expect(t).toBeLessThanOrEqual(10_000);
    expect(attempts).toBeLessThan(50);
  });
});
