/**
 * G3's second clause (a drop 0.9 → 0.6 in one of 20 compared scenarios fails the PR in ≥ 80%), computed
 * exactly by sim/g3-exact.ts. These pin the claim in docs/statistics.md that the clause is out of reach of
 * any design that allows for a wrong σ or stops "no drop" early: only the oracle that knows σ exactly and
 * never accepts early reaches 80% at the cap.
 */
import { describe, expect, it } from 'vitest';
import { g3Exact } from '../../sim/g3-exact.js';

describe('G3 exact', () => {
  const rows = new Map(g3Exact().map((r) => [r.label, r]));
  const flag = (label: string) => {
    const r = rows.get(label);
    if (r === undefined) throw new Error(`no row "${label}" in g3Exact()`);
    return r.flag;
  };

  it('the product flags the drop less than 80% of the time, and never accepting early lifts it only to the t₆ ceiling', () => {
    expect(flag('the product (t6, beta 0.25, cap 150)')).toBeLessThan(0.8);
    expect(flag('t6, never accepting early (ceiling at cap 150)')).toBeGreaterThan(flag('the product (t6, beta 0.25, cap 150)'));
    expect(flag('t6, never accepting early (ceiling at cap 150)')).toBeLessThan(0.7);
  });

  it('even knowing σ exactly, an accept rule (beta 0.1) stays under 80%; only never accepting early passes it', () => {
    expect(flag('normal, σ known, beta 0.1')).toBeLessThan(0.8);
    expect(flag('normal, σ known, never accepting early (cap 150)')).toBeGreaterThan(0.8);
    expect(flag('normal, σ known, never accepting early (cap 150)')).toBeLessThan(0.85);
  });
});
