/**
 * The response cache through the real @actions/cache against a local fake of the Actions cache service
 * that scopes caches as GitHub documents (test/fakes/cache-server.ts): a pull request reads what its base
 * (default) branch saved, and what a pull request saves stays in `refs/pull/N/merge`: neither another pull
 * request nor the default branch ever restores it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { actionsCacheBackend, restoreResponseCache, saveResponseCache } from '../../src/action/response-cache.js';
import { dirResponseStore } from '../../src/providers/cache-store.js';
import { cacheEnv, scopesFor, startFakeCacheServer, type FakeCacheServer } from '../fakes/cache-server.js';

let service: FakeCacheServer;
let workspace: string;
let runnerTemp: string;
const saved = { ...process.env };

beforeAll(async () => {
  service = await startFakeCacheServer();
  workspace = mkdtempSync(path.join(tmpdir(), 'context-eval-scoping-ws-'));
  runnerTemp = mkdtempSync(path.join(tmpdir(), 'context-eval-scoping-temp-'));
});
afterAll(async () => {
  await service.close();
  rmSync(workspace, { recursive: true, force: true });
  rmSync(runnerTemp, { recursive: true, force: true });
});
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

const MAIN = 'refs/heads/main';
const answer = (text: string) => ({ output: text, usage: { input_tokens: 3, output_tokens: 1 }, latencyMs: 5 });
const key = (c: string) => c.repeat(64);
const log = () => undefined;

/** @actions/core prints its ::debug:: lines to stdout (the runner would hide them); keep the test's output readable. */
async function quietly<T>(body: () => Promise<T>): Promise<T> {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await body();
  } finally {
    process.stdout.write = write;
  }
}

/** One job on `ref`: a fresh folder (the runner's temp is per job), restored, given `add`, saved. */
async function job(ref: string, baseRef: string | undefined, add: Record<string, string>): Promise<{ restoredKey?: string; read: (k: string) => Promise<string | undefined> }> {
  Object.assign(process.env, cacheEnv(service, scopesFor(ref, baseRef)), { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp, GITHUB_SERVER_URL: 'https://github.com' });
  const dir = path.join(runnerTemp, 'context-eval', 'responses');
  rmSync(dir, { recursive: true, force: true });
  const backend = await actionsCacheBackend();
  const restored = await quietly(() => restoreResponseCache(backend, dir, `${ref}-${service.calls.length}`, log));
  const store = dirResponseStore(dir);
  const read = async (k: string) => (await store.get(k))?.output;
  const before = new Map<string, string | undefined>();
  for (const k of Object.keys(add)) before.set(k, await read(k));
  for (const [k, text] of Object.entries(add)) await store.set(k, answer(text));
  await quietly(() => saveResponseCache(backend, dir, restored, log));
  return { ...(restored.key === undefined ? {} : { restoredKey: restored.key }), read: async (k) => (add[k] !== undefined ? before.get(k) : read(k)) };
}

describe('the response cache under GitHub cache scoping', () => {
  it('main saves, a PR reads it; a PR saves, another PR and main do not see it', async () => {
    // A run on main fills the cache.
    const main1 = await job(MAIN, undefined, { [key('a')]: 'from-main' });
    expect(main1.restoredKey).toBeUndefined();
    expect(service.entries.filter((e) => e.finalized).map((e) => e.scope)).toEqual([MAIN]);

    // PR 7 (based on main) reads main's entry, adds its own, saves in its own scope.
    const pr7 = await job('refs/pull/7/merge', MAIN, { [key('b')]: 'from-pr-7' });
    expect(pr7.restoredKey).toBeDefined();
    expect(await pr7.read(key('a'))).toBe('from-main');
    expect(service.entries.filter((e) => e.finalized).map((e) => e.scope)).toEqual([MAIN, 'refs/pull/7/merge']);

    // PR 8 sees main's entry but never PR 7's.
    const pr8 = await job('refs/pull/8/merge', MAIN, {});
    expect(await pr8.read(key('a'))).toBe('from-main');
    expect(await pr8.read(key('b'))).toBeUndefined();

    // Main never sees what a PR saved.
    const main2 = await job(MAIN, undefined, {});
    expect(await main2.read(key('a'))).toBe('from-main');
    expect(await main2.read(key('b'))).toBeUndefined();

    // A re-run of PR 7 restores its own newest save (main's and its own answers).
    const pr7again = await job('refs/pull/7/merge', MAIN, {});
    expect(await pr7again.read(key('a'))).toBe('from-main');
    expect(await pr7again.read(key('b'))).toBe('from-pr-7');
    expect(service.rejected).toEqual([]);
  }, 900_000);
});
