/**
 * Issue 32, item 6: `providers.<name>.max_concurrency`. A server that answers one request at a time
 * (a local model) must not get 8 requests at once because --concurrency (or the action's input) says 8:
 * the requests of that provider in flight never exceed its max_concurrency, whoever sends them. A fake
 * server counts the requests it holds at once.
 */
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../src/config/json-schema.js';
import { ConfigSchema } from '../../src/config/schema.js';
import { createProviders } from '../../src/providers/factory.js';
import { governorSettings } from '../../src/providers/governors.js';
import { runCliInProcess } from '../cli/in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRequest } from './request.js';

let fake: FakeOpenAI;
let inFlight = 0;
let peak = 0;
const dirs: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
beforeEach(() => {
  inFlight = 0;
  peak = 0;
  fake.requests.length = 0;
  // A server that holds each request a moment, counting how many it holds at once.
  fake.setHandler(async () => {
    inFlight++;
    peak = Math.max(peak, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 10));
    inFlight--;
    return { content: 'PASS' };
  });
});

const tmp = () => {
  const d = realpathSync.native(mkdtempSync(path.join(tmpdir(), 'max-concurrency-')));
  dirs.push(d);
  return d;
};

describe('the max_concurrency key', () => {
  it.each(['openai', 'anthropic', 'exec'])('is a positive whole number on %s providers', (type) => {
    const base = type === 'exec' ? { type, command: 'node agent.js' } : { type, model: 'm' };
    const parse = (v: unknown) => ConfigSchema.safeParse({ version: 1, providers: { p: { ...base, max_concurrency: v } }, roles: {} });
    expect(parse(1).success).toBe(true);
    expect(parse(4).success).toBe(true);
    for (const bad of [0, -1, 1.5, '2']) expect(parse(bad).success, String(bad)).toBe(false);
  });

  it('is in the committed JSON schema (editors offer it) and not on replay providers', () => {
    const validate = new Ajv2020({ strict: false }).compile(configJsonSchema());
    expect(validate({ version: 1, providers: { p: { type: 'openai', model: 'm', max_concurrency: 1 } }, roles: {} })).toBe(true);
    expect(validate({ version: 1, providers: { p: { type: 'openai', model: 'm', max_concurrency: 0 } }, roles: {} })).toBe(false);
    expect(validate({ version: 1, providers: { p: { type: 'replay', recordings: 'r', max_concurrency: 1 } }, roles: {} })).toBe(false);
  });

  it("bounds the provider's governor", () => {
    const cfg = ConfigSchema.parse({ version: 1, providers: { p: { type: 'exec', command: 'node a.js', max_concurrency: 2 } }, roles: {} }).providers.p;
    if (!cfg) throw new Error('no provider');
    expect(governorSettings(cfg)).toMatchObject({ maxConcurrency: 2 });
  });

  it('holds a provider to its max_concurrency when 12 calls start at once', async () => {
    const dir = tmp();
    const config = ConfigSchema.parse({ version: 1, providers: { local: { type: 'openai', model: 'm', base_url: fake.baseUrl, max_concurrency: 2 } }, roles: {} });
    const provider = createProviders(config, { env: { OPENAI_API_KEY: 'k' }, configDir: dir, root: dir }).get('local');
    if (!provider) throw new Error('no provider');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, run) => provider.complete(makeRequest({ meta: { ...makeRequest().meta, run } }))));
    expect(answers.map((a) => a.output)).toEqual(Array(12).fill('PASS'));
    expect(fake.requests).toHaveLength(12);
    expect(peak).toBe(2);
  });

  it('wins over --concurrency 8 in a run: a one-at-a-time server gets one request at a time', async () => {
    const dir = tmp();
    mkdirSync(path.join(dir, 'prompts'));
    mkdirSync(path.join(dir, 'scenarios'));
    writeFileSync(
      path.join(dir, 'context-eval.yaml'),
      [
        'version: 1',
        'providers:',
        `  local: { type: openai, model: m, base_url: "${fake.baseUrl}", retries: 0, max_concurrency: 1 }`,
        'roles:',
        '  planner: { provider: local, system: prompts/planner.md, output: text }',
        'defaults: { runs: 3, threshold: 2/3 }',
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'prompts', 'planner.md'), 'You plan.\n');
    writeFileSync(
      path.join(dir, 'scenarios', 's.yaml'),
      `scenarios:\n${['a', 'b', 'c', 'd'].map((n) => `  - { name: ${n}, role: planner, context: { x: ${n} }, expect: [{ contains: [PASS] }] }\n`).join('')}`,
    );
    const r = await runCliInProcess(dir, ['run', '--concurrency', '8'], { OPENAI_API_KEY: 'k' });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(fake.requests.length).toBeGreaterThanOrEqual(8);
    expect(peak).toBe(1);
  });
});
