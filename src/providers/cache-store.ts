/**
 * The response cache's folder: one file per answer, `<dir>/<first two hex digits>/<key>.json`, written
 * whole (a temporary file renamed into place) so that a crash never leaves half an answer. An entry that
 * does not parse is a miss: the folder may come from an earlier version or from another job's cache.
 */
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { ResponseStore } from './cache.js';
import type { ProviderResponse } from './types.js';

const EntrySchema = z.object({
  output: z.string(),
  usage: z.object({ input_tokens: z.number().int().min(0), output_tokens: z.number().int().min(0) }),
  latencyMs: z.number().min(0),
});

const KEY = /^[0-9a-f]{64}$/;

function fileOf(dir: string, key: string): string {
  if (!KEY.test(key)) throw new RangeError(`a cache key is 64 hex digits, got '${key}'`);
  return path.join(dir, key.slice(0, 2), `${key}.json`);
}

export function dirResponseStore(dir: string): ResponseStore {
  return {
    async get(key: string): Promise<ProviderResponse | undefined> {
      let text: string;
      try {
        text = await readFile(fileOf(dir, key), 'utf8');
      } catch {
        return undefined;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return undefined;
      }
      const parsed = EntrySchema.safeParse(json);
      return parsed.success ? parsed.data : undefined;
    },
    async set(key: string, response: ProviderResponse): Promise<void> {
      const file = fileOf(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, JSON.stringify({ output: response.output, usage: response.usage, latencyMs: response.latencyMs }));
      await rename(tmp, file);
    },
  };
}

/**
 * A hash of the folder's entries (their keys: an entry's content is fixed by its key), so that the action
 * saves the folder under a new @actions/cache key only when it gained answers. undefined when empty.
 */
export async function responseStoreHash(dir: string): Promise<string | undefined> {
  let shards: string[];
  try {
    shards = await readdir(dir);
  } catch {
    return undefined;
  }
  const keys: string[] = [];
  for (const shard of shards.sort()) {
    let files: string[];
    try {
      files = await readdir(path.join(dir, shard));
    } catch {
      continue;
    }
    for (const f of files) if (f.endsWith('.json') && KEY.test(f.slice(0, -5))) keys.push(f.slice(0, -5));
  }
  if (keys.length === 0) return undefined;
  return createHash('sha256').update(keys.sort().join('\n')).digest('hex');
}
