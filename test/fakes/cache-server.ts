/**
 * A local fake of the GitHub Actions cache service v2, as @actions/cache v4+ calls it
 * (node_modules/@actions/cache/lib/cache.js, restoreCacheV2/saveCacheV2): twirp JSON at
 * POST /twirp/github.actions.results.api.v1.CacheService/{CreateCacheEntry,FinalizeCacheEntryUpload,
 * GetCacheEntryDownloadURL} with proto field names, a signed upload URL that takes an Azure block-blob PUT
 * (single shot, as the SDK sends an archive under 128 MiB), and a plain GET of the signed download URL.
 *
 * Scoping as GitHub documents it ("Restrictions for accessing a cache"): a cache is created in the scope
 * of the ref the run is for (a branch, or `refs/pull/N/merge` for a pull request), and a run may restore
 * from its own scope, then from its base branch's, then from the default branch's; never from a sibling or
 * a child. The service learns the run's scopes from its runtime token, not from the request: here an
 * unsigned JWT whose `ac` claim is a JSON list of `{Scope, Permission}` (1 read, 3 read and write), in
 * search order. Within one scope the lookup is the primary key exactly, then each restore key as a
 * prefix, newest first, and only entries of the same `version` (a hash of the paths and compression).
 * A key already in the writing scope cannot be created again.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const BLOB = /^\/devstoreaccount1\/actions-cache\/(\d+)$/;

export interface CachedEntry {
  id: number;
  key: string;
  version: string;
  scope: string;
  createdAt: number;
  finalized: boolean;
  blob: Buffer;
}

export interface FakeCacheServer {
  /** ACTIONS_RESULTS_URL */
  url: string;
  entries: CachedEntry[];
  /** `Method scope key` in call order, e.g. `GetCacheEntryDownloadURL refs/pull/7/merge context-eval-…`. */
  calls: string[];
  /** Requests refused as malformed (a test expects none). */
  rejected: string[];
  close(): Promise<void>;
}

export interface TokenScope {
  scope: string;
  write: boolean;
}

/** ACTIONS_RUNTIME_TOKEN for a run whose scopes are `scopes`, in search order (the first writable one is written). */
export function cacheRuntimeToken(scopes: TokenScope[]): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const ac = JSON.stringify(scopes.map((s) => ({ Scope: s.scope, Permission: s.write ? 3 : 1 })));
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ac, iat: 0 })}.`;
}

/** The scopes GitHub gives a run on `ref` (refs/heads/X or refs/pull/N/merge), based on `baseRef`, in a repository whose default branch is `defaultRef`. */
export function scopesFor(ref: string, baseRef: string | undefined, defaultRef = 'refs/heads/main'): TokenScope[] {
  const out: TokenScope[] = [{ scope: ref, write: true }];
  for (const r of [baseRef, defaultRef]) if (r !== undefined && !out.some((s) => s.scope === r)) out.push({ scope: r, write: false });
  return out;
}

const Ac = z.array(z.object({ Scope: z.string().min(1), Permission: z.number().int() }));
const Metadata = z.unknown().optional();
const Create = z.strictObject({ metadata: Metadata, key: z.string().min(1).max(512), version: z.string().regex(/^[0-9a-f]{64}$/) });
const Finalize = z.strictObject({ metadata: Metadata, key: z.string().min(1), version: z.string().min(1), size_bytes: z.string().regex(/^\d+$/) });
const Lookup = z.strictObject({ metadata: Metadata, key: z.string().min(1), restore_keys: z.array(z.string().min(1)).optional(), version: z.string().min(1) });

function scopesOf(req: IncomingMessage): TokenScope[] | undefined {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = z.object({ ac: z.string() }).safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!claims.success) return undefined;
    const ac = Ac.safeParse(JSON.parse(claims.data.ac));
    return ac.success ? ac.data.map((a) => ({ scope: a.Scope, write: (a.Permission & 2) !== 0 })) : undefined;
  } catch {
    return undefined;
  }
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(String(c)));
  return Buffer.concat(chunks);
}

export async function startFakeCacheServer(): Promise<FakeCacheServer> {
  const entries: CachedEntry[] = [];
  const calls: string[] = [];
  const rejected: string[] = [];
  let nextId = 1;
  let clock = 0;
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const twirpError = (res: ServerResponse, status: number, code: string, msg: string) => json(res, status, { code, msg });
  const blobUrl = (e: CachedEntry) => `${base}/devstoreaccount1/actions-cache/${e.id}?sig=fake-signature-${e.id}`;

  /** The restore lookup: per scope in order, the exact key, then each restore key as a prefix; newest first. */
  function lookup(scopes: TokenScope[], key: string, restoreKeys: string[], version: string): CachedEntry | undefined {
    for (const { scope } of scopes) {
      const here = entries.filter((e) => e.scope === scope && e.finalized && e.version === version).sort((a, b) => b.createdAt - a.createdAt);
      const exact = here.find((e) => e.key === key);
      if (exact) return exact;
      for (const prefix of restoreKeys) {
        const hit = here.find((e) => e.key.startsWith(prefix));
        if (hit) return hit;
      }
    }
    return undefined;
  }

  function twirp(method: string, body: unknown, scopes: TokenScope[], res: ServerResponse): void {
    const check = <T extends z.ZodType>(schema: T): z.output<T> | undefined => {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      rejected.push(`${method}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      twirpError(res, 400, 'malformed', `${method}: ${parsed.error.message}`);
      return undefined;
    };
    const writeScope = scopes.find((s) => s.write)?.scope;
    switch (method) {
      case 'GetCacheEntryDownloadURL': {
        const r = check(Lookup);
        if (!r) return;
        calls.push(`${method} ${scopes[0]?.scope ?? ''} ${r.key}`);
        const hit = lookup(scopes, r.key, r.restore_keys ?? [], r.version);
        return json(res, 200, hit ? { ok: true, signed_download_url: blobUrl(hit), matched_key: hit.key } : { ok: false });
      }
      case 'CreateCacheEntry': {
        const r = check(Create);
        if (!r) return;
        calls.push(`${method} ${writeScope ?? '(read only)'} ${r.key}`);
        if (writeScope === undefined) return json(res, 200, { ok: false, message: 'cache write denied: the token is read-only' });
        if (entries.some((e) => e.scope === writeScope && e.key === r.key && e.version === r.version)) {
          return json(res, 200, { ok: false, message: `an entry with key ${r.key} already exists in ${writeScope}` });
        }
        const e: CachedEntry = { id: nextId++, key: r.key, version: r.version, scope: writeScope, createdAt: ++clock, finalized: false, blob: Buffer.alloc(0) };
        entries.push(e);
        return json(res, 200, { ok: true, signed_upload_url: blobUrl(e) });
      }
      case 'FinalizeCacheEntryUpload': {
        const r = check(Finalize);
        if (!r) return;
        calls.push(`${method} ${writeScope ?? '(read only)'} ${r.key}`);
        const e = entries.find((x) => x.scope === writeScope && x.key === r.key && x.version === r.version && !x.finalized);
        if (!e) return json(res, 200, { ok: false, message: 'no entry of this key is being uploaded in this scope' });
        if (Number(r.size_bytes) !== e.blob.length) return json(res, 200, { ok: false, message: `size ${r.size_bytes} is not the uploaded ${e.blob.length} bytes` });
        e.finalized = true;
        e.createdAt = ++clock;
        return json(res, 200, { ok: true, entry_id: String(e.id) });
      }
      default:
        rejected.push(`unknown method ${method}`);
        return twirpError(res, 404, 'bad_route', `no method ${method}`);
    }
  }

  async function blob(req: IncomingMessage, res: ServerResponse, url: URL, e: CachedEntry): Promise<void> {
    if (url.searchParams.get('sig') !== `fake-signature-${e.id}`) return void res.writeHead(403).end();
    const headers = { etag: `"0x${e.id}"`, 'last-modified': new Date().toUTCString(), 'x-ms-request-id': `req-${e.id}`, 'x-ms-version': '2025-01-05' };
    if (req.method === 'GET') {
      if (!e.finalized) return void res.writeHead(404).end();
      res.writeHead(200, { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(e.blob.length) });
      return void res.end(e.blob);
    }
    if (req.method === 'PUT' && !e.finalized && req.headers['x-ms-blob-type'] === 'BlockBlob' && url.searchParams.get('comp') === null) {
      e.blob = await bodyOf(req);
      return void res.writeHead(201, { ...headers, 'x-ms-request-server-encrypted': 'true' }).end();
    }
    rejected.push(`blob ${req.method ?? ''} comp=${url.searchParams.get('comp') ?? '(none)'}`);
    res.writeHead(400).end();
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const blobMatch = BLOB.exec(url.pathname);
      if (blobMatch) {
        const e = entries.find((x) => String(x.id) === blobMatch[1]);
        return e ? blob(req, res, url, e) : void res.writeHead(404).end();
      }
      if (req.method !== 'POST' || !url.pathname.startsWith(SERVICE)) {
        rejected.push(`${req.method ?? ''} ${url.pathname}`);
        return void res.writeHead(404).end();
      }
      const scopes = scopesOf(req);
      if (!scopes || scopes.length === 0) return twirpError(res, 401, 'unauthenticated', 'no cache scopes (ac claim) in the runtime token');
      let body: unknown;
      try {
        body = JSON.parse((await bodyOf(req)).toString('utf8'));
      } catch {
        return twirpError(res, 400, 'malformed', 'the body is not JSON');
      }
      twirp(url.pathname.slice(SERVICE.length), body, scopes, res);
    })().catch((err: unknown) => {
      rejected.push(String(err));
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: `${base}/`,
    entries,
    calls,
    rejected,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment @actions/cache needs to reach the fake as a run on `ref` (ACTIONS_CACHE_SERVICE_V2 selects the twirp service). */
export function cacheEnv(server: FakeCacheServer, scopes: TokenScope[]): Record<string, string> {
  return { ACTIONS_RESULTS_URL: server.url, ACTIONS_RUNTIME_TOKEN: cacheRuntimeToken(scopes), ACTIONS_CACHE_SERVICE_V2: 'true' };
}
