/**
 * A person's close of the drift issue is an acceptance (issue 32 item 4): the findings it listed are not
 * raised again while they hold, and a new finding opens a new issue that links the closed one. End to end
 * through afterRun (drift mode) against the fake GitHub API, over a history in which planner's tokens
 * double on 11-19 and stay doubled, and reviewer's double on 12-02.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterRun } from '../../src/action/baseline-and-record.js';
import { loadConfig } from '../../src/config/load.js';
import type { LoadedConfig } from '../../src/config/types.js';
import { gitHubOver } from '../../src/github/github.js';
import { createDirStore } from '../../src/history/dir-store.js';
import type { HistoryStore } from '../../src/history/store.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { makeRecord, sha } from '../history/make-record.js';
import { report, scenario } from '../report/fixtures.js';
import { makeWorkspace, suiteFiles } from '../action/harness.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Record n is written on 2026-11-(n+1): planner doubles from n = 18 (11-19), reviewer from n = 31 (12-02). */
function recordOf(n: number) {
  const wobble = 1 + ((n * 7) % 5) / 100;
  return makeRecord(n, [
    { name: 'planner', attempted: 10, tokens: Math.round((n >= 18 ? 2000 : 1000) * wobble) },
    { name: 'reviewer', attempted: 10, tokens: Math.round((n >= 31 ? 2000 : 1000) * wobble) },
  ]);
}

describe('a person closes the drift issue while its finding holds', () => {
  let gh: FakeGitHub;
  let loaded: LoadedConfig;
  let store: HistoryStore;
  let written = 10;

  beforeEach(async () => {
    gh = await startFakeGitHub({ repository: 'octo-org/octo-repo' });
    const files = suiteFiles('http://127.0.0.1:9/v1');
    files['context-eval.yaml'] = `${files['context-eval.yaml'] ?? ''}history: { store: dir }\n`;
    const ws = makeWorkspace(files);
    made.push(ws.dir);
    loaded = await loadConfig(path.join(ws.dir, 'context-eval.yaml'), { env: {} });
    store = createDirStore(path.join(loaded.dir, '.context-eval/history'));
    written = 10;
  });
  afterEach(async () => {
    expect(gh.violations).toEqual([]);
    await gh.close();
  });

  /** A scheduled drift run after records up to `last` (no record of its own). */
  async function nightly(last: number) {
    for (; written < last; ) await store.append(recordOf(++written));
    const logs: string[] = [];
    const result = await afterRun({
      report: report([scenario('plans-auth', 'pass')]),
      loaded,
      store,
      where: 'the test store',
      record: false,
      drift: true,
      sha: sha(last),
      ref: 'refs/heads/main',
      event: 'schedule',
      now: () => new Date(Date.UTC(2026, 10, 1 + last, 3)),
      github: gitHubOver(unpacedClient(gh.url)),
      owner: 'octo-org',
      repo: 'octo-repo',
      log: (m) => logs.push(m),
      redact: (t) => t,
    });
    return { result, logs };
  }

  async function openIssues() {
    const { data } = await unpacedClient(gh.url).rest.issues.listForRepo({ owner: 'octo-org', repo: 'octo-repo', state: 'open', per_page: 100 });
    return data.map((i) => ({ number: i.number, body: i.body ?? '' }));
  }

  it('opens nothing for the accepted finding, and a new finding opens a new issue that links the closed one', async () => {
    const first = await nightly(25);
    expect(first.result.issue?.action).toBe('opened');
    expect((await openIssues()).map((i) => i.number)).toEqual([1]);
    expect((await openIssues())[0]?.body).toContain('| planner | token inflation |');

    gh.closeIssue(1, { login: 'alice', at: '2026-11-26T09:30:00Z' });

    // The same finding, on each of the next nights: no new issue, and the summary says who accepted it.
    for (const night of [26, 27, 30]) {
      const again = await nightly(night);
      expect(again.result.issue?.action, `night ${night}`).toBe('none');
      expect(await openIssues(), `night ${night}`).toEqual([]);
      expect(again.result.summary).toContain('accepted in #1 by @alice on 2026-11-26');
      expect(again.result.findings).toEqual([]);
    }

    // reviewer's tokens double on 12-02: a new finding opens issue #2, which lists it alone and links #1.
    const later = await nightly(35);
    expect(later.result.issue?.action).toBe('opened');
    const open = await openIssues();
    expect(open.map((i) => i.number)).toEqual([2]);
    const [listed = '', acceptedPart = ''] = (open[0]?.body ?? '').split('### Accepted');
    expect(listed).toContain('| reviewer | token inflation |');
    expect(listed).not.toContain('| planner |');
    // The accepted finding is named below, with the closed issue as a cross-reference (and no ping).
    expect(acceptedPart).toContain('| planner | token inflation |');
    expect(acceptedPart).toContain('accepted in #1 by @\u200balice on 2026-11-26');
    expect(later.result.findings?.map((f) => f.scenario)).toEqual(['reviewer']);
  });

  it('reopening the issue withdraws the acceptance: the next run updates it with the finding', async () => {
    expect((await nightly(25)).result.issue?.action).toBe('opened');
    gh.closeIssue(1, { login: 'alice' });
    expect((await nightly(26)).result.issue?.action).toBe('none');
    await unpacedClient(gh.url).rest.issues.update({ owner: 'octo-org', repo: 'octo-repo', issue_number: 1, state: 'open' });
    const reopened = await nightly(27);
    expect(reopened.result.issue).toEqual({ action: 'updated', url: expect.stringMatching(/\/issues\/1$/) });
    expect(reopened.result.accepted).toEqual([]);
    expect(reopened.result.findings?.map((f) => f.scenario)).toEqual(['planner']);
  });

  it('when the closed issues cannot be read, nothing counts as accepted, and the run says so', async () => {
    await nightly(25);
    gh.closeIssue(1, { login: 'alice' });
    gh.injectFault({ kind: 'forbidden', status: 403, method: 'GET', path: '/issues' });
    const blind = await nightly(26);
    expect(blind.result.warnings).toEqual([expect.stringMatching(/^context-eval: could not read the closed drift issues, so no finding counts as accepted \(the token needs issues: read\): /)]);
    expect(blind.result.issue?.action).toBe('opened');
    expect(blind.result.findings?.map((f) => f.scenario)).toEqual(['planner']);
  });
});
