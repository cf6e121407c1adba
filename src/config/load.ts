/**
 * Loads `context-eval.yaml` (DESIGN §2): read, parse with positions, expand `${ENV}`, validate with
 * ConfigSchema, cross-check names and files, then load the scenarios. Every problem is a ConfigError that
 * names file:line:col. File access goes through LoaderIO (node:fs by default).
 */
import path from 'node:path';
import { ConfigSchema, type ConfigFile } from './schema.js';
import { ConfigError, type LoadedConfig } from './types.js';
import { expandEnvInDocument, type Env } from './env.js';
import { describeIssues, describeValue, formatPath, problemsToError } from './issues.js';
import { confinedReader, isNotFound, nodeListFiles, type LoaderIO } from './io.js';
import { didYouMean, listNames } from './suggest.js';
import { errorAt, hasPath, isEmptyDocument, parseYaml, positionOf, toValue, type YamlSource } from './yaml-source.js';
import { loadScenarios } from '../scenarios/load.js';
import { FileAccessError, repositoryRoot, resolveInRepository, resolveWritableInRepository } from '../security/paths.js';
import { notAConfig } from './not-a-config.js';
import { encodingProblem } from './encoding.js';
import { fileError } from './file-error.js';
import { repairedData } from './repair.js';
import { openValidatedCache } from '../scenarios/validated-cache.js';
import { detached } from '../runner/detach.js';

export interface LoadConfigOptions {
  env: Env;
  /** Reads a file some other way (at a git ref, say); paths are still confined and sizes checked. */
  readFile?: (abs: string) => Promise<string>;
  listFiles?: (dirAbs: string) => Promise<string[]>;
  /** The repository root; by default the git top level of the config's folder, else that folder. */
  root?: string;
  /**
   * `validate`: problems found after the config file itself parsed (prompt files, scenarios) are pushed
   * here instead of thrown, so that all of them are reported at once.
   */
  problems?: ConfigError[];
  /**
   * Record where each scenario value was written (`validate --verbose` and `run --verbose` print it). Off
   * by default: a run needs none of it, and it costs a string per key per scenario (issue 12: memory and
   * start-up at 20,000 scenarios).
   */
  provenance?: boolean;
  /**
   * The validated-scenario cache file (src/security/paths.ts validationCacheFile; the CLI's run and validate
   * pass it, the action does not): scenario files whose bytes are unchanged are not parsed and validated
   * again. Ignored with a `readFile` of its own (a file at a git ref).
   */
  validationCache?: string;
}

function unknownName(what: string, name: string, known: readonly string[], plural: string): string {
  const hint = didYouMean(name, known);
  return `unknown ${what} '${name}'${hint ? `${hint} ${plural}` : `; ${plural.toLowerCase()}`}: ${listNames(known)}`;
}

/** Names that must refer to something defined elsewhere in the config; each problem goes to `report`. */
function checkReferences(config: ConfigFile, source: YamlSource, report: (e: ConfigError) => void): void {
  const providers = Object.keys(config.providers);
  for (const [roleName, role] of Object.entries(config.roles)) {
    if (!Object.hasOwn(config.providers, role.provider)) {
      report(errorAt(source, ['roles', roleName, 'provider'], `roles.${roleName}.provider: ${unknownName('provider', role.provider, providers, 'Providers')}`));
    }
  }
  if (config.review.provider !== undefined && !Object.hasOwn(config.providers, config.review.provider)) {
    report(errorAt(source, ['review', 'provider'], `review.provider: ${unknownName('provider', config.review.provider, providers, 'Providers')}`));
  }
  for (const [name, provider] of Object.entries(config.providers)) {
    if (provider.type !== 'replay' || provider.record_with === undefined) continue;
    const at = ['providers', name, 'record_with'];
    const target = config.providers[provider.record_with];
    const recorders = providers.filter((p) => config.providers[p]?.type !== 'replay');
    if (!target) {
      report(errorAt(source, at, `providers.${name}.record_with: ${unknownName('provider', provider.record_with, recorders, 'Providers that can record')}`));
      continue;
    }
    if (target.type === 'replay') {
      report(errorAt(
        source,
        at,
        `providers.${name}.record_with: '${provider.record_with}' is itself a replay provider; name one that calls a model (${listNames(recorders)})`,
      ));
    }
  }
}

/**
 * Each role's system, template and `{ file: }` var files must exist (relative to the config folder) inside the repository,
 * and be UTF-8 text. Each problem goes to `report` (which throws unless `validate` collects).
 */
async function checkRoleFiles(config: ConfigFile, source: YamlSource, dir: string, readFile: LoaderIO['readFile'], report: (e: ConfigError) => void): Promise<void> {
  const checked = new Set<string>();
  for (const [roleName, role] of Object.entries(config.roles)) {
    const files: { path: (string | number)[]; file: string; what: string }[] = [];
    if (typeof role.system === 'string') files.push({ path: ['roles', roleName, 'system'], file: role.system, what: 'system' });
    else role.system.forEach((file, i) => files.push({ path: ['roles', roleName, 'system', i], file, what: 'system' }));
    if (role.template !== undefined) files.push({ path: ['roles', roleName, 'template'], file: role.template, what: 'template' });
    for (const [name, value] of Object.entries(role.vars)) {
      if (typeof value !== 'string') files.push({ path: ['roles', roleName, 'vars', name, 'file'], file: value.file, what: 'var' });
    }
    for (const entry of files) {
      let text: string;
      try {
        text = await readFile(path.resolve(dir, entry.file), entry.file);
      } catch (err) {
        if (err instanceof FileAccessError && err.text) {
          // Reported at the file's own bad byte, once, however many roles name it.
          const named = positionOf(source, entry.path);
          if (!checked.has(entry.file)) report(fileError(err, entry.file, ` (named by ${formatPath(entry.path)} at ${named.file}:${named.line})`));
          checked.add(entry.file);
          continue;
        }
        if (err instanceof FileAccessError && !isNotFound(err)) {
          report(errorAt(source, entry.path, `${formatPath(entry.path)}: ${err.message}`));
          continue;
        }
        const why = isNotFound(err) ? 'file not found' : `cannot read file (${err instanceof Error ? err.message : String(err)})`;
        report(errorAt(source, entry.path, `${formatPath(entry.path)}: ${why}: '${entry.file}' (relative to the config folder); create it or fix the path`));
        continue;
      }
      const problem = encodingProblem(text);
      if (problem !== undefined && !checked.has(entry.file)) {
        const named = positionOf(source, entry.path);
        report(new ConfigError(`${problem} (named by ${formatPath(entry.path)} at ${named.file}:${named.line})`, { file: entry.file }));
      }
      checked.add(entry.file);
    }
  }
}

/**
 * The paths the config names but does not read at load time — replay recordings, exec cwd, role
 * depends_on, review.criteria, history.dir (store: dir or auto), scenario globs — must also stay inside the repository.
 */
async function checkConfinedPaths(config: ConfigFile, source: YamlSource, dir: string, root: string, report: (e: ConfigError) => void): Promise<void> {
  const named: { at: (string | number)[]; target: string; writable?: boolean }[] = [];
  for (const [name, provider] of Object.entries(config.providers)) {
    if (provider.type === 'replay') named.push({ at: ['providers', name, 'recordings'], target: provider.recordings });
    if (provider.type === 'exec' && provider.cwd !== undefined) named.push({ at: ['providers', name, 'cwd'], target: provider.cwd });
  }
  for (const [roleName, role] of Object.entries(config.roles)) {
    role.depends_on.forEach((target, i) => named.push({ at: ['roles', roleName, 'depends_on', i], target }));
  }
  if (config.review.criteria !== undefined) named.push({ at: ['review', 'criteria'], target: config.review.criteria });
  // With store: branch, history.dir is a folder inside the data branch's tree (checked by the branch store);
  // with auto it is the local folder.
  if (config.history.store !== 'branch') named.push({ at: ['history', 'dir'], target: config.history.dir });
  if (typeof config.scenarios === 'string') named.push({ at: ['scenarios'], target: config.scenarios });
  else config.scenarios.forEach((target, i) => named.push({ at: ['scenarios', i], target }));
  // The local response cache is written to: confined, and never an absolute folder (issue 21 item 3, C2).
  if (config.cache) named.push({ at: ['cache', 'dir'], target: config.cache.dir, writable: true });
  for (const { at, target, writable } of named) {
    try {
      await (writable ? resolveWritableInRepository : resolveInRepository)(root, dir, target);
    } catch (err) {
      if (!(err instanceof FileAccessError)) throw err;
      report(errorAt(source, at, `${formatPath(at)}: ${err.message}`));
    }
  }
}

/** For `--verbose`: every leaf of the parsed config → "file:line", or "default" when the file does not set it. */
function configProvenance(config: ConfigFile, source: YamlSource): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (value: unknown, keyPath: (string | number)[]): void => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) visit(child, [...keyPath, key]);
      return;
    }
    if (hasPath(source, keyPath)) {
      const pos = positionOf(source, keyPath, 'key');
      out[formatPath(keyPath)] = `${pos.file}:${pos.line}`;
    } else {
      out[formatPath(keyPath)] = 'default';
    }
  };
  visit(config, []);
  return out;
}

/**
 * The config's data parsed with ConfigSchema; a ConfigError listing every issue otherwise. `validate`
 * (`problems` given) goes on with a repaired copy when one parses (repair.ts), its problems reported.
 */
function parseConfig(raw: unknown, source: YamlSource, problems: ConfigError[] | undefined): ConfigFile {
  const parsed = ConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const error = problemsToError(describeIssues(parsed.error.issues, ConfigSchema, raw), (p) => positionOf(source, p.path, p.at));
  const repaired = problems ? ConfigSchema.safeParse(repairedData(raw, parsed.error.issues)) : undefined;
  if (!problems || !repaired?.success) throw error;
  problems.push(...error.parts);
  return repaired.data;
}

/** Loads and validates the config file at `configPath` and its scenarios. Throws ConfigError. */
export async function loadConfig(configPath: string, opts: LoadConfigOptions): Promise<LoadedConfig> {
  const abs = path.resolve(configPath);
  const dir = path.dirname(abs);
  const root = opts.root ?? (await repositoryRoot(dir));
  const io: LoaderIO = { readFile: confinedReader(root, opts.readFile), listFiles: opts.listFiles ?? nodeListFiles, root };
  const shownConfig = configPath.replaceAll('\\', '/');
  const shownDir = path.posix.dirname(shownConfig);
  // Detached: a joined path is a tree of its pieces (and slices of the listing), held by every position kept (issue 23 item 5).
  const display = (rel: string): string => detached(shownDir === '.' ? rel : path.posix.join(shownDir, rel));

  let text: string;
  try {
    text = await io.readFile(abs, shownConfig);
  } catch (err) {
    if (isNotFound(err)) throw new ConfigError(`config file not found: ${shownConfig}; create it or pass --config`);
    if (err instanceof FileAccessError) throw err.text ? fileError(err, shownConfig) : new ConfigError(`config file ${err.message}`, { file: shownConfig });
    throw new ConfigError(`cannot read config file ${shownConfig}: ${err instanceof Error ? err.message : String(err)}`);
  }

  const source = parseYaml(text, shownConfig);
  if (isEmptyDocument(source)) {
    throw new ConfigError('the config file is empty; start it with `version: 1`, then define providers: and roles:', { file: shownConfig, line: 1 });
  }
  // A file that is not a context-eval config (--config /etc/passwd) is named, never quoted.
  const foreign = notAConfig(source);
  if (foreign) throw foreign;
  expandEnvInDocument(source, opts.env);
  const raw = toValue(source);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw errorAt(source, [], `the config must be a mapping (version:, providers:, roles:, …), got ${describeValue(raw)}`);
  }

  const problems = opts.problems;
  const report = (e: ConfigError): void => {
    if (!problems) throw e;
    problems.push(...e.parts);
  };
  const config = parseConfig(raw, source, problems);
  checkReferences(config, source, report);
  await checkRoleFiles(config, source, dir, io.readFile, report);
  await checkConfinedPaths(config, source, dir, root, report);

  const provenance = configProvenance(config, source);
  const configDefaults = { runs: provenance['defaults.runs'] ?? 'default', threshold: provenance['defaults.threshold'] ?? 'default' };
  // Everything a scenario file's outcome depends on besides its own bytes and its defaults files'.
  const cache =
    opts.validationCache !== undefined && opts.readFile === undefined && opts.listFiles === undefined
      ? openValidatedCache(opts.validationCache, JSON.stringify([config, dir, root, display(''), configDefaults, opts.provenance === true]))
      : undefined;
  const scenarios = await loadScenarios({
    config,
    configDir: dir,
    display,
    io,
    configDefaults,
    ...(problems ? { onProblem: report } : {}),
    ...(cache ? { cache } : {}),
    ...(opts.provenance === true ? { provenance: true } : {}),
  });
  return { path: abs, dir, root, config, scenarios, provenance };
}
