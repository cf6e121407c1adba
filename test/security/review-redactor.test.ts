/**
 * Issue 21, "one redactor, passed in where it is used rather than held as module state": the review's
 * comment text and its suggestions were checked by a redactor src/review/sanitize.ts held as module state
 * (token shapes and secret-looking assignments only), so they knew nothing of the run's own secrets. A
 * reviewer reply quoting the run's key (a value with no token shape) was rendered into the section as
 * is, and a suggestion whose replacement holds the key was kept (GitHub's request hook would then have
 * posted a ```suggestion block of `[redacted]`, which commits `[redacted]` into the prompt when applied).
 * The renderer and the suggestion mapper now take the run's redactor.
 */
import { describe, expect, it } from 'vitest';
import { renderReviewSection, type ReviewSectionData } from '../../src/review/render.js';
import { suggestionComments } from '../../src/review/suggest/comments.js';
import { rightSideHunks } from '../../src/review/suggest/diff-lines.js';
import { createRedactor } from '../../src/security/redact.js';

/** The run's key: the value of its api_key_env variable, shaped like no known token. */
const KEY = 'live-9f8e7d6c5b4a39281706f5e4';
const redactor = createRedactor([KEY], { assignments: true });

const data: ReviewSectionData = {
  state: 'reviewed',
  outputVerdict: 'CHANGES REQUESTED',
  verdict: {
    verdict: 'CHANGES REQUESTED',
    confidence: 0.7,
    score: 5,
    checklist: [{ id: 'accuracy', status: 'fail', note: `the prompt should say ${KEY}` }],
    issues: [{ severity: 'high', file: 'prompts/planner.md', line: 1, message: `uses the key ${KEY}` }],
    summary: `The key is ${KEY}.`,
    notes: [],
  },
  coverage: 'reviewed 1 of 1 files in full',
  findings: [],
  leaks: [],
  leakMode: 'warn',
  isolationWarnings: [],
};

const diff = ['diff --git a/prompts/planner.md b/prompts/planner.md', '--- a/prompts/planner.md', '+++ b/prompts/planner.md', '@@ -1 +1 @@', '-You plan.', '+You plan well.', ''].join('\n');

describe("the review's text is redacted by the run's redactor, handed in", () => {
  it("the rendered section holds no fragment of the run's key", () => {
    const text = renderReviewSection(data, redactor);
    expect(text).not.toContain(KEY.slice(0, 12));
    expect(text).not.toContain(KEY.slice(-12));
    expect(text).toContain('\\[redacted\\]');
  });

  it("a suggestion whose replacement holds the run's key is dropped as unsafe, not posted", () => {
    const mapped = suggestionComments([{ path: 'prompts/planner.md', start_line: 1, end_line: 1, replacement: `You plan with ${KEY}.`, why: 'use the key' }], {
      hunks: rightSideHunks(diff),
      changedFiles: ['prompts/planner.md'],
      limits: { maxSuggestions: 5, maxBodyChars: 4000 },
      redactor,
    });
    expect(mapped.comments).toEqual([]);
    expect(mapped.dropped.map((d) => d.reason)).toEqual(['unsafe-text']);
  });
});
