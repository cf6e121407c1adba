/**
 * The tools a pull request changed, per role (DESIGN §3b: "its diff against the base names added, removed
 * and changed tools … and in the PR comment"): the manifest of the merge base's suite against this one's,
 * kept to the roles whose tools moved. Read through the one path resolver on both sides; anything that
 * stops the base from loading leaves the report without it (the comparison's notes say why).
 */
import { isNotFound } from '../config/io.js';
import { roleFileReader } from '../config/folders.js';
import type { LoadedConfig } from '../config/types.js';
import { buildManifest, diffManifest } from '../manifest/manifest.js';
import { countTokens } from '../manifest/tokenizer.js';
import type { Report } from '../report/types.js';
import type { BaseSuiteSource } from './base-arm.js';

function lenient(read: (rel: string) => Promise<string>): (rel: string) => Promise<string | undefined> {
  return async (rel) => {
    try {
      return await read(rel);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  };
}

export async function toolsAgainstBase(loaded: LoadedConfig, readText: (abs: string) => Promise<string>, source: BaseSuiteSource): Promise<Report['tools']> {
  const base = await source.load();
  try {
    if ('unavailable' in base) return undefined;
    const anyTools = (l: Pick<LoadedConfig, 'config'>) => Object.values(l.config.roles).some((r) => r.tools !== undefined);
    if (!anyTools(loaded) && !anyTools(base.loaded)) return undefined;
    const head = await buildManifest(loaded.config, {}, lenient(roleFileReader(loaded, readText)), countTokens);
    // A base tools file that does not parse counts as absent: this PR may be the one that fixes it.
    const before = await buildManifest(base.loaded.config, {}, lenient(roleFileReader(base.loaded, base.readText)), countTokens, undefined, { lenientTools: true });
    const moved = diffManifest(before, head).roles.filter((r) => r.tools?.some((t) => t.status !== 'unchanged'));
    return moved.length === 0 ? undefined : moved.map((r) => ({ role: r.role, tools: r.tools ?? [] }));
  } finally {
    await source.dispose?.();
  }
}
