/**
 * Tools are context (issue 33 item 1): a role's tools (the normalised specs) are hashed into its
 * scenarios' context: a changed description changes the hash, a reformatted file does not, and a role
 * without tools hashes exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, contextHash, type ContextHashParts } from '../../src/affected/context-hash.js';
import { parseToolsFile } from '../../src/agent/tools.js';
import { ProviderConfigSchema } from '../../src/config/schema.js';
import { loadJsonSchemaSupport } from '../../src/expectations/json-schema.js';
import type { Scenario } from '../../src/scenarios/types.js';

await loadJsonSchemaSupport();

function scenario(name: string, role: string): Scenario {
  const file = `scenarios/${name}.yaml`;
  return { name, role, file, source: { file, line: 1, col: 1 }, runs: 3, threshold: 2 / 3, context: { task: 'x' }, expect: [], dependsOn: [file], provenance: {} };
}

const READ = { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } };

function parts(): ContextHashParts {
  return {
    system: 'You implement.',
    scenario: scenario('impl-a', 'implementer'),
    provider: ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini' }),
  };
}

describe('context hash: a role\'s tools', () => {
  const pretty = JSON.stringify([{ type: 'function', function: READ }], null, 2);
  const tools = parseToolsFile(pretty, 'tools/files.json');

  it('changes when a tool\'s description changes', () => {
    const changed = parseToolsFile(pretty.replace('Read a file', 'Read a file, whole'), 'tools/files.json');
    expect(contextHash({ ...parts(), tools: changed })).not.toBe(contextHash({ ...parts(), tools }));
  });

  it('changes when a parameter changes, and when a tool is added', () => {
    const param = parseToolsFile(pretty.replace('"string"', '"integer"'), 'tools/files.json');
    const more = [...tools, { name: 'edit_file', description: '', parameters: { type: 'object', properties: {} } }];
    const base = contextHash({ ...parts(), tools });
    expect(new Set([base, contextHash({ ...parts(), tools: param }), contextHash({ ...parts(), tools: more })]).size).toBe(3);
  });

  it('does not change when the file is reformatted or written in another format', () => {
    const minified = parseToolsFile(JSON.stringify([{ type: 'function', function: READ }]), 'tools/files.json');
    const anthropic = parseToolsFile(JSON.stringify([{ input_schema: READ.parameters, name: READ.name, description: READ.description }], null, 4), 'tools/files.json');
    const base = contextHash({ ...parts(), tools });
    expect(contextHash({ ...parts(), tools: minified })).toBe(base);
    expect(contextHash({ ...parts(), tools: anthropic })).toBe(base);
  });

  it('hashes exactly the canonical JSON of its parts, tools between template and vars', () => {
    const p = { ...parts(), template: 'T {{a}}', vars: { a: 'x' }, tools };
    const s = p.scenario;
    const body = {
      format: 1,
      provider: { type: 'openai', model: 'gpt-4.1-mini' },
      scenario: { name: s.name, role: s.role, threshold: s.threshold, context: s.context, expect: [] },
      system: p.system,
      template: p.template,
      tools,
      vars: p.vars,
    };
    expect(contextHash(p)).toBe(createHash('sha256').update(canonicalJson(body)).digest('hex'));
  });

  it('a role with tools hashes differently from the same role without them', () => {
    expect(contextHash({ ...parts(), tools })).not.toBe(contextHash(parts()));
  });

  it('a role without tools hashes exactly as before tools existed', () => {
    // Pinned: computed on main before roles could have tools (ca0c7a4).
    expect(contextHash(parts())).toBe(PINNED_WITHOUT_TOOLS);
    expect(contextHash({ ...parts(), tools: undefined })).toBe(PINNED_WITHOUT_TOOLS);
  });
});

const PINNED_WITHOUT_TOOLS = '4665069d59c9be87c2a59746f5ce68039f1c28460e3c1a84218aeda5cdabd1af';
