/**
 * Making untrusted text (model output, scenario names, error messages) harmless in each output format.
 * Pure.
 */

/**
 * Inline Markdown text for GitHub: one line, no live HTML, no @mentions or issue cross-references, no
 * formatting picked up from the text.
 * - `&`, `<`, `>` become entities, so `<script>` or `<details>` in model text renders as text;
 * - Markdown punctuation (`\ ` * _ [ ] ~ |`) is backslash-escaped, so a stray backtick or `|` cannot
 *   break a table or swallow the rest of the comment;
 * - `@name` becomes `@\u200bname` and `#123` becomes `#\u200b123`, so nobody is pinged and no issue is
 *   cross-referenced from a bot comment;
 * - line breaks become ` ⏎ `.
 */
export function markdownInline(text: string): string {
  return stripControl(text)
    .replace(/\r\n?|\n/g, ' ⏎ ')
    .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
    .replace(/[\\`*_[\]~|]/g, (c) => `\\${c}`)
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
    .replace(/#(?=\d)/g, '#\u200b');
}

/** Control characters other than tab and line breaks, removed from Markdown (they render as junk). */
function stripControl(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/**
 * Text for an XML 1.0 attribute or element: the five special characters as entities, and characters
 * XML 1.0 forbids (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF; lone surrogates) shown as
 * `\uXXXX` so that the document stays well-formed and the information is not lost.
 */
export function xmlText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i++;
      } else {
        out += codeEscape(code);
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) {
      out += codeEscape(code);
      continue;
    }
    const ch = text[i] ?? '';
    switch (ch) {
      case '&': out += '&amp;'; continue;
      case '<': out += '&lt;'; continue;
      case '>': out += '&gt;'; continue;
      case '"': out += '&quot;'; continue;
      case "'": out += '&apos;'; continue;
    }
    const forbidden = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
    out += forbidden ? codeEscape(code) : ch;
  }
  return out;
}

function codeEscape(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text for a terminal: escape sequences and other control characters in model output are shown as
 * `\uXXXX` instead of being interpreted (they could recolour or clear the screen), and line breaks
 * become ` ⏎ ` so that one item stays on one line.
 */
export function terminalInline(text: string): string {
  return text
    .replace(/\r\n?|\n/g, ' ⏎ ')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => codeEscape(c.charCodeAt(0)));
}
