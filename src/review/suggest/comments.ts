/**
 * From proposed corrections to GitHub review comments holding ```suggestion``` blocks. Keeps only
 * suggestions that sit on head-side lines of ONE hunk of a changed context file, whose text is safe to
 * post, that do not overlap one already kept, and at most `maxSuggestions` of them; every other one is
 * dropped with a reason. Pure.
 */
import { revealInvisible, type Redactor } from '../../security/redact.js';
import { redactSecrets, sanitizeForComment } from '../sanitize.js';
import type { RightHunk } from './diff-lines.js';
import type { ProposedSuggestion } from './reply.js';

export interface SuggestionLimits {
  /** review.max_suggestions */
  maxSuggestions: number;
  /** The most characters of one comment's body. */
  maxBodyChars: number;
}

/** One entry of `comments` of POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews. */
export interface SuggestionComment {
  path: string;
  /** The last line the suggestion replaces (head side). */
  line: number;
  side: 'RIGHT';
  /** Set for a multi-line suggestion: its first line. */
  start_line?: number;
  start_side?: 'RIGHT';
  body: string;
}

export type DropReason = 'not-a-changed-file' | 'outside-diff' | 'unsafe-text' | 'too-long' | 'overlaps' | 'over-limit';

export interface DroppedSuggestion {
  /** The suggestion's index in the reply. */
  index: number;
  reason: DropReason;
  /** Our own words, e.g. "lines 10–12 of prompts/a.md are not in the diff". */
  detail: string;
}

export interface MappedSuggestions {
  comments: SuggestionComment[];
  dropped: DroppedSuggestion[];
}

/** The longest comment body GitHub is sent; well under its 65,536-character limit. */
export const SUGGESTION_BODY_MAX_CHARS = 4000;
/** The why line is cut to this many characters. */
const WHY_MAX_CHARS = 300;

/** A backtick fence longer than every run of backticks in the text (at least three). */
export function suggestionFence(replacement: string): string {
  const longest = Math.max(0, ...[...replacement.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The replacement as the block's content: LF line ends, without the final line break. */
const blockText = (replacement: string): string => replacement.replace(/\r\n?/g, '\n').replace(/\n$/, '');

/**
 * A comment body: the why on one line (untrusted model text, made inert like the review section's), a
 * blank line, then the replacement in a ```suggestion fence that nothing in it can close.
 */
export function suggestionBody(suggestion: ProposedSuggestion, redactor: Pick<Redactor, 'redact'>): string {
  const text = blockText(suggestion.replacement);
  const fence = suggestionFence(text);
  const block = text === '' ? `${fence}suggestion\n${fence}` : `${fence}suggestion\n${text}\n${fence}`;
  return `**Suggested correction:** ${sanitizeForComment(suggestion.why, WHY_MAX_CHARS, redactor)}\n\n${block}`;
}

const lineRange = (s: ProposedSuggestion): string => (s.start_line === s.end_line ? `line ${s.start_line}` : `lines ${s.start_line}–${s.end_line}`);

function unsafeText(replacement: string, redactor: Pick<Redactor, 'redact'>): string | undefined {
  if (redactSecrets(replacement, redactor) !== replacement) return 'the replacement holds what looks like a secret';
  if (revealInvisible(replacement) !== replacement) return 'the replacement holds invisible or bidi control characters';
  return undefined;
}

export function suggestionComments(
  suggestions: readonly ProposedSuggestion[],
  context: {
    hunks: ReadonlyMap<string, readonly RightHunk[]>;
    changedFiles: readonly string[];
    limits: SuggestionLimits;
    /** The run's redactor (its secrets, token shapes, assignments): a replacement it would change is dropped. */
    redactor: Pick<Redactor, 'redact'>;
  },
): MappedSuggestions {
  const changed = new Set(context.changedFiles);
  const comments: SuggestionComment[] = [];
  const dropped: DroppedSuggestion[] = [];
  const kept: { path: string; start: number; end: number }[] = [];
  for (const [index, s] of suggestions.entries()) {
    const drop = (reason: DropReason, detail: string): void => {
      dropped.push({ index, reason, detail });
    };
    const hunks = context.hunks.get(s.path);
    if (!changed.has(s.path) || hunks === undefined) {
      drop('not-a-changed-file', `${s.path} is not a changed context file with lines in the diff`);
      continue;
    }
    if (!hunks.some((h) => s.start_line >= h.start && s.end_line <= h.end)) {
      drop('outside-diff', `${lineRange(s)} of ${s.path} are not within one hunk of the diff`);
      continue;
    }
    const unsafe = unsafeText(s.replacement, context.redactor);
    if (unsafe !== undefined) {
      drop('unsafe-text', `${unsafe} (${lineRange(s)} of ${s.path})`);
      continue;
    }
    const body = suggestionBody(s, context.redactor);
    if (body.length > context.limits.maxBodyChars) {
      drop('too-long', `the suggestion for ${lineRange(s)} of ${s.path} is ${body.length} characters, over ${context.limits.maxBodyChars}`);
      continue;
    }
    if (kept.some((k) => k.path === s.path && s.start_line <= k.end && s.end_line >= k.start)) {
      drop('overlaps', `${lineRange(s)} of ${s.path} overlap an earlier suggestion`);
      continue;
    }
    if (comments.length >= context.limits.maxSuggestions) {
      drop('over-limit', `over review.max_suggestions (${context.limits.maxSuggestions})`);
      continue;
    }
    kept.push({ path: s.path, start: s.start_line, end: s.end_line });
    comments.push({
      path: s.path,
      ...(s.start_line === s.end_line ? {} : { start_line: s.start_line, start_side: 'RIGHT' as const }),
      line: s.end_line,
      side: 'RIGHT',
      body,
    });
  }
  return { comments, dropped };
}

/** e.g. "2 outside the diff, 1 over review.max_suggestions"; '' when nothing was dropped. */
export function describeDropped(dropped: readonly DroppedSuggestion[]): string {
  const words: Record<DropReason, string> = {
    'not-a-changed-file': 'not on a changed context file',
    'outside-diff': 'outside the diff',
    'unsafe-text': 'with unsafe text',
    'too-long': 'too long',
    overlaps: 'overlapping another',
    'over-limit': 'over review.max_suggestions',
  };
  const counts = new Map<DropReason, number>();
  for (const d of dropped) counts.set(d.reason, (counts.get(d.reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => `${n} ${words[reason]}`).join(', ');
}
