/**
 * A re-run repeats its verdict from the same baseline records (issue 31 item 2): the sticky comment's
 * hidden marker names the baseline records the first run pooled, and a re-run of the same head SHA
 * against the same merge base uses exactly those, not a nightly record that landed in between. A pin
 * the bot did not write (an edited comment), or one naming a record that no longer exists, falls back
 * to the normal pool. In process, with the GitHub helper faked in memory and a local fake model.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialOutputs, type ActionContext, type Outputs } from '../../src/action/context.js';
import type { ActionEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import type { Report } from '../../src/report/types.js';
import { fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const BASE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);
const model = useFakeModel();

const prEvent = (headSha = HEAD): ActionEvent => ({ kind: 'pull_request', action: 'synchronize', number: 7, headSha, baseSha: BASE, baseRef: 'main', owner: 'octo', repo: 'demo', fromFork: false });
const push: ActionEvent = { kind: 'push', name: 'push', sha: BASE, ref: 'refs/heads/main', defaultBranch: 'main' };

async function act(dir: string, event: ActionEvent, helper: FakeHelper): Promise<{ out: Outputs; report: Report }> {
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' }),
    event,
    runner: { eventName: event.kind === 'pull_request' ? 'pull_request' : 'push', workspace: dir, sha: event.kind === 'pull_request' ? event.headSha : event.sha, ref: event.kind === 'pull_request' ? 'refs/pull/7/merge' : event.ref, repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => helper.github,
    log: recordingLog(),
    summary: new JobSummary(),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  const report = JSON.parse(readFileSync(out.report, 'utf8')) as Report;
  return { out, report };
}

const baselineOf = (report: Report, name: string) => report.scenarios.find((s) => s.name === name)?.comparison?.baseline;
const comment = (helper: FakeHelper) => helper.comments.get('7:context-eval.yaml')?.body ?? '';

/** A baseline push at the merge base, the PR's first run, then a nightly record at the merge base in which plans-billing fails. */
async function firstRunThenNightly() {
  const files = suiteFiles(model().baseUrl);
  // Fewer baseline runs than the default 30 keep the file fast; nothing here depends on their number.
  const ws = makeWorkspace({ ...files, 'context-eval.yaml': `${files['context-eval.yaml']}compare: { baseline_runs: 8 }\n` });
  const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], mergeBase: BASE });
  await act(ws.dir, push, helper);
  const first = await act(ws.dir, prEvent(), helper);
  expect(baselineOf(first.report, 'plans-billing')).toMatchObject({ passes: 8, attempted: 8, records: 1 });
  model().setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' }));
  await act(ws.dir, push, helper);
  model().setHandler(() => ({ content: 'PASS' }));
  return { ws, helper, first };
}

describe('a re-run uses the baseline records its first run used', () => {
  it('a nightly record lands between a run and its re-run: the re-run compares with the pinned record, and the comment says so', async () => {
    const { ws, helper, first } = await firstRunThenNightly();
    const again = await act(ws.dir, prEvent(), helper);
    expect(baselineOf(again.report, 'plans-billing')).toEqual(baselineOf(first.report, 'plans-billing'));
    expect(baselineOf(again.report, 'plans-auth')).toEqual(baselineOf(first.report, 'plans-auth'));
    expect(again.report.scenarios.map((s) => s.comparison?.state)).toEqual(first.report.scenarios.map((s) => s.comparison?.state));
    expect(comment(helper)).toMatch(/compared with the same 1 baseline record as the first run/);
    expect(again.out.verdict).toBe(first.out.verdict);
  });
  it('a comment edited by someone else pins nothing: the re-run pools the usual records (the nightly one included)', async () => {
    const { ws, helper } = await firstRunThenNightly();
    const key = '7:context-eval.yaml';
    helper.editComment(key, comment(helper), 'mallory');
    const again = await act(ws.dir, prEvent(), helper);
    expect(baselineOf(again.report, 'plans-billing')?.records).toBe(2);
    expect(again.report.baselineRecords?.pinned).toBeUndefined();
    expect(comment(helper)).not.toMatch(/as the first run/);
  });
  it('a pin written for another head is set aside: a new head pools the usual records', async () => {
    const { ws, helper } = await firstRunThenNightly();
    const next = await act(ws.dir, prEvent('f'.repeat(40)), helper);
    expect(baselineOf(next.report, 'plans-billing')?.records).toBe(2);
    expect(next.report.baselineRecords?.records).toHaveLength(2);
  });
  it('a pin naming a record that no longer exists is set aside for the usual pool', async () => {
    const { ws, helper, first } = await firstRunThenNightly();
    const key = '7:context-eval.yaml';
    const stored = helper.comments.get(key);
    if (stored === undefined) throw new Error('no comment');
    const pinned = first.report.baselineRecords?.records[0];
    expect(pinned).toBeDefined();
    // As if the bot had written it (no foreign edit), but naming a record that is not in the history.
    helper.comments.set(key, { ...stored, body: stored.body.replace(pinned?.timestamp ?? '', '2026-01-01T00:00:00.000Z') });
    const missing = await act(ws.dir, prEvent(), helper);
    expect(baselineOf(missing.report, 'plans-billing')?.records).toBe(2);
    expect(missing.report.baselineRecords?.pinned).toBeUndefined();
  });
});
