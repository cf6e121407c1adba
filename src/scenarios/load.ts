/**
 * Loads the suite's scenarios (DESIGN §3): finds the files, applies `_defaults.yaml` inheritance, inlines
 * `{ file: }` includes, parses expectations and checks names and roles. Scenario files are data: `${ENV}`
 * is not expanded in them (DESIGN §2). File access goes through the injected LoaderIO, which confines
 * every path to the repository and checks sizes.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { ConfigFile } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import { combineErrors, describeIssues, describeValue, problemsToError } from '../config/issues.js';
import type { LoaderIO } from '../config/io.js';
import { didYouMean, listNames } from '../config/suggest.js';
import { errorAt, formatPos, isEmptyDocument, parseYaml, positionOf, toValue, type YamlPath, type YamlSource } from '../config/yaml-source.js';
import { loadJsonSchemaSupport } from '../expectations/json-schema.js';
import { defaultsFilesFor, selectScenarioFiles } from './discover.js';
import { isMapping, layerProvenance, mergeLayers, positionInLayers, type Layer } from './layers.js';
import { ScenarioDefaultsSchema, ScenarioFieldsSchema } from './schema.js';
import { FileAccessError } from '../security/paths.js';
import { fileError } from '../config/file-error.js';
import { expectationProblems } from './suite-checks.js';
import { agentFields } from './agent-fields.js';
import { dependencyFiles, expectationsOf } from './build-parts.js';
import { hasJsonSchema, needsJsonSchema, withIncludes } from './layer-needs.js';
import type { Scenario } from './types.js';
import type { ValidatedCache } from './validated-cache.js';
import { detached } from '../runner/detach.js';

export interface ScenarioLoadOptions {
  config: ConfigFile;
  /** Absolute path of the config folder. */
  configDir: string;
  /** A path relative to the config folder → the path shown in messages. */
  display: (rel: string) => string;
  io: LoaderIO;
  /** Provenance of the config's `defaults.runs` and `defaults.threshold` (file:line, or "default"). */
  configDefaults: { runs: string; threshold: string };
  /**
   * `validate`: called with each problem instead of throwing it, so that every problem is reported at once;
   * a scenario whose file cannot be read or whose keys are wrong is left out, and loading goes on.
   */
  onProblem?: (problem: ConfigError) => void;
  /** Fill each scenario's `provenance` (LoadConfigOptions.provenance); otherwise it is left empty. */
  provenance?: boolean;
  /** The validated-scenario cache (validated-cache.ts): files whose key matches are not parsed again. */
  cache?: ValidatedCache;
}

interface Entry {
  source: YamlSource;
  file: string;
  basePath: YamlPath;
  value: Record<string, unknown>;
}

async function readText(rel: string, opts: ScenarioLoadOptions): Promise<string> {
  try {
    return await opts.io.readFile(path.resolve(opts.configDir, rel), rel);
  } catch (err) {
    if (err instanceof FileAccessError) throw fileError(err, opts.display(rel));
    throw new ConfigError(`cannot read ${rel}: ${err instanceof Error ? err.message : String(err)}`, { file: opts.display(rel) });
  }
}

async function readSource(rel: string, opts: ScenarioLoadOptions): Promise<YamlSource> {
  return parseYaml(await readText(rel, opts), opts.display(rel));
}

const SHAPE_HINT = 'a scenario file holds one scenario (a mapping with name:, role:, context:, expect:) or a list of them under scenarios:';

/** The scenarios written in one file, with where each sits in the document. */
function entriesOf(source: YamlSource, file: string): Entry[] {
  if (isEmptyDocument(source)) throw errorAt(source, [], `the file is empty; ${SHAPE_HINT}`);
  const value = toValue(source);
  if (!isMapping(value)) throw errorAt(source, [], `expected a mapping, got ${describeValue(value)}; ${SHAPE_HINT}`);
  if (!('scenarios' in value)) return [{ source, file, basePath: [], value }];
  const extra = Object.keys(value).find((key) => key !== 'scenarios');
  if (extra !== undefined) {
    throw errorAt(source, [extra], `unknown key '${extra}' next to scenarios:; ${SHAPE_HINT}, not both`, 'key');
  }
  const list = value['scenarios'];
  if (!Array.isArray(list) || list.length === 0) {
    throw errorAt(source, ['scenarios'], `scenarios: expected a non-empty list of scenarios, got ${describeValue(list)}`);
  }
  return list.map((item, i) => {
    if (!isMapping(item)) {
      throw errorAt(source, ['scenarios', i], `scenarios[${i}]: expected a mapping (one scenario with name:, role:, …), got ${describeValue(item)}`);
    }
    return { source, file, basePath: ['scenarios', i], value: item };
  });
}

async function defaultsLayer(rel: string, opts: ScenarioLoadOptions): Promise<Layer> {
  const source = await readSource(rel, opts);
  const value = isEmptyDocument(source) ? {} : toValue(source);
  if (!isMapping(value)) throw errorAt(source, [], `expected a mapping of scenario keys to inherit, got ${describeValue(value)}`);
  if ('name' in value) throw errorAt(source, ['name'], `a defaults file cannot set 'name': names must be unique; set it in each scenario`, 'key');
  // Check this file on its own, so that its problems are reported in its own terms.
  const checked = ScenarioDefaultsSchema.safeParse({ ...value, expect: undefined });
  if (!checked.success) {
    const problems = describeIssues(checked.error.issues, ScenarioDefaultsSchema, value, { rootName: rel });
    throw problemsToError(problems, (p) => positionOf(source, p.path, p.at));
  }
  return { source, file: rel, basePath: [], value };
}

/** Builds one scenario from its layers (farthest `_defaults.yaml` first, the scenario last). */
/** `realConfigDir`: the config folder after realpath, the spelling the repository root has. */
function buildScenario(
  layers: readonly Layer[],
  entry: Entry,
  included: ReadonlySet<string>,
  opts: ScenarioLoadOptions,
  realConfigDir: string,
  files: ReadonlySet<string>,
  report: (problem: ConfigError) => void,
): Scenario {
  const merged = mergeLayers(layers, ['expect']);
  if (merged['name'] === undefined || merged['name'] === null) {
    throw errorAt(entry.source, entry.basePath, `scenario has no 'name'; add name: <a name unique across the suite>`);
  }
  // Every problem of the scenario at once: its keys, its role and each of its expectations.
  const errors: ConfigError[] = [];
  const parsed = ScenarioFieldsSchema.safeParse(merged);
  if (!parsed.success) {
    const problems = describeIssues(parsed.error.issues, ScenarioFieldsSchema, merged, { rootName: `scenario ${describeValue(merged['name'])}` });
    errors.push(problemsToError(problems, (p) => positionInLayers(layers, p.path, p.at)));
  }
  const roles = Object.keys(opts.config.roles);
  const roleName = merged['role'];
  if (typeof roleName === 'string' && roleName !== '' && !Object.hasOwn(opts.config.roles, roleName)) {
    const hint = didYouMean(roleName, roles);
    errors.push(
      new ConfigError(
        `scenario ${describeValue(merged['name'])}: unknown role '${roleName}'${hint ? `${hint} Roles` : '; roles'}: ${listNames(roles)}`,
        positionInLayers(layers, ['role']),
      ),
    );
  }
  const expect = expectationsOf(layers, opts.config, errors);
  const agent = parsed.success ? agentFields(parsed.data, layers, opts.config, errors) : undefined;
  if (errors.length > 0 || !parsed.success || agent === undefined) {
    // The expectations that parsed are still checked against their role: one pass finds every mistake.
    if (typeof roleName === 'string' && Object.hasOwn(opts.config.roles, roleName) && expect.length > 0) {
      const role = opts.config.roles[roleName];
      if (role) errors.push(...expectationProblems({ scenario: String(merged['name']), roleName, role, expect, explicitlyEmpty: false, allowNoExpectations: false, at: positionOf(entry.source, [...entry.basePath, 'name'], 'key') }));
    }
    // And its depends_on, when it is written as one (a string or a list of strings).
    const written = merged['depends_on'];
    if (typeof written === 'string' || (Array.isArray(written) && written.length > 0 && written.every((w) => typeof w === 'string'))) {
      try {
        dependencyFiles(written as string | string[], layers, entry, opts.io.root, realConfigDir, files, (p) => errors.push(p));
      } catch (err) {
        if (!(err instanceof ConfigError)) throw err;
        errors.push(err);
      }
    }
    throw combineErrors(errors);
  }
  const fields = { ...parsed.data, role: agent.role };
  const role = opts.config.roles[fields.role];
  if (role) {
    const problems = expectationProblems({
      scenario: fields.name,
      roleName: fields.role,
      role,
      expect,
      explicitlyEmpty: layers.some((l) => Array.isArray(l.value['expect']) && l.value['expect'].length === 0),
      allowNoExpectations: fields.allow_no_expectations === true,
      stagesCheck: agent.chain?.some((s) => s.expect.length > 0 || s.decision !== undefined) ?? false,
      at: positionOf(entry.source, [...entry.basePath, 'name'], 'key'),
    });
    problems.forEach(report);
  }

  const dependsOn = new Set<string>([entry.file, ...layers.slice(0, -1).map((l) => l.file), ...included]);
  if (fields.depends_on !== undefined) {
    for (const rel of dependencyFiles(fields.depends_on, layers, entry, opts.io.root, realConfigDir, files, report)) dependsOn.add(rel);
  }

  const provenance: Record<string, string> = {};
  if (opts.provenance === true) {
    Object.assign(provenance, layerProvenance(Object.fromEntries(Object.entries(merged)), layers));
    if (fields.runs === undefined) provenance['runs'] = opts.configDefaults.runs;
    if (fields.threshold === undefined) provenance['threshold'] = opts.configDefaults.threshold;
    expect.forEach((e, i) => {
      provenance[`expect[${i}]`] = formatPos(e.source);
    });
  }

  return {
    name: fields.name,
    role: fields.role,
    file: entry.file,
    source: positionOf(entry.source, [...entry.basePath, 'name'], 'key'),
    runs: fields.runs ?? opts.config.defaults.runs,
    threshold: fields.threshold ?? opts.config.defaults.threshold,
    tolerance: fields.tolerance ?? opts.config.defaults.tolerance,
    verdict: fields.verdict ?? opts.config.defaults.verdict,
    maxRuns: fields.max_runs ?? opts.config.defaults.max_runs,
    context: fields.context ?? {},
    expect,
    ...(agent.messages === undefined ? {} : { messages: agent.messages }),
    ...(agent.world === undefined ? {} : { world: agent.world }),
    ...(agent.chain === undefined ? {} : { chain: agent.chain }),
    dependsOn: [...dependsOn],
    provenance,
  };
}

/** How many scenario files are read and parsed at once. */
export const LOAD_CONCURRENCY = 32;

/**
 * What loading one file produced, in the order it happened: problems passed on, scenarios built, and
 * errors that ended an entry or the whole file (`defaults`: the broken `_defaults.yaml` that ended it).
 * Files are loaded concurrently; these are then replayed in suite order, so that scenarios, problems
 * and the first error come out exactly as a one-file-at-a-time loader gives them.
 */
type Outcome =
  | { kind: 'problem'; problem: ConfigError }
  | { kind: 'scenario'; scenario: Scenario }
  | { kind: 'error'; error: unknown; defaults?: string };

/**
 * Loads every scenario of the suite, in suite order (files sorted by path, then file order). Files are
 * read and parsed concurrently (at most LOAD_CONCURRENCY at once); what each produced is replayed in
 * suite order, so the result, the order of problems and the first error do not depend on which read
 * finishes first.
 */
export async function loadScenarios(opts: ScenarioLoadOptions): Promise<Scenario[]> {
  const realConfigDir = await realpath(opts.configDir).catch(() => opts.configDir);
  // Detached: a listed path may be a slice of a longer one, which every scenario's `file` would hold alive.
  const allFiles = (await opts.io.listFiles(opts.configDir)).map((f) => detached(f.replaceAll('\\', '/')));
  const fileSet = new Set(allFiles);
  const scenarioFiles = selectScenarioFiles(allFiles, opts.config.scenarios);
  const defaultsCache = new Map<string, Promise<Layer>>();
  const defaultsByFolder = new Map<string, { rels: string[] } | { error: unknown }>();
  // Set once the replay has thrown: files not started yet are not read.
  let stopped = false;

  const defaultsOf = async (file: string, out: Outcome[]): Promise<Layer[] | undefined> => {
    const layers: Layer[] = [];
    // The defaults files depend on the folder alone: worked out once per folder (20,000 files share a few).
    const folder = path.posix.dirname(file);
    let found = defaultsByFolder.get(folder);
    if (found === undefined) {
      try {
        found = { rels: defaultsFilesFor(file, fileSet, opts.display) };
      } catch (error) {
        found = { error };
      }
      defaultsByFolder.set(folder, found);
    }
    if ('error' in found) {
      out.push({ kind: 'error', error: found.error });
      return undefined;
    }
    const { rels } = found;
    for (const rel of rels) {
      let layer = defaultsCache.get(rel);
      if (!layer) {
        layer = defaultsLayer(rel, opts);
        // Many files await one defaults file; each records its rejection.
        layer.catch(() => undefined);
        defaultsCache.set(rel, layer);
      }
      try {
        layers.push(await layer);
      } catch (error) {
        out.push({ kind: 'error', error, defaults: rel });
        return undefined;
      }
    }
    return layers;
  };

  const loadFile = async (file: string): Promise<Outcome[]> => {
    const out: Outcome[] = [];
    if (stopped) return out;
    const defaults = await defaultsOf(file, out);
    if (!defaults) return out;
    let entries: Entry[];
    let key: string | undefined;
    try {
      const text = await readText(file, opts);
      key = opts.cache?.keyOf(file, text, defaults.map((d) => d.source.text));
      const kept = key === undefined ? undefined : opts.cache?.get(file, key);
      if (kept) {
        if (kept.some(needsJsonSchema)) await loadJsonSchemaSupport();
        return kept.map((scenario) => ({ kind: 'scenario', scenario }));
      }
      entries = entriesOf(parseYaml(text, opts.display(file)), file);
    } catch (error) {
      out.push({ kind: 'error', error });
      return out;
    }
    // Without onProblem the first problem ends the entry, as it ends loading.
    const report = (problem: ConfigError): void => {
      if (!opts.onProblem) throw problem;
      out.push({ kind: 'problem', problem });
    };
    // Kept in the cache only when the file's bytes (and its defaults') decide it alone: no include, no depends_on.
    let cacheable = true;
    for (const entry of entries) {
      try {
        const included = new Set<string>();
        const layers: Layer[] = [];
        const inlined = { bytes: 0 };
        for (const layer of [...defaults, entry]) layers.push(await withIncludes(layer, opts, included, inlined));
        if (layers.some(hasJsonSchema)) await loadJsonSchemaSupport();
        if (included.size > 0 || layers.some((l) => 'depends_on' in l.value)) cacheable = false;
        out.push({ kind: 'scenario', scenario: buildScenario(layers, entry, included, opts, realConfigDir, fileSet, report) });
      } catch (error) {
        out.push({ kind: 'error', error });
      }
    }
    // Only a file that gave scenarios and nothing else: an error or a problem is never kept as valid.
    if (key !== undefined && cacheable) {
      const scenarios = out.flatMap((o) => (o.kind === 'scenario' ? [o.scenario] : []));
      if (scenarios.length === out.length) opts.cache?.set(file, key, scenarios);
    }
    return out;
  };

  const limit = pLimit(LOAD_CONCURRENCY);
  const perFile = scenarioFiles.map((file) => limit(() => loadFile(file)));
  const scenarios: Scenario[] = [];
  const seen = new Map<string, Scenario>();
  const brokenDefaults = new Set<string>();
  // Without onProblem the first problem is thrown; with it, every problem is passed on and loading goes on.
  const fail = (error: unknown): void => {
    if (!(error instanceof ConfigError) || !opts.onProblem) throw error;
    opts.onProblem(error);
  };
  const replay = (outcome: Outcome): void => {
    if (outcome.kind === 'problem') return fail(outcome.problem);
    if (outcome.kind === 'error') {
      const { error, defaults } = outcome;
      if (defaults !== undefined) {
        // A broken _defaults.yaml is reported once, not once per scenario file below it.
        if (error instanceof ConfigError && opts.onProblem && brokenDefaults.has(defaults)) return;
        brokenDefaults.add(defaults);
      }
      return fail(error);
    }
    const { scenario } = outcome;
    const earlier = seen.get(scenario.name);
    if (earlier) {
      return fail(
        new ConfigError(
          `duplicate scenario name '${scenario.name}': also at ${formatPos(earlier.source)}; names must be unique across the suite, rename one`,
          scenario.source,
        ),
      );
    }
    seen.set(scenario.name, scenario);
    scenarios.push(scenario);
  };
  try {
    for (const outcomes of perFile) for (const outcome of await outcomes) replay(outcome);
    opts.cache?.save();
  } catch (error) {
    stopped = true;
    limit.clearQueue();
    throw error;
  }
  return scenarios;
}

