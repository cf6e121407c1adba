export const id = 203;
export const ids = [203];
export const modules = {

/***/ 3955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ LAST_REPORT),
/* harmony export */   k: () => (/* binding */ keepLastReport)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _security_sink_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8887);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5770);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2794);
/**
 * The last report, which `show` reads: every `run` (and `record`, `merge`) keeps its report in
 * `.context-eval/last/report.json` beside the config, through the one redactor, in a folder that ignores
 * itself in git (a `.gitignore` of `*`). The path is confined to the repository like every other one,
 * so a checkout that makes the folder a symlink cannot aim the write elsewhere, and the file must be a
 * regular one (a FIFO there is refused at once, never waited on). File-system edge.
 */




/** Relative to the config file's folder. */
const LAST_REPORT = '.context-eval/last/report.json';
/**
 * Writes the last report; a report that cannot be kept (a read-only checkout, a symlink out of the
 * repository) is not a failure of the run: the note saying why is returned instead.
 */
async function keepLastReport(report, at, redactor) {
    try {
        const root = at.root ?? (await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryRoot */ .Hn)(at.dir));
        const file = await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRepository */ .AZ)(root, at.dir, LAST_REPORT);
        await (0,_security_sink_js__WEBPACK_IMPORTED_MODULE_1__/* .writeOutputChunks */ .xb)(file, (0,_report_json_js__WEBPACK_IMPORTED_MODULE_3__/* .renderJsonChunks */ .rR)(report), redactor, { regularOnly: true });
        await (0,_security_sink_js__WEBPACK_IMPORTED_MODULE_1__/* .writeOutputChunks */ .xb)(await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRepository */ .AZ)(root, at.dir, node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(LAST_REPORT), '.gitignore')), ['*\n'], { redact: (t) => t }, { regularOnly: true });
        return undefined;
    }
    catch (err) {
        return `context-eval: the report was not kept for 'context-eval show' (${LAST_REPORT}: ${err instanceof Error ? err.message : String(err)})\n`;
    }
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qu: () => (/* binding */ terminalBlock),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   Wt: () => (/* binding */ markdownInlineWithCalls),
/* harmony export */   cv: () => (/* binding */ terminalInline),
/* harmony export */   nL: () => (/* binding */ markdownInline),
/* harmony export */   uO: () => (/* binding */ markdownInlineWithCode),
/* harmony export */   xK: () => (/* binding */ xmlText)
/* harmony export */ });
/* unused harmony export looksLikeCode */
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
/**
 * Text for a terminal, kept on its lines (`show` prints a whole output): line breaks and tabs stay;
 * a carriage return, escape sequences and other control characters are shown as `\uXXXX`.
 */
function terminalBlock(text) {
    return text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => codeEscape(c.charCodeAt(0)));
}
/**
 * A Markdown code span holding `text` literally: GitHub renders nothing inside one (no HTML, mentions,
 * issue references or emphasis), so untrusted text stays data. The fence is one backtick longer than
 * the longest run of backticks in the text, padded with a space when the text starts or ends with a
 * backtick. `@name` and `#123` get a zero-width space as in `markdownInline`. In a table cell `|` is escaped as `\|` (GFM reads that inside code spans too). Line breaks
 * become ` ⏎ `; control characters are removed. Empty text gives ''.
 */
function codeSpan(text, opts = {}) {
    let t = stripControl(text).replace(/\r\n?|\n/g, ' ⏎ ');
    if (t === '')
        return '';
    if (opts.inTable === true)
        t = t.replace(/\|/g, '\\|');
    // Not needed on GitHub (nothing inside a code span is linked), kept so no renderer can ping anyone.
    t = t.replace(/@(?=[A-Za-z0-9])/g, '@\u200b').replace(/#(?=\d)/g, '#\u200b');
    const longest = Math.max(0, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '') ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}
const FILE_EXTENSION = /^[\w@~.+-]+\.(md|markdown|mdx|ya?ml|json|jsonl|txt|j2|jinja|hbs|tmpl|mustache|ts|js|mjs|cjs|py|toml|sh|xml)(:\d+)?$/i;
const PATH = /^[\w@~.+*-]*\/[\w@~.+*/-]*(:\d+)?$/;
const REGEX = /^\/.+\/[dgimsuvy]*$/;
/** True for a word that reads as a path, file name or regular expression. */
function looksLikeCode(word) {
    if (/^[a-z]+:\/\//i.test(word))
        return false;
    if (REGEX.test(word) || FILE_EXTENSION.test(word))
        return true;
    // A path: letters, and a file extension, a trailing slash, a glob or two slashes ("and/or" stays prose).
    return PATH.test(word) && /[A-Za-z]/.test(word) && (/\.[A-Za-z0-9]+(:\d+)?$/.test(word) || /\/$/.test(word) || word.includes('*') || word.split('/').length > 2);
}
/**
 * `markdownInline`, with the words that read as paths, file names or regexes (see `looksLikeCode`) as
 * code spans, so that a reader sees them as code. Leading `(` or quotes and trailing punctuation stay
 * outside the span.
 */
function markdownInlineWithCode(text, opts = {}) {
    const oneLine = stripControl(text).replace(/\r\n?|\n/g, ' ⏎ ');
    return oneLine
        .split(/(\s+)/)
        .map((token) => {
        if (token.trim() === '')
            return token;
        const m = /^([("'[]*)(.*?)([)"'\],;:.!?]*)$/.exec(token);
        const [lead, core, trail] = [m?.[1] ?? '', m?.[2] ?? token, m?.[3] ?? ''];
        if (core !== '' && looksLikeCode(core))
            return `${markdownInline(lead)}${codeSpan(core, opts)}${markdownInline(trail)}`;
        return markdownInline(token);
    })
        .join('');
}
/**
 * Where a line carries a tool call's JSON arguments (`{"path":"a"}`, `{}`), as the agent failure lines do
 * ("never_calls: called delete_file {"path":"src/auth.rs"} at step 2"): [start, end) of each, the tool
 * name before it included when it is one word. An object cut short (the failure line's `…`) runs to its `…`.
 */
/** Words before a JSON object that are prose, not the called tool ("equals: expected {"a":1}"). */
const NOT_A_TOOL = /^(?:expected|found|got|called|answer|answered|returned|is|was|with|of|to|args|arguments)$|[:,;]$/i;
function callSpans(text) {
    const spans = [];
    let i = 0;
    while (i < text.length) {
        const open = text.indexOf('{', i);
        if (open === -1)
            break;
        const next = text[open + 1];
        if ((open > 0 && text[open - 1] !== ' ') || (next !== '"' && next !== '}')) {
            i = open + 1;
            continue;
        }
        let depth = 0;
        let inString = false;
        let end = -1;
        for (let j = open; j < text.length; j++) {
            const c = text[j];
            if (inString) {
                if (c === '\\')
                    j++;
                else if (c === '"')
                    inString = false;
            }
            else if (c === '"')
                inString = true;
            else if (c === '{' || c === '[')
                depth++;
            else if (c === '}' || c === ']') {
                depth--;
                if (depth === 0) {
                    end = j + 1;
                    break;
                }
            }
        }
        if (end === -1) {
            const ellipsis = text.slice(open).search(/…(?= |$)/);
            if (ellipsis === -1)
                break;
            end = open + ellipsis + 1;
        }
        const word = /(?:^| )([\w.:*-]+) $/.exec(text.slice(0, open))?.[1];
        const isTool = word !== undefined && !NOT_A_TOOL.test(word);
        const tool = isTool ? [open - 1 - word.length, open - 1] : undefined;
        spans.push({ start: open, end, ...(tool === undefined ? {} : { tool }) });
        i = end;
    }
    return spans;
}
/**
 * `markdownInlineWithCode`, with each tool call's name and JSON arguments as code spans, so that an agent
 * failure line reads "called `delete_file` `{"path":"src/auth.rs"}` at step 2" whatever its arguments
 * hold (`|`, backticks, `<`, mentions stay data inside the spans).
 */
function markdownInlineWithCalls(text, opts = {}) {
    const oneLine = stripControl(text).replace(/\r\n?|\n/g, ' ⏎ ');
    let out = '';
    let at = 0;
    for (const span of callSpans(oneLine)) {
        const proseEnd = span.tool?.[0] ?? span.start;
        out += markdownInlineWithCode(oneLine.slice(at, proseEnd), opts);
        if (span.tool !== undefined)
            out += `${codeSpan(oneLine.slice(span.tool[0], span.tool[1]), opts)} `;
        out += codeSpan(oneLine.slice(span.start, span.end), opts);
        at = span.end;
    }
    return out + markdownInlineWithCode(oneLine.slice(at), opts);
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dc: () => (/* binding */ digestRuns),
/* harmony export */   EA: () => (/* binding */ meanLatencyMs),
/* harmony export */   X2: () => (/* binding */ summaryParts),
/* harmony export */   YY: () => (/* binding */ VERDICT_ICON),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   cU: () => (/* binding */ byVerdictSeverity),
/* harmony export */   dC: () => (/* binding */ summaryLine),
/* harmony export */   j: () => (/* binding */ VERDICT_LABEL),
/* harmony export */   l9: () => (/* reexport safe */ _format_percent_js__WEBPACK_IMPORTED_MODULE_1__.l),
/* harmony export */   sy: () => (/* binding */ meanTokens),
/* harmony export */   t5: () => (/* binding */ formatPasses),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7568);
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7426);

/** Every pass rate and threshold a person reads goes through this one formatter (src/format/percent.ts). */

/** What a verdict is called in every rendering (src/report/vocabulary.ts). An error is never shown as a pass or a plain failure. */
const VERDICT_LABEL = _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE */ .c4;
const VERDICT_ICON = _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .MARK */ .M$;
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
/** The one interval format (src/report/vocabulary.ts): "43.8–100%". */
const formatInterval = _vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .intervalOf */ .XF;
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
/**
 * Passes as counts in words: "2 of 3"; "2 of 2 (3 planned)" when sampling stopped early or went past
 * N; "1 of 1 · 2 errors" with the errored runs.
 */
function formatPasses(scenario) {
    if (scenario.verdict === 'skipped' && scenario.runs.length === 0)
        return '—';
    const errors = scenario.errors > 0 ? ` · ${scenario.errors} error${scenario.errors === 1 ? '' : 's'}` : '';
    const planned = scenario.attempted + scenario.errors === scenario.planned ? '' : ` (${scenario.planned} planned)`;
    return `${scenario.passes} of ${scenario.attempted}${planned}${errors}`;
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
function summaryParts(report) {
    const s = report.summary;
    const counts = [
        s.passed > 0 ? `${s.passed} passed` : undefined,
        s.failed > 0 ? `${s.failed} failed` : undefined,
        s.errored > (s.undecided ?? 0) ? `${s.errored - (s.undecided ?? 0)} ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE */ .c4.error}` : undefined,
        (s.undecided ?? 0) > 0 ? `${s.undecided} undecided` : undefined,
        s.skipped > 0 ? `${s.skipped} skipped` : undefined,
    ].filter((part) => part !== undefined);
    const traffic = [
        s.rateLimited !== undefined && s.rateLimited > 0 ? `${s.rateLimited} rate limited (HTTP 429)` : undefined,
        s.retries !== undefined && s.retries > 0 ? `${s.retries} retr${s.retries === 1 ? 'y' : 'ies'}` : undefined,
    ].filter((part) => part !== undefined);
    return {
        scenarios: `${s.total} scenario${s.total === 1 ? '' : 's'}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`,
        calls: `${s.calls} call${s.calls === 1 ? '' : 's'}`,
        ...(s.cached !== undefined && s.cached > 0 ? { cached: `${s.cached} run${s.cached === 1 ? '' : 's'} from the cache` } : {}),
        ...(traffic.length > 0 ? { traffic: traffic.join(', ') } : {}),
        tokens: `${formatCount(s.tokens.input + s.tokens.output)} tokens`,
        duration: formatDuration(s.durationMs),
    };
}
/**
 * "12 scenarios: 10 passed, 1 failed, 1 not evaluated · 34 calls · 51.2k tokens · 42 s" (and "· 20 runs
 * from the cache" after the calls when some were, then "· 9 rate limited (HTTP 429), 2 retries" when there were any).
 */
function summaryLine(report) {
    const p = summaryParts(report);
    return [p.scenarios, p.calls, p.cached, p.traffic, p.tokens, p.duration].filter((part) => part !== undefined).join(' · ');
}
/** Cuts text to at most `max` characters (code points), marking the cut with an ellipsis. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KU: () => (/* binding */ ReportParseError),
/* harmony export */   MM: () => (/* binding */ parseReport),
/* harmony export */   rR: () => (/* binding */ renderJsonChunks),
/* harmony export */   uQ: () => (/* binding */ AGENT_RUN_FIELDS)
/* harmony export */ });
/* unused harmony exports RunResultSchema, ComparisonSchema, ScenarioResultSchema, ReportSchema, renderJson */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The JSON report (DESIGN §6): writing it, and reading one back (history, `--changed-from`, the action's
 * `report` output) through zod. Pure.
 */

const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'error', 'skipped']);
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
const TokensSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input: count, output: count });
const StepSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ step: count, tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), args: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(), result: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() });
/** What an agent run adds to runs[] (DESIGN §3b); shards and `show` read them back. */
const AGENT_RUN_FIELDS = {
    steps: count.optional(),
    stop: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['end', 'tool_calls', 'length', 'other']).optional(),
    trajectory: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(StepSchema).optional(),
    toolCalls: count.optional(),
    stages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        role: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        request: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        output: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        pass: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        failures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        decision: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        steps: count,
        tokens: TokensSchema,
        trajectory: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(StepSchema).optional(),
        error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    }))
        .optional(),
    mainPass: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable()).optional(),
    /** Each expectation's outcome in the run (issue 31 item 3): '1' held, '0' broken, '-' not evaluated. */
    held: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[01-]*$/).optional(),
};
const RunResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    index: count,
    pass: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    tokens: TokensSchema,
    latencyMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
    failures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    features: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ decomposes: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(), risk: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    cost: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).optional(),
    ...AGENT_RUN_FIELDS,
});
const FeatureValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ()]);
const fraction = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1);
/** A scenario's comparison with its baseline (read back from shard results and `--json` files). */
const ComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['drop', 'no-drop', 'undecided', 'no-baseline', 'same-context']),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['history', 'rerun']).optional(),
    baseArm: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ passes: count, runs: count, calls: count, errors: count }).optional(),
    confirmation: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ passes: count, runs: count, calls: count, errors: count, confirmed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() }).optional(),
    runs: count,
    baseline: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ passes: count, attempted: count, records: count, rate: fraction }).optional(),
    minDetectableDrop: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    detectableDrop: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    detectableRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    inconclusive: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    family: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ size: count, alpha: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1) }).optional(),
    tokensRatio: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    latencyRatio: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    behaviourShifts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ feature: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['decomposes', 'risk']), from: FeatureValue, to: FeatureValue })),
    contextUnchanged: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const ScenarioResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: count,
    role: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    verdict: VerdictSchema,
    // Issue 30 item 2: on an `error` verdict, the threshold test reached its cap without a decision.
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('undecided').optional(),
    passedEarly: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ passes: count, runs: count }).optional(),
    passes: count,
    attempted: count,
    errors: count,
    planned: count,
    threshold: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).max(1),
    interval: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1), high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1) }),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RunResultSchema),
    stoppedEarly: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    contextHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    comparison: ComparisonSchema.optional(),
    cost: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).optional(),
    expectations: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), line: count, label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), passes: count, evaluated: count })).optional(),
});
const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    verdict: VerdictSchema,
    scenarios: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ScenarioResultSchema),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        total: count,
        passed: count,
        failed: count,
        errored: count,
        undecided: count.optional(),
        skipped: count,
        calls: count,
        tokens: TokensSchema,
        durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
        regressions: count.optional(),
        cached: count.optional(),
        rateLimited: count.optional(),
        retries: count.optional(),
        cost: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).optional(),
    }),
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('context-eval'), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    config: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** The report as 2-space-indented JSON with a final newline. */
function renderJson(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}
/** Stands for the scenarios while the rest of the report is rendered around them. */
const SCENARIOS_SLOT = '\u0000context-eval:scenarios\u0000';
/**
 * renderJson in pieces — the report around its scenarios, then one piece per scenario — so that a large
 * report is written without ever holding its whole text (issue 12). The pieces join to exactly
 * renderJson(report): JSON.stringify's line breaks only ever stand between tokens (a line break inside a
 * string is escaped), so a scenario nested two levels deep is its own text with each line indented by
 * four more spaces.
 */
function* renderJsonChunks(report) {
    const around = JSON.stringify({ ...report, scenarios: SCENARIOS_SLOT }, null, 2);
    const slot = `\n  "scenarios": ${JSON.stringify(SCENARIOS_SLOT)}`;
    const at = around.indexOf(slot);
    if (at < 0 || report.scenarios.length === 0) {
        yield renderJson(report);
        return;
    }
    const valueAt = at + slot.length - JSON.stringify(SCENARIOS_SLOT).length;
    yield `${around.slice(0, valueAt)}[\n    `;
    const last = report.scenarios.length - 1;
    for (const [i, scenario] of report.scenarios.entries()) {
        const text = JSON.stringify(scenario, null, 2).replaceAll('\n', '\n    ');
        yield i < last ? `${text},\n    ` : text;
    }
    yield `\n  ]${around.slice(at + slot.length)}\n`;
}
/** Thrown when a report file cannot be read back; the message names the source and the bad field. */
class ReportParseError extends Error {
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


/***/ }),

/***/ 3709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ showHint),
/* harmony export */   Y$: () => (/* binding */ renderShow),
/* harmony export */   jH: () => (/* binding */ chooseRun),
/* harmony export */   mZ: () => (/* binding */ ShowError)
/* harmony export */ });
/* unused harmony exports shellWord, trajectoryLines */
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7426);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2784);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/* harmony import */ var _terminal_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4890);
/**
 * `context-eval show SCENARIO [--run N]` (DESIGN §5): one run of the last report in full — its output as
 * the report keeps it, its expectation results, and the request its model received. Choosing the run
 * and rendering the text are pure; src/cli/show.ts does the reading. Untrusted text (the output, the
 * prompt files, the context) is printed with its control characters shown, never interpreted.
 */





class ShowError extends Error {
    name = 'ShowError';
}
/** The most names an error lists, one a line. */
const MAX_NAMES = 50;
/** The report's scenario names, one a line under the message ("it has:"), at most MAX_NAMES. */
const names = (report) => {
    if (report.scenarios.length === 0)
        return ' (none)';
    const listed = report.scenarios.slice(0, MAX_NAMES).map((s) => `\n  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.name)}`);
    const more = report.scenarios.length - MAX_NAMES;
    return `${listed.join('')}${more > 0 ? `\n  … and ${more} more` : ''}`;
};
/** A name for the terminal that a shell reads back as one word. */
function shellWord(text) {
    return /^[\w.,:/@%+=-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}
/** The terminal summary's pointer to the first run that did not pass: "    see: context-eval show NAME --run N". */
function showHint(s) {
    const bad = s.runs.find((r) => r.error !== undefined || !r.pass);
    return bad ? [`    see: context-eval show ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(shellWord(s.name))} --run ${bad.index + 1}`] : [];
}
/** The scenario and run `show` prints: --run N (1-based), else the first failing or erroring run, else run 1. */
function chooseRun(report, name, runNumber, where) {
    if (name === undefined)
        throw new ShowError(`show needs a scenario name; the last report (${where}) has:${names(report)}`);
    const scenario = report.scenarios.find((s) => s.name === name);
    if (!scenario) {
        const hint = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(name, report.scenarios.map((s) => s.name));
        throw new ShowError(`no scenario '${name}' in the last report (${where})${hint}; it has:${names(report)}`);
    }
    const runs = [...scenario.runs].sort((a, b) => a.index - b.index);
    const [first] = runs;
    if (!first)
        throw new ShowError(`'${name}' has no runs in the last report (${where}): it was ${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABEL */ .j[scenario.verdict]}${scenario.reason ? ` (${scenario.reason})` : ''}`);
    if (runNumber !== undefined) {
        const run = runs.find((r) => r.index + 1 === runNumber);
        const numbers = runs.map((r) => r.index + 1);
        const span = numbers.length === (numbers.at(-1) ?? 0) - (numbers[0] ?? 0) + 1 ? `${numbers[0]}–${numbers.at(-1)}` : numbers.join(', ');
        if (!run)
            throw new ShowError(`'${name}' has runs ${runs.length === 1 ? String(numbers[0]) : span} in the last report; got --run ${runNumber}`);
        return { scenario, run, picked: false };
    }
    const failing = runs.find((r) => r.error !== undefined || !r.pass);
    return { scenario, run: failing ?? first, picked: failing !== undefined };
}
/** A run's tool calls, step by step: the call, then what the world answered (DESIGN §3b: `show` prints the trajectory). */
function trajectoryLines(steps, width = _terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_WIDTH */ .jz) {
    const out = [];
    for (const s of steps) {
        out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .joinWrapped */ ._Z)([`step ${s.step}`, `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.tool)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(typeof s.args === 'string' ? s.args : JSON.stringify(s.args ?? {}))}`], width, '  ', '  ', '        '));
        if (s.result !== undefined)
            out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .blockLines */ .B4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalBlock */ .Qu)(s.result), width - 8).map((line) => `      → ${line}`));
    }
    return out;
}
/** A chain run's stages: each one's request (the handoff, its cut marked), decision, answer and calls. */
function stageLines(stages, width) {
    const out = [];
    for (const [i, st] of stages.entries()) {
        const decided = st.decision === undefined ? '' : ` · decided ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(st.decision)}`;
        const verdict = st.error !== undefined ? 'not evaluated' : st.pass ? 'passed' : 'failed';
        out.push('', ...rule(`Stage ${i + 1}: ${st.role} · ${verdict}${decided}`, width));
        if (st.error !== undefined)
            out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .wrap */ .LV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(st.error), width, '  ! ', '    '));
        for (const f of st.failures)
            out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .wrap */ .LV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(f), width, '  ✗ ', '    '));
        out.push('[request]', ...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .blockLines */ .B4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalBlock */ .Qu)(st.request), width));
        if (st.trajectory !== undefined)
            out.push('[calls]', ...trajectoryLines(st.trajectory, width));
        out.push('[answer]', ...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .blockLines */ .B4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalBlock */ .Qu)(st.output), width));
    }
    return out;
}
/**
 * Each expectation's pass count over the scenario's runs (issue 31 item 3): "  ✗  3 of 4  absent: [delete]  line 9".
 * A chain's stages have their own lines below; these are the scenario's own expect list.
 */
function expectationTable(s, width) {
    const counts = s.expectations;
    if (counts === undefined || counts.length === 0)
        return [];
    const mark = (c) => (c.evaluated === 0 ? '-' : c.passes === c.evaluated ? '✓' : '✗');
    const held = counts.map((c) => (c.evaluated === 0 ? 'not evaluated' : `${c.passes} of ${c.evaluated}`));
    const labels = counts.map((c) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(c.label));
    const heldWidth = Math.max(...held.map((h) => h.length));
    const labelWidth = Math.min(44, Math.max(...labels.map((l) => [...l].length)));
    const rows = counts.map((c, i) => {
        const label = labels[i] ?? '';
        const shown = [...label].length > labelWidth ? `${[...label].slice(0, labelWidth - 1).join('')}…` : label;
        return `  ${mark(c)}  ${(held[i] ?? '').padEnd(heldWidth)}  ${shown.padEnd(labelWidth)}  line ${c.line}`;
    });
    return ['', ...rule(`Each expectation over the runs (${s.runs.length})`, width), ...rows];
}
function runVerdict(run) {
    return run.error !== undefined ? 'not evaluated' : run.pass ? 'passed' : 'failed';
}
/** "── Output ────…" to the width (80 at most); a title too long for one line is wrapped, the rule under it. */
function rule(title, width) {
    const line = Math.min(width, _terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_WIDTH */ .jz);
    const head = `── ${title} `;
    if ((0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cells */ .Yo)(head) + 3 <= line)
        return [head + '─'.repeat(line - (0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cells */ .Yo)(head))];
    return [...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .wrap */ .LV)(head.trimEnd(), width, '', '   '), '─'.repeat(line)];
}
/** The text `show` prints. */
function renderShow(input) {
    const { scenario: s, run } = input;
    const width = input.width ?? _terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_WIDTH */ .jz;
    const out = [];
    const prose = (text, first = '', rest = first.replace(/\S/g, ' ') || '  ') => out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .wrap */ .LV)(text, width, first, rest));
    const how = s.verdict === 'fail' || s.verdict === 'pass' ? ` (${s.passes} of ${s.attempted} passed, needs ≥ ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPercent */ .l)(s.threshold)})` : '';
    out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .joinWrapped */ ._Z)([(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.name), (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(`${s.file}:${s.line}`), `role ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(s.role)}`, `${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABEL */ .j[s.verdict]}${how}`], width, ' · ', '', '  '));
    const facts = [`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(run.tokens.input)} + ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(run.tokens.output)} tokens`, (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(run.latencyMs), ...(run.cached ? ['from the cache'] : [])];
    const which = input.picked ? ['(the first that did not pass; --run N shows another)'] : [];
    out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .joinWrapped */ ._Z)([`run ${run.index + 1} of ${s.runs.length}: ${runVerdict(run)}`, ...facts, ...which], width, ' · ', '', '  '));
    prose(`from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(input.where)} (the run started ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(input.report.startedAt)})`, '', '  ');
    out.push(...expectationTable(s, width));
    out.push('', ...rule(s.expectations === undefined ? 'Expectations' : `Expectations in run ${run.index + 1}`, width));
    if (run.error !== undefined)
        prose(`not evaluated: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(run.error)}`, '  ! ', '    ');
    for (const line of run.failures)
        prose((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(line), '  ✗ ', '    ');
    if (run.error === undefined) {
        if (run.failures.length === 0)
            out.push('  ✓ every expectation held');
        else if (input.expectations !== undefined && input.expectations > run.failures.length)
            out.push(`  ✓ the other ${input.expectations - run.failures.length} held`);
    }
    if (run.stop === 'length')
        prose('the answer was cut at max_tokens (the provider stopped it): raise max_tokens, or expect a shorter answer', '  ! ', '    ');
    if (run.trajectory !== undefined && run.stages === undefined)
        out.push('', ...rule(`Trajectory (${run.trajectory.length} tool call${run.trajectory.length === 1 ? '' : 's'}, ${run.steps ?? 1} model call${(run.steps ?? 1) === 1 ? '' : 's'})`, width), ...trajectoryLines(run.trajectory, width));
    if (run.stages !== undefined)
        out.push(...stageLines(run.stages, width));
    const keep = run.pass && run.error === undefined ? input.kept.passed : input.kept.failed;
    const output = run.output ?? '';
    const cut = output.length > keep;
    out.push('', ...rule(`Output${cut ? ` (cut: the report keeps the first ${keep} characters of a ${run.pass ? 'passing' : 'failing'} run)` : ''}`, width));
    // The output as the model wrote it: a line wider than the terminal continues on the next after ↪ (never cut mid-word).
    const shown = run.output === undefined ? ['(the report holds no output for this run)'] : (0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .blockLines */ .B4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalBlock */ .Qu)(output), width);
    out.push(...shown);
    if (shown.some((l) => l.startsWith(_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .CONTINUED */ .kz)) && run.output !== undefined && !output.split('\n').some((l) => l.startsWith(_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .CONTINUED */ .kz))) {
        prose(`(${_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .CONTINUED */ .kz.trim()} marks a line of the output continued to fit ${width} columns)`);
    }
    out.push('', ...rule('Request', width));
    if (input.request) {
        const r = input.request;
        const same = r.sameContext === undefined
            ? 'rebuilt from today\'s files (the report holds no context hash to compare)'
            : r.sameContext
                ? 'rebuilt from today\'s files: same context as the run'
                : 'rebuilt from today\'s files, which changed since the run: this is not exactly what the run sent';
        prose(same, '', '  ');
        prose(`provider ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(r.provider)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(r.type)}${r.model === undefined ? '' : `, model ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(r.model)}`})`, '', '  ');
        out.push('', '[system]', ...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .blockLines */ .B4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalBlock */ .Qu)(r.system), width));
        for (const m of r.messages)
            out.push('', `[${m.role}]`, ...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .blockLines */ .B4)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalBlock */ .Qu)(m.content), width));
        if (r.tools !== undefined)
            out.push('', ...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .joinWrapped */ ._Z)(r.tools.map((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(t.name)), width, ', ', '[tools] ', '        '));
    }
    else {
        out.push(...(0,_terminal_text_js__WEBPACK_IMPORTED_MODULE_3__/* .wrapLines */ .MT)(`not shown: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalInline */ .cv)(input.requestProblem ?? 'the scenario could not be loaded')}`, width, '', '  '));
    }
    return `${out.join('\n')}\n`;
}


/***/ })

};
