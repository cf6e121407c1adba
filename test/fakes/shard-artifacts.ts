/**
 * An in-memory stand-in for one workflow run's artifacts (src/action/shard-artifacts.ts), for the
 * in-process tests: like the Actions results service, a name is unique in the run (a second upload of it
 * is refused with 409) and the listing holds every attempt's artifacts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShardArtifacts, StoredArtifact } from '../../src/action/shard-artifacts.js';

export interface FakeArtifacts extends ShardArtifacts {
  /** name → (path relative to the upload's root → text). */
  stored: Map<string, { id: number; files: Map<string, string> }>;
  /** Adds an artifact directly (a test planting another run's shard, say). */
  put(name: string, files: Record<string, string>): void;
}

export function fakeArtifacts(): FakeArtifacts {
  const stored = new Map<string, { id: number; files: Map<string, string> }>();
  let nextId = 1;
  const put = (name: string, files: Record<string, string>) => void stored.set(name, { id: nextId++, files: new Map(Object.entries(files)) });
  return {
    stored,
    put,
    async upload(name, rootDir, files) {
      if (stored.has(name)) throw new Error('Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run');
      const texts: Record<string, string> = {};
      for (const file of files) texts[path.relative(rootDir, file)] = await readFile(file, 'utf8');
      put(name, texts);
    },
    async list(): Promise<StoredArtifact[]> {
      return [...stored].map(([name, a]) => ({ id: a.id, name }));
    },
    async download(artifact, dir) {
      const a = stored.get(artifact.name);
      if (!a || a.id !== artifact.id) throw new Error(`no artifact ${artifact.id}`);
      for (const [rel, text] of a.files) {
        await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
        await writeFile(path.join(dir, rel), text);
      }
    },
  };
}
