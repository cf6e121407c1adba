/**
 * Locally, the response cache is a folder in the repository (`cache.dir`, confined to it). Entries
 * committed to git there came with some commit, maybe a pull request's, and would answer every later run
 * (issue 21 item 3, C1): such a folder is not read, and the run says why. The action never reads the work
 * tree's folder at all (src/action/response-cache.ts).
 */
import path from 'node:path';
import { configuredFolder } from '../config/folders.js';
import type { LoadedConfig } from '../config/types.js';
import { gitBuffer } from '../git/git.js';

/** The cache folder (as shown from `cwd`) when git tracks files in it; undefined otherwise or outside git. */
export async function committedCacheFolder(loaded: LoadedConfig, cwd: string): Promise<string | undefined> {
  if (!loaded.config.cache) return undefined;
  const dir = await configuredFolder(loaded, 'cache.dir', loaded.config.cache.dir);
  let tracked: Buffer;
  try {
    tracked = await gitBuffer(['ls-files', '-z', '--', dir], loaded.dir);
  } catch {
    return undefined; // not a git repository, or no git: nothing is committed
  }
  return tracked.length > 0 ? path.relative(cwd, dir) || '.' : undefined;
}

export function committedCacheWarning(shown: string): string {
  return `context-eval: warning: the response cache folder ${shown} holds files committed to git; committed answers could have been planted by any commit, so it is not read this run. Add it to .gitignore and untrack it (git rm -r --cached ${shown}).\n`;
}
