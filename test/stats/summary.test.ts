import { describe, it, expect } from 'vitest';
import { mean, median, mode, showFeature } from '../../src/stats/summary.js';

describe('mean, median, mode, showFeature', () => {
  it('mean is undefined on nothing, else the average', () => {
    expect(mean([])).toBeUndefined();
    expect(mean([1, 2, 6])).toBe(3);
  });

  it('median sorts numerically, takes the middle of an odd count and averages the two middles of an even one', () => {
    expect(median([])).toBeUndefined();
    expect(median([7])).toBe(7);
    // Numeric, not lexicographic: "10" < "9" as strings.
    expect(median([10, 9, 1])).toBe(9);
    expect(median([10, 1, 9, 2])).toBe(5.5);
    expect(median([4, 2])).toBe(3);
  });

  it('does not reorder its input', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });

  it('mode is the most frequent value, undefined on nothing or on a tie for the top', () => {
    expect(mode([])).toBeUndefined();
    expect(mode([false, true, true])).toBe(true);
    expect(mode(['a', 'b', 'b', 'a'])).toBeUndefined();
    // A tie below the top does not matter; a later larger count clears an earlier tie.
    expect(mode(['a', 'b', 'c', 'c', 'c'])).toBe('c');
    expect(mode(['a', 'a', 'b', 'b', 'b'])).toBe('b');
    expect(mode(['x', 'x', 'x', 'y', 'z', 'y', 'z'])).toBe('x');
    expect(mode([null, null, 'low'])).toBeNull();
  });

  it('shows null as "none" and other values as they are', () => {
    expect(showFeature(null)).toBe('none');
    expect(showFeature(false)).toBe('false');
    expect(showFeature('high')).toBe('high');
  });
});
