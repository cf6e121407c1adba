/**
 * What a run shows: the outputs, report.json, annotations on the failing scenarios' files, the job
 * summary's report, and the sticky comment (the report in the room the review section and the hidden
 * marker lines leave).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ActionContext, Outputs } from './context.js';
import { runUrlOf } from './context.js';
import type { PullRequestEvent } from './event.js';
import { annotationsFor } from './gate.js';
import type { ReviewResult } from './review.js';
import type { LoadedConfig } from '../config/types.js';
import { MAX_ANNOTATIONS_PER_KIND, MAX_COMMENT_BYTES } from '../github/limits.js';
import { renderJsonChunks } from '../report/json.js';
import { writeOutputChunks } from '../security/sink.js';
import { renderCouldNotEvaluate, renderMarkdown, type EvaluatedCommit, type MarkdownOptions, type ReviewSummary } from '../report/markdown.js';
import type { Report } from '../report/types.js';
import { BaselinePinSchema, MAX_PINNED_RECORDS, pinMarker, type BaselinePin } from '../github/comment.js';

/** Room left in a comment for the two hidden marker lines (the comment's id and the evaluated SHA). */
const MARKER_ROOM_BYTES = 512;

/** Sets the counts, writes report.json (redacted) and annotates the failing and erroring scenarios. */
export async function publishReport(ctx: ActionContext, report: Report, loaded: LoadedConfig, out: Outputs): Promise<void> {
  out.verdict = report.verdict;
  out.passed = report.summary.passed;
  out.failed = report.summary.failed;
  out.errored = report.summary.errored;
  out.regressions = report.summary.regressions ?? 0;
  const dir = reportDirOf(ctx, loaded);
  await mkdir(dir, { recursive: true });
  out.report = path.join(dir, 'report.json');
  await writeOutputChunks(out.report, renderJsonChunks(report), { redact: ctx.redactData });
  ctx.summary.setReport((maxBytes) => renderMarkdown(report, { maxBytes, full: true }));
  const toRepo = (f: string) => path.relative(ctx.runner.workspace, path.resolve(loaded.dir, f)).split(path.sep).join('/');
  const { shown, hidden } = annotationsFor(report, toRepo);
  for (const a of shown) {
    const props = { title: a.title, file: a.file, startLine: a.line };
    if (a.level === 'error') ctx.log.error(a.message, props);
    else ctx.log.warning(a.message, props);
  }
  const more = hidden.error + hidden.warning;
  if (more > 0) ctx.log.notice(`context-eval: ${more} more failing or erroring scenario${more === 1 ? '' : 's'} not annotated (GitHub shows ${MAX_ANNOTATIONS_PER_KIND} per kind); see the job summary.`);
}

/** The folder of report.json and the event logs. */
export function reportDirOf(ctx: Pick<ActionContext, 'runner'>, loaded: LoadedConfig): string {
  return path.join(ctx.runner.runnerTemp ?? loaded.dir, 'context-eval');
}

/** The headline's review part: the verdict, and the score when the reviewer gave one. */
export function reviewSummaryOf(review: ReviewResult | undefined): { review?: ReviewSummary } {
  return review ? { review: { verdict: review.outputVerdict, ...(review.verdict ? { score: review.verdict.score } : {}) } } : {};
}

/** The pull request's commit a comment is for, written visibly in its headline (issue 30, item 1). */
export function evaluatedOf(pr: Pick<PullRequestEvent, 'headSha' | 'baseSha'>): EvaluatedCommit {
  return { head: pr.headSha, ...(pr.baseSha === '' ? {} : { base: pr.baseSha }) };
}

/** Names link to their files at the PR's head; the runner's folders never show (issue 22, item 8). */
function commentLinksOf(ctx: ActionContext, pr: PullRequestEvent, dashboard: string | undefined): Pick<MarkdownOptions, 'links' | 'paths'> {
  const { serverUrl, repository, workspace, runnerTemp } = ctx.runner;
  const root = path.relative(workspace, path.dirname(path.resolve(workspace, ctx.inputs.config))).split(path.sep).join('/');
  const inside = root === '' || !(root.startsWith('..') || path.isAbsolute(root));
  const at = dashboard === undefined ? {} : { dashboard };
  const links = serverUrl && repository && inside ? { links: { repository: `${serverUrl}/${repository}`, sha: pr.headSha, ...(root === '' ? {} : { root }), ...at } } : {};
  return { ...links, paths: { workspace, ...(runnerTemp === undefined ? {} : { temp: runnerTemp }) } };
}

/**
 * Posts or updates the sticky comment: the report at the detail that fits beside the review section and
 * `head` (the high-stakes marker and plan, src/action/high-stakes.ts), which goes first.
 */
export async function postReportComment(
  ctx: ActionContext,
  pr: PullRequestEvent,
  report: Report,
  review: ReviewResult | undefined,
  out: Outputs,
  opts: { head?: string; dashboard?: string | undefined } = {},
): Promise<void> {
  const head = opts.head ?? '';
  const reviewSection = review ? `\n${review.section}` : '';
  const pin = pinOf(report);
  const pinBytes = pin === undefined ? 0 : Buffer.byteLength(pinMarker(pin), 'utf8') + 1;
  const maxBytes = MAX_COMMENT_BYTES - MARKER_ROOM_BYTES - pinBytes - Buffer.byteLength(reviewSection, 'utf8') - Buffer.byteLength(head, 'utf8');
  const url = runUrlOf(ctx.runner);
  const body =
    head +
    renderMarkdown(report, { maxBytes, failOn: ctx.inputs.failOn, evaluated: evaluatedOf(pr), ...reviewSummaryOf(review), ...(url ? { summaryUrl: url } : {}), ...commentLinksOf(ctx, pr, opts.dashboard) }) +
    reviewSection;
  const posted = await ctx.github().upsertStickyComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: ctx.inputs.config, sha: pr.headSha, body, ...(pin === undefined ? {} : { pin }), log: (m) => ctx.log.info(m) });
  if (posted.url) out['comment-url'] = posted.url;
}

/** The baseline records the report's comparison pooled, as the comment pins them (issue 31 item 2); none when they do not parse. */
function pinOf(report: Report): BaselinePin | undefined {
  const used = report.baselineRecords;
  if (used === undefined) return undefined;
  const parsed = BaselinePinSchema.safeParse({ mergeBase: used.mergeBase, records: used.records.slice(0, MAX_PINNED_RECORDS) });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The comment of a pull-request run that could not evaluate its commit (issue 30, item 1): whatever
 * stopped it, the comment no longer shows an earlier commit's results as if they were this one's. A
 * superseded run writes nothing (upsertStickyComment); a token that may not write (a fork) only logs.
 * Never throws: the run's own error is what the step reports.
 */
export async function postCouldNotEvaluate(ctx: ActionContext, pr: PullRequestEvent, error: { kind: string; message: string }, out: Outputs): Promise<void> {
  try {
    const url = runUrlOf(ctx.runner);
    const body = renderCouldNotEvaluate({ ...error, evaluated: evaluatedOf(pr), ...(url ? { summaryUrl: url } : {}) });
    const posted = await ctx.github().upsertStickyComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: ctx.inputs.config, sha: pr.headSha, body, log: (m) => ctx.log.info(m) });
    if (posted.url) out['comment-url'] = posted.url;
  } catch (err) {
    ctx.log.warning(`context-eval: could not write the sticky comment on #${pr.number} to say this run could not evaluate ${pr.headSha.slice(0, 7)}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
