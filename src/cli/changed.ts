/** The changed-file list for `run`: from --changed, --changed-from or --base, relative to the config folder. */
import path from 'node:path';
import { changedFiles, readChangedFrom, repoRoot, toConfigRelative } from '../git/git.js';
import { stringOption, listOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';

export interface Changed {
  files?: string[];
  source?: string;
}

function relativeTo(dir: string, cwd: string, files: string[]): string[] {
  return files
    .map((f) => path.relative(dir, path.resolve(cwd, f)).split(path.sep).join('/'))
    .filter((f) => f !== '' && !f.startsWith('../'));
}

export async function resolveChanged(values: Parsed['values'], io: CliIO, configDir: string): Promise<Changed> {
  const given = ['changed', 'changed-from', 'base'].filter((k) => values[k] !== undefined);
  if (given.length > 1) throw new UsageError(`give only one of --changed, --changed-from and --base; got ${given.map((g) => `--${g}`).join(' and ')}`);
  const listed = listOption(values, 'changed');
  if (listed !== undefined) {
    if (listed.length === 0) throw new UsageError('--changed needs at least one file');
    return { files: relativeTo(configDir, io.cwd, listed), source: '--changed' };
  }
  const from = stringOption(values, 'changed-from');
  if (from !== undefined) {
    let text: string;
    try {
      text = await io.readText(path.resolve(io.cwd, from));
    } catch {
      throw new UsageError(`--changed-from ${from}: cannot read that file; give a file with one changed path per line`);
    }
    return { files: relativeTo(configDir, io.cwd, readChangedFrom(text)), source: `--changed-from ${from}` };
  }
  const base = stringOption(values, 'base');
  if (base !== undefined) {
    const root = await repoRoot(io.cwd);
    const files = await changedFiles(base, io.cwd);
    return { files: toConfigRelative(files, root, configDir), source: `git diff against the merge base with ${base}` };
  }
  return {};
}
