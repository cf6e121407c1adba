/**
 * The one redaction point (DESIGN §2, secrets). Pure: the secrets are passed in.
 *
 * `createRedactor(secrets)` removes, from any text that leaves the process:
 * - every secret value, also in the spellings the product's renderers give it (JSON, Markdown, HTML/XML
 *   entities, URL encoding), and inside base64 (as git keeps a checkout's token in .git/config);
 * - every fragment of 8 characters or more of a secret (a server that echoes `sk-abc***def…`);
 * - the usual token shapes, whatever their value: GitHub (`ghp_`, `gho_`, `ghs_`, `ghu_`, `ghr_`,
 *   `github_pat_`), OpenAI/Anthropic (`sk-…`, `sk-ant-…`), AWS (`AKIA…`), Slack (`xox…`), Google (`AIza…`),
 *   `Bearer …` credentials and private-key blocks.
 * `reveal` also makes bidi controls and zero-width characters visible (`\u202e`), for text people read.
 * With `assignments`, it also removes the value of secret-looking assignments (`api_key=…`, `token: "…"`):
 * for text people paste (a PR's files, the reviewer model's reply), not for the product's own data.
 *
 * This is the only module that knows what a secret looks like. Every place that redacts is handed a
 * Redactor made here — the sinks (src/security/sink.ts, src/action/sink.ts, the GitHub client), the
 * review's comment text (src/review/sanitize.ts), provider error messages (src/providers/http-errors.ts)
 * and `capture` (src/cli/capture.ts); renderers do not redact.
 */

export const REDACTED = '[redacted]';

/** Values shorter than this are too common to redact without wrecking the text; they are left alone. */
export const MIN_SECRET_LENGTH = 6;
/** Fragments of a secret this long or longer are redacted wherever they appear. */
export const FRAGMENT_LENGTH = 8;

// Distinctive prefixes match wherever they start, also glued to a word ("keysk-proj-…", "xghp_…": text a
// model writes need not put a boundary there); a bare `sk-` needs a word boundary, or "disk-usage-…" goes.
// `_` may come escaped (`\_`): that is how the Markdown renderers spell it.
const U = String.raw`\\?_`;
/** Secret-looking tokens, redacted whole. */
const TOKEN_SHAPES: readonly RegExp[] = [
  new RegExp(String.raw`sk-(?:proj-|ant-(?:api\d\d-)?)(?:[A-Za-z0-9-]|${U}){16,}`, 'g'), // OpenAI project keys, Anthropic
  new RegExp(String.raw`\bsk-(?:[A-Za-z0-9-]|${U}){16,}`, 'g'), // OpenAI
  new RegExp(String.raw`gh[pousr]${U}[A-Za-z0-9]{20,}`, 'g'), // GitHub tokens
  new RegExp(String.raw`github${U}pat${U}(?:[A-Za-z0-9]|${U}){20,}`, 'g'), // GitHub fine-grained tokens
  /(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, // AWS access key ids
  /xox[abposr]-[A-Za-z0-9-]{10,}/g, // Slack
  new RegExp(String.raw`AIza(?:[0-9A-Za-z-]|${U}){35}\b`, 'g'), // Google API keys
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];

/**
 * A token shape's prefix and whatever of the token is left before an excerpt's cut (`…`): reports keep
 * bounded excerpts of answers, and a cut can leave less of a token than the shapes above need.
 */
// Bounded: each place a prefix starts is scanned at most 200 characters ahead, whatever the text.
const CUT_SHAPE = new RegExp(String.raw`(?:sk-(?:proj-|ant-)|\bsk-|gh[pousr]${U}|github${U}pat${U}|AKIA|ASIA|xox[abposr]-|AIza)(?:[A-Za-z0-9-]|${U}){0,200}…`, 'g');

/** `Bearer <credential>`: the credential goes, the word stays (also when an excerpt cut it short). */
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/-]{8,}=*/gi;
const CUT_BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/-]+…/gi;

/** The token shapes above, redacted. */
export function redactTokenShapes(text: string): string {
  let out = text;
  for (const pattern of TOKEN_SHAPES) out = out.replace(pattern, REDACTED);
  out = out.replace(CUT_SHAPE, `${REDACTED}…`);
  return out.replace(BEARER, (_m, word: string) => `${word}${REDACTED}`).replace(CUT_BEARER, (_m, word: string) => `${word}${REDACTED}…`);
}

/**
 * Bidi embeddings, overrides and isolates; zero-width and other invisible format characters; the BOM;
 * the soft hyphen; tag characters.
 */
// Matching combining and variation-selector code points one by one is the point here: each is made visible.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udc7f]/g;

/** Is this code unit part of a symbol or emoji that a single variation selector may follow (⚠️, ⏭️)? */
function isSymbolUnit(unit: string | undefined): boolean {
  if (unit === undefined) return false;
  const code = unit.charCodeAt(0);
  return (code >= 0x2000 && code <= 0x2bff) || (code >= 0xdc00 && code <= 0xdfff);
}

/**
 * Invisible and direction-changing characters as visible `\uXXXX` (or `\u{XXXXX}`) escapes. With
 * `keepRendererMarks`, what the product's own renderers write stays: the zero-width space right after
 * `@` and `#` (so that nobody is pinged and no issue is linked), and one emoji presentation selector
 * (U+FE0F) right after a symbol, as in ⚠️.
 */
export function revealInvisible(text: string, opts: { keepRendererMarks?: boolean } = {}): string {
  return text.replace(INVISIBLE, (ch, offset: number, whole: string) => {
    const before = offset > 0 ? whole[offset - 1] : undefined;
    if (opts.keepRendererMarks && ch === '\u200b' && (before === '@' || before === '#')) return ch;
    if (opts.keepRendererMarks && ch === '\ufe0f' && isSymbolUnit(before)) return ch;
    const code = ch.codePointAt(0) ?? 0;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** The spellings of a value after the product's renderers (JSON, Markdown, HTML/XML, URLs) have escaped it. */
function spellings(value: string): string[] {
  const html = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const out = new Set<string>([
    value,
    JSON.stringify(value).slice(1, -1),
    html,
    html.replace(/"/g, '&quot;').replace(/'/g, '&apos;'),
    html.replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
    html.replace(/[\\`*_[\]~|]/g, (c) => `\\${c}`),
    value.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`),
    encodeURIComponent(value),
  ]);
  return [...out].filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/** Secrets shorter than this (in bytes) have no base64 spelling redacted: their cores would be too short to be distinctive. */
const MIN_BASE64_BYTES = 9;

/**
 * The value inside base64, wherever it sits in the encoded bytes: for each of the three byte offsets, the
 * characters that depend on the value's bytes alone (those that straddle a neighbouring byte are left), in
 * the standard and the URL-safe alphabet. Git stores an actions/checkout token with persist-credentials as
 * `AUTHORIZATION: basic base64("x-access-token:<token>")` in .git/config; this is how that form is caught.
 * At most two characters each side are left, which hold under two bytes of the value.
 */
function base64Cores(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length < MIN_BASE64_BYTES) return [];
  const out: string[] = [];
  for (let k = 0; k < 3; k++) {
    const encoded = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64');
    const core = encoded.slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6));
    out.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

/** `key=VALUE`, `token: "VALUE"`…: the value, when it is long hex or base64-like (the key name stays). */
const SECRET_ASSIGNMENT =
  /\b((?:[A-Za-z0-9_-]*(?:key|token|secret|password|passwd|pwd|credential|auth)[A-Za-z0-9_-]*)["']?\s*[=:]\s*["']?)([A-Fa-f0-9]{24,}|[A-Za-z0-9+/_-]{24,}={0,2})/gi;

export interface RedactorOptions {
  /** Also redact the values of secret-looking assignments (for text people paste, e.g. a PR's files). */
  assignments?: boolean;
}

export interface Redactor {
  /** Secrets, their fragments and token shapes replaced by `[redacted]`: for data (JSON, XML, logs). */
  redact(text: string): string;
  /** `redact`, then invisible characters made visible: for what people read (comment, summary, console). */
  reveal(text: string): string;
  /** How many secret values it knows (for tests and diagnostics; never the values). */
  readonly size: number;
}

export function createRedactor(secrets: Iterable<string>, opts: RedactorOptions = {}): Redactor {
  const values = [...new Set([...secrets].filter((s) => s.length >= MIN_SECRET_LENGTH))];
  const whole = [...new Set([...values.flatMap(spellings), ...values.flatMap(base64Cores)])].sort((a, b) => b.length - a.length);
  const fragments = new Set<string>();
  for (const value of values) {
    for (let i = 0; i + FRAGMENT_LENGTH <= value.length; i++) fragments.add(value.slice(i, i + FRAGMENT_LENGTH));
  }
  const redact = (text: string): string => {
    let out = text;
    for (const spelling of whole) if (out.includes(spelling)) out = out.split(spelling).join(REDACTED);
    if (fragments.size > 0) out = redactFragments(out, fragments);
    out = redactTokenShapes(out);
    return opts.assignments ? out.replace(SECRET_ASSIGNMENT, (_match, prefix: string) => `${prefix}${REDACTED}`) : out;
  };
  return {
    redact,
    reveal: (text) => revealInvisible(redact(text), { keepRendererMarks: true }),
    size: values.length,
  };
}

/** Every run of text covered by known 8-character fragments becomes one `[redacted]`. */
function redactFragments(text: string, fragments: ReadonlySet<string>): string {
  let covered: boolean[] | undefined;
  for (let i = 0; i + FRAGMENT_LENGTH <= text.length; i++) {
    if (!fragments.has(text.slice(i, i + FRAGMENT_LENGTH))) continue;
    covered ??= new Array<boolean>(text.length).fill(false);
    for (let j = i; j < i + FRAGMENT_LENGTH; j++) covered[j] = true;
  }
  if (!covered) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (!covered[i]) out += text[i];
    else if (i === 0 || !covered[i - 1]) out += REDACTED;
  }
  return out;
}
