/**
 * Issue 22, item 4 (Why 9): progress where people look. In a CI log (no TTY) a progress line at most
 * every 10 s with the elapsed time; on a TTY the live line shows the elapsed time, the 429s and retries,
 * and never wraps. The clock is injected: nothing here sleeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from '../../src/report/console.js';
import { scenario } from './fixtures.js';

function stream(isTTY: boolean, columns?: number) {
  const writes: string[] = [];
  return {
    writes,
    isTTY,
    ...(columns === undefined ? {} : { columns }),
    write(s: string) {
      writes.push(s);
      return true;
    },
  };
}

const PROGRESS = /^(\d+) of 200 scenarios, (\d+) calls?(, .*)?, (\d+ s|\d+ min( \d+ s)?)\n$/;

describe('progress without a TTY (a CI log)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints a progress line at most every 10 s during a 60-second run, with the elapsed time', () => {
    let t = 0;
    const out = stream(false);
    const progress = createProgress({ stream: out, ci: true, total: 200, now: () => t });
    // 60 s of work: a call every 250 ms, a scenario finished every second.
    for (let step = 1; step <= 240; step++) {
      t = step * 250;
      progress.runFinished(`s${step}`, 'pass');
      if (step % 4 === 0) progress.scenarioFinished(scenario(`s${step}`, 'pass'));
    }
    const lines = out.writes.filter((w) => PROGRESS.test(w));
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(lines[0]).toMatch(/^\d+ of 200 scenarios, \d+ calls, 10 s\n$/);
    expect(lines.at(-1)).toMatch(/^\d+ of 200 scenarios, 240 calls, 1 min\n$/);
    const finished = lines.map((l) => Number(PROGRESS.exec(l)?.[1]));
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
  });

  it('prints one even while no call finishes (a long stall), so the log shows the run is alive', () => {
    const out = stream(false);
    const progress = createProgress({ stream: out, ci: true, total: 200, now: () => Date.now() });
    progress.runFinished('a', 'pass');
    vi.advanceTimersByTime(25_000);
    const lines = out.writes.filter((w) => PROGRESS.test(w));
    expect(lines).toEqual(['0 of 200 scenarios, 1 call, 10 s\n', '0 of 200 scenarios, 1 call, 20 s\n']);
    progress.done();
    vi.advanceTimersByTime(60_000);
    expect(out.writes.filter((w) => PROGRESS.test(w))).toHaveLength(2);
  });

  it('names failing scenarios, 429s and retries in the progress line', () => {
    let t = 0;
    const out = stream(false);
    const progress = createProgress({ stream: out, ci: true, total: 200, now: () => t, traffic: () => ({ rateLimited: 3, retries: 1 }) });
    progress.scenarioFinished(scenario('b', 'fail'));
    t = 10_000;
    progress.runFinished('a', 'pass');
    expect(out.writes.at(-1)).toBe('1 of 200 scenarios, 1 call, 1 failing, 3 rate limited (HTTP 429), 1 retry, 10 s\n');
  });
});

describe('the progress line of a log fits 80 columns (issue 32 item 5)', () => {
  it('wraps between its parts, never inside one', () => {
    let t = 0;
    const out = stream(false);
    const progress = createProgress({ stream: out, ci: true, total: 200, now: () => t, traffic: () => ({ rateLimited: 129, retries: 87 }) });
    for (let i = 0; i < 7; i++) progress.scenarioFinished(scenario(`f${i}`, 'fail'));
    for (let i = 0; i < 2; i++) progress.scenarioFinished(scenario(`e${i}`, 'error'));
    t = 80_000;
    progress.runFinished('a', 'pass');
    const last = out.writes.at(-1) ?? '';
    for (const line of last.replace(/\n$/, '').split('\n')) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    expect(last.replace(/\s+/g, ' ').trim()).toBe('9 of 200 scenarios, 1 call, 7 failing, 2 not evaluated, 129 rate limited (HTTP 429), 87 retries, 1 min 20 s');
    expect(last).toContain('129 rate limited (HTTP 429)');
  });
});

describe('progress on a TTY', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the elapsed time in the live line', () => {
    let t = 0;
    const out = stream(true, 80);
    const progress = createProgress({ stream: out, ci: false, total: 200, now: () => t });
    t = 80_000;
    progress.runFinished('a', 'pass');
    expect(out.writes.at(-1)).toContain('▶ 0 of 200 scenarios · 1 call · 0 failing · 1 min 20 s');
  });

  it('cuts the live line to the terminal width, so that \\r can rewrite it', () => {
    const out = stream(true, 40);
    const progress = createProgress({ stream: out, ci: false, total: 200, now: () => 0, traffic: () => ({ rateLimited: 12, retries: 9 }) });
    progress.runFinished('a', 'pass');
    progress.scenarioFinished(scenario('b', 'error'));
    for (const w of out.writes) {
      for (const part of w.split('\n')) {
        const shown = part.split('\r').at(-1) ?? '';
        if (shown.startsWith('▶')) expect(Array.from(shown.trimEnd()).length).toBeLessThan(40);
      }
    }
  });
});
