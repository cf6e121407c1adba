/**
 * The review's event log: one JSON object per line in `<report dir>/review-events.jsonl`, which the
 * report directory keeps for upload as an artifact. Each event has `type` and `at` (ISO time) plus its
 * own fields: sizes, timings and outcomes, never the payload or the model's text.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export const REVIEW_EVENTS_FILE = 'review-events.jsonl';

export type ReviewEvent =
  | { type: 'reflection_skipped'; reason: string }
  | { type: 'reflection_settings'; source: string; provider: string | null; criteria: string; leaks: 'warn' | 'fail'; isolation_check: boolean }
  | { type: 'reflection_payload'; purpose: 'review' | 'decoy'; chars: number; sections: { name: string; chars: number }[]; coverage: string; findings: number }
  | { type: 'reflection_leaks'; hits: number; patterns: string[]; mode: 'warn' | 'fail' }
  | { type: 'reflection_critique'; purpose: 'review' | 'decoy'; attempt: number; chars: number; ms: number; outcome: 'reply' | 'error' }
  | { type: 'reflection_verdict'; purpose: 'review' | 'decoy'; state: 'reviewed' | 'could-not-review'; verdict: string | null; score: number | null; attempts: number; reason?: string }
  | { type: 'reflection_isolation'; check: 'decoy' | 'score_inflation'; warning: string | null }
  | { type: 'reflection_correction'; step: 'skipped'; reason: string }
  | { type: 'reflection_correction'; step: 'call'; chars: number; ms: number; max_tokens: number; outcome: 'reply' | 'error' }
  | { type: 'reflection_correction'; step: 'parsed'; proposed: number }
  | { type: 'reflection_correction'; step: 'mapped'; kept: number; dropped: number; dropped_reasons: string[] }
  | { type: 'reflection_correction'; step: 'posted'; comments: number; url: string };

export interface ReviewEventLog {
  emit(event: ReviewEvent): void;
  readonly events: readonly (ReviewEvent & { at: string })[];
}

/** An in-memory log; `now` is injected so tests get stable times. */
export function createReviewEventLog(now: () => number = Date.now): ReviewEventLog {
  const events: (ReviewEvent & { at: string })[] = [];
  return {
    events,
    emit(event) {
      events.push({ ...event, at: new Date(now()).toISOString() });
    },
  };
}

/** The log as JSONL text (one event per line, newline-terminated). */
export function formatReviewEvents(events: readonly object[]): string {
  return events.map((event) => `${JSON.stringify(event)}\n`).join('');
}

/**
 * Appends the events to `<dir>/review-events.jsonl`, creating the folder; returns the file's path. The
 * action passes its redactor (src/action/sink.ts) as `redact`, so the file carries no secret.
 */
export async function writeReviewEvents(dir: string, events: readonly object[], redact: (text: string) => string = (t) => t): Promise<string> {
  const file = path.join(dir, REVIEW_EVENTS_FILE);
  await mkdir(dir, { recursive: true });
  await appendFile(file, redact(formatReviewEvents(events)));
  return file;
}
