/**
 * The validated-scenario cache (issue 23 item 4): what loading a scenario file gave — its scenarios, checked
 * and normalised — kept in one JSON file per config, so that a later run reads that one file instead of
 * parsing and validating every scenario file again.
 *
 * It never changes what is reported: an entry is used only when its key matches, and the key covers the
 * file's bytes, the bytes of every `_defaults.yaml` above it, the validated config (roles, providers,
 * defaults), the cache format, the product version and the build that wrote it. Only files that loaded
 * cleanly are kept — a file that gave an error or a problem, includes a file (`{ file: }`) or names
 * depends_on is validated every time. A cache file that cannot be read or does not have the expected
 * shape is ignored (and rewritten). The file lives in the user's cache folder (src/security/paths.ts),
 * outside the repository; the action does not use it (its checkout is untrusted).
 */
import { createHash, hash as oneShotHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EXPECTATION_KINDS, type Expectation } from '../expectations/schema.js';
import { VERSION } from '../version.js';
import type { Scenario } from './types.js';
import { validationCacheFile } from '../security/paths.js';

/** Bumped whenever what an entry holds, or how it is keyed, changes. */
export const VALIDATED_CACHE_FORMAT = 1;

const PosSchema = z.object({ file: z.string(), line: z.number(), col: z.number() });

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const KINDS: ReadonlySet<string> = new Set(EXPECTATION_KINDS);

/** An expectation as the loader built it (kind, parsed args, position); the args were checked when written. */
const isPos = (v: unknown): boolean => isRecord(v) && typeof v['file'] === 'string' && typeof v['line'] === 'number' && typeof v['col'] === 'number';
const ExpectationSchema = z.custom<Expectation>((v) => isRecord(v) && typeof v['kind'] === 'string' && KINDS.has(v['kind']) && 'args' in v && isPos(v['source']));

const ScenarioSchema = z.object({
  name: z.string(),
  role: z.string(),
  file: z.string(),
  source: PosSchema,
  runs: z.number(),
  threshold: z.number(),
  tolerance: z.number().optional(),
  verdict: z.enum(['test', 'count']).optional(),
  maxRuns: z.number().optional(),
  // A mapping kept as it was read (JSON.parse made it; a record schema would copy every scenario's context).
  context: z.custom<Record<string, unknown>>(isRecord),
  expect: z.array(ExpectationSchema),
  dependsOn: z.array(z.string()),
  provenance: z.record(z.string(), z.string()),
});

const EntrySchema = z.object({ key: z.string(), scenarios: z.array(ScenarioSchema) });
const CacheFileSchema = z.object({ format: z.literal(VALIDATED_CACHE_FORMAT), files: z.record(z.string(), z.unknown()) });

type Entry = z.infer<typeof EntrySchema>;

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
    const parsed = CacheFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) stored = parsed.data.files;
    else dirty = true;
  } catch (err) {
    // No file yet is the usual first run; anything else (bad JSON, unreadable) is rewritten.
    dirty = !(err !== null && typeof err === 'object' && 'code' in err && err.code === 'ENOENT');
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
      const entry = EntrySchema.safeParse(raw);
      if (!entry.success || entry.data.key !== key) {
        dirty = true;
        return undefined;
      }
      used.set(name, entry.data);
      return entry.data.scenarios;
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
        writeFileSync(tmp, JSON.stringify({ format: VALIDATED_CACHE_FORMAT, files: Object.fromEntries(used) }), { mode: 0o600 });
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
