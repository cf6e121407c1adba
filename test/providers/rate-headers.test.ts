import { describe, expect, it } from 'vitest';
import { parseDurationMs, parseRateSignal } from '../../src/providers/rate-headers.js';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('parseDurationMs', () => {
  it.each([
    ['1s', 1_000],
    ['6m0s', 360_000],
    ['20ms', 20],
    ['1h2m3.5s', 3_723_500],
    ['0.5', 500],
    ['', undefined],
    ['soon', undefined],
    ['1s later', undefined],
  ])('%j → %j', (text, ms) => {
    expect(parseDurationMs(text)).toBe(ms);
  });
});

describe('parseRateSignal', () => {
  it("reads OpenAI's x-ratelimit headers", () => {
    const headers = new Headers({
      'x-ratelimit-remaining-requests': '0',
      'x-ratelimit-reset-requests': '1s',
      'x-ratelimit-remaining-tokens': '1500',
      'x-ratelimit-reset-tokens': '6m0s',
    });
    expect(parseRateSignal(headers, NOW)).toEqual({ requests: { remaining: 0, resetMs: 1_000 }, tokens: { remaining: 1500, resetMs: 360_000 } });
  });

  it("reads Anthropic's headers, RFC 3339 resets, and keeps the token limit with the fewest left", () => {
    const headers = new Headers({
      'anthropic-ratelimit-requests-remaining': '4',
      'anthropic-ratelimit-requests-reset': '2025-06-01T12:00:30Z',
      'anthropic-ratelimit-input-tokens-remaining': '9000',
      'anthropic-ratelimit-input-tokens-reset': '2025-06-01T12:00:05Z',
      'anthropic-ratelimit-output-tokens-remaining': '120',
      'anthropic-ratelimit-output-tokens-reset': '2025-06-01T12:00:02Z',
      'retry-after': '3',
    });
    expect(parseRateSignal(headers, NOW)).toEqual({ retryAfterMs: 3_000, requests: { remaining: 4, resetMs: 30_000 }, tokens: { remaining: 120, resetMs: 2_000 } });
  });

  it('reads retry-after as an HTTP date and retry-after-ms', () => {
    expect(parseRateSignal(new Headers({ 'retry-after': 'Sun, 01 Jun 2025 12:00:07 GMT' }), NOW)).toEqual({ retryAfterMs: 7_000 });
    expect(parseRateSignal(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), NOW)).toEqual({ retryAfterMs: 250 });
  });

  it('ignores unreadable values and says nothing without rate headers', () => {
    expect(parseRateSignal(new Headers({ 'x-ratelimit-remaining-requests': 'lots', 'content-type': 'application/json' }), NOW)).toBeUndefined();
    expect(parseRateSignal(undefined, NOW)).toBeUndefined();
    expect(parseRateSignal(new Headers({ 'x-ratelimit-remaining-requests': '7', 'x-ratelimit-reset-requests': 'later' }), NOW)).toEqual({ requests: { remaining: 7 } });
  });
});
