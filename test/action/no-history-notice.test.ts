/**
 * Issue 32, item 6: the first pull requests of a repository meet no history (the data branch does not
 * exist yet). That is expected, and the log says so once, as a plain notice that names what to do (add
 * the baseline workflow), not as an API error and not twice.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialOutputs, type ActionContext } from '../../src/action/context.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper } from '../fakes/github-helper.js';
import { makeWorkspace, suiteFiles } from './harness.js';
import { recordingLog, useFakeModel } from './in-process.js';

const model = useFakeModel();
const HEAD = 'd'.repeat(40);

describe('a pull request before any baseline was recorded', () => {
  it('gets one notice: no history yet, and how to record baselines', async () => {
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const log = recordingLog();
    const out = initialOutputs();
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'] });
    const ctx: ActionContext = {
      inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 't', mode: 'auto', comment: 'false', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' }),
      event: { kind: 'pull_request', action: 'synchronize', number: 7, headSha: HEAD, baseSha: 'c'.repeat(40), baseRef: 'main', owner: 'octo', repo: 'demo', fromFork: false },
      runner: { eventName: 'pull_request', workspace: ws.dir, sha: HEAD, ref: 'refs/pull/7/merge', repository: 'octo/demo', runnerTemp: path.join(ws.dir, '.runner') },
      env: { OPENAI_API_KEY: 'sk-test' },
      github: () => helper.github,
      log,
      summary: new JobSummary(),
      redactData: (t) => t,
    };
    await guarded(ctx, out, () => runAction(ctx, out));
    expect(log.failed).toEqual([]);
    const about = log.lines.filter((l) => /no history/i.test(l.message));
    expect(about).toHaveLength(1);
    expect(about[0]?.level).toBe('notice');
    expect(about[0]?.message).toMatch(/no history recorded yet in branch context-eval-data/);
    expect(about[0]?.message).toMatch(/add \.github\/workflows\/context-eval-baseline\.yml/);
    expect(log.lines.filter((l) => /GitHub API error|404/.test(l.message))).toEqual([]);
  });
});
