export const id = 454;
export const ids = [454];
export const modules = {

/***/ 3043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ createDirStore)
/* harmony export */ });
/* unused harmony export recordFileName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(814);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4689);
/**
 * The `dir` history store: one JSON file per record under `<dir>/runs/YYYY/MM/<timestamp>-<sha7>.json`
 * (the timestamp with ':' replaced by '-', so the name is valid on every OS and sorts by time).
 *
 * - Writes are atomic: the record goes to a hidden temp file in the target folder, then is hard-linked
 *   to its final name. A link never replaces an existing file, so two runs that pick the same name
 *   cannot overwrite each other: the second gets a `-2`, `-3`, … suffix. Where hard links are not
 *   supported, the store checks the name is free and renames.
 * - Invalid files are reported, not skipped: `list()` throws a HistoryStoreError naming every one, and
 *   `scan()` returns them as `problems` for callers that should go on (drift detection, `history`).
 * - Only `*.json` files under `runs/` are records; hidden files (temp files) are ignored.
 */





/** The file name of a record, relative to the store's folder, with forward slashes. */
function recordFileName(record) {
    const date = new Date(record.timestamp);
    if (Number.isNaN(date.getTime())) {
        throw new _store_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryStoreError */ ._H(`record timestamp ${JSON.stringify(record.timestamp)} is not an ISO 8601 date`);
    }
    const iso = date.toISOString();
    const year = iso.slice(0, 4);
    const month = iso.slice(5, 7);
    return `runs/${year}/${month}/${iso.replaceAll(':', '-')}-${record.sha.slice(0, 7)}.json`;
}
async function walkJsonFiles(root) {
    let entries;
    try {
        entries = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(root, { withFileTypes: true });
    }
    catch (err) {
        if (isErrno(err, 'ENOENT'))
            return [];
        throw err;
    }
    const files = [];
    for (const entry of entries) {
        if (entry.name.startsWith('.'))
            continue;
        const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, entry.name);
        if (entry.isDirectory())
            files.push(...(await walkJsonFiles(full)));
        else if (entry.isFile() && entry.name.endsWith('.json'))
            files.push(full);
    }
    return files;
}
function isErrno(err, ...codes) {
    return err instanceof Error && 'code' in err && typeof err.code === 'string' && codes.includes(err.code);
}
function createDirStore(dirAbs) {
    if (!node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(dirAbs)) {
        throw new _store_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryStoreError */ ._H(`history dir must be an absolute path, got ${JSON.stringify(dirAbs)}`);
    }
    const runsDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dirAbs, 'runs');
    const shown = (file) => node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(dirAbs, file).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    async function load(opts) {
        const stored = [];
        const problems = [];
        for (const file of (0,_store_js__WEBPACK_IMPORTED_MODULE_4__/* .selectRecordFiles */ .Nl)((await walkJsonFiles(runsDir)).sort(), opts)) {
            const result = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRecordText */ .yX)(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(file, 'utf8'), `${dirAbs}/${shown(file)}`);
            if ('record' in result)
                stored.push({ file, record: result.record });
            else
                problems.push(result.problem);
        }
        stored.sort((a, b) => (0,_store_js__WEBPACK_IMPORTED_MODULE_4__/* .compareRecords */ .aB)(a.record, b.record) || (a.file < b.file ? -1 : 1));
        return { stored, problems };
    }
    async function placeWithoutOverwrite(temp, target) {
        const ext = node_path__WEBPACK_IMPORTED_MODULE_1___default().extname(target);
        const stem = target.slice(0, -ext.length);
        for (let n = 1; n < 1000; n++) {
            const candidate = n === 1 ? target : `${stem}-${n}${ext}`;
            try {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.link(temp, candidate);
                return;
            }
            catch (err) {
                if (isErrno(err, 'EEXIST'))
                    continue;
                if (!isErrno(err, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'))
                    throw err;
                // No hard links here: check the name is free, then rename (atomic, but not race-free).
                if (await exists(candidate))
                    continue;
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(temp, candidate);
                return;
            }
        }
        throw new _store_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryStoreError */ ._H(`could not find a free file name for ${target}: 999 records share it`);
    }
    return {
        dir: dirAbs,
        async list() {
            const { stored, problems } = await load();
            if (problems.length > 0) {
                throw new _store_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryStoreError */ ._H(`history in ${dirAbs} has ${problems.length} invalid file(s):`, problems);
            }
            return stored.map((s) => s.record);
        },
        async scan(opts) {
            const { stored, problems } = await load(opts);
            return { records: (0,_store_js__WEBPACK_IMPORTED_MODULE_4__/* .keepWantedShas */ ._C)(stored.map((s) => s.record), opts), problems };
        },
        async append(record) {
            const parsed = _record_js__WEBPACK_IMPORTED_MODULE_3__/* .HistoryRecordSchema */ .Hl.safeParse(record);
            if (!parsed.success) {
                throw new _store_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryStoreError */ ._H(`refusing to store an invalid history record: ${(0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .describeRecordIssues */ .v9)(parsed.error, record)}`);
            }
            const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dirAbs, ...recordFileName(parsed.data).split('/'));
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target), { recursive: true });
            const temp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target), `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}.${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.tmp`);
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.writeFile(temp, `${JSON.stringify(parsed.data, null, 2)}\n`, { flag: 'wx' });
            try {
                await placeWithoutOverwrite(temp, target);
            }
            finally {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(temp, { force: true });
            }
        },
        async prune(retain) {
            if (!Number.isInteger(retain) || retain < 0) {
                throw new _store_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryStoreError */ ._H(`history.retain must be a non-negative integer, got ${String(retain)}`);
            }
            const { stored } = await load();
            const doomed = stored.slice(0, Math.max(0, stored.length - retain));
            for (const { file } of doomed) {
                await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(file, { force: true });
                await removeEmptyParents(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), runsDir);
            }
            return doomed.length;
        },
    };
}
async function exists(file) {
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.access(file);
        return true;
    }
    catch {
        return false;
    }
}
/** Removes `dir` and its parents up to (not including) `stop` while they are empty. */
async function removeEmptyParents(dir, stop) {
    let at = dir;
    while (at.startsWith(stop + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))) {
        try {
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rmdir(at);
        }
        catch {
            return; // not empty (or already gone): stop climbing
        }
        at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at);
    }
}


/***/ }),

/***/ 814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hl: () => (/* binding */ HistoryRecordSchema),
  G4: () => (/* reexport */ MAX_EXAMPLE_STEPS),
  WD: () => (/* reexport */ MAX_EXAMPLE_TEXT),
  kA: () => (/* binding */ buildRecord),
  v9: () => (/* binding */ describeRecordIssues),
  yX: () => (/* binding */ parseRecordText),
  nV: () => (/* binding */ providersForRecord)
});

// UNUSED EXPORTS: HISTORY_RECORD_VERSION, MAX_EXAMPLE_STAGES, MAX_RECORDED_TOOLS, MAX_TOOL_NAME, ProviderRecordSchema, ReviewVerdictSchema, ScenarioRecordSchema, ToolCountSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./src/format/excerpt.ts
var excerpt = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
;// CONCATENATED MODULE: ./src/history/example-run.ts
/**
 * The example run a history record keeps per agent scenario (issue 33 item 6): one run's tool calls step
 * by step, for the dashboard's run view. Pure.
 *
 *  - Which run: the first failing run (evaluated and failed), else the first run, so that a red record
 *    shows how it went wrong and a green one how it went. Only a scenario whose runs report tool calls or
 *    chain stages keeps one; records written before it was kept have none (the field is optional).
 *  - Bounded, because the history keeps hundreds of records: the run's first MAX_EXAMPLE_STEPS calls
 *    (the rest are counted in `omitted`), each argument (as JSON text) and result cut at
 *    MAX_EXAMPLE_TEXT characters and marked `… [cut]`, tool names, roles and decisions at LABEL_MAX; and
 *    fewer calls when their texts pass EXAMPLE_TEXT_BUDGET. A scenario's entry stays under about 8 KB
 *    whatever the run did.
 *  - Redacted: every text passes through the redactor the caller hands in (a Redactor's `redact`, made by
 *    src/security/redact.ts, the one redaction point); without one, through a redactor that knows no
 *    secret values and still removes the usual token shapes.
 *  - A chain keeps its stages' roles, outcomes and decisions in order, and each call names its stage.
 */



const MAX_EXAMPLE_STEPS = 20;
const MAX_EXAMPLE_TEXT = 300;
const MAX_EXAMPLE_STAGES = 20;
/** Tool names, roles and decisions are cut at this many characters. */
const LABEL_MAX = 64;
/** What follows the excerpt's `…` when an argument or result was cut. */
const EXAMPLE_CUT_MARK = ' [cut]';
/**
 * The example's texts (tool names, arguments and results, as JSON) stop at this many characters: the
 * calls past it are left out and counted, so that 20 calls with long arguments and long results still
 * keep the entry under about 8 KB. 20 calls with short arguments and results cut at 300 fit.
 */
const EXAMPLE_TEXT_BUDGET = 7200;
/** A stored text's bound: the excerpt, its mark, and what redaction may add. */
const STORED_TEXT_MAX = 3 * MAX_EXAMPLE_TEXT;
/** A label is redacted from at most this much of its text before it is cut. */
const LABEL_SCAN = 1000;
const count = schemas/* number */.aig().int().min(0);
const outcome = schemas/* enum */.k5n(['pass', 'fail', 'error']);
const ExampleStepSchema = schemas/* strictObject */.rej({
    /** The model turn that made the call (calls of one turn share it). */
    step: count,
    /** In a chain: the index of the stage that made the call, in `stages`. */
    stage: schemas/* number */.aig().int().min(0).max(MAX_EXAMPLE_STAGES - 1).optional(),
    tool: schemas/* string */.YjP().min(1).max(LABEL_MAX),
    /** The arguments as JSON text (an exec agent's text arguments as they came), cut and redacted. */
    args: schemas/* string */.YjP().max(STORED_TEXT_MAX),
    /** The world's answer, cut and redacted; absent when none was given. */
    result: schemas/* string */.YjP().max(STORED_TEXT_MAX).optional(),
});
const ExampleStageSchema = schemas/* strictObject */.rej({
    role: schemas/* string */.YjP().min(1).max(LABEL_MAX),
    outcome,
    decision: schemas/* string */.YjP().max(LABEL_MAX).optional(),
});
const ExampleRunSchema = schemas/* strictObject */.rej({
    /** The run's 0-based index in the record's run, and how many runs it made. */
    run: count,
    runs: count,
    outcome,
    steps: schemas/* array */.YOg(ExampleStepSchema).max(MAX_EXAMPLE_STEPS),
    /** The run's calls left out after the first MAX_EXAMPLE_STEPS. */
    omitted: count,
    stages: schemas/* array */.YOg(ExampleStageSchema).max(MAX_EXAMPLE_STAGES).optional(),
});
const TOKEN_SHAPES_ONLY = (0,redact/* createRedactor */.lY)([]).redact;
/** An argument or result as kept: cut at MAX_EXAMPLE_TEXT with `… [cut]`, then redacted (the redactor reads a cut token by its `…`). */
function example_run_excerpt(text, redact) {
    if (text.length <= MAX_EXAMPLE_TEXT)
        return redact(text);
    return `${redact((0,excerpt/* cutEnd */.ym)(text, MAX_EXAMPLE_TEXT))}${EXAMPLE_CUT_MARK}`;
}
/** A tool name, role or decision as kept: redacted, control characters as '?', at most LABEL_MAX code points ('?' when empty). */
function label(text, redact) {
    const clean = redact(text.slice(0, LABEL_SCAN)).replace(/[\u0000-\u001f\u007f]/g, '?');
    return clean === '' ? '?' : Array.from(clean).slice(0, LABEL_MAX).join('').slice(0, LABEL_MAX);
}
function argsText(args) {
    if (typeof args === 'string')
        return args;
    return JSON.stringify(args ?? {}) ?? '{}';
}
function outcomeOf(r) {
    return r.error !== undefined ? 'error' : r.pass ? 'pass' : 'fail';
}
/** Every call of the run in order, each with its stage in a chain. */
function callsOf(run) {
    if (run.stages === undefined)
        return (run.trajectory ?? []).map((call) => ({ call }));
    return run.stages.slice(0, MAX_EXAMPLE_STAGES).flatMap((st, stage) => (st.trajectory ?? []).map((call) => ({ call, stage })));
}
/** The scenario's example run, or undefined when no run reports tool calls or stages (a role without tools). */
function exampleRun(runs, redact = TOKEN_SHAPES_ONLY) {
    if (!runs.some((r) => r.toolCalls !== undefined || r.trajectory !== undefined || r.stages !== undefined))
        return undefined;
    const chosen = runs.find((r) => r.error === undefined && !r.pass) ?? runs[0];
    if (chosen === undefined)
        return undefined;
    const calls = callsOf(chosen);
    const steps = [];
    let used = 0;
    for (const { call, stage } of calls.slice(0, MAX_EXAMPLE_STEPS)) {
        const kept = {
            step: Number.isSafeInteger(call.step) && call.step >= 0 ? call.step : 0,
            ...(stage === undefined ? {} : { stage }),
            tool: label(call.tool, redact),
            args: example_run_excerpt(argsText(call.args), redact),
            ...(call.result === undefined ? {} : { result: example_run_excerpt(call.result, redact) }),
        };
        used += JSON.stringify([kept.tool, kept.args, kept.result ?? '']).length;
        if (used > EXAMPLE_TEXT_BUDGET)
            break;
        steps.push(kept);
    }
    const total = Math.max(calls.length, chosen.toolCalls ?? 0);
    const stages = chosen.stages?.slice(0, MAX_EXAMPLE_STAGES).map((st) => ({
        role: label(st.role, redact),
        outcome: outcomeOf(st),
        ...(st.decision === undefined ? {} : { decision: label(st.decision, redact) }),
    }));
    return { run: chosen.index, runs: runs.length, outcome: outcomeOf(chosen), steps, omitted: total - steps.length, ...(stages === undefined ? {} : { stages }) };
}

;// CONCATENATED MODULE: ./src/history/record.ts
/**
 * One history record: what a recording run measured, per scenario (issue "History, baselines and drift",
 * §1). Versioned and parsed with zod wherever it is read back. Pure.
 *
 * Choices the issue left open:
 *  - Skipped scenarios are not recorded: they measured nothing.
 *  - `tokens.runs`, `latencyMs.runs` and the feature lists hold the evaluated runs only (passed or
 *    failed); an errored run's tokens and latency say nothing about the context. Tokens are input + output.
 *  - `features.decomposes` lists the runs that reported it; `features.risk` has one entry per evaluated
 *    run, null where the output had no risk. A feature no run reported is left out.
 *  - `toolCalls.runs` is each evaluated run's count of tool calls (DESIGN §3b `runs[].toolCalls`, else its
 *    trajectory's length), `tools` each tool called with its calls and the runs that called it (from the
 *    report's trajectories, which keep a run's first 200 calls), most called first: at most MAX_RECORDED_TOOLS names of at most MAX_TOOL_NAME characters, so a model that invents
 *    tool names cannot grow a record. Both are left out for a role without tools, and absent from records
 *    written before they were kept (issue 33 item 6).
 *  - `example` is one run's trajectory, for the dashboard's run view: the first failing run's, else the
 *    first run's, bounded and redacted (src/history/example-run.ts). Only that one: arguments and results
 *    are model and world output, and the history is kept for hundreds of runs. Absent from older records.
 */



const HISTORY_RECORD_VERSION = 1;
const record_count = schemas/* number */.aig().int().min(0);
const measure = schemas/* strictObject */.rej({ mean: schemas/* number */.aig().min(0), runs: schemas/* array */.YOg(schemas/* number */.aig().min(0)) });
/** A record keeps at most this many tools per scenario (the most called), each name cut to MAX_TOOL_NAME characters. */
const MAX_RECORDED_TOOLS = 50;
const MAX_TOOL_NAME = 64;
const ToolCountSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1).max(MAX_TOOL_NAME),
    /** Calls of the tool over the record's evaluated runs. */
    calls: record_count,
    /** Evaluated runs that called it at least once. */
    runs: record_count,
});
const ReviewVerdictSchema = schemas/* enum */.k5n(['APPROVED', 'CHANGES REQUESTED', 'BLOCKED']);
const ScenarioRecordSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    /** sha256 of everything that shapes the prompt; '' when the runner did not compute one. */
    contextHash: schemas/* string */.YjP(),
    threshold: schemas/* number */.aig().gt(0).max(1),
    passes: record_count,
    attempted: record_count,
    planned: record_count,
    errors: record_count,
    tokens: measure,
    latencyMs: measure,
    features: schemas/* strictObject */.rej({
        decomposes: schemas/* array */.YOg(schemas/* boolean */.zMY()).optional(),
        risk: schemas/* array */.YOg(schemas/* string */.YjP().nullable()).optional(),
    }),
    toolCalls: schemas/* strictObject */.rej({ mean: schemas/* number */.aig().min(0), runs: schemas/* array */.YOg(record_count) }).optional(),
    tools: schemas/* array */.YOg(ToolCountSchema).max(MAX_RECORDED_TOOLS).optional(),
    /** One run's calls step by step (issue 33 item 6); absent for a role without tools and in older records. */
    example: ExampleRunSchema.optional(),
    verdict: schemas/* enum */.k5n(['pass', 'fail', 'error']),
})
    .refine((s) => s.passes <= s.attempted, { message: 'passes must not exceed attempted', path: ['passes'] });
const ProviderRecordSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    type: schemas/* string */.YjP().min(1),
    model: schemas/* string */.YjP().optional(),
    /** The settings that shape answers (temperature, max_tokens, base_url, command, …); never a key. */
    params: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
});
const HistoryRecordSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(HISTORY_RECORD_VERSION),
    sha: schemas/* string */.YjP().regex(/^[0-9a-f]{7,64}$/i, 'a commit SHA (hex)'),
    ref: schemas/* string */.YjP().min(1),
    /** The GitHub event (schedule, push, workflow_dispatch) or 'cli'. */
    event: schemas/* string */.YjP().min(1),
    timestamp: iso/* datetime */.w$({ offset: true }),
    /** The merge base, when the run was made against one. */
    baseSha: schemas/* string */.YjP().regex(/^[0-9a-f]{7,64}$/i).optional(),
    providers: schemas/* array */.YOg(ProviderRecordSchema),
    scenarios: schemas/* array */.YOg(ScenarioRecordSchema),
    review: schemas/* strictObject */.rej({ verdict: ReviewVerdictSchema, score: schemas/* number */.aig().min(1).max(10) }).optional(),
});
function mean(xs) {
    return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}
/** A tool name as recorded: control characters as '?', at most MAX_TOOL_NAME characters ('?' for an empty one). */
function recordedToolName(name) {
    const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
    return clean === '' ? '?' : Array.from(clean).slice(0, MAX_TOOL_NAME).join('').slice(0, MAX_TOOL_NAME);
}
/** Each evaluated run's tool calls and the tools called, or nothing when no run reports any (a role without tools). */
function toolFields(evaluated) {
    if (!evaluated.some((r) => r.toolCalls !== undefined || r.trajectory !== undefined))
        return {};
    const runs = evaluated.map((r) => r.toolCalls ?? r.trajectory?.length ?? 0);
    const byName = new Map();
    for (const r of evaluated) {
        const seen = new Set();
        for (const step of r.trajectory ?? []) {
            const name = recordedToolName(step.tool);
            const t = byName.get(name) ?? { name, calls: 0, runs: 0 };
            t.calls++;
            if (!seen.has(name))
                t.runs++;
            seen.add(name);
            byName.set(name, t);
        }
    }
    const tools = [...byName.values()].sort((a, b) => b.calls - a.calls || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, MAX_RECORDED_TOOLS);
    return { toolCalls: { mean: mean(runs), runs }, tools };
}
function scenarioRecord(s, redact) {
    const evaluated = s.runs.filter((r) => r.error === undefined);
    const tokens = evaluated.map((r) => r.tokens.input + r.tokens.output);
    const latency = evaluated.map((r) => r.latencyMs);
    const decomposes = evaluated.flatMap((r) => (r.features?.decomposes === undefined ? [] : [r.features.decomposes]));
    const anyRisk = evaluated.some((r) => r.features?.risk !== undefined);
    const features = {};
    if (decomposes.length > 0)
        features.decomposes = decomposes;
    if (anyRisk)
        features.risk = evaluated.map((r) => r.features?.risk ?? null);
    const example = exampleRun(s.runs, redact);
    return {
        name: s.name,
        contextHash: s.contextHash ?? '',
        threshold: s.threshold,
        passes: s.passes,
        attempted: s.attempted,
        planned: s.planned,
        errors: s.errors,
        tokens: { mean: mean(tokens), runs: tokens },
        latencyMs: { mean: mean(latency), runs: latency },
        features,
        ...toolFields(evaluated),
        ...(example === undefined ? {} : { example }),
        verdict: s.verdict,
    };
}
/** The record of one report. Throws (naming the field and value) when the meta is not a valid record. */
function buildRecord(report, meta) {
    const scenarios = report.scenarios.flatMap((s) => s.verdict === 'skipped' ? [] : [scenarioRecord({ ...s, verdict: s.verdict }, meta.redact)]);
    const candidate = {
        version: HISTORY_RECORD_VERSION,
        sha: meta.sha,
        ref: meta.ref,
        event: meta.event,
        timestamp: meta.timestamp,
        ...(meta.baseSha === undefined ? {} : { baseSha: meta.baseSha }),
        providers: meta.providers,
        scenarios,
        ...(meta.review === undefined ? {} : { review: meta.review }),
    };
    const parsed = HistoryRecordSchema.safeParse(candidate);
    if (!parsed.success) {
        throw new Error(`cannot build a history record: ${describeRecordIssues(parsed.error, candidate)}`);
    }
    return parsed.data;
}
/** zod issues as "path: message (got value)", joined with '; '. */
function describeRecordIssues(error, input) {
    return error.issues
        .map((issue) => {
        const where = issue.path.length === 0 ? '(record)' : issue.path.map(String).join('.');
        const got = valueAt(input, issue.path);
        const shown = got === undefined ? 'missing' : JSON.stringify(got)?.slice(0, 80);
        return `${where}: ${issue.message} (got ${shown})`;
    })
        .join('; ');
}
function valueAt(input, path) {
    let at = input;
    for (const key of path) {
        if (at === null || typeof at !== 'object')
            return undefined;
        at = Reflect.get(at, key);
    }
    return at;
}
const SECRET_OR_IDENTITY_KEYS = new Set(['type', 'model', 'api_key_env']);
/**
 * The providers as recorded: name, type, model, and the settings that shape answers. String settings pass
 * through `redact` (the action's redactor): a `base_url` may carry an expanded key.
 */
function providersForRecord(providers, redact = (t) => t) {
    return Object.entries(providers).map(([name, p]) => {
        const kept = Object.entries(p).filter(([key]) => !SECRET_OR_IDENTITY_KEYS.has(key));
        const params = Object.fromEntries(kept.map(([key, value]) => [key, typeof value === 'string' ? redact(value) : value]));
        return 'model' in p ? { name, type: p.type, model: p.model, params } : { name, type: p.type, params };
    });
}
/**
 * A stored record file's text, parsed and validated; or a one-line problem naming the file (`shown`),
 * what is wrong and how to fix it. `where` ends the fix hint, e.g. ' on the data branch'.
 */
function parseRecordText(text, shown, where = '') {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        return { problem: `${shown}: not valid JSON (${why}); fix or delete the file${where}` };
    }
    const version = json !== null && typeof json === 'object' ? Reflect.get(json, 'version') : undefined;
    if (typeof version === 'number' && version > HISTORY_RECORD_VERSION) {
        return { problem: `${shown}: record version ${version} was written by a newer context-eval; upgrade context-eval to read it` };
    }
    const parsed = HistoryRecordSchema.safeParse(json);
    if (!parsed.success) {
        return { problem: `${shown}: not a valid history record: ${describeRecordIssues(parsed.error, json)}; fix or delete the file${where}` };
    }
    return { record: parsed.data };
}


/***/ }),

/***/ 4689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nl: () => (/* binding */ selectRecordFiles),
/* harmony export */   _C: () => (/* binding */ keepWantedShas),
/* harmony export */   _H: () => (/* binding */ HistoryStoreError),
/* harmony export */   aB: () => (/* binding */ compareRecords)
/* harmony export */ });
class HistoryStoreError extends Error {
    problems;
    constructor(message, problems = []) {
        super(problems.length === 0 ? message : `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        this.name = 'HistoryStoreError';
        this.problems = problems;
    }
}
/** Oldest first; ties broken by sha so the order is stable. */
function compareRecords(a, b) {
    const ta = Date.parse(a.timestamp);
    const tb = Date.parse(b.timestamp);
    if (ta !== tb)
        return ta - tb;
    return a.sha < b.sha ? -1 : a.sha > b.sha ? 1 : 0;
}
const SHA7_IN_NAME = /-([0-9a-f]{7})(?:-\d+)?\.json$/;
/** The record files a scan reads, from all record file paths sorted by name. A name that does not follow the pattern is kept. Pure. */
function selectRecordFiles(sortedPaths, opts = {}) {
    let paths = [...sortedPaths];
    if (opts.shas !== undefined) {
        const short = new Set(opts.shas.map((s) => s.slice(0, 7)));
        paths = paths.filter((p) => {
            const m = SHA7_IN_NAME.exec(p);
            return m === null || short.has(m[1] ?? '');
        });
    }
    if (opts.newest !== undefined)
        paths = opts.newest <= 0 ? [] : paths.slice(-opts.newest);
    return paths;
}
/** After reading: only the records of the wanted commits (the name filter matched 7 characters). Pure. */
function keepWantedShas(records, opts = {}) {
    if (opts.shas === undefined)
        return records;
    const wanted = new Set(opts.shas);
    return records.filter((r) => wanted.has(r.sha));
}


/***/ }),

/***/ 1454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kf: () => (/* binding */ readStoredHistory),
/* harmony export */   a$: () => (/* binding */ historyDir),
/* harmony export */   vj: () => (/* binding */ recordRun)
/* harmony export */ });
/* unused harmony exports splitBatchOutput, readBranchHistory */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1136);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/* harmony import */ var _history_dir_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3043);
/* harmony import */ var _history_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(814);
/* harmony import */ var _history_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4689);
/* harmony import */ var _config_folders_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4407);
/**
 * History at the edges of the pipeline: recording a finished run into a store (the action calls
 * `recordRun`), and reading stored history back for the `history` and `drift` commands.
 *
 * Reading from the CLI (no GitHub token there):
 *  - `history.store: dir`: the folder `history.dir`, relative to the config file's folder.
 *  - `history.store: branch`: the data branch through local git — the local branch `history.branch`,
 *    else `origin/<branch>` — listing `git ls-tree -r` and reading every record blob in one
 *    `git cat-file --batch`. Records are the `*.json` files under a `runs/` folder, as both stores
 *    write them. When neither ref exists, a ConfigError says how to fetch it.
 *  - `history.store: auto` (the default): the folder (what `run --record` wrote here) and, when this
 *    clone has it, the data branch (what the action recorded), records of both in one timeline. No data
 *    branch is not an error: the source line says how to fetch it.
 */







/**
 * Builds the run's history record and appends it to the store. A report in which every scenario was
 * skipped measured nothing and is not recorded: the result is then undefined.
 */
async function recordRun(report, store, meta) {
    if (report.scenarios.every((s) => s.verdict === 'skipped'))
        return undefined;
    const record = (0,_history_record_js__WEBPACK_IMPORTED_MODULE_4__/* .buildRecord */ .kA)(report, meta);
    await store.append(record);
    return record;
}
/**
 * The folder of a `history.store: dir` store, through the one path resolver: confined to the repository
 * after following symlinks (the loader checked it too; this re-checks at the moment of use). A problem is
 * a ConfigError naming history.dir.
 */
async function historyDir(loaded) {
    return (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_6__/* .configuredFolder */ .V)(loaded, 'history.dir', loaded.config.history.dir);
}
/** The stored history the config points at, with the files that are not valid records as problems. */
async function readStoredHistory(loaded, deps = {}) {
    const h = loaded.config.history;
    if (h.store === 'dir') {
        const folder = await readFolderHistory(loaded, deps);
        return { ...folder.listing, source: `${folder.shown} (history.store: dir)` };
    }
    if (h.store === 'auto')
        return readAutoHistory(loaded, deps);
    return readBranchHistory(h.branch, loaded.dir, deps);
}
async function readFolderHistory(loaded, deps) {
    const dir = await historyDir(loaded);
    const listing = await (0,_history_dir_store_js__WEBPACK_IMPORTED_MODULE_3__/* .createDirStore */ .H)(dir).scan();
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(deps.cwd ?? process.cwd(), dir).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
    return { listing, shown: shown === '' ? '.' : shown };
}
/** `history.store: auto` read locally: the folder, plus the data branch when this clone has it. */
async function readAutoHistory(loaded, deps) {
    const branch = loaded.config.history.branch;
    const folder = await readFolderHistory(loaded, deps);
    const git = deps.git ?? _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitBuffer */ .vv;
    const inGit = await git(['rev-parse', '--git-dir'], loaded.dir).then(() => true, () => false);
    const ref = inGit ? await findDataRef(branch, loaded.dir, git) : undefined;
    if (ref === undefined) {
        const fetch = inGit ? `; \`git fetch origin ${branch}\` brings the action's records` : '';
        return { ...folder.listing, source: `${folder.shown} (history.store: auto; no ${branch} branch here${fetch})` };
    }
    const onBranch = await readBranchHistory(branch, loaded.dir, deps);
    return {
        records: [...folder.listing.records, ...onBranch.records].sort(_history_store_js__WEBPACK_IMPORTED_MODULE_5__/* .compareRecords */ .aB),
        problems: [...folder.listing.problems, ...onBranch.problems],
        source: `${folder.shown} and ${ref} (history.store: auto)`,
    };
}
/** The first of `branch`, `origin/<branch>` that names a commit; undefined when neither does. */
async function findDataRef(branch, cwd, git) {
    for (const ref of [branch, `origin/${branch}`]) {
        try {
            await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
            return ref;
        }
        catch {
            // not this one
        }
    }
    return undefined;
}
/** Splits `git cat-file --batch` output into one text per requested object, in order. */
function splitBatchOutput(out, count) {
    const texts = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const eol = out.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const header = out.subarray(at, eol).toString('utf8');
        at = eol + 1;
        const m = /^\S+ \S+ (\d+)$/.exec(header);
        if (m === null) {
            texts.push(undefined); // "<name> missing" or "ambiguous"
            continue;
        }
        const size = Number(m[1]);
        texts.push(out.subarray(at, at + size).toString('utf8'));
        at += size + 1; // the content, then a newline
    }
    while (texts.length < count)
        texts.push(undefined);
    return texts;
}
function parseRecordText(text, shown) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        return { problem: `${shown}: not valid JSON (${err instanceof Error ? err.message : String(err)}); fix or delete the file` };
    }
    const version = json !== null && typeof json === 'object' ? Reflect.get(json, 'version') : undefined;
    if (typeof version === 'number' && version > 1) {
        return { problem: `${shown}: record version ${version} was written by a newer context-eval; upgrade context-eval to read it` };
    }
    const parsed = _history_record_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryRecordSchema */ .Hl.safeParse(json);
    if (!parsed.success)
        return { problem: `${shown}: not a valid history record: ${(0,_history_record_js__WEBPACK_IMPORTED_MODULE_4__/* .describeRecordIssues */ .v9)(parsed.error, json)}; fix or delete the file` };
    return { record: parsed.data };
}
async function readBranchHistory(branch, cwd, deps = {}) {
    const git = deps.git ?? _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitBuffer */ .vv;
    const batch = deps.gitBatch ?? _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitCatFileBatch */ .Tx;
    try {
        await git(['rev-parse', '--git-dir'], cwd);
    }
    catch {
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`history.store is branch, but ${cwd} is not inside a git repository; run context-eval from a clone of the repository, or set history.store: dir`);
    }
    const ref = await findDataRef(branch, cwd, git);
    if (ref === undefined) {
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`history.store is branch, but neither the branch '${branch}' nor 'origin/${branch}' exists in this clone; ` +
            `fetch it with \`git fetch origin ${branch}\` (the action creates it on its first recording run), or set history.store: dir`);
    }
    const listed = (await git(['ls-tree', '-r', '-z', '--name-only', ref], cwd)).toString('utf8');
    const files = listed
        .split('\0')
        .filter((f) => f.endsWith('.json') && /(^|\/)runs\//.test(f) && !f.split('/').some((part) => part.startsWith('.')))
        .sort();
    const records = [];
    const problems = [];
    if (files.length > 0) {
        const texts = splitBatchOutput(await batch(files.map((f) => `${ref}:${f}\n`).join(''), cwd), files.length);
        files.forEach((file, i) => {
            const shown = `${ref}:${file}`;
            const text = texts[i];
            if (text === undefined) {
                problems.push(`${shown}: could not be read from git`);
                return;
            }
            const result = parseRecordText(text, shown);
            if ('record' in result)
                records.push(result.record);
            else
                problems.push(result.problem);
        });
    }
    records.sort(_history_store_js__WEBPACK_IMPORTED_MODULE_5__/* .compareRecords */ .aB);
    return { records, problems, source: `${ref} (history.store: branch)` };
}


/***/ })

};
