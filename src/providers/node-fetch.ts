/**
 * A `fetch` for the model SDKs over node:http(s) with keep-alive agents. The SDKs' default (undici's
 * fetch) spends most of the per-call CPU on web streams and signal plumbing; JSON requests and replies
 * need none of it. `npm run bench` measures the difference. Bodies that are not a string or bytes go to
 * the global fetch unchanged.
 */
import http from 'node:http';
import https from 'node:https';

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

function plainHeaders(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers === undefined) return out;
  new Headers(headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export function nodeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const body = init.body;
  const plainBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
  if (input instanceof Request || !plainBody) return fetch(input, init);
  const url = new URL(input);
  const transport = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!transport) return fetch(input, init);
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise<Response>((resolve, reject) => {
    const req = transport.request(
      url,
      { method: init.method ?? 'GET', headers: plainHeaders(init.headers), agent, ...(init.signal ? { signal: init.signal } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          const raw = res.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '');
          const status = res.statusCode ?? 500;
          const noBody = status === 204 || status === 205 || status === 304 || init.method === 'HEAD';
          resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? '', headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
