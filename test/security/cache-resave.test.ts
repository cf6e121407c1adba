/**
 * Issue 21 item 3, "entries carry a digest of their content, checked on read": an entry that fails its
 * digest is a miss and is sampled again. The sampled answer must then reach the cache service, or every
 * later job restores the damaged entry and samples again forever: the folder saved after the job differs
 * from the one restored (the entry's content changed) even though the same request keys are in it.
 * Through the real @actions/cache against the local fake of the cache service (test/fakes/cache-server.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { actionsCacheBackend, restoreResponseCache, saveResponseCache } from '../../src/action/response-cache.js';
import { dirResponseStore, type RejectedEntry } from '../../src/providers/cache-store.js';
import { cacheEnv, scopesFor, startFakeCacheServer, type FakeCacheServer } from '../fakes/cache-server.js';

let service: FakeCacheServer;
let runnerTemp: string;
const saved = { ...process.env };

beforeAll(async () => {
  service = await startFakeCacheServer();
  runnerTemp = mkdtempSync(path.join(tmpdir(), 'context-eval-resave-temp-'));
});
afterAll(async () => {
  await service.close();
  rmSync(runnerTemp, { recursive: true, force: true });
});
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

const REF = 'refs/pull/3/merge';
const KEY = 'c'.repeat(64);
const answer = (text: string) => ({ output: text, usage: { input_tokens: 3, output_tokens: 1 }, latencyMs: 5 });

/** @actions/core prints ::debug:: lines to stdout; keep the test's output readable. */
async function quietly<T>(body: () => Promise<T>): Promise<T> {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await body();
  } finally {
    process.stdout.write = write;
  }
}

/**
 * One job: a fresh folder, restored; `work` reads and writes it as the run would (a miss is sampled and
 * written); saved. Returns what `work` returned and the entries rejected on read.
 */
async function job<T>(work: (dir: string, store: ReturnType<typeof dirResponseStore>) => Promise<T>): Promise<{ result: T; rejected: RejectedEntry[] }> {
  Object.assign(process.env, cacheEnv(service, scopesFor(REF, 'refs/heads/main')), { RUNNER_TEMP: runnerTemp });
  const dir = path.join(runnerTemp, 'context-eval', 'responses');
  const backend = await actionsCacheBackend();
  const restored = await quietly(() => restoreResponseCache(backend, dir, `run-${service.calls.length}`, () => undefined));
  const rejected: RejectedEntry[] = [];
  const store = dirResponseStore(dir, { onRejected: (_k, why) => rejected.push(why) });
  const result = await work(dir, store);
  await quietly(() => saveResponseCache(backend, dir, restored, () => undefined));
  return { result, rejected };
}

/** What a run does for one request: the cached answer, else a sample that is then written. */
async function ask(store: ReturnType<typeof dirResponseStore>, sample: string): Promise<{ output: string; sampled: boolean }> {
  const hit = await store.get(KEY);
  if (hit) return { output: hit.output, sampled: false };
  await store.set(KEY, answer(sample));
  return { output: sample, sampled: true };
}

describe('a cache entry rejected on read and sampled again is saved again', () => {
  it('the damaged entry is replaced in the cache service: the next job replays the new sample', async () => {
    // Job 1 saves a folder whose one entry was damaged before the save (a truncated write, bit rot).
    await job(async (dir, store) => {
      await store.set(KEY, answer('first'));
      const [shard] = readdirSync(dir);
      const file = path.join(dir, shard ?? '', `${KEY}.json`);
      writeFileSync(file, readFileSync(file, 'utf8').replace('first', 'FIRST'));
    });
    expect(service.entries.filter((e) => e.finalized)).toHaveLength(1);

    // Job 2 restores it: the entry fails its digest, is sampled again and written.
    const second = await job((_dir, store) => ask(store, 'second'));
    expect(second.rejected).toEqual(['digest']);
    expect(second.result).toEqual({ output: 'second', sampled: true });
    expect(service.entries.filter((e) => e.finalized), 'the re-sampled folder is saved').toHaveLength(2);

    // Job 3 replays the sample job 2 made: nothing rejected, nothing sampled.
    const third = await job((_dir, store) => ask(store, 'third'));
    expect(third.rejected).toEqual([]);
    expect(third.result).toEqual({ output: 'second', sampled: false });
    expect(service.rejected).toEqual([]);
  }, 900_000);
});
