export const id = 306;
export const ids = [306];
export const modules = {

/***/ 5306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_shards_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1897);
/* harmony import */ var _report_console_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9475);
/* harmony import */ var _runner_result_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7609);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _run_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4276);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7733);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(132);
/** `context-eval merge DIR…`: the shard results of one run → one report, verdict and exit code (DESIGN §5). */








async function mergeCommand(values, dirs, io) {
    if (dirs.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('merge needs the shard folders: context-eval merge DIR... (each written by run --shard I/N --out DIR)');
    const failOnText = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(values, 'fail-on');
    const failOn = failOnText === undefined ? undefined : (0,_run_history_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFailOn */ .XV)(failOnText);
    const outputs = (0,_run_js__WEBPACK_IMPORTED_MODULE_6__.outputPaths)(values, io.cwd);
    const results = [];
    for (const dir of dirs) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, dir), _report_shards_js__WEBPACK_IMPORTED_MODULE_1__/* .SHARD_FILE */ .aL);
        const source = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, file) || file;
        let text;
        try {
            text = await io.readText(file);
        }
        catch {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${source}: cannot read it; pass folders written by context-eval run --shard I/N --out DIR`);
        }
        try {
            results.push({ source, result: (0,_report_shards_js__WEBPACK_IMPORTED_MODULE_1__/* .parseShardFile */ .y9)(text, source) });
        }
        catch (err) {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(err instanceof Error ? err.message : String(err));
        }
    }
    let report;
    try {
        const runId = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(values, 'run-id');
        report = (0,_report_shards_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeShards */ .Ox)(results, runId === undefined ? {} : { runId });
    }
    catch (err) {
        if (err instanceof _report_shards_js__WEBPACK_IMPORTED_MODULE_1__/* .ShardError */ .Zj)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(err.message);
        throw err;
    }
    io.stdout((0,_report_console_js__WEBPACK_IMPORTED_MODULE_2__/* .renderConsoleSummary */ .c)(report, { color: false }));
    await (0,_run_js__WEBPACK_IMPORTED_MODULE_6__.writeOutputs)(report, { ...outputs, merged: true }, [], io.redactor ?? (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .createRedactor */ .lY)([]));
    if (failOn) {
        const gate = (0,_run_history_js__WEBPACK_IMPORTED_MODULE_4__/* .compareExitCode */ .xk)(report, failOn);
        if (gate.lines.length > 0)
            io.stdout(`${gate.lines.join('\n')}\n`);
        return gate.code;
    }
    return (0,_runner_result_js__WEBPACK_IMPORTED_MODULE_7__/* .exitCodeFor */ .Rr)(report.verdict);
}


/***/ })

};
