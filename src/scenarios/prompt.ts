/**
 * What a role's model receives for a scenario (DESIGN §2): the system files joined by a blank line, and
 * one user message — the template rendered from the scenario context, or the context as YAML. Pure.
 *
 * One rendering (renderText) serves the system files and the template: `{{ name }}` takes the role var
 * `name` (`roles.*.vars`) when there is one, else the scenario context's `name` (a dotted path); strings
 * go in verbatim (never rendered again, no HTML escaping), other values as YAML. `\{{` is a literal `{{`.
 * Every other `{{…}}` is a placeholder, and one without a value is a config error at its file and line:
 * nothing is sent with a placeholder left in it.
 */
import { stringify } from 'yaml';
import type { RoleConfig, RoleVar } from '../config/schema.js';
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

/** The escape `\{{` (group 1 unset), or a placeholder `{{ field }}` (group 1 the field). */
const PLACEHOLDER = /\\\{\{|\{\{\s*([^{}]*?)\s*\}\}/g;

/** A role's vars with each `{ file: }` value read: name → text. */
export type PromptVars = Readonly<Record<string, string>>;

const NO_VARS: PromptVars = {};

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

/** What fills a placeholder: the role var of that name, else the context value its path names. */
function valueOf(field: string, vars: PromptVars, scenario: Scenario): Lookup {
  if (Object.hasOwn(vars, field)) return { found: true, value: vars[field] };
  const result = lookupField(scenario.context, splitFieldPath(field));
  return result.found && result.value !== undefined ? result : { found: false };
}

/** Fills the value `resolve` gives for a field, keeping the placeholder as written where it gives none. */
export type Resolve = (field: string, offset: number) => string | undefined;

/** The one rendering of prompt text: `\{{` → `{{`, each `{{ field }}` → resolve(field), or kept as written. */
export function renderText(text: string, resolve: Resolve): string {
  return text.replace(PLACEHOLDER, (match: string, field: string | undefined, offset: number) => (field === undefined ? '{{' : (resolve(field, offset) ?? match)));
}

/** The placeholders of a text (escapes left out), with their offsets; init reads a prompt's own with it. */
export function placeholders(text: string): { field: string; offset: number }[] {
  const out: { field: string; offset: number }[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) if (m[1] !== undefined) out.push({ field: m[1], offset: m.index });
  return out;
}

function contextKeys(scenario: Scenario): string {
  const keys = Object.keys(scenario.context);
  return keys.length === 0 ? 'no keys' : `keys ${keys.join(', ')}`;
}

function missingInTemplate(template: PromptFile, scenario: Scenario, field: string, offset: number): ConfigError {
  const { line, col } = lineAndCol(template.text, offset);
  return new ConfigError(
    `template field '${field}' is missing from the context of scenario '${scenario.name}' (${scenario.file}:${scenario.source.line}); ` +
      `the context has ${contextKeys(scenario)}; add it to context: or to roles.${scenario.role}.vars, or fix the template (\\{{ writes a literal {{)`,
    { file: template.path, line, col },
  );
}

function missingInSystem(file: PromptFile, scenario: Scenario, field: string, offset: number): ConfigError {
  const { line, col } = lineAndCol(file.text, offset);
  return new ConfigError(
    `system prompt placeholder {{${field}}} has no value: roles.${scenario.role}.vars has no '${field}' and the context of scenario '${scenario.name}' ` +
      `(${scenario.file}:${scenario.source.line}) has ${contextKeys(scenario)}; add ${field} to roles.${scenario.role}.vars (or to the scenario's context:), ` +
      `or write \\{{ for a literal {{`,
    { file: file.path, line, col },
  );
}

type Missing = (file: PromptFile, scenario: Scenario, field: string, offset: number) => ConfigError;

/** Renders one file from the vars and the context; a placeholder without a value throws `missing`'s error. */
function renderFile(file: PromptFile, scenario: Scenario, vars: PromptVars, missing: Missing): string {
  return renderText(file.text, (field, offset) => {
    const result = valueOf(field, vars, scenario);
    if (!result.found) throw missing(file, scenario, field, offset);
    return render(result.value);
  });
}

/** Throws what renderFile would, without rendering. */
function checkFile(file: PromptFile, scenario: Scenario, vars: PromptVars, missing: Missing): void {
  for (const { field, offset } of placeholders(file.text)) if (!valueOf(field, vars, scenario).found) throw missing(file, scenario, field, offset);
}

/** Renders the template's placeholders from the role vars and the scenario context (no HTML escaping). */
export function renderTemplate(template: PromptFile, scenario: Scenario, vars: PromptVars = NO_VARS): string {
  return renderFile(template, scenario, vars, missingInTemplate);
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
 * Whether the system files name something besides the role vars (a context field, or nothing at all):
 * when they do not, the rendered system text is the same for every scenario of the role.
 */
export function systemNeedsContext(files: readonly PromptFile[], vars: PromptVars): boolean {
  return files.some((f) => placeholders(f.text).some(({ field }) => !Object.hasOwn(vars, field)));
}

/** The system text for one scenario: each system file rendered (vars, then context), joined by a blank line. */
export function renderSystem(files: readonly PromptFile[], scenario: Scenario, vars: PromptVars = NO_VARS): string {
  return systemText(files.map((f) => ({ path: f.path, text: renderFile(f, scenario, vars, missingInSystem) })));
}

/**
 * Throws exactly what buildPrompt would throw for this scenario (the first placeholder without a value:
 * system files in order, then the template), without rendering: the check that must precede any model
 * call is cheap, and the user message is rendered when the scenario runs.
 */
export function checkPrompt(role: RoleConfig, scenario: Scenario, files: { system?: PromptFile[]; template?: PromptFile; vars?: PromptVars }): void {
  checkFiles(role, scenario, files);
  const vars = files.vars ?? NO_VARS;
  for (const file of files.system ?? []) checkFile(file, scenario, vars, missingInSystem);
  if (files.template) checkFile(files.template, scenario, vars, missingInTemplate);
}

/** The user message for one scenario: the template rendered from its context, or the context as YAML. */
export function userMessage(scenario: Scenario, template: PromptFile | undefined, vars: PromptVars = NO_VARS): { role: 'user'; content: string } {
  return { role: 'user', content: template ? renderTemplate(template, scenario, vars) : stringify(scenario.context) };
}

/**
 * The system text and user message for one scenario. `files` holds the texts of `role.system` (in order),
 * of `role.template` when the role has one, and the role's vars with their files read.
 */
export function buildPrompt(role: RoleConfig, scenario: Scenario, files: { system: PromptFile[]; template?: PromptFile; vars?: PromptVars }): Prompt {
  checkFiles(role, scenario, files);
  const vars = files.vars ?? NO_VARS;
  // Rendering throws what checkPrompt would, in the same order (system files, then the template).
  return { system: renderSystem(files.system, scenario, vars), messages: [userMessage(scenario, files.template, vars)] };
}

/**
 * A text with the role vars filled in and every other placeholder kept as written: what every scenario
 * of the role receives, for the manifest and capture, which have no scenario context.
 */
export function fillVars(text: string, vars: PromptVars): string {
  return renderText(text, (field) => (Object.hasOwn(vars, field) ? vars[field] : undefined));
}

/** A role's vars (`roles.*.vars`) with each `{ file: }` value read through `read` (a confined reader). */
export async function readVars(vars: Readonly<Record<string, RoleVar>> | undefined, read: (rel: string) => Promise<string>): Promise<PromptVars> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars ?? {})) out[name] = typeof value === 'string' ? value : await read(value.file);
  return out;
}
