/**
 * The between-record (day-to-day) sd of a scenario's pass rate, estimated from its own history (issue
 * "Green means green", item 3). Pure.
 *
 * Each record is one day's sample of the scenario: its rate is the day's rate plus binomial noise. The
 * spread of the records' rates around their pooled rate, less the binomial part, is the day-to-day
 * variance (the method of moments; negative estimates are 0). With fewer than MIN_RECORDS records the
 * estimate is too noisy to use, and the configured compare.day_to_day_sd stands. The comparison never
 * uses less than the configured value: a low estimate from a handful of days is as likely to be luck as
 * a steadier model, and a null narrower than the truth would raise false alarms.
 */

export const MIN_RECORDS = 5;

export interface DayEffect {
  sd: number;
  source: 'configured' | 'history';
  /** With `history`: the estimate and how many records it came from. */
  estimate?: number;
  records?: number;
}

export function estimateBetweenSd(records: readonly { passes: number; attempted: number }[]): number | undefined {
  const used = records.filter((r) => r.attempted > 0);
  if (used.length < MIN_RECORDS) return undefined;
  const passes = used.reduce((n, r) => n + r.passes, 0);
  const attempted = used.reduce((n, r) => n + r.attempted, 0);
  const pooled = passes / attempted;
  const rates = used.map((r) => r.passes / r.attempted);
  const spread = rates.reduce((s, r) => s + (r - pooled) ** 2, 0) / (used.length - 1);
  const binomial = used.reduce((s, r) => s + (pooled * (1 - pooled)) / r.attempted, 0) / used.length;
  return Math.sqrt(Math.max(0, spread - binomial));
}

/** The sd the comparison's null uses: the configured one, or the history's estimate when it is larger. */
export function dayEffectFor(configured: number, records: readonly { passes: number; attempted: number }[]): DayEffect {
  const estimate = estimateBetweenSd(records);
  if (estimate === undefined) return { sd: configured, source: 'configured' };
  // The design's null needs sd < 0.5.
  const sd = Math.min(0.49, Math.max(configured, estimate));
  return { sd, source: sd > configured ? 'history' : 'configured', estimate, records: records.length };
}
