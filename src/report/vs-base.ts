/**
 * The "vs base" text of a scenario: its comparison with the baseline from history, in one line. Pure.
 * Plain text; the Markdown renderer escapes it.
 *
 *   pass 0.93→0.60 ▼ drop (SPRT, 9 runs) · tokens +12% · latency −3%
 *   pass 0.93→0.88 no drop (SPRT, 6 runs) · context unchanged
 *   pass 0.93→0.81 no significant change (min detectable drop 0.35 at 16 runs)
 *   no history: judged by threshold alone
 */
import type { ScenarioComparison, ScenarioResult } from './types.js';

function rate(x: number): string {
  return x.toFixed(2);
}

/** A ratio as a signed change: 1.12 → "+12%", 0.97 → "−3%", 1.001 → "±0%". */
export function formatRatioChange(ratio: number): string {
  const pct = Math.round((ratio - 1) * 100);
  if (pct === 0) return '±0%';
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

function runs(n: number): string {
  return `${n} run${n === 1 ? '' : 's'}`;
}

function showValue(v: boolean | string | null): string {
  return v === null ? 'none' : String(v);
}

/** The outcome of the pass-rate test, e.g. "▼ drop (SPRT, 9 runs)". */
export function passRateOutcome(c: ScenarioComparison): string {
  switch (c.state) {
    case 'drop':
      return `▼ drop (SPRT, ${runs(c.runs)})`;
    case 'no-drop':
      return `no drop (SPRT, ${runs(c.runs)})`;
    case 'undecided':
      return c.minDetectableDrop === undefined
        ? `no significant change (${runs(c.runs)}: too few to detect any drop)`
        : `no significant change (min detectable drop ${rate(c.minDetectableDrop)} at ${runs(c.runs)})`;
    case 'no-baseline':
      return 'no history: judged by threshold alone';
  }
}

/** The whole "vs base" line of a scenario; "—" when it has no comparison (not run, or no baseline given). */
export function formatVsBase(s: Pick<ScenarioResult, 'passes' | 'attempted' | 'comparison'>): string {
  const c = s.comparison;
  if (c === undefined) return '—';
  if (c.state === 'no-baseline' || c.baseline === undefined) return passRateOutcome(c);
  const now = s.attempted > 0 ? rate(s.passes / s.attempted) : '–';
  const parts = [`pass ${rate(c.baseline.rate)}→${now} ${passRateOutcome(c)}`];
  if (c.tokensRatio !== undefined) parts.push(`tokens ${formatRatioChange(c.tokensRatio)}`);
  if (c.latencyRatio !== undefined) parts.push(`latency ${formatRatioChange(c.latencyRatio)}`);
  for (const shift of c.behaviourShifts) parts.push(`${shift.feature} ${showValue(shift.from)}→${showValue(shift.to)}`);
  if (c.contextUnchanged) parts.push('context unchanged');
  return parts.join(' · ');
}

/** True when at least one scenario carries a comparison: only then does a rendering show "vs base". */
export function hasComparisons(scenarios: readonly Pick<ScenarioResult, 'comparison'>[]): boolean {
  return scenarios.some((s) => s.comparison !== undefined);
}
