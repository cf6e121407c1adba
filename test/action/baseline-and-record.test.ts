/**
 * History in the action, in process: whether a run records, the PR baseline from the merge base, the
 * gate's regression and drift findings, and afterRun (record, detectors, drift issue) against the fake
 * GitHub API (validated against GitHub's OpenAPI description).
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ActionEvent } from '../../src/action/event.js';
import { decideGate } from '../../src/action/gate.js';
import { afterRun, baselineForPull, driftRecords, historyStoreFor, shouldRecord, type RecordSetting } from '../../src/action/baseline-and-record.js';
import { loadConfig } from '../../src/config/load.js';
import type { LoadedConfig } from '../../src/config/types.js';
import { createDirStore } from '../../src/history/dir-store.js';
import type { HistoryRecord } from '../../src/history/record.js';
import type { FailOn } from '../../src/inputs.js';
import type { Report, ScenarioResult } from '../../src/report/types.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { unpacedClient } from '../fakes/github-git.js';
import { gitHubOver } from '../../src/github/github.js';
import { makeRecord, sha } from '../history/make-record.js';
import { report, run, scenario } from '../report/fixtures.js';
import { makeWorkspace, suiteFiles } from './harness.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function loadSuite(extraYaml = 'history: { store: dir }\n'): Promise<LoadedConfig> {
  const files = suiteFiles('http://127.0.0.1:9/v1');
  files['context-eval.yaml'] = `${files['context-eval.yaml'] ?? ''}${extraYaml}`;
  const ws = makeWorkspace(files);
  made.push(ws.dir);
  return loadConfig(path.join(ws.dir, 'context-eval.yaml'), { env: {} });
}

const other = (kind: 'schedule' | 'workflow_dispatch' | 'push' | 'other', ref: string, defaultBranch?: string): ActionEvent => ({
  kind,
  name: kind,
  sha: sha(1),
  ref,
  ...(defaultBranch === undefined ? {} : { defaultBranch }),
});
const pull: ActionEvent = { kind: 'pull_request', action: 'synchronize', number: 2, headSha: sha(9), baseSha: sha(8), baseRef: 'main', owner: 'o', repo: 'r', fromFork: false };

describe('shouldRecord', () => {
  const cases: [string, RecordSetting, ActionEvent, 'pr' | 'drift' | 'full' | undefined, boolean][] = [
    ['auto on schedule', 'auto', other('schedule', 'refs/heads/main', 'main'), 'drift', true],
    ['auto on push to the default branch', 'auto', other('push', 'refs/heads/main', 'main'), 'full', true],
    ['auto on push to another branch', 'auto', other('push', 'refs/heads/feature', 'main'), 'full', false],
    ['auto on push to a tag named like the default branch', 'auto', other('push', 'refs/tags/main', 'main'), 'full', false],
    ['auto on push when the payload names no default branch', 'auto', other('push', 'refs/heads/main'), 'full', false],
    ['auto on workflow_dispatch', 'auto', other('workflow_dispatch', 'refs/heads/main', 'main'), 'full', false],
    ['auto in drift mode on workflow_dispatch', 'auto', other('workflow_dispatch', 'refs/heads/main', 'main'), 'drift', true],
    ['true on workflow_dispatch', 'true', other('workflow_dispatch', 'refs/heads/x', 'main'), 'full', true],
    ['false on schedule', 'false', other('schedule', 'refs/heads/main', 'main'), 'drift', false],
    ['true on pull_request', 'true', pull, 'pr', false],
    ['auto on pull_request', 'auto', pull, 'pr', false],
    ['true on pull_request in full mode', 'true', pull, 'full', false],
  ];
  it.each(cases)('%s', (_name, setting, event, mode, expected) => {
    expect(shouldRecord(setting, event, undefined, mode)).toBe(expected);
  });

  it('takes the default branch from the argument over the event', () => {
    expect(shouldRecord('auto', other('push', 'refs/heads/trunk', 'main'), 'trunk')).toBe(true);
  });
});

function dropped(name: string, verdict: ScenarioResult['verdict']): ScenarioResult {
  return scenario(name, verdict, {
    comparison: { state: 'drop', runs: 3, behaviourShifts: [], contextUnchanged: true, note: 'pass rate dropped' },
  });
}

describe('decideGate: regression and drift', () => {
  const failOn = (...items: FailOn[]) => new Set<FailOn>(items);
  const cases: [string, Report, Set<FailOn>, number, boolean, RegExp][] = [
    ['a drop fails with regression in fail-on', report([dropped('a', 'pass')]), failOn('regression'), 0, true, /1 scenario regressed against the baseline: a/],
    ['a drop only warns without it', report([dropped('a', 'pass')]), failOn('threshold'), 0, false, /not failing the job: 'regression'/],
    ['an errored scenario is never a regression', report([dropped('a', 'error')]), failOn('regression'), 0, false, /^(?![\s\S]*regress)/],
    ['no comparison is no regression', report([scenario('a', 'pass')]), failOn('regression'), 0, false, /^$/],
    ['drift findings fail with drift in fail-on', report([scenario('a', 'pass')]), failOn('drift'), 2, true, /found 2 drift findings/],
    ['drift findings only warn without it', report([scenario('a', 'pass')]), failOn('threshold'), 1, false, /not failing the job: 'drift'/],
  ];
  it.each(cases)('%s', (_name, r, on, drift, fail, text) => {
    const gate = decideGate(r, on, { driftFindings: drift });
    expect(gate.fail).toBe(fail);
    expect([...gate.reasons, ...gate.warnings].join('\n')).toMatch(text);
  });

  it('no longer warns that regression or drift are not built', () => {
    const gate = decideGate(report([scenario('a', 'pass')]), failOn('regression', 'drift'));
    expect(gate.warnings).toEqual([]);
  });
});

describe('baselineForPull', () => {
  let gh: FakeGitHub;
  const [ROOT, MERGE_BASE, BASE_TIP, HEAD] = [sha(1), sha(2), sha(3), sha(4)];
  beforeEach(async () => {
    gh = await startFakeGitHub({ repository: 'octo-org/octo-repo' });
    gh.commits.addCommits([
      { sha: ROOT, parents: [] },
      { sha: MERGE_BASE, parents: [ROOT] },
      { sha: BASE_TIP, parents: [MERGE_BASE] },
      { sha: HEAD, parents: [MERGE_BASE] },
    ]);
  });
  afterEach(async () => {
    expect(gh.violations).toEqual([]);
    await gh.close();
  });
  const query = (over: Partial<{ baseSha: string; headSha: string }> = {}) => ({ owner: 'octo-org', repo: 'octo-repo', baseRef: 'main', baseSha: BASE_TIP, headSha: HEAD, ...over });
  const storeOf = (records: HistoryRecord[]) => ({ scan: async () => ({ records, problems: [] }) });

  it('finds the merge base behind a base branch that moved on, and lists its ancestors newest first', async () => {
    const records = [makeRecord(2, [{}], { sha: MERGE_BASE }), makeRecord(3, [{ passes: 0 }], { sha: BASE_TIP })];
    const logs: string[] = [];
    const got = await baselineForPull(gitHubOver(unpacedClient(gh.url)), storeOf(records), query(), (m) => logs.push(m));
    expect(got.baseline).toEqual({ records, mergeBaseSha: MERGE_BASE, baseRef: 'main', ancestorsOfMergeBase: [MERGE_BASE, ROOT] });
    expect(gh.requests.map((r) => r.operationId)).toEqual(['repos/compare-commits-with-basehead', 'repos/list-commits']);
  });

  it('with no history makes no API call and says the PR is judged by thresholds alone', async () => {
    const got = await baselineForPull(gitHubOver(unpacedClient(gh.url)), storeOf([]), query(), () => undefined, 'branch context-eval-data');
    expect(got.baseline).toBeUndefined();
    expect('note' in got && got.note).toMatch(/no history recorded yet in branch context-eval-data: judged by thresholds alone/);
    expect(gh.requests).toHaveLength(0);
  });

  it('unreadable history is a note, not an error', async () => {
    const broken = { scan: async () => Promise.reject(new Error('500 Server Error')) };
    const got = await baselineForPull(gitHubOver(unpacedClient(gh.url)), broken, query(), () => undefined);
    expect('note' in got && got.note).toMatch(/history could not be read .*500 Server Error.*judged by thresholds alone/);
  });

  it('a merge base GitHub cannot find is a note, not an error', async () => {
    const got = await baselineForPull(gitHubOver(unpacedClient(gh.url)), storeOf([makeRecord(2)]), query({ headSha: sha(77) }), () => undefined);
    expect(got.baseline).toBeUndefined();
    expect('note' in got && got.note).toMatch(/merge base of 0000003\.\.\.000004d could not be found/);
  });

  it('reads a dir store and skips (and logs) files that are not records', async () => {
    const loaded = await loadSuite();
    const store = await historyStoreFor(loaded, gitHubOver(unpacedClient(gh.url)), 'octo-org', 'octo-repo');
    await store.append(makeRecord(2, [{}], { sha: MERGE_BASE }));
    const junk = path.join(loaded.dir, '.context-eval/history/runs/2026/11/junk.json');
    mkdirSync(path.dirname(junk), { recursive: true });
    writeFileSync(junk, '{ not json');
    const logs: string[] = [];
    const got = await baselineForPull(gitHubOver(unpacedClient(gh.url)), store, query(), (m) => logs.push(m));
    expect(got.baseline?.records.map((r) => r.sha)).toEqual([MERGE_BASE]);
    expect(logs.join('\n')).toMatch(/junk\.json: not valid JSON/);
  });
});

describe('afterRun', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startFakeGitHub({ repository: 'octo-org/octo-repo' });
  });
  afterEach(async () => {
    expect(gh.violations).toEqual([]);
    await gh.close();
  });

  async function go(loaded: LoadedConfig, r: Report, over: { record?: boolean; drift?: boolean; day?: number; ref?: string } = {}) {
    const store = await historyStoreFor(loaded, gitHubOver(unpacedClient(gh.url)), 'octo-org', 'octo-repo');
    const result = await afterRun({
      report: r,
      loaded,
      store,
      where: 'the test store',
      record: over.record ?? true,
      drift: over.drift ?? false,
      sha: sha(100 + (over.day ?? 1)),
      ref: over.ref ?? 'refs/heads/main',
      event: 'schedule',
      now: () => new Date(Date.UTC(2026, 11, over.day ?? 1)),
      github: gitHubOver(unpacedClient(gh.url)),
      owner: 'octo-org',
      repo: 'octo-repo',
      log: () => undefined,
      redact: (t) => t,
    });
    return { result, records: (await createDirStore(path.join(loaded.dir, '.context-eval/history')).list()) };
  }

  it('records one record with the run meta and the providers (no key), and no drift outside drift mode', async () => {
    const loaded = await loadSuite();
    const { result, records } = await go(loaded, report([scenario('plans-auth', 'pass')]));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ sha: sha(101), ref: 'refs/heads/main', event: 'schedule', timestamp: '2026-12-01T00:00:00.000Z' });
    expect(records[0]?.providers).toEqual([expect.objectContaining({ name: 'main', type: 'openai', model: 'fake-model' })]);
    expect(JSON.stringify(records[0])).not.toContain('OPENAI_API_KEY');
    expect(result.findings).toBeUndefined();
    expect(gh.requests).toHaveLength(0);
  });

  it('records nothing when every scenario was skipped', async () => {
    const loaded = await loadSuite();
    const { records } = await go(loaded, report([scenario('plans-auth', 'skipped')]));
    expect(records).toHaveLength(0);
  });

  it('drift mode: a pass rate that fell opens the drift issue; it is closed once the finding is `window` days old', async () => {
    const loaded = await loadSuite();
    const store = createDirStore(path.join(loaded.dir, '.context-eval/history'));
    // Tokens and latency as the fixture's runs have them, so only the pass rate moves.
    const steady = { name: 'plans-auth', attempted: 3, tokens: 1515, latency: 900 };
    for (let n = 1; n <= 10; n++) await store.append(makeRecord(n, [{ ...steady, passes: 3 }]));
    for (let n = 11; n <= 12; n++) await store.append(makeRecord(n, [{ ...steady, passes: 0 }]));
    const allFail = scenario('plans-auth', 'fail', { runs: [0, 1, 2].map((i) => run(i, { pass: false, failures: ['no plan'] })) });

    const first = await go(loaded, report([allFail]), { drift: true, day: 1 });
    expect(first.result.findings?.map((f) => [f.kind, f.changeSha])).toEqual([['pass_rate', sha(11)]]);
    expect(first.result.issue?.action).toBe('opened');
    expect(first.result.summary).toMatch(/drift finding/);
    expect(first.records).toHaveLength(13);

    // Three days in a row where every run failed (records 11, 12 and this run, 13) raise the alarm
    // (consecutive_failures 3: two days of 0/3 are not enough evidence once the rate moves from day to day).
    expect(first.result.findings?.map((f) => f.detectedSha)).toEqual([sha(101)]);
    // With window 5 it is a finding for 5 days, through the run of day 5 (record 17).
    for (const day of [2, 3, 4, 5]) {
      const clean = await go(loaded, report([scenario('plans-auth', 'pass', { runs: [run(0), run(1), run(2)] })]), { drift: true, day });
      expect(clean.result.findings?.map((f) => f.kind)).toEqual(['pass_rate']);
      expect(clean.result.issue?.action).not.toBe('closed');
    }
    const last = await go(loaded, report([scenario('plans-auth', 'pass')]), { drift: true, day: 6 });
    expect(last.result.findings).toEqual([]);
    expect(last.result.issue?.action).toBe('closed');
    expect(last.result.warnings).toEqual([]);
  });

  it('drift mode prunes to history.retain after recording', async () => {
    const loaded = await loadSuite('history: { store: dir, retain: 3 }\n');
    const store = createDirStore(path.join(loaded.dir, '.context-eval/history'));
    for (let n = 1; n <= 4; n++) await store.append(makeRecord(n, [{ name: 'plans-auth' }]));
    const { records } = await go(loaded, report([scenario('plans-auth', 'pass')]), { drift: true });
    expect(records.map((r) => r.sha)).toEqual([sha(3), sha(4), sha(101)]);
  });

  it('drift mode with recording off reads the history but writes nothing to it', async () => {
    const loaded = await loadSuite();
    const store = createDirStore(path.join(loaded.dir, '.context-eval/history'));
    await store.append(makeRecord(1, [{ name: 'plans-auth' }]));
    const { result, records } = await go(loaded, report([scenario('plans-auth', 'fail')]), { drift: true, record: false });
    expect(records).toHaveLength(1);
    expect(result.findings).toEqual([]);
    expect(result.issue?.action).toBe('none');
  });

  it('a store that cannot be written is a record error (the job fails), not a thrown error nor a warning', async () => {
    const loaded = await loadSuite();
    const file = path.join(loaded.dir, '.context-eval/history');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'a file where the folder should be');
    const store = createDirStore(file);
    const result = await afterRun({
      report: report([scenario('plans-auth', 'pass')]), loaded, store, where: 'folder X', record: true, drift: false,
      sha: sha(1), ref: 'refs/heads/main', event: 'schedule', now: () => new Date(), github: gitHubOver(unpacedClient(gh.url)), owner: 'octo-org', repo: 'octo-repo', log: () => undefined, redact: (t) => t,
    });
    expect(result.recordError).toMatch(/could not record history in folder X/);
    expect(result.warnings).toEqual([]);
    expect(readdirSync(path.dirname(file))).toEqual(['history']);
  });
});

describe('driftRecords', () => {
  it('keeps the records of the run\'s branch only', () => {
    const records = [makeRecord(1), makeRecord(2, [{}], { ref: 'refs/heads/feature' }), makeRecord(3, [{}], { ref: 'main' })];
    expect(driftRecords(records, 'refs/heads/main').map((r) => r.sha)).toEqual([sha(1), sha(3)]);
  });
});
