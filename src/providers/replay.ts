/**
 * The `replay` provider: serves recorded outputs, so that a suite runs offline and for free. A request
 * whose exact system + messages were never recorded is an error, so a changed prompt never replays a
 * stale answer.
 */
import { resolve } from 'node:path';
import type { z } from 'zod';
import type { ReplayProviderSchema } from '../config/schema.js';
import { readRecording, requestKey, type Recording, type RecordingTarget } from './recording.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export type ReplayProviderConfig = z.infer<typeof ReplayProviderSchema>;

/** `target`: the record_with provider's identity (recordingTarget), part of every key. */
export function createReplayProvider(name: string, cfg: ReplayProviderConfig, deps: { configDir: string; target?: RecordingTarget }): Provider {
  const dir = resolve(deps.configDir, cfg.recordings);
  /** Each file is read once, on first use. */
  const cache = new Map<string, Promise<Recording | undefined>>();
  const load = (key: string) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = readRecording(dir, key);
      cache.set(key, pending);
    }
    return pending;
  };

  return {
    name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const started = performance.now();
      const key = requestKey(request.system, request.messages, deps.target);
      const recording = await load(key);
      if (!recording) {
        throw new ProviderError(
          'no_recording',
          `no recording for this context (scenario '${request.meta.scenario}', key ${key.slice(0, 12)}${deps.target?.model ? `, model ${deps.target.model}` : ''}); run \`context-eval record\``,
          { retryable: false },
        );
      }
      const run = Number.isInteger(request.meta.run) && request.meta.run >= 0 ? request.meta.run : 0;
      const sample = recording.samples[run % recording.samples.length];
      if (!sample) throw new ProviderError('bad_output', `recording ${key} has no samples; run \`context-eval record\``, { retryable: false });
      return {
        output: sample.output,
        usage: { input_tokens: sample.usage.input_tokens, output_tokens: sample.usage.output_tokens },
        latencyMs: performance.now() - started,
      };
    },
  };
}
