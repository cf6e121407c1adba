/**
 * Issue 32, item 9: a package is what its name says. `package --out a.json` writes the JSON form,
 * `--out a.tgz` (or `.tar.gz`) a real gzip-compressed tarball (test/package/tarball.test.ts); any other
 * archive's name (.zip, .tar, .tar.xz, .7z, …) is refused before anything is written (exit 2), naming
 * both right names; `run --package` on a plain tar or zip says what it is and what a package is.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePackage } from '../../src/package/bundle.js';
import { runCliInProcess } from '../cli/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONFIG = path.join(ROOT, 'examples', 'quickstart', 'context-eval.yaml');

describe('package --out names a JSON file or a .tgz', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'package-name-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it.each([
    ['out/suite.tar', 'out/suite'],
    ['suite.zip', 'suite'],
    ['suite.gz', 'suite'],
    ['suite.tar.xz', 'suite'],
    ['suite.7z', 'suite'],
    ['suite.TBZ2', 'suite'],
  ])('refuses --out %s (exit 2), naming %s.json and .tgz, and writes nothing', async (out, stem) => {
    const r = await runCliInProcess(tmp, ['package', '--config', CONFIG, '--out', out], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--out ${out}: a context package is a JSON file or a gzip-compressed tarball`);
    expect(r.stderr).toContain(`name it ${stem}.json or ${stem}.tgz`);
    expect(existsSync(path.join(tmp, out))).toBe(false);
  });

  it.each(['a.tgz', 'out/suite.tar.gz', 'suite.TGZ'])('writes --out %s as a gzip-compressed tarball', async (out) => {
    const r = await runCliInProcess(tmp, ['package', '--config', CONFIG, '--out', out], {});
    expect(r.code, r.stderr).toBe(0);
    expect([...readFileSync(path.join(tmp, out)).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('writes a.json as before, which run --package reads', async () => {
    const r = await runCliInProcess(tmp, ['package', '--config', CONFIG, '--out', 'a.json'], {});
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(tmp, 'a.json'), 'utf8')).toMatch(/^\{\n {2}"config": /);
  });

  it('parsePackage on a plain tar says it is one and what a package is', () => {
    const tar = Buffer.alloc(1024);
    tar.write('context-manifest.json', 0);
    tar.write('ustar', 257);
    const gotTar = parsePackage(tar.toString('utf8'), 'suite.tar');
    expect('problem' in gotTar && gotTar.problem).toMatch(/^suite\.tar is a tar archive, not a context package: a context package is a JSON file or a gzip-compressed tarball/);
  });

  it('run --package suite.zip exits 2 with that message', async () => {
    writeFileSync(path.join(tmp, 'suite.zip'), Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(600)]));
    const r = await runCliInProcess(tmp, ['run', '--config', CONFIG, '--package', 'suite.zip'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/suite\.zip is a zip archive, not a context package: a context package is a JSON file or a gzip-compressed tarball \(\.tgz\)/);
  });
});
