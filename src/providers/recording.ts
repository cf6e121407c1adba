/**
 * Replay recordings: one JSON file per exact request (system + messages), named by the request's key,
 * holding one or more recorded samples. `context-eval record` writes them; the replay provider reads them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ProviderError, type ChatMessage, type ProviderRequest, type ProviderResponse } from './types.js';

const tokenCount = z.number().int().min(0);

export const RecordingSchema = z.strictObject({
  version: z.literal(1),
  key: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters'),
  note: z.string().optional(),
  scenario: z.string().optional(),
  role: z.string().optional(),
  request: z.strictObject({
    system: z.string(),
    messages: z.array(z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string() })),
  }),
  samples: z.array(z.strictObject({ output: z.string(), usage: z.strictObject({ input_tokens: tokenCount, output_tokens: tokenCount }) })).min(1),
});

export type Recording = z.infer<typeof RecordingSchema>;

/** JSON with object keys sorted at every level and no white space: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The recording key of a request: sha256 hex of the canonical JSON of `{system, messages}` only. */
export function requestKey(system: string, messages: ChatMessage[]): string {
  const normalized = { system, messages: messages.map((m) => ({ role: m.role, content: m.content })) };
  return createHash('sha256').update(canonicalJson(normalized)).digest('hex');
}

export function recordingPath(dir: string, key: string): string {
  return join(dir, `${key}.json`);
}

/**
 * Reads the recording of a key: undefined when there is none. A file that is not valid JSON or breaks the
 * schema is a ProviderError('bad_output') naming the file.
 */
export async function readRecording(dir: string, key: string): Promise<Recording | undefined> {
  const file = recordingPath(dir, key);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return undefined;
    throw new ProviderError('bad_output', `recording ${file} could not be read: ${err instanceof Error ? err.message : String(err)}`, {
      retryable: false,
      cause: err,
    });
  }
  const fix = 'fix it, or delete it and run `context-eval record`';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ProviderError('bad_output', `recording ${file} is not valid JSON (${err instanceof Error ? err.message : String(err)}); ${fix}`, {
      retryable: false,
    });
  }
  const parsed = RecordingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.length ? issue.path.join('.') : '(top level)';
    throw new ProviderError('bad_output', `recording ${file} is malformed at ${at}: ${issue?.message ?? 'invalid'}; ${fix}`, {
      retryable: false,
    });
  }
  if (parsed.data.key !== key) {
    throw new ProviderError('bad_output', `recording ${file} holds key ${parsed.data.key}, not the key its name says; ${fix}`, {
      retryable: false,
    });
  }
  return parsed.data;
}

/** Who a recording is for, and a free note; stored beside the samples for people reading the files. */
export interface RecordingMeta {
  scenario?: string;
  role?: string;
  note?: string;
}

/** Writes to one file are serialized within the process, so concurrent runs never lose a sample. */
const writeQueues = new Map<string, Promise<unknown>>();

/**
 * Creates or updates the recording of this request. With append=false the file holds only this sample;
 * with append=true the sample is added to those already recorded (the file is created if missing).
 * Returns the file's path.
 */
export async function writeRecording(
  dir: string,
  request: Pick<ProviderRequest, 'system' | 'messages'>,
  response: Pick<ProviderResponse, 'output' | 'usage'>,
  meta: RecordingMeta,
  opts: { append: boolean },
): Promise<string> {
  const key = requestKey(request.system, request.messages);
  const file = recordingPath(dir, key);
  const previous = writeQueues.get(file) ?? Promise.resolve();
  const write = previous.catch(() => {}).then(async () => {
    await mkdir(dir, { recursive: true });
    const existing = opts.append ? await readRecording(dir, key) : undefined;
    const sample = { output: response.output, usage: { input_tokens: response.usage.input_tokens, output_tokens: response.usage.output_tokens } };
    const recording: Recording = {
      version: 1,
      key,
      ...(meta.note !== undefined ? { note: meta.note } : existing?.note !== undefined ? { note: existing.note } : {}),
      ...(meta.scenario !== undefined ? { scenario: meta.scenario } : {}),
      ...(meta.role !== undefined ? { role: meta.role } : {}),
      request: { system: request.system, messages: request.messages.map((m) => ({ role: m.role, content: m.content })) },
      samples: [...(existing?.samples ?? []), sample],
    };
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify(recording, null, 2)}\n`, 'utf8');
    await rename(tmp, file);
    return file;
  });
  writeQueues.set(file, write);
  try {
    return await write;
  } finally {
    if (writeQueues.get(file) === write) writeQueues.delete(file);
  }
}
