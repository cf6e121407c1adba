/**
 * Rate limits are a budget, not an error (issue #23): against the local fake OpenAI server limiting
 * requests, no run is lost and a 429 spends no retry; a provider that refuses forever ends each run as an
 * error that says "rate limited", never a pass. Waits are a few tens of milliseconds, so this stays fast.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPipeline } from '../../src/pipeline/pipeline.js';
import { clockFor, governorFor, governorSettings } from '../../src/providers/governors.js';
import type { ProviderConfig } from '../../src/config/schema.js';
import { createAnthropicProvider } from '../../src/providers/anthropic.js';
import { createOpenAIProvider } from '../../src/providers/openai.js';
import { withRetries } from '../../src/providers/retry.js';
import { startFakeAnthropic } from '../fakes/anthropic-server.js';
import { makeRequest, recordingSleep } from './request.js';
import { summaryLine } from '../../src/report/format.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  llm.requests.length = 0;
});

/** A token bucket of `burst` requests refilled at `perSecond`; an empty bucket answers 429 with retry-after-ms. */
function limited(perSecond: number, burst: number, retryAfterMs: number): FakeHandler & { refused: () => number } {
  let level = burst;
  let at = performance.now();
  let refused = 0;
  const handler: FakeHandler = () => {
    const now = performance.now();
    level = Math.min(burst, level + ((now - at) / 1000) * perSecond);
    at = now;
    if (level < 1) {
      refused++;
      return { status: 429, headers: { 'retry-after-ms': String(retryAfterMs) }, body: { error: { message: 'Rate limit reached for requests', type: 'requests' } } };
    }
    level -= 1;
    return { content: 'PASS', delayMs: 5 };
  };
  return Object.assign(handler, { refused: () => refused });
}

function suite(provider: string, scenarios: number, runs: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-ratelimit-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY${provider} }\n` +
      `roles:\n  agent: { provider: fake, system: prompts/agent.md }\ndefaults: { runs: ${runs}, threshold: "${runs}/${runs}", verdict: count }\n`,
  );
  const items = Array.from({ length: scenarios }, (_, i) => `  - name: case-${i}\n    role: agent\n    context: { case: ${i} }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return path.join(dir, 'context-eval.yaml');
}

const io = { env: { FAKE_KEY: 'k' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };

describe('rate limits', () => {
  it('loses no run against a provider that limits requests, and a 429 spends no retry', async () => {
    const fake = limited(20, 2, 30);
    llm.setHandler(fake);
    // retries: 0: a 429 that spent a retry would lose its run.
    const { report } = await runPipeline({ configPath: suite(', retries: 0', 10, 3), concurrency: 16 }, io);
    expect(fake.refused()).toBeGreaterThan(0);
    expect(report.summary.errored).toBe(0);
    expect(report.summary.passed).toBe(10);
    expect(report.scenarios.flatMap((s) => s.runs).filter((r) => r.error !== undefined)).toEqual([]);
    expect(report.summary.rateLimited).toBe(fake.refused());
    expect(report.summary.retries).toBe(0);
    expect(summaryLine(report)).toContain(`${fake.refused()} rate limited (HTTP 429)`);
  });

  it('ends every run of a provider that refuses forever as an error that says "rate limited", never a pass', async () => {
    llm.setHandler(() => ({ status: 429, headers: { 'retry-after-ms': '20' } }));
    const { report } = await runPipeline({ configPath: suite(', retries: 3, rate_limit: { max_wait_s: 0.2 }', 2, 2), concurrency: 4 }, io);
    expect(report.verdict).toBe('error');
    expect(report.summary.passed).toBe(0);
    expect(report.summary.errored).toBe(2);
    const runs = report.scenarios.flatMap((s) => s.runs);
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) {
      expect(r.pass).toBe(false);
      expect(r.error).toMatch(/rate limited/);
      expect(r.error).toMatch(/max_wait_s \(0\.2\)/);
    }
    expect(report.summary.retries).toBe(0);
  });

  it('still retries 5xx, spending retries, and counts them', async () => {
    llm.setHandler((_b, i) => (i % 2 === 0 ? { status: 503 } : { content: 'PASS' }));
    const { report } = await runPipeline({ configPath: suite(', retries: 1', 1, 2), concurrency: 1 }, io);
    expect(report.summary.passed).toBe(1);
    expect(report.summary.retries).toBe(2);
    expect(report.summary.rateLimited).toBe(0);
  });
});

describe('rate_limit settings', () => {
  const openai = (rate_limit?: Extract<ProviderConfig, { type: 'openai' }>['rate_limit']): ProviderConfig => ({
    type: 'openai', model: 'm', api_key_env: 'K', timeout_ms: 1_000, retries: 3, ...(rate_limit ? { rate_limit } : {}),
  });

  it('splits a configured rate evenly across the shards, and defaults max_wait_s to 300', () => {
    expect(governorSettings(openai({ requests_per_minute: 600, tokens_per_minute: 120_000, max_wait_s: 30 }), 4)).toEqual({ maxWaitMs: 30_000, requestsPerSecond: 2.5, tokensPerSecond: 500 });
    expect(governorSettings(openai(), 4)).toEqual({ maxWaitMs: 300_000 });
  });

  it('a sharded run paces its provider at its share of requests_per_minute', async () => {
    llm.setHandler(() => ({ content: 'PASS' }));
    const { loaded } = await runPipeline({ configPath: suite(', rate_limit: { requests_per_minute: 1200 }', 4, 1), concurrency: 4, shard: { index: 1, total: 4 } }, io);
    const cfg = loaded.config.providers.fake;
    if (!cfg) throw new Error('no provider fake');
    // The governor the run used (made on first use, per loaded config): 1200 a minute ÷ 4 shards = 5 a second.
    expect(governorFor(loaded.config, 'fake', cfg, { clock: clockFor() }).governor.requestRate()).toBe(5);
  });

  it('rejects a rate that is not above zero, naming the setting', async () => {
    await expect(runPipeline({ configPath: suite(', rate_limit: { requests_per_minute: 0 }', 1, 1), concurrency: 1 }, io)).rejects.toThrow(/rate_limit\.requests_per_minute/);
  });
});

describe('rate-limit headers reach the governor', () => {
  it("openai: x-ratelimit-remaining-requests: 0 holds the next call until x-ratelimit-reset-requests", async () => {
    llm.setHandler(() => ({ content: 'ok', headers: { 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '2s' } }));
    const { sleep, waits } = recordingSleep();
    const p = withRetries(createOpenAIProvider('main', { type: 'openai', model: 'm', base_url: llm.baseUrl, api_key_env: 'K', timeout_ms: 5_000, retries: 0 }, { apiKey: 'k' }), { retries: 0, timeoutMs: 5_000, sleep });
    await p.complete(makeRequest());
    expect(waits).toEqual([]);
    await p.complete(makeRequest());
    expect(waits).toEqual([2_000]);
  });

  it('anthropic: anthropic-ratelimit-requests-remaining: 0 holds the next call until the reset time', async () => {
    const fake = await startFakeAnthropic(() => ({ texts: ['ok'], headers: { 'anthropic-ratelimit-requests-remaining': '0', 'anthropic-ratelimit-requests-reset': new Date(Date.now() + 60_000).toISOString() } }));
    try {
      const { sleep, waits } = recordingSleep();
      const p = withRetries(createAnthropicProvider('main', { type: 'anthropic', model: 'm', base_url: fake.baseUrl, api_key_env: 'K', timeout_ms: 5_000, retries: 0, max_tokens: 16 }, { apiKey: 'k' }), { retries: 0, timeoutMs: 5_000, sleep });
      await p.complete(makeRequest());
      await p.complete(makeRequest());
      expect(waits).toHaveLength(1);
      expect(waits[0]).toBeGreaterThan(50_000);
      expect(waits[0]).toBeLessThanOrEqual(60_000);
    } finally {
      await fake.close();
    }
  });
});
