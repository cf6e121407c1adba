/** The file-system edge of config loading: the only module here that touches node:fs. */
import { readFile as fsReadFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface LoaderIO {
  /** The text of a file (absolute path); rejects when it cannot be read. */
  readFile: (abs: string) => Promise<string>;
  /** Every file below a folder (absolute path), as paths relative to it with forward slashes. */
  listFiles: (dirAbs: string) => Promise<string[]>;
}

/** Folders never searched for scenarios. */
export const SKIPPED_DIRS = new Set(['node_modules', '.git']);

export async function nodeReadFile(abs: string): Promise<string> {
  return fsReadFile(abs, 'utf8');
}

/** Walks `dirAbs` (skipping node_modules and .git; not following symlinked folders). */
export async function nodeListFiles(dirAbs: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(relDir: string): Promise<void> {
    const entries = await readdir(path.join(dirAbs, relDir), { withFileTypes: true });
    for (const entry of entries) {
      const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(rel);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        out.push(rel);
      }
    }
  }
  await walk('');
  return out;
}

/** Is this error a "no such file" error? */
export function isNotFound(err: unknown): boolean {
  if (err === null || typeof err !== 'object' || !('code' in err)) return false;
  return err.code === 'ENOENT' || err.code === 'ENOTDIR';
}
