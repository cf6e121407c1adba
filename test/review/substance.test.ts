/**
 * Issue 30, row 5: an empty APPROVED. The reviewer prompt's own example, copied with "APPROVED" picked and its
 * placeholder values (confidence 0, score 1, the "<criterion id>" entry, so every criterion "not assessed"), was
 * accepted as APPROVED. An APPROVED needs a minimum confidence and at least one criterion assessed; a reply that
 * is the prompt's example copied is "could not review".
 */
import { describe, it, expect } from 'vitest';
import { BUILTIN_CRITERIA } from '../../src/review/criteria.js';
import { DEFAULT_REVIEW_SETTINGS } from '../../src/review/assemble.js';
import { createReviewEventLog } from '../../src/review/events.js';
import { performReview } from '../../src/review/perform.js';
import { REVIEWER_PROMPT } from '../../src/review/reviewer-prompt.js';
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

/** The JSON example of the reviewer prompt, as a model copies it: the first option of each "A" | "B" picked. */
function copiedExample(prompt: string = REVIEWER_PROMPT, verdict = 'APPROVED'): string {
  const start = prompt.indexOf('\n    {\n');
  const end = prompt.indexOf('\n    }\n', start) + '\n    }'.length;
  return prompt
    .slice(start, end)
    .replace(/"APPROVED" \| "CHANGES REQUESTED" \| "BLOCKED"/, JSON.stringify(verdict))
    .replace(/"low" \| "medium" \| "high"/, '"low"');
}

function reviewer(answer: () => string): Provider & { requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  return {
    name: 'fake',
    requests,
    async complete(req) {
      requests.push(req);
      return { output: answer(), usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 };
    },
  };
}

function perform(p: Provider) {
  const events = createReviewEventLog(() => 0);
  return performReview({ input, settings: { ...DEFAULT_REVIEW_SETTINGS, provider: 'fake' }, provider: p, systemPrompt: REVIEWER_PROMPT, events, now: () => 0 });
}

const assessed = { accuracy: { pass: true, note: 'The diff caps steps at 2 files as asked.' }, completeness: { pass: true } };

describe("the reviewer prompt's own example, copied, is could-not-review", () => {
  it('the example parses as JSON once a verdict is picked (the copy a model makes)', () => {
    expect(JSON.parse(copiedExample())).toMatchObject({ verdict: 'APPROVED', confidence: 0, score: 1 });
  });

  it('copied with APPROVED picked: could not review, never APPROVED', async () => {
    const result = await perform(reviewer(() => copiedExample()));
    expect(result.outputVerdict).toBe('could-not-review');
    expect(result.state).toBe('could-not-review');
  });

  it('copied with APPROVED picked inside prose and a fence: could not review', async () => {
    const result = await perform(reviewer(() => `Here is my review:\n\`\`\`json\n${copiedExample()}\n\`\`\``));
    expect(result.outputVerdict).toBe('could-not-review');
  });
});

describe('an APPROVED needs substance', () => {
  it('confidence 0.2 (below the default minimum): could not review', async () => {
    const reply = JSON.stringify({ verdict: 'APPROVED', confidence: 0.2, score: 8, checklist: assessed, issues: [], summary: 'Caps steps at two files, as the issue asks.' });
    const result = await perform(reviewer(() => reply));
    expect(result.outputVerdict).toBe('could-not-review');
  });

  it('no criterion assessed (an empty checklist): could not review', async () => {
    const reply = JSON.stringify({ verdict: 'APPROVED', confidence: 0.9, score: 8, checklist: {}, issues: [], summary: 'Caps steps at two files, as the issue asks.' });
    const result = await perform(reviewer(() => reply));
    expect(result.outputVerdict).toBe('could-not-review');
  });

  it('a confident APPROVED with criteria assessed stays APPROVED (control)', async () => {
    const reply = JSON.stringify({ verdict: 'APPROVED', confidence: 0.8, score: 8, checklist: assessed, issues: [], summary: 'Caps steps at two files, as the issue asks.' });
    const result = await perform(reviewer(() => reply));
    expect(result.outputVerdict).toBe('APPROVED');
  });
});
