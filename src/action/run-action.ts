/**
 * The action's pipeline: mode → config → (pull request: preflight, baseline) → run → publish →
 * review → comment → record and drift → gate. A shard job (`shard: I/N`) stops after the run and
 * uploads its partial result (shard-job.ts); the merge job (`mode: merge`) merges the shards instead of
 * running (merge-job.ts) and then goes on as after a run. Every edge is in the context (src/action/context.ts):
 * main.ts passes the process's, the in-process tests pass fakes. The engine itself is runPipeline,
 * the one the CLI runs.
 */
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { afterRun, baselineForPull, historyStoreFor, historyWhere, markKnownFailures, refuseEphemeralStore, shouldRecord, withNote, type KnownFailure } from './baseline-and-record.js';
import { runUrlOf, type ActionContext, type Outputs } from './context.js';
import { PR_ACTIONS, resolveMode, type Mode, type PullRequestEvent } from './event.js';
import { withBaseHighStakes } from './high-stakes-rules.js';
import { decideGate, jobVerdict } from './gate.js';
import { highStakesStep, type HighStakesStep } from './high-stakes.js';
import { pullRequestPreflight } from './preflight.js';
import { createActionProgress } from './progress-log.js';
import { missingKeyHint } from './notices.js';
import { evaluatedOf, postCouldNotEvaluate, postReportComment, publishReport, reviewSummaryOf } from './publish.js';
import { pullBaseSuite } from './base-suite.js';
import type { BaseSuiteSource } from '../pipeline/base-arm.js';
import { withPinnedBaseline } from './baseline-pin.js';
import { actionCacheDir, restoreResponseCache, saveResponseCache } from './response-cache.js';
import { providersFromConfig, reviewPullRequest, type ReviewResult } from './review.js';
import { earlierReviewScores, mergedPullReview } from './review-history.js';
import { mergedShardReport } from './merge-job.js';
import { runShardJob, shardPlanning } from './shard-job.js';
import { loadConfig } from '../config/load.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import type { HistoryStore } from '../history/store.js';
import { InputError } from '../inputs.js';
import { responseCacheDir, runPipeline, type PipelineRequest, type PipelineResult } from '../pipeline/pipeline.js';
import { trafficOf } from '../providers/governors.js';
import { providersInUse } from '../pipeline/prepare.js';
import { missingKeys } from '../providers/factory.js';
import { renderMarkdown } from '../report/markdown.js';
import type { Report } from '../report/types.js';

const escapeHtml = (text: string) => text.replace(/</g, '&lt;');

/**
 * The no-history note of a pull request whose merge base is measured in this run (issue 32, item 2):
 * the note's "judged by thresholds alone, no baseline to compare with" is history's side only, so it
 * gives way to what is compared with what — never both in one comment.
 */
export function withBaseSuite(note: string, base: string): string {
  const history = note.replace(/: judged by thresholds alone(, no baseline to compare with)?(;|$)/, (_, __, end: string) => (end === ';' ? ';' : ''));
  return `${history}. Until then, the scenarios whose context changed since the merge base are compared with the base's context, measured in this run, and the others are judged by their thresholds alone (compare.base: ${base})`;
}

/** The baseline note for a finished report: the measured-base wording only when some scenario was compared with the base measured in this run. */
function noteAfter(report: Report, note: string | undefined, measured: string | undefined): [Report, string | undefined] {
  const usedBase = report.scenarios.some((s) => s.comparison?.baseArm !== undefined);
  return [report, measured !== undefined && usedBase ? measured : note];
}

/**
 * Runs the action and never throws: what goes wrong is named by kind (bad input, config problem, could
 * not evaluate), fails the step and goes into the job summary. `out` holds the outputs so far.
 */
export async function guarded(ctx: Pick<ActionContext, 'log' | 'summary'>, out: Outputs, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    out.verdict = 'error';
    const { kind, message } = describeError(err);
    ctx.log.setFailed(`context-eval: ${kind}: ${message}`);
    ctx.summary.add(`## ⚠️ context-eval could not evaluate\n\n${kind}: ${escapeHtml(message)}\n`);
  }
}

/** What kind of problem ended a run (bad input, config problem, could not evaluate), and its message. */
export function describeError(err: unknown): { kind: string; message: string } {
  const message = err instanceof Error ? err.message : String(err);
  const kind = err instanceof InputError ? 'bad input' : err instanceof ConfigError ? 'config problem' : 'could not evaluate';
  return { kind, message };
}

export async function runAction(ctx: ActionContext, out: Outputs): Promise<void> {
  const { inputs, event, runner } = ctx;
  // The merge job acts for the event as `auto` does: it comments on a pull request, records on push and schedule.
  const merging = inputs.mode === 'merge';
  const resolved = resolveMode(inputs.mode === 'merge' ? 'auto' : inputs.mode, event, runner.eventName);
  if ('error' in resolved) throw new InputError(merging ? `mode: merge acts for the event as mode: auto does, and ${resolved.error}` : resolved.error);
  const pr = resolved.mode === 'pr' && event.kind === 'pull_request' ? event : undefined;
  const state: RunState = { merging, mode: resolved.mode, pr, reportCommented: false };
  try {
    await runResolved(ctx, out, state);
  } catch (err) {
    // A comment never outlives the run that wrote it (issue 30, item 1): a pull-request run that ends in
    // error before its report comment says so for its own head SHA. Shard jobs never comment.
    if (pr && inputs.comment && !inputs.shard && !state.reportCommented) await postCouldNotEvaluate(ctx, pr, withKeyHint(err, state.loaded, ctx.env), out);
    throw err;
  }
}

/** The events the preflight does not ignore need the rules (a `labeled` event may be the approval); the others read nothing. */
function readsRules(pr: PullRequestEvent): boolean {
  return pr.action === undefined || pr.action === 'labeled' || (PR_ACTIONS as readonly string[]).includes(pr.action);
}

/**
 * The error as the comment states it; a config problem that names a provider key missing from this job
 * (the pipeline's key check) is a "missing provider key", with how to pass it.
 */
function withKeyHint(err: unknown, loaded: LoadedConfig | undefined, env: ActionContext['env']): { kind: string; message: string } {
  const described = describeError(err);
  if (!(err instanceof ConfigError) || loaded === undefined) return described;
  const named = missingKeys(loaded.config, providersInUse(loaded, loaded.scenarios), env)
    .map((m) => m.variable)
    .filter((v) => described.message.includes(v));
  return named.length === 0 ? described : { kind: 'missing provider key', message: `${described.message}\n${missingKeyHint([...new Set(named)])}` };
}

interface RunState {
  merging: boolean;
  mode: Mode;
  pr: PullRequestEvent | undefined;
  /** Set once this run's report is in the sticky comment. */
  reportCommented: boolean;
  /** The config, once loaded. */
  loaded?: LoadedConfig;
}

async function runResolved(ctx: ActionContext, out: Outputs, state: RunState): Promise<void> {
  const { inputs, runner, log } = ctx;
  const { merging, pr, mode } = state;
  const configPath = path.resolve(runner.workspace, inputs.config);
  const ownConfig = await loadConfig(configPath, { env: ctx.env });
  state.loaded = ownConfig;
  // A pull request is gated by the base branch's high_stakes rules, never by the ones it brings (issue 30, item 7).
  const loaded = pr && !inputs.shard && !merging && readsRules(pr) ? await withBaseHighStakes(ctx, ownConfig, pr, configPath) : ownConfig;
  const req: PipelineRequest = { configPath, loaded, concurrency: inputs.concurrency };
  if (inputs.runs !== undefined) req.runs = inputs.runs;
  if (inputs.only) req.only = inputs.only;
  const record = shouldRecord(inputs.record, ctx.event, undefined, mode);
  // A run that reads or writes history needs a store that outlives the job: refused before any call otherwise.
  if (pr || record || mode === 'drift') refuseEphemeralStore(loaded);

  let baselineNote: string | undefined;
  let measuredNote: string | undefined;
  let prHistory: HistoryStore | undefined; // read only: a pull request never writes history
  let highStakes: HighStakesStep | undefined;
  let toolsBase: BaseSuiteSource | undefined;
  if (pr) {
    // Shard jobs skip as the whole run would (the merge job skips too), but only the merge job writes the comment.
    const preflightCtx = inputs.shard ? { ...ctx, inputs: { ...inputs, comment: false } } : ctx;
    if ((await pullRequestPreflight(preflightCtx, loaded, pr, req, out)) === 'skip') return;
    prHistory = await historyStoreFor(loaded, ctx.github(), pr.owner, pr.repo, (m) => log.info(m));
    // The merge job reads the baseline too: it computes the comparisons itself, never takes a shard's.
    const pulled = await baselineForPull(ctx.github(), prHistory, { owner: pr.owner, repo: pr.repo, baseRef: pr.baseRef, baseSha: pr.baseSha, headSha: pr.headSha }, (m) => log.info(m), historyWhere(loaded), (m) => log.notice(m));
    // A re-run of this head compares with the baseline records its first run used (issue 31 item 2); only our comment names them.
    if (pulled.baseline) req.baseline = inputs.comment ? await withPinnedBaseline(ctx.github(), { owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: inputs.config, headSha: pr.headSha }, pulled.baseline, (m) => log.info(m)) : pulled.baseline;
    else baselineNote = pulled.note;
    // Scenarios without history are compared with the merge base's context, measured in this run (compare.base; not in shards yet).
    const baseSuite = inputs.shard || merging ? undefined : pullBaseSuite(ctx.github(), loaded, pr, ctx.env, pulled.baseline?.mergeBaseSha);
    if (baseSuite) req.baseSuite = baseSuite;
    // The merge job computes the PR's tools diff from the merge base's suite, once (the shards compute none).
    if (merging) toolsBase = pullBaseSuite(ctx.github(), loaded, pr, ctx.env, pulled.baseline?.mergeBaseSha);
    // The first-PR note says the base was measured only when it was (its merge base may not be readable): decided after the run.
    if (baseSuite && baselineNote !== undefined) measuredNote = withBaseSuite(baselineNote, loaded.config.compare.base);
    else if (!baseSuite && loaded.config.compare.base !== 'history') baselineNote = [baselineNote, 'compare.base: the merge base is not re-measured in sharded runs yet; scenarios without history are judged by threshold alone'].filter((n) => n !== undefined).join('; ');
    if (!inputs.shard && !merging) {
      // Phase 1 of a high-stakes PR, before any model call: the plan; with require_approval the run ends here.
      highStakes = await highStakesStep(ctx, loaded, pr, req, out, req.baseline?.records);
      if (highStakes?.stop) return;
    } else if (loaded.config.high_stakes !== undefined) {
      log.warning('context-eval: high_stakes is not applied to sharded runs yet (no plan, no approval, the usual N); run the pull request unsharded to use it.');
    }
  }
  // A run that writes history samples every scenario to compare.baseline_runs: later PRs compare with it.
  if (record) req.forBaseline = true;
  // Scheduled drift runs exist to sample the model now: never from the cache.
  if (mode === 'drift') req.bypassCache = true;
  // The response cache lives outside the checkout (never the work tree's cache.dir); on by default in PRs.
  req.cacheDir = actionCacheDir(loaded.config.cache, { pullRequest: pr !== undefined, ...(runner.runnerTemp === undefined ? {} : { runnerTemp: runner.runnerTemp }) }) ?? false;

  const run = (r: PipelineRequest) => runWithResponseCache(ctx, loaded, r);
  if (inputs.shard) return runShardJob(ctx, inputs.shard, req, run, baselineNote, out);
  const ran = merging
    ? withNote(await mergedShardReport(ctx, { loaded, planning: shardPlanning(req), comparing: pr !== undefined, ...(req.baseline === undefined ? {} : { baseline: req.baseline }), ...(toolsBase === undefined ? {} : { baseSuite: toolsBase }) }), baselineNote)
    : withNote(...noteAfter((await run(req)).report, baselineNote, measuredNote));
  const report = highStakes ? { ...ran, highStakes: highStakes.report } : ran;
  const commentHead = highStakes?.commentHead(report.verdict);
  await afterReport(ctx, { report, loaded, configPath, pr, prHistory, record, drift: mode === 'drift', ...(commentHead === undefined ? {} : { commentHead }) }, out, () => (state.reportCommented = true));
}

/**
 * Everything after the report exists, the same for a run and a merge of shards: publish (outputs,
 * report.json, annotations, summary), review and comment on a pull request, record and detect drift,
 * then gate.
 */
async function afterReport(
  ctx: ActionContext,
  a: { report: Report; loaded: LoadedConfig; configPath: string; pr: PullRequestEvent | undefined; prHistory: HistoryStore | undefined; record: boolean; drift: boolean; commentHead?: string },
  out: Outputs,
  commented: () => void,
): Promise<void> {
  const { inputs, log } = ctx;
  const { report, loaded, pr } = a;
  await publishReport(ctx, report, loaded, out);
  const review = pr && inputs.review ? await reviewStep(ctx, pr, loaded, a.configPath, report, a.prHistory, out) : undefined;
  // The headline carries the review's verdict, marks findings outside fail-on as advisory and names the evaluated commit.
  ctx.summary.setReport((maxBytes) => renderMarkdown(report, { maxBytes, full: true, failOn: inputs.failOn, ...reviewSummaryOf(review), ...(pr ? { evaluated: evaluatedOf(pr) } : {}) }));
  if (pr && inputs.comment) {
    await postReportComment(ctx, pr, report, review, out, { ...(a.commentHead === undefined ? {} : { head: a.commentHead }), dashboard: loaded.config.dashboard?.url });
    commented();
  }
  const after = a.record || a.drift ? await recordAndDetect(ctx, report, loaded, a.record, a.drift) : { findings: 0 };

  // A recording run's failure that the branch's earlier records already had is red once, not every night (issue 31).
  const gate = decideGate(markKnownFailures(report, after.knownFailures ?? []), inputs.failOn, {
    driftFindings: after.findings,
    ...(review ? { review: { verdict: review.outputVerdict, ...(review.reason === undefined ? {} : { reason: review.reason }) } } : {}),
    ...(after.recordError === undefined ? {} : { recordError: after.recordError }),
  });
  for (const w of gate.warnings) log.warning(w);
  // The verdict output agrees with the exit: fail or error exactly when the step fails.
  out.verdict = jobVerdict(report, gate);
  if (after.recordError !== undefined) {
    ctx.summary.add(`## ⚠️ context-eval could not record this run\n\n${escapeHtml(after.recordError)}\n`);
  }
  if (gate.fail) log.setFailed(`context-eval: ${gate.reasons.join('; ')}`);
}

/** runPipeline, with the response cache restored before and saved after when the config has one. */
async function runWithResponseCache(ctx: ActionContext, loaded: LoadedConfig, req: PipelineRequest): Promise<PipelineResult> {
  const log = (m: string) => ctx.log.info(m);
  const cacheDir = await responseCacheDir(loaded, req);
  const backend = cacheDir === undefined || !ctx.cacheBackend ? undefined : await ctx.cacheBackend();
  const runKey = `${ctx.runner.runId ?? 'local'}-${ctx.runner.runAttempt ?? '1'}`;
  if (cacheDir && !backend) await rm(cacheDir, { recursive: true, force: true }); // restoreResponseCache empties it too
  const restored = cacheDir && backend ? await restoreResponseCache(backend, cacheDir, runKey, log) : undefined;
  // The log speaks while runs go on: a progress line at least every 30 s, the merge base's runs included.
  const progress = createActionProgress(ctx.log, { traffic: () => trafficOf(loaded.config), ...(ctx.progress?.everyMs === undefined ? {} : { everyMs: ctx.progress.everyMs }) });
  const result = await runPipeline(req, {
    env: ctx.env,
    readText: (p) => readFile(p, 'utf8'),
    now: () => Date.now(),
    events: {
      planned: (scenarios) => progress.planned(scenarios),
      runFinished: (scenario, run) => progress.runFinished(scenario, run.error !== undefined ? 'error' : run.pass ? 'pass' : 'fail'),
      scenarioFinished: (result) => progress.scenarioFinished(result),
    },
  }).finally(() => progress.done());
  if (cacheDir && backend && restored) await saveResponseCache(backend, cacheDir, restored, log);
  return result;
}

async function reviewStep(ctx: ActionContext, pr: PullRequestEvent, loaded: LoadedConfig, configPath: string, report: Report, history: HistoryStore | undefined, out: Outputs): Promise<ReviewResult> {
  const log = (m: string) => ctx.log.info(m);
  const review = await reviewPullRequest({
    github: ctx.github(),
    owner: pr.owner,
    repo: pr.repo,
    pr: { number: pr.number, headSha: pr.headSha, baseSha: pr.baseSha },
    loaded,
    configRepoPath: path.relative(ctx.runner.workspace, configPath).split(path.sep).join('/'),
    report,
    providers: providersFromConfig(loaded, ctx.env),
    eventsDir: path.dirname(out.report),
    redact: ctx.redactData,
    log,
    ...(history ? { earlierScores: () => earlierReviewScores(history, log) } : {}),
  });
  out['review-verdict'] = review.outputVerdict;
  for (const w of review.warnings) ctx.log.warning(w);
  ctx.summary.add(review.section);
  return review;
}

/** Records the run and, in drift mode, runs the detectors and syncs the drift issue. */
async function recordAndDetect(ctx: ActionContext, report: Report, loaded: LoadedConfig, record: boolean, drift: boolean): Promise<{ findings: number; recordError?: string; knownFailures?: KnownFailure[] }> {
  const { runner, inputs } = ctx;
  const log = (m: string) => ctx.log.info(m);
  const [owner = '', repo = ''] = runner.repository.split('/');
  const github = ctx.github();
  const store = await historyStoreFor(loaded, github, owner, repo, log);
  const url = runUrlOf(runner);
  const review = record && runner.eventName === 'push' ? await mergedPullReview(github, { owner, repo, sha: runner.sha, configId: inputs.config, log }) : undefined;
  const after = await afterRun({ report, loaded, store, where: historyWhere(loaded), record, drift, sha: runner.sha, ref: runner.ref, event: runner.eventName, now: () => new Date(), github, owner, repo, ...(url ? { runUrl: url } : {}), ...(review ? { review } : {}), log, redact: ctx.redactData });
  for (const w of after.warnings) ctx.log.warning(w);
  if (after.summary) ctx.summary.add(after.summary);
  return { findings: after.findings?.length ?? 0, ...(after.recordError === undefined ? {} : { recordError: after.recordError }), ...(after.knownFailures === undefined ? {} : { knownFailures: after.knownFailures }) };
}
