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
import { ProviderError, withRateSignal, type Provider, type ProviderResponse } from '../../src/providers/types.js';
import { seededRandom } from '../fakes/openai-server.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

/** The test stops a provider that has been called this often: the bound was not kept. */
const ESCAPED_AFTER = 2_000;

const target = { provider: 'p', model: 'm', baseUrl: 'http://127.0.0.1:9', keyEnv: 'K', secret: 'sk-secret' };

/** A 429 (or another status) as the OpenAI and Anthropic providers build it from the response headers. */
function refusal(headers: Record<string, string>, status = 429) {
  const get = { get: (name: string) => headers[name.toLowerCase()] ?? null };
  const signal = parseRateSignal(get, 0);
  return withRateSignal(providerErrorForStatus(status, target, status === 429 ? 'Rate limit reached' : 'Service unavailable', signal?.retryAfterMs), signal);
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

/** One header value of each kind a provider (or a broken proxy) may send. */
function pick<T>(random: () => number, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)] as T;
}

/** The headers of one 429, drawn from the shapes seen in the wild and the ones that broke the bound. */
function fuzzedHeaders(random: () => number): Record<string, string> {
  const h: Record<string, string> = {};
  const seconds = () => String(Math.round(random() * 4000) / 1000);
  const retryAfter = pick(random, ['absent', '0', '-1', '-3600', 'huge', 'small', 'date-past', 'date-future', 'garbage', '1e400'] as const);
  const values: Record<typeof retryAfter, string | undefined> = {
    absent: undefined,
    '0': '0',
    '-1': '-1',
    '-3600': '-3600',
    huge: '86400',
    small: seconds(),
    'date-past': 'Thu, 01 Jan 1970 00:00:00 GMT',
    'date-future': 'Thu, 01 Jan 1970 00:00:03 GMT',
    garbage: 'soon',
    '1e400': '1e400',
  };
  const ra = values[retryAfter];
  if (ra !== undefined) h[random() < 0.5 ? 'retry-after' : 'retry-after-ms'] = ra;
  if (random() < 0.5) {
    h['x-ratelimit-remaining-requests'] = pick(random, ['0', '0', '1', '-1', 'x']);
    h['x-ratelimit-reset-requests'] = pick(random, ['0s', '1s', '20ms', '0ms', '6m0s', '1h', '', 'later', '2.5s']);
  }
  if (random() < 0.3) {
    h['x-ratelimit-remaining-tokens'] = pick(random, ['0', '10', '100000']);
    h['x-ratelimit-reset-tokens'] = pick(random, ['0s', '500ms', '30s', '10m']);
  }
  if (random() < 0.3) {
    h['anthropic-ratelimit-requests-remaining'] = pick(random, ['0', '5']);
    h['anthropic-ratelimit-requests-reset'] = pick(random, ['1970-01-01T00:00:00Z', '1970-01-01T00:00:02Z', '2100-01-01T00:00:00Z', 'bad']);
  }
  return h;
}

/**
 * The bound: a call's 429 blocks end within max_wait_s of its first refusal; each backoff before a retry
 * after a 5xx is at most min(30 s, max_wait_s), and `retries` bounds how many there are.
 */
describe('a seeded fuzz of provider headers × waits: no call waits past max_wait_s (row 7)', () => {
  it.each(Array.from({ length: 300 }, (_, i) => i + 1))('seed %i', async (seed) => {
    const random = seededRandom(seed);
    const maxWaitMs = pick(random, [1_000, 5_000, 10_000, 60_000, 300_000]);
    const retries = pick(random, [0, 1, 2, 3]);
    // Repeated 429s: half the seeds send the same headers every time (as a provider does), half new ones
    // each time; now and then a 503 with its own headers, and now and then the provider answers after all.
    const same = random() < 0.5 ? fuzzedHeaders(random) : undefined;
    const script = Array.from({ length: ESCAPED_AFTER }, () => {
      const r = random();
      if (r < 0.01) return 'ok' as const;
      if (r < 0.06) return { status: 503, headers: fuzzedHeaders(random) };
      return { status: 429, headers: same ?? fuzzedHeaders(random) };
    });
    let calls = 0;
    const inner: Provider = {
      name: 'p',
      complete(): Promise<ProviderResponse> {
        const step = script[calls++] ?? 'ok';
        if (step === 'ok') return Promise.resolve({ output: 'ok', usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 });
        return Promise.reject(refusal(step.headers, step.status));
      },
    };
    const { sleep, waits } = recordingSleep();
    const outcome = await withRetries(inner, { retries, timeoutMs: 5_000, sleep, random, maxRateWaitMs: maxWaitMs })
      .complete(makeRequest())
      .then(
        (r) => r.output,
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
    const waited = waits.reduce((a, b) => a + b, 0);
    const replay = `seed ${seed}: max_wait ${maxWaitMs} ms, retries ${retries}, ${calls} calls, waited ${waited} ms, ended with ${outcome.slice(0, 200)}`;
    expect(waits.every((w) => Number.isFinite(w) && w >= 0 && w <= maxWaitMs), replay).toBe(true);
    expect(waited, replay).toBeLessThanOrEqual(maxWaitMs + retries * Math.min(30_000, maxWaitMs));
    // At most 5 waits below 1 s (the floor doubles from 50 ms), then one attempt per second at most; and the retries.
    expect(calls, replay).toBeLessThanOrEqual(6 + maxWaitMs / 1_000 + retries);
    if (outcome !== 'ok') expect(outcome, replay).toMatch(/rate limited: .*max_wait_s|server error HTTP 503/);
  });
});

describe('max_wait_s bounds the backoff before a retry after a 5xx too (row 7)', () => {
  /** A provider that answers with these errors in turn, then 'done'. */
  function failing(errors: ProviderError[]): Provider & { calls: number } {
    const self = {
      name: 'p',
      calls: 0,
      complete(): Promise<ProviderResponse> {
        const e = errors[self.calls++];
        return e ? Promise.reject(e) : Promise.resolve({ output: 'done', usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 });
      },
    };
    return self;
  }

  it('a 503 asking for 20 s waits at most max_wait_s (5 s) before its retry', async () => {
    const { sleep, waits } = recordingSleep();
    const inner = failing([new ProviderError('server', 'HTTP 503', { retryAfterMs: 20_000 })]);
    const res = await withRetries(inner, { retries: 1, timeoutMs: 5_000, sleep, maxRateWaitMs: 5_000 }).complete(makeRequest());
    expect(res.output).toBe('done');
    expect(waits).toEqual([5_000]);
  });

  it.each([Number.NaN, -1_000])('a retry-after of %s ms on a 5xx is none: the jittered backoff, a finite wait', async (retryAfterMs) => {
    const { sleep, waits } = recordingSleep();
    const inner = failing([new ProviderError('server', 'HTTP 503', { retryAfterMs })]);
    await withRetries(inner, { retries: 1, timeoutMs: 5_000, sleep, random: () => 0.5, baseDelayMs: 100 }).complete(makeRequest());
    expect(waits).toEqual([50]);
  });
});

describe('Governor: the floor of a refusal block (row 7)', () => {
  it('retry-after-ms: 10 every time: blocks of 50 ms doubling to 1 s, then 1 s each, until max_wait_s', () => {
    let t = 0;
    const gov = new Governor({ now: () => t, maxWaitMs: 6_000 });
    const call: CallState = {};
    const waits: number[] = [];
    for (let attempts = 0; attempts < 100; attempts++) {
      const a = gov.admit(call);
      if (a.kind === 'give-up') break;
      if (a.kind === 'wait') {
        waits.push(a.ms ?? -1);
        t += a.ms ?? 0;
        continue;
      }
      gov.rateLimited(a.ticket, call, { retryAfterMs: 10 });
    }
    expect(waits).toEqual([50, 100, 200, 400, 800, 1_000, 1_000, 1_000, 1_000]);
    expect(t).toBeLessThanOrEqual(6_000);
    // A retry-after above the floor is honoured as sent.
    const other = new Governor({ now: () => t, maxWaitMs: 60_000 });
    const c2: CallState = {};
    const go = other.admit(c2);
    if (go.kind !== 'go') throw new Error('expected go');
    other.rateLimited(go.ticket, c2, { retryAfterMs: 2_500 });
    expect(other.admit(c2)).toEqual({ kind: 'wait', ms: 2_500 });
  });

  it('four calls refused together with retry-after: 0 all give up within max_wait_s, each after a bounded number of attempts', () => {
    let t = 0;
    const gov = new Governor({ now: () => t, maxWaitMs: 10_000 });
    const calls = Array.from({ length: 4 }, () => ({ state: {} as CallState, next: 0, attempts: 0, done: false }));
    for (let steps = 0; steps < 10_000 && calls.some((c) => !c.done); steps++) {
      t = Math.min(...calls.filter((c) => !c.done).map((c) => c.next));
      for (const c of calls.filter((c) => !c.done && c.next <= t)) {
        const a = gov.admit(c.state);
        if (a.kind === 'give-up') c.done = true;
        else if (a.kind === 'wait') c.next = t + (a.ms ?? 1);
        else {
          c.attempts++;
          gov.rateLimited(a.ticket, c.state, { retryAfterMs: 0 });
        }
      }
    }
    expect(calls.every((c) => c.done)).toBe(true);
    expect(t).toBeLessThanOrEqual(10_000);
    for (const c of calls) expect(c.attempts).toBeLessThanOrEqual(16);
  });
});
