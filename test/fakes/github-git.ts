/**
 * The git data API for the fake GitHub (blobs, trees, commits, refs) with real, content-addressed state.
 *
 * - Blob SHAs are git's (sha1 of `blob <size>\0<bytes>`), so a client can compute them locally. Tree and
 *   commit SHAs are sha1 of a canonical text: unique per content, which is all a client may rely on.
 * - PATCH /git/refs/{ref} with force false answers 422 "Update is not a fast forward" unless the current
 *   head is in the new commit's ancestry, as GitHub does. Each request is handled synchronously, so the
 *   compare-and-swap is atomic and concurrent writers really race.
 * - POST /git/trees supports `base_tree`, nested paths, `content` or `sha` entries, and `sha: null` to
 *   delete (a file, or every file under a folder). Empty folders vanish, as in git.
 */
import { createHash } from 'node:crypto';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { z } from 'zod';
import type { GitHubClient } from '../../src/github/client.js';
import type { FixtureContext } from './github-fixtures.js';
import type { Reply } from './github-http.js';

/** Structurally the fake's route: registered in github-api.ts's `routes` array. */
export interface FakeRoute {
  method: string;
  template: string;
  handle(input: { params: Record<string, string>; query: Record<string, string>; body: unknown; requestUrl: URL }): Reply;
}

interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree';
  sha: string;
}
type GitObject =
  | { type: 'blob'; bytes: Buffer }
  | { type: 'tree'; entries: Map<string, TreeEntry> }
  | { type: 'commit'; tree: string; parents: string[]; message: string; who: { name: string; email: string; date: string } };

const DOCS = 'https://docs.github.com/rest/git';
const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

const treeItem = z.object({
  path: z.string().min(1),
  mode: z.enum(['100644', '100755', '040000', '160000', '120000']).optional(),
  type: z.enum(['blob', 'tree', 'commit']).optional(),
  sha: z.string().nullable().optional(),
  content: z.string().optional(),
});
const createTreeBody = z.object({ tree: z.array(treeItem), base_tree: z.string().optional() });
const createBlobBody = z.object({ content: z.string(), encoding: z.enum(['utf-8', 'utf8', 'base64']).optional() });
const createCommitBody = z.object({ message: z.string(), tree: z.string(), parents: z.array(z.string()).optional() });
const createRefBody = z.object({ ref: z.string(), sha: z.string() });
const updateRefBody = z.object({ sha: z.string(), force: z.boolean().optional() });

export function gitDataRoutes(ctx: FixtureContext, repoFullName: string, login: string): FakeRoute[] {
  const objects = new Map<string, GitObject>();
  const refs = new Map<string, string>();
  const base = () => `${ctx.apiUrl}/repos/${repoFullName}/git`;
  const nodeId = (kind: string, sha: string) => Buffer.from(`${kind}:${sha}`).toString('base64');

  const notFound = (): Reply => ({ status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } });
  const invalid = (message: string): Reply => ({ status: 422, body: { message, documentation_url: DOCS } });

  function put(object: GitObject): string {
    let sha: string;
    if (object.type === 'blob') sha = sha1(Buffer.concat([Buffer.from(`blob ${object.bytes.length}\0`), object.bytes]));
    else if (object.type === 'tree') sha = sha1(`tree\n${[...object.entries].map(([n, e]) => `${e.mode} ${e.type} ${e.sha}\t${n}`).join('\n')}`);
    else sha = sha1(`commit\n${JSON.stringify(object)}`);
    if (!objects.has(sha)) objects.set(sha, object);
    return sha;
  }

  function get(sha: string, type: 'blob'): Extract<GitObject, { type: 'blob' }> | undefined;
  function get(sha: string, type: 'tree'): Extract<GitObject, { type: 'tree' }> | undefined;
  function get(sha: string, type: 'commit'): Extract<GitObject, { type: 'commit' }> | undefined;
  function get(sha: string, type: GitObject['type']): GitObject | undefined {
    const object = objects.get(sha);
    return object?.type === type ? object : undefined;
  }

  /** path → blob entry, for every file under the tree. */
  function flatten(treeSha: string, prefix = '', out = new Map<string, TreeEntry>()): Map<string, TreeEntry> {
    const tree = get(treeSha, 'tree');
    for (const [name, entry] of tree?.entries ?? []) {
      if (entry.type === 'tree') flatten(entry.sha, `${prefix}${name}/`, out);
      else out.set(`${prefix}${name}`, entry);
    }
    return out;
  }

  /** Builds (and stores) the nested trees for a flat path → blob map; returns the root tree's SHA. */
  function build(files: Map<string, TreeEntry>): string {
    const here = new Map<string, TreeEntry>();
    const folders = new Map<string, Map<string, TreeEntry>>();
    for (const [path, entry] of files) {
      const slash = path.indexOf('/');
      if (slash === -1) {
        here.set(path, entry);
        continue;
      }
      const folder = path.slice(0, slash);
      const inner = folders.get(folder) ?? new Map<string, TreeEntry>();
      inner.set(path.slice(slash + 1), entry);
      folders.set(folder, inner);
    }
    for (const [folder, inner] of folders) here.set(folder, { mode: '040000', type: 'tree', sha: build(inner) });
    return put({ type: 'tree', entries: new Map([...here].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) });
  }

  function treeEntryJson(path: string, entry: TreeEntry): Record<string, unknown> {
    const blob = entry.type === 'blob' ? get(entry.sha, 'blob') : undefined;
    return {
      path,
      mode: entry.mode,
      type: entry.type,
      sha: entry.sha,
      ...(blob ? { size: blob.bytes.length } : {}),
      url: `${base()}/${entry.type === 'blob' ? 'blobs' : 'trees'}/${entry.sha}`,
    };
  }

  function treeJson(sha: string, recursive: boolean): Record<string, unknown> {
    const items: Record<string, unknown>[] = [];
    const walk = (treeSha: string, prefix: string) => {
      for (const [name, entry] of get(treeSha, 'tree')?.entries ?? []) {
        items.push(treeEntryJson(`${prefix}${name}`, entry));
        if (recursive && entry.type === 'tree') walk(entry.sha, `${prefix}${name}/`);
      }
    };
    walk(sha, '');
    return { sha, url: `${base()}/trees/${sha}`, tree: items, truncated: false };
  }

  function commitJson(sha: string): Record<string, unknown> {
    const commit = get(sha, 'commit');
    if (!commit) throw new Error(`commitJson: no commit ${sha}`);
    return {
      ...ctx.api.skeleton('git-commit'),
      sha,
      node_id: nodeId('Commit', sha),
      url: `${base()}/commits/${sha}`,
      html_url: `${ctx.webUrl}/${repoFullName}/commit/${sha}`,
      author: commit.who,
      committer: commit.who,
      message: commit.message,
      tree: { sha: commit.tree, url: `${base()}/trees/${commit.tree}` },
      parents: commit.parents.map((p) => ({ sha: p, url: `${base()}/commits/${p}`, html_url: `${ctx.webUrl}/${repoFullName}/commit/${p}` })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }

  function refJson(ref: string, sha: string): Record<string, unknown> {
    return {
      ref,
      node_id: nodeId('Ref', ref),
      url: `${base()}/${ref}`,
      object: { type: 'commit', sha, url: `${base()}/commits/${sha}` },
    };
  }

  function hasAncestor(commitSha: string, ancestor: string): boolean {
    const seen = new Set<string>();
    const queue = [commitSha];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (next === ancestor) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(get(next, 'commit')?.parents ?? []));
    }
    return false;
  }

  function createTree(body: unknown): Reply {
    const parsed = createTreeBody.safeParse(body);
    if (!parsed.success) return invalid(`Invalid request: ${parsed.error.issues[0]?.message ?? 'bad tree'}`);
    const { tree, base_tree: baseTree } = parsed.data;
    if (baseTree !== undefined && !get(baseTree, 'tree')) return invalid('base_tree is not a valid tree oid');
    const files = baseTree === undefined ? new Map<string, TreeEntry>() : flatten(baseTree);
    for (const item of tree) {
      const path = item.path.replace(/^\/+|\/+$/g, '');
      if (item.content !== undefined && item.sha != null) return invalid(`tree.sha and tree.content are both set for ${path}`);
      if (item.sha === null) {
        const doomed = [...files.keys()].filter((p) => p === path || p.startsWith(`${path}/`));
        if (doomed.length === 0) return invalid(`tree.path ${path} does not exist and cannot be deleted`);
        for (const p of doomed) files.delete(p);
      } else if (item.content !== undefined) {
        files.set(path, { mode: item.mode ?? '100644', type: 'blob', sha: put({ type: 'blob', bytes: Buffer.from(item.content, 'utf8') }) });
      } else if (item.sha !== undefined && item.type === 'tree' && get(item.sha, 'tree')) {
        for (const [inner, entry] of flatten(item.sha)) files.set(`${path}/${inner}`, entry);
      } else if (item.sha !== undefined && get(item.sha, 'blob')) {
        files.set(path, { mode: item.mode ?? '100644', type: 'blob', sha: item.sha });
      } else {
        return invalid(`tree.sha ${String(item.sha)} is not a valid ${item.type ?? 'blob'}`);
      }
    }
    const sha = build(files);
    return { status: 201, body: treeJson(sha, false), headers: { location: `${base()}/trees/${sha}` } };
  }

  function updateRef(ref: string, body: unknown): Reply {
    const parsed = updateRefBody.safeParse(body);
    if (!parsed.success) return invalid('Invalid request: sha is required');
    const current = refs.get(ref);
    if (current === undefined) return invalid('Reference does not exist');
    if (!get(parsed.data.sha, 'commit')) return invalid('Object does not exist');
    if (parsed.data.force !== true && !hasAncestor(parsed.data.sha, current)) return invalid('Update is not a fast forward');
    refs.set(ref, parsed.data.sha);
    return { status: 200, body: refJson(ref, parsed.data.sha) };
  }

  let clock = Date.parse('2026-11-01T00:00:00Z');
  const who = () => ({ name: login, email: `${login}@users.noreply.github.test`, date: new Date((clock += 1000)).toISOString().replace(/\.\d{3}Z$/, 'Z') });

  return [
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/git/ref/{ref}',
      handle: ({ params }) => {
        const ref = `refs/${params['ref'] ?? ''}`;
        const sha = refs.get(ref);
        return sha === undefined ? notFound() : { status: 200, body: refJson(ref, sha) };
      },
    },
    {
      method: 'POST',
      template: '/repos/{owner}/{repo}/git/refs',
      handle: ({ body }) => {
        const parsed = createRefBody.safeParse(body);
        if (!parsed.success) return invalid('Invalid request: ref and sha are required');
        const { ref, sha } = parsed.data;
        if (!/^refs\/[^/]+\/.+/.test(ref)) return invalid(`${ref} is not a valid ref name.`);
        if (refs.has(ref)) return invalid('Reference already exists');
        if (!get(sha, 'commit')) return invalid('Object does not exist');
        refs.set(ref, sha);
        return { status: 201, body: refJson(ref, sha), headers: { location: `${base()}/${ref}` } };
      },
    },
    {
      method: 'PATCH',
      template: '/repos/{owner}/{repo}/git/refs/{ref}',
      handle: ({ params, body }) => updateRef(`refs/${params['ref'] ?? ''}`, body),
    },
    {
      method: 'POST',
      template: '/repos/{owner}/{repo}/git/blobs',
      handle: ({ body }) => {
        const parsed = createBlobBody.safeParse(body);
        if (!parsed.success) return invalid('Invalid request: content is required');
        const bytes = Buffer.from(parsed.data.content, parsed.data.encoding === 'base64' ? 'base64' : 'utf8');
        const sha = put({ type: 'blob', bytes });
        return { status: 201, body: { url: `${base()}/blobs/${sha}`, sha }, headers: { location: `${base()}/blobs/${sha}` } };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/git/blobs/{file_sha}',
      handle: ({ params }) => {
        const sha = params['file_sha'] ?? '';
        const blob = get(sha, 'blob');
        if (!blob) return notFound();
        const content = (blob.bytes.toString('base64').match(/.{1,60}/g) ?? ['']).join('\n') + '\n';
        return {
          status: 200,
          body: { sha, node_id: nodeId('Blob', sha), size: blob.bytes.length, url: `${base()}/blobs/${sha}`, content, encoding: 'base64' },
        };
      },
    },
    { method: 'POST', template: '/repos/{owner}/{repo}/git/trees', handle: ({ body }) => createTree(body) },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/git/trees/{tree_sha}',
      handle: ({ params, query }) => {
        const sha = params['tree_sha'] ?? '';
        return get(sha, 'tree') ? { status: 200, body: treeJson(sha, query['recursive'] !== undefined) } : notFound();
      },
    },
    {
      method: 'POST',
      template: '/repos/{owner}/{repo}/git/commits',
      handle: ({ body }) => {
        const parsed = createCommitBody.safeParse(body);
        if (!parsed.success) return invalid('Invalid request: message and tree are required');
        const { message, tree, parents = [] } = parsed.data;
        if (!get(tree, 'tree')) return invalid('Tree SHA does not exist');
        if (parents.some((p) => !get(p, 'commit'))) return invalid('Parent SHA does not exist or is not a commit object');
        const sha = put({ type: 'commit', tree, parents, message, who: who() });
        return { status: 201, body: commitJson(sha), headers: { location: `${base()}/commits/${sha}` } };
      },
    },
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/git/commits/{commit_sha}',
      handle: ({ params }) => {
        const sha = params['commit_sha'] ?? '';
        return get(sha, 'commit') ? { status: 200, body: commitJson(sha) } : notFound();
      },
    },
  ];
}

const UnpacedOctokit = Octokit.plugin(retry, throttling);

/**
 * The product's client shape (retry + throttling plugins) with the throttling plugin's pacing off.
 * The plugin queues every write in the process behind one global limiter, one per second (three for
 * issue writes): many writers in one test process would then take minutes, and queue rather than race.
 * Production runs one writer per job, so the pacing hides nothing the tests check. Retry stays on.
 */
export function unpacedClient(baseUrl: string): GitHubClient {
  return new UnpacedOctokit({
    auth: 'test-token',
    baseUrl,
    userAgent: 'context-eval-test',
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    retry: { retryAfterBaseValue: 1, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle: { enabled: false },
  });
}
