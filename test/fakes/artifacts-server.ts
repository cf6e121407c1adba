/**
 * A local fake of the GitHub Actions results service's artifact API, as @actions/artifact v2+ calls it
 * (node_modules/@actions/artifact/lib/internal): twirp JSON at
 * POST /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,FinalizeArtifact,
 * ListArtifacts,GetSignedArtifactURL,DeleteArtifact}, with proto field names (workflow_run_backend_id, …),
 * and the signed blob URL it hands out, which takes Azure block-blob uploads (PUT ?comp=block, then
 * ?comp=blocklist) and plain GETs. Like the service, it checks the bearer token (a JWT whose `scp` claim
 * holds `Actions.Results:<run backend id>:<job backend id>`) against the ids in each request, keeps
 * artifact names unique within a workflow run (a second CreateArtifact of a name is 409 Conflict, as a
 * re-run's upload of an existing name is on GitHub), and lists only finalized artifacts of the caller's
 * run. Started on 127.0.0.1 and closed by the tests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { z } from 'zod';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';
const BLOB = /^\/devstoreaccount1\/artifacts\/(\d+)\.zip$/;

export interface FakeArtifactsServer {
  /** ACTIONS_RESULTS_URL */
  url: string;
  /** Every artifact, finalized or not. */
  artifacts: StoredArtifact[];
  /** Method names in the order called, e.g. 'CreateArtifact'. */
  calls: string[];
  /** Requests the fake refused as malformed (a test expects none). */
  rejected: string[];
  close(): Promise<void>;
}

export interface StoredArtifact {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  createdAt: Date;
  finalized: boolean;
  size: number;
  blocks: Map<string, Buffer>;
  blob: Buffer;
}

/** ACTIONS_RUNTIME_TOKEN for one job of one workflow run: an unsigned JWT with the results scope. */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp: `Actions.GenericRead:00000000 Actions.Results:${runBackendId}:${jobBackendId}`, iat: 0 })}.`;
}

const Ids = { workflow_run_backend_id: z.string().min(1), workflow_job_run_backend_id: z.string().min(1) };
const Create = z.strictObject({ ...Ids, name: z.string().min(1), version: z.literal(7), mime_type: z.string().optional(), expires_at: z.string().optional() });
const Finalize = z.strictObject({ ...Ids, name: z.string().min(1), size: z.string().regex(/^\d+$/), hash: z.string().regex(/^sha256:[0-9a-f]{64}$/).optional() });
const List = z.strictObject({ ...Ids, name_filter: z.string().optional(), id_filter: z.string().regex(/^\d+$/).optional() });
const ByName = z.strictObject({ ...Ids, name: z.string().min(1) });

function scopeOf(req: IncomingMessage): { run: string; job: string } | undefined {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const parsed = z.object({ scp: z.string() }).safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  const scope = parsed.success ? parsed.data.scp.split(' ').find((s) => s.startsWith('Actions.Results:')) : undefined;
  const [, run, job] = scope?.split(':') ?? [];
  return run && job ? { run, job } : undefined;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(String(c)));
  return Buffer.concat(chunks);
}

export async function startFakeArtifactsServer(): Promise<FakeArtifactsServer> {
  const artifacts: StoredArtifact[] = [];
  const calls: string[] = [];
  const rejected: string[] = [];
  let nextId = 1000;
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const twirpError = (res: ServerResponse, status: number, code: string, msg: string) => json(res, status, { code, msg });

  function twirp(method: string, body: unknown, scope: { run: string; job: string }, res: ServerResponse): void {
    const check = <T extends z.ZodType>(schema: T): z.output<T> | undefined => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        rejected.push(`${method}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        twirpError(res, 400, 'malformed', `${method}: ${parsed.error.message}`);
        return undefined;
      }
      const ids = z.object(Ids).parse(parsed.data);
      if (ids.workflow_run_backend_id !== scope.run) {
        rejected.push(`${method}: run backend id ${ids.workflow_run_backend_id} is not the token's ${scope.run}`);
        twirpError(res, 403, 'permission_denied', 'the token is not for this workflow run');
        return undefined;
      }
      return parsed.data;
    };
    const inRun = artifacts.filter((a) => a.runBackendId === scope.run);
    const blobUrl = (a: StoredArtifact) => `${base}/devstoreaccount1/artifacts/${a.id}.zip?sig=fake-signature-${a.id}`;
    switch (method) {
      case 'CreateArtifact': {
        const r = check(Create);
        if (!r) return;
        if (r.workflow_job_run_backend_id !== scope.job) return twirpError(res, 403, 'permission_denied', 'the token is not for this job');
        if (inRun.some((a) => a.name === r.name)) return twirpError(res, 409, 'already_exists', 'an artifact with this name already exists on the workflow run');
        const a: StoredArtifact = { id: nextId++, name: r.name, runBackendId: scope.run, jobBackendId: scope.job, createdAt: new Date(), finalized: false, size: 0, blocks: new Map(), blob: Buffer.alloc(0) };
        artifacts.push(a);
        return json(res, 200, { ok: true, signed_upload_url: blobUrl(a) });
      }
      case 'FinalizeArtifact': {
        const r = check(Finalize);
        if (!r) return;
        const a = inRun.find((x) => x.name === r.name && x.jobBackendId === scope.job && !x.finalized);
        if (!a) return twirpError(res, 404, 'not_found', 'no artifact of this name is being uploaded by this job');
        if (Number(r.size) !== a.blob.length) return twirpError(res, 400, 'invalid_argument', `size ${r.size} is not the uploaded ${a.blob.length} bytes`);
        a.finalized = true;
        a.size = a.blob.length;
        return json(res, 200, { ok: true, artifact_id: String(a.id) });
      }
      case 'ListArtifacts': {
        const r = check(List);
        if (!r) return;
        const listed = inRun.filter((a) => a.finalized && (r.name_filter === undefined || a.name === r.name_filter) && (r.id_filter === undefined || String(a.id) === r.id_filter));
        return json(res, 200, {
          artifacts: listed.map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.size),
            created_at: a.createdAt.toISOString(),
          })),
        });
      }
      case 'GetSignedArtifactURL': {
        const r = check(ByName);
        if (!r) return;
        const a = inRun.find((x) => x.name === r.name && x.finalized && x.jobBackendId === r.workflow_job_run_backend_id);
        return a ? json(res, 200, { signed_url: blobUrl(a) }) : twirpError(res, 404, 'not_found', 'artifact not found');
      }
      case 'DeleteArtifact': {
        const r = check(ByName);
        if (!r) return;
        const i = artifacts.findIndex((x) => x.runBackendId === scope.run && x.name === r.name && x.finalized);
        const [a] = i < 0 ? [] : artifacts.splice(i, 1);
        return a ? json(res, 200, { ok: true, artifact_id: String(a.id) }) : twirpError(res, 404, 'not_found', 'artifact not found');
      }
      default:
        rejected.push(`unknown method ${method}`);
        return twirpError(res, 404, 'bad_route', `no method ${method}`);
    }
  }

  /** Azure block blob: PUT ?comp=block&blockid=…, PUT ?comp=blocklist (XML of block ids), GET. */
  async function blob(req: IncomingMessage, res: ServerResponse, url: URL, a: StoredArtifact): Promise<void> {
    if (url.searchParams.get('sig') !== `fake-signature-${a.id}`) return void res.writeHead(403).end();
    const headers = { etag: `"0x${a.id}"`, 'last-modified': new Date().toUTCString(), 'x-ms-request-id': `req-${a.id}`, 'x-ms-version': '2025-01-05' };
    if (req.method === 'GET') {
      if (!a.finalized) return void res.writeHead(404).end();
      res.writeHead(200, { ...headers, 'content-type': 'application/zip', 'content-length': String(a.blob.length) });
      return void res.end(a.blob);
    }
    if (req.method !== 'PUT' || a.finalized) return void res.writeHead(405).end();
    const body = await bodyOf(req);
    const comp = url.searchParams.get('comp');
    if (comp === 'block') {
      const id = url.searchParams.get('blockid');
      if (!id) return void res.writeHead(400).end();
      a.blocks.set(id, body);
      return void res.writeHead(201, { ...headers, 'x-ms-request-server-encrypted': 'true' }).end();
    }
    if (comp === 'blocklist') {
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)<\//g)].map((m) => m[1] ?? '');
      const missing = ids.filter((id) => !a.blocks.has(id));
      if (missing.length > 0) return void res.writeHead(400).end(`unknown blocks ${missing.join(',')}`);
      a.blob = Buffer.concat(ids.map((id) => a.blocks.get(id) ?? Buffer.alloc(0)));
      a.blocks.clear();
      return void res.writeHead(201, headers).end();
    }
    if (comp === null && req.headers['x-ms-blob-type'] === 'BlockBlob') {
      a.blob = body;
      return void res.writeHead(201, headers).end();
    }
    rejected.push(`blob PUT with comp=${comp ?? '(none)'}`);
    res.writeHead(400).end();
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const blobMatch = BLOB.exec(url.pathname);
      if (blobMatch) {
        const a = artifacts.find((x) => String(x.id) === blobMatch[1]);
        return a ? blob(req, res, url, a) : void res.writeHead(404).end();
      }
      if (req.method !== 'POST' || !url.pathname.startsWith(SERVICE)) {
        rejected.push(`${req.method ?? ''} ${url.pathname}`);
        return void res.writeHead(404).end();
      }
      const method = url.pathname.slice(SERVICE.length);
      calls.push(method);
      const scope = scopeOf(req);
      if (!scope) return twirpError(res, 401, 'unauthenticated', 'no Actions.Results scope in the runtime token');
      let body: unknown;
      try {
        body = JSON.parse((await bodyOf(req)).toString('utf8'));
      } catch {
        return twirpError(res, 400, 'malformed', 'the body is not JSON');
      }
      twirp(method, body, scope, res);
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
    artifacts,
    calls,
    rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
