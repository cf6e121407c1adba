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
import type { ActionEvent } from '../../src/action/event.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper, type FakeHelper } from '../fakes/github-helper.js';
import { recordingLog, useFakeModel, type Logged } from './in-process.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const model = useFakeModel();

async function act(dir: string, event: Extract<ActionEvent, { kind: 'push' | 'schedule' }>, helper: FakeHelper): Promise<{ out: Outputs; log: ActionLog & Logged }> {
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

const push = (sha: string): ActionEvent & { kind: 'push' } => ({ kind: 'push', name: 'push', sha, ref: 'refs/heads/main', defaultBranch: 'main' });
const nightly = (sha: string): ActionEvent & { kind: 'schedule' } => ({ kind: 'schedule', name: 'schedule', sha, ref: 'refs/heads/main' });
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
