/**
 * Drift detectors over stored history (config `drift:`; docs/drift.md). Pure.
 *
 * Per scenario, over its records oldest first (every event of the branch: schedules and pushes) grouped
 * into days (the records of one calendar day at one context hash share the day's draw, src/drift/streams.ts),
 * four self-starting CUSUMs (src/drift/cusum.ts) on the scenario's own noise (src/drift/noise.ts, rates.ts):
 *  - token_inflation / latency_regression: the record's Huber location of log tokens / log latency per run, against
 *    the reference's level and noise; tuned to a rise of `token_inflation` / `latency_regression` (0.3 = 30%).
 *    A finding needs a rise of MIN_RISE (20%), and for latency MIN_LATENCY_MS (250 ms) too.
 *  - pass_rate: passes against the reference pass rate (beta-binomial: the rate moves from day to day with
 *    compare.day_to_day_sd until the scenario's own days estimate it, never below the other scenarios' estimate:
 *    rates.ts suiteCorrelations), tuned to a fall to the scenario's threshold (at
 *    least 0.15 below the reference); `consecutive_failures` scales its decision level (3 = the default level).
 *  - behaviour_shift: per feature (decomposes, risk), the share of runs whose value is not the reference's
 *    most frequent one, tuned to a rise to at least 50% (and at least 25 points); and a tool called where
 *    the reference never called it (src/drift/tools.ts), named with the first record that called it.
 *  - tool_calls: tool calls per run, like tokens (log(1 + calls)), tuned to a rise of `tool_calls_inflation`;
 *    a finding needs a rise of MIN_RISE and MIN_TOOL_CALLS (0.5 calls per run) too.
 * Nothing is judged before a scenario has `window` days of reference (so `window + 1` days): that is
 * the state "too few records", never "no drift". A detector that fires stays a finding (open) while
 * its stream is still drifted: its latest `window` days beyond the noise band of the level before the
 * change (stillDrifted); it closes when they are back within it. A finding names, and dates, the first
 * record of the change (the change point), not the last run of that record's commit. The decision level is set so that a stable suite of 20
 * scenarios, with day-to-day variation and 1 or 3 records a day, opens a drift issue in at most 10% of
 * 30-day months (sim/drift-g7.ts).
 *
 * Attribution: the change point (the first record of the change, estimated by maximum likelihood over the
 * recent records) is blamed on a context change only when it is within one record of the first record of a
 * new context hash for that scenario; otherwise it is provider or model drift at an unchanged context.
 */
import type { ConfigFile } from '../config/schema.js';
import type { HistoryRecord } from '../history/record.js';
import { compareRecords } from '../history/store.js';
import { dayStarts, scanStream, type Alarm } from './cusum.js';
import { DEFAULT_DRIFT_OPTIONS, featureStream, passStream, suiteRates, type DriftOptions, type Point, type Stream } from './streams.js';
import { logStream } from './log-stream.js';
import { chooseSplit } from './noise.js';
import { toolAppearances, toolStillCalled, type ToolAppearance } from './tools.js';
import { meetsThreshold } from '../stats/verdict.js';

export type DriftConfig = ConfigFile['drift'];

export { DRIFT_LEVEL, MIN_LATENCY_MS, MIN_RISE, type DriftOptions } from './streams.js';
export { MIN_TOOL_CALLS } from './log-stream.js';

export type DriftKind = 'token_inflation' | 'latency_regression' | 'tool_calls' | 'behaviour_shift' | 'pass_rate';

/** What a finding is blamed on; `date` is the day (UTC) of the record named (the first of the context), not of the commit's last run. */
export type DriftCause = { type: 'context_changed'; sha: string; date?: string } | { type: 'model_drift'; since: string; date?: string };

export interface DriftFinding {
  scenario: string;
  kind: DriftKind;
  message: string;
  cause: DriftCause;
  /** The first record of the detected change, and the record at which the detector fired. */
  changeSha?: string;
  detectedSha?: string;
  /** Their days (UTC, YYYY-MM-DD): of those records, not of the commits' last runs. */
  changeDate?: string;
  detectedDate?: string;
  /** The level before and after the change: tokens or ms per run (median of the records' typical run), a pass rate, or a feature's share. */
  before?: number;
  after?: number;
  /** For behaviour_shift: which feature. */
  feature?: 'decomposes' | 'risk';
  /** For behaviour_shift: the tool newly called (then changeSha is the first record that called it). */
  tool?: string;
}

/** The newest records of the current level that form the reference. */
export const MAX_REFERENCE = 30;
/** One record adds at most this share of the level: no single record fires a detector. */
const CAP_SHARE = 0.55;
/** A context change is e² ≈ 7 times likelier than another record to be where a change began (see chooseSplit). */
const CONTEXT_PRIOR_NATS = 2;

/** One alarm of one detector, placed in the scenario's series (positions index the series). */
export interface DriftEvent {
  scenario: string;
  kind: DriftKind;
  feature?: 'decomposes' | 'risk';
  tool?: string;
  /** Series positions of the record that fired and of the change's first record. */
  at: number;
  change: number;
  /** Whether the stream is still drifted at the series' latest record (stillDrifted). */
  open: boolean;
  finding: DriftFinding;
}

export interface ScenarioDriftStatus {
  scenario: string;
  /** Records in which the scenario was measured (at least one evaluated run). */
  records: number;
  /** Days it was measured on (a change of context that day starts another): what `need` counts. */
  days: number;
  /** Days needed before anything is judged (`window + 1`). */
  need: number;
  judged: boolean;
  /** Every measured record was below the scenario's threshold: failing, not drifting. */
  failingThroughout: boolean;
}

export interface DriftAssessment {
  findings: DriftFinding[];
  scenarios: ScenarioDriftStatus[];
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

function models(r: HistoryRecord): string {
  return r.providers.map((p) => `${p.name}=${p.model ?? p.type}`).join(', ');
}

/** Whether series position `i` is the first record of a new context hash (never the first record). */
function newHashAt(series: readonly Point[], i: number): boolean {
  // Stryker disable next-line OptionalChaining: i is inside the series here
  return i >= 1 && i < series.length && series[i]?.s.contextHash !== series[i - 1]?.s.contextHash;
}

function shaAt(series: readonly Point[], i: number): string {
  // Stryker disable next-line StringLiteral,OptionalChaining: every caller passes a position inside the series
  return series[i]?.record.sha ?? '';
}

function dateAt(series: readonly Point[], i: number): string {
  // Stryker disable next-line StringLiteral,OptionalChaining: every caller passes a position inside the series
  return series[i]?.record.timestamp.slice(0, 10) ?? '';
}

/** A record as a finding names it: its short commit and its own day, "fdc30b3 (2026-11-19)" (a commit runs on many days). */
function recordRef(series: readonly Point[], i: number): string {
  return `${short(shaAt(series, i))} (${dateAt(series, i)})`;
}

/** A cause's record as the finding names it. */
function causeRef(cause: DriftCause): string {
  const sha = short(cause.type === 'context_changed' ? cause.sha : cause.since);
  return cause.date === undefined ? sha : `${sha} (${cause.date})`;
}

/** A context change whose first record is within ±1 of the change point (the nearest; the earlier on a tie), else model drift. */
export function attribute(series: readonly Point[], change: number): DriftCause {
  const near = [change, change - 1, change + 1].find((i) => newHashAt(series, i));
  if (near !== undefined) return { type: 'context_changed', sha: shaAt(series, near) };
  return { type: 'model_drift', since: shaAt(series, contextStart(series, change)) };
}

/** The first record of the context hash in force at series position `i`. */
function contextStart(series: readonly Point[], i: number): number {
  let start = Math.max(0, i);
  while (start > 0 && !newHashAt(series, start)) start--;
  return start;
}

/** The cause with the day of the record it names: a series position's, never the commit's last run. */
function datedCause(series: readonly Point[], cause: DriftCause, near: readonly number[]): DriftCause {
  const at = cause.type === 'context_changed' ? near.find((i) => newHashAt(series, i)) : contextStart(series, near[0] ?? 0);
  return at === undefined ? cause : { ...cause, date: dateAt(series, at) };
}

function explain(series: readonly Point[], days: readonly number[], change: number, at: number, cause: DriftCause): string {
  if (cause.type === 'context_changed') return `the context changed at ${causeRef(cause)}`;
  // A change of provider models counts when made within one day of the change point (a day's first
  // record): the providers of the last record before the day before it against the latest record's.
  const dayBefore = (days[change] ?? 0) - 1;
  const before = series[Math.max(0, days.findIndex((d) => d >= dayBefore) - 1)];
  const latest = series[at];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: both positions are inside the series
  if (before === undefined || latest === undefined || models(before.record) === models(latest.record)) {
    return `the context is unchanged since ${causeRef(cause)}: provider or model drift`;
  }
  return `the context is unchanged since ${causeRef(cause)}: provider or model drift (providers were ${models(before.record)}, now ${models(latest.record)})`;
}

function eventsOf<D>(
  scenario: string,
  kind: DriftKind,
  series: readonly Point[],
  stream: Stream<D>,
  cfg: DriftConfig,
  days: readonly number[],
  feature?: 'decomposes' | 'risk',
  refine = false,
): DriftEvent[] {
  const starts = dayStarts(stream.dayOf);
  /** Days whose first record is the first of a new context hash. */
  // Stryker disable next-line UnaryOperator: every day has a first record
  const firstOfContext = starts.map((t) => newHashAt(series, stream.positions[t] ?? -1));
  const newContext = (day: number): boolean => firstOfContext[day] === true;
  const scan = scanStream(stream, stream.model, {
    minReference: cfg.window,
    maxReference: MAX_REFERENCE,
    level: stream.level,
    capShare: CAP_SHARE,
    preferred: newContext,
    preferenceMargin: CONTEXT_PRIOR_NATS,
    accept: stream.accept,
  });
  return scan.alarms.map((raw) => {
    const alarm = refine ? refined(raw, stream, starts, newContext) : raw;
    const at = stream.positions[alarm.at] ?? 0;
    const change = stream.positions[alarm.change] ?? at;
    const cause = datedCause(series, attribute(series, change), [change, change - 1, change + 1]);
    const { what, before, after } = stream.describe(alarm, stream.days);
    const dates = { changeDate: dateAt(series, change), detectedDate: dateAt(series, at) };
    const message = `${scenario}: ${what} from ${recordRef(series, change)} on (detected at ${recordRef(series, at)}); ${explain(series, days, change, at, cause)}`;
    const finding: DriftFinding = { scenario, kind, message, cause, changeSha: shaAt(series, change), detectedSha: shaAt(series, at), ...dates, before, after, ...(feature === undefined ? {} : { feature }) };
    const open = stillDrifted(stream, alarm, cfg.window);
    return { scenario, kind, at, change, open, finding, ...(feature === undefined ? {} : { feature }) };
  });
}

/**
 * Whether a stream is still drifted at its latest record: on every day from the alarm's to the latest, the
 * `window` days up to it since the change (fewer when the change is younger) were beyond the noise band of
 * the alarm's reference, the level before the change (Stream.shifted). Once back within it the finding is
 * closed for good: noise that later strays above an old reference reopens nothing (only a new alarm
 * raises a finding). The one test of "open" that the issue, the job summary, `context-eval drift` and the
 * dashboard all read, through assessDrift.
 */
export function stillDrifted<D>(stream: Stream<D>, alarm: Alarm, window: number): boolean {
  const reference = stream.days.slice(alarm.reference[0], alarm.reference[1]);
  for (let end = alarm.atDay; end < stream.days.length; end++) {
    if (!stream.shifted(reference, stream.days.slice(Math.max(alarm.changeDay, end - window + 1), end + 1))) return false;
  }
  return true;
}

/**
 * An alarm's change point estimated again over every day since, to the latest record: a finding stays
 * while its stream is drifted, and its attribution uses all of those days. (Of a stream's open alarms only the latest is shown.)
 */
function refined<D>(alarm: Alarm, stream: Stream<D>, starts: readonly number[], preferred: (day: number) => boolean): Alarm {
  const from = alarm.reference[0];
  const split = chooseSplit(stream.model.splitGains(stream.days.slice(from)), (s) => preferred(from + s), CONTEXT_PRIOR_NATS);
  if (split === undefined) return alarm;
  return { ...alarm, change: starts[from + split] ?? alarm.change, changeDay: from + split, reference: [from, from + split] };
}

function seriesByScenario(records: readonly HistoryRecord[]): Map<string, Point[]> {
  const sorted = [...records].sort(compareRecords);
  const byName = new Map<string, Point[]>();
  for (const record of sorted) {
    for (const s of record.scenarios) {
      const list = byName.get(s.name) ?? [];
      list.push({ record, s });
      byName.set(s.name, list);
    }
  }
  return byName;
}

/** A tool name inside a one-line message: control characters as '?' (records are read back from a store). */
function toolText(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]/g, '?');
}

/**
 * A new tool's cause: the context, when the first record that called it is the first or second record of
 * a new context hash (an exact change point, so a later context change cannot be the cause); else
 * provider or model drift since the current context's first record.
 */
function toolCause(series: readonly Point[], at: number): DriftCause {
  const near = [at, at - 1].find((i) => newHashAt(series, i));
  if (near !== undefined) return datedCause(series, { type: 'context_changed', sha: shaAt(series, near) }, [near]);
  return datedCause(series, { type: 'model_drift', since: shaAt(series, contextStart(series, at)) }, [at]);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function toolEvent(scenario: string, series: readonly Point[], days: readonly number[], a: ToolAppearance, window: number): DriftEvent {
  const cause = toolCause(series, a.at);
  const at = shaAt(series, a.at);
  const date = dateAt(series, a.at);
  const what = `behaviour shift: tool ${toolText(a.tool)} called, never called in the ${plural(a.referenceDays, 'day')} before (${a.runs} of ${plural(a.attempted, 'run')}, ${plural(a.calls, 'call')})`;
  const message = `${scenario}: ${what} from ${recordRef(series, a.at)} on (detected at ${recordRef(series, a.at)}); ${explain(series, days, a.at, a.at, cause)}`;
  const finding: DriftFinding = { scenario, kind: 'behaviour_shift', message, cause, changeSha: at, detectedSha: at, changeDate: date, detectedDate: date, before: 0, after: a.attempted === 0 ? 0 : a.runs / a.attempted, tool: a.tool };
  return { scenario, kind: 'behaviour_shift', tool: a.tool, at: a.at, change: a.at, open: toolStillCalled(series, a.at, a.tool, window), finding };
}

/** The scenario's alarms; with `refine`, each change point is estimated again with every later record. */
function scenarioEvents(name: string, series: readonly Point[], cfg: DriftConfig, opts: DriftOptions, refine = false): DriftEvent[] {
  const days = seriesDays(series);
  return [
    ...eventsOf(name, 'token_inflation', series, logStream(series, 'token_inflation', cfg), cfg, days, undefined, refine),
    ...eventsOf(name, 'latency_regression', series, logStream(series, 'latency_regression', cfg), cfg, days, undefined, refine),
    ...eventsOf(name, 'tool_calls', series, logStream(series, 'tool_calls', cfg), cfg, days, undefined, refine),
    ...eventsOf(name, 'behaviour_shift', series, featureStream(series, 'decomposes', opts), cfg, days, 'decomposes', refine),
    ...eventsOf(name, 'behaviour_shift', series, featureStream(series, 'risk', opts), cfg, days, 'risk', refine),
    ...eventsOf(name, 'pass_rate', series, passStream(series, cfg, opts), cfg, days, undefined, refine),
    ...toolAppearances(series, cfg.window, MAX_REFERENCE).map((a) => toolEvent(name, series, days, a, cfg.window)),
  ];
}

/** Every alarm over the whole history, per scenario (what a daily run would have reported, record by record). */
export function driftEvents(records: readonly HistoryRecord[], cfg: DriftConfig, opts: DriftOptions = DEFAULT_DRIFT_OPTIONS): DriftEvent[] {
  const byName = seriesByScenario(records);
  const optsOf = withSuiteRates(byName, opts);
  return [...byName].flatMap(([name, series], i) => scenarioEvents(name, series, cfg, optsOf(i)));
}

/** Each scenario's options (by index) with the other scenarios' day-to-day estimate of every rate (streams.ts suiteRates), unless given. */
function withSuiteRates(byName: ReadonlyMap<string, Point[]>, opts: DriftOptions): (i: number) => DriftOptions {
  if (opts.suite !== undefined) return () => opts;
  const suite = suiteRates([...byName.values()], opts.dayToDaySd);
  return (i) => ({ ...opts, suite: suite(i) });
}

/** Each series position's day: the calendar day (UTC) of its record, counted over the days with records. */
function seriesDays(series: readonly Point[]): number[] {
  // Stryker disable next-line UnaryOperator: only differences of days are read
  let day = -1;
  let date: string | undefined;
  return series.map((p) => {
    const d = p.record.timestamp.slice(0, 10);
    if (d !== date) day++;
    date = d;
    return day;
  });
}

/** The days (calendar day and context hash) with at least one evaluated run. */
function measuredDays(measured: readonly Point[]): number {
  return new Set(measured.map((p) => `${p.record.timestamp.slice(0, 10)}\u0000${p.s.contextHash}`)).size;
}

function statusOf(name: string, series: readonly Point[], cfg: DriftConfig): ScenarioDriftStatus {
  const measured = series.filter((p) => p.s.attempted > 0);
  return {
    scenario: name,
    records: measured.length,
    days: measuredDays(measured),
    need: cfg.window + 1,
    judged: measuredDays(measured) > cfg.window,
    failingThroughout: measured.length > 0 && measured.every((p) => !meetsThreshold(p.s.passes, p.s.attempted, p.s.threshold)),
  };
}

/** The open findings at the latest record (a finding stays while its stream is still drifted, stillDrifted), and each scenario's state. */
export function assessDrift(records: readonly HistoryRecord[], cfg: DriftConfig, opts: DriftOptions = DEFAULT_DRIFT_OPTIONS): DriftAssessment {
  const findings: DriftFinding[] = [];
  const scenarios: ScenarioDriftStatus[] = [];
  const byName = seriesByScenario(records);
  const optsOf = withSuiteRates(byName, opts);
  for (const [i, [name, series]] of [...byName].entries()) {
    scenarios.push(statusOf(name, series, cfg));
    const latest = new Map<string, DriftEvent>();
    for (const e of scenarioEvents(name, series, cfg, optsOf(i), true)) {
      if (!e.open) continue;
      const key = `${e.kind}/${String(e.feature)}/${e.tool ?? ''}`;
      // A stream's events come in order of time: the last open one is the latest.
      latest.set(key, e);
    }
    for (const e of latest.values()) findings.push(e.finding);
  }
  return { findings, scenarios };
}

/** The findings that hold at the latest record, scenario by scenario in order of first appearance. */
export function detectDrift(records: readonly HistoryRecord[], cfg: DriftConfig, opts: DriftOptions = DEFAULT_DRIFT_OPTIONS): DriftFinding[] {
  return assessDrift(records, cfg, opts).findings;
}
