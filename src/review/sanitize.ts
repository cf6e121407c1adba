/**
 * Making untrusted review text (the reviewer model's reply, excerpts of the PR's own files) safe to post
 * in a PR comment. Pure.
 *
 * - anything that looks like a secret becomes `[redacted]` (the key name before `=`/`:` is kept);
 * - bidi controls and zero-width/invisible characters become visible escapes such as `\u202e`, so a
 *   reader sees that they were there instead of reading text they reorder or hide;
 * - then `markdownInline` (src/report/escape.ts): HTML (`<!-- … -->`, `<details>`, `<img>`) is shown as
 *   text, Markdown punctuation is escaped (no link, image or fence), `@name` pings nobody and `#12`
 *   references no issue, line breaks become ` ⏎ `;
 * - last, what GitHub links by itself: a bare `https://…`, `http://…`, `ftp://…` or `www.…` (autolinks,
 *   so a link's or an image's target left as text is not clickable either) and `GH-12` get a zero-width
 *   space that breaks the link and leaves the text readable.
 */
import { markdownInline } from '../report/escape.js';
import { REDACTED, revealInvisible, type Redactor } from '../security/redact.js';

// One implementation of what a secret looks like and of the invisible-character reveal: src/security/redact.ts.
export { REDACTED, revealInvisible };

/**
 * The run's secrets, token shapes and the values of secret-looking assignments in PR text, through the
 * redactor the caller hands in (made by src/security/redact.ts: `createRedactor(secrets, { assignments:
 * true })`); this module holds none of its own.
 */
export function redactSecrets(text: string, redactor: Pick<Redactor, 'redact'>): string {
  return redactor.redact(text);
}

/** Cuts to `max` characters (never inside a surrogate pair), with `…` when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = Math.max(0, max - 1);
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${text.slice(0, cut)}…`;
}

/**
 * Untrusted text as one line of inline Markdown for the comment: secrets redacted (before clipping, so a
 * cut cannot leave half a secret unmatched), clipped to `max` characters (before escaping, so an escape
 * cannot be cut in half), invisible characters revealed, Markdown made inert.
 */
export function sanitizeForComment(text: string, max: number, redactor: Pick<Redactor, 'redact'>): string {
  return withoutAutolinks(markdownInline(revealInvisible(clip(redactSecrets(text, redactor), max))));
}

/** GitHub's autolinks (URLs with a scheme, www. hosts) and GH-N references, broken by a zero-width space. */
export function withoutAutolinks(markdown: string): string {
  return markdown
    .replace(/\b(https?|ftp)(?=:\/\/)/gi, '$1\u200b')
    .replace(/\b(www)(?=\.)/gi, '$1\u200b')
    .replace(/\b(GH)(?=-\d)/gi, '$1\u200b');
}
