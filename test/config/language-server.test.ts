/**
 * Issue 11, editor support checked with the real yaml-language-server over LSP (stdio): the quickstart's
 * scenario and `_defaults.yaml` files show no diagnostics, every scenario key has a hover description,
 * and `threshold: 4/3` and a misspelled key are flagged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LspClient } from './lsp-client.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const QUICKSTART = path.join(ROOT, 'examples', 'quickstart', 'scenarios');

let lsp: LspClient;
let scratch: string;
beforeAll(async () => {
  lsp = await LspClient.start(ROOT);
  scratch = mkdtempSync(path.join(tmpdir(), 'context-eval-lsp-'));
  mkdirSync(path.join(scratch, 'scenarios'));
}, 900_000);
afterAll(async () => {
  await lsp.stop();
  rmSync(scratch, { recursive: true, force: true });
});

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yamlFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : []));
}

/** A scratch scenario file whose modeline points at the repository's schema. */
function scratchFile(name: string, body: string, schema = 'scenario.schema.json'): { file: string; text: string } {
  const file = path.join(scratch, 'scenarios', name);
  const text = `# yaml-language-server: $schema=${path.join(ROOT, 'schema', schema)}\n${body}`;
  writeFileSync(file, text);
  return { file, text };
}

describe('yaml-language-server on the shipped schemas', () => {
  const files = yamlFiles(QUICKSTART);

  it('every quickstart scenario and _defaults.yaml names its schema', () => {
    for (const file of files) expect(readFileSync(file, 'utf8'), file).toMatch(/^# yaml-language-server: \$schema=/m);
    expect(files.filter((f) => f.endsWith('_defaults.yaml')).length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [path.relative(QUICKSTART, f), f]))('%s: no diagnostics', async (_name, file) => {
    const diagnostics = await lsp.open(file, readFileSync(file, 'utf8'));
    expect(diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  }, 900_000);

  it('a hover description on every key of a scenario', async () => {
    const keys = ['name', 'role', 'description', 'tags', 'runs', 'threshold', 'depends_on', 'context', 'expect', 'allow_no_expectations'];
    const body = ['name: a', 'role: planner', 'description: d', 'tags: [x]', 'runs: 3', 'threshold: 2/3', 'depends_on: [x.md]', 'context: { q: 1 }', 'expect:', '  - contains: [x]', 'allow_no_expectations: false', ''].join('\n');
    const { file, text } = scratchFile('hover.yaml', body);
    expect(await lsp.open(file, text)).toEqual([]);
    const lines = text.split('\n');
    for (const key of keys) {
      const line = lines.findIndex((l) => l.startsWith(`${key}:`));
      // The hover shows the schema's title, then the key's own description; a key without one shows only the title.
      const hover = (await lsp.hover(file, line, 1)).replace(/#+ *context-eval scenario file/g, '').replace(/Source: .*$/s, '').trim();
      if (process.env['SHOW_HOVER']) console.log(key, JSON.stringify(hover));
      expect(hover.length, `hover on ${key}: ${hover}`).toBeGreaterThan(20);
    }
    const kindLine = lines.findIndex((l) => l.includes('- contains'));
    expect(await lsp.hover(file, kindLine, 5)).toMatch(/case-insensitive|substring/i);
  }, 900_000);

  it('threshold: 4/3 is flagged', async () => {
    const { file, text } = scratchFile('threshold.yaml', 'name: a\nrole: planner\nthreshold: 4/3\nexpect: [{ contains: [x] }]\n');
    const diagnostics = await lsp.open(file, text);
    expect(diagnostics.map((d) => d.range.start.line)).toContain(3);
  }, 900_000);

  it('a misspelled key is flagged', async () => {
    const { file, text } = scratchFile('typo.yaml', 'name: a\nrole: planner\ncontxt: {}\nexpect: [{ contains: [x] }]\n');
    const diagnostics = await lsp.open(file, text);
    expect(diagnostics.some((d) => d.range.start.line === 3 && /contxt|not allowed/i.test(d.message))).toBe(true);
  }, 900_000);

  it('a misspelled key in a _defaults.yaml is flagged, and name is not asked for', async () => {
    const { file, text } = scratchFile('_defaults.yaml', 'role: planner\nrusn: 3\n', 'scenario-defaults.schema.json');
    const diagnostics = await lsp.open(file, text);
    expect(diagnostics.map((d) => d.range.start.line)).toEqual([2]);
  }, 900_000);
});
