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

/**
 * A Response over a body already read in full. undici's Response wraps every body in a web stream that
 * `json()` then reads back chunk by chunk: a tenth of the per-call CPU for replies of a few hundred bytes
 * (`npm run bench` cpu). Here `text()` and `json()` decode the bytes directly, as the Fetch standard says
 * (UTF-8, a leading byte order mark dropped); `body` is still a stream for a caller that wants one.
 */
export class BufferedResponse extends Response {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  override text(): Promise<string> {
    const text = this.#bytes.toString('utf8');
    return Promise.resolve(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(new Uint8Array(this.#bytes));
  }

  override blob(): Promise<Blob> {
    return Promise.resolve(new Blob([new Uint8Array(this.#bytes)], { type: this.headers.get('content-type') ?? '' }));
  }

  override clone(): Response {
    return new BufferedResponse(this.#bytes, { status: this.status, statusText: this.statusText, headers: this.headers });
  }

  /** The body as a stream (Response declares `body` as a property, so the getter is defined below). */
  streamBody(): ReadableStream<Uint8Array> {
    return new Blob([new Uint8Array(this.#bytes)]).stream();
  }
}
Object.defineProperty(BufferedResponse.prototype, 'body', {
  get(this: BufferedResponse) {
    return this.streamBody();
  },
});

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
          const responseInit = { status, statusText: res.statusMessage ?? '', headers };
          resolve(noBody ? new Response(null, responseInit) : new BufferedResponse(Buffer.concat(chunks), responseInit));
        });
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
