/**
 * The final terminal summary (what `context-eval run` prints last), fitted to the terminal's width. It
 * lists what went wrong — the failing, erroring and regressed scenarios, each with its evidence, its
 * comparison with the baseline, its deduplicated failure lines and where to look — counts the rest
 * ("197 passed (--verbose lists them)"), and ENDS on the verdict line: calls, tokens, cost, rate limits,
 * retries and elapsed time sit on it, or on the line just above it when the width asks. Pure: the
 * width is passed in (the CLI reads it from the terminal; 80 without one). Live progress is in
 * ./progress.ts.
 */
import { terminalInline } from './escape.js';
import {
  VERDICT_LABEL,
  byVerdictSeverity,
  digestRuns,
  formatCount,
  formatDuration,
  formatInterval,
  formatPasses,
  formatPercent,
  meanLatencyMs,
  meanTokens,
  summaryParts,
  type DigestLine,
} from './format.js';
import { formatCost, isRegression, regressionCount } from './headline.js';
import { showHint } from './show.js';
import { groupedDigest, groupHead, type ExpectationGroup } from './expectation-digest.js';
import { cells, clip, joinWrapped, padEnd, padStart, terminalWidth, wrap } from './terminal-text.js';
import type { GateReport, Report, ScenarioResult, Verdict } from './types.js';
import { atBaseWords, formatVsBase, hasComparisons, vsBaseCell } from './vs-base.js';
import { countOf, inWords, STATE } from './vocabulary.js';

export { createProgress, formatElapsed, type Progress, type ProgressStream, type Traffic } from './progress.js';

export interface ConsoleOptions {
  color: boolean;
  /** List the passing and skipped scenarios, and every detail of the listed ones. */
  verbose?: boolean;
  /** The terminal's columns; 80 when absent (no terminal: a CI log or a pipe). */
  width?: number;
  /** When a gate other than the report's verdict decides the exit code (run --compare, merge --fail-on): its verdict and its reasons, shown just above the verdict line. */
  outcome?: { verdict: Verdict; lines: string[] };
  /** Notes of the caller (what was recorded, what replay could not measure), after the report's. */
  notes?: string[];
}

const ANSI = { red: '31', green: '32', yellow: '33', dim: '2', bold: '1' } as const;
type Color = keyof typeof ANSI;
type Paint = (color: Color, text: string) => string;

const VERDICT_MARK: Record<Verdict, { mark: string; color: Color }> = {
  pass: { mark: '✓', color: 'green' },
  fail: { mark: '✗', color: 'red' },
  error: { mark: '!', color: 'yellow' },
  skipped: { mark: '-', color: 'dim' },
};

/** Listed scenarios shown with their details without --verbose; the others get their first line. */
const DETAILED = 5;
/** Distinct failure lines shown per listed scenario without --verbose. */
const DIGEST_LINES = 2;
const INDENT = '    ';

export function renderConsoleSummary(report: Report, opts: ConsoleOptions): string {
  const width = terminalWidth(opts.width);
  const paint: Paint = (color, text) => (opts.color ? `\u001b[${ANSI[color]}m${text}\u001b[0m` : text);
  const verbose = opts.verbose === true;
  const ordered = byVerdictSeverity(report.scenarios);
  // Errors first: a scenario that could not be evaluated says nothing about the prompt until its cause is fixed.
  const listed = [...ordered.filter((s) => s.verdict === 'error'), ...ordered.filter((s) => s.verdict === 'fail' || (s.verdict !== 'error' && isRegression(s)))];
  const passed = ordered.filter((s) => s.verdict === 'pass' && !isRegression(s));
  const skipped = ordered.filter((s) => s.verdict === 'skipped');
  const sections: string[][] = [];

  if (listed.length > 0) {
    // Every error keeps its details (its cause and its show command); the failures, the first DETAILED.
    const errors = listed.filter((s) => s.verdict === 'error').length;
    const lines = listed.flatMap((s, i) => scenarioBlock(s, { width, paint, detailed: verbose || s.verdict === 'error' || i - errors < DETAILED, verbose }));
    if (!verbose && listed.length - errors > DETAILED) {
      // The command stays on one line, as a reader copies it.
      lines.push(...joinWrapped([`(details of the first ${DETAILED} failures only:`, '--verbose shows them all,', 'context-eval show NAME one in full)'], width, ' ', '  ', '   '));
    }
    sections.push(lines);
  }

  const rest: string[] = [];
  if (passed.length > 0) {
    if (verbose) rest.push(`${passed.length} passed:`, ...passedTable(passed, width, paint));
    else rest.push(`${passed.length} passed (--verbose lists them)`);
    const tally = comparisonTally(passed);
    if (tally !== undefined) rest.push(...wrap(`vs base: ${tally}`, width, '  ', '    '));
    rest.push(...unconfirmedLines(passed, width));
  }
  if (skipped.length > 0) {
    rest.push(`${skipped.length} scenario${skipped.length === 1 ? '' : 's'} skipped${verbose ? ':' : ' (--verbose lists them)'}`);
    if (verbose) for (const s of skipped) rest.push(...wrap(`- ${terminalInline(s.name)}${s.reason ? `: ${terminalInline(s.reason)}` : ''}`, width, '  ', '    '));
  }
  if (rest.length > 0) sections.push(rest);

  const notes = [...report.notes, ...(opts.notes ?? [])];
  if (notes.length > 0) sections.push([paint('bold', 'Notes'), ...notes.flatMap((n) => wrap(`- ${terminalInline(inWords(n))}`, width, '  ', '    '))]);

  sections.push([...(opts.outcome?.lines ?? []).flatMap((l) => wrap(terminalInline(l), width, '', '  ')), ...verdictBlock(report, opts.outcome?.verdict ?? report.verdict, width, paint)]);
  return `\n${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/** An own rule that did not pass (DESIGN §3b): "never_calls (own count, needs 100%): failed, 19 of 20 held". */
export function gateWords(g: GateReport): string {
  const outcome = g.state === 'undecided' ? 'undecided' : STATE[g.verdict];
  const head = `${g.expectation} (line ${g.line}, its own ${g.rule}, needs ${formatPercent(g.threshold)})`;
  // A stage's rule that no run sampled: its reason says which stage never ran.
  if (g.verdict === 'skipped') return `${head}: ${outcome}, ${g.reason}`;
  return `${head}: ${outcome}, ${countOf(g.passes, g.attempted)} held`;
}

/** A listed scenario: its mark, name, outcome, vs-base state and place; then its evidence, comparison, failure lines and the command that shows a run. */
function scenarioBlock(s: ScenarioResult, o: { width: number; paint: Paint; detailed: boolean; verbose: boolean }): string[] {
  const regressed = isRegression(s);
  const { mark, color } = s.verdict === 'pass' && regressed ? { mark: '▼', color: 'red' as const } : VERDICT_MARK[s.verdict];
  const name = terminalInline(s.name);
  const status =
    s.state === 'undecided'
      ? `undecided, ${countOf(s.passes, s.attempted)} passed (shown neither above nor below the threshold)`
      : s.verdict === 'error'
      ? `${STATE.error} (${countOf(s.errors, s.runs.length, 'run')} errored)`
      : s.verdict === 'fail'
        ? s.evidence !== undefined
          ? `failed, ${countOf(s.passes, s.attempted)} passed`
          : `failed (${countOf(s.passes, s.attempted)} passed, needs ≥ ${formatPercent(s.threshold)})`
        : `passed, ${countOf(s.passes, s.attempted)}`;
  const atBase = atBaseWords(s);
  const head = [`${mark} ${name}: ${status}`, ...(atBase ? [atBase] : []), ...(s.comparison ? [`vs base ${vsBaseCell(s)}`] : []), terminalInline(`${s.file}:${s.line}`)];
  const lines = joinWrapped(head, o.width, ' · ', '', INDENT);
  const first = lines[0] ?? '';
  if (first.startsWith(`${mark} ${name}`)) lines[0] = o.paint(color, `${mark} ${name}`) + first.slice(`${mark} ${name}`.length);
  if (!o.detailed) return lines;

  if (o.verbose && s.reason !== '') lines.push(...wrap(terminalInline(inWords(s.reason)), o.width, INDENT));
  if (s.evidence !== undefined && s.verdict !== 'pass') lines.push(...wrap(terminalInline(s.evidence), o.width, INDENT));
  if (regressed) lines.push(...wrap(terminalInline(formatVsBase(s)), o.width, INDENT));
  for (const g of s.gates ?? []) if (g.verdict !== 'pass') lines.push(...wrap(terminalInline(gateWords(g)), o.width, INDENT));
  const cut = s.runs.filter((r) => r.stop === 'length').length;
  if (cut > 0) lines.push(...wrap(`${cut} of ${s.runs.length} answers were cut at max_tokens: raise the provider's max_tokens`, o.width, INDENT));
  // An error whose runs hold no cause (a gate could not be evaluated): its reason is the cause.
  if (!o.verbose && s.verdict === 'error' && !digestRuns(s).some((d) => d.kind === 'error') && s.reason !== '') lines.push(...wrap(terminalInline(s.reason), o.width, INDENT));
  lines.push(...digestBlock(s, o));
  for (const hint of showHint(s)) lines.push(...wrap(hint.trim(), o.width, INDENT));
  return lines;
}

/**
 * What the runs found: grouped by expectation when the runs carry their outcomes (issue 31 item 3),
 * "contains: [ticket] (line 7): held in 2 of 6 runs" with at most two excerpts; else one line per distinct text.
 */
function digestBlock(s: ScenarioResult, o: { width: number; paint: Paint; verbose: boolean }): string[] {
  const lines: string[] = [];
  const grouped = groupedDigest(s);
  type Item = { kind: 'line'; d: DigestLine } | { kind: 'group'; g: ExpectationGroup };
  const items: Item[] =
    grouped === undefined
      ? digestRuns(s).map((d) => ({ kind: 'line', d }))
      : [...grouped.errors.map((d): Item => ({ kind: 'line', d })), ...grouped.groups.map((g): Item => ({ kind: 'group', g })), ...grouped.other.map((d): Item => ({ kind: 'line', d }))];
  const shown = o.verbose ? items : items.slice(0, DIGEST_LINES);
  for (const item of shown) {
    if (item.kind === 'line') lines.push(...digestLines(item.d, o.width, o.paint, o.verbose ? Number.POSITIVE_INFINITY : item.d.kind === 'error' ? 3 : 2));
    else lines.push(...groupLines(item.g, o.width, o.paint, o.verbose));
  }
  const hidden = items.length - shown.length;
  if (hidden > 0) lines.push(`${INDENT}… and ${hidden} more (--verbose lists them)`);
  if (grouped !== undefined && grouped.held > 0 && grouped.groups.length > 0) {
    lines.push(...wrap(`✓ ${grouped.held === 1 ? 'the other expectation' : `the other ${grouped.held} expectations`} held in every run`, o.width, INDENT));
  }
  return lines;
}

/** "    ✗ contains: [ticket] (line 7): held in 2 of 6 runs", then "      e.g. contains: expected …" for each excerpt. */
function groupLines(g: ExpectationGroup, width: number, paint: Paint, verbose: boolean): string[] {
  const head = wrap(`✗ ${terminalInline(groupHead(g.expectation))}`, width, INDENT, `${INDENT}  `);
  if (head[0] !== undefined) head[0] = `${INDENT}${paint('red', '✗')}${head[0].slice(INDENT.length + 1)}`;
  const max = verbose ? Number.POSITIVE_INFINITY : 2;
  const excerpts = g.excerpts.flatMap((text) => {
    const lines = wrap(`e.g. ${terminalInline(text)}`, width, `${INDENT}  `, `${INDENT}    `);
    const kept = lines.slice(0, max);
    if (lines.length > max) kept[max - 1] = clip(`${kept[max - 1] ?? ''} …`, width);
    return kept;
  });
  const more = g.moreExcerpts > 0 ? [`${INDENT}  (and ${g.moreExcerpts} other line${g.moreExcerpts === 1 ? '' : 's'})`] : [];
  return [...head, ...excerpts, ...more];
}

/** "    2× absent: found …" or "    runs 2, 3 could not be evaluated: timeout …", wrapped to at most `max` lines. */
/** "    2× absent: found …" or "    runs 2, 3 not evaluated: timeout …", wrapped to at most `max` lines. */
function digestLines(d: DigestLine, width: number, paint: Paint, max: number): string[] {
  const prefix = d.kind === 'failure' ? `${d.count}×` : `run${d.runs.length === 1 ? '' : 's'} ${runRanges(d.runs)} ${STATE.error}:`;
  const lines = wrap(`${prefix} ${terminalInline(d.text)}`, width, INDENT, `${INDENT}  `);
  const kept = lines.slice(0, max);
  if (lines.length > max) kept[max - 1] = clip(`${kept[max - 1] ?? ''} …`, width);
  const first = kept[0] ?? '';
  if (d.kind === 'error' && first.startsWith(`${INDENT}${prefix}`)) kept[0] = `${INDENT}${paint('yellow', prefix.slice(0, -1))}:${first.slice(INDENT.length + prefix.length)}`;
  return kept;
}

/** [1, 2, 3, 5, 7, 8] → "1–3, 5, 7, 8". */
export function runRanges(runs: readonly number[]): string {
  const parts: string[] = [];
  const sorted = [...runs].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const [from, to] = [sorted[i], sorted[j]];
    parts.push(j - i >= 2 ? `${from}–${to}` : sorted.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The passing scenarios whose drop against history the base measured in this run did not confirm (issue 31
 * item 2): each says so in a line, the first DETAILED of them, since "undecided" alone would not say why.
 */
function unconfirmedLines(passed: readonly ScenarioResult[], width: number): string[] {
  const unconfirmed = passed.filter((s) => s.comparison?.confirmation?.confirmed === false);
  const lines = unconfirmed.slice(0, DETAILED).flatMap((s) => {
    const c = s.comparison?.confirmation;
    const base = c === undefined ? '' : `: the merge base measured in this run passed ${countOf(c.passes, c.runs)}`;
    return wrap(`- ${terminalInline(s.name)}: a drop against history, not confirmed${base}; the day's effect, not this change's`, width, '    ', '      ');
  });
  const more = unconfirmed.length - DETAILED;
  if (more > 0) lines.push(...wrap(`- and ${more} more (context-eval show NAME says each)`, width, '    ', '      '));
  return lines;
}

/** "196 no drop, 3 undecided, 1 new": how the passing scenarios compared with the baseline. */
function comparisonTally(scenarios: readonly ScenarioResult[]): string | undefined {
  if (!hasComparisons(scenarios)) return undefined;
  const words = { 'no-drop': 'no drop', undecided: 'undecided', 'no-baseline': 'new', 'same-context': 'context unchanged', drop: 'dropped' } as const;
  const counts = new Map<string, number>();
  for (const s of scenarios) if (s.comparison) counts.set(words[s.comparison.state], (counts.get(words[s.comparison.state]) ?? 0) + 1);
  return [...counts].map(([word, n]) => `${n} ${word}`).join(', ');
}

/** --verbose: the passing scenarios as a table that fits the width; the columns that do not fit are left out, rightmost first. */
function passedTable(scenarios: readonly ScenarioResult[], width: number, paint: Paint): string[] {
  const withVs = hasComparisons(scenarios);
  const columns: { title: string; right?: boolean; cell: (s: ScenarioResult) => string }[] = [
    { title: 'scenario', cell: (s) => terminalInline(s.name) },
    { title: 'passes', cell: formatPasses },
    { title: '95% interval', cell: (s) => (s.attempted > 0 ? formatInterval(s.interval) : '—') },
    { title: 'tokens', right: true, cell: (s) => valueOr(meanTokens(s), formatCount) },
    { title: 'latency', right: true, cell: (s) => valueOr(meanLatencyMs(s), formatDuration) },
    ...(withVs ? [{ title: 'vs base', cell: vsBaseCell }] : []),
  ];
  const rows = scenarios.map((s) => columns.map((c) => c.cell(s)));
  const widths = columns.map((c, i) => Math.max(cells(c.title), ...rows.map((r) => cells(r[i] ?? ''))));
  const keep = columns.map(() => true);
  // The mark, and two spaces before each column after the name.
  const nameRoom = () => width - 2 - widths.reduce((sum, w, i) => sum + (i > 0 && keep[i] ? w + 2 : 0), 0);
  // Names are what `show` and `--only` take: leave out latency, tokens and the interval, in that order,
  // until the longest name fits; the passes only when not even 12 cells of a name would.
  for (const drop of [4, 3, 2]) if (nameRoom() < (widths[0] ?? 0)) keep[drop] = false;
  if (nameRoom() < Math.min(widths[0] ?? 0, 12)) keep[1] = false;
  widths[0] = Math.max(1, Math.min(widths[0] ?? 0, nameRoom()));
  const line = (texts: string[]) =>
    clip(
      texts
        .flatMap((text, i) => {
          if (!keep[i]) return [];
          const w = widths[i] ?? 0;
          return [columns[i]?.right ? padStart(text, w) : padEnd(clip(text, w), w)];
        })
        .join('  ')
        .trimEnd(),
      width - 2,
    );
  return [`  ${line(columns.map((c) => c.title))}`, ...rows.map((r) => `${paint('green', '✓')} ${line(r)}`)];
}

function valueOr(n: number | undefined, format: (n: number) => string): string {
  return n === undefined ? '—' : format(n);
}

/**
 * The verdict line, last: "context-eval: FAILED · 200 scenarios: 197 passed, 3 failed · ▼ 1 regression ·
 * … ("197 passed, 1 newly failing, 2 failing at the base too" when a baseline split the failures) ·
 * 612 calls · 1.2M tokens · cost 0.41 · 9 rate limited (HTTP 429), 2 retries · 1 min 20 s". What does not
 * fit the width moves to the line above it, least important first (cached runs, 429s and retries,
 * tokens, calls, cost, elapsed time), so that the last line always starts with the verdict and its counts.
 */
function verdictBlock(report: Report, verdict: Verdict, width: number, paint: Paint): string[] {
  const p = summaryParts(report);
  const s = report.summary;
  const regressions = regressionCount(report);
  // With a baseline the failures split (issue 31): this change's own ("newly failing") and those failing at the base too.
  const atBase = s.failingAtBase ?? 0;
  const own = s.failed - atBase;
  const counts = [
    s.passed > 0 ? `${s.passed} passed` : undefined,
    own > 0 ? `${own} ${(s.newlyFailing ?? 0) === own ? 'newly failing' : 'failed'}` : undefined,
    atBase > 0 ? `${atBase} failing at the base too` : undefined,
    s.errored > (s.undecided ?? 0) ? `${s.errored - (s.undecided ?? 0)} ${STATE.error}` : undefined,
    (s.undecided ?? 0) > 0 ? `${s.undecided} undecided` : undefined,
    s.skipped > 0 ? `${s.skipped} skipped` : undefined,
  ].filter((c): c is string => c !== undefined);
  const label = VERDICT_LABEL[verdict].toUpperCase();
  const head = `context-eval: ${label}`;
  const total = `${s.total} scenario${s.total === 1 ? '' : 's'}`;
  const withTotal = counts.length > 0 ? `${total}: ${counts.join(', ')}` : total;
  // The total is the sum of the counts: it gives way first when the counts do not fit beside the verdict.
  const tally = cells(`${head} · ${withTotal}`) <= width || counts.length === 0 ? withTotal : counts.join(', ');
  // [text, priority: lower stays on the verdict line first], in display order.
  const parts: [string | undefined, number][] = [
    [tally, 0],
    [regressions > 0 ? `▼ ${regressions} regression${regressions === 1 ? '' : 's'}` : undefined, 1],
    [p.calls, 4],
    [p.cached, 7],
    [p.traffic, 6],
    [p.tokens, 5],
    [s.cost === undefined ? undefined : `cost ${formatCost(s.cost)}`, 3],
    [p.duration, 2],
  ];
  const present = parts.flatMap(([text, rank], order) => (text === undefined ? [] : [{ text, rank, order }]));
  const kept = new Set<number>();
  for (const part of [...present].sort((a, b) => a.rank - b.rank)) {
    const trial = present.filter((q) => kept.has(q.order) || q.order === part.order).map((q) => q.text);
    if (cells([head, ...trial].join(' · ')) <= width) kept.add(part.order);
    // The counts come first: a shorter part never takes the place of the counts beside the verdict.
    else if (part.rank === 0) break;
  }
  const above = present.filter((q) => !kept.has(q.order)).map((q) => q.text);
  const last = present.filter((q) => kept.has(q.order)).map((q) => q.text);
  return [
    ...(above.length > 0 ? joinWrapped(above, width, ' · ', '  ') : []),
    [`${paint('bold', 'context-eval')}: ${paint(VERDICT_MARK[verdict].color, label)}`, ...last].join(' · '),
  ];
}
