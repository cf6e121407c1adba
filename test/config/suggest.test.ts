import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '../../src/config/suggest.js';

const TOP = ['version', 'scenarios', 'watch', 'providers', 'roles', 'defaults', 'budget', 'compare', 'drift', 'history', 'review'];
const KINDS = ['field_matches', 'absent', 'contains', 'matches', 'equals', 'json_schema', 'max_risk', 'decomposes', 'max_tokens', 'references_files', 'max_latency_ms', 'judge'];

describe('nearest', () => {
  it.each([
    ['provders', TOP, 'providers'],
    ['Providers', TOP, 'providers'],
    ['role', TOP, 'roles'],
    ['defualts', TOP, 'defaults'],
    ['absnt', KINDS, 'absent'],
    ['max_risc', KINDS, 'max_risk'],
    ['maxtokens', KINDS, 'max_tokens'],
    ['refs_files', KINDS, 'references_files'],
    ['judgement', KINDS, 'judge'],
    ['banana', TOP, undefined],
    ['x', TOP, undefined],
  ])('%s → %s', (input, candidates, expected) => {
    expect(nearest(input, candidates)).toBe(expected);
  });

  it('formats a suggestion or nothing', () => {
    expect(didYouMean('watsh', TOP)).toBe("; did you mean 'watch'?");
    expect(didYouMean('zzzzzz', TOP)).toBe('');
  });

  it('counts a transposition as one edit', () => {
    expect(editDistance('rloes', 'roles')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
