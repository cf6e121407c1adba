export const id = 69;
export const ids = [69];
export const modules = {

/***/ 69:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 17 modules
var pipeline = __webpack_require__(9162);
// EXTERNAL MODULE: ./src/runner/result.ts + 2 modules
var result = __webpack_require__(7574);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./src/report/json.ts
/**
 * The JSON report (DESIGN §6): writing it, and reading one back (history, `--changed-from`, the action's
 * `report` output) through zod. Pure.
 */

const VerdictSchema = schemas/* enum */.k5n(['pass', 'fail', 'error', 'skipped']);
const count = schemas/* number */.aig().int().min(0);
const TokensSchema = schemas/* object */.Ikc({ input: count, output: count });
const RunResultSchema = schemas/* object */.Ikc({
    index: count,
    pass: schemas/* boolean */.zMY(),
    error: schemas/* string */.YjP().optional(),
    tokens: TokensSchema,
    latencyMs: schemas/* number */.aig().min(0),
    failures: schemas/* array */.YOg(schemas/* string */.YjP()),
    features: schemas/* object */.Ikc({ decomposes: schemas/* boolean */.zMY().optional(), risk: schemas/* string */.YjP().optional() }).optional(),
    output: schemas/* string */.YjP().optional(),
});
const ScenarioResultSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    file: schemas/* string */.YjP(),
    line: count,
    role: schemas/* string */.YjP(),
    verdict: VerdictSchema,
    passes: count,
    attempted: count,
    errors: count,
    planned: count,
    threshold: schemas/* number */.aig().gt(0).max(1),
    interval: schemas/* object */.Ikc({ low: schemas/* number */.aig().min(0).max(1), high: schemas/* number */.aig().min(0).max(1) }),
    reason: schemas/* string */.YjP(),
    runs: schemas/* array */.YOg(RunResultSchema),
    stoppedEarly: schemas/* boolean */.zMY(),
    contextHash: schemas/* string */.YjP().optional(),
});
const ReportSchema = schemas/* object */.Ikc({
    verdict: VerdictSchema,
    scenarios: schemas/* array */.YOg(ScenarioResultSchema),
    summary: schemas/* object */.Ikc({
        total: count,
        passed: count,
        failed: count,
        errored: count,
        skipped: count,
        calls: count,
        tokens: TokensSchema,
        durationMs: schemas/* number */.aig().min(0),
    }),
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('context-eval'), version: schemas/* string */.YjP() }),
    config: schemas/* string */.YjP(),
    startedAt: schemas/* string */.YjP(),
});
/** The report as 2-space-indented JSON with a final newline. */
function renderJson(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}
/** Thrown when a report file cannot be read back; the message names the source and the bad field. */
class ReportParseError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'ReportParseError';
}
/**
 * Reads a report written by `renderJson`. `source` (a file path) goes into error messages. Keys this
 * version does not know are dropped.
 */
function parseReport(text, source = 'report') {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new ReportParseError(`${source}: not valid JSON (${why}); pass a file written by context-eval run --json`);
    }
    const parsed = ReportSchema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.slice(0, 5).map((issue) => {
        const path = issue.path.length === 0 ? '(top level)' : issue.path.map(String).join('.');
        return `${path}: ${issue.message}${describeValue(data, issue.path)}`;
    });
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    throw new ReportParseError(`${source}: not a context-eval report: ${problems.join('; ')}${more}; pass a file written by context-eval run --json`);
}
function describeValue(data, path) {
    let value = data;
    for (const key of path) {
        if (value === null || typeof value !== 'object')
            return '';
        value = Reflect.get(value, key);
    }
    if (value === undefined)
        return ' (missing)';
    const shown = JSON.stringify(value);
    return shown === undefined ? '' : ` (got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown})`;
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/vs-base.ts
function rate(x) {
    return x.toFixed(2);
}
/** A ratio as a signed change: 1.12 → "+12%", 0.97 → "−3%", 1.001 → "±0%". */
function formatRatioChange(ratio) {
    const pct = Math.round((ratio - 1) * 100);
    if (pct === 0)
        return '±0%';
    return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}
function runs(n) {
    return `${n} run${n === 1 ? '' : 's'}`;
}
function showValue(v) {
    return v === null ? 'none' : String(v);
}
/** The outcome of the pass-rate test, e.g. "▼ drop (SPRT, 9 runs)". */
function passRateOutcome(c) {
    switch (c.state) {
        case 'drop':
            return `▼ drop (SPRT, ${runs(c.runs)})`;
        case 'no-drop':
            return `no drop (SPRT, ${runs(c.runs)})`;
        case 'undecided':
            return c.minDetectableDrop === undefined
                ? `no significant change (${runs(c.runs)}: too few to detect any drop)`
                : `no significant change (min detectable drop ${rate(c.minDetectableDrop)} at ${runs(c.runs)})`;
        case 'no-baseline':
            return 'no history: judged by threshold alone';
    }
}
/** The whole "vs base" line of a scenario; "—" when it has no comparison (not run, or no baseline given). */
function formatVsBase(s) {
    const c = s.comparison;
    if (c === undefined)
        return '—';
    if (c.state === 'no-baseline' || c.baseline === undefined)
        return passRateOutcome(c);
    const now = s.attempted > 0 ? rate(s.passes / s.attempted) : '–';
    const parts = [`pass ${rate(c.baseline.rate)}→${now} ${passRateOutcome(c)}`];
    if (c.tokensRatio !== undefined)
        parts.push(`tokens ${formatRatioChange(c.tokensRatio)}`);
    if (c.latencyRatio !== undefined)
        parts.push(`latency ${formatRatioChange(c.latencyRatio)}`);
    for (const shift of c.behaviourShifts)
        parts.push(`${shift.feature} ${showValue(shift.from)}→${showValue(shift.to)}`);
    if (c.contextUnchanged)
        parts.push('context unchanged');
    return parts.join(' · ');
}
/** True when at least one scenario carries a comparison: only then does a rendering show "vs base". */
function hasComparisons(scenarios) {
    return scenarios.some((s) => s.comparison !== undefined);
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The Markdown report: the body of the sticky PR comment and of the job summary (DESIGN §7). Pure.
 *
 * Everything that comes from model output or scenario files goes through `markdownInline` (or the
 * `<pre>` escaping below), so it cannot ping people, inject HTML or break the table. When `maxBytes` is
 * given, the result is trimmed in stages until its UTF-8 size fits; every failing or erroring scenario
 * keeps its name and verdict for as long as that is possible at all.
 */



/** GitHub's limit on an issue comment body (characters; we count UTF-8 bytes to be safe). */
const COMMENT_MAX_BYTES = 65_536;
/** GitHub's limit on a step's job summary. */
const SUMMARY_MAX_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
const FULL = {
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
const STAGES = [
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
function renderMarkdown(report, opts = {}) {
    const maxBytes = opts.maxBytes;
    for (const detail of STAGES) {
        const text = renderAt(report, opts, detail);
        if (maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= maxBytes)
            return text;
    }
    return renderFirstFitting(report, opts, maxBytes ?? Number.POSITIVE_INFINITY);
}
function renderAt(report, opts, detail, keepProblems) {
    const ordered = (0,format/* byVerdictSeverity */.cU)(report.scenarios);
    const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
    const passing = ordered.filter((s) => s.verdict === 'pass');
    const skipped = ordered.filter((s) => s.verdict === 'skipped');
    const blocks = [headingLine(report, opts.heading), (0,report_escape/* markdownInline */.nL)((0,format/* summaryLine */.dC)(report))];
    const notes = report.notes.map(report_escape/* markdownInline */.nL);
    const trimNote = trimmedNote(detail, { passing: passing.length, skipped: skipped.length, problems, keepProblems, notes }, opts);
    if (trimNote !== undefined)
        blocks.push(trimNote);
    if (report.scenarios.length === 0) {
        blocks.push('No scenario was selected.');
    }
    else if (detail.failureDetails) {
        blocks.push(table(ordered, detail));
    }
    if (problems.length > 0) {
        const shown = keepProblems === undefined ? problems : problems.slice(0, keepProblems);
        blocks.push('#### Failures and errors');
        if (detail.failureDetails) {
            for (const scenario of shown)
                blocks.push(problemBlock(scenario, detail));
        }
        else if (shown.length > 0) {
            blocks.push(shown.map((s) => `- ${format/* VERDICT_ICON */.YY[s.verdict]} **${markdown_name(s, detail)}** — ${format/* VERDICT_LABEL */.j[s.verdict]}`).join('\n'));
        }
        if (shown.length < problems.length) {
            blocks.push(`…and ${problems.length - shown.length} more failing or erroring scenarios (see the full report).`);
        }
    }
    const dropped = ordered.filter(isRegression);
    if (dropped.length > 0) {
        blocks.push('#### Regressions against the base');
        blocks.push(dropped
            .map((s) => `- ${format/* VERDICT_ICON */.YY[s.verdict]} **${markdown_name(s, detail)}** — ${detail.failureDetails ? cut((0,report_escape/* markdownInline */.nL)(formatVsBase(s)), detail.maxLineChars) : '▼ drop'}`)
            .join('\n'));
    }
    if (detail.passingDetails && passing.length > 0)
        blocks.push(passingDetails(passing));
    if (detail.passingDetails && skipped.length > 0)
        blocks.push(skippedDetails(skipped));
    const shownNotes = notes.map((note) => cut(note, detail.maxNoteChars)).filter((note) => note !== '');
    if (shownNotes.length > 0)
        blocks.push(['**Notes**', ...shownNotes.map((note) => `- ${note}`)].join('\n'));
    return `${blocks.join('\n\n')}\n`;
}
function headingLine(report, heading) {
    return `### ${format/* VERDICT_ICON */.YY[report.verdict]} ${(0,report_escape/* markdownInline */.nL)(heading ?? 'context-eval')}: ${format/* VERDICT_LABEL */.j[report.verdict]}`;
}
/** A scenario whose pass rate dropped against the baseline: kept in the table as failures are. */
function isRegression(s) {
    return s.comparison?.state === 'drop';
}
function table(ordered, detail) {
    const rows = ordered.filter((s) => detail.passingRows || s.verdict === 'fail' || s.verdict === 'error' || isRegression(s));
    const notProblems = ordered.length - rows.length;
    // The "vs base" column appears only when the run was compared with history.
    const vsBase = hasComparisons(ordered);
    const lines = [
        `| Scenario | Verdict | Passes/attempted (planned) | Threshold | 95% interval | Tokens (mean) | Latency (mean) |${vsBase ? ' vs base |' : ''}`,
        `|---|---|---|---|---|---:|---:|${vsBase ? '---|' : ''}`,
    ];
    for (const s of rows) {
        const tokens = (0,format/* meanTokens */.sy)(s);
        const latency = (0,format/* meanLatencyMs */.EA)(s);
        const ran = s.verdict !== 'skipped' || s.runs.length > 0;
        lines.push(`| ${markdown_name(s, detail)} | ${format/* VERDICT_ICON */.YY[s.verdict]} ${format/* VERDICT_LABEL */.j[s.verdict]} | ${(0,format/* formatPasses */.t5)(s)} | ≥ ${(0,format/* formatThreshold */.B6)(s.threshold)} | ` +
            `${ran && s.attempted > 0 ? (0,format/* formatInterval */.vy)(s.interval) : '—'} | ${tokens === undefined ? '—' : (0,format/* formatCount */.B4)(tokens)} | ` +
            `${latency === undefined ? '—' : (0,format/* formatDuration */.a3)(latency)} |${vsBase ? ` ${(0,report_escape/* markdownInline */.nL)(formatVsBase(s))} |` : ''}`);
    }
    if (!detail.passingRows && notProblems > 0) {
        lines.push(`| *${notProblems} passing or skipped scenarios not shown* | | | | | | |${vsBase ? ' |' : ''}`);
    }
    return lines.join('\n');
}
function problemBlock(s, detail) {
    const how = s.verdict === 'fail'
        ? `${s.passes} of ${s.attempted} evaluated runs passed, needs ≥ ${(0,format/* formatThreshold */.B6)(s.threshold)}`
        : `${s.errors} of ${s.runs.length} runs could not be evaluated`;
    const where = `${(0,report_escape/* markdownInline */.nL)(`${s.file}:${s.line}`)} · role ${(0,report_escape/* markdownInline */.nL)(s.role)}`;
    const lines = [`**${format/* VERDICT_ICON */.YY[s.verdict]} ${markdown_name(s, detail)}** — ${format/* VERDICT_LABEL */.j[s.verdict]}: ${how} · ${where}`];
    const reason = cut((0,report_escape/* markdownInline */.nL)(s.reason), detail.maxReasonChars);
    if (reason !== '')
        lines.push('', reason);
    const digest = (0,format/* digestRuns */.Dc)(s);
    const shown = detail.maxLines === undefined ? digest : digest.slice(0, detail.maxLines);
    if (shown.length > 0)
        lines.push('', ...shown.map((d) => `- ${digestText(d, detail.maxLineChars)}`));
    if (shown.length < digest.length)
        lines.push(`- …${digest.length - shown.length} more`);
    const failedRun = s.runs.find((run) => run.output !== undefined && (!run.pass || run.error !== undefined));
    if (detail.outputs && failedRun?.output !== undefined) {
        lines.push('', outputBlock(failedRun.index + 1, failedRun.output));
    }
    return lines.join('\n');
}
/** "2× absent: found …" for failed expectations; "⚠️ runs 2, 4: timeout …" for run errors. */
function digestText(d, maxChars) {
    const text = cut((0,report_escape/* markdownInline */.nL)(d.text), maxChars);
    if (d.kind === 'error')
        return `⚠️ run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} could not be evaluated: ${text}`;
    return `${d.count}× ${text}`;
}
/** A failing run's model output, collapsed, as preformatted text with HTML, mentions and refs defused. */
function outputBlock(runNumber, output) {
    const text = (0,format/* truncate */.xv)(output, OUTPUT_CHARS)
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
        .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
        .replace(/#(?=\d)/g, '#\u200b');
    return `<details><summary>Output of run ${runNumber}</summary>\n\n<pre>${text}</pre>\n\n</details>`;
}
function passingDetails(passing) {
    const items = passing.map((s) => {
        const stopped = s.stoppedEarly ? ' · stopped early (the verdict could not change)' : '';
        const head = `- **${(0,report_escape/* markdownInline */.nL)(s.name)}** — ${(0,format/* formatPasses */.t5)(s)}${stopped} · ${(0,report_escape/* markdownInline */.nL)(`${s.file}:${s.line}`)} · role ${(0,report_escape/* markdownInline */.nL)(s.role)}`;
        const reason = s.reason === '' ? [] : [`  - ${(0,report_escape/* markdownInline */.nL)(s.reason)}`];
        const digest = (0,format/* digestRuns */.Dc)(s).map((d) => `  - ${digestText(d, undefined)}`);
        return [head, ...reason, ...digest].join('\n');
    });
    return `<details><summary>Passing scenarios (${passing.length})</summary>\n\n${items.join('\n')}\n\n</details>`;
}
function skippedDetails(skipped) {
    const items = skipped.map((s) => `- **${(0,report_escape/* markdownInline */.nL)(s.name)}**${s.reason === '' ? '' : ` — ${(0,report_escape/* markdownInline */.nL)(s.reason)}`}`);
    return `<details><summary>Skipped scenarios (${skipped.length})</summary>\n\n${items.join('\n')}\n\n</details>`;
}
function markdown_name(s, detail) {
    return (0,report_escape/* markdownInline */.nL)(detail.maxNameChars === undefined ? s.name : (0,format/* truncate */.xv)(s.name, detail.maxNameChars));
}
/** Cuts already-escaped text without leaving a dangling backslash or half an entity. */
function cut(escaped, max) {
    if (max === undefined || escaped.length <= max)
        return escaped;
    if (max === 0)
        return '';
    let end = max - 1;
    const amp = escaped.lastIndexOf('&', end);
    if (amp !== -1 && escaped.indexOf(';', amp) >= end)
        end = amp;
    let out = Array.from(escaped.slice(0, end)).join('');
    let backslashes = 0;
    for (let i = out.length - 1; i >= 0 && out[i] === '\\'; i--)
        backslashes++;
    if (backslashes % 2 === 1)
        out = out.slice(0, -1);
    if (/[\uD800-\uDBFF]$/.test(out))
        out = out.slice(0, -1);
    return `${out}…`;
}
function trimmedNote(detail, counts, opts) {
    const left = [];
    if (!detail.passingDetails && counts.passing > 0)
        left.push('passing-scenario details');
    if (!detail.passingDetails && counts.skipped > 0)
        left.push('the list of skipped scenarios');
    if (!detail.passingRows && counts.passing + counts.skipped > 0) {
        left.push(`${[counts.passing > 0 ? 'passing' : '', counts.skipped > 0 ? 'skipped' : ''].filter(Boolean).join(' and ')} rows of the table`);
    }
    if (counts.problems.length > 0) {
        if (!detail.failureDetails)
            left.push('everything but the name and verdict of failing scenarios');
        else if (detail.maxLines !== undefined)
            left.push('model outputs', 'part of the failure lines');
        if (detail.maxNameChars !== undefined)
            left.push('the end of long names');
        if (counts.keepProblems !== undefined && counts.keepProblems < counts.problems.length)
            left.push('some failing scenarios');
    }
    if (detail.maxNoteChars !== undefined && counts.notes.some((note) => note.length > (detail.maxNoteChars ?? 0))) {
        left.push(detail.maxNoteChars === 0 ? 'the notes' : 'part of the notes');
    }
    if (left.length === 0)
        return undefined;
    const link = opts.summaryUrl ? ` [Full report in the job summary](${safeUrl(opts.summaryUrl)}).` : '';
    return `✂️ Trimmed to fit the size limit; left out: ${left.join(', ')}.${link}`;
}
/** A URL that cannot end the Markdown link early or carry markup. */
function safeUrl(url) {
    return url.replace(/[\s()<>"'`[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * Past the last stage (thousands of failing scenarios, or a tiny limit): keep as many failing
 * scenarios as fit, say how many more there are, and as a last resort cut the bytes.
 */
function renderFirstFitting(report, opts, maxBytes) {
    const last = STAGES[STAGES.length - 1] ?? FULL;
    const fits = (keep) => Buffer.byteLength(renderAt(report, opts, last, keep), 'utf8') <= maxBytes;
    let low = 0;
    let high = report.scenarios.length;
    if (!fits(0))
        return cutBytes(renderAt(report, opts, last, 0), maxBytes);
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fits(mid))
            low = mid;
        else
            high = mid - 1;
    }
    return renderAt(report, opts, last, low);
}
function cutBytes(text, maxBytes) {
    const suffix = '…\n';
    const budget = Math.max(0, maxBytes - Buffer.byteLength(suffix, 'utf8'));
    let out = '';
    let used = 0;
    for (const ch of text) {
        const size = Buffer.byteLength(ch, 'utf8');
        if (used + size > budget)
            break;
        out += ch;
        used += size;
    }
    return maxBytes >= Buffer.byteLength(suffix, 'utf8') ? out + suffix : out;
}

;// CONCATENATED MODULE: ./src/report/junit.ts
/**
 * The JUnit XML report (`--junit`, `--out`): one testsuite "context-eval", one testcase per scenario,
 * so that CI test reporters show scenarios next to unit tests. Pure.
 */


function renderJUnit(report) {
    const s = report.summary;
    const counts = `tests="${report.scenarios.length}" failures="${s.failed}" errors="${s.errored}" skipped="${s.skipped}" ` +
        `time="${seconds(s.durationMs)}"`;
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="context-eval" ${counts}>`,
        `  <testsuite name="context-eval" ${counts} timestamp="${(0,report_escape/* xmlText */.xK)(report.startedAt)}">`,
        '    <properties>',
        `      <property name="config" value="${(0,report_escape/* xmlText */.xK)(report.config)}"/>`,
        `      <property name="version" value="${(0,report_escape/* xmlText */.xK)(report.tool.version)}"/>`,
        '    </properties>',
        ...report.scenarios.map(testcase),
        '  </testsuite>',
        '</testsuites>',
    ];
    return `${lines.join('\n')}\n`;
}
function testcase(scenario) {
    const time = seconds(scenario.runs.reduce((sum, run) => sum + run.latencyMs, 0));
    const open = `    <testcase classname="${(0,report_escape/* xmlText */.xK)(scenario.file)}" name="${(0,report_escape/* xmlText */.xK)(scenario.name)}" time="${time}"`;
    const body = outcome(scenario);
    const out = scenario.verdict !== 'pass' || scenario.reason === '' ? '' : `      <system-out>${(0,report_escape/* xmlText */.xK)(scenario.reason)}</system-out>\n`;
    if (body === '' && out === '')
        return `${open}/>`;
    return `${open}>\n${body}${out}    </testcase>`;
}
function outcome(s) {
    const lines = (0,format/* digestRuns */.Dc)(s).map((d) => d.kind === 'error' ? `run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')}: could not be evaluated: ${d.text}` : `${d.count}× ${d.text}`);
    const text = (0,report_escape/* xmlText */.xK)([s.reason, ...lines].filter((line) => line !== '').join('\n'));
    switch (s.verdict) {
        case 'fail': {
            const message = `${s.passes} of ${s.attempted} evaluated runs passed, needs ≥ ${(0,format/* formatThreshold */.B6)(s.threshold)}`;
            return `      <failure message="${(0,report_escape/* xmlText */.xK)(message)}" type="threshold">${text}</failure>\n`;
        }
        case 'error': {
            const message = `${format/* VERDICT_LABEL */.j.error}: ${s.errors} of ${s.runs.length} runs errored`;
            return `      <error message="${(0,report_escape/* xmlText */.xK)(message)}" type="error">${text}</error>\n`;
        }
        case 'skipped':
            return s.reason === '' ? '      <skipped/>\n' : `      <skipped message="${(0,report_escape/* xmlText */.xK)(oneLine(s.reason))}"/>\n`;
        case 'pass':
            return '';
    }
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}

// EXTERNAL MODULE: ./src/report/console.ts
var console = __webpack_require__(9475);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
;// CONCATENATED MODULE: ./src/cli/changed.ts
/** The changed-file list for `run`: from --changed, --changed-from or --base, relative to the config folder. */



function relativeTo(dir, cwd, files) {
    return files
        .map((f) => external_node_path_default().relative(dir, external_node_path_default().resolve(cwd, f)).split((external_node_path_default()).sep).join('/'))
        .filter((f) => f !== '' && !f.startsWith('../'));
}
async function resolveChanged(values, io, configDir) {
    const given = ['changed', 'changed-from', 'base'].filter((k) => values[k] !== undefined);
    if (given.length > 1)
        throw new args/* UsageError */.eb(`give only one of --changed, --changed-from and --base; got ${given.map((g) => `--${g}`).join(' and ')}`);
    const listed = (0,args/* listOption */.y8)(values, 'changed');
    if (listed !== undefined) {
        if (listed.length === 0)
            throw new args/* UsageError */.eb('--changed needs at least one file');
        return { files: relativeTo(configDir, io.cwd, listed), source: '--changed' };
    }
    const from = (0,args/* stringOption */.Pp)(values, 'changed-from');
    if (from !== undefined) {
        let text;
        try {
            text = await io.readText(external_node_path_default().resolve(io.cwd, from));
        }
        catch {
            throw new args/* UsageError */.eb(`--changed-from ${from}: cannot read that file; give a file with one changed path per line`);
        }
        return { files: relativeTo(configDir, io.cwd, (0,git/* readChangedFrom */.Vb)(text)), source: `--changed-from ${from}` };
    }
    const base = (0,args/* stringOption */.Pp)(values, 'base');
    if (base !== undefined) {
        const root = await (0,git/* repoRoot */.jv)(io.cwd);
        const files = await (0,git/* changedFiles */.Y_)(base, io.cwd);
        return { files: (0,git/* toConfigRelative */.Ig)(files, root, configDir), source: `git diff against the merge base with ${base}` };
    }
    return {};
}

// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/run.ts
/** `context-eval run`: the pipeline with the CLI's I/O, the report files, and the exit code. */











async function runCommand(values, io) {
    const configPath = (0,shared/* configPathOf */.j$)(values, io);
    const concurrency = (0,args/* intOption */.dP)(values, 'concurrency', 1, 256) ?? 8;
    const runs = (0,args/* intOption */.dP)(values, 'runs', 1, 1000);
    const seed = (0,args/* intOption */.dP)(values, 'seed', 0);
    const only = (0,args/* listOption */.y8)(values, 'only');
    const changed = await resolveChanged(values, io, external_node_path_default().dirname(configPath));
    const outputs = outputPaths(values, io.cwd);
    const events = [];
    const ci = io.env.CI === 'true' || io.env.GITHUB_ACTIONS === 'true';
    let progress;
    const req = { configPath, concurrency };
    if (runs !== undefined)
        req.runs = runs;
    if (seed !== undefined)
        req.seed = seed;
    if (only)
        req.only = only;
    if (changed.files) {
        req.changed = changed.files;
        req.changedSource = changed.source;
    }
    const { report, loaded } = await (0,pipeline/* runPipeline */.aI)(req, {
        env: io.env,
        readText: io.readText,
        now: io.now,
        events: {
            planned(scenarios) {
                progress = (0,console/* createProgress */.m)({ stream: io.progress, ci, total: scenarios });
            },
            runFinished(scenario, run) {
                if (outputs.out)
                    events.push(JSON.stringify({ event: 'run_finished', scenario, run: run.index, pass: run.pass, error: run.error ?? null, tokens: run.tokens, latencyMs: run.latencyMs }));
                progress?.runFinished(scenario, run.error !== undefined ? 'error' : run.pass ? 'pass' : 'fail');
            },
            scenarioFinished(result) {
                if (outputs.out)
                    events.push(JSON.stringify({ event: 'scenario_finished', scenario: result.name, verdict: result.verdict, passes: result.passes, attempted: result.attempted, errors: result.errors }));
                progress?.scenarioFinished(result);
            },
        },
    });
    progress?.done();
    if (values.verbose)
        io.stdout((0,shared/* verboseScenarioLines */.AA)(loaded, io.cwd, report));
    io.stdout((0,console/* renderConsoleSummary */.c)(report, { color: Boolean(io.progress.isTTY) && !ci && io.env.NO_COLOR === undefined }));
    await writeOutputs(report, outputs, events);
    return (0,result/* exitCodeFor */.Rr)(report.verdict);
}
function outputPaths(values, cwd) {
    const out = {};
    for (const key of ['json', 'markdown', 'junit', 'out']) {
        const v = (0,args/* stringOption */.Pp)(values, key);
        if (v === '')
            throw new args/* UsageError */.eb(`--${key} needs a path`);
        if (v !== undefined)
            out[key] = external_node_path_default().resolve(cwd, v);
    }
    return out;
}
async function write(file, text) {
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, text);
}
async function writeOutputs(report, o, events) {
    const json = renderJson(report);
    if (o.json)
        await write(o.json, json);
    if (o.markdown)
        await write(o.markdown, renderMarkdown(report));
    if (o.junit)
        await write(o.junit, renderJUnit(report));
    if (o.out) {
        await write(external_node_path_default().join(o.out, 'report.json'), json);
        await write(external_node_path_default().join(o.out, 'report.md'), renderMarkdown(report));
        await write(external_node_path_default().join(o.out, 'report.junit.xml'), renderJUnit(report));
        await write(external_node_path_default().join(o.out, 'events.jsonl'), events.map((e) => `${e}\n`).join(''));
    }
}


/***/ }),

/***/ 1136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y_: () => (/* binding */ changedFiles),
  NI: () => (/* binding */ diffText),
  wu: () => (/* binding */ mergeBase),
  Vb: () => (/* reexport */ readChangedFrom),
  jv: () => (/* binding */ repoRoot),
  WL: () => (/* binding */ resolveCommit),
  II: () => (/* binding */ showFile),
  Ig: () => (/* reexport */ paths_toConfigRelative)
});

// UNUSED EXPORTS: GitError, changedInConfigDir

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/affected/paths.ts
var affected_paths = __webpack_require__(7208);
;// CONCATENATED MODULE: ./src/git/paths.ts
/** Pure helpers for changed-file lists: reading `--changed-from` files and re-rooting paths. */


/**
 * Paths relative to the repository root → paths relative to the config folder, dropping files outside
 * it. `repoRoot` and `configDir` are absolute and spelled the same way (see `repoRoot()` in git.ts).
 */
function paths_toConfigRelative(repoRelPaths, repoRoot, configDir) {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(repoRoot), external_node_path_default().resolve(configDir)).replace(/\\/g, '/');
    if (rel === '..' || rel.startsWith('../') || external_node_path_default().isAbsolute(rel))
        return [];
    const prefix = rel === '' ? '' : `${rel}/`;
    const out = [];
    for (const p of repoRelPaths) {
        const normalized = (0,affected_paths/* normalizeRelPath */.Km)(p);
        if (normalized === '' || normalized === '..' || normalized.startsWith('../'))
            continue;
        if (prefix === '')
            out.push(normalized);
        else if (normalized.startsWith(prefix))
            out.push(normalized.slice(prefix.length));
    }
    return [...new Set(out)];
}
/**
 * The text of a `--changed-from` file: one path per line; blank lines and lines starting with `#` are
 * skipped; `./` prefixes and backslashes are normalised. Duplicates are dropped, order is kept.
 */
function readChangedFrom(text) {
    const out = new Set();
    for (const line of text.split(/\r?\n/)) {
        const trimmed = line.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const normalized = (0,affected_paths/* normalizeRelPath */.Km)(trimmed);
        if (normalized !== '')
            out.add(normalized);
    }
    return [...out];
}

;// CONCATENATED MODULE: ./src/git/git.ts
/**
 * Read-only access to the git repository under test: its root, the files changed against a base, file
 * texts at a ref and diffs. Runs the `git` binary with `execFile` (no shell); every failure becomes a
 * `GitError` whose message says what to do.
 */






/** A git problem found before any model call (the CLI maps it to exit code 2). */
class GitError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitError';
    }
}
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
function runGit(args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', ['-c', 'core.quotepath=false', ...args], {
            cwd,
            encoding: 'utf8',
            maxBuffer: MAX_OUTPUT_BYTES,
            windowsHide: true,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', LANG: 'C' },
        }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ ok: true, stdout, stderr });
            if (typeof error.code === 'number')
                return resolve({ ok: false, stdout, stderr });
            reject(spawnError(error, cwd));
        });
    });
}
function spawnError(error, cwd) {
    if (error.code === 'ENOENT') {
        return new GitError(`git: could not run git in ${cwd}: either git is not installed (put it on PATH) or the folder does not exist`);
    }
    if (error.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
        return new GitError(`git: the output in ${cwd} is larger than ${MAX_OUTPUT_BYTES / 1024 / 1024} MiB; narrow the paths`);
    }
    return new GitError(`git: could not run git in ${cwd}: ${error.message}`);
}
function firstLine(text) {
    return (text
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '');
}
/** Turns a failed git call into a message a user can act on. */
function failure(what, cwd, result) {
    if (/not a git repository/i.test(result.stderr))
        return notARepo(cwd);
    if (/dubious ownership/i.test(result.stderr)) {
        return new GitError(`git: ${cwd} belongs to another user, so git refuses it; run \`git config --global --add safe.directory ${cwd}\``);
    }
    const detail = firstLine(result.stderr).replace(/^fatal:\s*/, '') || 'no message';
    return new GitError(`git: ${what} failed in ${cwd}: ${detail}`);
}
function notARepo(cwd) {
    return new GitError(`git: ${cwd} is not inside a git repository; --base needs one`);
}
function nulList(text) {
    return text.split('\0').filter((p) => p !== '');
}
async function ensureFolder(cwd) {
    const info = await (0,promises_.stat)(cwd).catch(() => undefined);
    if (!info?.isDirectory())
        throw new GitError(`git: folder ${cwd} does not exist; check the config path`);
}
/**
 * The repository's top folder, spelled from `cwd` (so a symlinked `cwd` gives a symlinked root, and
 * `toConfigRelative(…, root, cwd)` stays consistent).
 */
async function repoRoot(cwd) {
    await ensureFolder(cwd);
    const result = await runGit(['rev-parse', '--show-cdup'], cwd);
    if (!result.ok)
        throw failure('rev-parse', cwd, result);
    return external_node_path_default().resolve(cwd, result.stdout.trim());
}
/** The commit a ref names, or a GitError "unknown revision" that says where the ref came from. */
async function resolveCommit(ref, cwd, opts = {}) {
    const source = opts.source ?? '--base';
    const unknown = new GitError(`git: unknown revision '${ref}' (from ${source}); fetch it or pass a commit`);
    if (ref.trim() === '' || ref.startsWith('-'))
        throw unknown;
    const result = await runGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    if (result.ok)
        return result.stdout.trim();
    if (/not a git repository|dubious ownership/i.test(result.stderr))
        throw failure('rev-parse', cwd, result);
    throw unknown;
}
/** The merge base of two refs (a commit SHA). */
async function mergeBase(a, b, cwd, opts = {}) {
    await ensureFolder(cwd);
    const shaA = await resolveCommit(a, cwd, opts);
    const shaB = await resolveCommit(b, cwd, opts).catch((error) => {
        if (b === 'HEAD')
            throw new GitError(`git: HEAD has no commit yet in ${cwd}; commit something first`);
        throw error;
    });
    const result = await runGit(['merge-base', shaA, shaB], cwd);
    if (result.ok)
        return result.stdout.trim();
    if (result.stderr.trim() === '') {
        throw new GitError(`git: '${a}' and '${b}' have no common ancestor; in a shallow clone fetch the history (actions/checkout with fetch-depth: 0)`);
    }
    throw failure('merge-base', cwd, result);
}
/**
 * Files changed between the merge base of `base` and HEAD and the working tree, plus untracked files
 * that are not ignored: repository-root-relative, forward slashes, deduplicated and sorted. A rename
 * lists both the old and the new path.
 */
async function changedFiles(base, cwd, opts = {}) {
    const root = await repoRoot(cwd);
    const since = await mergeBase(base, 'HEAD', root, opts);
    const diff = await runGit(['diff', '--name-only', '--no-renames', '-z', since, '--'], root);
    if (!diff.ok)
        throw failure('diff', root, diff);
    const untracked = await runGit(['ls-files', '--others', '--exclude-standard', '-z'], root);
    if (!untracked.ok)
        throw failure('ls-files', root, untracked);
    const all = new Set([...nulList(diff.stdout), ...nulList(untracked.stdout)].map(affected_paths/* normalizeRelPath */.Km));
    all.delete('');
    return [...all].sort();
}
/** `changedFiles` re-rooted at the config folder (files outside it dropped). */
async function changedInConfigDir(base, configDir, opts = {}) {
    const root = await repoRoot(configDir);
    return toConfigRelative(await changedFiles(base, configDir, opts), root, configDir);
}
/**
 * The text of a file (repository-root-relative) at a ref, or undefined when no file exists at that path
 * in that ref (a folder counts as no file). An unknown ref is a GitError.
 */
async function showFile(ref, repoRelPath, cwd, opts = {}) {
    const root = await repoRoot(cwd);
    const commit = await resolveCommit(ref, root, opts);
    const file = (0,affected_paths/* normalizeRelPath */.Km)(repoRelPath);
    if (file === '' || file.startsWith('../'))
        return undefined;
    const object = await runGit(['rev-parse', '--verify', '--quiet', `${commit}:${file}`], root);
    if (!object.ok)
        return undefined;
    const oid = object.stdout.trim();
    const type = await runGit(['cat-file', '-t', oid], root);
    if (!type.ok)
        throw failure('cat-file', root, type);
    if (type.stdout.trim() !== 'blob')
        return undefined;
    const blob = await runGit(['cat-file', 'blob', oid], root);
    if (!blob.ok)
        throw failure('cat-file', root, blob);
    return blob.stdout;
}
/**
 * The unified diff from `base` to `head` (the working tree when `head` is undefined), limited to the given
 * repository-root-relative paths, taken literally (no globs). An empty list gives ''; `undefined` means
 * every file. For a pull request's diff pass `await mergeBase(base, head)` as `base`.
 */
async function diffText(base, head, paths, cwd, opts = {}) {
    if (paths !== undefined && paths.length === 0)
        return '';
    const root = await repoRoot(cwd);
    const from = await resolveCommit(base, root, opts);
    const to = head === undefined ? undefined : await resolveCommit(head, root, { source: '--head' });
    const pathspecs = (paths ?? []).map((p) => `:(top,literal)${(0,affected_paths/* normalizeRelPath */.Km)(p)}`);
    const args = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', from, ...(to === undefined ? [] : [to]), '--', ...pathspecs];
    const result = await runGit(args, root);
    if (!result.ok)
        throw failure('diff', root, result);
    return result.stdout;
}


/***/ }),

/***/ 9475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ renderConsoleSummary),
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/**
 * Terminal output: live progress while scenarios run, and the final summary table (what `npm run demo`
 * prints). The stream is injected; nothing here touches process.* directly.
 */


/** At most 10 redraws of the live line per second. */
const MIN_REDRAW_MS = 100;
/**
 * On a TTY outside CI: one live line, rewritten in place ("▶ 37/200 scenarios · 121 calls · 3 failing"),
 * with a permanent line above it for each failing or erroring scenario. Elsewhere (CI logs, pipes):
 * no live line, only the permanent line per failing or erroring scenario.
 */
function createProgress(opts) {
    const { stream, total } = opts;
    const now = opts.now ?? (() => Date.now());
    const live = stream.isTTY === true && !opts.ci;
    let finished = 0;
    let calls = 0;
    let failing = 0;
    let errored = 0;
    let lastDraw = Number.NEGATIVE_INFINITY;
    let shownWidth = 0;
    let pending;
    let closed = false;
    const line = () => {
        const parts = [`▶ ${finished}/${total} scenarios`, `${calls} call${calls === 1 ? '' : 's'}`, `${failing} failing`];
        if (errored > 0)
            parts.push(`${errored} could not be evaluated`);
        return parts.join(' · ');
    };
    const draw = () => {
        if (pending !== undefined)
            clearTimeout(pending);
        pending = undefined;
        const text = line();
        stream.write(`\r${text.padEnd(shownWidth)}`);
        shownWidth = text.length;
        lastDraw = now();
    };
    const clear = () => {
        if (shownWidth > 0)
            stream.write(`\r${' '.repeat(shownWidth)}\r`);
        shownWidth = 0;
    };
    const update = (force) => {
        if (!live || closed)
            return;
        if (force || now() - lastDraw >= MIN_REDRAW_MS) {
            draw();
        }
        else if (pending === undefined) {
            pending = setTimeout(draw, MIN_REDRAW_MS - (now() - lastDraw));
            pending.unref?.();
        }
    };
    return {
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
                stream.write(`${problemLine(r)}\n`);
                if (live)
                    draw();
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
            pending = undefined;
        },
    };
}
function problemLine(r) {
    const mark = r.verdict === 'fail' ? '✗' : '!';
    const how = r.verdict === 'fail'
        ? `${r.passes}/${r.attempted} passed, needs ≥ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatThreshold */ .B6)(r.threshold)}`
        : `${r.errors} of ${r.runs.length} runs errored`;
    return `${mark} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(r.name)}: ${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABEL */ .j[r.verdict]} (${how}) · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(`${r.file}:${r.line}`)}`;
}
const ANSI = { red: '31', green: '32', yellow: '33', dim: '2', bold: '1' };
const VERDICT_MARK = {
    pass: { mark: '✓', color: 'green' },
    fail: { mark: '✗', color: 'red' },
    error: { mark: '!', color: 'yellow' },
    skipped: { mark: '-', color: 'dim' },
};
/**
 * The final terminal summary: a heading with the verdict, the summary line, a table of the scenarios
 * that ran (skipped ones are counted, or listed with `verbose`), the failures and errors with their
 * deduplicated lines, and the notes.
 */
function renderConsoleSummary(report, opts) {
    const paint = (color, text) => (opts.color ? `\u001b[${ANSI[color]}m${text}\u001b[0m` : text);
    const out = [];
    const verdict = VERDICT_MARK[report.verdict];
    out.push(`${paint('bold', 'context-eval')}: ${paint(verdict.color, _format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABEL */ .j[report.verdict].toUpperCase())}  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .summaryLine */ .dC)(report)}`);
    const ordered = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .byVerdictSeverity */ .cU)(report.scenarios);
    const ran = ordered.filter((s) => s.verdict !== 'skipped');
    const skipped = ordered.filter((s) => s.verdict === 'skipped');
    if (ran.length > 0) {
        const header = ['', 'scenario', 'verdict', 'passes', 'threshold', '95% interval', 'tokens', 'latency'];
        const rows = ran.map((s) => {
            const tokens = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .meanTokens */ .sy)(s);
            const latency = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .meanLatencyMs */ .EA)(s);
            return [
                VERDICT_MARK[s.verdict].mark,
                (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.name),
                _format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABEL */ .j[s.verdict],
                (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPasses */ .t5)(s),
                `≥ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatThreshold */ .B6)(s.threshold)}`,
                s.attempted > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatInterval */ .vy)(s.interval) : '—',
                tokens === undefined ? '—' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(tokens),
                latency === undefined ? '—' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(latency),
            ];
        });
        const widths = header.map((h, col) => Math.max(width(h), ...rows.map((row) => width(row[col] ?? ''))));
        const format = (cells, colorOf) => `  ${cells
            .map((cell, col) => {
            const padded = col >= 6 ? padStart(cell, widths[col] ?? 0) : padEnd(cell, widths[col] ?? 0);
            return col <= 2 && colorOf ? paint(colorOf, padded) : padded;
        })
            .join('  ')
            .trimEnd()}`;
        out.push('', format(header));
        ran.forEach((s, i) => out.push(format(rows[i] ?? [], VERDICT_MARK[s.verdict].color)));
    }
    if (skipped.length > 0) {
        out.push('', `  ${skipped.length} scenario${skipped.length === 1 ? '' : 's'} skipped${opts.verbose ? ':' : ' (--verbose lists them)'}`);
        if (opts.verbose)
            for (const s of skipped)
                out.push(`    - ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.name)}${s.reason ? `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.reason)}` : ''}`);
    }
    const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
    if (problems.length > 0) {
        out.push('', paint('bold', 'Failures and errors'));
        for (const s of problems) {
            const mark = VERDICT_MARK[s.verdict];
            out.push('', `  ${paint(mark.color, problemLine(s))}`);
            if (s.reason !== '')
                out.push(`    ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.reason)}`);
            for (const d of (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .digestRuns */ .Dc)(s)) {
                out.push(d.kind === 'error'
                    ? `    ${paint('yellow', `run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} could not be evaluated`)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(d.text)}`
                    : `    ${d.count}× ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(d.text)}`);
            }
        }
    }
    if (report.notes.length > 0) {
        out.push('', paint('bold', 'Notes'), ...report.notes.map((n) => `  - ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(n)}`));
    }
    return `${out.join('\n')}\n`;
}
/** Display width: code points (emoji-free cells make this exact enough for alignment). */
function width(text) {
    return Array.from(text).length;
}
function padEnd(text, to) {
    return text + ' '.repeat(Math.max(0, to - width(text)));
}
function padStart(text, to) {
    return ' '.repeat(Math.max(0, to - width(text))) + text;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cv: () => (/* binding */ terminalInline),
/* harmony export */   nL: () => (/* binding */ markdownInline),
/* harmony export */   xK: () => (/* binding */ xmlText)
/* harmony export */ });
/**
 * Making untrusted text (model output, scenario names, error messages) harmless in each output format.
 * Pure.
 */
/**
 * Inline Markdown text for GitHub: one line, no live HTML, no @mentions or issue cross-references, no
 * formatting picked up from the text.
 * - `&`, `<`, `>` become entities, so `<script>` or `<details>` in model text renders as text;
 * - Markdown punctuation (`\ ` * _ [ ] ~ |`) is backslash-escaped, so a stray backtick or `|` cannot
 *   break a table or swallow the rest of the comment;
 * - `@name` becomes `@\u200bname` and `#123` becomes `#\u200b123`, so nobody is pinged and no issue is
 *   cross-referenced from a bot comment;
 * - line breaks become ` ⏎ `.
 */
function markdownInline(text) {
    return stripControl(text)
        .replace(/\r\n?|\n/g, ' ⏎ ')
        .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
        .replace(/[\\`*_[\]~|]/g, (c) => `\\${c}`)
        .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
        .replace(/#(?=\d)/g, '#\u200b');
}
/** Control characters other than tab and line breaks, removed from Markdown (they render as junk). */
function stripControl(text) {
    return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}
/**
 * Text for an XML 1.0 attribute or element: the five special characters as entities, and characters
 * XML 1.0 forbids (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF; lone surrogates) shown as
 * `\uXXXX` so that the document stays well-formed and the information is not lost.
 */
function xmlText(text) {
    let out = '';
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0xd800 && code <= 0xdbff) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                out += text.slice(i, i + 2);
                i++;
            }
            else {
                out += codeEscape(code);
            }
            continue;
        }
        if (code >= 0xdc00 && code <= 0xdfff) {
            out += codeEscape(code);
            continue;
        }
        const ch = text[i] ?? '';
        switch (ch) {
            case '&':
                out += '&amp;';
                continue;
            case '<':
                out += '&lt;';
                continue;
            case '>':
                out += '&gt;';
                continue;
            case '"':
                out += '&quot;';
                continue;
            case "'":
                out += '&apos;';
                continue;
        }
        const forbidden = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
        out += forbidden ? codeEscape(code) : ch;
    }
    return out;
}
function codeEscape(code) {
    return `\\u${code.toString(16).padStart(4, '0')}`;
}
/**
 * Text for a terminal: escape sequences and other control characters in model output are shown as
 * `\uXXXX` instead of being interpreted (they could recolour or clear the screen), and line breaks
 * become ` ⏎ ` so that one item stays on one line.
 */
function terminalInline(text) {
    return text
        .replace(/\r\n?|\n/g, ' ⏎ ')
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => codeEscape(c.charCodeAt(0)));
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   B6: () => (/* binding */ formatThreshold),
/* harmony export */   Dc: () => (/* binding */ digestRuns),
/* harmony export */   EA: () => (/* binding */ meanLatencyMs),
/* harmony export */   YY: () => (/* binding */ VERDICT_ICON),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   cU: () => (/* binding */ byVerdictSeverity),
/* harmony export */   dC: () => (/* binding */ summaryLine),
/* harmony export */   j: () => (/* binding */ VERDICT_LABEL),
/* harmony export */   sy: () => (/* binding */ meanTokens),
/* harmony export */   t5: () => (/* binding */ formatPasses),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/** What a verdict is called in every rendering. An error is never shown as a pass or a plain failure. */
const VERDICT_LABEL = {
    pass: 'passed',
    fail: 'failed',
    error: 'could not evaluate',
    skipped: 'skipped',
};
const VERDICT_ICON = {
    pass: '✅',
    fail: '❌',
    error: '⚠️',
    skipped: '⏭️',
};
/** Failures first, then errors, passes and skips; the order of the report is kept within each group. */
const VERDICT_RANK = { fail: 0, error: 1, pass: 2, skipped: 3 };
function byVerdictSeverity(scenarios) {
    return scenarios
        .map((scenario, position) => ({ scenario, position }))
        .sort((a, b) => VERDICT_RANK[a.scenario.verdict] - VERDICT_RANK[b.scenario.verdict] || a.position - b.position)
        .map((entry) => entry.scenario);
}
/** 950 → "950", 51_234 → "51.2k", 3_400_000 → "3.4M". */
function formatCount(n) {
    const abs = Math.abs(n);
    if (abs < 1000)
        return String(Math.round(n));
    if (abs < 999_950)
        return `${trimZero((n / 1000).toFixed(1))}k`;
    return `${trimZero((n / 1_000_000).toFixed(1))}M`;
}
/** 850 → "850 ms", 42_000 → "42 s", 4_200 → "4.2 s", 125_000 → "2 min 5 s". */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 10_000)
        return `${trimZero((ms / 1000).toFixed(1))} s`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
/** A pass rate: 0.6 → "60%", 0.5 → "50%". */
function formatPercent(fraction) {
    const pct = fraction * 100;
    if (Math.abs(pct - Math.round(pct)) < 1e-9)
        return `${Math.round(pct)}%`;
    return `${trimZero((Math.floor(pct * 10) / 10).toFixed(1))}%`;
}
/**
 * A threshold as the user wrote it where possible: 0.8 → "80%", 2/3 → "2/3", 0.123 → "12.3%". A
 * percentage is never rounded up past what the fraction reaches.
 */
function formatThreshold(threshold) {
    const pct = threshold * 100;
    if (Math.abs(pct - Math.round(pct)) < 1e-9)
        return `${Math.round(pct)}%`;
    for (let n = 2; n <= 20; n++) {
        const k = Math.round(threshold * n);
        if (k > 0 && Math.abs(k / n - threshold) < 1e-9)
            return `${k}/${n}`;
    }
    return formatPercent(threshold);
}
function formatInterval(interval) {
    return `${Math.round(interval.low * 100)}–${Math.round(interval.high * 100)}%`;
}
function trimZero(fixed) {
    return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}
/** Runs that produced an evaluated output (errored runs carry no meaningful tokens or latency). */
function evaluatedRuns(scenario) {
    return scenario.runs.filter((run) => run.error === undefined);
}
/** Mean input + output tokens per evaluated run, or undefined when no run was evaluated. */
function meanTokens(scenario) {
    const runs = evaluatedRuns(scenario);
    if (runs.length === 0)
        return undefined;
    return runs.reduce((sum, run) => sum + run.tokens.input + run.tokens.output, 0) / runs.length;
}
function meanLatencyMs(scenario) {
    const runs = evaluatedRuns(scenario);
    if (runs.length === 0)
        return undefined;
    return runs.reduce((sum, run) => sum + run.latencyMs, 0) / runs.length;
}
/** "3/4 (5)": passes / attempted (planned), plus the errored runs when there are any. */
function formatPasses(scenario) {
    if (scenario.verdict === 'skipped' && scenario.runs.length === 0)
        return '—';
    const errors = scenario.errors > 0 ? ` · ${scenario.errors} error${scenario.errors === 1 ? '' : 's'}` : '';
    return `${scenario.passes}/${scenario.attempted} (${scenario.planned})${errors}`;
}
/**
 * The failed-expectation lines and run errors of a scenario's runs, each distinct text once with how
 * many runs it occurred in, in order of first occurrence. Errors come first: they are why a scenario
 * could not be evaluated.
 */
function digestRuns(scenario) {
    const errors = new Map();
    const failures = new Map();
    for (const run of scenario.runs) {
        const runNumber = run.index + 1;
        if (run.error !== undefined)
            add(errors, 'error', run.error, runNumber);
        for (const line of new Set(run.failures))
            add(failures, 'failure', line, runNumber);
    }
    return [...errors.values(), ...failures.values()];
}
function add(into, kind, text, runNumber) {
    const existing = into.get(text);
    if (existing) {
        existing.count += 1;
        existing.runs.push(runNumber);
    }
    else {
        into.set(text, { kind, text, count: 1, runs: [runNumber] });
    }
}
/** "12 scenarios: 10 passed, 1 failed, 1 could not be evaluated · 34 calls · 51.2k tokens · 42 s". */
function summaryLine(report) {
    const s = report.summary;
    const counts = [
        s.passed > 0 ? `${s.passed} passed` : undefined,
        s.failed > 0 ? `${s.failed} failed` : undefined,
        s.errored > 0 ? `${s.errored} could not be evaluated` : undefined,
        s.skipped > 0 ? `${s.skipped} skipped` : undefined,
    ].filter((part) => part !== undefined);
    const scenarios = `${s.total} scenario${s.total === 1 ? '' : 's'}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
    const calls = `${s.calls} call${s.calls === 1 ? '' : 's'}`;
    const tokens = `${formatCount(s.tokens.input + s.tokens.output)} tokens`;
    return [scenarios, calls, tokens, formatDuration(s.durationMs)].join(' · ');
}
/** Cuts text to at most `max` characters (code points), marking the cut with an ellipsis. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}


/***/ })

};
