/**
 * Patterns as written in scenario files: a JavaScript regex literal `/source/flags`, or a bare source
 * (compiled with no flags). Pure: no I/O.
 */

const LITERAL = /^\/([\s\S]+)\/([a-z]*)$/;

/** True when `s` is written as a regex literal: `/source/flags`. */
export function isRegexLiteral(s: string): boolean {
  return LITERAL.test(s);
}

/** Compiles a pattern; an invalid one throws an Error whose message names the pattern and how to fix it. */
export function compilePattern(source: string): RegExp {
  const literal = LITERAL.exec(source);
  try {
    return literal ? new RegExp(literal[1] ?? '', literal[2] ?? '') : new RegExp(source);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(
      `invalid pattern ${JSON.stringify(source)}: ${why}; write a JavaScript regex as /source/flags (flags from dgimsuvy) or a bare source`,
      { cause: err },
    );
  }
}

/** How a pattern is shown in messages: always as a literal, `/oauth/i` or `/oauth/`. */
export function showPattern(source: string): string {
  return isRegexLiteral(source) ? source : `/${source}/`;
}

/** The first match of `re` in `text` (from the start, whatever `lastIndex` a `g` or `y` flag left behind). */
export function firstMatch(re: RegExp, text: string): { index: number; text: string } | undefined {
  re.lastIndex = 0;
  const m = re.exec(text);
  re.lastIndex = 0;
  return m ? { index: m.index, text: m[0] } : undefined;
}
