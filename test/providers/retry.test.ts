import { describe, expect, it } from 'vitest';
import { backoffDelayMs, withRetries } from '../../src/providers/retry.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from '../../src/providers/types.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

/** A provider that plays a script: each entry is the outcome of one call, the last one repeats. */
function scripted(script: (ProviderError | string | 'hang')[]): Provider & { calls: number; signals: AbortSignal[] } {
  const self = {
    name: 'scripted',
    calls: 0,
    signals: [] as AbortSignal[],
    complete(request: ProviderRequest): Promise<ProviderResponse> {
      const step = script[Math.min(self.calls, script.length - 1)];
      self.calls++;
      if (request.signal) self.signals.push(request.signal);
      if (step === 'hang') return new Promise(() => {}); // ignores the signal on purpose
      if (step instanceof ProviderError) return Promise.reject(step);
      return Promise.resolve({ output: step ?? '', usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 999_999 });
    },
  };
  return self;
}

const serverError = () => new ProviderError('server', 'HTTP 500');

describe('backoffDelayMs', () => {
  const opts = { baseDelayMs: 100, maxDelayMs: 1_000, random: () => 0.999999 };
  it.each([
    { retry: 0, expected: 99 },
    { retry: 1, expected: 199 },
    { retry: 2, expected: 399 },
    { retry: 5, expected: 999 }, // capped at maxDelayMs
  ])('full jitter below base * 2^$retry, capped: retry $retry → $expected', ({ retry, expected }) => {
    expect(backoffDelayMs(retry, serverError(), opts)).toBe(expected);
  });
  it('uses retry-after instead, capped at maxDelayMs', () => {
    expect(backoffDelayMs(0, new ProviderError('rate_limit', '429', { retryAfterMs: 700 }), opts)).toBe(700);
    expect(backoffDelayMs(0, new ProviderError('rate_limit', '429', { retryAfterMs: 90_000 }), opts)).toBe(1_000);
  });
  it('is zero with random() = 0 (full jitter reaches down to no wait)', () => {
    expect(backoffDelayMs(3, serverError(), { ...opts, random: () => 0 })).toBe(0);
  });
});

describe('withRetries', () => {
  it('retries retryable errors and reports the successful attempt', async () => {
    const inner = scripted([serverError(), serverError(), 'done']);
    const { sleep, waits } = recordingSleep();
    const res = await withRetries(inner, { retries: 3, timeoutMs: 5_000, sleep, random: () => 0.5, baseDelayMs: 100 }).complete(makeRequest());
    expect(res.output).toBe('done');
    expect(inner.calls).toBe(3);
    expect(waits).toEqual([50, 100]);
    expect(res.latencyMs).toBeLessThan(999_999); // measured by the wrapper, not copied from the inner provider
  });

  it('does not retry an error that is not retryable', async () => {
    const inner = scripted([new ProviderError('auth', 'bad key'), 'never']);
    const err = await providerFailure(withRetries(inner, { retries: 3, timeoutMs: 5_000, sleep: recordingSleep().sleep })
      .complete(makeRequest()));
    expect(inner.calls).toBe(1);
    expect(err.message).toBe('bad key');
  });

  it('throws the last error with the attempt count, keeping its kind', async () => {
    const inner = scripted([new ProviderError('network', 'connection reset')]);
    const err = await providerFailure(withRetries(inner, { retries: 2, timeoutMs: 5_000, sleep: recordingSleep().sleep })
      .complete(makeRequest()));
    expect(err.kind).toBe('network');
    expect(err.message).toBe('connection reset (after 3 attempts)');
    expect(inner.calls).toBe(3);
  });

  it('spends no retry on a 429: waits as retry-after says and sends again, even with retries: 0', async () => {
    const limited = () => new ProviderError('rate_limit', 'HTTP 429', { retryAfterMs: 700 });
    const inner = scripted([limited(), limited(), limited(), 'done']);
    const { sleep, waits } = recordingSleep();
    const res = await withRetries(inner, { retries: 0, timeoutMs: 5_000, sleep }).complete(makeRequest());
    expect(res.output).toBe('done');
    expect(inner.calls).toBe(4);
    expect(waits).toEqual([700, 700, 700]);
  });

  it('ends a call that the provider keeps refusing as rate limited once the wait passes max wait', async () => {
    const inner = scripted([new ProviderError('rate_limit', "provider 'scripted': rate limited (HTTP 429)", { retryAfterMs: 1_000 })]);
    const { sleep, waits } = recordingSleep();
    const err = await providerFailure(withRetries(inner, { retries: 3, timeoutMs: 5_000, sleep, maxRateWaitMs: 5_000 }).complete(makeRequest()));
    expect(err.kind).toBe('rate_limit');
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/^provider 'scripted': rate limited: the provider has refused every request with HTTP 429 for 5 s and asks to wait 1 s more, past max_wait_s \(5\)/);
    expect(waits).toEqual([1_000, 1_000, 1_000, 1_000, 1_000]);
    expect(inner.calls).toBe(6);
  });

  it('times out a provider that never answers, and aborts its signal', async () => {
    const inner = scripted(['hang']);
    const err = await providerFailure(withRetries(inner, { retries: 1, timeoutMs: 50, sleep: recordingSleep().sleep })
      .complete(makeRequest()));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('provider \'scripted\': no answer within 50 ms (providers.scripted.timeout_ms) (after 2 attempts)');
    expect(inner.calls).toBe(2);
    expect(inner.signals.every((s) => s.aborted)).toBe(true);
  });

  it('stops without retrying when the caller aborts', async () => {
    const inner = scripted(['hang']);
    const controller = new AbortController();
    const pending = withRetries(inner, { retries: 5, timeoutMs: 60_000, sleep: recordingSleep().sleep }).complete(
      makeRequest({ signal: controller.signal }),
    );
    controller.abort();
    const err = await providerFailure(pending);
    expect(err.retryable).toBe(false);
    expect(inner.calls).toBe(1);
  });

  it('wraps a non-ProviderError throw as a bad_output error, not retried', async () => {
    const inner: Provider = { name: 'buggy', complete: () => Promise.reject(new TypeError('x is undefined')) };
    const err = await providerFailure(withRetries(inner, { retries: 3, timeoutMs: 5_000, sleep: recordingSleep().sleep })
      .complete(makeRequest()));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toContain('x is undefined');
  });
});
