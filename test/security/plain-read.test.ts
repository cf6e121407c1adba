/**
 * readRepositoryText with a reader's folder memo (the path every scenario file takes, issue 23 R4): one
 * open with O_NOFOLLOW and an fstat on that descriptor. What it returns and refuses must be what the full
 * resolver gives: the same text, symlinks leaving the root refused, a FIFO refused without blocking,
 * an oversized file refused before it is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRepositoryText, type RealFolders } from '../../src/security/paths.js';

let root: string;
let outside: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ce-plain-read-')));
  outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'ce-plain-outside-')));
  mkdirSync(path.join(root, 'scenarios'));
  writeFileSync(path.join(outside, 'secret.yaml'), 'OUTSIDE\n');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const read = (rel: string, folders: RealFolders = new Map(), max?: number) => readRepositoryText(root, path.join(root, rel), rel, max, folders);

describe('reading a scenario file through the folder memo', () => {
  it('gives the bytes as UTF-8 text, byte order mark and multibyte characters kept, empty files too', async () => {
    const text = '\ufeffname: s — «ü» 🙂\n';
    writeFileSync(path.join(root, 'scenarios', 'utf8.yaml'), text);
    writeFileSync(path.join(root, 'scenarios', 'empty.yaml'), '');
    const folders: RealFolders = new Map();
    expect(await read('scenarios/utf8.yaml', folders)).toBe(text);
    expect(await read('scenarios/empty.yaml', folders)).toBe('');
    expect(folders.get(path.join(root, 'scenarios'))).toBe(true);
  });

  it('refuses a symlink to a file outside, also after its folder was memoised', async () => {
    const folders: RealFolders = new Map();
    writeFileSync(path.join(root, 'scenarios', 'a.yaml'), 'a\n');
    await read('scenarios/a.yaml', folders);
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(root, 'scenarios', 'link-out.yaml'));
    await expect(read('scenarios/link-out.yaml', folders)).rejects.toThrow(/outside the repository/);
  });

  it('follows a symlink that stays inside the root (the full resolver decides)', async () => {
    writeFileSync(path.join(root, 'target.yaml'), 'inside\n');
    symlinkSync(path.join(root, 'target.yaml'), path.join(root, 'scenarios', 'link-in.yaml'));
    expect(await read('scenarios/link-in.yaml')).toBe('inside\n');
  });

  it('refuses a file in a symlinked folder that leads outside', async () => {
    symlinkSync(outside, path.join(root, 'out-folder'));
    await expect(read('out-folder/secret.yaml')).rejects.toThrow(/outside the repository/);
  });

  it('refuses a FIFO as not a regular file, without waiting for a writer', async () => {
    const fifo = path.join(root, 'scenarios', 'pipe.yaml');
    execFileSync('mkfifo', [fifo]);
    await expect(read('scenarios/pipe.yaml')).rejects.toThrow(/is not a regular file/);
  });

  it('refuses a file over the limit by its size, naming it and the limit', async () => {
    writeFileSync(path.join(root, 'scenarios', 'big.yaml'), 'x'.repeat(3 * 1024 * 1024));
    await expect(read('scenarios/big.yaml', new Map(), 2 * 1024 * 1024)).rejects.toThrow(/'scenarios\/big\.yaml' is larger than the limit \(3 MB > 2 MB\)/);
    expect(await read('scenarios/big.yaml', new Map(), 3 * 1024 * 1024)).toHaveLength(3 * 1024 * 1024);
  });

  it('says a missing file is not found', async () => {
    await expect(read('scenarios/missing.yaml')).rejects.toThrow(/file not found: 'scenarios\/missing\.yaml'/);
  });
});
