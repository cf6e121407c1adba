import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, renderConsoleSummary } from '../../src/report/console.js';
import { expectGolden } from './golden.js';
import { allPassReport, hostileReport, mixedReport, report, scenario } from './fixtures.js';

function stream(isTTY: boolean) {
  const writes: string[] = [];
  return {
    writes,
    isTTY,
    write(s: string) {
      writes.push(s);
      return true;
    },
  };
}

describe('createProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a TTY rewrites one live line with \\r', () => {
    const out = stream(true);
    const progress = createProgress({ stream: out, ci: false, total: 200 });
    progress.runFinished('a', 'pass');
    progress.scenarioFinished(scenario('a', 'pass'));
    progress.done();
    const text = out.writes.join('');
    expect(text.startsWith('\r▶ 0 of 200 scenarios · 1 call · 0 failing · 0 s')).toBe(true);
    expect(text.endsWith('▶ 1 of 200 scenarios · 1 call · 0 failing · 0 s\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
  });

  it('redraws at most 10 times a second, and shows the latest state after the pause', () => {
    const out = stream(true);
    const progress = createProgress({ stream: out, ci: false, total: 5 });
    for (let i = 0; i < 50; i++) progress.runFinished('a', 'pass');
    expect(out.writes).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(out.writes).toHaveLength(2);
    expect(out.writes[1]).toContain('50 calls');
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(10);
      progress.runFinished('a', 'pass');
    }
    vi.advanceTimersByTime(1000);
    // 6 event-driven redraws at most in the 1.5 s, and the clock's tick once a second.
    expect(out.writes.length).toBeLessThanOrEqual(2 + 6 + 1);
    expect(out.writes.at(-1)).toContain('100 calls');
  });

  it('on a TTY prints a permanent line for each failing or erroring scenario, above the live line', () => {
    const out = stream(true);
    const progress = createProgress({ stream: out, ci: false, total: 3 });
    progress.scenarioFinished(scenario('planner-avoids-deletes', 'fail'));
    progress.scenarioFinished(scenario('reviewer-times-out', 'error'));
    progress.done();
    const text = out.writes.join('');
    // 80 columns when the stream does not say: the file goes on a line of its own.
    expect(text).toContain('✗ planner-avoids-deletes: failed (1 of 3 passed, needs ≥ 66.6%)\n    scenarios/planner-avoids-deletes.yaml:1\n');
    expect(text).toContain('! reviewer-times-out: not evaluated (2 of 3 runs errored)\n    scenarios/reviewer-times-out.yaml:1\n');
    expect(text.endsWith('▶ 2 of 3 scenarios · 0 calls · 1 failing · 1 not evaluated · 0 s\n')).toBe(true);
  });

  it.each([
    ['in CI, even on a TTY', true, true],
    ['in a pipe', false, false],
  ])('%s: no live line, one line per failing or erroring scenario', (_case, isTTY, ci) => {
    const out = stream(isTTY);
    const progress = createProgress({ stream: out, ci, total: 3 });
    progress.runFinished('a', 'pass');
    progress.scenarioFinished(scenario('a', 'pass'));
    progress.runFinished('b', 'fail');
    progress.scenarioFinished(scenario('b', 'fail'));
    progress.scenarioFinished(scenario('c', 'error'));
    vi.advanceTimersByTime(1000);
    progress.done();
    expect(out.writes.join('')).not.toMatch(/[\r▶]/);
    expect(out.writes).toEqual([
      '✗ b: failed (1 of 3 passed, needs ≥ 66.6%) · scenarios/b.yaml:1\n',
      '! c: not evaluated (2 of 3 runs errored) · scenarios/c.yaml:1\n',
    ]);
  });

  it('defuses terminal escape sequences in scenario names', () => {
    const out = stream(false);
    createProgress({ stream: out, ci: true, total: 1 }).scenarioFinished(scenario('evil\u001b[2J', 'fail'));
    expect(out.writes.join('')).not.toContain('\u001b');
    expect(out.writes.join('')).toContain('evil\\u001b[2J');
  });
});

describe('renderConsoleSummary', () => {
  it('golden: mixed.console.txt', () => {
    expectGolden('mixed.console.txt', renderConsoleSummary(mixedReport(), { color: false }));
  });

  it('colours only when asked', () => {
    expect(renderConsoleSummary(mixedReport(), { color: false })).not.toContain('\u001b[');
    expect(renderConsoleSummary(mixedReport(), { color: true })).toContain('\u001b[31m');
  });

  it('lists skipped scenarios with verbose, counts them otherwise', () => {
    expect(renderConsoleSummary(mixedReport(), { color: false })).toContain('1 scenario skipped (--verbose lists them)');
    expect(renderConsoleSummary(mixedReport(), { color: false, verbose: true })).toContain(
      '- summariser-unaffected: not affected by the changed files',
    );
  });

  it('lists nothing but the count when everything passed, and ends on the verdict', () => {
    const text = renderConsoleSummary(allPassReport(), { color: false });
    expect(text).toBe('\n3 passed (--verbose lists them)\n\ncontext-eval: PASSED · 3 scenarios: 3 passed · 8 calls · 12.1k tokens · 42 s\n');
  });

  it('keeps one item per line and shows no control characters from model output', () => {
    const r = hostileReport();
    const first = r.scenarios[0];
    if (first?.runs[0]) first.runs[0].failures = ['found "\u001b]0;pwned\u0007"\nnext'];
    const text = renderConsoleSummary(report(r.scenarios), { color: false });
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(text).toContain('found "\\u001b]0;pwned\\u0007" ⏎ next');
  });
});
