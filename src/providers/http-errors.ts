/**
 * Turns the errors of the official HTTP SDKs (openai, @anthropic-ai/sdk) into ProviderErrors. Pure: the
 * SDK's error classes are passed in, so this module never loads an SDK itself.
 */
import { ProviderError } from './types.js';
import { cutEnd } from '../format/excerpt.js';
import { createRedactor } from '../security/redact.js';

/** The part of `Headers` we read. */
export interface HeaderGetter {
  get(name: string): string | null;
}

/** The error classes both SDKs export under the same names. */
export interface SdkErrorClasses {
  APIError: abstract new (...args: never[]) => Error & { status: number | undefined; headers: HeaderGetter | undefined };
  APIUserAbortError: abstract new (...args: never[]) => Error;
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
}

/** Who was called: everything an error message names. Holds the key only to scrub it from messages. */
export interface CallTarget {
  provider: string;
  model: string;
  baseUrl: string;
  /** The environment variable that holds the key (named in auth errors). */
  keyEnv: string;
  /** The key itself: never printed, only removed from server messages. */
  secret: string;
}

const MAX_SERVER_MESSAGE = 300;

/**
 * `retry-after-ms` (milliseconds), else `retry-after` (seconds, or an HTTP date), as milliseconds from now.
 * Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfterMs(headers: HeaderGetter | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return Math.round(value);
  }
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(after);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * The key, its fragments (a server's masked echo `sk-abc***…`) and token shapes removed, by the one
 * redaction point (src/security/redact.ts).
 */
export function redactSecret(text: string, secret: string): string {
  return createRedactor([secret]).redact(text);
}

function serverDetail(message: string, secret: string): string {
  const clean = redactSecret(message, secret).replace(/\s+/g, ' ').trim();
  return cutEnd(clean, MAX_SERVER_MESSAGE);
}

/** The ProviderError for an HTTP error status. */
export function providerErrorForStatus(
  status: number,
  target: CallTarget,
  serverMessage: string,
  retryAfterMs: number | undefined,
  cause?: unknown,
): ProviderError {
  const who = `provider '${target.provider}'`;
  const detail = serverDetail(serverMessage, target.secret);
  if (status === 401 || status === 403) {
    // The server's text may quote part of the key, so it is left out entirely.
    return new ProviderError(
      'auth',
      `${who}: ${target.baseUrl} refused the key (HTTP ${status}); check the key in $${target.keyEnv}`,
    );
  }
  if (status === 404) {
    return new ProviderError(
      'not_found',
      `${who}: HTTP 404 for model '${target.model}' at ${target.baseUrl}; check providers.${target.provider}.model and base_url (${detail})`,
      { cause },
    );
  }
  if (status === 429) {
    return new ProviderError('rate_limit', `${who}: rate limited (HTTP 429) by ${target.baseUrl} (${detail})`, {
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      cause,
    });
  }
  if (status >= 500) {
    return new ProviderError('server', `${who}: server error HTTP ${status} from ${target.baseUrl} (${detail})`, {
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      cause,
    });
  }
  return new ProviderError(
    'bad_request',
    `${who}: ${target.baseUrl} rejected the request for model '${target.model}' (HTTP ${status}): ${detail}`,
    { cause },
  );
}

/** Maps anything an SDK call threw to a ProviderError. */
export function providerErrorFromSdk(err: unknown, classes: SdkErrorClasses, target: CallTarget): ProviderError {
  if (err instanceof ProviderError) return err;
  const who = `provider '${target.provider}'`;
  if (err instanceof classes.APIUserAbortError) {
    return new ProviderError('timeout', `${who}: the call to ${target.baseUrl} was aborted`, { cause: err });
  }
  if (err instanceof classes.APIConnectionTimeoutError) {
    return new ProviderError('timeout', `${who}: ${target.baseUrl} did not answer in time`, { cause: err });
  }
  if (err instanceof classes.APIConnectionError) {
    const reason = err.cause instanceof Error ? err.cause.message : err.message;
    return new ProviderError('network', `${who}: could not reach ${target.baseUrl}: ${serverDetail(reason, target.secret)}`, {
      cause: err,
    });
  }
  if (err instanceof classes.APIError && typeof err.status === 'number') {
    return providerErrorForStatus(err.status, target, err.message, parseRetryAfterMs(err.headers), err);
  }
  if (err instanceof Error && err.name === 'AbortError') {
    return new ProviderError('timeout', `${who}: the call to ${target.baseUrl} was aborted`, { cause: err });
  }
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderError('bad_output', `${who}: unexpected error calling ${target.baseUrl}: ${serverDetail(message, target.secret)}`, {
    retryable: false,
    cause: err,
  });
}

/** What a server's refusal of structured output mentions, per wire format. */
const STRUCTURED_OUTPUT_WORDS = {
  openai: /response_format|json_schema|structured.output/i,
  anthropic: /tool_choice|\btools?\b|input_schema|tool_use/i,
};

/**
 * A rejected request (HTTP 4xx other than auth, 404 and 429) that asked for structured output and whose
 * message mentions it: the same error, naming the setting that turns structured output off.
 */
export function withStructuredOutputHint(error: ProviderError, provider: string, format: keyof typeof STRUCTURED_OUTPUT_WORDS): ProviderError {
  if (error.kind !== 'bad_request' || !STRUCTURED_OUTPUT_WORDS[format].test(error.message)) return error;
  const what = format === 'openai' ? "response_format: json_schema" : 'a forced tool (tool_choice)';
  return new ProviderError(
    'bad_request',
    `${error.message}. The judge and reviewer calls ask for structured output (${what}), which this server seems to refuse: set providers.${provider}.structured_output: false in the config to send them without it (their replies are parsed from text as before).`,
    { retryable: error.retryable, ...(error.cause === undefined ? {} : { cause: error.cause }) },
  );
}
