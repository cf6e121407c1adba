export const id = 798;
export const ids = [798];
export const modules = {

/***/ 8798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  driftCommand: () => (/* binding */ driftCommand),
  renderDriftText: () => (/* binding */ renderDriftText)
});

// EXTERNAL MODULE: ./src/config/load.ts + 8 modules
var load = __webpack_require__(5529);
// EXTERNAL MODULE: ./src/history/store.ts
var store = __webpack_require__(4689);
// EXTERNAL MODULE: ./src/history/summary.ts
var summary = __webpack_require__(1048);
;// CONCATENATED MODULE: ./src/drift/detect.ts


const detect_short = (sha) => sha.slice(0, 7);
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
        return `the context changed at ${detect_short(cause.sha)}`;
    const before = series[refIndex]?.record;
    const latest = series[series.length - 1]?.record;
    const changed = before && latest && models(before) !== models(latest) ? ` (providers were ${models(before)}, now ${models(latest)})` : '';
    return `the context is unchanged since ${detect_short(cause.since)}: provider or model drift${changed}`;
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
    const now = (0,summary/* mean */.i2)(recent.map((m) => m.value.mean));
    const before = (0,summary/* median */.JZ)(earlier.map((m) => m.value.mean));
    if (now === undefined || before === undefined || before <= 0)
        return undefined;
    const growth = now / before - 1;
    if (growth <= limit)
        return undefined;
    const unit = kind === 'token_inflation' ? 'tokens' : 'latency (ms)';
    const what = `mean ${unit} over the last ${w} records (${Math.round(now)}) is ${(0,summary/* percent */.KN)(growth)} above the median of the ` +
        `${w} before (${Math.round(before)}), over the ${(0,summary/* percent */.KN)(limit)} limit`;
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
        const from = (0,summary/* mode */.Mq)(previous.flatMap((x) => x.values));
        const to = (0,summary/* mode */.Mq)(now);
        if (from === undefined || to === undefined || from === to)
            continue;
        const what = `behaviour shift: ${feature} is mostly ${(0,summary/* showFeature */.C7)(to)} in the latest record (${detect_short(latest.record.sha)}), ` +
            `was mostly ${(0,summary/* showFeature */.C7)(from)} over the ${previous.length} record(s) before`;
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
    const rate = latest ? `, ${latest.passes}/${latest.attempted} passed in the latest (threshold ${(0,summary/* percent */.KN)(latest.threshold)})` : '';
    const what = `pass rate below the threshold in the last ${streak} scheduled runs (limit ${cfg.consecutive_failures})${rate}`;
    return finding(scenario, 'pass_rate', what, series, lastGood?.index ?? 0);
}
/** Every finding over the history, scenario by scenario in order of first appearance. */
function detectDrift(records, cfg) {
    const sorted = [...records].sort(store/* compareRecords */.aB);
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

// EXTERNAL MODULE: ./src/pipeline/history.ts + 3 modules
var pipeline_history = __webpack_require__(592);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/drift.ts
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
        lines.push(`- [${f.kind}] ${(0,report_escape/* terminalInline */.cv)(f.message)}`);
    return `${lines.join('\n')}\n`;
}
async function driftCommand(values, io, deps = {}) {
    const format = (0,args/* formatOption */.Bx)(values);
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env });
    const stored = await (0,pipeline_history/* readStoredHistory */.Kf)(loaded, { cwd: io.cwd, ...deps });
    const findings = detectDrift(stored.records, loaded.config.drift);
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


/***/ })

};
