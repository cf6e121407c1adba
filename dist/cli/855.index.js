export const id = 855;
export const ids = [855];
export const modules = {

/***/ 9855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mf: () => (/* reexport */ createProgress),
  c0: () => (/* binding */ renderConsoleSummary)
});

// UNUSED EXPORTS: formatElapsed, gateWords, runRanges

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/report/show.ts
var show = __webpack_require__(3709);
// EXTERNAL MODULE: ./src/report/expectation-digest.ts
var expectation_digest = __webpack_require__(8769);
// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/report/vs-base.ts
var vs_base = __webpack_require__(9605);
// EXTERNAL MODULE: ./src/report/vocabulary.ts
var vocabulary = __webpack_require__(7568);
;// CONCATENATED MODULE: ./src/report/progress.ts
/**
 * Live progress while scenarios run. The stream, the clock and the 429/retry counters are injected;
 * nothing here touches process.* directly.
 *
 *  - On a TTY outside CI: one live line, rewritten in place and cut to the terminal's width
 *    ("▶ 37/200 scenarios · 121 calls · 3 failing · 1 min 20 s"), with a permanent line above it for each
 *    failing or erroring scenario.
 *  - Elsewhere (CI logs, pipes): the permanent line per failing or erroring scenario, and a progress
 *    line at most every 10 s ("12/200 scenarios, 340 calls, 1 min 20 s"), also while no call finishes,
 *    so that a log shows the run is alive and how far it got. Until the selection's size is known
 *    (`planned`), the line counts calls alone ("12 calls, 20 s"). The action's log (src/action/progress-log.ts)
 *    is such a log.
 */



/** At most 10 redraws of the live line per second. */
const MIN_REDRAW_MS = 100;
/** The live line's clock ticks once a second even when no call finishes. */
const TICK_MS = 1000;
/** Without a TTY, a progress line at most this often (unless ProgressOptions.logEveryMs says otherwise). */
const LOG_EVERY_MS = 10_000;
/** Elapsed time in whole seconds: "0 s", "10 s", "1 min 20 s". */
function formatElapsed(ms) {
    const whole = Math.floor(Math.max(0, ms) / 1000) * 1000;
    return whole === 0 ? '0 s' : (0,format/* formatDuration */.a3)(whole);
}
function trafficParts(t) {
    if (t === undefined)
        return [];
    return [
        t.rateLimited > 0 ? `${t.rateLimited} rate limited (HTTP 429)` : undefined,
        t.retries > 0 ? `${t.retries} retr${t.retries === 1 ? 'y' : 'ies'}` : undefined,
    ].filter((p) => p !== undefined);
}
function createProgress(opts) {
    const { stream } = opts;
    let total = opts.total;
    const now = opts.now ?? (() => Date.now());
    const logEveryMs = opts.logEveryMs ?? LOG_EVERY_MS;
    if (!(logEveryMs > 0))
        throw new RangeError(`logEveryMs must be above 0, got ${String(logEveryMs)}`);
    const live = stream.isTTY === true && !opts.ci;
    const started = now();
    let finished = 0;
    let calls = 0;
    let failing = 0;
    let errored = 0;
    let lastDraw = Number.NEGATIVE_INFINITY;
    let lastLog = started;
    let shownWidth = 0;
    let pending;
    let ticker;
    let closed = false;
    const counts = () => {
        const parts = [...(total === undefined ? [] : [`${finished} of ${total} scenarios`]), `${calls} call${calls === 1 ? '' : 's'}`];
        if (live || failing > 0)
            parts.push(`${failing} failing`);
        if (errored > 0)
            parts.push(`${errored} not evaluated`);
        // The live line is cut to the width: the elapsed time goes before the 429s and retries, which are cut first.
        const traffic = trafficParts(opts.traffic?.());
        const elapsed = formatElapsed(now() - started);
        return live ? [...parts, elapsed, ...traffic.map((t) => t.replace(' (HTTP 429)', ''))] : [...parts, ...traffic, elapsed];
    };
    // The live line (TTY).
    const draw = () => {
        if (pending !== undefined)
            clearTimeout(pending);
        pending = undefined;
        // One cell short of the width: a line that fills the last column wraps on some terminals, and \r then rewrites only its second half.
        const text = (0,terminal_text/* clip */.$Q)(`▶ ${counts().join(' · ')}`, (0,terminal_text/* terminalWidth */.JL)(stream.columns) - 1);
        stream.write(`\r${text}${' '.repeat(Math.max(0, shownWidth - (0,terminal_text/* cells */.Yo)(text)))}`);
        shownWidth = (0,terminal_text/* cells */.Yo)(text);
        lastDraw = now();
    };
    const clear = () => {
        if (shownWidth > 0)
            stream.write(`\r${' '.repeat(shownWidth)}\r`);
        shownWidth = 0;
    };
    const update = (force) => {
        if (closed)
            return;
        if (!live)
            return log();
        if (force || now() - lastDraw >= MIN_REDRAW_MS) {
            draw();
        }
        else if (pending === undefined) {
            pending = setTimeout(draw, MIN_REDRAW_MS - (now() - lastDraw));
            pending.unref?.();
        }
    };
    // The progress line of a log (no TTY): at most every logEveryMs (10 s), and on a timer while nothing finishes.
    const log = () => {
        if (closed || now() - lastLog < logEveryMs)
            return;
        // Within 80 columns (a log has no width; piped in a terminal it would wrap mid-word), between its parts.
        const parts = counts().map((part, i, all) => (i < all.length - 1 ? `${part},` : part));
        stream.write(`${(0,terminal_text/* joinWrapped */._Z)(parts, (0,terminal_text/* terminalWidth */.JL)(undefined), ' ', '', '  ').join('\n')}\n`);
        lastLog = now();
        schedule();
    };
    const schedule = () => {
        if (ticker !== undefined)
            clearTimeout(ticker);
        const wait = live ? TICK_MS : Math.max(0, lastLog + logEveryMs - now());
        ticker = setTimeout(() => {
            ticker = undefined;
            if (live)
                draw();
            else
                log();
            if (!closed && ticker === undefined)
                schedule();
        }, wait);
        ticker.unref?.();
    };
    schedule();
    return {
        planned(n) {
            total = n;
        },
        runFinished(_scenario, _ok) {
            calls += 1;
            update(false);
        },
        scenarioFinished(r) {
            finished += 1;
            if (r.verdict === 'fail')
                failing += 1;
            if (r.verdict === 'error')
                errored += 1;
            if (!closed && (r.verdict === 'fail' || r.verdict === 'error')) {
                if (live)
                    clear();
                stream.write(`${problemLines(r, (0,terminal_text/* terminalWidth */.JL)(live ? stream.columns : undefined)).join('\n')}\n`);
                if (live)
                    draw();
                else
                    log();
                return;
            }
            update(false);
        },
        done() {
            if (closed)
                return;
            if (live) {
                draw();
                stream.write('\n');
            }
            closed = true;
            if (pending !== undefined)
                clearTimeout(pending);
            if (ticker !== undefined)
                clearTimeout(ticker);
            pending = undefined;
            ticker = undefined;
        },
    };
}
/** "✗ name: failed (1 of 3 passed, needs ≥ 66.6%) · scenarios/x.yaml:1", its place on a line of its own when the width asks. */
function problemLines(r, width) {
    const mark = r.verdict === 'fail' ? '✗' : '!';
    const how = r.verdict === 'fail'
        ? `${r.passes} of ${r.attempted} passed, needs ≥ ${(0,format/* formatPercent */.l9)(r.threshold)}`
        : `${r.errors} of ${r.runs.length} runs errored`;
    return (0,terminal_text/* joinWrapped */._Z)([`${mark} ${(0,report_escape/* terminalInline */.cv)(r.name)}: ${format/* VERDICT_LABEL */.j[r.verdict]} (${how})`, (0,report_escape/* terminalInline */.cv)(`${r.file}:${r.line}`)], width, ' · ', '', '    ');
}

;// CONCATENATED MODULE: ./src/report/console.ts
/**
 * The final terminal summary (what `context-eval run` prints last), fitted to the terminal's width. It
 * lists what went wrong — the failing, erroring and regressed scenarios, each with its evidence, its
 * comparison with the baseline, its deduplicated failure lines and where to look — counts the rest
 * ("197 passed (--verbose lists them)"), and ENDS on the verdict line: calls, tokens, cost, rate limits,
 * retries and elapsed time sit on it, or on the line just above it when the width asks. Pure: the
 * width is passed in (the CLI reads it from the terminal; 80 without one). Live progress is in
 * ./progress.ts.
 */









const ANSI = { red: '31', green: '32', yellow: '33', dim: '2', bold: '1' };
const VERDICT_MARK = {
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
function renderConsoleSummary(report, opts) {
    const width = (0,terminal_text/* terminalWidth */.JL)(opts.width);
    const paint = (color, text) => (opts.color ? `\u001b[${ANSI[color]}m${text}\u001b[0m` : text);
    const verbose = opts.verbose === true;
    const ordered = (0,format/* byVerdictSeverity */.cU)(report.scenarios);
    // Errors first: a scenario that could not be evaluated says nothing about the prompt until its cause is fixed.
    const listed = [...ordered.filter((s) => s.verdict === 'error'), ...ordered.filter((s) => s.verdict === 'fail' || (s.verdict !== 'error' && (0,headline/* isRegression */.kj)(s)))];
    const passed = ordered.filter((s) => s.verdict === 'pass' && !(0,headline/* isRegression */.kj)(s));
    const skipped = ordered.filter((s) => s.verdict === 'skipped');
    const sections = [];
    if (listed.length > 0) {
        // Every error keeps its details (its cause and its show command); the failures, the first DETAILED.
        const errors = listed.filter((s) => s.verdict === 'error').length;
        const lines = listed.flatMap((s, i) => scenarioBlock(s, { width, paint, detailed: verbose || s.verdict === 'error' || i - errors < DETAILED, verbose }));
        if (!verbose && listed.length - errors > DETAILED) {
            // The command stays on one line, as a reader copies it.
            lines.push(...(0,terminal_text/* joinWrapped */._Z)([`(details of the first ${DETAILED} failures only:`, '--verbose shows them all,', 'context-eval show NAME one in full)'], width, ' ', '  ', '   '));
        }
        sections.push(lines);
    }
    const rest = [];
    if (passed.length > 0) {
        if (verbose)
            rest.push(`${passed.length} passed:`, ...passedTable(passed, width, paint));
        else
            rest.push(`${passed.length} passed (--verbose lists them)`);
        const tally = comparisonTally(passed);
        if (tally !== undefined)
            rest.push(...(0,terminal_text/* wrap */.LV)(`vs base: ${tally}`, width, '  ', '    '));
        rest.push(...unconfirmedLines(passed, width));
    }
    if (skipped.length > 0) {
        rest.push(`${skipped.length} scenario${skipped.length === 1 ? '' : 's'} skipped${verbose ? ':' : ' (--verbose lists them)'}`);
        if (verbose)
            for (const s of skipped)
                rest.push(...(0,terminal_text/* wrap */.LV)(`- ${(0,report_escape/* terminalInline */.cv)(s.name)}${s.reason ? `: ${(0,report_escape/* terminalInline */.cv)(s.reason)}` : ''}`, width, '  ', '    '));
    }
    if (rest.length > 0)
        sections.push(rest);
    const notes = [...report.notes, ...(opts.notes ?? [])];
    if (notes.length > 0)
        sections.push([paint('bold', 'Notes'), ...notes.flatMap((n) => (0,terminal_text/* wrap */.LV)(`- ${(0,report_escape/* terminalInline */.cv)((0,vocabulary/* inWords */.r4)(n))}`, width, '  ', '    '))]);
    sections.push([...(opts.outcome?.lines ?? []).flatMap((l) => (0,terminal_text/* wrap */.LV)((0,report_escape/* terminalInline */.cv)(l), width, '', '  ')), ...verdictBlock(report, opts.outcome?.verdict ?? report.verdict, width, paint)]);
    return `\n${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
/** An own rule that did not pass (DESIGN §3b): "never_calls (own count, needs 100%): failed, 19 of 20 held". */
function gateWords(g) {
    const outcome = g.state === 'undecided' ? 'undecided' : vocabulary/* STATE */.c4[g.verdict];
    const head = `${g.expectation} (line ${g.line}, its own ${g.rule}, needs ${(0,format/* formatPercent */.l9)(g.threshold)})`;
    // A stage's rule that no run sampled: its reason says which stage never ran.
    if (g.verdict === 'skipped')
        return `${head}: ${outcome}, ${g.reason}`;
    return `${head}: ${outcome}, ${(0,vocabulary/* countOf */.pq)(g.passes, g.attempted)} held`;
}
/** A listed scenario: its mark, name, outcome, vs-base state and place; then its evidence, comparison, failure lines and the command that shows a run. */
function scenarioBlock(s, o) {
    const regressed = (0,headline/* isRegression */.kj)(s);
    const { mark, color } = s.verdict === 'pass' && regressed ? { mark: '▼', color: 'red' } : VERDICT_MARK[s.verdict];
    const name = (0,report_escape/* terminalInline */.cv)(s.name);
    const status = s.state === 'undecided'
        ? `undecided, ${(0,vocabulary/* countOf */.pq)(s.passes, s.attempted)} passed (shown neither above nor below the threshold)`
        : s.verdict === 'error'
            ? `${vocabulary/* STATE */.c4.error} (${(0,vocabulary/* countOf */.pq)(s.errors, s.runs.length, 'run')} errored)`
            : s.verdict === 'fail'
                ? s.evidence !== undefined
                    ? `failed, ${(0,vocabulary/* countOf */.pq)(s.passes, s.attempted)} passed`
                    : `failed (${(0,vocabulary/* countOf */.pq)(s.passes, s.attempted)} passed, needs ≥ ${(0,format/* formatPercent */.l9)(s.threshold)})`
                : `passed, ${(0,vocabulary/* countOf */.pq)(s.passes, s.attempted)}`;
    const atBase = (0,vs_base/* atBaseWords */.Cp)(s);
    const head = [`${mark} ${name}: ${status}`, ...(atBase ? [atBase] : []), ...(s.comparison ? [`vs base ${(0,vs_base/* vsBaseCell */.hP)(s)}`] : []), (0,report_escape/* terminalInline */.cv)(`${s.file}:${s.line}`)];
    const lines = (0,terminal_text/* joinWrapped */._Z)(head, o.width, ' · ', '', INDENT);
    const first = lines[0] ?? '';
    if (first.startsWith(`${mark} ${name}`))
        lines[0] = o.paint(color, `${mark} ${name}`) + first.slice(`${mark} ${name}`.length);
    if (!o.detailed)
        return lines;
    if (o.verbose && s.reason !== '')
        lines.push(...(0,terminal_text/* wrap */.LV)((0,report_escape/* terminalInline */.cv)((0,vocabulary/* inWords */.r4)(s.reason)), o.width, INDENT));
    if (s.evidence !== undefined && s.verdict !== 'pass')
        lines.push(...(0,terminal_text/* wrap */.LV)((0,report_escape/* terminalInline */.cv)(s.evidence), o.width, INDENT));
    if (regressed)
        lines.push(...(0,terminal_text/* wrap */.LV)((0,report_escape/* terminalInline */.cv)((0,vs_base/* formatVsBase */.eY)(s)), o.width, INDENT));
    for (const g of s.gates ?? [])
        if (g.verdict !== 'pass')
            lines.push(...(0,terminal_text/* wrap */.LV)((0,report_escape/* terminalInline */.cv)(gateWords(g)), o.width, INDENT));
    const cut = s.runs.filter((r) => r.stop === 'length').length;
    if (cut > 0)
        lines.push(...(0,terminal_text/* wrap */.LV)(`${cut} of ${s.runs.length} answers were cut at max_tokens: raise the provider's max_tokens`, o.width, INDENT));
    // An error whose runs hold no cause (a gate could not be evaluated): its reason is the cause.
    if (!o.verbose && s.verdict === 'error' && !(0,format/* digestRuns */.Dc)(s).some((d) => d.kind === 'error') && s.reason !== '')
        lines.push(...(0,terminal_text/* wrap */.LV)((0,report_escape/* terminalInline */.cv)(s.reason), o.width, INDENT));
    lines.push(...digestBlock(s, o));
    for (const hint of (0,show/* showHint */.Rw)(s))
        lines.push(...(0,terminal_text/* wrap */.LV)(hint.trim(), o.width, INDENT));
    return lines;
}
/**
 * What the runs found: grouped by expectation when the runs carry their outcomes (issue 31 item 3),
 * "contains: [ticket] (line 7): held in 2 of 6 runs" with at most two excerpts; else one line per distinct text.
 */
function digestBlock(s, o) {
    const lines = [];
    const grouped = (0,expectation_digest/* groupedDigest */.hm)(s);
    const items = grouped === undefined
        ? (0,format/* digestRuns */.Dc)(s).map((d) => ({ kind: 'line', d }))
        : [...grouped.errors.map((d) => ({ kind: 'line', d })), ...grouped.groups.map((g) => ({ kind: 'group', g })), ...grouped.other.map((d) => ({ kind: 'line', d }))];
    const shown = o.verbose ? items : items.slice(0, DIGEST_LINES);
    for (const item of shown) {
        if (item.kind === 'line')
            lines.push(...digestLines(item.d, o.width, o.paint, o.verbose ? Number.POSITIVE_INFINITY : item.d.kind === 'error' ? 3 : 2));
        else
            lines.push(...groupLines(item.g, o.width, o.paint, o.verbose));
    }
    const hidden = items.length - shown.length;
    if (hidden > 0)
        lines.push(`${INDENT}… and ${hidden} more (--verbose lists them)`);
    if (grouped !== undefined && grouped.held > 0 && grouped.groups.length > 0) {
        lines.push(...(0,terminal_text/* wrap */.LV)(`✓ ${grouped.held === 1 ? 'the other expectation' : `the other ${grouped.held} expectations`} held in every run`, o.width, INDENT));
    }
    return lines;
}
/** "    ✗ contains: [ticket] (line 7): held in 2 of 6 runs", then "      e.g. contains: expected …" for each excerpt. */
function groupLines(g, width, paint, verbose) {
    const head = (0,terminal_text/* wrap */.LV)(`✗ ${(0,report_escape/* terminalInline */.cv)((0,expectation_digest/* groupHead */.mf)(g.expectation))}`, width, INDENT, `${INDENT}  `);
    if (head[0] !== undefined)
        head[0] = `${INDENT}${paint('red', '✗')}${head[0].slice(INDENT.length + 1)}`;
    const max = verbose ? Number.POSITIVE_INFINITY : 2;
    const excerpts = g.excerpts.flatMap((text) => {
        const lines = (0,terminal_text/* wrap */.LV)(`e.g. ${(0,report_escape/* terminalInline */.cv)(text)}`, width, `${INDENT}  `, `${INDENT}    `);
        const kept = lines.slice(0, max);
        if (lines.length > max)
            kept[max - 1] = (0,terminal_text/* clip */.$Q)(`${kept[max - 1] ?? ''} …`, width);
        return kept;
    });
    const more = g.moreExcerpts > 0 ? [`${INDENT}  (and ${g.moreExcerpts} other line${g.moreExcerpts === 1 ? '' : 's'})`] : [];
    return [...head, ...excerpts, ...more];
}
/** "    2× absent: found …" or "    runs 2, 3 could not be evaluated: timeout …", wrapped to at most `max` lines. */
/** "    2× absent: found …" or "    runs 2, 3 not evaluated: timeout …", wrapped to at most `max` lines. */
function digestLines(d, width, paint, max) {
    const prefix = d.kind === 'failure' ? `${d.count}×` : `run${d.runs.length === 1 ? '' : 's'} ${runRanges(d.runs)} ${vocabulary/* STATE */.c4.error}:`;
    const lines = (0,terminal_text/* wrap */.LV)(`${prefix} ${(0,report_escape/* terminalInline */.cv)(d.text)}`, width, INDENT, `${INDENT}  `);
    const kept = lines.slice(0, max);
    if (lines.length > max)
        kept[max - 1] = (0,terminal_text/* clip */.$Q)(`${kept[max - 1] ?? ''} …`, width);
    const first = kept[0] ?? '';
    if (d.kind === 'error' && first.startsWith(`${INDENT}${prefix}`))
        kept[0] = `${INDENT}${paint('yellow', prefix.slice(0, -1))}:${first.slice(INDENT.length + prefix.length)}`;
    return kept;
}
/** [1, 2, 3, 5, 7, 8] → "1–3, 5, 7, 8". */
function runRanges(runs) {
    const parts = [];
    const sorted = [...runs].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1)
            j++;
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
function unconfirmedLines(passed, width) {
    const unconfirmed = passed.filter((s) => s.comparison?.confirmation?.confirmed === false);
    const lines = unconfirmed.slice(0, DETAILED).flatMap((s) => {
        const c = s.comparison?.confirmation;
        const base = c === undefined ? '' : `: the merge base measured in this run passed ${(0,vocabulary/* countOf */.pq)(c.passes, c.runs)}`;
        return (0,terminal_text/* wrap */.LV)(`- ${(0,report_escape/* terminalInline */.cv)(s.name)}: a drop against history, not confirmed${base}; the day's effect, not this change's`, width, '    ', '      ');
    });
    const more = unconfirmed.length - DETAILED;
    if (more > 0)
        lines.push(...(0,terminal_text/* wrap */.LV)(`- and ${more} more (context-eval show NAME says each)`, width, '    ', '      '));
    return lines;
}
/** "196 no drop, 3 undecided, 1 new": how the passing scenarios compared with the baseline. */
function comparisonTally(scenarios) {
    if (!(0,vs_base/* hasComparisons */.PG)(scenarios))
        return undefined;
    const words = { 'no-drop': 'no drop', undecided: 'undecided', 'no-baseline': 'new', 'same-context': 'context unchanged', drop: 'dropped' };
    const counts = new Map();
    for (const s of scenarios)
        if (s.comparison)
            counts.set(words[s.comparison.state], (counts.get(words[s.comparison.state]) ?? 0) + 1);
    return [...counts].map(([word, n]) => `${n} ${word}`).join(', ');
}
/** --verbose: the passing scenarios as a table that fits the width; the columns that do not fit are left out, rightmost first. */
function passedTable(scenarios, width, paint) {
    const withVs = (0,vs_base/* hasComparisons */.PG)(scenarios);
    const columns = [
        { title: 'scenario', cell: (s) => (0,report_escape/* terminalInline */.cv)(s.name) },
        { title: 'passes', cell: format/* formatPasses */.t5 },
        { title: '95% interval', cell: (s) => (s.attempted > 0 ? (0,format/* formatInterval */.vy)(s.interval) : '—') },
        { title: 'tokens', right: true, cell: (s) => valueOr((0,format/* meanTokens */.sy)(s), format/* formatCount */.B4) },
        { title: 'latency', right: true, cell: (s) => valueOr((0,format/* meanLatencyMs */.EA)(s), format/* formatDuration */.a3) },
        ...(withVs ? [{ title: 'vs base', cell: vs_base/* vsBaseCell */.hP }] : []),
    ];
    const rows = scenarios.map((s) => columns.map((c) => c.cell(s)));
    const widths = columns.map((c, i) => Math.max((0,terminal_text/* cells */.Yo)(c.title), ...rows.map((r) => (0,terminal_text/* cells */.Yo)(r[i] ?? ''))));
    const keep = columns.map(() => true);
    // The mark, and two spaces before each column after the name.
    const nameRoom = () => width - 2 - widths.reduce((sum, w, i) => sum + (i > 0 && keep[i] ? w + 2 : 0), 0);
    // Names are what `show` and `--only` take: leave out latency, tokens and the interval, in that order,
    // until the longest name fits; the passes only when not even 12 cells of a name would.
    for (const drop of [4, 3, 2])
        if (nameRoom() < (widths[0] ?? 0))
            keep[drop] = false;
    if (nameRoom() < Math.min(widths[0] ?? 0, 12))
        keep[1] = false;
    widths[0] = Math.max(1, Math.min(widths[0] ?? 0, nameRoom()));
    const line = (texts) => (0,terminal_text/* clip */.$Q)(texts
        .flatMap((text, i) => {
        if (!keep[i])
            return [];
        const w = widths[i] ?? 0;
        return [columns[i]?.right ? (0,terminal_text/* padStart */.CF)(text, w) : (0,terminal_text/* padEnd */.f)((0,terminal_text/* clip */.$Q)(text, w), w)];
    })
        .join('  ')
        .trimEnd(), width - 2);
    return [`  ${line(columns.map((c) => c.title))}`, ...rows.map((r) => `${paint('green', '✓')} ${line(r)}`)];
}
function valueOr(n, format) {
    return n === undefined ? '—' : format(n);
}
/**
 * The verdict line, last: "context-eval: FAILED · 200 scenarios: 197 passed, 3 failed · ▼ 1 regression ·
 * … ("197 passed, 1 newly failing, 2 failing at the base too" when a baseline split the failures) ·
 * 612 calls · 1.2M tokens · cost 0.41 · 9 rate limited (HTTP 429), 2 retries · 1 min 20 s". What does not
 * fit the width moves to the line above it, least important first (cached runs, 429s and retries,
 * tokens, calls, cost, elapsed time), so that the last line always starts with the verdict and its counts.
 */
function verdictBlock(report, verdict, width, paint) {
    const p = (0,format/* summaryParts */.X2)(report);
    const s = report.summary;
    const regressions = (0,headline/* regressionCount */.D)(report);
    // With a baseline the failures split (issue 31): this change's own ("newly failing") and those failing at the base too.
    const atBase = s.failingAtBase ?? 0;
    const own = s.failed - atBase;
    const counts = [
        s.passed > 0 ? `${s.passed} passed` : undefined,
        own > 0 ? `${own} ${(s.newlyFailing ?? 0) === own ? 'newly failing' : 'failed'}` : undefined,
        atBase > 0 ? `${atBase} failing at the base too` : undefined,
        s.errored > (s.undecided ?? 0) ? `${s.errored - (s.undecided ?? 0)} ${vocabulary/* STATE */.c4.error}` : undefined,
        (s.undecided ?? 0) > 0 ? `${s.undecided} undecided` : undefined,
        s.skipped > 0 ? `${s.skipped} skipped` : undefined,
    ].filter((c) => c !== undefined);
    const label = format/* VERDICT_LABEL */.j[verdict].toUpperCase();
    const head = `context-eval: ${label}`;
    const total = `${s.total} scenario${s.total === 1 ? '' : 's'}`;
    const withTotal = counts.length > 0 ? `${total}: ${counts.join(', ')}` : total;
    // The total is the sum of the counts: it gives way first when the counts do not fit beside the verdict.
    const tally = (0,terminal_text/* cells */.Yo)(`${head} · ${withTotal}`) <= width || counts.length === 0 ? withTotal : counts.join(', ');
    // [text, priority: lower stays on the verdict line first], in display order.
    const parts = [
        [tally, 0],
        [regressions > 0 ? `▼ ${regressions} regression${regressions === 1 ? '' : 's'}` : undefined, 1],
        [p.calls, 4],
        [p.cached, 7],
        [p.traffic, 6],
        [p.tokens, 5],
        [s.cost === undefined ? undefined : `cost ${(0,headline/* formatCost */.BD)(s.cost)}`, 3],
        [p.duration, 2],
    ];
    const present = parts.flatMap(([text, rank], order) => (text === undefined ? [] : [{ text, rank, order }]));
    const kept = new Set();
    for (const part of [...present].sort((a, b) => a.rank - b.rank)) {
        const trial = present.filter((q) => kept.has(q.order) || q.order === part.order).map((q) => q.text);
        if ((0,terminal_text/* cells */.Yo)([head, ...trial].join(' · ')) <= width)
            kept.add(part.order);
        // The counts come first: a shorter part never takes the place of the counts beside the verdict.
        else if (part.rank === 0)
            break;
    }
    const above = present.filter((q) => !kept.has(q.order)).map((q) => q.text);
    const last = present.filter((q) => kept.has(q.order)).map((q) => q.text);
    return [
        ...(above.length > 0 ? (0,terminal_text/* joinWrapped */._Z)(above, width, ' · ', '  ') : []),
        [`${paint('bold', 'context-eval')}: ${paint(VERDICT_MARK[verdict].color, label)}`, ...last].join(' · '),
    ];
}


/***/ }),

/***/ 8769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hm: () => (/* binding */ groupedDigest),
/* harmony export */   mf: () => (/* binding */ groupHead),
/* harmony export */   tZ: () => (/* binding */ EXCERPTS)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/**
 * A scenario's failure lines grouped by expectation (issue 31 item 3): each expectation that broke in some
 * run, with its pass count over the runs that evaluated it and at most two distinct excerpts, instead of one
 * "1× contains: expected …" line per distinct text. The terminal (./console.ts) and the comment
 * (./markdown-parts.ts) render it. Pure.
 *
 * A run's failure lines are its extra lines (an agent loop that did not finish, a chain's stage) followed by
 * one line per broken expectation: the non-judge ones in order, then the judges in order
 * (src/expectations/run.ts); `runs[].held` says which broke, so the last lines map onto them.
 */

/** Distinct excerpts kept per expectation. */
const EXCERPTS = 2;
/** Which expectation each of the run's last failure lines is, from its outcomes (judges after the rest). */
function brokenOrder(held, kinds) {
    const broken = [...held].flatMap((c, i) => (c === '0' ? [i] : []));
    return [...broken.filter((i) => kinds[i] !== 'judge'), ...broken.filter((i) => kinds[i] === 'judge')];
}
function mapped(run, kinds) {
    const held = run.held;
    if (held === undefined || held.length !== kinds.length)
        return undefined;
    const order = brokenOrder(held, kinds);
    if (order.length > run.failures.length)
        return undefined;
    const split = run.failures.length - order.length;
    return { other: run.failures.slice(0, split), byExpectation: order.map((e, k) => [e, run.failures[split + k] ?? '']) };
}
/** The grouped digest, or undefined when the runs carry no outcomes (an older report): then digestRuns stands. */
function groupedDigest(s) {
    const counts = s.expectations;
    if (counts === undefined || counts.length === 0)
        return undefined;
    const kinds = counts.map((c) => c.kind);
    const texts = counts.map(() => new Map());
    const other = new Map();
    for (const run of s.runs) {
        if (run.error !== undefined)
            continue;
        const m = mapped(run, kinds);
        const lines = m === undefined ? { other: run.failures, byExpectation: [] } : m;
        for (const [e, text] of lines.byExpectation)
            texts[e]?.set(text, (texts[e]?.get(text) ?? 0) + 1);
        for (const text of new Set(lines.other)) {
            const d = other.get(text);
            if (d === undefined)
                other.set(text, { kind: 'failure', text, count: 1, runs: [run.index + 1] });
            else {
                d.count++;
                d.runs.push(run.index + 1);
            }
        }
    }
    const groups = counts.flatMap((c, i) => {
        if (c.passes === c.evaluated)
            return [];
        const ranked = [...(texts[i] ?? new Map())].sort((a, b) => b[1] - a[1]).map(([text]) => text);
        return [{ expectation: c, excerpts: ranked.slice(0, EXCERPTS), moreExcerpts: Math.max(0, ranked.length - EXCERPTS), order: i }];
    });
    groups.sort((a, b) => b.expectation.evaluated - b.expectation.passes - (a.expectation.evaluated - a.expectation.passes) || a.order - b.order);
    return {
        errors: (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .digestRuns */ .Dc)({ ...s, runs: s.runs.filter((r) => r.error !== undefined) }),
        groups: groups.map(({ order: _, ...g }) => g),
        other: [...other.values()],
        held: counts.filter((c) => c.evaluated > 0 && c.passes === c.evaluated).length,
    };
}
/** "contains: [ticket] (line 7): held in 2 of 6 runs". */
function groupHead(c) {
    return `${c.label} (line ${c.line}): held in ${c.passes} of ${c.evaluated} run${c.evaluated === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   D: () => (/* binding */ regressionCount),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   Sy: () => (/* binding */ couldNotEvaluateHeadline),
/* harmony export */   kj: () => (/* binding */ isRegression)
/* harmony export */ });
/* unused harmony exports nothingRegressed, evaluatedText */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/**
 * The comment's headline: everything that decides the PR in one line (issue "What people see", item 1).
 * Pure.
 *
 *   ### context-eval: ❌ 2 failed · ⚠️ 1 not evaluated · ▼ 2 regressions vs base · review ✏️ changes requested (5/10)
 *   ### context-eval: ✅ 7 passed · review ✅ approved (8/10)
 *   ### context-eval: ✅ 7 passed · cost 0.4125        (when the providers in use have a `price`)
 *   ### context-eval: ✅ 7 passed · for `abc1234`, base `def5678`   (a pull request's comment: the evaluated commit)
 *   ### context-eval: ❌ 1 newly failing · 🔁 2 failing at the base too (not this change's) · ▼ 1 regression vs base
 *   ### context-eval: 🔁 1 failing at the base too (not this change's) · 6 passed
 *
 * The parts come worst first, so the line's first mark is the worst of the verdict, the regressions and
 * the review; a finding outside `fail-on` keeps its mark and says "(not in fail-on)". ✅ appears only when
 * no scenario failed, errored or regressed and the review (when one ran) did not ask for changes, block,
 * or fail to review.
 */

const REVIEW_WORDS = {
    APPROVED: '✅ approved',
    'CHANGES REQUESTED': '✏️ changes requested',
    BLOCKED: '⛔ blocked',
    'could-not-review': '⚠️ could not review',
    skipped: '⏭️ skipped',
};
/** The review verdicts that keep the headline from being green. */
const REVIEW_FIRED = new Set(['CHANGES REQUESTED', 'BLOCKED', 'could-not-review']);
/** A scenario whose pass rate dropped against the baseline (an erroring scenario is an error, not a regression; an undecided one's runs are evidence: issue 30 row 2). */
function isRegression(s) {
    return s.comparison?.state === 'drop' && (s.verdict !== 'error' || s.state === 'undecided');
}
/** Every compared scenario ended "no drop" (each stated against the drop it could catch 80% of the time): nothing regressed. */
function nothingRegressed(report) {
    const compared = report.scenarios.filter((x) => x.comparison !== undefined && x.comparison.state !== 'no-baseline' && x.comparison.state !== 'same-context');
    return compared.length > 0 && compared.every((x) => x.comparison?.state === 'no-drop');
}
function regressionCount(report) {
    return report.summary.regressions ?? report.scenarios.filter(isRegression).length;
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A spend in the providers' price unit: 4 significant digits, never an exponent. */
function formatCost(cost) {
    if (cost === 0)
        return '0';
    return Number(cost.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 8, useGrouping: false });
}
/** The evaluated commit, visibly (issue 30, item 1): "for `abc1234`, base `def5678`". */
function evaluatedText(e) {
    const short = (sha) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(sha.slice(0, 7));
    return `for ${short(e.head)}${e.base === undefined || e.base === '' ? '' : `, base ${short(e.base)}`}`;
}
/**
 * The headline of a run that could not evaluate this commit (a missing key, a config problem, a
 * provider that refused every call before a report existed): never green, and for which commit.
 */
function couldNotEvaluateHeadline(evaluated, heading = 'context-eval') {
    return `### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownInline */ .nL)(heading)}: ⚠️ could not evaluate${evaluated === undefined ? '' : ` · ${evaluatedText(evaluated)}`}`;
}
function headline(report, review, heading = 'context-eval', failOn, evaluated) {
    const s = report.summary;
    const regressions = regressionCount(report);
    const gates = (kind) => failOn === undefined || failOn.has(kind);
    // Worst first: the first mark of the line is the worst thing that happened, gating or not.
    // `advisory`: what a finding outside fail-on says of itself, when not " (not in fail-on)".
    const findings = [];
    // With a baseline, a failure at the base too is not this change's (issue 31): it gates only when asked for.
    const atBase = s.failingAtBase ?? 0;
    const own = s.failed - atBase;
    const newly = s.newlyFailing ?? 0;
    if (own > 0)
        findings.push({ icon: '❌', text: newly === own ? `${own} newly failing` : `${own} failed`, gating: gates('threshold') });
    if (atBase > 0) {
        const gating = failOn?.has('failing-at-base') ?? false;
        findings.push({ icon: '🔁', text: `${atBase} failing at the base too`, gating, advisory: " (not this change's)" });
    }
    // Undecided scenarios (issue 30 item 2) are errored in the summary but a finding of their own.
    const undecided = s.undecided ?? 0;
    if (s.errored > undecided)
        findings.push({ icon: '⚠️', text: `${s.errored - undecided} not evaluated`, gating: gates('error') });
    if (undecided > 0)
        findings.push({ icon: '⚠️', text: `${undecided} undecided`, gating: gates('undecided') });
    if (regressions > 0)
        findings.push({ icon: '▼', text: `${plural(regressions, 'regression')} vs base`, gating: gates('regression') });
    const reviewFired = review !== undefined && REVIEW_FIRED.has(review.verdict);
    const reviewText = review === undefined ? '' : `review ${REVIEW_WORDS[review.verdict]}${review.score === undefined ? '' : ` (${review.score}/10)`}`;
    const parts = [];
    if (findings.length === 0 && report.verdict === 'fail')
        parts.push('❌ failed');
    if (findings.length === 0 && report.verdict === 'error')
        parts.push('⚠️ not evaluated');
    if (findings.length === 0 && report.verdict === 'skipped')
        parts.push('⏭️ skipped');
    const verdictOnly = parts.length > 0;
    // A finding that is not in fail-on keeps its mark and says that it does not fail the job.
    for (const f of findings)
        parts.push(f.gating ? `${f.icon} ${f.text}` : `${f.icon} ${f.text}${f.advisory ?? ' (not in fail-on)'}`);
    if (reviewFired)
        parts.push(gates('review') ? reviewText : `${reviewText} (not in fail-on)`);
    const green = parts.length === 0;
    // The passes are counted unless the verdict alone, or a finding that fails the job, says it all.
    if (verdictOnly || findings.some((f) => f.gating)) {
        // nothing to add
    }
    else if (s.passed > 0)
        parts.push(`${green ? '✅ ' : ''}${s.passed} passed${nothingRegressed(report) ? ' · nothing regressed vs base' : ''}`);
    else if (green)
        parts.push(report.scenarios.length === 0 ? '⏭️ no scenario selected' : `⏭️ ${s.skipped} skipped`);
    if (s.cost !== undefined)
        parts.push(`cost ${formatCost(s.cost)}`);
    if (review !== undefined && !reviewFired)
        parts.push(reviewText);
    if (evaluated !== undefined)
        parts.push(evaluatedText(evaluated));
    return `### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownInline */ .nL)(heading)}: ${parts.join(' · ')}`;
}


/***/ }),

/***/ 9605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ atBaseWords),
/* harmony export */   PG: () => (/* binding */ hasComparisons),
/* harmony export */   eY: () => (/* binding */ formatVsBase),
/* harmony export */   hP: () => (/* binding */ vsBaseCell),
/* harmony export */   sz: () => (/* binding */ familySentence)
/* harmony export */ });
/* unused harmony exports formatRatioChange, formatPointChange, passRateOutcome */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7568);
/**
 * The "vs base" texts of a scenario: its comparison with the baseline from history. Pure. Plain text;
 * the Markdown renderer escapes it. Rates are percentages, changes of a rate are percentage points.
 *
 *   cell (the table):  "▼ −60 pts" · "+7 pts · no drop" · "−12 pts · undecided" · "new" · "—"
 *   line (the lists):  "pass rate 93% → 100% · no drop · could have caught a drop to 62% or worse · tokens +12%"
 *                      "pass rate 100% → 100% · undecided: the baseline holds 3 runs"
 *                      "no history yet: judged by its threshold alone"
 */


/** A ratio as a signed change: 1.12 → "+12%", 0.97 → "−3%", 1.001 → "±0%". */
function formatRatioChange(ratio) {
    const pct = Math.round((ratio - 1) * 100);
    if (pct === 0)
        return '±0%';
    return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}
/** A change of a rate in percentage points: −0.6 → "−60 pts". */
function formatPointChange(delta) {
    const pts = Math.round(delta * 100);
    if (pts === 0)
        return '±0 pts';
    return pts > 0 ? `+${pts} pts` : `−${Math.abs(pts)} pts`;
}
function runs(n) {
    return `${n} run${n === 1 ? '' : 's'}`;
}
function showValue(v) {
    return v === null ? 'none' : String(v);
}
/**
 * Why a comparison fell short, in words that do not over-claim: "no drop at all would be caught 80% of
 * the time" (src/stats) means that not even a drop to 0% would be, and says so.
 */
function reach(why) {
    return why.replace(/\bno drop at all would be caught 80% of the time\b/g, 'not even a drop to 0% would be caught 80% of the time');
}
/** What the comparison decided, in words, with what it could have caught (issue "A gate teams can trust"). */
function passRateOutcome(c) {
    const caught = c.detectableRate !== undefined ? `could have caught a drop to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(Math.max(0, c.detectableRate))} or worse` : undefined;
    const why = c.inconclusive === undefined ? undefined : reach(c.inconclusive);
    switch (c.state) {
        case 'drop': {
            const base = c.confirmation?.confirmed === true ? `; confirmed: the merge base measured in this run passed ${(0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(c.confirmation.passes, c.confirmation.runs)}` : '';
            return `▼ dropped (decided after ${runs(c.runs)}${base})`;
        }
        case 'no-drop': {
            // Stated against the drop it had an 80% chance to catch (issue "Green means green"); a "no drop" is
            // never called undecided in the same breath: what fell short is the evidence, said as such.
            const against = c.detectableDrop !== undefined ? `no drop of ${Math.round(c.detectableDrop * 100)} pts or more (${caught ?? ''})` : 'no drop';
            return [against, why === undefined ? undefined : `less evidence than planned: ${why}`].filter((p) => p !== undefined).join(' · ');
        }
        case 'undecided': {
            if (why !== undefined)
                return [`undecided: ${why}`, caught].filter((p) => p !== undefined).join(' · ');
            if (caught !== undefined)
                return `undecided after ${runs(c.runs)} · ${caught}`;
            return c.minDetectableDrop === undefined
                ? `undecided: ${runs(c.runs)} ${c.runs === 1 ? 'is' : 'are'} too few to detect any drop`
                : `undecided: ${runs(c.runs)} could only catch a drop of ${Math.round(c.minDetectableDrop * 100)} pts or more`;
        }
        case 'no-baseline':
            return c.source === 'rerun' ? 'new at the merge base: judged by its threshold alone' : 'no history yet: judged by its threshold alone';
        case 'same-context':
            return 'context unchanged from the base: nothing to compare';
    }
}
/** The whole comparison of a scenario in one line; "—" when it has no comparison (not run, or no baseline given). */
function formatVsBase(s) {
    const c = s.comparison;
    if (c === undefined)
        return '—';
    if (c.state === 'no-baseline' || c.state === 'same-context' || c.baseline === undefined)
        return passRateOutcome(c);
    const now = s.attempted > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(s.passes / s.attempted) : 'not evaluated';
    const from = c.source === 'rerun' ? `the base's pass rate, measured in this run, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(c.baseline.rate)}` : `pass rate ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(c.baseline.rate)}`;
    const parts = [`${from} → ${now}`, passRateOutcome(c)];
    if (c.tokensRatio !== undefined)
        parts.push(`tokens ${formatRatioChange(c.tokensRatio)}`);
    if (c.latencyRatio !== undefined)
        parts.push(`latency ${formatRatioChange(c.latencyRatio)}`);
    for (const shift of c.behaviourShifts)
        parts.push(`${shift.feature} ${showValue(shift.from)} → ${showValue(shift.to)}`);
    if (c.contextUnchanged)
        parts.push('context unchanged');
    return parts.join(' · ');
}
/** The table's short "vs base" cell: an arrow and the change in points, and the decision in a word. */
function vsBaseCell(s) {
    const c = s.comparison;
    if (c === undefined)
        return '—';
    if (c.state === 'same-context')
        return 'context unchanged';
    if (c.state === 'no-baseline' || c.baseline === undefined)
        return 'new';
    if (s.attempted === 0)
        return 'not evaluated';
    const delta = formatPointChange(s.passes / s.attempted - c.baseline.rate);
    switch (c.state) {
        case 'drop':
            return `▼ ${delta}`;
        case 'no-drop':
            return `${delta} · no drop`;
        case 'undecided':
            return `${delta} · undecided`;
    }
}
/**
 * A failing scenario against the base's threshold verdict (issue 31): "failing at the base too" (not this
 * change's), "newly failing" (it passed at the base); undefined when there was no baseline to say.
 */
function atBaseWords(s) {
    if (s.verdict !== 'fail')
        return undefined;
    if (s.atBase === 'failing')
        return 'failing at the base too';
    if (s.atBase === 'passing')
        return 'newly failing';
    return undefined;
}
/** True when at least one scenario carries a comparison: only then does a rendering show "vs base". */
function hasComparisons(scenarios) {
    return scenarios.some((s) => s.comparison !== undefined);
}
/** "Each of the 4 compared scenarios was tested at a 1.25% false-alarm rate." when the family is known. */
function familySentence(scenarios) {
    const family = scenarios.find((s) => s.comparison?.family !== undefined)?.comparison?.family;
    if (family === undefined)
        return undefined;
    const alpha = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(family.alpha);
    return `Each of the ${family.size} compared scenario${family.size === 1 ? ' was' : 's was'} tested at a ${alpha} false-alarm rate.`;
}


/***/ })

};
