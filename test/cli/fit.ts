/** Test helpers: a terminal's view of text (issue 32 item 5). Independent of src/report/terminal-text.ts on purpose. */

/** East Asian wide and fullwidth characters, and emoji, take two columns; combining marks and joiners none. */
export function columnsOf(line: string): number {
  let n = 0;
  for (const ch of line) {
    const c = ch.codePointAt(0) ?? 0;
    if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f)) continue;
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
      (c >= 0x1f900 && c <= 0x1f9ff) ||
      (c >= 0x20000 && c <= 0x3fffd);
    n += wide ? 2 : 1;
  }
  return n;
}

/**
 * The lines wider than `width` columns. A line that is one token after its indentation or a list mark
 * (a path, a URL, a name longer than a line) may be wider: it stands whole on its line (issue 32 item 1).
 */
export function overWide(text: string, width = 80): string[] {
  return text.split('\n').filter((l) => columnsOf(l) > width && /\s/.test(l.trim().replace(/^(?:[-*•↪]|\d+\.)\s+/, '')));
}

/** The words of `prose` (whitespace-separated) that the output shows nowhere whole: a word cut across lines. */
export function cutWords(output: string, prose: string): string[] {
  const shown = new Set(output.split(/\s+/));
  return prose.split(/\s+/).filter((w) => w !== '' && !shown.has(w));
}
