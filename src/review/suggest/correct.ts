/**
 * The correction step of the reflection pass (issue 13, item 2): after a CHANGES REQUESTED review at
 * least `review.suggest_min_confidence` sure, ONE isolated call (the reviewer's payload plus its issues,
 * `review.suggest_max_tokens` of output, no retry) proposes replacements for lines of the changed
 * context files; those that sit on diff lines are posted as ```suggestion``` blocks in one COMMENT
 * review. Every step lands in the review event log; anything that goes wrong is a skip with a reason,
 * never a partial or unchecked post. No I/O beyond the injected provider and `post`.
 */
import { ProviderError, type Provider } from '../../providers/types.js';
import type { ReviewSettings } from '../assemble.js';
import type { ReviewEventLog } from '../events.js';
import type { ReviewOutputVerdict } from '../render.js';
import type { ReviewVerdict } from '../types.js';
import type { Redactor } from '../../security/redact.js';
import { describeDropped, SUGGESTION_BODY_MAX_CHARS, suggestionComments, type SuggestionComment } from './comments.js';
import { diffChangedChars, rightSideHunks } from './diff-lines.js';
import { buildSuggestionRequest, SUGGESTER_PROMPT } from './prompt.js';
import { parseSuggestionReply } from './reply.js';

export type CorrectionOutcome =
  | { state: 'posted'; url: string; count: number; /** e.g. "2 outside the diff"; '' when none was dropped. */ dropped: string }
  | { state: 'skipped'; reason: string };

export interface SuggestionReview {
  body: string;
  comments: SuggestionComment[];
}

export interface CorrectionArgs {
  /** The reviewer's parsed verdict. */
  verdict: ReviewVerdict;
  /** The effective verdict (BLOCKED when leaks fail the review). */
  outputVerdict: ReviewOutputVerdict;
  settings: ReviewSettings;
  /** The payload the reviewer received. */
  payloadText: string;
  /** The unified diff of the changed watched files. */
  diff: string;
  /** Repository-relative paths of the changed context files present at the head (suggestions go only there). */
  changedFiles: readonly string[];
  provider: Provider;
  events: ReviewEventLog;
  now: () => number;
  /** Posts one COMMENT review; resolves to its URL. */
  post: (review: SuggestionReview) => Promise<{ url: string }>;
  /** The run's redactor for text posted to the PR (handed in by the action). */
  redactor: Pick<Redactor, 'redact'>;
}

/** The hidden first line of the suggestion review's body. */
export const SUGGESTION_REVIEW_MARKER = '<!-- context-eval:suggestions -->';

const percent = (value: number): string => `${Math.round(value * 100)}%`;

/** Why the step does not run for this review, or undefined when it does. */
export function correctionSkipReason(args: Pick<CorrectionArgs, 'verdict' | 'outputVerdict' | 'settings' | 'diff'>): string | undefined {
  const { settings } = args;
  if (settings.max_suggestions === 0) return 'review.max_suggestions is 0';
  if (args.outputVerdict !== 'CHANGES REQUESTED') return `the review's verdict is ${args.outputVerdict}; corrections follow only CHANGES REQUESTED`;
  if (args.verdict.confidence < settings.suggest_min_confidence) {
    return `the review's confidence (${percent(args.verdict.confidence)}) is below review.suggest_min_confidence (${percent(settings.suggest_min_confidence)})`;
  }
  const chars = diffChangedChars(args.diff);
  if (chars < settings.min_diff_chars) return `the diff changes ${chars} characters, below review.min_diff_chars (${settings.min_diff_chars})`;
  return undefined;
}

/** The review's body: our words only (the model's text is in the comments). */
export function suggestionReviewBody(verdict: ReviewVerdict, count: number, dropped: string): string {
  const noun = count === 1 ? 'suggested correction' : 'suggested corrections';
  return [
    SUGGESTION_REVIEW_MARKER,
    `**context-eval: ${count} ${noun}** from the isolated review (${verdict.verdict}, confidence ${percent(verdict.confidence)}).`,
    'A model proposed them from the reviewer\'s issues, in one call; apply only what you agree with.',
    ...(dropped === '' ? [] : ['', `Not posted: ${dropped}.`]),
  ].join('\n');
}

function skip(events: ReviewEventLog, reason: string): CorrectionOutcome {
  events.emit({ type: 'reflection_correction', step: 'skipped', reason });
  return { state: 'skipped', reason };
}

const errorText = (err: unknown): string => (err instanceof ProviderError ? `${err.kind}: ${err.message}` : err instanceof Error ? err.message : String(err));

export async function suggestCorrections(args: CorrectionArgs): Promise<CorrectionOutcome> {
  const { settings, events } = args;
  const early = correctionSkipReason(args);
  if (early !== undefined) return skip(events, early);
  const changed = new Set(args.changedFiles);
  const hunks = new Map([...rightSideHunks(args.diff)].filter(([path]) => changed.has(path)));
  if (hunks.size === 0) return skip(events, 'the diff has no head-side lines in the changed context files to suggest on');

  const request = buildSuggestionRequest({
    payloadText: args.payloadText,
    verdict: args.verdict,
    hunks,
    maxSuggestions: settings.max_suggestions,
    maxChangedLinesChars: settings.max_file_chars,
  });
  const started = args.now();
  let output: string;
  try {
    const response = await args.provider.complete({
      system: SUGGESTER_PROMPT,
      messages: [{ role: 'user', content: request }],
      maxTokens: settings.suggest_max_tokens,
      meta: { role: 'reviewer', scenario: 'review-corrections', run: 0, context: undefined },
    });
    output = response.output;
  } catch (err) {
    events.emit({ type: 'reflection_correction', step: 'call', chars: 0, ms: args.now() - started, max_tokens: settings.suggest_max_tokens, outcome: 'error' });
    return skip(events, `the correction call failed (provider "${args.provider.name}"): ${errorText(err)}`);
  }
  events.emit({ type: 'reflection_correction', step: 'call', chars: output.length, ms: args.now() - started, max_tokens: settings.suggest_max_tokens, outcome: 'reply' });

  const parsed = parseSuggestionReply(output, request);
  if (!parsed.ok) return skip(events, `the correction reply could not be used: ${parsed.reason}`);
  events.emit({ type: 'reflection_correction', step: 'parsed', proposed: parsed.suggestions.length });
  if (parsed.suggestions.length === 0) return skip(events, 'the model proposed no correction');

  const mapped = suggestionComments(parsed.suggestions, {
    hunks,
    changedFiles: [...changed],
    limits: { maxSuggestions: settings.max_suggestions, maxBodyChars: SUGGESTION_BODY_MAX_CHARS },
    redactor: args.redactor,
  });
  const dropped = describeDropped(mapped.dropped);
  events.emit({ type: 'reflection_correction', step: 'mapped', kept: mapped.comments.length, dropped: mapped.dropped.length, dropped_reasons: mapped.dropped.map((d) => d.reason) });
  if (mapped.comments.length === 0) return skip(events, `no proposed correction lands on a line of the diff (${dropped})`);

  let url: string;
  try {
    ({ url } = await args.post({ body: suggestionReviewBody(args.verdict, mapped.comments.length, dropped), comments: mapped.comments }));
  } catch (err) {
    return skip(events, `posting the suggestion review failed: ${errorText(err)}`);
  }
  events.emit({ type: 'reflection_correction', step: 'posted', comments: mapped.comments.length, url });
  return { state: 'posted', url, count: mapped.comments.length, dropped };
}
