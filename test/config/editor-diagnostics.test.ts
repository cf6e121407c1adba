/**
 * Issue 22 (why 3): what the editor says about the files we hand out. Every file `init` writes and every
 * README example that names its schema opens in the real yaml-language-server with no diagnostic; a
 * mistyped expectation kind is reported as an unknown kind with the nearest valid one, not as a missing
 * property of the first kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LspClient, type Diagnostic } from './lsp-client.js';
import { planScaffold, SCHEMA_DIR } from '../../src/init/scaffold.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

let lsp: LspClient;
let project: string;
beforeAll(async () => {
  lsp = await LspClient.start(ROOT);
  // A project as `npm i -D @context-eval/cli` leaves it: the modelines' relative paths find our schemas.
  project = mkdtempSync(path.join(tmpdir(), 'context-eval-editor-'));
  mkdirSync(path.join(project, path.dirname(SCHEMA_DIR)), { recursive: true });
  symlinkSync(path.join(ROOT, 'schema'), path.join(project, SCHEMA_DIR), 'dir');
}, 900_000);
afterAll(async () => {
  await lsp.stop();
  rmSync(project, { recursive: true, force: true });
});

const shown = (diagnostics: Diagnostic[]): string[] => diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message}`);

async function openIn(rel: string, text: string): Promise<Diagnostic[]> {
  const file = path.join(project, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return lsp.open(file, text);
}

/** The README's YAML examples that name a schema in their first line, with the file each stands for. */
function readmeExamples(): { label: string; rel: string; text: string }[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const out: { label: string; rel: string; text: string }[] = [];
  for (const match of readme.matchAll(/^```yaml\n([\s\S]*?)^```/gm)) {
    const text = match[1] ?? '';
    const modeline = /^# yaml-language-server: \$schema=(\S+)/.exec(text);
    if (!modeline?.[1]) continue;
    const line = readme.slice(0, match.index).split('\n').length;
    // The modeline's relative path says where the file sits: ./ at the root, ../ one folder down.
    const depth = (modeline[1].match(/\.\.\//g) ?? []).length;
    const rel = path.join(...Array<string>(depth).fill('sub'), `readme-${line}.yaml`);
    out.push({ label: `README.md:${line}`, rel, text });
  }
  return out;
}

describe('no false diagnostics on what we hand out', () => {
  const scaffold = planScaffold(['prompts/support.md', 'prompts/triage/router.md']);
  it.each(scaffold.files.map((f) => [f.path, f.text]))('init writes %s: no diagnostics', async (rel, text) => {
    expect(shown(await openIn(rel, text))).toEqual([]);
  }, 900_000);

  it('the README has a config and a scenario example that name their schema', () => {
    const schemas = readmeExamples().map((e) => /\$schema=\S*\/([^/\s]+)$/m.exec(e.text)?.[1]);
    expect(schemas).toEqual(expect.arrayContaining(['context-eval.schema.json', 'scenario.schema.json']));
  });

  it.each(readmeExamples().map((e) => [e.label, e.rel, e.text]))('%s: no diagnostics', async (_label, rel, text) => {
    expect(shown(await openIn(rel, text))).toEqual([]);
  }, 900_000);

  it('a config whose strings are ${ENV} references (a URL, a model) has no diagnostics', async () => {
    const text = [
      `# yaml-language-server: $schema=./${SCHEMA_DIR}/context-eval.schema.json`,
      'version: 1',
      'providers:',
      '  main: { type: openai, model: "${MODEL:-gpt-4.1-mini}", base_url: "${OPENAI_BASE_URL}" }',
      '  claude: { type: anthropic, model: claude-sonnet-4-5, base_url: "${ANTHROPIC_BASE_URL:-https://api.anthropic.com}" }',
      'roles: {}',
      '',
    ].join('\n');
    expect(shown(await openIn('env.context-eval.yaml', text))).toEqual([]);
  }, 900_000);

  it('a base_url without its scheme (127.0.0.1:8080/v1) is still flagged', async () => {
    const text = [`# yaml-language-server: $schema=./${SCHEMA_DIR}/context-eval.schema.json`, 'version: 1', 'providers:', '  main: { type: openai, model: m, base_url: "127.0.0.1:8080/v1" }', 'roles: {}', ''].join('\n');
    const diagnostics = await openIn('bad-url.context-eval.yaml', text);
    expect(shown(diagnostics).join('\n')).toMatch(/^4: .*URL/m);
  }, 900_000);
});

describe('a mistyped expectation kind in the editor', () => {
  const scenario = (item: string): string =>
    [`# yaml-language-server: $schema=../${SCHEMA_DIR}/scenario.schema.json`, 'name: a', 'role: planner', 'expect:', '  - absent: [x]', `  - ${item}`, ''].join('\n');

  it.each([
    ['contain: [x]', 'contains'],
    ['absnt: [x]', 'absent'],
    ['mathces: /x/', 'matches'],
    ['field_match: { path: a, pattern: b }', 'field_matches'],
    ['max_token: 10', 'max_tokens'],
  ])('%s: unknown kind, did you mean %s', async (item, kind) => {
    const diagnostics = await openIn(`scenarios/typo-${kind}.yaml`, scenario(item));
    const onLine = diagnostics.filter((d) => d.range.start.line === 5).map((d) => d.message);
    expect(onLine.join('\n')).toContain(`did you mean '${kind}'?`);
    expect(onLine.join('\n')).toMatch(/unknown expectation kind/);
    expect(onLine.join('\n')).not.toMatch(/Missing property/);
  }, 900_000);

  it('a kind near none is unknown, and the message lists the kinds', async () => {
    const diagnostics = await openIn('scenarios/unknown-kind.yaml', scenario('sentiment: positive'));
    const onLine = diagnostics.filter((d) => d.range.start.line === 5).map((d) => d.message).join('\n');
    expect(onLine).toMatch(/unknown expectation kind/);
    expect(onLine).toMatch(/contains/);
    expect(onLine).not.toMatch(/Missing property/);
  }, 900_000);

  it('two kinds in one item are flagged; the valid kinds are not', async () => {
    const two = await openIn('scenarios/two-kinds.yaml', scenario('{ absent: [x], contains: [y] }'));
    expect(two.map((d) => d.range.start.line)).toContain(5);
    const fine = await openIn('scenarios/fine.yaml', scenario('field_matches: { path: a, pattern: b }'));
    expect(shown(fine)).toEqual([]);
  }, 900_000);
});
