/**
 * The drift detectors' simulation (docs/drift.md, issue 8 acceptance S4). It drives the product's own
 * detector (driftEvents from src/drift/detect.ts) over seeded synthetic histories: one record a day, a
 * record being a scheduled run of the suite. `npx tsx sim/drift.ts` prints the table.
 */
import { DriftSchema } from '../src/config/schema.js';
import { assessDrift, driftEvents, type DriftCause, type DriftConfig, type DriftEvent, type DriftKind } from '../src/drift/detect.js';
import type { HistoryRecord } from '../src/history/record.js';
import { seededRandom, type Random } from './random.js';
import { commitSha, drawScenario, stableTruth, syntheticRecord, type ScenarioTruth } from './synth.js';

/** Records of history before the month, so the month is judged in the steady state. */
export const BURN_IN = 30;
export const MONTH = 30;
export const SUITE = 20;
export const PASS_RATES = [0.8, 0.9, 0.95, 1.0] as const;

export interface SimOptions {
  seed: number;
  /** Months for the false-alarm rows; histories for every other row. */
  trials: number;
  cfg?: DriftConfig;
}

export interface SimRow {
  what: string;
  runs: number;
  rate: number;
  /** Trials that counted (for attribution: those where the change was detected). */
  trials: number;
  target?: string;
  /** Median records from the change to the alarm, where it applies. */
  medianDelay?: number;
}

function history(count: number, suite: (n: number) => ScenarioTruth[], random: Random): HistoryRecord[] {
  return Array.from({ length: count }, (_, i) => syntheticRecord(i + 1, suite(i + 1).map((t) => drawScenario(t, random))));
}

/** True when some alarm is still a finding on some day of the month (an alarm stays one for `window` records). */
function alarmsInMonth(events: readonly DriftEvent[], window: number): boolean {
  return events.some((e) => e.at + window - 1 >= BURN_IN && e.at < BURN_IN + MONTH);
}

export function falseAlarmRate(runs: number, opts: Required<SimOptions>, random: Random): SimRow {
  let alarmed = 0;
  for (let t = 0; t < opts.trials; t++) {
    const truths = Array.from({ length: SUITE }, (_, i) => stableTruth(`s${i}`, runs, PASS_RATES[Math.floor(random.uniform() * PASS_RATES.length)]));
    const records = history(BURN_IN + MONTH, () => truths, random);
    if (alarmsInMonth(driftEvents(records, opts.cfg), opts.cfg.window)) alarmed++;
  }
  return { what: `stable suite of ${SUITE}: months with a drift issue`, runs, rate: alarmed / opts.trials, trials: opts.trials, target: '≤ 10%' };
}

export interface StepCase {
  what: string;
  kind: DriftKind;
  /** The truth of record n, given the change starts at record `start`. */
  truth(base: ScenarioTruth, n: number, start: number): ScenarioTruth;
  within: number;
  target?: string;
}

export const STEP_CASES: StepCase[] = [
  { what: 'tokens +40% step, flagged within 7 records', kind: 'token_inflation', truth: (b, n, s) => (n >= s ? { ...b, tokens: b.tokens * 1.4 } : b), within: 7, target: '≥ 90%' },
  { what: 'latency +50% step, flagged within 7 records', kind: 'latency_regression', truth: (b, n, s) => (n >= s ? { ...b, latencyMs: b.latencyMs * 1.5 } : b), within: 7 },
  { what: 'pass rate 0.9 → 0.5, flagged within 7 records', kind: 'pass_rate', truth: (b, n, s) => (n >= s ? { ...b, passRate: 0.5 } : b), within: 7 },
  { what: 'tokens creep +3%/record, flagged within 15 records', kind: 'token_inflation', truth: (b, n, s) => (n >= s ? { ...b, tokens: b.tokens * 1.03 ** (n - s + 1) } : b), within: 15 },
];

function firstAlarm(events: readonly DriftEvent[], kind: DriftKind, from: number): DriftEvent | undefined {
  return events.filter((e) => e.kind === kind && e.at >= from).sort((a, b) => a.at - b.at)[0];
}

export function detection(c: StepCase, runs: number, opts: Required<SimOptions>, random: Random): SimRow {
  const start = BURN_IN + 1;
  let caught = 0;
  const delays: number[] = [];
  for (let t = 0; t < opts.trials; t++) {
    const base = stableTruth('changed', runs, 0.9);
    const records = history(BURN_IN + c.within + 5, (n) => [c.truth(base, n, start)], random);
    const alarm = firstAlarm(driftEvents(records, opts.cfg), c.kind, start - 1);
    if (alarm === undefined) continue;
    delays.push(alarm.at - (start - 1) + 1);
    if (alarm.at <= start - 1 + c.within - 1) caught++;
  }
  delays.sort((a, b) => a - b);
  const row: SimRow = { what: c.what, runs, rate: caught / opts.trials, trials: opts.trials };
  if (delays.length > 0) row.medianDelay = delays[Math.floor(delays.length / 2)] ?? 0;
  if (c.target !== undefined) row.target = c.target;
  return row;
}

export interface AttributionCase {
  what: string;
  hashChangeAt: number;
  stepAt: number;
  expected: 'context_changed' | 'model_drift';
}

const STEP = BURN_IN + 1;
export const ATTRIBUTION_CASES: AttributionCase[] = [
  { what: '(a) context change with a +40% token effect → context', hashChangeAt: STEP, stepAt: STEP, expected: 'context_changed' },
  { what: '(b) +40% tokens at an unchanged context → model drift', hashChangeAt: Number.POSITIVE_INFINITY, stepAt: STEP, expected: 'model_drift' },
  { what: '(c) context change, no effect; +40% tokens 5 records later → model drift', hashChangeAt: STEP, stepAt: STEP + 5, expected: 'model_drift' },
];

function attributionRight(c: AttributionCase, cause: DriftCause | undefined): boolean {
  if (cause === undefined) return false;
  return c.expected === 'context_changed'
    ? cause.type === 'context_changed' && cause.sha === commitSha(c.hashChangeAt)
    : cause.type === 'model_drift' && (c.hashChangeAt > c.stepAt || cause.since === commitSha(c.hashChangeAt));
}

/** Attribution when the finding is first raised, and on its last day (refined with `window` records of evidence). */
export function attribution(c: AttributionCase, runs: number, opts: Required<SimOptions>, random: Random): SimRow[] {
  let first = 0;
  let last = 0;
  let detected = 0;
  for (let t = 0; t < opts.trials; t++) {
    const base = stableTruth('changed', runs, 0.9);
    const truth = (n: number): ScenarioTruth => ({
      ...base,
      hash: n >= c.hashChangeAt ? 'ctx-b' : 'ctx-a',
      tokens: n >= c.stepAt ? base.tokens * 1.4 : base.tokens,
    });
    const records = history(c.stepAt + 20, (n) => [truth(n)], random);
    const alarm = firstAlarm(driftEvents(records, opts.cfg), 'token_inflation', c.stepAt - 2);
    if (alarm === undefined) continue;
    detected++;
    if (attributionRight(c, alarm.finding.cause)) first++;
    const shown = assessDrift(records.slice(0, alarm.at + opts.cfg.window), opts.cfg).findings.find((f) => f.kind === 'token_inflation');
    if (attributionRight(c, shown?.cause)) last++;
  }
  const rate = (n: number) => (detected === 0 ? 0 : n / detected);
  return [
    { what: `attribution ${c.what}, when raised`, runs, rate: rate(first), trials: detected, target: '100%' },
    { what: `attribution ${c.what}, ${opts.cfg.window} records later`, runs, rate: rate(last), trials: detected, target: '100%' },
  ];
}

export function simOptions(options: SimOptions): Required<SimOptions> {
  return { ...options, cfg: options.cfg ?? DriftSchema.parse({}) };
}

export function runDriftSimulation(options: SimOptions): SimRow[] {
  const opts = simOptions(options);
  const random = seededRandom(opts.seed);
  const rows: SimRow[] = [];
  for (const runs of [30, 10, 3]) rows.push(falseAlarmRate(runs, opts, random));
  for (const c of STEP_CASES) for (const runs of [30, 10, 3]) rows.push(detection(c, runs, opts, random));
  for (const c of ATTRIBUTION_CASES) for (const runs of [30, 10, 3]) rows.push(...attribution(c, runs, opts, random));
  return rows;
}

export function formatTable(rows: readonly SimRow[]): string {
  const lines = ['| case | runs/record | rate | trials | target | median delay (records) |', '| --- | ---: | ---: | ---: | --- | ---: |'];
  for (const r of rows) {
    lines.push(`| ${r.what} | ${r.runs} | ${(r.rate * 100).toFixed(1)}% | ${r.trials} | ${r.target ?? ''} | ${r.medianDelay ?? ''} |`);
  }
  return lines.join('\n');
}
