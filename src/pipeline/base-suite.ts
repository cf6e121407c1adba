/**
 * The suite as it was at the merge base, read from local git (compare.base rerun or auto; issue 22,
 * item 2): the commit's files materialised in a temporary folder (src/git/snapshot.ts), and the base's
 * config loaded from there with that folder as the repository root, so every file it names goes through
 * the one path resolver (src/security/paths.ts) confined to the base's own files. Anything that stops
 * the base from loading is returned as `unavailable` with the reason, for the report's notes.
 */
import { realpathSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { LoadedConfig } from '../config/types.js';
import { snapshotCommit, type Snapshot } from '../git/snapshot.js';
import type { BaseSuiteSource } from './base-arm.js';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The base suite at `sha` in the repository at `root` (the git top level of the PR's config). */
export function gitBaseSuite(loaded: LoadedConfig, sha: string, root: string, env: Record<string, string | undefined>): BaseSuiteSource {
  let snapshot: Snapshot | undefined;
  return {
    async load() {
      const configRel = path.relative(realpathSync.native(root), realpathSync.native(loaded.path));
      try {
        snapshot = await snapshotCommit(sha, root);
      } catch (err) {
        return { unavailable: messageOf(err), sha };
      }
      const dir = realpathSync.native(snapshot.dir);
      const configAt = path.join(dir, configRel);
      if (!(await access(configAt).then(() => true, () => false))) return { unavailable: `${configRel} does not exist at the merge base`, sha };
      try {
        const base = await loadConfig(configAt, { env, root: dir });
        return { sha, loaded: base, readText: (p: string) => readFile(p, 'utf8') };
      } catch (err) {
        // The temporary folder is a machine path: the message names the merge base instead.
        return { unavailable: `${configRel} at the merge base does not load: ${messageOf(err).split(dir).join(`<merge base ${sha.slice(0, 7)}>`)}`, sha };
      }
    },
    async dispose() {
      await snapshot?.dispose();
    },
  };
}
