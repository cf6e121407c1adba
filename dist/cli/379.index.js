export const id = 379;
export const ids = [379];
export const modules = {

/***/ 5379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_SHOWN: () => (/* binding */ MAX_SHOWN),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1000);
// EXTERNAL MODULE: ./src/manifest/tokenizer.ts
var tokenizer = __webpack_require__(9176);
// EXTERNAL MODULE: ./src/scenarios/suite-checks.ts
var suite_checks = __webpack_require__(6873);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 7 modules
var pipeline = __webpack_require__(1564);
// EXTERNAL MODULE: ./src/review/criteria.ts
var review_criteria = __webpack_require__(267);
// EXTERNAL MODULE: ./src/config/io.ts
var io = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
// EXTERNAL MODULE: ./src/stale/check.ts
var stale_check = __webpack_require__(9145);
// EXTERNAL MODULE: ./src/stale/stale.ts
var stale = __webpack_require__(4932);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
// EXTERNAL MODULE: ./src/manifest/cost.ts
var cost = __webpack_require__(9760);
;// CONCATENATED MODULE: ./src/stats/decision-range.ts
/** The binomial probabilities of 0..m passes in m runs at rate p. */
function binomialPmf(m, p) {
    const out = new Array(m + 1).fill(0);
    out[0] = 1;
    for (let i = 1; i <= m; i++)
        for (let j = i; j >= 0; j--)
            out[j] = (out[j] ?? 0) * (1 - p) + (j > 0 ? (out[j - 1] ?? 0) * p : 0);
    return out;
}
/** Exact P(pass), P(fail), P(undecided) of the test run alone (stopping at its first decision) at rate p. */
function outcomeChances(test, p) {
    let dist = [1];
    let made = 0;
    let pass = 0;
    let fail = 0;
    let undecided = 0;
    for (const n of test.looks) {
        const step = binomialPmf(n - made, p);
        const next = new Array(n + 1).fill(0);
        dist.forEach((w, k) => {
            if (w !== 0)
                step.forEach((q, j) => (next[k + j] = (next[k + j] ?? 0) + w * q));
        });
        made = n;
        dist = next.map((w, k) => {
            const d = test.decide(k, n);
            if (d === 'fail')
                fail += w;
            else if (d === 'pass')
                pass += w;
            else if (d === 'pass-at-cap')
                undecided += w;
            else
                return w;
            return 0;
        });
    }
    undecided += dist.reduce((a, b) => a + b, 0);
    return { pass, fail, undecided };
}
function decisionRange(test) {
    const fewestToFail = test.looks.find((n) => test.decide(0, n) === 'fail');
    const fewestToPass = test.looks.find((n) => test.decide(n, n) === 'pass');
    const at = outcomeChances(test, test.input.threshold);
    return {
        ...(fewestToFail === undefined ? {} : { fewestToFail }),
        ...(fewestToPass === undefined ? {} : { fewestToPass }),
        canFail: fewestToFail !== undefined,
        canPass: fewestToPass !== undefined,
        passAtThreshold: at.pass,
        failAtThreshold: at.fail,
        undecidedAtThreshold: at.undecided,
    };
}

// EXTERNAL MODULE: ./src/stats/error-budget.ts
var error_budget = __webpack_require__(8231);
// EXTERNAL MODULE: ./src/stats/threshold-test.ts
var threshold_test = __webpack_require__(3421);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/format/percent.ts
var percent = __webpack_require__(7426);
// EXTERNAL MODULE: ./src/scenarios/own-rules.ts
var own_rules = __webpack_require__(1169);
;// CONCATENATED MODULE: ./src/cli/validate.ts
/**
 * `context-eval validate`: the config, every scenario, every prompt and the review criteria, checked
 * without a model call. Every problem of every file is reported at once (up to MAX_SHOWN), each at its
 * file and line: the loader collects instead of stopping, and an error that lists several is split.
 */






















/** The most problems printed; the count says how many more there were. */
const MAX_SHOWN = 50;
/** The review criteria file, when set, must parse (a missing file means the built-in checklist). */
async function criteriaProblem(loaded, cwd) {
    const criteria = loaded.config.review.criteria;
    if (criteria === undefined)
        return undefined;
    const shown = external_node_path_default().relative(cwd, external_node_path_default().resolve(loaded.dir, criteria)).replaceAll('\\', '/') || criteria;
    try {
        (0,review_criteria/* parseCriteria */.vP)(await (0,paths/* readRepositoryText */.oc)(loaded.root, external_node_path_default().resolve(loaded.dir, criteria), shown), shown);
        return undefined;
    }
    catch (err) {
        if ((0,io/* isNotFound */.c4)(err))
            return undefined;
        if (err instanceof types/* ConfigError */.x)
            return err;
        return new types/* ConfigError */.x(`review.criteria: ${err instanceof Error ? err.message : String(err)}`, { file: shown });
    }
}
/** Every problem, each on its own line with its own position (an error that lists several is split). */
function reportProblems(problems, io, note = '') {
    const width = (0,terminal_text/* terminalWidth */.JL)(io.columns);
    const all = problems.flatMap((p) => p.parts);
    // Each problem starts a line with its place; its words wrap under it, never cut (issue 32, item 5).
    const shown = all.slice(0, MAX_SHOWN).flatMap((p) => (0,terminal_text/* wrapLines */.MT)(p.message.split(`${io.cwd}/`).join(''), width, '  ', '      '));
    const more = all.length > MAX_SHOWN ? `\n  … and ${all.length - MAX_SHOWN} more` : '';
    const after = note === '' ? '' : `${(0,terminal_text/* wrapLines */.MT)(note, width, '', '  ').join('\n')}\n`;
    io.stderr(`context-eval: ${all.length} problem${all.length === 1 ? '' : 's'} found; nothing was sent to a model:\n${shown.join('\n')}${more}\n${after}`);
    return 2;
}
async function validateCommand(values, io) {
    const problems = [];
    let loaded;
    try {
        loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env, problems, provenance: values.verbose === true, ...(0,shared/* cacheOption */.Qt)(io, (0,shared/* configPathOf */.j$)(values, io)) });
    }
    catch (err) {
        // The config itself could not be used (not even repaired): its problems, all of them, and a word on the scenarios.
        if (!(err instanceof types/* ConfigError */.x))
            throw err;
        return reportProblems([...problems, err], io, 'context-eval: the scenarios were not checked: fix the config first, then run validate again');
    }
    if (problems.length === 0)
        (0,pipeline/* requireScenarios */.Xs)(loaded);
    const criteria = await criteriaProblem(loaded, io.cwd);
    if (criteria)
        problems.push(criteria);
    // Rendering every prompt finds template fields missing from a scenario's context (one scenario at a time,
    // so that one missing field does not hide another). A role whose provider is unknown is reported once, above.
    const { config } = loaded;
    const renderable = loaded.scenarios.filter((s) => Object.hasOwn(config.roles, s.role) && Object.hasOwn(config.providers, config.roles[s.role]?.provider ?? ''));
    // The loader refused a FIFO or a device among the roles' files; this read must not wait on one either.
    await (0,prepare/* checkEveryPrompt */.IP)(loaded, renderable, (0,paths/* regularFilesOnly */.kL)(io.readText, loaded.dir), (err) => {
        if (!problems.some((p) => p.message === err.message))
            problems.push(err);
    });
    const warnings = await promptBudgetWarnings(loaded, renderable, (0,paths/* regularFilesOnly */.kL)(io.readText, loaded.dir), io.cwd);
    if (warnings.length > 0)
        io.stderr(warnings.flatMap((w) => (0,terminal_text/* wrap */.LV)(w, (0,terminal_text/* terminalWidth */.JL)(io.columns), '', '    ')).map((l) => `${l}\n`).join(''));
    const ranges = problems.length > 0 ? { problems: [], warnings: [] } : decisionRanges(loaded.scenarios, loaded.config.compare.alpha);
    problems.push(...ranges.problems);
    if (problems.length > 0)
        return reportProblems(problems, io);
    if (values.verbose) {
        const fit = (text) => (0,terminal_text/* fitLines */.RV)(text, (0,terminal_text/* terminalWidth */.JL)(io.columns)).join('\n');
        io.stdout(fit((0,shared/* verboseScenarioLines */.AA)(loaded, io.cwd)));
        io.stdout(fit(await staleReport(loaded, io.now())));
    }
    const files = new Set(loaded.scenarios.map((s) => s.file)).size;
    const roles = Object.keys(loaded.config.roles).length;
    const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    const width = (0,terminal_text/* terminalWidth */.JL)(io.columns);
    io.stdout(`${(0,terminal_text/* wrap */.LV)(`ok: ${count(loaded.scenarios.length, 'scenario')} in ${count(files, 'file')}, ${count(roles, 'role')}; every prompt renders`, width, '', '  ').join('\n')}\n`);
    // One name a line: 200 names on one comma-separated line are unreadable, and a name is what --only takes:
    // one longer than a line stands whole on its line (issue 32 item 1), never clipped.
    io.stdout(`scenarios:\n${loaded.scenarios.map((s) => `  ${(0,report_escape/* terminalInline */.cv)(s.name)}\n`).join('')}`);
    // The cost prose reads at 80 columns at most, and at the terminal's width when it is narrower.
    const prose = Math.min(width, terminal_text/* DEFAULT_WIDTH */.jz);
    io.stdout(costReport(loaded, prose));
    for (const w of ranges.warnings)
        io.stdout(`${(0,terminal_text/* wrap */.LV)(`warning: ${w}`, prose, '', '  ').join('\n')}\n`);
    return 0;
}
/** Undecided at its threshold more often than this: the scenario rarely decides. */
const RARELY_DECIDES = 0.5;
/** Larger caps tried for the fix a scenario that can never fail is offered. */
const CAPS_TRIED = [6, 10, 15, 20, 30, 50, 100, 150, 300, 1000];
/**
 * Each scenario's decision range under its threshold test(s) (issue 30 item 2; src/stats/decision-range.ts):
 * a test that can never fail, even run alone with all of compare.alpha and every run failing, is a problem;
 * one that cannot fail at the share a run of the whole suite gives it, or that is undecided more often than
 * not for a scenario exactly at its threshold, is a warning. `verdict: count` has no test to check.
 */
function decisionRanges(scenarios, alpha) {
    const problems = [];
    const warnings = [];
    const settings = (s) => {
        const verdict = s.verdict ?? schema/* VERDICT_DEFAULTS */.tw.verdict;
        return [
            { threshold: s.threshold, verdict, label: 'its threshold' },
            ...(0,own_rules/* ownRules */.o)(s).flatMap((r) => (r.expectation.own === undefined ? [] : [{ threshold: r.expectation.own.threshold, verdict: r.expectation.own.verdict ?? verdict, label: `${(0,own_rules/* ownRuleLabel */.R)(r)} (line ${r.expectation.source.line}), its own threshold` }])),
        ].filter((t) => t.verdict === 'test');
    };
    const share = (0,error_budget/* thresholdAlpha */.O)(alpha, scenarios.reduce((n, s) => n + settings(s).length, 0), 0);
    for (const s of scenarios) {
        const tolerance = s.tolerance ?? schema/* VERDICT_DEFAULTS */.tw.tolerance;
        const cap = Math.max(s.maxRuns ?? schema/* VERDICT_DEFAULTS */.tw.max_runs, s.runs);
        const at = `${s.file}:${s.source.line}`;
        for (const t of settings(s)) {
            const test = (a, c = cap) => (0,threshold_test/* thresholdTestFor */.b0)({ threshold: t.threshold, tolerance, alpha: a, planned: s.runs, cap: c });
            const given = `runs ${s.runs}, max_runs ${cap}, tolerance ${tolerance}`;
            if (!decisionRange(test(alpha)).canFail) {
                const fix = CAPS_TRIED.find((c) => c > cap && decisionRange(test(alpha, c)).canFail);
                problems.push(new types/* ConfigError */.x(`${s.name}: ${t.label} ${(0,percent/* formatPercent */.l)(t.threshold)} can never fail: with ${given}, no look of its threshold test can show the rate below it, even with every run failing; it could only pass or stay undecided. Raise max_runs${fix === undefined ? '' : ` (from ${fix} it can fail)`}, lower the threshold, or choose verdict: count (no error control)`, { file: s.file, line: s.source.line }));
                continue;
            }
            const range = decisionRange(test(share));
            if (!range.canFail) {
                warnings.push(`${at}: ${s.name}: ${t.label} ${(0,percent/* formatPercent */.l)(t.threshold)} can fail only when run with few other scenarios: at the whole suite's share of compare.alpha no look can show the rate below it (${given}); raise max_runs`);
                continue;
            }
            if (range.undecidedAtThreshold > RARELY_DECIDES) {
                const pass = range.fewestToPass === undefined ? 'it can never pass' : `fewest to pass: ${range.fewestToPass}`;
                warnings.push(`${at}: ${s.name}: ${t.label} ${(0,percent/* formatPercent */.l)(t.threshold)} rarely decides: at a true rate equal to it, its test ends undecided at the cap ${(0,percent/* formatPercent */.l)(range.undecidedAtThreshold)} of the time (${given}; fewest runs to fail: ${range.fewestToFail}, ${pass}); an undecided scenario is never a pass. Raise max_runs or widen the tolerance`);
            }
        }
    }
    return { problems, warnings };
}
/** The most costly scenarios listed; the count says how many more. */
const MAX_COSTLY = 20;
/** The calls the suite makes if every run passes and at most, and the scenarios that cost more than twice their runs (issue 31 item 5). */
function costReport(loaded, width) {
    const costs = (0,cost/* suiteCosts */.D4)(loaded.config, loaded.scenarios);
    const costly = (0,cost/* costlyLines */.Y6)(costs);
    const lines = (0,terminal_text/* wrap */.LV)((0,cost/* costSummary */.Az)(costs), width, '', '  ');
    if (costly.length > 0) {
        const many = costly.length === 1 ? '1 scenario costs' : `${costly.length} scenarios cost`;
        lines.push(...(0,terminal_text/* wrap */.LV)(`${many} more than ${cost/* COSTLY_FACTOR */.Dc}× ${costly.length === 1 ? 'its' : 'their'} runs in calls, every run passing:`, width, '', '  '));
        for (const line of costly.slice(0, MAX_COSTLY))
            lines.push(...(0,terminal_text/* wrap */.LV)(`- ${line}`, width, '  ', '    '));
        if (costly.length > MAX_COSTLY)
            lines.push(`  … and ${costly.length - MAX_COSTLY} more (manifest --format json lists each)`);
        lines.push(...(0,terminal_text/* wrap */.LV)('a lower threshold or a wider tolerance costs fewer runs: docs/statistics.md has the trade-off table', width, '  ', '  '));
    }
    return `${lines.join('\n')}\n`;
}
/** The stale scenarios from git's dates; a note instead when git cannot say (not a checkout, a shallow clone). */
async function staleReport(loaded, now) {
    const check = await (0,stale_check/* checkStale */.S)(loaded, new Date(now));
    if (check.state === 'shallow')
        return `stale scenarios: ${stale/* SHALLOW_HINT */.Vu.replace(/`/g, "'")}\n\n`;
    if (check.state === 'unknown')
        return `stale scenarios: not checked (${check.reason})\n\n`;
    return `${(0,stale/* renderStale */.M6)(check.scenarios, check.days)}\n`;
}
/**
 * "warning: FILE:LINE:COL: max_tokens: 100, but the prompt alone is about 640 tokens …": the max_tokens
 * expectations whose scenario's prompt (system and messages, counted with o200k_base) leaves no room for
 * an answer. Scenarios whose prompt does not render are left to the problems above.
 */
async function promptBudgetWarnings(loaded, scenarios, readText, cwd) {
    const out = [];
    for (const scenario of scenarios) {
        if (!scenario.expect.some((e) => e.kind === 'max_tokens'))
            continue;
        let tokens;
        try {
            const [prepared] = await (0,prepare/* prepareScenarios */.f)(loaded, [scenario], readText);
            if (prepared === undefined)
                continue;
            const texts = [prepared.system, ...prepared.messages.map((m) => m.content)];
            tokens = (await Promise.all(texts.map((t) => (0,tokenizer/* countTokens */.i)(t)))).reduce((a, b) => a + b, 0);
        }
        catch (err) {
            if (err instanceof types/* ConfigError */.x)
                continue;
            throw err;
        }
        for (const w of (0,suite_checks/* budgetWarnings */.H1)(scenario.expect, tokens))
            out.push(`warning: ${w.at.file.split(`${cwd}/`).join('')}:${w.at.line}:${w.at.col}: ${w.message}`);
    }
    return out;
}


/***/ }),

/***/ 9760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ costSummary),
/* harmony export */   D4: () => (/* binding */ suiteCosts),
/* harmony export */   Dc: () => (/* binding */ COSTLY_FACTOR),
/* harmony export */   Rh: () => (/* binding */ roleCostLines),
/* harmony export */   Y6: () => (/* binding */ costlyLines)
/* harmony export */ });
/* unused harmony export scenarioCost */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2541);
/* harmony import */ var _agent_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16);
/* harmony import */ var _stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3421);
/* harmony import */ var _stats_error_budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8231);
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7426);
/* harmony import */ var _scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1169);






const judgesOf = (expect) => expect.filter((e) => e.kind === 'judge').length;
/** The stages' roles and judges: a chain's every stage, else the scenario's role. */
function perRun(s, config) {
    const roles = s.chain === undefined ? [s.role] : s.chain.map((stage) => stage.role);
    let max = 0;
    let agent = false;
    for (const name of roles) {
        const role = config.roles[name];
        const tools = role?.tools !== undefined;
        agent ||= tools;
        max += tools ? (role?.max_steps ?? _agent_types_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_STEPS */ .z) : 1;
    }
    const judges = judgesOf(s.expect) + (s.chain ?? []).reduce((n, stage) => n + judgesOf(stage.expect), 0);
    return { expected: roles.length + judges, max: max + judges, judges, agent };
}
/** The scenario's own rule and each own-rule expectation's, as their tests see them. */
function settingsOf(s) {
    const verdict = s.verdict ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.verdict;
    return [
        { threshold: s.threshold, verdict, label: 'threshold' },
        ...(0,_scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ownRules */ .o)(s).flatMap((r) => (r.expectation.own === undefined ? [] : [{ threshold: r.expectation.own.threshold, verdict: r.expectation.own.verdict ?? verdict, label: `${(0,_scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ownRuleLabel */ .R)(r)} (line ${r.expectation.source.line}), its own threshold` }])),
    ];
}
function scenarioCost(s, config, alphaShare) {
    const tolerance = s.tolerance ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.tolerance;
    const cap = Math.max(s.maxRuns ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.max_runs, s.runs);
    let expectedRuns = 0;
    let maxRuns = 0;
    let why;
    for (const t of settingsOf(s)) {
        if (t.verdict === 'count') {
            expectedRuns = Math.max(expectedRuns, s.runs);
            maxRuns = Math.max(maxRuns, s.runs);
            continue;
        }
        const test = (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdTestFor */ .b0)({ threshold: t.threshold, tolerance, alpha: alphaShare, planned: s.runs, cap });
        const runs = (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__/* .alwaysPassingRuns */ .X1)(test);
        maxRuns = Math.max(maxRuns, test.cap);
        if (runs > expectedRuns) {
            expectedRuns = runs;
            why = runs > s.runs ? `${t.label} ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPercent */ .l)(t.threshold)} with tolerance ${tolerance} needs ${runs} passing runs to pass` : undefined;
        }
    }
    const call = perRun(s, config);
    return {
        scenario: s.name,
        role: s.role,
        file: s.file,
        line: s.source.line,
        planned: s.runs,
        expectedRuns,
        expectedCalls: expectedRuns * call.expected,
        maxRuns,
        maxCalls: maxRuns * call.max,
        callsPerRun: { expected: call.expected, max: call.max },
        judges: call.judges,
        agent: call.agent,
        ...(why === undefined ? {} : { why }),
    };
}
/** Every scenario's cost, each test at the share of compare.alpha a plain run of the whole suite gives it. */
function suiteCosts(config, scenarios) {
    const tests = scenarios.reduce((n, s) => n + settingsOf(s).filter((t) => t.verdict === 'test').length, 0);
    const alphaShare = (0,_stats_error_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .thresholdAlpha */ .O)(config.compare.alpha, tests, 0);
    return scenarios.map((s) => scenarioCost(s, config, alphaShare));
}
/** More than this many calls per planned run is worth a word. */
const COSTLY_FACTOR = 2;
const sum = (costs, key) => costs.reduce((n, c) => n + c[key], 0);
const num = (n) => n.toLocaleString('en-US');
/** "calls if every run passes: 46; at most 453 (each scenario's cap)". */
function costSummary(costs) {
    const agents = costs.some((c) => c.agent) ? ' (agents: one turn a stage)' : '';
    return `calls if every run passes: ${num(sum(costs, 'expectedCalls'))}${agents}; at most ${num(sum(costs, 'maxCalls'))} (each scenario's cap)`;
}
/** The scenarios whose calls, every run passing, exceed twice their runs: "strict (b.yaml:1): 38 calls for runs: 3 — why". */
function costlyLines(costs) {
    return costs
        .filter((c) => c.expectedCalls > COSTLY_FACTOR * c.planned)
        .map((c) => {
        const calls = c.callsPerRun.expected > 1 ? ` (${c.callsPerRun.expected} calls a run${c.judges > 0 ? `, ${c.judges} of them judge${c.judges === 1 ? '' : 's'}` : ''})` : '';
        const because = c.why ?? `${c.expectedRuns} runs`;
        return `${c.scenario} (${c.file}:${c.line}): ${num(c.expectedCalls)} calls for runs: ${c.planned} — ${because}${calls}`;
    });
}
/** Per role: "planner: 3 scenarios, 46 calls if every run passes, at most 453". */
function roleCostLines(costs) {
    const roles = [...new Set(costs.map((c) => c.role))];
    return roles.map((role) => {
        const mine = costs.filter((c) => c.role === role);
        return `${role}: ${mine.length} scenario${mine.length === 1 ? '' : 's'}, ${num(sum(mine, 'expectedCalls'))} calls if every run passes, at most ${num(sum(mine, 'maxCalls'))}`;
    });
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

/***/ 267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ BUILTIN_CRITERIA),
/* harmony export */   vP: () => (/* binding */ parseCriteria)
/* harmony export */ });
/* unused harmony exports CriterionSchema, CriteriaSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2717);
/**
 * The review criteria (DESIGN §8): a YAML file `checklist: [{id, description}]`, or the built-in
 * checklist when `review.criteria` is not set. Pure: the caller reads the file and passes its text.
 */




const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const CriterionSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(ID_PATTERN, { message: 'an id is letters, digits, "_", "." or "-", starting with a letter or digit (e.g. "accuracy")' }),
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().trim().min(1, { message: 'the description must say what the reviewer checks' }),
});
const CriteriaSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    checklist: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(CriterionSchema).min(1, { message: 'the checklist needs at least one item' }),
})
    .superRefine((criteria, ctx) => {
    const firstIndex = new Map();
    criteria.checklist.forEach((item, index) => {
        const earlier = firstIndex.get(item.id);
        if (earlier === undefined) {
            firstIndex.set(item.id, index);
            return;
        }
        ctx.addIssue({
            code: 'custom',
            path: ['checklist', index, 'id'],
            message: `duplicate id "${item.id}" (also item ${earlier + 1}); each checklist id must be unique`,
        });
    });
});
/** Used when `review.criteria` is absent (DESIGN §8). */
const BUILTIN_CRITERIA = {
    checklist: [
        { id: 'accuracy', description: 'The change does what the ORIGINAL REQUEST asks, and what it states is correct.' },
        { id: 'completeness', description: 'Every part of the request is addressed; nothing asked for is missing.' },
        { id: 'clarity', description: 'The changed context is unambiguous and a model would read it one way only.' },
        { id: 'errors', description: 'No contradictions, broken references, wrong names, or scenario failures left unexplained.' },
        { id: 'truncation', description: 'Nothing is cut off, left half-written or marked TODO in the changed files.' },
    ],
};
function pathText(path) {
    let out = '';
    for (const key of path)
        out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
    return out === '' ? '(top level)' : out;
}
const HINT = 'The file must look like: checklist: [{id: accuracy, description: "…"}].';
/**
 * Parses a criteria file. Throws a ConfigError naming the file, the line and the bad value, and saying
 * how to fix it.
 */
function parseCriteria(yamlText, file) {
    let source;
    let data;
    try {
        // The one YAML reader (positions, nesting, alias bombs and cycles checked).
        source = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)(yamlText, file);
        data = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .toValue */ .BA)(source);
    }
    catch (err) {
        if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x))
            throw err;
        const where = { file, ...(err.line === undefined ? {} : { line: err.line }), ...(err.col === undefined ? {} : { col: err.col }) };
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${err.detail.replace(/^invalid YAML: /, 'invalid YAML in the review criteria: ')}. ${HINT}`, where);
    }
    const { doc, lineCounter } = source;
    const result = CriteriaSchema.safeParse(data);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    if (!issue)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`the review criteria are invalid. ${HINT}`, { file });
    // An unknown key is reported at the key; a missing value at the nearest mapping that holds it.
    const path = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...issue.path, issue.keys[0]] : [...issue.path];
    let found;
    let where = { file };
    for (let depth = path.length; depth >= 0; depth--) {
        const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node))
            continue;
        if (depth === path.length)
            found = node.toJSON();
        if (node.range) {
            const pos = lineCounter.linePos(node.range[0]);
            where = { file, line: pos.line, col: pos.col };
        }
        break;
    }
    const message = issue.code === 'invalid_type' && found === undefined ? 'is missing' : issue.message;
    const shown = found === undefined ? '' : ` (found ${JSON.stringify(found)})`;
    throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`review criteria ${pathText(issue.path)}: ${message}${shown}. ${HINT}`, where);
}


/***/ }),

/***/ 9145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ checkStale)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1136);
/* harmony import */ var _stale_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4932);


async function checkStale(loaded, now) {
    const days = loaded.config.stale_after_days;
    const files = new Set([...loaded.scenarios.flatMap(_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .scenarioFiles */ .Kv), ...Object.values(loaded.config.roles).flatMap(_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .roleContextFiles */ .zw)]);
    try {
        if (await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isShallowRepository */ .Hw)(loaded.dir))
            return { state: 'shallow', days };
        const dates = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .lastCommitDates */ .Rg)([...files].sort(), loaded.dir);
        return { state: 'checked', days, scenarios: (0,_stale_js__WEBPACK_IMPORTED_MODULE_1__/* .staleScenarios */ .Bo)(loaded.scenarios, loaded.config.roles, dates, now, days) };
    }
    catch (err) {
        return { state: 'unknown', days, reason: err instanceof Error ? err.message : String(err) };
    }
}


/***/ }),

/***/ 4932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ staleScenarios),
/* harmony export */   Kv: () => (/* binding */ scenarioFiles),
/* harmony export */   M6: () => (/* binding */ renderStale),
/* harmony export */   Vu: () => (/* binding */ SHALLOW_HINT),
/* harmony export */   kh: () => (/* binding */ isoDay),
/* harmony export */   zw: () => (/* binding */ roleContextFiles)
/* harmony export */ });
/* unused harmony export DEFAULT_STALE_AFTER_DAYS */
const DEFAULT_STALE_AFTER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Glob patterns name no one file with a date: left out. */
const GLOB = /[*?[\]{}]/;
/** What to do about a shallow clone, said the same way everywhere. */
const SHALLOW_HINT = 'not known in a shallow clone (it holds one commit, so every file seems new); fetch the history, e.g. actions/checkout with `fetch-depth: 0`, to list them';
/** A date as the stale listings show it: "2026-03-01" (UTC). */
const isoDay = (d) => d.toISOString().slice(0, 10);
function list(v) {
    return typeof v === 'string' ? [v] : v;
}
/** The files that make a role's context, relative to the config folder. */
function roleContextFiles(role) {
    return [...list(role.system), ...(role.template === undefined ? [] : [role.template]), ...role.depends_on].filter((f) => !GLOB.test(f));
}
/** The files a scenario is written in: its file and every file its context depends on. */
function scenarioFiles(s) {
    return [...new Set([s.file, ...s.dependsOn])].filter((f) => !GLOB.test(f));
}
function newest(files, dates) {
    let best;
    for (const file of files) {
        const date = dates.get(file);
        if (date !== undefined && (best === undefined || date > best.date))
            best = { file, date };
    }
    return best;
}
/**
 * The stale scenarios, oldest first. A scenario with a file that was never committed counts as just
 * changed (not stale); a role file never committed does not count as a change.
 */
function staleScenarios(scenarios, roles, dates, now, staleAfterDays = DEFAULT_STALE_AFTER_DAYS) {
    const out = [];
    for (const s of scenarios) {
        const role = roles[s.role];
        if (!role)
            continue;
        const own = scenarioFiles(s);
        if (own.some((f) => !dates.has(f)))
            continue;
        const touched = newest(own, dates);
        const context = newest(roleContextFiles(role), dates);
        if (!touched || !context)
            continue;
        const ageDays = Math.floor((now.getTime() - touched.date.getTime()) / DAY_MS);
        if (ageDays < staleAfterDays || context.date <= touched.date)
            continue;
        out.push({ name: s.name, file: s.file, role: s.role, touched: touched.date, contextChanged: context.date, changedFile: context.file, ageDays });
    }
    return out.sort((a, b) => a.touched.getTime() - b.touched.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function renderStale(stale, staleAfterDays) {
    if (stale.length === 0)
        return `stale scenarios: none (none unchanged for ${staleAfterDays}+ days while its role's context changed)\n`;
    const lines = stale.map((s) => `  ${s.name} (${s.file}): unchanged for ${s.ageDays} days (since ${isoDay(s.touched)}); role ${s.role}'s ${s.changedFile} changed on ${isoDay(s.contextChanged)}`);
    return `stale scenarios (unchanged for ${staleAfterDays}+ days while their role's context changed since; review them):\n${lines.join('\n')}\n`;
}


/***/ })

};
