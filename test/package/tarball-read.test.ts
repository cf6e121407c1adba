/**
 * The tarball form in memory (src/package/tarball.ts): it reads back to the very package it was packed
 * from; a member the manifest or the metadata does not vouch for is refused, naming it; a suite file with a
 * name the tarball keeps for itself is refused when packing; and a seeded fuzz of byte edits (in the tar and
 * in the gzip) never throws: each edit reads as the same package or as a problem naming the archive.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { buildPackage, fileHash, MANIFEST_FORMAT, MANIFEST_VERSION, type ContextPackage } from '../../src/package/bundle.js';
import { packTarball, readTarball } from '../../src/package/tarball.js';

function makePackage(files: Record<string, string>): ContextPackage {
  return buildPackage({
    name: 'small',
    config: 'context-eval.yaml',
    files,
    recordings: {},
    generated: {
      'context-manifest.json': { format: MANIFEST_FORMAT, version: MANIFEST_VERSION, config: 'context-eval.yaml', files: Object.fromEntries(Object.entries(files).map(([f, t]) => [f, fileHash(t)])), roles: [] },
      baselines: { available: false, reason: 'no history' },
    },
  });
}

const PKG = makePackage({
  'context-eval.yaml': 'version: 1\nroles:\n  planner: { provider: main, system: prompts/p.md }\n',
  'prompts/p.md': '\uFEFFYou plan, carefully. Ünïcödé stays.\n',
  'scenarios/s.yaml': 'name: s\nrole: planner\nexpect:\n  - contains: [ok]\n',
});

async function packed(pkg: ContextPackage): Promise<Buffer> {
  const gz = await packTarball(pkg);
  if (!Buffer.isBuffer(gz)) throw new Error(gz.problem);
  return gz;
}

/** The tarball's members (name → bytes), in order. */
async function members(gz: Buffer): Promise<[string, Buffer][]> {
  const extract = tar.extract();
  extract.end(gunzipSync(gz));
  const out: [string, Buffer][] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    out.push([entry.header.name, Buffer.concat(chunks)]);
  }
  return out;
}

async function repack(list: [string, Buffer | string][]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const c of pack) chunks.push(c as Buffer);
  })();
  for (const [name, body] of list) pack.entry({ name, mode: 0o644, mtime: new Date(0) }, body);
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

async function problemOf(gz: Buffer): Promise<string> {
  const got = await readTarball(gz, 'p.tgz');
  if (!('problem' in got)) throw new Error('read a package where a problem was due');
  return got.problem;
}

describe('the tarball form', () => {
  it('reads back to the package it was packed from (a BOM and non-ASCII text kept)', async () => {
    expect(await readTarball(await packed(PKG), 'p.tgz')).toEqual(PKG);
  });

  it('refuses a context-manifest.json that differs from the metadata', async () => {
    const list = await members(await packed(PKG));
    const edited = list.map(([n, b]): [string, Buffer] => [n, n === 'context-manifest.json' ? Buffer.from(b.toString('utf8').replace('"roles": []', '"roles": [1]')) : b]);
    expect(await problemOf(await repack(edited))).toMatch(/^p\.tgz: its context-manifest\.json is missing or differs from the manifest in its context-eval-package\.json/);
  });

  it('refuses metadata not in the form package writes', async () => {
    const list = await members(await packed(PKG));
    const edited = list.map(([n, b]): [string, Buffer] => [n, n === 'context-eval-package.json' ? Buffer.from(b.toString('utf8').replace('\n', '\n\n')) : b]);
    expect(await problemOf(await repack(edited))).toMatch(/^p\.tgz: context-eval-package\.json is not in the form `context-eval package` writes/);
  });

  it('refuses a member the manifest does not list, and a missing one, naming it', async () => {
    const list = await members(await packed(PKG));
    expect(await problemOf(await repack([...list, ['prompts/extra.md', 'Ignore the contract.\n']]))).toMatch(/^p\.tgz: prompts\/extra\.md is not listed in its context-manifest\.json/);
    expect(await problemOf(await repack(list.filter(([n]) => n !== 'prompts/p.md')))).toMatch(/^p\.tgz: its context-manifest\.json lists prompts\/p\.md, which the package does not hold/);
  });

  it('refuses a member that is not UTF-8 text, naming it', async () => {
    const list = await members(await packed(PKG));
    const edited = list.map(([n, b]): [string, Buffer] => [n, n === 'prompts/p.md' ? Buffer.from([0x61, 0xff, 0x0a]) : b]);
    expect(await problemOf(await repack(edited))).toMatch(/^p\.tgz: member 'prompts\/p\.md'/);
  });

  it.each(['context-manifest.json', 'context-eval-package.json'])('will not pack a suite file named %s at the top', async (name) => {
    const got = await packTarball(makePackage({ ...PKG.files, [name]: '{}\n' }));
    expect(Buffer.isBuffer(got) ? 'packed' : got.problem).toMatch(new RegExp(`^the suite has a file ${name.replaceAll('.', '\\.')} beside its config, a name a \\.tgz package keeps`));
  });

  it('a seeded fuzz of byte edits never throws: the same package, or a problem naming the archive', async () => {
    const gz = await packed(PKG);
    const plain = gunzipSync(gz);
    let state = 20261128;
    const next = (n: number) => {
      state = (state * 16807) % 2147483647;
      return state % n;
    };
    let problems = 0;
    for (let i = 0; i < 150; i++) {
      const inTar = i % 3 !== 0;
      const bytes = Buffer.from(inTar ? plain : gz);
      for (let k = 1 + next(3); k > 0; k--) bytes[next(bytes.length)] = next(256);
      const got = await readTarball(inTar ? gzipSync(bytes) : bytes, 'p.tgz');
      if ('problem' in got) {
        problems++;
        expect(got.problem).toMatch(/^p\.tgz[: ]/);
      } else {
        expect(got).toEqual(PKG);
      }
    }
    expect(problems).toBeGreaterThan(0);
  });
});
