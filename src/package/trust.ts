/**
 * What a context package may bring (DESIGN §2 "what a context package may bring"; docs/security.md#packages).
 *
 * A package's config holds only context: `version`, `scenarios`, `roles` (their prompt and template files,
 * output contract and the provider NAME each uses), `defaults` and `review.criteria`. Providers (types,
 * commands, base URLs, keys), `cache`, `history` and every other setting come from the consumer's config.
 * Every provider name a package uses — a role's `provider`, a judge's `provider` — maps to the consumer's:
 * `--provider-map theirs=ours`, else the consumer's provider of the same name, else (only when the consumer
 * says `--provider-map theirs=@recordings`) a replay of the package's recorded outputs, which runs no
 * command, opens no connection and needs no key. Anything else is refused, naming what was asked for.
 * Pure: no I/O.
 */
import path from 'node:path';
import { z } from 'zod';
import { RoleSchema, type ConfigFile, type ProviderConfig } from '../config/schema.js';
import { ConfigError } from '../config/types.js';

/** The top-level keys a package's config may hold. */
export const PACKAGE_CONFIG_KEYS = ['version', 'scenarios', 'roles', 'defaults', 'review'] as const;

/** The `--provider-map` target that replays the package's own recordings of that provider. */
export const RECORDINGS_TARGET = '@recordings';

const Paths = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** Values are checked again by the config loader; this shape is what the trust checks read. */
const PackageConfigSchema = z.strictObject({
  version: z.unknown(),
  scenarios: Paths.optional(),
  roles: z.record(z.string(), RoleSchema),
  defaults: z.unknown().optional(),
  review: z.strictObject({ criteria: z.string().min(1) }).optional(),
});
export type PackageConfig = z.infer<typeof PackageConfigSchema>;

const FIX = 'A package brings only context (roles, scenarios, defaults, review.criteria); providers, cache, history and every other setting come from your own config. Ask its author to rebuild it with `context-eval package` (which leaves them out), or use a package that does not ask for them';

const Mapping = z.record(z.string(), z.unknown());

/** A value from the package, as data in a message: JSON-escaped, cut to 80 characters. */
function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What a provider a package defines would do: its type, and its command or endpoint. */
function describeProvider(name: string, value: unknown): string {
  const parsed = Mapping.safeParse(value);
  if (!parsed.success) return `providers.${name}: ${quoted(value)}`;
  const v = parsed.data;
  const parts = ['type', 'command', 'base_url', 'api_key_env', 'recordings'].filter((k) => v[k] !== undefined).map((k) => `${k} ${quoted(v[k])}`);
  return `providers.${name} (${parts.join(', ')})`;
}

/**
 * The settings beyond context that a package's config sets, described: each provider it defines with its
 * type and command or endpoint, and every other key with its value (e.g. `cache: {"dir":"/tmp/x"}`).
 */
export function askedBeyondContext(raw: unknown): string[] {
  const obj = Mapping.safeParse(raw);
  if (!obj.success) return [];
  const asked: string[] = [];
  for (const [key, value] of Object.entries(obj.data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if ((PACKAGE_CONFIG_KEYS as readonly string[]).includes(key)) continue;
    const providers = key === 'providers' ? Mapping.safeParse(value) : undefined;
    if (providers?.success) {
      const defined = Object.entries(providers.data);
      if (defined.length === 0) asked.push('providers (empty)');
      for (const [name, p] of defined) asked.push(describeProvider(name, p));
    } else {
      asked.push(`${key}: ${quoted(value)}`);
    }
  }
  const review = Mapping.safeParse(obj.data.review);
  if (review.success) for (const [k, v] of Object.entries(review.data)) if (k !== 'criteria') asked.push(`review.${k}: ${quoted(v)}`);
  return asked;
}

/** A path or glob that leaves the package's folder: absolute, or with a ".." segment (also inside braces). */
export function escapesFolder(p: string): boolean {
  return path.posix.isAbsolute(p) || path.win32.isAbsolute(p) || /(?:^|[/\\{,])\.\.(?:$|[/\\},])/.test(p);
}

/**
 * Checks a package's config (already parsed YAML, as a value): it asks for nothing beyond context and
 * names no path outside its folder. `shown` names it in messages. Throws ConfigError.
 */
export function checkPackageConfig(raw: unknown, shown: string): PackageConfig {
  const asked = askedBeyondContext(raw);
  if (asked.length > 0) throw new ConfigError(`the package's config asks for more than context: ${asked.join('; ')}. ${FIX}`, { file: shown });
  const parsed = PackageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`the package's config is not valid at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}; rebuild the package with \`context-eval package\``, { file: shown });
  }
  const named: [string, string][] = [];
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : typeof v === 'string' ? [v] : v);
  for (const p of list(parsed.data.scenarios)) named.push(['scenarios', p]);
  for (const [name, role] of Object.entries(parsed.data.roles)) {
    for (const p of list(role.system)) named.push([`roles.${name}.system`, p]);
    for (const p of list(role.template)) named.push([`roles.${name}.template`, p]);
    for (const p of role.depends_on) named.push([`roles.${name}.depends_on`, p]);
    for (const [varName, value] of Object.entries(role.vars)) if (typeof value !== 'string') named.push([`roles.${name}.vars.${varName}.file`, value.file]);
  }
  if (parsed.data.review) named.push(['review.criteria', parsed.data.review.criteria]);
  const escaping = named.filter(([, p]) => escapesFolder(p));
  if (escaping.length > 0) {
    const what = escaping.map(([at, p]) => `${at}: ${JSON.stringify(p)}`).join(', ');
    throw new ConfigError(`the package's config names paths outside the package's own folder (${what}); a package reads only the files it carries. ${FIX}`, { file: shown });
  }
  return parsed.data;
}

/** The context-only config `context-eval package` writes into a package, as a value. */
export function packageConfigOf(config: ConfigFile): Record<string, unknown> {
  return {
    version: 1,
    scenarios: config.scenarios,
    roles: config.roles,
    defaults: config.defaults,
    ...(config.review.criteria === undefined ? {} : { review: { criteria: config.review.criteria } }),
  };
}

export type MappedProvider = { name: string; ours: string } | { name: string; recordings: true };

export interface MappingInput {
  /** `--provider-map`: theirs → ours (or RECORDINGS_TARGET). */
  map: Map<string, string>;
  /** The consumer's providers; undefined without a config. */
  ours: Record<string, ProviderConfig> | undefined;
  /** The consumer's config file, for messages. */
  ourFile: string;
  /** Provider names the package has recordings for. */
  recorded: ReadonlySet<string>;
}

/** Maps one provider name the package uses (`where` says who uses it) to the consumer's; throws ConfigError. */
export function mapProvider(name: string, where: string, input: MappingInput): MappedProvider {
  const target = input.map.get(name);
  if (target === RECORDINGS_TARGET) return { name, recordings: true };
  if (target !== undefined) return { name, ours: target };
  if (input.ours && Object.hasOwn(input.ours, name)) return { name, ours: name };
  const yours = input.ours ? Object.keys(input.ours) : [];
  const hint = input.recorded.has(name) ? `, or --provider-map ${name}=${RECORDINGS_TARGET} to replay the package's recorded outputs offline` : '';
  throw new ConfigError(
    `${where} uses provider '${name}', which ${input.ours ? `${input.ourFile} does not define` : `has no counterpart here (no config found at ${input.ourFile}; pass --config)`}; a package's providers are always yours: define providers.${name} in your config, or pass --provider-map ${name}=<one of yours>${yours.length > 0 ? ` (yours: ${yours.join(', ')})` : ''}${hint}`,
  );
}
