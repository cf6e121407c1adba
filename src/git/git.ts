/**
 * Read-only access to the git repository under test: its root, the files changed against a base, file
 * texts at a ref and diffs. Runs the `git` binary with `execFile` (no shell); every failure becomes a
 * `GitError` whose message says what to do.
 */
import { execFile, spawn, type ExecFileException } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { normalizeRelPath } from '../affected/paths.js';
import { toConfigRelative } from './paths.js';

export { readChangedFrom, toConfigRelative } from './paths.js';

/** A git problem found before any model call (the CLI maps it to exit code 2). */
export class GitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitError';
  }
}

export interface RefOptions {
  /** Where the ref came from, for messages: `--base` (the default), `--head`, `the pull request's base`… */
  source?: string;
}

interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

function runGit(args: readonly string[], cwd: string): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-c', 'core.quotepath=false', ...args],
      {
        cwd,
        encoding: 'utf8',
        maxBuffer: MAX_OUTPUT_BYTES,
        windowsHide: true,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', LANG: 'C' },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true, stdout, stderr });
        if (typeof error.code === 'number') return resolve({ ok: false, stdout, stderr });
        reject(spawnError(error, cwd));
      },
    );
  });
}

function spawnError(error: ExecFileException, cwd: string): GitError {
  if (error.code === 'ENOENT') {
    return new GitError(`git: could not run git in ${cwd}: either git is not installed (put it on PATH) or the folder does not exist`);
  }
  if (error.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
    return new GitError(`git: the output in ${cwd} is larger than ${MAX_OUTPUT_BYTES / 1024 / 1024} MiB; narrow the paths`);
  }
  return new GitError(`git: could not run git in ${cwd}: ${error.message}`);
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '') ?? ''
  );
}

/** Turns a failed git call into a message a user can act on. */
function failure(what: string, cwd: string, result: GitResult): GitError {
  if (/not a git repository/i.test(result.stderr)) return notARepo(cwd);
  if (/dubious ownership/i.test(result.stderr)) {
    return new GitError(`git: ${cwd} belongs to another user, so git refuses it; run \`git config --global --add safe.directory ${cwd}\``);
  }
  const detail = firstLine(result.stderr).replace(/^fatal:\s*/, '') || 'no message';
  return new GitError(`git: ${what} failed in ${cwd}: ${detail}`);
}

function notARepo(cwd: string): GitError {
  return new GitError(`git: ${cwd} is not inside a git repository; --base needs one`);
}

function nulList(text: string): string[] {
  return text.split('\0').filter((p) => p !== '');
}

async function ensureFolder(cwd: string): Promise<void> {
  const info = await stat(cwd).catch(() => undefined);
  if (!info?.isDirectory()) throw new GitError(`git: folder ${cwd} does not exist; check the config path`);
}

/**
 * The repository's top folder, spelled from `cwd` (so a symlinked `cwd` gives a symlinked root, and
 * `toConfigRelative(…, root, cwd)` stays consistent).
 */
export async function repoRoot(cwd: string): Promise<string> {
  await ensureFolder(cwd);
  const result = await runGit(['rev-parse', '--show-cdup'], cwd);
  if (!result.ok) throw failure('rev-parse', cwd, result);
  return path.resolve(cwd, result.stdout.trim());
}

/** The commit a ref names, or a GitError "unknown revision" that says where the ref came from. */
export async function resolveCommit(ref: string, cwd: string, opts: RefOptions = {}): Promise<string> {
  const source = opts.source ?? '--base';
  const unknown = new GitError(`git: unknown revision '${ref}' (from ${source}); fetch it or pass a commit`);
  if (ref.trim() === '' || ref.startsWith('-')) throw unknown;
  const result = await runGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
  if (result.ok) return result.stdout.trim();
  if (/not a git repository|dubious ownership/i.test(result.stderr)) throw failure('rev-parse', cwd, result);
  throw unknown;
}

/** The merge base of two refs (a commit SHA). */
export async function mergeBase(a: string, b: string, cwd: string, opts: RefOptions = {}): Promise<string> {
  await ensureFolder(cwd);
  const shaA = await resolveCommit(a, cwd, opts);
  const shaB = await resolveCommit(b, cwd, opts).catch((error: unknown) => {
    if (b === 'HEAD') throw new GitError(`git: HEAD has no commit yet in ${cwd}; commit something first`);
    throw error;
  });
  const result = await runGit(['merge-base', shaA, shaB], cwd);
  if (result.ok) return result.stdout.trim();
  if (result.stderr.trim() === '') {
    throw new GitError(
      `git: '${a}' and '${b}' have no common ancestor; in a shallow clone fetch the history (actions/checkout with fetch-depth: 0)`,
    );
  }
  throw failure('merge-base', cwd, result);
}

/**
 * Files changed between the merge base of `base` and HEAD and the working tree, plus untracked files
 * that are not ignored: repository-root-relative, forward slashes, deduplicated and sorted. A rename
 * lists both the old and the new path.
 */
export async function changedFiles(base: string, cwd: string, opts: RefOptions = {}): Promise<string[]> {
  const root = await repoRoot(cwd);
  const since = await mergeBase(base, 'HEAD', root, opts);
  const diff = await runGit(['diff', '--name-only', '--no-renames', '-z', since, '--'], root);
  if (!diff.ok) throw failure('diff', root, diff);
  const untracked = await runGit(['ls-files', '--others', '--exclude-standard', '-z'], root);
  if (!untracked.ok) throw failure('ls-files', root, untracked);
  const all = new Set([...nulList(diff.stdout), ...nulList(untracked.stdout)].map(normalizeRelPath));
  all.delete('');
  return [...all].sort();
}

/** `changedFiles` re-rooted at the config folder (files outside it dropped). */
export async function changedInConfigDir(base: string, configDir: string, opts: RefOptions = {}): Promise<string[]> {
  const root = await repoRoot(configDir);
  return toConfigRelative(await changedFiles(base, configDir, opts), root, configDir);
}

/**
 * The text of a file (repository-root-relative) at a ref, or undefined when no file exists at that path
 * in that ref (a folder counts as no file). An unknown ref is a GitError.
 */
export async function showFile(ref: string, repoRelPath: string, cwd: string, opts: RefOptions = {}): Promise<string | undefined> {
  const root = await repoRoot(cwd);
  const commit = await resolveCommit(ref, root, opts);
  const file = normalizeRelPath(repoRelPath);
  if (file === '' || file.startsWith('../')) return undefined;
  const object = await runGit(['rev-parse', '--verify', '--quiet', `${commit}:${file}`], root);
  if (!object.ok) return undefined;
  const oid = object.stdout.trim();
  const type = await runGit(['cat-file', '-t', oid], root);
  if (!type.ok) throw failure('cat-file', root, type);
  if (type.stdout.trim() !== 'blob') return undefined;
  const blob = await runGit(['cat-file', 'blob', oid], root);
  if (!blob.ok) throw failure('cat-file', root, blob);
  return blob.stdout;
}

/**
 * The unified diff from `base` to `head` (the working tree when `head` is undefined), limited to the given
 * repository-root-relative paths, taken literally (no globs). An empty list gives ''; `undefined` means
 * every file. For a pull request's diff pass `await mergeBase(base, head)` as `base`.
 */
export async function diffText(
  base: string,
  head: string | undefined,
  paths: string[] | undefined,
  cwd: string,
  opts: RefOptions = {},
): Promise<string> {
  if (paths !== undefined && paths.length === 0) return '';
  const root = await repoRoot(cwd);
  const from = await resolveCommit(base, root, opts);
  const to = head === undefined ? undefined : await resolveCommit(head, root, { source: '--head' });
  const pathspecs = (paths ?? []).map((p) => `:(top,literal)${normalizeRelPath(p)}`);
  const args = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', from, ...(to === undefined ? [] : [to]), '--', ...pathspecs];
  const result = await runGit(args, root);
  if (!result.ok) throw failure('diff', root, result);
  return result.stdout;
}

/** `commit` and its ancestors, newest first, at most `max` (first-parent order is not assumed). */
export async function ancestors(commit: string, cwd: string, max = 100): Promise<string[]> {
  const result = await runGit(['rev-list', `--max-count=${max}`, commit], cwd);
  if (!result.ok) throw failure('rev-list', cwd, result);
  return result.stdout.split('\n').filter((l) => /^[0-9a-f]{40,64}$/.test(l));
}

/** The checked-out branch's name, or undefined on a detached HEAD. */
export async function currentBranch(cwd: string): Promise<string | undefined> {
  const result = await runGit(['symbolic-ref', '--quiet', '--short', 'HEAD'], cwd);
  return result.ok ? result.stdout.trim() || undefined : undefined;
}

/** The default branch as the remote names it (origin/HEAD), else the first of main and master that exists. */
export async function defaultBranch(cwd: string): Promise<string | undefined> {
  const remote = await runGit(['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'], cwd);
  if (remote.ok && remote.stdout.trim() !== '') return remote.stdout.trim().replace(/^origin\//, '');
  for (const name of ['main', 'master']) {
    if ((await runGit(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`], cwd)).ok) return name;
  }
  return undefined;
}

/**
 * True in a shallow clone (actions/checkout fetches one commit by default): its history stops at the
 * fetched commit, so every file seems to date from it.
 */
export async function isShallowRepository(cwd: string): Promise<boolean> {
  await ensureFolder(cwd);
  const result = await runGit(['rev-parse', '--is-shallow-repository'], cwd);
  if (!result.ok) throw failure('rev-parse', cwd, result);
  return result.stdout.trim() === 'true';
}

/**
 * The committer date of the newest commit that touched each of `paths` (relative to `cwd`), from one
 * `git log`. Paths never committed are left out of the map.
 */
export async function lastCommitDates(paths: readonly string[], cwd: string): Promise<Map<string, Date>> {
  const dates = new Map<string, Date>();
  if (paths.length === 0) return dates;
  const root = await repoRoot(cwd);
  const result = await runGit(['log', '--format=@@%cI', '--name-only', '--', ...paths], cwd);
  if (!result.ok) throw failure('log', cwd, result);
  const wanted = new Set(paths.map((p) => normalizeRelPath(p)));
  let current: Date | undefined;
  for (const line of result.stdout.split('\n')) {
    if (line.startsWith('@@')) current = new Date(line.slice(2));
    else if (line !== '' && current !== undefined) {
      const rel = normalizeRelPath(path.relative(cwd, path.join(root, line)).split(path.sep).join('/'));
      if (wanted.has(rel) && !dates.has(rel)) dates.set(rel, current);
    }
  }
  return dates;
}

/** Runs git for raw bytes (records, trees); rejects with git's stderr when it exits non-zero. */
export function gitBuffer(args: string[], cwd: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, encoding: 'buffer', maxBuffer: 1024 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args.join(' ')}: ${stderr.toString('utf8').trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** `git cat-file --batch` with this stdin: every requested object, in order. */
export function gitCatFileBatch(input: string, cwd: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } });
    const chunks: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => errors.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new Error(`git cat-file --batch exited ${String(code)}: ${Buffer.concat(errors).toString('utf8').trim()}`));
    });
    child.stdin.end(input);
  });
}

const prefetchedTopLevels = new Map<string, Promise<string | undefined>>();

/**
 * Starts `git rev-parse --show-toplevel` for `cwd` now; the next gitTopLevel(cwd) takes its answer instead
 * of starting its own. `run` calls it before it loads the command's modules, so the child process runs
 * while they load rather than after (about 30 ms of start-up, issue "Real providers" R4). Taken once: a
 * later call asks git again.
 */
export function prefetchGitTopLevel(cwd: string): void {
  if (!prefetchedTopLevels.has(cwd)) prefetchedTopLevels.set(cwd, askTopLevel(cwd));
}

/** `git rev-parse --show-toplevel` from `cwd`; undefined outside a repository or without git. */
export function gitTopLevel(cwd: string): Promise<string | undefined> {
  const prefetched = prefetchedTopLevels.get(cwd);
  if (prefetched !== undefined) {
    prefetchedTopLevels.delete(cwd);
    return prefetched;
  }
  return askTopLevel(cwd);
}

function askTopLevel(cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', '--show-toplevel'], { cwd, timeout: 10_000 }, (error, stdout) => {
      resolve(error ? undefined : stdout.trim() || undefined);
    });
  });
}
