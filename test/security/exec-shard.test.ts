/**
 * Issue 21, "exec agents get the job's whole environment", in the place it matters most: a shard job
 * (the action's `shard` input) holds the runner's ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL, which
 * upload artifacts of the workflow run — the shard results the merge job trusts. An exec agent in that
 * job tries to upload a spoofed shard through @actions/artifact, as the action itself uploads: it must
 * find neither variable, and the run must hold only the action's own shard. Through the bundled action
 * against the fake artifact service (test/fakes/artifacts-server.ts). Run `npm run build` first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { startFakeArtifactsServer, runtimeToken, type FakeArtifactsServer } from '../fakes/artifacts-server.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { makeWorkspace, runAction, webhookExample } from '../action/harness.js';

const AGENT = path.join(import.meta.dirname, 'fixtures', 'spoof-agent.mjs');
const RUN_BACKEND = 'c0ffee00-0000-4000-8000-00000000beef';
const SPOOF = 'context-eval-shard-4242-2-of-2-attempt-1';

let gh: FakeGitHub;
let results: FakeArtifactsServer;
beforeEach(async () => {
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
  results = await startFakeArtifactsServer();
});
afterEach(async () => {
  await gh.close();
  await results.close();
});

const Attempt = z.strictObject({ token: z.boolean(), url: z.boolean(), uploaded: z.boolean(), error: z.string().optional() });

describe('an exec agent in a shard job', () => {
  it('finds neither ACTIONS_RUNTIME_TOKEN nor ACTIONS_RESULTS_URL, and cannot upload a spoofed shard', async () => {
    const ws = makeWorkspace({});
    const record = path.join(ws.dir, 'attempt.json');
    const command = `${process.execPath} ${AGENT} ${record} ${SPOOF}`;
    ws.write(
      'context-eval.yaml',
      [
        'version: 1',
        'providers:',
        `  agent: { type: exec, command: ${JSON.stringify(command)}, timeout_ms: 60000, retries: 0 }`,
        'roles:',
        '  planner: { provider: agent, system: prompts/planner.md }',
        'defaults: { runs: 1, threshold: 1 }',
        '',
      ].join('\n'),
    );
    ws.write('prompts/planner.md', 'You plan.\n');
    ws.write('scenarios/basic.yaml', ['scenarios:', '  - name: plans', '    role: planner', '    expect:', '      - contains: [PASS]', ''].join('\n'));

    const run = await runAction({
      workspace: ws.dir,
      eventName: 'workflow_dispatch',
      payload: webhookExample('workflow_dispatch'),
      apiUrl: gh.url,
      inputs: { review: 'false', comment: 'false', shard: '1/1' },
      env: { ACTIONS_RESULTS_URL: results.url, ACTIONS_RUNTIME_TOKEN: runtimeToken(RUN_BACKEND, 'job-shard-1'), GITHUB_RUN_ATTEMPT: '1' },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(existsSync(record), 'the agent ran').toBe(true);
    const attempt = Attempt.parse(JSON.parse(readFileSync(record, 'utf8')));
    expect(attempt.token, 'ACTIONS_RUNTIME_TOKEN in the agent’s environment').toBe(false);
    expect(attempt.url, 'ACTIONS_RESULTS_URL in the agent’s environment').toBe(false);
    expect(attempt.uploaded).toBe(false);
    // The workflow run holds the action's own shard and nothing the agent made.
    expect(results.artifacts.map((a) => a.name)).toEqual(['context-eval-shard-4242-1-of-1-attempt-1']);
    expect(results.rejected).toEqual([]);
  }, 900_000);
});
