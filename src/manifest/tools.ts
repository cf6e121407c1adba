/**
 * A role's tools in the context manifest (issue 33 item 1, DESIGN §3b "the manifest lists each role's tools
 * with their tokens, and its diff against the base names added, removed and changed tools"): each tools file
 * as a part of what the model receives, each tool with its tokens (counted as the JSON the model receives),
 * and the per-tool diff. Pure: files are read and tokens counted through injected functions.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../affected/context-hash.js';
import { combineTools, readToolsFile, type ToolsFile } from '../agent/tools.js';
import type { ToolSpec } from '../agent/types.js';
import { ConfigError } from '../config/types.js';
import { loadJsonSchemaSupport } from '../expectations/json-schema.js';
import type { ChangeStatus, ManifestPart } from './manifest.js';

export interface ToolManifest {
  name: string;
  /** The tools file it comes from, as written in the config. */
  file: string;
  description: string;
  /** Tokens of the tool as the model receives it: its function definition as JSON (toolWireText). */
  tokens: number;
  /** sha256 (hex) of the canonical JSON of its parameters schema, so that any change to them shows. */
  parametersSha256: string;
}

/** What differs between a tool at the base and at the head. */
export type ToolChange = 'description' | 'parameters';

/** One tool against the base: the shape the PR comment shows ("read_file: description changed, +6 tokens"). */
export interface ToolDiff {
  name: string;
  /** The tools file at the head (at the base, for a removed tool). */
  file: string;
  status: ChangeStatus;
  /** For a changed tool: what differs, in this order. */
  changed?: ToolChange[];
  /** For a changed description: the text before and after (the comment may cut them). */
  descriptionBefore?: string;
  descriptionAfter?: string;
  /** Undefined when the tool is new. */
  tokensBefore?: number;
  /** Undefined when the tool was removed. */
  tokensAfter?: number;
  /** tokensAfter − tokensBefore, counting a missing side as 0. */
  delta: number;
}

/** The text a tool costs the model: its definition as a chat-completions request carries it. */
export function toolWireText(tool: ToolSpec): string {
  return JSON.stringify({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } });
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The tools parts and tools of a role with `files`. A missing file is a missing part. A file that does not
 * parse is a ConfigError at its file:line, unless `lenient` (the base side of a diff: a tools file that
 * does not parse there counts as absent, and a duplicate name keeps its first definition).
 */
export async function manifestTools(
  files: readonly string[],
  read: (relPath: string) => Promise<string | undefined>,
  count: (t: string) => Promise<number>,
  lenient = false,
): Promise<{ parts: ManifestPart[]; tools: ToolManifest[] }> {
  await loadJsonSchemaSupport();
  const parsed: ToolsFile[] = [];
  const parts: ManifestPart[] = [];
  for (const file of files) {
    const text = await read(file);
    let toolsFile: ToolsFile | undefined;
    try {
      toolsFile = text === undefined ? undefined : readToolsFile(text, file);
    } catch (err) {
      if (!lenient || !(err instanceof ConfigError)) throw err;
    }
    if (toolsFile === undefined) parts.push({ kind: 'tools', path: file, chars: 0, tokens: 0, missing: true });
    else parsed.push(toolsFile);
  }
  let kept: Set<ToolSpec>;
  if (lenient) {
    const names = new Set<string>();
    kept = new Set(parsed.flatMap((f) => f.tools).filter((t) => !names.has(t.name) && names.add(t.name)));
  } else kept = new Set(combineTools(parsed));
  const tools: ToolManifest[] = [];
  for (const f of parsed) {
    const own = f.tools.filter((t) => kept.has(t));
    let chars = 0;
    let tokens = 0;
    for (const tool of own) {
      const text = toolWireText(tool);
      const n = await count(text);
      chars += Array.from(text).length;
      tokens += n;
      tools.push({ name: tool.name, file: f.file, description: tool.description, tokens: n, parametersSha256: sha256(canonicalJson(tool.parameters)) });
    }
    // The normalised tools, not the file's text: a reformatted file, or the same tools in another format, is no change.
    parts.push({ kind: 'tools', path: f.file, chars, tokens, sha256: sha256(canonicalJson(own)) });
  }
  // Parts in the config's order of files.
  parts.sort((a, b) => files.indexOf(a.path) - files.indexOf(b.path));
  return { parts, tools };
}

/** Each tool against the base, head order first, then removed ones; undefined when neither side has tools. */
export function diffTools(before: readonly ToolManifest[] | undefined, after: readonly ToolManifest[] | undefined): ToolDiff[] | undefined {
  if (before === undefined && after === undefined) return undefined;
  const beforeByName = new Map((before ?? []).map((t) => [t.name, t]));
  const afterNames = new Set((after ?? []).map((t) => t.name));
  const diffs: ToolDiff[] = (after ?? []).map((a) => {
    const b = beforeByName.get(a.name);
    if (b === undefined) return { name: a.name, file: a.file, status: 'added', tokensAfter: a.tokens, delta: a.tokens };
    const changed: ToolChange[] = [];
    if (a.description !== b.description) changed.push('description');
    if (a.parametersSha256 !== b.parametersSha256) changed.push('parameters');
    const common = { name: a.name, file: a.file, tokensBefore: b.tokens, tokensAfter: a.tokens, delta: a.tokens - b.tokens };
    if (changed.length === 0) return { ...common, status: 'unchanged' };
    return {
      ...common,
      status: 'changed',
      changed,
      ...(changed.includes('description') ? { descriptionBefore: b.description, descriptionAfter: a.description } : {}),
    };
  });
  for (const b of before ?? []) {
    if (!afterNames.has(b.name)) diffs.push({ name: b.name, file: b.file, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens });
  }
  return diffs;
}
