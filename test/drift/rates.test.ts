/** The rate detectors' day-to-day noise model (src/drift/rates.ts): exact values on small cases. */
import { describe, expect, it } from 'vitest';
import { betaBinomialIncrement, betaBinomialLogLik, correlationOfSd, dispersion, pooledCount, rateCorrelation } from '../../src/drift/rates.js';
import { MIN_ESTIMATE_DAYS, PRIOR_STEPS, dayVariance } from '../../src/drift/noise.js';

describe('betaBinomialLogLik', () => {
  it('is the binomial log-likelihood without the coefficient when the rate does not move', () => {
    expect(betaBinomialLogLik(2, 5, 0.4, 0)).toBeCloseTo(2 * Math.log(0.4) + 3 * Math.log(0.6), 12);
  });

  it('is the Pólya urn probability of one ordered sequence with concentration 1/ρ − 1', () => {
    // ρ = 0.2: c = 4, a = 0.5·4 = 2, b = 2. P(pass, fail) in order = a/c · b/(c + 1) = 2/4 · 2/5.
    expect(betaBinomialLogLik(1, 2, 0.5, 0.2)).toBeCloseTo(Math.log((2 / 4) * (2 / 5)), 12);
    // Two passes: a/c · (a + 1)/(c + 1) = 2/4 · 3/5.
    expect(betaBinomialLogLik(2, 2, 0.5, 0.2)).toBeCloseTo(Math.log((2 / 4) * (3 / 5)), 12);
  });

  it('caps ρ at 0.5 (concentration 1)', () => {
    expect(betaBinomialLogLik(1, 2, 0.5, 0.9)).toBeCloseTo(betaBinomialLogLik(1, 2, 0.5, 0.5), 12);
    expect(betaBinomialLogLik(1, 2, 0.5, 0.5)).toBeCloseTo(Math.log(0.5 * (0.5 / 2)), 12);
  });

  it('makes a far count less surprising as ρ grows', () => {
    const llr = (rho: number) => betaBinomialIncrement(5, 30, 0.95, rho, 0.6, rho);
    expect(llr(0)).toBeGreaterThan(llr(0.03));
    expect(llr(0.03)).toBeGreaterThan(llr(0.1));
    expect(llr(0.1)).toBeGreaterThan(0);
  });

  it('the increment is the difference of the two log-likelihoods', () => {
    expect(betaBinomialIncrement(3, 10, 0.9, 0.05, 0.6, 0.02)).toBeCloseTo(betaBinomialLogLik(3, 10, 0.6, 0.02) - betaBinomialLogLik(3, 10, 0.9, 0.05), 12);
  });
});

describe('correlationOfSd', () => {
  it('reads the sd at a rate of 0.95 and caps ρ at 0.5', () => {
    expect(correlationOfSd(0.05)).toBeCloseTo(0.0025 / 0.0475, 12);
    expect(correlationOfSd(0)).toBe(0);
    expect(correlationOfSd(0.45)).toBe(0.5);
  });
});

describe('rateCorrelation', () => {
  const prior = correlationOfSd(0.05);

  it('is the default below MIN_ESTIMATE_DAYS days', () => {
    expect(MIN_ESTIMATE_DAYS).toBe(5);
    const four = [3, 9, 1, 8].map((k) => ({ k, n: 10 }));
    expect(rateCorrelation(four, 0.05)).toBeCloseTo(prior, 12);
  });

  it('counts identical days as steps of no day-to-day variation, pooled with the default', () => {
    const days = Array.from({ length: 11 }, () => ({ k: 8, n: 10 }));
    // 10 steps of 0 (the estimate is negative: clipped at 0) beside PRIOR_STEPS steps of the default.
    expect(rateCorrelation(days, 0.05)).toBeCloseTo((PRIOR_STEPS * prior) / (PRIOR_STEPS + 10), 12);
  });

  it('estimates ρ from the median step, so one changed day in the reference is not noise', () => {
    const swinging = Array.from({ length: 9 }, (_, i) => ({ k: i % 2 === 0 ? 2 : 8, n: 10 }));
    const steady = Array.from({ length: 9 }, (_, i) => ({ k: i === 8 ? 0 : 5, n: 10 }));
    expect(rateCorrelation(swinging, 0.05)).toBeGreaterThan(0.2);
    expect(rateCorrelation(steady, 0.05)).toBeLessThan(prior);
  });

  it('leaves out days without runs, and says nothing of ρ for days that all pass', () => {
    const days = [{ k: 5, n: 5 }, { k: 0, n: 0 }, { k: 5, n: 5 }, { k: 5, n: 5 }, { k: 5, n: 5 }, { k: 5, n: 5 }];
    expect(rateCorrelation(days, 0.05)).toBeCloseTo((PRIOR_STEPS * prior) / (PRIOR_STEPS + 4), 12);
    expect(rateCorrelation([], 0.05)).toBeCloseTo(prior, 12);
  });

  it('caps ρ at 0.5', () => {
    const wild = Array.from({ length: 30 }, (_, i) => ({ k: i % 2 === 0 ? 0 : 30, n: 30 }));
    expect(rateCorrelation(wild, 0.05)).toBe(0.5);
  });
});

describe('dayVariance', () => {
  it('is the default below 5 days, then the estimate pooled with it as 5 steps', () => {
    expect(dayVariance(0.09, 3, 4, 0.1)).toBeCloseTo(0.01, 12);
    expect(dayVariance(0.09, 4, 5, 0.1)).toBeCloseTo((5 * 0.01 + 4 * 0.09) / 9, 12);
    expect(dayVariance(-1, 4, 5, 0.1)).toBeCloseTo((5 * 0.01) / 9, 12);
  });
});

describe('dispersion and pooledCount', () => {
  it('widens a day of n runs by 1 + (n − 1)ρ', () => {
    expect(dispersion(30, 0.05)).toBeCloseTo(2.45, 12);
    expect(dispersion(1, 0.5)).toBe(1);
    expect(dispersion(0, 0.5)).toBe(1);
  });

  it('sums passes and runs', () => {
    expect(pooledCount([{ k: 1, n: 3 }, { k: 2, n: 5 }])).toEqual({ k: 3, n: 8 });
  });
});

describe('rateCorrelation, exactly', () => {
  it('is (median squared step / χ²₁ median − the binomial share) / 2, pooled with the default', () => {
    const days = [5, 7, 5, 7, 5, 7].map((k) => ({ k, n: 10 }));
    // p = 0.6; each step of 0.2 is 0.04 / 0.24 of p(1 − p); the binomial share is 1/10 + 1/10 per step.
    const estimate = (0.04 / 0.24 / 0.4549 - 0.2) / 2;
    const prior = correlationOfSd(0.05);
    expect(rateCorrelation(days, 0.05)).toBeCloseTo((PRIOR_STEPS * prior + 5 * estimate) / (PRIOR_STEPS + 5), 12);
  });
});
