/**
 * The validated-scenario cache (issue 23 item 4, src/scenarios/validated-cache.ts) never changes what
 * loading reports: a cached load and an uncached one give the same scenarios and the same problems; a
 * changed byte (in the file or in a `_defaults.yaml` above it) is validated again; a corrupt cache file or an
 * entry planted under another key is ignored; a file that gave a problem is never kept.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { ConfigError } from '../../src/config/types.js';
import { cacheText, readCacheText, validationCachePath } from '../../src/scenarios/validated-cache.js';
import { validationCacheFile } from '../../src/security/paths.js';
import { BASE_FILES, makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const FILES: Record<string, string> = {
  ...BASE_FILES,
  'scenarios/_defaults.yaml': 'runs: 4\n',
  'scenarios/a.yaml': 'name: a\nrole: planner\ncontext: { objective: "x: 1", n: 1.5, list: [1, two, null] }\nexpect:\n  - decomposes: true\n',
  'scenarios/many.yaml': 'scenarios:\n  - name: m1\n    role: planner\n    context: { k: 1 }\n    expect:\n      - absent: [delete]\n  - name: m2\n    role: writer\n    context: { k: 2 }\n    expect:\n      - contains: ok\n',
  'scenarios/inc.yaml': 'name: inc\nrole: planner\ncontext: { doc: { file: ../prompts/planner.md } }\nexpect:\n  - decomposes: true\n',
  'scenarios/bad-role.yaml': 'name: bad\nrole: nobody\ncontext: {}\nexpect:\n  - decomposes: true\n',
  'scenarios/inf.yaml': 'name: inf\nrole: planner\ncontext: { big: .inf }\nexpect:\n  - decomposes: true\n',
};

/** validate's load (every problem collected), with the cache file `cache` or without one. */
async function load(dir: string, cache?: string) {
  const problems: ConfigError[] = [];
  const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, problems, root: dir, ...(cache ? { validationCache: cache } : {}) });
  return { scenarios: loaded.scenarios, problems: problems.map((p) => p.message) };
}

/** run's load: the first problem thrown. */
async function loadOrError(dir: string, cache?: string): Promise<string> {
  try {
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, root: dir, ...(cache ? { validationCache: cache } : {}) });
    return JSON.stringify(loaded.scenarios);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
}

const cacheIn = (dir: string) => path.join(dir, '..', `${path.basename(dir)}-validated.json`);
type CacheFiles = Record<string, { key: string; scenarios: { context: Record<string, unknown> }[] }>;
/** The entries of a cache file its writer left whole (the test fails on one it would not trust). */
const readCache = (file: string): { files: CacheFiles } => {
  const files = readCacheText(readFileSync(file, 'utf8'));
  if (!files) throw new Error(`${file} is not a cache file this build trusts`);
  return { files: files as CacheFiles };
};

describe('validated-scenario cache', () => {
  it('gives the same scenarios and problems as an uncached load, the first time and from the cache', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    const uncached = await load(dir);
    expect(uncached.problems.some((p) => p.includes("unknown role 'nobody'"))).toBe(true);
    const filling = await load(dir, cache);
    expect(existsSync(cache)).toBe(true);
    const fromCache = await load(dir, cache);
    expect(filling).toStrictEqual(uncached);
    expect(fromCache).toStrictEqual(uncached);
    // run's load too (the first problem thrown), and with the cache file left in place.
    expect(await loadOrError(dir, cache)).toBe(await loadOrError(dir));
  });

  it('keeps only files that loaded cleanly, without includes, whose values JSON keeps as they are', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    await load(dir, cache);
    expect(Object.keys(readCache(cache).files).sort()).toEqual(['scenarios/a.yaml', 'scenarios/many.yaml']);
  });

  it('is what a second load uses: the entry under the matching key answers', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    await load(dir, cache);
    const stored = readCache(cache);
    const entry = stored.files['scenarios/a.yaml'];
    if (!entry?.scenarios[0]) throw new Error('no entry for a.yaml');
    entry.scenarios[0].context = { from: 'the cache' };
    writeFileSync(cache, cacheText(stored.files));
    const again = await load(dir, cache);
    expect(again.scenarios.find((s) => s.name === 'a')?.context).toEqual({ from: 'the cache' });
  });

  it('validates a file again when one of its bytes changed, or a _defaults.yaml above it did', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    await load(dir, cache);
    writeFileSync(path.join(dir, 'scenarios/a.yaml'), FILES['scenarios/a.yaml']?.replace('role: planner', 'role: plannex') ?? '');
    const changed = await load(dir, cache);
    expect(changed.problems.some((p) => p.includes("unknown role 'plannex'"))).toBe(true);
    expect(await loadOrError(dir, cache)).toBe(await loadOrError(dir));
    writeFileSync(path.join(dir, 'scenarios/a.yaml'), FILES['scenarios/a.yaml'] ?? '');
    writeFileSync(path.join(dir, 'scenarios/_defaults.yaml'), 'runs: 7\n');
    const defaults = await load(dir, cache);
    expect(defaults.scenarios.find((s) => s.name === 'a')?.runs).toBe(7);
    expect(defaults).toStrictEqual(await load(dir));
  });

  it('ignores a corrupt cache file and writes a good one in its place', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    const uncached = await load(dir);
    await load(dir, cache);
    // a.yaml's entry under its right key, but with a context the file does not have: used, it would show.
    const good = readCache(cache).files['scenarios/a.yaml'];
    if (!good?.scenarios[0]) throw new Error('no entry for a.yaml');
    const planted = { 'scenarios/a.yaml': { ...good, scenarios: [{ ...good.scenarios[0], context: { from: 'the cache' } }] } };
    const corrupts = [
      '{not json',
      // format 1 (a zod check of every entry, no checksum) and a format to come
      JSON.stringify({ format: 1, files: planted }),
      cacheText(planted).replace('"format":2', '"format":99'),
      // the right checksum over entries of the wrong shape (what only a writer bug could leave)
      cacheText({ 'scenarios/a.yaml': { key: 'k', scenarios: 'nope' } }),
      cacheText({ 'scenarios/a.yaml': { ...good, scenarios: 'nope' } }),
      cacheText([planted] as unknown as Record<string, unknown>),
      // a header with no entries after it, a copy cut short, one byte changed
      cacheText(planted).split('\n')[0] ?? '',
      cacheText(planted).slice(0, -20),
      cacheText(planted).replace('the cache', 'the cachf'),
    ];
    for (const corrupt of corrupts) {
      writeFileSync(cache, corrupt);
      expect(await load(dir, cache)).toStrictEqual(uncached);
      expect(Object.keys(readCache(cache).files)).toContain('scenarios/a.yaml');
    }
  });

  it('ignores a cache file edited on disk: an entry whose expectations were emptied under its own key does not drop them', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    const uncached = await load(dir);
    await load(dir, cache);
    // Any change to the bytes the writer left (a hand edit, a bad disk block, another tool) — here one that would
    // quietly stop testing scenario a: its expectations gone, its key and shape still right.
    const edited = readFileSync(cache, 'utf8').replace(/"expect":\[[^\]]*"kind":"decomposes"[^\]]*\]/, '"expect":[]');
    expect(edited).not.toBe(readFileSync(cache, 'utf8'));
    writeFileSync(cache, edited);
    expect(await load(dir, cache)).toStrictEqual(uncached);
  });

  it('ignores an entry planted under another key: a file with a problem is still reported', async () => {
    const dir = await makeProject(FILES);
    const cache = cacheIn(dir);
    await load(dir, cache);
    const stored = readCache(cache);
    const good = stored.files['scenarios/a.yaml'];
    if (!good) throw new Error('no entry for a.yaml');
    stored.files['scenarios/bad-role.yaml'] = { key: '0'.repeat(64), scenarios: good.scenarios };
    writeFileSync(cache, cacheText(stored.files));
    const again = await load(dir, cache);
    expect(again.problems.some((p) => p.includes("unknown role 'nobody'"))).toBe(true);
    expect(again).toStrictEqual(await load(dir));
  });
});

describe('where the cache lives', () => {
  it('is in the user cache folder, one file per config, and not used in GitHub Actions or when turned off', () => {
    const home = os.homedir();
    const file = validationCacheFile({ HOME: home }, '/repo/context-eval.yaml');
    expect(file?.startsWith(path.join(home, '.cache', 'context-eval', 'validated'))).toBe(true);
    expect(validationCacheFile({ XDG_CACHE_HOME: '/x/cache' }, '/repo/context-eval.yaml')?.startsWith('/x/cache/context-eval/validated/')).toBe(true);
    expect(validationCacheFile({ HOME: home }, '/other/context-eval.yaml')).not.toBe(file);
    expect(validationCacheFile({ HOME: 'relative' }, '/repo/context-eval.yaml')).toBeUndefined();
    expect(validationCachePath({ HOME: home, GITHUB_ACTIONS: 'true' }, '/repo/context-eval.yaml')).toBeUndefined();
    expect(validationCachePath({ HOME: home, CONTEXT_EVAL_VALIDATION_CACHE: 'off' }, '/repo/context-eval.yaml')).toBeUndefined();
    expect(validationCachePath({ HOME: home }, '/repo/context-eval.yaml')).toBe(file);
  });
});
