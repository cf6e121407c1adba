export const id = 132;
export const ids = [132];
export const modules = {

/***/ 4276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ee: () => (/* binding */ checkRecordable),
  xk: () => (/* binding */ compareExitCode),
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

// EXTERNAL MODULE: ./src/pipeline/attach-comparisons.ts + 3 modules
var attach_comparisons = __webpack_require__(7407);
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
 *    runs do) and the run is appended to `history.store: dir`. The data branch is written by the action
 *    only; `--record` with `history.store: branch` is a config error that says so, before any call.
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
    if (flags.record && loaded.config.history.store !== 'dir') {
        throw new types/* ConfigError */.x('run --record writes history to a folder: set history.store: dir in the config (the data branch, history.store: branch, is written by the action on pushes and schedules)', { file: external_node_path_default().basename(loaded.path) });
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
/** Appends the run to the `dir` store, with HEAD's commit and branch. */
async function recordLocally(report, loaded, now) {
    const root = await (0,git/* repoRoot */.jv)(loaded.dir);
    const [sha] = await (0,git/* ancestors */.T1)('HEAD', root, 1);
    if (sha === undefined)
        throw new args/* UsageError */.eb('run --record: HEAD has no commit yet; commit first, so that the record names the commit it measured');
    const branch = await (0,git/* currentBranch */.eR)(root);
    const dir = external_node_path_default().resolve(loaded.dir, loaded.config.history.dir);
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


/***/ }),

/***/ 132:
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
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 12 modules
var pipeline = __webpack_require__(9540);
// EXTERNAL MODULE: ./src/runner/result.ts
var result = __webpack_require__(7609);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/headline.ts
/**
 * The comment's headline: everything that decides the PR in one line (issue "What people see", item 1).
 * Pure.
 *
 *   ### context-eval: ❌ 2 failed · ⚠️ 1 not evaluated · ▼ 2 regressions vs base · review ✏️ changes requested (5/10)
 *   ### context-eval: ✅ 7 passed · review ✅ approved (8/10)
 *   ### context-eval: ✅ 7 passed · cost 0.4125        (when the providers in use have a `price`)
 *
 * ✅ appears only when no scenario failed, errored or regressed and the review (when one ran) did not
 * ask for changes, block, or fail to review.
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
/** A scenario whose pass rate dropped against the baseline (an erroring scenario is an error, not a regression). */
function isRegression(s) {
    return s.comparison?.state === 'drop' && s.verdict !== 'error';
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
function headline(report, review, heading = 'context-eval', failOn) {
    const s = report.summary;
    const regressions = regressionCount(report);
    const gates = (kind) => failOn === undefined || failOn.has(kind);
    const findings = [];
    if (s.failed > 0)
        findings.push({ icon: '❌', text: `${s.failed} failed`, gating: gates('threshold') });
    if (s.errored > 0)
        findings.push({ icon: '⚠️', text: `${s.errored} not evaluated`, gating: gates('error') });
    if (regressions > 0)
        findings.push({ icon: '▼', text: `${plural(regressions, 'regression')} vs base`, gating: gates('regression') });
    const reviewFired = review !== undefined && REVIEW_FIRED.has(review.verdict) && gates('review');
    const parts = [];
    if (findings.length === 0 && report.verdict === 'fail')
        parts.push('❌ failed');
    if (findings.length === 0 && report.verdict === 'error')
        parts.push('⚠️ could not evaluate');
    if (findings.length === 0 && report.verdict === 'skipped')
        parts.push('⏭️ skipped');
    const gatingFired = findings.some((f) => f.gating);
    if (parts.length === 0 && !gatingFired) {
        if (s.passed > 0)
            parts.push(`${reviewFired ? '' : '✅ '}${s.passed} passed`);
        else if (findings.length === 0)
            parts.push(report.scenarios.length === 0 ? '⏭️ no scenario selected' : `⏭️ ${s.skipped} skipped`);
    }
    // A finding that is not in fail-on is shown without its alarm, marked as not failing the job.
    for (const f of findings)
        parts.push(f.gating ? `${f.icon} ${f.text}` : `${f.text} (not in fail-on)`);
    if (s.cost !== undefined)
        parts.push(`cost ${formatCost(s.cost)}`);
    if (review !== undefined) {
        const score = review.score === undefined ? '' : ` (${review.score}/10)`;
        parts.push(`review ${REVIEW_WORDS[review.verdict]}${score}`);
    }
    return `### ${(0,report_escape/* markdownInline */.nL)(heading)}: ${parts.join(' · ')}`;
}

;// CONCATENATED MODULE: ./src/report/vs-base.ts
/**
 * The "vs base" texts of a scenario: its comparison with the baseline from history. Pure. Plain text;
 * the Markdown renderer escapes it. Rates are percentages, changes of a rate are percentage points.
 *
 *   cell (the table):  "▼ −60 pts" · "+7 pts · no drop" · "−12 pts · inconclusive" · "new" · "—"
 *   line (the lists):  "pass rate 93% → 100% · no drop · could have caught a drop to 62% or worse · tokens +12%"
 *                      "pass rate 100% → 100% · inconclusive: the baseline holds 3 runs"
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
/** What the comparison decided, in words, with what it could have caught (issue "A gate teams can trust"). */
function passRateOutcome(c) {
    const caught = c.detectableRate !== undefined ? `could have caught a drop to ${(0,format/* formatPercent */.l9)(Math.max(0, c.detectableRate))} or worse` : undefined;
    const inconclusive = c.inconclusive !== undefined ? `inconclusive: ${c.inconclusive}` : undefined;
    switch (c.state) {
        case 'drop':
            return `▼ dropped (decided after ${runs(c.runs)})`;
        case 'no-drop':
            return ['no drop', caught, inconclusive].filter((p) => p !== undefined).join(' · ');
        case 'undecided': {
            if (inconclusive !== undefined)
                return [inconclusive, caught].filter((p) => p !== undefined).join(' · ');
            if (caught !== undefined)
                return `inconclusive after ${runs(c.runs)} · ${caught}`;
            return c.minDetectableDrop === undefined
                ? `inconclusive: ${runs(c.runs)} are too few to detect any drop`
                : `inconclusive: ${runs(c.runs)} could only catch a drop of ${Math.round(c.minDetectableDrop * 100)} pts or more`;
        }
        case 'no-baseline':
            return 'no history yet: judged by its threshold alone';
    }
}
/** The whole comparison of a scenario in one line; "—" when it has no comparison (not run, or no baseline given). */
function formatVsBase(s) {
    const c = s.comparison;
    if (c === undefined)
        return '—';
    if (c.state === 'no-baseline' || c.baseline === undefined)
        return passRateOutcome(c);
    const now = s.attempted > 0 ? (0,format/* formatPercent */.l9)(s.passes / s.attempted) : 'not evaluated';
    const parts = [`pass rate ${(0,format/* formatPercent */.l9)(c.baseline.rate)} → ${now}`, passRateOutcome(c)];
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
            return `${delta} · inconclusive`;
    }
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
    const alpha = (0,format/* formatPercent */.l9)(family.alpha);
    return `Each of the ${family.size} compared scenario${family.size === 1 ? ' was' : 's was'} tested at a ${alpha} false-alarm rate.`;
}

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
/** The result cell: a passing scenario whose pass rate dropped is never shown with ✅. */
function resultText(s) {
    return s.verdict === 'pass' && isRegression(s) ? '⚠️ passed, ▼ dropped' : RESULT[s.verdict];
}
function markdown_parts_name(s, maxNameChars) {
    return (0,report_escape/* markdownInline */.nL)(maxNameChars === undefined ? s.name : (0,format/* truncate */.xv)(s.name, maxNameChars));
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
function table(rows, compared, maxNameChars, filler) {
    const lines = [
        `| Scenario | Result | Pass rate (95% range) | Needs | ${compared ? 'vs base' : 'Tokens · time per run'} |`,
        '|---|---|---|---|---|',
    ];
    for (const s of rows) {
        const last = compared ? vsBaseCell(s) : costCell(s);
        lines.push(`| ${markdown_parts_name(s, maxNameChars)} | ${resultText(s)} | ${passRateCell(s)} | ≥ ${(0,format/* formatPercent */.l9)(s.threshold)} | ${(0,report_escape/* markdownInline */.nL)(last)} |`);
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
function problemBlock(s, detail, showReason) {
    const rate = s.attempted > 0 ? ` (${(0,format/* formatPercent */.l9)(s.passes / s.attempted)})` : '';
    const how = s.verdict === 'fail'
        ? `failed: ${s.passes} of ${s.attempted} evaluated runs passed${rate}, needs ≥ ${(0,format/* formatPercent */.l9)(s.threshold)}`
        : `not evaluated: ${s.errors} of ${s.runs.length} runs could not be evaluated`;
    const icon = s.verdict === 'fail' ? '❌' : '⚠️';
    const reason = showReason ? reasonText(s.reason, detail.maxReasonChars).replace(/^R/, 'r') : '';
    const where = `${(0,report_escape/* codeSpan */.SS)(`${s.file}:${s.line}`)} · role ${(0,report_escape/* markdownInline */.nL)(s.role)}${reason === '' ? '' : ` · ${reason}`}`;
    const lines = [`**${icon} ${markdown_parts_name(s, detail.maxNameChars)}** — ${how} · ${where}`];
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
        const text = short ? '▼ dropped' : `${passed}${cut((0,report_escape/* markdownInline */.nL)(formatVsBase(s)), detail.maxLineChars)}`;
        return `- ${icon} **${markdown_parts_name(s, detail.maxNameChars)}** — ${text}`;
    })
        .join('\n');
}
/** The comparisons that found no drop, folded: what each could have caught, or why it was inconclusive. */
function comparedDetails(compared, family) {
    const items = compared.map((s) => `- **${(0,report_escape/* markdownInline */.nL)(s.name)}** — ${(0,report_escape/* markdownInline */.nL)(formatVsBase(s))}`);
    const head = family === undefined ? '' : `${(0,report_escape/* markdownInline */.nL)(family)}\n\n`;
    return `<details><summary>Compared with the base: ${compared.length} without a drop</summary>\n\n${head}${items.join('\n')}\n\n</details>`;
}
/** What a passing scenario adds to its table row: stopped early, failed expectations in some runs, its own reason. */
function passingNotes(passing, showReason) {
    const lines = [];
    for (const s of passing) {
        const parts = [];
        if (s.stoppedEarly)
            parts.push('stopped early (the verdict could not change)');
        if (showReason && s.reason !== '')
            parts.push(reasonText(s.reason));
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
function renderMarkdown(report, opts = {}) {
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
function renderAt(report, opts, detail, keepProblems) {
    const ordered = (0,format/* byVerdictSeverity */.cU)(report.scenarios);
    const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
    const dropped = ordered.filter(isRegression);
    const flagged = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error' || isRegression(s));
    const quiet = ordered.filter((s) => !flagged.includes(s));
    const passing = quiet.filter((s) => s.verdict === 'pass');
    const skipped = quiet.filter((s) => s.verdict === 'skipped');
    const ran = ordered.filter((s) => s.verdict !== 'skipped');
    const common = commonReason(ran);
    const compared = hasComparisons(ordered);
    const summary = (0,report_escape/* markdownInline */.nL)((0,format/* summaryLine */.dC)(report)) + (common === undefined ? '' : ` — ${reasonText(common).replace(/^R/, 'r')}`);
    const blocks = [headline(report, opts.review, opts.heading, opts.failOn), summary];
    const notes = report.notes.map((note) => (0,report_escape/* markdownInlineWithCode */.uO)(plainNote(note)));
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
            blocks.push(shown.map((s) => `- ${format/* VERDICT_ICON */.YY[s.verdict]} **${markdown_parts_name(s, detail.maxNameChars)}** — ${s.verdict === 'fail' ? 'failed' : 'not evaluated'}`).join('\n'));
        }
        if (shown.length < problems.length) {
            blocks.push(`…and ${problems.length - shown.length} more failing or erroring scenarios (see the full report).`);
        }
    }
    const noDrop = ordered.filter((s) => s.comparison !== undefined && !isRegression(s) && s.verdict !== 'skipped');
    if (detail.passingDetails && noDrop.length > 0)
        blocks.push(comparedDetails(noDrop, familySentence(ordered)));
    const shownNotes = notes.map((note) => cut(note, detail.maxNoteChars)).filter((note) => note !== '');
    if (shownNotes.length > 0)
        blocks.push(['**Notes**', ...shownNotes.map((note) => `- ${note}`)].join('\n'));
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
    return table(rows, compared, detail.maxNameChars, filler);
}
/** Passing and skipped scenarios, folded: when everything passed, the whole table is folded. */
function quietDetails(quiet, allQuiet, compared, detail, showReasons) {
    const passing = quiet.filter((s) => s.verdict === 'pass');
    const skipped = quiet.filter((s) => s.verdict === 'skipped');
    const title = allQuiet && skipped.length === 0 ? `All ${passing.length} scenarios passed` : quietCount(passing.length, skipped.length);
    const parts = [table(quiet, compared, detail.maxNameChars)];
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
// EXTERNAL MODULE: ./src/config/load.ts + 10 modules
var load = __webpack_require__(7444);
// EXTERNAL MODULE: ./src/pipeline/shard.ts
var shard = __webpack_require__(1366);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
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


















/** `root`: the repository root files must stay in (run --package unpacks into our repository and passes ours). */
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
    const loaded = await (0,load/* loadConfig */.Z)(configPath, { env: io.env, provenance: values.verbose === true, ...(opts.root === undefined ? {} : { root: opts.root }) });
    (0,run_history/* checkRecordable */.Ee)(loaded, flags);
    const events = [];
    const ci = io.env.CI === 'true' || io.env.GITHUB_ACTIONS === 'true';
    let progress;
    const req = { configPath, loaded, concurrency };
    if (flags.record)
        req.forBaseline = true;
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
    const unmeasured = unmeasuredLatency(loaded, report, io.cwd);
    if (unmeasured.length > 0)
        io.stdout(`${unmeasured.join('\n')}\n`);
    const redactor = io.redactor ?? (0,redact/* createRedactor */.lY)([]);
    await writeOutputs(report, outputs, events, redactor);
    if (shard && held && outputs.out) {
        const header = { runId: shard.runId, index: shard.spec.index, total: shard.spec.total, scenarios: held.scenarios, positions: held.positions };
        await (0,sink/* writeOutputChunks */.xb)(external_node_path_default().join(outputs.out, shards/* SHARD_FILE */.aL), (0,shards/* renderShardChunks */.Z8)({ shard: header, report }), redactor);
    }
    if (flags.record)
        io.stdout(`${await (0,run_history/* recordLocally */.O)(report, loaded, io.now)}\n`);
    if (flags.compare) {
        const gate = (0,run_history/* compareExitCode */.xk)(report, flags.failOn);
        if (gate.lines.length > 0)
            io.stdout(`${gate.lines.join('\n')}\n`);
        return gate.code;
    }
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
        ? `${r.passes} of ${r.attempted} passed, needs ≥ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(r.threshold)}`
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
                `≥ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(s.threshold)}`,
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

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dc: () => (/* binding */ digestRuns),
/* harmony export */   EA: () => (/* binding */ meanLatencyMs),
/* harmony export */   YY: () => (/* binding */ VERDICT_ICON),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   cU: () => (/* binding */ byVerdictSeverity),
/* harmony export */   dC: () => (/* binding */ summaryLine),
/* harmony export */   j: () => (/* binding */ VERDICT_LABEL),
/* harmony export */   l9: () => (/* reexport safe */ _format_percent_js__WEBPACK_IMPORTED_MODULE_0__.l),
/* harmony export */   sy: () => (/* binding */ meanTokens),
/* harmony export */   t5: () => (/* binding */ formatPasses),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7426);
/** Every pass rate and threshold a person reads goes through this one formatter (src/format/percent.ts). */

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
/** "12 scenarios: 10 passed, 1 failed, 1 could not be evaluated · 34 calls · 51.2k tokens · 42 s" (and "· 20 runs from the cache" after the calls when some were). */
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
    const cached = s.cached !== undefined && s.cached > 0 ? [`${s.cached} run${s.cached === 1 ? '' : 's'} from the cache`] : [];
    const tokens = `${formatCount(s.tokens.input + s.tokens.output)} tokens`;
    return [scenarios, calls, ...cached, tokens, formatDuration(s.durationMs)].join(' · ');
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
/* harmony export */   M9: () => (/* binding */ ReportSchema),
/* harmony export */   rR: () => (/* binding */ renderJsonChunks)
/* harmony export */ });
/* unused harmony exports RunResultSchema, ComparisonSchema, ScenarioResultSchema, renderJson, ReportParseError, parseReport */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The JSON report (DESIGN §6): writing it, and reading one back (history, `--changed-from`, the action's
 * `report` output) through zod. Pure.
 */

const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'error', 'skipped']);
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
const TokensSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input: count, output: count });
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
});
const FeatureValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ()]);
const fraction = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1);
/** A scenario's comparison with its baseline (read back from shard results and `--json` files). */
const ComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['drop', 'no-drop', 'undecided', 'no-baseline']),
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
});
const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    verdict: VerdictSchema,
    scenarios: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ScenarioResultSchema),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        total: count,
        passed: count,
        failed: count,
        errored: count,
        skipped: count,
        calls: count,
        tokens: TokensSchema,
        durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
        regressions: count.optional(),
        cached: count.optional(),
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


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ mergeShards),
/* harmony export */   Z8: () => (/* binding */ renderShardChunks),
/* harmony export */   Zj: () => (/* binding */ ShardError),
/* harmony export */   aL: () => (/* binding */ SHARD_FILE),
/* harmony export */   y9: () => (/* binding */ parseShardFile)
/* harmony export */ });
/* unused harmony exports ShardHeaderSchema, renderShardFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _runner_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7609);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2794);
/**
 * Shard results (DESIGN §5): the partial report one `run --shard I/N` writes, and merging all N of one
 * run into the report a single unsharded run would have written. A missing shard, a shard given twice
 * and a shard of another run are errors that name it. Pure: files are read by the caller.
 */



const SHARD_FILE = 'shard.json';
const ShardHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Shards of one run share it (the workflow run id in the action; --run-id in the CLI). */
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    index: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    /** The scenarios this shard holds, and each one's position in the whole selection. */
    scenarios: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    positions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0)),
});
const ShardFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ shard: ShardHeaderSchema, report: _json_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportSchema */ .M9 });
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
        throw new ShardError(`${source}: not a context-eval shard result (${at}: ${first?.message ?? 'invalid'}); pass folders written by context-eval run --shard I/N --out DIR`);
    }
    const { shard } = parsed.data;
    if (shard.index > shard.total || shard.positions.length !== shard.scenarios.length || shard.scenarios.length !== parsed.data.report.scenarios.length) {
        throw new ShardError(`${source}: the shard header does not match its report (shard ${shard.index} of ${shard.total}, ${shard.scenarios.length} scenarios); write it again with context-eval run --shard`);
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
/** Checks that the shards are all N of one run, each once, and merges them. Throws ShardError naming every problem. */
function mergeShards(results, opts = {}) {
    if (results.length === 0)
        throw new ShardError('no shard result given; pass the folders that context-eval run --shard I/N --out DIR wrote');
    const runId = runOf(results, opts.runId);
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
    if (problems.length > 0)
        throw new ShardError(problems.join('\n'));
    const placed = [];
    for (const { result } of mine)
        result.report.scenarios.forEach((scenario, i) => placed.push({ position: result.shard.positions[i] ?? 0, scenario }));
    placed.sort((a, b) => a.position - b.position);
    const reports = mine.map((r) => r.result.report);
    const costs = reports.map((r) => r.summary.cost).filter((c) => c !== undefined);
    const first = reports[0];
    const built = (0,_runner_result_js__WEBPACK_IMPORTED_MODULE_2__/* .buildReport */ .FK)({
        scenarios: placed.map((p) => p.scenario),
        calls: reports.reduce((n, r) => n + r.summary.calls, 0),
        durationMs: Math.max(...reports.map((r) => r.summary.durationMs)),
        notes: [...new Set(reports.flatMap((r) => r.notes))],
        version: first?.tool.version ?? '',
        config: first?.config ?? '',
        startedAt: reports.map((r) => r.startedAt).sort()[0] ?? '',
        ...(costs.length > 0 ? { cost: costs.reduce((a, b) => a + b, 0) } : {}),
    });
    const compared = reports.some((r) => r.summary.regressions !== undefined);
    return compared ? { ...built, summary: { ...built.summary, regressions: built.scenarios.filter((s) => s.comparison?.state === 'drop').length } } : built;
}


/***/ })

};
