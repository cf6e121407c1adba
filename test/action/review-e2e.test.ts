/**
 * End-to-end: the isolated reflection review in the bundled action (dist/index.js), against the fake
 * GitHub API (validated against GitHub's OpenAPI description) and a local OpenAI-compatible server that
 * plays both the scenario model and the reviewer. Run `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type ChatRequestBody, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles } from './harness.js';

const HEAD = 'a'.repeat(40);
const BASE = 'c'.repeat(40);
const OUR_LOGIN = 'github-actions[bot]';
const REVIEWER_MARK = 'You are the isolated reviewer of context-eval';

let llm: FakeOpenAI;
let gh: FakeGitHub;

const isReviewer = (body: ChatRequestBody): boolean => body.messages.some((m) => m.role === 'system' && m.content.includes(REVIEWER_MARK));
const reviewerPayloads = (): string[] =>
  llm.requests.filter((r) => isReviewer(r.body)).map((r) => r.body.messages.find((m) => m.role === 'user')?.content ?? '');

/** One criterion assessed: an APPROVED needs one (review.min_assessed, default 1). */
function reply(verdict: string, score = 8, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ verdict, confidence: 0.8, score, checklist: { accuracy: { pass: true } }, issues: [], summary: `Judged ${verdict}.`, ...extra });
}

/** The reviewer answers `reviewerReply`; the scenario model always passes. */
function answer(reviewerReply: (payload: string) => string): void {
  llm.setHandler((body) => ({ content: isReviewer(body) ? reviewerReply(body.messages.find((m) => m.role === 'user')?.content ?? '') : 'PASS' }));
}

function baseConfig(review: string): string {
  return ['version: 1', 'watch: [prompts/**]', 'providers: { main: { type: openai, model: m } }', 'roles: { planner: { provider: main, system: prompts/planner.md } }', `review: ${review}`, ''].join('\n');
}

async function reviewRun(opts: { body?: string; baseReview?: string; headFiles?: Record<string, string>; failOn?: string; prFiles?: string[] } = {}) {
  const ws = makeWorkspace(suiteFiles(llm.baseUrl));
  for (const [rel, text] of Object.entries(opts.headFiles ?? {})) ws.write(rel, text);
  gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: opts.prFiles ?? ['prompts/planner.md'], title: 'Teach the planner to plan', body: opts.body ?? 'Make the planner answer PASS.' });
  gh.putFile(BASE, 'context-eval.yaml', baseConfig(opts.baseReview ?? '{ provider: main }'));
  gh.putFile(HEAD, 'prompts/planner.md', readFileSync(path.join(ws.dir, 'prompts/planner.md'), 'utf8'));
  const payload = pullRequestPayload('synchronize', HEAD);
  (payload.pull_request as { base: { sha: string } }).base.sha = BASE;
  return runAction({
    workspace: ws.dir,
    eventName: 'pull_request',
    payload,
    apiUrl: gh.url,
    env: { OPENAI_API_KEY: 'sk-test-key' },
    ...(opts.failOn === undefined ? {} : { inputs: { 'fail-on': opts.failOn } }),
  });
}

function ourComment(): string {
  return gh.comments(2).find((c) => c.login === OUR_LOGIN)?.body ?? '';
}

beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN, repository: 'Codertocat/Hello-World' });
  llm.requests.length = 0;
  answer(() => reply('APPROVED'));
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

describe('the review in the action', () => {
  it('isolation: PR comments, review threads, reviews and commit messages never reach the reviewer', async () => {
    const planted = {
      comment: 'PLANTED-issue-comment-5b1e',
      reviewComment: 'PLANTED-review-comment-9d27',
      review: 'PLANTED-review-body-41ac',
      commit: 'PLANTED-commit-message-c0f3',
    };
    gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: ['prompts/planner.md'] });
    gh.addComment(2, { login: 'octocat', body: `as discussed, ${planted.comment}` });
    gh.review.reviewComments.set(2, [{ login: 'octocat', body: planted.reviewComment, path: 'prompts/planner.md' }]);
    gh.review.reviews.set(2, [{ login: 'octocat', body: planted.review, state: 'CHANGES_REQUESTED' }]);
    gh.review.commits.set(2, [{ sha: 'e'.repeat(40), message: `attempt 3: ${planted.commit}` }]);

    const run = await reviewRun();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['review-verdict']).toBe('APPROVED');
    const payloads = reviewerPayloads();
    expect(payloads).toHaveLength(1);
    const everything = JSON.stringify(llm.requests.map((r) => r.body));
    for (const text of Object.values(planted)) expect(everything).not.toContain(text);
    const forbidden = gh.requests.filter((r) => /\/pulls\/2\/(comments|reviews|commits)$/.test(r.path) || /\/actions\/|\/check-runs/.test(r.path));
    expect(forbidden).toEqual([]);
    expect(payloads[0]).toContain('+new');
    expect(payloads[0]).toContain('--- FILE: prompts/planner.md ---');

    const comment = ourComment();
    expect(comment).toContain('### Isolated reflection review');
    expect(comment).toContain('✅ APPROVED');
    expect(comment).toContain('no WHY was stated');

    const events = readFileSync(path.join(path.dirname(run.outputs.report ?? ''), 'review-events.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; state?: string });
    const types = events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['reflection_settings', 'reflection_payload', 'reflection_critique', 'reflection_verdict']));
    expect(events.find((e) => e.type === 'reflection_verdict')?.state).toBe('reviewed');
  });

  it('linked issue: when the PR body says "Closes #12", the request is issue 12\'s text byte for byte', async () => {
    const title = 'Planner: split work into steps of ≤ 2 files';
    const body = 'The planner must split large work.\n\n## Why\nBig steps fail review. `code` *stays* <b>as is</b> — ünïcode ✓\n\n- [ ] one\n- [x] two';
    gh.addIssue({ number: 12, title, body });
    const run = await reviewRun({ body: 'Some words.\n\nCloses #12' });
    expect(run.code, run.stdout).toBe(0);
    const payload = reviewerPayloads()[0] ?? '';
    const request = payload.slice(payload.indexOf('=== ORIGINAL REQUEST ===\n') + '=== ORIGINAL REQUEST ===\n'.length, payload.indexOf('\n\n=== STATED WHY ==='));
    expect(request).toBe(`# ${title}\n\n${body}`);
    expect(payload).toContain('=== STATED WHY ===\nBig steps fail review.');
    expect(ourComment()).toContain('issue #\u200b12, which the pull request closes');
  });

  it('base-branch settings: a PR that edits the criteria file and the review settings does not change them', async () => {
    const criteriaA = 'checklist:\n  - id: base-criterion-7f3a\n    description: From the base branch.\n';
    const criteriaB = 'checklist:\n  - id: head-planted-criterion-91c2\n    description: Planted by the PR.\n';
    gh.putFile(BASE, '.context-eval/criteria.yaml', criteriaA);
    gh.putFile(HEAD, '.context-eval/criteria.yaml', criteriaB);
    gh.putFile(HEAD, 'context-eval.yaml', baseConfig('{ provider: main, criteria: .context-eval/criteria.yaml, max_total_chars: 300 }'));
    answer(() => reply('APPROVED', 8, { checklist: { 'base-criterion-7f3a': { pass: true } } }));
    const headConfig = suiteFiles(llm.baseUrl)['context-eval.yaml'] ?? '';
    const run = await reviewRun({
      baseReview: '{ provider: main, criteria: .context-eval/criteria.yaml }',
      headFiles: { 'context-eval.yaml': `${headConfig}review: { provider: main, criteria: other.yaml, max_total_chars: 300 }\n`, '.context-eval/criteria.yaml': criteriaB },
      prFiles: ['prompts/planner.md', '.context-eval/criteria.yaml', 'context-eval.yaml'],
    });
    expect(run.code, run.stdout).toBe(0);
    const payload = reviewerPayloads()[0] ?? '';
    expect(payload).toContain('- base-criterion-7f3a: From the base branch.');
    expect(payload).not.toContain('head-planted-criterion-91c2');
    expect(payload.length).toBeGreaterThan(300);
    const criteriaReads = gh.requests.filter((r) => decodeURIComponent(r.path).endsWith('/contents/.context-eval/criteria.yaml'));
    expect(criteriaReads.map((r) => r.query['ref'])).toEqual([BASE]);
    expect(ourComment()).toContain(`Criteria: .context-eval/criteria.yaml at base ${BASE.slice(0, 7)}`);
  });

  it('truncation: the payload stays within max_total_chars and the comment reports the coverage', async () => {
    const big = Array.from({ length: 400 }, (_, i) => `line ${i}: the planner answers PASS when the plan is sound.`).join('\n');
    gh.putFile(HEAD, 'prompts/big.md', big);
    const run = await reviewRun({ baseReview: '{ provider: main, max_total_chars: 6000, max_file_chars: 4000 }', prFiles: ['prompts/planner.md', 'prompts/big.md'] });
    expect(run.code, run.stdout).toBe(0);
    const payload = reviewerPayloads()[0] ?? '';
    expect(payload.length).toBeLessThanOrEqual(6000);
    expect(payload).toMatch(/\[… [\d,]+ lines truncated …\]/);
    expect(ourComment()).toContain('Coverage: reviewed 1 of 2 files in full; 1 truncated: prompts/big.md');
  });

  it.each([
    { name: 'BLOCKED with review in fail-on fails the job', reviewer: reply('BLOCKED', 2), failOn: 'threshold,review', code: 1, verdict: 'BLOCKED' },
    { name: 'CHANGES REQUESTED without review in fail-on only warns', reviewer: reply('CHANGES REQUESTED', 5), failOn: 'threshold,error', code: 0, verdict: 'CHANGES REQUESTED' },
    { name: 'could-not-review with error in fail-on fails the job', reviewer: 'looks fine to me', failOn: 'threshold,error', code: 1, verdict: 'could-not-review' },
    { name: 'could-not-review without error in fail-on does not fail', reviewer: 'looks fine to me', failOn: 'threshold,review', code: 0, verdict: 'could-not-review' },
    { name: 'APPROVED with review in fail-on passes', reviewer: reply('APPROVED', 9), failOn: 'threshold,review,error', code: 0, verdict: 'APPROVED' },
  ])('gating: $name', async ({ reviewer, failOn, code, verdict }) => {
    answer(() => reviewer);
    const run = await reviewRun({ failOn });
    expect(run.outputs['review-verdict']).toBe(verdict);
    expect(run.code, run.stdout).toBe(code);
    // The verdict output is the job's (issue 32 item 1): it agrees with the exit.
    expect(run.outputs.verdict).toBe(code === 0 ? 'pass' : 'fail');
    if (verdict === 'could-not-review') expect(ourComment()).toContain('could not review');
  });

  it('skips with a reason when the base config sets no review.provider, and makes no reviewer call', async () => {
    const run = await reviewRun({ baseReview: '{ max_files: 5 }' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['review-verdict']).toBe('skipped');
    expect(reviewerPayloads()).toHaveLength(0);
    expect(ourComment()).toMatch(/skipped\*\*: review\.provider is not set/);
  });

  it('leaks with review.leaks: fail block the review and show where the leak sits', async () => {
    const run = await reviewRun({ baseReview: '{ provider: main, leaks: fail }', failOn: 'threshold,review', headFiles: { 'prompts/planner.md': 'You plan. As discussed, answer PASS.\n' } });
    expect(run.outputs['review-verdict']).toBe('BLOCKED');
    expect(run.code).toBe(1);
    const comment = ourComment();
    expect(comment).toContain('Isolation warnings');
    expect(comment).toMatch(/SOURCE FILES prompts\/planner\.md:1 \\\[as-discussed\\\]/);
  });
});
