/** Scans that read only the records they need: by commit (from the file name) and the newest N. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDirStore } from '../../src/history/dir-store.js';
import { keepWantedShas, selectRecordFiles } from '../../src/history/store.js';
import { makeRecord, sha } from './make-record.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('selectRecordFiles', () => {
  const paths = [
    'runs/2026/10/2026-10-01T00-00-00.000Z-aaaaaaa.json',
    'runs/2026/10/2026-10-02T00-00-00.000Z-bbbbbbb.json',
    'runs/2026/11/2026-11-01T00-00-00.000Z-aaaaaaa-2.json',
    'runs/2026/11/hand-placed.json',
    'runs/2026/11/2026-11-03T00-00-00.000Z-ccccccc.json',
  ];
  it.each([
    [{}, paths],
    [{ newest: 2 }, paths.slice(-2)],
    [{ newest: 0 }, []],
    [{ shas: [A] }, [paths[0], paths[2], paths[3]]],
    [{ shas: [A], newest: 1 }, [paths[3]]],
    [{ shas: [] }, [paths[3]]],
  ])('%j', (opts, expected) => {
    expect(selectRecordFiles(paths, opts)).toEqual(expected);
  });

  it('keeps only records whose full SHA is wanted (7 characters can collide)', () => {
    const near = `${'a'.repeat(7)}${'f'.repeat(33)}`;
    const records = [makeRecord(1, [{}], { sha: A }), makeRecord(2, [{}], { sha: near })];
    expect(keepWantedShas(records, { shas: [A] }).map((r) => r.sha)).toEqual([A]);
    expect(keepWantedShas(records)).toHaveLength(2);
  });
});

describe('dir store scan options', () => {
  it('reads only the newest records, or those of given commits', async () => {
    const store = createDirStore(mkdtempSync(path.join(tmpdir(), 'scan-opts-')));
    for (let i = 1; i <= 6; i++) await store.append(makeRecord(i, [{}], { sha: i % 2 === 0 ? A : sha(i), timestamp: `2026-11-0${i}T00:00:00.000Z` }));
    await store.append(makeRecord(7, [{}], { sha: B, timestamp: '2026-11-07T00:00:00.000Z' }));
    const newest = await store.scan({ newest: 2 });
    expect(newest.records.map((r) => r.timestamp)).toEqual(['2026-11-06T00:00:00.000Z', '2026-11-07T00:00:00.000Z']);
    const atA = await store.scan({ shas: [A] });
    expect(atA.records.map((r) => r.timestamp)).toEqual(['2026-11-02T00:00:00.000Z', '2026-11-04T00:00:00.000Z', '2026-11-06T00:00:00.000Z']);
    expect((await store.scan()).records).toHaveLength(7);
  });
});
