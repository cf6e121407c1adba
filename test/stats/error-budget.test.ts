/**
 * The invocation's false-red rate split over its tests (src/stats/error-budget.ts): exact shares.
 */
import { describe, expect, it } from 'vitest';
import { COMPARISON_SHARE, thresholdAlpha } from '../../src/stats/error-budget.js';

describe('thresholdAlpha', () => {
  it('gives the comparisons half of the rate when there are any', () => {
    expect(COMPARISON_SHARE).toBe(0.5);
  });

  it('splits all of alpha over the threshold tests without comparisons', () => {
    expect(thresholdAlpha(0.05, 1, 0)).toBe(0.05);
    expect(thresholdAlpha(0.05, 4, 0)).toBeCloseTo(0.0125, 15);
    expect(thresholdAlpha(0.06, 3, 0)).toBeCloseTo(0.02, 15);
  });

  it('splits half of alpha over the threshold tests when one comparison or more runs', () => {
    expect(thresholdAlpha(0.05, 1, 1)).toBeCloseTo(0.025, 15);
    expect(thresholdAlpha(0.05, 4, 7)).toBeCloseTo(0.00625, 15);
    expect(thresholdAlpha(0.08, 2, 2)).toBeCloseTo(0.02, 15);
  });

  it('treats zero threshold tests as one (no division by zero)', () => {
    expect(thresholdAlpha(0.05, 0, 0)).toBe(0.05);
    expect(thresholdAlpha(0.05, 0, 3)).toBeCloseTo(0.025, 15);
  });
});
