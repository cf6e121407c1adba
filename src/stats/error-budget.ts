/**
 * The invocation's false-red rate (compare.alpha, 5% by default), split over every test that can turn a
 * pull request red by chance (issue "Green means green"). Pure.
 *
 * A PR goes red on `threshold` when some scenario's threshold test fails, and on `regression` when some
 * comparison flags a drop. Each test gets a share of the one rate (Bonferroni), so the chance that a PR
 * whose scenarios all hold their thresholds and their baselines' rates goes red at all is at most
 * compare.alpha, under any dependence between scenarios and across shards:
 *  - with comparisons in the invocation, half of it is split evenly over the threshold tests and half
 *    over the comparisons;
 *  - without (a plain `run`, a recording run, a PR with no history), all of it goes to the threshold tests.
 */

/** The share of the rate the comparisons take when there are any. */
export const COMPARISON_SHARE = 0.5;

/** One threshold test's share: `alpha` split over `thresholdTests`, halved when comparisons run too. */
export function thresholdAlpha(alpha: number, thresholdTests: number, comparisons: number): number {
  const share = comparisons > 0 ? 1 - COMPARISON_SHARE : 1;
  return (alpha * share) / Math.max(1, thresholdTests);
}
