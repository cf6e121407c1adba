/**
 * The global call gate: at most `concurrency` model calls at once, at most `budget.max_calls` calls
 * started in one invocation, and no call started once `budget.max_cost` is spent (calls in flight when
 * it is reached still finish, so the spend can pass the budget by their cost). Scenario runs and judge
 * calls share one gate.
 */
import pLimit from 'p-limit';
import type { Price } from '../config/schema.js';
import { callCost } from './price.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export interface CallGate {
  /** Runs fn when a slot is free; counts one call as it starts. Throws ProviderError('budget') once a budget is spent. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Adds a finished call's cost to the spend. */
  spend(amount: number): void;
  /** Calls started so far. */
  calls(): number;
  /** Money spent so far (priced calls only). */
  spent(): number;
}

export function createCallGate(opts: { concurrency: number; maxCalls?: number; maxCost?: number }): CallGate {
  if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
    throw new RangeError(`concurrency must be a whole number of at least 1, got ${String(opts.concurrency)}; pass --concurrency 1 or more`);
  }
  const limit = pLimit(opts.concurrency);
  let started = 0;
  let spent = 0;
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
        if (opts.maxCost !== undefined && spent >= opts.maxCost) {
          throw new ProviderError(
            'budget',
            `budget.max_cost (${opts.maxCost}) reached after spending ${round(spent)}: this run was not made; raise budget.max_cost or lower runs`,
            { retryable: false },
          );
        }
        started++;
        return fn();
      });
    },
    spend(amount: number) {
      spent += amount;
    },
    calls: () => started,
    spent: () => spent,
  };
}

function round(x: number): string {
  return String(Number(x.toPrecision(4)));
}

/**
 * The provider whose every call passes through the gate (wrap the retrying provider: retries count
 * once), its cost added to the spend when it has a price.
 */
export function gated(provider: Provider, gate: CallGate, price?: Price): Provider {
  return {
    name: provider.name,
    complete: (request: ProviderRequest): Promise<ProviderResponse> =>
      gate.run(async () => {
        const response = await provider.complete(request);
        if (price) gate.spend(callCost(response.usage, price));
        return response;
      }),
  };
}
