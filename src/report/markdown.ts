/**
 * The Markdown report: the body of the sticky PR comment and of the job summary (DESIGN §7). Pure.
 *
 * Everything that comes from model output or scenario files goes through `markdownInline` (or the
 * `<pre>` escaping below), so it cannot ping people, inject HTML or break the table. When `maxBytes` is
 * given, the result is trimmed in stages until its UTF-8 size fits; every failing or erroring scenario
 * keeps its name and verdict for as long as that is possible at all.
 */
import { markdownInline, markdownInlineWithCode } from './escape.js';
import { summaryLine, byVerdictSeverity, VERDICT_ICON } from './format.js';
import { couldNotEvaluateHeadline, headline, isRegression, type EvaluatedCommit, type ReviewSummary } from './headline.js';
import { comparedDetails, cut, name, passingNotes, problemBlock, reasonText, regressionLines, table, thinPass, toolsFold } from './markdown-parts.js';
import { dashboardUrl, reportWithoutMachinePaths, safeUrl, type CommentLinks, type MachinePaths } from './links.js';
import type { Report, ScenarioResult } from './types.js';
import { familySentence, hasComparisons } from './vs-base.js';
import { inWords, plural } from './vocabulary.js';

export type { EvaluatedCommit, ReviewSummary } from './headline.js';

export interface MarkdownOptions {
  /** Trim the result until its UTF-8 size is at most this many bytes. */
  maxBytes?: number;
  /** Where the untrimmed report is (the job summary); linked from the trim note. */
  summaryUrl?: string;
  /** The name in the heading line; default "context-eval". */
  heading?: string;
  /** The isolated review's verdict, when one ran: the headline carries it. */
  review?: ReviewSummary;
  /** `fail-on`: findings outside it are shown as advisory in the headline (all findings gate when absent). */
  failOn?: ReadonlySet<string>;
  /** The job summary: every failing row in the table (the comment shows the first FAILING_ROWS). */
  full?: boolean;
  /** Names link to their files at this head SHA, and to the published dashboard when it has an address. */
  links?: CommentLinks;
  /** The runner's folders, which no text in the comment shows (the checkout's prefix is dropped, the temp folder reads $RUNNER_TEMP). */
  paths?: MachinePaths;
  /** The pull request's commit the report is for: the headline names it visibly ("for `abc1234`, base `def5678`"). */
  evaluated?: EvaluatedCommit;
}

/** Failing or erroring rows the comment's table shows; the rest are in the job summary. */
export const FAILING_ROWS = 10;

/** How much of the report one rendering keeps. The stages only ever drop or shorten. */
interface Detail {
  passingDetails: boolean;
  passingRows: boolean;
  outputs: boolean;
  /** Per failing/erroring scenario; undefined = all. */
  maxLines: number | undefined;
  maxLineChars: number | undefined;
  maxReasonChars: number | undefined;
  /** false: only each failing/erroring scenario's name and verdict. */
  failureDetails: boolean;
  maxNameChars: number | undefined;
  maxNoteChars: number | undefined;
  links?: CommentLinks | undefined;
}

const FULL: Detail = {
  passingDetails: true,
  passingRows: true,
  outputs: true,
  maxLines: undefined,
  maxLineChars: undefined,
  maxReasonChars: undefined,
  failureDetails: true,
  maxNameChars: undefined,
  maxNoteChars: undefined,
};

const STAGES: Detail[] = [
  FULL,
  // (1) passing-scenario details (and the skipped list)
  { ...FULL, passingDetails: false },
  // (2) passing rows of the table
  { ...FULL, passingDetails: false, passingRows: false },
  // (3) shorter failure lines, in steps
  { ...FULL, passingDetails: false, passingRows: false, outputs: false, maxLines: 10, maxLineChars: 300, maxReasonChars: 300 },
  { ...FULL, passingDetails: false, passingRows: false, outputs: false, maxLines: 5, maxLineChars: 200, maxReasonChars: 200 },
  { ...FULL, passingDetails: false, passingRows: false, outputs: false, maxLines: 3, maxLineChars: 120, maxReasonChars: 120, maxNoteChars: 300 },
  { ...FULL, passingDetails: false, passingRows: false, outputs: false, maxLines: 1, maxLineChars: 80, maxReasonChars: 0, maxNoteChars: 200 },
  // (4) only name and verdict of each failing/erroring scenario
  { ...FULL, passingDetails: false, passingRows: false, outputs: false, failureDetails: false, maxNoteChars: 200 },
  // (5) the same with long names cut
  { ...FULL, passingDetails: false, passingRows: false, outputs: false, failureDetails: false, maxNameChars: 80, maxNoteChars: 0 },
];

export function renderMarkdown(given: Report, opts: MarkdownOptions = {}): string {
  const report = reportWithoutMachinePaths(given, opts.paths);
  const maxBytes = opts.maxBytes;
  for (const detail of STAGES) {
    const text = renderAt(report, opts, detail);
    if (maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  }
  return renderFirstFitting(report, opts, maxBytes ?? Number.POSITIVE_INFINITY);
}

/** The reason every scenario that ran shares, if they all share one: said once, not per scenario. */
function commonReason(ran: readonly ScenarioResult[]): string | undefined {
  const first = ran[0]?.reason;
  if (first === undefined || first === '' || ran.length < 2) return undefined;
  return ran.every((s) => s.reason === first) ? first : undefined;
}

/** Our own notes, in plain words: "5 record(s)" becomes "5 recorded runs" (src/report/vocabulary.ts). */
const plainNote = inWords;

/**
 * The line under the headline: the suite's state in counts ("All 3 scenarios passed", "4 scenarios: 1
 * passed, 1 failed, …", with how many passes rest on thin evidence), then calls, tokens and time.
 */
function suiteLine(report: Report): string {
  const [counts = '', ...rest] = summaryLine(report).split(' · ');
  const s = report.summary;
  const thin = report.scenarios.filter(thinPass).length;
  const thinText = thin > 0 ? `${thin} on thin evidence` : '';
  const state =
    s.total > 0 && s.passed === s.total
      ? `${s.total === 1 ? 'The scenario' : `All ${s.total} scenarios`} passed${thinText === '' ? '' : `, ${thinText}`}`
      : thinText === ''
        ? counts
        : counts.replace(/\b(\d+) passed\b/, `$1 passed (${thinText})`);
  return [state, ...rest].join(' · ');
}

function renderAt(report: Report, opts: MarkdownOptions, stage: Detail, keepProblems?: number): string {
  const detail: Detail = { ...stage, links: opts.links };
  const ordered = byVerdictSeverity(report.scenarios);
  const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
  const dropped = ordered.filter(isRegression);
  const flagged = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error' || isRegression(s));
  const quiet = ordered.filter((s) => !flagged.includes(s));
  const passing = quiet.filter((s) => s.verdict === 'pass');
  const skipped = quiet.filter((s) => s.verdict === 'skipped');
  const ran = ordered.filter((s) => s.verdict !== 'skipped');
  const common = commonReason(ran);
  const compared = hasComparisons(ordered);

  const summary = markdownInline(suiteLine(report));
  const blocks: string[] = [headline(report, opts.review, opts.heading, opts.failOn, opts.evaluated), summary];
  // The reason every scenario that ran shares is each scenario's, said once among the notes, not the suite's state.
  const shared = common === undefined ? [] : [`${reasonText(common)} (all ${ran.length} scenarios that ran)`];
  const notes = [...shared, ...report.notes.map((note) => markdownInlineWithCode(plainNote(note)))];
  const toolsChanged = (report.tools ?? []).some((r) => r.tools.some((t) => t.status !== 'unchanged'));
  const trimNote = trimmedNote(detail, { passing: passing.length, skipped: skipped.length, problems, keepProblems, notes, tools: toolsChanged }, opts);
  if (trimNote !== undefined) blocks.push(trimNote);

  if (report.scenarios.length === 0) blocks.push('No scenario was selected.');
  else if (flagged.length > 0 && detail.failureDetails) blocks.push(flaggedTable(flagged, compared, detail, opts.full === true));

  if (quiet.length > 0) {
    if (detail.passingRows) blocks.push(quietDetails(quiet, flagged.length === 0, compared, detail, common === undefined));
    else if (detail.failureDetails) blocks.push(`*Not shown: ${quietCount(passing.length, skipped.length)}*`);
  }

  if (dropped.length > 0) {
    blocks.push('#### Regressions against the base', regressionLines(dropped, detail, !detail.failureDetails));
  }
  if (problems.length > 0) {
    const shown = keepProblems === undefined ? problems : problems.slice(0, keepProblems);
    blocks.push('#### Failures and errors');
    if (detail.failureDetails) {
      for (const scenario of shown) blocks.push(problemBlock(scenario, detail, common === undefined));
    } else if (shown.length > 0) {
      blocks.push(shown.map((s) => `- ${VERDICT_ICON[s.verdict]} **${name(s, detail.maxNameChars, detail.links)}** — ${s.verdict === 'fail' ? 'failed' : 'not evaluated'}`).join('\n'));
    }
    if (shown.length < problems.length) {
      blocks.push(`…and ${plural(problems.length - shown.length, 'more scenario')} failed or not evaluated (see the full report).`);
    }
  }

  const tools = detail.failureDetails && report.tools !== undefined ? toolsFold(report.tools, detail.outputs) : undefined;
  if (tools !== undefined) blocks.push(tools);

  const noDrop = ordered.filter((s) => s.comparison !== undefined && !isRegression(s) && s.verdict !== 'skipped');
  if (detail.passingDetails && noDrop.length > 0) blocks.push(comparedDetails(noDrop, familySentence(ordered)));

  const shownNotes = notes.map((note) => cut(note, detail.maxNoteChars)).filter((note) => note !== '');
  if (shownNotes.length > 0) blocks.push(['**Notes**', ...shownNotes.map((note) => `- ${note}`)].join('\n'));
  const dashboard = dashboardUrl(opts.links);
  if (dashboard !== undefined) blocks.push(`[History dashboard](${dashboard}): every scenario's pass rate, tokens and latency over the recorded runs.`);

  return `${blocks.join('\n\n')}\n`;
}

/** Lines of an error message a "could not evaluate" comment shows, and characters per line. */
const ERROR_LINES = 20;
const ERROR_LINE_CHARS = 1000;

/**
 * The comment of a pull-request run that could not finish (a missing key, a config problem,
 * a baseline that could not be read…): the headline says it could not evaluate this commit, so the
 * results of an earlier commit never stay on display (issue 30, item 1). `kind` and `message` are our
 * own error's (they may quote the config: escaped like any other text).
 */
export function renderCouldNotEvaluate(p: { kind: string; message: string; evaluated?: EvaluatedCommit; summaryUrl?: string; heading?: string }): string {
  const lines = p.message.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim() !== '');
  const shown = lines.slice(0, ERROR_LINES).map((l) => `- ${markdownInlineWithCode(l.length > ERROR_LINE_CHARS ? `${l.slice(0, ERROR_LINE_CHARS - 1)}…` : l)}`);
  if (lines.length > shown.length) shown.push(`- …and ${lines.length - shown.length} more lines (see the job summary)`);
  const link = p.summaryUrl === undefined ? '' : ` [Details in the job summary](${safeUrl(p.summaryUrl)}).`;
  return [
    couldNotEvaluateHeadline(p.evaluated, p.heading),
    `This run could not evaluate this commit (${markdownInline(p.kind)}): results shown before for other commits no longer apply.${link}`,
    ...(shown.length === 0 ? [] : [shown.join('\n')]),
  ].join('\n\n') + '\n';
}

/** "2 passed, 1 skipped": the words of the suite line. */
function quietCount(passing: number, skipped: number): string {
  return [passing > 0 ? `${passing} passed` : '', skipped > 0 ? `${skipped} skipped` : ''].filter(Boolean).join(', ');
}

/** A skip reason without its own "skipped:" (the list already says it). */
const skipWhy = (reason: string): string => inWords(reason.replace(/^skipped:\s*/i, ''));

/**
 * Failing, erroring and regressed scenarios, open; the comment shows the first FAILING_ROWS of them and
 * counts the rest in a sentence after the table, never in a row of it (a row of prose widens the name
 * column to its length and wraps every other cell: issue 32, item 3).
 */
function flaggedTable(flagged: readonly ScenarioResult[], compared: boolean, detail: Detail, full: boolean): string {
  const rows = full ? flagged : flagged.slice(0, FAILING_ROWS);
  const more = flagged.length - rows.length;
  const rest = more > 0 ? `\n\n*…and ${plural(more, 'more scenario')} flagged: listed below, and in the table of the job summary.*` : '';
  return table(rows, compared, detail.maxNameChars, detail.links) + rest;
}

/** Passing and skipped scenarios, folded: when everything passed, the whole table is folded. */
function quietDetails(quiet: readonly ScenarioResult[], allQuiet: boolean, compared: boolean, detail: Detail, showReasons: boolean): string {
  const passing = quiet.filter((s) => s.verdict === 'pass');
  const skipped = quiet.filter((s) => s.verdict === 'skipped');
  const title = allQuiet && skipped.length === 0 ? (passing.length === 1 ? 'The scenario passed' : `All ${passing.length} scenarios passed`) : quietCount(passing.length, skipped.length);
  const parts = [table(quiet, compared, detail.maxNameChars, detail.links)];
  if (detail.passingDetails) {
    const notes = passingNotes(passing, showReasons);
    const skipReasons = [...new Set(skipped.map((s) => skipWhy(s.reason)).filter((r) => r !== ''))];
    if (skipReasons.length === 1 && skipReasons[0] !== undefined) notes.push(`- Skipped: ${markdownInlineWithCode(skipReasons[0])}`);
    else for (const s of skipped) if (s.reason !== '') notes.push(`- **${markdownInline(s.name)}** skipped: ${markdownInlineWithCode(skipWhy(s.reason))}`);
    if (notes.length > 0) parts.push(notes.join('\n'));
  }
  return `<details><summary>${title}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
}

function trimmedNote(
  detail: Detail,
  counts: { passing: number; skipped: number; problems: ScenarioResult[]; keepProblems: number | undefined; notes: string[]; tools: boolean },
  opts: MarkdownOptions,
): string | undefined {
  const left: string[] = [];
  if (!detail.passingDetails && counts.passing > 0) left.push('passing-scenario details');
  if (!detail.passingDetails && counts.skipped > 0) left.push('the list of skipped scenarios');
  if (!detail.passingRows && counts.passing + counts.skipped > 0) {
    left.push(`${[counts.passing > 0 ? 'passing' : '', counts.skipped > 0 ? 'skipped' : ''].filter(Boolean).join(' and ')} rows of the table`);
  }
  if (counts.tools && !detail.failureDetails) left.push('the tools changed against the base');
  else if (counts.tools && !detail.outputs) left.push('the changed tools\' descriptions');
  if (counts.problems.length > 0) {
    if (!detail.failureDetails) left.push('everything but the name and verdict of failing scenarios');
    else if (detail.maxLines !== undefined) left.push('model outputs', 'part of the failure lines');
    if (detail.maxNameChars !== undefined) left.push('the end of long names');
    if (counts.keepProblems !== undefined && counts.keepProblems < counts.problems.length) left.push('some failing scenarios');
  }
  if (detail.maxNoteChars !== undefined && counts.notes.some((note) => note.length > (detail.maxNoteChars ?? 0))) {
    left.push(detail.maxNoteChars === 0 ? 'the notes' : 'part of the notes');
  }
  if (left.length === 0) return undefined;
  const link = opts.summaryUrl ? ` [Full report in the job summary](${safeUrl(opts.summaryUrl)}).` : '';
  return `✂️ Trimmed to fit the size limit; left out: ${left.join(', ')}.${link}`;
}


/**
 * Past the last stage (thousands of failing scenarios, or a tiny limit): keep as many failing
 * scenarios as fit, say how many more there are, and as a last resort cut the bytes.
 */
function renderFirstFitting(report: Report, opts: MarkdownOptions, maxBytes: number): string {
  const last = STAGES[STAGES.length - 1] ?? FULL;
  const fits = (keep: number) => Buffer.byteLength(renderAt(report, opts, last, keep), 'utf8') <= maxBytes;
  let low = 0;
  let high = report.scenarios.length;
  if (!fits(0)) return cutBytes(renderAt(report, opts, last, 0), maxBytes);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return renderAt(report, opts, last, low);
}

function cutBytes(text: string, maxBytes: number): string {
  const suffix = '…\n';
  const budget = Math.max(0, maxBytes - Buffer.byteLength(suffix, 'utf8'));
  let out = '';
  let used = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (used + size > budget) break;
    out += ch;
    used += size;
  }
  return maxBytes >= Buffer.byteLength(suffix, 'utf8') ? out + suffix : out;
}
