/** Small pure summaries shared by the baseline comparison and the drift detectors. */

export function mean(xs: readonly number[]): number | undefined {
  return xs.length === 0 ? undefined : xs.reduce((a, b) => a + b, 0) / xs.length;
}

export function median(xs: readonly number[]): number | undefined {
  if (xs.length === 0) return undefined;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

export type FeatureValue = boolean | string | null;

/** The most frequent value; undefined when there is none or the top count is tied. */
export function mode<T extends FeatureValue>(xs: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  // Stryker disable next-line BooleanLiteral: the first value always sets it (its count beats 0)
  let tied = false;
  for (const [value, n] of counts) {
    if (n > bestCount) {
      best = value;
      bestCount = n;
      tied = false;
    } else if (n === bestCount) {
      tied = true;
    }
  }
  return tied ? undefined : best;
}

/** A feature value as people read it: null (no risk in the output) shows as "none". */
export function showFeature(value: FeatureValue): string {
  return value === null ? 'none' : String(value);
}
