/** Binomial tail sums. Pure. */

/** P(X ≤ c) for X ~ Binomial(n, p), summed exactly in log space. */
export function binomialCdf(c: number, n: number, p: number): number {
  if (c < 0) return 0;
  if (c >= n) return 1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: at p = 0 the sum below is exactly 1 too (P(X = 0) = 1 and every later term has log p = −∞); no caller passes p < 0
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  let logTerm = n * Math.log(1 - p); // P(X = 0)
  let sum = Math.exp(logTerm);
  for (let k = 1; k <= c; k++) {
    logTerm += Math.log((n - k + 1) / k) + Math.log(p / (1 - p));
    sum += Math.exp(logTerm);
  }
  return Math.min(1, sum);
}
