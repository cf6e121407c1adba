/**
 * Issue 32, item 2: "thin evidence" only where it changes what a reader should do. The evidence sentence
 * (src/format/evidence.ts) flags a pass whose interval reaches below its threshold only under a count
 * rule; a pass the threshold test decided carries the test's error control, and says so plainly.
 */
import { describe, expect, it } from 'vitest';
import { evidenceWords, thinMatters } from '../../src/format/evidence.js';

const pass = { passes: 3, attempted: 3, errors: 0, threshold: 2 / 3, interval: { low: 0.4385, high: 1 }, verdict: 'pass' as const };

describe('the evidence sentence of a pass on 3 of 3 runs, threshold 66.6%', () => {
  it('under a count rule: thin evidence, because more runs would tell', () => {
    expect(evidenceWords({ ...pass, rule: 'count' })).toBe('at least 43.8% with 95% confidence after 3 runs; threshold 66.6% (thin evidence: not yet shown at or above the threshold)');
    expect(thinMatters({ ...pass, rule: { kind: 'count' } })).toBe(true);
  });

  it('decided by the threshold test: no "thin evidence"', () => {
    expect(evidenceWords({ ...pass, rule: 'test' })).toBe('at least 43.8% with 95% confidence after 3 runs; threshold 66.6%');
    expect(thinMatters({ ...pass, rule: { kind: 'test' } })).toBe(false);
  });

  it('a pass whose interval clears the threshold is never thin', () => {
    expect(evidenceWords({ ...pass, passes: 11, attempted: 11, interval: { low: 0.72, high: 1 }, rule: 'count' })).not.toMatch(/thin/);
  });
});
