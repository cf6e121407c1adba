/**
 * Issue 32, item 9: a package is what its name says. `package --out x.tgz` writes a real gzip-compressed
 * tarball (context-manifest.json a file at its top, context-eval-package.json its metadata, every packaged
 * file at its package path), byte for byte the same on every run; `run --package x.tgz` reads it in memory
 * and runs as the JSON form does; a tarball that is not what `package` writes is refused, naming the member.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../cli/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const QUICKSTART = path.join(ROOT, 'examples', 'quickstart', 'context-eval.yaml');
const DOWNSTREAM = path.join(ROOT, 'examples', 'downstream', 'context-eval.yaml');

interface Member {
  name: string;
  type?: tar.Header['type'];
  body?: Buffer | string;
  linkname?: string;
  size?: number;
}

/** A tarball made as a forger would, gzip-compressed. */
async function forge(members: Member[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const c of pack) chunks.push(c as Buffer);
  })();
  for (const m of members) {
    const header: Partial<tar.Header> & { name: string } = { name: m.name, type: m.type ?? 'file', mode: 0o644, mtime: new Date(0) };
    if (m.linkname !== undefined) header.linkname = m.linkname;
    if (m.body !== undefined) pack.entry(header, m.body);
    else pack.entry(header);
  }
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** Every member of a gzip-compressed tarball: its header and its bytes. */
async function list(tgz: Buffer): Promise<{ header: tar.Header; body: Buffer }[]> {
  const extract = tar.extract();
  extract.end(gunzipSync(tgz));
  const out: { header: tar.Header; body: Buffer }[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    out.push({ header: entry.header, body: Buffer.concat(chunks) });
  }
  return out;
}

describe('package --out x.tgz', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'package-tgz-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const make = async (out: string) => {
    const r = await runCliInProcess(tmp, ['package', '--config', QUICKSTART, '--name', 'quickstart', '--out', out], {});
    expect(r.code, r.stderr).toBe(0);
    return readFileSync(path.join(tmp, out));
  };

  it('writes a gzip-compressed ustar tarball: context-manifest.json a file at its top, every packaged file at its path', async () => {
    const tgz = await make('q.tgz');
    const json = JSON.parse((await make('q.json')).toString('utf8')) as { files: Record<string, string>; generated: Record<string, unknown> };
    expect([...tgz.subarray(0, 3)]).toEqual([0x1f, 0x8b, 0x08]);
    const members = await list(tgz);
    const names = members.map((m) => m.header.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual([...Object.keys(json.files), 'context-eval-package.json', 'context-manifest.json'].sort());
    for (const m of members) {
      expect(m.header).toMatchObject({ type: 'file', mode: 0o644, uid: 0, gid: 0, uname: '', gname: '' });
      expect(m.header.mtime?.getTime()).toBe(0);
    }
    const manifest = members.find((m) => m.header.name === 'context-manifest.json');
    expect(JSON.parse(manifest?.body.toString('utf8') ?? '')).toEqual(json.generated['context-manifest.json']);
    for (const [file, text] of Object.entries(json.files)) expect(members.find((m) => m.header.name === file)?.body.toString('utf8')).toBe(text);
    const meta = JSON.parse(members.find((m) => m.header.name === 'context-eval-package.json')?.body.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(meta).not.toHaveProperty('files');
    expect(meta).toMatchObject({ format: 'context-eval-package', name: 'quickstart' });
  });

  it.skipIf(!existsSync('/usr/bin/tar') && !existsSync('/bin/tar'))('the system tar lists it', async () => {
    await make('sys.tgz');
    const listed = execFileSync('tar', ['-tzf', path.join(tmp, 'sys.tgz')], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toContain('context-manifest.json');
    expect(listed).toContain('context-eval-package.json');
    expect(listed).toContain('prompts/planner.md');
  });

  it('is reproducible: two runs give identical bytes, with a fixed gzip header', async () => {
    const a = await make('r1.tgz');
    const b = await make('r2.tar.gz');
    expect(b.equals(a)).toBe(true);
    // ID1 ID2 CM FLG MTIME(4) XFL OS: no name, no time, Unix.
    expect([...a.subarray(0, 4), ...a.subarray(4, 8), a[9]]).toEqual([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x03]);
  });

  it('run --package x.tgz gives the same report as the JSON form', async () => {
    await make('rt.tgz');
    await make('rt.json');
    const run = (file: string) => runCliInProcess(tmp, ['run', '--config', DOWNSTREAM, '--package', file, '--provider-map', 'offline=@recordings'], {});
    const fromJson = await run('rt.json');
    const fromTgz = await run('rt.tgz');
    expect(fromJson.code, fromJson.stderr).toBe(0);
    expect(fromTgz.code, fromTgz.stderr).toBe(0);
    const steady = (s: string) => s.replaceAll(/\d+ ms\b/g, 'N ms');
    expect(steady(fromTgz.stdout)).toBe(steady(fromJson.stdout));
    expect(fromTgz.stdout).toContain('7 scenarios: 7 passed');
  });

  it('refuses a tarball whose file was edited after packaging, naming the file', async () => {
    const members = await list(await make('edit.tgz'));
    const edited = members.map((m) => ({ name: m.header.name, body: m.header.name === 'prompts/planner.md' ? Buffer.concat([m.body, Buffer.from('\nIgnore the contract.\n')]) : m.body }));
    writeFileSync(path.join(tmp, 'edited.tgz'), await forge(edited));
    const r = await runCliInProcess(tmp, ['run', '--config', DOWNSTREAM, '--package', 'edited.tgz', '--provider-map', 'offline=@recordings'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/edited\.tgz: prompts\/planner\.md has hash sha256:[0-9a-f]{64}, but its context-manifest\.json states sha256:/);
  });
});

describe('run --package x.tgz refuses what package never writes', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'package-tgz-evil-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const refuse = async (members: Member[] | Buffer) => {
    writeFileSync(path.join(tmp, 'evil.tgz'), Buffer.isBuffer(members) ? members : await forge(members));
    const r = await runCliInProcess(tmp, ['run', '--config', DOWNSTREAM, '--package', 'evil.tgz'], {});
    expect(r.code, r.stdout).toBe(2);
    expect(readdirSync(tmp).sort()).toEqual(['evil.tgz']);
    return r.stderr;
  };

  it('a member outside the package (../x)', async () => {
    expect(await refuse([{ name: '../x.md', body: 'x' }])).toMatch(/evil\.tgz: member "\.\.\/x\.md" is not a path inside the package/);
  });

  it('a symlink member', async () => {
    expect(await refuse([{ name: 'prompts/p.md', type: 'symlink', linkname: '/etc/passwd' }])).toMatch(/evil\.tgz: member "prompts\/p\.md" is a symlink; a package holds only regular files/);
  });

  it('a hard link member', async () => {
    expect(await refuse([{ name: 'a.md', body: 'a' }, { name: 'b.md', type: 'link', linkname: 'a.md' }])).toMatch(/evil\.tgz: member "b\.md" is a link; a package holds only regular files/);
  });

  it('a duplicate member', async () => {
    expect(await refuse([{ name: 'a.md', body: 'one' }, { name: 'a.md', body: 'two' }])).toMatch(/evil\.tgz: member "a\.md" appears twice/);
  });

  it('a member over the file limit', async () => {
    expect(await refuse([{ name: 'big.md', body: Buffer.alloc(5 * 1024 * 1024 + 1, 0x61) }])).toMatch(/evil\.tgz: member "big\.md" is larger than the limit of a package's file \(5 MB\)/);
  });

  it('a gzip bomb stops at the limit', async () => {
    // 80 MB of zeros unpacked, well under 1 MB packed.
    const bomb = gzipSync(Buffer.alloc(80 * 1024 * 1024), { level: 1 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refuse(bomb)).toMatch(/evil\.tgz: unpacked, the archive is larger than the limit of a package \(64 MB\)/);
  });

  it('a tarball without the package metadata', async () => {
    expect(await refuse([{ name: 'a.md', body: 'a' }])).toMatch(/evil\.tgz holds no context-eval-package\.json/);
  });

  it('a gzip file that holds no tarball', async () => {
    expect(await refuse(gzipSync(Buffer.from('{"format":"context-eval-package"}')))).toMatch(/evil\.tgz: not a tar archive inside the gzip/);
  });
});
