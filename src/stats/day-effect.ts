/**
 * The between-record (day-to-day) sd of a scenario's pass rate, estimated from its own history and from
 * the suite's (issue "Green means green", item 3). Pure.
 *
 * Each record is one day's sample of the scenario: its rate is the day's rate plus binomial noise. The
 * spread of the records' rates around their pooled rate, less the binomial part, is the day-to-day
 * variance (the method of moments). One scenario's records say little (3 records: 2 degrees of
 * freedom), so a scenario's own estimate counts only from MIN_RECORDS records, and only to widen the
 * null. The suite's records together say much more: `suiteSpread` pools them, and `dayEffectFor` weighs
 * them against the configured compare.day_to_day_sd.
 */
import { DAY_EFFECT_DF } from './null-prior.js';

export const MIN_RECORDS = 5;

/** The configured sd counts as this many degrees of freedom of evidence when the suite's records are weighed against it. */
export const PRIOR_DF = DAY_EFFECT_DF;
/** An estimate above the configured sd is rounded up to a multiple of this. */
export const SD_STEP = 0.005;

export interface DayEffect {
  sd: number;
  source: 'configured' | 'history';
  /** The degrees of freedom of the day effect's Student t (DAY_EFFECT_DF: see dayEffectFor). */
  df: number;
  /** With `history`: the estimate and how many records it came from. */
  estimate?: number;
  records?: number;
}

/**
 * The suite's evidence on the day-to-day variance: over every scenario with two or more records, the
 * spread of its records' rates around their mean, less the binomial part (an unbiased estimate of
 * (R − 1)·σ², which may be negative), and R − 1 degrees of freedom. A scenario whose records all passed
 * (or all failed) shows no day effect whatever σ is (its rate sits on the bound), so it adds nothing.
 * Summed over scenarios, one day's variance is estimated from every record the baseline holds: 20
 * scenarios of 3 records give 40 degrees of freedom where one scenario's 3 records give 2.
 */
export interface DaySpread {
  excess: number;
  df: number;
}

/**
 * The scenarios whose days can show a day effect: two or more days with runs, and a pooled rate off the
 * bounds (a scenario whose days all passed, or all failed, shows none whatever σ is). Each with its days
 * and pooled counts.
 */
export function* spreadingScenarios(scenarios: Iterable<readonly { passes: number; attempted: number }[]>): Generator<{ used: { passes: number; attempted: number }[]; passes: number; attempted: number }> {
  for (const records of scenarios) {
    const used = records.filter((r) => r.attempted > 0);
    if (used.length < 2) continue;
    const passes = used.reduce((n, r) => n + r.passes, 0);
    const attempted = used.reduce((n, r) => n + r.attempted, 0);
    if (passes === 0 || passes === attempted) continue;
    yield { used, passes, attempted };
  }
}

export function suiteSpread(scenarios: Iterable<readonly { passes: number; attempted: number }[]>): DaySpread {
  let excess = 0;
  let df = 0;
  for (const { used, passes, attempted } of spreadingScenarios(scenarios)) {
    const pooled = passes / attempted;
    const rates = used.map((r) => r.passes / r.attempted);
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    const spread = rates.reduce((sum, r) => sum + (r - mean) ** 2, 0);
    const binomial = ((used.length - 1) / used.length) * used.reduce((sum, r) => sum + (pooled * (1 - pooled)) / r.attempted, 0);
    excess += spread - binomial;
    df += used.length - 1;
  }
  return { excess, df };
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

/**
 * The sd the comparison's null uses. The configured σ₀ is a prior worth PRIOR_DF degrees of freedom; the
 * suite's records add theirs: σ̂² = (ν₀σ₀² + Σ excess) / (ν₀ + Σ df). The sd is never below σ₀, nor below
 * the scenario's own estimate once it holds MIN_RECORDS records: the suite's spread only widens the null.
 *
 * The tails stay the t₆'s (DAY_EFFECT_DF) however many records the suite holds. Letting the suite's
 * degrees of freedom thin them (a t₄₀, near-normal) gained power (a 0.9 → 0.6 drop among 20 flagged 72%
 * against 60%, sim/g3-exact.ts) but, at a true sd of 0.08, made 7.0% of 200 unchanged 20-scenario PRs
 * red: the spread is biased low by scenarios near 100%, where the bound clips the day effect, and a
 * near-normal null has nothing left to absorb the error.
 */
export function dayEffectFor(configured: number, records: readonly { passes: number; attempted: number }[], suite?: DaySpread): DayEffect {
  const own = estimateBetweenSd(records);
  const df = PRIOR_DF + (suite?.df ?? 0);
  const pooled = suite !== undefined && suite.df > 0 ? Math.sqrt(Math.max(0, PRIOR_DF * configured ** 2 + suite.excess) / df) : configured;
  // Rounded up to a step of SD_STEP (a wider null: the safe side), so that suites whose estimates differ in
  // the fourth decimal share one design (designs are memoised by their inputs; each costs 50–150 ms).
  // The design's null needs sd < 0.5.
  const wider = Math.max(pooled, own ?? 0);
  const sd = Math.min(0.49, wider > configured ? Math.ceil(wider / SD_STEP - 1e-9) * SD_STEP : configured);
  const out: DayEffect = { sd, source: sd === configured ? 'configured' : 'history', df: DAY_EFFECT_DF };
  if (own !== undefined || (suite !== undefined && suite.df > 0)) {
    out.estimate = Math.max(own ?? 0, suite !== undefined && suite.df > 0 ? pooled : 0);
    out.records = records.length;
  }
  return out;
}
