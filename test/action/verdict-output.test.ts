/**
 * Issue 32, item 1: the action's `verdict` output agrees with its exit. The step fails (exit 1) exactly
 * when `verdict` is `fail` or `error`; a finding outside `fail-on` is advisory, so the job passes and
 * `verdict` says `pass` while the counts (`failed`, `errored`, `regressions`) still say what happened.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialOutputs, type ActionContext, type Outputs } from '../../src/action/context.js';
import { decideGate, jobVerdict } from '../../src/action/gate.js';
import type { FailOn } from '../../src/action/fail-on.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper } from '../fakes/github-helper.js';
import { makeWorkspace, suiteFiles } from './harness.js';
import { recordingLog, useFakeModel, type Logged } from './in-process.js';
import { comparison, report, scenario } from '../report/fixtures.js';

const model = useFakeModel();

async function runWith(failOn: string): Promise<{ out: Outputs; log: Logged }> {
  const ws = makeWorkspace(suiteFiles(model().baseUrl));
  const log = recordingLog();
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 't', mode: 'full', comment: 'false', review: 'false', record: 'false', 'fail-on': failOn }),
    event: { kind: 'workflow_dispatch', name: 'workflow_dispatch', sha: 'd'.repeat(40), ref: 'refs/heads/feature' },
    runner: { eventName: 'workflow_dispatch', workspace: ws.dir, sha: 'd'.repeat(40), ref: 'refs/heads/feature', repository: 'octo/demo', runnerTemp: path.join(ws.dir, '.runner') },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => fakeGitHubHelper({ changedFiles: [] }).github,
    log,
    summary: new JobSummary(),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, log };
}

const failsTheJob = (v: Outputs['verdict']) => v === 'fail' || v === 'error';

describe('the verdict output agrees with the exit', () => {
  it('failing scenarios under fail-on threshold: exit 1, verdict fail', async () => {
    model().setHandler(() => ({ content: 'nope' }));
    const { out, log } = await runWith('threshold,regression,error');
    expect(log.failed).toHaveLength(1);
    expect(out.verdict).toBe('fail');
    expect(out.failed).toBe(2);
  });

  it('failing scenarios outside fail-on: the job passes, and so does its verdict; the counts keep the failures', async () => {
    model().setHandler(() => ({ content: 'nope' }));
    const { out, log } = await runWith('regression');
    expect(log.failed).toEqual([]);
    expect(failsTheJob(out.verdict)).toBe(false);
    expect(out.verdict).toBe('pass');
    expect(out.failed).toBe(2);
  });

  it('passing scenarios: exit 0, verdict pass', async () => {
    const { out, log } = await runWith('threshold,regression,error');
    expect(log.failed).toEqual([]);
    expect(out.verdict).toBe('pass');
  });
});

describe('jobVerdict: the job verdict of every kind of finding', () => {
  const on = (...kinds: FailOn[]) => new Set<FailOn>(kinds);
  const dropped = report([scenario('a', 'pass', { comparison: comparison({ state: 'drop' }) })]);
  const errored = report([scenario('a', 'error')]);
  const failed = report([scenario('a', 'fail')]);
  const passed = report([scenario('a', 'pass')]);
  const cases: [string, ReturnType<typeof report>, ReturnType<typeof decideGate>, Outputs['verdict']][] = [
    ['a regression alone fails the job: verdict fail, though every scenario passed its threshold', dropped, decideGate(dropped, on('regression')), 'fail'],
    ['a regression outside fail-on: pass', dropped, decideGate(dropped, on('threshold')), 'pass'],
    ['scenarios not evaluated, error in fail-on: error', errored, decideGate(errored, on('error')), 'error'],
    ['scenarios not evaluated, error outside fail-on: pass', errored, decideGate(errored, on('threshold')), 'pass'],
    ['a failed threshold and a record that could not be written: fail', failed, decideGate(failed, on('threshold'), { recordError: 'x' }), 'fail'],
    ['only a record that could not be written: error', passed, decideGate(passed, on('threshold'), { recordError: 'x' }), 'error'],
    ['drift findings under fail-on drift: fail', passed, decideGate(passed, on('drift'), { driftFindings: 2 }), 'fail'],
    ['nothing ran: skipped', report([scenario('a', 'skipped')]), decideGate(report([scenario('a', 'skipped')]), on('threshold')), 'skipped'],
  ];
  it.each(cases)('%s', (_, r, gate, verdict) => {
    expect(jobVerdict(r, gate)).toBe(verdict);
    expect(failsTheJob(jobVerdict(r, gate))).toBe(gate.fail);
  });
});
