/**
 * Issue 32, item 6: the action's `concurrency` input (DESIGN §7): model calls in flight, default 8. It is
 * declared in action.yml, read with the other inputs (a bad value is bad input, never a silent default)
 * and reaches the pipeline: with `concurrency: 1` a one-at-a-time server never sees two requests at once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { initialOutputs, type ActionContext } from '../../src/action/context.js';
import { guarded, runAction } from '../../src/action/run-action.js';
import { JobSummary } from '../../src/action/summary.js';
import { INPUT_NAMES, InputError, parseInputs } from '../../src/inputs.js';
import { fakeGitHubHelper } from '../fakes/github-helper.js';
import { makeWorkspace, suiteFiles } from './harness.js';
import { recordingLog, useFakeModel } from './in-process.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const model = useFakeModel();

const base = { config: 'context-eval.yaml', 'github-token': 't', mode: 'auto', comment: 'true', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' };

describe('the concurrency input', () => {
  it('is declared in action.yml with default 8, and read like every other input', () => {
    const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: unknown; description?: string }> };
    expect(action.inputs.concurrency?.default).toBe('8');
    expect(action.inputs.concurrency?.description).toMatch(/in flight/);
    expect([...INPUT_NAMES].sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it.each([
    ['', 8],
    ['8', 8],
    ['1', 1],
    [' 3 ', 3],
    ['64', 64],
  ])('%j → %d', (raw, expected) => {
    expect(parseInputs({ ...base, concurrency: raw }).concurrency).toBe(expected);
  });

  it('defaults to 8 when the input is absent', () => {
    expect(parseInputs(base).concurrency).toBe(8);
  });

  it.each(['0', '-1', '2.5', 'eight', '1e3', '100000'])('refuses %j as bad input that names the input and the fix', (raw) => {
    expect(() => parseInputs({ ...base, concurrency: raw })).toThrow(InputError);
    expect(() => parseInputs({ ...base, concurrency: raw })).toThrow(/^concurrency: expected a whole number from 1 to \d+ \(model calls in flight\), or empty for 8; got '.*'$/);
  });

  it('reaches the pipeline: with concurrency 1 the model server never has two requests at once', async () => {
    let inFlight = 0;
    let peak = 0;
    model().setHandler(async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 15));
      inFlight--;
      return { content: 'PASS' };
    });
    const ws = makeWorkspace(suiteFiles(model().baseUrl));
    const log = recordingLog();
    const out = initialOutputs();
    const ctx: ActionContext = {
      inputs: parseInputs({ ...base, mode: 'full', record: 'false', concurrency: '1' }),
      event: { kind: 'workflow_dispatch', name: 'workflow_dispatch', sha: 'd'.repeat(40), ref: 'refs/heads/feature' },
      runner: { eventName: 'workflow_dispatch', workspace: ws.dir, sha: 'd'.repeat(40), ref: 'refs/heads/feature', repository: 'octo/demo', runnerTemp: path.join(ws.dir, '.runner') },
      env: { OPENAI_API_KEY: 'sk-test' },
      github: () => fakeGitHubHelper({ changedFiles: [] }).github,
      log,
      summary: new JobSummary(),
      redactData: (t) => t,
    };
    await guarded(ctx, out, () => runAction(ctx, out));
    expect(log.failed).toEqual([]);
    expect(out.verdict).toBe('pass');
    expect(model().requests.length).toBeGreaterThanOrEqual(4);
    expect(peak).toBe(1);
  });
});
