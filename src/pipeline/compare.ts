/**
 * The baseline comparison in the pipeline (issue "History, baselines and drift", §3). Pure.
 *
 * 1. `baselineFor` picks the baseline records (at the PR's merge base, else the last M records on the
 *    base branch at or before it) and pools them per scenario.
 * 2. `comparisonPolicyFor` gives runPipeline its `policyFor`: a scenario with a baseline samples under
 *    the threshold rule first, then one run at a time while the sequential pass-rate test is undecided,
 *    up to compare.max_runs; a scenario without one samples under the threshold rule alone.
 * 3. `attachComparisons` states each run scenario's comparison in the report, and says in the notes
 *    which baseline was used.
 * 4. `regressions` lists the scenarios whose pass rate dropped: the findings of `fail-on: regression`.
 */
import type { ConfigFile } from '../config/schema.js';
import {
  compareWithBaseline,
  passRateTestFor,
  poolBaseline,
  selectBaselineRecords,
  type BaselineSelection,
  type PooledBaseline,
} from '../history/compare.js';
import type { HistoryRecord } from '../history/record.js';
import type { Report, ScenarioComparison, ScenarioResult } from '../report/types.js';
import { thresholdPolicy, type SamplingPolicy } from '../stats/policy.js';
import { comparisonPolicy } from '../stats/sequential-policy.js';

export type CompareConfig = ConfigFile['compare'];

/** What the caller (the action on a pull request) knows about the baseline. */
export interface BaselineRequest {
  /** Every stored record; the ones used are chosen here. */
  records: HistoryRecord[];
  mergeBaseSha: string;
  /** The PR's base branch, e.g. "main" or "refs/heads/main". */
  baseRef: string;
  /** Shas on the base branch at or before the merge base, newest first (the merge base included). */
  ancestorsOfMergeBase: string[];
}

export interface PooledBaselines {
  selection: BaselineSelection;
  /** Scenario name → its runs pooled over the chosen records. */
  byScenario: Map<string, PooledBaseline>;
}

export function baselineFor(records: readonly HistoryRecord[], q: Omit<BaselineRequest, 'records'> & { m: number }): PooledBaselines {
  const selection = selectBaselineRecords(records, {
    mergeBaseSha: q.mergeBaseSha,
    baseRef: q.baseRef,
    ancestorsOfMergeBase: q.ancestorsOfMergeBase,
    m: q.m,
  });
  const byScenario = new Map<string, PooledBaseline>();
  for (const name of new Set(selection.records.flatMap((r) => r.scenarios.map((s) => s.name)))) {
    const pooled = poolBaseline(selection.records, name);
    if (pooled !== undefined) byScenario.set(name, pooled);
  }
  return { selection, byScenario };
}

/** A baseline with evaluated runs; a scenario whose baseline runs all errored has nothing to compare. */
function usable(pooled: PooledBaselines, scenario: string): PooledBaseline | undefined {
  const b = pooled.byScenario.get(scenario);
  return b !== undefined && b.attempted > 0 ? b : undefined;
}

export function comparisonPolicyFor(
  pooled: PooledBaselines,
  cfg: CompareConfig,
): (p: { scenario: { name: string } }) => SamplingPolicy {
  return (p) => {
    const baseline = usable(pooled, p.scenario.name);
    if (baseline === undefined) return thresholdPolicy;
    return comparisonPolicy(thresholdPolicy, passRateTestFor(baseline, cfg), cfg.max_runs);
  };
}

function comparisonOf(s: ScenarioResult, pooled: PooledBaselines, cfg: CompareConfig): ScenarioComparison {
  const baseline = usable(pooled, s.name);
  const c = compareWithBaseline(s, baseline, cfg);
  const out: ScenarioComparison = {
    state: c.passRate.state,
    runs: c.passRate.runs,
    behaviourShifts: c.behaviourShifts.map((b) => ({ feature: b.feature, from: b.from, to: b.to })),
    contextUnchanged: c.contextUnchanged,
    note: c.note,
  };
  if (baseline !== undefined) {
    out.baseline = {
      passes: baseline.passes,
      attempted: baseline.attempted,
      records: baseline.records,
      rate: baseline.passes / baseline.attempted,
    };
  }
  if (c.passRate.minDetectableDrop !== undefined) out.minDetectableDrop = c.passRate.minDetectableDrop;
  if (c.tokensRatio !== undefined) out.tokensRatio = c.tokensRatio;
  if (c.latencyRatio !== undefined) out.latencyRatio = c.latencyRatio;
  return out;
}

/**
 * The report with a `comparison` on every scenario that ran (skipped ones measured nothing), a note on
 * the baseline used, and, where the comparison sampled past the planned N, a word on it in the reason.
 */
export function attachComparisons(report: Report, pooled: PooledBaselines, cfg: CompareConfig): Report {
  const scenarios = report.scenarios.map((s): ScenarioResult => {
    if (s.verdict === 'skipped') return s;
    const comparison = comparisonOf(s, pooled, cfg);
    const extra = s.runs.length - s.planned;
    const reason =
      extra > 0
        ? `${s.reason} (${extra} run(s) past the planned ${s.planned} for the baseline comparison, up to compare.max_runs ${cfg.max_runs})`
        : s.reason;
    return { ...s, reason, comparison };
  });
  const ran = scenarios.filter((s) => s.comparison !== undefined);
  const without = ran.filter((s) => s.comparison?.state === 'no-baseline').length;
  const notes = [...report.notes, pooled.selection.note];
  if (pooled.selection.records.length > 0 && without > 0) {
    notes.push(`${without} scenario(s) had no history in the baseline: judged by their threshold alone`);
  }
  return { ...report, scenarios, notes };
}

/** The scenarios whose pass rate dropped against the baseline: the findings of `fail-on: regression`. */
export function regressions(report: Report): ScenarioResult[] {
  return report.scenarios.filter((s) => s.comparison?.state === 'drop');
}

/** How a recording run (push, schedule) samples a scenario: today, exactly as any run (early stopping, planned N). */
export function baselineRecordPolicy(_cfg: CompareConfig): { policy: SamplingPolicy; planned: number } {
  return { policy: thresholdPolicy, planned: 0 };
}
