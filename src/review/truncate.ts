/**
 * Visible truncation for the review payload: whatever is cut is replaced in place by a marker line such
 * as `[… 1,240 lines truncated …]`. Pure and deterministic.
 */

/** 1240 → "1,240" (fixed format, independent of the machine's locale). */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Lines in a text; a last line without a newline counts, an empty text has none. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export function truncationMarker(lines: number): string {
  return `[… ${formatCount(lines)} ${lines === 1 ? 'line' : 'lines'} truncated …]`;
}

/**
 * Cuts `text` to at most `limit` characters, marker included. The cut falls at a line end when one is
 * in reach (else mid-line, never inside a surrogate pair), and the marker counts the lines removed (a
 * partly removed line counts as one). When even the marker does not fit, the result is the marker alone.
 */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const worstMarker = truncationMarker(countLines(text));
  const keepBudget = limit - worstMarker.length - 1;
  if (keepBudget <= 0) return { text: worstMarker, truncated: true };
  const window = text.slice(0, keepBudget + 1);
  const lastNewline = window.lastIndexOf('\n');
  let kept: string;
  let removed: string;
  if (lastNewline > 0) {
    kept = text.slice(0, lastNewline);
    removed = text.slice(lastNewline + 1);
  } else {
    let cut = keepBudget;
    const code = text.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut--;
    kept = text.slice(0, cut);
    removed = text.slice(cut);
  }
  return { text: `${kept}\n${truncationMarker(countLines(removed))}`, truncated: true };
}
