/**
 * Relative paths and glob matching shared by the affected-scenario selection. Pure.
 *
 * Every path here is relative to the config folder and uses forward slashes, like `Scenario.dependsOn`.
 */
import path from 'node:path';
import picomatch from 'picomatch';

/** `./a\\b.md` → `a/b.md`: forward slashes, no leading `./`, no doubled or trailing slashes. */
export function normalizeRelPath(p: string): string {
  let out = p.trim().replace(/\\/g, '/');
  while (out.startsWith('./')) out = out.slice(2);
  if (out === '' || out === '.') return '';
  out = path.posix.normalize(out);
  if (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1);
  return out === '.' ? '' : out;
}

/** Whether a pattern has glob syntax (`*`, `?`, `[…]`, `{…}`, `!(…)`). */
export function isGlob(pattern: string): boolean {
  return picomatch.scan(pattern).isGlob;
}

export type PathMatcher = (relPath: string) => boolean;

/**
 * A matcher for a path or glob (picomatch, `dot: true`). A plain path also matches itself literally, so
 * a file named `notes[1].md` is found whether or not its brackets read as a glob.
 */
export function pathMatcher(pattern: string): PathMatcher {
  const normalized = normalizeRelPath(pattern);
  if (normalized === '') return () => false;
  const glob = picomatch(normalized, { dot: true });
  return (relPath) => relPath === normalized || glob(relPath);
}

/** A matcher true when any of the patterns matches. */
export function anyMatcher(patterns: readonly string[]): PathMatcher {
  const matchers = patterns.map(pathMatcher);
  return (relPath) => matchers.some((m) => m(relPath));
}

/** The system files of a role, whether written as one path or a list. */
export function systemFiles(system: string | readonly string[]): string[] {
  return typeof system === 'string' ? [system] : [...system];
}

/** The files a role's `{ file: }` vars inline. */
export function varFiles(vars: Readonly<Record<string, string | { file: string }>>): string[] {
  return Object.values(vars).flatMap((v) => (typeof v === 'string' ? [] : [v.file]));
}

/** `_defaults.yaml` or `_defaults.yml`, in any folder. */
export function isDefaultsFile(relPath: string): boolean {
  const base = path.posix.basename(relPath);
  return base === '_defaults.yaml' || base === '_defaults.yml';
}

/** `['a', 'b', 'c']` → `a, b and c`. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The tools files of a role (`roles.*.tools`), whether written as one path or a list; none when unset. */
export function toolFiles(tools: string | readonly string[] | undefined): string[] {
  return tools === undefined ? [] : typeof tools === 'string' ? [tools] : [...tools];
}
