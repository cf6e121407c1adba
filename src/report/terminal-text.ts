/**
 * Fitting text to a terminal's width: cutting, padding and word-wrapping by display cells. Pure. A cell is
 * a code point: the text here is terminalInline-defused and the symbols the renderers use (✓ ✗ ▼ ≥ · –)
 * are one cell wide; wide (CJK, emoji) characters in scenario names may overrun by a cell each.
 */

/** The width the terminal renderers use when none is known (no TTY: CI logs, pipes). */
export const DEFAULT_WIDTH = 80;
/** Below this the layout would be all ellipses; a narrower terminal wraps our lines. */
const MIN_WIDTH = 30;

/** A usable width: the terminal's columns, or 80 when there is no terminal. */
export function terminalWidth(columns: number | undefined): number {
  return columns === undefined || !Number.isFinite(columns) || columns <= 0 ? DEFAULT_WIDTH : Math.max(MIN_WIDTH, Math.floor(columns));
}

export function cells(text: string): number {
  return Array.from(text).length;
}

export function padEnd(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - cells(text)));
}

export function padStart(text: string, to: number): string {
  return ' '.repeat(Math.max(0, to - cells(text))) + text;
}

/**
 * Word-wraps `text` into lines of at most `width` cells: the first line starts with `first`, the others
 * with `rest`. A word longer than a line is cut into pieces (a path or URL stays readable, if broken).
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
    let chars = Array.from(word);
    while (chars.length > room(line)) {
      const n = room(line);
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
