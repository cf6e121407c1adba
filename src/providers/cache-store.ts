/**
 * The response cache's folder: one file per answer, `<dir>/<first two hex digits>/<key>.json`, written
 * whole (a temporary file renamed into place) so that a crash never leaves half an answer.
 *
 * An entry names its request key and carries a digest: sha256 over the entry format, the key, the answer
 * text, its usage and latency (issue 21 item 3), and an agent turn's tool calls and stop reason. On read the entry is checked against both: an entry
 * edited after it was written, moved to another key's file, truncated, of the wrong shape or larger than
 * any answer is a miss (the request is sampled again) and is reported through `onRejected`, never trusted.
 * An entry of an earlier format is a silent miss. A judge's entry holds its raw reply, which the judge
 * parses again on every read: no verdict is ever stored.
 *
 * The digest is not a secret: it catches corruption and edits, not a writer who recomputes it. What keeps
 * planted entries out is where the folder lives (docs/security.md, "Response cache").
 */
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { ResponseStore } from './cache.js';
import { canonicalJson, StopReasonSchema, ToolCallSchema } from './recording.js';
import type { ProviderResponse } from './types.js';

const FORMAT = 2;
/** No model answer comes near this; a larger file is not an entry (checked with stat, never read). */
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

const EntrySchema = z.strictObject({
  v: z.literal(FORMAT),
  key: z.string(),
  output: z.string(),
  usage: z.strictObject({ input_tokens: z.number().int().min(0), output_tokens: z.number().int().min(0) }),
  latencyMs: z.number().min(0),
  toolCalls: z.array(ToolCallSchema).min(1).optional(),
  stop: StopReasonSchema.optional(),
  digest: z.string().regex(/^[0-9a-f]{64}$/),
});

const KEY = /^[0-9a-f]{64}$/;

export type RejectedEntry = 'digest' | 'key' | 'shape' | 'json' | 'size';

export interface DirStoreOptions {
  /** Called for every entry found but not trusted (the request is then sampled again). */
  onRejected?: (key: string, why: RejectedEntry) => void;
}

function fileOf(dir: string, key: string): string {
  if (!KEY.test(key)) throw new RangeError(`a cache key is 64 hex digits, got '${key}'`);
  return path.join(dir, key.slice(0, 2), `${key}.json`);
}

type Stored = Pick<ProviderResponse, 'output' | 'usage' | 'latencyMs' | 'toolCalls' | 'stop'>;

/** An agent turn's tool calls (none: undefined, as an empty list). */
function callsOf(response: Stored): ProviderResponse['toolCalls'] {
  return response.toolCalls !== undefined && response.toolCalls.length > 0 ? response.toolCalls.map((c) => ({ id: c.id, name: c.name, args: c.args })) : undefined;
}

/**
 * The digest of one entry: over the format, the request key and the answer, in a fixed order; an agent
 * turn's tool calls and stop reason after them (an answer without either digests as before agents).
 */
export function entryDigest(key: string, response: Stored): string {
  const calls = callsOf(response);
  const agent = calls !== undefined || response.stop !== undefined ? [canonicalJson(calls ?? null), response.stop ?? null] : [];
  const canonical = JSON.stringify([FORMAT, key, response.output, response.usage.input_tokens, response.usage.output_tokens, response.latencyMs, ...agent]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The text of a checked entry for `key` (exported for tests and the fuzz). */
export function entryText(key: string, response: Stored): string {
  const usage = { input_tokens: response.usage.input_tokens, output_tokens: response.usage.output_tokens };
  const calls = callsOf(response);
  return JSON.stringify({
    v: FORMAT,
    key,
    output: response.output,
    usage,
    latencyMs: response.latencyMs,
    ...(calls === undefined ? {} : { toolCalls: calls }),
    ...(response.stop === undefined ? {} : { stop: response.stop }),
    digest: entryDigest(key, response),
  });
}

/** The answer in `text` when it is a well-formed entry for `key` whose digest matches; else why not (undefined: an earlier format). */
export function checkEntry(key: string, text: string): { ok: true; response: ProviderResponse } | { ok: false; why?: RejectedEntry } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, why: 'json' };
  }
  const parsed = EntrySchema.safeParse(json);
  if (!parsed.success) {
    const earlier = json !== null && typeof json === 'object' && !('v' in json);
    return earlier ? { ok: false } : { ok: false, why: 'shape' };
  }
  const e = parsed.data;
  if (e.key !== key) return { ok: false, why: 'key' };
  const response: ProviderResponse = {
    output: e.output,
    usage: e.usage,
    latencyMs: e.latencyMs,
    ...(e.toolCalls === undefined ? {} : { toolCalls: e.toolCalls.map((c) => ({ id: c.id, name: c.name, args: c.args })) }),
    ...(e.stop === undefined ? {} : { stop: e.stop }),
  };
  if (e.digest !== entryDigest(key, response)) return { ok: false, why: 'digest' };
  return { ok: true, response };
}

export function dirResponseStore(dir: string, options: DirStoreOptions = {}): ResponseStore {
  const reject = (key: string, why: RejectedEntry) => options.onRejected?.(key, why);
  return {
    async get(key: string): Promise<ProviderResponse | undefined> {
      const file = fileOf(dir, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        if (info.size > MAX_ENTRY_BYTES) {
          reject(key, 'size');
          return undefined;
        }
      } catch {
        return undefined;
      }
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        return undefined;
      }
      const checked = checkEntry(key, text);
      if (checked.ok) return checked.response;
      if (checked.why !== undefined) reject(key, checked.why);
      return undefined;
    },
    async set(key: string, response: ProviderResponse): Promise<void> {
      const file = fileOf(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, entryText(key, response));
      await rename(tmp, file);
    },
  };
}

const WHY: Record<RejectedEntry, string> = {
  digest: 'did not match their digest (edited or corrupted after they were written)',
  key: 'were written for another request',
  shape: 'were not well-formed entries',
  json: 'were not JSON (truncated?)',
  size: `were larger than ${MAX_ENTRY_BYTES / 1024 / 1024} MiB`,
};

/** The report's note on the entries that were not trusted, or undefined when there were none. */
export function rejectedEntriesNote(rejected: readonly RejectedEntry[]): string | undefined {
  if (rejected.length === 0) return undefined;
  const counts = new Map<RejectedEntry, number>();
  for (const why of rejected) counts.set(why, (counts.get(why) ?? 0) + 1);
  const n = rejected.length;
  const parts = [...counts].map(([why, count]) => `${count} ${WHY[why]}`);
  return `${n} response cache ${n === 1 ? 'entry was' : 'entries were'} not trusted and sampled again: ${parts.join('; ')}.`;
}

/**
 * A hash of the folder's entries, each its key and the sha256 of its bytes, so that the action saves the
 * folder under a new @actions/cache key whenever it changed: it gained answers, or an entry that was
 * rejected on read (digest, shape) was sampled again and rewritten under the same key. Otherwise the
 * damaged entry would be restored, rejected and re-sampled by every later job. undefined when empty.
 */
export async function responseStoreHash(dir: string): Promise<string | undefined> {
  let shards: string[];
  try {
    shards = await readdir(dir);
  } catch {
    return undefined;
  }
  const entries: string[] = [];
  for (const shard of shards.sort()) {
    let files: string[];
    try {
      files = await readdir(path.join(dir, shard));
    } catch {
      continue;
    }
    for (const f of files) {
      const key = f.slice(0, -5);
      if (f.endsWith('.json') && KEY.test(key)) entries.push(`${key} ${await fileDigest(path.join(dir, shard, f))}`);
    }
  }
  if (entries.length === 0) return undefined;
  return createHash('sha256').update(entries.sort().join('\n')).digest('hex');
}

/** sha256 of a file's bytes; a file larger than any entry (never read) or unreadable is named by its size or as such. */
async function fileDigest(file: string): Promise<string> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_ENTRY_BYTES) return `size-${info.size}`;
    return createHash('sha256').update(await readFile(file)).digest('hex');
  } catch {
    return 'unreadable';
  }
}
