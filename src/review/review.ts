/**
 * Runs the isolated review: one call to the reviewer model with the payload as the only user message,
 * one retry with FORMAT_REMINDER when the reply cannot be parsed (or copies its input or the prompt's
 * example), then "could not review". An APPROVED without substance (src/review/substance.ts) is "could
 * not review" too. A failure is never turned into an approval. Also two monitors of the reviewer itself: the decoy check and
 * score inflation. No I/O beyond the injected provider.
 */
import { ProviderError, type ChatMessage, type Provider } from '../providers/types.js';
import type { Criteria } from './criteria.js';
import { ReviewSchema } from '../config/schema.js';
import { FORMAT_REMINDER, parseReviewerReply, reviewerStructuredOutput } from './reply.js';
import { approvalShortfall, type SubstanceRules } from './substance.js';
import type { ReviewInput, ReviewVerdict } from './types.js';

export type ReviewOutcome =
  | { state: 'reviewed'; verdict: ReviewVerdict; attempts: number; replies: string[] }
  | { state: 'could-not-review'; reason: string; attempts: number; replies: string[] };

/** One first attempt and one retry. */
export const MAX_REVIEW_ATTEMPTS = 2;

const DEFAULTS = ReviewSchema.parse({});
/** The config's defaults of `review.min_confidence` and `review.min_assessed`. */
export const DEFAULT_SUBSTANCE: SubstanceRules = { min_confidence: DEFAULTS.min_confidence, min_assessed: DEFAULTS.min_assessed };

export async function runReview(
  payload: string | { text: string },
  provider: Provider,
  systemPrompt: string,
  criteria: Criteria,
  options: { signal?: AbortSignal; substance?: SubstanceRules } = {},
): Promise<ReviewOutcome> {
  const rules = options.substance ?? DEFAULT_SUBSTANCE;
  const payloadText = typeof payload === 'string' ? payload : payload.text;
  const messages: ChatMessage[] = [{ role: 'user', content: payloadText }];
  const replies: string[] = [];
  const structuredOutput = reviewerStructuredOutput(criteria);
  let lastReason = 'no reply';
  for (let attempt = 1; attempt <= MAX_REVIEW_ATTEMPTS; attempt++) {
    let output: string;
    try {
      const response = await provider.complete({
        system: systemPrompt,
        messages: [...messages],
        structuredOutput,
        meta: { role: 'reviewer', scenario: 'review', run: attempt - 1, context: undefined },
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      });
      output = response.output;
    } catch (err) {
      const message = err instanceof ProviderError ? `${err.kind}: ${err.message}` : `unexpected error: ${err instanceof Error ? err.message : String(err)}`;
      return { state: 'could-not-review', reason: `the reviewer call failed (provider "${provider.name}"): ${message}`, attempts: attempt, replies };
    }
    replies.push(output);
    const parsed = parseReviewerReply(output, criteria, payloadText, systemPrompt);
    if (parsed.ok) {
      const shortfall = approvalShortfall(parsed.verdict, rules);
      if (shortfall === undefined) return { state: 'reviewed', verdict: parsed.verdict, attempts: attempt, replies };
      if (!shortfall.retry) return { state: 'could-not-review', reason: `the reviewer's reply could not be used: ${shortfall.reason}`, attempts: attempt, replies };
      lastReason = shortfall.reason;
    } else {
      lastReason = parsed.reason;
    }
    messages.push({ role: 'assistant', content: output }, { role: 'user', content: `${FORMAT_REMINDER}\nThe problem with your last reply: ${lastReason}.` });
  }
  return {
    state: 'could-not-review',
    reason: `the reviewer's reply could not be used after ${MAX_REVIEW_ATTEMPTS} attempts: ${lastReason}`,
    attempts: MAX_REVIEW_ATTEMPTS,
    replies,
  };
}

/**
 * A request unrelated to any change, for the isolation check (`review.isolation_check`): the same
 * payload with this request should be judged differently. Shaped like a real issue so that the
 * reviewer cannot spot it by form.
 */
export const DECOY_REQUEST: ReviewInput['request'] = {
  title: 'Add a CSV export button to the billing dashboard',
  body: [
    'Finance needs to download the monthly invoices table as CSV.',
    '',
    '## Why',
    'They copy the table by hand into spreadsheets every month, which is slow and error-prone.',
    '',
    '## Acceptance',
    '- A button "Export CSV" above the invoices table',
    '- The file has one row per invoice with date, customer, amount and status',
  ].join('\n'),
  source: 'issue',
  number: 0,
};

/** The same review input with the request (and the PR text the WHY may come from) swapped for the decoy. */
export function withDecoyRequest(input: ReviewInput): ReviewInput {
  return { ...input, request: DECOY_REQUEST, pr: { title: DECOY_REQUEST.title, body: DECOY_REQUEST.body } };
}

/**
 * Warns when the reviewer judged the real request and an unrelated decoy request the same (same
 * verdict and same score): it is then probably not reading the request it is meant to judge against.
 */
export function decoyCheck(real: ReviewVerdict, decoy: ReviewVerdict): string | undefined {
  if (real.verdict !== decoy.verdict || real.score !== decoy.score) return undefined;
  return (
    `isolation check: the reviewer gave the same verdict (${real.verdict}) and score (${real.score}) for the real request ` +
    'and for an unrelated decoy request; it may be judging the change without reading the request'
  );
}

/** How many recent scores the inflation monitor looks at, and the score they must all reach to warn. */
export const SCORE_INFLATION_WINDOW = 10;
export const SCORE_INFLATION_FLOOR = 9;

/** Warns when the last SCORE_INFLATION_WINDOW review scores (oldest first) are all ≥ SCORE_INFLATION_FLOOR. */
export function scoreInflation(scores: readonly number[]): string | undefined {
  if (scores.length < SCORE_INFLATION_WINDOW) return undefined;
  const recent = scores.slice(-SCORE_INFLATION_WINDOW);
  if (!recent.every((score) => score >= SCORE_INFLATION_FLOOR)) return undefined;
  return (
    `score inflation: the last ${SCORE_INFLATION_WINDOW} reviews all scored ${SCORE_INFLATION_FLOOR} or more (${recent.join(', ')}); ` +
    'the reviewer may have stopped discriminating; check it against a known-bad change'
  );
}
