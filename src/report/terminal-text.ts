/**
 * Fitting text to a terminal's width: cutting, padding and word-wrapping by display cells. Pure. A
 * character takes the cells a terminal gives it: two for East Asian wide and fullwidth ones and emoji,
 * none for combining marks, joiners and variation selectors, one for the rest (the symbols the renderers
 * use, ✓ ✗ ▼ ≥ · –, among them). The text here is terminalInline-defused: no control characters.
 */

/** The width the terminal renderers use when none is known (no TTY: CI logs, pipes). */
export const DEFAULT_WIDTH = 80;
/** Below this the layout would be all ellipses; a narrower terminal wraps our lines. */
const MIN_WIDTH = 30;

/** A usable width: the terminal's columns, or 80 when there is no terminal. */
export function terminalWidth(columns: number | undefined): number {
  return columns === undefined || !Number.isFinite(columns) || columns <= 0 ? DEFAULT_WIDTH : Math.max(MIN_WIDTH, Math.floor(columns));
}

/** The cells one code point takes (see the file's comment). */
export function charCells(c: number): number {
  if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f) || c === 0x2060) return 0;
  const wide =
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0x303e) ||
    (c >= 0x3041 && c <= 0x33ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xa000 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1f300 && c <= 0x1f64f) ||
    (c >= 0x1f680 && c <= 0x1f6ff) ||
    (c >= 0x1f900 && c <= 0x1f9ff) ||
    (c >= 0x20000 && c <= 0x3fffd);
  return wide ? 2 : 1;
}

/** The display width of `text`, in cells. */
export function cells(text: string): number {
  let n = 0;
  for (const ch of text) n += charCells(ch.codePointAt(0) ?? 0);
  return n;
}

/** The longest start of `chars` that fits `room` cells (at least one character, so that a cut always advances). */
function fitting(chars: readonly string[], room: number): number {
  let used = 0;
  let i = 0;
  for (; i < chars.length; i++) {
    const w = charCells(chars[i]?.codePointAt(0) ?? 0);
    if (used + w > room) break;
    used += w;
  }
  return Math.max(1, i);
}

/** `text` cut to `max` cells, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  if (cells(text) <= max) return text;
  const chars = Array.from(text);
  return `${chars.slice(0, max <= 1 ? 0 : fitting(chars, max - 1)).join('')}…`;
}

export function padEnd(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - cells(text)));
}

export function padStart(text: string, to: number): string {
  return ' '.repeat(Math.max(0, to - cells(text))) + text;
}

/** A word in a script written without spaces (East Asian wide characters): it may be cut anywhere. */
function cuttable(word: string): boolean {
  for (const ch of word) if (charCells(ch.codePointAt(0) ?? 0) === 2) return true;
  return false;
}

/**
 * Word-wraps `text` into lines of at most `width` cells: the first line starts with `first`, the others
 * with `rest`. A word longer than a line (a path, a URL, a name) stands whole on a line of its own, wider
 * than the width, so that it reads and copies as one (issue 32 item 1); text in a script written without
 * spaces (East Asian wide characters) is cut into pieces instead.
 */
export function wrap(text: string, width: number, first = '', rest = first): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  const room = (prefix: string) => Math.max(1, width - cells(prefix));
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = empty ? line + word : `${line} ${word}`;
    if (cells(candidate) <= width) {
      line = candidate;
      empty = false;
      continue;
    }
    if (!empty) {
      lines.push(line);
      line = rest;
    }
    if (!cuttable(word)) {
      line += word;
      empty = false;
      continue;
    }
    let chars = Array.from(word);
    while (cells(chars.join('')) > room(line)) {
      const n = fitting(chars, room(line));
      lines.push(line + chars.slice(0, n).join(''));
      chars = chars.slice(n);
      line = rest;
    }
    line += chars.join('');
    empty = false;
  }
  lines.push(line);
  return lines;
}

/**
 * Joins parts with `sep` into as few lines as fit `width`, never splitting a part unless it alone is
 * wider than a line (then it is word-wrapped). The first line starts with `first`, the others with `rest`.
 */
export function joinWrapped(parts: readonly string[], width: number, sep: string, first = '', rest = first): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const part of parts) {
    const candidate = empty ? line + part : line + sep + part;
    if (cells(candidate) <= width) {
      line = candidate;
      empty = false;
      continue;
    }
    if (!empty) {
      lines.push(line);
      line = rest;
    }
    const pieces = wrap(part, width, line, rest);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? rest;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** Word-wraps each line of a text of several lines (wrap), the first line after `first`, every other after `rest`. */
export function wrapLines(text: string, width: number, first = '', rest = first): string[] {
  return text.split('\n').flatMap((line, i) => wrap(line, width, i === 0 ? first : rest, rest));
}

/** What starts a line that continues the line above it in a verbatim block (blockLines). */
export const CONTINUED = '↪ ';

/**
 * A verbatim block (a model's output, a prompt) fitted to `width`, its words whole: a line wider than
 * the width is broken at its last space that fits (that space gives way to the break; a word longer than
 * a line is cut at the width), and continues on the next line after CONTINUED. Indentation is kept.
 */
export function blockLines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let chars = Array.from(line);
    let prefix = '';
    while (cells(prefix) + cells(chars.join('')) > width) {
      const room = Math.max(1, width - cells(prefix));
      const n = fitting(chars, room);
      // The last space within the room, after the line's own indentation: the break goes there, the space with it.
      const indent = prefix === '' ? chars.findIndex((c) => c !== ' ') : 0;
      let at = -1;
      for (let i = Math.min(n, chars.length - 1); i > Math.max(0, indent); i--) if (chars[i] === ' ') { at = i; break; }
      if (at > 0) {
        out.push(prefix + chars.slice(0, at).join(''));
        chars = chars.slice(at + 1);
      } else {
        out.push(prefix + chars.slice(0, n).join(''));
        chars = chars.slice(n);
      }
      prefix = CONTINUED;
    }
    out.push(prefix + chars.join(''));
  }
  return out;
}

/**
 * A message of several lines fitted to `width`: a line that fits is kept as it is (its indentation too);
 * a wider one is word-wrapped, its continuation indented two cells under it.
 */
export function fitLines(text: string, width: number): string[] {
  return text.split('\n').flatMap((line) => {
    if (cells(line) <= width) return [line];
    const indent = /^ */.exec(line)?.[0] ?? '';
    return wrap(line.slice(indent.length), width, indent, `${indent}  `);
  });
}
