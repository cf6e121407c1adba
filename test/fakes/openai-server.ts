/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for tests and the benchmark.
 * Each request goes to a handler that decides the reply; every request body is kept for assertions.
 *
 * Tool calls (DESIGN §3b): a handler may answer a turn with tool calls instead of (or beside) text:
 *   `{ toolCalls: [{ name: 'read_file', arguments: { path: 'a.ts' } }, { name: 'run_tests' }] }`
 * - `toolCalls[].arguments`: an object is sent as its JSON text; a string is sent as written (script
 *   invalid JSON with it); absent: `{}`. `toolCalls[].id` defaults to `call_<request index>_<position>`.
 * - With toolCalls the message's `content` is null unless `content` is given too; `finish_reason` is
 *   `tool_calls`, else `stop`; `finishReason` overrides either (e.g. 'length' for a cut answer).
 * - The handler sees the conversation so far: `toolResults(body)` lists its `tool` messages in order and
 *   `toolTurns(body)` counts its assistant turns that made tool calls, so one handler can script a whole
 *   agent run whatever the order of concurrent requests:
 *   `(body) => toolTurns(body) === 0 ? { toolCalls: [{ name: 'read_file' }] } : { content: 'done' }`
 * A reply without toolCalls and finishReason is byte for byte what it was before tools.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  seed?: number;
  temperature?: number;
  max_tokens?: number;
  [key: string]: unknown;
}

export interface FakeReply {
  /** HTTP status; 200 by default. */
  status?: number;
  /** For 200: the assistant message content. */
  content?: string;
  /** A raw body instead of a chat completion (for error replies). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Destroy the socket without answering. */
  hangUp?: boolean;
  /** For 200: the tool calls of this turn, in order (several: parallel calls). See the top of this file. */
  toolCalls?: FakeToolCall[];
  /** For 200: the choice's finish_reason; default `tool_calls` with toolCalls, else `stop`. */
  finishReason?: string;
}

/** One tool call of a scripted reply. */
export interface FakeToolCall {
  /** Default `call_<request index>_<position>`. */
  id?: string;
  name: string;
  /** A string is sent as written (invalid JSON included); anything else as its JSON text; absent: `{}`. */
  arguments?: unknown;
}

export type FakeHandler = (body: ChatRequestBody, index: number, req: IncomingMessage) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: { body: ChatRequestBody; headers: IncomingMessage['headers']; path: string }[];
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

export function completion(content: string, usage = { prompt_tokens: 10, completion_tokens: 5 }, model = 'fake-model'): unknown {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

/** A chat completion whose message carries tool calls (and text when `content` is given). */
export function toolCallCompletion(
  reply: { content?: string; toolCalls?: FakeToolCall[]; finishReason?: string },
  usage = { prompt_tokens: 10, completion_tokens: 5 },
  model = 'fake-model',
  index = 0,
): unknown {
  const calls = reply.toolCalls ?? [];
  const tool_calls = calls.map((c, i) => ({
    id: c.id ?? `call_${index}_${i}`,
    type: 'function',
    function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}) },
  }));
  const message = { role: 'assistant', content: reply.content ?? (calls.length > 0 ? null : ''), refusal: null, ...(calls.length > 0 ? { tool_calls } : {}) };
  const finish_reason = reply.finishReason ?? (calls.length > 0 ? 'tool_calls' : 'stop');
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message, finish_reason, logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

function messagesOf(body: ChatRequestBody): Record<string, unknown>[] {
  const messages: unknown = body.messages;
  return Array.isArray(messages) ? messages.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null) : [];
}

/** The `tool` messages of a request, in order: what the world answered so far. */
export function toolResults(body: ChatRequestBody): { tool_call_id: string; content: string }[] {
  return messagesOf(body)
    .filter((m) => m.role === 'tool')
    .map((m) => ({ tool_call_id: String(m.tool_call_id), content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }));
}

/** How many assistant turns of a request made tool calls: 0 on an agent run's first call. */
export function toolTurns(body: ChatRequestBody): number {
  return messagesOf(body).filter((m) => m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0).length;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAI(initial: FakeHandler = () => ({ content: 'ok' })): Promise<FakeOpenAI> {
  let handler = initial;
  const requests: FakeOpenAI['requests'] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(text) as ChatRequestBody;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'body is not JSON', type: 'invalid_request_error' } }));
        return;
      }
      const index = requests.length;
      requests.push({ body, headers: req.headers, path: req.url });
      const reply = await handler(body, index, req);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      const status = reply.status ?? 200;
      const payload =
        reply.body ??
        (status === 200
          ? reply.toolCalls !== undefined || reply.finishReason !== undefined
            ? toolCallCompletion(reply, reply.usage, body.model, index)
            : completion(reply.content ?? '', reply.usage, body.model)
          : { error: { message: `fake error ${status}`, type: 'server_error', code: null } });
      res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(payload));
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler(h) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A deterministic PRNG (mulberry32) so that seeded tests replay exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
