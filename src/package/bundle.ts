/**
 * Context packages (issue item 4): a suite's context-only config, scenario files, the prompt, fixture and
 * replay-recording files they depend on, the generated context manifest (with a hash of every file), a
 * summary of the latest baselines, and a content hash. Pure: serialization, parsing and verification. What
 * `run --package` takes from it is src/package/trust.ts; docs/security.md#packages.
 *
 * Two forms, one content: one JSON file (`--out FILE.json`: every member is UTF-8 text, no mtimes, owners or
 * modes to pin, diffs readably in a downstream repo's pull request, byte-for-byte reproducible by
 * construction: sorted keys, fixed indentation, a trailing newline), or a gzip-compressed tarball
 * (`--out FILE.tgz`, src/package/tarball.ts) holding the same files, whose verification is the same
 * (verifyPackage).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson } from '../affected/context-hash.js';
import { RecordingTargetSchema } from '../providers/recording.js';

export const PACKAGE_FORMAT = 'context-eval-package';
/** 2: the config is context only (no providers); files are hashed in the context manifest; recordings are data. */
export const PACKAGE_VERSION = 2;
export const MANIFEST_FORMAT = 'context-eval-context-manifest';
export const MANIFEST_VERSION = 1;
/** The largest package file `run --package` reads; each file in it is at most MAX_FILE_BYTES. */
export const MAX_PACKAGE_BYTES = 64 * 1024 * 1024;

function segmentOk(seg: string): boolean {
  return seg !== '' && seg !== '.' && seg !== '..' && Buffer.byteLength(seg, 'utf8') <= 255;
}

/** A file's path in a package: relative, forward slashes, no "..", no control characters, sane lengths. */
export function isPackagePath(p: string): boolean {
  return p.length <= 1024 && !/^[A-Za-z]:/.test(p) && !p.includes('\\') && !/[\u0000-\u001f\u007f]/.test(p) && p.split('/').every(segmentOk);
}

const RelativePath = z.string().min(1).refine(isPackagePath, {
  message: 'must be a relative path with forward slashes, inside the package (no "..", no leading "/", no control characters, at most 1024 characters and 255 bytes a segment)',
});

const Sha256 = z.string().regex(/^sha256:[0-9a-f]{64}$/);

/**
 * `context-manifest.json`: the config, the scenarios and the manifest versioned together. `files`: the
 * sha256 of every file of the package (its UTF-8 bytes); `roles`: what each role's model receives (its
 * system and template files, their tokens and hashes: `context-eval manifest --format json`), without the
 * author's provider settings.
 */
export const ContextManifestSchema = z.strictObject({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(MANIFEST_VERSION),
  config: RelativePath,
  files: z.record(RelativePath, Sha256),
  roles: z.array(z.unknown()),
});
export type ContextManifest = z.infer<typeof ContextManifestSchema>;

export function fileHash(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

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
  /** The config file among `files`: context only (src/package/trust.ts says what it may hold). */
  config: RelativePath,
  /** Path → text, relative to the config file's folder. */
  files: z.record(RelativePath, z.string()),
  /**
   * Recorded outputs, as data: for a provider name the roles or judges use, the folder (among `files`)
   * of its replay recordings and the identity they were recorded with (part of each key). Replayed only
   * when the consumer maps that name to `@recordings`.
   */
  recordings: z.record(
    z.string().min(1),
    z.strictObject({ folder: RelativePath, target: RecordingTargetSchema.optional() }),
  ),
  generated: z.strictObject({
    'context-manifest.json': ContextManifestSchema,
    baselines: z.union([
      z.strictObject({ available: z.literal(true), source: z.string(), scenarios: z.array(BaselineSummarySchema) }),
      z.strictObject({ available: z.literal(false), reason: z.string() }),
    ]),
  }),
  /** sha256 of the canonical JSON of every other member. */
  content_hash: Sha256,
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

/** JSON with sorted keys at every depth, 2-space indentation and a trailing newline: the one form `package` writes. */
export function serializeJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

export function serializePackage(pkg: ContextPackage): string {
  return serializeJson(pkg);
}

/** The names `package --out` writes a gzip-compressed tarball to (src/package/tarball.ts). */
const TARBALL_NAME = /\.(?:tgz|tar\.gz)$/i;

export function isTarballName(out: string): boolean {
  return TARBALL_NAME.test(out);
}

/** The names of the other archives and compressed files: a package is never one of them. */
const ARCHIVE_NAME = /\.(?:tar\.(?:bz2|xz|zst|lz|lzma|z)|tbz2?|txz|tzst|tar|zip|gz|bz2|xz|zst|lz|lzma|7z|rar|jar)$/i;

/**
 * Why `--out` cannot be a package's name, or undefined when it can: `.tgz` and `.tar.gz` are written as a
 * gzip-compressed tarball, any other name but another archive's as JSON; another archive's name (`a.zip`,
 * `a.tar.xz`, …) would hold something a tool or a person taking the name at its word cannot open. The
 * message names the right names.
 */
export function packageNameProblem(out: string): string | undefined {
  if (isTarballName(out)) return undefined;
  const m = ARCHIVE_NAME.exec(out);
  if (!m) return undefined;
  const stem = out.slice(0, m.index);
  return `--out ${out}: a context package is a JSON file or a gzip-compressed tarball, not a ${m[0].slice(1)} archive; name it ${stem}.json or ${stem}.tgz: context-eval package --out ${stem}.json`;
}

/** What archive a file is by its first bytes (at least 262), read raw: a binary file never decodes as text. */
export function archiveKindOfBytes(head: Uint8Array): string | undefined {
  return archiveKind(Buffer.from(head).toString('latin1'));
}

/** What archive a file's text (read as UTF-8) is, by its first bytes; undefined for anything else. */
function archiveKind(text: string): string | undefined {
  if (text.charCodeAt(0) === 0x1f && (text.charCodeAt(1) === 0x8b || text.charCodeAt(1) === 0xfffd)) return 'gzip';
  if (text.startsWith('PK\u0003\u0004')) return 'zip';
  if (text.slice(257, 262) === 'ustar') return 'tar';
  return undefined;
}

/** What to say of an archive `run --package` cannot read (a plain tar, a zip): what a package is. */
export function archiveProblem(archive: string, shown: string): string {
  return `${shown} is a ${archive} archive, not a context package: a context package is a JSON file or a gzip-compressed tarball (.tgz), as \`context-eval package --out FILE.json\` (or FILE.tgz) writes it; pass that file to --package`;
}

const REBUILD = 'rebuild it with `context-eval package --out FILE`';

/** A problem with the package's format and version (an older package carries its author's providers), or undefined. */
export function versionProblem(json: unknown, shown: string): string | undefined {
  const head = z.object({ format: z.literal(PACKAGE_FORMAT), version: z.number() }).safeParse(json);
  if (!head.success || head.data.version === PACKAGE_VERSION) return undefined;
  return head.data.version < PACKAGE_VERSION
    ? `${shown} is a version ${head.data.version} context package, which carries its author's providers; this context-eval runs version ${PACKAGE_VERSION} packages, which carry only context: ask its author to ${REBUILD} with this release`
    : `${shown} is a version ${head.data.version} context package, newer than this context-eval reads (${PACKAGE_VERSION}); upgrade context-eval`;
}

/** The first schema issue, as a problem naming where it is. */
export function schemaProblem(error: z.ZodError, shown: string): string {
  const issue = error.issues[0];
  return `${shown} is not a valid context package at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Parses and checks a package file's text; the problem names the file (and the member) and what is wrong.
 * In order: JSON, the format and version, the schema, the canonical form (`package` writes sorted keys and
 * fixed indentation: a duplicate key, which JSON.parse would silently resolve to its last value, or any
 * other hand edit makes what runs differ from what a reviewer reads), then verifyPackage.
 */
export function parsePackage(text: string, shown: string): ContextPackage | { problem: string } {
  const archive = archiveKind(text);
  if (archive !== undefined) {
    return { problem: archiveProblem(archive, shown) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problem: `${shown} is not a context package: not JSON (${err instanceof Error ? err.message : String(err)}); make it with \`context-eval package --out FILE\`` };
  }
  const version = versionProblem(json, shown);
  if (version !== undefined) return { problem: version };
  const parsed = PackageSchema.safeParse(json);
  if (!parsed.success) return { problem: schemaProblem(parsed.error, shown) };
  const pkg = parsed.data;
  if (serializePackage(pkg) !== text.replaceAll('\r\n', '\n')) {
    return { problem: `${shown} is not in the form \`context-eval package\` writes (a duplicate key, or an edit by hand): what runs must be exactly what a reviewer reads; ${REBUILD}` };
  }
  return verifyPackage(pkg, shown);
}

/**
 * Checks a parsed package, in either form: each file against the context manifest's hash (naming the
 * file), the manifest lists exactly the package's files and names its config, the content hash, and each
 * recordings folder holds files.
 */
export function verifyPackage(pkg: ContextPackage, shown: string): ContextPackage | { problem: string } {
  const rebuild = REBUILD;
  const manifest = pkg.generated['context-manifest.json'];
  for (const file of Object.keys(pkg.files)) {
    const stated = Object.hasOwn(manifest.files, file) ? manifest.files[file] : undefined;
    if (stated === undefined) return { problem: `${shown}: ${file} is not listed in its context-manifest.json; the package was edited after it was made: ${rebuild}` };
    const actual = fileHash(pkg.files[file] ?? '');
    if (actual !== stated) return { problem: `${shown}: ${file} has hash ${actual}, but its context-manifest.json states ${stated}; the file was edited after packaging: ${rebuild}` };
  }
  for (const file of Object.keys(manifest.files)) {
    if (!Object.hasOwn(pkg.files, file)) return { problem: `${shown}: its context-manifest.json lists ${file}, which the package does not hold; ${rebuild}` };
  }
  if (manifest.config !== pkg.config) return { problem: `${shown}: its context-manifest.json names the config ${manifest.config}, but the package's config is ${pkg.config}; ${rebuild}` };
  const { content_hash: stated, ...rest } = pkg;
  const actual = contentHash(rest);
  if (stated !== actual) return { problem: `${shown}: the content hash is ${actual}, but the package states ${stated}; the file was edited or damaged: ${rebuild}` };
  if (!Object.hasOwn(pkg.files, pkg.config)) return { problem: `${shown}: the config file ${pkg.config} is not among the package's files` };
  for (const [name, r] of Object.entries(pkg.recordings)) {
    const prefix = `${r.folder.replace(/\/$/, '')}/`;
    if (!Object.keys(pkg.files).some((f) => f.startsWith(prefix))) return { problem: `${shown}: recordings.${name}.folder ${r.folder} holds none of the package's files; ${rebuild}` };
  }
  return pkg;
}
