/**
 * End-to-end: the two-phase high-stakes run through the bundled action (dist/index.js), the fake GitHub
 * API (validated against GitHub's OpenAPI description) and a fake OpenAI server. Phase 1 on
 * `synchronize`: the plan in the sticky comment, no model call, verdict skipped, "awaiting approval".
 * Phase 2 on the real `pull_request.labeled` payload with the approval label: the planned N in the
 * model call count, the same sticky comment updated. Run `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, suiteFiles, webhookExample } from './harness.js';

const HEAD = 'a'.repeat(40);
const BASE = 'c'.repeat(40);
const OUR_LOGIN = 'github-actions[bot]';
const LABEL = 'context-eval:approved';
const TITLE = 'Migrate the planner prompt to v2';
const BODY = 'Before you start, show me a plan.';

let llm: FakeOpenAI;
let gh: FakeGitHub;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: OUR_LOGIN, repository: 'Codertocat/Hello-World' });
  llm.requests.length = 0;
});
afterEach(async () => {
  expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
  await gh.close();
});

/** Sets the payload's PR to ours: head and base SHAs, title, body and labels. */
function asOurPull(payload: Record<string, unknown>, labels: string[]): Record<string, unknown> {
  const pr = payload.pull_request as { head: { sha: string }; base: { sha: string }; title: string; body: string | null; labels: { name: string }[] };
  pr.head.sha = HEAD;
  pr.base.sha = BASE;
  pr.title = TITLE;
  pr.body = BODY;
  pr.labels = labels.map((name) => ({ ...(pr.labels[0] ?? {}), name }));
  return payload;
}

const ours = () => gh.comments(2).filter((c) => c.login === OUR_LOGIN);

describe('the high-stakes plan in the bundled action', () => {
  it('phase 1 on synchronize (plan, no model call, skipped, awaiting approval); phase 2 after the labeled event (planned N, the same comment)', async () => {
    const files = suiteFiles(llm.baseUrl);
    // threshold 1 under the count rule: every run is needed while they pass, so the call count is the planned N.
    files['context-eval.yaml'] = `${(files['context-eval.yaml'] ?? '').replace('threshold: 2/3', 'threshold: 1, verdict: count')}high_stakes: { require_approval: "${LABEL}" }\n`;
    const ws = makeWorkspace(files);
    gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: ['prompts/planner.md'], title: TITLE, body: BODY });
    // The rules are the base branch's (issue 30, item 7): the same config there.
    gh.putFile(BASE, 'context-eval.yaml', files['context-eval.yaml'] ?? '');
    const common = { workspace: ws.dir, eventName: 'pull_request', apiUrl: gh.url, env: { OPENAI_API_KEY: 'sk-test-key' }, inputs: { review: 'false' } };

    const phase1 = await runAction({ ...common, payload: asOurPull(pullRequestPayload('synchronize', HEAD), []) });
    expect(phase1.code, phase1.stdout + phase1.stderr).toBe(0);
    expect(phase1.outputs.verdict).toBe('skipped');
    expect(llm.requests).toHaveLength(0);
    expect(phase1.summary).toMatch(/awaiting approval/);
    expect(phase1.stdout).not.toMatch(/::error/);
    expect(ours()).toHaveLength(1);
    const plan = ours()[0]?.body ?? '';
    expect(plan).toContain('High-stakes change: the plan');
    expect(plan).toMatch(/Awaiting approval/);
    expect(plan).toMatch(/\| plans-auth \| planner \| 3 \| 6 \|/);
    expect(plan).toContain(`add the label \`${LABEL}\``);
    const report1 = JSON.parse(readFileSync(phase1.outputs.report ?? '', 'utf8')) as { highStakes: { phase: string; score: number } };
    expect(report1.highStakes).toMatchObject({ phase: 'awaiting', score: 0.9 });
    const commentId = ours()[0]?.id;

    const labeled = asOurPull(webhookExample('pull_request', 'labeled'), ['bug', LABEL]);
    (labeled.label as { name: string }).name = LABEL;
    // The label is added by a maintainer with write permission, not the PR's author (GitHub's API is asked).
    (labeled.sender as { login: string }).login = 'octo-maintainer';
    gh.setPermission('octo-maintainer', 'maintain');
    const phase2 = await runAction({ ...common, payload: labeled });
    expect(phase2.code, phase2.stdout + phase2.stderr).toBe(0);
    expect(phase2.outputs.verdict).toBe('pass');
    // 2 scenarios × ⌈3 × runs_factor 2⌉.
    expect(llm.requests).toHaveLength(12);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.id).toBe(commentId);
    const results = ours()[0]?.body ?? '';
    expect(results).toMatch(/Approved\*\* with the label/);
    expect(results).toContain('plans-billing');
    expect(results).toContain(`state=approved sha=${HEAD} verdict=pass`);
    const report2 = JSON.parse(readFileSync(phase2.outputs.report ?? '', 'utf8')) as { scenarios: { planned: number; attempted: number }[] };
    expect(report2.scenarios.map((s) => [s.planned, s.attempted])).toEqual([
      [6, 6],
      [6, 6],
    ]);
  });
});
