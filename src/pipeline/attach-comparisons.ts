/**
 * The baseline comparison in the pipeline (issue "A gate teams can trust"). Pure.
 *
 * 1. `baselineFor` picks the candidate baseline records (at the PR's merge base, else its nearest
 *    ancestors on the base branch) and pools them per scenario while the scenario's context is unchanged.
 * 2. `familySizeOf` counts the PR's family: the scenarios that run and have a baseline. The per-PR
 *    false-alarm rate compare.alpha is split evenly among them (Bonferroni), so a PR is flagged by
 *    chance at most that often however many scenarios it re-runs (docs/statistics.md).
 * 3. `comparisonPolicyFor` gives runPipeline its `policyFor`: a scenario with a baseline samples under
 *    the threshold rule first, then in batches while its comparison design is undecided, up to
 *    compare.max_runs; a scenario without one samples under the threshold rule alone.
 * 4. `attachComparisons` states each run scenario's comparison in the report (with its detectable
 *    drop), and says in the notes which baseline was used.
 * 5. `regressions` lists the scenarios whose pass rate dropped: the findings of `fail-on: regression`.
 *    Each failing scenario says whether it fails its threshold at the base too (`atBase`, issue 31):
 *    `fail-on: threshold` blocks only the others, `failing-at-base` these (docs/statistics.md §2.6).
 * 6. `baselineRecordPolicy` is how a recording run (push, schedule) samples: compare.baseline_runs runs,
 *    without early stopping, so that the records a PR is later compared with carry evidence.
 */
import { isRecord, poolBaselines, sameSha, selectBaselineRecords, type BaselineSelection, type RecordRef } from '../history/baseline.js';
import { baseThresholdVerdict, compareWithBaseline, daysOf, designFor, type CompareSettings, type PooledBaseline } from '../stats/compare-baseline.js';
import { formatPercent } from '../format/percent.js';
import { suiteSpread } from '../stats/day-effect.js';
import { failsBeyondTheDay } from '../stats/threshold-day.js';
import { countOf } from '../report/vocabulary.js';
import type { HistoryRecord } from '../history/record.js';
import type { AtBase, Report, ScenarioComparison, ScenarioResult } from '../report/types.js';
import { fixedPolicy, type SamplingPolicy } from '../stats/policy.js';
import { COUNT_RULE, recordingPolicy, samplingPolicy, type ThresholdRule } from '../stats/threshold-rule.js';
import { overallVerdict } from '../runner/result.js';
import type { RerunOutcome } from './rerun.js';
import type { BaseArmResult } from './base-arm.js';
import { confirmDrop } from '../stats/confirm-drop.js';


/** What the caller (the action on a pull request, `run --compare`) knows about the baseline. */
export interface BaselineRequest {
  /** The stored records to choose from; the ones used are chosen here. */
  records: HistoryRecord[];
  mergeBaseSha: string;
  /** The PR's base branch, e.g. "main" or "refs/heads/main". */
  baseRef: string;
  /** Shas on the base branch at or before the merge base, newest first (the merge base included). */
  ancestorsOfMergeBase: string[];
  /** `records` are exactly those the first run of this head pooled (pinnedBaseline): a re-run repeats its comparison. */
  pinned?: boolean;
}

export interface PooledBaselines {
  selection: BaselineSelection;
  /** Scenario name → its runs pooled over the chosen records. */
  byScenario: Map<string, PooledBaseline>;
  /** The records some scenario pooled, best first, and the merge base they were chosen for (history only). */
  used?: { mergeBase: string; records: RecordRef[]; pinned: boolean };
}

/** The family: how many scenarios are compared in this PR (all shards together). */
export interface FamilyOptions {
  familySize: number;
}

export function baselineFor(
  records: readonly HistoryRecord[],
  q: Omit<BaselineRequest, 'records'> & { m: number; maxAgeDays?: number },
): PooledBaselines {
  const selection = selectBaselineRecords(records, { mergeBaseSha: q.mergeBaseSha, baseRef: q.baseRef, ancestorsOfMergeBase: q.ancestorsOfMergeBase });
  const limits = { maxRecords: q.m, maxAgeDays: q.maxAgeDays ?? Number.POSITIVE_INFINITY };
  const byScenario = poolBaselines(selection.records, limits);
  // One day's variance is the suite's: every scenario's days are evidence on it (src/stats/day-effect.ts);
  // records of one day share its effect, so they are pooled into that day first (issue 31 item 2).
  const spread = suiteSpread([...byScenario.values()].map(daysOf));
  for (const b of byScenario.values()) b.suiteSpread = spread;
  const refs = [...byScenario.values()].flatMap((b) => b.from ?? []);
  const used = selection.records.filter((r) => refs.some((ref) => isRecord(r, ref))).map((r) => ({ sha: r.sha, timestamp: r.timestamp }));
  if (used.length === 0) return { selection, byScenario };
  const pinned = q.pinned === true;
  const note = pinned
    ? `${selection.note}; compared with the same ${used.length} baseline record${used.length === 1 ? '' : 's'} as the first run of this commit (named in its comment; newer ones are left out, so that a re-run repeats its verdict)`
    : selection.note;
  return { selection: { ...selection, note }, byScenario, used: { mergeBase: q.mergeBaseSha, records: used, pinned } };
}

/**
 * The baseline a re-run of the same head against the same merge base compares with (issue 31 item 2):
 * exactly the records its first run pooled, named by `pin` (from our own sticky comment), so that a
 * record made since (a nightly run at the merge base) changes nothing and costs no call. Any subset of
 * the candidates that holds every pooled record pools the same (each scenario's newest record and the
 * following ones of its context stay first), so the comparison repeats. `why` when the pin cannot be
 * used: another merge base, or a named record that no longer exists (the normal pool is used then).
 */
export function pinnedBaseline(req: BaselineRequest, pin: { mergeBase: string; records: readonly RecordRef[] }): { baseline: BaselineRequest } | { why: string } {
  if (!sameSha(pin.mergeBase, req.mergeBaseSha)) return { why: `it was compared against the merge base ${pin.mergeBase.slice(0, 7)}, not ${req.mergeBaseSha.slice(0, 7)}` };
  const missing = pin.records.filter((p) => !req.records.some((r) => isRecord(r, p)));
  const first = missing[0];
  if (first !== undefined) {
    return { why: `${missing.length} of the ${pin.records.length} baseline records it used no longer exist${missing.length === 1 ? 's' : ''} (${first.timestamp} at ${first.sha.slice(0, 7)})` };
  }
  return { baseline: { ...req, records: req.records.filter((r) => pin.records.some((p) => isRecord(r, p))), pinned: true } };
}

/** A baseline with evaluated runs; a scenario whose baseline runs all errored has nothing to compare. */
function usable(pooled: PooledBaselines, scenario: string): PooledBaseline | undefined {
  const b = pooled.byScenario.get(scenario);
  return b !== undefined && b.attempted > 0 ? b : undefined;
}

/** The scenarios that run and have a usable baseline. */
export function comparedCount(pooled: PooledBaselines, running: readonly string[]): number {
  return running.filter((name) => usable(pooled, name) !== undefined).length;
}

/** The PR's family: the scenarios that run and have a usable baseline (at least 1). */
export function familySizeOf(pooled: PooledBaselines, running: readonly string[]): number {
  return Math.max(1, comparedCount(pooled, running));
}

/** How one scenario samples, and how a recording run does: the threshold rule's (src/stats/threshold-rule.ts). */
export { recordingPolicy, samplingPolicy };

export function comparisonPolicyFor(
  pooled: PooledBaselines,
  cfg: CompareSettings,
  family: FamilyOptions,
): (p: { scenario: { name: string; runs: number }; rule?: ThresholdRule }) => SamplingPolicy {
  return (p) => {
    const baseline = usable(pooled, p.scenario.name);
    const design = baseline === undefined ? undefined : designFor(baseline, { planned: p.scenario.runs }, cfg, family.familySize);
    return samplingPolicy(p.rule ?? COUNT_RULE, p.scenario.runs, design);
  };
}

/** How a recording run samples each scenario: at least compare.baseline_runs runs, all of them. */
export function baselineRecordPolicy(cfg: CompareSettings): { policy: SamplingPolicy; planned: number } {
  return { policy: fixedPolicy, planned: cfg.baseline_runs };
}

/**
 * A scenario whose base arm cannot be measured because the base's provider is not in this config: it
 * fails closed. Its verdict is error (a failure stays a failure) and its reason and comparison say why
 * and what to do: judged by its threshold alone, a renamed provider hid a regression.
 */
function failedClosed(s: ScenarioResult, why: string): ScenarioResult {
  const said = `could not be compared with the base: ${why}`;
  const comparison: ScenarioComparison = { state: 'no-baseline', source: 'rerun', runs: s.attempted, behaviourShifts: [], contextUnchanged: false, note: said };
  // An undecided scenario that fails closed is an error (fail-on `error`), not undecided (issue 30 row 2).
  const { state: _undecided, ...rest } = s;
  return { ...rest, verdict: s.verdict === 'fail' ? 'fail' : 'error', reason: `${s.reason}; error: ${said}`, comparison };
}

/** A scenario sorted against the merge base but not compared: same context, new, or the base could not be measured. */
function notCompared(s: ScenarioResult, rerun: Exclude<RerunOutcome, { kind: 'arm' | 'missing-provider' }>): ScenarioComparison {
  const note =
    rerun.kind === 'same-context'
      ? 'context unchanged from the base: both arms would sample the same distribution in this run, so nothing is compared; judged by its threshold'
      : rerun.kind === 'new'
        ? 'not in the suite at the merge base (a new scenario): judged by its threshold alone'
        : `not compared with the base (${rerun.why}): judged by its threshold alone`;
  return { state: rerun.kind === 'same-context' ? 'same-context' : 'no-baseline', source: 'rerun', runs: s.attempted, behaviourShifts: [], contextUnchanged: rerun.kind === 'same-context', note };
}

/**
 * A drop against history, checked against the merge base measured in this run (src/stats/confirm-drop.ts;
 * compare.base: auto): `arm`, its base arm (and as a same-run baseline); `unmeasured`, why it could not be
 * measured (the drop against history then stands, and its note says so).
 */
export type Confirmation = { kind: 'arm'; arm: BaseArmResult; baseline: PooledBaseline } | { kind: 'unmeasured'; why: string };

/**
 * A history drop, confirmed or not by the base measured in this run (issue 31 item 2). Not confirmed, it
 * is undecided and, as every undecided comparison (DESIGN §4), carries the drop it could have caught: a
 * drop stands only when both comparisons flag it, so the PR's rate must be at or below both designs'
 * 80% rates (the lower of the two: P(both) ≤ either, so the drop stated is the least it takes).
 */
function confirmed(s: ScenarioResult, out: ScenarioComparison, confirm: Confirmation, history: { baseline: PooledBaseline; cfg: CompareSettings; familySize: number }): ScenarioComparison {
  if (confirm.kind === 'unmeasured') return { ...out, note: `${out.note}; not confirmed against the merge base measured in this run (${confirm.why}): the drop against history stands` };
  const { arm } = confirm;
  // An arm cut short (errors, an exhausted budget) is not evidence that the base did as poorly: the drop stands.
  if (arm.errors > 0) return { ...out, note: `${out.note}; not confirmed against the merge base measured in this run (${arm.errors} of its ${arm.attempted + arm.errors} runs errored): the drop against history stands` };
  const check = confirmDrop(s, confirm.baseline, history.cfg);
  const confirmation = { passes: arm.passes, runs: arm.attempted, calls: arm.calls, errors: arm.errors, confirmed: check.confirmed };
  const base = `the merge base's context, measured in this run, passed ${countOf(arm.passes, arm.attempted)}, this pull request ${countOf(s.passes, s.attempted)}`;
  if (check.confirmed) return { ...out, confirmation, note: `${out.note}; confirmed: ${base}` };
  const why = `a drop against history, not confirmed: ${base}, no worse by the same-day comparison; the day's effect, not shown to be this change's`;
  const rates = [designFor(history.baseline, { planned: s.planned }, history.cfg, history.familySize).detectableRate(0.8), check.decision.passRate.detectableRate].filter((r) => r !== undefined);
  const baselineRate = history.baseline.passes / history.baseline.attempted;
  const caught = rates.length === 2 ? Math.min(...rates) : undefined;
  return {
    ...out,
    state: 'undecided',
    confirmation,
    inconclusive: why,
    note: `${out.note.replace(/^pass rate dropped/, 'against history, the pass rate dropped')}; ${why}`,
    ...(caught === undefined ? {} : { detectableRate: caught, detectableDrop: Math.max(0, baselineRate - caught) }),
  };
}

function comparisonOf(
  s: ScenarioResult,
  pooled: PooledBaselines,
  cfg: CompareSettings,
  familySize: number,
  rerun?: Exclude<RerunOutcome, { kind: 'missing-provider' }>,
  confirm?: Confirmation,
): ScenarioComparison {
  if (rerun !== undefined && rerun.kind !== 'arm') return notCompared(s, rerun);
  const baseline = usable(pooled, s.name);
  const c = compareWithBaseline(s, baseline, cfg, familySize);
  const out: ScenarioComparison = {
    state: c.passRate.state,
    runs: c.passRate.runs,
    behaviourShifts: c.behaviourShifts.map((b) => ({ feature: b.feature, from: b.from, to: b.to })),
    contextUnchanged: c.contextUnchanged,
    note: c.note,
  };
  if (baseline !== undefined) out.source = baseline.sameRun === true ? 'rerun' : 'history';
  if (rerun?.kind === 'arm') out.baseArm = { passes: rerun.arm.passes, runs: rerun.arm.attempted, calls: rerun.arm.calls, errors: rerun.arm.errors };
  if (baseline !== undefined) {
    out.baseline = { passes: baseline.passes, attempted: baseline.attempted, records: baseline.records, rate: baseline.passes / baseline.attempted };
  }
  if (c.passRate.detectableDrop !== undefined) out.detectableDrop = c.passRate.detectableDrop;
  if (c.passRate.detectableRate !== undefined) out.detectableRate = c.passRate.detectableRate;
  if (c.passRate.inconclusive !== undefined) out.inconclusive = c.passRate.inconclusive;
  if (c.passRate.family !== undefined) out.family = c.passRate.family;
  if (c.passRate.dayEffect !== undefined) out.dayToDaySd = { value: c.passRate.dayEffect.sd, source: c.passRate.dayEffect.source };
  if (c.tokensRatio !== undefined) out.tokensRatio = c.tokensRatio;
  if (c.latencyRatio !== undefined) out.latencyRatio = c.latencyRatio;
  return out.state === 'drop' && baseline !== undefined && baseline.sameRun !== true && confirm !== undefined ? confirmed(s, out, confirm, { baseline, cfg, familySize }) : out;
}

/**
 * The report with a `comparison` on every scenario that ran (skipped ones measured nothing), a note on
 * the baseline and the family, `summary.regressions`, and, where the comparison sampled past the
 * planned N, a word on it in the reason.
 */
export function attachComparisons(
  report: Report,
  pooled: PooledBaselines,
  cfg: CompareSettings,
  family: FamilyOptions,
  reruns?: ReadonlyMap<string, RerunOutcome>,
  confirmations?: ReadonlyMap<string, Confirmation>,
): Report {
  const scenarios = report.scenarios.map((s): ScenarioResult => {
    if (s.verdict === 'skipped') return s;
    const rerun = reruns?.get(s.name);
    if (rerun?.kind === 'missing-provider') return failedClosed(s, rerun.why);
    const comparison = comparisonOf(s, pooled, cfg, family.familySize, rerun, confirmations?.get(s.name));
    const extra = s.runs.length - s.planned;
    const reason = extra > 0 ? `${s.reason} (${extra} more run${extra === 1 ? '' : 's'} than the planned ${s.planned}, to compare with the baseline; at most ${cfg.max_runs})` : s.reason;
    if (s.verdict !== 'fail') return { ...s, reason, comparison };
    const atBase = atBaseOf(s, comparison, usable(pooled, s.name));
    return withinTheDay(s, comparison, atBase) ?? { ...s, reason, comparison, atBase };
  });
  const ran = scenarios.filter((s) => s.comparison !== undefined);
  // Stryker disable next-line OptionalChaining: `ran` holds only scenarios with a comparison; the ?. is for the type checker
  const without = ran.filter((s) => s.comparison?.state === 'no-baseline' || s.comparison?.state === 'same-context').length;
  const notes = [...report.notes, pooled.selection.note];
  const compared = ran.length - without;
  if (compared > 0) {
    notes.push(
      `${compared} scenario${compared === 1 ? '' : 's'} compared with the baseline; the chance that a pull request changing no pass rate is flagged is at most ${formatPercent(cfg.alpha)} over all of them together`,
    );
  }
  const newOnes = ran.filter((s) => s.comparison?.state === 'no-baseline' && s.comparison.source !== 'rerun').length;
  if (pooled.selection.records.length > 0 && newOnes > 0) {
    notes.push(`${newOnes} scenario${newOnes === 1 ? '' : 's'} had no history in the baseline: judged by their threshold alone`);
  }
  const regressed = scenarios.filter((s) => s.comparison?.state === 'drop').length;
  const atBase = (state: AtBase) => scenarios.filter((s) => s.verdict === 'fail' && s.atBase === state);
  const failingAtBase = atBase('failing');
  if (failingAtBase.length > 0) {
    const names = failingAtBase.map((s) => s.name).join(', ');
    notes.push(`${failingAtBase.length} failing scenario${failingAtBase.length === 1 ? ' fails' : 's fail'} at the base too (not this change's doing): ${names}`);
  }
  // A comparison that failed closed turned a verdict into error: the counts and the verdict follow.
  const count = (v: ScenarioResult['verdict']) => scenarios.filter((s) => s.verdict === v).length;
  const { undecided: _stale, ...before } = report.summary;
  const undecided = scenarios.filter((s) => s.state === 'undecided').length;
  const summary = {
    ...before,
    ...(undecided === 0 ? {} : { undecided }),
    passed: count('pass'),
    failed: count('fail'),
    errored: count('error'),
    regressions: regressed,
    failingAtBase: failingAtBase.length,
    newlyFailing: atBase('passing').length,
  };
  // The records pooled, for the comment to pin (issue 31 item 2).
  const u = pooled.used;
  const baselineRecords = u === undefined ? undefined : { mergeBase: u.mergeBase, records: u.records, ...(u.pinned ? { pinned: true } : {}) };
  return { ...report, verdict: overallVerdict(scenarios), scenarios, notes, summary, ...(baselineRecords === undefined ? {} : { baselineRecords }) };
}

/**
 * A failing scenario at the base (issue 31 item 1): `failing` when the base's runs show it below its
 * threshold (baseThresholdVerdict), or when its context is the base's (same-context: this run measured
 * the base); `passing` when the base's runs do not show that; `unknown` with no usable baseline (new,
 * no history, the base could not be measured).
 */
function atBaseOf(s: ScenarioResult, c: ScenarioComparison, baseline: PooledBaseline | undefined): AtBase {
  if (c.state === 'same-context') return 'failing';
  if (c.state === 'no-baseline' || baseline === undefined) return 'unknown';
  return baseThresholdVerdict(baseline, s);
}

/**
 * Issue 31 item 2: a plain threshold failure of a scenario that held its threshold at the base, judged
 * again with the day effect in the null (src/stats/threshold-day.ts). When the day's luck explains it,
 * the scenario is undecided (shown neither above nor below its threshold), and the reason names the day
 * sd assumed and where it came from; otherwise undefined (the failure stands). Only a test's failure, on
 * a base from history (a base arm shares this run's day), with no own rule failed and no drop decided.
 */
function withinTheDay(s: ScenarioResult, c: ScenarioComparison, atBase: AtBase): ScenarioResult | undefined {
  const sd = c.dayToDaySd;
  if (atBase !== 'passing' || sd === undefined || c.source !== 'history' || s.rule?.kind !== 'test' || s.rule.alpha === undefined) return undefined;
  // A failed own rule, or a drop the comparison decided, is this change's: not the day's.
  if ((s.gates ?? []).some((g) => g.verdict === 'fail') || c.state === 'drop') return undefined;
  if (failsBeyondTheDay(s.passes, s.attempted, s.threshold, s.rule.alpha, sd.value).fails) return undefined;
  const from = sd.source === 'configured' ? 'compare.day_to_day_sd, configured' : 'estimated from the history: the baseline days of this scenario and of the suite';
  const reason = `undecided: ${countOf(s.passes, s.attempted)} passed on this run's day, below its threshold ${formatPercent(s.threshold)}, but a day-to-day sd of ${Number(sd.value.toFixed(3))} (${from}) explains that for a scenario that held its threshold at the base; not failed`;
  return { ...s, verdict: 'error', state: 'undecided', reason, comparison: c };
}

/** The scenarios whose pass rate dropped against the baseline: the findings of `fail-on: regression`. */
export function regressions(report: Report): ScenarioResult[] {
  return report.scenarios.filter((s) => s.comparison?.state === 'drop');
}
