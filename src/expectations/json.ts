import { oneLine } from '../format/excerpt.js';
/**
 * Finding the JSON in a model's output. Models wrap JSON in code fences and prose
 * ("Sure, here is the plan: ```json {…} ``` Let me know…"), so we look, in this order, at:
 *   1. the whole output, trimmed;
 *   2. each fenced code block (any language tag), the first whose content parses;
 *   3. each balanced top-level `{…}` or `[…]` (string-aware bracket matching), the first that parses.
 * Pure: no I/O.
 */

export type ExtractJsonResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** How many bracket candidates are tried before giving up, so that pathological output stays linear-ish. */
const MAX_CANDIDATES = 200;

const FENCE = /```[^\n`]*\n([\s\S]*?)```/g;

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}


/** Index just past the bracket closing the one at `start` (string-aware), or undefined when it never closes. */
export function closingIndex(text: string, start: number): number | undefined {
  const found = matchBracket(text, start);
  return 'end' in found ? found.end : undefined;
}

/**
 * The index just past the bracket that closes the one at `start`, or a description of why there is none.
 * Brackets inside JSON strings ("…") are ignored, and `\"` escapes are honoured.
 */
function matchBracket(text: string, start: number): { end: number } | { problem: string } {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      const expected = stack.pop();
      if (ch !== expected) {
        return { problem: `"${text[start]}" at char ${start + 1} is closed by a mismatched "${ch}" at char ${i + 1}` };
      }
      if (stack.length === 0) return { end: i + 1 };
    }
  }
  return { problem: `"${text[start]}" at char ${start + 1} has no matching "${text[start] === '{' ? '}' : ']'}"` };
}

/**
 * `json_strict: true`: the whole output (surrounding white space aside) must be one JSON document, as
 * production code calling JSON.parse would require; no prose, no code fence.
 */
export function parseWholeJson(text: string): ExtractJsonResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'the output is empty' };
  const whole = tryParse(trimmed);
  if (whole.ok) return whole;
  return { ok: false, reason: `JSON.parse rejects it: ${whole.error}; starts with: '${oneLine(trimmed, 40)}'` };
}

/** Finds and parses the JSON value in a model's output; the reason says what was found instead. */
export function extractJson(text: string): ExtractJsonResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'the output is empty' };

  const whole = tryParse(trimmed);
  if (whole.ok) return whole;

  let firstProblem: string | undefined;

  for (const fence of trimmed.matchAll(FENCE)) {
    const body = (fence[1] ?? '').trim();
    if (body === '') continue;
    const parsed = tryParse(body);
    if (parsed.ok) return parsed;
    firstProblem ??= `a fenced code block at char ${(fence.index ?? 0) + 1} does not parse as JSON (${parsed.error})`;
  }

  let tried = 0;
  for (let i = 0; i < trimmed.length && tried < MAX_CANDIDATES; i++) {
    const ch = trimmed[i];
    if (ch !== '{' && ch !== '[') continue;
    tried++;
    const match = matchBracket(trimmed, i);
    if ('problem' in match) {
      firstProblem ??= match.problem;
      continue;
    }
    const parsed = tryParse(trimmed.slice(i, match.end));
    if (parsed.ok) return parsed;
    firstProblem ??= `found "${ch}" at char ${i + 1} ('${oneLine(trimmed.slice(i, match.end), 40)}') but it does not parse as JSON (${parsed.error})`;
  }

  const start = `(starts with: '${oneLine(trimmed, 40)}')`;
  if (firstProblem === undefined) return { ok: false, reason: `no JSON object or array in the output ${start}` };
  return { ok: false, reason: `no parsable JSON object or array in the output: ${firstProblem} ${start}` };
}
