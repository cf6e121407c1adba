/** The file-system edge of config loading: the only module here that touches node:fs. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkDecodedText, MAX_FILE_BYTES, readRepositoryText, resolveInRepository, type RealFolders } from '../security/paths.js';

export interface LoaderIO {
  /**
   * The text of a file (absolute path; `shown` is how messages name it), confined to the repository root
   * and size-checked (src/security/paths.ts); rejects when it cannot be read.
   */
  readFile: (abs: string, shown: string) => Promise<string>;
  /** Every file below a folder (absolute path), as paths relative to it with forward slashes. */
  listFiles: (dirAbs: string) => Promise<string[]>;
  /** The repository root every path must stay in (realpath'd). */
  root: string;
}

/** Folders never searched for scenarios. */
export const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/**
 * The loader's reader for `root`: node:fs through the confinement resolver, or, when `read` is given (a
 * file at a git ref, say), that reader after the same path check, its text size-checked and NUL refused.
 */
export function confinedReader(root: string, read?: (abs: string) => Promise<string>): LoaderIO['readFile'] {
  if (!read) {
    // One reader loads one suite: it remembers the real path of each folder it has read from.
    const folders: RealFolders = new Map();
    return (abs, shown) => readRepositoryText(root, abs, shown, MAX_FILE_BYTES, folders);
  }
  return async (abs, shown) => {
    await resolveInRepository(root, path.dirname(abs), abs, shown);
    return checkDecodedText(await read(abs), shown);
  };
}

/** Walks `dirAbs` (skipping node_modules and .git; not following symlinked folders); lists every entry that is not a folder. */
export async function nodeListFiles(dirAbs: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(relDir: string): Promise<void> {
    const entries = await readdir(path.join(dirAbs, relDir), { withFileTypes: true });
    for (const entry of entries) {
      const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(rel);
      } else {
        // Files, symlinks and special files (a FIFO, a device, a socket): one that a scenario glob matches is
        // then refused by the reader as not a regular file, by name, instead of being skipped in silence.
        out.push(rel);
      }
    }
  }
  await walk('');
  return out;
}

/** Is this error a "no such file" error? */
export function isNotFound(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  if ('problem' in err && err.problem === 'not-found') return true;
  if (!('code' in err)) return false;
  return err.code === 'ENOENT' || err.code === 'ENOTDIR';
}
