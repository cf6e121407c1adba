/**
 * One isolated review from a gathered ReviewInput: build the payload, scan it for leaks, call the
 * reviewer (runReview), optionally run the decoy self-test, check score inflation, and log events.
 * No I/O beyond the injected provider and event log.
 */
import type { Provider } from '../providers/types.js';
import type { ReviewSettings } from './assemble.js';
import type { ReviewEventLog } from './events.js';
import { scanForLeaks, type LeakHit } from './leaks.js';
import { buildReviewPayload } from './payload.js';
import type { ReviewOutputVerdict, ReviewSectionData } from './render.js';
import { decoyCheck, runReview, scoreInflation, withDecoyRequest, type ReviewOutcome } from './review.js';
import type { ReviewInput } from './types.js';

export interface PerformArgs {
  input: ReviewInput;
  settings: ReviewSettings;
  provider: Provider;
  systemPrompt: string;
  events: ReviewEventLog;
  now: () => number;
  /** Earlier review scores, oldest first, when history is available: feeds the score-inflation monitor. */
  earlierScores?: readonly number[];
}

export type PerformedReview = Pick<ReviewSectionData, 'state' | 'outputVerdict' | 'verdict' | 'reason' | 'coverage' | 'findings' | 'leaks' | 'leakMode' | 'isolationWarnings'> & {
  /** The payload text the reviewer received (for logs and the CLI). */
  payloadText: string;
};

/** Wraps the provider so that each call lands in the event log with its size and wall time. */
function timed(provider: Provider, purpose: 'review' | 'decoy', events: ReviewEventLog, now: () => number): Provider {
  let attempt = 0;
  return {
    name: provider.name,
    async complete(request) {
      attempt++;
      const started = now();
      try {
        const response = await provider.complete(request);
        events.emit({ type: 'reflection_critique', purpose, attempt, chars: response.output.length, ms: now() - started, outcome: 'reply' });
        return response;
      } catch (err) {
        events.emit({ type: 'reflection_critique', purpose, attempt, chars: 0, ms: now() - started, outcome: 'error' });
        throw err;
      }
    },
  };
}

function logOutcome(events: ReviewEventLog, purpose: 'review' | 'decoy', outcome: ReviewOutcome): void {
  events.emit({
    type: 'reflection_verdict',
    purpose,
    state: outcome.state,
    verdict: outcome.state === 'reviewed' ? outcome.verdict.verdict : null,
    score: outcome.state === 'reviewed' ? outcome.verdict.score : null,
    attempts: outcome.attempts,
    ...(outcome.state === 'could-not-review' ? { reason: outcome.reason } : {}),
  });
}

/**
 * The effective verdict: the reviewer's, except that leak hits under `review.leaks: fail` make it
 * BLOCKED (whatever the reviewer said, and even when it could not review), since the leak is a finding
 * of its own.
 */
export function effectiveVerdict(outcome: ReviewOutcome, leaks: readonly LeakHit[], mode: 'warn' | 'fail'): ReviewOutputVerdict {
  if (leaks.length > 0 && mode === 'fail') return 'BLOCKED';
  return outcome.state === 'reviewed' ? outcome.verdict.verdict : 'could-not-review';
}

export async function performReview(args: PerformArgs): Promise<PerformedReview> {
  const { input, settings, events, now } = args;
  const payload = buildReviewPayload(input);
  events.emit({ type: 'reflection_payload', purpose: 'review', chars: payload.text.length, sections: payload.sections, coverage: payload.coverage.summary, findings: payload.findings.length });
  const leaks = scanForLeaks(payload.parts);
  events.emit({ type: 'reflection_leaks', hits: leaks.length, patterns: [...new Set(leaks.map((l) => l.patternId))], mode: settings.leaks });

  const substance = { min_confidence: settings.min_confidence, min_assessed: settings.min_assessed };
  const outcome = await runReview(payload, timed(args.provider, 'review', events, now), args.systemPrompt, input.criteria, { substance });
  logOutcome(events, 'review', outcome);

  const isolationWarnings: string[] = [];
  if (settings.isolation_check && outcome.state === 'reviewed') {
    const decoyPayload = buildReviewPayload(withDecoyRequest(input));
    events.emit({ type: 'reflection_payload', purpose: 'decoy', chars: decoyPayload.text.length, sections: decoyPayload.sections, coverage: decoyPayload.coverage.summary, findings: decoyPayload.findings.length });
    const decoy = await runReview(decoyPayload, timed(args.provider, 'decoy', events, now), args.systemPrompt, input.criteria, { substance });
    logOutcome(events, 'decoy', decoy);
    const warning =
      decoy.state === 'reviewed'
        ? decoyCheck(outcome.verdict, decoy.verdict)
        : `isolation check: the decoy review could not run (${decoy.reason}); the reviewer's reading of the request is unchecked`;
    events.emit({ type: 'reflection_isolation', check: 'decoy', warning: warning ?? null });
    if (warning !== undefined) isolationWarnings.push(warning);
  }
  if (args.earlierScores !== undefined && outcome.state === 'reviewed') {
    const warning = scoreInflation([...args.earlierScores, outcome.verdict.score]);
    events.emit({ type: 'reflection_isolation', check: 'score_inflation', warning: warning ?? null });
    if (warning !== undefined) isolationWarnings.push(warning);
  }

  return {
    state: outcome.state,
    outputVerdict: effectiveVerdict(outcome, leaks, settings.leaks),
    ...(outcome.state === 'reviewed' ? { verdict: outcome.verdict } : { reason: outcome.reason }),
    coverage: payload.coverage.summary,
    findings: payload.findings,
    leaks,
    leakMode: settings.leaks,
    isolationWarnings,
    payloadText: payload.text,
  };
}
