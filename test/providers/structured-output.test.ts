/**
 * Structured output (issue 30 item 4): a request may ask for a JSON reply of a given schema. The openai
 * provider sends it as `response_format: json_schema` (strict), the anthropic provider as one forced tool
 * whose tool_use input is the reply. `providers.<name>.structured_output: false` leaves it out, and a
 * server that refuses it names that setting. A request without it is sent, keyed and cached as before.
 */
import { realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createExecProvider } from '../../src/providers/exec.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import { createOpenAIProvider, type OpenAIProviderConfig } from '../../src/providers/openai.js';
import { createAnthropicProvider, type AnthropicProviderConfig } from '../../src/providers/anthropic.js';
import { keyOfRequest, writeRecording } from '../../src/providers/recording.js';
import { responseCacheKey } from '../../src/providers/cache.js';
import type { ProviderRequest } from '../../src/providers/types.js';
import { ProviderConfigSchema } from '../../src/config/schema.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js';
import { makeRequest, providerFailure } from './request.js';

const SCHEMA = {
  type: 'object',
  properties: { pass: { type: 'boolean' }, reason: { type: 'string' } },
  required: ['pass', 'reason'],
  additionalProperties: false,
};
const structured = { name: 'judge_verdict', schema: SCHEMA };

let openai: FakeOpenAI;
let anthropic: FakeAnthropic;
beforeAll(async () => {
  [openai, anthropic] = await Promise.all([startFakeOpenAI(), startFakeAnthropic()]);
});
afterAll(async () => {
  await Promise.all([openai.close(), anthropic.close()]);
});
beforeEach(() => {
  openai.requests.length = 0;
  anthropic.requests.length = 0;
  openai.setHandler(() => ({ content: '{"pass": true, "reason": "fine"}' }));
  anthropic.setHandler(() => ({ texts: ['ok'] }));
});

const openaiCfg = (over: Partial<OpenAIProviderConfig> = {}): OpenAIProviderConfig => ({
  type: 'openai',
  model: 'gpt-test',
  base_url: openai.baseUrl,
  api_key_env: 'OPENAI_API_KEY',
  timeout_ms: 5_000,
  retries: 0,
  ...over,
});
const anthropicCfg = (over: Partial<AnthropicProviderConfig> = {}): AnthropicProviderConfig => ({
  type: 'anthropic',
  model: 'claude-test',
  base_url: anthropic.baseUrl,
  api_key_env: 'ANTHROPIC_API_KEY',
  max_tokens: 256,
  timeout_ms: 5_000,
  retries: 0,
  ...over,
});
const openaiProvider = (over: Partial<OpenAIProviderConfig> = {}) => createOpenAIProvider('main', openaiCfg(over), { apiKey: 'sk-test-0123456789' });
const anthropicProvider = (over: Partial<AnthropicProviderConfig> = {}) => createAnthropicProvider('claude', anthropicCfg(over), { apiKey: 'sk-ant-test-0123456789' });

describe('openai: response_format', () => {
  it('sends the schema as a strict json_schema response_format', async () => {
    await openaiProvider().complete(makeRequest({ structuredOutput: structured }));
    expect(openai.requests[0]?.body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'judge_verdict', schema: SCHEMA, strict: true } });
  });

  it('sends none for a request without a schema, and none with structured_output: false', async () => {
    await openaiProvider().complete(makeRequest());
    await openaiProvider({ structured_output: false }).complete(makeRequest({ structuredOutput: structured }));
    expect(openai.requests).toHaveLength(2);
    for (const r of openai.requests) expect(Object.keys(r.body)).not.toContain('response_format');
  });

  it('a 400 that mentions response_format names the setting that turns it off', async () => {
    openai.setHandler(() => ({ status: 400, body: { error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error' } } }));
    const err = await providerFailure(openaiProvider().complete(makeRequest({ structuredOutput: structured })));
    expect(err.kind).toBe('bad_request');
    expect(err.message).toContain('providers.main.structured_output: false');
    expect(err.message).toContain("'response_format' of type 'json_schema' is not supported");
  });

  it('a 400 of a request without a schema does not name the setting', async () => {
    openai.setHandler(() => ({ status: 400, body: { error: { message: 'response_format is wrong somehow', type: 'invalid_request_error' } } }));
    const err = await providerFailure(openaiProvider().complete(makeRequest()));
    expect(err.message).not.toContain('structured_output');
  });
});

describe('anthropic: one forced tool', () => {
  it('sends the schema as the only tool and forces it', async () => {
    anthropic.setHandler(() => ({ toolUses: [{ name: 'judge_verdict', input: { pass: false, reason: 'No tests kept.' } }] }));
    await anthropicProvider().complete(makeRequest({ structuredOutput: structured }));
    const body = anthropic.requests[0]?.body;
    expect(body?.tools).toEqual([{ name: 'judge_verdict', description: expect.any(String) as string, input_schema: SCHEMA }]);
    expect(body?.tool_choice).toEqual({ type: 'tool', name: 'judge_verdict' });
  });

  it('takes the tool_use input as the JSON reply, not as a tool call', async () => {
    anthropic.setHandler(() => ({ toolUses: [{ name: 'judge_verdict', input: { pass: false, reason: 'No tests kept.' } }], stopReason: 'tool_use' }));
    const res = await anthropicProvider().complete(makeRequest({ structuredOutput: structured }));
    expect(JSON.parse(res.output)).toEqual({ pass: false, reason: 'No tests kept.' });
    expect(res.toolCalls).toBeUndefined();
    expect(res.stop).toBe('end');
  });

  it('sends no tool with structured_output: false, nor for a request without a schema', async () => {
    await anthropicProvider({ structured_output: false }).complete(makeRequest({ structuredOutput: structured }));
    await anthropicProvider().complete(makeRequest());
    expect(anthropic.requests).toHaveLength(2);
    for (const r of anthropic.requests) {
      expect(Object.keys(r.body)).not.toContain('tools');
      expect(Object.keys(r.body)).not.toContain('tool_choice');
    }
  });

  it('a 400 that mentions tool_choice names the setting that turns it off', async () => {
    anthropic.setHandler(() => ({ status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'tool_choice: forced tool use is not supported by this server' } } }));
    const err = await providerFailure(anthropicProvider().complete(makeRequest({ structuredOutput: structured })));
    expect(err.kind).toBe('bad_request');
    expect(err.message).toContain('providers.claude.structured_output: false');
  });
});

describe('keys', () => {
  const judgeRequest = (over: Partial<ProviderRequest> = {}): ProviderRequest => ({
    system: 'JUDGE',
    messages: [{ role: 'user', content: 'RUBRIC: x' }],
    meta: { role: 'judge', scenario: 's', run: 0, context: { rubric: 'x' } },
    ...over,
  });

  it('a request without a schema keeps its recording and cache keys (pinned before structured output)', () => {
    expect(keyOfRequest(judgeRequest())).toBe('4febebe9c97db4c3def930bca61c728ff6d57eab04cab826cd4deccded545c71');
    expect(keyOfRequest(judgeRequest(), { type: 'openai', model: 'gpt-test' })).toBe('8bd5c555f379cb1c9e0522e9eedc9e83074456bac688357d0d90fdf4eb38d536');
    expect(responseCacheKey(openaiCfg({ base_url: undefined }), judgeRequest())).toBe('1dde45996e8233c2077b755b08a23b10b48d6e1215d1802d8899be8aee30cf26');
  });

  it('a schema is part of the recording key, and of the cache key when the provider sends it', () => {
    const cfg = openaiCfg({ base_url: undefined });
    expect(keyOfRequest(judgeRequest({ structuredOutput: structured }))).not.toBe(keyOfRequest(judgeRequest()));
    expect(keyOfRequest(judgeRequest({ structuredOutput: { ...structured, name: 'other' } }))).not.toBe(keyOfRequest(judgeRequest({ structuredOutput: structured })));
    expect(responseCacheKey(cfg, judgeRequest({ structuredOutput: structured }))).not.toBe(responseCacheKey(cfg, judgeRequest()));
    expect(responseCacheKey({ ...cfg, structured_output: false }, judgeRequest({ structuredOutput: structured }))).toBe(responseCacheKey(cfg, judgeRequest()));
  });
});

describe('providers.<name>.structured_output', () => {
  it.each(['openai', 'anthropic'])('is a boolean of %s providers', (type) => {
    const off = ProviderConfigSchema.safeParse({ type, model: 'm', structured_output: false });
    expect(off.success && off.data).toMatchObject({ structured_output: false });
    expect(ProviderConfigSchema.safeParse({ type, model: 'm', structured_output: 'no' }).success).toBe(false);
  });
});

describe('exec and replay', () => {
  const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

  it('exec: the agent gets the schema on stdin as structured_output, only when asked', async () => {
    const root = realpathSync.native(fixtures);
    const exec = createExecProvider('agent', { type: 'exec', command: `${JSON.stringify(process.execPath)} exec/echo-agent.mjs`, timeout_ms: 10_000, retries: 0, max_output_bytes: 1 << 20 }, { configDir: fixtures, root });
    expect(JSON.parse((await exec.complete(makeRequest({ structuredOutput: structured }))).output)).toMatchObject({ structured_output: structured });
    expect(Object.keys(JSON.parse((await exec.complete(makeRequest())).output) as object)).not.toContain('structured_output');
  });

  it('replay: a recording of a request with a schema keeps it in the file and is served to that request only', async () => {
    const dir = realpathSync.native(await mkdtemp(join(tmpdir(), 'context-eval-structured-')));
    try {
      const request = makeRequest({ structuredOutput: structured });
      const file = await writeRecording(join(dir, 'recordings'), request, { output: '{"pass":true,"reason":"kept"}', usage: { input_tokens: 1, output_tokens: 1 } }, {}, { append: false });
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ request: { structured_output: structured } });
      const replay = createReplayProvider('offline', { type: 'replay', recordings: 'recordings' }, { configDir: dir, root: dir });
      expect((await replay.complete(request)).output).toBe('{"pass":true,"reason":"kept"}');
      expect((await providerFailure(replay.complete(makeRequest()))).kind).toBe('no_recording');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('anthropic: agent tools win', () => {
  it('a request with tools never gets the forced structured-output tool', async () => {
    const tools = [{ name: 'read_file', description: 'Reads a file', parameters: { type: 'object', properties: {} } }];
    await anthropicProvider().complete(makeRequest({ tools, structuredOutput: structured }));
    const body = anthropic.requests[0]?.body;
    expect((body?.tools as { name: string }[]).map((t) => t.name)).toEqual(['read_file']);
    expect(Object.keys(body ?? {})).not.toContain('tool_choice');
  });
});
