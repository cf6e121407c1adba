/**
 * The I/O around the pure rate governor (src/providers/governor.ts): one per provider per loaded config,
 * so that every call of an invocation — scenario runs, judges, the review — shares it, whoever builds
 * the providers (createProviders is called by the pipeline and again by the review, with the same
 * config). It sleeps on the governor's behalf, parks calls that wait for a slot until a request
 * finishes, and counts the 429s and retries for the report.
 */
import type { ConfigFile, ProviderConfig } from '../config/schema.js';
import { Governor, type CallState, type Ticket } from './governor.js';

/** The default of `rate_limit.max_wait_s`: how long a provider may refuse before the runs give up. */
export const DEFAULT_MAX_WAIT_S = 300;

export interface RetryClock {
  /** Milliseconds, monotonic. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The real clock; or, when a test injects its own sleep, a clock that moves only by the sleeps, so that
 * the governor and the fake sleep agree on the time.
 */
export function clockFor(sleep?: (ms: number) => Promise<void>): RetryClock {
  if (!sleep) return { now: () => performance.now(), sleep: realSleep };
  let t = 0;
  return {
    now: () => t,
    sleep: (ms: number) => {
      t += ms;
      return sleep(ms);
    },
  };
}

export type Acquired = { ticket: Ticket } | { giveUp: string } | { aborted: true };

export class SharedGovernor {
  readonly #waiters: (() => void)[] = [];

  constructor(
    readonly governor: Governor,
    readonly clock: RetryClock,
  ) {}

  /** Waits until the governor lets a request go, gives up, or the caller aborts. */
  async acquire(call: CallState, signal: AbortSignal | undefined): Promise<Acquired> {
    for (;;) {
      if (signal?.aborted) return { aborted: true };
      const a = this.governor.admit(call);
      if (a.kind === 'go') return { ticket: a.ticket };
      if (a.kind === 'give-up') return { giveUp: a.reason };
      if (a.ms !== undefined) await this.clock.sleep(a.ms);
      else await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** A request finished: the calls waiting for a slot ask again. */
  wake(): void {
    for (const resolve of this.#waiters.splice(0)) resolve();
  }
}

/**
 * The governor's settings from a provider's config; a configured rate is split evenly across `shards` jobs.
 * `max_concurrency` is the governor's largest window: its requests in flight never exceed it (a shard
 * job is its own process, so each shard may have that many).
 */
export function governorSettings(cfg: ProviderConfig, shards = 1): { maxWaitMs: number; requestsPerSecond?: number; tokensPerSecond?: number; maxConcurrency?: number } {
  const rl = cfg.type === 'replay' ? undefined : cfg.rate_limit;
  const maxConcurrency = cfg.type === 'replay' ? undefined : cfg.max_concurrency;
  const split = Math.max(1, shards) * 60;
  return {
    maxWaitMs: (rl?.max_wait_s ?? DEFAULT_MAX_WAIT_S) * 1000,
    ...(maxConcurrency === undefined ? {} : { maxConcurrency }),
    ...(rl?.requests_per_minute === undefined ? {} : { requestsPerSecond: rl.requests_per_minute / split }),
    ...(rl?.tokens_per_minute === undefined ? {} : { tokensPerSecond: rl.tokens_per_minute / split }),
  };
}

const registries = new WeakMap<ConfigFile, Map<string, SharedGovernor>>();

/** The governor of provider `name` of this config, made on first use. */
export function governorFor(config: ConfigFile, name: string, cfg: ProviderConfig, opts: { shards?: number; clock: RetryClock }): SharedGovernor {
  let registry = registries.get(config);
  if (!registry) {
    registry = new Map();
    registries.set(config, registry);
  }
  let shared = registry.get(name);
  if (!shared) {
    shared = new SharedGovernor(new Governor({ now: opts.clock.now, ...governorSettings(cfg, opts.shards) }), opts.clock);
    registry.set(name, shared);
  }
  return shared;
}

/** The 429s received and the retries made so far by the providers of this config. */
export function trafficOf(config: ConfigFile): { rateLimited: number; retries: number } {
  let rateLimited = 0;
  let retries = 0;
  for (const shared of registries.get(config)?.values() ?? []) {
    const s = shared.governor.stats();
    rateLimited += s.rateLimited;
    retries += s.retries;
  }
  return { rateLimited, retries };
}
