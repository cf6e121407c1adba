/**
 * A sticky comment never outlives the run that wrote it (issue 30, row 1 and item 1). Every pull-request
 * run that gets as far as reading the PR rewrites the comment for its own head SHA, whatever its verdict
 * (a superseded run excepted): a push whose run cannot evaluate replaces the green comment of the commit
 * before it, a first run without the provider key leaves a comment that says so, and the evaluated commit
 * and its base are written visibly, not only in the hidden marker. In process, with the GitHub helper
 * faked in memory, and once against the HTTP fake of GitHub's API (validated against its OpenAPI
 * description) through the real helper.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { initialOutputs, type ActionContext, type Outputs } from '../../src/action/context.js';
import type { PullRequestEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { gitHubOver, type GitHub } from '../../src/github/github.js';
import { parseInputs } from '../../src/inputs.js';
import { startFakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { fakeGitHubHelper } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const NEXT = 'e'.repeat(40);
const KEY = '7:context-eval.yaml';
const KEYED = { OPENAI_API_KEY: 'sk-test' };

const model = useFakeModel();

function prEvent(over: Partial<PullRequestEvent> = {}): PullRequestEvent {
  return { kind: 'pull_request', action: 'synchronize', number: 7, headSha: HEAD, baseSha: BASE, baseRef: 'main', owner: 'octo', repo: 'demo', fromFork: false, ...over };
}

async function act(dir: string, event: PullRequestEvent, github: GitHub, env: Record<string, string>, repository = 'octo/demo'): Promise<{ out: Outputs; failed: string[] }> {
  const log = recordingLog();
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' }),
    event,
    runner: { eventName: 'pull_request', workspace: dir, sha: event.headSha, ref: 'refs/pull/7/merge', repository, runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env,
    github: () => github,
    log,
    summary: new JobSummary(),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, failed: log.failed };
}

/** The comment's visible text: everything but the hidden lines, without Markdown's backslash escapes. */
const visible = (body: string) => body.replace(/<!--[\s\S]*?-->/g, '').replace(/\\([\\`*_[\]~|])/g, '$1');

describe('the sticky comment states the verdict of this head SHA', () => {
  it('a green run names the commit it evaluated, and its base, in visible text', async () => {
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    const ran = await act(ws.dir, prEvent(), helper.github, KEYED);
    expect(ran.out.verdict).toBe('pass');
    const body = helper.comments.get(KEY)?.body ?? '';
    expect(visible(body)).toContain(`for \`${HEAD.slice(0, 7)}\`, base \`${BASE.slice(0, 7)}\``);
  });

  it('the next push without the key replaces the green comment: could not evaluate, for the new commit', async () => {
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    const green = await act(ws.dir, prEvent(), helper.github, KEYED);
    expect(green.out.verdict).toBe('pass');
    const before = helper.comments.get(KEY)?.body ?? '';
    expect(before).toContain('✅');

    model().requests.length = 0;
    const failed = await act(ws.dir, prEvent({ headSha: NEXT }), helper.github, {});
    expect(failed.out.verdict).toBe('error');
    expect(failed.failed.join('\n')).toMatch(/OPENAI_API_KEY/);
    expect(model().requests).toHaveLength(0);
    const after = helper.comments.get(KEY);
    expect(after?.body).not.toBe(before);
    expect(after?.sha).toBe(NEXT);
    const text = visible(after?.body ?? '');
    expect(text).not.toContain('✅');
    expect(text).toMatch(/^### context-eval: ⚠️ could not evaluate/m);
    expect(text).toContain(`for \`${NEXT.slice(0, 7)}\`, base \`${BASE.slice(0, 7)}\``);
    expect(text).toContain('OPENAI_API_KEY');
  });

  it('a first run without the key writes a comment that says so', async () => {
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    const ran = await act(ws.dir, prEvent(), helper.github, {});
    expect(ran.out.verdict).toBe('error');
    expect(ran.out['comment-url']).toBe('https://github.test/c/7');
    const text = visible(helper.comments.get(KEY)?.body ?? '');
    expect(text).toMatch(/^### context-eval: ⚠️ could not evaluate/m);
    expect(text).toMatch(/OPENAI_API_KEY.*is not set/);
    expect(text).toMatch(/\(missing provider key\)/);
    expect(text).toContain('env: OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}');
    expect(text).toContain(`for \`${HEAD.slice(0, 7)}\``);
  });

  it('a push that breaks the config replaces the green comment too', async () => {
    const files = suiteFiles(model().baseUrl);
    const ws = makeWorkspace(files);
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    await act(ws.dir, prEvent(), helper.github, KEYED);
    const broken = makeWorkspace({ ...files, 'context-eval.yaml': 'version: 1\nproviders: {}\nroles: { planner: { provider: nowhere, system: prompts/planner.md } }\n' });
    const ran = await act(broken.dir, prEvent({ headSha: NEXT }), helper.github, KEYED);
    expect(ran.out.verdict).toBe('error');
    const text = visible(helper.comments.get(KEY)?.body ?? '');
    expect(text).not.toContain('✅');
    expect(text).toMatch(/could not evaluate/);
    expect(text).toMatch(/config problem/);
    expect(text).toContain(`for \`${NEXT.slice(0, 7)}\``);
  });

  it('a high-stakes plan awaiting approval names the commit it is for, visibly', async () => {
    const files = suiteFiles(model().baseUrl);
    const config = `${files['context-eval.yaml'] ?? ''}high_stakes: { require_approval: "context-eval:approved" }\n`;
    const ws = makeWorkspace({ ...files, 'context-eval.yaml': config });
    const patches = { 'prompts/planner.md': '@@ -1 +1 @@\n-a\n+b' };
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], patches, issues: {}, files: { [BASE]: { 'context-eval.yaml': config } } });
    const ran = await act(ws.dir, prEvent({ title: 'Migrate the planner', body: 'Show me a plan first.' }), helper.github, KEYED);
    expect(ran.out.verdict).toBe('skipped');
    const text = visible(helper.comments.get(KEY)?.body ?? '');
    expect(text).toMatch(/Awaiting approval/);
    expect(text).toMatch(new RegExp(`^### .*High-stakes change: the plan for \`${HEAD.slice(0, 7)}\``, 'm'));
  });

  it('a fork pull request without secrets is still a skip, not an error', async () => {
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    const ran = await act(ws.dir, prEvent({ fromFork: true }), helper.github, {});
    expect(ran.out.verdict).toBe('skipped');
    expect(ran.failed).toEqual([]);
    expect(helper.comments.get(KEY)?.body).toMatch(/comes from a fork/);
    expect(visible(helper.comments.get(KEY)?.body ?? '')).toMatch(new RegExp(`^### ⏭️ context-eval skipped this pull request · for \`${HEAD.slice(0, 7)}\`, base \`${BASE.slice(0, 7)}\`$`, 'm'));
  });
});

describe('through the real helper against the fake GitHub API', () => {
  it('green, then a push without the key: one comment, rewritten for the new head, every request valid', async () => {
    const gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'octo/demo' });
    try {
      const ws = makeWorkspace(suiteFiles(model().baseUrl));
      const github = gitHubOver(unpacedClient(gh.url));
      gh.addPull({ number: 7, headSha: HEAD, baseSha: BASE, baseRef: 'main', files: ['prompts/planner.md'] });
      gh.putFile(BASE, 'context-eval.yaml', 'version: 1\n');
      const green = await act(ws.dir, prEvent(), github, KEYED);
      expect(green.out.verdict).toBe('pass');
      const before = gh.comments(7)[0]?.body ?? '';
      gh.setHeadSha(7, NEXT);
      const failed = await act(ws.dir, prEvent({ headSha: NEXT }), github, {});
      expect(failed.out.verdict).toBe('error');
      const all = gh.comments(7);
      expect(all).toHaveLength(1);
      expect(all[0]?.body).not.toBe(before);
      expect(all[0]?.body).toContain(`<!-- context-eval:sha ${NEXT} -->`);
      expect(visible(all[0]?.body ?? '')).toMatch(/could not evaluate[\s\S]*OPENAI_API_KEY/);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });

  it('a run superseded by a newer push leaves the comment alone, even when it errs', async () => {
    const gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'octo/demo' });
    try {
      const ws = makeWorkspace(suiteFiles(model().baseUrl));
      const github = gitHubOver(unpacedClient(gh.url));
      gh.addPull({ number: 7, headSha: NEXT, baseSha: BASE, baseRef: 'main', files: ['prompts/planner.md'] });
      const newer = await act(ws.dir, prEvent({ headSha: NEXT }), github, KEYED);
      expect(newer.out.verdict).toBe('pass');
      const before = gh.comments(7)[0]?.body ?? '';
      const stale = await act(ws.dir, prEvent(), github, {});
      expect(stale.out.verdict).toBe('error');
      expect(gh.comments(7).map((c) => c.body)).toEqual([before]);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});
