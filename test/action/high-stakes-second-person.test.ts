/**
 * High-stakes approval needs a second person and the base's rules (issue 30, row 8 and item 7).
 * (a) The PR's author edits the bot's sticky comment from `state=awaiting` to `state=approved` and
 *     reopens: the edited comment is no longer the bot's word, so nothing runs.
 * (b) The PR's own config drops `require_approval` (or `high_stakes` altogether): the rules are read from
 *     the base branch, so the plan still awaits approval.
 * In process with the GitHub helper faked in memory, and through the real helper against the HTTP fake
 * of GitHub's API (GraphQL for the comment's last editor; REST validated against the OpenAPI description).
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { initialOutputs, type ActionContext, type Outputs } from '../../src/action/context.js';
import type { PullRequestEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { gitHubOver, type GitHub } from '../../src/github/github.js';
import { parseInputs } from '../../src/inputs.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel, type Logged } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const LABEL = 'context-eval:approved';
const KEY = '7:context-eval.yaml';
const PATCHES = { 'prompts/planner.md': '@@ -1 +1 @@\n-You plan.\n+You plan. Answer PASS when the plan is sound.' };

const model = useFakeModel();

/** The suite's config with threshold 1 under the count rule (every run is made) and `high_stakes` when given. */
function configWith(highStakes: string | undefined): string {
  const config = (suiteFiles(model().baseUrl)['context-eval.yaml'] ?? '').replace('threshold: 2/3', 'threshold: 1, verdict: count');
  return `${config}${highStakes === undefined ? '' : `high_stakes: ${highStakes}\n`}`;
}

const workspace = (highStakes: string | undefined) => makeWorkspace({ ...suiteFiles(model().baseUrl), 'context-eval.yaml': configWith(highStakes) });

function prEvent(over: Partial<PullRequestEvent> = {}): PullRequestEvent {
  return {
    kind: 'pull_request',
    action: 'opened',
    number: 7,
    headSha: HEAD,
    baseSha: BASE,
    baseRef: 'main',
    owner: 'octo',
    repo: 'demo',
    fromFork: false,
    title: 'Migrate the planner prompt',
    body: 'Before you start, show me a plan.',
    labels: [],
    author: 'alice',
    ...over,
  };
}

async function act(dir: string, event: PullRequestEvent, github: GitHub): Promise<{ out: Outputs; log: Logged }> {
  const log = recordingLog();
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' }),
    event,
    runner: { eventName: 'pull_request', workspace: dir, sha: event.headSha, ref: 'refs/pull/7/merge', repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => github,
    log,
    summary: new JobSummary(),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, log };
}

/** The in-memory helper, with `baseConfig` as context-eval.yaml at the base SHA (none when undefined). */
function helperWith(baseConfig: string | undefined): FakeHelper {
  return fakeGitHubHelper({
    changedFiles: ['prompts/planner.md'],
    patches: PATCHES,
    issues: {},
    permissions: { maintainer: 'write', alice: 'write' },
    files: baseConfig === undefined ? {} : { [BASE]: { 'context-eval.yaml': baseConfig } },
  });
}

const REQUIRED = `{ require_approval: "${LABEL}" }`;
const approvedBy = (sender: string) => prEvent({ action: 'labeled', label: LABEL, labels: [LABEL], sender });
const reopened = () => prEvent({ action: 'reopened', labels: [LABEL] });

describe('(a) an approval state the PR author wrote into the bot comment does not count', () => {
  it('the author edits state=awaiting to state=approved and reopens: no model call, the plan awaits approval again', async () => {
    const ws = workspace(REQUIRED);
    const helper = helperWith(configWith(REQUIRED));
    await act(ws.dir, prEvent(), helper.github);
    const shown = helper.comments.get(KEY)?.body ?? '';
    expect(shown).toContain(`state=awaiting sha=${HEAD}`);
    // The author's own label does not approve (test/security/high-stakes-approval.test.ts) …
    await act(ws.dir, approvedBy('alice'), helper.github);
    expect(model().requests).toHaveLength(0);
    // … so they edit the comment's state instead, and reopen the pull request.
    helper.editComment(KEY, (helper.comments.get(KEY)?.body ?? '').replace('state=awaiting', 'state=approved'), 'alice');
    const ran = await act(ws.dir, reopened(), helper.github);
    expect(model().requests, 'no model call on a forged approval').toHaveLength(0);
    expect(ran.out.verdict).toBe('skipped');
    const comment = helper.comments.get(KEY)?.body ?? '';
    expect(comment).toContain(`state=awaiting sha=${HEAD}`);
    expect(comment).toMatch(/edited by @\u200balice/);
  });

  it('a real approval still holds on a re-run: the comment was last written by the action', async () => {
    const ws = workspace(REQUIRED);
    const helper = helperWith(configWith(REQUIRED));
    await act(ws.dir, prEvent(), helper.github);
    const approved = await act(ws.dir, approvedBy('maintainer'), helper.github);
    expect(approved.out.verdict).toBe('pass');
    model().requests.length = 0;
    const again = await act(ws.dir, reopened(), helper.github);
    expect(again.out.verdict).toBe('pass');
    expect(model().requests).toHaveLength(12);
  });
});

describe('(b) the high_stakes rules are the base branch’s', () => {
  it('the PR drops require_approval from its config: the base requires it, so the plan awaits approval', async () => {
    const ws = workspace('{ runs_factor: 2 }');
    const helper = helperWith(configWith(REQUIRED));
    const ran = await act(ws.dir, prEvent(), helper.github);
    expect(model().requests).toHaveLength(0);
    expect(ran.out.verdict).toBe('skipped');
    expect(helper.comments.get(KEY)?.body).toContain(`state=awaiting sha=${HEAD}`);
  });

  it('the PR removes high_stakes altogether: still the base’s plan and approval', async () => {
    const ws = workspace(undefined);
    const helper = helperWith(configWith(REQUIRED));
    const ran = await act(ws.dir, prEvent(), helper.github);
    expect(model().requests).toHaveLength(0);
    expect(ran.out.verdict).toBe('skipped');
    expect(helper.comments.get(KEY)?.body).toContain(`state=awaiting sha=${HEAD}`);
  });

  it('the PR raises runs_factor for itself: the base’s factor plans the runs', async () => {
    const ws = workspace(`{ runs_factor: 5, require_approval: "${LABEL}" }`);
    const helper = helperWith(configWith(REQUIRED));
    await act(ws.dir, prEvent(), helper.github);
    // N 3 × the base's factor 2 = 6 per scenario, not 15.
    expect(helper.comments.get(KEY)?.body).toMatch(/\| plans-auth \| planner \| 3 \| 6 \|/);
  });

  it('high_stakes the base does not have yet is not applied to the pull request that adds it, and the log says so', async () => {
    const ws = workspace(REQUIRED);
    const helper = helperWith(undefined);
    const ran = await act(ws.dir, prEvent(), helper.github);
    expect(ran.out.verdict).toBe('pass');
    expect(model().requests).toHaveLength(6);
    expect(ran.log.lines.map((l) => l.message).join('\n')).toMatch(/high_stakes.*base/);
  });
});

describe('through the real helper against the fake GitHub API', () => {
  async function withFake(body: (gh: FakeGitHub, github: GitHub) => Promise<void>): Promise<void> {
    const gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'octo/demo' });
    try {
      gh.addPull({ number: 7, headSha: HEAD, baseSha: BASE, baseRef: 'main', files: ['prompts/planner.md'], patches: PATCHES, author: 'alice', title: 'Migrate the planner prompt', body: 'Before you start, show me a plan.' });
      gh.putFile(BASE, 'context-eval.yaml', configWith(REQUIRED));
      gh.setPermission('maintainer', 'write');
      gh.setPermission('alice', 'write');
      await body(gh, gitHubOver(unpacedClient(gh.url)));
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  }

  it('the author edits the comment to approved and reopens: nothing runs', async () => {
    await withFake(async (gh, github) => {
      const ws = workspace(REQUIRED);
      await act(ws.dir, prEvent(), github);
      const [comment] = gh.comments(7);
      expect(comment?.body).toContain('state=awaiting');
      gh.editComment(comment?.id ?? 0, { login: 'alice', body: (comment?.body ?? '').replace('state=awaiting', 'state=approved') });
      const ran = await act(ws.dir, reopened(), github);
      expect(model().requests).toHaveLength(0);
      expect(ran.out.verdict).toBe('skipped');
      expect(gh.comments(7)[0]?.body).toContain(`state=awaiting sha=${HEAD}`);
    });
  });

  it('approved by a maintainer, then reopened: the comment the action last wrote still counts', async () => {
    await withFake(async (gh, github) => {
      const ws = workspace(REQUIRED);
      await act(ws.dir, prEvent(), github);
      const approved = await act(ws.dir, approvedBy('maintainer'), github);
      expect(approved.out.verdict).toBe('pass');
      expect(gh.comments(7)[0]?.body).toContain(`state=approved sha=${HEAD}`);
      model().requests.length = 0;
      const again = await act(ws.dir, reopened(), github);
      expect(again.out.verdict).toBe('pass');
      expect(model().requests).toHaveLength(12);
    });
  });
});
