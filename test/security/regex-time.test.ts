/**
 * Scenario regexes run with a time bound (issue "Hardening": ReDoS): an adversarial pattern on a
 * 100 KB output ends as a run error naming the expectation within the call's timeout, through the
 * bundled action; ordinary patterns keep JavaScript's semantics.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, runAction, suiteFiles, webhookExample } from '../action/harness.js';

/** The call's timeout_ms here, which bounds a regex's time too (suiteFiles' is generous; this one is the subject). */
const TIMEOUT_MS = 5000;

let llm: FakeOpenAI;
let gh: FakeGitHub;
beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: `${'a'.repeat(100_000)}b` }));
});
afterAll(async () => {
  await llm.close();
});
beforeEach(async () => {
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
});
afterEach(async () => {
  await gh.close();
});

function suiteWith(expect: string[]): Record<string, string> {
  const files = suiteFiles(llm.baseUrl);
  return {
    ...files,
    'context-eval.yaml': (files['context-eval.yaml'] ?? '').replace('runs: 3', 'runs: 1').replace(/timeout_ms: \d+/, `timeout_ms: ${TIMEOUT_MS}`),
    'scenarios/basic.yaml': ['scenarios:', '  - name: redos', '    role: planner', '    expect:', ...expect.map((e) => `      - ${e}`), ''].join('\n'),
  };
}

describe('scenario regexes on adversarial output', () => {
  it.each([
    ['matches', 'matches: "/^(a+)+$/"'],
    ['absent', 'absent: ["/^(a|aa)+$/"]'],
    ['contains', 'contains: ["/(a*)*c/"]'],
  ])('%s: a catastrophic pattern ends as a run error naming the expectation, within timeout_ms', async (kind, line) => {
    const ws = makeWorkspace(suiteWith([line]));
    // No clock is read (issue 30 item 13): these patterns on 100 KB would run for ages unbounded, so an
    // action that ends by itself (not killed after ten minutes) ended on the bound.
    const run = await runAction({
      workspace: ws.dir,
      eventName: 'workflow_dispatch',
      payload: webhookExample('workflow_dispatch'),
      apiUrl: gh.url,
      inputs: { review: 'false', comment: 'false' },
      env: { OPENAI_API_KEY: 'sk-test-key' },
      killAfterMs: 600_000,
    });
    expect(run.code, 'the action was not killed').not.toBeNull();
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(new RegExp(`scenarios/basic\\.yaml:5:\\d+: ${kind}: .*time`));
  }, 900_000);
});
