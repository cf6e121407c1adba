/**
 * The one resolver for every file the product reads from the config and the scenarios (DESIGN §2, "files
 * stay in the repository"): `system`, `template`, `depends_on`, `{ file: }` includes, `review.criteria`,
 * replay `recordings`, exec `cwd`, scenario files and `_defaults.yaml`.
 *
 * A path resolves from the folder of the file that names it, then — after following every symlink with
 * realpath — must lie inside the repository root (the git top level, else the config file's folder).
 * Files are also checked by size (stat) before they are read, and must be regular files.
 *
 * Problems are FileAccessErrors; the caller, who knows the file and line that named the path, turns them
 * into located ConfigErrors.
 *
 * The file-system calls are synchronous behind the async signatures: the files are small, they are read
 * before any model call, and one promise-based realpath + stat + readFile (six thread-pool round trips)
 * costs about ten times the CPU of the same system calls made directly — at 20,000 scenario files,
 * seconds before the first request (issue 12).
 */
import { createHash } from 'node:crypto';
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { gitTopLevel } from '../git/git.js';
import { textBytesProblem, textProblem, type TextProblem } from '../config/encoding.js';

/** The largest config, scenario, defaults, prompt, template or included file read (bytes). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FileProblem = 'outside' | 'not-found' | 'too-large' | 'not-a-file' | 'unreadable' | 'link' | 'not-text' | 'git';

export class FileAccessError extends Error {
  readonly problem: FileProblem;
  /** 'not-text': where in the file, and what is wrong without the file's name (for an error located there). */
  readonly text?: TextProblem;
  constructor(problem: FileProblem, message: string, text?: TextProblem) {
    super(message);
    this.name = 'FileAccessError';
    this.problem = problem;
    if (text) this.text = text;
  }
}

/** A file that is not UTF-8 text (src/config/encoding.ts), named with the position of its first bad byte. */
function notText(shown: string, problem: TextProblem): FileAccessError {
  const at = problem.line === undefined ? '' : ` at line ${problem.line}, column ${problem.col ?? 1}:`;
  return new FileAccessError('not-text', `'${shown}'${at} ${problem.reason}`, problem);
}

/** Decodes bytes read from `shown` as UTF-8, refusing UTF-16, NUL bytes and invalid UTF-8 (never replaced). */
export function decodeText(bytes: Buffer, shown: string): string {
  const problem = textBytesProblem(bytes);
  if (problem) throw notText(shown, problem);
  return bytes.toString('utf8');
}

/** Is `candidate` (absolute) `root` itself or below it? Lexical: no file-system access. */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!path.isAbsolute(rel) && !/^\.\.(?:[\\/]|$)/.test(rel));
}

/** The `code` of a Node system error (ENOENT, EACCES, …), or undefined for anything else. */
export function errorCode(err: unknown): string | undefined {
  return err !== null && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

function outside(shown: string, root: string): FileAccessError {
  return new FileAccessError(
    'outside',
    `'${shown}' resolves outside the repository (${root}); every file the config names must be inside it, after following symlinks. Use a path inside the repository`,
  );
}

/**
 * Is `candidate` (absolute, below `root`) inside a `.git` folder (or the `.git` file of a worktree)? Its
 * config holds remotes and, after actions/checkout with persist-credentials, the job's token; no prompt,
 * include or setting may name anything there. Any case: on a case-insensitive disk `.GIT` is `.git`.
 */
function inGitFolder(root: string, candidate: string): boolean {
  return path.relative(root, candidate).split(/[\\/]/).some((segment) => segment.toLowerCase() === '.git');
}

function gitFolder(shown: string): FileAccessError {
  return new FileAccessError('git', `'${shown}' lies in a .git folder, which no prompt, include or setting may name (git's own files, its config with remotes and tokens); name a file of the repository's work tree`);
}

/** The repository root for a config folder: the git top level, else the folder itself; realpath'd. */
export async function repositoryRoot(configDir: string): Promise<string> {
  const top = await gitTopLevel(configDir);
  const chosen = top ?? configDir;
  try {
    return realpathSync.native(chosen);
  } catch {
    return path.resolve(chosen);
  }
}

/**
 * `target` (as written; `shown` in messages) resolved from `fromDir`, checked to lie inside `root` after
 * following every symlink. A path that does not exist (or a glob) is checked through its nearest existing
 * ancestor, realpath'd, plus the rest as written. Returns the absolute path as written (not realpath'd),
 * so callers keep their own spelling.
 */
export async function resolveInRepository(root: string, fromDir: string, target: string, shown = target): Promise<string> {
  const abs = path.resolve(fromDir, target);
  const real = await realpathOfLongestExisting(abs, shown);
  if (!isInside(root, real)) throw outside(shown, root);
  if ((isInside(root, abs) && inGitFolder(root, abs)) || inGitFolder(root, real)) throw gitFolder(shown);
  return abs;
}

/**
 * A folder the product writes to (the local response cache): relative to `fromDir`, never absolute, and
 * inside `root` after following symlinks, as resolveInRepository checks. Returns the absolute path.
 */
export async function resolveWritableInRepository(root: string, fromDir: string, target: string): Promise<string> {
  if (path.isAbsolute(target)) {
    throw new FileAccessError('outside', `'${target}' is an absolute path; give a folder relative to the config file's folder, inside the repository (${root})`);
  }
  return resolveInRepository(root, fromDir, target);
}

/** realpath of `abs`; when it does not exist, realpath of its nearest existing ancestor joined with the rest. */
async function realpathOfLongestExisting(abs: string, shown: string): Promise<string> {
  const rest: string[] = [];
  let current = abs;
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...rest);
    } catch (err) {
      const code = errorCode(err);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw new FileAccessError('unreadable', `cannot resolve '${shown}' (${code ?? 'error'})`);
      const parent = path.dirname(current);
      if (parent === current) return abs;
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}

/**
 * Whether each folder a reader has seen lies inside the root, by its real path (absolute path → inside).
 * One reader reads a whole suite, whose files share a few folders: a regular file (not a symlink) lies
 * where its folder really is, so it costs no realpath (a system call per path component) of its own
 * (issue 12: 20,000 scenario files).
 */
export type RealFolders = Map<string, boolean>;

/** O_NOFOLLOW where the platform has it (not on Windows): open refuses a symlink as the last component. */
const NO_FOLLOW = fsConstants.O_NOFOLLOW;
/** O_NONBLOCK: opening a FIFO planted in the repository returns at once (it is then refused as not a regular file). */
const OPEN_PLAIN = NO_FOLLOW === undefined ? undefined : fsConstants.O_RDONLY | NO_FOLLOW | (fsConstants.O_NONBLOCK ?? 0);

/** Is the real path of `abs`'s folder inside `root`? undefined when it cannot be resolved (the full resolver decides). */
function folderInside(root: string, dir: string, folders: RealFolders): boolean | undefined {
  let inside = folders.get(dir);
  if (inside === undefined) {
    try {
      const real = realpathSync.native(dir);
      // A folder in .git is left to the full resolver, which refuses it.
      inside = isInside(root, real) && !inGitFolder(root, real) && !(isInside(root, dir) && inGitFolder(root, dir));
    } catch {
      return undefined;
    }
    folders.set(dir, inside);
  }
  return inside;
}

/**
 * The text of `abs` when it is a regular file (not a symlink) whose folder's real path lies inside
 * `root`; undefined when the full resolver must decide (a symlink, a missing file, a folder outside the
 * root, a platform without O_NOFOLLOW). One open with O_NOFOLLOW, then fstat on that descriptor: what is
 * checked (a regular file, its size) is what is read, and a file over `maxBytes` is never read.
 */
function readPlainFileInside(root: string, abs: string, shown: string, maxBytes: number, folders: RealFolders): string | undefined {
  if (OPEN_PLAIN === undefined || folderInside(root, path.dirname(abs), folders) !== true) return undefined;
  let fd: number;
  try {
    fd = openSync(abs, OPEN_PLAIN);
  } catch {
    return undefined;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return undefined;
    if (info.size > maxBytes) throw tooLarge(shown, info.size, maxBytes);
    // The bytes fstat counted and no more (a file that grows meanwhile is read as it was then; nothing past
    // maxBytes ever is), without the read that would only report the end: one system call fewer a file.
    const buffer = Buffer.allocUnsafe(info.size);
    let length = 0;
    for (let n; length < buffer.length && (n = readSync(fd, buffer, length, buffer.length - length, null)) > 0; ) length += n;
    return decodeText(buffer.subarray(0, length), shown);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a text file named by the config or a scenario: confined to `root`, a regular file, at most
 * `maxBytes` (checked with stat before reading, so an oversized file never enters memory). `folders`:
 * the reader's memo of real folders (RealFolders), when it reads many files.
 */
export async function readRepositoryText(root: string, abs: string, shown: string, maxBytes = MAX_FILE_BYTES, folders?: RealFolders): Promise<string> {
  const plain = folders ? readPlainFileInside(root, abs, shown, maxBytes, folders) : undefined;
  if (plain !== undefined) return plain;
  await resolveInRepository(root, path.dirname(abs), abs, shown);
  let info: Stats;
  try {
    info = statSync(abs);
  } catch (err) {
    throw accessError(err, shown);
  }
  if (!info.isFile()) throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
  if (info.size > maxBytes) throw tooLarge(shown, info.size, maxBytes);
  const bytes = readRegularFile(abs, shown, maxBytes);
  if (bytes.length > maxBytes) throw tooLarge(shown, bytes.length, maxBytes);
  return decodeText(bytes, shown);
}

/**
 * The bytes of `abs` if it is a regular file of at most `maxBytes`: opened without blocking (a FIFO or a
 * device put there since a stat is refused, never waited on), checked with fstat on that descriptor, read.
 */
export function readRegularFile(abs: string, shown: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(abs, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch (err) {
    throw accessError(err, shown);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
    if (info.size > maxBytes) throw tooLarge(shown, info.size, maxBytes);
    // One byte past the limit is read, so that a file that grew since is refused rather than cut.
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    for (let n; length < buffer.length && (n = readSync(fd, buffer, length, buffer.length - length, null)) > 0; ) length += n;
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses `abs` when it exists and is not a regular file (a FIFO, a device, a folder): opened without
 * blocking and checked with fstat, never read. A path that cannot be opened passes: the reader that
 * follows reports it (not found, say). For readers that are not this module's (the CLI's io.readText),
 * so that a FIFO is refused instead of read forever.
 */
export function assertRegularFile(abs: string, shown: string): void {
  let fd: number;
  try {
    fd = openSync(abs, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  } catch {
    return;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
  } finally {
    closeSync(fd);
  }
}

/** `read` (a reader of absolute paths) that first refuses what is not a regular file (assertRegularFile). */
export function regularFilesOnly(read: (abs: string) => Promise<string>, shownFrom: string): (abs: string) => Promise<string> {
  return async (abs) => {
    assertRegularFile(abs, path.relative(shownFrom, abs).replaceAll('\\', '/') || abs);
    return read(abs);
  };
}

/** A failed stat or read of `shown`: not found, or unreadable with its error code. */
function accessError(err: unknown, shown: string): FileAccessError {
  const code = errorCode(err);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new FileAccessError('not-found', `file not found: '${shown}'`);
  return new FileAccessError('unreadable', `cannot read '${shown}' (${code ?? 'error'})`);
}

function tooLarge(shown: string, size: number, max: number): FileAccessError {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MB`;
  return new FileAccessError('too-large', `'${shown}' is larger than the limit (${mb(size)} > ${mb(max)}); split it or keep large data out of the suite`);
}

/**
 * Reads a file that goes into a context package: `rel` under `folder` (the config's folder), reached
 * through no symlink at all (neither the file nor a folder on the way), a regular file with no other hard
 * link (a hard link can stand for a file anywhere on the disk), at most `maxBytes`. A package carries only
 * what its folder holds, so that packing never copies a file from elsewhere on the author's machine.
 */
export function readPackageMember(folder: string, rel: string, maxBytes = MAX_FILE_BYTES): string {
  const abs = path.resolve(folder, rel);
  if (!isInside(path.resolve(folder), abs)) throw new FileAccessError('outside', `'${rel}' is outside the package's folder; a package holds only files under its config's folder: move the file there`);
  let info: Stats;
  try {
    info = lstatSync(abs);
  } catch (err) {
    throw accessError(err, rel);
  }
  const link = `'${rel}' is a symbolic link or lies under one; a package holds only regular files: replace the link with the file itself (or leave it out of the suite)`;
  if (info.isSymbolicLink()) throw new FileAccessError('link', link);
  let real: string;
  try {
    real = realpathSync.native(abs);
  } catch (err) {
    throw new FileAccessError('unreadable', `cannot resolve '${rel}' (${errorCode(err) ?? 'error'})`);
  }
  if (real !== path.join(realpathSync.native(folder), path.relative(path.resolve(folder), abs))) throw new FileAccessError('link', link);
  if (!info.isFile()) throw new FileAccessError('not-a-file', `'${rel}' is not a regular file`);
  if (info.nlink > 1) throw new FileAccessError('link', `'${rel}' has ${info.nlink} hard links; a package holds only files that are nowhere else: copy it (cp) instead of linking it`);
  if (info.size > maxBytes) throw tooLarge(rel, info.size, maxBytes);
  return checkTextSize(decodeText(readRegularFile(abs, rel, maxBytes), rel), rel, maxBytes);
}

/**
 * Reads a file the user named on the command line (a package file): a regular file, at most `maxBytes`
 * (checked before reading). Not confined: the user chose it, as with --config.
 */
export function readNamedFile(abs: string, shown: string, maxBytes: number): string {
  let info: Stats;
  try {
    info = statSync(abs);
  } catch (err) {
    throw accessError(err, shown);
  }
  if (!info.isFile()) throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
  if (info.size > maxBytes) throw tooLarge(shown, info.size, maxBytes);
  return checkTextSize(decodeText(readRegularFile(abs, shown, maxBytes), shown), shown, maxBytes);
}

/** Checks text obtained some other way (e.g. from git at a base commit) against the size limit. */
export function checkTextSize(text: string, shown: string, maxBytes = MAX_FILE_BYTES): string {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > maxBytes) throw tooLarge(shown, size, maxBytes);
  return text;
}

/**
 * checkTextSize, and a NUL refused, for text a loader got already decoded (a file at a git ref): the bytes
 * are gone, so invalid UTF-8 cannot be told from a replacement character written on purpose; NUL can.
 */
export function checkDecodedText(text: string, shown: string, maxBytes = MAX_FILE_BYTES): string {
  checkTextSize(text, shown, maxBytes);
  const problem = textProblem(text);
  if (problem) throw notText(shown, problem);
  return text;
}

/**
 * The user's own cache folder for context-eval: $XDG_CACHE_HOME/context-eval, else ~/.cache/context-eval
 * (the folder the CLI's compile cache uses too). Outside every repository, so that no commit can put a file
 * there; undefined when neither is known.
 */
export function userCacheFolder(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const xdg = env['XDG_CACHE_HOME'];
  if (xdg !== undefined && path.isAbsolute(xdg)) return path.join(xdg, 'context-eval');
  const home = env['HOME'] ?? env['USERPROFILE'];
  return home !== undefined && path.isAbsolute(home) ? path.join(home, '.cache', 'context-eval') : undefined;
}

/**
 * Where the validated-scenario cache of the config at `configAbs` lives (src/scenarios/validated-cache.ts):
 * one file per config, in the user's cache folder (userCacheFolder), named by a hash of the config's path.
 */
export function validationCacheFile(env: Readonly<Record<string, string | undefined>>, configAbs: string): string | undefined {
  const folder = userCacheFolder(env);
  if (folder === undefined) return undefined;
  const name = createHash('sha256').update(path.resolve(configAbs)).digest('hex').slice(0, 32);
  return path.join(folder, 'validated', `${name}.json`);
}
