/**
 * The one formatter for every pass rate, threshold and share of runs a person reads: the Markdown comment,
 * the console, JUnit, the verdict's reason, the reviewer's payload, the drift texts, `context-eval
 * history` and the dashboard (issue 14: "one formatter per quantity"). Pure.
 *
 * It lives here, outside src/report, because the verdict's reason is written in src/stats, and the pure
 * core (src/stats) does not import the renderers; src/report/format.ts re-exports it.
 *
 * The rule: percent; whole when the fraction is a whole percent; otherwise three significant digits
 * (one decimal from 10%, two below 10%, three below 1%), never rounded up past what the fraction reaches,
 * so a rate just under a threshold or under 100% never reads as reaching it: 2/3 → "66.6%",
 * 0.9996 → "99.9%", 0.0125 → "1.25%".
 */

/** Below this, a difference is floating-point noise (0.7 × 100 = 70.00000000000001). */
const NOISE = 1e-9;

export function formatPercent(fraction: number): string {
  const pct = fraction * 100;
  const whole = Math.round(pct);
  if (Math.abs(pct - whole) < NOISE * Math.max(1, Math.abs(pct))) return `${whole}%`;
  const decimals = Math.max(1, 2 - Math.floor(Math.log10(Math.abs(pct))));
  const scale = 10 ** decimals;
  const floored = Math.floor(pct * scale * (1 + NOISE)) / scale;
  return `${floored.toFixed(decimals).replace(/\.?0+$/, '')}%`;
}
