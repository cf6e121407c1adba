/**
 * Small Markdown helpers shared by the review's text scanners. Pure.
 */

/** A fenced code block opener or closer: up to 3 spaces, then 3+ backticks or tildes. */
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * For each line, whether it belongs to a fenced code block (fence lines included).
 * An unclosed fence runs to the end of the text, as in CommonMark.
 */
export function fencedLineMask(lines: readonly string[]): boolean[] {
  const mask: boolean[] = [];
  let open: { char: string; length: number } | undefined;
  for (const line of lines) {
    const fence = FENCE_LINE.exec(line);
    if (open) {
      mask.push(true);
      const marker = fence?.[1];
      if (marker && marker[0] === open.char && marker.length >= open.length && line.trim() === marker) open = undefined;
      continue;
    }
    const marker = fence?.[1];
    // A backtick fence's info string may not contain backticks.
    if (marker && !(marker[0] === '`' && line.slice(line.indexOf(marker) + marker.length).includes('`'))) {
      open = { char: marker[0] ?? '`', length: marker.length };
      mask.push(true);
      continue;
    }
    mask.push(false);
  }
  return mask;
}

/** Removes HTML comments (`<!-- … -->`), which GitHub does not render, e.g. PR template hints. */
export function stripHtmlComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
}

/** Replaces inline code spans (`…`, ``…``) with spaces, keeping the text's length. */
export function blankCodeSpans(line: string): string {
  return line.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length));
}

/**
 * Lines that are prose: lines of fenced code blocks become empty, code spans become spaces, and HTML
 * comments are removed. (Indented code blocks are not detected: a 4-space indent is more often a
 * nested list item in PR and issue bodies.)
 */
export function proseLines(markdown: string): string[] {
  const lines = stripHtmlComments(markdown).split(/\r?\n/);
  const fenced = fencedLineMask(lines);
  return lines.map((line, i) => (fenced[i] ? '' : blankCodeSpans(line)));
}
