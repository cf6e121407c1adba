/**
 * Issue 33 item 1: the manifest lists each role's tools with their tokens (each tool counted as the JSON the
 * model receives), and its diff against the base names added, removed and changed tools (and what changed).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/affected/context-hash.js';
import { ConfigSchema } from '../../src/config/schema.js';
import { buildManifest, diffManifest, renderManifestText } from '../../src/manifest/manifest.js';

/** A deterministic stand-in for the tokenizer: one token per character. */
const countChars = async (text: string) => text.length;

const EMPTY = { type: 'object', properties: {} };
const PATH = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

const config = ConfigSchema.parse({
  version: 1,
  providers: { main: { type: 'openai', model: 'gpt-4.1-mini' } },
  roles: {
    dev: { provider: 'main', system: 'prompts/dev.md', tools: ['tools/files.json', 'tools/shell.json'] },
    plain: { provider: 'main', system: 'prompts/dev.md' },
  },
});

const openai = (tools: { name: string; description?: string; parameters?: unknown }[]) => JSON.stringify(tools.map((f) => ({ type: 'function', function: f })), null, 2);
const wire = (name: string, description: string, parameters: unknown) => JSON.stringify({ type: 'function', function: { name, description, parameters } });

const BASE = {
  'prompts/dev.md': 'You develop.',
  'tools/files.json': openai([
    { name: 'read_file', description: 'Read a file', parameters: PATH },
    { name: 'edit_file', description: 'Edit a file', parameters: PATH },
    { name: 'delete_file', description: 'Delete a file', parameters: PATH },
  ]),
  'tools/shell.json': JSON.stringify({ tools: [{ name: 'run_tests', description: 'Run the tests', inputSchema: EMPTY }] }),
};

const HEAD = {
  ...BASE,
  'tools/files.json': openai([
    { name: 'read_file', description: 'Read a whole file', parameters: PATH },
    { name: 'edit_file', description: 'Edit a file', parameters: { ...PATH, properties: { ...PATH.properties, text: { type: 'string' } } } },
    { name: 'list_dir', description: 'List a folder', parameters: PATH },
  ]),
  // Reformatted and in another format: the same tool, no change.
  'tools/shell.json': JSON.stringify([{ name: 'run_tests', description: 'Run the tests', input_schema: EMPTY }], null, 4),
};

const reader = (files: Record<string, string>) => async (rel: string) => (files as Record<string, string | undefined>)[rel];

describe('manifest: tools', () => {
  it('lists each tool with its tokens, counted as the JSON the model receives', async () => {
    const [dev, plain] = await buildManifest(config, { dev: 2 }, reader(BASE), countChars);
    const read = wire('read_file', 'Read a file', PATH);
    expect(dev?.tools?.map((t) => ({ name: t.name, file: t.file, tokens: t.tokens }))).toEqual([
      { name: 'read_file', file: 'tools/files.json', tokens: read.length },
      { name: 'edit_file', file: 'tools/files.json', tokens: wire('edit_file', 'Edit a file', PATH).length },
      { name: 'delete_file', file: 'tools/files.json', tokens: wire('delete_file', 'Delete a file', PATH).length },
      { name: 'run_tests', file: 'tools/shell.json', tokens: wire('run_tests', 'Run the tests', EMPTY).length },
    ]);
    const filesPart = dev?.parts.find((p) => p.kind === 'tools' && p.path === 'tools/files.json');
    const fileTokens = (dev?.tools ?? []).filter((t) => t.file === 'tools/files.json').reduce((s, t) => s + t.tokens, 0);
    expect(filesPart).toMatchObject({ kind: 'tools', path: 'tools/files.json', tokens: fileTokens });
    // The role's total is what its model receives: the system prompt and every tool.
    expect(dev?.totalTokens).toBe('You develop.'.length + (dev?.tools ?? []).reduce((s, t) => s + t.tokens, 0));
    expect(dev?.tools?.[0]?.description).toBe('Read a file');
    expect(dev?.tools?.[0]?.parametersSha256).toBe(createHash('sha256').update(canonicalJson(PATH)).digest('hex'));
    expect(plain).not.toHaveProperty('tools');
    expect(plain?.parts.map((p) => p.kind)).toEqual(['system']);
  });

  it('the diff names added, removed and changed tools, and what changed', async () => {
    const base = await buildManifest(config, {}, reader(BASE), countChars);
    const head = await buildManifest(config, {}, reader(HEAD), countChars);
    const diff = diffManifest(base, head);
    const dev = diff.roles.find((r) => r.role === 'dev');
    expect(dev?.status).toBe('changed');
    expect(dev?.tools?.map((t) => ({ name: t.name, status: t.status, changed: t.changed }))).toEqual([
      { name: 'read_file', status: 'changed', changed: ['description'] },
      { name: 'edit_file', status: 'changed', changed: ['parameters'] },
      { name: 'list_dir', status: 'added', changed: undefined },
      { name: 'run_tests', status: 'unchanged', changed: undefined },
      { name: 'delete_file', status: 'removed', changed: undefined },
    ]);
    const readFile = dev?.tools?.[0];
    expect(readFile).toMatchObject({ file: 'tools/files.json', descriptionBefore: 'Read a file', descriptionAfter: 'Read a whole file', tokensBefore: wire('read_file', 'Read a file', PATH).length, tokensAfter: wire('read_file', 'Read a whole file', PATH).length });
    expect(readFile?.delta).toBe('Read a whole file'.length - 'Read a file'.length);
    expect(dev?.tools?.find((t) => t.name === 'delete_file')).toMatchObject({ tokensBefore: wire('delete_file', 'Delete a file', PATH).length, delta: -wire('delete_file', 'Delete a file', PATH).length });
    // A reformatted file in another format is the same tools: its part is unchanged.
    expect(dev?.parts.find((p) => p.path === 'tools/shell.json')?.status).toBe('unchanged');
    expect(diff.roles.find((r) => r.role === 'plain')).toMatchObject({ status: 'unchanged' });
    expect(diff.roles.find((r) => r.role === 'plain')).not.toHaveProperty('tools');
  });

  it('the text shows each tool with its tokens, and the changes against the base', async () => {
    const base = await buildManifest(config, {}, reader(BASE), countChars);
    const head = await buildManifest(config, {}, reader(HEAD), countChars);
    const plain = renderManifestText(head);
    expect(plain).toMatch(/^ {2}tools {5}tools\/files\.json +\d+ tokens/m);
    expect(plain).toMatch(/^ {4}tool {2}read_file +\d+ tokens/m);
    const text = renderManifestText(head, diffManifest(base, head));
    expect(text).toMatch(/^ {4}tool {2}read_file +\d+ tokens +changed: description \(\+6, was \d+\)$/m);
    expect(text).toMatch(/^ {4}tool {2}edit_file +\d+ tokens +changed: parameters \(\+\d+, was \d+\)$/m);
    expect(text).toMatch(/^ {4}tool {2}list_dir +\d+ tokens +new$/m);
    expect(text).toMatch(/^ {4}tool {2}delete_file +removed \(was \d+ tokens\)$/m);
    expect(text).toMatch(/^ {4}tool {2}run_tests +\d+ tokens$/m);
  });

  it('a tools file that is missing shows as missing, and one that does not parse is a file:line error', async () => {
    const [dev] = await buildManifest(config, {}, reader({ ...BASE, 'tools/shell.json': undefined } as unknown as Record<string, string>), countChars, 'dev');
    expect(dev?.parts.find((p) => p.path === 'tools/shell.json')).toMatchObject({ kind: 'tools', missing: true, tokens: 0 });
    expect(dev?.tools?.map((t) => t.name)).toEqual(['read_file', 'edit_file', 'delete_file']);
    await expect(buildManifest(config, {}, reader({ ...BASE, 'tools/shell.json': '[\n  {"name": "a b", "input_schema": {"type": "object"}}\n]' }), countChars)).rejects.toThrow(/tools\/shell\.json:2: tool name 'a b'/);
  });
});
