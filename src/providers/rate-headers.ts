/**
 * Reads what a response's headers say about the provider's rate limits (pure; the clock is passed in):
 * `retry-after-ms` / `retry-after` (through http-errors' parser), OpenAI's `x-ratelimit-remaining-*` with
 * `x-ratelimit-reset-*` durations ("1s", "6m0s", "20ms"), and Anthropic's
 * `anthropic-ratelimit-*-remaining` with `-reset` RFC 3339 times. Of the token limits (Anthropic also
 * splits input and output tokens) the one with the fewest tokens left counts.
 */
import type { RateSignal } from './governor.js';
import { parseRetryAfterMs, type HeaderGetter } from './http-errors.js';

const UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1, us: 0.001, µs: 0.001, ns: 0.000_001 };

/** A Go-style duration as OpenAI sends it ("1s", "6m0s", "1h2m3.5s", "20ms"), or plain seconds, in milliseconds. */
export function parseDurationMs(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (/^\d+(?:\.\d+)?$/.test(t)) return Math.round(Number(t) * 1000);
  if (!/^(?:\d+(?:\.\d+)?(?:ms|us|µs|ns|h|m|s))+$/.test(t)) return undefined;
  let ms = 0;
  for (const [, value, unit] of t.matchAll(/(\d+(?:\.\d+)?)(ms|us|µs|ns|h|m|s)/g)) ms += Number(value) * (UNIT_MS[unit ?? 's'] ?? 0);
  return Math.round(ms);
}

function count(headers: HeaderGetter, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Number(raw);
}

/** A reset as a duration (OpenAI) or as a time (Anthropic, RFC 3339), in milliseconds from now; never negative. */
function resetMs(headers: HeaderGetter, name: string, nowEpochMs: number): number | undefined {
  const raw = headers.get(name);
  if (raw === null) return undefined;
  const duration = parseDurationMs(raw);
  if (duration !== undefined) return duration;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowEpochMs);
}

function limit(headers: HeaderGetter, remainingName: string, resetName: string, nowEpochMs: number): { remaining: number; resetMs?: number } | undefined {
  const remaining = count(headers, remainingName);
  if (remaining === undefined) return undefined;
  const reset = resetMs(headers, resetName, nowEpochMs);
  return reset === undefined ? { remaining } : { remaining, resetMs: reset };
}

function fewest(...limits: ({ remaining: number; resetMs?: number } | undefined)[]) {
  let best: { remaining: number; resetMs?: number } | undefined;
  for (const l of limits) if (l && (best === undefined || l.remaining < best.remaining)) best = l;
  return best;
}

export function parseRateSignal(headers: HeaderGetter | undefined, nowEpochMs: number = Date.now()): RateSignal | undefined {
  if (!headers) return undefined;
  const retryAfterMs = parseRetryAfterMs(headers, nowEpochMs);
  const requests = fewest(
    limit(headers, 'x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests', nowEpochMs),
    limit(headers, 'anthropic-ratelimit-requests-remaining', 'anthropic-ratelimit-requests-reset', nowEpochMs),
  );
  const tokens = fewest(
    limit(headers, 'x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens', nowEpochMs),
    limit(headers, 'anthropic-ratelimit-tokens-remaining', 'anthropic-ratelimit-tokens-reset', nowEpochMs),
    limit(headers, 'anthropic-ratelimit-input-tokens-remaining', 'anthropic-ratelimit-input-tokens-reset', nowEpochMs),
    limit(headers, 'anthropic-ratelimit-output-tokens-remaining', 'anthropic-ratelimit-output-tokens-reset', nowEpochMs),
  );
  if (retryAfterMs === undefined && requests === undefined && tokens === undefined) return undefined;
  return {
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    ...(requests === undefined ? {} : { requests }),
    ...(tokens === undefined ? {} : { tokens }),
  };
}
