/**
 * `run --json/--markdown/--junit/--out`: each target is checked before any model call (exit 2), so that a
 * report that cannot be written never costs a run (issue 11, friction 8). File-system edge.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './args.js';

async function kindOf(abs: string): Promise<'file' | 'folder' | 'missing' | 'other'> {
  try {
    const s = await stat(abs);
    return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'other';
  } catch {
    return 'missing';
  }
}

/** Throws a UsageError when the report cannot be written at `abs`; `folder` targets (--out) are folders. */
export async function checkOutputTarget(option: string, abs: string, shown: string, folder: boolean): Promise<void> {
  const kind = await kindOf(abs);
  if (folder && (kind === 'file' || kind === 'other')) {
    throw new UsageError(`--${option}: '${shown}' is a file; --${option} names a folder (made if missing) for report.json, report.md, report.junit.xml and events.jsonl`);
  }
  if (!folder && kind === 'folder') throw new UsageError(`--${option}: '${shown}' is a folder; name a file such as ${path.join(shown, `report.${option === 'junit' ? 'junit.xml' : option === 'markdown' ? 'md' : 'json'}`)}`);
  if (kind === 'file' || kind === 'folder') {
    await access(abs, constants.W_OK).catch(() => {
      throw new UsageError(`--${option}: '${shown}' is not writable; choose another path`);
    });
    return;
  }
  // The nearest existing ancestor must be a writable folder: the missing ones are made.
  let dir = path.dirname(abs);
  for (;;) {
    const k = await kindOf(dir);
    if (k === 'folder') break;
    if (k === 'file' || k === 'other') throw new UsageError(`--${option}: '${path.relative(path.dirname(abs), dir) === '' ? path.dirname(shown) : dir}' is a file, so '${shown}' cannot be written under it; choose another path`);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  await access(dir, constants.W_OK).catch(() => {
    throw new UsageError(`--${option}: the folder '${dir}' is not writable, so '${shown}' cannot be written; choose another path`);
  });
}
