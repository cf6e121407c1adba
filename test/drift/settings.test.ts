/**
 * Each `drift:` setting (src/config/schema.ts DriftSchema) is read by the detector it names, and by no
 * other (issue 31 item 4). Every case gives its own setting a value at which a finding appears and every
 * other setting the value at which it would not (or the other way round), so a detector that read
 * another setting in place of its own would turn the case over.
 */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { assessDrift, driftEvents, type DriftConfig, type DriftKind } from '../../src/drift/detect.js';
import { logStream } from '../../src/drift/log-stream.js';
import { makeRecord, scenarioRecord, sha, type ScenarioSpec } from '../history/make-record.js';

const CFG = DriftSchema.parse({});

function history(count: number, at: (n: number) => ScenarioSpec) {
  return Array.from({ length: count }, (_, i) => makeRecord(i + 1, [at(i + 1)]));
}

/** [alarm, change] series positions of one kind's alarms. */
function alarms(records: ReturnType<typeof history>, cfg: DriftConfig, kind: DriftKind): [number, number][] {
  return driftEvents(records, cfg)
    .filter((e) => e.kind === kind)
    .map((e) => [e.at, e.change]);
}

describe('every setting under drift: is pinned here', () => {
  it('the keys are window, the three rises and consecutive_failures', () => {
    // A new key needs its own case below.
    expect(Object.keys(DriftSchema.shape).sort()).toEqual(['consecutive_failures', 'latency_regression', 'token_inflation', 'tool_calls_inflation', 'window']);
  });
});

/**
 * A step of ×1.5 from record 9 (log(1.5) = 0.405 on the detectors' log scale). A detector tuned to a rise s
 * gains evidence from a day only when the day's rise is more than half the tuned one: log(1.5) >
 * log(1 + s) / 2, i.e. s < 1.5² − 1 = 1.25. Tuned to 1.2 it fires (at record 13); tuned to 1.3 never.
 */
const FIRES = 1.2;
const SILENT = 1.3;

const RISES = [
  ['token_inflation', 'token_inflation', (n: number): ScenarioSpec => ({ tokens: n >= 9 ? 1500 : 1000 })],
  ['latency_regression', 'latency_regression', (n: number): ScenarioSpec => ({ latency: n >= 9 ? 3000 : 2000 })],
  // Tool calls are read as log(1 + calls): 4 → 6.5 calls per run is 5 → 7.5, ×1.5 too.
  ['tool_calls_inflation', 'tool_calls', (n: number): ScenarioSpec => ({ attempted: 4, toolCalls: Array.from({ length: 4 }, () => (n >= 9 ? 6.5 : 4)) })],
] as const;

type Rise = 'token_inflation' | 'latency_regression' | 'tool_calls_inflation';

/** Every rise at `others`, and `setting` at `own`. */
function tuned(setting: Rise, own: number, others: number): DriftConfig {
  return { ...CFG, token_inflation: others, latency_regression: others, tool_calls_inflation: others, [setting]: own };
}

describe.each(RISES)('drift.%s tunes the %s detector', (setting, kind, step) => {
  const records = history(24, step);

  it(`fires when it is ${FIRES} and every other rise is ${SILENT}`, () => {
    expect(alarms(records, tuned(setting, FIRES, SILENT), kind)).toEqual([[12, 8]]);
  });

  it(`stays quiet when it is ${SILENT} and every other rise is ${FIRES}`, () => {
    expect(alarms(records, tuned(setting, SILENT, FIRES), kind)).toEqual([]);
  });

  it('is the only detector the step moves', () => {
    expect(driftEvents(records, tuned(setting, FIRES, FIRES)).map((e) => e.kind)).toEqual([kind]);
  });
});

describe('drift.consecutive_failures sets the pass-rate detector\'s decision level', () => {
  // 5 of 5 passes, then 2 of 5 from record 9: the level is 9 × consecutive_failures / 3 nats.
  const records = history(24, (n) => ({ passes: n >= 9 ? 2 : 5 }));

  it.each([
    [3, 10],
    [4, 12],
    [6, 20],
  ])('at %i it fires at series position %i (window 5, every rise 0.3: neither is read in its place)', (failures, at) => {
    const cfg = { ...CFG, window: 5, token_inflation: 0.3, latency_regression: 0.3, tool_calls_inflation: 0.3, consecutive_failures: failures };
    expect(alarms(records, cfg, 'pass_rate')).toEqual([[at, 8]]);
  });
});

describe('drift.window (consecutive_failures 3 beside it)', () => {
  const cfgOf = (window: number): DriftConfig => ({ ...CFG, window, consecutive_failures: 3 });

  it.each([4, 6, 7])('%i: a scenario is judged from window + 1 records on', (window) => {
    const status = (count: number) => assessDrift(history(count, () => ({})), cfgOf(window)).scenarios[0];
    expect(status(window)).toMatchObject({ records: window, need: window + 1, judged: false });
    expect(status(window + 1)).toMatchObject({ records: window + 1, need: window + 1, judged: true });
  });

  it.each([4, 6, 7])('%i: the first day judged is the one after window days of reference', (window) => {
    // Tokens ×2 from series position `window`: judged at once, it fires the next record (one day adds at
    // most 55% of the level); with one more day of reference needed, a record later.
    const records = history(20, (n) => ({ tokens: n > window ? 2000 : 1000 }));
    expect(alarms(records, cfgOf(window), 'token_inflation')).toEqual([[window + 1, window]]);
    expect(alarms(records, cfgOf(window + 1), 'token_inflation')).toEqual([[window + 2, window]]);
  });

  it.each([4, 6, 7])('%i: a finding stays while the stream is shifted, and closes once its latest window days are back', (window) => {
    // Tokens ×2 from record 9 to record 15, then back (issue 32 item 4: open while still drifted).
    const BACK = 16;
    const records = history(30, (n) => ({ tokens: n >= 9 && n < BACK ? 2000 : 1000 }));
    const shown = records.map((_, i) => assessDrift(records.slice(0, i + 1), cfgOf(window)).findings.length);
    expect(shown.indexOf(1)).toBe(9);
    // Open through the step, closed when the latest window days no longer show it: window − 2 records after the return.
    expect(shown.lastIndexOf(1)).toBe(BACK + window - 3);
    expect(shown.slice(9, BACK + window - 2).every((n) => n === 1)).toBe(true);
  });

  it.each([4, 6, 7])('%i: a new tool needs window days of reference that never called it', (window) => {
    const toolFrom = (first: number) => history(12, (n) => ({ tools: n >= first ? [{ name: 'search', calls: 1, runs: 1 }] : [] }));
    const found = (first: number) => driftEvents(toolFrom(first), cfgOf(window)).filter((e) => e.tool === 'search').map((e) => e.at);
    // First called at series position `window` (record window + 1): window days before it.
    expect(found(window + 1)).toEqual([window]);
    expect(found(window)).toEqual([]);
  });
});

describe('the windows of earlier days', () => {
  it("a day's Huber scale pools its own spread with the 29 days before it, not 28", () => {
    // Day 0 tight, days 1-15 wide, days 16-29 tight; then a probe day with one far run and no spread of its own.
    const point = (n: number, runs: number[]) => ({ record: makeRecord(n), s: { ...scenarioRecord({ attempted: runs.length }), tokens: { mean: 0, runs } } });
    const wide = [500, 2000, 8000];
    const tight = [1000, 1000, 1000];
    const series = [point(1, tight), ...Array.from({ length: 15 }, (_, i) => point(i + 2, wide)), ...Array.from({ length: 14 }, (_, i) => point(i + 17, tight)), point(31, [1000, 1000, 1000, 1000, 8000])];
    // 15 wide and 15 tight spreads: the median is half a wide one, so the far run moves the location to 7.180
    // (with 28 days before it, 14 wide against 15 tight, the scale is the floor and the location 6.927).
    expect(logStream(series, 'token_inflation', CFG).days[30]?.location).toBeCloseTo(7.18025, 4);
  });

  // Tokens 1000 for 16 records, 1100 for 15, then 2000 from record 32.
  const levels = history(36, (n) => ({ tokens: n >= 32 ? 2000 : n >= 17 ? 1100 : 1000 }));

  it('a finding is judged against the newest 30 days before its change (15 at 1000 and 15 at 1100)', () => {
    const events = driftEvents(levels, CFG);
    expect(events.map((e) => [e.kind, e.at, e.change])).toEqual([['token_inflation', 32, 31]]);
    // The median of 30 days is between the two levels (31 days would read 1000, 29 days 1100).
    expect(events[0]?.finding.before).toBeCloseTo(Math.sqrt(1000 * 1100), 6);
    expect(assessDrift(levels.slice(0, 34), CFG).findings[0]?.before).toBeCloseTo(Math.sqrt(1000 * 1100), 6);
  });

  it('a tool last called 31 days back is new again; 30 days back it is not', () => {
    const calledAt = (again: number) => history(again, (n) => ({ tools: n === 1 || n === again ? [{ name: 'search', calls: 1, runs: 1 }] : [] }));
    expect(driftEvents(calledAt(32), CFG).filter((e) => e.tool === 'search').map((e) => e.at)).toEqual([31]);
    expect(driftEvents(calledAt(31), CFG).filter((e) => e.tool === 'search')).toEqual([]);
  });
});

describe('the change point decides which commit a finding blames', () => {
  // A new context hash from record 9; tokens ×2 from record `stepAt`.
  const records = (stepAt: number) => history(16, (n) => ({ tokens: n >= stepAt ? 2000 : 1000, hash: n >= 9 ? 'hash-b' : 'hash-a' }));
  const contextChanged = { type: 'context_changed', sha: sha(9) };
  const modelDrift = { type: 'model_drift', since: sha(9) };

  it.each([
    // Within one record of the new hash: the context; two records after it: the model (one record off
    // either way would turn each over).
    [10, contextChanged],
    [11, modelDrift],
  ] as const)('a step from record %i', (stepAt, cause) => {
    const events = driftEvents(records(stepAt), CFG);
    expect(events.map((e) => [e.at, e.change])).toEqual([[stepAt, stepAt - 1]]);
    expect(events[0]?.finding).toMatchObject({ changeSha: sha(stepAt), cause });
    // Estimated again over the records since (assessDrift), the same record and the same cause.
    expect(assessDrift(records(stepAt).slice(0, stepAt + 3), CFG).findings).toMatchObject([{ changeSha: sha(stepAt), cause }]);
  });
});
