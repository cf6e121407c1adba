import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/config/schema.js';
import { ConfigError } from '../../src/config/types.js';
import { buildManifest, diffManifest, renderManifestText } from '../../src/manifest/manifest.js';
import { countTokens } from '../../src/manifest/tokenizer.js';
import { expectGolden } from '../report/golden.js';

/** Deterministic stand-in for the tokenizer: one token per whitespace-separated word. */
const HEX = expect.stringMatching(/^[0-9a-f]{64}$/);
const countWords = async (text: string) => text.split(/\s+/).filter(Boolean).length;

function reader(files: Record<string, string>) {
  const reads: string[] = [];
  const read = async (path: string) => {
    reads.push(path);
    return files[path];
  };
  return { read, reads };
}

const baseConfig = {
  version: 1,
  providers: {
    main: { type: 'openai', model: 'gpt-4.1-mini', temperature: 0.7, max_tokens: 2048 },
    agent: { type: 'exec', command: 'node agent.js --role coder' },
    offline: { type: 'replay', recordings: 'recordings/', record_with: 'main' },
  },
  roles: {
    planner: {
      provider: 'main',
      system: ['prompts/base.md', 'prompts/planner.md'],
      template: 'prompts/planner.task.md',
      output: 'json',
      fields: { steps: 'steps', risk: 'risk_level' },
    },
    coder: { provider: 'agent', system: 'prompts/coder.md' },
    replayer: { provider: 'offline', system: 'prompts/base.md' },
  },
};

const files = {
  'prompts/base.md': 'You are careful.',
  'prompts/planner.md': 'Plan in small steps.\nNever delete tests.',
  'prompts/planner.task.md': 'Objective: {{objective}}',
  'prompts/coder.md': 'Write code.',
};

describe('buildManifest', () => {
  it('lists each role with its provider, parameters, parts and token totals, in config order', async () => {
    const { read } = reader(files);
    const manifest = await buildManifest(ConfigSchema.parse(baseConfig), { planner: 4, coder: 1 }, read, countWords);
    expect(manifest).toEqual([
      {
        role: 'planner',
        provider: 'main',
        providerType: 'openai',
        model: 'gpt-4.1-mini',
        params: { temperature: 0.7, max_tokens: 2048 },
        output: 'json',
        fields: { steps: 'steps', risk: 'risk_level' },
        parts: [
          { kind: 'system', path: 'prompts/base.md', chars: 16, tokens: 3, sha256: HEX },
          { kind: 'system', path: 'prompts/planner.md', chars: 40, tokens: 7, sha256: HEX },
          { kind: 'template', path: 'prompts/planner.task.md', chars: 24, tokens: 2, sha256: HEX },
        ],
        totalTokens: 12,
        scenarios: 4,
      },
      {
        role: 'coder',
        provider: 'agent',
        providerType: 'exec',
        params: { command: 'node agent.js --role coder' },
        output: 'text',
        parts: [{ kind: 'system', path: 'prompts/coder.md', chars: 11, tokens: 2, sha256: HEX }],
        totalTokens: 2,
        scenarios: 1,
      },
      {
        role: 'replayer',
        provider: 'offline',
        providerType: 'replay',
        model: 'gpt-4.1-mini',
        params: { recordings: 'recordings/', record_with: 'main' },
        output: 'text',
        parts: [{ kind: 'system', path: 'prompts/base.md', chars: 16, tokens: 3, sha256: HEX }],
        totalTokens: 3,
        scenarios: 0,
      },
    ]);
  });

  it('marks a missing file instead of failing', async () => {
    const { read } = reader({});
    const [coder] = await buildManifest(ConfigSchema.parse(baseConfig), {}, read, countWords, 'coder');
    expect(coder?.parts).toEqual([{ kind: 'system', path: 'prompts/coder.md', chars: 0, tokens: 0, missing: true }]);
  });

  it('with onlyRole reads only that role’s files', async () => {
    const { read, reads } = reader(files);
    const manifest = await buildManifest(ConfigSchema.parse(baseConfig), {}, read, countWords, 'coder');
    expect(manifest.map((m) => m.role)).toEqual(['coder']);
    expect(reads).toEqual(['prompts/coder.md']);
  });

  it('rejects an unknown --role, naming the roles there are', async () => {
    const { read } = reader(files);
    const run = buildManifest(ConfigSchema.parse(baseConfig), {}, read, countWords, 'plannr');
    await expect(run).rejects.toThrow(ConfigError);
    await expect(buildManifest(ConfigSchema.parse(baseConfig), {}, read, countWords, 'plannr')).rejects.toThrow(
      '--role "plannr" is not a role of this config; use one of: planner, coder, replayer',
    );
  });
});

describe('diffManifest and renderManifestText', () => {
  async function manifests() {
    const config = ConfigSchema.parse(baseConfig);
    const base = await buildManifest(config, { planner: 4, coder: 1 }, reader(files).read, countWords);
    const headConfig = ConfigSchema.parse({
      ...baseConfig,
      providers: { ...baseConfig.providers, main: { ...baseConfig.providers.main, temperature: 0.2 } },
      roles: {
        planner: { ...baseConfig.roles.planner, system: ['prompts/planner.md', 'prompts/safety.md'] },
        coder: baseConfig.roles.coder,
        reviewer: { provider: 'main', system: 'prompts/reviewer.md' },
      },
    });
    const headFiles = {
      ...files,
      'prompts/planner.md': `${files['prompts/planner.md']}\nKeep each step under two files.`,
      'prompts/safety.md': 'No secrets.',
      'prompts/reviewer.md': 'Review the diff.',
    };
    const head = await buildManifest(headConfig, { planner: 4, coder: 1, reviewer: 2 }, reader(headFiles).read, countWords);
    return { base, head, diff: diffManifest(base, head) };
  }

  it('reports tokens before → after per role and part, and added and removed parts, roles and settings', async () => {
    const { diff } = await manifests();
    expect(diff.tokensBefore).toBe(17);
    expect(diff.tokensAfter).toBe(17 + 2 + 3);
    const planner = diff.roles.find((r) => r.role === 'planner');
    expect(planner).toMatchObject({ status: 'changed', tokensBefore: 12, tokensAfter: 17, delta: 5 });
    expect(planner?.settings).toEqual(['params.temperature 0.7 → 0.2']);
    expect(planner?.parts.map((p) => [p.path, p.status, p.tokensBefore, p.tokensAfter, p.delta])).toEqual([
      ['prompts/planner.md', 'changed', 7, 13, 6],
      ['prompts/safety.md', 'added', undefined, 2, 2],
      ['prompts/planner.task.md', 'unchanged', 2, 2, 0],
      ['prompts/base.md', 'removed', 3, undefined, -3],
    ]);
    expect(diff.roles.find((r) => r.role === 'coder')?.status).toBe('unchanged');
    expect(diff.roles.find((r) => r.role === 'reviewer')).toMatchObject({ status: 'added', tokensAfter: 3, delta: 3 });
    expect(diff.roles.find((r) => r.role === 'replayer')).toMatchObject({ status: 'removed', tokensBefore: 3, delta: -3 });
  });

  it('reports an edit that keeps the size and token count as a change', async () => {
    const cfg = ConfigSchema.parse(baseConfig);
    const before = await buildManifest(cfg, {}, reader(files).read, countWords, 'coder');
    const edited = { ...files, 'prompts/coder.md': (files['prompts/coder.md'] ?? '').replace(/[a-z]/, (c) => (c === 'z' ? 'y' : 'z')) };
    const after = await buildManifest(cfg, {}, reader(edited).read, countWords, 'coder');
    expect(after[0]?.parts[0]?.chars).toBe(before[0]?.parts[0]?.chars);
    const diff = diffManifest(before, after);
    expect(diff.roles[0]?.status).toBe('changed');
  });

  it('treats a file that appears (missing before) as added and one that disappears as removed', () => {
    const role = (missing: boolean) => ({
      role: 'r', provider: 'p', providerType: 'openai', params: {}, output: 'text' as const, totalTokens: missing ? 0 : 5, scenarios: 0,
      parts: [{ kind: 'system' as const, path: 'a.md', chars: missing ? 0 : 9, tokens: missing ? 0 : 5, ...(missing ? { missing: true } : {}) }],
    });
    expect(diffManifest([role(true)], [role(false)]).roles[0]?.parts[0]).toMatchObject({ status: 'added', delta: 5 });
    expect(diffManifest([role(false)], [role(true)]).roles[0]?.parts[0]).toMatchObject({ status: 'removed', delta: -5 });
  });

  it('renders the text view with and without a diff', async () => {
    const { base, head, diff } = await manifests();
    const plain = renderManifestText(base);
    expect(plain).toContain('planner · provider main (openai, gpt-4.1-mini) · temperature 0.7, max_tokens 2048 · output json (steps: steps, risk: risk_level) · 4 scenarios');
    expect(plain).toMatch(/ {2}system {4}prompts\/planner\.md +7 tokens +40 chars\n/);
    expect(plain).toMatch(/ {2}total +12 tokens\n/);

    const text = renderManifestText(head, diff);
    expect(text).toContain('planner [changed] · provider main');
    expect(text).toMatch(/prompts\/planner\.md +13 tokens +72 chars {2}\+6 \(was 7\)/);
    expect(text).toMatch(/prompts\/safety\.md +2 tokens +11 chars {2}new/);
    expect(text).toMatch(/prompts\/base\.md +removed \(was 3 tokens\)/);
    expect(text).toMatch(/total +17 tokens {2}\+5 \(\+41\.7%\) vs base/);
    expect(text).toContain('  changed: params.temperature 0.7 → 0.2');
    expect(text).toContain('reviewer [new role]');
    expect(text).toContain('replayer: removed (was 3 tokens)');
    expectGolden('manifest-diff.txt', text);
    expect(text.trimEnd().split('\n').at(-1)).toBe('All roles: 17 → 22 tokens, +5 (+29.4%) vs base');
  });

  it('JSON output is the manifest and diff as data', async () => {
    const { head, diff } = await manifests();
    const json = JSON.parse(JSON.stringify({ roles: head, diff }));
    expect(json.roles).toHaveLength(3);
    expect(json.diff.delta).toBe(5);
  });
});

describe('countTokens (real o200k_base tokenizer)', () => {
  it('counts "hello world" as 2 tokens', async () => {
    expect(await countTokens('hello world')).toBe(2);
  });

  it('counts special-token text as plain text instead of throwing', async () => {
    expect(await countTokens('a <|endoftext|> b')).toBeGreaterThan(3);
  });
});
