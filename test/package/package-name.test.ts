/**
 * Issue 32, item 9: a package is what its name says. A context package is one JSON file (its per-role
 * context manifest inside, under `generated`); `package --out a.tgz` wrote that JSON under an archive's
 * name, so a tool or a person that took the name at its word found no archive. The name is now refused
 * before anything is written (exit 2), naming the right one; `run --package` on an archive says what it
 * is and what a package is.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePackage } from '../../src/package/bundle.js';
import { runCliInProcess } from '../cli/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONFIG = path.join(ROOT, 'examples', 'quickstart', 'context-eval.yaml');

describe('package --out names a JSON file', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'package-name-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it.each([
    ['a.tgz', 'a.json'],
    ['out/suite.tar.gz', 'out/suite.json'],
    ['suite.tar', 'suite.json'],
    ['suite.zip', 'suite.json'],
    ['suite.gz', 'suite.json'],
    ['suite.TGZ', 'suite.json'],
  ])('refuses --out %s (exit 2), naming %s, and writes nothing', async (out, right) => {
    const r = await runCliInProcess(tmp, ['package', '--config', CONFIG, '--out', out], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--out ${out}: a context package is one JSON file, not an archive`);
    expect(r.stderr).toContain(`name it ${right}`);
    expect(existsSync(path.join(tmp, out))).toBe(false);
  });

  it('writes a.json as before, which run --package reads', async () => {
    const r = await runCliInProcess(tmp, ['package', '--config', CONFIG, '--out', 'a.json'], {});
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(tmp, 'a.json'))).toBe(true);
  });

  it('run --package on an archive says it is one and what a package is', () => {
    const gz = gzipSync(Buffer.from('{"format":"context-eval-package"}'));
    const got = parsePackage(gz.toString('utf8'), 'suite.tgz');
    expect('problem' in got && got.problem).toMatch(/^suite\.tgz is a gzip archive, not a context package: a context package is one JSON file, as `context-eval package --out FILE\.json` writes it/);
    const tar = Buffer.alloc(1024);
    tar.write('context-manifest.json', 0);
    tar.write('ustar', 257);
    const gotTar = parsePackage(tar.toString('utf8'), 'suite.tar');
    expect('problem' in gotTar && gotTar.problem).toMatch(/^suite\.tar is a tar archive, not a context package/);
  });

  it('run --package suite.tgz exits 2 with that message', async () => {
    writeFileSync(path.join(tmp, 'suite.tgz'), gzipSync(Buffer.from('{}')));
    const r = await runCliInProcess(tmp, ['run', '--config', CONFIG, '--package', 'suite.tgz'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/suite\.tgz is a gzip archive, not a context package/);
  });
});
