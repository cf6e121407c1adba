import { describe, expect, it } from 'vitest';
import { parseRetryAfterMs, providerErrorForStatus, redactSecret, type CallTarget } from '../../src/providers/http-errors.js';

const headers = (h: object) => new Headers(Object.entries(h));
const NOW = Date.parse('2026-01-01T00:00:00Z');
const target: CallTarget = { provider: 'main', model: 'gpt-x', baseUrl: 'http://127.0.0.1:1/v1', keyEnv: 'OPENAI_API_KEY', secret: 'sk-live-abcdefghijklmnop' };

describe('parseRetryAfterMs', () => {
  it.each([
    { h: { 'retry-after': '2' }, ms: 2000 },
    { h: { 'retry-after': '0.5' }, ms: 500 },
    { h: { 'retry-after-ms': '250' }, ms: 250 },
    { h: { 'retry-after-ms': '250', 'retry-after': '9' }, ms: 250 },
    { h: { 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' }, ms: 7000 },
    { h: { 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, ms: 0 },
    { h: { 'retry-after': 'soon' }, ms: undefined },
    { h: { 'retry-after': '-3' }, ms: undefined },
    { h: {}, ms: undefined },
  ])('$h → $ms', ({ h, ms }) => {
    expect(parseRetryAfterMs(headers(h), NOW)).toBe(ms);
  });
});

describe('providerErrorForStatus', () => {
  it.each([
    { status: 400, kind: 'bad_request', retryable: false },
    { status: 401, kind: 'auth', retryable: false },
    { status: 403, kind: 'auth', retryable: false },
    { status: 404, kind: 'not_found', retryable: false },
    { status: 422, kind: 'bad_request', retryable: false },
    { status: 429, kind: 'rate_limit', retryable: true },
    { status: 500, kind: 'server', retryable: true },
    { status: 503, kind: 'server', retryable: true },
    { status: 529, kind: 'server', retryable: true },
  ])('HTTP $status → $kind', ({ status, kind, retryable }) => {
    const err = providerErrorForStatus(status, target, `server says ${target.secret}`, undefined);
    expect(err.kind).toBe(kind);
    expect(err.retryable).toBe(retryable);
    expect(err.message).not.toContain(target.secret);
    expect(err.message).toContain("provider 'main'");
  });

  it('keeps retry-after on a 429', () => {
    expect(providerErrorForStatus(429, target, 'slow down', 1500).retryAfterMs).toBe(1500);
  });
});

describe('redactSecret', () => {
  it('removes the key and a masked prefix of it', () => {
    expect(redactSecret('key sk-live-abcdefghijklmnop bad', target.secret)).toBe('key [redacted] bad');
    expect(redactSecret('Incorrect API key provided: sk-live-***mnop', target.secret)).not.toContain('sk-live-');
  });
});
