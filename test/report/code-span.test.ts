/** Code spans for paths, file names and regexes in the comment: literal, inert, and never left open. */
import { describe, expect, it } from 'vitest';
import { codeSpan, looksLikeCode, markdownInlineWithCode } from '../../src/report/escape.js';
import { cut } from '../../src/report/markdown-parts.js';

describe('codeSpan', () => {
  it.each([
    ['prompts/planner.md', '`prompts/planner.md`'],
    ['a`b', '``a`b``'],
    ['`x', '`` `x ``'],
    ['a``b`c', '```a``b`c```'],
    ['two\nlines', '`two ⏎ lines`'],
    ['', ''],
    ['@octocat #12', '`@\u200boctocat #\u200b12`'],
  ])('%j → %j', (text, expected) => {
    expect(codeSpan(text)).toBe(expected);
  });

  it('escapes | only inside a table cell', () => {
    expect(codeSpan('a|b', { inTable: true })).toBe('`a\\|b`');
    expect(codeSpan('a|b')).toBe('`a|b`');
  });
});

describe('markdownInlineWithCode', () => {
  it.each([
    ['prompts/x.md', true],
    ['context-eval.yaml', true],
    ['/oauth/i', true],
    ['scenarios/a.yaml:12', true],
    ['2/3', false],
    ['https://example.com/a', false],
    ['steps[1].title', false],
    ['and/or', false],
    ['prompts/', true],
    ['src/a/b', true],
  ])('looksLikeCode(%j) = %s', (word, expected) => {
    expect(looksLikeCode(word)).toBe(expected);
  });

  it('keeps punctuation outside the span and escapes the rest as Markdown', () => {
    expect(markdownInlineWithCode('Everything ran: context-eval.yaml changed.')).toBe('Everything ran: `context-eval.yaml` changed.');
    expect(markdownInlineWithCode('expected /a|b/i, found <b>@x</b>')).toBe('expected `/a|b/i`, found &lt;b&gt;@\u200bx&lt;/b&gt;');
  });
});

describe('cut', () => {
  it('never leaves a code span open', () => {
    const text = markdownInlineWithCode('see prompts/a-very-long-file-name.md for details');
    for (let max = 1; max < text.length; max++) {
      const out = cut(text, max);
      const fences = out.match(/`+/g) ?? [];
      expect(fences.length % 2, out).toBe(0);
    }
  });
});
