import { ProviderError, type ProviderRequest } from '../../src/providers/types.js';

/** A request as the runner makes it, with overrides. */
export function makeRequest(over: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    system: 'You are the planner.',
    messages: [{ role: 'user', content: 'Refactor the auth module.' }],
    meta: { role: 'planner', scenario: 'planner-decomposes', run: 0, context: { objective: 'Refactor auth' } },
    ...over,
  };
}

/** A sleep that records the waits instead of waiting. */
export function recordingSleep(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/** Awaits a call that must fail with a ProviderError, and returns that error. */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a ProviderError, the call succeeded with ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(outcome.error)}`);
  return outcome.error;
}
