/**
 * Affected scenarios (DESIGN §4): given the changed files, choose the scenarios whose context depends on
 * them, and say for each scenario why it ran or was skipped. Pure.
 *
 * A scenario depends on its role's `system`, `template`, `tools`, `{ file: }` var and `depends_on` files, on its own file and every
 * `_defaults.yaml` above it, on its `{ file: }` includes and on its `depends_on` (`Scenario.dependsOn`).
 * A changed config runs everything, and so does a changed watched file that no scenario depends on.
 */
import path from 'node:path';
import type { ConfigFile } from '../config/schema.js';
import type { Scenario } from '../scenarios/types.js';
import { anyMatcher, isDefaultsFile, isGlob, joinAnd, normalizeRelPath, pathMatcher, systemFiles, toolFiles, varFiles, type PathMatcher } from './paths.js';

export interface Selection {
  scenario: string;
  run: boolean;
  reason: string;
}

export interface AffectedResult {
  runAll: boolean;
  /** Why the selection is what it is, when that is not evident from the per-scenario reasons. */
  note?: string;
  /** One per scenario, in suite order. */
  selections: Selection[];
}

export interface AffectedInput {
  config: ConfigFile;
  scenarios: Scenario[];
  /** The config file's path relative to the config folder, e.g. `context-eval.yaml`. */
  configFile: string;
  /** Changed files relative to the config folder, with forward slashes. */
  changed: string[];
}

/** How many changed files a reason names before it says "and N more". */
const MAX_FILES_IN_REASON = 3;
const MAX_FILES_IN_NOTE = 5;

export const SKIPPED_REASON = 'none of its context files changed';
export const NOTHING_AFFECTED_NOTE = 'no changed file affects any scenario';

/** One file or glob a scenario depends on, and why, in words for the reason. */
interface Dependency {
  matches: PathMatcher;
  why: string;
}

function roleDependencies(config: ConfigFile, roleName: string): Dependency[] {
  const role = config.roles[roleName];
  if (!role) return [];
  const deps: Dependency[] = systemFiles(role.system).map((file) => ({
    matches: pathMatcher(file),
    why: `system prompt of role ${roleName}`,
  }));
  if (role.template !== undefined) deps.push({ matches: pathMatcher(role.template), why: `template of role ${roleName}` });
  for (const file of toolFiles(role.tools)) deps.push({ matches: pathMatcher(file), why: `tools of role ${roleName}` });
  for (const [name, value] of Object.entries(role.vars)) {
    if (typeof value !== 'string') deps.push({ matches: pathMatcher(value.file), why: `file of var ${name} of role ${roleName}` });
  }
  for (const pattern of role.depends_on) {
    const why = isGlob(pattern) ? `depends_on '${pattern}' of role ${roleName}` : `depends_on of role ${roleName}`;
    deps.push({ matches: pathMatcher(pattern), why });
  }
  return deps;
}

function scenarioOwnDependencies(scenario: Scenario): Dependency[] {
  const file = normalizeRelPath(scenario.file);
  const deps: Dependency[] = [{ matches: pathMatcher(file), why: 'the scenario file' }];
  for (const entry of scenario.dependsOn) {
    const normalized = normalizeRelPath(entry);
    if (normalized === file) continue;
    let why: string;
    if (isDefaultsFile(normalized) && !isGlob(normalized)) why = 'defaults above this scenario';
    else if (isGlob(normalized)) why = `depends_on '${normalized}' of this scenario`;
    else why = 'included in context or listed in depends_on';
    deps.push({ matches: pathMatcher(normalized), why });
  }
  return deps;
}

/** Changed files this scenario depends on, each with why (the first dependency that matches it). */
function matchChanged(deps: readonly Dependency[], changed: readonly string[]): { file: string; why: string }[] {
  const hits: { file: string; why: string }[] = [];
  for (const file of changed) {
    const dep = deps.find((d) => d.matches(file));
    if (dep) hits.push({ file, why: dep.why });
  }
  return hits;
}

function describeHits(hits: readonly { file: string; why: string }[]): string {
  const shown = hits.slice(0, MAX_FILES_IN_REASON).map((h) => `${h.file} changed (${h.why})`);
  const more = hits.length - shown.length;
  if (more > 0) shown.push(`and ${more} more changed context file${more === 1 ? '' : 's'}`);
  return shown.join('; ');
}

function listFiles(files: readonly string[]): string {
  const shown = files.slice(0, MAX_FILES_IN_NOTE);
  const more = files.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : joinAnd(shown);
}

function uniqueNormalized(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const p of paths) {
    const n = normalizeRelPath(p);
    if (n !== '') seen.add(n);
  }
  return [...seen];
}

export function selectAffected(input: AffectedInput): AffectedResult {
  const { config, scenarios } = input;
  const changed = uniqueNormalized(input.changed);
  const configFile = normalizeRelPath(input.configFile);

  const hitsByScenario = scenarios.map((scenario) => {
    const deps = [...roleDependencies(config, scenario.role), ...scenarioOwnDependencies(scenario)];
    return matchChanged(deps, changed);
  });

  const dependedOn = new Set(hitsByScenario.flatMap((hits) => hits.map((h) => h.file)));
  const watched = anyMatcher(config.watch);
  const orphans = changed.filter((file) => file !== configFile && watched(file) && !dependedOn.has(file));
  const configChanged = configFile !== '' && changed.includes(configFile);

  const notes: string[] = [];
  let runAllReason: string | undefined;
  if (configChanged) {
    runAllReason = `${configFile} changed (the config file)`;
    notes.push(`the config file ${configFile} changed, so every scenario ran`);
  }
  if (orphans.length > 0) {
    const verb = orphans.length === 1 ? 'is watched but no scenario depends on it' : 'are watched but no scenario depends on them';
    runAllReason ??= `${listFiles(orphans)} ${verb}`;
    notes.push(`${listFiles(orphans)} ${verb}, so every scenario ran`);
  }

  const selections: Selection[] = scenarios.map((scenario, i) => {
    const hits = hitsByScenario[i] ?? [];
    if (hits.length > 0) return { scenario: scenario.name, run: true, reason: describeHits(hits) };
    if (runAllReason !== undefined) return { scenario: scenario.name, run: true, reason: runAllReason };
    return { scenario: scenario.name, run: false, reason: SKIPPED_REASON };
  });

  const runAll = runAllReason !== undefined;
  if (!runAll && !selections.some((s) => s.run)) notes.push(NOTHING_AFFECTED_NOTE);
  const result: AffectedResult = { runAll, selections };
  if (notes.length > 0) result.note = notes.join('; ');
  return result;
}

/**
 * The changed files that make a PR worth evaluating: watched files, scenario files (and anything the
 * `scenarios` glob matches, so a deleted scenario counts), `_defaults` files above a scenario, the config
 * file, and the roles' `system`, `template`, `tools`, `{ file: }` var and `depends_on` files. In the order given, deduplicated.
 */
export function touchesWatched(config: ConfigFile, configFile: string, changed: string[], scenarioFiles: string[]): string[] {
  const configPath = normalizeRelPath(configFile);
  const scenarioSet = new Set(scenarioFiles.map(normalizeRelPath));
  const scenarioDirs = new Set([...scenarioSet].map((f) => path.posix.dirname(f)));
  const scenarioGlobs = typeof config.scenarios === 'string' ? [config.scenarios] : config.scenarios;
  const roleFiles = Object.values(config.roles).flatMap((role) => [
    ...systemFiles(role.system),
    ...(role.template === undefined ? [] : [role.template]),
    ...toolFiles(role.tools),
    ...varFiles(role.vars),
    ...role.depends_on,
  ]);
  const matchers: PathMatcher[] = [
    (f) => f === configPath,
    anyMatcher(config.watch),
    (f) => scenarioSet.has(f),
    (f) => isDefaultsFile(f) && isAboveAny(path.posix.dirname(f), scenarioDirs),
    anyMatcher(scenarioGlobs),
    anyMatcher(roleFiles),
  ];
  return uniqueNormalized(changed).filter((f) => matchers.some((m) => m(f)));
}

/** Whether `dir` is one of `dirs` or a folder above one of them (`.` is the config folder). */
function isAboveAny(dir: string, dirs: ReadonlySet<string>): boolean {
  if (dir === '.') return dirs.size > 0;
  for (const d of dirs) if (d === dir || d.startsWith(`${dir}/`)) return true;
  return false;
}
