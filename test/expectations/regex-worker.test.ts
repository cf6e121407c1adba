import { describe, expect, it } from 'vitest';
import { firstMatch } from '../../src/expectations/pattern.js';
import { firstMatchWithin, RegexTimeoutError } from '../../src/expectations/regex-worker.js';

describe('firstMatchWithin', () => {
  it.each([
    [/(?<=\$)\d+/, 'cost: $42 total'],
    [/(\w)\1/, 'a bookkeeper'],
    [/^risk: (?<level>low|high)$/m, 'plan\nrisk: high\nend'],
    [/a.b/s, 'xa\nby'],
    [/PLAN/i, 'the plan is'],
    [/\p{Lu}{2}/u, 'éÉÀ then AB'],
    [/(?=step)\w+/g, 'first step, second step'],
    [/needle/y, 'needle at the start'],
    [/😀+/u, 'x😀😀y'],
    [/absent/, 'not here'],
  ])('%s on %j is what JavaScript finds', (re, text) => {
    expect(firstMatchWithin(re, text, String(re))).toEqual(firstMatch(new RegExp(re.source, re.flags), text));
  });

  it('stops a catastrophic pattern at the time limit, and the next match still works', () => {
    // Without the limit this match would not end: the throw is the stop (the test's own timeout is the backstop).
    expect(() => firstMatchWithin(/^(a+)+$/, `${'a'.repeat(100_000)}b`, '/^(a+)+$/', 300)).toThrow(RegexTimeoutError);
    expect(firstMatchWithin(/b$/, 'aab', '/b$/')).toEqual({ index: 2, text: 'b' });
  });

  it('names the pattern and the limit', () => {
    expect(() => firstMatchWithin(/^(a|aa)+$/, `${'a'.repeat(50_000)}b`, '/^(a|aa)+$/', 200)).toThrow(
      /the pattern \/\^\(a\|aa\)\+\$\/ ran past its 200 ms time limit/,
    );
  });
});
