/**
 * The tarball form of a context package (`package --out FILE.tgz`, issue 32 item 9): a gzip-compressed
 * ustar archive holding
 *  - `context-manifest.json`: the context manifest (the JSON form's generated."context-manifest.json"),
 *  - `context-eval-package.json`: the JSON form without its `files` (name, config, recordings, generated,
 *    content hash), in the same canonical form,
 *  - every packaged file at its package path (the JSON form's `files`, as UTF-8 bytes).
 * Reproducible byte for byte: members sorted by path, regular files only, mode 0644, uid and gid 0, no owner
 * names, mtime 0; gzip with no name, mtime 0 and OS byte 3 (pinned: the same tree and zlib give the same
 * bytes). Reading happens in memory, never on disk: gunzip bounded by MAX_PACKAGE_BYTES, regular files only
 * (folders ignored; links, devices and the like refused), each path a package path, each file at most
 * MAX_FILE_BYTES, no path twice; then the same verification as the JSON form (verifyPackage).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { FileAccessError, decodeText, MAX_FILE_BYTES } from '../security/paths.js';
import { isPackagePath, MAX_PACKAGE_BYTES, PackageSchema, schemaProblem, serializeJson, verifyPackage, versionProblem, type ContextPackage } from './bundle.js';

export const TARBALL_MANIFEST = 'context-manifest.json';
export const TARBALL_METADATA = 'context-eval-package.json';

const MEMBER_MODE = 0o644;
const REBUILD = 'rebuild it with `context-eval package --out FILE.tgz`';
const MetadataSchema = PackageSchema.omit({ files: true });

function mb(n: number): string {
  return `${Math.round(n / 1024 / 1024)} MB`;
}

function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The members of a package's tarball, path → bytes, sorted by path; a problem when a file's path is one the tarball keeps. */
export function tarballMembers(pkg: ContextPackage): Map<string, Buffer> | { problem: string } {
  for (const reserved of [TARBALL_MANIFEST, TARBALL_METADATA]) {
    if (Object.hasOwn(pkg.files, reserved)) {
      return { problem: `the suite has a file ${reserved} beside its config, a name a .tgz package keeps for its own ${reserved === TARBALL_MANIFEST ? 'context manifest' : 'metadata'}: rename that file, or write the package as JSON (--out FILE.json)` };
    }
  }
  const { files, ...metadata } = pkg;
  const members: [string, Buffer][] = [
    [TARBALL_MANIFEST, Buffer.from(serializeJson(pkg.generated['context-manifest.json']), 'utf8')],
    [TARBALL_METADATA, Buffer.from(serializeJson(metadata), 'utf8')],
    ...Object.entries(files).map(([file, text]): [string, Buffer] => [file, Buffer.from(text, 'utf8')]),
  ];
  return new Map(members.sort(([a], [b]) => byPath(a, b)));
}

/** The gzip-compressed tarball of a package (the layout above), or a problem naming what stops it. */
export async function packTarball(pkg: ContextPackage): Promise<Buffer | { problem: string }> {
  const members = tarballMembers(pkg);
  if (!(members instanceof Map)) return members;
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const [name, body] of members) {
    pack.entry({ name, type: 'file', mode: MEMBER_MODE, uid: 0, gid: 0, uname: '', gname: '', mtime: new Date(0) }, body);
  }
  pack.finalize();
  await collected;
  const archive = Buffer.concat(chunks);
  if (archive.length > MAX_PACKAGE_BYTES) {
    return { problem: `the package's tarball is ${mb(archive.length)} unpacked, more than \`run --package\` reads (${mb(MAX_PACKAGE_BYTES)}): keep large data out of the suite` };
  }
  const gz = gzipSync(archive, { level: 9 });
  // The gzip header: no file name, modification time 0, OS 3 (Unix) whatever the platform's zlib writes.
  gz.fill(0, 4, 8);
  gz[9] = 3;
  return gz;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Every regular file of a tarball, path → text, read in memory under the limits; a problem naming the member. */
async function readMembers(archive: Buffer, shown: string): Promise<Map<string, string> | { problem: string }> {
  const files = new Map<string, string>();
  const extract = tar.extract();
  extract.end(archive);
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      const member = `${shown}: member ${JSON.stringify(name)}`;
      if (type === 'directory') {
        entry.resume();
        continue;
      }
      if (type !== 'file') {
        const what = type === 'symlink' ? 'a symlink' : type === 'link' ? 'a link' : `a ${type ?? 'special'} entry`;
        return { problem: `${member} is ${what}; a package holds only regular files: ${REBUILD}` };
      }
      if (!isPackagePath(name)) {
        return { problem: `${member} is not a path inside the package (relative, forward slashes, no "..", "." or empty segment, no control character): it could write outside it; ${REBUILD}` };
      }
      if (files.has(name)) return { problem: `${member} appears twice: which one would run is not what a reviewer reads; ${REBUILD}` };
      const tooLarge = `${member} is larger than the limit of a package's file (${mb(MAX_FILE_BYTES)}); keep large data out of the suite`;
      if ((size ?? 0) > MAX_FILE_BYTES) return { problem: tooLarge };
      const chunks: Buffer[] = [];
      let read = 0;
      for await (const chunk of entry) {
        read += (chunk as Buffer).length;
        if (read > MAX_FILE_BYTES) return { problem: tooLarge };
        chunks.push(chunk as Buffer);
      }
      try {
        files.set(name, decodeText(Buffer.concat(chunks), name));
      } catch (err) {
        if (err instanceof FileAccessError) return { problem: `${shown}: member ${err.message}; a package holds only UTF-8 text: ${REBUILD}` };
        throw err;
      }
    }
  } catch (err) {
    return { problem: `${shown}: not a tar archive inside the gzip, or a damaged one (${errorText(err)}); pass a file made by \`context-eval package --out FILE.tgz\`` };
  } finally {
    extract.destroy();
  }
  return files;
}

/**
 * Reads a package's gzip-compressed tarball (its bytes, as read from `shown`) in memory and checks it as
 * the JSON form is checked; the problem names the archive, the member and how to fix it.
 */
export async function readTarball(gz: Buffer, shown: string): Promise<ContextPackage | { problem: string }> {
  let archive: Buffer;
  try {
    // Bounded while inflating: a gzip bomb stops at the limit, never unpacked whole.
    archive = gunzipSync(gz, { maxOutputLength: MAX_PACKAGE_BYTES });
  } catch (err) {
    if (err !== null && typeof err === 'object' && 'code' in err && err.code === 'ERR_BUFFER_TOO_LARGE') {
      return { problem: `${shown}: unpacked, the archive is larger than the limit of a package (${mb(MAX_PACKAGE_BYTES)}); it is not one \`context-eval package\` writes: pass a file made by \`context-eval package --out FILE.tgz\`` };
    }
    return { problem: `${shown}: not a valid gzip file (${errorText(err)}); pass a file made by \`context-eval package --out FILE.tgz\`` };
  }
  const members = await readMembers(archive, shown);
  if (!(members instanceof Map)) return members;
  const metadataText = members.get(TARBALL_METADATA);
  if (metadataText === undefined) return { problem: `${shown} holds no ${TARBALL_METADATA}: it is not a context package made by \`context-eval package --out FILE.tgz\`; ${REBUILD}` };
  const metadataShown = `${shown}: ${TARBALL_METADATA}`;
  let json: unknown;
  try {
    json = JSON.parse(metadataText);
  } catch (err) {
    return { problem: `${metadataShown} is not JSON (${errorText(err)}); ${REBUILD}` };
  }
  const version = versionProblem(json, metadataShown);
  if (version !== undefined) return { problem: version };
  const metadata = MetadataSchema.safeParse(json);
  if (!metadata.success) return { problem: schemaProblem(metadata.error, metadataShown) };
  if (serializeJson(metadata.data) !== metadataText) {
    return { problem: `${metadataShown} is not in the form \`context-eval package\` writes (a duplicate key, or an edit by hand): what runs must be exactly what a reviewer reads; ${REBUILD}` };
  }
  if (members.get(TARBALL_MANIFEST) !== serializeJson(metadata.data.generated['context-manifest.json'])) {
    return { problem: `${shown}: its ${TARBALL_MANIFEST} is missing or differs from the manifest in its ${TARBALL_METADATA}; the package was edited after it was made: ${REBUILD}` };
  }
  members.delete(TARBALL_METADATA);
  members.delete(TARBALL_MANIFEST);
  const files = Object.fromEntries([...members].sort(([a], [b]) => byPath(a, b)));
  const parsed = PackageSchema.safeParse({ ...metadata.data, files });
  if (!parsed.success) return { problem: schemaProblem(parsed.error, shown) };
  return verifyPackage(parsed.data, shown);
}
