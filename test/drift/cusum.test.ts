/** The scan over days (src/drift/cusum.ts): days pooled record by record, the reference window, restarts, accept. */
import { describe, expect, it } from 'vitest';
import { dayStarts, scanStream, type Days, type StreamModel } from '../../src/drift/cusum.js';

/** Each observation is its own LLR; a day pools its records by summing them. */
interface Call {
  from: number;
  to: number;
  current: number;
}

function modelOf(calls: Call[] = [], gains?: (segment: readonly number[]) => (number | undefined)[]): StreamModel<number> {
  return {
    increment: (_days, from, to, current) => {
      calls.push({ from, to, current });
      return current;
    },
    splitGains: gains ?? ((segment) => segment.map((x, i) => (i === 0 || x <= 0 ? undefined : x))),
  };
}

/** Records with their day and value; a day is the sum of its records' values, a partial day the sum so far. */
function recordsOf(perDay: number[][]): Days<number> {
  const dayOf = perDay.flatMap((values, d) => values.map(() => d));
  const values = perDay.flat();
  const starts = dayStarts(dayOf);
  return {
    dayOf,
    days: perDay.map((v) => v.reduce((a, b) => a + b, 0)),
    partial: (day, through) => values.slice(starts[day] ?? 0, through + 1).reduce((a, b) => a + b, 0),
  };
}

const opts = { minReference: 2, maxReference: 30, level: 9, capShare: 0.6, preferred: () => false, preferenceMargin: 0 };

describe('dayStarts', () => {
  it('is the first record of each day', () => {
    expect(dayStarts([0, 0, 1, 2, 2, 2, 3])).toEqual([0, 2, 3, 6]);
    expect(dayStarts([])).toEqual([]);
  });
});

describe('scanStream over days', () => {
  it('a day in progress replaces its earlier records: three records of 3 in one day are one day of 9, capped', () => {
    const oneDay = scanStream(recordsOf([[0], [0], [3, 3, 3]]), modelOf(), opts);
    expect(oneDay).toEqual({ alarms: [], judged: 3 });
    // The same values on three days add up and fire on the third.
    const threeDays = scanStream(recordsOf([[0], [0], [3], [3], [3]]), modelOf(), opts);
    expect(threeDays.alarms).toEqual([{ at: 4, change: 2, statistic: 9, atDay: 4, changeDay: 2, reference: [0, 2] }]);
  });

  it('judges a day record by record with the partial day, and the whole day at its last record', () => {
    const calls: Call[] = [];
    scanStream(recordsOf([[0], [0], [1, 2, 4]]), modelOf(calls), opts);
    expect(calls).toEqual([
      { from: 0, to: 2, current: 1 },
      { from: 0, to: 2, current: 3 },
      { from: 0, to: 2, current: 7 },
    ]);
  });

  it('judges against at most maxReference days, the newest', () => {
    const calls: Call[] = [];
    scanStream(recordsOf([[0], [0], [0], [0], [0]]), modelOf(calls), { ...opts, maxReference: 3 });
    expect(calls.map((c) => [c.from, c.to])).toEqual([
      [0, 2],
      [0, 3],
      [1, 4],
    ]);
  });

  it('floors the sum at 0 and starts the excursion after it', () => {
    // No split fits (all gains undefined), so the change is the excursion's first day: day 4, after the −20 of day 3.
    const none = () => [undefined];
    const scan = scanStream(recordsOf([[0], [0], [4], [-20], [5], [5]]), modelOf([], none), opts);
    expect(scan.alarms).toEqual([{ at: 5, change: 4, statistic: 10, atDay: 5, changeDay: 4, reference: [0, 4] }]);
  });

  it('an excursion that went back to exactly 0 starts again at the next day', () => {
    const none = () => [undefined];
    const scan = scanStream(recordsOf([[0], [0], [3], [-3], [5], [5]]), modelOf([], none), opts);
    expect(scan.alarms.map((a) => a.changeDay)).toEqual([4]);
  });

  it('after an alarm, skips the rest of its day and judges again once the new regime has minReference days', () => {
    const calls: Call[] = [];
    const scan = scanStream(recordsOf([[0], [0], [5], [5, 5, 5], [0], [5], [5]]), modelOf(calls), opts);
    // Fires at the first record of day 3 (5 + 5 = 10, each day capped at 5.4); the regime restarts at day 2.
    // The second fires at day 6; the toy gains put its change at the day of 15 (day 3), judged against day 2.
    expect(scan.alarms).toEqual([
      { at: 3, change: 2, statistic: 10, atDay: 3, changeDay: 2, reference: [0, 2] },
      { at: 8, change: 3, statistic: 10, atDay: 6, changeDay: 3, reference: [2, 3] },
    ]);
    expect(scan.judged).toBe(5);
    expect(calls.filter((c) => c.to === 3)).toHaveLength(1);
    // Day 4 has a reference of days 2..3 (minReference 2), so it is judged.
    expect(calls.some((c) => c.from === 2 && c.to === 4)).toBe(true);
  });

  it('with minReference 1, judges from the second day, and still skips the rest of an alarm\'s day', () => {
    const calls: Call[] = [];
    const scan = scanStream(recordsOf([[0], [5], [5, 5], [0]]), modelOf(calls), { ...opts, minReference: 1 });
    expect(scan.alarms).toEqual([{ at: 2, change: 1, statistic: 10, atDay: 2, changeDay: 1, reference: [0, 1] }]);
    // Day 2's second record is not judged though the new regime (from day 1) already has a day of reference.
    expect(calls).toEqual([
      { from: 0, to: 1, current: 5 },
      { from: 0, to: 2, current: 5 },
      { from: 1, to: 3, current: 0 },
    ]);
  });

  it('after a restart, waits for minReference days of the new regime', () => {
    const calls: Call[] = [];
    scanStream(recordsOf([[0], [0], [0], [5], [5], [0], [0], [0], [0]]), modelOf(calls), { ...opts, minReference: 3 });
    // Fires at day 4 from day 3; days 5 and 6 have fewer than 3 days of the new regime before them.
    expect(calls.map((c) => [c.from, c.to])).toEqual([
      [0, 3],
      [0, 4],
      [3, 6],
      [3, 7],
      [3, 8],
    ]);
  });

  it('does not alarm on a change `accept` refuses, and stays at the level until it accepts one', () => {
    const accepted: number[] = [];
    const scan = scanStream(recordsOf([[0], [0], [5], [5], [0], [0]]), modelOf(), {
      ...opts,
      accept: (reference, changed) => {
        accepted.push(changed.length);
        return reference.length === 2 && changed.length >= 4;
      },
    });
    // Refused at day 3 (2 changed days) and day 4; at day 5 the sum is still the level, and 4 changed days are accepted.
    expect(accepted).toEqual([2, 3, 4]);
    expect(scan.alarms).toEqual([{ at: 5, change: 2, statistic: 9, atDay: 5, changeDay: 2, reference: [0, 2] }]);
  });

  it('prefers a split on a preferred day within the margin', () => {
    const gains = (segment: readonly number[]) => segment.map((_, i) => (i === 0 ? undefined : i === 2 ? 10 : i === 3 ? 8 : 1));
    const base = recordsOf([[0], [0], [5], [5]]);
    expect(scanStream(base, modelOf([], gains), opts).alarms[0]?.changeDay).toBe(2);
    const preferred = (day: number) => day === 3;
    expect(scanStream(base, modelOf([], gains), { ...opts, preferred, preferenceMargin: 2 }).alarms[0]?.changeDay).toBe(3);
    expect(scanStream(base, modelOf([], gains), { ...opts, preferred, preferenceMargin: 1.9 }).alarms[0]?.changeDay).toBe(2);
    expect(scanStream(base, modelOf([], gains), { ...opts, preferred, preferenceMargin: 0 }).alarms[0]?.changeDay).toBe(2);
  });

  it('counts the reference of a change no older than maxReference days before it', () => {
    const values = [...Array.from({ length: 6 }, () => [0]), [5], [5]];
    const scan = scanStream(recordsOf(values), modelOf(), { ...opts, maxReference: 3 });
    expect(scan.alarms).toEqual([{ at: 7, change: 6, statistic: 10, atDay: 7, changeDay: 6, reference: [3, 6] }]);
  });
});
