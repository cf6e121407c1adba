/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for tests and the benchmark.
 * Each request goes to a handler that decides the reply; every request body is kept for assertions.
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
          ? completion(reply.content ?? '', reply.usage, body.model)
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
