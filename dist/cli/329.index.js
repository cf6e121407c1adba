export const id = 329;
export const ids = [329];
export const modules = {

/***/ 329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   driftCommand: () => (/* binding */ driftCommand),
/* harmony export */   renderDriftText: () => (/* binding */ renderDriftText)
/* harmony export */ });
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2317);
/* harmony import */ var _drift_detect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2810);
/* harmony import */ var _pipeline_stored_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1454);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4031);
/* harmony import */ var _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4890);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1145);
/**
 * `context-eval drift [--config F] [--format text|json]`: the drift detectors (config `drift:`,
 * docs/drift.md) over the stored history; calls no model.
 *
 * Says plainly when a scenario has too few records to judge, and when it failed its threshold in every
 * record (failing, not drifting): neither is reported as "no drift".
 *
 * Exit codes: 0 when there is no finding (an empty or too short history included), 1 when there are
 * findings, 2 when the config is invalid or the history cannot be read (e.g. the data branch is not in this clone).
 */







/** A record is one recorded run of the suite (a nightly schedule or a push): people read "recorded runs". */
function recordedRuns(n) {
    return `${n} recorded run${n === 1 ? '' : 's'}`;
}
/** How a scenario too short to judge reads: its recorded runs and the days they fell on (what the detectors count). */
function measuredOn(s) {
    const days = s.days;
    return `${recordedRuns(s.records)} on ${days} day${days === 1 ? '' : 's'}`;
}
/** Scenarios too short to judge named one by one up to this many; beyond it, one grouped item. */
const TOO_FEW_NAMED = 5;
function tooFewLines(states) {
    const few = states.filter((s) => !s.judged);
    if (few.length <= TOO_FEW_NAMED)
        return few.map((s) => `- ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalInline */ .cv)(s.scenario)}: ${measuredOn(s)}: too few to judge drift (needs runs on ${s.need} days)`);
    const need = new Set(few.map((s) => s.need));
    const needs = need.size === 1 ? `each needs runs on ${few[0]?.need} days` : 'each needs runs on window + 1 days';
    return [
        `- ${few.length} scenarios: too few recorded days to judge drift (${needs}):`,
        ...few.slice(0, TOO_FEW_NAMED).map((s) => `  - ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalInline */ .cv)(s.scenario)}: ${measuredOn(s)}`),
        `  - … and ${few.length - TOO_FEW_NAMED} more (context-eval drift --format json lists each)`,
    ];
}
function stateLine(s) {
    const name = (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalInline */ .cv)(s.scenario);
    if (!s.judged)
        return undefined;
    if (s.failingThroughout)
        return `- ${name}: failed its threshold in every one of its ${recordedRuns(s.records)}: failing, not drifting (there is no passing level to drift from)`;
    return undefined;
}
/**
 * The text rendering, word-wrapped to `width` cells (80 piped): each finding and note a list item whose
 * lines continue indented under it. Pure.
 */
function renderDriftText(view, width = _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_WIDTH */ .jz) {
    const fit = (lines) => `${lines.flatMap((l) => (l.startsWith('- ') ? (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(l.slice(2), width, '- ', '  ') : l.startsWith('  - ') ? (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(l.slice(4), width, '  - ', '    ') : (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wrap */ .LV)(l, width, '', '  '))).join('\n')}\n`;
    if (view.records === 0)
        return fit([`No history recorded yet in ${view.source}: nothing to check for drift.`]);
    const span = `${recordedRuns(view.records)} of ${view.scenarios} scenario${view.scenarios === 1 ? '' : 's'} in ${view.source}`;
    const notes = [...tooFewLines(view.states), ...view.states.flatMap((s) => stateLine(s) ?? [])];
    const unremarkable = view.states.filter((s) => s.judged && stateLine(s) === undefined && !view.findings.some((f) => f.scenario === s.scenario)).length;
    if (view.findings.length === 0 && notes.length === 0)
        return fit([`No drift in ${span}.`]);
    const lines = view.findings.length > 0 ? [`${view.findings.length} drift finding(s) in ${span}:`] : [`Drift over ${span}:`];
    for (const f of view.findings)
        lines.push(`- [${f.kind}] ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalInline */ .cv)(f.message)}`);
    lines.push(...notes);
    if (unremarkable > 0)
        lines.push(`- ${unremarkable} other scenario(s): no drift`);
    return fit(lines);
}
async function driftCommand(values, io, deps = {}) {
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .formatOption */ .Bx)(values);
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z)((0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .configPathOf */ .j$)(values, io), { env: io.env });
    const stored = await (0,_pipeline_stored_history_js__WEBPACK_IMPORTED_MODULE_2__/* .readStoredHistory */ .Kf)(loaded, { cwd: io.cwd, ...deps });
    const { findings, scenarios } = (0,_drift_detect_js__WEBPACK_IMPORTED_MODULE_1__/* .assessDrift */ .Cn)(stored.records, loaded.config.drift, { dayToDaySd: loaded.config.compare.day_to_day_sd });
    const view = {
        source: stored.source,
        records: stored.records.length,
        scenarios: scenarios.length,
        problems: stored.problems,
        findings,
        states: scenarios,
    };
    if (stored.problems.length > 0) {
        io.stderr((0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .fitted */ .$5)(`context-eval: ${stored.problems.length} stored file(s) are not valid history records and were left out:\n${stored.problems.map((p) => `  - ${p}`).join('\n')}\n`, io));
    }
    io.stdout(format === 'json' ? `${JSON.stringify(view, null, 2)}\n` : renderDriftText(view, (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_6__/* .terminalWidth */ .JL)(io.columns)));
    return findings.length > 0 ? 1 : 0;
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


/***/ })

};
