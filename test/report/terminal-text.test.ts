/** Fitting text to a terminal's width (src/report/terminal-text.ts). */
import { describe, expect, it } from 'vitest';
import { cells, joinWrapped, terminalWidth, wrap } from '../../src/report/terminal-text.js';

describe('wrap', () => {
  it('breaks at spaces, keeps every word, and never exceeds the width', () => {
    const text = 'at most 52% with 95% confidence after 45 runs; threshold 66.6% and then some more words';
    const lines = wrap(text, 30, '    ', '      ');
    for (const l of lines) expect(cells(l)).toBeLessThanOrEqual(30);
    expect(lines[0]?.startsWith('    at most')).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith('      '))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
  });

  it('puts a word longer than a line (a path, a URL, a name) on a line of its own, whole (issue 32 item 1)', () => {
    const path = `recordings/${'x'.repeat(50)}.json`;
    expect(wrap(`see ${path} end`, 20, '  ', '    ')).toEqual(['  see', `    ${path}`, '    end']);
    expect(wrap(path, 20)).toEqual([path]);
  });
});

describe('joinWrapped', () => {
  it('keeps parts whole and starts a new line when the next part does not fit', () => {
    expect(joinWrapped(['aaaa', 'bbbb', 'cccc'], 12, ' · ', '', '  ')).toEqual(['aaaa · bbbb', '  cccc']);
  });
});

describe('terminalWidth', () => {
  it('is 80 without a terminal, the columns with one, and never absurdly narrow', () => {
    expect(terminalWidth(undefined)).toBe(80);
    expect(terminalWidth(0)).toBe(80);
    expect(terminalWidth(132)).toBe(132);
    expect(terminalWidth(10)).toBe(30);
  });
});

describe('display width (issue 32 item 5)', () => {
  it('counts wide characters (CJK, emoji) as two cells and combining marks as none', () => {
    expect(cells('日本語')).toBe(6);
    expect(cells('ok 🚀')).toBe(5);
    expect(cells('e\u0301')).toBe(1);
    expect(cells('✓ ✗ ▼ ≥ · –')).toBe(11);
  });

  it('wraps and cuts wide text within the width', () => {
    const text = `要約 ${'長'.repeat(30)} 🚀🚀🚀 done`;
    const lines = wrap(text, 20, '  ', '    ');
    for (const l of lines) expect(cells(l)).toBeLessThanOrEqual(20);
    expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
  });
});
