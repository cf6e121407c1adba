/**
 * The action's sequencing in process (src/action/run-action.ts), with the GitHub helper faked in memory
 * (test/fakes/github-helper.ts) and a local OpenAI-compatible server: pull request (run, comment, gate,
 * comparison with a baseline the same pipeline recorded), untouched pull request, fork without secrets,
 * drift, full, and a config problem. The bundled action's own e2e tests (e2e.test.ts and others) run
 * dist/ against the HTTP fake of GitHub's API.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { initialOutputs, type ActionContext, type ActionLog, type Outputs } from '../../src/action/context.js';
import type { ActionEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel, type Logged } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const PUSHED = 'e'.repeat(40);

const model = useFakeModel();

/** The suite, its history on the fake helper's in-memory data branch (history.store: auto, the default). */
function workspace(extra: Record<string, string> = {}) {
  return makeWorkspace({ ...suiteFiles(model().baseUrl), ...extra });
}

/** The history record files on the helper's data branch. */
const recordFiles = (helper: FakeHelper) => [...helper.dataFiles().keys()].filter((f) => /(^|\/)runs\/.*\.json$/.test(f));

function prEvent(over: Partial<Extract<ActionEvent, { kind: 'pull_request' }>> = {}): ActionEvent {
  return { kind: 'pull_request', action: 'synchronize', number: 7, headSha: HEAD, baseSha: BASE, baseRef: 'main', owner: 'octo', repo: 'demo', fromFork: false, ...over };
}

interface Ran {
  out: Outputs;
  log: ActionLog & Logged;
  summary: string;
  helper: FakeHelper;
  githubBuilt: number;
}

async function act(dir: string, event: ActionEvent, opts: { eventName?: string; inputs?: Record<string, string>; env?: Record<string, string>; helper?: FakeHelper; sha?: string } = {}): Promise<Ran> {
  const helper = opts.helper ?? fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
  const log = recordingLog();
  const summary = new JobSummary();
  const out = initialOutputs();
  let githubBuilt = 0;
  const eventName = opts.eventName ?? (event.kind === 'pull_request' ? 'pull_request' : event.name);
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error', ...opts.inputs }),
    event,
    runner: { eventName, workspace: dir, sha: opts.sha ?? (event.kind === 'pull_request' ? event.headSha : event.sha), ref: event.kind === 'pull_request' ? 'refs/pull/7/merge' : event.ref, repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env: opts.env ?? { OPENAI_API_KEY: 'sk-test' },
    github: () => {
      githubBuilt++;
      return helper.github;
    },
    log,
    summary,
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, log, summary: summary.compose(), helper, githubBuilt };
}

const push = (sha = PUSHED): ActionEvent => ({ kind: 'push', name: 'push', sha, ref: 'refs/heads/main', defaultBranch: 'main' });

describe('the action pipeline in process', () => {
  it('pr: runs the touched scenarios, posts one sticky comment and passes', async () => {
    const ws = workspace();
    const ran = await act(ws.dir, prEvent());
    expect(ran.out.verdict).toBe('pass');
    expect(ran.out.passed).toBe(2);
    expect(ran.out.regressions).toBe(0);
    expect(ran.log.failed).toEqual([]);
    // The base's config (for its high_stakes rules), then no history: the merge base is asked for, to compare with the base's context (compare.base: auto; this workspace is no git checkout, so the report says it could not be read).
    expect(ran.helper.calls).toEqual(['readFileAtRef', 'listChangedFiles', 'mergeBase', 'upsertStickyComment']);
    expect(ran.summary).toMatch(/not compared with the base: the merge base [0-9a-f]{7} could not be read \(the checkout is not a git repository/);
    const comment = ran.helper.comments.get('7:context-eval.yaml');
    expect(comment?.sha).toBe(HEAD);
    expect(comment?.body).toContain('plans-auth');
    expect(ran.out['comment-url']).toBe('https://github.test/c/7');
    // No history yet: judged by thresholds alone, and the report says so.
    expect(comment?.body).toMatch(/no history recorded yet/);
    expect(model().requests.length).toBeGreaterThan(0);
  });

  it('pr: the comment links each name to its file at the head SHA and shows no folder of the runner', async () => {
    const ws = workspace();
    const ran = await act(ws.dir, prEvent());
    const body = ran.helper.comments.get('7:context-eval.yaml')?.body ?? '';
    expect(body).toMatch(new RegExp(`\\[plans-auth\\]\\(https://github\\.test/octo/demo/blob/${HEAD}/scenarios/[^)#]+\\.yaml#L\\d+\\)`));
    expect(body).toMatch(/no history recorded yet/);
    expect(body).not.toContain(ws.dir);
  });

  it("pr: with dashboard.url, a failing scenario links to its page on the published dashboard, and the comment to the dashboard's overview", async () => {
    model().setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' }));
    const files = suiteFiles(model().baseUrl);
    const ws = makeWorkspace({ ...files, 'context-eval.yaml': `${files['context-eval.yaml']}\ndashboard:\n  url: https://octo.github.io/demo/\n` });
    const ran = await act(ws.dir, prEvent());
    const body = ran.helper.comments.get('7:context-eval.yaml')?.body ?? '';
    expect(body).toMatch(/\(https:\/\/octo\.github\.io\/demo\/scenarios\/[^)]*plans-billing[^)]*\)/);
    expect(body).toContain('[History dashboard](https://octo.github.io/demo/index.html)');
  });

  it('pr: a dashboard.url that is no https address is a config error naming the key', async () => {
    const files = suiteFiles(model().baseUrl);
    const ws = makeWorkspace({ ...files, 'context-eval.yaml': `${files['context-eval.yaml']}\ndashboard:\n  url: javascript:alert(1)\n` });
    const ran = await act(ws.dir, prEvent());
    expect(ran.out.verdict).toBe('error');
    expect(ran.log.failed.join('\n')).toMatch(/dashboard\.url/);
  });

  it('pr: a scenario that fails its threshold fails the step with the reason, after the comment', async () => {
    model().setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' }));
    const ran = await act(workspace().dir, prEvent());
    expect(ran.out.verdict).toBe('fail');
    expect(ran.out.failed).toBe(1);
    expect(ran.log.failed).toEqual(['context-eval: 1 scenario failed its threshold']);
    // One error annotation, on the failing scenario.
    expect(ran.log.lines.filter((l) => l.level === 'error').map((l) => l.title)).toEqual([expect.stringMatching(/^context-eval: plans-billing failed \(0 of \d+ passed\)$/)]);
    expect(ran.helper.comments.get('7:context-eval.yaml')?.body).toContain('plans-billing');
  });

  it('push records a baseline that the next pr is compared with; a real drop is a regression', async () => {
    const ws = workspace();
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], mergeBase: BASE });
    const recorded = await act(ws.dir, push(BASE), { eventName: 'push', helper });
    expect(recorded.out.verdict).toBe('pass');
    expect(recordFiles(helper)).toHaveLength(1);
    // Recording runs sample compare.baseline_runs (30) per scenario, without early stopping.
    expect(model().requests).toHaveLength(60);

    model().requests.length = 0;
    model().setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' }));
    helper.calls.length = 0;
    const pr = await act(ws.dir, prEvent(), { helper });
    // findStickyComment: a re-run of this head would compare with the baseline records its first run named there (issue 31 item 2).
    expect(pr.helper.calls).toEqual(['readFileAtRef', 'listChangedFiles', 'mergeBase', 'ancestors', 'findStickyComment', 'upsertStickyComment']);
    expect(pr.out.verdict).toBe('fail');
    expect(pr.log.failed[0]).toMatch(/regressed against the baseline: plans-billing/);
    // DESIGN §7's `regressions` output: the scenarios whose comparison is a drop.
    expect(pr.out.regressions).toBe(1);
    // A pull request never writes history.
    expect(recordFiles(helper)).toHaveLength(1);
  });

  it('pr that touches no context file: skipped, the comment marked, no model call', async () => {
    const ran = await act(workspace().dir, prEvent(), { helper: fakeGitHubHelper({ changedFiles: ['README.md'] }) });
    expect(ran.out.verdict).toBe('skipped');
    expect(ran.helper.calls).toEqual(['readFileAtRef', 'listChangedFiles', 'markLastEvaluated']);
    expect(model().requests).toHaveLength(0);
    expect(ran.log.failed).toEqual([]);
    expect(ran.summary).toContain('no context file changed');
  });

  it('fork pr without the provider key: skipped before any call, with a neutral notice', async () => {
    const ran = await act(workspace().dir, prEvent({ fromFork: true }), { env: {} });
    expect(ran.out.verdict).toBe('skipped');
    expect(ran.helper.calls).toEqual(['readFileAtRef', 'upsertStickyComment']);
    expect(ran.helper.comments.get('7:context-eval.yaml')?.body).toMatch(/comes from a fork/);
    expect(ran.log.lines.filter((l) => l.level === 'notice').map((l) => l.message).join('\n')).toMatch(/OPENAI_API_KEY/);
    expect(model().requests).toHaveLength(0);
    expect(ran.log.failed).toEqual([]);
  });

  it('drift (schedule): records, runs the detectors and syncs the drift issue', async () => {
    const ws = workspace();
    const ran = await act(ws.dir, { kind: 'schedule', name: 'schedule', sha: BASE, ref: 'refs/heads/main' });
    expect(ran.out.verdict).toBe('pass');
    expect(ran.helper.calls).toEqual(['driftAcceptances', 'syncDriftIssue']);
    expect(ran.helper.driftSyncs).toEqual([expect.objectContaining({ findings: 0 })]);
    expect(recordFiles(ran.helper)).toHaveLength(1);
    expect(ran.log.failed).toEqual([]);
  });

  it('full (manual dispatch): runs every scenario and never reaches GitHub', async () => {
    const ran = await act(workspace().dir, { kind: 'workflow_dispatch', name: 'workflow_dispatch', sha: HEAD, ref: 'refs/heads/feature' }, { inputs: { mode: 'full' } });
    expect(ran.out.verdict).toBe('pass');
    expect(ran.out.passed).toBe(2);
    expect(ran.githubBuilt).toBe(0);
    expect(ran.out.report).toMatch(/report\.json$/);
  });

  it('a config problem is named as one, fails the step and is in the summary', async () => {
    const ws = workspace({ 'context-eval.yaml': 'version: 1\nproviders: {}\nroles: { planner: { provider: nowhere, system: prompts/planner.md } }\n' });
    const ran = await act(ws.dir, prEvent());
    expect(ran.out.verdict).toBe('error');
    expect(ran.log.failed).toHaveLength(1);
    expect(ran.log.failed[0]).toMatch(/^context-eval: config problem: .*nowhere/s);
    expect(ran.summary).toContain('could not evaluate');
    // The sticky comment says so for this head SHA (issue 30, item 1).
    expect(ran.helper.calls).toEqual(['upsertStickyComment']);
    expect(ran.helper.comments.get('7:context-eval.yaml')?.body).toMatch(/could not evaluate[\s\S]*config problem[\s\S]*nowhere/);
  });
});
