/**
 * The drift issue and the drift part of the job summary, as Markdown. Pure.
 *
 * Both hold a findings table (scenario, kind, finding, cause) and, per scenario with findings, its trend
 * charts (src/drift/charts.ts). Scenario names and finding texts are escaped, so a name cannot ping
 * anyone, cross-reference an issue or inject HTML. The issue body stays within GitHub's 65,536-character
 * limit: charts of the later scenarios are left out (and the body says so) when they would not fit.
 */
import type { HistoryRecord } from '../history/record.js';
import { codeSpan, markdownInline } from '../report/escape.js';
import { isoDay as day, SHALLOW_HINT, type StaleCheck } from '../stale/stale.js';
import { chartedRecords, trendCharts, type ChartMetric } from './charts.js';
import type { DriftCause, DriftFinding, DriftKind } from './detect.js';
import { acceptedText, findingKeysLine, type AcceptedFinding } from './acceptance.js';
import { MAX_ISSUE_BODY_BYTES } from '../github/limits.js';

/** The hidden first line that marks the drift issue as ours (with the author being our login). */
export const DRIFT_ISSUE_MARKER = '<!-- context-eval:drift -->';

/** Kept free for the table's growth and the closing note. */
const BODY_BUDGET_BYTES = MAX_ISSUE_BODY_BYTES - 2_048;

const KIND_LABELS: Record<DriftKind, string> = {
  token_inflation: 'token inflation',
  latency_regression: 'latency regression',
  tool_calls: 'tool calls',
  behaviour_shift: 'behaviour shift',
  pass_rate: 'pass rate',
};

export interface DriftIssueOptions {
  /** The commit the scheduled run evaluated. */
  sha: string;
  /** The workflow run, linked from the body. */
  runUrl?: string;
  /** The stale scenarios (src/stale/check.ts), listed after the findings; nothing is said without it. */
  stale?: StaleCheck;
  /** Findings a person accepted by closing an earlier drift issue: named, with that issue, and not listed again. */
  accepted?: readonly AcceptedFinding[];
}

/** At most this many stale scenarios are listed; `validate --verbose` lists them all. */
const MAX_STALE_ROWS = 30;

/** The stale scenarios as a Markdown section: a table, "none", or why it is not known. */
export function staleSection(check: StaleCheck): string {
  if (check.state === 'shallow') return `_Stale scenarios: ${SHALLOW_HINT}._`;
  if (check.state === 'unknown') return `_Stale scenarios: not checked (${markdownInline(check.reason)})._`;
  if (check.scenarios.length === 0) return `No stale scenarios: none unchanged for ${check.days}+ days while its role's context changed.`;
  const rows = check.scenarios
    .slice(0, MAX_STALE_ROWS)
    .map((s) => `| ${markdownInline(s.name)} | ${codeSpan(s.file, { inTable: true })} | ${day(s.touched)} (${plural(s.ageDays, 'day')}) | ${codeSpan(s.changedFile, { inTable: true })} on ${day(s.contextChanged)} |`);
  const more = check.scenarios.length - MAX_STALE_ROWS;
  return [
    '### Stale scenarios',
    '',
    `Scenarios unchanged for ${check.days}+ days while their role's context changed since: check that each still tests what the prompt now says.`,
    '',
    "| Scenario | File | Unchanged since | Role's context changed |",
    '| --- | --- | --- | --- |',
    ...rows,
    ...(more > 0 ? ['', `_… and ${plural(more, 'more stale scenario')}: \`context-eval validate --verbose\` lists them all._`] : []),
  ].join('\n');
}

function percentEncode(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * The chart that shows each kind of drift; a behaviour shift has none of its own, so its pass rate is
 * shown (and, for a newly called tool, the tool calls per run).
 */
const KIND_METRIC: Record<DriftKind, ChartMetric> = {
  token_inflation: 'tokens',
  latency_regression: 'latency',
  tool_calls: 'tool_calls',
  behaviour_shift: 'pass_rate',
  pass_rate: 'pass_rate',
};

function metricsOf(f: DriftFinding): ChartMetric[] {
  return f.tool === undefined ? [KIND_METRIC[f.kind]] : [KIND_METRIC[f.kind], 'tool_calls'];
}

/** The heading and charts of one scenario: the charts of the metrics that drifted open, the others folded. */
function trendSection(records: readonly HistoryRecord[], name: string, findings: readonly DriftFinding[]): string {
  const open = findings.filter((f) => f.scenario === name).flatMap(metricsOf);
  const shown = chartedRecords(records, name);
  return `### ${markdownInline(name)}: trends over the ${shown === 1 ? 'one recorded run' : `last ${shown} recorded runs`}\n\n${trendCharts(records, name, { open })}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function scenariosOf(findings: readonly DriftFinding[]): string[] {
  const names: string[] = [];
  for (const f of findings) if (!names.includes(f.scenario)) names.push(f.scenario);
  return names;
}

/** The attribution as a short phrase. */
export function causeText(cause: DriftCause): string {
  const date = cause.date === undefined ? '' : ` (${cause.date})`;
  return cause.type === 'context_changed'
    ? `context changed at ${cause.sha.slice(0, 7)}${date}`
    : `context unchanged since ${cause.since.slice(0, 7)}${date}: provider or model drift`;
}

/**
 * A short commit not yet followed by a date. The detectors date every commit they name by its record's own
 * day (a commit runs on many days: the first record of a change is not its commit's last run).
 */
export const UNDATED_SHORT_SHA = /\b[0-9a-f]{7}\b(?! \(\d{4}-\d{2}-\d{2}\))/gi;

/** Each undated short commit the text names that is a recorded one, followed by its first record's date: "0000005 (2026-11-06)". */
export function withCommitDates(text: string, records: readonly HistoryRecord[]): string {
  const dates = new Map<string, string>();
  for (const r of records) {
    const key = r.sha.slice(0, 7).toLowerCase();
    const day = r.timestamp.slice(0, 10);
    const known = dates.get(key);
    if (known === undefined || day < known) dates.set(key, day);
  }
  return text.replace(UNDATED_SHORT_SHA, (short) => {
    const date = dates.get(short.toLowerCase());
    return date === undefined ? short : `${short} (${date})`;
  });
}

const SHORT_REF = String.raw`[0-9a-f]{7}(?: \(\d{4}-\d{2}-\d{2}\))?`;
/** The cause as the detectors end a message (src/drift/detect.ts explain), with a change of provider models kept apart. */
const CAUSE_SUFFIX = new RegExp(String.raw`; the context (?:changed at ${SHORT_REF}|is unchanged since ${SHORT_REF}: provider or model drift)(?: \((providers were .*)\))?$`);
const DETECTED_AT = new RegExp(String.raw` on \(detected at (${SHORT_REF})\)`);

/**
 * The finding's message as a table shows it: without the leading "<scenario>: ", which the table already
 * shows; "from X on, detected at Y" rather than parentheses in parentheses; and, where the table has a Cause
 * column, without the cause (a change of provider models stays: that column does not name it).
 */
function findingText(f: DriftFinding, opts: { causeColumn: boolean }): string {
  const prefix = `${f.scenario}: `;
  let text = f.message.startsWith(prefix) ? f.message.slice(prefix.length) : f.message;
  const cause = opts.causeColumn ? CAUSE_SUFFIX.exec(text) : null;
  if (cause !== null) text = `${text.slice(0, cause.index)}${cause[1] === undefined ? '' : `; ${cause[1]}`}`;
  return text.replace(DETECTED_AT, ' on, detected at $1');
}

function findingsTable(findings: readonly DriftFinding[], records: readonly HistoryRecord[]): string {
  const rows = findings.map(
    (f) => `| ${markdownInline(f.scenario)} | ${KIND_LABELS[f.kind]} | ${markdownInline(withCommitDates(findingText(f, { causeColumn: true }), records))} | ${markdownInline(withCommitDates(causeText(f.cause), records))} |`,
  );
  return ['| Scenario | Kind | Finding | Cause |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/**
 * The findings a person accepted, as a table. In the issue the closed issue is a cross-reference (#12 links
 * it) and the login does not ping; the job summary writes "@alice" (a summary notifies no one).
 */
function acceptedSection(accepted: readonly AcceptedFinding[], records: readonly HistoryRecord[], where: 'issue' | 'summary'): string[] {
  if (accepted.length === 0) return [];
  const rows = accepted.map(({ finding: f, acceptance: a }) => {
    const text = where === 'issue' ? acceptedText(a).replace(/@(?=[A-Za-z0-9])/, '@\u200b') : acceptedText(a);
    return `| ${markdownInline(f.scenario)} | ${KIND_LABELS[f.kind]} | ${markdownInline(withCommitDates(findingText(f, { causeColumn: false }), records))} | ${text} |`;
  });
  return [
    `### Accepted: ${plural(accepted.length, 'finding')} not raised again`,
    '',
    `Still drifted, but a person closed the drift issue that listed ${accepted.length === 1 ? 'it' : 'them'}: closing the issue by hand accepts its findings. A change that begins later, or in another stream, is raised again.`,
    '',
    '| Scenario | Kind | Finding | Accepted |',
    '| --- | --- | --- | --- |',
    ...rows,
  ];
}

function chartSections(findings: readonly DriftFinding[], records: readonly HistoryRecord[], budgetBytes: number, used: number): string[] {
  const sections: string[] = [];
  const names = scenariosOf(findings);
  let total = used;
  for (const [i, name] of names.entries()) {
    const section = trendSection(records, name, findings);
    const bytes = Buffer.byteLength(section, 'utf8') + 2;
    if (total + bytes > budgetBytes) {
      const left = names.length - i;
      sections.push(`_Charts for ${plural(left, 'more scenario')} left out to stay within GitHub's size limit; the job summary has them all._`);
      break;
    }
    sections.push(section);
    total += bytes;
  }
  return sections;
}

/** "context-eval: drift in N scenario(s)". */
export function driftIssueTitle(findings: readonly DriftFinding[]): string {
  return `context-eval: drift in ${plural(scenariosOf(findings).length, 'scenario')}`;
}

export function renderDriftIssue(
  findings: readonly DriftFinding[],
  records: readonly HistoryRecord[],
  opts: DriftIssueOptions,
): { title: string; body: string } {
  const sha = opts.sha.slice(0, 7);
  const run = opts.runUrl === undefined ? '' : ` ([workflow run](${opts.runUrl.replace(/[()\s<>]/g, percentEncode)}))`;
  const accepted = opts.accepted ?? [];
  const head = [
    DRIFT_ISSUE_MARKER,
    findingKeysLine(findings),
    '## context-eval: drift detected',
    '',
    `The scheduled run of \`${sha}\`${run} found ${plural(findings.length, 'drift finding')} in ${plural(scenariosOf(findings).length, 'scenario')}. ` +
      'Each finding is dated by the first record that shows it. This issue is updated by later scheduled runs and closed when one finds every drifted stream back within its noise. ' +
      'Closing it by hand accepts its findings: later runs do not raise them again while they hold.',
    '',
    findingsTable(findings, records),
    ...(accepted.length === 0 ? [] : ['', ...acceptedSection(accepted, records, 'issue')]),
    ...(opts.stale === undefined ? [] : ['', staleSection(opts.stale)]),
  ].join('\n');
  const charts = chartSections(findings, records, BODY_BUDGET_BYTES, Buffer.byteLength(head, 'utf8'));
  return { title: driftIssueTitle(findings), body: [head, ...charts].join('\n\n') + '\n' };
}

/** The drift part of the job summary: the same table and every chart (the summary's limit is 1 MiB); `accepted` after the findings. */
export function renderDriftSummary(findings: readonly DriftFinding[], records: readonly HistoryRecord[], stale?: StaleCheck, accepted: readonly AcceptedFinding[] = []): string {
  const staleText = stale === undefined ? [] : [staleSection(stale)];
  const acceptedPart = accepted.length === 0 ? [] : [acceptedSection(accepted, records, 'summary').join('\n')];
  if (findings.length === 0) {
    const none = accepted.length === 0 ? `No drift detected over ${plural(records.length, 'recorded run')}.` : `No new drift over ${plural(records.length, 'recorded run')}.`;
    return [`## context-eval drift`, none, ...acceptedPart, ...staleText].join('\n\n') + '\n';
  }
  const names = scenariosOf(findings);
  const charts = names.map((name) => trendSection(records, name, findings));
  return [
    '## context-eval drift',
    `${plural(findings.length, 'drift finding')} in ${plural(names.length, 'scenario')}.`,
    findingsTable(findings, records),
    ...acceptedPart,
    ...staleText,
    ...charts,
  ].join('\n\n') + '\n';
}

/** What the comment that closes the drift issue says (the issue's own findings are counted from its hidden keys line). */
export interface DriftClosing {
  /** The commit the scheduled run evaluated, and the run's day (UTC, YYYY-MM-DD). */
  sha: string;
  date?: string;
  runUrl?: string;
  /** How many findings the issue listed; undefined for a body without keys (written before they existed, or edited). */
  listed?: number;
  /** The scenarios the detectors judged (enough records), of all the history holds. */
  judged?: number;
  scenarios?: number;
  /** Findings still drifted that a person accepted earlier (not raised again). */
  accepted?: readonly AcceptedFinding[];
}

function listedText(listed: number | undefined): string {
  if (listed === undefined || listed === 0) return 'every finding this issue listed is back within its noise';
  if (listed === 1) return 'the finding this issue listed is back within its noise';
  return `the ${listed} findings this issue listed are back within their noise`;
}

/** "none of the 12 scenarios judged shows a new one (2 of 14 have too few records yet)". */
function judgedText(judged: number | undefined, scenarios: number | undefined): string {
  if (judged === undefined) return 'no new finding was raised';
  const notYet = scenarios === undefined ? 0 : scenarios - judged;
  const tooFew = notYet > 0 ? ` (${notYet} of ${scenarios} ${notYet === 1 ? 'has' : 'have'} too few records yet)` : '';
  return judged === 1 ? `the one scenario judged shows no new one${tooFew}` : `none of the ${judged} scenarios judged shows a new one${tooFew}`;
}

/** The comment a scheduled run posts when it closes the drift issue: which run, what is back, what was judged, and what stays accepted. */
export function renderDriftClosing(c: DriftClosing): string {
  const run = c.runUrl === undefined ? '' : ` ([workflow run](${c.runUrl.replace(/[()\s<>]/g, percentEncode)}))`;
  const on = c.date === undefined ? '' : ` on ${c.date}`;
  const accepted = c.accepted ?? [];
  const lines = [`**${accepted.length === 0 ? 'No drift' : 'No new drift'}** in the scheduled run of \`${c.sha.slice(0, 7)}\`${on}${run}: ${listedText(c.listed)}, and ${judgedText(c.judged, c.scenarios)}. Closing.`];
  if (accepted.length > 0) {
    const byIssue = new Map<number, AcceptedFinding[]>();
    for (const a of accepted) byIssue.set(a.acceptance.issue, [...(byIssue.get(a.acceptance.issue) ?? []), a]);
    const parts = [...byIssue.values()].map((list) => {
      const a = list[0]?.acceptance;
      return a === undefined ? '' : `${plural(list.length, 'finding')} ${acceptedText(a).replace(/@(?=[A-Za-z0-9])/, '@\u200b')}`;
    });
    lines.push('', `Still drifted and not raised again: ${parts.join('; ')}.`);
  }
  lines.push('', '_A later change opens a new issue, dated by the first record that shows it._');
  return lines.join('\n');
}
