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

/**
 * Text for a terminal, kept on its lines (`show` prints a whole output): line breaks and tabs stay;
 * a carriage return, escape sequences and other control characters are shown as `\uXXXX`.
 */
export function terminalBlock(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => codeEscape(c.charCodeAt(0)));
}

/**
 * A Markdown code span holding `text` literally: GitHub renders nothing inside one (no HTML, mentions,
 * issue references or emphasis), so untrusted text stays data. The fence is one backtick longer than
 * the longest run of backticks in the text, padded with a space when the text starts or ends with a
 * backtick. `@name` and `#123` get a zero-width space as in `markdownInline`. In a table cell `|` is escaped as `\|` (GFM reads that inside code spans too). Line breaks
 * become ` ⏎ `; control characters are removed. Empty text gives ''.
 */
export function codeSpan(text: string, opts: { inTable?: boolean } = {}): string {
  let t = stripControl(text).replace(/\r\n?|\n/g, ' ⏎ ');
  if (t === '') return '';
  if (opts.inTable === true) t = t.replace(/\|/g, '\\|');
  // Not needed on GitHub (nothing inside a code span is linked), kept so no renderer can ping anyone.
  t = t.replace(/@(?=[A-Za-z0-9])/g, '@\u200b').replace(/#(?=\d)/g, '#\u200b');
  const longest = Math.max(0, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

const FILE_EXTENSION = /^[\w@~.+-]+\.(md|markdown|mdx|ya?ml|json|jsonl|txt|j2|jinja|hbs|tmpl|mustache|ts|js|mjs|cjs|py|toml|sh|xml)(:\d+)?$/i;
const PATH = /^[\w@~.+*-]*\/[\w@~.+*/-]*(:\d+)?$/;
const REGEX = /^\/.+\/[dgimsuvy]*$/;

/** True for a word that reads as a path, file name or regular expression. */
export function looksLikeCode(word: string): boolean {
  if (/^[a-z]+:\/\//i.test(word)) return false;
  if (REGEX.test(word) || FILE_EXTENSION.test(word)) return true;
  // A path: letters, and a file extension, a trailing slash, a glob or two slashes ("and/or" stays prose).
  return PATH.test(word) && /[A-Za-z]/.test(word) && (/\.[A-Za-z0-9]+(:\d+)?$/.test(word) || /\/$/.test(word) || word.includes('*') || word.split('/').length > 2);
}

/**
 * `markdownInline`, with the words that read as paths, file names or regexes (see `looksLikeCode`) as
 * code spans, so that a reader sees them as code. Leading `(` or quotes and trailing punctuation stay
 * outside the span.
 */
export function markdownInlineWithCode(text: string, opts: { inTable?: boolean } = {}): string {
  const oneLine = stripControl(text).replace(/\r\n?|\n/g, ' ⏎ ');
  return oneLine
    .split(/(\s+)/)
    .map((token) => {
      if (token.trim() === '') return token;
      const m = /^([("'[]*)(.*?)([)"'\],;:.!?]*)$/.exec(token);
      const [lead, core, trail] = [m?.[1] ?? '', m?.[2] ?? token, m?.[3] ?? ''];
      if (core !== '' && looksLikeCode(core)) return `${markdownInline(lead)}${codeSpan(core, opts)}${markdownInline(trail)}`;
      return markdownInline(token);
    })
    .join('');
}

/**
 * Where a line carries a tool call's JSON arguments (`{"path":"a"}`, `{}`), as the agent failure lines do
 * ("never_calls: called delete_file {"path":"src/auth.rs"} at step 2"): [start, end) of each, the tool
 * name before it included when it is one word. An object cut short (the failure line's `…`) runs to its `…`.
 */
/** Words before a JSON object that are prose, not the called tool ("equals: expected {"a":1}"). */
const NOT_A_TOOL = /^(?:expected|found|got|called|answer|answered|returned|is|was|with|of|to|args|arguments)$|[:,;]$/i;

function callSpans(text: string): { start: number; end: number; tool?: [number, number] }[] {
  const spans: { start: number; end: number; tool?: [number, number] }[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    const next = text[open + 1];
    if ((open > 0 && text[open - 1] !== ' ') || (next !== '"' && next !== '}')) {
      i = open + 1;
      continue;
    }
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let j = open; j < text.length; j++) {
      const c = text[j];
      if (inString) {
        if (c === '\\') j++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) {
          end = j + 1;
          break;
        }
      }
    }
    if (end === -1) {
      const ellipsis = text.slice(open).search(/…(?= |$)/);
      if (ellipsis === -1) break;
      end = open + ellipsis + 1;
    }
    const word = /(?:^| )([\w.:*-]+) $/.exec(text.slice(0, open))?.[1];
    const isTool = word !== undefined && !NOT_A_TOOL.test(word);
    const tool: [number, number] | undefined = isTool ? [open - 1 - word.length, open - 1] : undefined;
    spans.push({ start: open, end, ...(tool === undefined ? {} : { tool }) });
    i = end;
  }
  return spans;
}

/**
 * `markdownInlineWithCode`, with each tool call's name and JSON arguments as code spans, so that an agent
 * failure line reads "called `delete_file` `{"path":"src/auth.rs"}` at step 2" whatever its arguments
 * hold (`|`, backticks, `<`, mentions stay data inside the spans).
 */
export function markdownInlineWithCalls(text: string, opts: { inTable?: boolean } = {}): string {
  const oneLine = stripControl(text).replace(/\r\n?|\n/g, ' ⏎ ');
  let out = '';
  let at = 0;
  for (const span of callSpans(oneLine)) {
    const proseEnd = span.tool?.[0] ?? span.start;
    out += markdownInlineWithCode(oneLine.slice(at, proseEnd), opts);
    if (span.tool !== undefined) out += `${codeSpan(oneLine.slice(span.tool[0], span.tool[1]), opts)} `;
    out += codeSpan(oneLine.slice(span.start, span.end), opts);
    at = span.end;
  }
  return out + markdownInlineWithCode(oneLine.slice(at), opts);
}
