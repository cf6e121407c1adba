/** textBytesProblem (src/config/encoding.ts): what is not UTF-8 text, and where its first bad byte is. */
import { describe, expect, it } from 'vitest';
import { textBytesProblem, textProblem } from '../../src/config/encoding.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe('textBytesProblem', () => {
  it.each([
    ['ASCII', bytes('a: 1\n')],
    ['UTF-8 with a byte order mark, accents, emoji and a replacement character written on purpose', bytes([0xef, 0xbb, 0xbf], 'é — 🙂 \uFFFD\n')],
    ['the largest code point', bytes([0xf4, 0x8f, 0xbf, 0xbf])],
    ['an empty file', bytes()],
  ])('accepts %s', (_what, b) => {
    expect(textBytesProblem(b)).toBeUndefined();
  });

  it.each([
    ['a lone 0xFF', bytes('ab\ncd', [0xff], '\n'), 2, 3, '0xFF'],
    ['a lead byte with no continuation at the end', bytes('x: caf', [0xc3]), 1, 7, '0xC3'],
    ['an overlong NUL (C0 80)', bytes('a', [0xc0, 0x80]), 1, 2, '0xC0'],
    ['an overlong 3-byte form (E0 80 80)', bytes('a', [0xe0, 0x80, 0x80]), 1, 2, '0xE0'],
    ['a UTF-16 surrogate (ED A0 80)', bytes('é\n\n', [0xed, 0xa0, 0x80]), 3, 1, '0xED'],
    ['a code point past U+10FFFF (F4 90 80 80)', bytes('🙂', [0xf4, 0x90, 0x80, 0x80]), 1, 3, '0xF4'],
    ['a stray continuation byte after multibyte text', bytes('üü', [0x80]), 1, 3, '0x80'],
  ])('names %s at its line and column (in characters)', (_what, b, line, col, byte) => {
    const problem = textBytesProblem(b);
    expect(problem).toMatchObject({ line, col });
    expect(problem?.reason).toContain(`the byte ${byte} is not valid UTF-8`);
  });

  it('a NUL byte, at its position', () => {
    expect(textBytesProblem(bytes('one\ntw', [0], 'o\n'))).toMatchObject({ line: 2, col: 3, reason: expect.stringMatching(/NUL byte/) });
  });

  it.each([
    ['with a little-endian byte order mark', bytes([0xff, 0xfe], Buffer.from('a: 1\n', 'utf16le').toString('latin1'))],
    ['with a big-endian byte order mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('a: 1\n', 'utf16le').swap16()])],
    ['without a byte order mark', Buffer.from('name: s\nrole: r\n', 'utf16le')],
  ])('UTF-16 %s: the whole file, no position', (_what, b) => {
    const problem = textBytesProblem(b);
    expect(problem?.reason).toMatch(/UTF-16/);
    expect(problem?.line).toBeUndefined();
  });
});

describe('textProblem (text already decoded)', () => {
  it('finds a NUL with its line and column, and nothing in plain text', () => {
    expect(textProblem('a\nbc\u0000')).toEqual({ reason: expect.stringMatching(/NUL/), line: 2, col: 3 });
    expect(textProblem('a\uFFFDb')).toBeUndefined();
  });
});
