/**
 * Spoofing a high-stakes approval (issue 21, docs/high-stakes.md "Who can approve"). The `labeled` event
 * with the require_approval label runs the plan only when the user who added the label (the event's
 * `sender`) has write permission on the repository, as GitHub's API answers for that exact login, and is
 * not the pull request's author. The PR author approving their own PR, a user with read or triage
 * permission, a look-alike login and an event without a sender all leave the plan awaiting approval.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { initialOutputs, type ActionContext } from '../../src/action/context.js';
import { parseEvent, type PullRequestEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper, type FakeHelper, type FakeHelperOptions } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel } from '../action/in-process.js';
import { makeWorkspace, suiteFiles } from '../action/harness.js';
import { gitHubOver } from '../../src/github/github.js';
import { startFakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const LABEL = 'context-eval:approved';
const KEY = '7:context-eval.yaml';
const model = useFakeModel();

/** The config, in the workspace and on the base branch (high_stakes is read from the base: issue 30, item 7). */
function config(): string {
  const text = (suiteFiles(model().baseUrl)['context-eval.yaml'] ?? '').replace('threshold: 2/3', 'threshold: 1');
  return `${text}high_stakes: { require_approval: "${LABEL}" }\n`;
}

function workspace() {
  return makeWorkspace({ ...suiteFiles(model().baseUrl), 'context-eval.yaml': config() });
}

/** A pull_request webhook payload, parsed as the action parses it. */
function event(o: { action: string; author: string; sender?: string; label?: string }): PullRequestEvent {
  const parsed = parseEvent(
    'pull_request',
    {
      action: o.action,
      ...(o.label === undefined ? {} : { label: { name: o.label } }),
      ...(o.sender === undefined ? {} : { sender: { login: o.sender, type: 'User' } }),
      pull_request: {
        number: 7,
        title: 'Migrate the planner prompt',
        body: 'Before you start, show me a plan.',
        user: { login: o.author, type: 'User' },
        labels: o.label === undefined ? [] : [{ name: o.label }],
        head: { sha: HEAD, ref: 'feature', repo: { full_name: 'octo/demo' } },
        base: { sha: BASE, ref: 'main', repo: { full_name: 'octo/demo' } },
      },
      repository: { full_name: 'octo/demo', name: 'demo', owner: { login: 'octo' } },
    },
    {},
  );
  if (parsed.kind !== 'pull_request') throw new Error('not a pull request event');
  return parsed;
}

async function act(dir: string, ev: PullRequestEvent, helper: FakeHelper) {
  const log = recordingLog();
  const summary = new JobSummary();
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', comment: 'true', review: 'false' }),
    event: ev,
    runner: { eventName: 'pull_request', workspace: dir, sha: ev.headSha, ref: 'refs/pull/7/merge', repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => helper.github,
    log,
    summary,
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, log, summary: summary.compose() };
}

const PATCHES = { 'prompts/planner.md': '@@ -1 +1 @@\n-You plan.\n+You plan. Answer PASS when the plan is sound.' };
const helperWith = (permissions: FakeHelperOptions['permissions']) =>
  fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], patches: PATCHES, issues: {}, permissions, files: { [BASE]: { 'context-eval.yaml': config() } } });

/** Phase 1 (the plan, awaiting), then the label added by `sender`. */
async function labelBy(sender: string | undefined, author: string, permissions: FakeHelperOptions['permissions']) {
  const ws = workspace();
  const helper = helperWith(permissions);
  await act(ws.dir, event({ action: 'opened', author }), helper);
  expect(helper.comments.get(KEY)?.body).toContain('state=awaiting');
  model().requests.length = 0;
  const ran = await act(ws.dir, event({ action: 'labeled', author, label: LABEL, ...(sender === undefined ? {} : { sender }) }), helper);
  return { ...ran, helper, comment: helper.comments.get(KEY)?.body ?? '' };
}

const notApproved = (ran: Awaited<ReturnType<typeof labelBy>>) => {
  expect(model().requests, 'no model call without a valid approval').toHaveLength(0);
  expect(ran.out.verdict).toBe('skipped');
  expect(ran.comment).toContain(`state=awaiting sha=${HEAD}`);
  expect(ran.comment).not.toContain('state=approved');
};

describe('who can approve a high-stakes plan', () => {
  it('a maintainer with write permission who is not the author approves', async () => {
    const ran = await labelBy('maintainer', 'alice', { maintainer: 'write', alice: 'write' });
    expect(ran.out.verdict).toBe('pass');
    expect(model().requests.length).toBeGreaterThan(0);
    expect(ran.comment).toContain(`state=approved sha=${HEAD}`);
  });

  it("the PR's author labelling their own PR does not approve it, even with write permission", async () => {
    const ran = await labelBy('alice', 'alice', { alice: 'admin' });
    notApproved(ran);
    expect(ran.comment).toMatch(/@\u200b?alice.*author|author.*@\u200b?alice/s);
  });

  it('a user with read or triage permission does not approve', async () => {
    for (const permission of ['read', 'triage'] as const) {
      const ran = await labelBy('helper', 'alice', { helper: permission });
      notApproved(ran);
      expect(ran.comment).toMatch(/write permission/);
    }
  });

  it('a look-alike login of a maintainer does not approve: the permission is asked for the exact login', async () => {
    const ran = await labelBy('rnaintainer', 'alice', { maintainer: 'admin' });
    notApproved(ran);
  });

  it('a labeled event that names no sender does not approve', async () => {
    const ran = await labelBy(undefined, 'alice', { maintainer: 'admin' });
    notApproved(ran);
  });
});

describe('the permission is asked of GitHub for the exact login', () => {
  it('GET collaborators/{username}/permission through the helper, against the fake validated by the OpenAPI description', async () => {
    const gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'octo/demo' });
    try {
      for (const [login, role] of [['ada', 'admin'], ['max', 'maintain'], ['wes', 'write'], ['tri', 'triage'], ['rea', 'read']] as const) gh.setPermission(login, role);
      const github = gitHubOver(unpacedClient(gh.url));
      const ask = (username: string) => github.repoPermission({ owner: 'octo', repo: 'demo', username });
      expect(await Promise.all(['ada', 'max', 'wes', 'tri', 'rea', 'nobody', 'wes-', 'vves'].map(ask))).toEqual(['admin', 'write', 'write', 'read', 'read', 'none', 'none', 'none']);
      expect(gh.requests.filter((r) => r.path.includes('/collaborators/')).length).toBe(8);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});
