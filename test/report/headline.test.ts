/** The headline against fail-on: green only when nothing that gates fired (issue "What people see", item 1). */
import { describe, expect, it } from 'vitest';
import { headline } from '../../src/report/headline.js';
import { comparison, report, scenario } from './fixtures.js';

const failedAndPassed = () => report([scenario('a', 'pass'), scenario('b', 'fail')]);
const regressed = () => report([scenario('a', 'pass', { comparison: comparison({ state: 'drop' }) }), scenario('b', 'pass')]);

describe('headline and fail-on', () => {
  it('without fail-on every finding is an alarm', () => {
    expect(headline(failedAndPassed(), undefined)).toBe('### context-eval: ❌ 1 failed');
  });

  it('a failure outside fail-on is advisory, and the headline is green when nothing gating fired', () => {
    expect(headline(failedAndPassed(), undefined, 'context-eval', new Set(['regression', 'error']))).toBe('### context-eval: ✅ 1 passed · 1 failed (not in fail-on)');
  });

  it('a regression in fail-on is an alarm; outside it, advisory', () => {
    expect(headline(regressed(), undefined, 'context-eval', new Set(['regression']))).toBe('### context-eval: ▼ 1 regression vs base');
    expect(headline(regressed(), undefined, 'context-eval', new Set(['threshold']))).toBe('### context-eval: ✅ 2 passed · 1 regression vs base (not in fail-on)');
  });

  it('a review that asked for changes takes the green away only when review is in fail-on', () => {
    const r = report([scenario('a', 'pass')]);
    const review = { verdict: 'CHANGES REQUESTED' as const, score: 5 };
    expect(headline(r, review, 'context-eval', new Set(['review']))).toBe('### context-eval: 1 passed · review ✏️ changes requested (5/10)');
    expect(headline(r, review, 'context-eval', new Set(['threshold']))).toBe('### context-eval: ✅ 1 passed · review ✏️ changes requested (5/10)');
  });
});
