/**
 * The folders a config names for the product to read and write (`history.dir`, `cache.dir`, a replay
 * provider's `recordings`, an exec provider's `cwd`) and the roles' files (system, template, `{ file: }`
 * vars), resolved through the one path resolver (src/security/paths.ts) at the moment they are used. The
 * loader checked them too; between the two a folder or file can have become a symlink out of the
 * repository, so every use checks again. A problem is a ConfigError naming the setting.
 */
import type { ConfigFile } from './schema.js';
import type { LoadedConfig } from './types.js';
import { ConfigError } from './types.js';
import { checkTextSize, FileAccessError, resolveInRepository } from '../security/paths.js';

/** `target` (as the config wrote it, relative to the config's folder, or absolute) checked to lie inside the repository. */
export async function configuredFolder(loaded: Pick<LoadedConfig, 'root' | 'dir'>, setting: string, target: string): Promise<string> {
  try {
    return await resolveInRepository(loaded.root, loaded.dir, target, target);
  } catch (err) {
    if (err instanceof FileAccessError) throw new ConfigError(`${setting}: ${err.message}`);
    throw err;
  }
}

/** The setting that names `rel` among the roles' files (`roles.planner.system`, `….template`, `….vars.team.file`). */
function roleFileSetting(config: Pick<ConfigFile, 'roles'>, rel: string): string {
  for (const [name, role] of Object.entries(config.roles)) {
    if ((typeof role.system === 'string' ? [role.system] : role.system).includes(rel)) return `roles.${name}.system`;
    if (role.template === rel) return `roles.${name}.template`;
    for (const [v, value] of Object.entries(role.vars)) if (typeof value !== 'string' && value.file === rel) return `roles.${name}.vars.${v}.file`;
  }
  return 'roles';
}

/**
 * A reader of the roles' files (paths as the config wrote them): each resolved through the one path
 * resolver when read, then read with `read` (the caller's, e.g. the CLI's io.readText) and checked by
 * size. A file outside the repository, or too large, is a ConfigError naming the setting; `read`'s own
 * errors (a missing file) pass through.
 */
export function roleFileReader(loaded: Pick<LoadedConfig, 'root' | 'dir' | 'config'>, read: (abs: string) => Promise<string>): (rel: string) => Promise<string> {
  return async (rel) => {
    const setting = roleFileSetting(loaded.config, rel);
    const abs = await configuredFolder(loaded, setting, rel);
    const text = await read(abs);
    try {
      return checkTextSize(text, rel);
    } catch (err) {
      if (err instanceof FileAccessError) throw new ConfigError(`${setting}: ${err.message}`);
      throw err;
    }
  };
}
