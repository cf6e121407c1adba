/**
 * The folders a config names for the product to read and write (`history.dir`, `cache.dir`, a replay
 * provider's `recordings`, an exec provider's `cwd`), resolved through the one path resolver
 * (src/security/paths.ts) at the moment they are used. The loader checked them too; between the two a
 * folder can have become a symlink out of the repository, so every use checks again. A problem is a
 * ConfigError naming the setting.
 */
import type { LoadedConfig } from './types.js';
import { ConfigError } from './types.js';
import { FileAccessError, resolveInRepository } from '../security/paths.js';

/** `target` (as the config wrote it, relative to the config's folder, or absolute) checked to lie inside the repository. */
export async function configuredFolder(loaded: Pick<LoadedConfig, 'root' | 'dir'>, setting: string, target: string): Promise<string> {
  try {
    return await resolveInRepository(loaded.root, loaded.dir, target, target);
  } catch (err) {
    if (err instanceof FileAccessError) throw new ConfigError(`${setting}: ${err.message}`);
    throw err;
  }
}
