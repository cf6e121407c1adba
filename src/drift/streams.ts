/**
 * The observations each drift detector reads from a scenario's records, and their CUSUM models
 * (docs/drift.md). Pure.
 */
import type { ConfigFile } from '../config/schema.js';
import type { HistoryRecord, ScenarioRecord } from '../history/record.js';
import { formatPercent } from '../format/percent.js';
import { showFeature, type FeatureValue } from '../stats/summary.js';
import type { Alarm, StreamModel } from './cusum.js';
import {
  binomialIncrement,
  binomialSplitGains,
  gaussianSplitGains,
  locationVarianceFactor,
  logIncrement,
  logObservations,
  logReference,
  medianOf,
  shrunkRate,
  slidingLogReference,
  type LogObservation,
} from './noise.js';

type DriftConfig = ConfigFile['drift'];

/** The decision level h of every CUSUM, in nats; calibrated by sim/drift.ts for the suite-level false-alarm target. */
export const DRIFT_LEVEL = 9;
/** The pass-rate CUSUM looks for a fall to the threshold, and at least this far below the reference rate. */
const PASS_DROP = 0.15;
/** The feature CUSUM looks for the other values' share to reach 50%, and at least this far above the reference. */
const FEATURE_RISE = 0.25;

/** One scenario in one record. */
export interface Point {
  record: HistoryRecord;
  s: ScenarioRecord;
}

export interface Stream<O> {
  positions: number[];
  observations: O[];
  model: StreamModel<O>;
  level: number;
  describe(alarm: Alarm, observations: readonly O[]): { what: string; before: number; after: number };
}

export function logStream(series: readonly Point[], kind: 'token_inflation' | 'latency_regression', cfg: DriftConfig): Stream<LogObservation> {
  const positions: number[] = [];
  const observations: LogObservation[] = [];
  logObservations(series.map((p) => (kind === 'token_inflation' ? p.s.tokens.runs : p.s.latencyMs.runs))).forEach((obs, i) => {
    if (obs === undefined) return;
    positions.push(i);
    observations.push(obs);
  });
  const shift = Math.log(1 + (kind === 'token_inflation' ? cfg.token_inflation : cfg.latency_regression));
  const unit = kind === 'token_inflation' ? 'tokens' : 'latency (ms)';
  const reference = slidingLogReference(observations);
  return {
    positions,
    observations,
    level: DRIFT_LEVEL,
    model: {
      increment: (all, from, to, t) => {
        const obs = all[t];
        return obs === undefined ? 0 : logIncrement(reference(from, to), obs, shift);
      },
      splitGains: (segment) => {
        // Run-to-run spread is not moved by a change of level; record-to-record variation is, so it comes
        // from the older half of the segment only.
        const runSd = logReference(segment).runSd;
        const between = logReference(segment.slice(0, Math.ceil(segment.length / 2))).betweenVariance;
        return gaussianSplitGains(segment.map((o) => ({ y: o.location, variance: runSd ** 2 * locationVarianceFactor(o.runs) + between })));
      },
    },
    describe: (alarm, obs) => {
      const before = Math.exp(medianOf(obs.slice(alarm.reference[0], alarm.reference[1]).map((o) => o.location)));
      const after = Math.exp(medianOf(obs.slice(alarm.change, alarm.at + 1).map((o) => o.location)));
      const what = `${unit} per run rose ${formatPercent(after / before - 1)} (median ${Math.round(before)} → ${Math.round(after)})`;
      return { what, before, after };
    },
  };
}

interface Counts {
  k: number;
  n: number;
  threshold: number;
}

function rateOf(counts: readonly Counts[]): number {
  const n = counts.reduce((s, c) => s + c.n, 0);
  return n === 0 ? 0 : counts.reduce((s, c) => s + c.k, 0) / n;
}

export function passStream(series: readonly Point[], cfg: DriftConfig): Stream<Counts> {
  const positions: number[] = [];
  const observations: Counts[] = [];
  series.forEach((p, i) => {
    if (p.s.attempted === 0) return;
    positions.push(i);
    observations.push({ k: p.s.passes, n: p.s.attempted, threshold: p.s.threshold });
  });
  return {
    positions,
    observations,
    level: (DRIFT_LEVEL * cfg.consecutive_failures) / 3,
    model: {
      increment: (all, from, to, t) => {
        const obs = all[t];
        if (obs === undefined) return 0;
        let k = 0;
        let n = 0;
        for (let i = from; i < to; i++) {
          k += all[i]?.k ?? 0;
          n += all[i]?.n ?? 0;
        }
        const p0 = shrunkRate(k, n);
        const p1 = Math.max(0.01, Math.min(obs.threshold, p0 - PASS_DROP));
        return binomialIncrement(obs.k, obs.n, p0, p1);
      },
      splitGains: (segment) => binomialSplitGains(segment, 'down'),
    },
    describe: (alarm, obs) => {
      const before = rateOf(obs.slice(alarm.reference[0], alarm.reference[1]));
      const after = rateOf(obs.slice(alarm.change, alarm.at + 1));
      const threshold = obs[alarm.at]?.threshold ?? 0;
      return { what: `pass rate fell from ${formatPercent(before)} to ${formatPercent(after)} (threshold ${formatPercent(threshold)})`, before, after };
    },
  };
}

function featureValues(s: ScenarioRecord, feature: 'decomposes' | 'risk'): FeatureValue[] {
  return feature === 'decomposes' ? (s.features.decomposes ?? []) : (s.features.risk ?? []);
}

/** A record's feature values as counts per value. */
interface FeatureCounts {
  counts: Map<FeatureValue, number>;
  n: number;
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
  return { counts, n };
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
const others = (c: FeatureCounts, mode: FeatureValue | undefined) => c.n - (mode === undefined ? 0 : (c.counts.get(mode) ?? 0));

export function featureStream(series: readonly Point[], feature: 'decomposes' | 'risk'): Stream<FeatureCounts> {
  const positions: number[] = [];
  const observations: FeatureCounts[] = [];
  series.forEach((p, i) => {
    const values = featureValues(p.s, feature);
    if (values.length === 0) return;
    positions.push(i);
    observations.push(countValues(values));
  });
  const shareOf = (obs: readonly FeatureCounts[], mode: FeatureValue | undefined) => {
    const all = pooled(obs);
    return all.n === 0 ? 0 : others(all, mode) / all.n;
  };
  return {
    positions,
    observations,
    level: DRIFT_LEVEL,
    model: {
      increment: (observed, from, to, t) => {
        const obs = observed[t];
        if (obs === undefined) return 0;
        const all = pooled(observed.slice(from, to));
        const mode = modeOf(all);
        const q0 = shrunkRate(others(all, mode), all.n);
        const q1 = Math.min(0.95, Math.max(0.5, q0 + FEATURE_RISE));
        return q1 <= q0 ? 0 : binomialIncrement(others(obs, mode), obs.n, q0, q1);
      },
      splitGains: (segment) => {
        const mode = modeOf(pooled(segment.slice(0, Math.ceil(segment.length / 2))));
        return binomialSplitGains(segment.map((c) => ({ k: others(c, mode), n: c.n })), 'up');
      },
    },
    describe: (alarm, obs) => {
      const reference = obs.slice(alarm.reference[0], alarm.reference[1]);
      const mode = modeOf(pooled(reference));
      const before = shareOf(reference, mode);
      const after = shareOf(obs.slice(alarm.change, alarm.at + 1), mode);
      const what =
        `behaviour shift: ${feature} values other than ${mode === undefined ? 'none' : showFeature(mode)} ` +
        `rose from ${formatPercent(before)} to ${formatPercent(after)} of runs`;
      return { what, before, after };
    },
  };
}

