/**
 * The log streams of the drift detectors (docs/drift.md): tokens, latency and tool calls per run, each
 * record's runs as a Huber location of their logs, pooled into days (streams.ts `grouped`). Pure.
 */
import type { ConfigFile } from '../config/schema.js';
import type { ScenarioRecord } from '../history/record.js';
import { gaussianSplitGains, locationVarianceFactor, logIncrement, logLocation, logReference, medianOf, pairwiseSpread, predictiveSd, slidingLogReference, type LogObservation } from './noise.js';
import { DRIFT_LEVEL, MIN_LATENCY_MS, MIN_RISE, NOISE_BAND_SDS, grouped, type Point, type Stream } from './streams.js';
import { formatPercent } from '../format/percent.js';

type DriftConfig = ConfigFile['drift'];
/** A tool-call finding needs the typical run to make at least this many more calls: 0.1 → 0.3 calls per run is not drift. */
export const MIN_TOOL_CALLS = 0.5;

export type LogKind = 'token_inflation' | 'latency_regression' | 'tool_calls';

/**
 * What a log stream reads of a record: tokens and latency as logs of positive values; tool calls, which
 * are often 0, as log(1 + calls) (so a level is exp(location) − 1 calls per run).
 */
const LOG_READS: Record<LogKind, { values: (s: ScenarioRecord) => readonly number[]; offset: number; unit: string; shift: (cfg: DriftConfig) => number }> = {
  token_inflation: { values: (s) => s.tokens.runs, offset: 0, unit: 'tokens', shift: (cfg) => cfg.token_inflation },
  latency_regression: { values: (s) => s.latencyMs.runs, offset: 0, unit: 'latency (ms)', shift: (cfg) => cfg.latency_regression },
  tool_calls: { values: (s) => s.toolCalls?.runs ?? [], offset: 1, unit: 'tool calls', shift: (cfg) => cfg.tool_calls_inflation },
};

/** A level in words: whole numbers from 10 on, one decimal below (tool calls per run). */
function shownLevel(x: number): string {
  return x >= 10 ? String(Math.round(x)) : String(Math.round(x * 10) / 10);
}

export function logStream(series: readonly Point[], kind: LogKind, cfg: DriftConfig): Stream<LogObservation> {
  const read = LOG_READS[kind];
  const logsOf = (p: Point) => {
    const logs = read
      .values(p.s)
      .map((v) => v + read.offset)
      .filter((v) => v > 0)
      .map((v) => Math.log(v));
    return logs.length === 0 ? undefined : { logs, spread: pairwiseSpread(logs) };
  };
  // A day's run-to-run spread is the median of its records' (the day effect is not run-to-run spread).
  const spreadOf = (records: readonly { spread: number | undefined }[]) => {
    const spreads = records.flatMap((r) => (r.spread === undefined ? [] : [r.spread]));
    return spreads.length === 0 ? undefined : medianOf(spreads);
  };
  const spreads: (number | undefined)[] = [];
  const { positions, dayOf, days, partial } = grouped(series, logsOf, (records, day) => {
    const spread = spreadOf(records);
    spreads[day] ??= spread;
    const earlier = spreads.slice(Math.max(0, day - 29), day).filter((s): s is number => s !== undefined);
    return logLocation(records.flatMap((r) => r.logs), spread, earlier);
  });
  const shift = Math.log(1 + read.shift(cfg));
  const reference = slidingLogReference(days);
  const level = (ds: readonly LogObservation[]) => Math.exp(medianOf(ds.map((o) => o.location))) - read.offset;
  return {
    positions,
    dayOf,
    days,
    partial,
    level: DRIFT_LEVEL,
    model: {
      increment: (_days, from, to, current) => logIncrement(reference(from, to), current, shift),
      splitGains: (segment) => {
        // Run-to-run spread is not moved by a change of level; day-to-day variation is, so it comes
        // from the older half of the segment only.
        const runSd = logReference(segment).runSd;
        const between = logReference(segment.slice(0, Math.ceil(segment.length / 2))).betweenVariance;
        return gaussianSplitGains(segment.map((o) => ({ y: o.location, variance: runSd ** 2 * locationVarianceFactor(o.runs) + between })));
      },
    },
    accept: (ref, changed) => {
      const before = level(ref);
      const after = level(changed);
      if (after < before * (1 + MIN_RISE)) return false;
      if (kind === 'latency_regression') return after - before >= MIN_LATENCY_MS;
      return kind !== 'tool_calls' || after - before >= MIN_TOOL_CALLS;
    },
    describe: (alarm, ds) => {
      const before = level(ds.slice(alarm.reference[0], alarm.reference[1]));
      const after = level(ds.slice(alarm.changeDay, alarm.atDay + 1));
      const rise = shownLevel(before) === '0' ? 'rose' : `rose ${formatPercent(after / before - 1)}`;
      const what = `${read.unit} per run ${rise} (median ${shownLevel(before)} → ${shownLevel(after)})`;
      return { what, before, after };
    },
    shifted: (ref, recent) => {
      if (ref.length === 0 || recent.length === 0) return false;
      const r = logReference(ref);
      // The mean of the recent days' locations: each day's predictive variance without the reference's own, averaged, over their count.
      const own = recent.reduce((sum, o) => sum + predictiveSd(r, o.runs) ** 2 - r.locationVariance, 0) / recent.length ** 2;
      const mean = recent.reduce((sum, o) => sum + o.location, 0) / recent.length;
      return mean - r.location > NOISE_BAND_SDS * Math.sqrt(own + r.locationVariance);
    },
  };
}
