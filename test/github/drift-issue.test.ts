import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GitHubClient } from '../../src/github/client.js';
import { findDriftAcceptances, hasDriftMarker, MAX_ACCEPTANCE_ISSUES, syncDriftIssue } from '../../src/github/drift-issue.js';
import { findingKey, findingKeysLine } from '../../src/drift/acceptance.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import { DRIFT_ISSUE_MARKER, renderDriftIssue } from '../../src/drift/render.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { makeRecord } from '../history/make-record.js';

const SHA = 'abcdef0123456789abcdef0123456789abcdef01';
const records = [1, 2, 3].map((n) => makeRecord(n, [{ name: 'planner' }, { name: 'reviewer' }]));

function finding(scenario: string): DriftFinding {
  return {
    scenario,
    kind: 'token_inflation',
    message: `${scenario}: mean tokens over the last 5 records (1500) is 50% above the median of the 5 before (1000), over the 30% limit`,
    cause: { type: 'context_changed', sha: SHA },
  };
}

let fake: FakeGitHub;
let client: GitHubClient;
let logs: string[];

beforeEach(async () => {
  fake = await startFakeGitHub();
  client = unpacedClient(fake.url);
  logs = [];
});

afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

async function sync(findings: DriftFinding[]) {
  const { title, body } = renderDriftIssue(findings, records, { sha: SHA });
  const closing = { date: '2026-12-01', judged: 2, scenarios: 2, runUrl: 'https://github.test/o/r/actions/runs/7' };
  return syncDriftIssue(client, { owner: fake.owner, repo: fake.repo, findings, title, body, sha: SHA, closing, log: (m) => logs.push(m) });
}

async function issues(state: 'open' | 'closed') {
  const { data } = await client.rest.issues.listForRepo({ owner: fake.owner, repo: fake.repo, state, per_page: 100 });
  return data.map((i) => ({ number: i.number, title: i.title, author: i.user?.login, pull: i.pull_request !== undefined }));
}

describe('drift issue against the fake GitHub', () => {
  it('opens one issue, updates it in place, closes it with a comment after recovery, and leaves look-alikes alone', async () => {
    fake.addIssue({ number: 1, title: 'copied drift issue', body: `${DRIFT_ISSUE_MARKER}\nmine now`, author: 'mallory' });
    fake.addPull({ number: 2, headSha: SHA, baseSha: SHA, baseRef: 'main', files: [], body: DRIFT_ISSUE_MARKER, author: fake.login });

    const opened = await sync([finding('planner'), finding('reviewer')]);
    expect(opened.action).toBe('opened');
    const number = opened.number ?? -1;
    expect(opened.url).toBe(`https://github.test/${fake.owner}/${fake.repo}/issues/${number}`);

    const updated = await sync([finding('planner')]);
    expect(updated).toEqual({ action: 'updated', url: opened.url, number });
    expect((await issues('open')).filter((i) => i.author === fake.login && !i.pull)).toEqual([
      { number, title: 'context-eval: drift in 1 scenario', author: fake.login, pull: false },
    ]);

    expect(await sync([])).toEqual({ action: 'closed', url: opened.url, number });
    expect(fake.comments(number)).toEqual([
      {
        id: expect.any(Number),
        login: fake.login,
        // The short commit, the day and the run; what this issue listed, counted from its keys; what was judged.
        body:
          '**No drift** in the scheduled run of `abcdef0` on 2026-12-01 ([workflow run](https://github.test/o/r/actions/runs/7)): ' +
          'the finding this issue listed is back within its noise, and none of the 2 scenarios judged shows a new one. Closing.\n\n' +
          '_A later change opens a new issue, dated by the first record that shows it._',
      },
    ]);
    expect((await issues('closed')).map((i) => i.number)).toEqual([number]);

    expect(await sync([])).toEqual({ action: 'none' });
    const reopened = await sync([finding('planner')]);
    expect(reopened.action).toBe('opened');
    expect(reopened.number).not.toBe(number);

    // The look-alikes were never touched.
    expect(fake.comments(1)).toEqual([]);
    expect(fake.comments(2)).toEqual([]);
    expect((await issues('open')).find((i) => i.number === 1)).toEqual({ number: 1, title: 'copied drift issue', author: 'mallory', pull: false });
  });

  it('finds our issue past the first page of open issues', async () => {
    fake.addIssue({ number: 1, title: 'context-eval: drift in 1 scenario', body: `${DRIFT_ISSUE_MARKER}\nold`, author: fake.login });
    for (let n = 2; n <= 130; n++) fake.addIssue({ number: n, title: `issue ${n}`, author: 'octocat' });
    expect(await sync([finding('planner')])).toEqual({ action: 'updated', url: expect.stringMatching(/\/issues\/1$/), number: 1 });
  });

  it('refuses a body that lost the marker, since the next run could not find the issue', async () => {
    await expect(
      syncDriftIssue(client, { owner: fake.owner, repo: fake.repo, findings: [finding('planner')], title: 't', body: 'no marker', sha: SHA, log: () => undefined }),
    ).rejects.toThrow(/lacks the marker line <!-- context-eval:drift -->/);
  });

  it.each([
    { body: `${DRIFT_ISSUE_MARKER}\nrest`, found: true },
    { body: `note added on the web\r\n${DRIFT_ISSUE_MARKER}\r\n`, found: true },
    { body: `quoted: ${DRIFT_ISSUE_MARKER}`, found: false },
    { body: '', found: false },
  ])('hasDriftMarker($body) → $found', ({ body, found }) => {
    expect(hasDriftMarker(body)).toBe(found);
  });

  describe('acceptances: our drift issues a person closed', () => {
    const keyed = (f: DriftFinding[]) => `${DRIFT_ISSUE_MARKER}\n${findingKeysLine(f)}\nbody`;
    const accept = () => findDriftAcceptances(client, { owner: fake.owner, repo: fake.repo, log: (m) => logs.push(m) });

    it('reads the keys of an issue closed by a person; not one we closed, one still open, a look-alike or a pull request', async () => {
      fake.addIssue({ number: 1, title: 'ours, closed by alice', body: keyed([finding('planner')]), author: fake.login });
      fake.closeIssue(1, { login: 'alice', at: '2026-11-20T23:59:00Z' });
      const closedByUs = await sync([finding('reviewer')]);
      await sync([]);
      fake.addIssue({ number: 7, title: 'a look-alike', body: keyed([finding('x')]), author: 'mallory' });
      fake.closeIssue(7, { login: 'alice' });
      fake.addIssue({ number: 8, title: 'still open', body: keyed([finding('y')]), author: fake.login });
      fake.addPull({ number: 9, headSha: SHA, baseSha: SHA, baseRef: 'main', files: [], body: keyed([finding('z')]), author: fake.login });
      expect(closedByUs.number).toBe(2);

      expect(await accept()).toEqual([{ issue: 1, url: expect.stringMatching(/\/issues\/1$/), by: 'alice', on: '2026-11-20', keys: [findingKey(finding('planner'))] }]);
      expect(logs.filter((m) => m.includes('cannot be read'))).toEqual([]);
    });

    it('an issue whose keys were edited away accepts nothing, and says so', async () => {
      fake.addIssue({ number: 1, title: 'edited', body: `${DRIFT_ISSUE_MARKER}\nkeys removed by hand`, author: fake.login });
      fake.closeIssue(1, { login: 'alice' });
      expect(await accept()).toEqual([]);
      expect(logs).toEqual(['Drift issue #1 was closed by alice, but its findings cannot be read (no line of finding keys); it accepts nothing.']);
    });

    it(`reads at most the ${MAX_ACCEPTANCE_ISSUES} most recent closed drift issues`, async () => {
      for (let n = 1; n <= 13; n++) {
        fake.addIssue({ number: n, title: `closed ${n}`, body: keyed([finding(`s${n}`)]), author: fake.login });
        fake.closeIssue(n, { login: 'alice' });
      }
      const found = await accept();
      expect(found.map((a) => a.issue)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
      expect(fake.requests.filter((r) => /\/issues\/\d+$/.test(r.path) && r.method === 'GET')).toHaveLength(MAX_ACCEPTANCE_ISSUES);
    });
  });
});
