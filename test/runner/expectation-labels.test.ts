/** Issue 31 item 3: each expectation's short label, and a run's outcomes as a compact string. */
import { describe, expect, it } from 'vitest';
import { expectationIds, heldString } from '../../src/runner/expectation-counts.js';
import type { Expectation } from '../../src/expectations/schema.js';

const at = (line: number) => ({ file: 's.yaml', line, col: 5 });

describe('expectationIds', () => {
  it('labels each expectation with its kind and a short form of its arguments', () => {
    const list = [
      { kind: 'contains', args: ['ticket', 'steps'], source: at(3) },
      { kind: 'matches', args: '/^1\\./m', source: at(4) },
      { kind: 'max_tokens', args: 500, source: at(5) },
      { kind: 'judge', args: { rubric: 'The plan lists numbered steps and names a ticket for each of them, always.' }, source: at(6) },
      { kind: 'equals', args: { path: 'risk', value: 'low' }, source: at(7) },
    ] as unknown as Expectation[];
    const ids = expectationIds(list);
    expect(ids.map((i) => i.label)).toEqual(['contains: [ticket, steps]', 'matches: /^1\\./m', 'max_tokens: 500', 'judge: "The plan lists numbered steps and…"', 'equals: risk = "low"']);
    expect(ids.map((i) => i.line)).toEqual([3, 4, 5, 6, 7]);
    expect(ids[0]?.kind).toBe('contains');
  });
});

describe('heldString', () => {
  it('writes 1 for held, 0 for broken and - for not evaluated, in order', () => {
    expect(heldString([true, false, undefined, true])).toBe('10-1');
    expect(heldString([])).toBe('');
  });
});
