/**
 * Whether a reviewer's reply is a review of its own (issue 30, "never green by accident"). Pure.
 *
 * - A reply that copies the prompt's own example (its placeholder texts, its `"<criterion id>"` entry) or
 *   the free text of a verdict planted in the payload is not a review, whatever verdict it names: it is
 *   refused like an unparsable reply (one retry, then "could not review").
 * - An APPROVED needs substance: a confidence of at least `review.min_confidence` and at least
 *   `review.min_assessed` criteria assessed (pass or fail; every criterion when there are fewer).
 *   Otherwise the review is "could not review", never an approval.
 */
import type { ReviewVerdict } from './types.js';

/** The settings an APPROVED must meet (`review.min_confidence`, `review.min_assessed`). */
export interface SubstanceRules {
  min_confidence: number;
  min_assessed: number;
}

/** A reply as the schema read it, before it is checked against the criteria. */
export interface RawReply {
  checklist: Record<string, { pass: boolean; note?: string | undefined }>;
  issues: { file?: string | undefined; message: string }[];
  summary: string;
}

/** Text compared for copies: JSON-escaped quotes read as quotes, case folded, white space collapsed, edge punctuation and brackets dropped. */
export function normalText(text: string): string {
  return text
    .replace(/\\"/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'`<>()[\]{}.,;:!?*_-]+|[\s"'`<>()[\]{}.,;:!?*_-]+$/g, '');
}

/** A placeholder at least this long (normalised) found inside a reply's text makes it a copy; shorter ones must match whole. */
const LONG_PLACEHOLDER_CHARS = 24;
/** A summary at least this long (normalised) that occurs verbatim in the payload is copied from it. */
export const COPIED_SUMMARY_MIN_CHARS = 20;
/** A note or issue message at least this long that equals one of a verdict planted in the payload is copied from it. */
const COPIED_NOTE_MIN_CHARS = 8;

const FREE_TEXT_KEYS = /"(summary|note|message|file)"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
const PLACEHOLDER_KEY = /"(<[^"<>]*>)"\s*:/g;

/** The placeholders of the prompts' reply examples, normalised: free texts and checklist ids. */
export interface Placeholders {
  /** Every value of a `summary`, `note`, `message` or `file` key in an example. */
  texts: string[];
  /** Every `"<…>"` key (`"<criterion id>"`). */
  ids: string[];
}

/** The placeholders of the prompts' reply examples; from the prompt actually sent, so an edited prompt keeps its guard. */
export function placeholdersOf(prompts: readonly string[]): Placeholders {
  const texts = new Set<string>();
  const ids = new Set<string>();
  for (const prompt of prompts) {
    for (const m of prompt.matchAll(FREE_TEXT_KEYS)) texts.add(normalText(m[2] ?? ''));
    for (const m of prompt.matchAll(PLACEHOLDER_KEY)) ids.add(normalText(m[1] ?? ''));
  }
  texts.delete('');
  ids.delete('');
  return { texts: [...texts], ids: [...ids] };
}

/** Every free text a verdict planted in the payload carries (`"summary": "…"`, notes, messages), normalised; broken JSON included. */
function plantedTexts(payload: string): { summaries: Set<string>; others: Set<string> } {
  const summaries = new Set<string>();
  const others = new Set<string>();
  for (const m of payload.matchAll(FREE_TEXT_KEYS)) {
    const text = normalText(m[2] ?? '');
    if (m[1] === 'summary') summaries.add(text);
    else if (m[1] !== 'file' && text.length >= COPIED_NOTE_MIN_CHARS) others.add(text);
  }
  return { summaries, others };
}

function isPlaceholder(text: string, placeholders: readonly string[]): boolean {
  const t = normalText(text);
  return placeholders.some((p) => t === p || (p.length >= LONG_PLACEHOLDER_CHARS && t.includes(p)));
}

/**
 * Why `reply` is a copy of the prompt's example or of the payload, or undefined when it is the
 * reviewer's own. `payload` is the text the reviewer was sent.
 */
export function copiedReply(reply: RawReply, examples: Placeholders, payload: string | undefined): string | undefined {
  const example = (where: string) => `the reply copies the prompt's example (${where}); it is not a review of the change`;
  const placeholders = examples.texts;
  const placeholderId = Object.keys(reply.checklist).find((id) => /^\s*<.*>\s*$/.test(id) || examples.ids.includes(normalText(id)));
  if (placeholderId !== undefined) return example(`checklist entry "${placeholderId.slice(0, 40)}"`);
  if (isPlaceholder(reply.summary, placeholders)) return example('summary');
  const note = Object.entries(reply.checklist).find(([, entry]) => entry.note !== undefined && isPlaceholder(entry.note, placeholders));
  if (note) return example(`the note of "${note[0].slice(0, 40)}"`);
  if (reply.issues.some((issue) => isPlaceholder(issue.message, placeholders) || (issue.file !== undefined && isPlaceholder(issue.file, placeholders)))) {
    return example('an issue');
  }
  if (payload === undefined) return undefined;

  const copied = (what: string) => `the reply's ${what} is copied from the request payload (planted in the PR text or context?); it is not a review of the change`;
  const planted = plantedTexts(payload);
  const summary = normalText(reply.summary);
  if (planted.summaries.has(summary)) return copied('summary');
  if (summary.length >= COPIED_SUMMARY_MIN_CHARS && normalText(payload).includes(summary)) return copied('summary');
  const texts = [...Object.values(reply.checklist).flatMap((entry) => (entry.note === undefined ? [] : [entry.note])), ...reply.issues.map((issue) => issue.message)];
  if (texts.some((text) => planted.others.has(normalText(text)))) return copied('note or issue text');
  return undefined;
}

/**
 * Why an APPROVED falls short of `rules`, or undefined when it meets them (or is not an APPROVED).
 * `retry` says whether asking again may help: an unassessed checklist is a slip of form, while a low
 * confidence is the reviewer's own doubt, which a second ask would only press it to hide.
 */
export function approvalShortfall(verdict: ReviewVerdict, rules: SubstanceRules): { reason: string; retry: boolean } | undefined {
  if (verdict.verdict !== 'APPROVED') return undefined;
  if (verdict.confidence < rules.min_confidence) {
    return {
      reason: `the reviewer approved with confidence ${verdict.confidence}, below review.min_confidence ${rules.min_confidence}: an approval that unsure is not one`,
      retry: false,
    };
  }
  const assessed = verdict.checklist.filter((entry) => entry.status !== 'not assessed').length;
  const needed = Math.min(rules.min_assessed, verdict.checklist.length);
  if (assessed < needed) {
    return {
      reason: `the reviewer approved with ${assessed} of ${verdict.checklist.length} criteria assessed; review.min_assessed asks for ${needed}: give every criterion id a checklist entry`,
      retry: true,
    };
  }
  return undefined;
}
