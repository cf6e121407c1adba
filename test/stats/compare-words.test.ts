/**
 * The comparison's decisions apart from their words (issue 31 item 4): decideComparison
 * (src/stats/compare-baseline.ts) gives states and numbers only; src/stats/compare-words.ts says them.
 */
import { describe, expect, it } from 'vitest';
import { compareWithBaseline, decideComparison, type CompareSettings, type PooledBaseline } from '../../src/stats/compare-baseline.js';
import { inconclusiveWords, NO_BASELINE_NOTE } from '../../src/stats/compare-words.js';
import { CompareSchema } from '../../src/config/schema.js';
import type { RunResult, ScenarioResult } from '../../src/report/types.js';

const CFG: CompareSettings = CompareSchema.parse({});

function pool(passes: number, attempted: number, records: number): PooledBaseline {
  return { scenario: 'planner', records, passes, attempted, tokens: [1000], latencyMs: [1000], features: { decomposes: [], risk: [] }, contextHashes: ['hash-a'] };
}

function pr(pattern: string, over: Partial<ScenarioResult> = {}, runOver: (i: number) => Partial<RunResult> = () => ({})): ScenarioResult {
  const runs: RunResult[] = [...pattern].map((c, i) => ({ index: i, pass: c === '1', tokens: { input: 1000, output: 500 }, latencyMs: 1000, failures: [], ...runOver(i) }));
  return {
    name: 'planner', file: 'scenarios/planner.yaml', line: 1, role: 'planner', verdict: 'pass',
    passes: runs.filter((r) => r.pass).length, attempted: runs.length, errors: 0, planned: 3, threshold: 2 / 3,
    interval: { low: 0, high: 1 }, reason: '', stoppedEarly: false, contextHash: 'hash-a', runs, ...over,
  };
}

/** Every string anywhere in a value. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v !== null && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

const CASES = [
  ['a drop', pr('000000000000'), pool(46, 50, 5), CFG, 'drop'],
  ['no drop', pr('111111'), pool(46, 50, 5), { ...CFG, delta: 0.45 }, 'no-drop'],
  ['no drop at its cap, coarser than compare.delta', pr('110110110110'), pool(46, 50, 5), { ...CFG, max_runs: 12 }, 'no-drop'],
  ['stopped early, finer than compare.delta resolves', pr('1111'), pool(23, 25, 5), { ...CFG, delta: 0.05 }, 'undecided'],
  ['undecided on errored runs', pr('1111', { errors: 1 }, (i) => (i === 1 ? { error: 'timeout' } : {})), pool(46, 50, 5), CFG, 'undecided'],
  ['a design that can catch nothing', pr('111111'), pool(1, 1, 1), CFG, 'undecided'],
] as const;

describe.each(CASES)('%s', (_, current, baseline, cfg, state) => {
  const decision = decideComparison(current, baseline, cfg, 1);
  const compared = compareWithBaseline(current, baseline, cfg, 1);

  it('is decided without a sentence: its only strings are states', () => {
    expect(decision.passRate.state).toBe(state);
    expect(strings(decision).every((s) => /^[a-z-]+$/.test(s))).toBe(true);
  });

  it('is stated with the decision\'s numbers and the words\' reason, nothing else', () => {
    const why = inconclusiveWords(decision, baseline, cfg, 1);
    expect(compared.passRate).toEqual(why === undefined ? decision.passRate : { ...decision.passRate, inconclusive: why });
    expect(compared).toMatchObject({ behaviourShifts: decision.shifts, contextUnchanged: decision.contextUnchanged, tokensRatio: decision.tokensRatio });
    expect(compared.note).toMatch(new RegExp(`: ${decision.seenPasses} of ${decision.seen} passed vs ${baseline.passes} of ${baseline.attempted} `));
  });
});

it('a drop has no inconclusive reason; a comparison without a baseline says so in the words\' note', () => {
  const [, current, baseline, cfg] = CASES[0];
  expect(inconclusiveWords(decideComparison(current, baseline, cfg), baseline, cfg, 1)).toBeUndefined();
  expect(compareWithBaseline(pr('111'), undefined, CFG).note).toBe(NO_BASELINE_NOTE);
});
