/**
 * The `anthropic` provider: Anthropic's Messages API through the official SDK. The SDK is loaded on the
 * first call and never retries on its own: withRetries does that. `base_url` is the API root without
 * `/v1` (the SDK adds `/v1/messages`).
 */
import { z } from 'zod';
import type { AnthropicProviderSchema } from '../config/schema.js';
import { providerErrorFromSdk, withStructuredOutputHint, type CallTarget } from './http-errors.js';
import { parseRateSignal } from './rate-headers.js';
import { AnthropicBlockSchema, anthropicStop, anthropicStructuredReply, fromAnthropicContent, toAnthropicMessages, toAnthropicStructuredTool, toAnthropicTools } from './wire.js';
import { outputCap, ProviderError, withRateSignal, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export type AnthropicProviderConfig = z.infer<typeof AnthropicProviderSchema>;

type AnthropicModule = typeof import('@anthropic-ai/sdk');
type AnthropicClient = InstanceType<AnthropicModule['Anthropic']>;

let sdkModule: Promise<AnthropicModule> | undefined;
function loadSdk(): Promise<AnthropicModule> {
  sdkModule ??= import('@anthropic-ai/sdk');
  return sdkModule;
}

/** The SDK's own timeout only backs up ours (withRetries aborts at timeout_ms). */
const SDK_TIMEOUT_MARGIN_MS = 5_000;

const MessageSchema = z.object({
  content: z.array(AnthropicBlockSchema),
  stop_reason: z.string().nullish(),
  usage: z
    .object({ input_tokens: z.number().int().min(0).nullish(), output_tokens: z.number().int().min(0).nullish() })
    .nullish(),
});

export function createAnthropicProvider(name: string, cfg: AnthropicProviderConfig, deps: { apiKey: string }): Provider {
  let client: Promise<{ sdk: AnthropicModule; client: AnthropicClient }> | undefined;
  const getClient = () => {
    client ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.Anthropic({
        apiKey: deps.apiKey,
        ...(cfg.base_url === undefined ? {} : { baseURL: cfg.base_url }),
        maxRetries: 0,
        // Setting a timeout also stops the SDK refusing large max_tokens without streaming.
        timeout: cfg.timeout_ms + SDK_TIMEOUT_MARGIN_MS,
      }),
    }));
    return client;
  };

  return {
    name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const { sdk, client: anthropic } = await getClient();
      const target: CallTarget = {
        provider: name,
        model: cfg.model,
        baseUrl: anthropic.baseURL,
        keyEnv: cfg.api_key_env,
        secret: deps.apiKey,
      };
      const hasTools = request.tools !== undefined && request.tools.length > 0;
      // Structured output (issue 30 item 4) as one forced tool, unless the config turns it off; never beside agent tools.
      const structured = cfg.structured_output === false || hasTools ? undefined : request.structuredOutput;
      const started = performance.now();
      let raw: unknown;
      let headers: Headers | undefined;
      try {
        const answer = await anthropic.messages.create(
          {
            model: cfg.model,
            max_tokens: outputCap(cfg.max_tokens, request.maxTokens) ?? cfg.max_tokens,
            ...(request.system === '' ? {} : { system: request.system }),
            ...(cfg.temperature === undefined ? {} : { temperature: cfg.temperature }),
            messages: toAnthropicMessages(request.messages),
            // Only with tools: a request without them is byte for byte what it was before agents.
            ...(request.tools === undefined || !hasTools ? {} : { tools: toAnthropicTools(request.tools) }),
            ...(structured === undefined ? {} : toAnthropicStructuredTool(structured)),
          },
          request.signal ? { signal: request.signal } : {},
        ).withResponse();
        raw = answer.data;
        headers = answer.response.headers;
      } catch (err) {
        // The rate-limit headers of an error response go to the governor (src/providers/governor.ts).
        const error = providerErrorFromSdk(err, sdk, target);
        throw withRateSignal(structured === undefined ? error : withStructuredOutputHint(error, name, 'anthropic'), err instanceof sdk.APIError ? parseRateSignal(err.headers) : undefined);
      }
      const rate = parseRateSignal(headers);
      const latencyMs = performance.now() - started;
      const parsed = MessageSchema.safeParse(raw);
      if (!parsed.success) {
        throw new ProviderError(
          'bad_output',
          `provider '${name}': the reply of ${target.baseUrl} is not a message: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? '?'}`,
          { retryable: false },
        );
      }
      const content = fromAnthropicContent(parsed.data.content);
      // The forced tool's input is the reply, not a tool call: the answer is final.
      const reply = structured === undefined ? undefined : anthropicStructuredReply(content.toolCalls, structured.name);
      const texts = reply === undefined ? content.texts : [reply.output];
      const toolCalls = reply === undefined ? content.toolCalls : reply.toolCalls;
      if (texts.length === 0 && toolCalls.length === 0) {
        throw new ProviderError('bad_output', `provider '${name}': the reply of model '${cfg.model}' has no text block`, {
          retryable: false,
        });
      }
      const stop = reply !== undefined && toolCalls.length === 0 && parsed.data.stop_reason === 'tool_use' ? 'end' : anthropicStop(parsed.data.stop_reason);
      return {
        output: texts.join(''),
        usage: {
          input_tokens: parsed.data.usage?.input_tokens ?? 0,
          output_tokens: parsed.data.usage?.output_tokens ?? 0,
        },
        latencyMs,
        ...(rate === undefined ? {} : { rate }),
        ...(toolCalls.length === 0 ? {} : { toolCalls }),
        ...(stop === undefined ? {} : { stop }),
      };
    },
  };
}
