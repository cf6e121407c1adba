export const id = 33;
export const ids = [33];
export const modules = {

/***/ 329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   driftCommand: () => (/* binding */ driftCommand),
/* harmony export */   renderDriftText: () => (/* binding */ renderDriftText)
/* harmony export */ });
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5529);
/* harmony import */ var _drift_detect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(124);
/* harmony import */ var _pipeline_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(290);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4031);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1145);
/**
 * `context-eval drift [--config F] [--format text|json]`: the drift detectors (config `drift:`) over the
 * stored history; calls no model.
 *
 * Exit codes: 0 when there is no finding (an empty history included), 1 when there are findings, 2 when
 * the config is invalid or the history cannot be read (e.g. the data branch is not in this clone).
 */






/** The text rendering. Pure. */
function renderDriftText(view) {
    if (view.records === 0)
        return `No history recorded yet in ${view.source}: nothing to check for drift.\n`;
    const span = `${view.records} record(s) of ${view.scenarios} scenario(s) in ${view.source}`;
    if (view.findings.length === 0)
        return `No drift in ${span}.\n`;
    const lines = [`${view.findings.length} drift finding(s) in ${span}:`];
    for (const f of view.findings)
        lines.push(`- [${f.kind}] ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalInline */ .cv)(f.message)}`);
    return `${lines.join('\n')}\n`;
}
async function driftCommand(values, io, deps = {}) {
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .formatOption */ .Bx)(values);
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z)((0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .configPathOf */ .j$)(values, io), { env: io.env });
    const stored = await (0,_pipeline_history_js__WEBPACK_IMPORTED_MODULE_2__/* .readStoredHistory */ .Kf)(loaded, { cwd: io.cwd, ...deps });
    const findings = (0,_drift_detect_js__WEBPACK_IMPORTED_MODULE_1__/* .detectDrift */ .D)(stored.records, loaded.config.drift);
    const view = {
        source: stored.source,
        records: stored.records.length,
        scenarios: new Set(stored.records.flatMap((r) => r.scenarios.map((s) => s.name))).size,
        problems: stored.problems,
        findings,
    };
    if (stored.problems.length > 0) {
        io.stderr(`context-eval: ${stored.problems.length} stored file(s) are not valid history records and were left out:\n${stored.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    }
    io.stdout(format === 'json' ? `${JSON.stringify(view, null, 2)}\n` : renderDriftText(view));
    return findings.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ detectDrift)
/* harmony export */ });
/* harmony import */ var _history_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4689);
/* harmony import */ var _history_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1048);


const short = (sha) => sha.slice(0, 7);
function attribute(series, refIndex) {
    let start = series.length - 1;
    const hash = series[start]?.s.contextHash;
    while (start > 0 && series[start - 1]?.s.contextHash === hash)
        start--;
    const sha = series[start]?.record.sha ?? '';
    return start > refIndex ? { type: 'context_changed', sha } : { type: 'model_drift', since: sha };
}
function models(r) {
    return r.providers.map((p) => `${p.name}=${p.model ?? p.type}`).join(', ');
}
function explain(series, refIndex, cause) {
    if (cause.type === 'context_changed')
        return `the context changed at ${short(cause.sha)}`;
    const before = series[refIndex]?.record;
    const latest = series[series.length - 1]?.record;
    const changed = before && latest && models(before) !== models(latest) ? ` (providers were ${models(before)}, now ${models(latest)})` : '';
    return `the context is unchanged since ${short(cause.since)}: provider or model drift${changed}`;
}
function finding(scenario, kind, what, series, refIndex) {
    const cause = attribute(series, refIndex);
    return { scenario, kind, message: `${scenario}: ${what}; ${explain(series, refIndex, cause)}`, cause };
}
function inflation(scenario, series, cfg, kind) {
    const limit = kind === 'token_inflation' ? cfg.token_inflation : cfg.latency_regression;
    const pick = (p) => (kind === 'token_inflation' ? p.s.tokens : p.s.latencyMs);
    const measured = series.map((p, index) => ({ index, value: pick(p) })).filter((m) => m.value.runs.length > 0);
    const w = cfg.window;
    if (measured.length < 2 * w)
        return undefined;
    const recent = measured.slice(-w);
    const earlier = measured.slice(-2 * w, -w);
    const now = (0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .mean */ .i2)(recent.map((m) => m.value.mean));
    const before = (0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .median */ .JZ)(earlier.map((m) => m.value.mean));
    if (now === undefined || before === undefined || before <= 0)
        return undefined;
    const growth = now / before - 1;
    if (growth <= limit)
        return undefined;
    const unit = kind === 'token_inflation' ? 'tokens' : 'latency (ms)';
    const what = `mean ${unit} over the last ${w} records (${Math.round(now)}) is ${(0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(growth)} above the median of the ` +
        `${w} before (${Math.round(before)}), over the ${(0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(limit)} limit`;
    return finding(scenario, kind, what, series, earlier[0]?.index ?? 0);
}
function featureValues(s, feature) {
    return feature === 'decomposes' ? (s.features.decomposes ?? []) : (s.features.risk ?? []);
}
function behaviourShifts(scenario, series, cfg) {
    const latest = series[series.length - 1];
    if (latest === undefined)
        return [];
    const found = [];
    for (const feature of ['decomposes', 'risk']) {
        const now = featureValues(latest.s, feature);
        if (now.length === 0)
            continue;
        const previous = series
            .slice(0, -1)
            .map((p, index) => ({ index, values: featureValues(p.s, feature) }))
            .filter((x) => x.values.length > 0)
            .slice(-cfg.window);
        const first = previous[0];
        if (first === undefined)
            continue;
        const from = (0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .mode */ .Mq)(previous.flatMap((x) => x.values));
        const to = (0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .mode */ .Mq)(now);
        if (from === undefined || to === undefined || from === to)
            continue;
        const what = `behaviour shift: ${feature} is mostly ${(0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .showFeature */ .C7)(to)} in the latest record (${short(latest.record.sha)}), ` +
            `was mostly ${(0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .showFeature */ .C7)(from)} over the ${previous.length} record(s) before`;
        found.push(finding(scenario, 'behaviour_shift', what, series, first.index));
    }
    return found;
}
function belowThreshold(s) {
    return s.attempted > 0 && s.passes / s.attempted < s.threshold - 1e-9;
}
function passRateDegradation(scenario, series, cfg) {
    const scheduled = series.map((p, index) => ({ p, index })).filter((x) => x.p.record.event === 'schedule');
    let streak = 0;
    for (let i = scheduled.length - 1; i >= 0; i--) {
        const entry = scheduled[i];
        if (entry === undefined || !belowThreshold(entry.p.s))
            break;
        streak++;
    }
    if (streak < cfg.consecutive_failures)
        return undefined;
    const lastGood = scheduled[scheduled.length - 1 - streak];
    const latest = scheduled[scheduled.length - 1]?.p.s;
    const rate = latest ? `, ${latest.passes}/${latest.attempted} passed in the latest (threshold ${(0,_history_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(latest.threshold)})` : '';
    const what = `pass rate below the threshold in the last ${streak} scheduled runs (limit ${cfg.consecutive_failures})${rate}`;
    return finding(scenario, 'pass_rate', what, series, lastGood?.index ?? 0);
}
/** Every finding over the history, scenario by scenario in order of first appearance. */
function detectDrift(records, cfg) {
    const sorted = [...records].sort(_history_store_js__WEBPACK_IMPORTED_MODULE_0__/* .compareRecords */ .aB);
    const names = [];
    for (const r of sorted)
        for (const s of r.scenarios)
            if (!names.includes(s.name))
                names.push(s.name);
    const findings = [];
    for (const name of names) {
        const series = sorted.flatMap((record) => record.scenarios.filter((s) => s.name === name).map((s) => ({ record, s })));
        const found = [
            inflation(name, series, cfg, 'token_inflation'),
            inflation(name, series, cfg, 'latency_regression'),
            ...behaviourShifts(name, series, cfg),
            passRateDegradation(name, series, cfg),
        ];
        for (const f of found)
            if (f !== undefined)
                findings.push(f);
    }
    return findings;
}


/***/ }),

/***/ 1048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ showFeature),
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   Mq: () => (/* binding */ mode),
/* harmony export */   i2: () => (/* binding */ mean)
/* harmony export */ });
/** Small pure summaries shared by the baseline comparison and the drift detectors. */
function mean(xs) {
    return xs.length === 0 ? undefined : xs.reduce((a, b) => a + b, 0) / xs.length;
}
function median(xs) {
    if (xs.length === 0)
        return undefined;
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const hi = sorted[mid] ?? 0;
    return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}
/** The most frequent value; undefined when there is none or the top count is tied. */
function mode(xs) {
    const counts = new Map();
    for (const x of xs)
        counts.set(x, (counts.get(x) ?? 0) + 1);
    let best;
    let bestCount = 0;
    let tied = false;
    for (const [value, n] of counts) {
        if (n > bestCount) {
            best = value;
            bestCount = n;
            tied = false;
        }
        else if (n === bestCount) {
            tied = true;
        }
    }
    return tied ? undefined : best;
}
/** A feature value as people read it: null (no risk in the output) shows as "none". */
function showFeature(value) {
    return value === null ? 'none' : String(value);
}
function percent(x) {
    return `${Math.round(x * 1000) / 10}%`;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ codeSpan),
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
