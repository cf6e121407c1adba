/**
 * Issue 32, item 6: the action's log speaks while runs go on. A 40-scenario pull request left the log
 * silent for 300 s; now it gets the CLI's progress line (src/report/progress.ts, its no-TTY form) at least
 * every 30 s, also while no call finishes and while the merge base is measured (before the selection's
 * total is known). The clock is faked; nothing here asserts wall-clock time.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialOutputs, type ActionContext } from '../../src/action/context.js';
import { ACTION_PROGRESS_EVERY_MS, createActionProgress } from '../../src/action/progress-log.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { scenario } from '../report/fixtures.js';
import { fakeGitHubHelper } from '../fakes/github-helper.js';
import { makeWorkspace, suiteFiles } from './harness.js';
import { recordingLog, useFakeModel } from './in-process.js';

const ELAPSED = /(\d+) s$|(\d+) min( (\d+) s)?$/;
const seconds = (line: string): number => {
  const m = ELAPSED.exec(line);
  if (!m) throw new Error(`no elapsed time in ${line}`);
  return m[1] !== undefined ? Number(m[1]) : Number(m[2]) * 60 + Number(m[4] ?? 0);
};

describe('the action progress in the log (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a progress line at least every 30 s of a stall, each an info line of its own', () => {
    expect(ACTION_PROGRESS_EVERY_MS).toBeLessThanOrEqual(30_000);
    const log = recordingLog();
    const progress = createActionProgress(log, { now: () => Date.now() });
    progress.planned(40);
    progress.runFinished('a', 'pass');
    vi.advanceTimersByTime(300_000);
    const lines = log.lines.map((l) => l.message);
    expect(log.lines.every((l) => l.level === 'info')).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) expect(line).toMatch(/^0 of 40 scenarios, 1 call, (\d+ s|\d+ min( \d+ s)?)$/);
    const times = [0, ...lines.map(seconds)];
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeLessThanOrEqual(30);
    expect(times.at(-1)).toBeGreaterThanOrEqual(270);
    progress.done();
    vi.advanceTimersByTime(120_000);
    expect(log.lines).toHaveLength(lines.length);
  });

  it('speaks before the total is known (the merge base measured first), then counts scenarios', () => {
    const log = recordingLog();
    const progress = createActionProgress(log, { now: () => Date.now(), everyMs: 30_000 });
    progress.runFinished('a (base)', 'pass');
    vi.advanceTimersByTime(30_000);
    expect(log.lines.map((l) => l.message)).toEqual(['1 call, 30 s']);
    progress.planned(2);
    vi.advanceTimersByTime(30_000);
    expect(log.lines.at(-1)?.message).toBe('0 of 2 scenarios, 1 call, 1 min');
    progress.done();
  });

  it("puts a failing scenario's lines in the log, one info line each", () => {
    const log = recordingLog();
    const progress = createActionProgress(log, { now: () => Date.now() });
    progress.planned(2);
    progress.scenarioFinished(scenario('breaks', 'fail'));
    progress.done();
    expect(log.lines.length).toBeGreaterThanOrEqual(1);
    expect(log.lines[0]?.message).toMatch(/^✗ breaks: failed/);
    expect(log.lines.every((l) => !l.message.includes('\n') && l.message !== '')).toBe(true);
  });
});

describe('the action pipeline logs its progress', () => {
  const model = useFakeModel();

  it('a progress line reaches the log while the model has not answered yet', async () => {
    const log = recordingLog();
    const PROGRESS = /^\d+ of 2 scenarios, \d+ calls?, (\d+ s|\d+ min( \d+ s)?)$/;
    const logged = () => log.lines.some((l) => l.level === 'info' && PROGRESS.test(l.message));
    let answeredBeforeProgress = 0;
    // The server answers only once the log shows progress (at most 3 s: without progress the test fails, it does not hang).
    model().setHandler(async () => {
      for (let waited = 0; !logged() && waited < 3000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
      if (!logged()) answeredBeforeProgress++;
      return { content: 'PASS' };
    });
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const out = initialOutputs();
    const ctx: ActionContext = {
      inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 't', mode: 'full', comment: 'true', review: 'false', record: 'false', 'fail-on': 'threshold,regression,error' }),
      event: { kind: 'workflow_dispatch', name: 'workflow_dispatch', sha: 'd'.repeat(40), ref: 'refs/heads/feature' },
      runner: { eventName: 'workflow_dispatch', workspace: ws.dir, sha: 'd'.repeat(40), ref: 'refs/heads/feature', repository: 'octo/demo', runnerTemp: path.join(ws.dir, '.runner') },
      env: { OPENAI_API_KEY: 'sk-test' },
      github: () => fakeGitHubHelper({ changedFiles: [] }).github,
      log,
      summary: new JobSummary(),
      redactData: (t) => t,
      progress: { everyMs: 5 },
    };
    await guarded(ctx, out, () => runAction(ctx, out));
    expect(log.failed).toEqual([]);
    expect(out.verdict).toBe('pass');
    expect(answeredBeforeProgress).toBe(0);
    expect(logged()).toBe(true);
  });
});
