/**
 * `context-eval validate`: the config, every scenario, every prompt and the review criteria, checked
 * without a model call. Every problem is reported at once (up to MAX_SHOWN), each at its file and line.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { checkEveryPrompt } from '../pipeline/prepare.js';
import { requireScenarios } from '../pipeline/pipeline.js';
import { parseCriteria } from '../review/criteria.js';
import { isNotFound } from '../config/io.js';
import { readRepositoryText } from '../security/paths.js';
import { checkStale } from '../stale/check.js';
import { renderStale, SHALLOW_HINT } from '../stale/stale.js';
import type { Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, verboseScenarioLines } from './shared.js';

/** The most problems printed; the count says how many more there were. */
export const MAX_SHOWN = 50;

/** The review criteria file, when set, must parse (a missing file means the built-in checklist). */
async function criteriaProblem(loaded: LoadedConfig, cwd: string): Promise<ConfigError | undefined> {
  const criteria = loaded.config.review.criteria;
  if (criteria === undefined) return undefined;
  const shown = path.relative(cwd, path.resolve(loaded.dir, criteria)).replaceAll('\\', '/') || criteria;
  try {
    parseCriteria(await readRepositoryText(loaded.root, path.resolve(loaded.dir, criteria), shown), shown);
    return undefined;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    if (err instanceof ConfigError) return err;
    return new ConfigError(`review.criteria: ${err instanceof Error ? err.message : String(err)}`, { file: shown });
  }
}

export async function validateCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const problems: ConfigError[] = [];
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env, problems, provenance: values.verbose === true });
  if (problems.length === 0) requireScenarios(loaded);
  const criteria = await criteriaProblem(loaded, io.cwd);
  if (criteria) problems.push(criteria);
  // Rendering every prompt finds template fields missing from a scenario's context (one scenario at a time,
  // so that one missing field does not hide another).
  await checkEveryPrompt(loaded, loaded.scenarios, io.readText, (err) => {
    if (!problems.some((p) => p.message === err.message)) problems.push(err);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_SHOWN).map((p) => `  ${p.message.split(`${io.cwd}/`).join('')}`);
    const more = problems.length > MAX_SHOWN ? `\n  … and ${problems.length - MAX_SHOWN} more` : '';
    io.stderr(`context-eval: ${problems.length} problem${problems.length === 1 ? '' : 's'} found; nothing was sent to a model:\n${shown.join('\n')}${more}\n`);
    return 2;
  }
  if (values.verbose) {
    io.stdout(verboseScenarioLines(loaded, io.cwd));
    io.stdout(await staleReport(loaded, io.now()));
  }
  const files = new Set(loaded.scenarios.map((s) => s.file)).size;
  const roles = Object.keys(loaded.config.roles).length;
  const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  io.stdout(`ok: ${count(loaded.scenarios.length, 'scenario')} in ${count(files, 'file')}, ${count(roles, 'role')}; every prompt renders\n`);
  io.stdout(`scenarios: ${loaded.scenarios.map((s) => s.name).join(', ')}\n`);
  return 0;
}

/** The stale scenarios from git's dates; a note instead when git cannot say (not a checkout, a shallow clone). */
async function staleReport(loaded: LoadedConfig, now: number): Promise<string> {
  const check = await checkStale(loaded, new Date(now));
  if (check.state === 'shallow') return `stale scenarios: ${SHALLOW_HINT.replace(/`/g, "'")}\n\n`;
  if (check.state === 'unknown') return `stale scenarios: not checked (${check.reason})\n\n`;
  return `${renderStale(check.scenarios, check.days)}\n`;
}
