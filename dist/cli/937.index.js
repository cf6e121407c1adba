export const id = 937;
export const ids = [937];
export const modules = {

/***/ 4937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordCommand: () => (/* binding */ recordCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6121);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7444);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2143);
/* harmony import */ var _affected_only_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3192);
/* harmony import */ var _providers_factory_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(899);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8745);
/* harmony import */ var _pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9540);
/* harmony import */ var _stats_policy_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4621);
/* harmony import */ var _runner_result_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7609);
/* harmony import */ var _report_console_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9475);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1145);
/**
 * `context-eval record`: runs the scenarios whose role uses a replay provider against that provider's
 * `record_with` provider, all N runs (no early stop), and writes what came back as replay recordings.
 */














async function recordCommand(values, io) {
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .configPathOf */ .j$)(values, io);
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z)(configPath, { env: io.env });
    const replayRoles = Object.entries(loaded.config.roles).filter(([, r]) => loaded.config.providers[r.provider]?.type === 'replay');
    if (replayRoles.length === 0)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x('no role uses a replay provider, so there is nothing to record; give a role `provider: <a replay provider>`', { file: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(configPath) });
    for (const [roleName, role] of replayRoles) {
        const p = loaded.config.providers[role.provider];
        if (p?.type === 'replay' && p.record_with === undefined) {
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(`providers.${role.provider} (used by role ${roleName}) has no record_with; set record_with to the provider that makes the recordings`, { file: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(configPath) });
        }
    }
    const roleNames = new Set(replayRoles.map(([n]) => n));
    let names = loaded.scenarios.filter((s) => roleNames.has(s.role)).map((s) => s.name);
    const only = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .listOption */ .y8)(values, 'only');
    if (only) {
        const picked = (0,_affected_only_js__WEBPACK_IMPORTED_MODULE_11__/* .filterOnly */ .Z)(names, only);
        if (picked.unmatched.length > 0)
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(`--only matches no recordable scenario: ${picked.unmatched.join(', ')}`);
        names = names.filter((n) => picked.selected.has(n));
    }
    const captured = [];
    const runs = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .intOption */ .dP)(values, 'runs', 1, 1000);
    const seed = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .intOption */ .dP)(values, 'seed', 0);
    const { report } = await (0,_pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_7__/* .runPipeline */ .aI)({
        configPath,
        loaded,
        ...(names.length === loaded.scenarios.length ? {} : { only: names }),
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .intOption */ .dP)(values, 'concurrency', 1, 256) ?? 4,
        recording: true,
        policyFor: () => _stats_policy_js__WEBPACK_IMPORTED_MODULE_12__/* .fixedPolicy */ .d,
        ...(runs === undefined ? {} : { runs }),
        ...(seed === undefined ? {} : { seed }),
    }, {
        env: io.env,
        readText: io.readText,
        now: io.now,
        providers(l) {
            const real = (0,_providers_factory_js__WEBPACK_IMPORTED_MODULE_5__/* .createProviders */ .XT)(l.config, { env: io.env, configDir: l.dir });
            const out = new Map(real);
            for (const [name, cfg] of Object.entries(l.config.providers)) {
                if (cfg.type !== 'replay' || cfg.record_with === undefined)
                    continue;
                const source = real.get(cfg.record_with);
                if (!source)
                    continue;
                const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(l.dir, cfg.recordings);
                const target = (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .recordingTarget */ .r1)(l.config, name);
                out.set(name, {
                    name,
                    async complete(request) {
                        const response = await source.complete(request);
                        captured.push({ dir, target, source: cfg.record_with ?? name, request, response });
                        return response;
                    },
                });
            }
            return out;
        },
    });
    // Written after the runs, in run order, so that sample i of a recording is run i.
    captured.sort((a, b) => a.request.meta.scenario.localeCompare(b.request.meta.scenario) || a.request.meta.run - b.request.meta.run);
    const notes = new Map();
    const files = new Set();
    const earlierNotes = new Map();
    for (const dir of new Set(captured.map((c) => c.dir)))
        earlierNotes.set(dir, await notesByScenario(dir));
    for (const c of captured) {
        const id = `${c.dir}\u0000${c.request.meta.scenario}`;
        const first = !notes.has(id);
        if (first) {
            // A note people wrote on the recording (e.g. "hand-written example outputs") survives a re-record.
            const previous = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .readRecording */ .SS)(c.dir, (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .requestKey */ .lq)(c.request.system, c.request.messages, c.target)).catch(() => undefined);
            // A recording made under another key (another model, say) passes its note on too.
            const earlier = previous?.note ?? earlierNotes.get(c.dir)?.get(c.request.meta.scenario);
            notes.set(id, earlier ?? `recorded by context-eval record from providers.${c.source}`);
        }
        const note = notes.get(id);
        const file = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .writeRecording */ .Xw)(c.dir, c.request, c.response, { scenario: c.request.meta.scenario, role: c.request.meta.role, ...(note === undefined ? {} : { note }), ...(c.target ? { provider: c.target } : {}) }, { append: !first });
        files.add(file);
    }
    io.stdout((0,_report_console_js__WEBPACK_IMPORTED_MODULE_8__/* .renderConsoleSummary */ .c)(report, { color: false }));
    io.stdout(`recorded ${captured.length} samples into ${files.size} recording files\n`);
    const removed = await pruneRecordings(await usedRecordingKeys(loaded, io.readText));
    if (removed.length > 0)
        io.stdout(`removed ${removed.length} recording${removed.length === 1 ? '' : 's'} no scenario uses: ${removed.map((f) => node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(io.cwd, f)).join(', ')}\n`);
    const failed = report.scenarios.filter((s) => s.errors > 0);
    if (failed.length > 0) {
        const list = failed.map((s) => `${s.name} (${s.errors} of ${s.planned} runs)`).join(', ');
        io.stderr(`context-eval: record: some runs could not be recorded: ${list}; their recordings are incomplete. Fix the provider error above and run \`context-eval record --only <name>\` again\n`);
        return 3;
    }
    const code = (0,_runner_result_js__WEBPACK_IMPORTED_MODULE_13__/* .exitCodeFor */ .Rr)(report.verdict);
    return code === 3 ? 3 : 0;
}
/** The notes of the recordings already in a folder, by scenario (unreadable files are skipped). */
async function notesByScenario(dir) {
    const notes = new Map();
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []);
    for (const name of names.sort()) {
        const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
        if (key === undefined)
            continue;
        const recording = await (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .readRecording */ .SS)(dir, key).catch(() => undefined);
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
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(loaded.dir, provider.recordings);
        const keys = byDir.get(dir) ?? new Set();
        keys.add((0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .requestKey */ .lq)(p.system, p.messages, (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_6__/* .recordingTarget */ .r1)(loaded.config, p.role.provider)));
        byDir.set(dir, keys);
    }
    return byDir;
}
/** Deletes the recording files (`<key>.json`) of each folder that no scenario asks for; returns their paths. */
async function pruneRecordings(used) {
    const removed = [];
    for (const [dir, keys] of used) {
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []);
        for (const name of names.sort()) {
            const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
            if (key === undefined || keys.has(key))
                continue;
            const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
            removed.push(file);
        }
    }
    return removed;
}


/***/ }),

/***/ 7426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ formatPercent)
/* harmony export */ });
/**
 * The one formatter for every pass rate, threshold and share of runs a person reads: the Markdown comment,
 * the console, JUnit, the verdict's reason, the reviewer's payload, the drift texts, `context-eval
 * history` and the dashboard (issue 14: "one formatter per quantity"). Pure.
 *
 * It lives here, outside src/report, because the verdict's reason is written in src/stats, and the pure
 * core (src/stats) does not import the renderers; src/report/format.ts re-exports it.
 *
 * The rule: percent; whole when the fraction is a whole percent; otherwise three significant digits
 * (one decimal from 10%, two below 10%, three below 1%), never rounded up past what the fraction reaches,
 * so a rate just under a threshold or under 100% never reads as reaching it: 2/3 → "66.6%",
 * 0.9996 → "99.9%", 0.0125 → "1.25%".
 */
/** Below this, a difference is floating-point noise (0.7 × 100 = 70.00000000000001). */
const NOISE = 1e-9;
function formatPercent(fraction) {
    const pct = fraction * 100;
    const whole = Math.round(pct);
    if (Math.abs(pct - whole) < NOISE * Math.max(1, Math.abs(pct)))
        return `${whole}%`;
    const decimals = Math.max(1, 2 - Math.floor(Math.log10(Math.abs(pct))));
    const scale = 10 ** decimals;
    const floored = Math.floor(pct * scale * (1 + NOISE)) / scale;
    return `${floored.toFixed(decimals).replace(/\.?0+$/, '')}%`;
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


/***/ })

};
