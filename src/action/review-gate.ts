/**
 * How the review's outcome meets `fail-on` (DESIGN §7). Pure.
 * - With `review` in fail-on, CHANGES REQUESTED and BLOCKED fail the job (BLOCKED includes leak hits
 *   under `review.leaks: fail`).
 * - "could not review" fails only when `error` is in fail-on; otherwise it is a warning.
 * - APPROVED and skipped never fail.
 */
import type { FailOn } from './fail-on.js';
import type { ReviewOutputVerdict } from '../review/render.js';

export interface ReviewGate {
  reasons: string[];
  warnings: string[];
}

export function decideReviewGate(verdict: ReviewOutputVerdict, failOn: ReadonlySet<FailOn>, reason?: string): ReviewGate {
  const reasons: string[] = [];
  const warnings: string[] = [];
  if (verdict === 'CHANGES REQUESTED' || verdict === 'BLOCKED') {
    const msg = `the reflection review says ${verdict}`;
    if (failOn.has('review')) reasons.push(msg);
    else warnings.push(`${msg} (not failing the job: 'review' is not in fail-on)`);
  } else if (verdict === 'could-not-review') {
    const msg = `the reflection review could not review${reason ? ` (${reason})` : ''}`;
    if (failOn.has('error')) reasons.push(msg);
    else warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
  }
  return { reasons, warnings };
}
