export const id = 446;
export const ids = [446];
export const modules = {

/***/ 4446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SHOWN: () => (/* binding */ MAX_SHOWN),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5479);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1000);
/* harmony import */ var _pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1564);
/* harmony import */ var _review_criteria_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(267);
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7556);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5770);
/* harmony import */ var _stale_check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9145);
/* harmony import */ var _stale_stale_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4932);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1145);
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
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(cwd, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(loaded.dir, criteria)).replaceAll('\\', '/') || criteria;
    try {
        (0,_review_criteria_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCriteria */ .vP)(await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .readRepositoryText */ .oc)(loaded.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(loaded.dir, criteria), shown), shown);
        return undefined;
    }
    catch (err) {
        if ((0,_config_io_js__WEBPACK_IMPORTED_MODULE_6__/* .isNotFound */ .c4)(err))
            return undefined;
        if (err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x)
            return err;
        return new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`review.criteria: ${err instanceof Error ? err.message : String(err)}`, { file: shown });
    }
}
/** Every problem, each on its own line with its own position (an error that lists several is split). */
function reportProblems(problems, io, note = '') {
    const all = problems.flatMap((p) => p.parts);
    const shown = all.slice(0, MAX_SHOWN).map((p) => `  ${p.message.split(`${io.cwd}/`).join('')}`);
    const more = all.length > MAX_SHOWN ? `\n  … and ${all.length - MAX_SHOWN} more` : '';
    io.stderr(`context-eval: ${all.length} problem${all.length === 1 ? '' : 's'} found; nothing was sent to a model:\n${shown.join('\n')}${more}\n${note}`);
    return 2;
}
async function validateCommand(values, io) {
    const problems = [];
    let loaded;
    try {
        loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)((0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .configPathOf */ .j$)(values, io), { env: io.env, problems, provenance: values.verbose === true, ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .cacheOption */ .Qt)(io, (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .configPathOf */ .j$)(values, io)) });
    }
    catch (err) {
        // The config itself could not be used (not even repaired): its problems, all of them, and a word on the scenarios.
        if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x))
            throw err;
        return reportProblems([...problems, err], io, 'context-eval: the scenarios were not checked: fix the config first, then run validate again\n');
    }
    if (problems.length === 0)
        (0,_pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .requireScenarios */ .Xs)(loaded);
    const criteria = await criteriaProblem(loaded, io.cwd);
    if (criteria)
        problems.push(criteria);
    // Rendering every prompt finds template fields missing from a scenario's context (one scenario at a time,
    // so that one missing field does not hide another). A role whose provider is unknown is reported once, above.
    const { config } = loaded;
    const renderable = loaded.scenarios.filter((s) => Object.hasOwn(config.roles, s.role) && Object.hasOwn(config.providers, config.roles[s.role]?.provider ?? ''));
    // The loader refused a FIFO or a device among the roles' files; this read must not wait on one either.
    await (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_3__/* .checkEveryPrompt */ .IP)(loaded, renderable, (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .regularFilesOnly */ .kL)(io.readText, loaded.dir), (err) => {
        if (!problems.some((p) => p.message === err.message))
            problems.push(err);
    });
    if (problems.length > 0)
        return reportProblems(problems, io);
    if (values.verbose) {
        io.stdout((0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .verboseScenarioLines */ .AA)(loaded, io.cwd));
        io.stdout(await staleReport(loaded, io.now()));
    }
    const files = new Set(loaded.scenarios.map((s) => s.file)).size;
    const roles = Object.keys(loaded.config.roles).length;
    const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    io.stdout(`ok: ${count(loaded.scenarios.length, 'scenario')} in ${count(files, 'file')}, ${count(roles, 'role')}; every prompt renders\n`);
    io.stdout(`scenarios: ${loaded.scenarios.map((s) => s.name).join(', ')}\n`);
    return 0;
}
/** The stale scenarios from git's dates; a note instead when git cannot say (not a checkout, a shallow clone). */
async function staleReport(loaded, now) {
    const check = await (0,_stale_check_js__WEBPACK_IMPORTED_MODULE_8__/* .checkStale */ .S)(loaded, new Date(now));
    if (check.state === 'shallow')
        return `stale scenarios: ${_stale_stale_js__WEBPACK_IMPORTED_MODULE_10__/* .SHALLOW_HINT */ .Vu.replace(/`/g, "'")}\n\n`;
    if (check.state === 'unknown')
        return `stale scenarios: not checked (${check.reason})\n\n`;
    return `${(0,_stale_stale_js__WEBPACK_IMPORTED_MODULE_10__/* .renderStale */ .M6)(check.scenarios, check.days)}\n`;
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
