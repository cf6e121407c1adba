import { beforeAll, describe, expect, it } from 'vitest';
import { combineTools, detectToolsFormat, parseToolsFile, readToolsFile } from '../../src/agent/tools.js';
import { ConfigError } from '../../src/config/types.js';
import { loadJsonSchemaSupport } from '../../src/expectations/json-schema.js';

beforeAll(async () => {
  await loadJsonSchemaSupport();
});

const READ_SCHEMA = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };
const READ = { name: 'read_file', description: 'Read a file', parameters: READ_SCHEMA };
const EMPTY = { type: 'object', properties: {} };

const json = (v: unknown): string => JSON.stringify(v, null, 2);

describe('parseToolsFile: the three formats, normalised', () => {
  it.each([
    { format: 'openai', text: json([{ type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: READ_SCHEMA } }]), tools: [READ] },
    { format: 'openai', text: json([{ type: 'function', function: { name: 'now' } }]), tools: [{ name: 'now', description: '', parameters: EMPTY }] },
    { format: 'openai', text: json([{ type: 'function', function: { name: 'a', parameters: READ_SCHEMA, strict: true } }, { type: 'function', function: { name: 'b', description: 'B' } }]), tools: [{ name: 'a', description: '', parameters: READ_SCHEMA }, { name: 'b', description: 'B', parameters: EMPTY }] },
    { format: 'anthropic', text: json([{ name: 'read_file', description: 'Read a file', input_schema: READ_SCHEMA }]), tools: [READ] },
    { format: 'anthropic', text: json([{ name: 'now', input_schema: { type: 'object' } }]), tools: [{ name: 'now', description: '', parameters: { type: 'object' } }] },
    { format: 'mcp', text: json({ tools: [{ name: 'read_file', description: 'Read a file', inputSchema: READ_SCHEMA }] }), tools: [READ] },
    { format: 'mcp', text: json({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'read_file', description: 'Read a file', inputSchema: READ_SCHEMA, annotations: { readOnlyHint: true } }], nextCursor: 'x' } }), tools: [READ] },
    { format: 'openai', text: `\uFEFF${json([{ type: 'function', function: READ }])}`, tools: [READ] },
  ])('$format: $text', ({ format, text, tools }) => {
    expect(parseToolsFile(text, 'tools.json')).toEqual(tools);
    expect(readToolsFile(text, 'tools.json').format).toBe(format);
    expect(detectToolsFormat(text)).toBe(format);
  });

  it('the same tools in another format or layout give the same specs', () => {
    const openai = parseToolsFile(JSON.stringify([{ type: 'function', function: READ }]), 'a.json');
    const anthropic = parseToolsFile(json([{ input_schema: READ_SCHEMA, description: 'Read a file', name: 'read_file' }]), 'b.json');
    expect(anthropic).toEqual(openai);
  });

  it('detectToolsFormat says undefined for anything else, without throwing', () => {
    expect(detectToolsFormat('{"name": "x"}')).toBeUndefined();
    expect(detectToolsFormat('not json')).toBeUndefined();
    expect(detectToolsFormat('[]')).toBeUndefined();
  });
});

function problems(text: string, file = 'tools/dev.json'): { file: string | undefined; line: number | undefined; detail: string }[] {
  try {
    parseToolsFile(text, file);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.parts.map((p) => ({ file: p.file, line: p.line, detail: p.detail }));
  }
  throw new Error('expected a ConfigError');
}

describe('parseToolsFile: every error names file:line and how to fix it', () => {
  it.each([
    { name: 'not JSON', text: '[\n  {"name": "a",\n  }\n]', line: 3, message: /not valid JSON.*OpenAI `tools` array/s },
    { name: 'not JSON: cut short', text: '[\n  {"name": "a"', line: 2, message: /not valid JSON/ },
    { name: 'an unrecognised object', text: '{\n  "functions": []\n}', line: 1, message: /OpenAI `tools` array.*Anthropic `tools` array.*MCP `tools\/list` result/s },
    { name: 'a string', text: '"tools"', line: 1, message: /not a tools file/ },
    { name: 'unrecognised items', text: '[\n  {"name": "x"}\n]', line: 1, message: /not a tools file/ },
    { name: 'an empty list', text: '[]', line: 1, message: /lists no tools/ },
    { name: 'an MCP result with no tools', text: '{"tools": []}', line: 1, message: /lists no tools/ },
    { name: 'a JSON-RPC error reply', text: json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }), line: 4, message: /JSON-RPC error reply.*Method not found/ },
    { name: 'an OpenAI tool of another type', text: json([{ type: 'function', function: READ }, { type: 'web_search' }]), line: 21, message: /tool #2 has type 'web_search'; only function tools/ },
    { name: 'an OpenAI tool without a name', text: json([{ type: 'function', function: { description: 'x' } }]), line: 4, message: /tool #1 has no name/ },
    { name: 'an Anthropic tool without a name', text: json([{ description: 'x', input_schema: EMPTY }]), line: 2, message: /tool #1 has no name/ },
    { name: 'an MCP tool without a name', text: json({ tools: [READ_MCP(), { inputSchema: EMPTY }] }), line: 18, message: /tool #2 has no name/ },
    { name: 'a name with a space', text: json([{ name: 'read file', input_schema: EMPTY }]), line: 3, message: /'read file'.*OpenAI and Anthropic.*letters, digits, _ and -/ },
    { name: 'a name too long', text: json([{ name: 'x'.repeat(65), input_schema: EMPTY }]), line: 3, message: /at most 64/ },
    { name: 'a name that is a number', text: json([{ name: 7, input_schema: EMPTY }]), line: 3, message: /tool #1: its name must be a string/ },
    { name: 'a description that is not text', text: json([{ name: 'a', description: 3, input_schema: EMPTY }]), line: 4, message: /description of tool 'a' must be a string/ },
    { name: 'parameters that are a list', text: json([{ type: 'function', function: { name: 'a', parameters: [] } }]), line: 6, message: /parameters of tool 'a' must be an object schema/ },
    { name: 'an input_schema of type string', text: json([{ name: 'a', input_schema: { type: 'string' } }]), line: 4, message: /parameters of tool 'a' must be an object schema.*"type": "object"/ },
    { name: 'an Anthropic tool without input_schema', text: json([{ name: 'a', input_schema: EMPTY }, { name: 'b' }]), line: 9, message: /tool 'b' has no input_schema/ },
    { name: 'a broken JSON Schema', text: json([{ name: 'a', input_schema: { type: 'object', properties: { p: { type: 'strng' } } } }]), line: 4, message: /parameters of tool 'a' are not a valid JSON Schema/ },
    { name: 'a duplicate name in one file', text: json([{ name: 'a', input_schema: EMPTY }, { name: 'a', input_schema: EMPTY }]), line: 9, message: /tool 'a' is defined twice: at tools\/dev.json:2 and tools\/dev.json:9/ },
  ])('$name', ({ text, line, message }) => {
    const found = problems(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'tools/dev.json', line });
    expect(found[0]?.detail).toMatch(message);
  });

  it('reports every bad tool of a file at once, each at its line', () => {
    const text = json([{ name: 'ok', input_schema: EMPTY }, { name: 'bad name', input_schema: EMPTY }, { description: 'x', input_schema: EMPTY }]);
    const found = problems(text);
    expect(found.map((p) => p.line)).toEqual([10, 16]);
    expect(found.map((p) => p.detail)).toEqual([expect.stringMatching(/'bad name'/), expect.stringMatching(/tool #3 has no name/)]);
  });

  it('a ConfigError message carries file:line', () => {
    expect(() => parseToolsFile('[\n  {"name": 1, "input_schema": {"type": "object"}}\n]', 'tools/dev.json')).toThrow(/^tools\/dev\.json:2: /);
  });
});

function READ_MCP(): Record<string, unknown> {
  return { name: 'read_file', description: 'Read a file', inputSchema: READ_SCHEMA };
}

describe("combineTools: a role's files together", () => {
  it('keeps every file\'s tools in order', () => {
    const a = readToolsFile(json([{ type: 'function', function: READ }]), 'tools/a.json');
    const b = readToolsFile(json({ tools: [{ name: 'edit_file', inputSchema: EMPTY }] }), 'tools/b.json');
    expect(combineTools([a, b]).map((t) => t.name)).toEqual(['read_file', 'edit_file']);
  });

  it('refuses a name defined in two files, naming both', () => {
    const a = readToolsFile(json([{ type: 'function', function: READ }]), 'tools/a.json');
    const b = readToolsFile(json({ tools: [{ name: 'edit_file', inputSchema: EMPTY }, READ_MCP()] }), 'tools/b.json');
    let caught: unknown;
    try {
      combineTools([a, b]);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const err = caught as ConfigError;
    expect(err.file).toBe('tools/b.json');
    expect(err.line).toBe(10);
    expect(err.detail).toMatch(/tool 'read_file' is defined twice: at tools\/a\.json:2 and tools\/b\.json:10; tool names must be unique across a role's tools files/);
  });
});
