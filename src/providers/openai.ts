/**
 * The `openai` provider: any server that speaks OpenAI's chat-completions API. The SDK is loaded on the
 * first call (so `--version` stays fast) and never retries on its own: withRetries does that.
 */
import { z } from 'zod';
import type { OpenAIProviderSchema } from '../config/schema.js';
import { providerErrorFromSdk, withStructuredOutputHint, type CallTarget } from './http-errors.js';
import { nodeFetch } from './node-fetch.js';
import { parseRateSignal } from './rate-headers.js';
import { fromOpenAIToolCalls, OpenAIToolCallSchema, openAIStop, toOpenAIMessages, toOpenAIResponseFormat, toOpenAITools } from './wire.js';
import { outputCap, ProviderError, withRateSignal, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export type OpenAIProviderConfig = z.infer<typeof OpenAIProviderSchema>;

type OpenAIModule = typeof import('openai');
type OpenAIClient = InstanceType<OpenAIModule['OpenAI']>;

let sdkModule: Promise<OpenAIModule> | undefined;
function loadSdk(): Promise<OpenAIModule> {
  sdkModule ??= import('openai');
  return sdkModule;
}

/** The SDK's own timeout only backs up ours (withRetries aborts at timeout_ms). */
const SDK_TIMEOUT_MARGIN_MS = 5_000;

const CompletionSchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({
        content: z.string().nullish(),
        refusal: z.string().nullish(),
        tool_calls: z.array(OpenAIToolCallSchema).nullish(),
      }),
      finish_reason: z.string().nullish(),
    }),
  ),
  usage: z
    .object({ prompt_tokens: z.number().int().min(0).nullish(), completion_tokens: z.number().int().min(0).nullish() })
    .nullish(),
});

export function createOpenAIProvider(name: string, cfg: OpenAIProviderConfig, deps: { apiKey: string }): Provider {
  let client: Promise<{ sdk: OpenAIModule; client: OpenAIClient }> | undefined;
  const getClient = () => {
    client ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        apiKey: deps.apiKey,
        ...(cfg.base_url === undefined ? {} : { baseURL: cfg.base_url }),
        maxRetries: 0,
        timeout: cfg.timeout_ms + SDK_TIMEOUT_MARGIN_MS,
        fetch: nodeFetch,
      }),
    }));
    return client;
  };

  return {
    name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const { sdk, client: openai } = await getClient();
      const target: CallTarget = {
        provider: name,
        model: cfg.model,
        baseUrl: openai.baseURL,
        keyEnv: cfg.api_key_env,
        secret: deps.apiKey,
      };
      const messages = toOpenAIMessages(request.system, request.messages);
      const maxTokens = outputCap(cfg.max_tokens, request.maxTokens);
      // Structured output (issue 30 item 4) unless the config turns it off for a server that refuses it.
      const structured = cfg.structured_output === false ? undefined : request.structuredOutput;
      const started = performance.now();
      let raw: unknown;
      let headers: Headers | undefined;
      try {
        const answer = await openai.chat.completions.create(
          {
            model: cfg.model,
            messages,
            ...(cfg.temperature === undefined ? {} : { temperature: cfg.temperature }),
            ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
            ...(request.seed === undefined ? {} : { seed: request.seed }),
            // Only with tools: a request without them is byte for byte what it was before agents.
            ...(request.tools === undefined || request.tools.length === 0 ? {} : { tools: toOpenAITools(request.tools) }),
            ...(structured === undefined ? {} : { response_format: toOpenAIResponseFormat(structured) }),
          },
          request.signal ? { signal: request.signal } : {},
        ).withResponse();
        raw = answer.data;
        headers = answer.response.headers;
      } catch (err) {
        // The rate-limit headers of an error response go to the governor (src/providers/governor.ts).
        const error = providerErrorFromSdk(err, sdk, target);
        throw withRateSignal(structured === undefined ? error : withStructuredOutputHint(error, name, 'openai'), err instanceof sdk.APIError ? parseRateSignal(err.headers) : undefined);
      }
      const rate = parseRateSignal(headers);
      const latencyMs = performance.now() - started;
      const parsed = CompletionSchema.safeParse(raw);
      if (!parsed.success) {
        throw new ProviderError(
          'bad_output',
          `provider '${name}': the reply of ${target.baseUrl} is not a chat completion: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? '?'}`,
          { retryable: false },
        );
      }
      const choice = parsed.data.choices[0];
      if (!choice) {
        throw new ProviderError('bad_output', `provider '${name}': ${target.baseUrl} returned no choices for model '${cfg.model}'`, {
          retryable: false,
        });
      }
      const toolCalls = fromOpenAIToolCalls(choice.message.tool_calls);
      const text = choice.message.content ?? choice.message.refusal;
      if ((text === null || text === undefined) && toolCalls.length === 0) {
        throw new ProviderError('bad_output', `provider '${name}': the reply of model '${cfg.model}' has no text content`, {
          retryable: false,
        });
      }
      const stop = openAIStop(choice.finish_reason);
      return {
        output: text ?? '',
        usage: {
          input_tokens: parsed.data.usage?.prompt_tokens ?? 0,
          output_tokens: parsed.data.usage?.completion_tokens ?? 0,
        },
        latencyMs,
        ...(rate === undefined ? {} : { rate }),
        ...(toolCalls.length === 0 ? {} : { toolCalls }),
        ...(stop === undefined ? {} : { stop }),
      };
    },
  };
}
