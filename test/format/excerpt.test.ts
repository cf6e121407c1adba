import { describe, expect, it } from 'vitest';
import { around, cutEnd, oneLine, SNAP_LIMIT } from '../../src/format/excerpt.js';

describe('cutEnd and oneLine', () => {
  it('keep short text, and cut long text with an ellipsis', () => {
    expect(cutEnd('short', 10)).toBe('short');
    expect(cutEnd('abcdefghij', 4)).toBe('abcd…');
    expect(oneLine('a\n  b\tc   d', 5)).toBe('a b c…');
  });
  it('never split a surrogate pair', () => {
    expect(cutEnd('ab😀cd', 3)).toBe('ab…');
    expect(cutEnd('ab😀cd', 4)).toBe('ab😀…');
  });
});

describe('around a match', () => {
  const text = `prefix words ghp_${'Q7'.repeat(18)} then delete it and more words after`;
  const at = text.indexOf('delete');

  it('drops a word-like run cut at the start (the tail of a token) and marks the cut', () => {
    const shown = around(text, at, at + 6, 12);
    expect(shown).toBe('… then delete it and more…');
    expect(shown).not.toMatch(/Q7/);
  });
  it('keeps a run the start cut does not fall in, and needs no ellipsis at a text edge', () => {
    expect(around('say delete now', 4, 10, 20)).toBe('say delete now');
    expect(around('one two delete', 8, 14, 4)).toBe('…two delete');
  });
  it('never moves the start cut into the match', () => {
    const glued = `${'x'.repeat(30)}delete`;
    expect(around(glued, 30, 36, 10)).toBe('…delete');
  });
  it('drops at most SNAP_LIMIT characters of a run: past that, it cuts where the cut falls', () => {
    const long = `${'y'.repeat(SNAP_LIMIT + 100)} delete`;
    const index = long.indexOf('delete');
    const side = SNAP_LIMIT + 20;
    expect(around(long, index, index + 6, side)).toBe(`…${'y'.repeat(side - 1)} delete`);
    expect(around(long, index, index + 6, 10)).toBe('… delete');
  });
  it('collapses white space', () => {
    expect(around('a\n\nb delete', 4, 10, 20)).toBe('a b delete');
  });
});
