/**
 * What goes into a context package, read from disk through the one path resolver (regular files inside the
 * config's folder, no symlink, no hard link, size-limited): the config (context only: src/package/trust.ts),
 * every scenario file and `_defaults.yaml`, every included or depended-on file, the roles' system and
 * template files, review.criteria, the recordings of the replay providers the roles and judges use (as
 * data), the context manifest with a hash of every file, and the latest baselines.
 */
import path from 'node:path';
import { lstat, readdir } from 'node:fs/promises';
import { stringify } from 'yaml';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { isNotFound } from '../config/io.js';
import { buildManifest } from '../manifest/manifest.js';
import { countTokens } from '../manifest/tokenizer.js';
import { readStoredHistory } from '../pipeline/stored-history.js';
import { FileAccessError, readPackageMember } from '../security/paths.js';
import { providersInUse } from '../pipeline/prepare.js';
import { recordingTarget, type RecordingTarget } from '../providers/recording.js';
import { fileHash, MANIFEST_FORMAT, MANIFEST_VERSION, type BaselineSummarySchema, type ContextManifest, type PackageContent } from './bundle.js';
import { packageConfigOf } from './trust.js';
import type { z } from 'zod';

type BaselineSummary = z.infer<typeof BaselineSummarySchema>;

const GLOB_CHARS = /[*?[\]{}]/;

function list(v: string | string[]): string[] {
  return typeof v === 'string' ? [v] : v;
}

/** A path relative to the config folder, with forward slashes; a path outside it is a ConfigError. */
function inside(loaded: LoadedConfig, rel: string, what: string): string {
  const abs = path.resolve(loaded.dir, rel);
  const shown = path.relative(loaded.dir, abs).split(path.sep).join('/');
  if (shown === '' || shown.startsWith('../') || path.isAbsolute(shown)) {
    throw new ConfigError(`${what} ${rel} is outside the config's folder; a package holds only files under ${path.basename(loaded.dir)}/: move the file there`);
  }
  return shown;
}

/** Reads a package member through the one path resolver: no symlink, no hard link, size-limited; a ConfigError names it. */
function member(loaded: LoadedConfig, rel: string, what: string): string {
  try {
    return readPackageMember(loaded.dir, rel);
  } catch (err) {
    if (err instanceof FileAccessError) throw new ConfigError(`${what}: ${err.message}`, { file: rel });
    throw err;
  }
}

async function isFile(abs: string): Promise<boolean> {
  return lstat(abs).then(
    (s) => s.isFile() || s.isSymbolicLink(),
    () => false,
  );
}

/** The recorded-output folders of the replay providers the suite uses, with what each was recorded with. */
function replayFolders(loaded: LoadedConfig): Map<string, { folder: string; target?: RecordingTarget }> {
  const out = new Map<string, { folder: string; target?: RecordingTarget }>();
  for (const name of providersInUse(loaded, loaded.scenarios)) {
    const p = loaded.config.providers[name];
    if (p?.type !== 'replay') continue;
    const target = recordingTarget(loaded.config, name);
    out.set(name, { folder: inside(loaded, p.recordings, `providers.${name}.recordings`), ...(target ? { target } : {}) });
  }
  return out;
}

/** `name` defaults to the config folder's name. */
export async function collectPackage(loaded: LoadedConfig, name?: string): Promise<PackageContent> {
  const configFile = inside(loaded, path.basename(loaded.path), 'the config');
  const wanted = new Map<string, string>();
  const want = (rel: string, what: string) => wanted.set(inside(loaded, rel, what), what);
  for (const s of loaded.scenarios) {
    for (const dep of s.dependsOn) {
      if (GLOB_CHARS.test(dep)) continue;
      if (await isFile(path.resolve(loaded.dir, dep))) want(dep, `a file scenario ${s.name} depends on,`);
    }
  }
  for (const [name, role] of Object.entries(loaded.config.roles)) {
    for (const f of list(role.system)) want(f, `roles.${name}.system`);
    if (role.template !== undefined) want(role.template, `roles.${name}.template`);
    for (const [varName, value] of Object.entries(role.vars)) if (typeof value !== 'string') want(value.file, `roles.${name}.vars.${varName}.file`);
  }
  if (loaded.config.review.criteria !== undefined && (await isFile(path.resolve(loaded.dir, loaded.config.review.criteria)))) want(loaded.config.review.criteria, 'review.criteria');
  const recordings = replayFolders(loaded);
  for (const [name, { folder }] of recordings) {
    const names = await readdir(path.resolve(loaded.dir, folder)).catch((err: unknown) => {
      if (isNotFound(err)) return [];
      throw err;
    });
    for (const f of names.filter((n) => n.endsWith('.json')).sort()) want(path.posix.join(folder, f), `a recording of providers.${name}`);
  }
  wanted.delete(configFile);
  const files = new Map<string, string>();
  // The config in the package holds only context: no providers, cache or history (src/package/trust.ts).
  files.set(configFile, `# A context package's config: context only. Providers, cache, history and every other setting come from the\n# config of whoever runs it (docs/security.md#packages).\n${stringify(packageConfigOf(loaded.config))}`);
  for (const rel of [...wanted.keys()].sort()) files.set(rel, member(loaded, rel, wanted.get(rel) ?? rel));
  const sorted = Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

  const counts: Record<string, number> = {};
  for (const s of loaded.scenarios) counts[s.role] = (counts[s.role] ?? 0) + 1;
  const readRel = async (rel: string) => files.get(inside(loaded, rel, 'a role file'));
  // What each role's model receives, without the author's provider settings (those never travel).
  const roles = (await buildManifest(loaded.config, counts, readRel, countTokens)).map(({ providerType: _t, model: _m, params: _p, ...role }) => role);
  const manifest: ContextManifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    config: configFile,
    files: Object.fromEntries(Object.entries(sorted).map(([f, text]) => [f, fileHash(text)])),
    roles,
  };
  return {
    name: name ?? path.basename(loaded.dir),
    config: configFile,
    files: sorted,
    recordings: Object.fromEntries(recordings),
    generated: { 'context-manifest.json': manifest, baselines: await latestBaselines(loaded) },
  };
}

/** The newest record of each scenario, when the history store can be read. */
async function latestBaselines(loaded: LoadedConfig): Promise<PackageContent['generated']['baselines']> {
  try {
    const history = await readStoredHistory(loaded, { cwd: loaded.dir });
    const latest = new Map<string, BaselineSummary>();
    for (const record of history.records) {
      for (const s of record.scenarios) {
        latest.set(s.name, { scenario: s.name, sha: record.sha, timestamp: record.timestamp, passes: s.passes, attempted: s.attempted, verdict: s.verdict, contextHash: s.contextHash });
      }
    }
    const scenarios = [...latest.values()].sort((a, b) => (a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : 0));
    return { available: true, source: history.source, scenarios };
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).split(`${loaded.dir}/`).join('').split(loaded.dir).join('.');
    return { available: false, reason: `history not readable: ${message.split('\n')[0] ?? ''}` };
  }
}
