/** The console's passes read as counts in words, like the comment ("1 of 3"), not "1/3 (3)" (issue 14). */
import { describe, expect, it } from 'vitest';
import { formatPasses } from '../../src/report/format.js';
import { renderConsoleSummary } from '../../src/report/console.js';
import { report, run, scenario } from './fixtures.js';

describe('passes as counts', () => {
  it('all planned runs evaluated: "2 of 3"', () => {
    expect(formatPasses(scenario('a', 'pass', { passes: 2, attempted: 3, planned: 3 }))).toBe('2 of 3');
  });
  it('stopped early: the planned N is named', () => {
    expect(formatPasses(scenario('a', 'pass', { runs: [run(0), run(1)], passes: 2, attempted: 2, planned: 3 }))).toBe('2 of 2 (3 planned)');
  });
  it('errored runs are counted beside', () => {
    expect(formatPasses(scenario('a', 'error', { passes: 1, attempted: 1, errors: 2, planned: 3 }))).toBe('1 of 1 · 2 errors');
  });
  it('the problem line says "1 of 3 passed"', () => {
    const text = renderConsoleSummary(report([scenario('a', 'fail')]), { color: false });
    expect(text).toContain('a: failed (1 of 3 passed, needs ≥ 66.6%)');
  });
});
