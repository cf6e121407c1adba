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
import type { ToolSpec } from '../agent/types.js';
import type { ProviderConfig } from '../config/schema.js';
import { ProviderError, type ChatMessage, type ProviderRequest, type ProviderResponse, type StructuredOutput } from './types.js';

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

export const ToolCallSchema = z.strictObject({ id: z.string(), name: z.string(), args: z.unknown() });
export const StopReasonSchema = z.enum(['end', 'tool_calls', 'length', 'other']);
const ToolSpecSchema = z.strictObject({ name: z.string(), description: z.string(), parameters: z.record(z.string(), z.unknown()) });
const TrajectoryStepSchema = z.strictObject({ step: z.number().int().positive(), tool: z.string(), args: z.unknown(), result: z.string().optional() });

/**
 * One message of a recorded request (DESIGN §3b: tool calls and tool results included). A union on `role`,
 * so that a malformed message is reported at its field (`request.messages.2.toolCallId`), not as a whole.
 */
const ChatMessageSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('user'), content: z.string() }),
  z.strictObject({ role: z.literal('assistant'), content: z.string(), toolCalls: z.array(ToolCallSchema).optional() }),
  z.strictObject({ role: z.literal('tool'), content: z.string(), toolCallId: z.string(), name: z.string() }),
]);

const SampleSchema = z.strictObject({
  output: z.string(),
  usage: z.strictObject({ input_tokens: tokenCount, output_tokens: tokenCount }),
  /** The turn's tool calls (an agent turn that is not the last). */
  toolCalls: z.array(ToolCallSchema).optional(),
  stop: StopReasonSchema.optional(),
  /** An exec agent's own loop (DESIGN §3b). */
  trajectory: z.array(TrajectoryStepSchema).optional(),
  /**
   * The run that recorded an agent turn: a later turn's recording is reached by the runs whose earlier turns
   * led there, so it is picked by run, not by position (replay.ts). Absent for a request without tools.
   */
  run: z.number().int().min(0).optional(),
});

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
    tools: z.array(ToolSpecSchema).optional(),
    world: z.record(z.string(), z.unknown()).optional(),
    /** The JSON Schema a judge or reviewer request asked its reply to follow (issue 30 item 4). */
    structured_output: z.strictObject({ name: z.string(), schema: z.record(z.string(), z.unknown()) }).optional(),
  }),
  samples: z.array(SampleSchema).min(1),
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

/** A JSON value with its object keys sorted at every level (undefined stays undefined). */
export function sortedJson(value: unknown): unknown {
  const text = canonicalJson(value) as string | undefined;
  return text === undefined ? undefined : JSON.parse(text);
}

/**
 * A message with only its own fields, in a fixed order, tool-call arguments with sorted keys, and no tool
 * calls when there are none: the form that is keyed and written. A user or assistant text message is
 * `{role, content}`, as before agents, so that the keys of such requests are unchanged.
 */
export function plainMessage(m: ChatMessage): ChatMessage {
  switch (m.role) {
    case 'user':
      return { role: 'user', content: m.content };
    case 'assistant':
      return m.toolCalls !== undefined && m.toolCalls.length > 0
        ? { role: 'assistant', content: m.content, toolCalls: m.toolCalls.map((c) => ({ id: c.id, name: c.name, args: sortedJson(c.args) })) }
        : { role: 'assistant', content: m.content };
    case 'tool':
      return { role: 'tool', content: m.content, toolCallId: m.toolCallId, name: m.name };
  }
}

/** The tools of a request in the form keyed and written: undefined when there are none. */
export function plainTools(tools: readonly ToolSpec[] | undefined): ToolSpec[] | undefined {
  if (tools === undefined || tools.length === 0) return undefined;
  return tools.map((t) => ({ name: t.name, description: t.description, parameters: sortedJson(t.parameters) as Record<string, unknown> }));
}

/** What an agent turn adds to a request (DESIGN §3b); both absent for a role without tools. */
export interface AgentParts {
  tools?: readonly ToolSpec[] | undefined;
  /** The scenario's world, which an exec agent answers its own tools from. */
  world?: Record<string, unknown> | undefined;
  /** The schema a judge or reviewer asks its reply to follow; absent for every other request. */
  structuredOutput?: StructuredOutput | undefined;
}

/** A request's structured output in the form keyed and written (schema keys sorted): undefined when absent. */
export function plainStructuredOutput(structured: StructuredOutput | undefined): StructuredOutput | undefined {
  return structured === undefined ? undefined : { name: structured.name, schema: sortedJson(structured.schema) as Record<string, unknown> };
}

/**
 * The recording key of a request: sha256 hex of the canonical JSON of `{system, messages, provider}`
 * (without a target, of `{system, messages}` only), plus the tools offered and the world when there are
 * any, and the structured output a judge or reviewer asks for when it does. The messages are the
 * conversation so far: an assistant's tool calls and the tool results are part of them, so every turn of an
 * agent run has its own key. A request without tools (or structured output) keys as before them.
 */
export function requestKey(system: string, messages: readonly ChatMessage[], target?: RecordingTarget, agent: AgentParts = {}): string {
  const tools = plainTools(agent.tools);
  const world = agent.world !== undefined && Object.keys(agent.world).length > 0 ? agent.world : undefined;
  const structured = plainStructuredOutput(agent.structuredOutput);
  const normalized = {
    system,
    messages: messages.map(plainMessage),
    ...(target ? { provider: target } : {}),
    ...(tools ? { tools } : {}),
    ...(world ? { world } : {}),
    ...(structured ? { structured_output: structured } : {}),
  };
  return createHash('sha256').update(canonicalJson(normalized)).digest('hex');
}

/** The recording key of a request (requestKey over its system, messages, tools, world and structured output). */
export function keyOfRequest(request: Pick<ProviderRequest, 'system' | 'messages' | 'tools' | 'world' | 'structuredOutput'>, target?: RecordingTarget): string {
  return requestKey(request.system, request.messages, target, { tools: request.tools, world: request.world, structuredOutput: request.structuredOutput });
}

/**
 * The key of the turn before a recorded agent turn: its messages without the last assistant tool calls and
 * the tool results after them. undefined for a first turn (nothing to go back to).
 */
export function previousTurnKey(recording: Recording): string | undefined {
  const messages = recording.request.messages;
  let i = messages.length - 1;
  while (i >= 0 && messages[i]?.role === 'tool') i--;
  const call = messages[i];
  if (i === messages.length - 1 || call?.role !== 'assistant' || !call.toolCalls?.length) return undefined;
  const { tools, world, structured_output: structuredOutput } = recording.request;
  return requestKey(recording.request.system, messages.slice(0, i), recording.provider, { tools, world, structuredOutput });
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
 * A sample of an agent turn (the request offers tools, or the answer has tool calls or a trajectory) names
 * the run that made it. Returns the file's path.
 */
export async function writeRecording(
  dir: string,
  request: Pick<ProviderRequest, 'system' | 'messages'> & Partial<Pick<ProviderRequest, 'tools' | 'world' | 'meta' | 'structuredOutput'>>,
  response: Pick<ProviderResponse, 'output' | 'usage' | 'toolCalls' | 'stop' | 'trajectory'>,
  meta: RecordingMeta,
  opts: { append: boolean },
): Promise<string> {
  const key = keyOfRequest(request, meta.provider);
  const file = recordingPath(dir, key);
  const tools = plainTools(request.tools);
  const world = request.world !== undefined && Object.keys(request.world).length > 0 ? request.world : undefined;
  const structured = plainStructuredOutput(request.structuredOutput);
  const toolCalls = response.toolCalls !== undefined && response.toolCalls.length > 0 ? response.toolCalls.map((c) => ({ id: c.id, name: c.name, args: sortedJson(c.args) })) : undefined;
  const trajectory = response.trajectory?.map((t) => ({ step: t.step, tool: t.tool, args: t.args, ...(t.result === undefined ? {} : { result: t.result }) }));
  const run = request.meta?.run;
  const agentTurn = tools !== undefined || toolCalls !== undefined || trajectory !== undefined;
  const sample: Recording['samples'][number] = {
    output: response.output,
    usage: { input_tokens: response.usage.input_tokens, output_tokens: response.usage.output_tokens },
    ...(toolCalls ? { toolCalls } : {}),
    ...(response.stop === undefined ? {} : { stop: response.stop }),
    ...(trajectory ? { trajectory } : {}),
    ...(agentTurn && run !== undefined && Number.isInteger(run) && run >= 0 ? { run } : {}),
  };
  const previous = writeQueues.get(file) ?? Promise.resolve();
  const write = previous.catch(() => {}).then(async () => {
    await mkdir(dir, { recursive: true });
    const existing = opts.append ? await readRecording(dir, key) : undefined;
    const recording: Recording = {
      version: 1,
      key,
      ...(meta.note !== undefined ? { note: meta.note } : existing?.note !== undefined ? { note: existing.note } : {}),
      ...(meta.scenario !== undefined ? { scenario: meta.scenario } : {}),
      ...(meta.role !== undefined ? { role: meta.role } : {}),
      ...(meta.provider !== undefined ? { provider: meta.provider } : {}),
      request: {
        system: request.system,
        messages: request.messages.map(plainMessage),
        ...(tools ? { tools } : {}),
        ...(world ? { world } : {}),
        ...(structured ? { structured_output: structured } : {}),
      },
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
