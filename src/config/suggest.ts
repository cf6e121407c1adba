/** "Did you mean …?" suggestions: the nearest valid name by edit distance. Pure. */

/** Levenshtein distance (insertions, deletions, substitutions), with adjacent transpositions counted as one. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The candidate nearest to `input`, or undefined when none is close enough to be a plausible typo
 * (distance at most 40% of the longer name, at least 1; or one name is a prefix of the other, which is
 * preferred over a mere distance).
 */
export function nearest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: { name: string; distance: number; prefix: boolean } | undefined;
  for (const name of candidates) {
    const hay = name.toLowerCase();
    const distance = editDistance(needle, hay);
    const limit = Math.max(1, Math.floor(Math.max(needle.length, hay.length) * 0.4));
    const prefix = needle.length >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
    if (distance > limit && !prefix) continue;
    // A name the input begins (or that begins the input) before a nearer one: max_laten → max_latency_ms, not max_tokens.
    const better = !best || (prefix && !best.prefix) || (prefix === best.prefix && distance < best.distance);
    if (better) best = { name, distance, prefix };
  }
  return best?.name;
}

/** "; did you mean 'x'?" or the empty string. */
export function didYouMean(input: string, candidates: readonly string[]): string {
  const match = nearest(input, candidates);
  return match === undefined ? '' : `; did you mean '${match}'?`;
}

/** Candidates as a readable list: "a, b, c". */
export function listNames(candidates: readonly string[]): string {
  return candidates.length === 0 ? '(none)' : candidates.join(', ');
}
