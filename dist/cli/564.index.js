export const id = 564;
export const ids = [564];
export const modules = {

/***/ 4276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ee: () => (/* binding */ checkRecordable),
  xk: () => (/* binding */ compareExitCode),
  lr: () => (/* binding */ gateVerdict),
  eL: () => (/* binding */ historyFlags),
  HQ: () => (/* binding */ localBaseline),
  XV: () => (/* binding */ parseFailOn),
  O: () => (/* binding */ recordLocally)
});

;// CONCATENATED MODULE: ./src/action/review-gate.ts
function decideReviewGate(verdict, failOn, reason) {
    const reasons = [];
    const warnings = [];
    if (verdict === 'CHANGES REQUESTED' || verdict === 'BLOCKED') {
        const msg = `the reflection review says ${verdict}`;
        if (failOn.has('review'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'review' is not in fail-on)`);
    }
    else if (verdict === 'could-not-review') {
        const msg = `the reflection review could not review${reason ? ` (${reason})` : ''}`;
        if (failOn.has('error'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
    }
    return { reasons, warnings };
}

// EXTERNAL MODULE: ./src/pipeline/attach-comparisons.ts + 6 modules
var attach_comparisons = __webpack_require__(4176);
;// CONCATENATED MODULE: ./src/action/gate.ts



const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function decideGate(report, failOn, extra = {}) {
    const reasons = [];
    const warnings = [];
    const { failed, errored } = report.summary;
    if (failed > 0 && failOn.has('threshold'))
        reasons.push(`${failed} scenario${failed === 1 ? '' : 's'} failed ${failed === 1 ? 'its' : 'their'} threshold`);
    if (errored > 0) {
        const msg = `${errored} scenario${errored === 1 ? '' : 's'} could not be evaluated`;
        if (failOn.has('error'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
    }
    // A scenario that could not be evaluated is an error, never a regression.
    const dropped = (0,attach_comparisons/* regressions */.Z0)(report).filter((s) => s.verdict !== 'error');
    if (dropped.length > 0) {
        const msg = `${plural(dropped.length, 'scenario')} regressed against the baseline: ${dropped.map((s) => s.name).join(', ')}`;
        if (failOn.has('regression'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'regression' is not in fail-on)`);
    }
    const drift = extra.driftFindings ?? 0;
    if (drift > 0) {
        const msg = `the drift detectors found ${plural(drift, 'drift finding')}`;
        if (failOn.has('drift'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'drift' is not in fail-on)`);
    }
    if (extra.review) {
        const review = decideReviewGate(extra.review.verdict, failOn, extra.review.reason);
        reasons.push(...review.reasons);
        warnings.push(...review.warnings);
    }
    if (extra.recordError !== undefined)
        reasons.push(extra.recordError.replace(/^context-eval: /, ''));
    return { fail: reasons.length > 0, reasons, warnings };
}
/** One annotation per failing (error level) or erroring (warning level) scenario, on its file and line. */
function annotationsFor(report, fileFromConfigDir) {
    const all = [];
    for (const s of report.scenarios) {
        if (s.verdict !== 'fail' && s.verdict !== 'error')
            continue;
        const lines = new Map();
        for (const r of s.runs)
            for (const line of r.error !== undefined ? [`error: ${r.error}`] : r.failures)
                lines.set(line, (lines.get(line) ?? 0) + 1);
        const detail = [...lines].map(([l, n]) => (n > 1 ? `${n}× ${l}` : l)).slice(0, 10);
        all.push({
            level: s.verdict === 'fail' ? 'error' : 'warning',
            title: s.verdict === 'fail' ? `context-eval: ${s.name} failed (${s.passes}/${s.attempted} passed)` : `context-eval: ${s.name} could not be evaluated`,
            message: [s.reason, ...detail].join('\n'),
            file: fileFromConfigDir(s.file),
            line: s.line,
        });
    }
    const shown = [];
    const hidden = { error: 0, warning: 0 };
    const count = { error: 0, warning: 0 };
    for (const a of all) {
        if (count[a.level] < MAX_ANNOTATIONS_PER_KIND) {
            shown.push(a);
            count[a.level]++;
        }
        else
            hidden[a.level]++;
    }
    return { shown, hidden };
}

// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
// EXTERNAL MODULE: ./src/history/dir-store.ts
var dir_store = __webpack_require__(3043);
// EXTERNAL MODULE: ./src/history/record.ts + 1 modules
var history_record = __webpack_require__(5094);
;// CONCATENATED MODULE: ./src/action/fail-on.ts
/**
 * The `fail-on` values (action input and `--fail-on`). Kept apart from src/inputs.ts so that the CLI
 * does not load @actions/core (and its HTTP client) just to read this list.
 */
const FAIL_ON = ['threshold', 'regression', 'drift', 'review', 'error'];

// EXTERNAL MODULE: ./src/pipeline/stored-history.ts
var stored_history = __webpack_require__(1454);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/run-history.ts
/**
 * `run --record` and `run --compare` (DESIGN §5): the same baseline comparison and recording as the
 * action, with local git and the configured history store instead of GitHub's API.
 *
 *  - `--compare [--base REF]`: the baseline is history at the merge base of HEAD and REF (default: the
 *    default branch) or its nearest ancestors, read from `history.store` (a folder, or the data branch
 *    from local git); the PR-style comparison runs with its per-PR error control; `--fail-on LIST`
 *    (default threshold,regression,error) decides exit 1, exactly as the action's gate decides.
 *  - `--record`: every scenario samples compare.baseline_runs runs (as the action's push and schedule
 *    runs do) and the run is appended to the folder `history.dir` (`history.store: auto`, the default,
 *    or `dir`). The data branch is written by the action only; `--record` with `history.store: branch`
 *    is a config error that says so, before any call.
 */









/** `--fail-on a,b`: known names only, none empty (an empty entry is never "fail on nothing"). */
function parseFailOn(text) {
    const items = text.split(',').map((s) => s.trim());
    if (items.some((i) => i === ''))
        throw new args/* UsageError */.eb(`--fail-on '${text}' has an empty entry; list one or more of ${FAIL_ON.join(', ')}, separated by commas`);
    const bad = items.filter((i) => !FAIL_ON.includes(i));
    if (bad.length > 0)
        throw new args/* UsageError */.eb(`--fail-on: unknown value ${bad.map((b) => `'${b}'`).join(', ')}; expected ${FAIL_ON.join(', ')}`);
    return new Set(items.filter((i) => FAIL_ON.includes(i)));
}
function historyFlags(values) {
    const failOnText = (0,args/* stringOption */.Pp)(values, 'fail-on');
    const compare = values.compare === true;
    if (failOnText !== undefined && !compare)
        throw new args/* UsageError */.eb('--fail-on needs --compare: without a comparison, run exits 1 on a failed scenario and 3 on an errored one');
    const base = (0,args/* stringOption */.Pp)(values, 'base');
    return {
        record: values.record === true,
        compare,
        ...(base === undefined ? {} : { base }),
        failOn: parseFailOn(failOnText ?? 'threshold,regression,error'),
    };
}
/** Checks made before any model call. */
function checkRecordable(loaded, flags) {
    if (flags.record && flags.compare)
        throw new args/* UsageError */.eb('--record and --compare do not go together: a comparison run is a pull request\'s run, and those never write history');
    if (flags.record && loaded.config.history.store === 'branch') {
        throw new types/* ConfigError */.x('run --record writes history to a folder: set history.store: auto in the config (the default: the folder history.dir here, the data branch in the action) or dir; the data branch (history.store: branch) is written by the action on pushes and schedules', { file: external_node_path_default().basename(loaded.path) });
    }
}
/** The baseline for `--compare`: stored history at the merge base of HEAD and the base ref. */
async function localBaseline(loaded, flags, cwd) {
    const root = await (0,git/* repoRoot */.jv)(loaded.dir);
    const baseRef = flags.base ?? (await (0,git/* defaultBranch */.OR)(root));
    if (baseRef === undefined)
        throw new args/* UsageError */.eb('--compare: no default branch found (neither origin/HEAD, main nor master); pass --base REF');
    const mergeBaseSha = await (0,git/* mergeBase */.wu)(baseRef, 'HEAD', root, { source: flags.base === undefined ? 'the default branch' : '--base' });
    const stored = await (0,stored_history/* readStoredHistory */.Kf)(loaded, { cwd });
    const line = `history: ${stored.records.length} record${stored.records.length === 1 ? '' : 's'} in ${stored.source}`;
    if (stored.records.length === 0)
        return { note: `${line}: nothing to compare with; judged by thresholds alone (record a baseline on ${baseRef} with \`context-eval run --record\`)` };
    return {
        baseline: { records: stored.records, mergeBaseSha, baseRef: baseRef.replace(/^origin\//, ''), ancestorsOfMergeBase: await (0,git/* ancestors */.T1)(mergeBaseSha, root) },
        note: line,
    };
}
/** Appends the run to the folder `history.dir` (store auto or dir), with HEAD's commit and branch. */
async function recordLocally(report, loaded, now) {
    const root = await (0,git/* repoRoot */.jv)(loaded.dir);
    const [sha] = await (0,git/* ancestors */.T1)('HEAD', root, 1);
    if (sha === undefined)
        throw new args/* UsageError */.eb('run --record: HEAD has no commit yet; commit first, so that the record names the commit it measured');
    const branch = await (0,git/* currentBranch */.eR)(root);
    const dir = await (0,stored_history/* historyDir */.a$)(loaded);
    const record = await (0,stored_history/* recordRun */.vj)(report, (0,dir_store/* createDirStore */.H)(dir), {
        sha,
        ref: branch === undefined ? 'HEAD' : `refs/heads/${branch}`,
        event: 'cli',
        timestamp: new Date(now()).toISOString(),
        providers: (0,history_record/* providersForRecord */.nV)(loaded.config.providers),
    });
    return record === undefined ? 'nothing recorded: every scenario was skipped' : `recorded ${record.scenarios.length} scenario${record.scenarios.length === 1 ? '' : 's'} at ${sha.slice(0, 7)} in ${dir}`;
}
/** The exit code of a compared run: the action's gate over fail-on; 1 for findings, 3 when only errors fired. */
function compareExitCode(report, failOn) {
    const gate = decideGate(report, failOn);
    const lines = [...gate.reasons.map((r) => `gate: ${r}`), ...gate.warnings.map((w) => `warning: ${w}`)];
    if (!gate.fail)
        return { code: 0, lines };
    const onlyErrors = gate.reasons.every((r) => r.includes('could not be evaluated'));
    return { code: onlyErrors ? 3 : 1, lines };
}
/** The verdict a compared run's gate gives: its exit code in words (the report's own verdict when it passes and nothing ran). */
function gateVerdict(code, report) {
    if (code === 1)
        return 'fail';
    if (code === 3)
        return 'error';
    return report.verdict === 'skipped' ? 'skipped' : 'pass';
}


/***/ }),

/***/ 7564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  outputPaths: () => (/* binding */ outputPaths),
  runCommand: () => (/* binding */ runCommand),
  writeOutputs: () => (/* binding */ writeOutputs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/security/sink.ts
var sink = __webpack_require__(8887);
// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 5 modules
var pipeline = __webpack_require__(4365);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
;// CONCATENATED MODULE: ./src/cli/cache-guard.ts
/**
 * Locally, the response cache is a folder in the repository (`cache.dir`, confined to it). Entries
 * committed to git there came with some commit, maybe a pull request's, and would answer every later run
 * (issue 21 item 3, C1): such a folder is not read, and the run says why. The action never reads the work
 * tree's folder at all (src/action/response-cache.ts).
 */


/** The cache folder (as shown from `cwd`) when git tracks files in it; undefined otherwise or outside git. */
async function committedCacheFolder(loaded, cwd) {
    if (!loaded.config.cache)
        return undefined;
    const dir = external_node_path_default().resolve(loaded.dir, loaded.config.cache.dir);
    let tracked;
    try {
        tracked = await (0,git/* gitBuffer */.vv)(['ls-files', '-z', '--', dir], loaded.dir);
    }
    catch {
        return undefined; // not a git repository, or no git: nothing is committed
    }
    return tracked.length > 0 ? external_node_path_default().relative(cwd, dir) || '.' : undefined;
}
function committedCacheWarning(shown) {
    return `context-eval: warning: the response cache folder ${shown} holds files committed to git; committed answers could have been planted by any commit, so it is not read this run. Add it to .gitignore and untrack it (git rm -r --cached ${shown}).\n`;
}

// EXTERNAL MODULE: ./src/runner/result.ts
var result = __webpack_require__(7609);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
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
;// CONCATENATED MODULE: ./src/report/markdown-parts.ts
/**
 * The pieces of the Markdown report (src/report/markdown.ts): the table, the failure blocks, the
 * regressions and the collapsed lists. Pure. Every text from scenario files or model output goes through
 * `markdownInline`, `markdownInlineWithCode` or `codeSpan`; outputs through `outputBlock`.
 */






/** Characters of a failing run's output shown in the report. */
const OUTPUT_CHARS = 2000;
const RESULT = {
    pass: '✅ passed',
    fail: '❌ failed',
    error: '⚠️ not evaluated',
    skipped: '⏭️ skipped',
};
/** A pass whose 95% interval still reaches below its threshold: it has not yet been shown to meet it. */
function thinPass(s) {
    return s.verdict === 'pass' && (0,evidence/* isThin */.O)(s);
}
/** What the runs show, in words: the scenario's own sentence, or the same words made from its counts. */
function evidenceOf(s) {
    if (s.evidence !== undefined && s.evidence !== '')
        return s.evidence;
    const verdict = s.verdict === 'skipped' ? 'pass' : s.verdict;
    return (0,evidence/* evidenceWords */.J)({ passes: s.passes, attempted: s.attempted, errors: s.errors, threshold: s.threshold, interval: s.interval, verdict });
}
/** The result cell: a passing scenario whose pass rate dropped, or that rests on thin evidence, is never shown with ✅. */
function resultText(s) {
    if (s.verdict === 'pass' && (0,headline/* isRegression */.kj)(s))
        return '⚠️ passed, ▼ dropped';
    if (thinPass(s))
        return '⚠️ passed, thin evidence';
    return RESULT[s.verdict];
}
/** The scenario's name, escaped, linked to its file at the head SHA when `links` is given. */
function markdown_parts_name(s, maxNameChars, links) {
    const text = (0,report_escape/* markdownInline */.nL)(maxNameChars === undefined ? s.name : (0,format/* truncate */.xv)(s.name, maxNameChars));
    return links === undefined ? text : linked(text, fileUrl(links, s));
}
/** "33% (6–79%)", "· 2 not evaluated" when runs errored; "not evaluated" when nothing was; "—" when skipped. */
function passRateCell(s) {
    if (s.verdict === 'skipped' && s.runs.length === 0)
        return '—';
    const errors = s.errors > 0 ? `${s.errors} of ${s.runs.length} runs not evaluated` : '';
    if (s.attempted === 0)
        return errors === '' ? 'not evaluated' : errors;
    const rate = `${(0,format/* formatPercent */.l9)(s.passes / s.attempted)} (${(0,format/* formatInterval */.vy)(s.interval)})`;
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
function table(rows, compared, maxNameChars, filler, links) {
    const lines = [
        `| Scenario | Result | Pass rate (95% range) | Needs | ${compared ? 'vs base' : 'Tokens · time per run'} |`,
        '|---|---|---|---|---|',
    ];
    for (const s of rows) {
        const last = compared ? (0,vs_base/* vsBaseCell */.hP)(s) : costCell(s);
        lines.push(`| ${markdown_parts_name(s, maxNameChars, links)} | ${resultText(s)} | ${passRateCell(s)} | ≥ ${(0,format/* formatPercent */.l9)(s.threshold)} | ${(0,report_escape/* markdownInline */.nL)(last)} |`);
    }
    if (filler !== undefined)
        lines.push(`| *${filler}* | | | | |`);
    return lines.join('\n');
}
/** "Ran because …" with its paths as code; '' when there is no reason. */
function reasonText(reason, maxChars) {
    const text = reason.charAt(0).toUpperCase() + reason.slice(1);
    return cut((0,report_escape/* markdownInlineWithCode */.uO)(text), maxChars);
}
/**
 * A failing or erroring scenario below the table: where it is and why it ran, then what its runs found.
 * The pass rate, its range and the threshold are the table's; they are not said again.
 */
function problemBlock(s, detail, showReason) {
    const icon = s.verdict === 'fail' ? '❌' : '⚠️';
    const reason = showReason ? reasonText(s.reason, detail.maxReasonChars).replace(/^R/, 'r') : '';
    const history = historyUrl(detail.links, s.name);
    const where = [(0,report_escape/* codeSpan */.SS)(`${s.file}:${s.line}`), `role ${(0,report_escape/* markdownInline */.nL)(s.role)}`, ...(reason === '' ? [] : [reason]), ...(history === undefined ? [] : [`[history](${history})`])];
    const verdict = s.verdict === 'fail' ? 'failed' : 'not evaluated';
    const lines = [`**${icon} ${markdown_parts_name(s, detail.maxNameChars, detail.links)}** — ${verdict} · ${where.join(' · ')}`];
    const digest = (0,format/* digestRuns */.Dc)(s);
    const shown = detail.maxLines === undefined ? digest : digest.slice(0, detail.maxLines);
    if (shown.length > 0)
        lines.push('', ...shown.map((d) => `- ${digestText(d, detail.maxLineChars)}`));
    if (shown.length < digest.length)
        lines.push(`- …${digest.length - shown.length} more`);
    const failedRun = s.runs.find((run) => run.output !== undefined && (!run.pass || run.error !== undefined));
    if (detail.outputs && failedRun?.output !== undefined)
        lines.push('', outputBlock(failedRun.index + 1, failedRun.output));
    return lines.join('\n');
}
/** "2× absent: found …" for failed expectations; "⚠️ runs 2, 4 could not be evaluated: timeout …" for run errors. */
function digestText(d, maxChars) {
    const text = cut((0,report_escape/* markdownInlineWithCode */.uO)(d.text), maxChars);
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
/** The comparisons that found no drop, folded: what each could have caught, or why it was inconclusive. */
function comparedDetails(compared, family) {
    const items = compared.map((s) => `- **${(0,report_escape/* markdownInline */.nL)(s.name)}** — ${(0,report_escape/* markdownInline */.nL)((0,vs_base/* formatVsBase */.eY)(s))}`);
    const head = family === undefined ? '' : `${(0,report_escape/* markdownInline */.nL)(family)}\n\n`;
    return `<details><summary>Compared with the base: ${compared.length} without a drop</summary>\n\n${head}${items.join('\n')}\n\n</details>`;
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
        if (showReason && s.reason !== '')
            parts.push(parts.length > 0 ? reasonText(s.reason).replace(/^R/, 'r') : reasonText(s.reason));
        for (const d of (0,format/* digestRuns */.Dc)(s))
            parts.push(digestText(d, 300));
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
/** Our own notes, in plain words: "5 record(s)" becomes "5 recorded runs". */
function plainNote(note) {
    return note.replace(/\b(\d+) record\(s\)/g, (_, n) => `${n} recorded run${n === '1' ? '' : 's'}`).replace(/\b(\d+) (\w+)\(s\)/g, (_, n, w) => `${n} ${w}${n === '1' ? '' : 's'}`);
}
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
    const blocks = [(0,headline/* headline */.Pl)(report, opts.review, opts.heading, opts.failOn), summary];
    // The reason every scenario that ran shares is each scenario's, said once among the notes, not the suite's state.
    const shared = common === undefined ? [] : [`${reasonText(common)} (all ${ran.length} scenarios that ran)`];
    const notes = [...shared, ...report.notes.map((note) => (0,report_escape/* markdownInlineWithCode */.uO)(plainNote(note)))];
    const trimNote = trimmedNote(detail, { passing: passing.length, skipped: skipped.length, problems, keepProblems, notes }, opts);
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
            blocks.push(`*${quietCount(passing.length, skipped.length)} not shown*`);
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
            blocks.push(`…and ${problems.length - shown.length} more failing or erroring scenarios (see the full report).`);
        }
    }
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
function quietCount(passing, skipped) {
    return [passing > 0 ? `${passing} passing` : '', skipped > 0 ? `${skipped} skipped` : ''].filter(Boolean).join(' and ') + ' scenarios';
}
/** Failing, erroring and regressed scenarios, open; the comment shows the first FAILING_ROWS of them. */
function flaggedTable(flagged, compared, detail, full) {
    const rows = full ? flagged : flagged.slice(0, FAILING_ROWS);
    const more = flagged.length - rows.length;
    const filler = more > 0 ? `…and ${more} more failing scenarios: listed below and in the job summary` : undefined;
    return table(rows, compared, detail.maxNameChars, filler, detail.links);
}
/** Passing and skipped scenarios, folded: when everything passed, the whole table is folded. */
function quietDetails(quiet, allQuiet, compared, detail, showReasons) {
    const passing = quiet.filter((s) => s.verdict === 'pass');
    const skipped = quiet.filter((s) => s.verdict === 'skipped');
    const title = allQuiet && skipped.length === 0 ? `All ${passing.length} scenarios passed` : quietCount(passing.length, skipped.length);
    const parts = [table(quiet, compared, detail.maxNameChars, undefined, detail.links)];
    if (detail.passingDetails) {
        const notes = passingNotes(passing, showReasons);
        const skipReasons = [...new Set(skipped.map((s) => s.reason).filter((r) => r !== ''))];
        if (skipReasons.length === 1 && skipReasons[0] !== undefined)
            notes.push(`- Skipped: ${(0,report_escape/* markdownInlineWithCode */.uO)(skipReasons[0])}`);
        else
            for (const s of skipped)
                if (s.reason !== '')
                    notes.push(`- **${(0,report_escape/* markdownInline */.nL)(s.name)}** skipped: ${(0,report_escape/* markdownInlineWithCode */.uO)(s.reason)}`);
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
            const message = `${s.passes} of ${s.attempted} evaluated runs passed, needs ≥ ${(0,format/* formatPercent */.l9)(s.threshold)}`;
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

// EXTERNAL MODULE: ./src/report/console.ts + 1 modules
var console = __webpack_require__(9855);
// EXTERNAL MODULE: ./src/providers/governors.ts
var governors = __webpack_require__(6541);
// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(2509);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
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
// EXTERNAL MODULE: ./src/config/load.ts + 11 modules
var load = __webpack_require__(7473);
// EXTERNAL MODULE: ./src/pipeline/shard.ts
var shard = __webpack_require__(1366);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
// EXTERNAL MODULE: ./src/pipeline/suite.ts
var pipeline_suite = __webpack_require__(3386);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/output-targets.ts
/**
 * `run --json/--markdown/--junit/--out`: each target is checked before any model call (exit 2), so that a
 * report that cannot be written never costs a run (issue 11, friction 8). File-system edge.
 */




async function kindOf(abs) {
    try {
        const s = await (0,promises_.stat)(abs);
        return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'other';
    }
    catch {
        return 'missing';
    }
}
/** Throws a UsageError when the report cannot be written at `abs`; `folder` targets (--out) are folders. */
async function checkOutputTarget(option, abs, shown, folder) {
    const kind = await kindOf(abs);
    if (folder && (kind === 'file' || kind === 'other')) {
        throw new args/* UsageError */.eb(`--${option}: '${shown}' is a file; --${option} names a folder (made if missing) for report.json, report.md, report.junit.xml and events.jsonl`);
    }
    if (!folder && kind === 'folder')
        throw new args/* UsageError */.eb(`--${option}: '${shown}' is a folder; name a file such as ${external_node_path_default().join(shown, `report.${option === 'junit' ? 'junit.xml' : option === 'markdown' ? 'md' : 'json'}`)}`);
    if (kind === 'file' || kind === 'folder') {
        await (0,promises_.access)(abs, external_node_fs_.constants.W_OK).catch(() => {
            throw new args/* UsageError */.eb(`--${option}: '${shown}' is not writable; choose another path`);
        });
        return;
    }
    // The nearest existing ancestor must be a writable folder: the missing ones are made.
    let dir = external_node_path_default().dirname(abs);
    for (;;) {
        const k = await kindOf(dir);
        if (k === 'folder')
            break;
        if (k === 'file' || k === 'other')
            throw new args/* UsageError */.eb(`--${option}: '${external_node_path_default().relative(external_node_path_default().dirname(abs), dir) === '' ? external_node_path_default().dirname(shown) : dir}' is a file, so '${shown}' cannot be written under it; choose another path`);
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    await (0,promises_.access)(dir, external_node_fs_.constants.W_OK).catch(() => {
        throw new args/* UsageError */.eb(`--${option}: the folder '${dir}' is not writable, so '${shown}' cannot be written; choose another path`);
    });
}

// EXTERNAL MODULE: ./src/cli/last-report.ts
var last_report = __webpack_require__(3955);
;// CONCATENATED MODULE: ./src/cli/replay-notes.ts
/** What a run under replay cannot check, said instead of passed silently (issue 11, friction 10). Pure. */

/** One note per scenario that ran on a replay provider and has a max_latency_ms expectation. */
function unmeasuredLatency(loaded, report, cwd) {
    const ran = new Set(report.scenarios.filter((s) => s.runs.length > 0).map((s) => s.name));
    const notes = [];
    for (const s of loaded.scenarios) {
        if (!ran.has(s.name))
            continue;
        const provider = loaded.config.providers[loaded.config.roles[s.role]?.provider ?? ''];
        if (provider?.type !== 'replay')
            continue;
        const e = s.expect.find((x) => x.kind === 'max_latency_ms');
        if (!e)
            continue;
        notes.push(`note: ${s.name}: max_latency_ms (${external_node_path_default().relative(cwd, external_node_path_default().resolve(cwd, e.source.file)).replaceAll('\\', '/')}:${e.source.line}) was not measured under replay: recorded answers come back at once, so it passed unchecked; run against the real provider to measure it`);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/cli/run-history.ts + 3 modules
var run_history = __webpack_require__(4276);
;// CONCATENATED MODULE: ./src/cli/run.ts
/** `context-eval run`: the pipeline with the CLI's I/O, the report files, and the exit code. */























async function runCommand(values, io, opts = {}) {
    const configPath = (0,shared/* configPathOf */.j$)(values, io);
    const concurrency = (0,args/* intOption */.dP)(values, 'concurrency', 1, 256) ?? 8;
    const runs = (0,args/* intOption */.dP)(values, 'runs', 1, 1000);
    const seed = (0,args/* intOption */.dP)(values, 'seed', 0);
    const only = (0,args/* listOption */.y8)(values, 'only');
    const flags = (0,run_history/* historyFlags */.eL)(values);
    // --base selects the scenarios the diff against REF affects, and with --compare also names the baseline's base.
    const changed = await resolveChanged(values, io, external_node_path_default().dirname(configPath));
    const outputs = outputPaths(values, io.cwd);
    const shard = shardOption(values, io, outputs, flags.record);
    for (const key of ['json', 'markdown', 'junit', 'out']) {
        const target = outputs[key];
        if (target !== undefined)
            await checkOutputTarget(key, target, (0,args/* stringOption */.Pp)(values, key) ?? target, key === 'out');
    }
    const loaded = opts.loaded ?? (await (0,load/* loadConfig */.Z)(configPath, { env: io.env, provenance: values.verbose === true, ...(opts.root === undefined ? {} : { root: opts.root }) }));
    (0,run_history/* checkRecordable */.Ee)(loaded, flags);
    const events = [];
    const ci = io.env.CI === 'true' || io.env.GITHUB_ACTIONS === 'true';
    let progress;
    const req = { configPath, loaded, concurrency };
    if (flags.record)
        req.forBaseline = true;
    const committed = await committedCacheFolder(loaded, io.cwd);
    if (committed !== undefined) {
        io.stderr(committedCacheWarning(committed));
        req.cacheDir = false;
    }
    if (flags.compare) {
        const found = await (0,run_history/* localBaseline */.HQ)(loaded, flags, io.cwd);
        io.stdout(`${found.note}\n`);
        if (found.baseline)
            req.baseline = found.baseline;
    }
    if (shard)
        req.shard = shard.spec;
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
    const { report, shard: held } = await (0,pipeline/* runPipeline */.aI)(req, {
        env: io.env,
        readText: io.readText,
        now: io.now,
        ...(opts.providers ? { providers: opts.providers } : {}),
        events: {
            planned(scenarios) {
                progress = (0,console/* createProgress */.mf)({ stream: io.progress, ci, total: scenarios, now: io.now, traffic: () => (0,governors/* trafficOf */.t7)(loaded.config) });
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
    // What the CLI adds to the report's notes; the summary, printed last, ends on the verdict line.
    const notes = unmeasuredLatency(loaded, report, io.cwd).map((n) => n.replace(/^note: /, ''));
    const redactor = io.redactor ?? (0,redact/* createRedactor */.lY)([]);
    await writeOutputs(report, outputs, events, redactor);
    const notKept = await (0,last_report/* keepLastReport */.k)(report, { dir: loaded.dir, root: loaded.root }, redactor);
    if (notKept)
        io.stderr(notKept);
    if (shard && held && outputs.out) {
        // The suite and planning this shard ran: merge recomputes it at the merged commit and refuses another.
        const suite = await (0,pipeline_suite/* suiteHash */.f)(loaded, io.readText, runs === undefined ? {} : { runs });
        const header = { runId: shard.runId, index: shard.spec.index, total: shard.spec.total, suite, ...(runs === undefined ? {} : { runs }), ...held };
        await (0,sink/* writeOutputChunks */.xb)(external_node_path_default().join(outputs.out, shards/* SHARD_FILE */.aL), (0,shards/* renderShardChunks */.Z8)({ shard: header, report }), redactor);
    }
    if (flags.record)
        notes.push((await (0,run_history/* recordLocally */.O)(report, loaded, io.now)).split(`${io.cwd}/`).join(''));
    const gate = flags.compare ? (0,run_history/* compareExitCode */.xk)(report, flags.failOn) : undefined;
    io.stdout((0,console/* renderConsoleSummary */.c0)(report, {
        color: Boolean(io.progress.isTTY) && !ci && io.env.NO_COLOR === undefined,
        verbose: values.verbose === true,
        width: (0,terminal_text/* terminalWidth */.JL)(io.columns),
        notes,
        ...(gate ? { outcome: { verdict: (0,run_history/* gateVerdict */.lr)(gate.code, report), lines: gate.lines } } : {}),
    }));
    return gate ? gate.code : (0,result/* exitCodeFor */.Rr)(report.verdict);
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
async function writeOutputs(report, o, events, redactor) {
    const write = (file, text) => (0,sink/* writeOutputFile */.BF)(file, text, redactor);
    // The JSON report is written in pieces: at 20,000 scenarios its text is tens of MB (issue 12).
    const writeJson = (file) => (0,sink/* writeOutputChunks */.xb)(file, (0,json/* renderJsonChunks */.rR)(report), redactor);
    if (o.json)
        await writeJson(o.json);
    if (o.markdown)
        await write(o.markdown, renderMarkdown(report));
    if (o.junit)
        await write(o.junit, renderJUnit(report));
    if (o.out) {
        await writeJson(external_node_path_default().join(o.out, 'report.json'));
        await write(external_node_path_default().join(o.out, 'report.md'), renderMarkdown(report));
        await write(external_node_path_default().join(o.out, 'report.junit.xml'), renderJUnit(report));
        if (events.length > 0 || !o.merged)
            await write(external_node_path_default().join(o.out, 'events.jsonl'), events.map((e) => `${e}\n`).join(''));
    }
}
/** `--shard I/N` with its run id; it needs --out (where the partial result goes) and excludes --record (merge records). */
function shardOption(values, io, outputs, record) {
    const text = (0,args/* stringOption */.Pp)(values, 'shard');
    const runIdText = (0,args/* stringOption */.Pp)(values, 'run-id');
    if (text === undefined) {
        if (runIdText !== undefined)
            throw new args/* UsageError */.eb('--run-id goes with --shard I/N');
        return undefined;
    }
    let spec;
    try {
        spec = (0,shard/* parseShard */.uK)(text, '--shard');
    }
    catch (err) {
        throw new args/* UsageError */.eb(err instanceof Error ? err.message : String(err));
    }
    if (!outputs.out)
        throw new args/* UsageError */.eb('--shard needs --out DIR: the shard writes its partial result (shard.json) there for context-eval merge');
    if (record)
        throw new args/* UsageError */.eb('--shard cannot --record: record once, from the merged report');
    const runId = runIdText ?? io.env.GITHUB_RUN_ID ?? '';
    if (runId === '')
        throw new args/* UsageError */.eb('--shard needs --run-id ID, the same for every shard of one run (GITHUB_RUN_ID by default)');
    return { spec, runId };
}


/***/ }),

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

/***/ 3386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ suiteHash),
/* harmony export */   n: () => (/* binding */ plannedRuns)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5770);
/**
 * The suite a sharded run ran, as merge needs it (DESIGN §2 "merge recomputes every verdict from the
 * shards' runs"): a hash that every shard writes into its header and the merge computes again at the
 * merged commit, and how many runs each scenario plans. Shards of another version of the suite (another
 * prompt, scenario, threshold, N, model or role) cannot be merged: their runs answer another question.
 *
 * The hash covers each scenario after defaults (name, role, N, threshold, context with its includes
 * inlined, expectations), the roles, the providers' answer-shaping settings (as the context hash:
 * src/affected/context-hash.ts), the compare settings, the text of every role's system and template files,
 * and the run's planning options (`runs`, recording). Where a file or line sits, and plumbing such as
 * base_url or keys, are left out, so that every job of one workflow run computes the same hash.
 */



/** Bump when the hashed shape changes. */
const SUITE_FORMAT = 1;
const PROVIDER_KEYS = ['type', 'model', 'temperature', 'max_tokens', 'command'];
/** The N a scenario plans under `planning`, as runPipeline sets it (skipped scenarios ignore recording). */
function plannedRuns(loaded, scenarioRuns, planning, ran) {
    const n = planning.runs ?? scenarioRuns;
    return planning.recording === true && ran ? Math.max(n, loaded.config.compare.baseline_runs) : n;
}
async function suiteHash(loaded, readText, planning) {
    const files = new Map();
    for (const role of Object.values(loaded.config.roles)) {
        for (const rel of [...[role.system].flat(), ...(role.template === undefined ? [] : [role.template])]) {
            if (files.has(rel))
                continue;
            let digest;
            try {
                digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(await readText(await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRepository */ .AZ)(loaded.root, loaded.dir, rel))).digest('hex');
            }
            catch {
                // The run that needs it says why; here it is only part of what the shards must agree on.
                digest = 'unreadable';
            }
            files.set(rel, digest);
        }
    }
    const providers = Object.fromEntries(Object.entries(loaded.config.providers).map(([name, p]) => [name, Object.fromEntries(Object.entries(p).filter(([k]) => PROVIDER_KEYS.includes(k)))]));
    const body = {
        format: SUITE_FORMAT,
        planning: { runs: planning.runs ?? null, recording: planning.recording === true },
        roles: loaded.config.roles,
        providers,
        compare: loaded.config.compare,
        files: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
        scenarios: loaded.scenarios.map((s) => ({ name: s.name, role: s.role, runs: s.runs, threshold: s.threshold, context: s.context, expect: s.expect })),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(body)).digest('hex');
}


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PX: () => (/* binding */ placeShards),
/* harmony export */   XN: () => (/* binding */ sumOf),
/* harmony export */   Z8: () => (/* binding */ renderShardChunks),
/* harmony export */   Zj: () => (/* binding */ ShardError),
/* harmony export */   aL: () => (/* binding */ SHARD_FILE),
/* harmony export */   y9: () => (/* binding */ parseShardFile)
/* harmony export */ });
/* unused harmony exports ShardHeaderSchema, renderShardFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _pipeline_shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1366);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2794);
/**
 * Shard results (DESIGN §5): the partial report one `run --shard I/N` writes, and the checks that the
 * shards of one run are all there, once each, of one suite. A shard file is outside data: what it states
 * about verdicts, counts, intervals and comparisons is never read (the schema below keeps only each
 * scenario's name, runs and whether it was skipped, and every number is bounded); src/pipeline/merge.ts
 * recomputes all of it from the runs, as the runner does (DESIGN §2 MUST). Pure: files are read by the caller.
 */



const SHARD_FILE = 'shard.json';
/** Bounds on what a shard file may hold: far above any real run, low enough that sums stay exact. */
const MAX_SCENARIOS = 1_000_000;
const MAX_RUNS = 100_000;
const MAX_TEXT = 1_000_000;
const MAX_AMOUNT = 1e12;
const ShardHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Shards of one run share it (the workflow run id in the action; --run-id in the CLI). */
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(200),
    index: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(_pipeline_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHARDS */ .hH),
    total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(_pipeline_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHARDS */ .hH),
    /** src/pipeline/suite.ts: the suite and planning options the shard ran; every shard and the merge must agree. */
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'expected the suite hash (64 hex digits) that context-eval run --shard writes'),
    /** The `runs` override the shard ran with (--runs, the action's `runs` input). */
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(1000).optional(),
    /** How many scenarios the whole selection holds, over all shards. */
    selected: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_SCENARIOS),
    /** The scenarios this shard holds, each one's position in the whole selection and why it ran or was skipped. */
    scenarios: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000)).max(MAX_SCENARIOS),
    positions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_SCENARIOS)).max(MAX_SCENARIOS),
    reasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(10_000)).max(MAX_SCENARIOS),
});
const amount = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(MAX_AMOUNT);
const tokens = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_AMOUNT);
const ShardRunSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_RUNS),
    pass: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_TEXT).optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ input: tokens, output: tokens }),
    latencyMs: amount,
    failures: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_TEXT)).max(10_000),
    features: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ decomposes: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(), risk: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1000).optional() }).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_TEXT).optional(),
    cached: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    cost: amount.optional(),
});
/** What merge reads of a shard's scenario: its name, its runs, and whether it was skipped (with no runs). */
const ShardScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pass', 'fail', 'error', 'skipped']),
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ShardRunSchema).max(MAX_RUNS),
});
/** What merge reads of a shard's report besides its scenarios: bookkeeping that no verdict depends on. */
const ShardReportSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    scenarios: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ShardScenarioSchema).max(MAX_SCENARIOS),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ calls: tokens, durationMs: amount, cost: amount.optional(), regressions: tokens.optional(), rateLimited: tokens.optional(), retries: tokens.optional() }),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(10_000)).max(10_000),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(100),
});
const ShardFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ shard: ShardHeaderSchema, report: ShardReportSchema });
class ShardError extends Error {
    name = 'ShardError';
}
function renderShardFile(result) {
    return `${JSON.stringify(result, null, 2)}\n`;
}
/**
 * renderShardFile in pieces (one per scenario, as renderJsonChunks), so that a large shard is written
 * without ever holding its whole text (issue 12). The report sits one level deeper than in report.json,
 * so every line of its pieces is indented by two more spaces; line breaks only ever stand between JSON
 * tokens, so this changes no value. The pieces join to exactly renderShardFile(result).
 */
function* renderShardChunks(result) {
    const shard = JSON.stringify(result.shard, null, 2).replaceAll('\n', '\n  ');
    yield `{\n  "shard": ${shard},\n  "report": `;
    let previous;
    // renderJsonChunks ends its last piece with a line break, which the file's closing brace takes instead.
    for (const chunk of (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .renderJsonChunks */ .rR)(result.report)) {
        if (previous !== undefined)
            yield previous.replaceAll('\n', '\n  ');
        previous = chunk;
    }
    yield `${(previous ?? '').replace(/\n$/, '').replaceAll('\n', '\n  ')}\n}\n`;
}
/** Reads one shard file; `source` (its path) goes into the error. */
function parseShardFile(text, source) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new ShardError(`${source}: not valid JSON; pass folders written by context-eval run --shard I/N --out DIR`);
    }
    const parsed = ShardFileSchema.safeParse(data);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const at = first && first.path.length > 0 ? first.path.map(String).join('.') : '(top level)';
        throw new ShardError(`${source}: not a context-eval shard result of this version (${at}: ${first?.message ?? 'invalid'}); write it again with context-eval run --shard I/N --out DIR`);
    }
    const { shard, report } = parsed.data;
    const n = report.scenarios.length;
    if (shard.index > shard.total || shard.positions.length !== n || shard.scenarios.length !== n || shard.reasons.length !== n) {
        throw new ShardError(`${source}: the shard header does not match its report (shard ${shard.index} of ${shard.total}, ${shard.scenarios.length} scenarios, ${n} in the report); write it again with context-eval run --shard`);
    }
    const renamed = report.scenarios.findIndex((s, i) => s.name !== shard.scenarios[i]);
    if (renamed >= 0) {
        throw new ShardError(`${source}: the header's scenario ${renamed + 1} is '${shard.scenarios[renamed] ?? ''}' but the report's is '${report.scenarios[renamed]?.name ?? ''}'; write it again with context-eval run --shard`);
    }
    return parsed.data;
}
/** The run the shards belong to: `expected` when given, else the one most shards name (ties: the first given). */
function runOf(results, expected) {
    if (expected !== undefined && expected !== '')
        return expected;
    const counts = new Map();
    for (const { result } of results)
        counts.set(result.shard.runId, (counts.get(result.shard.runId) ?? 0) + 1);
    let best = results[0]?.result.shard.runId ?? '';
    for (const [id, n] of counts)
        if (n > (counts.get(best) ?? 0))
            best = id;
    return best;
}
/**
 * Checks that the shards are all N of one run and one suite, each once, that every scenario is in the
 * suite and in exactly one shard, and that no position of the selection is missing; returns the
 * scenarios in selection order. Throws ShardError naming every problem.
 */
function placeShards(results, check) {
    if (results.length === 0)
        throw new ShardError('no shard result given; pass the folders that context-eval run --shard I/N --out DIR wrote');
    const runId = runOf(results, check.runId);
    const problems = [];
    const mine = results.filter(({ source, result }) => {
        if (result.shard.runId === runId)
            return true;
        problems.push(`${source} is shard ${result.shard.index} of ${result.shard.total} of run ${result.shard.runId}, another run than ${runId}; remove it`);
        return false;
    });
    const totals = [...new Set(mine.map((r) => r.result.shard.total))];
    if (totals.length > 1)
        problems.push(`the shards of run ${runId} disagree on how many shards there are (${totals.join(', ')}); run every shard with the same --shard I/N`);
    const total = totals[0] ?? 0;
    const byIndex = new Map();
    for (const { source, result } of mine)
        byIndex.set(result.shard.index, [...(byIndex.get(result.shard.index) ?? []), source]);
    for (let i = 1; i <= total; i++) {
        const sources = byIndex.get(i) ?? [];
        if (sources.length === 0)
            problems.push(`shard ${i} of ${total} of run ${runId} is missing; run it (--shard ${i}/${total}) or pass its folder`);
        if (sources.length > 1)
            problems.push(`shard ${i} of ${total} of run ${runId} is given twice (${sources.join(' and ')}); pass one`);
    }
    const sizes = [...new Set(mine.map((r) => r.result.shard.selected))];
    if (sizes.length > 1)
        problems.push(`the shards of run ${runId} disagree on how many scenarios were selected (${mine.map((r) => `${r.source}: ${r.result.shard.selected}`).join(', ')}); run the shards again`);
    for (const { source, result } of mine) {
        if (result.shard.suite !== check.suite) {
            problems.push(`${source} ran another version of the suite than this merge (its suite hash ${result.shard.suite.slice(0, 12)}…, here ${check.suite.slice(0, 12)}…): a prompt, scenario, threshold, N, model, role or the runs/record setting differs; merge at the commit the shards ran, with the same settings, or run the shards again`);
        }
    }
    if (problems.length > 0)
        throw new ShardError(problems.join('\n'));
    const placed = [];
    const holders = new Map();
    const atPosition = new Map();
    for (const { source, result } of mine) {
        result.report.scenarios.forEach((scenario, i) => {
            const position = result.shard.positions[i] ?? -1;
            holders.set(scenario.name, [...(holders.get(scenario.name) ?? []), source]);
            atPosition.set(position, [...(atPosition.get(position) ?? []), scenario.name]);
            placed.push({ position, scenario, why: result.shard.reasons[i] ?? '', source });
        });
    }
    const inSuite = new Set(check.names);
    const absent = check.names.filter((n) => !holders.has(n));
    const inNoShard = absent.length > 0 ? ` (the suite's scenarios that no shard holds: ${absent.slice(0, 10).map((n) => `'${n}'`).join(', ')}${absent.length > 10 ? ', …' : ''})` : '';
    for (const [name, sources] of holders) {
        if (!inSuite.has(name))
            problems.push(`scenario '${name}' (in ${[...new Set(sources)].join(' and ')}) is not in the suite at this commit; merge at the commit the shards ran, or run the shards again`);
        else if (sources.length > 1)
            problems.push(`scenario '${name}' is in more than one shard (${sources.join(' and ')}); a scenario runs in exactly one shard${inNoShard}: run the shards again`);
    }
    const selected = sizes[0] ?? 0;
    for (const [position, names] of atPosition) {
        if (names.length > 1)
            problems.push(`${names.map((n) => `'${n}'`).join(' and ')} claim the same place (${position + 1}) in the selection; run the shards again`);
        if (position >= selected)
            problems.push(`${names.map((n) => `'${n}'`).join(' and ')} claim place ${position + 1} of a selection of ${selected}; run the shards again`);
    }
    const missing = [];
    for (let p = 0; p < selected; p++)
        if (!atPosition.has(p))
            missing.push(p + 1);
    if (missing.length > 0) {
        problems.push(`the selection held ${selected} scenarios but no shard holds place ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}: a scenario is missing${inNoShard}; run the shards again`);
    }
    if (problems.length > 0)
        throw new ShardError(problems.join('\n'));
    placed.sort((a, b) => a.position - b.position);
    return { runId, placed };
}
/** The shards' total of an optional summary count; absent when no shard has it. */
function sumOf(reports, key) {
    const values = reports.map((r) => r.summary[key]).filter((v) => v !== undefined);
    return values.length === 0 ? {} : { [key]: values.reduce((a, b) => a + b, 0) };
}


/***/ })

};
