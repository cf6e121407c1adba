/**
 * The global call gate: at most `concurrency` model calls at once, and at most `budget.max_calls` calls
 * started in one invocation. Scenario runs and judge calls share one gate.
 */
import pLimit from 'p-limit';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export interface CallGate {
  /** Runs fn when a slot is free; counts one call as it starts. Throws ProviderError('budget') once the budget is spent. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Calls started so far. */
  calls(): number;
}

export function createCallGate(opts: { concurrency: number; maxCalls?: number }): CallGate {
  if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
    throw new RangeError(`concurrency must be a whole number of at least 1, got ${String(opts.concurrency)}; pass --concurrency 1 or more`);
  }
  const limit = pLimit(opts.concurrency);
  let started = 0;
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      return limit(async () => {
        if (opts.maxCalls !== undefined && started >= opts.maxCalls) {
          throw new ProviderError(
            'budget',
            `budget.max_calls (${opts.maxCalls}) reached: this run was not made; raise budget.max_calls or lower runs`,
            { retryable: false },
          );
        }
        started++;
        return fn();
      });
    },
    calls: () => started,
  };
}

/** The provider whose every call passes through the gate (wrap the retrying provider: retries count once). */
export function gated(provider: Provider, gate: CallGate): Provider {
  return {
    name: provider.name,
    complete: (request: ProviderRequest): Promise<ProviderResponse> => gate.run(() => provider.complete(request)),
  };
}
