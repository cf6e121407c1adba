import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDirStore, recordFileName } from '../../src/history/dir-store.js';
import { HistoryStoreError } from '../../src/history/store.js';
import { makeRecord } from './make-record.js';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'context-eval-history-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function filesUnder(root: string): Promise<string[]> {
  const names = await fs.readdir(root, { recursive: true });
  const files: string[] = [];
  for (const name of names) {
    if ((await fs.stat(path.join(root, name))).isFile()) files.push(name.split(path.sep).join('/'));
  }
  return files.sort();
}

describe('createDirStore', () => {
  it('names a record runs/YYYY/MM/<timestamp>-<sha7>.json', () => {
    const r = makeRecord(3, [{}], { timestamp: '2026-11-04T05:06:07.000Z', sha: 'abcdef0123456789abcdef0123456789abcdef01' });
    expect(recordFileName(r)).toBe('runs/2026/11/2026-11-04T05-06-07.000Z-abcdef0.json');
  });

  it('round-trips records, oldest first, whatever the order they were written in', async () => {
    const store = createDirStore(dir);
    const records = [makeRecord(3), makeRecord(1), makeRecord(2, [{ decomposes: [true], risk: ['low', null] }])];
    for (const r of records) await store.append(r);
    expect(await store.list()).toEqual([records[1], records[2], records[0]]);
    expect(await store.scan()).toEqual({ records: [records[1], records[2], records[0]], problems: [] });
  });

  it('returns no records for a folder that does not exist yet', async () => {
    expect(await createDirStore(path.join(dir, 'missing')).list()).toEqual([]);
  });

  it('never overwrites: a second record with the same name gets a suffix', async () => {
    const store = createDirStore(dir);
    const first = makeRecord(1, [{ passes: 5 }]);
    const second = makeRecord(1, [{ passes: 1 }]);
    await store.append(first);
    await store.append(second);
    expect(await filesUnder(dir)).toEqual([
      'runs/2026/11/2026-11-02T00-00-00.000Z-0000001-2.json',
      'runs/2026/11/2026-11-02T00-00-00.000Z-0000001.json',
    ]);
    expect((await store.list()).map((r) => r.scenarios[0]?.passes).sort()).toEqual([1, 5]);
  });

  it('leaves no temp file behind', async () => {
    const store = createDirStore(dir);
    await store.append(makeRecord(1));
    const all = await fs.readdir(path.join(dir, 'runs/2026/11'));
    expect(all).toEqual(['2026-11-02T00-00-00.000Z-0000001.json']);
  });

  it('refuses an invalid record and names the field', async () => {
    const store = createDirStore(dir);
    const bad = { ...makeRecord(1), sha: 'zzz' };
    await expect(store.append(bad)).rejects.toThrow(/invalid history record: sha: .*got "zzz"/);
  });

  it.each([
    { name: 'broken JSON', text: '{"version": 1,', problem: /runs\/2026\/11\/bad\.json: not valid JSON .*fix or delete the file/ },
    {
      name: 'a record of a newer version',
      text: JSON.stringify({ ...makeRecord(9), version: 2 }),
      problem: /runs\/2026\/11\/bad\.json: record version 2 was written by a newer context-eval; upgrade/,
    },
    {
      name: 'a record with a missing field',
      text: JSON.stringify({ ...makeRecord(9), ref: undefined }),
      problem: /runs\/2026\/11\/bad\.json: not a valid history record: ref: .*got missing/,
    },
  ])('reports $name: scan lists it, list throws naming the file', async ({ text, problem }) => {
    const store = createDirStore(dir);
    await store.append(makeRecord(1));
    await fs.writeFile(path.join(dir, 'runs/2026/11/bad.json'), text);
    const scanned = await store.scan();
    expect(scanned.records).toHaveLength(1);
    expect(scanned.problems).toHaveLength(1);
    expect(scanned.problems[0]).toMatch(problem);
    await expect(store.list()).rejects.toThrow(HistoryStoreError);
    await expect(store.list()).rejects.toThrow(problem);
  });

  it('prune keeps the newest `retain` records and removes emptied folders', async () => {
    const store = createDirStore(dir);
    const old = makeRecord(1, [{}], { timestamp: '2026-09-30T00:00:00.000Z' });
    const records = [old, makeRecord(1), makeRecord(2), makeRecord(3), makeRecord(4)];
    for (const r of records) await store.append(r);
    expect(await store.prune(3)).toBe(2);
    expect(await store.list()).toEqual([records[2], records[3], records[4]]);
    await expect(fs.access(path.join(dir, 'runs/2026/09'))).rejects.toThrow();
    expect(await store.prune(3)).toBe(0);
    expect(await store.prune(10)).toBe(0);
  });

  it('prune leaves invalid files for a person to look at', async () => {
    const store = createDirStore(dir);
    for (const n of [1, 2, 3]) await store.append(makeRecord(n));
    await fs.writeFile(path.join(dir, 'runs/2026/11/bad.json'), '{');
    expect(await store.prune(1)).toBe(2);
    expect((await store.scan()).problems).toHaveLength(1);
  });

  it('needs an absolute folder', () => {
    expect(() => createDirStore('relative/dir')).toThrow(/absolute path, got "relative\/dir"/);
  });
});
