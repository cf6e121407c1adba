/**
 * A self-starting one-sided CUSUM with restarts, over one scenario's records grouped into days
 * (docs/drift.md). Pure.
 *
 * Records of one day (at one context hash) share that day's draw of the model's behaviour, so they are one
 * observation: the day, pooled. The scan still walks record by record, so what it reports at a record uses
 * only that record and the ones before it: a day still in progress is pooled up to the current record, and
 * its log-likelihood ratio replaces (does not add to) the one of its earlier records.
 *
 * The day at position d is judged against the reference: the regime's days before d (at most
 * `maxReference`, the newest). (Leaving the current excursion out of it was tried: a reference frozen at its
 * first records raised the false alarms of a 3-run suite to 90% of months.) Nothing is judged until the
 * regime holds `minReference` days. When the sum reaches `level`, the stream alarms (if `accept` agrees the
 * change is one worth reporting); the change point is estimated over the recent regime and the regime
 * restarts there, so the new level becomes the reference once it has enough days.
 */
import { chooseSplit } from './noise.js';

export interface StreamModel<D> {
  /** The log-likelihood ratio of the day `current` (drifted vs as before), given the reference days [from, to). */
  increment(days: readonly D[], from: number, to: number, current: D): number;
  /** Per split position (≥ 1) of `segment`, the log-likelihood gain of a change beginning there; undefined where none fits. */
  splitGains(segment: readonly D[]): (number | undefined)[];
}

/** A stream's records grouped into days: `dayOf[t]` is record t's day (non-decreasing from 0). */
export interface Days<D> {
  dayOf: readonly number[];
  /** Each day pooled over all its records. */
  days: readonly D[];
  /** Day `day` pooled over its records up to record `through`. */
  partial(day: number, through: number): D;
}

export interface ScanOptions<D> {
  minReference: number;
  maxReference: number;
  /** The decision level h, in nats. */
  level: number;
  /** One day adds at most this share of `level`, so no single day (let alone a record) fires alone. */
  capShare: number;
  /** Day positions where a change is a priori likely (the first day of a new context hash). */
  preferred: (day: number) => boolean;
  /** How many nats a preferred position may fall short of the most likely one and still be chosen. */
  preferenceMargin: number;
  /** Whether a change from `reference` to `changed` is large enough to report; when not, the scan goes on at the level. */
  accept?: ((reference: readonly D[], changed: readonly D[]) => boolean) | undefined;
}

export interface Alarm {
  /** Record positions (in the stream) of the alarm and of the estimated first changed record (a day's first). */
  at: number;
  change: number;
  /** The CUSUM when it fired. */
  statistic: number;
  /** Day positions: of the alarm, of the change, and of the reference the alarm was judged against [from, to). */
  atDay: number;
  changeDay: number;
  reference: [number, number];
}

export interface ScanResult {
  alarms: Alarm[];
  /** How many records were judged (had a full reference). */
  judged: number;
}

/** The first record of each day. */
export function dayStarts(dayOf: readonly number[]): number[] {
  const starts: number[] = [];
  dayOf.forEach((d, t) => {
    if (starts[d] === undefined) starts[d] = t;
  });
  return starts;
}

export function scanStream<D>(input: Days<D>, model: StreamModel<D>, opts: ScanOptions<D>): ScanResult {
  const { dayOf, days } = input;
  const starts = dayStarts(dayOf);
  const alarms: Alarm[] = [];
  const cap = opts.capShare * opts.level;
  let regimeStart = 0;
  let committed = 0;
  let sum = 0;
  /** The first day of the current excursion (the sum above 0 since). */
  let excursionStart = 0;
  let judged = 0;
  let currentDay: number | undefined;
  /** The day of the latest alarm: the rest of its records are not judged. */
  let doneDay: number | undefined;
  for (const [t, d] of dayOf.entries()) {
    if (d !== currentDay) {
      committed = sum;
      currentDay = d;
    }
    if (d === doneDay) continue;
    if (d - regimeStart < opts.minReference) {
      sum = 0;
      committed = 0;
      continue;
    }
    judged++;
    if (committed === 0) excursionStart = d;
    const current = dayOf[t + 1] === d ? input.partial(d, t) : days[d];
    // Stryker disable next-line ConditionalExpression: every day has its pooled observation
    if (current === undefined) continue;
    const from = Math.max(regimeStart, d - opts.maxReference);
    sum = Math.max(0, committed + Math.min(cap, model.increment(days, from, d, current)));
    if (sum < opts.level) continue;
    const segment = [...days.slice(from, d), current];
    const split = chooseSplit(model.splitGains(segment), (s) => opts.preferred(from + s), opts.preferenceMargin);
    const changeDay = split === undefined ? excursionStart : from + split;
    const refFrom = Math.max(regimeStart, changeDay - opts.maxReference);
    if (opts.accept !== undefined && !opts.accept(days.slice(refFrom, changeDay), segment.slice(changeDay - from))) {
      sum = opts.level;
      continue;
    }
    // Stryker disable next-line LogicalOperator: every day has a first record
    alarms.push({ at: t, change: starts[changeDay] ?? t, statistic: sum, atDay: d, changeDay, reference: [refFrom, changeDay] });
    regimeStart = changeDay;
    sum = 0;
    doneDay = d;
  }
  return { alarms, judged };
}
