/**
 * A commit's files, materialised read-only into a temporary folder (compare.base: the suite as it was
 * at the merge base; issue 22, item 2). Reads the tree with `git ls-tree` and the blobs with one
 * `git cat-file --batch`; no checkout, no worktree, nothing written to the repository. Regular files
 * only: symlinks and submodules are left out (the one path resolver, src/security/paths.ts, then
 * refuses what they would have named), and so are files over the resolver's size limit, which it would
 * refuse anyway.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isInside, MAX_FILE_BYTES } from '../security/paths.js';
import { gitBuffer, gitCatFileBatch, GitError } from './git.js';

export interface Snapshot {
  /** The folder that holds the commit's files, as the repository root. */
  dir: string;
  dispose(): Promise<void>;
}

interface Blob {
  oid: string;
  file: string;
}

/** `git ls-tree -r -z -l <commit>`: the regular files (mode 100644/100755) within the size limit. */
function parseTree(out: string): Blob[] {
  const blobs: Blob[] = [];
  for (const entry of out.split('\0')) {
    const m = /^(\d{6}) blob ([0-9a-f]{40,64}) +(\d+)\t(.+)$/s.exec(entry);
    if (!m || (m[1] !== '100644' && m[1] !== '100755')) continue;
    if (Number(m[3]) > MAX_FILE_BYTES) continue;
    blobs.push({ oid: m[2] ?? '', file: m[4] ?? '' });
  }
  return blobs;
}

/** Splits `git cat-file --batch` output into the blobs' contents, in order. */
function splitBatch(out: Buffer, count: number): Buffer[] {
  const parts: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString('utf8');
    const size = Number(/ (\d+)$/.exec(header)?.[1] ?? Number.NaN);
    if (!Number.isInteger(size)) throw new GitError(`git: cat-file --batch gave an unexpected header '${header}'`);
    parts.push(out.subarray(eol + 1, eol + 1 + size));
    at = eol + 1 + size + 1;
  }
  return parts;
}

/** The files of `commit` in a new temporary folder; `dispose` removes it. */
export async function snapshotCommit(commit: string, repoRoot: string): Promise<Snapshot> {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) throw new GitError(`git: '${commit}' is not a commit SHA`);
  const tree = await gitBuffer(['ls-tree', '-r', '-z', '-l', '--full-tree', commit], repoRoot).catch((err: unknown) => {
    throw new GitError(`git: the files of ${commit.slice(0, 7)} could not be listed (${err instanceof Error ? err.message : String(err)}); fetch the merge base (actions/checkout: fetch-depth: 0)`);
  });
  const blobs = parseTree(tree.toString('utf8'));
  const dir = await mkdtemp(path.join(tmpdir(), 'context-eval-base-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const contents = blobs.length === 0 ? [] : splitBatch(await gitCatFileBatch(blobs.map((b) => `${b.oid}\n`).join(''), repoRoot), blobs.length);
    for (const [i, blob] of blobs.entries()) {
      const target = path.resolve(dir, blob.file);
      if (!isInside(dir, target)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, contents[i] ?? Buffer.alloc(0));
    }
  } catch (err) {
    await dispose();
    throw err;
  }
  return { dir, dispose };
}
