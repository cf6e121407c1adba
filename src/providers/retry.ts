/**
 * The one retry loop of every model call: a per-attempt timeout, retries of retryable errors with
 * exponential backoff and full jitter, and `retry-after` honoured when the server sends it. Every
 * attempt first asks the provider's rate governor (src/providers/governors.ts); a 429 goes back to the
 * governor and spends no retry: the call waits and sends again until the governor gives up ("rate
 * limited", past `rate_limit.max_wait_s`).
 */
import { Governor, type CallState, type RateSignal } from './governor.js';
import { clockFor, DEFAULT_MAX_WAIT_S, SharedGovernor } from './governors.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export interface RetryOptions {
  /** Retries after the first attempt (so at most retries + 1 attempts). */
  retries: number;
  /** Each attempt is aborted after this long. */
  timeoutMs: number;
  /** Backoff base: the cap of the wait before retry n is baseDelayMs * 2^n. Default 500. */
  baseDelayMs?: number;
  /** The longest wait, including a server's retry-after. Default 30 s. */
  maxDelayMs?: number;
  /** Injected for tests; defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
  /** The provider's shared rate governor; by default one of this provider's own. */
  governor?: SharedGovernor;
  /** For the default governor: how long the provider may refuse (429) before the call gives up. Default 300 s. */
  maxRateWaitMs?: number;
}

const DEFAULT_BASE_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 30_000;

/** The wait before retry number `retry` (0 for the first retry). A retry-after that is not a number of milliseconds ≥ 0 is none. */
export function backoffDelayMs(
  retry: number,
  error: ProviderError,
  opts: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const after = error.retryAfterMs;
  if (after !== undefined && after >= 0) return Math.min(after, opts.maxDelayMs);
  const cap = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** retry);
  return Math.floor(opts.random() * cap);
}

function withAttempts(error: ProviderError, attempts: number): ProviderError {
  if (attempts <= 1) return error;
  return new ProviderError(error.kind, `${error.message} (after ${attempts} attempts)`, {
    retryable: error.retryable,
    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    cause: error,
  });
}

function asProviderError(name: string, err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ProviderError('bad_output', `provider '${name}': ${message}`, { retryable: false, cause: err });
}

type AttemptOutcome = { ok: true; response: ProviderResponse; latencyMs: number } | { ok: false; error: ProviderError };

/** One attempt, raced against its own timeout so that a provider that ignores the signal cannot hang us. */
async function attempt(inner: Provider, request: ProviderRequest, timeoutMs: number): Promise<AttemptOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  let cancelled = false;
  let stop: (reason: 'timeout' | 'cancel') => void = () => {};
  const stopped = new Promise<'timeout' | 'cancel'>((resolve) => {
    stop = resolve;
  });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`timed out after ${timeoutMs} ms`));
    stop('timeout');
  }, timeoutMs);
  const onOuterAbort = () => {
    cancelled = true;
    controller.abort(request.signal?.reason);
    stop('cancel');
  };
  request.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (request.signal?.aborted) onOuterAbort();
  const started = performance.now();
  // Through a promise chain, so that a provider that throws synchronously still clears the timer below.
  const call = Promise.resolve().then(() => inner.complete({ ...request, signal: controller.signal }));
  call.catch(() => {}); // its error is read below, or it lost the race
  try {
    const winner = await Promise.race([call.then((response) => ({ response })), stopped.then((reason) => ({ reason }))]);
    if ('response' in winner) return { ok: true, response: winner.response, latencyMs: performance.now() - started };
  } catch (err) {
    if (!timedOut && !cancelled) return { ok: false, error: asProviderError(inner.name, err) };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onOuterAbort);
  }
  if (cancelled && !timedOut) {
    return { ok: false, error: new ProviderError('timeout', `provider '${inner.name}': the call was cancelled`, { retryable: false }) };
  }
  return {
    ok: false,
    error: new ProviderError('timeout', `provider '${inner.name}': no answer within ${timeoutMs} ms (providers.${inner.name}.timeout_ms)`),
  };
}

function rateLimitedError(name: string, reason: string, last: ProviderError | undefined): ProviderError {
  const lastAnswer = last === undefined ? '' : `; the last refusal: ${last.message}`;
  return new ProviderError(
    'rate_limit',
    `provider '${name}': rate limited: ${reason}; raise providers.${name}.rate_limit.max_wait_s, or lower the load (--concurrency, providers.${name}.rate_limit.requests_per_minute)${lastAnswer}`,
    { retryable: false, ...(last === undefined ? {} : { cause: last }) },
  );
}

function signalOf(error: ProviderError): RateSignal {
  return { ...error.rate, ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }) };
}

export function withRetries(inner: Provider, opts: RetryOptions): Provider {
  const backoff = {
    baseDelayMs: opts.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
    maxDelayMs: opts.maxDelayMs ?? DEFAULT_MAX_DELAY_MS,
    random: opts.random ?? Math.random,
  };
  const shared = opts.governor ?? ownGovernor(opts);
  const { governor, clock } = shared;
  const cancelled = (error: ProviderError | undefined) =>
    error ?? new ProviderError('timeout', `provider '${inner.name}': the call was cancelled`, { retryable: false });
  return {
    name: inner.name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const call: CallState = {};
      let lastRefusal: ProviderError | undefined;
      let lastError: ProviderError | undefined;
      for (let tries = 1; ; ) {
        const acquired = await shared.acquire(call, request.signal);
        if ('aborted' in acquired) throw cancelled(lastError);
        if ('giveUp' in acquired) throw rateLimitedError(inner.name, acquired.giveUp, lastRefusal);
        const { ticket } = acquired;
        const outcome = await attempt(inner, request, opts.timeoutMs);
        if (outcome.ok) {
          const { rate, ...response } = outcome.response;
          governor.succeeded(ticket, response.usage.input_tokens + response.usage.output_tokens, rate);
          shared.wake();
          return { ...response, latencyMs: outcome.latencyMs };
        }
        const { error } = outcome;
        lastError = error;
        if (error.kind === 'rate_limit' && error.retryable) {
          // A 429 is the provider's budget, not a failure: no retry is spent.
          governor.rateLimited(ticket, call, signalOf(error));
          shared.wake();
          lastRefusal = error;
          if (request.signal?.aborted) throw withAttempts(error, tries);
          continue;
        }
        governor.failed(ticket, error.rate);
        shared.wake();
        if (!error.retryable || tries > opts.retries || request.signal?.aborted) throw withAttempts(error, tries);
        // max_wait_s bounds this sleep too (a 5xx's retry-after included); `retries` bounds how many.
        await clock.sleep(Math.min(backoffDelayMs(tries - 1, error, backoff), governor.maxWaitMs));
        if (request.signal?.aborted) throw withAttempts(error, tries);
        governor.retried();
        tries++;
      }
    },
  };
}

/** A governor for this provider alone (a provider built outside createProviders, as in tests). */
function ownGovernor(opts: RetryOptions): SharedGovernor {
  const clock = clockFor(opts.sleep);
  return new SharedGovernor(new Governor({ now: clock.now, maxWaitMs: opts.maxRateWaitMs ?? DEFAULT_MAX_WAIT_S * 1000 }), clock);
}
