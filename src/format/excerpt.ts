/**
 * Excerpts of untrusted text (model answers, server messages) for messages and reports. Pure.
 *
 * A cut never splits a surrogate pair. A cut at an excerpt's start that falls inside a word-like run
 * (letters, digits, `_`, `-`) moves forward to the run's end, dropping its tail (at most SNAP_LIMIT
 * characters; a longer tail is cut where the cut falls). Tokens sit in such runs, and the redactor recognises a token by its prefix
 * (src/security/redact.ts): the tail of a token, cut from its prefix, is no longer recognisable. A cut
 * at an excerpt's end keeps the prefix, which the redactor recognises with the `…` after it.
 */

/** How much of a word-like run a start cut may drop. */
export const SNAP_LIMIT = 100;

const WORDLIKE = /[A-Za-z0-9_-]/;

function inRun(text: string, at: number): boolean {
  return at > 0 && at < text.length && WORDLIKE.test(text[at - 1] ?? '') && WORDLIKE.test(text[at] ?? '');
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Where an end cut at `at` lands: not just after a high surrogate. */
function endCut(text: string, at: number): number {
  return at > 0 && isHighSurrogate(text.charCodeAt(at - 1)) ? at - 1 : at;
}

/** Where a start cut at `at` lands: after a short run it falls in (not past `ceiling`), not inside a surrogate pair. */
function startCut(text: string, at: number, ceiling = text.length): number {
  let cut = at;
  if (inRun(text, cut)) {
    let end = cut;
    while (end < ceiling && WORDLIKE.test(text[end] ?? '') && end - cut <= SNAP_LIMIT) end++;
    const runEnd = end === ceiling || !WORDLIKE.test(text[end] ?? '');
    if (runEnd && end - cut <= SNAP_LIMIT) cut = end;
  }
  if (cut > 0 && cut < text.length && isHighSurrogate(text.charCodeAt(cut - 1))) cut++;
  return cut;
}

/** `text` cut to at most `max` characters, with `…` when cut. */
export function cutEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, endCut(text, max))}…`;
}

/** `text` on one line (white space collapsed), cut to at most `max` characters, with `…` when cut. */
export function oneLine(text: string, max: number): string {
  return cutEnd(text.replace(/\s+/g, ' ').trim(), max);
}

/**
 * About `side` characters either side of text[start, end) (a match), on one line, with `…` at each side
 * that is cut. The start cut moves away from the match, never into it.
 */
export function around(text: string, start: number, end: number, side: number): string {
  const from = start - side <= 0 ? 0 : startCut(text, start - side, start);
  const to = end + side >= text.length ? text.length : endCut(text, end + side);
  const body = text.slice(from, to).replace(/\s+/g, ' ');
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
