/**
 * A baseline workflow that is red on every push says why once, not every night (issue 31 item 1). The
 * first recording run where a scenario fails its threshold fails the job and says why; the next
 * recording runs of the same branch, with that scenario's context unchanged and still failing, do not
 * turn red again: a warning says it has been failing since that commit. A change to its context that
 * still fails is red once more (a new cause). In process, with the fake GitHub helper's data branch.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { initialOutputs, type ActionContext, type ActionLog, type Outputs } from '../../src/action/context.js';
import type { OtherEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel, type Logged } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';
import { knownFailures, markKnownFailures } from '../../src/action/baseline-and-record.js';
import { decideGate } from '../../src/action/gate.js';
import type { FailOn } from '../../src/action/fail-on.js';
import { makeRecord, sha } from '../history/make-record.js';
import { report, scenario } from '../report/fixtures.js';

const model = useFakeModel();

async function act(dir: string, event: OtherEvent, helper: FakeHelper): Promise<{ out: Outputs; log: ActionLog & Logged }> {
  const log = recordingLog();
  const out = initialOutputs();
  const ctx: ActionContext = {
    inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' }),
    event,
    runner: { eventName: event.name, workspace: dir, sha: event.sha, ref: event.ref, repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
    env: { OPENAI_API_KEY: 'sk-test' },
    github: () => helper.github,
    log,
    summary: new JobSummary(),
    redactData: (t) => t,
  };
  await guarded(ctx, out, () => runAction(ctx, out));
  return { out, log };
}

const push = (sha: string): OtherEvent => ({ kind: 'push', name: 'push', sha, ref: 'refs/heads/main', defaultBranch: 'main' });
const nightly = (sha: string): OtherEvent => ({ kind: 'schedule', name: 'schedule', sha, ref: 'refs/heads/main' });
const warnings = (log: Logged) => log.lines.filter((l) => l.level === 'warning').map((l) => l.message);

describe('a scenario failing on the default branch, night after night', () => {
  it('is red once, with its cause; then a warning names the commit it has failed since', async () => {
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    model().setHandler((body) => ({ content: JSON.stringify(body.messages).includes('billing') ? 'nope' : 'PASS' }));

    const first = await act(ws.dir, push('a'.repeat(40)), helper);
    expect(first.out.verdict).toBe('fail');
    expect(first.log.failed.join('\n')).toMatch(/1 scenario failed its threshold/);

    const again = await act(ws.dir, nightly('b'.repeat(40)), helper);
    // Still failing, same context: not a new red.
    expect(again.log.failed).toEqual([]);
    expect(warnings(again.log).join('\n')).toMatch(/plans-billing[^\n]*failing since aaaaaaa/);

    const third = await act(ws.dir, push('c'.repeat(40)), helper);
    expect(third.log.failed).toEqual([]);
    expect(warnings(third.log).join('\n')).toMatch(/plans-billing[^\n]*failing since aaaaaaa/);

    // A new context for it that still fails is a new cause: red once more.
    writeFileSync(path.join(ws.dir, 'prompts', 'planner.md'), 'You plan, with care. Answer PASS when the plan is sound.\n');
    const changed = await act(ws.dir, push('d'.repeat(40)), helper);
    expect(changed.log.failed.join('\n')).toMatch(/1 scenario failed its threshold/);
  });
});

describe('knownFailures (pure)', () => {
  const failingNow = (name: string, hash = 'hash-a') => scenario(name, 'fail', { contextHash: hash });
  const failed = { passes: 0, attempted: 5 };
  it('a failure the newest earlier record had, with the same context, is known since the start of its run of failures', () => {
    const records = [makeRecord(1, [{ name: 'x' }]), makeRecord(2, [{ name: 'x', ...failed }]), makeRecord(3, [{ name: 'x', ...failed }]), makeRecord(4, [{ name: 'x', ...failed }], { ref: 'refs/heads/side' })];
    expect(knownFailures(report([failingNow('x')]), records, 'refs/heads/main')).toEqual([{ name: 'x', sinceSha: sha(2), since: records[1]?.timestamp, orEarlier: false }]);
  });
  it('passing last time, a changed context, or no earlier record: not known (red, with its cause)', () => {
    const r = report([failingNow('x'), failingNow('y', 'hash-b'), failingNow('z')]);
    const records = [makeRecord(1, [{ name: 'y', ...failed }]), makeRecord(2, [{ name: 'x', ...failed }]), makeRecord(3, [{ name: 'x' }, { name: 'y', ...failed }])];
    expect(knownFailures(r, records, 'refs/heads/main')).toEqual([]);
  });
  it('the gate reads a known failure as failing at the base, and says since when', () => {
    const r = markKnownFailures(report([failingNow('x')]), [{ name: 'x', sinceSha: sha(2), since: '2026-11-03T00:00:00.000Z', orEarlier: true }]);
    const gate = decideGate(r, new Set<FailOn>(['threshold', 'regression', 'error']));
    expect(gate.fail).toBe(false);
    expect(gate.warnings[0]).toMatch(/^1 scenario failing its threshold at the base too: x \(failing since 0000002 or earlier, 2026-11-03\)/);
    expect(decideGate(r, new Set<FailOn>(['failing-at-base'])).fail).toBe(true);
  });
});
