/**
 * `--only` / the action's `only` input: restrict the suite to scenarios named exactly or matched by a
 * glob (picomatch). Pure.
 */
import picomatch from 'picomatch';

export interface OnlyResult {
  /** The selected scenario names (all of them when `only` is absent or empty). */
  selected: Set<string>;
  /** `only` entries that match no scenario name, as written (trimmed). */
  unmatched: string[];
}

export function filterOnly(names: string[], only: string[] | undefined): OnlyResult {
  const entries = (only ?? []).map((e) => e.trim()).filter((e) => e !== '');
  if (entries.length === 0) return { selected: new Set(names), unmatched: [] };

  const selected = new Set<string>();
  const unmatched: string[] = [];
  for (const entry of entries) {
    const glob = picomatch(entry, { dot: true });
    const hits = names.filter((name) => name === entry || glob(name));
    if (hits.length === 0 && !unmatched.includes(entry)) unmatched.push(entry);
    for (const name of hits) selected.add(name);
  }
  // Keep suite order, whatever the order of the entries.
  return { selected: new Set(names.filter((n) => selected.has(n))), unmatched };
}
