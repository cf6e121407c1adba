/**
 * Parsing the reviewer's reply (DESIGN §8) with zod. Whatever is unclear is refused, never read as an
 * approval: no JSON, two different JSON verdicts, an unknown verdict, numbers out of range, or prose
 * that names a different verdict than the JSON (or denies the approval the JSON gives). Pure.
 *
 * Leniencies, on purpose: the JSON may sit in a code fence or prose; the verdict word is matched
 * case-insensitively with `_`/`-` read as a space ("changes_requested" → "CHANGES REQUESTED");
 * `checklist` and `issues` may be absent (every criterion is then "not assessed"); `file`, `line`
 * and `note` may be null; keys the contract does not name are ignored. A checklist id that is not in
 * the criteria is ignored and noted.
 */
import { z } from 'zod';
import { closingIndex } from '../expectations/json.js';
import type { StructuredOutput } from '../providers/types.js';
import type { Criteria } from './criteria.js';
import { REVIEWER_PROMPT } from './reviewer-prompt.js';
import { copiedReply, placeholdersOf } from './substance.js';
import { REVIEW_VERDICTS, type ReviewVerdict, type ReviewVerdictWord } from './types.js';

export type ParsedReply = { ok: true; verdict: ReviewVerdict } | { ok: false; reason: string };

export const FORMAT_REMINDER = [
  'Your reply could not be used. Reply again with ONLY one JSON object, no prose and no second object, in exactly this shape:',
  '{"verdict": "APPROVED" | "CHANGES REQUESTED" | "BLOCKED", "confidence": <number 0..1>, "score": <number 1..10>,',
  ' "checklist": {"<criterion id>": {"pass": true | false, "note": "<optional>"}},',
  ' "issues": [{"severity": "low" | "medium" | "high", "file": "<optional path>", "line": <optional number>, "message": "<text>"}],',
  ' "summary": "<one paragraph>"}',
  'Use one checklist entry per id listed under CRITERIA.',
].join('\n');

/** The placeholders of the built-in prompt's and the reminder's reply examples. */
const BUILTIN_PLACEHOLDERS = placeholdersOf([REVIEWER_PROMPT, FORMAT_REMINDER]);

function normalizeVerdictWord(word: string): ReviewVerdictWord | undefined {
  const key = word.trim().replace(/[\s_-]+/g, ' ').toUpperCase();
  return REVIEW_VERDICTS.find((verdict) => verdict === key);
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value));

export const ReviewerReplySchema = z.object({
  verdict: z
    .string()
    .refine((word) => normalizeVerdictWord(word) !== undefined, { message: 'must be "APPROVED", "CHANGES REQUESTED" or "BLOCKED"' })
    // Stryker disable next-line StringLiteral: the refine above lets only known words through, so the fallback is never used
    .transform((word) => normalizeVerdictWord(word) ?? 'BLOCKED'),
  confidence: z.number().min(0, { message: 'must be between 0 and 1' }).max(1, { message: 'must be between 0 and 1' }),
  score: z.number().min(1, { message: 'must be between 1 and 10' }).max(10, { message: 'must be between 1 and 10' }),
  checklist: z.record(z.string(), z.object({ pass: z.boolean(), note: optionalText })).default({}),
  issues: z
    .array(
      z.object({
        severity: z
          .string()
          .transform((value) => value.trim().toLowerCase())
          .pipe(z.enum(['low', 'medium', 'high'], { message: 'must be "low", "medium" or "high"' })),
        file: optionalText,
        line: z.number().int().positive().nullish().transform((value) => value ?? undefined),
        message: z.string().trim().min(1, { message: 'must say what the issue is' }),
      }),
    )
    .default([]),
  summary: z.string({ message: 'must be a string summarising the review' }).trim().min(1, { message: 'must not be empty' }),
});

const nullableText = { type: ['string', 'null'] };

/**
 * The reply's JSON Schema, asked for as structured output (issue 30 item 4), written beside
 * ReviewerReplySchema rather than generated from it: OpenAI's strict mode needs every key required (an
 * optional one is nullable instead) and no open records, so the checklist names this review's criteria.
 * It is narrower than the parser, which stays as lenient as before and runs on every reply;
 * test/review/structured-output.test.ts checks that the two agree on examples.
 */
export function reviewerStructuredOutput(criteria: Criteria): StructuredOutput {
  const entry = { type: 'object', properties: { pass: { type: 'boolean' }, note: nullableText }, required: ['pass', 'note'], additionalProperties: false };
  const issue = {
    type: 'object',
    properties: {
      severity: { type: 'string', enum: ['low', 'medium', 'high'] },
      file: nullableText,
      line: { type: ['integer', 'null'], minimum: 1 },
      message: { type: 'string' },
    },
    required: ['severity', 'file', 'line', 'message'],
    additionalProperties: false,
  };
  return {
    name: 'review_decision',
    schema: {
      type: 'object',
      properties: {
        verdict: { type: 'string', enum: [...REVIEW_VERDICTS] },
        confidence: { type: 'number', minimum: 0, maximum: 1 },
        score: { type: 'number', minimum: 1, maximum: 10 },
        checklist: {
          type: 'object',
          properties: Object.fromEntries(criteria.checklist.map((item) => [item.id, { ...entry, description: item.description }])),
          required: criteria.checklist.map((item) => item.id),
          additionalProperties: false,
        },
        issues: { type: 'array', items: issue },
        summary: { type: 'string' },
      },
      required: ['verdict', 'confidence', 'score', 'checklist', 'issues', 'summary'],
      additionalProperties: false,
    },
  };
}

export interface JsonSpan {
  value: unknown;
  start: number;
  end: number;
}

/** Every top-level JSON object or array in the text, left to right; plus whether some `{` never closed. */
export function findJsonValues(text: string): { spans: JsonSpan[]; unclosed: boolean } {
  const spans: JsonSpan[] = [];
  let unclosed = false;
  // Stryker disable next-line EqualityOperator: text[text.length] is undefined, which the next line skips
  for (let i = 0; i < text.length && spans.length < 50; i++) {
    const ch = text[i];
    if (ch !== '{' && ch !== '[') continue;
    const end = closingIndex(text, i);
    if (end === undefined) {
      if (ch === '{') unclosed = true;
      continue;
    }
    try {
      const value: unknown = JSON.parse(text.slice(i, end));
      spans.push({ value, start: i, end });
      i = end - 1;
    } catch {
      // Not JSON (e.g. "[x]" in prose); keep scanning inside it.
    }
  }
  return { spans, unclosed };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stable text form for comparing two objects regardless of key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  // Stryker disable next-line StringLiteral: parsed JSON holds no undefined, so JSON.stringify always returns text here
  return JSON.stringify(value) ?? 'undefined';
}

export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral: zod's paths go through objects (string keys) and arrays (number keys) only, where each branch indexes alike
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: as above
    else if (isRecord(node) && typeof key === 'string') node = node[key];
    else return undefined;
  }
  return node;
}

const PROSE_VERDICT = /\b(APPROVED|CHANGES[ _-]REQUESTED|BLOCKED)\b/g;
const LABELLED_VERDICT = /\bverdict\b[\s*_"':=-]*(?:is\s+)?[*_"']*(approved|changes[ _-]requested|blocked)\b/gi;
const DENIED_APPROVAL = /\b(?:not|never|cannot|can't|can ?not|won't|wouldn't|would not|do not|don't|should not|shouldn't)\s+(?:be\s+)?approv/i;

/** Verdict words in the prose around the JSON; a contradiction makes the reply ambiguous. */
function proseConflict(prose: string, verdict: ReviewVerdictWord): string | undefined {
  const named = new Set<ReviewVerdictWord>();
  // Stryker disable StringLiteral,ConditionalExpression: both patterns capture only a verdict word, so group 1 is always set and always normalises
  for (const match of prose.matchAll(PROSE_VERDICT)) {
    const word = normalizeVerdictWord(match[1] ?? '');
    if (word) named.add(word);
  }
  for (const match of prose.matchAll(LABELLED_VERDICT)) {
    const word = normalizeVerdictWord(match[1] ?? '');
    if (word) named.add(word);
  }
  // Stryker restore StringLiteral,ConditionalExpression
  const other = [...named].find((word) => word !== verdict);
  if (other) return `the text around the JSON says ${other} but the JSON verdict is ${verdict}`;
  if (verdict === 'APPROVED' && DENIED_APPROVAL.test(prose)) {
    // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral: test() just matched, so exec() matches too
    return `the text around the JSON denies approval ("${DENIED_APPROVAL.exec(prose)?.[0] ?? ''}…") but the JSON verdict is APPROVED`;
  }
  return undefined;
}

/**
 * The first three problems of a schema check, each with where it is and what was found there (the
 * found value's JSON cut at `maxFoundChars` when given): "verdict: Invalid option (found "OK")".
 */
export function describeSchemaProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[], value: unknown, maxFoundChars?: number): string[] {
  return issues.slice(0, 3).map((issue) => {
    const found = valueAt(value, issue.path);
    const where = issue.path.map(String).join('.') || '(object)';
    const shown = found === undefined ? 'nothing' : JSON.stringify(found);
    return `${where}: ${issue.message} (found ${maxFoundChars === undefined ? shown : shown.slice(0, maxFoundChars)})`;
  });
}

/** True when the object at `span` of `text` stands verbatim (whitespace aside) in the request: planted, not the model's. */
export function plantedInRequest(request: string | undefined, text: string, span: { start: number; end: number }): boolean {
  return request !== undefined && squeezed(request).includes(squeezed(text.slice(span.start, span.end)));
}

/** Text compared for verbatim copies: white space dropped, JSON-escaped quotes read as quotes. */
export function squeezed(text: string): string {
  return text.replace(/\\"/g, '"').replace(/\s+/g, '');
}

/**
 * Parses a reply. With `request` (the payload the reviewer was sent), a verdict object that occurs in
 * it verbatim (white space aside) is refused: it was planted in the PR text or the context, and a copy
 * is not the reviewer's own judgement. So is a reply that copies a planted verdict's free text, or the
 * reply example of the built-in prompt, of FORMAT_REMINDER or of `systemPrompt` (src/review/substance.ts).
 */
export function parseReviewerReply(text: string, criteria: Criteria, request?: string, systemPrompt?: string): ParsedReply {
  if (text.trim() === '') return { ok: false, reason: 'the reply is empty' };
  const { spans, unclosed } = findJsonValues(text);
  const objects = spans.filter((span) => isRecord(span.value));
  const verdictObjects = objects.filter((span) => isRecord(span.value) && 'verdict' in span.value);

  if (verdictObjects.length === 0) {
    if (spans.some((span) => Array.isArray(span.value)) && objects.length === 0) {
      return { ok: false, reason: 'the reply is a JSON array; it must be one JSON object' };
    }
    if (objects.length === 0) {
      return { ok: false, reason: unclosed ? 'the JSON object in the reply is incomplete (a "{" is never closed)' : 'the reply has no JSON object (prose only)' };
    }
    return { ok: false, reason: 'the JSON object in the reply has no "verdict" key' };
  }
  const distinct = new Set(verdictObjects.map((span) => canonical(span.value)));
  if (distinct.size > 1) {
    const words = verdictObjects.map((span) => (isRecord(span.value) ? String(span.value['verdict']) : '?'));
    return { ok: false, reason: `the reply holds ${verdictObjects.length} different JSON verdict objects (${words.join(', ')}); it must hold exactly one` };
  }
  // One at least: the empty case returned above.
  const chosen = verdictObjects[0]!;
  if (plantedInRequest(request, text, chosen)) {
    return { ok: false, reason: 'the JSON verdict object occurs verbatim in the request payload (planted in the PR text or context?); it is not a review of the change' };
  }

  const parsed = ReviewerReplySchema.safeParse(chosen.value);
  if (!parsed.success) {
    const problems = describeSchemaProblems(parsed.error.issues, chosen.value);
    return { ok: false, reason: `the JSON verdict object is invalid: ${problems.join('; ')}` };
  }
  const reply = parsed.data;

  let prose = '';
  let cursor = 0;
  for (const span of spans) {
    prose += `${text.slice(cursor, span.start)}\n`;
    cursor = span.end;
  }
  prose += text.slice(cursor);
  const conflict = proseConflict(prose, reply.verdict);
  if (conflict) return { ok: false, reason: conflict };
  const copied = copiedReply(reply, systemPrompt === undefined ? BUILTIN_PLACEHOLDERS : placeholdersOf([REVIEWER_PROMPT, FORMAT_REMINDER, systemPrompt]), request);
  if (copied) return { ok: false, reason: copied };

  const notes: string[] = [];
  const known = new Set(criteria.checklist.map((item) => item.id));
  const unknownIds = Object.keys(reply.checklist).filter((id) => !known.has(id));
  if (unknownIds.length > 0) {
    notes.push(`ignored checklist ${unknownIds.length === 1 ? 'entry' : 'entries'} not in the criteria: ${unknownIds.join(', ')}`);
  }
  const checklist = criteria.checklist.map((item): ReviewVerdict['checklist'][number] => {
    const entry = Object.hasOwn(reply.checklist, item.id) ? reply.checklist[item.id] : undefined;
    if (!entry) return { id: item.id, status: 'not assessed' };
    return { id: item.id, status: entry.pass ? 'pass' : 'fail', ...(entry.note === undefined ? {} : { note: entry.note }) };
  });
  const notAssessed = checklist.filter((entry) => entry.status === 'not assessed').map((entry) => entry.id);
  if (notAssessed.length > 0) notes.push(`not assessed: ${notAssessed.join(', ')}`);
  if (reply.verdict === 'APPROVED') {
    const failed = checklist.filter((entry) => entry.status === 'fail').map((entry) => entry.id);
    if (failed.length > 0) notes.push(`APPROVED although checklist items fail: ${failed.join(', ')}`);
    if (reply.issues.some((issue) => issue.severity === 'high')) notes.push('APPROVED although a high-severity issue is listed');
  }

  return {
    ok: true,
    verdict: {
      verdict: reply.verdict,
      confidence: reply.confidence,
      score: reply.score,
      checklist,
      issues: reply.issues.map((issue) => ({
        severity: issue.severity,
        ...(issue.file === undefined ? {} : { file: issue.file }),
        ...(issue.line === undefined ? {} : { line: issue.line }),
        message: issue.message,
      })),
      summary: reply.summary,
      notes,
    },
  };
}
