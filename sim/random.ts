/** A small seeded random source for the simulations and the tests that replay them (mulberry32). */
export interface Random {
  /** Uniform on [0, 1). */
  uniform(): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** exp(mu + sigma·Z): a lognormal draw with median exp(mu). */
  lognormal(median: number, sigma: number): number;
  /** true with probability p. */
  bernoulli(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    const u = 1 - uniform();
    const v = uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return {
    uniform,
    normal,
    lognormal: (median, sigma) => median * Math.exp(sigma * normal()),
    bernoulli: (p) => uniform() < p,
  };
}

/** The same source as a callable uniform with a `normal()`: the gate simulation's shape. */
export interface Rng {
  (): number;
  normal(): number;
}

export function seeded(seed: number): Rng {
  const r = seededRandom(seed);
  return Object.assign(() => r.uniform(), { normal: r.normal });
}

export const clip01 = (x: number): number => Math.min(1, Math.max(0, x));
