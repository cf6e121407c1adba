export const id = 510;
export const ids = [510,377];
export const modules = {

/***/ 4420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 7 modules
var pipeline = __webpack_require__(1564);
// EXTERNAL MODULE: ./src/stats/threshold-rule.ts
var threshold_rule = __webpack_require__(1343);
// EXTERNAL MODULE: ./src/stats/error-budget.ts
var error_budget = __webpack_require__(8231);
// EXTERNAL MODULE: ./src/runner/result.ts
var result = __webpack_require__(7609);
// EXTERNAL MODULE: ./src/runner/expectation-counts.ts
var expectation_counts = __webpack_require__(3254);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/pipeline/attach-comparisons.ts + 2 modules
var attach_comparisons = __webpack_require__(7792);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1000);
// EXTERNAL MODULE: ./src/pipeline/suite.ts
var pipeline_suite = __webpack_require__(3386);
// EXTERNAL MODULE: ./src/pipeline/tools-diff.ts
var tools_diff = __webpack_require__(4357);
;// CONCATENATED MODULE: ./src/pipeline/merge.ts
/**
 * Merging the shards of one run (DESIGN §2 MUST "merge recomputes every verdict from the shards' runs",
 * §5 `merge`, §7 `mode: merge`). A shard file is outside data: of each scenario only its runs are taken.
 * Identity, N and threshold come from the suite at the merged commit; each verdict, count and interval
 * comes from the runner's own scenarioResult over the runs, the report's verdict and summary from
 * buildReport, and each comparison from attachComparisons against the baseline the merge reads itself,
 * with the PR's family counted over all shards. The checks (one run, one suite, each shard and each
 * scenario once, none missing) are src/report/shards.ts.
 */












/** The tally of a scenario's runs, counted as the runner counts them (src/runner/sample.ts). */
function tallyOf(runs) {
    const tally = { passes: 0, failures: 0, errors: 0 };
    for (const run of runs) {
        if (run.error !== undefined)
            tally.errors++;
        else if (run.mainPass ?? run.pass)
            tally.passes++;
        else
            tally.failures++;
    }
    return tally;
}
/** Whether a placed scenario ran: a shard that states "skipped" over runs is not believed. */
const ran = (p) => p.scenario.verdict !== 'skipped' || p.scenario.runs.length > 0;
async function mergeShardResults(req) {
    const { loaded, results } = req;
    const stated = results[0]?.result.shard.runs;
    const planning = req.planning ?? (stated === undefined ? {} : { runs: stated });
    const suite = await (0,pipeline_suite/* suiteHash */.f)(loaded, req.readText, planning);
    const { placed } = (0,shards/* placeShards */.PX)(results, { suite, names: loaded.scenarios.map((s) => s.name), ...(req.runId === undefined ? {} : { runId: req.runId }) });
    const compared = results.some((r) => r.result.report.summary.regressions !== undefined);
    if (compared && !req.comparing) {
        throw new shards/* ShardError */.Zj('the shards were compared with a baseline (run --compare): pass merge --compare (and the same --base REF) so that it computes the comparisons from the runs');
    }
    const byName = new Map(loaded.scenarios.map((s) => [s.name, s]));
    const running = placed.filter(ran).flatMap((p) => byName.get(p.scenario.name) ?? []);
    // The context hash history compares is the merged commit's, never a shard's word for it.
    const prepared = await (0,prepare/* prepareScenarios */.f)(loaded, running, req.readText);
    const hashes = new Map(prepared.map((p) => [p.scenario.name, p.contextHash]));
    // The threshold tests share the invocation's false-red rate exactly as the unsharded run would split it.
    const cfg = loaded.config.compare;
    const pooled = req.baseline === undefined ? undefined : (0,attach_comparisons/* baselineFor */.Bu)(req.baseline.records, { ...req.baseline, m: cfg.baseline_records, maxAgeDays: cfg.max_age_days });
    const runningNames = running.map((s) => s.name);
    const alphaShare = (0,error_budget/* thresholdAlpha */.O)(cfg.alpha, (0,threshold_rule/* thresholdTestCount */.Pq)(running), pooled ? (0,attach_comparisons/* comparedCount */.Po)(pooled, runningNames) : 0);
    const scenarios = placed.map((p) => {
        const s = byName.get(p.scenario.name);
        if (!s)
            throw new shards/* ShardError */.Zj(`scenario '${p.scenario.name}' is not in the suite at this commit`);
        const didRun = ran(p);
        const hash = hashes.get(s.name);
        const id = {
            name: s.name,
            file: s.file,
            line: s.source.line,
            role: s.role,
            planned: (0,pipeline_suite/* plannedRuns */.n)(loaded, s.runs, planning, didRun),
            threshold: s.threshold,
            ...(hash === undefined ? {} : { contextHash: hash }),
        };
        const why = p.why === '' ? 'ran' : p.why;
        if (!didRun)
            return (0,result/* skippedResult */.ky)(id, why);
        const runs = p.scenario.runs.map((r) => ({ ...r }));
        const replayed = loaded.config.providers[loaded.config.roles[s.role]?.provider ?? '']?.type === 'replay';
        const gates = (0,pipeline/* gatesFor */.wQ)({ ...s, runs: id.planned }, alphaShare, replayed);
        const expectations = (0,expectation_counts/* expectationIds */.FA)(s.expect);
        return (0,result/* scenarioResult */.iF)({ ...id, rule: (0,threshold_rule/* ruleFor */.sG)({ ...s, runs: id.planned }, alphaShare), ...(gates.length === 0 ? {} : { gates }), expectations }, runs, tallyOf(runs), why);
    });
    const reports = results.map((r) => r.result.report);
    const costs = reports.map((r) => r.summary.cost).filter((c) => c !== undefined);
    // A note stands when every shard states it (the selection's and the baseline's notes are the same in each).
    const notes = (reports[0]?.notes ?? []).filter((n, i, all) => all.indexOf(n) === i && reports.every((r) => r.notes.includes(n)));
    const built = (0,result/* buildReport */.FK)({
        scenarios,
        calls: reports.reduce((n, r) => n + r.summary.calls, 0),
        ...(0,shards/* sumOf */.XN)(reports, 'rateLimited'),
        ...(0,shards/* sumOf */.XN)(reports, 'retries'),
        durationMs: Math.max(0, ...reports.map((r) => r.summary.durationMs)),
        notes,
        version: version/* VERSION */.x,
        config: external_node_path_default().relative(process.cwd(), loaded.path) || loaded.path,
        startedAt: reports.map((r) => r.startedAt).sort()[0] ?? '',
        ...(costs.length > 0 ? { cost: costs.reduce((a, b) => a + b, 0) } : {}),
    });
    const tools = req.baseSuite === undefined ? undefined : await (0,tools_diff/* toolsAgainstBase */.i)(loaded, req.readText, req.baseSuite);
    const withTools = tools === undefined ? built : { ...built, tools };
    if (pooled === undefined)
        return withTools;
    const familySize = (0,attach_comparisons/* familySizeOf */.zJ)(pooled, built.scenarios.filter((s) => s.verdict !== 'skipped').map((s) => s.name));
    const first = (0,attach_comparisons/* attachComparisons */.Y2)(withTools, pooled, cfg, { familySize });
    // Shards do not measure the merge base yet: a drop against history stands unconfirmed, and says so (issue 31 item 2).
    const unconfirmed = new Map((0,attach_comparisons/* regressions */.Z0)(first)
        .filter((s) => s.comparison?.source === 'history' && cfg.base === 'auto')
        .map((s) => [s.name, { kind: 'unmeasured', why: 'sharded runs do not measure the merge base yet' }]));
    const withComparisons = unconfirmed.size === 0 ? first : (0,attach_comparisons/* attachComparisons */.Y2)(withTools, pooled, cfg, { familySize }, undefined, unconfirmed);
    return { ...withComparisons, notes: [...new Set(withComparisons.notes)] };
}

// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
// EXTERNAL MODULE: ./src/report/console.ts + 1 modules
var console = __webpack_require__(9855);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/run-history.ts + 5 modules
var run_history = __webpack_require__(7247);
// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
// EXTERNAL MODULE: ./src/cli/run.ts + 4 modules
var run = __webpack_require__(2432);
// EXTERNAL MODULE: ./src/cli/last-report.ts
var last_report = __webpack_require__(3955);
;// CONCATENATED MODULE: ./src/cli/merge.ts
/**
 * `context-eval merge DIR…`: the shard results of one run → one report, verdict and exit code (DESIGN §5).
 * Every verdict, count and comparison is recomputed from the shards' runs against the suite at this
 * commit (src/pipeline/merge.ts); what a shard file states about them is never read.
 */













async function mergeCommand(values, dirs, io) {
    if (dirs.length === 0)
        throw new args/* UsageError */.eb('merge needs the shard folders: context-eval merge DIR... (each written by run --shard I/N --out DIR)');
    const failOnText = (0,args/* stringOption */.Pp)(values, 'fail-on');
    const failOn = failOnText === undefined ? undefined : (0,run_history/* parseFailOn */.XV)(failOnText);
    const outputs = (0,run.outputPaths)(values, io.cwd);
    const results = [];
    for (const dir of dirs) {
        const file = external_node_path_default().join(external_node_path_default().resolve(io.cwd, dir), shards/* SHARD_FILE */.aL);
        const source = external_node_path_default().relative(io.cwd, file) || file;
        let text;
        try {
            text = await io.readText(file);
        }
        catch {
            throw new args/* UsageError */.eb(`${source}: cannot read it; pass folders written by context-eval run --shard I/N --out DIR`);
        }
        try {
            results.push({ source, result: (0,shards/* parseShardFile */.y9)(text, source) });
        }
        catch (err) {
            throw new args/* UsageError */.eb(err instanceof Error ? err.message : String(err));
        }
    }
    // The suite at this commit: names, N, thresholds and the suite hash the shards must share (DESIGN §2).
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env });
    const comparing = values.compare === true;
    const base = (0,args/* stringOption */.Pp)(values, 'base');
    if (base !== undefined && !comparing)
        throw new args/* UsageError */.eb('--base goes with --compare: the baseline is history at the merge base of HEAD and REF');
    let baseline;
    let baseSuite;
    if (comparing) {
        const found = await (0,run_history/* localBaseline */.HQ)(loaded, { record: false, compare: true, ...(base === undefined ? {} : { base }), failOn: new Set() }, io.cwd, io.env);
        io.stdout((0,shared/* fitted */.$5)(`${found.note}
`, io));
        baseline = found.baseline;
        // The merge base's suite gives the PR's tools diff, computed once here (the shards compute none).
        baseSuite = found.baseSuite;
    }
    let report;
    try {
        const runId = (0,args/* stringOption */.Pp)(values, 'run-id');
        report = await mergeShardResults({ loaded, readText: io.readText, results, comparing, ...(runId === undefined ? {} : { runId }), ...(baseline === undefined ? {} : { baseline }), ...(baseSuite === undefined ? {} : { baseSuite }) });
    }
    catch (err) {
        if (err instanceof shards/* ShardError */.Zj)
            throw new args/* UsageError */.eb(err.message);
        throw err;
    }
    await (0,run.writeOutputs)(report, { ...outputs, merged: true }, [], io.redactor ?? (0,redact/* createRedactor */.lY)([]));
    const notKept = await (0,last_report/* keepLastReport */.k)(report, { dir: external_node_path_default().dirname((0,shared/* configPathOf */.j$)(values, io)) }, io.redactor ?? (0,redact/* createRedactor */.lY)([]));
    if (notKept)
        io.stderr((0,shared/* fitted */.$5)(notKept, io));
    // The summary comes last, so that the output ends on the verdict line (with the gate's reasons above it).
    const gate = failOn ? (0,run_history/* compareExitCode */.xk)(report, failOn) : undefined;
    io.stdout((0,console/* renderConsoleSummary */.c0)(report, { color: false, width: (0,terminal_text/* terminalWidth */.JL)(io.columns), ...(gate ? { outcome: { verdict: (0,run_history/* gateVerdict */.lr)(gate.code, report), lines: gate.lines } } : {}) }));
    return gate ? gate.code : (0,result/* exitCodeFor */.Rr)(report.verdict);
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
