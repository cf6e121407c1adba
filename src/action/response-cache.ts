/**
 * The action's side of the response cache (issue 12 item 3): the cache folder is restored with
 * @actions/cache before the run and saved after it, under a key made of a hash of its entries, so that a
 * workflow run that added no answer saves nothing. A cache service problem never fails the job: the run
 * then just calls the model.
 */
import { responseStoreHash } from '../providers/cache-store.js';

export const CACHE_KEY_PREFIX = 'context-eval-responses-v1-';

/** The part of @actions/cache used here (tests pass an in-memory one). */
export interface CacheBackend {
  isFeatureAvailable(): boolean;
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}

/** @actions/cache itself, loaded only when a config turns the cache on. */
export async function actionsCacheBackend(): Promise<CacheBackend> {
  const cache = await import('@actions/cache');
  return { isFeatureAvailable: cache.isFeatureAvailable, restoreCache: cache.restoreCache, saveCache: cache.saveCache };
}

export interface RestoredCache {
  /** The key restored from, when one was. */
  key?: string;
  /** False when the cache service is not available to this job. */
  available: boolean;
}

/** Restores the newest saved folder into `dir`. `runId` makes the primary key one that never exists. */
export async function restoreResponseCache(backend: CacheBackend, dir: string, runId: string, log: (m: string) => void): Promise<RestoredCache> {
  if (!backend.isFeatureAvailable()) {
    log('context-eval: the Actions cache service is not available to this job; the response cache starts empty.');
    return { available: false };
  }
  try {
    const key = await backend.restoreCache([dir], `${CACHE_KEY_PREFIX}run-${runId}`, [CACHE_KEY_PREFIX]);
    log(key === undefined ? 'context-eval: no saved response cache yet; every run calls the model.' : `context-eval: response cache restored from ${key}.`);
    return key === undefined ? { available: true } : { key, available: true };
  } catch (err) {
    log(`context-eval: could not restore the response cache (${err instanceof Error ? err.message : String(err)}); every run calls the model.`);
    return { available: true };
  }
}

/** Saves `dir` under a key made of its entries' hash, unless it is empty or holds what was restored. */
export async function saveResponseCache(backend: CacheBackend, dir: string, restored: RestoredCache, log: (m: string) => void): Promise<string | undefined> {
  if (!restored.available) return undefined;
  const hash = await responseStoreHash(dir);
  if (hash === undefined) return undefined;
  const key = `${CACHE_KEY_PREFIX}${hash}`;
  if (key === restored.key) {
    log('context-eval: the response cache gained no answer; not saved again.');
    return undefined;
  }
  try {
    await backend.saveCache([dir], key);
    log(`context-eval: response cache saved as ${key}.`);
    return key;
  } catch (err) {
    // Another job may have saved the same entries first (ReserveCacheError): nothing is lost.
    log(`context-eval: could not save the response cache (${err instanceof Error ? err.message : String(err)}).`);
    return undefined;
  }
}
