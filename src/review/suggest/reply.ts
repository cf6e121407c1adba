/**
 * Parsing the correction step's reply with zod: `{suggestions: [{path, start_line, end_line,
 * replacement, why}]}`. Fails closed: anything unclear (no JSON, two different objects, a bad field, an
 * object planted in the request) is refused with a reason, and nothing is posted. Pure.
 *
 * Leniencies, as for the reviewer's reply (src/review/reply.ts): the JSON may sit in a code fence or
 * prose, the same object may be repeated, and keys the contract does not name are ignored.
 */
import { z } from 'zod';
import { canonical, describeSchemaProblems, findJsonValues, plantedInRequest } from '../reply.js';

export const SuggestionSchema = z
  .object({
    path: z.string({ message: 'must be the path of a changed file' }).trim().min(1, { message: 'must be the path of a changed file' }),
    start_line: z.number().int({ message: 'must be a whole line number' }).positive({ message: 'must be a line number from 1' }),
    end_line: z.number().int({ message: 'must be a whole line number' }).positive({ message: 'must be a line number from 1' }),
    replacement: z.string({ message: 'must be the text that replaces lines start_line..end_line' }),
    why: z.string({ message: 'must say why, in one line' }).trim().min(1, { message: 'must say why, in one line' }),
  })
  .refine((s) => s.end_line >= s.start_line, { message: 'must not be before start_line', path: ['end_line'] });

export const SuggestionReplySchema = z.object({
  suggestions: z.array(SuggestionSchema, { message: 'must be a list of suggestions' }),
});

export type ProposedSuggestion = z.output<typeof SuggestionSchema>;

export type ParsedSuggestionReply = { ok: true; suggestions: ProposedSuggestion[] } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses a reply. With `request` (the text the model was sent), an object that occurs in it verbatim
 * (white space aside) is refused: it was planted in the PR's files or text, not proposed by the model.
 */
export function parseSuggestionReply(text: string, request?: string): ParsedSuggestionReply {
  if (text.trim() === '') return { ok: false, reason: 'the reply is empty' };
  const { spans, unclosed } = findJsonValues(text);
  const objects = spans.filter((span) => isRecord(span.value));
  const candidates = objects.filter((span) => isRecord(span.value) && 'suggestions' in span.value);
  if (candidates.length === 0) {
    if (objects.length === 0 && spans.some((span) => Array.isArray(span.value))) return { ok: false, reason: 'the reply is a JSON array; it must be one JSON object' };
    if (objects.length === 0) {
      return { ok: false, reason: unclosed ? 'the JSON object in the reply is incomplete (a "{" is never closed)' : 'the reply has no JSON object (prose only)' };
    }
    return { ok: false, reason: 'the JSON object in the reply has no "suggestions" key' };
  }
  if (new Set(candidates.map((span) => canonical(span.value))).size > 1) {
    return { ok: false, reason: `the reply holds ${candidates.length} different JSON objects with "suggestions"; it must hold exactly one` };
  }
  const chosen = candidates[0];
  if (!chosen) return { ok: false, reason: 'the reply has no JSON object' };
  if (plantedInRequest(request, text, chosen)) {
    return { ok: false, reason: 'the JSON object occurs verbatim in the request (planted in the PR text or files?); it is not the model\'s proposal' };
  }
  const parsed = SuggestionReplySchema.safeParse(chosen.value);
  if (!parsed.success) {
    const problems = describeSchemaProblems(parsed.error.issues, chosen.value, 80);
    return { ok: false, reason: `the JSON object is invalid: ${problems.join('; ')}` };
  }
  return { ok: true, suggestions: parsed.data.suggestions };
}
