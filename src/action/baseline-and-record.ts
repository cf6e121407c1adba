/**
 * History in the action (DESIGN §2 history/compare/drift, §7 mode/record/fail-on): which store, whether
 * this run records, the baseline a pull request is compared with, and, after the run, recording and the
 * drift detectors with their issue. The GitHub client and the store are injected; the decisions
 * (`shouldRecord`, which records drift looks at) are pure.
 *
 * Choices the brief left open:
 *  - `mode: drift` records under `record: auto` whatever the event (the mode is defined as "runs
 *    everything, records, and runs the detectors"); `record: false` still turns recording off, and the
 *    detectors then run over the stored history alone.
 *  - The drift detectors look only at records of this run's branch (GITHUB_REF), so a `record: true`
 *    run on a side branch does not read as drift of the default branch.
 *  - History that cannot be read is a warning: a pull request is then judged by thresholds alone, and
 *    the report's notes say why. A record that cannot be written is an error of the job (`recordError`):
 *    a lost record must not leave the job green.
 *  - The store must outlive the job (DESIGN §2). `history.store: auto` (the default) is the data branch
 *    here; `dir` is refused (`refuseEphemeralStore`) whenever the run reads or writes history: its folder
 *    is in the checkout, deleted with the runner (records lost) and editable by the pull request itself
 *    (baselines planted), and `history.dir` cannot point outside the repository.
 */
import path from 'node:path';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { assessDrift, type DriftFinding } from '../drift/detect.js';
import { renderDriftIssue, renderDriftSummary } from '../drift/render.js';
import { acceptedText, splitAccepted, type AcceptedFinding, type DriftAcceptance } from '../drift/acceptance.js';
import type { GitHub } from '../github/github.js';
import type { DriftIssueAction } from '../github/drift-issue.js';
import { createBranchStore } from '../history/branch-store.js';
import { createDirStore } from '../history/dir-store.js';
import { BASELINE_WORKFLOW_PATH } from '../init/baseline-workflow.js';
import { providersForRecord, type HistoryRecord, type RecordMeta } from '../history/record.js';
import type { HistoryStore } from '../history/store.js';
import type { BaselineRequest } from '../pipeline/attach-comparisons.js';
import { historyDir, recordRun } from '../pipeline/stored-history.js';
import { checkStale } from '../stale/check.js';
import type { Report } from '../report/types.js';
import type { ActionEvent, Mode } from './event.js';

export type RecordSetting = 'auto' | 'true' | 'false';

/** How many ancestors of the merge base are listed: one page, far more than compare.baseline_records needs. */
export const ANCESTOR_PAGE = 100;

/** The newest records a drift run reads: enough for the detectors' windows and the 30-record charts, with room for other branches' records. */
export const DRIFT_READ_RECORDS = 150;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const short = (sha: string) => sha.slice(0, 7);

/**
 * A config problem when the configured history store cannot outlive the job: `history.store: dir` in the
 * action. Called before any model call, whenever the run reads (a pull request's baseline) or writes
 * (record, drift) history; the message names the key, where it is set, and the fix.
 */
export function refuseEphemeralStore(loaded: LoadedConfig): void {
  const h = loaded.config.history;
  if (h.store !== 'dir') return;
  const at = loaded.provenance['history.store'];
  const m = at === undefined ? null : /^(.*):(\d+)$/.exec(at);
  throw new ConfigError(
    `history.store: dir keeps history in the folder ${h.dir} of the checkout, which the runner deletes when the job ends ` +
      '(records are lost, so pull requests never get a baseline and regression never fires) and which a pull request can edit (baselines planted). ' +
      `Set history.store: auto (the default: the data branch ${h.branch} in the action, the folder ${h.dir} locally, one config for both) or history.store: branch, ` +
      `and record baselines with ${BASELINE_WORKFLOW_PATH} (what \`context-eval init\` writes: a push to the default branch and a nightly schedule).`,
    m ? { file: m[1] ?? '', line: Number(m[2]) } : { file: path.basename(loaded.path) },
  );
}

/** The configured store: the data branch through the git data API (`auto` and `branch`), or a folder next to the config file. */
export async function historyStoreFor(
  loaded: LoadedConfig,
  github: Pick<GitHub, 'dataBranch'>,
  owner: string,
  repo: string,
  log: (message: string) => void = () => undefined,
): Promise<HistoryStore> {
  const h = loaded.config.history;
  // Through the one path resolver at the moment of use: the folder may have become a link out since loading.
  if (h.store === 'dir') return createDirStore(await historyDir(loaded));
  return createBranchStore(github, { owner, repo, branch: h.branch, log });
}

/** Where the history lives, for messages: "branch context-eval-data" or "folder <abs path>". */
export function historyWhere(loaded: LoadedConfig): string {
  const h = loaded.config.history;
  return h.store === 'dir' ? `folder ${path.join(loaded.dir, h.dir)} (history.store: dir)` : `branch ${h.branch} (history.store: ${h.store})`;
}

/** What a pull request without baseline is told: how baselines get recorded. */
export const HOW_TO_GET_A_BASELINE =
  `baselines are recorded by runs on push to the default branch and on a schedule: add ${BASELINE_WORKFLOW_PATH} ` +
  '(context-eval init writes it, as examples/workflows/baseline.yml) and pull requests are compared with the baseline at their merge base from its first run on';

/**
 * Whether this run writes history. Never on a pull request, whatever the setting (DESIGN §7).
 * `auto`: on schedule, on a push to the default branch, and in drift mode.
 */
export function shouldRecord(
  record: RecordSetting,
  event: ActionEvent,
  defaultBranch: string | undefined = event.kind === 'pull_request' ? undefined : event.defaultBranch,
  mode?: Mode,
): boolean {
  if (event.kind === 'pull_request' || mode === 'pr') return false;
  if (record === 'false') return false;
  if (record === 'true') return true;
  if (mode === 'drift' || event.kind === 'schedule') return true;
  return event.kind === 'push' && defaultBranch !== undefined && event.ref === `refs/heads/${defaultBranch}`;
}

export interface PullQuery {
  owner: string;
  repo: string;
  baseRef: string;
  baseSha: string;
  headSha: string;
}

/** The baseline for runPipeline, or, when there is none, a note for the report saying why. */
export type PullBaseline = { baseline: BaselineRequest } | { baseline?: undefined; note: string };

/**
 * Reads the stored history (read only), the PR's merge base (`GET compare/{base}...{head}`) and the
 * merge base's ancestors (`GET commits?sha=<merge base>`, newest first, the merge base itself first).
 * Never throws: what cannot be read is logged and the PR is judged by thresholds alone. No history at all
 * (the expected case before the first baseline run) goes to `notice`, once.
 */
export async function baselineForPull(
  github: Pick<GitHub, 'mergeBase' | 'ancestors'>,
  store: Pick<HistoryStore, 'scan'>,
  q: PullQuery,
  log: (message: string) => void,
  where = 'the history store',
  notice: (message: string) => void = log,
): Promise<PullBaseline> {
  // A cheap look first (one tree read, one record): no history means no compare or commits calls.
  try {
    const newest = await store.scan({ newest: 1 });
    if (newest.records.length === 0 && newest.problems.length === 0) {
      // Expected before the first baseline run: one plain notice that says what to do.
      const note = `no history recorded yet in ${where}: judged by thresholds alone, no baseline to compare with; ${HOW_TO_GET_A_BASELINE}`;
      notice(`context-eval: ${note}`);
      return { note };
    }
  } catch (err) {
    const note = `history could not be read from ${where} (${messageOf(err)}): judged by thresholds alone`;
    log(`context-eval: ${note}`);
    return { note };
  }
  let mergeBaseSha: string;
  try {
    mergeBaseSha = await github.mergeBase({ owner: q.owner, repo: q.repo, baseSha: q.baseSha, headSha: q.headSha });
  } catch (err) {
    const note = `the merge base of ${short(q.baseSha)}...${short(q.headSha)} could not be found (${messageOf(err)}): judged by thresholds alone`;
    log(`context-eval: ${note}`);
    return { note };
  }
  let ancestorsOfMergeBase = [mergeBaseSha];
  try {
    ancestorsOfMergeBase = await github.ancestors({ owner: q.owner, repo: q.repo, sha: mergeBaseSha, max: ANCESTOR_PAGE });
  } catch (err) {
    log(`context-eval: the ancestors of the merge base ${short(mergeBaseSha)} could not be listed (${messageOf(err)}); only records at the merge base itself can be the baseline.`);
  }
  // Only the records made at the merge base or its listed ancestors are read (names carry the SHA).
  let records: HistoryRecord[];
  try {
    const listing = await store.scan({ shas: ancestorsOfMergeBase });
    for (const problem of listing.problems) log(`context-eval: skipping an invalid history file: ${problem}`);
    records = listing.records;
  } catch (err) {
    const note = `history could not be read from ${where} (${messageOf(err)}): judged by thresholds alone`;
    log(`context-eval: ${note}`);
    return { note };
  }
  log(`context-eval: ${records.length} history record(s) at the merge base ${short(mergeBaseSha)} or its ${ancestorsOfMergeBase.length - 1} listed ancestor(s) in ${where}.`);
  return { baseline: { records, mergeBaseSha, baseRef: q.baseRef, ancestorsOfMergeBase } };
}

/** The report with one more run-level note (why there was no baseline). */
export function withNote(report: Report, note: string | undefined): Report {
  return note === undefined || report.notes.includes(note) ? report : { ...report, notes: [...report.notes, note] };
}

const branchOf = (ref: string) => ref.replace(/^refs\/heads\//, '');

/** The records the drift detectors read: those of this run's branch. */
export function driftRecords(records: readonly HistoryRecord[], ref: string): HistoryRecord[] {
  return records.filter((r) => branchOf(r.ref) === branchOf(ref));
}

/** The newest records a recording run reads to tell a failure it already had from a new one. */
export const KNOWN_FAILURE_RECORDS = 30;

/** A failing scenario of a recording run that failed, with the same context, in this branch's records before it. */
export interface KnownFailure {
  name: string;
  /** The oldest record of the unbroken run of failures read (with the same context hash): its commit and time. */
  sinceSha: string;
  since: string;
  /** True when that run of failures reaches past the records read: it began there or earlier. */
  orEarlier: boolean;
}

/**
 * The failing scenarios of a recording run that are not new (issue 31: a baseline workflow that is red
 * on every push says why once): the newest earlier record of this branch that holds the scenario has
 * its context hash and failed its threshold too. `since` is where that unbroken run of failures began
 * among the records read. A scenario whose context changed, or that passed last time, is not known:
 * its failure is red, with its cause. Pure; `earlier` must not hold this run's own record.
 */
export function knownFailures(report: Report, earlier: readonly HistoryRecord[], ref: string): KnownFailure[] {
  const newestFirst = driftRecords(earlier, ref).sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const known: KnownFailure[] = [];
  for (const s of report.scenarios) {
    if (s.verdict !== 'fail' || s.contextHash === undefined || s.contextHash === '') continue;
    const held = newestFirst.flatMap((r) => r.scenarios.filter((x) => x.name === s.name).map((x) => ({ r, x })));
    const streak = held.findIndex((h) => h.x.contextHash !== s.contextHash || h.x.verdict !== 'fail');
    const length = streak === -1 ? held.length : streak;
    const oldest = held[length - 1];
    if (length === 0 || oldest === undefined) continue;
    known.push({ name: s.name, sinceSha: oldest.r.sha, since: oldest.r.timestamp, orEarlier: streak === -1 && newestFirst.length >= KNOWN_FAILURE_RECORDS });
  }
  return known;
}

/**
 * The report the gate reads after a recording run: each known failure marked as failing at the base too
 * (its base being the branch's earlier records), with since when, so that `fail-on: threshold` is red
 * for a failure once, when it appears, and `failing-at-base` on every run. Pure.
 */
export function markKnownFailures(report: Report, known: readonly KnownFailure[]): Report {
  if (known.length === 0) return report;
  const byName = new Map(known.map((k) => [k.name, k]));
  const scenarios = report.scenarios.map((s) => {
    const k = byName.get(s.name);
    if (k === undefined || s.verdict !== 'fail') return s;
    return { ...s, atBase: 'failing' as const, failingSince: { sha: k.sinceSha, timestamp: k.since, ...(k.orEarlier ? { orEarlier: true } : {}) } };
  });
  const failingAtBase = scenarios.filter((s) => s.verdict === 'fail' && s.atBase === 'failing').length;
  return { ...report, scenarios, summary: { ...report.summary, failingAtBase } };
}

export interface AfterRunArgs {
  report: Report;
  loaded: LoadedConfig;
  store: HistoryStore;
  /** historyWhere(loaded), for messages. */
  where: string;
  /** shouldRecord's answer. */
  record: boolean;
  /** Run the detectors and sync the drift issue (mode drift). */
  drift: boolean;
  /** GITHUB_SHA, GITHUB_REF and GITHUB_EVENT_NAME. */
  sha: string;
  ref: string;
  event: string;
  now: () => Date;
  /** For the drift issue. */
  github: Pick<GitHub, 'syncDriftIssue' | 'driftAcceptances'>;
  owner: string;
  repo: string;
  runUrl?: string;
  log: (message: string) => void;
  /** The job's redaction for data (src/action/sink.ts): what the record stores of the providers and of an example run passes through it. */
  redact: (text: string) => string;
  /** The review of the merged pull request this push brings (src/action/review-history.ts), stored in the record. */
  review?: RecordMeta['review'];
}

export interface AfterRunResult {
  /** The record written, if any. */
  recorded?: HistoryRecord;
  /** The drift findings no person accepted; undefined when the detectors did not run (not drift mode, or no history). */
  findings?: DriftFinding[];
  /** Findings still drifted that a person accepted by closing the drift issue that listed them: not raised again. */
  accepted?: AcceptedFinding[];
  /** Markdown for the job summary (drift mode). */
  summary?: string;
  issue?: { action: DriftIssueAction; url?: string };
  /** Set when this run's record could not be written (after the store's replays): the job fails. */
  recordError?: string;
  /** Things the user should see as warnings: history not read, not pruned, issue not synced. */
  warnings: string[];
  /** Recording runs: the failing scenarios that already failed, with the same context, in this branch's earlier records. */
  knownFailures?: KnownFailure[];
}

/** Records the run (when asked) and, in drift mode, prunes, runs the detectors and syncs the drift issue. */
export async function afterRun(a: AfterRunArgs): Promise<AfterRunResult> {
  const result: AfterRunResult = { warnings: [] };
  if (a.record && a.report.scenarios.some((s) => s.verdict === 'fail')) {
    // Read before this run's record is written: a failure it already had is said once, not every night.
    try {
      const listing = await a.store.scan({ newest: KNOWN_FAILURE_RECORDS });
      result.knownFailures = knownFailures(a.report, listing.records, a.ref);
    } catch (err) {
      a.log(`context-eval: could not read earlier records to tell known failures from new ones (${messageOf(err)}); every failure counts as new.`);
    }
  }
  if (a.record) {
    try {
      const meta = { sha: a.sha, ref: a.ref, event: a.event, timestamp: a.now().toISOString(), providers: providersForRecord(a.loaded.config.providers, a.redact), redact: a.redact, ...(a.review === undefined ? {} : { review: a.review }) };
      const recorded = await recordRun(a.report, a.store, meta);
      if (recorded) {
        result.recorded = recorded;
        a.log(`context-eval: recorded this run (${recorded.scenarios.length} scenario(s)) in ${a.where}.`);
      } else a.log('context-eval: every scenario was skipped; nothing to record.');
    } catch (err) {
      result.recordError = `context-eval: could not record history in ${a.where}: ${messageOf(err)}`;
    }
    if (a.drift && result.recordError === undefined) {
      try {
        const pruned = await a.store.prune(a.loaded.config.history.retain);
        if (pruned > 0) a.log(`context-eval: pruned ${pruned} old record(s) from ${a.where} (history.retain ${a.loaded.config.history.retain}).`);
      } catch (err) {
        result.warnings.push(`context-eval: could not prune old records from ${a.where}: ${messageOf(err)}`);
      }
    }
  }
  if (!a.drift) return result;

  let records: HistoryRecord[];
  try {
    const listing = await a.store.scan({ newest: DRIFT_READ_RECORDS });
    for (const problem of listing.problems) result.warnings.push(`context-eval: skipping an invalid history file: ${problem}`);
    records = driftRecords(listing.records, a.ref);
  } catch (err) {
    result.warnings.push(`context-eval: the drift detectors did not run: history could not be read from ${a.where}: ${messageOf(err)}`);
    return result;
  }
  const assessed = assessDrift(records, a.loaded.config.drift, { dayToDaySd: a.loaded.config.compare.day_to_day_sd });
  let acceptances: DriftAcceptance[] = [];
  try {
    acceptances = await a.github.driftAcceptances({ owner: a.owner, repo: a.repo, log: a.log });
  } catch (err) {
    result.warnings.push(`context-eval: could not read the closed drift issues, so no finding counts as accepted (the token needs issues: read): ${messageOf(err)}`);
  }
  const { open: findings, accepted } = splitAccepted(assessed.findings, acceptances);
  result.findings = findings;
  result.accepted = accepted;
  const stale = await checkStale(a.loaded, a.now());
  result.summary = renderDriftSummary(findings, records, stale, accepted);
  a.log(`context-eval: ${findings.length} drift finding(s) over ${records.length} record(s) of ${branchOf(a.ref)}${accepted.length === 0 ? '' : `, and ${accepted.length} accepted`}.`);
  const tooFew = assessed.scenarios.filter((s) => !s.judged);
  if (tooFew.length > 0) {
    a.log(`context-eval: drift not judged yet (too few records; need ${a.loaded.config.drift.window + 1}): ${tooFew.map((s) => `${s.scenario} (${s.records})`).join(', ')}.`);
  }
  for (const f of findings) a.log(`context-eval: drift: ${f.message}`);
  for (const { finding, acceptance } of accepted) a.log(`context-eval: drift, ${acceptedText(acceptance)}: ${finding.message}`);
  try {
    const runUrl = a.runUrl === undefined ? {} : { runUrl: a.runUrl };
    const { title, body } = renderDriftIssue(findings, records, { sha: a.sha, stale, accepted, ...runUrl });
    const judged = assessed.scenarios.filter((s) => s.judged).length;
    const closing = { date: a.now().toISOString().slice(0, 10), judged, scenarios: assessed.scenarios.length, accepted, ...runUrl };
    const synced = await a.github.syncDriftIssue({ owner: a.owner, repo: a.repo, findings, title, body, sha: a.sha, closing, log: a.log });
    result.issue = synced.url === undefined ? { action: synced.action } : { action: synced.action, url: synced.url };
  } catch (err) {
    result.warnings.push(`context-eval: could not open, update or close the drift issue (the token needs issues: write): ${messageOf(err)}`);
  }
  return result;
}
