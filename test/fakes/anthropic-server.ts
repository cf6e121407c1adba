/**
 * A local Anthropic Messages API server (POST /v1/messages) on 127.0.0.1 for tests. Each request goes
 * to a handler that decides the reply; every request body and its headers are kept for assertions.
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
      const payload = reply.body ?? (status === 200 ? message(reply.texts ?? [''], reply.usage, body.model) : errorBody(status));
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
