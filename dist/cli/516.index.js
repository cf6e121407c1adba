export const id = 516;
export const ids = [516];
export const modules = {

/***/ 2501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ pageFile),
/* harmony export */   y: () => (/* binding */ buildModel)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _history_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4689);
/* harmony import */ var _stats_interval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6966);
/**
 * The dashboard's data (`context-eval dashboard`, DESIGN §5): per scenario, its series over the stored
 * history, oldest first, and the drift findings on it. Pure.
 *
 * The dashboard reads history records only. A record keeps an agent scenario's tool calls per run, the
 * tools called with their counts, and one example run step by step (the first failing run's calls, else
 * the first run's; bounded and redacted: src/history/example-run.ts): so a recorded run shows its mean
 * tool calls, the tools called and that example, and the report (`context-eval show`) holds every call.
 */



/** "planner <b>" → "planner-b-1a2b3c4d.html": readable, file-system safe, and unique per name. */
function pageFile(name) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, 8);
    return `${slug === '' ? 'scenario' : slug}-${hash}.html`;
}
function buildModel(records, findings, source, stale, opts = {}) {
    const sorted = [...records].sort(_history_store_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRecords */ .aB);
    const byName = new Map();
    const lastHash = new Map();
    for (const record of sorted) {
        for (const s of record.scenarios) {
            const previous = lastHash.get(s.name);
            lastHash.set(s.name, s.contextHash);
            const interval = s.attempted > 0 ? (0,_stats_interval_js__WEBPACK_IMPORTED_MODULE_2__/* .exactInterval */ .p)(s.passes, s.attempted) : undefined;
            const point = {
                label: record.sha.slice(0, 7),
                date: record.timestamp.slice(0, 10),
                sha: record.sha,
                event: record.event,
                rate: s.attempted > 0 ? s.passes / s.attempted : null,
                low: interval?.low ?? null,
                high: interval?.high ?? null,
                passes: s.passes,
                attempted: s.attempted,
                threshold: s.threshold,
                tokens: s.tokens.runs.length > 0 ? s.tokens.mean : null,
                latencyMs: s.latencyMs.runs.length > 0 ? s.latencyMs.mean : null,
                toolCalls: s.toolCalls !== undefined && s.toolCalls.runs.length > 0 ? s.toolCalls.mean : null,
                tools: s.tools ?? [],
                example: s.example ?? null,
                contextChanged: previous !== undefined && previous !== '' && s.contextHash !== '' && previous !== s.contextHash,
                verdict: s.verdict,
            };
            const list = byName.get(s.name) ?? [];
            list.push(point);
            byName.set(s.name, list);
        }
    }
    const scenarios = [...byName.entries()].map(([name, points]) => ({ name, file: pageFile(name), points, findings: findings.filter((f) => f.scenario === name) }));
    scenarios.sort((a, b) => b.findings.length - a.findings.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const first = sorted[0]?.timestamp.slice(0, 10);
    const last = sorted[sorted.length - 1]?.timestamp.slice(0, 10);
    const repository = opts.repository?.replace(/\/+$/, '');
    return { source, ...(repository ? { repository } : {}), records: sorted.length, ...(first ? { first } : {}), ...(last ? { last } : {}), scenarios, ...(stale === undefined ? {} : { stale }) };
}


/***/ }),

/***/ 1516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FAILING_ROWS: () => (/* binding */ FAILING_ROWS),
  renderCouldNotEvaluate: () => (/* binding */ renderCouldNotEvaluate),
  renderMarkdown: () => (/* binding */ renderMarkdown)
});

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/report/expectation-digest.ts
var expectation_digest = __webpack_require__(8769);
// EXTERNAL MODULE: ./src/dashboard/model.ts
var model = __webpack_require__(2501);
;// CONCATENATED MODULE: ./src/report/links.ts
/**
 * Where the comment's names lead (issue "Guarded from the first pull request", item 8): each scenario to its
 * file and line at the evaluated head SHA, and, when the history dashboard is published, to its page there.
 * And the one place that keeps the runner's folders out of the comment. Pure.
 */

/** A URL that cannot end a Markdown link early or carry markup. */
function safeUrl(url) {
    return url.replace(/[\s()<>"'`[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
function encodePath(file) {
    return file
        .split('/')
        .filter((part) => part !== '' && part !== '.')
        .map((part) => encodeURIComponent(part).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
const trimSlash = (url) => url.replace(/\/+$/, '');
/** The scenario's file and line at the head SHA. */
function fileUrl(links, s) {
    const file = encodePath([links.root ?? '', s.file].filter((p) => p !== '').join('/'));
    return safeUrl(`${trimSlash(links.repository)}/blob/${encodeURIComponent(links.sha)}/${file}#L${s.line}`);
}
/** The scenario's page on the published dashboard; undefined when none is published. */
function historyUrl(links, scenario) {
    if (links?.dashboard === undefined || links.dashboard === '')
        return undefined;
    return safeUrl(`${trimSlash(links.dashboard)}/scenarios/${(0,model/* pageFile */.K)(scenario)}`);
}
function dashboardUrl(links) {
    if (links?.dashboard === undefined || links.dashboard === '')
        return undefined;
    return safeUrl(`${trimSlash(links.dashboard)}/index.html`);
}
/** Already-escaped link text as a link, or as it is without a URL. */
function linked(escapedText, url) {
    return url === undefined ? escapedText : `[${escapedText}](${url})`;
}
/** `text` with the runner's folders replaced: the checkout's prefix dropped, the temp folder as $RUNNER_TEMP. */
function withoutMachinePaths(text, paths) {
    if (paths === undefined)
        return text;
    const roots = [];
    for (const [root, label] of [
        [paths.temp, '$RUNNER_TEMP'],
        [paths.workspace, '.'],
    ]) {
        const r = root?.replace(/[\\/]+$/, '');
        if (r !== undefined && r !== '')
            roots.push([r, label]);
    }
    roots.sort((a, b) => b[0].length - a[0].length);
    let out = text;
    for (const [root, label] of roots) {
        const pattern = new RegExp(`${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\\\/\\s'"\`),:;])([\\\\/]?)`, 'g');
        out = out.replace(pattern, (_, sep) => (label === '.' ? (sep === '' ? '.' : '') : `${label}${sep}`));
    }
    return out;
}
/** The report with every text the comment shows (notes, reasons, failure lines, errors, outputs) free of the runner's folders. */
function reportWithoutMachinePaths(report, paths) {
    if (paths === undefined)
        return report;
    const clean = (t) => withoutMachinePaths(t, paths);
    return {
        ...report,
        notes: report.notes.map(clean),
        scenarios: report.scenarios.map((s) => ({
            ...s,
            file: clean(s.file),
            reason: clean(s.reason),
            ...(s.evidence === undefined ? {} : { evidence: clean(s.evidence) }),
            runs: s.runs.map((r) => ({
                ...r,
                failures: r.failures.map(clean),
                ...(r.error === undefined ? {} : { error: clean(r.error) }),
                ...(r.output === undefined ? {} : { output: clean(r.output) }),
            })),
            ...(s.comparison === undefined ? {} : { comparison: { ...s.comparison, note: clean(s.comparison.note), ...(s.comparison.inconclusive === undefined ? {} : { inconclusive: clean(s.comparison.inconclusive) }) } }),
        })),
    };
}

// EXTERNAL MODULE: ./src/format/evidence.ts
var evidence = __webpack_require__(2050);
// EXTERNAL MODULE: ./src/report/vs-base.ts
var vs_base = __webpack_require__(9605);
// EXTERNAL MODULE: ./src/report/vocabulary.ts
var vocabulary = __webpack_require__(7568);
;// CONCATENATED MODULE: ./src/report/markdown-parts.ts
/**
 * The pieces of the Markdown report (src/report/markdown.ts): the table, the failure blocks, the
 * regressions and the collapsed lists. Pure. Every text from scenario files or model output goes through
 * `markdownInline`, `markdownInlineWithCode` or `codeSpan`; outputs through `outputBlock`.
 */








/** Characters of a failing run's output shown in the report. */
const OUTPUT_CHARS = 2000;
const RESULT = {
    pass: `${vocabulary/* MARK */.M$.pass} ${vocabulary/* STATE */.c4.pass}`,
    fail: `${vocabulary/* MARK */.M$.fail} ${vocabulary/* STATE */.c4.fail}`,
    error: `${vocabulary/* MARK */.M$.error} ${vocabulary/* STATE */.c4.error}`,
    skipped: `${vocabulary/* MARK */.M$.skipped} ${vocabulary/* STATE */.c4.skipped}`,
};
/** A pass under a count rule whose 95% interval still reaches below its threshold: more runs would tell (src/format/evidence.ts). */
function thinPass(s) {
    return s.verdict === 'pass' && (0,evidence/* thinMatters */.KE)(s);
}
/** What the runs show, in words: the scenario's own sentence, or the same words made from its counts. */
function evidenceOf(s) {
    if (s.evidence !== undefined && s.evidence !== '')
        return s.evidence;
    const verdict = s.verdict === 'skipped' ? 'pass' : s.verdict;
    return (0,evidence/* evidenceWords */.Jg)({ passes: s.passes, attempted: s.attempted, errors: s.errors, threshold: s.threshold, interval: s.interval, verdict, ...(s.rule === undefined ? {} : { rule: s.rule.kind }) });
}
/** The result cell: a passing scenario whose pass rate dropped is marked ▼, never ✅; ⚠️ is only "not evaluated". */
function resultText(s) {
    if (s.verdict === 'pass' && (0,headline/* isRegression */.kj)(s))
        return '▼ passed, dropped';
    if (thinPass(s))
        return `${RESULT.pass}, thin evidence`;
    if (s.state === 'undecided')
        return `${vocabulary/* MARK */.M$.error} undecided`;
    // With a baseline a failure says whose it is (issue 31): the base's too, or this change's.
    if (s.verdict === 'fail' && s.atBase === 'failing')
        return '🔁 failed, failing at the base too';
    if (s.verdict === 'fail' && s.atBase === 'passing')
        return '❌ failed, newly failing';
    return RESULT[s.verdict];
}
/** The scenario's name, escaped, linked to its file at the head SHA when `links` is given. */
function markdown_parts_name(s, maxNameChars, links) {
    const text = (0,report_escape/* markdownInline */.nL)(maxNameChars === undefined ? s.name : (0,format/* truncate */.xv)(s.name, maxNameChars));
    return links === undefined ? text : linked(text, fileUrl(links, s));
}
/** "33.3% (1 of 3) · 6–79%", "· 2 of 3 runs not evaluated" when runs errored; "not evaluated" when nothing was; "—" when skipped. */
function passRateCell(s) {
    if (s.verdict === 'skipped' && s.runs.length === 0)
        return '—';
    const errors = s.errors > 0 ? `${(0,vocabulary/* countOf */.pq)(s.errors, s.runs.length, 'run')} ${vocabulary/* STATE */.c4.error}` : '';
    if (s.attempted === 0)
        return errors === '' ? vocabulary/* STATE */.c4.error : errors;
    const rate = `${(0,vocabulary/* rateOf */.MK)(s.passes, s.attempted)} · ${(0,format/* formatInterval */.vy)(s.interval)}`;
    return errors === '' ? rate : `${rate} · ${errors}`;
}
function costCell(s) {
    const tokens = (0,format/* meanTokens */.sy)(s);
    const latency = (0,format/* meanLatencyMs */.EA)(s);
    if (tokens === undefined || latency === undefined)
        return '—';
    return `${(0,format/* formatCount */.B4)(tokens)} · ${(0,format/* formatDuration */.a3)(latency)}`;
}
/**
 * A table of at most 5 columns that fits a 900 px comment column: scenario, result, pass rate with its
 * 95% range, the threshold, and either the change against the base or the mean tokens and time per run.
 */
function table(rows, compared, maxNameChars, links) {
    const lines = [
        `| Scenario | Result | Pass rate · 95% interval | Needs | ${compared ? 'vs base' : 'Tokens · time per run'} |`,
        '|---|---|---|---|---|',
    ];
    for (const s of rows) {
        const last = compared ? (0,vs_base/* vsBaseCell */.hP)(s) : costCell(s);
        lines.push(`| ${markdown_parts_name(s, maxNameChars, links)} | ${resultText(s)} | ${passRateCell(s)} | ≥ ${(0,format/* formatPercent */.l9)(s.threshold)} | ${(0,report_escape/* markdownInline */.nL)(last)} |`);
    }
    return lines.join('\n');
}
/** "Ran because …" with its paths as code; '' when there is no reason. */
function reasonText(reason, maxChars) {
    const words = (0,vocabulary/* inWords */.r4)(reason);
    const text = words.charAt(0).toUpperCase() + words.slice(1);
    return cut((0,report_escape/* markdownInlineWithCode */.uO)(text), maxChars);
}
/**
 * A failing or erroring scenario below the table: where it is and why it ran, then what its runs found.
 * The pass rate, its range and the threshold are the table's; they are not said again.
 */
function problemBlock(s, detail, showReason) {
    const icon = s.verdict === 'fail' ? (s.atBase === 'failing' ? '🔁' : '❌') : '⚠️';
    const reason = showReason ? reasonText(s.reason, detail.maxReasonChars).replace(/^R/, 'r') : '';
    const history = historyUrl(detail.links, s.name);
    const where = [(0,report_escape/* codeSpan */.SS)(`${s.file}:${s.line}`), `role ${(0,report_escape/* markdownInline */.nL)(s.role)}`, ...(reason === '' ? [] : [reason]), ...(history === undefined ? [] : [`[history](${history})`])];
    const whose = (0,vs_base/* atBaseWords */.Cp)(s);
    const verdict = s.verdict === 'fail' ? (whose === undefined ? vocabulary/* STATE */.c4.fail : `${vocabulary/* STATE */.c4.fail}, ${whose}`) : s.state === 'undecided' ? 'undecided' : vocabulary/* STATE */.c4.error;
    const lines = [`**${icon} ${markdown_parts_name(s, detail.maxNameChars, detail.links)}** — ${verdict} · ${where.join(' · ')}`];
    const gates = (s.gates ?? []).map((g) => `- ${gateText(g)}`);
    const digest = digestBullets(s, detail.maxLineChars);
    const shown = detail.maxLines === undefined ? digest : digest.slice(0, detail.maxLines);
    if (gates.length + shown.length > 0)
        lines.push('', ...gates, ...shown.map((d) => `- ${d}`));
    if (shown.length < digest.length)
        lines.push(`- …${digest.length - shown.length} more`);
    const chainRun = s.runs.find((run) => !run.pass && (run.stages?.length ?? 0) > 0);
    if (detail.outputs && chainRun !== undefined)
        lines.push('', stagesLine(chainRun));
    const failedRun = s.runs.find((run) => run.output !== undefined && (!run.pass || run.error !== undefined));
    if (detail.outputs && failedRun?.output !== undefined)
        lines.push('', outputBlock(failedRun.index + 1, failedRun.output));
    return lines.join('\n');
}
/**
 * What the runs found, one bullet each: grouped by expectation when the runs carry their outcomes (issue 31
 * item 3), "`contains: [ticket]` (line 7): held in 2 of 6 runs; e.g. …; e.g. …"; else one per distinct line.
 */
function digestBullets(s, maxChars) {
    const grouped = (0,expectation_digest/* groupedDigest */.hm)(s);
    if (grouped === undefined)
        return (0,format/* digestRuns */.Dc)(s).map((d) => digestText(d, maxChars));
    const groups = grouped.groups.map((g) => {
        const c = g.expectation;
        const head = `${(0,report_escape/* codeSpan */.SS)(c.label)} (line ${c.line}): held in ${c.passes} of ${c.evaluated} run${c.evaluated === 1 ? '' : 's'}`;
        const each = maxChars === undefined ? undefined : Math.max(40, Math.floor(maxChars / expectation_digest/* EXCERPTS */.tZ));
        const excerpts = g.excerpts.map((text) => `e.g. ${cut(failureMarkdown(text), each)}`);
        return [head, ...excerpts].join('; ');
    });
    return [...grouped.errors.map((d) => digestText(d, maxChars)), ...groups, ...grouped.other.map((d) => digestText(d, maxChars))];
}
/** An own-rule expectation's verdict (DESIGN §3b): "❌ `never_calls` (own rule, line 9, needs 100%): failed in 1 of 20 runs". */
function gateText(g) {
    const head = `${(0,report_escape/* codeSpan */.SS)(g.expectation)} (own rule, line ${g.line}, needs ${(0,format/* formatPercent */.l9)(g.threshold)})`;
    if (g.verdict === 'pass')
        return `${vocabulary/* MARK */.M$.pass} ${head}: held in ${(0,vocabulary/* countOf */.pq)(g.passes, g.attempted, 'run')}`;
    if (g.verdict === 'fail')
        return `${vocabulary/* MARK */.M$.fail} ${head}: failed in ${(0,vocabulary/* countOf */.pq)(g.attempted - g.passes, g.attempted, 'run')}`;
    if (g.verdict === 'skipped')
        return `${vocabulary/* MARK */.M$.skipped} ${head}: ${(0,report_escape/* markdownInlineWithCode */.uO)((0,vocabulary/* inWords */.r4)(g.reason))}`;
    return `${vocabulary/* MARK */.M$.error} ${head}: ${g.state === 'undecided' ? 'undecided' : vocabulary/* STATE */.c4.error} — ${(0,report_escape/* markdownInlineWithCode */.uO)((0,vocabulary/* inWords */.r4)(g.reason).replace(/^not evaluated: /, ''))}`;
}
/** A failing chain run's stages in one line: "Stages of run 2: triage ✅ decided bug → reviewer ❌". */
function stagesLine(run) {
    const stages = (run.stages ?? []).map((stage) => {
        const icon = stage.error !== undefined ? '⚠️' : stage.pass ? '✅' : '❌';
        return `${(0,report_escape/* markdownInline */.nL)(stage.role)} ${icon}${stage.decision === undefined ? '' : ` decided ${(0,report_escape/* markdownInline */.nL)(stage.decision)}`}`;
    });
    return `Stages of run ${run.index + 1}: ${stages.join(' → ')}`;
}
/** A failure line as Markdown: a chain's "stage reviewer: …" names its stage in bold, a tool call's name and arguments are code. */
function failureMarkdown(text) {
    const stage = /^stage ([^\s:]+): /.exec(text);
    if (stage?.[1] === undefined)
        return (0,report_escape/* markdownInlineWithCalls */.Wt)(text);
    return `stage **${(0,report_escape/* markdownInline */.nL)(stage[1])}**: ${(0,report_escape/* markdownInlineWithCalls */.Wt)(text.slice(stage[0].length))}`;
}
/** "2× absent: found …" for failed expectations; "⚠️ runs 2, 4 not evaluated: timeout …" for run errors. */
function digestText(d, maxChars) {
    const text = cut(d.kind === 'failure' ? failureMarkdown(d.text) : (0,report_escape/* markdownInlineWithCode */.uO)(d.text), maxChars);
    if (d.kind === 'error')
        return `${vocabulary/* MARK */.M$.error} run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} ${vocabulary/* STATE */.c4.error}: ${text}`;
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
/** One line per regression: ❌ when it also failed its threshold, ▼ when it passed it (never ✅). */
function regressionLines(dropped, detail, short) {
    return dropped
        .map((s) => {
        const icon = s.verdict === 'fail' ? '❌' : '▼';
        const passed = s.verdict === 'pass' ? 'passed its threshold, but ' : '';
        const text = short ? '▼ dropped' : `${passed}${cut((0,report_escape/* markdownInline */.nL)((0,vs_base/* formatVsBase */.eY)(s)), detail.maxLineChars)}`;
        return `- ${icon} **${markdown_parts_name(s, detail.maxNameChars, detail.links)}** — ${text}`;
    })
        .join('\n');
}
/** Each comparison state under its own name, in the fold's title (src/report/vocabulary.ts). */
const COMPARED_WORDS = {
    'no-drop': 'no drop',
    undecided: 'undecided',
    drop: 'dropped',
    'no-baseline': 'new',
    'same-context': 'context unchanged',
};
/** The comparisons that are not regressions, folded: what each could have caught, or why it is undecided; the title counts each state by name. */
function comparedDetails(compared, family) {
    const items = compared.map((s) => `- **${(0,report_escape/* markdownInline */.nL)(s.name)}** — ${(0,report_escape/* markdownInline */.nL)((0,vs_base/* formatVsBase */.eY)(s))}`);
    const head = family === undefined ? '' : `${(0,report_escape/* markdownInline */.nL)(family)}\n\n`;
    const counts = new Map();
    for (const s of compared)
        if (s.comparison)
            counts.set(COMPARED_WORDS[s.comparison.state], (counts.get(COMPARED_WORDS[s.comparison.state]) ?? 0) + 1);
    const title = [...counts].map(([word, n]) => `${n} ${word}`).join(', ');
    return `<details><summary>Compared with the base: ${title}</summary>\n\n${head}${items.join('\n')}\n\n</details>`;
}
/** What a passing scenario adds to its table row: thin evidence, stopped early, failed expectations in some runs, its own reason. */
function passingNotes(passing, showReason) {
    const lines = [];
    for (const s of passing) {
        const parts = [];
        if (thinPass(s))
            parts.push((0,report_escape/* markdownInline */.nL)(evidenceOf(s)));
        if (s.stoppedEarly)
            parts.push('stopped early (the verdict could not change)');
        for (const g of s.gates ?? [])
            parts.push(gateText(g));
        if (showReason && s.reason !== '')
            parts.push(parts.length > 0 ? reasonText(s.reason).replace(/^R/, 'r') : reasonText(s.reason));
        parts.push(...digestBullets(s, 300));
        if (parts.length > 0)
            lines.push(`- **${(0,report_escape/* markdownInline */.nL)(s.name)}**: ${parts.join(' · ')}`);
    }
    return lines;
}
/** Cuts already-escaped text without leaving a dangling backslash, half an entity or an open code span. */
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
    out = closeCodeSpans(out);
    return `${out}…`;
}
/** Drops an unclosed code span at the end of a cut (its fence would swallow the rest of the comment). */
function closeCodeSpans(text) {
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
        while (text[i + n] === '`')
            n++;
        const fence = '`'.repeat(n);
        let close = text.indexOf(fence, i + n);
        while (close !== -1 && (text[close + n] === '`' || text[close - 1] === '`'))
            close = text.indexOf(fence, close + 1);
        if (close === -1)
            return text.slice(0, i);
        i = close + n;
    }
    return text;
}
const signed = (n) => (n > 0 ? `+${(0,format/* formatCount */.B4)(n)}` : n < 0 ? `−${(0,format/* formatCount */.B4)(-n)}` : '±0');
/** Characters of a tool description the tools fold shows, before and after. */
const DESCRIPTION_CHARS = 300;
/**
 * The tools a pull request added, removed or changed against the base, per role, with tokens (the manifest
 * diff's tools, DESIGN §3b), folded; `descriptions` adds each changed description before → after.
 * Undefined when no tool changed.
 */
function toolsFold(roles, descriptions) {
    const changed = roles.flatMap((r) => r.tools.filter((t) => t.status !== 'unchanged').map((tool) => ({ role: r.role, tool })));
    if (changed.length === 0)
        return undefined;
    const count = (status, word) => {
        const n = changed.filter((c) => c.tool.status === status).length;
        return n > 0 ? [`${n} ${word}`] : [];
    };
    const delta = changed.reduce((sum, c) => sum + c.tool.delta, 0);
    const title = `Tools changed against the base: ${[...count('added', 'added'), ...count('changed', 'changed'), ...count('removed', 'removed')].join(', ')} (${signed(delta)} tokens)`;
    const rows = ['| Role | Tool | Change | Tokens |', '|---|---|---|---|'];
    const notes = [];
    for (const { role, tool } of changed) {
        const change = tool.status === 'added' ? '➕ added' : tool.status === 'removed' ? '➖ removed' : `✏️ ${(0,report_escape/* markdownInline */.nL)((tool.changed ?? []).join(', ') || tool.status)}`;
        const tokens = tool.status === 'added' ? `${(0,format/* formatCount */.B4)(tool.tokensAfter ?? tool.delta)} (${signed(tool.delta)})` : `${(0,format/* formatCount */.B4)(tool.tokensBefore ?? 0)} → ${(0,format/* formatCount */.B4)(tool.tokensAfter ?? 0)} (${signed(tool.delta)})`;
        rows.push(`| ${(0,report_escape/* markdownInline */.nL)(role)} | ${(0,report_escape/* codeSpan */.SS)(tool.name, { inTable: true })} | ${change} | ${tokens} |`);
        if (descriptions && tool.descriptionBefore !== undefined && tool.descriptionAfter !== undefined) {
            const text = (d) => `“${cut((0,report_escape/* markdownInline */.nL)(d), DESCRIPTION_CHARS)}”`;
            notes.push(`- ${(0,report_escape/* codeSpan */.SS)(tool.name)} description: ${text(tool.descriptionBefore)} → ${text(tool.descriptionAfter)}`);
        }
    }
    const body = [rows.join('\n'), ...(notes.length > 0 ? [notes.join('\n')] : [])].join('\n\n');
    return `<details><summary>${(0,report_escape/* markdownInline */.nL)(title)}</summary>\n\n${body}\n\n</details>`;
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







/** Failing or erroring rows the comment's table shows; the rest are in the job summary. */
const FAILING_ROWS = 10;
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
function renderMarkdown(given, opts = {}) {
    const report = reportWithoutMachinePaths(given, opts.paths);
    const maxBytes = opts.maxBytes;
    for (const detail of STAGES) {
        const text = renderAt(report, opts, detail);
        if (maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= maxBytes)
            return text;
    }
    return renderFirstFitting(report, opts, maxBytes ?? Number.POSITIVE_INFINITY);
}
/** The reason every scenario that ran shares, if they all share one: said once, not per scenario. */
function commonReason(ran) {
    const first = ran[0]?.reason;
    if (first === undefined || first === '' || ran.length < 2)
        return undefined;
    return ran.every((s) => s.reason === first) ? first : undefined;
}
/** Our own notes, in plain words: "5 record(s)" becomes "5 recorded runs" (src/report/vocabulary.ts). */
const plainNote = vocabulary/* inWords */.r4;
/**
 * The line under the headline: the suite's state in counts ("All 3 scenarios passed", "4 scenarios: 1
 * passed, 1 failed, …", with how many passes rest on thin evidence), then calls, tokens and time.
 */
function suiteLine(report) {
    const [counts = '', ...rest] = (0,format/* summaryLine */.dC)(report).split(' · ');
    const s = report.summary;
    const thin = report.scenarios.filter(thinPass).length;
    const thinText = thin > 0 ? `${thin} on thin evidence` : '';
    const state = s.total > 0 && s.passed === s.total
        ? `${s.total === 1 ? 'The scenario' : `All ${s.total} scenarios`} passed${thinText === '' ? '' : `, ${thinText}`}`
        : thinText === ''
            ? counts
            : counts.replace(/\b(\d+) passed\b/, `$1 passed (${thinText})`);
    return [state, ...rest].join(' · ');
}
function renderAt(report, opts, stage, keepProblems) {
    const detail = { ...stage, links: opts.links };
    const ordered = (0,format/* byVerdictSeverity */.cU)(report.scenarios);
    const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
    const dropped = ordered.filter(headline/* isRegression */.kj);
    const flagged = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error' || (0,headline/* isRegression */.kj)(s));
    const quiet = ordered.filter((s) => !flagged.includes(s));
    const passing = quiet.filter((s) => s.verdict === 'pass');
    const skipped = quiet.filter((s) => s.verdict === 'skipped');
    const ran = ordered.filter((s) => s.verdict !== 'skipped');
    const common = commonReason(ran);
    const compared = (0,vs_base/* hasComparisons */.PG)(ordered);
    const summary = (0,report_escape/* markdownInline */.nL)(suiteLine(report));
    const blocks = [(0,headline/* headline */.Pl)(report, opts.review, opts.heading, opts.failOn, opts.evaluated), summary];
    // The reason every scenario that ran shares is each scenario's, said once among the notes, not the suite's state.
    const shared = common === undefined ? [] : [`${reasonText(common)} (all ${ran.length} scenarios that ran)`];
    const notes = [...shared, ...report.notes.map((note) => (0,report_escape/* markdownInlineWithCode */.uO)(plainNote(note)))];
    const toolsChanged = (report.tools ?? []).some((r) => r.tools.some((t) => t.status !== 'unchanged'));
    const trimNote = trimmedNote(detail, { passing: passing.length, skipped: skipped.length, problems, keepProblems, notes, tools: toolsChanged }, opts);
    if (trimNote !== undefined)
        blocks.push(trimNote);
    if (report.scenarios.length === 0)
        blocks.push('No scenario was selected.');
    else if (flagged.length > 0 && detail.failureDetails)
        blocks.push(flaggedTable(flagged, compared, detail, opts.full === true));
    if (quiet.length > 0) {
        if (detail.passingRows)
            blocks.push(quietDetails(quiet, flagged.length === 0, compared, detail, common === undefined));
        else if (detail.failureDetails)
            blocks.push(`*Not shown: ${quietCount(passing.length, skipped.length)}*`);
    }
    if (dropped.length > 0) {
        blocks.push('#### Regressions against the base', regressionLines(dropped, detail, !detail.failureDetails));
    }
    if (problems.length > 0) {
        const shown = keepProblems === undefined ? problems : problems.slice(0, keepProblems);
        blocks.push('#### Failures and errors');
        if (detail.failureDetails) {
            for (const scenario of shown)
                blocks.push(problemBlock(scenario, detail, common === undefined));
        }
        else if (shown.length > 0) {
            blocks.push(shown.map((s) => `- ${format/* VERDICT_ICON */.YY[s.verdict]} **${markdown_parts_name(s, detail.maxNameChars, detail.links)}** — ${s.verdict === 'fail' ? 'failed' : 'not evaluated'}`).join('\n'));
        }
        if (shown.length < problems.length) {
            blocks.push(`…and ${(0,vocabulary/* plural */.LS)(problems.length - shown.length, 'more scenario')} failed or not evaluated (see the full report).`);
        }
    }
    const tools = detail.failureDetails && report.tools !== undefined ? toolsFold(report.tools, detail.outputs) : undefined;
    if (tools !== undefined)
        blocks.push(tools);
    const noDrop = ordered.filter((s) => s.comparison !== undefined && !(0,headline/* isRegression */.kj)(s) && s.verdict !== 'skipped');
    if (detail.passingDetails && noDrop.length > 0)
        blocks.push(comparedDetails(noDrop, (0,vs_base/* familySentence */.sz)(ordered)));
    const shownNotes = notes.map((note) => cut(note, detail.maxNoteChars)).filter((note) => note !== '');
    if (shownNotes.length > 0)
        blocks.push(['**Notes**', ...shownNotes.map((note) => `- ${note}`)].join('\n'));
    const dashboard = dashboardUrl(opts.links);
    if (dashboard !== undefined)
        blocks.push(`[History dashboard](${dashboard}): every scenario's pass rate, tokens and latency over the recorded runs.`);
    return `${blocks.join('\n\n')}\n`;
}
/** Lines of an error message a "could not evaluate" comment shows, and characters per line. */
const ERROR_LINES = 20;
const ERROR_LINE_CHARS = 1000;
/**
 * The comment of a pull-request run that could not finish (a missing key, a config problem,
 * a baseline that could not be read…): the headline says it could not evaluate this commit, so the
 * results of an earlier commit never stay on display (issue 30, item 1). `kind` and `message` are our
 * own error's (they may quote the config: escaped like any other text).
 */
function renderCouldNotEvaluate(p) {
    const lines = p.message.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim() !== '');
    const shown = lines.slice(0, ERROR_LINES).map((l) => `- ${(0,report_escape/* markdownInlineWithCode */.uO)(l.length > ERROR_LINE_CHARS ? `${l.slice(0, ERROR_LINE_CHARS - 1)}…` : l)}`);
    if (lines.length > shown.length)
        shown.push(`- …and ${lines.length - shown.length} more lines (see the job summary)`);
    const link = p.summaryUrl === undefined ? '' : ` [Details in the job summary](${safeUrl(p.summaryUrl)}).`;
    return [
        (0,headline/* couldNotEvaluateHeadline */.Sy)(p.evaluated, p.heading),
        `This run could not evaluate this commit (${(0,report_escape/* markdownInline */.nL)(p.kind)}): results shown before for other commits no longer apply.${link}`,
        ...(shown.length === 0 ? [] : [shown.join('\n')]),
    ].join('\n\n') + '\n';
}
/** "2 passed, 1 skipped": the words of the suite line. */
function quietCount(passing, skipped) {
    return [passing > 0 ? `${passing} passed` : '', skipped > 0 ? `${skipped} skipped` : ''].filter(Boolean).join(', ');
}
/** A skip reason without its own "skipped:" (the list already says it). */
const skipWhy = (reason) => (0,vocabulary/* inWords */.r4)(reason.replace(/^skipped:\s*/i, ''));
/**
 * Failing, erroring and regressed scenarios, open; the comment shows the first FAILING_ROWS of them and
 * counts the rest in a sentence after the table, never in a row of it (a row of prose widens the name
 * column to its length and wraps every other cell: issue 32, item 3).
 */
function flaggedTable(flagged, compared, detail, full) {
    const rows = full ? flagged : flagged.slice(0, FAILING_ROWS);
    const more = flagged.length - rows.length;
    const rest = more > 0 ? `\n\n*…and ${(0,vocabulary/* plural */.LS)(more, 'more scenario')} flagged: listed below, and in the table of the job summary.*` : '';
    return table(rows, compared, detail.maxNameChars, detail.links) + rest;
}
/** Passing and skipped scenarios, folded: when everything passed, the whole table is folded. */
function quietDetails(quiet, allQuiet, compared, detail, showReasons) {
    const passing = quiet.filter((s) => s.verdict === 'pass');
    const skipped = quiet.filter((s) => s.verdict === 'skipped');
    const title = allQuiet && skipped.length === 0 ? (passing.length === 1 ? 'The scenario passed' : `All ${passing.length} scenarios passed`) : quietCount(passing.length, skipped.length);
    const parts = [table(quiet, compared, detail.maxNameChars, detail.links)];
    if (detail.passingDetails) {
        const notes = passingNotes(passing, showReasons);
        const skipReasons = [...new Set(skipped.map((s) => skipWhy(s.reason)).filter((r) => r !== ''))];
        if (skipReasons.length === 1 && skipReasons[0] !== undefined)
            notes.push(`- Skipped: ${(0,report_escape/* markdownInlineWithCode */.uO)(skipReasons[0])}`);
        else
            for (const s of skipped)
                if (s.reason !== '')
                    notes.push(`- **${(0,report_escape/* markdownInline */.nL)(s.name)}** skipped: ${(0,report_escape/* markdownInlineWithCode */.uO)(skipWhy(s.reason))}`);
        if (notes.length > 0)
            parts.push(notes.join('\n'));
    }
    return `<details><summary>${title}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
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
    if (counts.tools && !detail.failureDetails)
        left.push('the tools changed against the base');
    else if (counts.tools && !detail.outputs)
        left.push('the changed tools\' descriptions');
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


/***/ })

};
