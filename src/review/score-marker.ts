/**
 * The hidden line that carries a review's verdict and score in the sticky comment, so that a later push
 * to the default branch can copy them into its history record (the score-inflation monitor reads them
 * back). Pure.
 *
 *   <!-- context-eval:review verdict=CHANGES_REQUESTED score=7 -->
 *
 * The verdict's space becomes `_` so the line stays `key=value` pairs. Parsing is strict: the whole line
 * must match, and a body holding more than one such line gives no review at all. Model and PR text in
 * the comment is sanitised (HTML is shown as text), and callers read only the comment whose author is the
 * token's own login, so a forged line can at worst hide the review, never invent one.
 */
import { z } from 'zod';
import { ReviewVerdictSchema, type ReviewVerdict } from '../history/record.js';

export interface ReviewScore {
  verdict: ReviewVerdict;
  score: number;
}

const MARKER_LINE = /^<!-- context-eval:review verdict=(APPROVED|CHANGES_REQUESTED|BLOCKED) score=(10(?:\.0{1,2})?|[1-9](?:\.\d{1,2})?) -->$/;

const ReviewScoreSchema = z.strictObject({
  verdict: ReviewVerdictSchema,
  score: z.number().min(1).max(10),
});

/** The score as written: at most two decimals, no trailing zeros (7, 8.5, 9.25). */
function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** The hidden marker line for a review that ran. Throws a RangeError for a score outside 1..10. */
export function reviewMarker(verdict: ReviewVerdict, score: number): string {
  if (!Number.isFinite(score) || score < 1 || score > 10) {
    throw new RangeError(`review score ${String(score)} is outside 1..10; the reviewer's reply parser should have rejected it`);
  }
  return `<!-- context-eval:review verdict=${verdict.replace(' ', '_')} score=${formatScore(score)} -->`;
}

/** The verdict and score of the one review marker line in `body`; undefined when there is none, or more than one. */
export function parseReviewMarker(body: string): ReviewScore | undefined {
  const found = body
    .replace(/\r\n/g, '\n')
    .split('\n')
    .flatMap((line) => {
      const match = MARKER_LINE.exec(line);
      return match ? [match] : [];
    });
  const [only] = found;
  if (found.length !== 1 || only === undefined) return undefined;
  const parsed = ReviewScoreSchema.safeParse({ verdict: (only[1] ?? '').replace('_', ' '), score: Number(only[2]) });
  return parsed.success ? parsed.data : undefined;
}
