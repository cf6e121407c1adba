/**
 * What goes into a context package, read from disk: the config, every scenario file and `_defaults.yaml`,
 * every included or depended-on file, the roles' system and template files, the recordings of the replay
 * providers the roles use, the manifest and the latest baselines.
 */
import path from 'node:path';
import { readdir, stat } from 'node:fs/promises';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { isNotFound } from '../config/io.js';
import { buildManifest } from '../manifest/manifest.js';
import { countTokens } from '../manifest/tokenizer.js';
import { readStoredHistory } from '../pipeline/stored-history.js';
import type { BaselineSummarySchema, PackageContent } from './bundle.js';
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

async function isFile(abs: string): Promise<boolean> {
  return stat(abs).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** `name` defaults to the config folder's name. */
export async function collectPackage(loaded: LoadedConfig, readText: (abs: string) => Promise<string>, name?: string): Promise<PackageContent> {
  const wanted = new Map<string, string>();
  const want = (rel: string, what: string) => wanted.set(inside(loaded, rel, what), what);
  want(path.basename(loaded.path), 'the config');
  for (const s of loaded.scenarios) {
    for (const dep of s.dependsOn) {
      if (GLOB_CHARS.test(dep)) continue;
      if (await isFile(path.resolve(loaded.dir, dep))) want(dep, `a file scenario ${s.name} depends on,`);
    }
  }
  const used = new Set<string>();
  for (const [name, role] of Object.entries(loaded.config.roles)) {
    for (const f of list(role.system)) want(f, `roles.${name}.system`);
    if (role.template !== undefined) want(role.template, `roles.${name}.template`);
    used.add(role.provider);
  }
  for (const name of [...used].sort()) {
    const p = loaded.config.providers[name];
    if (p?.type !== 'replay') continue;
    const dir = path.resolve(loaded.dir, p.recordings);
    const names = await readdir(dir).catch((err: unknown) => {
      if (isNotFound(err)) return [];
      throw err;
    });
    for (const f of names.filter((n) => n.endsWith('.json')).sort()) want(path.join(p.recordings, f), `a recording of providers.${name}`);
  }
  const files: Record<string, string> = {};
  for (const rel of [...wanted.keys()].sort()) files[rel] = await readText(path.resolve(loaded.dir, rel));

  const counts: Record<string, number> = {};
  for (const s of loaded.scenarios) counts[s.role] = (counts[s.role] ?? 0) + 1;
  const readRel = async (rel: string) => readText(path.resolve(loaded.dir, rel)).catch(() => undefined);
  const manifest = { roles: await buildManifest(loaded.config, counts, readRel, countTokens) };

  return { name: name ?? path.basename(loaded.dir), config: path.basename(loaded.path), files, generated: { 'context-manifest.json': manifest, baselines: await latestBaselines(loaded) } };
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
