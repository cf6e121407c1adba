/**
 * What a role's model receives for a scenario (DESIGN §2): the system files joined by a blank line, and
 * one user message — the template rendered from the scenario context, or the context as YAML. Pure.
 */
import { stringify } from 'yaml';
import type { RoleConfig } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import type { Scenario } from './types.js';

export interface PromptFile {
  /** The path shown in messages. */
  path: string;
  text: string;
}

export interface Prompt {
  system: string;
  messages: { role: 'user'; content: string }[];
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** `steps[0].title` → ['steps', '0', 'title']. */
export function splitFieldPath(field: string): string[] {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
}

type Lookup = { found: true; value: unknown } | { found: false };

/**
 * Looks a dotted path up in the context. At each mapping the longest key made of the next segments
 * joined by dots wins, so keys that contain dots (`files.src/auth.rs`) still resolve.
 */
export function lookupField(root: unknown, segments: readonly string[]): Lookup {
  if (segments.length === 0) return { found: true, value: root };
  if (Array.isArray(root)) {
    const head = segments[0] ?? '';
    if (!/^\d+$/.test(head) || Number(head) >= root.length) return { found: false };
    return lookupField(root[Number(head)], segments.slice(1));
  }
  if (root !== null && typeof root === 'object') {
    const record = root as Record<string, unknown>;
    for (let take = segments.length; take >= 1; take--) {
      const key = segments.slice(0, take).join('.');
      if (Object.hasOwn(record, key)) {
        const result = lookupField(record[key], segments.slice(take));
        if (result.found) return result;
      }
    }
  }
  return { found: false };
}

function render(value: unknown): string {
  if (typeof value === 'string') return value;
  return stringify(value).replace(/\n$/, '');
}

function lineAndCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return { line, col };
}

/** The context value a placeholder names; a missing one is a ConfigError at the placeholder's line. */
function placeholderValue(template: PromptFile, scenario: Scenario, field: string, offset: number): unknown {
  const result = lookupField(scenario.context, splitFieldPath(field));
  if (result.found && result.value !== undefined) return result.value;
  const { line, col } = lineAndCol(template.text, offset);
  const keys = Object.keys(scenario.context);
  throw new ConfigError(
    `template field '${field}' is missing from the context of scenario '${scenario.name}' (${scenario.file}:${scenario.source.line}); ` +
      `the context has ${keys.length === 0 ? 'no keys' : `keys ${keys.join(', ')}`}; add it to context: or fix the template`,
    { file: template.path, line, col },
  );
}

/** Renders `{{ dotted.path }}` placeholders from the scenario context (no HTML escaping). */
export function renderTemplate(template: PromptFile, scenario: Scenario): string {
  return template.text.replace(PLACEHOLDER, (_match, field: string, offset: number) => render(placeholderValue(template, scenario, field, offset)));
}

function checkFiles(role: RoleConfig, scenario: Scenario, files: { template?: PromptFile }): void {
  if (role.template !== undefined && files.template === undefined) {
    // A caller bug, not a user error: without this the template would be silently ignored.
    throw new Error(`buildPrompt: role of scenario '${scenario.name}' has template ${role.template}, but its text was not passed`);
  }
}

/** The system text: the role's system files, in order, joined by a blank line. */
export function systemText(files: readonly PromptFile[]): string {
  return files.map((f) => f.text.replace(/\n+$/, '')).join('\n\n');
}

/**
 * Throws exactly what buildPrompt would throw for this scenario (the first placeholder, in template
 * order, that its context lacks), without rendering: the check that must precede any model call is cheap,
 * and the user message is rendered when the scenario runs.
 */
export function checkPrompt(role: RoleConfig, scenario: Scenario, files: { template?: PromptFile }): void {
  checkFiles(role, scenario, files);
  const template = files.template;
  if (!template) return;
  for (const match of template.text.matchAll(PLACEHOLDER)) placeholderValue(template, scenario, match[1] ?? '', match.index);
}

/** The user message for one scenario: the template rendered from its context, or the context as YAML. */
export function userMessage(scenario: Scenario, template: PromptFile | undefined): { role: 'user'; content: string } {
  return { role: 'user', content: template ? renderTemplate(template, scenario) : stringify(scenario.context) };
}

/**
 * The system text and user message for one scenario. `files` holds the texts of `role.system` (in order)
 * and of `role.template` when the role has one.
 */
export function buildPrompt(role: RoleConfig, scenario: Scenario, files: { system: PromptFile[]; template?: PromptFile }): Prompt {
  checkFiles(role, scenario, files);
  return { system: systemText(files.system), messages: [userMessage(scenario, files.template)] };
}
