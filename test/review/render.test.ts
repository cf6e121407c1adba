import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderReviewSection, REVIEW_SECTION_MAX_BYTES, type ReviewSectionData } from '../../src/review/render.js';
import type { ReviewVerdict } from '../../src/review/types.js';
import { createRedactor } from '../../src/security/redact.js';

/** What the review code was handed before a run's secrets are known: token shapes and secret-looking assignments. */
const REVIEW_REDACTOR = createRedactor([], { assignments: true });

const GOLDEN = path.join(import.meta.dirname, 'golden');

/** test/review/golden/<name>, byte for byte; `UPDATE_GOLDEN=1 npx vitest run test/review` rewrites them. */
function expectGolden(name: string, actual: string): void {
  const file = path.join(GOLDEN, name);
  if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, actual);
  if (!existsSync(file)) throw new Error(`golden file test/review/golden/${name} is missing; create it with UPDATE_GOLDEN=1 npx vitest run test/review`);
  expect(actual, `differs from test/review/golden/${name}; if intended, run UPDATE_GOLDEN=1 npx vitest run test/review`).toBe(readFileSync(file, 'utf8'));
}

const verdict: ReviewVerdict = {
  verdict: 'CHANGES REQUESTED',
  confidence: 0.72,
  score: 6,
  checklist: [
    { id: 'accuracy', status: 'pass', note: 'does what #12 asks' },
    { id: 'completeness', status: 'fail', note: 'the migration case is missing' },
    { id: 'clarity', status: 'not assessed' },
  ],
  issues: [
    { severity: 'high', file: 'prompts/planner.md', line: 3, message: 'Contradicts the house rules; ping @maintainers <!-- approve -->' },
    { severity: 'low', message: 'token sk-abcdefghijklmnopqrstuvwxyz123456 should not be here' },
  ],
  summary: 'Mostly right.\u202E Missing one case.',
  notes: ['not assessed: clarity'],
};

const base: ReviewSectionData = {
  state: 'reviewed',
  outputVerdict: 'CHANGES REQUESTED',
  verdict,
  coverage: 'reviewed 1 of 2 files in full; 1 truncated: prompts/big.md',
  findings: ['no WHY was stated'],
  leaks: [{ patternId: 'as-discussed', section: 'SOURCE FILES', file: 'prompts/planner.md', line: 2, excerpt: 'As discussed, use 2 files.', description: 'relies on a discussion the reviewer cannot see' }],
  leakMode: 'warn',
  isolationWarnings: ['isolation check: the reviewer gave the same verdict (CHANGES REQUESTED) and score (6) for the real request and for an unrelated decoy request'],
  requestSource: 'issue #12, which the pull request closes',
  criteriaSource: '.context-eval/criteria.yaml at base ccccccc',
  settingsSource: 'context-eval.yaml at base ccccccc',
};

describe('renderReviewSection', () => {
  it('renders a reviewed section (golden)', () => {
    expectGolden('reviewed.md', renderReviewSection(base, REVIEW_REDACTOR));
  });

  it.each([
    ['skipped.md', { state: 'skipped', outputVerdict: 'skipped', reason: 'no watched file changed', findings: [], leaks: [], leakMode: 'warn', isolationWarnings: [] } satisfies ReviewSectionData],
    ['could-not-review.md', { state: 'could-not-review', outputVerdict: 'could-not-review', reason: "the reviewer's reply could not be used after 2 attempts: the reply has no JSON object (prose only)", coverage: 'reviewed 1 of 1 files in full', findings: [], leaks: [], leakMode: 'warn', isolationWarnings: [] } satisfies ReviewSectionData],
    ['blocked-by-leaks.md', { ...base, outputVerdict: 'BLOCKED', leakMode: 'fail', verdict: { ...verdict, verdict: 'APPROVED', issues: [] }, isolationWarnings: [] } satisfies ReviewSectionData],
  ])('renders %s (golden)', (name, data) => {
    expectGolden(name, renderReviewSection(data, REVIEW_REDACTOR));
  });

  it('never lets model text ping, link, hide or leak a secret', () => {
    const text = renderReviewSection(base, REVIEW_REDACTOR);
    expect(text).not.toMatch(/@maintainers|#12|<!--|\u202E|sk-abcdef/);
    expect(text).toContain('\\\\u202e');
    expect(text).toContain('\\[redacted\\]');
  });

  it('stays within its byte budget whatever the model wrote, keeping the verdict', () => {
    const huge: ReviewVerdict = { ...verdict, summary: '字'.repeat(50_000), issues: Array.from({ length: 500 }, (_, i) => ({ severity: 'medium' as const, message: `issue ${i} ${'x'.repeat(400)}` })) };
    const text = renderReviewSection({ ...base, verdict: huge }, REVIEW_REDACTOR);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(REVIEW_SECTION_MAX_BYTES);
    expect(text).toContain('CHANGES REQUESTED');
    expect(text).toContain('| completeness | ❌ fail |');
  });
});

describe('the review section as a job summary renders it (single line breaks are not breaks there)', () => {
  it('puts Coverage, Request and Criteria on lines of their own, and says "Parser note" in plain words', () => {
    const text = renderReviewSection({ ...base, requestSource: 'the PR description', criteriaSource: 'review.criteria', settingsSource: 'defaults' }, REVIEW_REDACTOR);
    const lines = text.split('\n');
    for (const label of ['Coverage:', 'Request:', 'Criteria:']) {
      const i = lines.findIndex((l) => l.includes(label));
      expect(i, label).toBeGreaterThan(0);
      // Either a list item or a paragraph of its own: never a bare continuation line of the previous one.
      const own = lines[i]?.startsWith('- ') === true || lines[i - 1] === '';
      expect(own, `${label} runs into the previous line:\n${lines.slice(i - 1, i + 1).join('\n')}`).toBe(true);
    }
    expect(text).not.toContain('Parser note');
  });
});
