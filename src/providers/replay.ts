/**
 * The `replay` provider: serves recorded outputs, so that a suite runs offline and for free. A request
 * whose exact system + messages (and tools) were never recorded is an error, so a changed prompt never
 * replays a stale answer. Each turn of an agent run is its own recording: a sample's tool calls, stop
 * reason and an exec agent's trajectory are served with its output.
 */
import type { z } from 'zod';
import { configuredFolder } from '../config/folders.js';
import { ConfigError } from '../config/types.js';
import type { ReplayProviderSchema } from '../config/schema.js';
import { keyOfRequest, readRecording, type Recording, type RecordingTarget } from './recording.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export type ReplayProviderConfig = z.infer<typeof ReplayProviderSchema>;

/** The recordings folder, through the one path resolver when read: it may have become a link out of the repository since loading. */
async function recordingsFolder(name: string, cfg: ReplayProviderConfig, folders: { root: string; dir: string }): Promise<string> {
  try {
    return await configuredFolder(folders, `providers.${name}.recordings`, cfg.recordings);
  } catch (err) {
    if (err instanceof ConfigError) throw new ProviderError('bad_output', `replay provider '${name}': ${err.message}`, { retryable: false });
    throw err;
  }
}

/**
 * `target`: the record_with provider's identity (recordingTarget), part of every key. `root`: the
 * repository root (realpath'd) the recordings folder must stay in.
 */
export function createReplayProvider(name: string, cfg: ReplayProviderConfig, deps: { configDir: string; root: string; target?: RecordingTarget }): Provider {
  const folders = { root: deps.root, dir: deps.configDir };
  /** Each file is read once, on first use. */
  const cache = new Map<string, Promise<Recording | undefined>>();
  const load = (key: string) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = recordingsFolder(name, cfg, folders).then((dir) => readRecording(dir, key));
      cache.set(key, pending);
    }
    return pending;
  };

  return {
    name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const started = performance.now();
      const key = keyOfRequest(request, deps.target);
      const recording = await load(key);
      if (!recording) {
        throw new ProviderError(
          'no_recording',
          `no recording for this context (scenario '${request.meta.scenario}', key ${key.slice(0, 12)}${deps.target?.model ? `, model ${deps.target.model}` : ''}); run \`context-eval record\``,
          { retryable: false },
        );
      }
      const run = Number.isInteger(request.meta.run) && request.meta.run >= 0 ? request.meta.run : 0;
      // An agent turn after the first is reached only by the runs whose earlier turns led there: the sample
      // that run recorded, when there is one, keeps each run on its own trajectory (DESIGN §3b).
      const sample = recording.samples.find((s) => s.run === run) ?? recording.samples[run % recording.samples.length];
      if (!sample) throw new ProviderError('bad_output', `recording ${key} has no samples; run \`context-eval record\``, { retryable: false });
      return {
        output: sample.output,
        usage: { input_tokens: sample.usage.input_tokens, output_tokens: sample.usage.output_tokens },
        ...(sample.toolCalls === undefined ? {} : { toolCalls: sample.toolCalls.map((c) => ({ id: c.id, name: c.name, args: c.args })) }),
        ...(sample.stop === undefined ? {} : { stop: sample.stop }),
        ...(sample.trajectory === undefined ? {} : { trajectory: sample.trajectory.map((t) => ({ ...t })) }),
        latencyMs: performance.now() - started,
      };
    },
  };
}
