/** Pure helpers for changed-file lists: reading `--changed-from` files and re-rooting paths. */
import path from 'node:path';
import { normalizeRelPath } from '../affected/paths.js';

/**
 * Paths relative to the repository root → paths relative to the config folder, dropping files outside
 * it. `repoRoot` and `configDir` are absolute and spelled the same way (see `repoRoot()` in git.ts).
 */
export function toConfigRelative(repoRelPaths: string[], repoRoot: string, configDir: string): string[] {
  const rel = path.relative(path.resolve(repoRoot), path.resolve(configDir)).replace(/\\/g, '/');
  if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) return [];
  const prefix = rel === '' ? '' : `${rel}/`;
  const out: string[] = [];
  for (const p of repoRelPaths) {
    const normalized = normalizeRelPath(p);
    if (normalized === '' || normalized === '..' || normalized.startsWith('../')) continue;
    if (prefix === '') out.push(normalized);
    else if (normalized.startsWith(prefix)) out.push(normalized.slice(prefix.length));
  }
  return [...new Set(out)];
}

/**
 * The text of a `--changed-from` file: one path per line; blank lines and lines starting with `#` are
 * skipped; `./` prefixes and backslashes are normalised. Duplicates are dropped, order is kept.
 */
export function readChangedFrom(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const normalized = normalizeRelPath(trimmed);
    if (normalized !== '') out.add(normalized);
  }
  return [...out];
}
