/**
 * nodeFetch against the platform's fetch (undici), on one local server: the same status, status text,
 * headers and body, whichever way the body is read. Its Response holds the body already read
 * (BufferedResponse) instead of a web stream, which is what makes it cheaper (issue 12, `npm run bench` cpu).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BufferedResponse, nodeFetch } from '../../src/providers/node-fetch.js';

type Reply = { status: number; headers?: [string, string][]; body?: Buffer | string };
const replies: Record<string, Reply> = {
  '/json': { status: 200, headers: [['content-type', 'application/json']], body: JSON.stringify({ id: 'chatcmpl-1', choices: [{ message: { content: 'PASS — “ok” ✅' } }] }) },
  '/bom': { status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]) },
  '/error': { status: 500, headers: [['content-type', 'text/plain'], ['x-request-id', 'req_1']], body: 'upstream failed' },
  '/rate': { status: 429, headers: [['retry-after', '2'], ['set-cookie', 'a=1'], ['set-cookie', 'b=2']], body: '{"error":{"message":"slow down"}}' },
  '/empty': { status: 204 },
  '/not-json': { status: 200, headers: [['content-type', 'application/json']], body: '{"truncated":' },
};
let url = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const reply = replies[req.url ?? ''] ?? { status: 404, body: 'no such path' };
  req.resume();
  req.on('end', () => {
    for (const [k, v] of reply.headers ?? []) res.appendHeader(k, v);
    res.statusCode = reply.status;
    res.end(reply.body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"model":"m"}' };

async function readAll(r: Response) {
  const headers: [string, string][] = [];
  r.headers.forEach((value, key) => {
    if (key !== 'date' && key !== 'connection' && key !== 'keep-alive') headers.push([key, value]);
  });
  return { status: r.status, ok: r.ok, statusText: r.statusText, headers, text: await r.clone().text(), bytes: [...new Uint8Array(await r.clone().arrayBuffer())] };
}

describe('nodeFetch', () => {
  it.each(Object.keys(replies))('%s: what the platform fetch gives', async (p) => {
    const ours = await nodeFetch(`${url}${p}`, init);
    const theirs = await fetch(`${url}${p}`, init);
    expect(ours).toBeInstanceOf(Response);
    expect(await readAll(ours)).toEqual(await readAll(theirs));
  });

  it('json() parses, drops a byte order mark, and rejects text that is not JSON with a SyntaxError', async () => {
    expect(await (await nodeFetch(`${url}/json`, init)).json()).toEqual({ id: 'chatcmpl-1', choices: [{ message: { content: 'PASS — “ok” ✅' } }] });
    expect(await (await nodeFetch(`${url}/bom`, init)).json()).toEqual({ a: 1 });
    await expect((await nodeFetch(`${url}/not-json`, init)).json()).rejects.toBeInstanceOf(SyntaxError);
  });

  it('keeps the read body instead of a stream, and still gives a stream to a caller that asks', async () => {
    const r = await nodeFetch(`${url}/json`, init);
    expect(r).toBeInstanceOf(BufferedResponse);
    const reader = r.body?.getReader();
    let streamed = '';
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      streamed += Buffer.from(chunk.value).toString('utf8');
    }
    expect(streamed).toBe(await r.text());
    expect(new TextDecoder().decode(await r.bytes())).toBe(await r.text());
    expect((await r.blob()).type).toBe('application/json');
  });

  it('a reply with no body (204) has none', async () => {
    const r = await nodeFetch(`${url}/empty`, init);
    expect(r.status).toBe(204);
    expect(r.body).toBeNull();
    expect(await r.text()).toBe('');
  });
});
