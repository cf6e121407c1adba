/** The report (DESIGN §6). Every MUST key is here; the extra keys are ours. */
import type { StopReason, TrajectoryStep } from '../agent/types.js';
import type { HighStakesPlan } from '../high-stakes/plan.js';
import type { HighStakesScore } from '../high-stakes/score.js';
import type { ToolDiff } from '../manifest/tools.js';

export type Verdict = 'pass' | 'fail' | 'error' | 'skipped';

export interface RunResult {
  /** 0-based run index within its scenario. */
  index: number;
  pass: boolean;
  /** Set when the run could not be evaluated (network, timeout, exec exit, non-JSON output, budget). */
  error?: string;
  tokens: { input: number; output: number };
  latencyMs: number;
  /** One line per failed expectation: what was expected, and what was found. */
  failures: string[];
  /** Categorical output features the expectations read (history and drift use them). */
  features?: { decomposes?: boolean; risk?: string };
  /** The model output, cut to a few KiB for the report. */
  output?: string;
  /** True when the answer came from the response cache: no model call was made for it. */
  cached?: boolean;
  /** What this run's call cost, from its provider's `price`; absent when unpriced or cached. */
  cost?: number;
  /** Model calls this run made (an agent's turns, every stage of a chain); absent: one. */
  steps?: number;
  /** Why the final answer stopped, when the provider said it was not a plain end (`length`: cut at max_tokens). */
  stop?: StopReason;
  /** The run's tool calls (DESIGN §3b), results cut like outputs; absent when it made none. */
  trajectory?: TrajectoryStep[];
  /** How many tool calls the run made (DESIGN §3b `runs[].toolCalls`); absent for a run of a role without tools. */
  toolCalls?: number;
  /** A chain's stages, in order, as far as the chain ran (DESIGN §3b). */
  stages?: StageReport[];
  /**
   * Scenarios with own-rule expectations (DESIGN §3b): whether the expectations the scenario's threshold
   * counts held (its test reads this, not `pass`), and each own-rule expectation's outcome in order.
   */
  mainPass?: boolean;
  gates?: (boolean | null)[];
  /**
   * Each expectation of the scenario's `expect` list, in order (issue 31 item 3): '1' held, '0' broken,
   * '-' not evaluated (a judge skipped once the run had failed). Absent on an errored run.
   */
  held?: string;
}

/** One expectation's pass count over a scenario's runs (issue 31 item 3; src/runner/expectation-counts.ts). */
export interface ExpectationCount {
  kind: string;
  /** Its line in the scenario file. */
  line: number;
  /** Its kind and a short form of its arguments: "contains: [ticket]". */
  label: string;
  /** Runs in which it held. */
  passes: number;
  /** Runs that evaluated it (errored runs and skipped judges are not counted). */
  evaluated: number;
}

/** An own-rule expectation's verdict (DESIGN §3b), beside the scenario's own. */
export interface GateReport {
  /** The kind, as written (e.g. never_calls); a chain stage's after its role ("dev: never_calls"). */
  expectation: string;
  /** The chain stage whose expect holds it (DESIGN §3b): only the runs that reached that stage sample it. */
  stage?: string;
  /** Its line in the scenario file. */
  line: number;
  threshold: number;
  rule: 'test' | 'count';
  /** `skipped`: a stage's rule that no run sampled (the stage ran in none); it neither passes nor fails the scenario. */
  verdict: 'pass' | 'fail' | 'error' | 'skipped';
  /** On an `error` verdict: its test reached its cap without a decision (issue 30 item 2). */
  state?: 'undecided';
  passes: number;
  attempted: number;
  reason: string;
}

/** One stage of a chain run, for the report and `show`. */
export interface StageReport {
  role: string;
  /** The stage's user message as sent: a handoff carries its cut mark. */
  request: string;
  output: string;
  pass: boolean;
  failures: string[];
  decision?: string;
  steps: number;
  tokens: { input: number; output: number };
  trajectory?: TrajectoryStep[];
  error?: string;
}

export interface ScenarioResult {
  name: string;
  file: string;
  /** The line of the scenario in its file, for annotations. */
  line: number;
  role: string;
  verdict: Verdict;
  /**
   * `undecided` (issue 30 item 2): the threshold test reached its cap without a decision, so the scenario
   * could not be evaluated. Its `verdict` is then `error`, inside DESIGN §6's MUST set; `fail-on` counts it
   * under `undecided`, not `error`. Absent otherwise.
   */
  state?: 'undecided';
  /** Issue 30 row 3: the threshold test passed early at these counts, and all the runs (made on for the comparison) no longer show it. */
  passedEarly?: { passes: number; runs: number };
  passes: number;
  /** Runs that were evaluated (passed or failed); errored runs are not attempted. */
  attempted: number;
  errors: number;
  planned: number;
  threshold: number;
  /** Clopper–Pearson exact 95% interval of the pass rate over the attempted runs (src/stats/interval.ts). */
  interval: { low: number; high: number };
  /** Why the scenario ran or was skipped, and how its verdict was reached. */
  reason: string;
  /** Own-rule expectations' verdicts (DESIGN §3b), when the scenario has some. */
  gates?: GateReport[];
  /** Each expectation's pass count over the runs (its own `expect` list; a chain's stages are apart); absent when no run carries outcomes. */
  expectations?: ExpectationCount[];
  runs: RunResult[];
  /** True when sampling stopped before `planned` because the verdict could no longer change. */
  stoppedEarly: boolean;
  /** sha256 of everything that shapes this scenario's prompt (history compares it). */
  contextHash?: string;
  /** The scenario against its baseline from history; only on runs that had a baseline to compare with. */
  comparison?: ScenarioComparison;
  /** The sum of its runs' cost; absent when none of its runs was priced. */
  cost?: number;
  /** How the threshold verdict was reached: `test` (a sequential test with error control, DESIGN §4) or `count`. */
  rule?: ThresholdRuleReport;
  /** What the evidence shows, in words ("at least 72% with 95% confidence after 11 runs; threshold 67%"). */
  evidence?: string;
  /**
   * On a failing scenario run against a baseline (issue 31): whether it fails its threshold at the base
   * too (`failing`: not this pull request's), passed it there (`passing`: newly failing), or the baseline
   * cannot say (`unknown`: no usable baseline, or too few runs to show it). The rule is
   * `baseThresholdVerdict` (src/stats/compare-baseline.ts); docs/statistics.md §2.6.
   */
  atBase?: AtBase;
  /**
   * A recording run's failing scenario that failed with the same context in the branch's earlier records
   * (src/action/baseline-and-record.ts): where that unbroken run of failures began (`orEarlier`: at or
   * before it, past the records read). Set on the copy of the report the action's gate reads.
   */
  failingSince?: { sha: string; timestamp: string; orEarlier?: boolean };
}

export type AtBase = 'failing' | 'passing' | 'unknown';

export interface ThresholdRuleReport {
  kind: 'test' | 'count';
  /** With `test`: the indifference zone below the threshold, this scenario's share of the false-fail rate, its cap. */
  tolerance?: number;
  alpha?: number;
  maxRuns?: number;
  /** With `test`: the runs after which it was decided (errored ones included), when it was. */
  decidedAt?: number;
}

/** A feature's most frequent value moved between the baseline and this run. */
export interface ComparisonShift {
  feature: 'decomposes' | 'risk';
  from: boolean | string | null;
  to: boolean | string | null;
}

/**
 * A scenario against its pooled baseline (src/pipeline/attach-comparisons.ts). `state`: 'drop' is a regression
 * (the sequential test decided the pass rate fell by compare.delta or more); 'no-drop' means the test
 * decided it did not; 'undecided' means the runs ran out (compare.max_runs, or errors) before a decision;
 * 'no-baseline' means no history held the scenario, so it was judged by its threshold alone. 'no-drop' is
 * stated against `detectableDrop`: the design had an 80% chance to flag a drop that large.
 */
export interface ScenarioComparison {
  state: 'drop' | 'no-drop' | 'undecided' | 'no-baseline' | 'same-context';
  /**
   * What the scenario was compared with: `history` (recorded baselines) or `rerun` (the merge base's
   * version of its context, sampled in this run with the same providers: compare.base rerun or auto).
   * 'same-context' (rerun only): the scenario's context at the merge base is this run's, so both arms
   * would sample one distribution in one run and nothing is compared.
   */
  source?: 'history' | 'rerun';
  /** With source rerun: the base arm's evaluated runs and passes, and the calls it made (counted in summary.calls). */
  baseArm?: { passes: number; runs: number; calls: number; errors: number };
  /**
   * With source history, on a drop (compare.base: auto; issue 31 item 2): the merge base's context measured
   * in this run (compare.rerun_runs runs, counted in summary.calls), and whether the same-day comparison
   * confirmed the drop. Not confirmed, the state is `undecided`: the day's effect, not shown to be this change's.
   */
  confirmation?: { passes: number; runs: number; calls: number; errors: number; confirmed: boolean };
  /** The evaluated runs the test saw (this run's passes + failures). */
  runs: number;
  /** The pooled baseline: passes of attempted runs over `records` history records. */
  baseline?: { passes: number; attempted: number; records: number; rate: number };
  /** When undecided: the smallest drop these runs could have detected (a fraction). */
  minDetectableDrop?: number;
  /**
   * On no-drop and undecided (DESIGN §4): the drop in pass rate, from the baseline's rate, that this
   * comparison as it actually ran (its stopping rules, cap and share of the family's α) would have
   * flagged with 80% probability. Absent when no drop at all could be flagged that often: then
   * `inconclusive` says why.
   */
  detectableDrop?: number;
  /** The pass rate that would have been flagged with 80% probability: baseline.rate − detectableDrop. */
  detectableRate?: number;
  /** Why the comparison could not reach its power target (e.g. "the baseline holds 3 runs"); absent when it could. */
  inconclusive?: string;
  /** The PR's family: how many scenarios were compared, and the false-alarm rate this one was tested at. */
  family?: { size: number; alpha: number };
  /** The day-to-day sd of the pass rate the null allowed: `configured` (compare.day_to_day_sd) or estimated from `history` (≥ 5 records). */
  dayToDaySd?: { value: number; source: 'configured' | 'history' };
  /** This run's mean tokens ÷ the baseline's median. */
  tokensRatio?: number;
  /** This run's mean latency ÷ the baseline's median. */
  latencyRatio?: number;
  behaviourShifts: ComparisonShift[];
  /** True when every baseline record has this run's context hash: the change did not touch this scenario. */
  contextUnchanged: boolean;
  /** One sentence that explains the comparison. */
  note: string;
}

export interface Report {
  verdict: Verdict;
  scenarios: ScenarioResult[];
  summary: {
    total: number;
    passed: number;
    failed: number;
    errored: number;
    /** Of the errored, the scenarios undecided at their cap (state 'undecided'); absent when none. */
    undecided?: number;
    skipped: number;
    calls: number;
    tokens: { input: number; output: number };
    durationMs: number;
    /** Scenarios whose comparison with the baseline is `drop` (DESIGN §6). */
    regressions?: number;
    /** With a baseline: failed scenarios that fail their threshold at the base too (`atBase: failing`). */
    failingAtBase?: number;
    /** With a baseline: failed scenarios that passed their threshold at the base (`atBase: passing`). */
    newlyFailing?: number;
    /** Runs answered from the response cache (no model call). */
    cached?: number;
    /** Answers that were HTTP 429 (rate limited): each was waited out and sent again, spending no retry. */
    rateLimited?: number;
    /** Requests sent again after a 5xx, a timeout or a network error (the retries spent). */
    retries?: number;
    /** What this invocation's model calls cost (judges included), priced with the providers' `price`; absent when no provider in use has one. */
    cost?: number;
  };
  /** Run-level notes, e.g. why everything ran. */
  notes: string[];
  /**
   * The history records the comparison pooled (issue 31 item 2): the merge base and each record's commit
   * and timestamp. The sticky comment pins them, so that a re-run of the same head against the same merge
   * base compares with exactly these; `pinned` when this run did.
   */
  baselineRecords?: { mergeBase: string; records: { sha: string; timestamp: string }[]; pinned?: boolean };
  tool: { name: 'context-eval'; version: string };
  config: string;
  startedAt: string;
  /** The pull request's high-stakes score and plan, when `high_stakes` is configured (docs/high-stakes.md). */
  highStakes?: HighStakesReport;
  /**
   * The tools against the base, per role (the manifest diff's RoleDiff.tools, DESIGN §3b), on a pull request
   * that changed some: the comment's "Tools changed" fold and the reviewer's payload show them.
   */
  tools?: { role: string; tools: ToolDiff[] }[];
}

/** The score, its matches and reason, the phase this run was in, and the plan when there was one. */
export interface HighStakesReport extends HighStakesScore {
  /** usual: below the threshold; awaiting: plan shown, no model call; approved / running: phase 2 ran the planned N; nothing-to-approve: the label came with no plan for this commit. */
  phase: 'usual' | 'awaiting' | 'approved' | 'running' | 'nothing-to-approve';
  plan?: HighStakesPlan;
}
