import { describe, it, expect } from 'vitest';
import { decideReviewGate } from '../../src/action/review-gate.js';
import type { FailOn } from '../../src/inputs.js';
import type { ReviewOutputVerdict } from '../../src/review/render.js';

describe('decideReviewGate', () => {
  it.each<[ReviewOutputVerdict, FailOn[], boolean]>([
    ['APPROVED', ['review', 'error'], false],
    ['CHANGES REQUESTED', ['review'], true],
    ['BLOCKED', ['review'], true],
    ['BLOCKED', ['threshold', 'error'], false],
    ['CHANGES REQUESTED', ['threshold'], false],
    ['could-not-review', ['error'], true],
    ['could-not-review', ['review'], false],
    ['skipped', ['review', 'error'], false],
  ])('%s with fail-on %j → fails: %s', (verdict, failOn, fails) => {
    const gate = decideReviewGate(verdict, new Set(failOn), 'the reviewer call failed');
    expect(gate.reasons.length > 0).toBe(fails);
    if (!fails && verdict !== 'APPROVED' && verdict !== 'skipped') expect(gate.warnings[0]).toMatch(/not failing the job/);
  });
});
