/**
 * The observations each drift detector reads from a scenario's records, grouped into days, and their
 * CUSUM models (docs/drift.md). Pure.
 *
 * A day is the run of consecutive records written on one calendar day (UTC) at one context hash: they
 * share that day's draw of the model's behaviour (a push and the nightly schedules), so they are pooled
 * into one observation instead of counting as independent evidence.
 */
import { COMPARE_DEFAULTS, type ConfigFile } from '../config/schema.js';
import type { HistoryRecord, ScenarioRecord } from '../history/record.js';
import { formatPercent } from '../format/percent.js';
import { showFeature, type FeatureValue } from '../stats/summary.js';
import { dayStarts, type Alarm, type Days, type StreamModel } from './cusum.js';
import { binomialSplitGains, shrunkRate } from './noise.js';
import { betaBinomialIncrement, dispersion, pooledCount, rateCorrelation, suiteCorrelations, type Count, type DatedCount } from './rates.js';

type DriftConfig = ConfigFile['drift'];

/** The decision level h of every CUSUM, in nats; calibrated by sim/drift.ts for the suite-level false-alarm target. */
export const DRIFT_LEVEL = 9;
/** The pass-rate CUSUM looks for a fall to the threshold, and at least this far below the reference rate. */
const PASS_DROP = 0.15;
/** The feature CUSUM looks for the other values' share to reach 50%, and at least this far above the reference. */
const FEATURE_RISE = 0.25;
/** A token or latency finding needs the level to have risen at least this much: a person cares about it. */
export const MIN_RISE = 0.2;
/** A latency finding needs the typical run to have slowed by at least this many milliseconds. */
export const MIN_LATENCY_MS = 250;

/** What the detectors assume where the caller does not say (compare.day_to_day_sd). */
export interface DriftOptions {
  /** The day-to-day sd of a rate (pass rate, a feature's share) assumed until a scenario's own days estimate it. */
  dayToDaySd: number;
  /**
   * The suite's own estimate of each rate's intra-day correlation on a calendar day (rates.ts
   * suiteCorrelations), which no scenario's estimate goes below; driftEvents and assessDrift compute it
   * from every scenario's days (suiteRates). Without it, each scenario reads its own days alone.
   */
  suite?: SuiteRates;
}

/** The suite's intra-day correlation of each rate stream, by calendar day (0 where unknown). */
export interface SuiteRates {
  pass: (date: string | undefined) => number;
  decomposes: (date: string | undefined) => number;
  risk: (date: string | undefined) => number;
}

/** The floor the suite puts under a scenario's ρ over reference `days`: the suite's estimate at their newest day. */
function suiteFloor(opts: DriftOptions, rate: keyof SuiteRates, days: readonly { date?: string }[]): number {
  return opts.suite?.[rate](days[days.length - 1]?.date) ?? 0;
}

// Stryker disable next-line ObjectLiteral: static, read once at module load (pinned in test/drift/streams.test.ts)
export const DEFAULT_DRIFT_OPTIONS: DriftOptions = { dayToDaySd: COMPARE_DEFAULTS.day_to_day_sd };

/** One scenario in one record. */
export interface Point {
  record: HistoryRecord;
  s: ScenarioRecord;
}

export interface Stream<D> extends Days<D> {
  /** The series position of each of the stream's records. */
  positions: number[];
  model: StreamModel<D>;
  level: number;
  accept?: (reference: readonly D[], changed: readonly D[]) => boolean;
  /** The change an alarm found, from its reference days to its changed days. */
  describe(alarm: Alarm, days: readonly D[]): { what: string; before: number; after: number };
  /**
   * Whether the `recent` days are still beyond the noise band of the `reference` days (the level before a
   * change), in the direction the detector watches: more than NOISE_BAND_SDS sds of their pooled level.
   */
  shifted(reference: readonly D[], recent: readonly D[]): boolean;
}

/**
 * A finding stays open while its stream's latest days are more than this many sds beyond the reference (one-sided). One sd, not
 * two: at 3 runs a day a +40% step is only about 3.3 sds over a 5-day window, and a band of 2 closed 5-10% of such findings
 * while the step went on (sim/drift.ts attribution rows "5 records later"); a level truly back is within 1 sd 84% of the time.
 */
export const NOISE_BAND_SDS = 1;

/**
 * Whether days of a rate moved beyond the reference's noise band in `direction`: the pooled recent rate
 * against the reference rate, with the binomial variance of each day widened by day-to-day variation
 * (rates.ts) and the uncertainty of the reference rate.
 */
function rateShifted(reference: readonly Count[], recent: readonly Count[], direction: 'up' | 'down', dayToDaySd: number, suite: number): boolean {
  const all = pooledCount(reference);
  const now = pooledCount(recent);
  if (all.n === 0 || now.n === 0) return false;
  const p0 = shrunkRate(all.k, all.n);
  const rho = rateCorrelation(reference, dayToDaySd, suite);
  const widened = recent.reduce((sum, d) => sum + d.n * dispersion(d.n, rho), 0) / now.n ** 2;
  const sd = Math.sqrt(p0 * (1 - p0) * (widened + 1 / (all.n + 2)));
  const moved = (now.k / now.n - p0) * (direction === 'up' ? 1 : -1);
  return moved > NOISE_BAND_SDS * sd;
}

/** A record's calendar day (UTC, YYYY-MM-DD). */
function dateOf(p: Point): string {
  return p.record.timestamp.slice(0, 10);
}

/** The day a record belongs to: its calendar day (UTC) and the scenario's context hash. */
function dayKey(p: Point): string {
  return `${p.record.timestamp.slice(0, 10)}\u0000${p.s.contextHash}`;
}

/** The records `pick` measures something in, grouped into days, each day pooled by `pool` (given the day's index). */
export function grouped<O, D>(series: readonly Point[], pick: (p: Point) => O | undefined, pool: (records: readonly O[], day: number) => D): { positions: number[]; observations: O[] } & Days<D> {
  const positions: number[] = [];
  const observations: O[] = [];
  const dayOf: number[] = [];
  let key: string | undefined;
  let day = -1;
  series.forEach((p, i) => {
    const o = pick(p);
    if (o === undefined) return;
    const k = dayKey(p);
    if (k !== key) day++;
    key = k;
    positions.push(i);
    observations.push(o);
    dayOf.push(day);
  });
  const starts = dayStarts(dayOf);
  const days = starts.map((s, d) => pool(observations.slice(s, starts[d + 1] ?? observations.length), d));
  return { positions, observations, dayOf, days, partial: (day, through) => pool(observations.slice(starts[day] ?? 0, through + 1), day) };
}

interface Counts extends DatedCount {
  threshold: number;
}

function rateOf(counts: readonly Count[]): number {
  const all = pooledCount(counts);
  return all.n === 0 ? 0 : all.k / all.n;
}

/**
 * Binomial split gains of a rate divided by the dispersion of its days (rates.ts): a change point is
 * weighed by what days with day-to-day variation can tell, not by their runs alone.
 */
function dispersedSplitGains(counts: readonly Count[], direction: 'up' | 'down', dayToDaySd: number, suite: number): (number | undefined)[] {
  const older = counts.slice(0, Math.ceil(counts.length / 2));
  const factor = dispersion(pooledCount(counts).n / Math.max(1, counts.length), rateCorrelation(older, dayToDaySd, suite));
  return binomialSplitGains(counts, direction).map((g) => (g === undefined ? undefined : g / factor));
}

/**
 * The LLR of a day's count `k` of `n` under a move of the reference rate to `target(p0)`, with day-to-day
 * variation. (Both targets always move: a pass rate's p0 is at least 1/(N + 2) > 0.01, and the share of
 * values other than the most frequent one is at most 1/2, below its target of at least 1/2 + 0.25.)
 */
function rateIncrement(reference: readonly Count[], k: number, n: number, target: (p0: number) => number, dayToDaySd: number, suite: number): number {
  const all = pooledCount(reference);
  const p0 = shrunkRate(all.k, all.n);
  const p1 = target(p0);
  const rho = rateCorrelation(reference, dayToDaySd, suite);
  // The reference rate is itself uncertain: its variance p0(1 − p0)/(N + 2) widens the null's.
  return betaBinomialIncrement(k, n, p0, rho + 1 / (all.n + 2), p1, rho);
}

/** A scenario's passes grouped into days, each dated and with its last record's threshold. */
function passDays(series: readonly Point[]) {
  return grouped(
    series,
    (p) => (p.s.attempted === 0 ? undefined : { k: p.s.passes, n: p.s.attempted, threshold: p.s.threshold, date: dateOf(p) }),
    (records): Counts => ({ ...pooledCount(records), threshold: records[records.length - 1]?.threshold ?? 0, date: records[0]?.date }),
  );
}

export function passStream(series: readonly Point[], cfg: DriftConfig, opts: DriftOptions = DEFAULT_DRIFT_OPTIONS): Stream<Counts> {
  const { positions, dayOf, days, partial } = passDays(series);
  return {
    positions,
    dayOf,
    days,
    partial,
    level: (DRIFT_LEVEL * cfg.consecutive_failures) / 3,
    model: {
      increment: (all, from, to, current) => {
        const reference = all.slice(from, to);
        const target = (p0: number) => Math.max(0.01, Math.min(current.threshold, p0 - PASS_DROP));
        return rateIncrement(reference, current.k, current.n, target, opts.dayToDaySd, suiteFloor(opts, 'pass', reference));
      },
      splitGains: (segment) => dispersedSplitGains(segment, 'down', opts.dayToDaySd, suiteFloor(opts, 'pass', segment.slice(0, Math.ceil(segment.length / 2)))),
    },
    describe: (alarm, ds) => {
      const before = rateOf(ds.slice(alarm.reference[0], alarm.reference[1]));
      const after = rateOf(ds.slice(alarm.changeDay, alarm.atDay + 1));
      const threshold = ds[alarm.atDay]?.threshold ?? 0;
      return { what: `pass rate fell from ${formatPercent(before)} to ${formatPercent(after)} (threshold ${formatPercent(threshold)})`, before, after };
    },
    shifted: (ref, recent) => rateShifted(ref, recent, 'down', opts.dayToDaySd, suiteFloor(opts, 'pass', ref)),
  };
}

function featureValues(s: ScenarioRecord, feature: 'decomposes' | 'risk'): FeatureValue[] {
  return feature === 'decomposes' ? (s.features.decomposes ?? []) : (s.features.risk ?? []);
}

/** A day's feature values as counts per value. */
interface FeatureCounts {
  counts: Map<FeatureValue, number>;
  n: number;
  /** The calendar day (UTC) of a day's counts. */
  date?: string;
}

function countValues(values: readonly FeatureValue[]): FeatureCounts {
  const counts = new Map<FeatureValue, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return { counts, n: values.length };
}

function pooled(obs: readonly FeatureCounts[]): FeatureCounts {
  const counts = new Map<FeatureValue, number>();
  let n = 0;
  for (const o of obs) {
    n += o.n;
    for (const [v, c] of o.counts) counts.set(v, (counts.get(v) ?? 0) + c);
  }
  const date = obs[0]?.date;
  return date === undefined ? { counts, n } : { counts, n, date };
}

/** The most frequent value (the first seen wins a tie). */
function modeOf(c: FeatureCounts): FeatureValue | undefined {
  let best: FeatureValue | undefined;
  let bestCount = 0;
  for (const [v, n] of c.counts) {
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/** Runs whose value is not `mode`. */
function others(c: FeatureCounts, mode: FeatureValue | undefined): number {
  return c.n - (mode === undefined ? 0 : (c.counts.get(mode) ?? 0));
}

/** Each day's runs whose value is not `mode`, dated. */
function otherCounts(ds: readonly FeatureCounts[], mode: FeatureValue | undefined): DatedCount[] {
  return ds.map((c) => ({ k: others(c, mode), n: c.n, date: c.date }));
}


export function featureStream(series: readonly Point[], feature: 'decomposes' | 'risk', opts: DriftOptions = DEFAULT_DRIFT_OPTIONS): Stream<FeatureCounts> {
  const { positions, dayOf, days, partial } = grouped(
    series,
    (p) => {
      const values = featureValues(p.s, feature);
      return values.length === 0 ? undefined : { ...countValues(values), date: dateOf(p) };
    },
    (records) => pooled(records),
  );
  return {
    positions,
    dayOf,
    days,
    partial,
    level: DRIFT_LEVEL,
    model: {
      increment: (all, from, to, current) => {
        const reference = all.slice(from, to);
        const mode = modeOf(pooled(reference));
        const target = (q0: number) => Math.min(0.95, Math.max(0.5, q0 + FEATURE_RISE));
        return rateIncrement(otherCounts(reference, mode), others(current, mode), current.n, target, opts.dayToDaySd, suiteFloor(opts, feature, reference));
      },
      splitGains: (segment) => {
        const older = segment.slice(0, Math.ceil(segment.length / 2));
        return dispersedSplitGains(otherCounts(segment, modeOf(pooled(older))), 'up', opts.dayToDaySd, suiteFloor(opts, feature, older));
      },
    },
    describe: (alarm, ds) => {
      const reference = ds.slice(alarm.reference[0], alarm.reference[1]);
      const mode = modeOf(pooled(reference));
      const before = rateOf(otherCounts(reference, mode));
      const after = rateOf(otherCounts(ds.slice(alarm.changeDay, alarm.atDay + 1), mode));
      const what =
        `behaviour shift: ${feature} values other than ${mode === undefined ? 'none' : showFeature(mode)} ` +
        `rose from ${formatPercent(before)} to ${formatPercent(after)} of runs`;
      return { what, before, after };
    },
    shifted: (ref, recent) => {
      const mode = modeOf(pooled(ref));
      return rateShifted(otherCounts(ref, mode), otherCounts(recent, mode), 'up', opts.dayToDaySd, suiteFloor(opts, feature, ref));
    },
  };
}

/**
 * The days each rate stream of `series` (one scenario's) pools, for the suite's estimate (suiteRates):
 * passes, and for each feature the runs whose value is not the scenario's most frequent one.
 */
export function rateDays(series: readonly Point[]): Record<keyof SuiteRates, DatedCount[]> {
  const feature = (f: 'decomposes' | 'risk') => {
    const days = featureStream(series, f).days;
    return otherCounts(days, modeOf(pooled(days)));
  };
  return { pass: passDays(series).days.map((d) => ({ k: d.k, n: d.n, date: d.date })), decomposes: feature('decomposes'), risk: feature('risk') };
}

/**
 * The suite's estimate of each rate's intra-day correlation by day, for each scenario of `allSeries`
 * (by index) from the other scenarios' days (rates.ts suiteCorrelations).
 */
export function suiteRates(allSeries: readonly (readonly Point[])[], dayToDaySd: number): (i: number) => SuiteRates {
  const days = allSeries.map((series) => rateDays(series));
  const pass = suiteCorrelations(days.map((d) => d.pass), dayToDaySd);
  const decomposes = suiteCorrelations(days.map((d) => d.decomposes), dayToDaySd);
  const risk = suiteCorrelations(days.map((d) => d.risk), dayToDaySd);
  return (i) => ({ pass: (date) => pass(i, date), decomposes: (date) => decomposes(i, date), risk: (date) => risk(i, date) });
}
