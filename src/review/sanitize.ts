/**
 * Making untrusted review text (the reviewer model's reply, excerpts of the PR's own files) safe to post
 * in a PR comment. Pure.
 *
 * - anything that looks like a secret becomes `[redacted]` (the key name before `=`/`:` is kept);
 * - bidi controls and zero-width/invisible characters become visible escapes such as `\u202e`, so a
 *   reader sees that they were there instead of reading text they reorder or hide;
 * - then `markdownInline` (src/report/escape.ts): HTML (`<!-- … -->`, `<details>`, `<img>`) is shown as
 *   text, Markdown punctuation is escaped, `@name` pings nobody and `#12` references no issue, line
 *   breaks become ` ⏎ `.
 */
import { markdownInline } from '../report/escape.js';

export const REDACTED = '[redacted]';

/** Secret-looking tokens, redacted whole. */
const SECRET_TOKENS: readonly RegExp[] = [
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}/g, // OpenAI, Anthropic
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained tokens
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, // AWS access key ids
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, // Slack
  /\bAIza[0-9A-Za-z_-]{35}\b/g, // Google API keys
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];

/** `key=VALUE`, `token: "VALUE"`…: the value is redacted when it is long hex or base64-like. */
const SECRET_ASSIGNMENT =
  /\b((?:[A-Za-z0-9_-]*(?:key|token|secret|password|passwd|pwd|credential|auth)[A-Za-z0-9_-]*)["']?\s*[=:]\s*["']?)([A-Fa-f0-9]{24,}|[A-Za-z0-9+/_-]{24,}={0,2})/gi;

export function redactSecrets(text: string): string {
  let out = text;
  for (const pattern of SECRET_TOKENS) out = out.replace(pattern, REDACTED);
  return out.replace(SECRET_ASSIGNMENT, (_match, prefix: string) => `${prefix}${REDACTED}`);
}

/**
 * Bidi embeddings, overrides and isolates; zero-width and other invisible format characters; the BOM;
 * the soft hyphen; tag characters.
 */
// Matching combining and variation-selector code points one by one is the point here: each is made visible.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udc7f]/g;

/** Invisible and direction-changing characters as visible `\uXXXX` (or `\u{XXXXX}`) escapes. */
export function revealInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
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
export function sanitizeForComment(text: string, max = 2000): string {
  return markdownInline(revealInvisible(clip(redactSecrets(text), max)));
}
