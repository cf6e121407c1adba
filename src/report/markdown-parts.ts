/**
 * The pieces of the Markdown report (src/report/markdown.ts): the table, the failure blocks, the
 * regressions and the collapsed lists. Pure. Every text from scenario files or model output goes through
 * `markdownInline`, `markdownInlineWithCode` or `codeSpan`; outputs through `outputBlock`.
 */
import { codeSpan, markdownInline, markdownInlineWithCalls, markdownInlineWithCode } from './escape.js';
import {
  digestRuns,
  formatCount,
  formatDuration,
  formatInterval,
  formatPercent,
  meanLatencyMs,
  meanTokens,
  truncate,
  type DigestLine,
} from './format.js';
import { isRegression } from './headline.js';
import { EXCERPTS, groupedDigest } from './expectation-digest.js';
import { fileUrl, historyUrl, linked, type CommentLinks } from './links.js';
import type { GateReport, Report, RunResult, ScenarioResult } from './types.js';
import { evidenceWords, thinMatters } from '../format/evidence.js';
import { atBaseWords, formatVsBase, vsBaseCell } from './vs-base.js';
import { countOf, inWords, MARK, rateOf, STATE } from './vocabulary.js';

/** How much of one piece a rendering keeps (see the stages in markdown.ts). */
export interface PartDetail {
  outputs: boolean;
  maxLines: number | undefined;
  maxLineChars: number | undefined;
  maxReasonChars: number | undefined;
  maxNameChars: number | undefined;
  /** Where names link to (files at the head SHA, the dashboard); plain names without. */
  links?: CommentLinks | undefined;
}

/** Characters of a failing run's output shown in the report. */
const OUTPUT_CHARS = 2000;

const RESULT: Record<ScenarioResult['verdict'], string> = {
  pass: `${MARK.pass} ${STATE.pass}`,
  fail: `${MARK.fail} ${STATE.fail}`,
  error: `${MARK.error} ${STATE.error}`,
  skipped: `${MARK.skipped} ${STATE.skipped}`,
};

/** A pass under a count rule whose 95% interval still reaches below its threshold: more runs would tell (src/format/evidence.ts). */
export function thinPass(s: ScenarioResult): boolean {
  return s.verdict === 'pass' && thinMatters(s);
}

/** What the runs show, in words: the scenario's own sentence, or the same words made from its counts. */
export function evidenceOf(s: ScenarioResult): string {
  if (s.evidence !== undefined && s.evidence !== '') return s.evidence;
  const verdict = s.verdict === 'skipped' ? 'pass' : s.verdict;
  return evidenceWords({ passes: s.passes, attempted: s.attempted, errors: s.errors, threshold: s.threshold, interval: s.interval, verdict, ...(s.rule === undefined ? {} : { rule: s.rule.kind }) });
}

/** The result cell: a passing scenario whose pass rate dropped is marked ▼, never ✅; ⚠️ is only "not evaluated". */
export function resultText(s: ScenarioResult): string {
  if (s.verdict === 'pass' && isRegression(s)) return '▼ passed, dropped';
  if (thinPass(s)) return `${RESULT.pass}, thin evidence`;
  if (s.state === 'undecided') return `${MARK.error} undecided`;
  // With a baseline a failure says whose it is (issue 31): the base's too, or this change's.
  if (s.verdict === 'fail' && s.atBase === 'failing') return '🔁 failed, failing at the base too';
  if (s.verdict === 'fail' && s.atBase === 'passing') return '❌ failed, newly failing';
  return RESULT[s.verdict];
}

/** The scenario's name, escaped, linked to its file at the head SHA when `links` is given. */
export function name(s: ScenarioResult, maxNameChars: number | undefined, links?: CommentLinks): string {
  const text = markdownInline(maxNameChars === undefined ? s.name : truncate(s.name, maxNameChars));
  return links === undefined ? text : linked(text, fileUrl(links, s));
}

/** "33.3% (1 of 3) · 6–79%", "· 2 of 3 runs not evaluated" when runs errored; "not evaluated" when nothing was; "—" when skipped. */
function passRateCell(s: ScenarioResult): string {
  if (s.verdict === 'skipped' && s.runs.length === 0) return '—';
  const errors = s.errors > 0 ? `${countOf(s.errors, s.runs.length, 'run')} ${STATE.error}` : '';
  if (s.attempted === 0) return errors === '' ? STATE.error : errors;
  const rate = `${rateOf(s.passes, s.attempted)} · ${formatInterval(s.interval)}`;
  return errors === '' ? rate : `${rate} · ${errors}`;
}

function costCell(s: ScenarioResult): string {
  const tokens = meanTokens(s);
  const latency = meanLatencyMs(s);
  if (tokens === undefined || latency === undefined) return '—';
  return `${formatCount(tokens)} · ${formatDuration(latency)}`;
}

/**
 * A table of at most 5 columns that fits a 900 px comment column: scenario, result, pass rate with its
 * 95% range, the threshold, and either the change against the base or the mean tokens and time per run.
 */
export function table(rows: readonly ScenarioResult[], compared: boolean, maxNameChars: number | undefined, links?: CommentLinks): string {
  const lines = [
    `| Scenario | Result | Pass rate · 95% interval | Needs | ${compared ? 'vs base' : 'Tokens · time per run'} |`,
    '|---|---|---|---|---|',
  ];
  for (const s of rows) {
    const last = compared ? vsBaseCell(s) : costCell(s);
    lines.push(`| ${name(s, maxNameChars, links)} | ${resultText(s)} | ${passRateCell(s)} | ≥ ${formatPercent(s.threshold)} | ${markdownInline(last)} |`);
  }
  return lines.join('\n');
}

/** "Ran because …" with its paths as code; '' when there is no reason. */
export function reasonText(reason: string, maxChars?: number): string {
  const words = inWords(reason);
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return cut(markdownInlineWithCode(text), maxChars);
}

/**
 * A failing or erroring scenario below the table: where it is and why it ran, then what its runs found.
 * The pass rate, its range and the threshold are the table's; they are not said again.
 */
export function problemBlock(s: ScenarioResult, detail: PartDetail, showReason: boolean): string {
  const icon = s.verdict === 'fail' ? (s.atBase === 'failing' ? '🔁' : '❌') : '⚠️';
  const reason = showReason ? reasonText(s.reason, detail.maxReasonChars).replace(/^R/, 'r') : '';
  const history = historyUrl(detail.links, s.name);
  const where = [codeSpan(`${s.file}:${s.line}`), `role ${markdownInline(s.role)}`, ...(reason === '' ? [] : [reason]), ...(history === undefined ? [] : [`[history](${history})`])];
  const whose = atBaseWords(s);
  const verdict = s.verdict === 'fail' ? (whose === undefined ? STATE.fail : `${STATE.fail}, ${whose}`) : s.state === 'undecided' ? 'undecided' : STATE.error;
  const lines = [`**${icon} ${name(s, detail.maxNameChars, detail.links)}** — ${verdict} · ${where.join(' · ')}`];

  const gates = (s.gates ?? []).map((g) => `- ${gateText(g)}`);
  const digest = digestBullets(s, detail.maxLineChars);
  const shown = detail.maxLines === undefined ? digest : digest.slice(0, detail.maxLines);
  if (gates.length + shown.length > 0) lines.push('', ...gates, ...shown.map((d) => `- ${d}`));
  if (shown.length < digest.length) lines.push(`- …${digest.length - shown.length} more`);

  const chainRun = s.runs.find((run) => !run.pass && (run.stages?.length ?? 0) > 0);
  if (detail.outputs && chainRun !== undefined) lines.push('', stagesLine(chainRun));
  const failedRun = s.runs.find((run) => run.output !== undefined && (!run.pass || run.error !== undefined));
  if (detail.outputs && failedRun?.output !== undefined) lines.push('', outputBlock(failedRun.index + 1, failedRun.output));
  return lines.join('\n');
}

/**
 * What the runs found, one bullet each: grouped by expectation when the runs carry their outcomes (issue 31
 * item 3), "`contains: [ticket]` (line 7): held in 2 of 6 runs; e.g. …; e.g. …"; else one per distinct line.
 */
function digestBullets(s: ScenarioResult, maxChars: number | undefined): string[] {
  const grouped = groupedDigest(s);
  if (grouped === undefined) return digestRuns(s).map((d) => digestText(d, maxChars));
  const groups = grouped.groups.map((g) => {
    const c = g.expectation;
    const head = `${codeSpan(c.label)} (line ${c.line}): held in ${c.passes} of ${c.evaluated} run${c.evaluated === 1 ? '' : 's'}`;
    const each = maxChars === undefined ? undefined : Math.max(40, Math.floor(maxChars / EXCERPTS));
    const excerpts = g.excerpts.map((text) => `e.g. ${cut(failureMarkdown(text), each)}`);
    return [head, ...excerpts].join('; ');
  });
  return [...grouped.errors.map((d) => digestText(d, maxChars)), ...groups, ...grouped.other.map((d) => digestText(d, maxChars))];
}

/** An own-rule expectation's verdict (DESIGN §3b): "❌ `never_calls` (own rule, line 9, needs 100%): failed in 1 of 20 runs". */
export function gateText(g: GateReport): string {
  const head = `${codeSpan(g.expectation)} (own rule, line ${g.line}, needs ${formatPercent(g.threshold)})`;
  if (g.verdict === 'pass') return `${MARK.pass} ${head}: held in ${countOf(g.passes, g.attempted, 'run')}`;
  if (g.verdict === 'fail') return `${MARK.fail} ${head}: failed in ${countOf(g.attempted - g.passes, g.attempted, 'run')}`;
  if (g.verdict === 'skipped') return `${MARK.skipped} ${head}: ${markdownInlineWithCode(inWords(g.reason))}`;
  return `${MARK.error} ${head}: ${g.state === 'undecided' ? 'undecided' : STATE.error} — ${markdownInlineWithCode(inWords(g.reason).replace(/^not evaluated: /, ''))}`;
}

/** A failing chain run's stages in one line: "Stages of run 2: triage ✅ decided bug → reviewer ❌". */
function stagesLine(run: RunResult): string {
  const stages = (run.stages ?? []).map((stage) => {
    const icon = stage.error !== undefined ? '⚠️' : stage.pass ? '✅' : '❌';
    return `${markdownInline(stage.role)} ${icon}${stage.decision === undefined ? '' : ` decided ${markdownInline(stage.decision)}`}`;
  });
  return `Stages of run ${run.index + 1}: ${stages.join(' → ')}`;
}

/** A failure line as Markdown: a chain's "stage reviewer: …" names its stage in bold, a tool call's name and arguments are code. */
function failureMarkdown(text: string): string {
  const stage = /^stage ([^\s:]+): /.exec(text);
  if (stage?.[1] === undefined) return markdownInlineWithCalls(text);
  return `stage **${markdownInline(stage[1])}**: ${markdownInlineWithCalls(text.slice(stage[0].length))}`;
}

/** "2× absent: found …" for failed expectations; "⚠️ runs 2, 4 not evaluated: timeout …" for run errors. */
function digestText(d: DigestLine, maxChars: number | undefined): string {
  const text = cut(d.kind === 'failure' ? failureMarkdown(d.text) : markdownInlineWithCode(d.text), maxChars);
  if (d.kind === 'error') return `${MARK.error} run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} ${STATE.error}: ${text}`;
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

/** One line per regression: ❌ when it also failed its threshold, ▼ when it passed it (never ✅). */
export function regressionLines(dropped: readonly ScenarioResult[], detail: PartDetail, short: boolean): string {
  return dropped
    .map((s) => {
      const icon = s.verdict === 'fail' ? '❌' : '▼';
      const passed = s.verdict === 'pass' ? 'passed its threshold, but ' : '';
      const text = short ? '▼ dropped' : `${passed}${cut(markdownInline(formatVsBase(s)), detail.maxLineChars)}`;
      return `- ${icon} **${name(s, detail.maxNameChars, detail.links)}** — ${text}`;
    })
    .join('\n');
}

/** Each comparison state under its own name, in the fold's title (src/report/vocabulary.ts). */
const COMPARED_WORDS: Record<NonNullable<ScenarioResult['comparison']>['state'], string> = {
  'no-drop': 'no drop',
  undecided: 'undecided',
  drop: 'dropped',
  'no-baseline': 'new',
  'same-context': 'context unchanged',
};

/** The comparisons that are not regressions, folded: what each could have caught, or why it is undecided; the title counts each state by name. */
export function comparedDetails(compared: readonly ScenarioResult[], family: string | undefined): string {
  const items = compared.map((s) => `- **${markdownInline(s.name)}** — ${markdownInline(formatVsBase(s))}`);
  const head = family === undefined ? '' : `${markdownInline(family)}\n\n`;
  const counts = new Map<string, number>();
  for (const s of compared) if (s.comparison) counts.set(COMPARED_WORDS[s.comparison.state], (counts.get(COMPARED_WORDS[s.comparison.state]) ?? 0) + 1);
  const title = [...counts].map(([word, n]) => `${n} ${word}`).join(', ');
  return `<details><summary>Compared with the base: ${title}</summary>\n\n${head}${items.join('\n')}\n\n</details>`;
}

/** What a passing scenario adds to its table row: thin evidence, stopped early, failed expectations in some runs, its own reason. */
export function passingNotes(passing: readonly ScenarioResult[], showReason: boolean): string[] {
  const lines: string[] = [];
  for (const s of passing) {
    const parts: string[] = [];
    if (thinPass(s)) parts.push(markdownInline(evidenceOf(s)));
    if (s.stoppedEarly) parts.push('stopped early (the verdict could not change)');
    for (const g of s.gates ?? []) parts.push(gateText(g));
    if (showReason && s.reason !== '') parts.push(parts.length > 0 ? reasonText(s.reason).replace(/^R/, 'r') : reasonText(s.reason));
    parts.push(...digestBullets(s, 300));
    if (parts.length > 0) lines.push(`- **${markdownInline(s.name)}**: ${parts.join(' · ')}`);
  }
  return lines;
}

/** Cuts already-escaped text without leaving a dangling backslash, half an entity or an open code span. */
export function cut(escaped: string, max: number | undefined): string {
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
  out = closeCodeSpans(out);
  return `${out}…`;
}

/** Drops an unclosed code span at the end of a cut (its fence would swallow the rest of the comment). */
function closeCodeSpans(text: string): string {
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let n = 0;
    while (text[i + n] === '`') n++;
    const fence = '`'.repeat(n);
    let close = text.indexOf(fence, i + n);
    while (close !== -1 && (text[close + n] === '`' || text[close - 1] === '`')) close = text.indexOf(fence, close + 1);
    if (close === -1) return text.slice(0, i);
    i = close + n;
  }
  return text;
}

const signed = (n: number): string => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '±0');

/** Characters of a tool description the tools fold shows, before and after. */
const DESCRIPTION_CHARS = 300;

/**
 * The tools a pull request added, removed or changed against the base, per role, with tokens (the manifest
 * diff's tools, DESIGN §3b), folded; `descriptions` adds each changed description before → after.
 * Undefined when no tool changed.
 */
export function toolsFold(roles: NonNullable<Report['tools']>, descriptions: boolean): string | undefined {
  const changed = roles.flatMap((r) => r.tools.filter((t) => t.status !== 'unchanged').map((tool) => ({ role: r.role, tool })));
  if (changed.length === 0) return undefined;
  const count = (status: string, word: string): string[] => {
    const n = changed.filter((c) => c.tool.status === status).length;
    return n > 0 ? [`${n} ${word}`] : [];
  };
  const delta = changed.reduce((sum, c) => sum + c.tool.delta, 0);
  const title = `Tools changed against the base: ${[...count('added', 'added'), ...count('changed', 'changed'), ...count('removed', 'removed')].join(', ')} (${signed(delta)} tokens)`;
  const rows = ['| Role | Tool | Change | Tokens |', '|---|---|---|---|'];
  const notes: string[] = [];
  for (const { role, tool } of changed) {
    const change = tool.status === 'added' ? '➕ added' : tool.status === 'removed' ? '➖ removed' : `✏️ ${markdownInline((tool.changed ?? []).join(', ') || tool.status)}`;
    const tokens = tool.status === 'added' ? `${formatCount(tool.tokensAfter ?? tool.delta)} (${signed(tool.delta)})` : `${formatCount(tool.tokensBefore ?? 0)} → ${formatCount(tool.tokensAfter ?? 0)} (${signed(tool.delta)})`;
    rows.push(`| ${markdownInline(role)} | ${codeSpan(tool.name, { inTable: true })} | ${change} | ${tokens} |`);
    if (descriptions && tool.descriptionBefore !== undefined && tool.descriptionAfter !== undefined) {
      const text = (d: string): string => `“${cut(markdownInline(d), DESCRIPTION_CHARS)}”`;
      notes.push(`- ${codeSpan(tool.name)} description: ${text(tool.descriptionBefore)} → ${text(tool.descriptionAfter)}`);
    }
  }
  const body = [rows.join('\n'), ...(notes.length > 0 ? [notes.join('\n')] : [])].join('\n\n');
  return `<details><summary>${markdownInline(title)}</summary>\n\n${body}\n\n</details>`;
}
