/** The provider interface: one model call. Implementations live beside this file. */
import type { StopReason, ToolCall, ToolSpec, TrajectoryStep } from '../agent/types.js';
import type { RateSignal } from './governor.js';

/**
 * One message of a conversation. An assistant turn may carry tool calls; a `tool` message is the world's
 * answer to one of them (DESIGN §3b). A request without tools holds only user and assistant text.
 */
export type ChatMessage =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; content: string; toolCallId: string; name: string };

/**
 * A request for a JSON reply of one schema (issue 30 item 4): the judge's verdict, the reviewer's decision.
 * The openai provider sends it as a strict `response_format: json_schema`, the anthropic provider as one
 * forced tool whose tool_use input is the reply (wire.ts); `providers.<name>.structured_output: false`
 * leaves it out. A help, never trust: the caller parses and checks the reply as it would any text.
 */
export interface StructuredOutput {
  /** The schema's name (letters, digits, `_`, `-`): OpenAI's json_schema name, Anthropic's tool name. */
  name: string;
  /** A JSON Schema object that OpenAI's strict mode accepts: every property required, no open records. */
  schema: Record<string, unknown>;
}

export interface ProviderRequest {
  system: string;
  messages: ChatMessage[];
  /** Passed to providers that support a seed (openai). */
  seed?: number;
  /**
   * A cap on this call's output tokens (the review's correction step sets review.suggest_max_tokens).
   * The openai and anthropic providers send the lower of it and their config's max_tokens; the others ignore it.
   */
  maxTokens?: number;
  /**
   * The tools the role offers (DESIGN §3b); absent for a role without tools, so that such a request, its
   * replay key and its cache key are what they were before agents.
   */
  tools?: ToolSpec[];
  /**
   * Ask for a JSON reply of this schema; absent for every request but the judge's and the reviewer's, so that
   * such a request, its replay key and its cache key are what they were before. Never with `tools`.
   */
  structuredOutput?: StructuredOutput;
  /** The scenario's world as written (after includes), for an exec agent that runs its own loop (DESIGN §3b). */
  world?: Record<string, unknown>;
  /** Who is calling; the exec provider passes it to the agent (DESIGN §2). */
  meta: { role: string; scenario: string; run: number; context: unknown };
  signal?: AbortSignal;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

export interface ProviderResponse {
  output: string;
  usage: Usage;
  /** Wall time of the successful attempt, in milliseconds. */
  latencyMs: number;
  /** True when the answer came from the response cache (src/providers/cache.ts): no call was made. */
  cached?: boolean;
  /** What the response's headers said about the rate limits; the retry loop hands it to the governor and drops it. */
  rate?: RateSignal;
  /** The tool calls of this turn (openai `tool_calls`, anthropic `tool_use`); absent or empty: the answer is final. */
  toolCalls?: ToolCall[];
  /** Why the answer stopped, when the provider says (finish_reason / stop_reason); `length` is a cut answer. */
  stop?: StopReason;
  /** An exec agent that ran its own loop: the calls it made (DESIGN §3b). The loop then ends with this answer. */
  trajectory?: TrajectoryStep[];
}

export interface Provider {
  /** The name under `providers:` in the config. */
  readonly name: string;
  complete(request: ProviderRequest): Promise<ProviderResponse>;
}

export type ProviderErrorKind =
  | 'auth' // 401/403: wrong or missing key
  | 'not_found' // 404: wrong model or base_url
  | 'rate_limit' // 429
  | 'server' // 5xx
  | 'timeout'
  | 'network' // connection refused, DNS
  | 'bad_request' // other 4xx
  | 'exec' // the exec command failed or could not start
  | 'no_recording' // replay: nothing recorded for this exact request
  | 'budget' // budget.max_calls or budget.max_cost reached
  | 'bad_output'; // output not JSON where JSON is required, malformed provider reply

/** The output token cap of one call: the lower of the provider's max_tokens and the request's maxTokens. */
export function outputCap(configured: number | undefined, requested: number | undefined): number | undefined {
  if (configured === undefined) return requested;
  return requested === undefined ? configured : Math.min(configured, requested);
}

/** A call that could not produce an output. It makes a run an error, never a failure. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly retryable: boolean;
  /** From a `retry-after` header, in milliseconds. */
  readonly retryAfterMs: number | undefined;
  /** What the error response's headers said about the rate limits (see withRateSignal). */
  readonly rate: RateSignal | undefined;
  constructor(kind: ProviderErrorKind, message: string, opts: { retryable?: boolean; retryAfterMs?: number; rate?: RateSignal; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    this.retryable = opts.retryable ?? (kind === 'rate_limit' || kind === 'server' || kind === 'timeout' || kind === 'network');
    this.retryAfterMs = opts.retryAfterMs;
    this.rate = opts.rate;
  }
}

/** The same error, carrying what its response's headers said about the rate limits. */
export function withRateSignal(error: ProviderError, rate: RateSignal | undefined): ProviderError {
  if (rate === undefined) return error;
  return new ProviderError(error.kind, error.message, {
    retryable: error.retryable,
    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    rate,
    ...(error.cause === undefined ? {} : { cause: error.cause }),
  });
}
