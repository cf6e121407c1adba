/**
 * The validated-scenario cache (issue 23 item 4): what loading a scenario file gave — its scenarios, checked
 * and normalised — kept in one JSON file per config, so that a later run reads that one file instead of
 * parsing and validating every scenario file again.
 *
 * It never changes what is reported: an entry is used only when its key matches, and the key covers the
 * file's bytes, the bytes of every `_defaults.yaml` above it, the validated config (roles, providers,
 * defaults), the cache format, the product version and the build that wrote it. Only files that loaded
 * cleanly are kept — a file that gave an error or a problem, includes a file (`{ file: }`) or names
 * depends_on is validated every time. A cache file that cannot be read, is of another format or whose
 * bytes are not those its writer checksummed is ignored (and rewritten). The file lives in the user's cache folder (src/security/paths.ts),
 * outside the repository; the action does not use it (its checkout is untrusted).
 */
import { createHash, hash as oneShotHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VERSION } from '../version.js';
import type { Scenario } from './types.js';
import { errorCode, validationCacheFile } from '../security/paths.js';

/**
 * Bumped whenever what an entry holds, how it is keyed, or how the file is laid out changes.
 * 2: a header line (the format and the sha256 of the rest) before the entries, instead of a zod check of
 * every entry (which cost 0.2 s of the warm 20,000-file start and could not tell an edited entry from a good one).
 */
export const VALIDATED_CACHE_FORMAT = 2;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

interface Entry {
  key: string;
  scenarios: Scenario[];
}

/** sha256 of the parts, each ended by a NUL; one call (crypto.hash, Node ≥ 20.12) where there is one: 20,000 files are keyed per run. */
export const sha256 = (...parts: string[]): string => {
  const text = parts.map((part) => `${part}\0`).join('');
  return typeof oneShotHash === 'function' ? oneShotHash('sha256', text) : createHash('sha256').update(text).digest('hex');
};

/** Is `value` made only of what JSON keeps as it is (so that reading it back gives the same value)? */
export function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') return false;
    // An absent optional field is left out of the entry; a key holding undefined would come back absent.
    if (child === undefined) return false;
    if (!jsonSafe(child)) return false;
  }
  return true;
}

/** The first line of a cache file: its format and the sha256 of everything after that line. */
const header = (payload: string): string => JSON.stringify({ format: VALIDATED_CACHE_FORMAT, sha256: sha256(payload) });

/**
 * The entries of a cache file's text, or undefined when it is not one this build wrote whole: another
 * format, or bytes that are not the ones the writer hashed (a hand edit, a bad disk block, a truncated copy).
 * The writer wrote only validated scenarios, so what passes the checksum needs no check of its own.
 */
export function readCacheText(text: string): Record<string, unknown> | undefined {
  const newline = text.indexOf('\n');
  if (newline < 0) return undefined;
  const payload = text.slice(newline + 1);
  if (text.slice(0, newline) !== header(payload)) return undefined;
  const files: unknown = JSON.parse(payload);
  return isRecord(files) ? files : undefined;
}

/** A cache file's text for these entries (readCacheText's inverse). */
export function cacheText(files: Record<string, unknown>): string {
  const payload = JSON.stringify(files);
  return `${header(payload)}\n${payload}`;
}

/** The build that runs: the entry script's size and time, so that a rebuilt CLI never trusts an older one's entries. */
function buildStamp(): string {
  const main = process.argv[1];
  if (main === undefined) return '';
  try {
    const info = statSync(main);
    return `${main}:${info.size}:${info.mtimeMs}`;
  } catch {
    return main;
  }
}

/** One cache, opened for one load of one config. */
export interface ValidatedCache {
  /** The key of a scenario file's entry: its bytes, its defaults files' bytes, and everything else the load depends on. */
  keyOf(file: string, text: string, defaultsTexts: readonly string[]): string;
  /** The scenarios kept for `file` under `key`, or undefined (no entry, another key, or an entry of the wrong shape). */
  get(file: string, key: string): Scenario[] | undefined;
  /** Keeps what `file` loaded to (only scenarios whose values survive JSON unchanged; otherwise nothing is kept). */
  set(file: string, key: string, scenarios: readonly Scenario[]): void;
  /** Writes the cache when it changed: the entries of the files used this load, nothing else. Never throws. */
  save(): void;
}

/**
 * Opens the cache file `file` for a load whose outcome, apart from each file's own bytes, depends on
 * `context` (the validated config and the load's options, as JSON). A missing, unreadable or corrupt file
 * is an empty cache that will be rewritten.
 */
export function openValidatedCache(file: string, context: string): ValidatedCache {
  const prefix = sha256(String(VALIDATED_CACHE_FORMAT), VERSION, buildStamp(), context);
  let stored: Record<string, unknown> = {};
  let dirty = false;
  try {
    const files = readCacheText(readFileSync(file, 'utf8'));
    if (files) stored = files;
    else dirty = true;
  } catch (err) {
    // No file yet is the usual first run; anything else (bad JSON, unreadable) is rewritten.
    dirty = errorCode(err) !== 'ENOENT';
  }
  const storedCount = Object.keys(stored).length;
  const used = new Map<string, Entry>();
  return {
    keyOf: (name, text, defaultsTexts) => sha256(prefix, name, text, ...defaultsTexts),
    get(name, key) {
      const raw = stored[name];
      if (raw === undefined) return undefined;
      // Read once: the parsed text is let go as the load goes on (peak memory at 20,000 files).
      stored[name] = undefined;
      // The checksum vouches for the bytes; an entry of the wrong shape could only come from a writer bug.
      if (!isRecord(raw) || raw['key'] !== key || !Array.isArray(raw['scenarios'])) {
        dirty = true;
        return undefined;
      }
      const entry = raw as unknown as Entry;
      used.set(name, entry);
      return entry.scenarios;
    },
    set(name, key, scenarios) {
      if (!scenarios.every(jsonSafe)) return;
      used.set(name, { key, scenarios: [...scenarios] });
      dirty = true;
    },
    save() {
      if (!dirty && used.size === storedCount) return;
      try {
        mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, cacheText(Object.fromEntries(used)), { mode: 0o600 });
        renameSync(tmp, file);
      } catch {
        // A cache that cannot be written is skipped: the next run validates again.
      }
    },
  };
}

/**
 * The cache file the CLI uses for the config at `configAbs`, or undefined when there is none: inside a
 * GitHub Actions job (the checkout there is untrusted, and a job starts from an empty cache anyway), with
 * CONTEXT_EVAL_VALIDATION_CACHE=off, or when no user cache folder is known.
 */
export function validationCachePath(env: Readonly<Record<string, string | undefined>>, configAbs: string): string | undefined {
  if (env['GITHUB_ACTIONS'] === 'true' || env['CONTEXT_EVAL_VALIDATION_CACHE'] === 'off') return undefined;
  return validationCacheFile(env, configAbs);
}
