/**
 * A local Anthropic Messages API server (POST /v1/messages) on 127.0.0.1 for tests. Each request goes
 * to a handler that decides the reply; every request body and its headers are kept for assertions.
 *
 * Tool calls (DESIGN §3b): a handler may answer a turn with tool_use blocks after its text blocks:
 *   `{ toolUses: [{ name: 'read_file', input: { path: 'a.ts' } }, { name: 'run_tests' }] }`
 * - `toolUses[].input` defaults to `{}`; `toolUses[].id` to `toolu_<request index>_<position>`.
 * - `texts` defaults to none when toolUses are given (else to one empty text block, as before).
 * - `stop_reason` is `tool_use` with toolUses, else `end_turn`; `stopReason` overrides either (e.g.
 *   'max_tokens' for a cut answer).
 * - The handler sees the conversation so far: `anthropicToolResults(body)` lists its tool_result blocks in
 *   order and `anthropicToolTurns(body)` counts its assistant turns holding tool_use blocks, so one handler
 *   can script a whole agent run whatever the order of concurrent requests.
 * A reply without toolUses and stopReason is byte for byte what it was before tools.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MessagesRequestBody {
  model: string;
  max_tokens: number;
  system?: string;
  temperature?: number;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

export interface FakeAnthropicReply {
  /** HTTP status; 200 by default. */
  status?: number;
  /** For 200: the text blocks of the message (one block per string). */
  texts?: string[];
  /** A raw body instead of a message. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  usage?: { input_tokens: number; output_tokens: number };
  /** Destroy the socket without answering. */
  hangUp?: boolean;
  /** For 200: tool_use blocks after the text blocks, in order (several: parallel calls). See the top of this file. */
  toolUses?: FakeToolUse[];
  /** For 200: the message's stop_reason; default `tool_use` with toolUses, else `end_turn`. */
  stopReason?: string;
}

/** One tool_use block of a scripted reply. */
export interface FakeToolUse {
  /** Default `toolu_<request index>_<position>`. */
  id?: string;
  name: string;
  /** Default `{}`. */
  input?: unknown;
}

export type FakeAnthropicHandler = (body: MessagesRequestBody, index: number, req: IncomingMessage) => FakeAnthropicReply | Promise<FakeAnthropicReply>;

export interface FakeAnthropic {
  /** The API root, e.g. http://127.0.0.1:PORT (the SDK adds /v1/messages). */
  baseUrl: string;
  requests: { body: MessagesRequestBody; headers: IncomingMessage['headers']; path: string }[];
  setHandler(handler: FakeAnthropicHandler): void;
  close(): Promise<void>;
}

export function message(texts: string[], usage = { input_tokens: 12, output_tokens: 7 }, model = 'fake-claude'): unknown {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: texts.map((text) => ({ type: 'text', text })),
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage,
  };
}

/** A message with text blocks then tool_use blocks. */
export function toolUseMessage(
  reply: { texts?: string[]; toolUses?: FakeToolUse[]; stopReason?: string },
  usage = { input_tokens: 12, output_tokens: 7 },
  model = 'fake-claude',
  index = 0,
): unknown {
  const uses = reply.toolUses ?? [];
  const texts = reply.texts ?? (uses.length > 0 ? [] : ['']);
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [
      ...texts.map((text) => ({ type: 'text', text })),
      ...uses.map((u, i) => ({ type: 'tool_use', id: u.id ?? `toolu_${index}_${i}`, name: u.name, input: u.input ?? {} })),
    ],
    stop_reason: reply.stopReason ?? (uses.length > 0 ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage,
  };
}

function blocksOf(body: MessagesRequestBody, role: string): Record<string, unknown>[] {
  const messages: unknown = body.messages;
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((m: unknown) => {
    if (typeof m !== 'object' || m === null) return [];
    const { role: r, content } = m as { role?: unknown; content?: unknown };
    if (r !== role || !Array.isArray(content)) return [];
    return content.filter((b): b is Record<string, unknown> => typeof b === 'object' && b !== null);
  });
}

/** The tool_result blocks of a request, in order: what the world answered so far. */
export function anthropicToolResults(body: MessagesRequestBody): { tool_use_id: string; content: string }[] {
  return blocksOf(body, 'user')
    .filter((b) => b.type === 'tool_result')
    .map((b) => ({ tool_use_id: String(b.tool_use_id), content: typeof b.content === 'string' ? b.content : JSON.stringify(b.content) }));
}

/** How many assistant turns of a request hold tool_use blocks: 0 on an agent run's first call. */
export function anthropicToolTurns(body: MessagesRequestBody): number {
  const messages: unknown = body.messages;
  if (!Array.isArray(messages)) return 0;
  return messages.filter((m: unknown) => {
    const { role, content } = (typeof m === 'object' && m !== null ? m : {}) as { role?: unknown; content?: unknown };
    return role === 'assistant' && Array.isArray(content) && content.some((b: unknown) => typeof b === 'object' && b !== null && (b as { type?: unknown }).type === 'tool_use');
  }).length;
}

function errorBody(status: number): unknown {
  const type =
    status === 401 ? 'authentication_error' : status === 404 ? 'not_found_error' : status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return { type: 'error', error: { type, message: `fake error ${status}` } };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: import('node:http').ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

export async function startFakeAnthropic(initial: FakeAnthropicHandler = () => ({ texts: ['ok'] })): Promise<FakeAnthropic> {
  let handler = initial;
  const requests: FakeAnthropic['requests'] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || path !== '/v1/messages') {
        send(res, 404, { type: 'error', error: { type: 'not_found_error', message: `no route ${req.method} ${req.url}` } });
        return;
      }
      const hasKey = typeof req.headers['x-api-key'] === 'string' || req.headers.authorization?.startsWith('Bearer ') === true;
      if (!hasKey || typeof req.headers['anthropic-version'] !== 'string') {
        send(res, 401, { type: 'error', error: { type: 'authentication_error', message: 'a key (x-api-key or Bearer) and anthropic-version are required' } });
        return;
      }
      let body: MessagesRequestBody;
      try {
        body = JSON.parse(text) as MessagesRequestBody;
      } catch {
        send(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'body is not JSON' } });
        return;
      }
      const index = requests.length;
      requests.push({ body, headers: req.headers, path: req.url ?? '' });
      const reply = await handler(body, index, req);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      const status = reply.status ?? 200;
      const scripted = reply.toolUses !== undefined || reply.stopReason !== undefined;
      const payload =
        reply.body ??
        (status === 200
          ? scripted
            ? toolUseMessage(reply, reply.usage, body.model, index)
            : message(reply.texts ?? [''], reply.usage, body.model)
          : errorBody(status));
      send(res, status, payload, reply.headers);
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
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
