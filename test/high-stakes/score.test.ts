/** The high-stakes scorer on PR texts: each signal alone, pairs, near misses, sources, weights, threshold. */
import { describe, expect, it } from 'vitest';
import { scoreHighStakes, type PullRequestText, type Signal } from '../../src/high-stakes/score.js';
import { HighStakesSchema } from '../../src/high-stakes/schema.js';

const defaults = HighStakesSchema.parse({});

interface Case {
  name: string;
  pr: PullRequestText;
  score: number;
  high: boolean;
  signals: Signal[];
}

const DIFF_DROP = 'diff --git a/db/schema.sql b/db/schema.sql\n--- a/db/schema.sql\n+++ b/db/schema.sql\n@@ -1,2 +1,2 @@\n CREATE TABLE users (id int);\n+DROP TABLE sessions;\n';
const DIFF_CONTEXT_ONLY = 'diff --git a/x.sql b/x.sql\n--- a/x.sql\n+++ b/x.sql\n@@ -1,3 +1,3 @@\n -- drop table is forbidden here\n-a\n+b\n';

const cases: Case[] = [
  // Each signal alone.
  { name: 'high-stakes word in the title alone', pr: { title: 'Deploy the new planner prompt to production' }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: 'complex-change words alone', pr: { title: 'Tweak wording', body: 'This touches multiple files.' }, score: 0.3, high: false, signals: ['complex_change'] },
  { name: 'a plan request alone', pr: { title: 'Planner tone', body: 'Before you start, show me a plan.' }, score: 0.5, high: false, signals: ['plan_request'] },
  { name: 'an earlier failed run alone', pr: { title: 'Fix a typo', previousRun: 'fail' }, score: 0.2, high: false, signals: ['context'] },
  { name: 'an earlier errored run alone', pr: { title: 'Fix a typo', previousRun: 'error' }, score: 0.2, high: false, signals: ['context'] },
  { name: 'destructive phrase alone', pr: { title: 'Cleanup', body: 'We drop table sessions in this one.' }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: 'migration only in a changed file name', pr: { title: 'Add a column', changedFiles: ['db/migrations/0042_last_login.sql'] }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: 'destructive statement only in an added diff line', pr: { title: 'Schema', diff: DIFF_DROP }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: 'nothing at all', pr: { title: 'Fix typo in README', body: 'recieve → receive', previousRun: 'pass' }, score: 0, high: false, signals: [] },
  // Pairs.
  { name: 'high-stakes + complex change', pr: { title: 'Refactor the planner', body: 'A large change across the whole system.' }, score: 0.7, high: true, signals: ['high_stakes', 'complex_change'] },
  { name: 'high-stakes + plan request', pr: { title: 'Rewrite the planner prompt', body: 'Explain your approach first.' }, score: 0.9, high: true, signals: ['high_stakes', 'plan_request'] },
  { name: 'high-stakes + earlier failure (exactly the threshold)', pr: { title: 'Migrate prompts to v2', previousRun: 'fail' }, score: 0.6, high: true, signals: ['high_stakes', 'context'] },
  { name: 'plan request + complex change', pr: { title: 'Restructure', body: 'What would you do about the entire codebase?' }, score: 0.8, high: true, signals: ['complex_change', 'plan_request'] },
  { name: 'plan request + earlier error', pr: { title: 'Step-by-step plan please', previousRun: 'error' }, score: 0.7, high: true, signals: ['plan_request', 'context'] },
  { name: 'complex change + earlier failure stays under', pr: { title: 'Large change to wording', previousRun: 'fail' }, score: 0.5, high: false, signals: ['complex_change', 'context'] },
  { name: 'signals from the linked issue and file names count', pr: { title: 'Planner', linkedIssue: 'Before you start anything, agree on the plan', changedFiles: ['deploy/planner.yaml'] }, score: 0.9, high: true, signals: ['high_stakes', 'plan_request'] },
  { name: 'all four signals', pr: { title: 'Rewrite the whole system', body: 'Show me a plan.', previousRun: 'fail' }, score: 1.4, high: true, signals: ['high_stakes', 'complex_change', 'plan_request', 'context'] },
  // Near misses.
  { name: 'near miss: "productive" and "critically" are not the words', pr: { title: 'A productive session', body: 'Not critically important.' }, score: 0, high: false, signals: [] },
  { name: 'near miss: "multiple file" (singular) and "large changes" do not match', pr: { title: 'Small', body: 'multiple file names; large changes later' }, score: 0, high: false, signals: [] },
  { name: 'near miss: "show me the way", "what you would do"', pr: { title: 'Question', body: 'show me the way; what you would do' }, score: 0, high: false, signals: [] },
  { name: 'near miss: a plan phrase inside the diff is content, not a request', pr: { title: 'Prompt edit', diff: '--- a/p.md\n+++ b/p.md\n@@ -1 +1 @@\n-Think.\n+Explain your approach before you start.\n' }, score: 0, high: false, signals: [] },
  { name: 'near miss: a destructive phrase on a diff context line does not count', pr: { title: 'Edit', diff: DIFF_CONTEXT_ONLY }, score: 0, high: false, signals: [] },
  { name: 'near miss: a passing earlier run is no signal', pr: { title: 'Refactor names', previousRun: 'pass' }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: '"remove all" alone is destructive', pr: { title: 'Cleanup', body: 'This will remove all cached plans.' }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: 'a deployment word on a removed diff line counts', pr: { title: 'Prompt', diff: '--- a/p.md\n+++ b/p.md\n@@ -1 +1 @@\n-Check the deployment first.\n+Check first.\n' }, score: 0.4, high: false, signals: ['high_stakes'] },
  { name: 'linked issue (whole system) + file name (production) make a pair', pr: { title: 'Planner', linkedIssue: '# Planner\n\nThe whole system depends on it.', changedFiles: ['prompts/production/planner.md'] }, score: 0.7, high: true, signals: ['high_stakes', 'complex_change'] },
  { name: 'near miss: "redeploy", "preproduction", "dropped tables" are not the words', pr: { title: 'redeploy the preproduction stack', body: 'We dropped tables before.' }, score: 0, high: false, signals: [] },
  { name: 'repeated matches of one signal count once', pr: { title: 'Deploy to production', body: 'critical refactor, deploy, migrate', changedFiles: ['migrations/1.sql'] }, score: 0.4, high: false, signals: ['high_stakes'] },
];

describe('scoreHighStakes with the default weights and threshold 0.6', () => {
  it.each(cases)('$name', ({ pr, score, high, signals }) => {
    const result = scoreHighStakes(pr, defaults);
    expect(result.score).toBe(score);
    expect(result.highStakes).toBe(high);
    expect(result.signals.map((s) => s.signal)).toEqual(signals);
  });

  it('has at least 20 PR texts', () => expect(cases.length).toBeGreaterThanOrEqual(20));

  it('says where each match is, and why, in one line', () => {
    const r = scoreHighStakes({ title: 'Migrate the planner', body: 'It spans multiple files.', changedFiles: ['db/migrations/1.sql'] }, defaults);
    expect(r.matches).toEqual([
      { signal: 'high_stakes', text: 'Migrate', where: 'title' },
      { signal: 'high_stakes', text: 'migrations', where: 'files' },
      { signal: 'complex_change', text: 'multiple files', where: 'body' },
    ]);
    expect(r.reason).toBe('score 0.7 ≥ threshold 0.6: high-stakes words +0.4 ("Migrate" in title, "migrations" in files); complex change +0.3 ("multiple files" in body)');
    expect(scoreHighStakes({ title: 'typo' }, defaults).reason).toBe('score 0 < threshold 0.6: no signal');
  });
});

describe('configured weights and threshold', () => {
  it('a weight overrides its default and leaves the others', () => {
    const cfg = HighStakesSchema.parse({ weights: { plan_request: 0.6 } });
    expect(scoreHighStakes({ title: 'Show me a plan' }, cfg)).toMatchObject({ score: 0.6, highStakes: true });
    expect(scoreHighStakes({ title: 'Deploy' }, cfg)).toMatchObject({ score: 0.4, highStakes: false });
  });
  it('a lower threshold makes one signal enough', () => {
    const cfg = HighStakesSchema.parse({ threshold: 0.4 });
    expect(scoreHighStakes({ title: 'Deploy' }, cfg).highStakes).toBe(true);
  });
  it('rejects a weight above 1 and an unknown signal', () => {
    expect(HighStakesSchema.safeParse({ weights: { plan_request: 2 } }).success).toBe(false);
    expect(HighStakesSchema.safeParse({ weights: { vibes: 0.1 } }).success).toBe(false);
    expect(HighStakesSchema.parse({})).toEqual({ threshold: 0.6, runs_factor: 2 });
  });
});
