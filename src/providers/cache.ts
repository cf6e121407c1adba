/**
 * The response cache (issue 12 item 3): a provider wrapper that answers a request it has seen before
 * from a store, keyed by a sha256 of (provider type, model, endpoint, sampling parameters, system,
 * messages with their tool calls and results, the tools offered, sample index). An agent turn's tool
 * calls and stop reason are kept with its answer. Only successful answers are kept. The store is a folder of one JSON file per
 * answer (src/providers/cache-store.ts); the action keeps that folder with @actions/cache.
 */
import { createHash } from 'node:crypto';
import type { ProviderConfig } from '../config/schema.js';
import { plainMessage, plainStructuredOutput, plainTools } from './recording.js';
import type { Provider, ProviderRequest, ProviderResponse } from './types.js';

export interface ResponseStore {
  /** The stored answer, or undefined (a missing or unreadable entry is a miss). */
  get(key: string): Promise<ProviderResponse | undefined>;
  set(key: string, response: ProviderResponse): Promise<void>;
}

/** The providers whose answers are cached: those that call a model over HTTP. */
export function isCacheable(cfg: ProviderConfig): cfg is Extract<ProviderConfig, { type: 'openai' | 'anthropic' }> {
  return cfg.type === 'openai' || cfg.type === 'anthropic';
}

/** The cache key of one request to one provider. Exported for tests and the docs. */
export function responseCacheKey(cfg: Extract<ProviderConfig, { type: 'openai' | 'anthropic' }>, request: ProviderRequest): string {
  const tools = plainTools(request.tools);
  // Only what the provider sends: with structured_output: false the keys are those of plain requests.
  const structured = cfg.structured_output === false ? undefined : plainStructuredOutput(request.structuredOutput);
  const keyed = {
    v: 1,
    type: cfg.type,
    model: cfg.model,
    base_url: cfg.base_url ?? null,
    temperature: cfg.temperature ?? null,
    max_tokens: cfg.max_tokens ?? null,
    // Only when set, so that the keys of calls without a cap (every scenario run) stay as they were.
    ...(request.maxTokens === undefined ? {} : { max_tokens_cap: request.maxTokens }),
    seed: request.seed ?? null,
    system: request.system,
    // Each message with its own fields in a fixed order (tool calls with sorted arguments, tool results with
    // their call): a text message is {role, content}, as before agents, so those keys are unchanged.
    messages: request.messages.map(plainMessage),
    // The tools offered (DESIGN §3b), only when there are some, for the same reason.
    ...(tools === undefined ? {} : { tools }),
    // The JSON Schema a judge or reviewer asks for (issue 30 item 4), only when sent, for the same reason.
    ...(structured === undefined ? {} : { structured_output: structured }),
    // The sample index: N runs of one prompt are N samples, each cached on its own. A judge's call is
    // told apart by its messages (the rubric and the output it judges).
    role: request.meta.role === 'judge' ? 'judge' : 'run',
    sample: request.meta.run,
  };
  return createHash('sha256').update(JSON.stringify(keyed)).digest('hex');
}

/** `provider` with a cache in front: a hit never reaches it (nor the call gate behind it). */
/**
 * `holdsSecret`: true when a text holds a secret or a token shape (the run's redactor). Such an answer
 * is not stored: the cache is written to the runner's disk and to the Actions cache, and a replay must
 * give the very answer (a redacted one could change a verdict), so it is sampled again next time.
 */
export function cachedProvider(
  provider: Provider,
  cfg: Extract<ProviderConfig, { type: 'openai' | 'anthropic' }>,
  store: ResponseStore,
  holdsSecret: (text: string) => boolean = () => false,
): Provider {
  return {
    name: provider.name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const key = responseCacheKey(cfg, request);
      const hit = await store.get(key);
      if (hit) return { ...hit, cached: true };
      const response = await provider.complete(request);
      const calls = response.toolCalls !== undefined && response.toolCalls.length > 0 ? response.toolCalls : undefined;
      if (!holdsSecret(response.output) && (calls === undefined || !holdsSecret(JSON.stringify(calls)))) {
        await store.set(key, {
          output: response.output,
          usage: response.usage,
          latencyMs: response.latencyMs,
          ...(calls === undefined ? {} : { toolCalls: calls }),
          ...(response.stop === undefined ? {} : { stop: response.stop }),
        });
      }
      return response;
    },
  };
}
