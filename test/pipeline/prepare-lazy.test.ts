/**
 * Preparation checks every prompt before the first model call, but renders a scenario's user message and
 * computes its context hash only when they are first read (issue 12: 20,000 scenarios rendered and hashed
 * up front delayed the first request by about 0.4 s). These tests pin that the lazy values are exactly what
 * eager rendering gave, and that a template problem is still a config error before any call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoleConfig } from '../../src/config/schema.js';
import { ConfigError } from '../../src/config/types.js';
import { contextHash } from '../../src/affected/context-hash.js';
import { loadAndSelect, runPipeline } from '../../src/pipeline/pipeline.js';
import { prepareScenarios } from '../../src/pipeline/prepare.js';
import { buildPrompt, checkPrompt } from '../../src/scenarios/prompt.js';
import type { Scenario } from '../../src/scenarios/types.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

const role: RoleConfig = { provider: 'main', system: ['a.md'], template: 'task.md', output: 'text', json_strict: false, fields: { steps: 'steps', risk: 'risk' }, depends_on: [], vars: {} };

function scenario(context: Record<string, unknown>): Scenario {
  return { name: 's', role: 'r', file: 'scenarios/s.yaml', source: { file: 'scenarios/s.yaml', line: 3, col: 1 }, runs: 3, threshold: 1, context, expect: [], dependsOn: [], provenance: {} };
}

function thrown(f: () => unknown): unknown {
  try {
    f();
    return undefined;
  } catch (err) {
    return err instanceof ConfigError ? { message: err.message, file: err.file, line: err.line, col: err.col } : err;
  }
}

describe('checkPrompt throws exactly what rendering throws', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['every field present', 'A {{ a }} B {{ b.c }}', { a: 1, b: { c: [1, 2] } }],
    ['the first of two missing fields', 'x\n  {{ a }} {{ missing }}\n{{ other }}', { a: 'y' }],
    ['a field whose value is undefined', '{{ a }}', { a: undefined }],
    ['an index past the end', '{{ list[2] }}', { list: [1, 2] }],
    ['an empty context', 'only {{ x }}', {}],
    ['no placeholder at all', 'plain text', {}],
    ['a null value (rendered as YAML null)', '{{ a }}', { a: null }],
  ];
  it.each(cases)('%s', (_label, text, context) => {
    const template = { path: 'prompts/task.md', text };
    const eager = thrown(() => buildPrompt(role, scenario(context), { system: [], template }));
    expect(thrown(() => checkPrompt(role, scenario(context), { template }))).toEqual(eager);
  });

  it('names the missing field, its line and column, and the scenario (the case above that fails)', () => {
    const template = { path: 'prompts/task.md', text: 'x\n  {{ a }} {{ missing }}' };
    expect(thrown(() => checkPrompt(role, scenario({ a: 'y' }), { template }))).toMatchObject({ file: 'prompts/task.md', line: 2, col: 11 });
  });
});

describe('prepared scenarios', () => {
  let llm: FakeOpenAI;
  beforeAll(async () => {
    llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
  });
  afterAll(async () => {
    await llm.close();
    await removeProjects();
  });

  async function suite(third: string): Promise<string> {
    const dir = await makeProject({
      'prompts/agent.md': 'Answer PASS.\n',
      'prompts/task.md': 'Task: {{ task }}\n',
      'context-eval.yaml':
        `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0, timeout_ms: 60000 }\n` +
        `roles:\n  agent: { provider: fake, system: prompts/agent.md, template: prompts/task.md }\n  plain: { provider: fake, system: prompts/agent.md }\n` +
        `defaults: { runs: 2, threshold: 1 }\n`,
      'scenarios/all.yaml':
        `scenarios:\n  - { name: one, role: agent, context: { task: first }, expect: [{ contains: [PASS] }] }\n` +
        `  - { name: two, role: plain, context: { task: second, n: [1, 2] }, expect: [{ contains: [PASS] }] }\n${third}`,
    });
    return path.join(dir, 'context-eval.yaml');
  }
  const io = { env: { FAKE_KEY: 'k' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };

  it('render and hash on first read, once, to what eager rendering gives', async () => {
    const { loaded } = await loadAndSelect({ configPath: await suite(''), concurrency: 1 }, io);
    const prepared = await prepareScenarios(loaded, loaded.scenarios, io.readText);
    expect(prepared.map((p) => p.scenario.name)).toEqual(['one', 'two']);
    for (const p of prepared) {
      // Getters of one shared class, not closures per scenario (issue 23 item 5: two closures, their contexts and a hidden class each, kept all run).
      expect(Object.getOwnPropertyDescriptor(p, 'messages')).toBeUndefined();
      expect(Object.getOwnPropertyDescriptor(p, 'contextHash')).toBeUndefined();
      expect(Object.getPrototypeOf(p)).toBe(Object.getPrototypeOf(prepared[0]));
      expect(Object.getPrototypeOf(p)).not.toBe(Object.prototype);
      const template = p.role.template === undefined ? undefined : { path: p.role.template, text: 'Task: {{ task }}\n' };
      const eager = buildPrompt(p.role, p.scenario, { system: [{ path: 'prompts/agent.md', text: 'Answer PASS.\n' }], ...(template ? { template } : {}) });
      expect(p.system).toBe(eager.system);
      expect(p.messages).toEqual(eager.messages);
      // Rendered at each read (the executor reads it once per scenario), not kept after the scenario ran.
      expect(p.messages).toEqual(p.messages);
      expect(p.messages).not.toBe(p.messages);
      const provider = loaded.config.providers['fake'];
      if (!provider) throw new Error('no provider');
      expect(p.contextHash).toBe(contextHash({ system: eager.system, ...(template ? { template: template.text } : {}), scenario: p.scenario, provider }));
    }
    expect(prepared[0]?.messages[0]?.content).toBe('Task: first\n');
    expect(prepared[1]?.messages[0]?.content).toBe('task: second\nn:\n  - 1\n  - 2\n');
  });

  it('a template field missing in the last scenario is a config error before any model call', async () => {
    const before = llm.requests.length;
    const configPath = await suite(`  - { name: three, role: agent, context: { other: x }, expect: [{ contains: [PASS] }] }\n`);
    const failed = await runPipeline({ configPath, concurrency: 4 }, io).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(ConfigError);
    expect((failed as ConfigError).message).toMatch(/template field 'task' is missing from the context of scenario 'three'/);
    expect(llm.requests.length).toBe(before);
  });

  it('a run sends the rendered messages (the same suite, fixed)', async () => {
    const before = llm.requests.length;
    const { report } = await runPipeline({ configPath: await suite(''), concurrency: 2 }, io);
    expect(report.scenarios.map((s) => [s.name, s.verdict])).toEqual([
      ['one', 'pass'],
      ['two', 'pass'],
    ]);
    const users = llm.requests.slice(before).map((r) => r.body.messages.find((m) => m.role === 'user')?.content);
    expect(new Set(users)).toEqual(new Set(['Task: first\n', 'task: second\nn:\n  - 1\n  - 2\n']));
  });
});
