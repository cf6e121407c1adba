/**
 * The noise models behind the drift detectors (docs/drift.md). Pure.
 *
 * Every detector is a one-sided log-likelihood-ratio CUSUM over a scenario's records: each record adds
 * log(P(record | drifted) / P(record | as before)), the sum is floored at 0, and the detector fires when
 * it reaches the decision level h (in nats). "As before" is estimated from the scenario's own earlier
 * records (the reference), so each scenario is judged against its own run-to-run noise:
 *  - tokens and latency: the record's Huber location of log values, Gaussian with a variance built from the
 *    pooled within-record spread (robust: median of pairwise differences), the number of runs in the
 *    record, any extra record-to-record variation, and the uncertainty of the reference median;
 *  - pass rate and categorical features: binomial counts against the reference rate.
 * One record's increment is capped below h, so no single record (let alone a single run) can fire alone.
 */

/** Median; NaN for an empty list. */
export function medianOf(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = Float64Array.from(xs).sort();
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

/** Smallest run-to-run spread assumed for a log metric (5%): identical runs do not make any change infinitely significant. */
export const MIN_LOG_SD = 0.05;

/** Huber's tuning constant: residuals beyond 1.5 run-sds count as 1.5 (95% efficient on normal data). */
export const HUBER_K = 1.5;

/** Var(Huber location of n standard normal draws at HUBER_K, known scale): 1/n for n ≤ 2, else about 1.05/n. */
export function locationVarianceFactor(n: number): number {
  return n <= 2 ? 1 / Math.max(1, n) : 1.05 / n;
}

/**
 * Huber's M-estimate of location of `xs` with a known `scale`: the mean, except that no value pulls it by
 * more than HUBER_K·scale. A single wild run moves it by at most HUBER_K·scale / n.
 */
export function huberLocation(xs: readonly number[], scale: number): number {
  let mu = medianOf(xs);
  const c = HUBER_K * scale;
  for (let iter = 0; iter < 30; iter++) {
    let step = 0;
    for (const x of xs) step += Math.max(-c, Math.min(c, x - mu));
    step /= xs.length;
    mu += step;
    if (Math.abs(step) < 1e-9 * (1 + Math.abs(mu))) break;
  }
  return mu;
}

/** The k-th smallest of `xs` (0-based), rearranging it: Hoare's selection, linear on average. */
function select(xs: Float64Array, k: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const pivot = xs[(lo + hi) >>> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((xs[i] ?? 0) < pivot) i++;
      while ((xs[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = xs[i] ?? 0;
        xs[i++] = xs[j] ?? 0;
        xs[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return xs[k] ?? 0;
}

/** The median of all pairwise |differences| of a record's values; undefined below 2 values. */
export function pairwiseSpread(values: readonly number[]): number | undefined {
  const n = values.length;
  if (n < 2) return undefined;
  const diffs = new Float64Array((n * (n - 1)) / 2);
  let at = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) diffs[at++] = Math.abs((values[i] ?? 0) - (values[j] ?? 0));
  }
  const mid = diffs.length >>> 1;
  const hi = select(diffs, mid);
  if (diffs.length % 2 === 1) return hi;
  // After selection every value below `mid` is ≤ hi: the lower middle is their largest.
  let lower = -Infinity;
  for (let i = 0; i < mid; i++) lower = Math.max(lower, diffs[i] ?? 0);
  return (lower + hi) / 2;
}

/** For normal data, the median pairwise |difference| is Φ⁻¹(3/4)·√2·σ. */
const PAIRWISE_TO_SD = 0.6745 * Math.SQRT2;
/** For normal data, MAD·1.4826 estimates σ. */
const MAD_TO_SD = 1.4826;

/**
 * One record of a log metric: the Huber location of the logs of its runs, their spread (median pairwise
 * difference) and how many there were.
 */
export interface LogObservation {
  location: number;
  spread: number | undefined;
  runs: number;
}

/** The scale the Huber locations use: from the pooled spreads of the newest days up to each one. */
const SCALE_RECORDS = 30;

/**
 * One day of a log metric from the logs of its runs and their run-to-run `spread`; the Huber scale is the
 * pooled spread of `earlierSpreads` (the days before, newest last) and this day's own. Causal: no later
 * day moves it.
 */
export function logLocation(logs: readonly number[], spread: number | undefined, earlierSpreads: readonly number[]): LogObservation {
  const recent = earlierSpreads.slice(-(SCALE_RECORDS - 1));
  const spreads = spread === undefined ? recent : [...recent, spread];
  const scale = Math.max(MIN_LOG_SD, spreads.length > 0 ? medianOf(spreads) / PAIRWISE_TO_SD : MIN_LOG_SD);
  return { location: huberLocation(logs, scale), spread, runs: logs.length };
}

/**
 * The observations of a series of records, each its own day (each the list of its runs' values; a record
 * without a positive value is undefined). Causal: record t's location uses the run-to-run scale of records ≤ t only.
 */
export function logObservations(records: readonly (readonly number[])[]): (LogObservation | undefined)[] {
  const spreads: number[] = [];
  return records.map((values) => {
    const logs = values.filter((v) => v > 0).map((v) => Math.log(v));
    if (logs.length === 0) return undefined;
    const obs = logLocation(logs, pairwiseSpread(logs), spreads);
    if (obs.spread !== undefined) spreads.push(obs.spread);
    return obs;
  });
}

/**
 * The day-to-day sd of a log metric assumed until a scenario's reference holds `MIN_ESTIMATE_DAYS` days
 * (10%: a day's tokens or latency level moves that much without anything having changed).
 */
export const LOG_DAY_SD = 0.1;
/** A reference of at least this many days estimates its own day-to-day sd. */
export const MIN_ESTIMATE_DAYS = 5;
/** The assumed day-to-day variance counts as this many steps of evidence beside the estimate from the reference. */
export const PRIOR_STEPS = 5;

/**
 * The day-to-day variance used: the assumed `priorSd`² below MIN_ESTIMATE_DAYS days of reference; from
 * there the estimate over the reference's `steps` successive steps, pooled with the assumption as
 * PRIOR_STEPS steps' worth (a handful of steps alone can put it near 0 by chance).
 */
export function dayVariance(estimate: number, steps: number, days: number, priorSd: number): number {
  if (days < MIN_ESTIMATE_DAYS) return priorSd ** 2;
  return (PRIOR_STEPS * priorSd ** 2 + steps * Math.max(0, estimate)) / (PRIOR_STEPS + steps);
}

/** What the reference days say a new day should look like. */
export interface LogReference {
  /** The reference level (median of the records' locations). */
  location: number;
  /** The pooled within-record run-to-run sd of log values. */
  runSd: number;
  /** Extra day-to-day variance beyond what the runs explain (dayVariance), ≥ 0. */
  betweenVariance: number;
  /** The variance of the reference level itself. */
  locationVariance: number;
}

export function logReference(ref: readonly LogObservation[], daySd = LOG_DAY_SD): LogReference {
  const spreads = ref.flatMap((o) => (o.spread === undefined ? [] : [o.spread]));
  const steps = ref.slice(1).map((o, i) => o.location - (ref[i]?.location ?? 0));
  return referenceFrom(
    Float64Array.from(ref.map((o) => o.location)).sort(),
    Float64Array.from(steps).sort(),
    Float64Array.from(spreads).sort(),
    ref.reduce((sum, o) => sum + locationVarianceFactor(o.runs), 0),
    ref.length,
    daySd,
  );
}

function sortedMedian(sorted: ArrayLike<number>, length: number): number {
  if (length === 0) return Number.NaN;
  const mid = Math.floor(length / 2);
  const hi = sorted[mid] ?? 0;
  return length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

/** The median of |x − m| over a sorted array, in linear time (merging the two sides outward from m). */
function sortedMad(sorted: ArrayLike<number>, length: number, m: number): number {
  if (length === 0) return Number.NaN;
  let right = 0;
  while (right < length && (sorted[right] ?? 0) < m) right++;
  let left = right - 1;
  const deviations = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const dl = left >= 0 ? m - (sorted[left] ?? 0) : Infinity;
    const dr = right < length ? (sorted[right] ?? 0) - m : Infinity;
    if (dl <= dr) {
      deviations[i] = dl;
      left--;
    } else {
      deviations[i] = dr;
      right++;
    }
  }
  return sortedMedian(deviations, length);
}

/**
 * The record-to-record sd comes from successive steps (y_i − y_{i−1}, centred on their median, MAD/√2):
 * a slow trend inside the reference is not mistaken for noise, so a creep that continues after an alarm
 * is caught again.
 */
function referenceFrom(
  locations: ArrayLike<number>,
  steps: ArrayLike<number>,
  spreads: ArrayLike<number>,
  factorSum: number,
  count: number,
  daySd: number,
): LogReference {
  const location = sortedMedian(locations, count);
  const mad = steps.length > 0 ? (sortedMad(steps, steps.length, sortedMedian(steps, steps.length)) * MAD_TO_SD) / Math.SQRT2 : 0;
  const fromRuns = spreads.length > 0 ? sortedMedian(spreads, spreads.length) / PAIRWISE_TO_SD : mad;
  const runSd = Math.max(MIN_LOG_SD, fromRuns);
  const explained = (runSd ** 2 * factorSum) / Math.max(1, count);
  const betweenVariance = dayVariance(mad ** 2 - explained, steps.length, count, daySd);
  const locationVariance = ((Math.PI / 2) * (explained + betweenVariance)) / Math.max(1, count);
  return { location, runSd, betweenVariance, locationVariance };
}

function insertSorted(xs: number[], x: number): void {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((xs[mid] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  xs.splice(lo, 0, x);
}

function removeSorted(xs: number[], x: number): void {
  const i = xs.indexOf(x);
  if (i >= 0) xs.splice(i, 1);
}

/**
 * logReference over a window [from, to) of `observations` that slides forward, kept sorted incrementally
 * (the same answer as logReference(observations.slice(from, to)), in O(window) per step).
 */
export function slidingLogReference(observations: readonly LogObservation[], daySd = LOG_DAY_SD): (from: number, to: number) => LogReference {
  let wFrom = 0;
  let wTo = 0;
  let locations: number[] = [];
  let steps: number[] = [];
  let spreads: number[] = [];
  let factorSum = 0;
  const at = (i: number): LogObservation => {
    const o = observations[i];
    if (o === undefined) throw new Error(`no observation at ${i}`);
    return o;
  };
  const add = (i: number) => {
    const o = at(i);
    insertSorted(locations, o.location);
    if (i > wFrom) insertSorted(steps, o.location - at(i - 1).location);
    if (o.spread !== undefined) insertSorted(spreads, o.spread);
    factorSum += locationVarianceFactor(o.runs);
  };
  const remove = (i: number) => {
    const o = at(i);
    removeSorted(locations, o.location);
    if (i + 1 < wTo) removeSorted(steps, at(i + 1).location - o.location);
    if (o.spread !== undefined) removeSorted(spreads, o.spread);
    factorSum -= locationVarianceFactor(o.runs);
  };
  return (from, to) => {
    if (from < wFrom || to < wTo || from > wTo) {
      locations = [];
      steps = [];
      spreads = [];
      factorSum = 0;
      wFrom = from;
      wTo = from;
    }
    while (wTo < to) add(wTo++);
    while (wFrom < from) remove(wFrom++);
    return referenceFrom(locations, steps, spreads, factorSum, locations.length, daySd);
  };
}

/** The predictive sd of a new record's location with `runs` runs. */
export function predictiveSd(ref: LogReference, runs: number): number {
  return Math.sqrt(ref.runSd ** 2 * locationVarianceFactor(runs) + ref.betweenVariance + ref.locationVariance);
}

/** LLR of a record under "the level rose by `shift` (log units)" vs "unchanged". */
export function logIncrement(ref: LogReference, obs: LogObservation, shift: number): number {
  const sd = predictiveSd(ref, obs.runs);
  return (shift / sd ** 2) * (obs.location - ref.location - shift / 2);
}

/** A rate estimate that is never 0 or 1: (k + 1) / (n + 2). */
export function shrunkRate(k: number, n: number): number {
  return (k + 1) / (n + 2);
}

function binomialLogLik(k: number, n: number): number {
  if (n === 0) return 0;
  const p = k / n;
  return (k > 0 ? k * Math.log(p) : 0) + (n - k > 0 ? (n - k) * Math.log(1 - p) : 0);
}

/**
 * The log-likelihood gain of a one-sided change in a sequence of counts, per split index (the change's
 * first element, ≥ 1): two binomial segments against one, for splits where the later rate is higher
 * (direction 'up') or lower ('down'); undefined for the others.
 */
export function binomialSplitGains(counts: readonly { k: number; n: number }[], direction: 'up' | 'down'): (number | undefined)[] {
  const totalK = counts.reduce((s, c) => s + c.k, 0);
  const totalN = counts.reduce((s, c) => s + c.n, 0);
  const whole = binomialLogLik(totalK, totalN);
  const gains: (number | undefined)[] = [undefined];
  let k1 = 0;
  let n1 = 0;
  for (let split = 1; split < counts.length; split++) {
    k1 += counts[split - 1]?.k ?? 0;
    n1 += counts[split - 1]?.n ?? 0;
    const k2 = totalK - k1;
    const n2 = totalN - n1;
    const rising = k2 / n2 > k1 / n1;
    const moves = n1 > 0 && n2 > 0 && (direction === 'up') === rising && k2 / n2 !== k1 / n1;
    gains.push(moves ? binomialLogLik(k1, n1) + binomialLogLik(k2, n2) - whole : undefined);
  }
  return gains;
}

/**
 * The log-likelihood gain of a rise in a sequence of Gaussian observations with known variances, per
 * split index (≥ 1): half the weighted between-segment sum of squares where the later mean is higher.
 */
export function gaussianSplitGains(points: readonly { y: number; variance: number }[]): (number | undefined)[] {
  const w = points.map((p) => 1 / p.variance);
  const totalW = w.reduce((a, b) => a + b, 0);
  const totalWy = points.reduce((s, p, i) => s + (w[i] ?? 0) * p.y, 0);
  const gains: (number | undefined)[] = [undefined];
  let w1 = 0;
  let wy1 = 0;
  for (let split = 1; split < points.length; split++) {
    w1 += w[split - 1] ?? 0;
    wy1 += (w[split - 1] ?? 0) * (points[split - 1]?.y ?? 0);
    const w2 = totalW - w1;
    const m1 = wy1 / w1;
    const m2 = (totalWy - wy1) / w2;
    gains.push(m2 > m1 ? ((w1 * w2) / totalW) * (m2 - m1) ** 2 / 2 : undefined);
  }
  return gains;
}

/**
 * The change point from per-split gains: the most likely split, unless a preferred split (the first
 * record of a new context hash) is within `margin` nats of it, which then wins: a context change is a
 * far likelier moment for a change than any other record (prior odds e^margin).
 */
export function chooseSplit(gains: readonly (number | undefined)[], preferred: (split: number) => boolean, margin: number): number | undefined {
  let best: number | undefined;
  let bestGain = -Infinity;
  gains.forEach((g, split) => {
    if (g !== undefined && g > bestGain + 1e-12) {
      best = split;
      bestGain = g;
    }
  });
  let chosen = best;
  let chosenGain = -Infinity;
  gains.forEach((g, split) => {
    if (g !== undefined && preferred(split) && g >= bestGain - margin && g > chosenGain) {
      chosen = split;
      chosenGain = g;
    }
  });
  return chosen;
}
