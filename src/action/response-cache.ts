/**
 * The action's side of the response cache (issue 12 item 3, issue 21 item 3): the folder lives in the
 * runner's temp folder, outside the checkout, so that a pull request cannot commit entries into it (DESIGN
 * §2, "trusted state lives outside the checkout"); the work tree's `cache.dir` is never read. It starts
 * empty, is restored with @actions/cache before the run (under GitHub's branch scoping: a pull request
 * reads its own, its base branch's and the default branch's caches, and writes only its own) and saved
 * after it, under a key made of a hash of its entries (keys and contents), so that a workflow run that changed no answer saves
 * nothing. A cache service problem never fails the job: the run then just calls the model.
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConfigFile } from '../config/schema.js';
import { responseStoreHash } from '../providers/cache-store.js';

export const CACHE_KEY_PREFIX = 'context-eval-responses-v1-';

/** The part of @actions/cache used here (tests pass an in-memory one). */
export interface CacheBackend {
  isFeatureAvailable(): boolean;
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}

/**
 * The action's cache folder, or undefined when the cache is off: on by default in pull requests (a re-run
 * of the same commit then replays its samples: issue 20 item 4), elsewhere only when the config has a
 * `cache:` mapping; `cache: false` turns it off. Never inside the checkout, whatever `cache.dir` says.
 */
export function actionCacheDir(cache: ConfigFile['cache'], where: { pullRequest: boolean; runnerTemp?: string }): string | undefined {
  if (cache === false || (cache === undefined && !where.pullRequest)) return undefined;
  return path.join(where.runnerTemp ?? tmpdir(), 'context-eval', 'responses');
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
  // Only what the cache service restores is trusted: nothing left in the folder by an earlier step.
  await rm(dir, { recursive: true, force: true });
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
