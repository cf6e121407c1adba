/**
 * The two-phase high-stakes run in the action pipeline, in process (src/action/high-stakes.ts), with the
 * GitHub helper faked in memory and a local OpenAI-compatible server: phase 1 (plan comment, no model
 * call, verdict skipped, "awaiting approval"), phase 2 after the `labeled` event (the planned N, the same
 * comment), approval bound to the head SHA, no approval required, below the threshold, and the feature off.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initialOutputs, type ActionContext, type ActionLog, type Outputs } from '../../src/action/context.js';
import type { PullRequestEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper, type FakeHelper, type FakeHelperOptions } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel, type Logged } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const NEXT = 'e'.repeat(40);
const LABEL = 'context-eval:approved';
const KEY = '7:context-eval.yaml';

const model = useFakeModel();

/** The config of the latest workspace: the base branch has the same (high_stakes is read from the base; test/action/high-stakes-second-person.test.ts). */
let baseConfig = '';

/** The suite with threshold 1 under the count rule (no early stop while every run passes, so the call count is N) and `high_stakes`. */
function workspace(highStakes: string | undefined) {
  const files = suiteFiles(model().baseUrl);
  const config = (files['context-eval.yaml'] ?? '').replace('threshold: 2/3', 'threshold: 1, verdict: count');
  files['context-eval.yaml'] = `${config}${highStakes === undefined ? '' : `high_stakes: ${highStakes}\n`}`;
  baseConfig = files['context-eval.yaml'];
  return makeWorkspace(files);
}

const PATCHES = { 'prompts/planner.md': '@@ -1 +1 @@\n-You plan.\n+You plan. Answer PASS when the plan is sound.' };

function prEvent(over: Partial<PullRequestEvent> = {}): PullRequestEvent {
  return {
    kind: 'pull_request',
    action: 'synchronize',
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
    ...over,
  };
}

interface Ran {
  out: Outputs;
  log: ActionLog & Logged;
  summary: string;
  helper: FakeHelper;
}

async function act(dir: string, event: PullRequestEvent, helper: FakeHelper, inputs: Record<string, string> = {}): Promise<Ran> {
  const log = recordingLog();
  const summary = new JobSummary();
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error', ...inputs }),
    event,
    runner: { eventName: 'pull_request', workspace: dir, sha: event.headSha, ref: 'refs/pull/7/merge', repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => helper.github,
    log,
    summary,
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, log, summary: summary.compose(), helper };
}

const helperWith = (over: FakeHelperOptions = {}) =>
  fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], patches: PATCHES, issues: {}, permissions: { maintainer: 'write' }, files: { [BASE]: { 'context-eval.yaml': baseConfig } }, ...over });
/** The approval label added by a maintainer with write permission, not the PR's author (test/security/high-stakes-approval.test.ts has the others). */
const BY_MAINTAINER = { sender: 'maintainer', author: 'alice' };

interface ReportJson {
  verdict: string;
  scenarios: { name: string; verdict: string; planned: number; attempted: number; reason: string }[];
  highStakes?: { score: number; phase: string; reason: string; matches: { signal: string }[]; plan?: { calls: number; scenarios: { name: string; plannedRuns: number; compareCap: number }[] } };
}
const reportOf = (out: Outputs): ReportJson => JSON.parse(readFileSync(out.report, 'utf8')) as ReportJson;

describe('high-stakes phase 1 and 2 in the action pipeline', () => {
  it('phase 1 with require_approval: the plan in the sticky comment, no model call, verdict skipped, awaiting approval', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const ran = await act(ws.dir, prEvent(), helperWith());
    expect(model().requests).toHaveLength(0);
    expect(ran.out.verdict).toBe('skipped');
    expect(ran.log.failed).toEqual([]);
    const comment = ran.helper.comments.get(KEY)?.body ?? '';
    expect(comment).toContain('High-stakes change: the plan');
    expect(comment).toContain(`<!-- context-eval:high-stakes state=awaiting sha=${HEAD} verdict=none -->`);
    expect(comment).toMatch(/Awaiting approval/);
    expect(comment).toContain(`\`${LABEL}\``);
    // Both scenarios, N 3 → planned 6 (runs_factor 2), no baseline: the cap is the planned N.
    expect(comment).toMatch(/\| plans-auth \| planner \| 3 \| 6 \|/);
    expect(comment).toMatch(/at most 12 model calls/);
    expect(comment).toContain('high-stakes words +0.4 ("Migrate" in title)');
    expect(comment).toContain('a request for a plan +0.5');
    expect(ran.summary).toMatch(/awaiting approval/);
    const report = reportOf(ran.out);
    expect(report.verdict).toBe('skipped');
    expect(report.scenarios.map((s) => [s.verdict, s.planned, s.reason])).toEqual([
      ['skipped', 6, 'skipped: awaiting approval of the high-stakes plan (no model call)'],
      ['skipped', 6, 'skipped: awaiting approval of the high-stakes plan (no model call)'],
    ]);
    expect(report.highStakes).toMatchObject({ score: 0.9, phase: 'awaiting', plan: { calls: 12 } });
    const events = readFileSync(path.join(path.dirname(ran.out.report), 'high-stakes-events.jsonl'), 'utf8');
    expect(events).toMatch(/"type":"high_stakes_scored","score":0.9/);
    expect(events).toMatch(/"type":"high_stakes_awaiting_approval"/);
    expect(ran.log.lines.some((l) => l.level === 'info' && l.message.includes('high-stakes score 0.9 ≥ threshold 0.6'))).toBe(true);
  });

  it('phase 2 after the labeled event: the planned N per scenario, the same comment updated with the plan above the results', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith();
    await act(ws.dir, prEvent(), helper);
    expect(model().requests).toHaveLength(0);
    const ran = await act(ws.dir, prEvent({ action: 'labeled', label: LABEL, labels: [LABEL], ...BY_MAINTAINER }), helper);
    expect(ran.out.verdict).toBe('pass');
    // threshold 1 never stops early while runs pass: 2 scenarios × 6 planned runs.
    expect(model().requests).toHaveLength(12);
    expect(helper.comments.size).toBe(1);
    const comment = helper.comments.get(KEY)?.body ?? '';
    expect(comment).toContain(`<!-- context-eval:high-stakes state=approved sha=${HEAD} verdict=pass -->`);
    expect(comment).toMatch(/Approved\*\* with the label `context-eval:approved`/);
    expect(comment.indexOf('High-stakes change: the plan')).toBeLessThan(comment.indexOf('plans-billing', comment.indexOf('---\n')));
    const report = reportOf(ran.out);
    expect(report.scenarios.map((s) => [s.planned, s.attempted])).toEqual([
      [6, 6],
      [6, 6],
    ]);
    expect(report.highStakes?.phase).toBe('approved');
  });

  it('a new push after approval shows a new plan and waits: the label already on the PR does not approve the changed commit', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith();
    await act(ws.dir, prEvent(), helper);
    await act(ws.dir, prEvent({ action: 'labeled', label: LABEL, labels: [LABEL], ...BY_MAINTAINER }), helper);
    model().requests.length = 0;
    const ran = await act(ws.dir, prEvent({ headSha: NEXT, labels: [LABEL] }), helper);
    expect(model().requests).toHaveLength(0);
    expect(ran.out.verdict).toBe('skipped');
    const comment = helper.comments.get(KEY)?.body ?? '';
    // The earlier run's verdict is carried on; the plan is for the new commit.
    expect(comment).toContain(`state=awaiting sha=${NEXT} verdict=pass`);
    expect(comment).toMatch(/already on this pull request from an earlier commit.*remove `context-eval:approved` and add it again/);
  });

  it('a label added while the comment shows an older commit\'s plan does not run: the new plan is shown instead', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith();
    await act(ws.dir, prEvent(), helper);
    const ran = await act(ws.dir, prEvent({ action: 'labeled', label: LABEL, labels: [LABEL], headSha: NEXT, ...BY_MAINTAINER }), helper);
    expect(model().requests).toHaveLength(0);
    expect(ran.out.verdict).toBe('skipped');
    const comment = helper.comments.get(KEY)?.body ?? '';
    expect(comment).toContain(`state=awaiting sha=${NEXT}`);
    expect(comment).toContain(`the plan on display was for ${HEAD.slice(0, 7)}`);
  });

  it('another label is nothing to do', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith();
    const ran = await act(ws.dir, prEvent({ action: 'labeled', label: 'bug', labels: ['bug'] }), helper);
    expect(ran.out.verdict).toBe('skipped');
    // Only the base's config is read: its high_stakes names the approval label.
    expect(helper.calls).toEqual(['readFileAtRef']);
    expect(ran.log.lines.find((l) => l.level === 'notice')?.message).toMatch(/nothing to do for pull_request 'labeled'.*labeled with the label context-eval:approved/);
  });

  it('without require_approval: the plan is posted before the first model call, then the planned N runs in the same job', async () => {
    const ws = workspace('{ runs_factor: 1.5 }');
    const callsAtUpsert: number[] = [];
    const helper = helperWith({ onUpsert: () => callsAtUpsert.push(model().requests.length) });
    const ran = await act(ws.dir, prEvent(), helper);
    expect(callsAtUpsert[0]).toBe(0);
    expect(callsAtUpsert).toHaveLength(2);
    // ⌈3 × 1.5⌉ = 5 per scenario.
    expect(model().requests).toHaveLength(10);
    expect(ran.out.verdict).toBe('pass');
    const comment = helper.comments.get(KEY)?.body ?? '';
    expect(comment).toContain(`state=running sha=${HEAD} verdict=pass`);
    expect(comment).toMatch(/Running the planned N now/);
    expect(reportOf(ran.out).highStakes?.phase).toBe('running');
  });

  it('below the threshold: the usual run, the score in the report and the log', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith();
    const ran = await act(ws.dir, prEvent({ title: 'Tighten the planner wording', body: 'Small edit.' }), helper);
    expect(ran.out.verdict).toBe('pass');
    expect(model().requests).toHaveLength(6);
    const report = reportOf(ran.out);
    expect(report.highStakes).toMatchObject({ score: 0, phase: 'usual' });
    expect(report.highStakes?.plan).toBeUndefined();
    expect(helper.comments.get(KEY)?.body).not.toContain('High-stakes change');
  });

  it('the linked issue, the diff and an earlier failed run count', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith({ issues: { 12: { title: 'Planner', body: 'It spans the entire codebase.' } }, patches: { 'prompts/planner.md': '@@ -1 +1 @@\n-a\n+Never drop table users.' } });
    const first = await act(ws.dir, prEvent({ title: 'Tweak', body: 'Closes #12' }), helper);
    expect(reportOf(first.out).highStakes).toMatchObject({ score: 0.7, phase: 'awaiting' });
    expect(reportOf(first.out).highStakes?.matches.map((m) => m.signal)).toEqual(['high_stakes', 'complex_change']);
    expect(helper.calls).toContain('readIssue');
  });

  it('an earlier failed run is the context signal (+0.2)', async () => {
    const ws = workspace(`{ require_approval: "${LABEL}" }`);
    const helper = helperWith();
    model().setHandler(() => ({ content: 'nope' }));
    const failed = await act(ws.dir, prEvent({ title: 'Deploy wording', body: '' }), helper);
    expect(failed.out.verdict).toBe('fail');
    expect(helper.comments.get(KEY)?.body).toContain('state=none');
    model().setHandler(() => ({ content: 'PASS' }));
    model().requests.length = 0;
    const next = await act(ws.dir, prEvent({ title: 'Deploy wording', body: '', headSha: NEXT }), helper);
    expect(reportOf(next.out).highStakes).toMatchObject({ score: 0.6, phase: 'awaiting' });
    expect(model().requests).toHaveLength(0);
  });

  it("without high_stakes in the config: no scoring, no extra GitHub call but the base's config, no highStakes field", async () => {
    const ws = workspace(undefined);
    const helper = helperWith();
    const ran = await act(ws.dir, prEvent(), helper);
    expect(ran.out.verdict).toBe('pass');
    // 'mergeBase': no history, so the base's context is to be compared with (compare.base: auto).
    expect(helper.calls).toEqual(['readFileAtRef', 'listChangedFiles', 'mergeBase', 'upsertStickyComment']);
    expect(reportOf(ran.out).highStakes).toBeUndefined();
  });
});
