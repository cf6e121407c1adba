/**
 * The context manifest (`context-eval manifest`): what each role's model receives — its system files and
 * template with the role's vars filled in, its tools (src/manifest/tools.ts), their sizes in characters and tokens, the provider
 * and its parameters — and how that changed against a base revision. Pure: files are read and tokens counted through injected functions.
 */
import { createHash } from 'node:crypto';
import type { ConfigFile, ProviderConfig } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import { fillVars } from '../scenarios/prompt.js';
import { toolFiles } from '../affected/paths.js';
import { diffTools, manifestTools, type ToolDiff, type ToolManifest } from './tools.js';

export type { ToolChange, ToolDiff, ToolManifest } from './tools.js';

export interface ManifestPart {
  /** `tools`: a tools file, its tokens those of its tools as the model receives them (src/manifest/tools.ts). */
  kind: 'system' | 'template' | 'tools';
  /** As written in the config (relative to the config file's folder). */
  path: string;
  chars: number;
  tokens: number;
  /** sha256 of the text (hex), so that an edit that keeps the size still shows as a change. */
  sha256?: string;
  /** The file does not exist (at this revision). */
  missing?: boolean;
}

export interface RoleManifest {
  role: string;
  provider: string;
  providerType: string;
  model?: string;
  params: Record<string, unknown>;
  output: 'json' | 'text';
  fields?: { steps: string; risk: string };
  parts: ManifestPart[];
  /** Each tool the role offers, in file order; absent for a role without tools. */
  tools?: ToolManifest[];
  /** What the model receives: every part, tools included. */
  totalTokens: number;
  /** How many scenarios use this role. */
  scenarios: number;
}

export type ChangeStatus = 'added' | 'removed' | 'changed' | 'unchanged';

export interface PartDiff {
  kind: ManifestPart['kind'];
  path: string;
  status: ChangeStatus;
  /** Undefined when the part is new. */
  tokensBefore?: number;
  /** Undefined when the part was removed. */
  tokensAfter?: number;
  /** tokensAfter − tokensBefore, counting a missing side as 0. */
  delta: number;
}

export interface RoleDiff {
  role: string;
  status: ChangeStatus;
  tokensBefore?: number;
  tokensAfter?: number;
  delta: number;
  parts: PartDiff[];
  /** Each tool against the base (added, removed, changed and what changed); absent when neither side has tools. */
  tools?: ToolDiff[];
  /** Other changes, e.g. "model gpt-4.1-mini → gpt-4.1", "params.temperature 0.7 → 0.2". */
  settings: string[];
}

export interface ManifestDiff {
  roles: RoleDiff[];
  tokensBefore: number;
  tokensAfter: number;
  delta: number;
}

/**
 * Builds the manifest of every role (or only `onlyRole`), in config order. `read` gets paths as written
 * in the config and returns undefined for a missing file; `count` counts tokens. A tools file that does
 * not parse is a ConfigError at its file:line, unless `opts.lenientTools` (the base side of a diff).
 */
export async function buildManifest(
  config: ConfigFile,
  scenarioCounts: Record<string, number>,
  read: (relPath: string) => Promise<string | undefined>,
  count: (t: string) => Promise<number>,
  onlyRole?: string,
  opts: { lenientTools?: boolean } = {},
): Promise<RoleManifest[]> {
  const roleNames = Object.keys(config.roles);
  if (onlyRole !== undefined && !roleNames.includes(onlyRole)) {
    throw new ConfigError(
      `--role ${JSON.stringify(onlyRole)} is not a role of this config; use one of: ${roleNames.join(', ') || '(no roles defined)'}`,
    );
  }
  const manifests: RoleManifest[] = [];
  for (const [roleName, role] of Object.entries(config.roles)) {
    if (onlyRole !== undefined && roleName !== onlyRole) continue;
    const provider = config.providers[role.provider];
    if (provider === undefined) {
      throw new ConfigError(
        `roles.${roleName}.provider is ${JSON.stringify(role.provider)}, which is not under providers; ` +
          `use one of: ${Object.keys(config.providers).join(', ') || '(no providers defined)'}`,
      );
    }
    const files: Array<{ kind: ManifestPart['kind']; path: string }> = [
      ...(Array.isArray(role.system) ? role.system : [role.system]).map((path) => ({ kind: 'system' as const, path })),
      ...(role.template === undefined ? [] : [{ kind: 'template' as const, path: role.template }]),
    ];
    // What the model receives: the role's vars filled in (a missing var file fills nothing); a context
    // placeholder differs per scenario and stays as written.
    const filled: Record<string, string> = {};
    for (const [name, value] of Object.entries(role.vars)) {
      const text = typeof value === 'string' ? value : await read(value.file);
      if (text !== undefined) filled[name] = text;
    }
    const parts: ManifestPart[] = [];
    for (const file of files) {
      const raw = await read(file.path);
      const text = raw === undefined ? undefined : fillVars(raw, filled);
      parts.push(
        text === undefined
          ? { ...file, chars: 0, tokens: 0, missing: true }
          : { ...file, chars: Array.from(text).length, tokens: await count(text), sha256: createHash('sha256').update(text).digest('hex') },
      );
    }
    const tools = role.tools === undefined ? undefined : await manifestTools(toolFiles(role.tools), read, count, opts.lenientTools === true);
    if (tools) parts.push(...tools.parts);
    const model = modelOf(provider, config);
    manifests.push({
      role: roleName,
      provider: role.provider,
      providerType: provider.type,
      ...(model === undefined ? {} : { model }),
      params: paramsOf(provider),
      output: role.output,
      ...(role.output === 'json' ? { fields: { steps: role.fields.steps, risk: role.fields.risk } } : {}),
      parts,
      ...(tools ? { tools: tools.tools } : {}),
      totalTokens: parts.reduce((sum, part) => sum + part.tokens, 0),
      scenarios: scenarioCounts[roleName] ?? 0,
    });
  }
  return manifests;
}

/** The model a provider calls; for a replay provider, the model of the provider it records with. */
function modelOf(provider: ProviderConfig, config: ConfigFile): string | undefined {
  switch (provider.type) {
    case 'openai':
    case 'anthropic':
      return provider.model;
    case 'replay': {
      const recorder = provider.record_with === undefined ? undefined : config.providers[provider.record_with];
      return recorder === undefined || recorder.type === 'replay' ? undefined : modelOf(recorder, config);
    }
    case 'exec':
      return undefined;
  }
}

/** The settings that shape the model's answer, only those that are set. */
function paramsOf(provider: ProviderConfig): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined) params[key] = value;
  };
  switch (provider.type) {
    case 'openai':
    case 'anthropic':
      set('temperature', provider.temperature);
      set('max_tokens', provider.max_tokens);
      break;
    case 'exec':
      set('command', provider.command);
      set('cwd', provider.cwd);
      break;
    case 'replay':
      set('recordings', provider.recordings);
      set('record_with', provider.record_with);
      break;
  }
  return params;
}

/** Per role and part: tokens before → after; added and removed parts and roles; changed settings. */
export function diffManifest(base: RoleManifest[], head: RoleManifest[]): ManifestDiff {
  const baseByRole = new Map(base.map((m) => [m.role, m]));
  const headRoles = new Set(head.map((m) => m.role));
  const roles: RoleDiff[] = head.map((after) => {
    const before = baseByRole.get(after.role);
    if (before === undefined) {
      return {
        role: after.role,
        status: 'added',
        tokensAfter: after.totalTokens,
        delta: after.totalTokens,
        parts: diffParts([], after.parts),
        ...withTools(diffTools(undefined, after.tools)),
        settings: [],
      };
    }
    const parts = diffParts(before.parts, after.parts);
    const tools = diffTools(before.tools, after.tools);
    const settings = diffSettings(before, after);
    const changed = settings.length > 0 || parts.some((p) => p.status !== 'unchanged') || (tools ?? []).some((t) => t.status !== 'unchanged');
    return {
      role: after.role,
      status: changed ? 'changed' : 'unchanged',
      tokensBefore: before.totalTokens,
      tokensAfter: after.totalTokens,
      delta: after.totalTokens - before.totalTokens,
      parts,
      ...withTools(tools),
      settings,
    };
  });
  for (const before of base) {
    if (headRoles.has(before.role)) continue;
    roles.push({
      role: before.role,
      status: 'removed',
      tokensBefore: before.totalTokens,
      delta: -before.totalTokens,
      parts: diffParts(before.parts, []),
      ...withTools(diffTools(before.tools, undefined)),
      settings: [],
    });
  }
  const tokensBefore = base.reduce((sum, m) => sum + m.totalTokens, 0);
  const tokensAfter = head.reduce((sum, m) => sum + m.totalTokens, 0);
  return { roles, tokensBefore, tokensAfter, delta: tokensAfter - tokensBefore };
}

function withTools(tools: ToolDiff[] | undefined): { tools?: ToolDiff[] } {
  return tools === undefined ? {} : { tools };
}

function partKey(part: ManifestPart): string {
  return `${part.kind}\u0000${part.path}`;
}

function diffParts(before: ManifestPart[], after: ManifestPart[]): PartDiff[] {
  const beforeByKey = new Map(before.map((p) => [partKey(p), p]));
  const afterKeys = new Set(after.map(partKey));
  const diffs: PartDiff[] = after.map((a) => {
    const b = beforeByKey.get(partKey(a));
    if (b === undefined || b.missing) {
      return { kind: a.kind, path: a.path, status: a.missing ? 'unchanged' : 'added', tokensAfter: a.tokens, delta: a.tokens };
    }
    if (a.missing) return { kind: a.kind, path: a.path, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens };
    const changed = a.tokens !== b.tokens || a.chars !== b.chars || (a.sha256 !== undefined && b.sha256 !== undefined && a.sha256 !== b.sha256);
    return {
      kind: a.kind,
      path: a.path,
      status: changed ? 'changed' : 'unchanged',
      tokensBefore: b.tokens,
      tokensAfter: a.tokens,
      delta: a.tokens - b.tokens,
    };
  });
  for (const b of before) {
    if (afterKeys.has(partKey(b)) || b.missing) continue;
    diffs.push({ kind: b.kind, path: b.path, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens });
  }
  return diffs;
}

function diffSettings(before: RoleManifest, after: RoleManifest): string[] {
  const changes: string[] = [];
  const compare = (label: string, a: unknown, b: unknown) => {
    const was = show(a);
    const now = show(b);
    if (was !== now) changes.push(`${label} ${was} → ${now}`);
  };
  compare('provider', before.provider, after.provider);
  compare('provider type', before.providerType, after.providerType);
  compare('model', before.model, after.model);
  compare('output', before.output, after.output);
  compare('fields', before.fields, after.fields);
  const keys = [...new Set([...Object.keys(before.params), ...Object.keys(after.params)])].sort();
  for (const key of keys) compare(`params.${key}`, before.params[key], after.params[key]);
  return changes;
}

function show(value: unknown): string {
  if (value === undefined) return '(unset)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** 1234567 → "1,234,567" (independent of the machine's locale). */
function group(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function signed(n: number): string {
  return n > 0 ? `+${group(n)}` : n === 0 ? '±0' : group(n);
}

function relative(delta: number, before: number): string {
  if (before === 0 || delta === 0) return '';
  return ` (${delta >= 0 ? '+' : ''}${((delta / before) * 100).toFixed(1)}%)`;
}

/** The text of `context-eval manifest`: one block per role, then (with a diff) removed roles and the total. */
export function renderManifestText(m: RoleManifest[], diff?: ManifestDiff): string {
  const diffByRole = new Map((diff?.roles ?? []).map((d) => [d.role, d]));
  const pathWidth = Math.max(
    8,
    ...m.flatMap((r) => r.parts.map((p) => p.path.length)),
    ...(diff?.roles ?? []).flatMap((r) => r.parts.map((p) => p.path.length)),
    // A tool line ("    tool  NAME") starts two columns before a part's path.
    ...m.flatMap((r) => (r.tools ?? []).map((t) => t.name.length - 2)),
    ...(diff?.roles ?? []).flatMap((r) => (r.tools ?? []).map((t) => t.name.length - 2)),
  );
  const tokenCell = (n: number) => `${group(n)} tokens`.padStart(14);
  const blocks: string[] = [];

  for (const role of m) {
    const roleDiff = diffByRole.get(role.role);
    const lines = [roleHeading(role, roleDiff)];
    for (const part of role.parts) {
      const partDiff = roleDiff?.parts.find((p) => p.kind === part.kind && p.path === part.path);
      const size = part.missing ? 'missing: the file does not exist' : `${tokenCell(part.tokens)}  ${`${group(part.chars)} chars`.padStart(14)}`;
      lines.push(`  ${part.kind.padEnd(8)}  ${part.path.padEnd(pathWidth)}  ${size}${partDiff ? partChange(partDiff) : ''}`.trimEnd());
    }
    for (const removed of roleDiff?.parts.filter((p) => p.status === 'removed' && !role.parts.some((q) => q.kind === p.kind && q.path === p.path)) ?? []) {
      lines.push(`  ${removed.kind.padEnd(8)}  ${removed.path.padEnd(pathWidth)}  removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
    }
    const toolName = (name: string) => `    tool  ${name.padEnd(pathWidth + 2)}`;
    for (const tool of role.tools ?? []) {
      const toolDiff = roleDiff?.tools?.find((t) => t.name === tool.name);
      lines.push(`${toolName(tool.name)}  ${tokenCell(tool.tokens)}${toolDiff ? toolChange(toolDiff) : ''}`.trimEnd());
    }
    for (const removed of roleDiff?.tools?.filter((t) => t.status === 'removed') ?? []) {
      lines.push(`${toolName(removed.name)}  removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
    }
    const totalChange = roleDiff && roleDiff.status === 'changed' ? `  ${signed(roleDiff.delta)}${relative(roleDiff.delta, roleDiff.tokensBefore ?? 0)} vs base` : '';
    lines.push(`  ${'total'.padEnd(8)}  ${''.padEnd(pathWidth)}  ${tokenCell(role.totalTokens)}${totalChange}`.trimEnd());
    for (const setting of roleDiff?.settings ?? []) lines.push(`  changed: ${setting}`);
    blocks.push(lines.join('\n'));
  }

  if (diff) {
    for (const removed of diff.roles.filter((r) => r.status === 'removed')) {
      blocks.push(`${removed.role}: removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
    }
    blocks.push(
      `All roles: ${group(diff.tokensBefore)} → ${group(diff.tokensAfter)} tokens, ${signed(diff.delta)}${relative(diff.delta, diff.tokensBefore)} vs base`,
    );
  } else if (m.length === 0) {
    blocks.push('No roles are defined.');
  }
  return `${blocks.join('\n\n')}\n`;
}

function roleHeading(role: RoleManifest, diff: RoleDiff | undefined): string {
  const provider = `provider ${role.provider} (${role.providerType}${role.model === undefined ? '' : `, ${role.model}`})`;
  const params = Object.entries(role.params).map(([key, value]) => `${key} ${show(value)}`);
  const output = role.fields ? `output json (steps: ${role.fields.steps}, risk: ${role.fields.risk})` : `output ${role.output}`;
  const scenarios = `${role.scenarios} scenario${role.scenarios === 1 ? '' : 's'}`;
  const marker = diff?.status === 'added' ? ' [new role]' : diff?.status === 'changed' ? ' [changed]' : '';
  return [`${role.role}${marker}`, provider, ...(params.length > 0 ? [params.join(', ')] : []), output, scenarios].join(' · ');
}

function toolChange(d: ToolDiff): string {
  switch (d.status) {
    case 'added':
      return '  new';
    case 'changed':
      return `  changed: ${(d.changed ?? []).join(' and ')} (${signed(d.delta)}, was ${group(d.tokensBefore ?? 0)})`;
    case 'removed':
    case 'unchanged':
      return '';
  }
}

function partChange(d: PartDiff): string {
  switch (d.status) {
    case 'added':
      return '  new';
    case 'changed':
      return `  ${signed(d.delta)} (was ${group(d.tokensBefore ?? 0)})`;
    case 'removed':
      return '  (present in base)';
    case 'unchanged':
      return '';
  }
}
