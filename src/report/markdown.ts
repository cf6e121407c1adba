/**
 * The Markdown report: the body of the sticky PR comment and of the job summary (DESIGN §7). Pure.
 *
 * Everything that comes from model output or scenario files goes through `markdownInline` (or the
 * `<pre>` escaping below), so it cannot ping people, inject HTML or break the table. When `maxBytes` is
 * given, the result is trimmed in stages until its UTF-8 size fits; every failing or erroring scenario
 * keeps its name and verdict for as long as that is possible at all.
 */
import { markdownInline } from './escape.js';
import {
  VERDICT_ICON,
  VERDICT_LABEL,
  byVerdictSeverity,
  digestRuns,
  formatCount,
  formatDuration,
  formatInterval,
  formatPasses,
  formatThreshold,
  meanLatencyMs,
  meanTokens,
  summaryLine,
  truncate,
  type DigestLine,
} from './format.js';
import type { Report, ScenarioResult } from './types.js';
import { formatVsBase, hasComparisons } from './vs-base.js';

/** GitHub's limit on an issue comment body (characters; we count UTF-8 bytes to be safe). */
export const COMMENT_MAX_BYTES = 65_536;
/** GitHub's limit on a step's job summary. */
export const SUMMARY_MAX_BYTES = 1024 * 1024;

export interface MarkdownOptions {
  /** Trim the result until its UTF-8 size is at most this many bytes. */
  maxBytes?: number;
  /** Where the untrimmed report is (the job summary); linked from the trim note. */
  summaryUrl?: string;
  /** The name in the heading line; default "context-eval". */
  heading?: string;
}

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

/** Characters of a failing run's output shown in the report. */
const OUTPUT_CHARS = 2000;

export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const maxBytes = opts.maxBytes;
  for (const detail of STAGES) {
    const text = renderAt(report, opts, detail);
    if (maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  }
  return renderFirstFitting(report, opts, maxBytes ?? Number.POSITIVE_INFINITY);
}

function renderAt(report: Report, opts: MarkdownOptions, detail: Detail, keepProblems?: number): string {
  const ordered = byVerdictSeverity(report.scenarios);
  const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
  const passing = ordered.filter((s) => s.verdict === 'pass');
  const skipped = ordered.filter((s) => s.verdict === 'skipped');
  const blocks: string[] = [headingLine(report, opts.heading), markdownInline(summaryLine(report))];

  const notes = report.notes.map(markdownInline);
  const trimNote = trimmedNote(detail, { passing: passing.length, skipped: skipped.length, problems, keepProblems, notes }, opts);
  if (trimNote !== undefined) blocks.push(trimNote);

  if (report.scenarios.length === 0) {
    blocks.push('No scenario was selected.');
  } else if (detail.failureDetails) {
    blocks.push(table(ordered, detail));
  }

  if (problems.length > 0) {
    const shown = keepProblems === undefined ? problems : problems.slice(0, keepProblems);
    blocks.push('#### Failures and errors');
    if (detail.failureDetails) {
      for (const scenario of shown) blocks.push(problemBlock(scenario, detail));
    } else if (shown.length > 0) {
      blocks.push(shown.map((s) => `- ${VERDICT_ICON[s.verdict]} **${name(s, detail)}** — ${VERDICT_LABEL[s.verdict]}`).join('\n'));
    }
    if (shown.length < problems.length) {
      blocks.push(`…and ${problems.length - shown.length} more failing or erroring scenarios (see the full report).`);
    }
  }

  const dropped = ordered.filter(isRegression);
  if (dropped.length > 0) {
    blocks.push('#### Regressions against the base');
    blocks.push(
      dropped
        .map((s) => `- ${VERDICT_ICON[s.verdict]} **${name(s, detail)}** — ${detail.failureDetails ? cut(markdownInline(formatVsBase(s)), detail.maxLineChars) : '▼ drop'}`)
        .join('\n'),
    );
  }

  if (detail.passingDetails && passing.length > 0) blocks.push(passingDetails(passing));
  if (detail.passingDetails && skipped.length > 0) blocks.push(skippedDetails(skipped));

  const shownNotes = notes.map((note) => cut(note, detail.maxNoteChars)).filter((note) => note !== '');
  if (shownNotes.length > 0) blocks.push(['**Notes**', ...shownNotes.map((note) => `- ${note}`)].join('\n'));

  return `${blocks.join('\n\n')}\n`;
}

function headingLine(report: Report, heading: string | undefined): string {
  return `### ${VERDICT_ICON[report.verdict]} ${markdownInline(heading ?? 'context-eval')}: ${VERDICT_LABEL[report.verdict]}`;
}

/** A scenario whose pass rate dropped against the baseline: kept in the table as failures are. */
function isRegression(s: ScenarioResult): boolean {
  return s.comparison?.state === 'drop';
}

function table(ordered: ScenarioResult[], detail: Detail): string {
  const rows = ordered.filter((s) => detail.passingRows || s.verdict === 'fail' || s.verdict === 'error' || isRegression(s));
  const notProblems = ordered.length - rows.length;
  // The "vs base" column appears only when the run was compared with history.
  const vsBase = hasComparisons(ordered);
  const lines = [
    `| Scenario | Verdict | Passes/attempted (planned) | Threshold | 95% interval | Tokens (mean) | Latency (mean) |${vsBase ? ' vs base |' : ''}`,
    `|---|---|---|---|---|---:|---:|${vsBase ? '---|' : ''}`,
  ];
  for (const s of rows) {
    const tokens = meanTokens(s);
    const latency = meanLatencyMs(s);
    const ran = s.verdict !== 'skipped' || s.runs.length > 0;
    lines.push(
      `| ${name(s, detail)} | ${VERDICT_ICON[s.verdict]} ${VERDICT_LABEL[s.verdict]} | ${formatPasses(s)} | ≥ ${formatThreshold(s.threshold)} | ` +
        `${ran && s.attempted > 0 ? formatInterval(s.interval) : '—'} | ${tokens === undefined ? '—' : formatCount(tokens)} | ` +
        `${latency === undefined ? '—' : formatDuration(latency)} |${vsBase ? ` ${markdownInline(formatVsBase(s))} |` : ''}`,
    );
  }
  if (!detail.passingRows && notProblems > 0) {
    lines.push(`| *${notProblems} passing or skipped scenarios not shown* | | | | | | |${vsBase ? ' |' : ''}`);
  }
  return lines.join('\n');
}

function problemBlock(s: ScenarioResult, detail: Detail): string {
  const how =
    s.verdict === 'fail'
      ? `${s.passes} of ${s.attempted} evaluated runs passed, needs ≥ ${formatThreshold(s.threshold)}`
      : `${s.errors} of ${s.runs.length} runs could not be evaluated`;
  const where = `${markdownInline(`${s.file}:${s.line}`)} · role ${markdownInline(s.role)}`;
  const lines = [`**${VERDICT_ICON[s.verdict]} ${name(s, detail)}** — ${VERDICT_LABEL[s.verdict]}: ${how} · ${where}`];
  const reason = cut(markdownInline(s.reason), detail.maxReasonChars);
  if (reason !== '') lines.push('', reason);

  const digest = digestRuns(s);
  const shown = detail.maxLines === undefined ? digest : digest.slice(0, detail.maxLines);
  if (shown.length > 0) lines.push('', ...shown.map((d) => `- ${digestText(d, detail.maxLineChars)}`));
  if (shown.length < digest.length) lines.push(`- …${digest.length - shown.length} more`);

  const failedRun = s.runs.find((run) => run.output !== undefined && (!run.pass || run.error !== undefined));
  if (detail.outputs && failedRun?.output !== undefined) {
    lines.push('', outputBlock(failedRun.index + 1, failedRun.output));
  }
  return lines.join('\n');
}

/** "2× absent: found …" for failed expectations; "⚠️ runs 2, 4: timeout …" for run errors. */
function digestText(d: DigestLine, maxChars: number | undefined): string {
  const text = cut(markdownInline(d.text), maxChars);
  if (d.kind === 'error') return `⚠️ run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} could not be evaluated: ${text}`;
  return `${d.count}× ${text}`;
}

/** A failing run's model output, collapsed, as preformatted text with HTML, mentions and refs defused. */
function outputBlock(runNumber: number, output: string): string {
  const text = truncate(output, OUTPUT_CHARS)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
    .replace(/#(?=\d)/g, '#\u200b');
  return `<details><summary>Output of run ${runNumber}</summary>\n\n<pre>${text}</pre>\n\n</details>`;
}

function passingDetails(passing: ScenarioResult[]): string {
  const items = passing.map((s) => {
    const stopped = s.stoppedEarly ? ' · stopped early (the verdict could not change)' : '';
    const head = `- **${markdownInline(s.name)}** — ${formatPasses(s)}${stopped} · ${markdownInline(`${s.file}:${s.line}`)} · role ${markdownInline(s.role)}`;
    const reason = s.reason === '' ? [] : [`  - ${markdownInline(s.reason)}`];
    const digest = digestRuns(s).map((d) => `  - ${digestText(d, undefined)}`);
    return [head, ...reason, ...digest].join('\n');
  });
  return `<details><summary>Passing scenarios (${passing.length})</summary>\n\n${items.join('\n')}\n\n</details>`;
}

function skippedDetails(skipped: ScenarioResult[]): string {
  const items = skipped.map((s) => `- **${markdownInline(s.name)}**${s.reason === '' ? '' : ` — ${markdownInline(s.reason)}`}`);
  return `<details><summary>Skipped scenarios (${skipped.length})</summary>\n\n${items.join('\n')}\n\n</details>`;
}

function name(s: ScenarioResult, detail: Detail): string {
  return markdownInline(detail.maxNameChars === undefined ? s.name : truncate(s.name, detail.maxNameChars));
}

/** Cuts already-escaped text without leaving a dangling backslash or half an entity. */
function cut(escaped: string, max: number | undefined): string {
  if (max === undefined || escaped.length <= max) return escaped;
  if (max === 0) return '';
  let end = max - 1;
  const amp = escaped.lastIndexOf('&', end);
  if (amp !== -1 && escaped.indexOf(';', amp) >= end) end = amp;
  let out = Array.from(escaped.slice(0, end)).join('');
  let backslashes = 0;
  for (let i = out.length - 1; i >= 0 && out[i] === '\\'; i--) backslashes++;
  if (backslashes % 2 === 1) out = out.slice(0, -1);
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  return `${out}…`;
}

function trimmedNote(
  detail: Detail,
  counts: { passing: number; skipped: number; problems: ScenarioResult[]; keepProblems: number | undefined; notes: string[] },
  opts: MarkdownOptions,
): string | undefined {
  const left: string[] = [];
  if (!detail.passingDetails && counts.passing > 0) left.push('passing-scenario details');
  if (!detail.passingDetails && counts.skipped > 0) left.push('the list of skipped scenarios');
  if (!detail.passingRows && counts.passing + counts.skipped > 0) {
    left.push(`${[counts.passing > 0 ? 'passing' : '', counts.skipped > 0 ? 'skipped' : ''].filter(Boolean).join(' and ')} rows of the table`);
  }
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

/** A URL that cannot end the Markdown link early or carry markup. */
function safeUrl(url: string): string {
  return url.replace(/[\s()<>"'`[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
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
