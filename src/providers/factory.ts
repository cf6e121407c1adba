/**
 * Builds the named providers of a config: HTTP providers and exec agents wrapped in the retry loop,
 * replay served as is. Keys are read from the environment on first use; the CLI calls missingKeys first
 * so that a missing key is reported (exit 2) before any model call.
 */
import type { ConfigFile, ProviderConfig } from '../config/schema.js';
import { createAnthropicProvider } from './anthropic.js';
import { createExecProvider } from './exec.js';
import { createOpenAIProvider } from './openai.js';
import { createReplayProvider } from './replay.js';
import { recordingTarget, type RecordingTarget } from './recording.js';

function withTarget(target: RecordingTarget | undefined): { target?: RecordingTarget } {
  return target ? { target } : {};
}
import { clockFor, governorFor } from './governors.js';
import { withRetries, type RetryOptions } from './retry.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export interface ProviderFactoryDeps {
  env: Record<string, string | undefined>;
  /** The config file's folder: exec `cwd` and replay `recordings` resolve from it. */
  configDir: string;
  /** The repository root (realpath'd, LoadedConfig.root): exec `cwd` and replay `recordings` must stay in it when used. */
  root: string;
  /** Backoff settings for tests (sleep, random); production uses the defaults. */
  retry?: Pick<RetryOptions, 'sleep' | 'random' | 'baseDelayMs' | 'maxDelayMs'>;
  /** This invocation runs one of this many shards: each provider's configured rate_limit is split by it. */
  shards?: number;
}

export interface MissingKey {
  provider: string;
  variable: string;
  /** Ready to print: names the provider and the variable, says how to fix it. */
  message: string;
}

export function missingKeyMessage(provider: string, variable: string): string {
  return `providers.${provider}: environment variable ${variable} is not set; export it, or set api_key_env to the variable that holds the key`;
}

function keyOf(env: Record<string, string | undefined>, variable: string): string | undefined {
  const value = env[variable];
  return value === undefined || value === '' ? undefined : value;
}

/** A provider whose real implementation (and key) is made on the first call. */
function lazyProvider(name: string, make: () => Provider): Provider {
  let made: Provider | undefined;
  return {
    name,
    complete(request: ProviderRequest): Promise<ProviderResponse> {
      try {
        made ??= make();
      } catch (err) {
        return Promise.reject(err);
      }
      return made.complete(request);
    },
  };
}

function keyed(name: string, cfg: { api_key_env: string }, env: Record<string, string | undefined>, make: (apiKey: string) => Provider): Provider {
  return lazyProvider(name, () => {
    const apiKey = keyOf(env, cfg.api_key_env);
    if (apiKey === undefined) throw new ProviderError('auth', missingKeyMessage(name, cfg.api_key_env), { retryable: false });
    return make(apiKey);
  });
}

function buildProvider(name: string, cfg: ProviderConfig, deps: ProviderFactoryDeps, config: ConfigFile): Provider {
  // One rate governor per provider of this config, shared by every provider built from it (runs, judges, review).
  const retry = (inner: Provider, c: { retries: number; timeout_ms: number }) =>
    withRetries(inner, {
      ...deps.retry,
      retries: c.retries,
      timeoutMs: c.timeout_ms,
      governor: governorFor(config, name, cfg, { clock: clockFor(deps.retry?.sleep), ...(deps.shards === undefined ? {} : { shards: deps.shards }) }),
    });
  switch (cfg.type) {
    case 'openai':
      return retry(
        keyed(name, cfg, deps.env, (apiKey) => createOpenAIProvider(name, cfg, { apiKey })),
        cfg,
      );
    case 'anthropic':
      return retry(
        keyed(name, cfg, deps.env, (apiKey) => createAnthropicProvider(name, cfg, { apiKey })),
        cfg,
      );
    case 'exec':
      // Built now: a command that cannot be split is a ConfigError before any call.
      return retry(createExecProvider(name, cfg, { configDir: deps.configDir, root: deps.root, env: deps.env }), cfg);
    case 'replay':
      return createReplayProvider(name, cfg, { configDir: deps.configDir, root: deps.root, ...withTarget(recordingTarget(config, name)) });
  }
}

/** Every provider under `providers:`, by name. */
export function createProviders(config: ConfigFile, deps: ProviderFactoryDeps): Map<string, Provider> {
  const providers = new Map<string, Provider>();
  for (const [name, cfg] of Object.entries(config.providers)) providers.set(name, buildProvider(name, cfg, deps, config));
  return providers;
}

/**
 * The key variables that the given providers need and the environment lacks (an empty value counts as
 * unset). A replay provider needs no key, except its `record_with` provider's when recording.
 */
export function missingKeys(
  config: ConfigFile,
  usedProviderNames: string[],
  env: Record<string, string | undefined>,
  opts: { recording?: boolean } = {},
): MissingKey[] {
  const missing: MissingKey[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const cfg = config.providers[name];
    if (!cfg) return;
    if (cfg.type === 'openai' || cfg.type === 'anthropic' || (cfg.type === 'exec' && cfg.api_key_env !== undefined)) {
      if (cfg.api_key_env !== undefined && keyOf(env, cfg.api_key_env) === undefined) {
        missing.push({ provider: name, variable: cfg.api_key_env, message: missingKeyMessage(name, cfg.api_key_env) });
      }
    } else if (cfg.type === 'replay' && opts.recording && cfg.record_with !== undefined) {
      visit(cfg.record_with);
    }
  };
  for (const name of usedProviderNames) visit(name);
  return missing;
}
