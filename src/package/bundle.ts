/**
 * Context packages (issue item 4): one JSON file holding a suite's config, scenario files, the prompt,
 * fixture and replay-recording files they depend on, the generated context manifest, a summary of the
 * latest baselines, and a content hash. Pure: serialization and parsing only.
 *
 * A single JSON bundle rather than a tar: every member is UTF-8 text (the loader reads every file as
 * text), JSON needs no archive library, has no mtimes, owners or modes to pin, diffs readably in a
 * downstream repo's pull request, and is byte-for-byte reproducible by construction (sorted keys,
 * fixed indentation, a trailing newline).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson } from '../affected/context-hash.js';

export const PACKAGE_FORMAT = 'context-eval-package';
export const PACKAGE_VERSION = 1;

const RelativePath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split('/').some((s) => s === '..' || s === '.' || s === '') && !p.includes('\\'), {
    message: 'must be a relative path with forward slashes, inside the package (no "..", no leading "/")',
  });

export const BaselineSummarySchema = z.strictObject({
  scenario: z.string(),
  sha: z.string(),
  timestamp: z.string(),
  passes: z.number().int().min(0),
  attempted: z.number().int().min(0),
  verdict: z.string(),
  contextHash: z.string(),
});

export const PackageSchema = z.strictObject({
  format: z.literal(PACKAGE_FORMAT),
  version: z.literal(PACKAGE_VERSION),
  name: z.string().min(1),
  /** The config file among `files`. */
  config: RelativePath,
  /** Path → text, relative to the config file's folder. */
  files: z.record(RelativePath, z.string()),
  /** `context-manifest.json`: what `manifest --format json` prints. */
  generated: z.strictObject({
    'context-manifest.json': z.unknown(),
    baselines: z.union([
      z.strictObject({ available: z.literal(true), source: z.string(), scenarios: z.array(BaselineSummarySchema) }),
      z.strictObject({ available: z.literal(false), reason: z.string() }),
    ]),
  }),
  /** sha256 of the canonical JSON of every other member. */
  content_hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
});

export type ContextPackage = z.infer<typeof PackageSchema>;
export type PackageContent = Omit<ContextPackage, 'content_hash' | 'format' | 'version'>;

export function contentHash(content: Omit<ContextPackage, 'content_hash'>): string {
  return `sha256:${createHash('sha256').update(canonicalJson(content)).digest('hex')}`;
}

/** Object keys sorted at every depth; arrays keep their order. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

export function buildPackage(content: PackageContent): ContextPackage {
  const body = { format: PACKAGE_FORMAT, version: PACKAGE_VERSION, ...content } as const;
  return { ...body, content_hash: contentHash(body) };
}

export function serializePackage(pkg: ContextPackage): string {
  return `${JSON.stringify(sortKeys(pkg), null, 2)}\n`;
}

/** Parses and checks a package file's text; the error names the file and what is wrong. */
export function parsePackage(text: string, shown: string): ContextPackage | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problem: `${shown} is not a context package: not JSON (${err instanceof Error ? err.message : String(err)}); make it with \`context-eval package --out FILE\`` };
  }
  const parsed = PackageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${shown} is not a valid context package at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}` };
  }
  const { content_hash: stated, ...rest } = parsed.data;
  const actual = contentHash(rest);
  if (stated !== actual) return { problem: `${shown}: the content hash is ${actual}, but the package states ${stated}; the file was edited or damaged: rebuild it with \`context-eval package\`` };
  if (!Object.hasOwn(parsed.data.files, parsed.data.config)) return { problem: `${shown}: the config file ${parsed.data.config} is not among the package's files` };
  return parsed.data;
}
