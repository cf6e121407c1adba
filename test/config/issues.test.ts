/** Messages for zod issues that the file-based table does not reach. */
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/config/schema.js';
import { describeIssues } from '../../src/config/issues.js';

function messagesFor(data: unknown): string[] {
  const parsed = ConfigSchema.safeParse(data);
  if (parsed.success) return [];
  return describeIssues(parsed.error.issues, ConfigSchema, data).map((p) => p.message);
}

const base = { version: 1, providers: { main: { type: 'openai', model: 'm' } }, roles: {} };

describe('describeIssues', () => {
  it.each([
    [{ ...base, scenarios: 5 }, 'scenarios: expected a string or a list, got 5'],
    [{ ...base, providers: { main: { model: 'm' } } }, 'providers.main.type is missing; set it to one of openai, anthropic, exec, replay'],
    [{ ...base, providers: { main: { type: 'openai' } } }, 'providers.main.model is required; add it (a string)'],
    [{ ...base, review: { leaks: 'wran' } }, "review.leaks: expected one of 'warn', 'fail', got 'wran'; did you mean 'warn'?"],
    [{ ...base, compare: { delta: 2 } }, 'compare.delta: expected a number < 1, got 2'],
    [{ ...base, watch: ['a', 3] }, 'watch[1]: expected a string, got 3'],
    [{ ...base, providers: { main: { type: 'exec', command: 'x', modle: 'y' } } }, "unknown key 'modle' in providers.main; valid keys: type, command, cwd, max_output_bytes, env, api_key_env, timeout_ms, retries, rate_limit, max_concurrency"],
  ])('%j → %s', (data, message) => {
    expect(messagesFor(data)).toContain(message);
  });
});
