/**
 * The headline against fail-on (issue "What people see", item 1; issue "Guarded from the first pull request",
 * item 8): a finding outside fail-on is marked as not failing the job, but the first mark is still the worst
 * thing that happened, so the line is green only when nothing fired at all.
 */
import { describe, expect, it } from 'vitest';
import { headline } from '../../src/report/headline.js';
import { comparison, report, scenario } from './fixtures.js';

const failedAndPassed = () => report([scenario('a', 'pass'), scenario('b', 'fail')]);
const regressed = () => report([scenario('a', 'pass', { comparison: comparison({ state: 'drop' }) }), scenario('b', 'pass')]);

describe('headline and fail-on', () => {
  it('without fail-on every finding is an alarm', () => {
    expect(headline(failedAndPassed(), undefined)).toBe('### context-eval: ❌ 1 failed');
  });

  it('a failure outside fail-on is advisory, and still leads the headline', () => {
    expect(headline(failedAndPassed(), undefined, 'context-eval', new Set(['regression', 'error']))).toBe('### context-eval: ❌ 1 failed (not in fail-on) · 1 passed');
  });

  it('a regression in fail-on is an alarm; outside it, advisory', () => {
    expect(headline(regressed(), undefined, 'context-eval', new Set(['regression']))).toBe('### context-eval: ▼ 1 regression vs base');
    expect(headline(regressed(), undefined, 'context-eval', new Set(['threshold']))).toBe('### context-eval: ▼ 1 regression vs base (not in fail-on) · 2 passed');
  });

  it('a review that asked for changes takes the green away, in fail-on or not', () => {
    const r = report([scenario('a', 'pass')]);
    const review = { verdict: 'CHANGES REQUESTED' as const, score: 5 };
    expect(headline(r, review, 'context-eval', new Set(['review']))).toBe('### context-eval: review ✏️ changes requested (5/10) · 1 passed');
    expect(headline(r, review, 'context-eval', new Set(['threshold']))).toBe('### context-eval: review ✏️ changes requested (5/10) (not in fail-on) · 1 passed');
  });
});
