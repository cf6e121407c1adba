/** The one formatter for rates and thresholds (issue 14, "one formatter per quantity"). */
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../src/format/percent.js';

describe('formatPercent: every rate and threshold a person reads', () => {
  const cases: [number, string][] = [
    [1, '100%'],
    [0, '0%'],
    [0.6, '60%'],
    [0.7, '70%'], // 0.7 × 100 is 70.00000000000001 in floating point
    [0.29, '29%'], // 28.999999999999996
    [2 / 3, '66.6%'], // never rounded up past what the fraction reaches
    [1 / 3, '33.3%'],
    [0.283, '28.3%'], // 28.299999999999997 must not floor to 28.2
    [0.9996, '99.9%'], // a rate just under 1 never shows as 100%
    [0.123, '12.3%'],
    [0.6213, '62.1%'],
    [1 / 7, '14.2%'],
    [0.0125, '1.25%'], // three significant digits below 10%
    [0.05, '5%'],
    [1 / 30, '3.33%'],
    [0.001, '0.1%'],
  ];
  for (const [fraction, text] of cases) {
    it(`${fraction} → ${text}`, () => {
      expect(formatPercent(fraction)).toBe(text);
    });
  }

  it('keeps the order of the fractions (a rate at or above a threshold never reads below it)', () => {
    const fractions = Array.from({ length: 400 }, (_, i) => i / 399);
    for (let i = 1; i < fractions.length; i++) {
      const a = Number.parseFloat(formatPercent(fractions[i - 1] ?? 0));
      const b = Number.parseFloat(formatPercent(fractions[i] ?? 0));
      expect(b).toBeGreaterThanOrEqual(a);
    }
  });
});
