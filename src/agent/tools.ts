/**
 * A role's tools files (DESIGN §3b, `roles.*.tools`): an OpenAI `tools` array, an Anthropic `tools` array or
 * an MCP `tools/list` result (the `result` object or the whole JSON-RPC reply), detected from the shape and
 * normalised to ToolSpec. Validated with zod; every problem is a ConfigError at the file and line of the
 * offending tool or key, all of a file's problems at once. Each tool's parameters are compiled with ajv now,
 * so that a broken schema is a config error, not a run error later.
 *
 * Pure, but ajv is loaded on demand (issue 23 item 5, start-up): await loadJsonSchemaSupport() from
 * src/expectations/json-schema.ts before calling parseToolsFile or readToolsFile (loadRoleTools does).
 */
import { z } from 'zod';
import { combineErrors } from '../config/issues.js';
import { ConfigError } from '../config/types.js';
import { compileJsonSchema } from '../expectations/json-schema.js';
import { jsonErrorLine, jsonLines, type JsonPath } from './json-position.js';
import type { ToolSpec } from './types.js';

export type ToolsFormat = 'openai' | 'anthropic' | 'mcp';

/** What OpenAI and Anthropic accept as a tool name. */
export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** The parameters of a tool whose file gives none (OpenAI's `parameters` is optional). */
export const NO_PARAMETERS: Readonly<Record<string, unknown>> = Object.freeze({ type: 'object', properties: {} });

const FORMATS_ACCEPTED =
  'a tools file is an OpenAI `tools` array ([{"type": "function", "function": {"name", "description", "parameters"}}]), ' +
  'an Anthropic `tools` array ([{"name", "description", "input_schema"}]) or an MCP `tools/list` result ' +
  '({"tools": [{"name", "description", "inputSchema"}]}, or the whole JSON-RPC reply)';

/** One file read: its tools in file order, each with the line it starts at. */
export interface ToolsFile {
  file: string;
  format: ToolsFormat;
  tools: ToolSpec[];
  lines: number[];
}

/** A tool item where the format puts its name, description and parameters. */
interface Layout {
  format: ToolsFormat;
  /** Where the list of tools sits in the file. */
  list: JsonPath;
  /** Where name, description and parameters sit inside an item. */
  inner: JsonPath;
  paramsKey: string;
  /** May the item leave its parameters out? (OpenAI only) */
  paramsOptional: boolean;
}

const LAYOUTS: Record<ToolsFormat | 'mcp-reply', Layout> = {
  openai: { format: 'openai', list: [], inner: ['function'], paramsKey: 'parameters', paramsOptional: true },
  anthropic: { format: 'anthropic', list: [], inner: [], paramsKey: 'input_schema', paramsOptional: false },
  mcp: { format: 'mcp', list: ['tools'], inner: [], paramsKey: 'inputSchema', paramsOptional: false },
  'mcp-reply': { format: 'mcp', list: ['result', 'tools'], inner: [], paramsKey: 'inputSchema', paramsOptional: false },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The layout of a parsed file, or undefined when it is none of the three formats. */
function layoutOf(data: unknown): Layout | undefined {
  if (Array.isArray(data)) {
    const items = data.filter(isRecord);
    if (items.some((t) => t['type'] === 'function' || 'function' in t)) return LAYOUTS.openai;
    if (items.some((t) => 'input_schema' in t)) return LAYOUTS.anthropic;
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  if (Array.isArray(data['tools'])) return LAYOUTS.mcp;
  const result = data['result'];
  if (isRecord(result) && Array.isArray(result['tools'])) return LAYOUTS['mcp-reply'];
  return undefined;
}

/** Which of the three formats a text is (init's detection): undefined for anything else, never throws. */
export function detectToolsFormat(text: string): ToolsFormat | undefined {
  let data: unknown;
  try {
    data = JSON.parse(stripBom(text));
  } catch {
    return undefined;
  }
  const layout = layoutOf(data);
  if (!layout) return undefined;
  const list = valueAt(data, layout.list);
  return Array.isArray(list) && list.length > 0 ? layout.format : undefined;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function valueAt(data: unknown, path: JsonPath): unknown {
  let current = data;
  for (const key of path) current = isRecord(current) || Array.isArray(current) ? (current as Record<string | number, unknown>)[key] : undefined;
  return current;
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The zod schema of one item's name/description/parameters, with messages that say how to fix them. */
function innerSchema(layout: Layout) {
  const objectSchema = z.custom<Record<string, unknown>>((v) => isRecord(v) && v['type'] === 'object', {
    error: (iss) => `must be an object schema ({"type": "object", "properties": {...}}), got ${shown(iss.input)}`,
  });
  return z.looseObject({
    name: z
      .string({ error: (iss) => (iss.input === undefined ? 'NO_NAME' : `its name must be a string, got ${shown(iss.input)}`) })
      .regex(TOOL_NAME, { error: (iss) => `name '${String(iss.input)}' is refused by OpenAI and Anthropic: use letters, digits, _ and - only, at most 64 characters` }),
    description: z.string({ error: (iss) => `must be a string, got ${shown(iss.input)}` }).optional(),
    [layout.paramsKey]: layout.paramsOptional
      ? objectSchema.optional()
      : z.custom<Record<string, unknown>>((v) => v !== undefined, { error: 'MISSING_PARAMS' }).pipe(objectSchema),
  });
}

const OpenAIItem = z.looseObject({ type: z.unknown(), function: z.unknown() });

/**
 * Reads one tools file (text as read, `file` as shown in messages). Throws a ConfigError listing every
 * problem of the file, each at its line.
 */
export function readToolsFile(text: string, file: string): ToolsFile {
  const body = stripBom(text);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (err) {
    const why = err instanceof Error ? err.message.replace(/\s+/g, ' ') : String(err);
    throw new ConfigError(`not valid JSON (${why.length > 120 ? `${why.slice(0, 117)}...` : why}); ${FORMATS_ACCEPTED}`, { file, line: jsonErrorLine(text) });
  }
  let lineOf: ((path: JsonPath) => number) | undefined;
  const at = (path: JsonPath): number => (lineOf ??= jsonLines(text))(path);
  if (isRecord(data) && data['error'] !== undefined && data['result'] === undefined) {
    const error = data['error'];
    const message = isRecord(error) && typeof error['message'] === 'string' ? `: ${error['message']}` : '';
    throw new ConfigError(`a JSON-RPC error reply${message}, not a tools/list result; save the reply of a successful tools/list call`, { file, line: at(['error']) });
  }
  const layout = Array.isArray(data) && data.length === 0 ? LAYOUTS.openai : layoutOf(data);
  if (!layout) throw new ConfigError(`not a tools file: ${FORMATS_ACCEPTED}`, { file, line: 1 });
  const items = valueAt(data, layout.list) as unknown[];
  if (items.length === 0) throw new ConfigError(`lists no tools; a role's tools file defines at least one tool (or leave the file out of roles.*.tools)`, { file, line: at(layout.list) });

  const problems: ConfigError[] = [];
  const problem = (message: string, path: JsonPath) => problems.push(new ConfigError(message, { file, line: at(path) }));
  const tools: ToolSpec[] = [];
  const lines: number[] = [];
  const seen = new Map<string, number>();
  const schema = innerSchema(layout);
  items.forEach((item, i) => {
    const itemPath = [...layout.list, i];
    const label = `tool #${i + 1}`;
    if (!isRecord(item)) return problem(`${label} is ${shown(item)}, not a tool; ${FORMATS_ACCEPTED}`, itemPath);
    if (layout.format === 'openai') {
      const outer = OpenAIItem.safeParse(item);
      if (!outer.success || item['type'] !== 'function') return problem(`${label} has type ${item['type'] === undefined ? '(none)' : `'${String(item['type'])}'`}; only function tools ({"type": "function", "function": {...}}) are supported`, [...itemPath, 'type']);
      if (!isRecord(item['function'])) return problem(`${label} has no function object: write {"type": "function", "function": {"name": ..., "description": ..., "parameters": {...}}}`, itemPath);
    }
    const innerPath = [...itemPath, ...layout.inner];
    const inner = valueAt(item, layout.inner) as Record<string, unknown>;
    const name = typeof inner['name'] === 'string' ? inner['name'] : undefined;
    const who = name === undefined ? label : `tool '${name}'`;
    const parsed = schema.safeParse(inner);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (issue.message === 'NO_NAME') problem(`${label} has no name; give it "name": "..." (letters, digits, _ and -, at most 64 characters)`, innerPath);
        else if (issue.message === 'MISSING_PARAMS') problem(`${who} has no ${layout.paramsKey}; give it an object schema ({"type": "object", "properties": {...}})`, innerPath);
        else if (key === 'name') problem(name === undefined ? `${label}: ${issue.message}` : `tool ${issue.message}`, [...innerPath, 'name']);
        else if (key === 'description') problem(`description of ${who} ${issue.message}`, [...innerPath, key]);
        else problem(`parameters of ${who} ${issue.message}`, [...innerPath, key]);
      }
      return;
    }
    const spec: ToolSpec = {
      // Checked by the schema above: a name, and a description when there is one.
      name: String(inner['name']),
      description: typeof inner['description'] === 'string' ? inner['description'] : '',
      parameters: (inner[layout.paramsKey] as Record<string, unknown> | undefined) ?? { ...NO_PARAMETERS },
    };
    const line = at(itemPath);
    try {
      compileJsonSchema(spec.parameters);
    } catch (err) {
      if (!(err instanceof Error) || err.message.startsWith('internal error')) throw err;
      const why = err.message.replace(/^invalid json_schema: /, '');
      return problem(`parameters of ${who} are not a valid JSON Schema: ${why}`, [...innerPath, layout.paramsKey]);
    }
    const first = seen.get(spec.name);
    if (first !== undefined) return problem(duplicate(spec.name, `${file}:${first}`, `${file}:${line}`), itemPath);
    seen.set(spec.name, line);
    tools.push(spec);
    lines.push(line);
  });
  if (problems.length > 0) throw combineErrors(problems);
  return { file, format: layout.format, tools, lines };
}

function duplicate(name: string, first: string, second: string): string {
  return `tool '${name}' is defined twice: at ${first} and ${second}; tool names must be unique across a role's tools files (rename or remove one)`;
}

/** The tools of one file (see readToolsFile). */
export function parseToolsFile(text: string, file: string): ToolSpec[] {
  return readToolsFile(text, file).tools;
}

/** A role's tools from its files, in order; a name defined in two files is an error naming both. */
export function combineTools(files: readonly ToolsFile[]): ToolSpec[] {
  const where = new Map<string, string>();
  const tools: ToolSpec[] = [];
  const problems: ConfigError[] = [];
  for (const f of files) {
    f.tools.forEach((tool, i) => {
      const line = f.lines[i] ?? 1;
      const first = where.get(tool.name);
      if (first !== undefined) problems.push(new ConfigError(duplicate(tool.name, first, `${f.file}:${line}`), { file: f.file, line }));
      else {
        where.set(tool.name, `${f.file}:${line}`);
        tools.push(tool);
      }
    });
  }
  if (problems.length > 0) throw combineErrors(problems);
  return tools;
}
