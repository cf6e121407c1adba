export const id = 275;
export const ids = [275,377];
export const modules = {

/***/ 6394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TREND_RECORDS: () => (/* binding */ TREND_RECORDS),
/* harmony export */   historyCommand: () => (/* binding */ historyCommand),
/* harmony export */   historyView: () => (/* binding */ historyView),
/* harmony export */   renderHistoryText: () => (/* binding */ renderHistoryText),
/* harmony export */   sparkline: () => (/* binding */ sparkline)
/* harmony export */ });
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2317);
/* harmony import */ var _pipeline_stored_history_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1454);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2011);
/* harmony import */ var _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4890);
/* harmony import */ var _report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7568);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4031);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1145);
/**
 * `context-eval history [--config F] [--scenario NAME] [--format text|json]`: the recorded history, per
 * scenario: how many records, a sparkline of the pass rate over the last TREND_RECORDS records (oldest →
 * newest), and the latest record's numbers. With --scenario, also one line per record.
 *
 * Reads the store the config names (src/pipeline/stored-history.ts): the `dir` folder, or the data branch
 * through local git. Files that are not valid records are listed on stderr and left out. Exit 0; 2 when
 * the config is invalid, the data branch is missing, or --scenario names no recorded scenario.
 */








/** How many of a scenario's latest records its trend shows. */
const TREND_RECORDS = 30;
const BARS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
/**
 * One bar per value on a fixed 0..1 scale (a pass rate): 0 → ▁, 1 → █. A missing value (a record whose
 * runs all errored) is a '·'.
 */
function sparkline(values) {
    return values
        .map((v) => {
        if (v === undefined || !Number.isFinite(v))
            return '·';
        const clamped = Math.min(1, Math.max(0, v));
        return BARS[Math.round(clamped * (BARS.length - 1))] ?? '·';
    })
        .join('');
}
/** The history per scenario, in order of first appearance; only `scenario` when given. Pure. */
function historyView(records, opts) {
    const names = [];
    for (const r of records)
        for (const s of r.scenarios)
            if (!names.includes(s.name))
                names.push(s.name);
    const wanted = opts.scenario === undefined ? names : names.filter((n) => n === opts.scenario);
    const scenarios = wanted.map((name) => {
        const points = records.flatMap((r) => r.scenarios
            .filter((s) => s.name === name)
            .map((s) => ({
            sha: r.sha,
            ref: r.ref,
            event: r.event,
            timestamp: r.timestamp,
            passes: s.passes,
            attempted: s.attempted,
            errors: s.errors,
            passRate: s.attempted > 0 ? s.passes / s.attempted : null,
            verdict: s.verdict,
            threshold: s.threshold,
            tokensMean: s.tokens.mean,
            latencyMsMean: s.latencyMs.mean,
            contextHash: s.contextHash,
        })));
        const trend = sparkline(points.slice(-TREND_RECORDS).map((p) => p.passRate ?? undefined));
        return { name, records: points.length, trend, points };
    });
    return { source: opts.source, records: records.length, problems: opts.problems, scenarios };
}
function table(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cells */ .Yo)(cell))));
    return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .padEnd */ .f)(cell, widths[i] ?? 0))).join('  ').trimEnd());
}
/**
 * A table (its first row the header) when it fits `width` cells; else one block a row: the first cell on
 * a line of its own, the others after it as "header value" joined with ' · ', word-wrapped and indented
 * (issue 32 item 1: no line wider than the terminal, no word cut).
 */
function fitTable(rows, width) {
    const lines = table(rows);
    if (lines.every((l) => (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cells */ .Yo)(l) <= width))
        return lines;
    const [header = [], ...body] = rows;
    return body.flatMap((row) => [
        ...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(row[0] ?? '', width, '', '  '),
        ...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .joinWrapped */ ._Z)(row.slice(1).map((cell, i) => `${header[i + 1] ?? ''} ${cell}`), width, ' · ', '  ', '  '),
    ]);
}
function latestCell(p) {
    if (p === undefined)
        return '—';
    // The one vocabulary (docs/concepts.md): a rate with its count, "20% (1 of 5)".
    const rate = p.attempted > 0 ? (0,_report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .rateOf */ .MK)(p.passes, p.attempted) : `no run evaluated (${(0,_report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(p.passes, p.attempted)})`;
    return `${rate} ${p.verdict}`;
}
/** The text rendering, fitted to `width` cells (80 piped). Pure. */
function renderHistoryText(view, width = _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_WIDTH */ .jz) {
    const lines = [];
    if (view.records === 0) {
        lines.push(...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(`No history recorded yet in ${view.source}.`, width, '', '  '));
        return `${lines.join('\n')}\n`;
    }
    lines.push(...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(`${(0,_report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(view.records, 'recorded run')} in ${view.source}; pass-rate trend over the last ${TREND_RECORDS} records per scenario, oldest → newest.`, width, '', '  '), '');
    const rows = [['scenario', 'records', 'trend', 'latest', 'tokens', 'latency', 'at']];
    for (const s of view.scenarios) {
        const last = s.points[s.points.length - 1];
        rows.push([
            (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalInline */ .cv)(s.name),
            String(s.records),
            s.trend,
            latestCell(last),
            last && last.attempted > 0 ? (0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(last.tokensMean) : '—',
            last && last.attempted > 0 ? (0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(last.latencyMsMean) : '—',
            last ? `${last.sha.slice(0, 7)} ${last.timestamp.slice(0, 10)}` : '—',
        ]);
    }
    const fits = table(rows).every((l) => (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cells */ .Yo)(l) <= width);
    // Too wide for the terminal: two lines a scenario, its name and trend, then its latest record.
    lines.push(...(fits ? table(rows) : rows.slice(1).flatMap(([name = '', records = '', trend = '', latest = '', tokens = '', latency = '', at = '']) => [
        ...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .joinWrapped */ ._Z)([name, trend], width, '  ', '', '  '),
        ...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .joinWrapped */ ._Z)([(0,_report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(Number(records), 'record'), `latest ${latest}`, tokens === '—' ? tokens : `${tokens} tokens`, latency, at === '—' ? at : `at ${at}`], width, ' · ', '  ', '  '),
    ])));
    if (view.scenarios.length === 1) {
        const only = view.scenarios[0];
        if (only !== undefined) {
            // A ref or event shared by every record is said once above the table, not in a column of its own: the table fits 80 columns.
            const refOf = (p) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalInline */ .cv)(p.ref.replace(/^refs\/heads\//, ''));
            const oneRef = new Set(only.points.map(refOf)).size === 1 ? only.points[0] && refOf(only.points[0]) : undefined;
            const oneEvent = new Set(only.points.map((p) => p.event)).size === 1 ? only.points[0] && (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalInline */ .cv)(only.points[0].event) : undefined;
            const shared = [oneRef === undefined ? '' : `ref ${oneRef}`, oneEvent === undefined ? '' : `event ${oneEvent}`].filter((s) => s !== '').join(', ');
            lines.push('', ...(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(`Records of ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalInline */ .cv)(only.name)}${shared === '' ? '' : ` (${shared})`}, oldest first:`, width, '', '  '));
            const detail = [['when', 'sha', ...(oneRef === undefined ? ['ref'] : []), ...(oneEvent === undefined ? ['event'] : []), 'passes', 'verdict', 'tokens', 'latency', 'context']];
            for (const p of only.points) {
                detail.push([
                    p.timestamp.slice(0, 16).replace('T', ' '),
                    p.sha.slice(0, 7),
                    ...(oneRef === undefined ? [refOf(p)] : []),
                    ...(oneEvent === undefined ? [(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .terminalInline */ .cv)(p.event)] : []),
                    `${(0,_report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(p.passes, p.attempted)}${p.errors > 0 ? ` +${p.errors} errored` : ''}`,
                    p.verdict,
                    p.attempted > 0 ? (0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(p.tokensMean) : '—',
                    p.attempted > 0 ? (0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(p.latencyMsMean) : '—',
                    p.contextHash === '' ? '—' : p.contextHash.slice(0, 8),
                ]);
            }
            lines.push(...fitTable(detail, width));
        }
    }
    return `${lines.join('\n')}\n`;
}
function problemsText(problems) {
    if (problems.length === 0)
        return '';
    return `context-eval: ${problems.length} stored file(s) are not valid history records and were left out:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`;
}
async function historyCommand(values, io, deps = {}) {
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .formatOption */ .Bx)(values);
    const scenario = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringOption */ .Pp)(values, 'scenario');
    if (values.scenario !== undefined && (scenario === undefined || scenario === ''))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--scenario needs a scenario name');
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z)((0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .configPathOf */ .j$)(values, io), { env: io.env });
    const stored = await (0,_pipeline_stored_history_js__WEBPACK_IMPORTED_MODULE_1__/* .readStoredHistory */ .Kf)(loaded, { cwd: io.cwd, ...deps });
    const view = historyView(stored.records, { source: stored.source, problems: stored.problems, ...(scenario === undefined ? {} : { scenario }) });
    if (scenario !== undefined && view.scenarios.length === 0) {
        const known = historyView(stored.records, { source: stored.source, problems: [] }).scenarios.map((s) => s.name);
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--scenario '${scenario}' has no recorded history in ${stored.source}; ` +
            (known.length === 0 ? 'nothing is recorded yet' : `the recorded scenarios:\n${known.map((n) => `  ${n}`).join('\n')}`));
    }
    if (stored.problems.length > 0)
        io.stderr((0,_shared_js__WEBPACK_IMPORTED_MODULE_5__/* .fitted */ .$5)(problemsText(stored.problems), io));
    io.stdout(format === 'json' ? `${JSON.stringify(view, null, 2)}\n` : renderHistoryText(view, (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .terminalWidth */ .JL)(io.columns)));
    return 0;
}


/***/ }),

/***/ 4407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ roleFileReader),
/* harmony export */   V: () => (/* binding */ configuredFolder)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5770);


/** `target` (as the config wrote it, relative to the config's folder, or absolute) checked to lie inside the repository. */
async function configuredFolder(loaded, setting, target) {
    try {
        return await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveInRepository */ .AZ)(loaded.root, loaded.dir, target, target);
    }
    catch (err) {
        if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
        throw err;
    }
}
/** The setting that names `rel` among the roles' files (`roles.planner.system`, `….template`, `….vars.team.file`). */
function roleFileSetting(config, rel) {
    for (const [name, role] of Object.entries(config.roles)) {
        if ((typeof role.system === 'string' ? [role.system] : role.system).includes(rel))
            return `roles.${name}.system`;
        if (role.template === rel)
            return `roles.${name}.template`;
        for (const [v, value] of Object.entries(role.vars))
            if (typeof value !== 'string' && value.file === rel)
                return `roles.${name}.vars.${v}.file`;
    }
    return 'roles';
}
/**
 * A reader of the roles' files (paths as the config wrote them): each resolved through the one path
 * resolver when read, then read with `read` (the caller's, e.g. the CLI's io.readText) and checked by
 * size. A file outside the repository, or too large, is a ConfigError naming the setting; `read`'s own
 * errors (a missing file) pass through.
 */
function roleFileReader(loaded, read) {
    return async (rel) => {
        const setting = roleFileSetting(loaded.config, rel);
        const abs = await configuredFolder(loaded, setting, rel);
        const text = await read(abs);
        try {
            return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .checkTextSize */ .Be)(text, rel);
        }
        catch (err) {
            if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
            throw err;
        }
    };
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

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
