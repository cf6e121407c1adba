import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigSchema, type ConfigFile } from '../../src/config/schema.js';
import { ConfigError } from '../../src/config/types.js';
import { createProviders, missingKeys } from '../../src/providers/factory.js';
import { writeRecording } from '../../src/providers/recording.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

function config(providers: Record<string, unknown>): ConfigFile {
  return ConfigSchema.parse({ version: 1, providers, roles: {} });
}

const mixed = config({
  main: { type: 'openai', model: 'gpt-x' },
  claude: { type: 'anthropic', model: 'claude-x', api_key_env: 'CLAUDE_KEY' },
  agent: { type: 'exec', command: 'node agent.js' },
  offline: { type: 'replay', recordings: 'recordings', record_with: 'main' },
  frozen: { type: 'replay', recordings: 'recordings' },
});

describe('missingKeys', () => {
  it.each([
    { used: ['main'], env: {}, expected: [{ provider: 'main', variable: 'OPENAI_API_KEY' }] },
    { used: ['main'], env: { OPENAI_API_KEY: '' }, expected: [{ provider: 'main', variable: 'OPENAI_API_KEY' }] },
    { used: ['main'], env: { OPENAI_API_KEY: 'k' }, expected: [] },
    { used: ['claude'], env: { ANTHROPIC_API_KEY: 'k' }, expected: [{ provider: 'claude', variable: 'CLAUDE_KEY' }] },
    { used: ['agent', 'frozen'], env: {}, expected: [] },
    { used: ['offline'], env: {}, expected: [] },
    { used: ['main', 'main', 'claude'], env: {}, expected: [{ provider: 'main', variable: 'OPENAI_API_KEY' }, { provider: 'claude', variable: 'CLAUDE_KEY' }] },
  ])('$used with $env', ({ used, env, expected }) => {
    expect(missingKeys(mixed, used, env).map(({ provider, variable }) => ({ provider, variable }))).toEqual(expected);
  });

  it("needs a replay provider's record_with key only when recording", () => {
    expect(missingKeys(mixed, ['offline'], {}, { recording: true })).toEqual([
      {
        provider: 'main',
        variable: 'OPENAI_API_KEY',
        message: 'providers.main: environment variable OPENAI_API_KEY is not set; export it, or set api_key_env to the variable that holds the key',
      },
    ]);
    expect(missingKeys(mixed, ['frozen'], {}, { recording: true })).toEqual([]);
  });
});

describe('createProviders', () => {
  let fake: FakeOpenAI;
  let configDir: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    configDir = realpathSync.native(await mkdtemp(join(tmpdir(), 'context-eval-factory-')));
  });
  afterAll(async () => {
    await fake.close();
    await rm(configDir, { recursive: true, force: true });
  });

  it('builds every named provider, reading the key from the configured variable', async () => {
    const cfg = config({ main: { type: 'openai', model: 'gpt-x', base_url: fake.baseUrl, api_key_env: 'TEAM_KEY' } });
    const providers = createProviders(cfg, { env: { TEAM_KEY: 'team-secret' }, configDir, root: configDir });
    expect([...providers.keys()]).toEqual(['main']);
    const res = await providers.get('main')?.complete(makeRequest());
    expect(res?.output).toBe('ok');
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer team-secret');
  });

  it('wraps HTTP providers in retries with the configured count', async () => {
    fake.requests.length = 0;
    fake.setHandler(() => ({ status: 500 }));
    const cfg = config({ main: { type: 'openai', model: 'gpt-x', base_url: fake.baseUrl, retries: 2 } });
    const { sleep } = recordingSleep();
    const providers = createProviders(cfg, { env: { OPENAI_API_KEY: 'k' }, configDir, root: configDir, retry: { sleep } });
    const err = await providerFailure(providers.get('main')?.complete(makeRequest()) ?? Promise.resolve());
    expect(err.message).toContain('(after 3 attempts)');
    expect(fake.requests).toHaveLength(3);
    fake.setHandler(() => ({ content: 'ok' }));
  });

  it('fails a call (not the build) when the key is missing, naming the variable', async () => {
    const providers = createProviders(config({ main: { type: 'openai', model: 'gpt-x', base_url: fake.baseUrl } }), { env: {}, configDir, root: configDir });
    const err = await providerFailure(providers.get('main')?.complete(makeRequest()) ?? Promise.resolve());
    expect(err.kind).toBe('auth');
    expect(err.message).toContain('environment variable OPENAI_API_KEY is not set');
  });

  it('resolves replay recordings from the config folder', async () => {
    const request = makeRequest();
    await writeRecording(join(configDir, 'recordings'), request, { output: 'from disk', usage: { input_tokens: 1, output_tokens: 1 } }, {}, { append: false });
    const providers = createProviders(config({ offline: { type: 'replay', recordings: 'recordings' } }), { env: {}, configDir, root: configDir });
    expect((await providers.get('offline')?.complete(request))?.output).toBe('from disk');
  });

  it('throws a ConfigError for an exec command that cannot be split', () => {
    expect(() => createProviders(config({ agent: { type: 'exec', command: "node 'agent.js" } }), { env: {}, configDir, root: configDir })).toThrow(ConfigError);
  });
});
