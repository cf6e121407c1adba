/**
 * afterRun (drift mode) puts the stale scenarios into the drift issue and the job summary (issue 13 item 5),
 * from the dates of the checkout the action runs on; against the fake GitHub API.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterRun, historyStoreFor } from '../../src/action/baseline-and-record.js';
import { loadConfig } from '../../src/config/load.js';
import { createDirStore } from '../../src/history/dir-store.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { gitHubOver } from '../../src/github/github.js';
import { makeRecord, sha } from '../history/make-record.js';
import { report, run, scenario } from '../report/fixtures.js';
import { makeWorkspace, suiteFiles } from './harness.js';

process.env.GIT_CONFIG_GLOBAL = os.devNull;
process.env.GIT_CONFIG_NOSYSTEM = '1';
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('afterRun in drift mode lists the stale scenarios', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub({ repository: 'octo-org/octo-repo' });
  });
  afterEach(async () => {
    expect(gh.violations).toEqual([]);
    await gh.close();
  });

  it('in the issue body and the summary', async () => {
    const files = suiteFiles('http://127.0.0.1:9/v1');
    files['context-eval.yaml'] = `${files['context-eval.yaml'] ?? ''}history: { store: dir }\n`;
    files['.gitignore'] = '.context-eval/\n';
    const ws = makeWorkspace(files);
    made.push(ws.dir);
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', args, {
        cwd: ws.dir,
        env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    git('2026-01-01T00:00:00Z', 'init', '-q', '-b', 'main');
    git('2026-01-01T00:00:00Z', 'add', '-A');
    git('2026-01-01T00:00:00Z', 'commit', '-q', '-m', 'suite');
    ws.write('prompts/planner.md', 'You plan carefully.\n');
    git('2026-05-01T00:00:00Z', 'commit', '-q', '-am', 'prompt');

    const loaded = await loadConfig(path.join(ws.dir, 'context-eval.yaml'), { env: {} });
    const store = createDirStore(path.join(loaded.dir, '.context-eval/history'));
    const steady = { name: 'plans-auth', attempted: 3, tokens: 1515, latency: 900 };
    for (let n = 1; n <= 10; n++) await store.append(makeRecord(n, [{ ...steady, passes: 3 }]));
    for (let n = 11; n <= 12; n++) await store.append(makeRecord(n, [{ ...steady, passes: 0 }]));
    const allFail = scenario('plans-auth', 'fail', { runs: [0, 1, 2].map((i) => run(i, { pass: false, failures: ['no plan'] })) });
    const client = unpacedClient(gh.url);
    const result = await afterRun({
      report: report([allFail]),
      loaded,
      store: await historyStoreFor(loaded, gitHubOver(client), 'octo-org', 'octo-repo'),
      where: 'the test store',
      record: true,
      drift: true,
      sha: sha(13),
      ref: 'refs/heads/main',
      event: 'schedule',
      now: () => new Date('2026-12-01T00:00:00Z'),
      github: gitHubOver(client),
      owner: 'octo-org',
      repo: 'octo-repo',
      log: () => undefined,
      redact: (t) => t,
    });
    expect(result.issue?.action).toBe('opened');
    const row = '| plans-auth | `scenarios/basic.yaml` | 2026-01-01 (334 days) | `prompts/planner.md` on 2026-05-01 |';
    expect(result.summary).toContain(row);
    const [issue] = (await client.rest.issues.listForRepo({ owner: 'octo-org', repo: 'octo-repo', state: 'open' })).data;
    expect(issue?.body).toContain('### Stale scenarios');
    expect(issue?.body).toContain(row);
    expect(issue?.body).toContain('| plans-billing | `scenarios/basic.yaml` |');
  });
});
