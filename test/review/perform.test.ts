import { describe, it, expect } from 'vitest';
import { BUILTIN_CRITERIA } from '../../src/review/criteria.js';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '../../src/review/assemble.js';
import { createReviewEventLog, formatReviewEvents } from '../../src/review/events.js';
import { performReview } from '../../src/review/perform.js';
import { DECOY_REQUEST } from '../../src/review/review.js';
import type { Provider, ProviderRequest } from '../../src/providers/types.js';
import type { ReviewInput } from '../../src/review/types.js';

const input: ReviewInput = {
  request: { title: 'Planner: keep steps small', body: 'Split work into steps of at most 2 files.\n\n## Why\nBig steps fail.', source: 'issue', number: 12 },
  pr: { title: 'Small steps', body: 'Closes #12' },
  diff: 'diff --git a/prompts/planner.md b/prompts/planner.md\n--- a/prompts/planner.md\n+++ b/prompts/planner.md\n@@ -1 +1 @@\n-old\n+Use at most 2 files per step.',
  scenarioResults: 'overall: pass',
  files: [{ path: 'prompts/planner.md', text: 'Use at most 2 files per step.\n' }],
  criteria: BUILTIN_CRITERIA,
  settings: { max_files: 20, max_file_chars: 20000, max_total_chars: 120000 },
};

/** A reply with one criterion assessed: an APPROVED needs one (review.min_assessed). */
const reply = (verdict: string, score: number) => JSON.stringify({ verdict, confidence: 0.9, score, checklist: { accuracy: { pass: true } }, issues: [], summary: `${verdict} ${score}` });

function provider(answer: (req: ProviderRequest) => string): Provider & { requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  return {
    name: 'fake',
    requests,
    async complete(req) {
      requests.push(req);
      return { output: answer(req), usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 };
    },
  };
}

const isDecoy = (req: ProviderRequest) => req.messages[0]?.content.includes(DECOY_REQUEST.title) ?? false;

function perform(p: Provider, settings: Partial<ReviewSettings> = {}, earlierScores?: number[]) {
  let t = 0;
  const events = createReviewEventLog(() => Date.parse('2026-01-01T00:00:00Z') + (t += 5));
  const done = performReview({ input, settings: { ...DEFAULT_REVIEW_SETTINGS, provider: 'fake', ...settings }, provider: p, systemPrompt: 'SYSTEM', events, now: () => (t += 7), ...(earlierScores ? { earlierScores } : {}) });
  return done.then((result) => ({ result, events: events.events }));
}

describe('performReview: decoy self-test (review.isolation_check)', () => {
  it('warns when the reviewer ignores the request (same verdict and score for the decoy)', async () => {
    const p = provider(() => reply('APPROVED', 8));
    const { result } = await perform(p, { isolation_check: true });
    expect(p.requests).toHaveLength(2);
    expect(p.requests.filter(isDecoy)).toHaveLength(1);
    expect(result.isolationWarnings).toHaveLength(1);
    expect(result.isolationWarnings[0]).toMatch(/isolation check: the reviewer gave the same verdict \(APPROVED\) and score \(8\)/);
    expect(result.outputVerdict).toBe('APPROVED');
  });

  it('stays quiet when the reviewer reads the request', async () => {
    const p = provider((req) => (isDecoy(req) ? reply('BLOCKED', 2) : reply('APPROVED', 8)));
    const { result, events } = await perform(p, { isolation_check: true });
    expect(result.isolationWarnings).toEqual([]);
    expect(events.filter((e) => e.type === 'reflection_isolation')).toEqual([expect.objectContaining({ check: 'decoy', warning: null })]);
  });

  it('makes no decoy call when isolation_check is off', async () => {
    const p = provider(() => reply('APPROVED', 8));
    await perform(p);
    expect(p.requests).toHaveLength(1);
  });
});

describe('performReview: leaks, inflation, events', () => {
  const leaky: ReviewInput = { ...input, files: [{ path: 'prompts/planner.md', text: 'Line one.\nAs discussed, use 2 files.\n' }] };

  it.each([
    { mode: 'warn' as const, verdict: 'APPROVED' },
    { mode: 'fail' as const, verdict: 'BLOCKED' },
  ])('a leak hit under review.leaks: $mode gives $verdict', async ({ mode, verdict }) => {
    const p = provider(() => reply('APPROVED', 8));
    const events = createReviewEventLog(() => 0);
    const result = await performReview({ input: leaky, settings: { ...DEFAULT_REVIEW_SETTINGS, provider: 'fake', leaks: mode }, provider: p, systemPrompt: 'S', events, now: () => 0 });
    expect(result.leaks).toEqual([expect.objectContaining({ patternId: 'as-discussed', section: 'SOURCE FILES', file: 'prompts/planner.md', line: 2 })]);
    expect(result.outputVerdict).toBe(verdict);
    expect(result.verdict?.verdict).toBe('APPROVED');
  });

  it('warns on score inflation when history is given, not without it', async () => {
    const p = provider(() => reply('APPROVED', 10));
    expect((await perform(p, {}, Array(9).fill(9))).result.isolationWarnings[0]).toMatch(/score inflation/);
    expect((await perform(p)).result.isolationWarnings).toEqual([]);
  });

  it('could-not-review is never an approval, and the log says why', async () => {
    const p = provider(() => 'LGTM!');
    const { result, events } = await perform(p);
    expect(result.state).toBe('could-not-review');
    expect(result.outputVerdict).toBe('could-not-review');
    expect(result.verdict).toBeUndefined();
    expect(events.find((e) => e.type === 'reflection_verdict')).toMatchObject({ state: 'could-not-review', attempts: 2, verdict: null });
  });

  it('logs payload sizes, each critique with its size and time, and the verdict, as JSONL', async () => {
    const p = provider(() => reply('CHANGES REQUESTED', 5));
    const { result, events } = await perform(p);
    expect(events.map((e) => e.type)).toEqual(['reflection_payload', 'reflection_leaks', 'reflection_critique', 'reflection_verdict']);
    expect(events[0]).toMatchObject({ chars: result.payloadText.length, coverage: 'reviewed 1 of 1 files in full' });
    expect(events[2]).toMatchObject({ attempt: 1, chars: reply('CHANGES REQUESTED', 5).length, ms: 7, outcome: 'reply' });
    const lines = formatReviewEvents(events).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[3] ?? '{}')).toMatchObject({ type: 'reflection_verdict', state: 'reviewed', verdict: 'CHANGES REQUESTED', score: 5, attempts: 1 });
  });
});
