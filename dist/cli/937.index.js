export const id = 937;
export const ids = [937];
export const modules = {

/***/ 4937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordCommand: () => (/* binding */ recordCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5529);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/* harmony import */ var _affected_only_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3192);
/* harmony import */ var _providers_factory_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(912);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8745);
/* harmony import */ var _pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1353);
/* harmony import */ var _stats_policy_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4621);
/* harmony import */ var _runner_result_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9124);
/* harmony import */ var _report_console_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9475);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1145);
/**
 * `context-eval record`: runs the scenarios whose role uses a replay provider against that provider's
 * `record_with` provider, all N runs (no early stop), and writes what came back as replay recordings.
 */












async function recordCommand(values, io) {
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .configPathOf */ .j$)(values, io);
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env });
    const replayRoles = Object.entries(loaded.config.roles).filter(([, r]) => loaded.config.providers[r.provider]?.type === 'replay');
    if (replayRoles.length === 0)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x('no role uses a replay provider, so there is nothing to record; give a role `provider: <a replay provider>`', { file: node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(configPath) });
    for (const [roleName, role] of replayRoles) {
        const p = loaded.config.providers[role.provider];
        if (p?.type === 'replay' && p.record_with === undefined) {
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`providers.${role.provider} (used by role ${roleName}) has no record_with; set record_with to the provider that makes the recordings`, { file: node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(configPath) });
        }
    }
    const roleNames = new Set(replayRoles.map(([n]) => n));
    let names = loaded.scenarios.filter((s) => roleNames.has(s.role)).map((s) => s.name);
    const only = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .listOption */ .y8)(values, 'only');
    if (only) {
        const picked = (0,_affected_only_js__WEBPACK_IMPORTED_MODULE_9__/* .filterOnly */ .Z)(names, only);
        if (picked.unmatched.length > 0)
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`--only matches no recordable scenario: ${picked.unmatched.join(', ')}`);
        names = names.filter((n) => picked.selected.has(n));
    }
    const captured = [];
    const runs = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .intOption */ .dP)(values, 'runs', 1, 1000);
    const seed = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .intOption */ .dP)(values, 'seed', 0);
    const { report } = await (0,_pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_5__/* .runPipeline */ .a)({
        configPath,
        loaded,
        ...(names.length === loaded.scenarios.length ? {} : { only: names }),
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .intOption */ .dP)(values, 'concurrency', 1, 256) ?? 4,
        recording: true,
        policyFor: () => _stats_policy_js__WEBPACK_IMPORTED_MODULE_10__/* .fixedPolicy */ .d,
        ...(runs === undefined ? {} : { runs }),
        ...(seed === undefined ? {} : { seed }),
    }, {
        env: io.env,
        readText: io.readText,
        now: io.now,
        providers(l) {
            const real = (0,_providers_factory_js__WEBPACK_IMPORTED_MODULE_3__/* .createProviders */ .XT)(l.config, { env: io.env, configDir: l.dir });
            const out = new Map(real);
            for (const [name, cfg] of Object.entries(l.config.providers)) {
                if (cfg.type !== 'replay' || cfg.record_with === undefined)
                    continue;
                const source = real.get(cfg.record_with);
                if (!source)
                    continue;
                const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(l.dir, cfg.recordings);
                out.set(name, {
                    name,
                    async complete(request) {
                        const response = await source.complete(request);
                        captured.push({ dir, source: cfg.record_with ?? name, request, response });
                        return response;
                    },
                });
            }
            return out;
        },
    });
    // Written after the runs, in run order, so that sample i of a recording is run i.
    captured.sort((a, b) => a.request.meta.scenario.localeCompare(b.request.meta.scenario) || a.request.meta.run - b.request.meta.run);
    const started = new Set();
    const files = new Set();
    for (const c of captured) {
        const id = `${c.dir}\u0000${c.request.meta.scenario}`;
        const file = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_4__/* .writeRecording */ .Xw)(c.dir, c.request, c.response, { scenario: c.request.meta.scenario, role: c.request.meta.role, note: `recorded by context-eval record from providers.${c.source}` }, { append: started.has(id) });
        started.add(id);
        files.add(file);
    }
    io.stdout((0,_report_console_js__WEBPACK_IMPORTED_MODULE_6__/* .renderConsoleSummary */ .c)(report, { color: false }));
    io.stdout(`recorded ${captured.length} samples into ${files.size} recording files\n`);
    const code = (0,_runner_result_js__WEBPACK_IMPORTED_MODULE_11__/* .exitCodeFor */ .Rr)(report.verdict);
    return code === 3 ? 3 : 0;
}


/***/ })

};
