/**
 * The rate governor of one provider: a pure state machine (its clock is injected; it never sleeps) that
 * every call of an invocation asks before it sends a request and tells how the request went. It holds:
 *
 * - a block: no request goes out before `retry-after` (or, without one, a backoff that doubles with
 *   each 429 in a row), nor while the `x-ratelimit-*` headers say nothing remains until their reset;
 * - a concurrency window, AIMD: halved on a 429 (once per round: a 429 of a request sent before the last
 *   decrease does not halve it again; never below what the request rate needs at the mean latency),
 *   raised by 1/window on each success;
 * - a request bucket: the configured `requests_per_minute` (already split across shards) as a ceiling,
 *   and below it a rate learned from the 429s: when a block ends, the requests the provider accepted
 *   since the previous block ended, over that time, is what it allows; the bucket then runs at 95% of
 *   that and creeps up by 1% per second of successes, so that it finds the limit again if it rises;
 * - a token bucket for `tokens_per_minute`: each call is charged the mean tokens of the calls so far when
 *   it starts and the difference when its usage is known (the level may go below zero: a debt).
 *
 * A 429 never ends a call by itself. A call gives up ("rate limited") only when a block would end more
 * than `maxWaitMs` after the provider began refusing every request (or after this call was first
 * refused), or when the headers ask for a wait longer than `maxWaitMs`. Pacing waits never count.
 * Every wait ends: a 429 blocks for at least 50 ms, doubling with each 429 in a row (of the provider or
 * of this call) up to 1 s, whatever `retry-after` says (0, negative, unreadable), so a call that is
 * refused again and again gives up after at most about 5 + maxWaitMs / 1 s attempts, and its blocks
 * never end more than maxWaitMs after its first refusal.
 */

/** What a response said about the provider's limits (src/providers/rate-headers.ts reads it). */
export interface RateSignal {
  /** `retry-after-ms` or `retry-after`, in milliseconds from when it was received. */
  retryAfterMs?: number;
  /** Requests left in the current window, and the milliseconds until it is full again. */
  requests?: { remaining: number; resetMs?: number };
  /** Tokens left in the current window, and the milliseconds until it is full again. */
  tokens?: { remaining: number; resetMs?: number };
}

export interface GovernorOptions {
  /** Milliseconds, monotonic. Injected: tests drive a fake clock. */
  now: () => number;
  /** How long the provider may refuse before calls give up, in milliseconds. */
  maxWaitMs: number;
  /** The configured ceiling, in requests per second (already divided by the shard count). */
  requestsPerSecond?: number;
  /** The configured ceiling, in tokens per second (already divided by the shard count). */
  tokensPerSecond?: number;
  /** The largest concurrency window. Default 1024 (the call gate's --concurrency bounds it anyway). */
  maxConcurrency?: number;
}

/** Held by the caller for one call (one run), across its attempts. */
export interface CallState {
  /** When the provider first refused this call (429). */
  firstRefusedAt?: number;
  /** How many times the provider refused this call (429). */
  refusals?: number;
}

/** One admitted request. */
export interface Ticket {
  readonly admittedAt: number;
  readonly cycle: number;
  readonly tokenCharge: number;
}

export type Admission =
  | { kind: 'go'; ticket: Ticket }
  /** Ask again after `ms` milliseconds; without `ms`, once a request in flight has finished. */
  | { kind: 'wait'; ms?: number }
  | { kind: 'give-up'; reason: string };

export interface GovernorStats {
  /** 429 answers received. */
  rateLimited: number;
  /** Requests sent again after an error other than a 429 (the caller reports them). */
  retries: number;
  /** The learned or configured request rate now, per second (undefined: none yet). */
  requestsPerSecond: number | undefined;
  /** The concurrency window now. */
  window: number;
}

/** The bucket runs this far below the rate the provider was seen to allow. */
const LEARNED_MARGIN = 0.95;
/** Each success raises a learned rate by this (so about 1% per second at any rate). */
const RATE_CREEP_PER_SUCCESS = 0.01;
/** A cycle teaches a rate only when the provider accepted at least this many requests in it. */
const MIN_ACCEPTED_TO_LEARN = 3;
/** The learned rate never goes below this (one request a minute). */
const MIN_RATE_PER_S = 1 / 60;
/** The wait after a 429 without retry-after: 1 s, doubling with each 429 in a row, up to 30 s. */
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/**
 * The shortest block after a 429, whatever retry-after says: 50 ms, doubling with each 429 in a row, up
 * to 1 s (where the backoff without retry-after starts, so a retry-after of 1 s or more is honoured as
 * sent). A `retry-after: 0` honoured literally sent 440 requests a second, forever.
 */
const REFUSAL_FLOOR_MS = 50;
const REFUSAL_FLOOR_MAX_MS = 1_000;
const DEFAULT_MAX_CONCURRENCY = 1024;

export class Governor {
  readonly #o: Required<Pick<GovernorOptions, 'maxConcurrency'>> & GovernorOptions;
  #inFlight = 0;
  #window: number;
  #lastDecreaseAt = Number.NEGATIVE_INFINITY;
  #blockedUntil = Number.NEGATIVE_INFINITY;
  /** Why the current block exists: a refusal (429) or the headers' "nothing remains". */
  #blockCause: 'refused' | 'headers' = 'headers';
  #consecutive429 = 0;
  #refusingSince: number | undefined;
  // The learned rate and the cycles it is measured over (a cycle runs from one block's end to the next's).
  #learned: number | undefined;
  #cycle = 0;
  #cycleStart: number | undefined;
  #acceptedInCycle = new Map<number, number>();
  #openInCycle = new Map<number, number>();
  #cycleToClose: { cycle: number; start: number; end: number } | undefined;
  /** When the first answer of all came: the first cycle is measured from it (the first requests may leave late: SDK loading). */
  #firstAnswerAt: number | undefined;
  /** The next cycle starts when the block ends. */
  #cycleStartsAt = Number.NEGATIVE_INFINITY;
  // Buckets: level and the time it was last topped up.
  #requestLevel = 0;
  #requestAt: number | undefined;
  #tokenLevel = 0;
  #tokenAt: number | undefined;
  #meanTokens = 0;
  #finished = 0;
  /** Mean time from admission to an answer, over the successes. */
  #meanLatencyMs: number | undefined;
  #rateLimited = 0;
  #retries = 0;

  constructor(options: GovernorOptions) {
    for (const [key, value] of [['requestsPerSecond', options.requestsPerSecond], ['tokensPerSecond', options.tokensPerSecond]] as const) {
      if (value !== undefined && !(value > 0)) throw new RangeError(`${key} must be above 0, got ${String(value)}`);
    }
    this.#o = { maxConcurrency: DEFAULT_MAX_CONCURRENCY, ...options };
    this.#window = this.#o.maxConcurrency;
  }

  /** May a request go out now? `call` is the caller's state for this call (see CallState). */
  admit(call: CallState): Admission {
    const now = this.#o.now();
    this.#closeCycleIfDone(now);
    const giveUp = this.#giveUpReason(now, call);
    if (giveUp !== undefined) return { kind: 'give-up', reason: giveUp };
    if (now < this.#blockedUntil) return { kind: 'wait', ms: this.#blockedUntil - now };
    if (this.#inFlight >= Math.max(1, Math.floor(this.#window), Math.ceil(this.#windowForRate()))) return { kind: 'wait' };
    const rate = this.requestRate();
    if (rate !== undefined) {
      this.#topUpRequests(now, rate);
      if (this.#requestLevel < 1) return { kind: 'wait', ms: Math.ceil(((1 - this.#requestLevel) / rate) * 1000) };
    }
    const tokenRate = this.#o.tokensPerSecond;
    if (tokenRate !== undefined) {
      this.#topUpTokens(now, tokenRate);
      if (this.#tokenLevel <= 0) return { kind: 'wait', ms: Math.max(1, Math.ceil(((1 - this.#tokenLevel) / tokenRate) * 1000)) };
    }
    if (rate !== undefined) this.#requestLevel -= 1;
    const tokenCharge = tokenRate === undefined ? 0 : this.#meanTokens;
    this.#tokenLevel -= tokenCharge;
    this.#inFlight++;
    if (now >= this.#cycleStartsAt) this.#cycleStart ??= now;
    this.#openInCycle.set(this.#cycle, (this.#openInCycle.get(this.#cycle) ?? 0) + 1);
    return { kind: 'go', ticket: { admittedAt: now, cycle: this.#cycle, tokenCharge } };
  }

  /** The request was answered. `tokens`: its input and output tokens. */
  succeeded(ticket: Ticket, tokens: number, signal?: RateSignal): void {
    const now = this.#o.now();
    this.#release(ticket, tokens);
    this.#consecutive429 = 0;
    this.#refusingSince = undefined;
    this.#acceptedInCycle.set(ticket.cycle, (this.#acceptedInCycle.get(ticket.cycle) ?? 0) + 1);
    const latency = now - ticket.admittedAt;
    this.#meanLatencyMs = this.#meanLatencyMs === undefined ? latency : this.#meanLatencyMs + (latency - this.#meanLatencyMs) / 8;
    this.#window = Math.min(this.#o.maxConcurrency, this.#window + 1 / this.#window);
    if (this.#learned !== undefined) this.#learned += RATE_CREEP_PER_SUCCESS;
    if (signal) this.#applyHeaders(now, signal);
  }

  /** The request was refused with a 429. */
  rateLimited(ticket: Ticket, call: CallState, signal?: RateSignal): void {
    const now = this.#o.now();
    this.#release(ticket, 0);
    this.#rateLimited++;
    call.firstRefusedAt ??= now;
    call.refusals = (call.refusals ?? 0) + 1;
    this.#refusingSince ??= now;
    const fresh = ticket.admittedAt >= this.#lastDecreaseAt;
    if (fresh) {
      // One decrease per round: the requests already in flight were sent under the old window.
      this.#consecutive429++;
      this.#window = Math.max(1, Math.min(this.#window, this.#inFlight + 1) / 2, this.#windowForRate());
      this.#lastDecreaseAt = now;
    }
    // An unreadable retry-after is none; a negative one means "now" (and then the floor holds).
    const raw = signal?.retryAfterMs;
    const retryAfter = raw === undefined || Number.isNaN(raw) ? undefined : Math.max(0, raw);
    const inARow = Math.max(this.#consecutive429, call.refusals);
    const floor = Math.min(REFUSAL_FLOOR_MAX_MS, REFUSAL_FLOOR_MS * 2 ** (inARow - 1));
    const wait = fresh ? Math.max(floor, retryAfter ?? Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (this.#consecutive429 - 1))) : (retryAfter ?? 0);
    this.#block(now + wait, 'refused');
    if (fresh && this.#cycleToClose === undefined && this.#cycleStart !== undefined) {
      const start = this.#cycle === 0 ? Math.max(this.#cycleStart, this.#firstAnswerAt ?? this.#cycleStart) : this.#cycleStart;
      this.#cycleToClose = { cycle: this.#cycle, start, end: this.#blockedUntil };
      this.#cycle++;
      this.#cycleStart = undefined;
      this.#cycleStartsAt = this.#blockedUntil;
    } else if (this.#cycleToClose !== undefined && this.#cycleToClose.cycle === this.#cycle - 1) {
      this.#cycleToClose.end = Math.max(this.#cycleToClose.end, this.#blockedUntil);
      this.#cycleStartsAt = this.#cycleToClose.end;
    }
    // The bucket starts empty after a refusal: what it held was not there at the provider.
    this.#requestLevel = Math.min(this.#requestLevel, 0);
    if (signal) this.#applyHeaders(now, signal);
  }

  /** The request ended in another error (5xx, timeout, network…): it only frees its slot. */
  failed(ticket: Ticket, signal?: RateSignal): void {
    this.#release(ticket, ticket.tokenCharge);
    if (signal) this.#applyHeaders(this.#o.now(), signal);
  }

  /** How long the provider may refuse before calls give up, in milliseconds (rate_limit.max_wait_s). */
  get maxWaitMs(): number {
    return this.#o.maxWaitMs;
  }

  /** The caller is about to send a request again after an error other than a 429. */
  retried(): void {
    this.#retries++;
  }

  /** The rate the request bucket runs at, per second: the lower of the configured and the learned one. */
  requestRate(): number | undefined {
    const configured = this.#o.requestsPerSecond;
    if (this.#learned === undefined) return configured;
    return configured === undefined ? this.#learned : Math.min(configured, this.#learned);
  }

  stats(): GovernorStats {
    return { rateLimited: this.#rateLimited, retries: this.#retries, requestsPerSecond: this.requestRate(), window: this.#window };
  }

  /**
   * The requests in flight that the request rate needs at the mean latency: once the rate is paced by
   * the bucket, halving the window below this would only slow calls that take long to answer.
   */
  #windowForRate(): number {
    const rate = this.requestRate();
    if (rate === undefined || this.#meanLatencyMs === undefined) return 1;
    return Math.min(this.#o.maxConcurrency, (rate * this.#meanLatencyMs) / 1000);
  }

  #release(ticket: Ticket, tokens: number): void {
    this.#firstAnswerAt ??= this.#o.now();
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    const open = this.#openInCycle.get(ticket.cycle);
    if (open !== undefined) this.#openInCycle.set(ticket.cycle, open - 1);
    if (this.#o.tokensPerSecond !== undefined) this.#tokenLevel -= tokens - ticket.tokenCharge;
    if (tokens > 0) {
      this.#finished++;
      this.#meanTokens += (tokens - this.#meanTokens) / this.#finished;
    }
  }

  #block(until: number, cause: 'refused' | 'headers'): void {
    if (!(until > this.#blockedUntil)) return; // NaN included
    this.#blockedUntil = until;
    this.#blockCause = cause;
  }

  #applyHeaders(now: number, signal: RateSignal): void {
    const { requests, tokens } = signal;
    if (requests && requests.remaining <= 0 && requests.resetMs !== undefined) this.#block(now + requests.resetMs, 'headers');
    if (tokens && tokens.resetMs !== undefined && tokens.remaining < Math.max(1, this.#meanTokens)) this.#block(now + tokens.resetMs, 'headers');
  }

  /**
   * When the block that a 429 began has ended and every request of the cycle before it has finished, the
   * requests the provider accepted in that cycle, over the cycle's length, is the rate it allows.
   */
  #closeCycleIfDone(now: number): void {
    const closing = this.#cycleToClose;
    if (closing === undefined || now < closing.end || (this.#openInCycle.get(closing.cycle) ?? 0) > 0) return;
    this.#cycleToClose = undefined;
    const accepted = this.#acceptedInCycle.get(closing.cycle) ?? 0;
    this.#acceptedInCycle.delete(closing.cycle);
    this.#openInCycle.delete(closing.cycle);
    const seconds = (closing.end - closing.start) / 1000;
    // Fewer accepted requests say more about how few were sent than about the limit.
    if (accepted >= MIN_ACCEPTED_TO_LEARN && seconds > 0) this.#learned = Math.max(MIN_RATE_PER_S, (accepted / seconds) * LEARNED_MARGIN);
  }

  /**
   * Only a block is weighed against the budget (waits of the buckets and the window are the governor's
   * own pacing): a block of the headers longer than maxWaitMs, or any block (of a refusal or of the
   * headers) that ends more than maxWaitMs after the refusals began, for the provider or for this call:
   * short header blocks after 429s add up like the 429s' own.
   */
  #giveUpReason(now: number, call: CallState): string | undefined {
    if (now >= this.#blockedUntil) return undefined;
    const maxS = this.#o.maxWaitMs / 1000;
    const more = seconds(this.#blockedUntil - now);
    if (this.#blockCause === 'headers' && this.#blockedUntil - now > this.#o.maxWaitMs) {
      return `the provider's rate-limit headers say nothing remains for ${more} s, past max_wait_s (${maxS})`;
    }
    const since = Math.min(this.#refusingSince ?? now, call.firstRefusedAt ?? now);
    if (this.#refusingSince !== undefined && this.#blockedUntil - this.#refusingSince > this.#o.maxWaitMs) {
      return `the provider has refused every request with HTTP 429 for ${seconds(now - this.#refusingSince)} s and asks to wait ${more} s more, past max_wait_s (${maxS})`;
    }
    if (this.#blockedUntil - since > this.#o.maxWaitMs) {
      return `this call has been refused with HTTP 429 for ${seconds(now - since)} s and would wait ${more} s more, past max_wait_s (${maxS})`;
    }
    return undefined;
  }

  #topUpRequests(now: number, rate: number): void {
    const capacity = Math.max(1, rate);
    if (this.#requestAt === undefined) {
      this.#requestLevel = capacity;
    } else {
      this.#requestLevel = Math.min(capacity, this.#requestLevel + ((now - this.#requestAt) / 1000) * rate);
    }
    this.#requestAt = now;
  }

  #topUpTokens(now: number, rate: number): void {
    if (this.#tokenAt === undefined) {
      this.#tokenLevel = rate;
    } else {
      this.#tokenLevel = Math.min(rate, this.#tokenLevel + ((now - this.#tokenAt) / 1000) * rate);
    }
    this.#tokenAt = now;
  }
}

function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}
