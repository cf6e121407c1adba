/**
 * Replay recordings: one JSON file per exact request, named by the request's key, holding one or more
 * recorded samples. The key covers the recording provider (type, model and sampling parameters: DESIGN §2)
 * and the system text and messages, so that a changed model or temperature finds no recording.
 * `context-eval record` writes them; the replay provider reads them.
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FileAccessError, readRepositoryText } from '../security/paths.js';
import { z } from 'zod';
import type { ProviderConfig } from '../config/schema.js';
import { ProviderError, type ChatMessage, type ProviderRequest, type ProviderResponse } from './types.js';

const tokenCount = z.number().int().min(0);

/** What answered a recorded request: the `record_with` provider's type, model and sampling parameters. */
export const RecordingTargetSchema = z.strictObject({
  type: z.string().min(1),
  model: z.string().optional(),
  /** For an exec agent, its command line stands in for the model. */
  command: z.string().optional(),
  temperature: z.number().optional(),
  max_tokens: z.number().int().positive().optional(),
});
export type RecordingTarget = z.infer<typeof RecordingTargetSchema>;

/**
 * The recording target of a replay provider: its `record_with` provider's identity, or undefined when it
 * has none (hand-made recordings, keyed by the prompt alone).
 */
export function recordingTarget(config: { providers: Record<string, ProviderConfig> }, replayName: string): RecordingTarget | undefined {
  const replay = config.providers[replayName];
  if (replay?.type !== 'replay' || replay.record_with === undefined) return undefined;
  const source = Object.hasOwn(config.providers, replay.record_with) ? config.providers[replay.record_with] : undefined;
  if (!source) return undefined;
  switch (source.type) {
    case 'openai':
    case 'anthropic':
      return {
        type: source.type,
        model: source.model,
        ...(source.temperature === undefined ? {} : { temperature: source.temperature }),
        ...(source.max_tokens === undefined ? {} : { max_tokens: source.max_tokens }),
      };
    case 'exec':
      return { type: 'exec', command: source.command };
    case 'replay':
      return undefined;
  }
}

const ToolCallSchema = z.strictObject({ id: z.string(), name: z.string(), args: z.unknown() });

/** One message of a recorded request (DESIGN §3b: tool calls and tool results included). */
const ChatMessageSchema = z.union([
  z.strictObject({ role: z.literal('user'), content: z.string() }),
  z.strictObject({ role: z.literal('assistant'), content: z.string(), toolCalls: z.array(ToolCallSchema).optional() }),
  z.strictObject({ role: z.literal('tool'), content: z.string(), toolCallId: z.string(), name: z.string() }),
]);

export const RecordingSchema = z.strictObject({
  version: z.literal(1),
  key: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters'),
  note: z.string().optional(),
  scenario: z.string().optional(),
  role: z.string().optional(),
  provider: RecordingTargetSchema.optional(),
  request: z.strictObject({
    system: z.string(),
    messages: z.array(ChatMessageSchema),
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

/**
 * The recording key of a request: sha256 hex of the canonical JSON of `{system, messages, provider}`;
 * without a target, of `{system, messages}` only.
 */
export function requestKey(system: string, messages: ChatMessage[], target?: RecordingTarget): string {
  const normalized = { system, messages: messages.map((m) => ({ role: m.role, content: m.content })), ...(target ? { provider: target } : {}) };
  return createHash('sha256').update(canonicalJson(normalized)).digest('hex');
}

export function recordingPath(dir: string, key: string): string {
  return join(dir, `${key}.json`);
}

/** The real path of a recordings folder (itself when it does not exist yet). */
function realFolder(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch {
    return resolve(dir);
  }
}

/**
 * Reads the recording of a key: undefined when there is none. A file that is not valid JSON or breaks the
 * schema is a ProviderError('bad_output') naming the file.
 */
export async function readRecording(dir: string, key: string): Promise<Recording | undefined> {
  const file = recordingPath(dir, key);
  let text: string;
  try {
    // The one path resolver: a regular file inside the recordings folder after following symlinks (the
    // loader confined the folder to the repository), at most MAX_FILE_BYTES.
    text = await readRepositoryText(realFolder(dir), file, file);
  } catch (err) {
    if (err instanceof FileAccessError && err.problem === 'not-found') return undefined;
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
  /** The provider that answered; part of the key. */
  provider?: RecordingTarget;
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
  const key = requestKey(request.system, request.messages, meta.provider);
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
      ...(meta.provider !== undefined ? { provider: meta.provider } : {}),
      request: { system: request.system, messages: request.messages.map((m) => ({ ...m })) },
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
