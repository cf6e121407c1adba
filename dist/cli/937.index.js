export const id = 937;
export const ids = [937];
export const modules = {

/***/ 4937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   captureProvider: () => (/* binding */ captureProvider),
/* harmony export */   pruneRecordings: () => (/* binding */ pruneRecordings),
/* harmony export */   recordCommand: () => (/* binding */ recordCommand),
/* harmony export */   writeCaptured: () => (/* binding */ writeCaptured)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1000);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2317);
/* harmony import */ var _config_folders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4407);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2143);
/* harmony import */ var _affected_only_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3192);
/* harmony import */ var _providers_factory_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2225);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8745);
/* harmony import */ var _pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1564);
/* harmony import */ var _stats_policy_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4621);
/* harmony import */ var _runner_result_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7609);
/* harmony import */ var _report_console_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9855);
/* harmony import */ var _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(4890);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1145);
/* harmony import */ var _last_report_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3955);
/* harmony import */ var _security_redact_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7733);
/**
 * `context-eval record`: runs the scenarios whose role uses a replay provider against that provider's
 * `record_with` provider, all N runs (no early stop), and writes what came back as replay recordings.
 */


















async function recordCommand(values, io) {
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .configPathOf */ .j$)(values, io);
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z)(configPath, { env: io.env });
    const replayRoles = Object.entries(loaded.config.roles).filter(([, r]) => loaded.config.providers[r.provider]?.type === 'replay');
    if (replayRoles.length === 0)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x('no role uses a replay provider, so there is nothing to record; give a role `provider: <a replay provider>`', { file: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(configPath) });
    for (const [roleName, role] of replayRoles) {
        const p = loaded.config.providers[role.provider];
        if (p?.type === 'replay' && p.record_with === undefined) {
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`providers.${role.provider} (used by role ${roleName}) has no record_with; set record_with to the provider that makes the recordings`, { file: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(configPath) });
        }
    }
    const roleNames = new Set(replayRoles.map(([n]) => n));
    let names = loaded.scenarios.filter((s) => roleNames.has(s.role)).map((s) => s.name);
    const only = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .listOption */ .y8)(values, 'only');
    if (only) {
        const picked = (0,_affected_only_js__WEBPACK_IMPORTED_MODULE_15__/* .filterOnly */ .Z)(names, only);
        if (picked.unmatched.length > 0)
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x(`--only matches no recordable scenario: ${picked.unmatched.join(', ')}`);
        names = names.filter((n) => picked.selected.has(n));
    }
    const captured = [];
    const runs = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .intOption */ .dP)(values, 'runs', 1, 1000);
    const seed = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .intOption */ .dP)(values, 'seed', 0);
    const { report } = await (0,_pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_8__/* .runPipeline */ .aI)({
        configPath,
        loaded,
        ...(names.length === loaded.scenarios.length ? {} : { only: names }),
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .intOption */ .dP)(values, 'concurrency', 1, 256) ?? 4,
        recording: true,
        policyFor: () => _stats_policy_js__WEBPACK_IMPORTED_MODULE_16__/* .fixedPolicy */ .d,
        ...(runs === undefined ? {} : { runs }),
        ...(seed === undefined ? {} : { seed }),
    }, {
        env: io.env,
        readText: io.readText,
        now: io.now,
        providers(l) {
            const real = (0,_providers_factory_js__WEBPACK_IMPORTED_MODULE_6__/* .createProviders */ .XT)(l.config, { env: io.env, configDir: l.dir, root: l.root });
            const out = new Map(real);
            for (const [name, cfg] of Object.entries(l.config.providers)) {
                if (cfg.type !== 'replay' || cfg.record_with === undefined)
                    continue;
                const source = real.get(cfg.record_with);
                if (!source)
                    continue;
                const recordings = cfg.recordings;
                const target = (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .recordingTarget */ .r1)(l.config, name);
                out.set(name, captureProvider(name, source, (request, response) => captured.push({ recordings, target, source: cfg.record_with ?? name, request, response })));
            }
            return out;
        },
    });
    // Each folder through the one path resolver now, after the run: it may have become a link out meanwhile.
    const dirs = new Map();
    for (const rel of new Set(captured.map((c) => c.recordings)))
        dirs.set(rel, await recordingsFolder(loaded, rel));
    const { files, keys: written } = await writeCaptured(captured, dirs);
    const notKept = await (0,_last_report_js__WEBPACK_IMPORTED_MODULE_13__/* .keepLastReport */ .k)(report, { dir: loaded.dir, root: loaded.root }, io.redactor ?? (0,_security_redact_js__WEBPACK_IMPORTED_MODULE_14__/* .createRedactor */ .lY)([]));
    if (notKept)
        io.stderr((0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .fitted */ .$5)(notKept, io));
    const lines = [`recorded ${captured.length} samples into ${files.size} recording files`];
    // The keys written now count as used too: an agent turn's key is known only once the run made it.
    const used = await usedRecordingKeys(loaded, io.readText);
    for (const [dir, keys] of written)
        used.set(dir, new Set([...(used.get(dir) ?? []), ...keys]));
    const removed = await pruneRecordings(used);
    // One note per file, a list one per line (issue 32 item 1).
    for (const f of removed)
        lines.push(`removed ${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(io.cwd, f)}: no scenario uses it`);
    // The summary comes last, so that the output ends on the verdict line.
    io.stdout((0,_report_console_js__WEBPACK_IMPORTED_MODULE_10__/* .renderConsoleSummary */ .c0)(report, { color: false, width: (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_17__/* .terminalWidth */ .JL)(io.columns), notes: lines }));
    const failed = report.scenarios.filter((s) => s.errors > 0);
    if (failed.length > 0) {
        const list = failed.map((s) => `  ${s.name} (${s.errors} of ${s.planned} runs)\n`).join('');
        io.stderr((0,_shared_js__WEBPACK_IMPORTED_MODULE_12__/* .fitted */ .$5)(`context-eval: record: some runs could not be recorded; their recordings are incomplete. Fix the provider error above and run \`context-eval record --only <name>\` again:\n${list}`, io));
        return 3;
    }
    const code = (0,_runner_result_js__WEBPACK_IMPORTED_MODULE_9__/* .exitCodeFor */ .Rr)(report.verdict);
    return code === 3 ? 3 : 0;
}
/** `source` under the replay provider's name, handing every answer to `capture`: each turn of an agent run is one call. */
function captureProvider(name, source, capture) {
    return {
        name,
        async complete(request) {
            const response = await source.complete(request);
            capture(request, response);
            return response;
        },
    };
}
/**
 * Writes the captured answers as recordings, `dirs` mapping each provider's `recordings` to its real folder.
 * In run order, so that sample i of a first turn is run i; each file starts afresh on its first write of
 * this session (a later turn's too), then gains a sample per run that reached it. Returns the files and the
 * keys written, by folder.
 */
async function writeCaptured(captured, dirs) {
    // A stable sort: the turns of one run keep the order they were made in.
    const ordered = [...captured].sort((a, b) => a.request.meta.scenario.localeCompare(b.request.meta.scenario) || a.request.meta.run - b.request.meta.run);
    const notes = new Map();
    const files = new Set();
    const keys = new Map();
    const earlierNotes = new Map();
    for (const dir of new Set(dirs.values()))
        earlierNotes.set(dir, await notesByScenario(dir));
    for (const c of ordered) {
        const dir = dirs.get(c.recordings) ?? '';
        const key = (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfRequest */ .gS)(c.request, c.target);
        const id = `${dir}\u0000${c.request.meta.scenario}`;
        if (!notes.has(id)) {
            // A note people wrote on the recording (e.g. "hand-written example outputs") survives a re-record.
            const previous = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .readRecording */ .SS)(dir, key).catch(() => undefined);
            // A recording made under another key (another model, say) passes its note on too.
            const earlier = previous?.note ?? earlierNotes.get(dir)?.get(c.request.meta.scenario);
            notes.set(id, earlier ?? `recorded by context-eval record from providers.${c.source}`);
        }
        const note = notes.get(id);
        const first = !files.has((0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .recordingPath */ .BP)(dir, key));
        const file = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .writeRecording */ .Xw)(dir, c.request, c.response, { scenario: c.request.meta.scenario, role: c.request.meta.role, ...(note === undefined ? {} : { note }), ...(c.target ? { provider: c.target } : {}) }, { append: !first });
        files.add(file);
        keys.set(dir, (keys.get(dir) ?? new Set()).add(key));
    }
    return { files, keys };
}
/** A replay provider's recordings folder, through the one path resolver (a ConfigError naming `recordings`). */
function recordingsFolder(loaded, recordings) {
    return (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_4__/* .configuredFolder */ .V)(loaded, 'recordings', recordings);
}
/** The notes of the recordings already in a folder, by scenario (unreadable files are skipped). */
async function notesByScenario(dir) {
    const notes = new Map();
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []);
    for (const name of names.sort()) {
        const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
        if (key === undefined)
            continue;
        const recording = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .readRecording */ .SS)(dir, key).catch(() => undefined);
        if (recording?.scenario !== undefined && recording.note !== undefined)
            notes.set(recording.scenario, recording.note);
    }
    return notes;
}
/** Every recording key the suite's replay scenarios ask for, by recordings folder. */
async function usedRecordingKeys(loaded, readText) {
    const byDir = new Map();
    const replayed = loaded.scenarios.filter((s) => loaded.config.providers[loaded.config.roles[s.role]?.provider ?? '']?.type === 'replay');
    for (const p of await (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareScenarios */ .f)(loaded, replayed, readText)) {
        const provider = loaded.config.providers[p.role.provider];
        if (provider?.type !== 'replay')
            continue;
        const dir = await recordingsFolder(loaded, provider.recordings);
        const keys = byDir.get(dir) ?? new Set();
        keys.add((0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfRequest */ .gS)(p, (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .recordingTarget */ .r1)(loaded.config, p.role.provider)));
        byDir.set(dir, keys);
    }
    return byDir;
}
/**
 * Deletes the recording files (`<key>.json`) of each folder that no scenario asks for; returns their paths.
 * A later turn of an agent run is asked for when the turn before it is (its key follows from the run, not
 * from the scenario alone).
 */
async function pruneRecordings(used) {
    const removed = [];
    for (const [dir, keys] of used) {
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []);
        const kept = new Set(keys);
        const before = new Map();
        for (const name of names) {
            const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
            if (key === undefined || kept.has(key))
                continue;
            const recording = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .readRecording */ .SS)(dir, key).catch(() => undefined);
            before.set(key, recording === undefined ? undefined : (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_7__/* .previousTurnKey */ .ez)(recording));
        }
        for (let grew = true; grew;) {
            grew = false;
            for (const [key, previous] of before) {
                if (kept.has(key) || previous === undefined || !kept.has(previous))
                    continue;
                kept.add(key);
                grew = true;
            }
        }
        for (const name of names.sort()) {
            const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
            if (key === undefined || kept.has(key))
                continue;
            const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
            removed.push(file);
        }
    }
    return removed;
}


/***/ })

};
