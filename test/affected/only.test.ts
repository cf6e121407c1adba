import { describe, it, expect } from 'vitest';
import { filterOnly } from '../../src/affected/only.js';

const names = ['planner-decomposes', 'planner-risk', 'reviewer-small', 'reviewer.large', 'misc'];

describe('filterOnly', () => {
  it.each([
    { only: undefined, selected: names, unmatched: [] },
    { only: [], selected: names, unmatched: [] },
    { only: ['  ', ''], selected: names, unmatched: [] },
    { only: ['misc'], selected: ['misc'], unmatched: [] },
    { only: ['planner-*'], selected: ['planner-decomposes', 'planner-risk'], unmatched: [] },
    { only: ['*-small', 'misc'], selected: ['reviewer-small', 'misc'], unmatched: [] },
    // the selection keeps suite order whatever the order of the entries
    { only: ['misc', 'planner-risk'], selected: ['planner-risk', 'misc'], unmatched: [] },
    { only: ['reviewer.large'], selected: ['reviewer.large'], unmatched: [] },
    { only: ['reviewer-{small,large}'], selected: ['reviewer-small'], unmatched: [] },
    { only: [' misc '], selected: ['misc'], unmatched: [] },
    { only: ['planer-risk', 'misc'], selected: ['misc'], unmatched: ['planer-risk'] },
    { only: ['nothing-*', 'nothing-*'], selected: [], unmatched: ['nothing-*'] },
  ])('only $only', ({ only, selected, unmatched }) => {
    const result = filterOnly(names, only);
    expect([...result.selected]).toEqual(selected);
    expect(result.unmatched).toEqual(unmatched);
  });
});
