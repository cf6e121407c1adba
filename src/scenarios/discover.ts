/** Which files are scenarios, and which `_defaults.yaml` files apply to each (DESIGN §3). Pure. */
import path from 'node:path';
import picomatch from 'picomatch';
import { ConfigError } from '../config/types.js';

const SKIPPED_SEGMENTS = new Set(['node_modules', '.git']);
export const DEFAULTS_NAMES = ['_defaults.yaml', '_defaults.yml'] as const;

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The scenario files among `files` (relative to the config folder, forward slashes): those matching the
 * glob(s), outside node_modules and .git, whose name does not start with `_`; sorted by path.
 */
export function selectScenarioFiles(files: readonly string[], globs: string | readonly string[]): string[] {
  const isMatch = picomatch(typeof globs === 'string' ? [globs] : [...globs]);
  return files
    .filter((file) => !file.split('/').some((segment) => SKIPPED_SEGMENTS.has(segment)))
    .filter((file) => !path.posix.basename(file).startsWith('_'))
    .filter((file) => isMatch(file))
    .sort(byCodeUnit);
}

/**
 * The `_defaults.yaml` (or `.yml`) files that apply to `scenarioFile`, farthest first: one per folder
 * from the config folder down to the scenario's own folder. Two in one folder is an error.
 */
export function defaultsFilesFor(scenarioFile: string, files: ReadonlySet<string>, display: (rel: string) => string): string[] {
  const folders = path.posix.dirname(scenarioFile).split('/').filter((s) => s !== '.' && s !== '');
  const out: string[] = [];
  for (let depth = 0; depth <= folders.length; depth++) {
    const folder = folders.slice(0, depth).join('/');
    const present = DEFAULTS_NAMES.map((name) => (folder === '' ? name : `${folder}/${name}`)).filter((f) => files.has(f));
    if (present.length > 1) {
      throw new ConfigError(`two defaults files in one folder: ${present.map(display).join(' and ')}; keep one`, { file: display(present[0] ?? '') });
    }
    if (present[0] !== undefined) out.push(present[0]);
  }
  return out;
}
