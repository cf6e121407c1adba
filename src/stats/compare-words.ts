/**
 * The comparison with a baseline in words (issue 31 item 4): what `decideComparison`
 * (./compare-baseline.ts) decided, as the note a report states and the reason an undecided comparison
 * gives. Nothing here decides: every state and number comes from the decision. Pure.
 */
import { formatPercent } from '../format/percent.js';
import { showFeature } from './summary.js';
import type { CompareSettings, ComparisonDecision, PooledBaseline } from './compare-baseline.js';

/** The note of a scenario with no usable baseline. */
export const NO_BASELINE_NOTE = 'no history for this scenario: judged by its threshold alone';

const runsWord = (n: number) => `${n} run${n === 1 ? '' : 's'}`;

/**
 * Why a design could not reach its power target, in the reader's terms (the detectable rate is stated
 * beside it); undefined on a drop, and when the design reaches compare.delta.
 */
export function inconclusiveWords(d: ComparisonDecision, baseline: PooledBaseline, cfg: CompareSettings, familySize: number): string | undefined {
  if (d.passRate.state === 'drop' || d.resolves) return undefined;
  const evidence =
    baseline.sameRun === true
      ? `the base arm holds ${runsWord(baseline.attempted)}, measured in this run`
      : `the baseline holds ${runsWord(baseline.attempted)} in ${baseline.records} record${baseline.records === 1 ? '' : 's'}`;
  const family = familySize > 1 ? `, shared among ${familySize} compared scenarios` : '';
  const reach = d.passRate.detectableRate === undefined ? 'no drop at all would be caught 80% of the time' : `a drop of ${Math.round(cfg.delta * 100)} points would be caught less than 80% of the time`;
  return `${evidence}${family}: ${reach} (more evidence: ${baseline.sameRun === true ? 'compare.rerun_runs' : 'compare.baseline_runs'}, compare.max_runs)`;
}

/** The pass rate's verdict in words, `why` its inconclusive reason (inconclusiveWords). */
function verdictWords(d: ComparisonDecision, cfg: CompareSettings, why: string | undefined): string {
  const { state, detectableRate, detectableDrop } = d.passRate;
  if (state === 'drop') return `pass rate dropped (false-red rate ${formatPercent(cfg.alpha)} per pull request, shared among its tests)`;
  if (state === 'no-drop') {
    const drop = `${Math.round((detectableDrop ?? 0) * 100)} points`;
    const against = why === undefined ? '' : ` (compare.delta is ${Math.round(cfg.delta * 100)} points: finer than this comparison resolves; ${why})`;
    return `no drop of ${drop} or more (such a drop, to ${formatPercent(Math.max(0, detectableRate ?? 0))}, is caught 80% of the time)${against}`;
  }
  const how = d.errored ? 'no decision (errored runs)' : 'no decision (sampling stopped early)';
  const caught = detectableRate === undefined ? 'no drop could have been caught 80% of the time' : `could have caught a drop to ${formatPercent(Math.max(0, detectableRate))} or worse`;
  // What the design can never resolve is said first; otherwise why it stopped before deciding.
  return why !== undefined && !d.resolvable ? `inconclusive: ${why}; ${caught}` : `${how}; ${caught}`;
}

/** The comparison's note: the verdict, the counts it stands on, the ratios, the shifts, the context and the day effect. */
export function comparisonNote(d: ComparisonDecision, baseline: PooledBaseline, cfg: CompareSettings, why: string | undefined): string {
  const baselineRate = baseline.passes / baseline.attempted;
  const over = baseline.sameRun === true ? "for the merge base's context, measured in this run" : `over ${baseline.records} baseline record${baseline.records === 1 ? '' : 's'}`;
  const base = `${d.seenPasses} of ${d.seen} passed vs ${baseline.passes} of ${baseline.attempted} (${formatPercent(baselineRate)}) ${over}`;
  const parts = [`${verdictWords(d, cfg, why)}: ${base}`];
  if (d.tokensRatio !== undefined) parts.push(`tokens ×${d.tokensRatio.toFixed(2)} of the baseline median`);
  if (d.latencyRatio !== undefined) parts.push(`latency ×${d.latencyRatio.toFixed(2)}`);
  for (const s of d.shifts) parts.push(`behaviour shift: ${s.feature} ${showFeature(s.from)} → ${showFeature(s.to)}`);
  if (baseline.sameRun !== true) parts.push(d.contextUnchanged ? 'context unchanged since the baseline' : 'context changed since the baseline');
  if (d.dayEffect?.source === 'history') parts.push(`day-to-day sd ${d.dayEffect.sd.toFixed(3)}, estimated from ${d.dayEffect.records ?? 0} baseline day${d.dayEffect.records === 1 ? '' : 's'} and the suite's`);
  return parts.join('; ');
}
