/** The action's response-cache glue, with an in-memory @actions/cache stand-in that copies folders. */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CACHE_KEY_PREFIX, restoreResponseCache, saveResponseCache, type CacheBackend } from '../../src/action/response-cache.js';
import { dirResponseStore } from '../../src/providers/cache-store.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
const temp = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'context-eval-action-cache-'));
  made.push(d);
  return d;
};

/** Saved caches as folders, newest last; restore picks the newest whose key starts with a restore key. */
function memoryBackend(available = true) {
  const saved: { key: string; dir: string }[] = [];
  const backend: CacheBackend = {
    isFeatureAvailable: () => available,
    async restoreCache(paths, primaryKey, restoreKeys = []) {
      const hit = [...saved].reverse().find((s) => s.key === primaryKey || restoreKeys.some((k) => s.key.startsWith(k)));
      if (!hit) return undefined;
      cpSync(hit.dir, paths[0] ?? '', { recursive: true });
      return hit.key;
    },
    async saveCache(paths, key) {
      if (saved.some((s) => s.key === key)) throw new Error(`Unable to reserve cache with key ${key}, another job may be creating this cache.`);
      const copy = temp();
      cpSync(paths[0] ?? '', copy, { recursive: true });
      saved.push({ key, dir: copy });
      return saved.length;
    },
  };
  return { backend, saved };
}

const answer = (text: string) => ({ output: text, usage: { input_tokens: 3, output_tokens: 1 }, latencyMs: 5 });
const key = (c: string) => c.repeat(64);
const log = () => undefined;

describe('the response cache in the action', () => {
  it('saves a folder that gained answers under a key of its entries, and restores it in the next job', async () => {
    const { backend, saved } = memoryBackend();
    const first = path.join(temp(), 'cache');
    const restored1 = await restoreResponseCache(backend, first, '1', log);
    expect(restored1.key).toBeUndefined();
    await dirResponseStore(first).set(key('a'), answer('A'));
    const savedKey = await saveResponseCache(backend, first, restored1, log);
    expect(savedKey).toMatch(new RegExp(`^${CACHE_KEY_PREFIX}[0-9a-f]{64}$`));

    const second = path.join(temp(), 'cache');
    const restored2 = await restoreResponseCache(backend, second, '2', log);
    expect(restored2.key).toBe(savedKey);
    expect(await dirResponseStore(second).get(key('a'))).toEqual(answer('A'));
    // Nothing new: not saved again.
    expect(await saveResponseCache(backend, second, restored2, log)).toBeUndefined();
    expect(saved).toHaveLength(1);
    // One more answer: a new key.
    await dirResponseStore(second).set(key('b'), answer('B'));
    const again = await saveResponseCache(backend, second, restored2, log);
    expect(again).not.toBe(savedKey);
    expect(saved).toHaveLength(2);
  });

  it('does nothing when the cache service is unavailable, and a failed save does not throw', async () => {
    const off = memoryBackend(false);
    const dir = path.join(temp(), 'cache');
    const restored = await restoreResponseCache(off.backend, dir, '1', log);
    await dirResponseStore(dir).set(key('c'), answer('C'));
    expect(await saveResponseCache(off.backend, dir, restored, log)).toBeUndefined();
    expect(off.saved).toHaveLength(0);

    const failing: CacheBackend = { isFeatureAvailable: () => true, restoreCache: async () => undefined, saveCache: async () => Promise.reject(new Error('reserve failed')) };
    const messages: string[] = [];
    expect(await saveResponseCache(failing, dir, { available: true }, (m) => messages.push(m))).toBeUndefined();
    expect(messages.join('\n')).toContain('reserve failed');
    expect(existsSync(dir)).toBe(true);
  });
});
