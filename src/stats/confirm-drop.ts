/**
 * A drop found against history, confirmed against the merge base measured in this same run (issue 31
 * item 2). Pure.
 *
 * The history comparison's null carries a day effect (src/stats/null-prior.ts): the PR's day may be a bad
 * one, by about as much as the baseline's days varied. What it cannot carry is a day worse than the
 * history can show: a heavy-tailed day effect (a t₃ is not told from a normal by 20 days of history:
 * sim/day-shape.ts) or a spread that one scenario's three days under-read. On such a day a PR that changed
 * nothing reads as a drop. Measured in the same run, the merge base's own context shares the day's effect
 * whatever its shape or size, so it tells the day from the change: the drop stands only when the PR's runs
 * are also below the base arm's, by the same sequential design the rerun comparison uses (no day effect:
 * both arms are of one day), at the one-sided level CONFIRM_ALPHA.
 *
 * Why a level this loose: the confirmation is not the gate's error control (the history comparison's
 * family α is, and a drop needs both); it only asks whether the base did better today. It can only cost
 * power, and a strict level or a small base arm would cost the power the history gives: computed exactly
 * (`npx tsx sim/g1-confirmed.ts`, G3's 0.9 → 0.6 among 20, flagged 59.10% by the history alone), 0.2 with
 * 60 runs keeps 59.08%; docs/statistics.md § 2.7 has the table, and what the t₃ and logit rows keep.
 */
import type { ScenarioResult } from '../report/types.js';
import { decideComparison, type CompareSettings, type ComparisonDecision, type PooledBaseline } from './compare-baseline.js';
import { COMPARISON_SHARE } from './error-budget.js';

/** The one-sided level at which the same-day comparison must also show the drop. */
export const CONFIRM_ALPHA = 0.2;

/**
 * The base arm's runs: compare.rerun_runs, and at least this many. The arm's binomial noise is what a true
 * drop can lose to; exactly (sim/g1-confirmed.ts, G3's 0.9 → 0.6 among 20, flagged 59.10% by the history
 * alone) it stays red in 58.29% with 25 runs, 58.97% with 40, 59.08% with 60. Only a scenario that dropped
 * against history pays them.
 */
export const CONFIRM_RUNS = 60;

/** How many runs of the merge base confirm a drop against history under these settings. */
export function confirmRuns(cfg: Pick<CompareSettings, 'rerun_runs'>): number {
  return Math.max(cfg.rerun_runs, CONFIRM_RUNS);
}

/**
 * The same-day comparison of the PR's runs with the base arm (`arm.sameRun`): the PR's runs as they are
 * (the history design stopped at its drop), read by the rerun design at CONFIRM_ALPHA.
 */
export function confirmDrop(current: ScenarioResult, arm: PooledBaseline, cfg: CompareSettings): { confirmed: boolean; decision: ComparisonDecision } {
  if (arm.sameRun !== true) throw new RangeError('confirmDrop: the base arm must be measured in this run (sameRun)');
  // designFor gives a family of one cfg.alpha × COMPARISON_SHARE: this cfg makes that CONFIRM_ALPHA.
  const decision = decideComparison(current, arm, { ...cfg, alpha: CONFIRM_ALPHA / COMPARISON_SHARE }, 1);
  return { confirmed: decision.passRate.state === 'drop', decision };
}
