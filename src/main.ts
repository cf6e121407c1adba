/**
 * The action: what is GitHub's (inputs, the event, the comment, the summary, annotations, the gate)
 * around the one pipeline the CLI also runs.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { annotationsFor, decideGate } from './action/gate.js';
import { core, redactData, redactForDisplay, registerSecretsFor } from './action/sink.js';
import { afterRun, baselineForPull, historyStoreFor, historyWhere, shouldRecord, withNote } from './action/baseline-and-record.js';
import { parseEvent, resolveMode, PR_ACTIONS, type PullRequestEvent } from './action/event.js';
import { reviewPullRequest, providersFromConfig, type ReviewResult } from './action/review.js';
import { earlierReviewScores, mergedPullReview } from './action/review-history.js';
import type { HistoryStore } from './history/store.js';
import { decideReviewGate } from './action/review-gate.js';
import { JobSummary } from './action/summary.js';
import { forkExecWarning, forkNotice, untouchedNotice } from './action/notices.js';
import { touchesWatched } from './affected/affected.js';
import { loadConfig } from './config/load.js';
import { ConfigError, type LoadedConfig } from './config/types.js';
import { createGitHubClient, type GitHubClient } from './github/client.js';
import { markLastEvaluated, upsertStickyComment, MAX_COMMENT_BYTES } from './github/comment.js';
import { listChangedFiles } from './github/pr.js';
import { toConfigRelative } from './git/paths.js';
import { readInputs, InputError, type Inputs } from './inputs.js';
import { providersInUse } from './pipeline/prepare.js';
import { responseCacheDir, runPipeline, type PipelineRequest } from './pipeline/pipeline.js';
import { actionsCacheBackend, restoreResponseCache, saveResponseCache } from './action/response-cache.js';
import { missingKeys } from './providers/factory.js';
import { renderJson } from './report/json.js';
import { renderMarkdown } from './report/markdown.js';
import type { Report } from './report/types.js';

interface Outputs {
  verdict: 'pass' | 'fail' | 'error' | 'skipped';
  report: string;
  'comment-url': string;
  passed: number;
  failed: number;
  errored: number;
  'review-verdict': string;
}

/** Room left in a comment for the two hidden marker lines. */
const MARKER_ROOM = 512;

export async function run(): Promise<void> {
  const out: Outputs = { verdict: 'error', report: '', 'comment-url': '', passed: 0, failed: 0, errored: 0, 'review-verdict': 'skipped' };
  const summary = new JobSummary();
  try {
    await registerSecretsFor(process.env, path.resolve(env('GITHUB_WORKSPACE') ?? process.cwd(), process.env['INPUT_CONFIG'] || 'context-eval.yaml'));
    await evaluate(out, summary);
  } catch (err) {
    out.verdict = 'error';
    const message = err instanceof Error ? err.message : String(err);
    const kind = err instanceof InputError ? 'bad input' : err instanceof ConfigError ? 'config problem' : 'could not evaluate';
    core.setFailed(`context-eval: ${kind}: ${message}`);
    summary.add(`## ⚠️ context-eval could not evaluate\n\n${kind}: ${message.replace(/</g, '&lt;')}\n`);
  } finally {
    // One write, within GitHub's 1 MiB: the report gets what the review, drift and notices leave.
    const text = summary.compose();
    if (text !== '') {
      await core.summary
        .addRaw(text)
        .write()
        .catch((err: unknown) => core.warning(`context-eval: could not write the job summary: ${err instanceof Error ? err.message : String(err)}`));
    }
    for (const [k, v] of Object.entries(out)) core.setOutput(k, String(v));
  }
}

function env(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

function summaryUrl(): string | undefined {
  const server = env('GITHUB_SERVER_URL');
  const repo = env('GITHUB_REPOSITORY');
  const runId = env('GITHUB_RUN_ID');
  return server && repo && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined;
}

/** The event payload GitHub wrote at GITHUB_EVENT_PATH; a bad one is named as such, with its path. */
function readEventPayload(): unknown {
  const p = env('GITHUB_EVENT_PATH');
  if (!p) return {};
  let text: string;
  try {
    text = readFileSync(p, 'utf8');
  } catch (err) {
    throw new InputError(`the event payload ${p} (GITHUB_EVENT_PATH) could not be read (${err instanceof Error ? err.message : String(err)}); the runner writes it, so check that the step runs on a GitHub runner or that GITHUB_EVENT_PATH points at the event's JSON file`);
  }
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text; the path is enough to find it.
    throw new InputError(`the event payload ${p} (GITHUB_EVENT_PATH) is not valid JSON; the runner writes it, so check that GITHUB_EVENT_PATH points at the event's JSON file`);
  }
}

async function evaluate(out: Outputs, summary: JobSummary): Promise<void> {
  const inputs = readInputs();
  const eventName = env('GITHUB_EVENT_NAME') ?? '';
  const event = parseEvent(eventName, readEventPayload(), { GITHUB_SHA: env('GITHUB_SHA') ?? '', GITHUB_REF: env('GITHUB_REF') ?? '' });
  const resolved = resolveMode(inputs.mode, event, eventName);
  if ('error' in resolved) throw new InputError(resolved.error);
  const workspace = env('GITHUB_WORKSPACE') ?? process.cwd();
  const configPath = path.resolve(workspace, inputs.config);
  const loaded = await loadConfig(configPath, { env: process.env });
  const toRepo = (f: string) => path.relative(workspace, path.resolve(loaded.dir, f)).split(path.sep).join('/');

  const req: PipelineRequest = { configPath, loaded, concurrency: 8 };
  if (inputs.runs !== undefined) req.runs = inputs.runs;
  if (inputs.only) req.only = inputs.only;
  let client: GitHubClient | undefined;
  const pr = event.kind === 'pull_request' ? event : undefined;

  if (resolved.mode === 'pr' && pr) {
    if (pr.action !== undefined && !(PR_ACTIONS as readonly string[]).includes(pr.action)) {
      core.notice(`context-eval: nothing to do for pull_request '${pr.action}'; it runs on ${PR_ACTIONS.join(', ')}.`);
      out.verdict = 'skipped';
      return;
    }
    // A fork PR gets no secrets: skip cleanly, before any call, when a provider in use needs one.
    const used = providersInUse(loaded, loaded.scenarios);
    const execWarning = forkExecWarning(eventName, pr.fromFork, used.filter((n) => loaded.config.providers[n]?.type === 'exec'));
    if (execWarning) core.warning(execWarning);
    const missing = missingKeys(loaded.config, used, process.env);
    client = createGitHubClient({ token: inputs.githubToken, ...(env('GITHUB_API_URL') ? { baseUrl: env('GITHUB_API_URL') } : {}), log: (m) => core.info(m), redact: redactForDisplay });
    if (missing.length > 0 && pr.fromFork) {
      out.verdict = 'skipped';
      const notice = forkNotice(missing.map((m) => m.variable));
      core.notice(notice);
      await postNotice(client, inputs, pr, notice, out);
      summary.add(`## ⏭️ context-eval skipped this fork pull request\n\n${notice}\n`);
      return;
    }
    const changed = await listChangedFiles(client, { owner: pr.owner, repo: pr.repo, pull_number: pr.number });
    if (!changed.truncated) {
      const rel = toConfigRelative(changed.files, workspace, loaded.dir);
      const scenarioFiles = [...new Set(loaded.scenarios.map((s) => s.file))];
      const touched = touchesWatched(loaded.config, path.basename(loaded.path), rel, scenarioFiles);
      if (touched.length === 0) {
        core.notice(untouchedNotice(pr.headSha));
        out.verdict = 'skipped';
        if (inputs.comment) {
          const marked = await markLastEvaluated(client, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: inputs.config, currentSha: pr.headSha, log: (m) => core.info(m) });
          if (marked.url) out['comment-url'] = marked.url;
        }
        summary.add(`## ⏭️ context-eval: no context file changed\n\n${untouchedNotice(pr.headSha)}\n`);
        return;
      }
      req.changed = rel;
      req.changedSource = `the pull request's ${changed.files.length} changed files`;
    } else core.info(`PR #${pr.number} lists 3000 files or more (GitHub's limit): every scenario runs.`);
  }

  let baselineNote: string | undefined;
  let prHistory: HistoryStore | undefined; // read only: a pull request never writes history
  if (resolved.mode === 'pr' && pr && client) {
    prHistory = historyStoreFor(loaded, client, pr.owner, pr.repo, (m) => core.info(m));
    const pulled = await baselineForPull(client, prHistory, { owner: pr.owner, repo: pr.repo, baseRef: pr.baseRef, baseSha: pr.baseSha, headSha: pr.headSha }, (m) => core.info(m), historyWhere(loaded));
    if (pulled.baseline) req.baseline = pulled.baseline;
    else baselineNote = pulled.note;
  }
  const record = shouldRecord(inputs.record, event, undefined, resolved.mode);
  // A run that writes history samples every scenario to compare.baseline_runs: later PRs compare with it.
  if (record) req.forBaseline = true;
  if (resolved.mode === 'drift') req.bypassCache = true;
  const cacheDir = responseCacheDir(loaded, req);
  const cacheBackend = cacheDir === undefined ? undefined : await actionsCacheBackend();
  const restored = cacheDir && cacheBackend ? await restoreResponseCache(cacheBackend, cacheDir, `${env('GITHUB_RUN_ID') ?? 'local'}-${env('GITHUB_RUN_ATTEMPT') ?? '1'}`, (m) => core.info(m)) : undefined;
  const { report: pipelineReport } = await runPipeline(req, { env: process.env, readText: (p) => readFile(p, 'utf8'), now: () => Date.now() });
  if (cacheDir && cacheBackend && restored) await saveResponseCache(cacheBackend, cacheDir, restored, (m) => core.info(m));
  const report = withNote(pipelineReport, baselineNote);
  await publish(report, loaded, out, toRepo, summary);
  let review: ReviewResult | undefined;
  if (pr && client && inputs.review) {
    const configRepoPath = path.relative(workspace, configPath).split(path.sep).join('/');
    const history = prHistory;
    review = await reviewPullRequest({ client, owner: pr.owner, repo: pr.repo, pr: { number: pr.number, headSha: pr.headSha, baseSha: pr.baseSha }, loaded, configRepoPath, report, providers: providersFromConfig(loaded, process.env), eventsDir: path.dirname(out.report), redact: redactData, log: (m) => core.info(m), ...(history ? { earlierScores: () => earlierReviewScores(history, (m) => core.info(m)) } : {}) });
    out['review-verdict'] = review.outputVerdict;
    for (const w of review.warnings) core.warning(w);
    summary.add(review.section);
  }
  // The headline carries the review's verdict and marks findings outside fail-on as advisory.
  const reviewSummary = review ? { review: { verdict: review.outputVerdict, ...(review.verdict ? { score: review.verdict.score } : {}) } } : {};
  summary.setReport((maxBytes) => renderMarkdown(report, { maxBytes, full: true, failOn: inputs.failOn, ...reviewSummary }));
  if (pr && inputs.comment && client) {
    const reviewSection = review ? `\n${review.section}` : '';
    const reportMax = MAX_COMMENT_BYTES - MARKER_ROOM - Buffer.byteLength(reviewSection, 'utf8');
    const body = renderMarkdown(report, { maxBytes: reportMax, failOn: inputs.failOn, ...reviewSummary, ...(summaryUrl() ? { summaryUrl: summaryUrl() } : {}) }) + reviewSection;
    const posted = await upsertStickyComment(client, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: inputs.config, sha: pr.headSha, body, log: (m) => core.info(m) });
    if (posted.url) out['comment-url'] = posted.url;
  }
  const after = record || resolved.mode === 'drift' ? await recordAndDetect(report, loaded, inputs, eventName, record, resolved.mode === 'drift', client, summary) : { findings: 0 };
  const gate = decideGate(report, inputs.failOn, { driftFindings: after.findings });
  if (review) {
    const reviewGate = decideReviewGate(review.outputVerdict, inputs.failOn, review.reason);
    gate.reasons.push(...reviewGate.reasons);
    gate.warnings.push(...reviewGate.warnings);
    gate.fail = gate.reasons.length > 0;
  }
  for (const w of gate.warnings) core.warning(w);
  if (after.recordError !== undefined) {
    // No silent loss: a record that could not be written fails the job whatever fail-on says.
    out.verdict = 'error';
    gate.reasons.push(after.recordError.replace(/^context-eval: /, ''));
    summary.add(`## ⚠️ context-eval could not record this run\n\n${after.recordError.replace(/</g, '&lt;')}\n`);
  }
  if (gate.fail || after.recordError !== undefined) core.setFailed(`context-eval: ${gate.reasons.join('; ')}`);
}

/** Records the run and, in drift mode, runs the detectors and syncs the drift issue; returns the drift findings and a record that failed. */
async function recordAndDetect(report: Report, loaded: LoadedConfig, inputs: Inputs, eventName: string, record: boolean, drift: boolean, existing: GitHubClient | undefined, summary: JobSummary): Promise<{ findings: number; recordError?: string }> {
  const client = existing ?? createGitHubClient({ token: inputs.githubToken, ...(env('GITHUB_API_URL') ? { baseUrl: env('GITHUB_API_URL') } : {}), log: (m) => core.info(m), redact: redactForDisplay });
  const [owner = '', repo = ''] = (env('GITHUB_REPOSITORY') ?? '').split('/');
  const log = (m: string) => core.info(m);
  const store = historyStoreFor(loaded, client, owner, repo, log);
  const url = summaryUrl();
  const review = record && eventName === 'push' ? await mergedPullReview(client, { owner, repo, sha: env('GITHUB_SHA') ?? '', configId: inputs.config, log }) : undefined;
  const after = await afterRun({ report, loaded, store, where: historyWhere(loaded), record, drift, sha: env('GITHUB_SHA') ?? '', ref: env('GITHUB_REF') ?? '', event: eventName, now: () => new Date(), client, owner, repo, ...(url ? { runUrl: url } : {}), ...(review ? { review } : {}), log });
  for (const w of after.warnings) core.warning(w);
  if (after.summary) summary.add(after.summary);
  return { findings: after.findings?.length ?? 0, ...(after.recordError === undefined ? {} : { recordError: after.recordError }) };
}

async function postNotice(client: GitHubClient, inputs: Inputs, pr: PullRequestEvent, notice: string, out: Outputs): Promise<void> {
  if (!inputs.comment) return;
  try {
    const posted = await upsertStickyComment(client, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: inputs.config, sha: pr.headSha, body: `### ⏭️ context-eval skipped this pull request\n\n${notice}\n`, log: (m) => core.info(m) });
    if (posted.url) out['comment-url'] = posted.url;
  } catch (err) {
    // A fork PR's token is read-only: the notice stays in the log and the job summary.
    core.info(`context-eval: could not post the notice on #${pr.number} (the token is read-only on fork pull requests): ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function publish(report: Report, loaded: LoadedConfig, out: Outputs, toRepo: (f: string) => string, summary: JobSummary): Promise<void> {
  out.verdict = report.verdict;
  out.passed = report.summary.passed;
  out.failed = report.summary.failed;
  out.errored = report.summary.errored;
  const dir = path.join(env('RUNNER_TEMP') ?? loaded.dir, 'context-eval');
  await mkdir(dir, { recursive: true });
  out.report = path.join(dir, 'report.json');
  await writeFile(out.report, redactData(renderJson(report)));
  summary.setReport((maxBytes) => renderMarkdown(report, { maxBytes, full: true }));
  const { shown, hidden } = annotationsFor(report, toRepo);
  for (const a of shown) {
    const props = { title: a.title, file: a.file, startLine: a.line };
    if (a.level === 'error') core.error(a.message, props);
    else core.warning(a.message, props);
  }
  const more = hidden.error + hidden.warning;
  if (more > 0) core.notice(`context-eval: ${more} more failing or erroring scenario${more === 1 ? '' : 's'} not annotated (GitHub shows 10 per kind); see the job summary.`);
}
