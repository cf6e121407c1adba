/**
 * A self-starting one-sided CUSUM with restarts, over one scenario's records (docs/drift.md). Pure.
 *
 * The observation at position t is judged against the reference: the regime's observations before t (at
 * most `maxReference`, the newest). (Leaving the current excursion out of it was tried: a reference frozen
 * at its first records raised the false alarms of a 3-run suite to 90% of months.) Nothing is judged until the regime holds `minReference` of them.
 * When the sum reaches `level`, the stream alarms; the change point is estimated over the recent regime
 * and the regime restarts there, so the new level becomes the reference once it has enough records.
 */
import { chooseSplit } from './noise.js';

export interface StreamModel<O> {
  /** The log-likelihood ratio of observation `t` (drifted vs as before), given the reference observations [from, to). */
  increment(observations: readonly O[], from: number, to: number, t: number): number;
  /** Per split position (≥ 1) of `segment`, the log-likelihood gain of a change beginning there; undefined where none fits. */
  splitGains(segment: readonly O[]): (number | undefined)[];
}

export interface ScanOptions {
  minReference: number;
  maxReference: number;
  /** The decision level h, in nats. */
  level: number;
  /** One observation adds at most this share of `level`, so no single record fires alone. */
  capShare: number;
  /** Positions where a change is a priori likely (the first record of a new context hash). */
  preferred?: (position: number) => boolean;
  /** How many nats a preferred position may fall short of the most likely one and still be chosen. */
  preferenceMargin?: number;
}

export interface Alarm {
  /** Positions (in the observations given) of the alarm and of the estimated first changed observation. */
  at: number;
  change: number;
  /** The CUSUM when it fired. */
  statistic: number;
  /** Positions of the reference the alarm was judged against: [from, to). */
  reference: [number, number];
}

export interface ScanResult {
  alarms: Alarm[];
  /** How many observations were judged (had a full reference). */
  judged: number;
}

export function scanStream<O>(observations: readonly O[], model: StreamModel<O>, opts: ScanOptions): ScanResult {
  const alarms: Alarm[] = [];
  let regimeStart = 0;
  let sum = 0;
  let excursionStart = 0;
  let judged = 0;
  const cap = opts.capShare * opts.level;
  for (let t = 0; t < observations.length; t++) {
    const obs = observations[t];
    if (obs === undefined) continue;
    if (t - regimeStart < opts.minReference) {
      sum = 0;
      excursionStart = t + 1;
      continue;
    }
    judged++;
    if (sum === 0) excursionStart = t;
    const to = t;
    const from = Math.max(regimeStart, to - opts.maxReference);
    sum = Math.max(0, sum + Math.min(cap, model.increment(observations, from, to, t)));
    if (sum === 0) excursionStart = t + 1;
    if (sum >= opts.level) {
      const segmentStart = Math.max(regimeStart, t - opts.maxReference);
      const preferred = opts.preferred ?? (() => false);
      const split = chooseSplit(model.splitGains(observations.slice(segmentStart, t + 1)), (s) => preferred(segmentStart + s), opts.preferenceMargin ?? 0);
      const change = split === undefined ? Math.min(excursionStart, t) : segmentStart + split;
      const refFrom = Math.max(regimeStart, change - opts.maxReference);
      alarms.push({ at: t, change, statistic: sum, reference: [refFrom, change] });
      regimeStart = change;
      sum = 0;
      excursionStart = t + 1;
    }
  }
  return { alarms, judged };
}
