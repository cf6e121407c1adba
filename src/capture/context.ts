/**
 * The frozen context of a captured run: the variables of the role's template when the logged user message
 * is that template rendered (checked by rendering it back, byte for byte), else the message itself as YAML
 * when the role has no template and the message is a YAML mapping, else `{message: <the text>}`. Pure.
 */
import { parse, stringify } from 'yaml';
import { isInclude } from '../scenarios/includes.js';
import { renderTemplate, splitFieldPath } from '../scenarios/prompt.js';
import type { Scenario } from '../scenarios/types.js';

export interface FrozenContext {
  context: Record<string, unknown>;
  /** How it was found, for --verbose and the file's comment. */
  how: 'template' | 'yaml' | 'message';
  /** True when rendering the context gives back the logged message exactly (replay then finds the same request). */
  exact: boolean;
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Does a value hold a `{file: PATH}` mapping? The scenario loader reads one as an include (src/scenarios/includes.ts),
 * so logged text of that shape is frozen as text: a captured scenario never reads a file the log names.
 */
export function holdsInclude(value: unknown): boolean {
  if (isInclude(value)) return true;
  if (Array.isArray(value)) return value.some(holdsInclude);
  if (isRecord(value)) return Object.values(value).some(holdsInclude);
  return false;
}

/** A rendered variable back to a value: the YAML it was written as when that renders back the same, else the text. */
function valueOf(text: string): unknown {
  try {
    const parsed: unknown = parse(text);
    if (typeof parsed === 'object' && parsed !== null && !holdsInclude(parsed) && stringify(parsed).replace(/\n$/, '') === text) return parsed;
  } catch {
    // Not YAML: the text itself.
  }
  return text;
}

function setPath(root: Record<string, unknown>, field: string, value: unknown): boolean {
  const segments = splitFieldPath(field);
  let at: Record<string, unknown> = root;
  for (const [i, seg] of segments.entries()) {
    if (i === segments.length - 1) {
      at[seg] = value;
      return true;
    }
    const next = at[seg] ?? {};
    if (!isRecord(next)) return false;
    at[seg] = next;
    at = next;
  }
  return false;
}

function renders(template: string, context: Record<string, unknown>, expected: string): boolean {
  const probe: Scenario = { name: 'capture', role: '', file: '', source: { file: '', line: 0, col: 0 }, runs: 1, threshold: 1, context, expect: [], dependsOn: [], provenance: {} };
  try {
    return renderTemplate({ path: 'template', text: template }, probe) === expected;
  } catch {
    return false;
  }
}

/** The template's variables in `message`, or undefined when the message is not this template rendered. */
export function matchTemplate(template: string, message: string): Record<string, unknown> | undefined {
  const fields: string[] = [];
  let source = '^';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, m.index));
    const field = m[1] ?? '';
    const seen = fields.indexOf(field);
    source += seen >= 0 ? `\\k<f${seen}>` : `(?<f${fields.length}>[\\s\\S]*?)`;
    if (seen < 0) fields.push(field);
    last = (m.index ?? 0) + m[0].length;
  }
  source += `${escapeRegExp(template.slice(last))}$`;
  const found = new RegExp(source, 'u').exec(message);
  if (!found?.groups) return undefined;
  const context: Record<string, unknown> = {};
  for (const [i, field] of fields.entries()) {
    if (!setPath(context, field, valueOf(found.groups[`f${i}`] ?? ''))) return undefined;
  }
  return renders(template, context, message) ? context : undefined;
}

export function freezeContext(message: string, template: string | undefined): FrozenContext {
  if (template !== undefined) {
    const vars = matchTemplate(template, message);
    if (vars) return { context: vars, how: 'template', exact: true };
    return { context: { message }, how: 'message', exact: false };
  }
  try {
    const parsed: unknown = parse(message);
    if (isRecord(parsed) && !holdsInclude(parsed) && stringify(parsed) === message) return { context: parsed, how: 'yaml', exact: true };
  } catch {
    // Not YAML.
  }
  return { context: { message }, how: 'message', exact: stringify({ message }) === message };
}
