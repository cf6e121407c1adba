import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, contextHash, type ContextHashParts } from '../../src/affected/context-hash.js';
import { ProviderConfigSchema } from '../../src/config/schema.js';
import type { Scenario } from '../../src/scenarios/types.js';

describe('canonicalJson', () => {
  it.each([
    { value: { b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }, json: '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}' },
    { value: { a: undefined, b: 'x' }, json: '{"b":"x"}' },
    { value: [undefined, 1], json: '[null,1]' },
    { value: 'text', json: '"text"' },
    { value: { 'B': 1, 'a': 2, '10': 3, '9': 4 }, json: '{"10":3,"9":4,"B":1,"a":2}' },
  ])('$json', ({ value, json }) => {
    expect(canonicalJson(value)).toBe(json);
  });

  it('is the same whatever the key order', () => {
    expect(canonicalJson({ x: { p: 1, q: [1, 2] }, y: 'a' })).toBe(canonicalJson({ y: 'a', x: { q: [1, 2], p: 1 } }));
  });

  it('refuses a cycle with a clear error', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => canonicalJson(a)).toThrow(/cycle/);
  });
});

function baseParts(): ContextHashParts {
  const scenario: Scenario = {
    name: 'planner-decomposes',
    role: 'planner',
    file: 'scenarios/planner.yaml',
    source: { file: 'scenarios/planner.yaml', line: 1, col: 1 },
    runs: 5,
    threshold: 3 / 5,
    context: { objective: 'Refactor auth', constraints: ['max 2 files per step'], files: { 'src/auth.rs': 'fn main() {}' } },
    expect: [
      { kind: 'decomposes', args: true, source: { file: 'scenarios/planner.yaml', line: 9, col: 5 } },
      { kind: 'absent', args: ['delete'], source: { file: 'scenarios/planner.yaml', line: 10, col: 5 } },
    ],
    dependsOn: ['scenarios/planner.yaml'],
    provenance: { runs: 'scenarios/planner.yaml:3' },
  };
  return {
    system: 'You are a planner.',
    template: 'Objective: {{objective}}',
    scenario,
    provider: ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini', temperature: 0.7, max_tokens: 2048 }),
  };
}

describe('contextHash', () => {
  const base = contextHash(baseParts());

  it('keeps the hashes stored history already holds (these were computed before the hash was fed in pieces)', () => {
    expect(base).toBe('7cd632e64b80eaf0a43921eb3c0fd5dde170a8f3696da081b2be4fb9b521a52d');
    const { template: _template, ...withoutTemplate } = baseParts();
    expect(contextHash(withoutTemplate)).toBe('244e38128b44fb97dc83c19f26786c33b930a7ef5ffaa82bf0f7ece3ca60a6b7');
  });

  /** The definition: sha256 of the canonical JSON of the hashed parts, as one string. */
  function reference(parts: ContextHashParts): string {
    const keys = ['type', 'model', 'temperature', 'max_tokens', 'command'];
    const s = parts.scenario;
    const hashed = {
      format: 1,
      system: parts.system,
      template: parts.template ?? null,
      scenario: { name: s.name, role: s.role, threshold: s.threshold, context: s.context, expect: s.expect.map((e) => ({ kind: e.kind, args: e.args })) },
      provider: Object.fromEntries(Object.entries(parts.provider).filter(([k]) => keys.includes(k))),
    };
    return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
  }

  it.each([
    ['short texts', (p: ContextHashParts) => p],
    ['a 40 KB system prompt', (p: ContextHashParts) => ({ ...p, system: 'You plan carefully. '.repeat(2000) })],
    ['a long template with quotes, line breaks and non-ASCII', (p: ContextHashParts) => ({ ...p, template: `Objectif: {{objective}} — "é\u2028\n\t\\ ${'ü'.repeat(500)}` })],
    ['a long prompt and no template', (p: ContextHashParts) => ({ ...p, system: '日本語のプロンプト\n'.repeat(300), template: undefined })],
  ])('hashes exactly the canonical JSON (%s)', (_name, change) => {
    const parts = change(baseParts());
    expect(contextHash(parts)).toBe(reference(parts));
    // Again, from the remembered encoding of the long texts, and after 40 other long texts pushed it out.
    expect(contextHash(parts)).toBe(reference(parts));
    for (let i = 0; i < 40; i++) contextHash({ ...baseParts(), system: `${'filler '.repeat(100)}${i}` });
    expect(contextHash(parts)).toBe(reference(parts));
  });

  it('is a sha256 hex digest and stable across calls', () => {
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(contextHash(baseParts())).toBe(base);
  });

  it('does not depend on the key order of the context', () => {
    const parts = baseParts();
    parts.scenario.context = { files: { 'src/auth.rs': 'fn main() {}' }, constraints: ['max 2 files per step'], objective: 'Refactor auth' };
    expect(contextHash(parts)).toBe(base);
  });

  it.each<{ what: string; change: (p: ContextHashParts) => void }>([
    { what: 'source lines move', change: (p) => { p.scenario.source = { file: 'scenarios/planner.yaml', line: 40, col: 1 }; p.scenario.expect = p.scenario.expect.map((e) => ({ ...e, source: { ...e.source, line: e.source.line + 30 } })); } },
    { what: 'provenance changes', change: (p) => { p.scenario.provenance = { runs: 'scenarios/_defaults.yaml:2' }; } },
    { what: 'the number of runs changes (a --runs override)', change: (p) => { p.scenario.runs = 6; } },
    { what: 'the api key variable changes', change: (p) => { p.provider = ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini', temperature: 0.7, max_tokens: 2048, api_key_env: 'OTHER_KEY' }); } },
    { what: 'the timeout changes', change: (p) => { p.provider = ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini', temperature: 0.7, max_tokens: 2048, timeout_ms: 5 }); } },
  ])('is unchanged when only $what', ({ change }) => {
    const parts = baseParts();
    change(parts);
    expect(contextHash(parts)).toBe(base);
  });

  it.each<{ what: string; change: (p: ContextHashParts) => void }>([
    { what: 'the system text', change: (p) => { p.system = 'You are a careful planner.'; } },
    { what: 'the template text', change: (p) => { p.template = 'Goal: {{objective}}'; } },
    { what: 'the template is removed', change: (p) => { delete p.template; } },
    { what: 'a context value', change: (p) => { p.scenario.context = { ...p.scenario.context, objective: 'Refactor billing' }; } },
    { what: 'an included file text', change: (p) => { p.scenario.context = { ...p.scenario.context, files: { 'src/auth.rs': 'fn main() { 1 }' } }; } },
    { what: 'the model', change: (p) => { p.provider = ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1', temperature: 0.7, max_tokens: 2048 }); } },
    { what: 'the temperature', change: (p) => { p.provider = ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini', temperature: 0.2, max_tokens: 2048 }); } },
    { what: 'max_tokens', change: (p) => { p.provider = ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini', temperature: 0.7, max_tokens: 100 }); } },
    { what: 'the provider type', change: (p) => { p.provider = ProviderConfigSchema.parse({ type: 'anthropic', model: 'gpt-4.1-mini', temperature: 0.7, max_tokens: 2048 }); } },
    { what: 'the threshold', change: (p) => { p.scenario.threshold = 4 / 5; } },
    { what: 'an expectation argument', change: (p) => { p.scenario.expect = [p.scenario.expect[0]!, { kind: 'absent', args: ['remove'], source: { file: 'x', line: 1, col: 1 } }]; } },
    { what: 'the scenario name', change: (p) => { p.scenario.name = 'planner-2'; } },
  ])('changes when $what changes', ({ change }) => {
    const parts = baseParts();
    change(parts);
    expect(contextHash(parts)).not.toBe(base);
  });

  it('separates the exec command of two exec providers', () => {
    const a = baseParts();
    a.provider = ProviderConfigSchema.parse({ type: 'exec', command: 'node agent.js --role planner' });
    const b = baseParts();
    b.provider = ProviderConfigSchema.parse({ type: 'exec', command: 'node agent.js --role reviewer' });
    expect(contextHash(a)).not.toBe(contextHash(b));
  });
});
