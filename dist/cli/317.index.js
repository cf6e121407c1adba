export const id = 317;
export const ids = [317];
export const modules = {

/***/ 7556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mz: () => (/* binding */ nodeListFiles),
/* harmony export */   aV: () => (/* binding */ confinedReader),
/* harmony export */   c4: () => (/* binding */ isNotFound)
/* harmony export */ });
/* unused harmony export SKIPPED_DIRS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5770);
/** The file-system edge of config loading: the only module here that touches node:fs. */



/** Folders never searched for scenarios. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/**
 * The loader's reader for `root`: node:fs through the confinement resolver, or, when `read` is given (a
 * file at a git ref, say), that reader after the same path check, its text size-checked and NUL refused.
 */
function confinedReader(root, read) {
    if (!read) {
        // One reader loads one suite: it remembers the real path of each folder it has read from.
        const folders = new Map();
        return (abs, shown) => (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readRepositoryText */ .oc)(root, abs, shown, _security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ, folders);
    }
    return async (abs, shown) => {
        await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRepository */ .AZ)(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs), abs, shown);
        return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkDecodedText */ .ew)(await read(abs), shown);
    };
}
/** Walks `dirAbs` (skipping node_modules and .git; not following symlinked folders); lists every entry that is not a folder. */
async function nodeListFiles(dirAbs) {
    const out = [];
    async function walk(relDir) {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dirAbs, relDir), { withFileTypes: true });
        for (const entry of entries) {
            const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name))
                    await walk(rel);
            }
            else {
                // Files, symlinks and special files (a FIFO, a device, a socket): one that a scenario glob matches is
                // then refused by the reader as not a regular file, by name, instead of being skipped in silence.
                out.push(rel);
            }
        }
    }
    await walk('');
    return out;
}
/** Is this error a "no such file" error? */
function isNotFound(err) {
    if (err === null || typeof err !== 'object')
        return false;
    if ('problem' in err && err.problem === 'not-found')
        return true;
    if (!('code' in err))
        return false;
    return err.code === 'ENOENT' || err.code === 'ENOTDIR';
}


/***/ }),

/***/ 2317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ loadConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/config/env.ts
/**
 * `${NAME}` expansion in string values (DESIGN §2, MUST). Pure: the environment is passed in.
 *
 * - `${NAME}`: the variable's value; unset is an error.
 * - `${NAME:-default}`: the default when NAME is unset or empty (as in the shell).
 * - `$${`: a literal `${`.
 * - Anything else that is not a reference, such as GitHub's `${{ … }}`, stays as written.
 * Keys are never expanded.
 */


const REFERENCE = /\$\$\{|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
/** Expands the references in one string. */
function expandEnvString(text, env) {
    let missing;
    const value = text.replace(REFERENCE, (match, name, fallback) => {
        if (match === '$${')
            return '${';
        if (name === undefined)
            return match;
        const current = env[name];
        if (fallback !== undefined)
            return current === undefined || current === '' ? fallback : current;
        if (current === undefined) {
            missing ??= name;
            return match;
        }
        return current;
    });
    return missing === undefined ? { ok: true, value } : { ok: false, name: missing };
}
/**
 * Expands references in every string value of the document, in place, so positions stay valid. An unset
 * variable is a ConfigError at the value that names it.
 */
function expandEnvInDocument(source, env) {
    let failure;
    (0,dist/* visit */.YR)(source.doc, {
        Scalar(key, node) {
            if (key === 'key' || typeof node.value !== 'string')
                return undefined;
            const result = expandEnvString(node.value, env);
            if (result.ok) {
                node.value = result.value;
                return undefined;
            }
            const offset = node.range?.[0] ?? 0;
            const { line, col } = source.lineCounter.linePos(offset);
            failure = new types/* ConfigError */.x(`environment variable ${result.name} is not set; export it or remove the reference (or write \${${result.name}:-default})`, { file: source.file, line, col });
            return dist/* visit */.YR.BREAK;
        },
    });
    if (failure)
        throw failure;
}

// EXTERNAL MODULE: ./src/config/issues.ts
var config_issues = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/config/io.ts
var config_io = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/config/suggest.ts
var suggest = __webpack_require__(2784);
// EXTERNAL MODULE: ./src/config/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(2717);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/expectations/json-schema.ts
var json_schema = __webpack_require__(9945);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/scenarios/discover.ts
/** Which files are scenarios, and which `_defaults.yaml` files apply to each (DESIGN §3). Pure. */



const SKIPPED_SEGMENTS = new Set(['node_modules', '.git']);
const DEFAULTS_NAMES = ['_defaults.yaml', '_defaults.yml'];
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * The scenario files among `files` (relative to the config folder, forward slashes): those matching the
 * glob(s), outside node_modules and .git, whose name does not start with `_`; sorted by path.
 */
function selectScenarioFiles(files, globs) {
    const isMatch = picomatch_default()(typeof globs === 'string' ? [globs] : [...globs]);
    return files
        .filter((file) => !file.split('/').some((segment) => SKIPPED_SEGMENTS.has(segment)))
        .filter((file) => !external_node_path_default().posix.basename(file).startsWith('_'))
        .filter((file) => isMatch(file))
        .sort(byCodeUnit);
}
/**
 * The `_defaults.yaml` (or `.yml`) files that apply to `scenarioFile`, farthest first: one per folder
 * from the config folder down to the scenario's own folder. Two in one folder is an error.
 */
function defaultsFilesFor(scenarioFile, files, display) {
    const folders = external_node_path_default().posix.dirname(scenarioFile).split('/').filter((s) => s !== '.' && s !== '');
    const out = [];
    for (let depth = 0; depth <= folders.length; depth++) {
        const folder = folders.slice(0, depth).join('/');
        const present = DEFAULTS_NAMES.map((name) => (folder === '' ? name : `${folder}/${name}`)).filter((f) => files.has(f));
        if (present.length > 1) {
            throw new types/* ConfigError */.x(`two defaults files in one folder: ${present.map(display).join(' and ')}; keep one`, { file: display(present[0] ?? '') });
        }
        if (present[0] !== undefined)
            out.push(present[0]);
    }
    return out;
}

// EXTERNAL MODULE: ./src/scenarios/layers.ts
var scenarios_layers = __webpack_require__(8933);
// EXTERNAL MODULE: ./src/scenarios/schema.ts + 1 modules
var scenarios_schema = __webpack_require__(933);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
;// CONCATENATED MODULE: ./src/config/file-error.ts

/**
 * `shown`: how messages name the file. A file that is not UTF-8 text is located at its first bad byte
 * ("scenarios/a.yaml:6:14: the byte 0xE9 is not valid UTF-8; …"); anything else names the file.
 * `suffix` is added to the located message (where the file was named).
 */
function fileError(err, shown, suffix = '') {
    const text = err.text;
    if (!text)
        return new types/* ConfigError */.x(err.message, { file: shown });
    const where = text.line === undefined ? { file: shown } : { file: shown, line: text.line, ...(text.col === undefined ? {} : { col: text.col }) };
    return new types/* ConfigError */.x(`${text.line === undefined ? 'this file ' : ''}${text.reason}${suffix}`, where);
}

// EXTERNAL MODULE: ./src/scenarios/suite-checks.ts
var suite_checks = __webpack_require__(6873);
// EXTERNAL MODULE: ./src/expectations/parse.ts
var parse = __webpack_require__(6624);
// EXTERNAL MODULE: ./src/agent/world.ts
var agent_world = __webpack_require__(7581);
;// CONCATENATED MODULE: ./src/scenarios/agent-fields.ts






/** A list item whose keys look like rules must be rules: `- { when: …, return: … }` is a typo, not an answer. */
function looksLikeRules(entry) {
    return Array.isArray(entry) && entry.some((r) => (0,scenarios_layers/* isMapping */.pi)(r) && ('returns' in r || 'when' in r));
}
function checkWorld(world, at, path, errors) {
    for (const [tool, entry] of Object.entries(world)) {
        const parsed = agent_world/* WorldEntrySchema */.GV.safeParse(entry);
        const rulesOk = !looksLikeRules(entry) || (Array.isArray(entry) && entry.every((r) => (0,scenarios_layers/* isMapping */.pi)(r) && 'returns' in r && Object.keys(r).every((k) => k === 'when' || k === 'returns')));
        if (!parsed.success || !rulesOk) {
            errors.push(new types/* ConfigError */.x(`world.${tool}: expected one answer (text, a mapping, or { file: PATH }) or a list of rules { when: {argument subset}, returns: answer }; got ${(0,config_issues/* describeValue */.bp)(entry)}`, at([...path, tool])));
        }
    }
}
/** The scenario's role (or its chain's first), messages, world and chain; problems go to `errors`. */
function agentFields(fields, layers, config, errors) {
    const at = (p) => (0,scenarios_layers/* positionInLayers */.Pg)(layers, p);
    const label = `scenario ${(0,config_issues/* describeValue */.bp)(fields.name)}`;
    const roles = Object.keys(config.roles);
    if (fields.chain !== undefined && fields.role !== undefined) {
        errors.push(new types/* ConfigError */.x(`${label}: role and chain both given; a chain names a role per stage, so leave role: out`, at(['chain'])));
        return undefined;
    }
    if (fields.chain === undefined && fields.role === undefined) {
        errors.push(new types/* ConfigError */.x(`${label}: no role; add role: <one of ${(0,suggest/* listNames */.Zv)(roles)}> (here or in a _defaults.yaml above), or a chain: of stages`, at(['name'])));
        return undefined;
    }
    const out = { role: fields.role ?? fields.chain?.[0]?.role ?? '' };
    if (fields.messages !== undefined) {
        out.messages = fields.messages.map((m) => ('user' in m ? { role: 'user', content: m.user } : { role: 'assistant', content: m.assistant }));
    }
    if (fields.world !== undefined) {
        checkWorld(fields.world, at, ['world'], errors);
        out.world = fields.world;
    }
    if (fields.chain !== undefined) {
        const stages = [];
        const seen = [];
        fields.chain.forEach((stage, i) => {
            const here = (p) => at(['chain', i, ...p]);
            if (!Object.hasOwn(config.roles, stage.role)) {
                const hint = (0,suggest/* didYouMean */.au)(stage.role, roles);
                errors.push(new types/* ConfigError */.x(`chain[${i}].role: unknown role '${stage.role}'${hint ? `${hint} Roles` : '; roles'}: ${(0,suggest/* listNames */.Zv)(roles)}`, here(['role'])));
            }
            if (seen.some((s) => s.role === stage.role)) {
                errors.push(new types/* ConfigError */.x(`chain[${i}].role: role '${stage.role}' already has a stage; handoffs name stages by role, so each role appears once`, here(['role'])));
            }
            for (const [j, from] of (stage.handoff?.from ?? []).entries()) {
                if (!seen.some((s) => s.role === from)) {
                    errors.push(new types/* ConfigError */.x(`chain[${i}].handoff.from[${j}]: '${from}' is not an earlier stage; earlier stages: ${seen.length === 0 ? '(none)' : (0,suggest/* listNames */.Zv)(seen.map((s) => s.role))}`, here(['handoff', 'from', j])));
                }
            }
            for (const [name, decided] of Object.entries(stage.when ?? {})) {
                const earlier = seen.find((s) => s.role === name);
                if (earlier === undefined)
                    errors.push(new types/* ConfigError */.x(`chain[${i}].when.${name}: '${name}' is not an earlier stage`, here(['when', name])));
                else if (earlier.decision === undefined)
                    errors.push(new types/* ConfigError */.x(`chain[${i}].when.${name}: stage '${name}' has no decision: list; add decision: [${decided}, …] to it`, here(['when', name])));
                else if (!earlier.decision.includes(decided))
                    errors.push(new types/* ConfigError */.x(`chain[${i}].when.${name}: '${decided}' is not one of stage ${name}'s decisions (${earlier.decision.join(', ')})`, here(['when', name])));
            }
            if (i === 0 && stage.handoff !== undefined)
                errors.push(new types/* ConfigError */.x(`chain[0].handoff: the first stage has no earlier stage to receive from; it renders the scenario's context`, here(['handoff'])));
            if (stage.world !== undefined)
                checkWorld(stage.world, here, ['world'], errors);
            let expect = [];
            if (stage.expect !== undefined) {
                try {
                    // An own rule here is a gate of the scenario, named by its stage (src/scenarios/own-rules.ts).
                    expect = (0,parse/* parseExpectations */.L)(stage.expect, (k, sub) => here(['expect', k, ...sub]), `chain[${i}].expect`);
                }
                catch (err) {
                    if (!(err instanceof types/* ConfigError */.x))
                        throw err;
                    errors.push(err);
                }
            }
            stages.push({
                role: stage.role,
                ...(stage.handoff === undefined ? {} : { handoff: { from: stage.handoff.from, maxChars: stage.handoff.max_chars } }),
                ...(stage.decision === undefined ? {} : { decision: stage.decision }),
                ...(stage.when === undefined ? {} : { when: stage.when }),
                expect,
                ...(stage.world === undefined ? {} : { world: stage.world }),
            });
            seen.push({ role: stage.role, ...(stage.decision === undefined ? {} : { decision: stage.decision }) });
        });
        out.chain = stages;
    }
    return out;
}

// EXTERNAL MODULE: ./src/scenarios/includes.ts
var includes = __webpack_require__(8986);
;// CONCATENATED MODULE: ./src/scenarios/build-parts.ts
/**
 * Two parts of building a scenario from its layers (src/scenarios/load.ts): its expectations, parsed layer
 * by layer with every problem kept, and its `depends_on` files, confined to the repository. Pure over the
 * parsed layers.
 */










/** Every layer's expectations; every problem of every layer goes to `errors` (those layers give none). */
function expectationsOf(layers, config, errors) {
    const out = [];
    for (const layer of layers) {
        const items = layer.value['expect'];
        if (items === undefined || items === null)
            continue;
        if (!Array.isArray(items)) {
            errors.push((0,yaml_source/* errorAt */.Os)(layer.source, [...layer.basePath, 'expect'], `expect: expected a list of expectations (such as \`- absent: [delete]\`), got ${(0,config_issues/* describeValue */.bp)(items)}`));
            continue;
        }
        // The items that parse are kept beside the problems of the others, so that their own checks
        // (expectationProblems) run in the same pass (issue 32, item 8).
        const parsed = (0,parse/* parseExpectations */.L)(items, (i, sub) => (0,yaml_source/* positionOf */.df)(layer.source, [...layer.basePath, 'expect', i, ...sub]), 'expect', errors);
        for (const [i, e] of parsed.entries()) {
            if (e.kind === 'judge' && e.args.provider !== undefined && !Object.hasOwn(config.providers, e.args.provider)) {
                const names = Object.keys(config.providers);
                const hint = (0,suggest/* didYouMean */.au)(e.args.provider, names);
                errors.push(new types/* ConfigError */.x(`expect[${i}].judge.provider: unknown provider '${e.args.provider}'${hint ? `${hint} Providers` : '; providers'}: ${(0,suggest/* listNames */.Zv)(names)}`, e.source));
            }
        }
        out.push(...parsed);
    }
    return out;
}
/**
 * A scenario's depends_on entries as paths from the config folder; an entry that names no file is passed
 * to `report`, one outside the repository throws.
 */
function dependencyFiles(dependsOn, layers, entry, root, realConfigDir, files, report) {
    const declaring = layers.findLast((l) => 'depends_on' in l.value) ?? entry;
    const list = typeof dependsOn === 'string' ? [dependsOn] : dependsOn;
    const named = [];
    const rels = [];
    for (const [i, item] of list.entries()) {
        const rel = (0,includes/* resolveFromFile */.L1)(declaring.file, item);
        const at = (0,scenarios_layers/* positionInLayers */.Pg)(layers, typeof dependsOn === 'string' ? ['depends_on'] : ['depends_on', i]);
        if (!(0,paths/* isInside */.FK)(root, external_node_path_default().isAbsolute(item) ? item : external_node_path_default().resolve(realConfigDir, rel))) {
            throw new types/* ConfigError */.x(`depends_on: '${item}' resolves outside the repository (${root}); name files inside it`, at);
        }
        if (!external_node_path_default().isAbsolute(item))
            named.push({ rel, at, written: item });
        rels.push(rel);
    }
    (0,suite_checks/* missingDependencies */.kc)(named, files).forEach(report);
    return rels;
}

;// CONCATENATED MODULE: ./src/scenarios/layer-needs.ts


/** Inlines includes in the layer's context, world and chain; records included files and counts their bytes in `inlined`. */
async function withIncludes(layer, opts, included, inlined) {
    let value = layer.value;
    // The context, the world and a chain's stage worlds may inline files (DESIGN §3, §3b).
    for (const key of INCLUDING_KEYS) {
        if (!(key in value))
            continue;
        const done = await (0,includes/* inlineIncludes */.hk)(value[key], {
            source: layer.source,
            file: layer.file,
            docPath: [...layer.basePath, key],
            configDir: opts.configDir,
            readFile: opts.io.readFile,
            onInclude: (rel) => included.add(rel),
            inlined,
        });
        value = { ...value, [key]: done };
    }
    return value === layer.value ? layer : { ...layer, value };
}
const INCLUDING_KEYS = ['context', 'world', 'chain'];
/** Does a run of the scenario validate JSON Schemas (json_schema, or args_valid against its tools' schemas)? */
function needsJsonSchema(s) {
    const uses = (e) => e.kind === 'json_schema' || e.kind === 'args_valid';
    return s.expect.some(uses) || (s.chain?.some((stage) => stage.expect.some(uses)) ?? false);
}
/** Does the layer write a json_schema expectation (checking it needs ajv, loaded on demand)? */
function hasJsonSchema(layer) {
    const items = layer.value['expect'];
    const uses = (list) => Array.isArray(list) && list.some((item) => (0,scenarios_layers/* isMapping */.pi)(item) && ('json_schema' in item || 'args_valid' in item));
    const chain = layer.value['chain'];
    return uses(items) || (Array.isArray(chain) && chain.some((stage) => (0,scenarios_layers/* isMapping */.pi)(stage) && uses(stage['expect'])));
}

// EXTERNAL MODULE: ./src/runner/detach.ts
var detach = __webpack_require__(5591);
;// CONCATENATED MODULE: ./src/scenarios/load.ts
/**
 * Loads the suite's scenarios (DESIGN §3): finds the files, applies `_defaults.yaml` inheritance, inlines
 * `{ file: }` includes, parses expectations and checks names and roles. Scenario files are data: `${ENV}`
 * is not expanded in them (DESIGN §2). File access goes through the injected LoaderIO, which confines
 * every path to the repository and checks sizes.
 */


















async function readText(rel, opts) {
    try {
        return await opts.io.readFile(external_node_path_default().resolve(opts.configDir, rel), rel);
    }
    catch (err) {
        if (err instanceof paths/* FileAccessError */.nF)
            throw fileError(err, opts.display(rel));
        throw new types/* ConfigError */.x(`cannot read ${rel}: ${err instanceof Error ? err.message : String(err)}`, { file: opts.display(rel) });
    }
}
async function readSource(rel, opts) {
    return (0,yaml_source/* parseYaml */.hN)(await readText(rel, opts), opts.display(rel));
}
const SHAPE_HINT = 'a scenario file holds one scenario (a mapping with name:, role:, context:, expect:) or a list of them under scenarios:';
/** The scenarios written in one file, with where each sits in the document. */
function entriesOf(source, file) {
    if ((0,yaml_source/* isEmptyDocument */.n6)(source))
        throw (0,yaml_source/* errorAt */.Os)(source, [], `the file is empty; ${SHAPE_HINT}`);
    const value = (0,yaml_source/* toValue */.BA)(source);
    if (!(0,scenarios_layers/* isMapping */.pi)(value))
        throw (0,yaml_source/* errorAt */.Os)(source, [], `expected a mapping, got ${(0,config_issues/* describeValue */.bp)(value)}; ${SHAPE_HINT}`);
    if (!('scenarios' in value))
        return [{ source, file, basePath: [], value }];
    const extra = Object.keys(value).find((key) => key !== 'scenarios');
    if (extra !== undefined) {
        throw (0,yaml_source/* errorAt */.Os)(source, [extra], `unknown key '${extra}' next to scenarios:; ${SHAPE_HINT}, not both`, 'key');
    }
    const list = value['scenarios'];
    if (!Array.isArray(list) || list.length === 0) {
        throw (0,yaml_source/* errorAt */.Os)(source, ['scenarios'], `scenarios: expected a non-empty list of scenarios, got ${(0,config_issues/* describeValue */.bp)(list)}`);
    }
    return list.map((item, i) => {
        if (!(0,scenarios_layers/* isMapping */.pi)(item)) {
            throw (0,yaml_source/* errorAt */.Os)(source, ['scenarios', i], `scenarios[${i}]: expected a mapping (one scenario with name:, role:, …), got ${(0,config_issues/* describeValue */.bp)(item)}`);
        }
        return { source, file, basePath: ['scenarios', i], value: item };
    });
}
async function defaultsLayer(rel, opts) {
    const source = await readSource(rel, opts);
    const value = (0,yaml_source/* isEmptyDocument */.n6)(source) ? {} : (0,yaml_source/* toValue */.BA)(source);
    if (!(0,scenarios_layers/* isMapping */.pi)(value))
        throw (0,yaml_source/* errorAt */.Os)(source, [], `expected a mapping of scenario keys to inherit, got ${(0,config_issues/* describeValue */.bp)(value)}`);
    if ('name' in value)
        throw (0,yaml_source/* errorAt */.Os)(source, ['name'], `a defaults file cannot set 'name': names must be unique; set it in each scenario`, 'key');
    // Check this file on its own, so that its problems are reported in its own terms.
    const checked = scenarios_schema/* ScenarioDefaultsSchema */.Sx.safeParse({ ...value, expect: undefined });
    if (!checked.success) {
        const problems = (0,config_issues/* describeIssues */.wF)(checked.error.issues, scenarios_schema/* ScenarioDefaultsSchema */.Sx, value, { rootName: rel });
        throw (0,config_issues/* problemsToError */.yz)(problems, (p) => (0,yaml_source/* positionOf */.df)(source, p.path, p.at));
    }
    return { source, file: rel, basePath: [], value };
}
/** Builds one scenario from its layers (farthest `_defaults.yaml` first, the scenario last). */
/** `realConfigDir`: the config folder after realpath, the spelling the repository root has. */
function buildScenario(layers, entry, included, opts, realConfigDir, files, report) {
    const merged = (0,scenarios_layers/* mergeLayers */.J)(layers, ['expect']);
    if (merged['name'] === undefined || merged['name'] === null) {
        throw (0,yaml_source/* errorAt */.Os)(entry.source, entry.basePath, `scenario has no 'name'; add name: <a name unique across the suite>`);
    }
    // Every problem of the scenario at once: its keys, its role and each of its expectations.
    const errors = [];
    const parsed = scenarios_schema/* ScenarioFieldsSchema */.TX.safeParse(merged);
    if (!parsed.success) {
        const problems = (0,config_issues/* describeIssues */.wF)(parsed.error.issues, scenarios_schema/* ScenarioFieldsSchema */.TX, merged, { rootName: `scenario ${(0,config_issues/* describeValue */.bp)(merged['name'])}` });
        errors.push((0,config_issues/* problemsToError */.yz)(problems, (p) => (0,scenarios_layers/* positionInLayers */.Pg)(layers, p.path, p.at)));
    }
    const roles = Object.keys(opts.config.roles);
    const roleName = merged['role'];
    if (typeof roleName === 'string' && roleName !== '' && !Object.hasOwn(opts.config.roles, roleName)) {
        const hint = (0,suggest/* didYouMean */.au)(roleName, roles);
        errors.push(new types/* ConfigError */.x(`scenario ${(0,config_issues/* describeValue */.bp)(merged['name'])}: unknown role '${roleName}'${hint ? `${hint} Roles` : '; roles'}: ${(0,suggest/* listNames */.Zv)(roles)}`, (0,scenarios_layers/* positionInLayers */.Pg)(layers, ['role'])));
    }
    const expect = expectationsOf(layers, opts.config, errors);
    const agent = parsed.success ? agentFields(parsed.data, layers, opts.config, errors) : undefined;
    if (errors.length > 0 || !parsed.success || agent === undefined) {
        // The expectations that parsed are still checked against their role: one pass finds every mistake.
        if (typeof roleName === 'string' && Object.hasOwn(opts.config.roles, roleName) && expect.length > 0) {
            const role = opts.config.roles[roleName];
            if (role)
                errors.push(...(0,suite_checks/* expectationProblems */.np)({ scenario: String(merged['name']), roleName, role, expect, explicitlyEmpty: false, allowNoExpectations: false, at: (0,yaml_source/* positionOf */.df)(entry.source, [...entry.basePath, 'name'], 'key') }));
        }
        // And its depends_on, when it is written as one (a string or a list of strings).
        const written = merged['depends_on'];
        if (typeof written === 'string' || (Array.isArray(written) && written.length > 0 && written.every((w) => typeof w === 'string'))) {
            try {
                dependencyFiles(written, layers, entry, opts.io.root, realConfigDir, files, (p) => errors.push(p));
            }
            catch (err) {
                if (!(err instanceof types/* ConfigError */.x))
                    throw err;
                errors.push(err);
            }
        }
        throw (0,config_issues/* combineErrors */.Lt)(errors);
    }
    const fields = { ...parsed.data, role: agent.role };
    const role = opts.config.roles[fields.role];
    if (role) {
        const problems = (0,suite_checks/* expectationProblems */.np)({
            scenario: fields.name,
            roleName: fields.role,
            role,
            expect,
            explicitlyEmpty: layers.some((l) => Array.isArray(l.value['expect']) && l.value['expect'].length === 0),
            allowNoExpectations: fields.allow_no_expectations === true,
            stagesCheck: agent.chain?.some((s) => s.expect.length > 0 || s.decision !== undefined) ?? false,
            at: (0,yaml_source/* positionOf */.df)(entry.source, [...entry.basePath, 'name'], 'key'),
        });
        problems.forEach(report);
    }
    const dependsOn = new Set([entry.file, ...layers.slice(0, -1).map((l) => l.file), ...included]);
    if (fields.depends_on !== undefined) {
        for (const rel of dependencyFiles(fields.depends_on, layers, entry, opts.io.root, realConfigDir, files, report))
            dependsOn.add(rel);
    }
    const provenance = {};
    if (opts.provenance === true) {
        Object.assign(provenance, (0,scenarios_layers/* layerProvenance */.x_)(Object.fromEntries(Object.entries(merged)), layers));
        if (fields.runs === undefined)
            provenance['runs'] = opts.configDefaults.runs;
        if (fields.threshold === undefined)
            provenance['threshold'] = opts.configDefaults.threshold;
        expect.forEach((e, i) => {
            provenance[`expect[${i}]`] = (0,yaml_source/* formatPos */.Yb)(e.source);
        });
    }
    return {
        name: fields.name,
        role: fields.role,
        file: entry.file,
        source: (0,yaml_source/* positionOf */.df)(entry.source, [...entry.basePath, 'name'], 'key'),
        runs: fields.runs ?? opts.config.defaults.runs,
        threshold: fields.threshold ?? opts.config.defaults.threshold,
        tolerance: fields.tolerance ?? opts.config.defaults.tolerance,
        verdict: fields.verdict ?? opts.config.defaults.verdict,
        maxRuns: fields.max_runs ?? opts.config.defaults.max_runs,
        context: fields.context ?? {},
        expect,
        ...(agent.messages === undefined ? {} : { messages: agent.messages }),
        ...(agent.world === undefined ? {} : { world: agent.world }),
        ...(agent.chain === undefined ? {} : { chain: agent.chain }),
        dependsOn: [...dependsOn],
        provenance,
    };
}
/** How many scenario files are read and parsed at once. */
const LOAD_CONCURRENCY = 32;
/**
 * Loads every scenario of the suite, in suite order (files sorted by path, then file order). Files are
 * read and parsed concurrently (at most LOAD_CONCURRENCY at once); what each produced is replayed in
 * suite order, so the result, the order of problems and the first error do not depend on which read
 * finishes first.
 */
async function loadScenarios(opts) {
    const realConfigDir = await (0,promises_.realpath)(opts.configDir).catch(() => opts.configDir);
    // Detached: a listed path may be a slice of a longer one, which every scenario's `file` would hold alive.
    const allFiles = (await opts.io.listFiles(opts.configDir)).map((f) => (0,detach/* detached */.h)(f.replaceAll('\\', '/')));
    const fileSet = new Set(allFiles);
    const scenarioFiles = selectScenarioFiles(allFiles, opts.config.scenarios);
    const defaultsCache = new Map();
    const defaultsByFolder = new Map();
    // Set once the replay has thrown: files not started yet are not read.
    let stopped = false;
    const defaultsOf = async (file, out) => {
        const layers = [];
        // The defaults files depend on the folder alone: worked out once per folder (20,000 files share a few).
        const folder = external_node_path_default().posix.dirname(file);
        let found = defaultsByFolder.get(folder);
        if (found === undefined) {
            try {
                found = { rels: defaultsFilesFor(file, fileSet, opts.display) };
            }
            catch (error) {
                found = { error };
            }
            defaultsByFolder.set(folder, found);
        }
        if ('error' in found) {
            out.push({ kind: 'error', error: found.error });
            return undefined;
        }
        const { rels } = found;
        for (const rel of rels) {
            let layer = defaultsCache.get(rel);
            if (!layer) {
                layer = defaultsLayer(rel, opts);
                // Many files await one defaults file; each records its rejection.
                layer.catch(() => undefined);
                defaultsCache.set(rel, layer);
            }
            try {
                layers.push(await layer);
            }
            catch (error) {
                out.push({ kind: 'error', error, defaults: rel });
                return undefined;
            }
        }
        return layers;
    };
    const loadFile = async (file) => {
        const out = [];
        if (stopped)
            return out;
        const defaults = await defaultsOf(file, out);
        if (!defaults)
            return out;
        let entries;
        let key;
        try {
            const text = await readText(file, opts);
            key = opts.cache?.keyOf(file, text, defaults.map((d) => d.source.text));
            const kept = key === undefined ? undefined : opts.cache?.get(file, key);
            if (kept) {
                if (kept.some(needsJsonSchema))
                    await (0,json_schema/* loadJsonSchemaSupport */.Nb)();
                return kept.map((scenario) => ({ kind: 'scenario', scenario }));
            }
            entries = entriesOf((0,yaml_source/* parseYaml */.hN)(text, opts.display(file)), file);
        }
        catch (error) {
            out.push({ kind: 'error', error });
            return out;
        }
        // Without onProblem the first problem ends the entry, as it ends loading.
        const report = (problem) => {
            if (!opts.onProblem)
                throw problem;
            out.push({ kind: 'problem', problem });
        };
        // Kept in the cache only when the file's bytes (and its defaults') decide it alone: no include, no depends_on.
        let cacheable = true;
        for (const entry of entries) {
            try {
                const included = new Set();
                const layers = [];
                const inlined = { bytes: 0 };
                for (const layer of [...defaults, entry])
                    layers.push(await withIncludes(layer, opts, included, inlined));
                if (layers.some(hasJsonSchema))
                    await (0,json_schema/* loadJsonSchemaSupport */.Nb)();
                if (included.size > 0 || layers.some((l) => 'depends_on' in l.value))
                    cacheable = false;
                out.push({ kind: 'scenario', scenario: buildScenario(layers, entry, included, opts, realConfigDir, fileSet, report) });
            }
            catch (error) {
                out.push({ kind: 'error', error });
            }
        }
        // Only a file that gave scenarios and nothing else: an error or a problem is never kept as valid.
        if (key !== undefined && cacheable) {
            const scenarios = out.flatMap((o) => (o.kind === 'scenario' ? [o.scenario] : []));
            if (scenarios.length === out.length)
                opts.cache?.set(file, key, scenarios);
        }
        return out;
    };
    const limit = (0,p_limit/* default */.A)(LOAD_CONCURRENCY);
    const perFile = scenarioFiles.map((file) => limit(() => loadFile(file)));
    const scenarios = [];
    const seen = new Map();
    const brokenDefaults = new Set();
    // Without onProblem the first problem is thrown; with it, every problem is passed on and loading goes on.
    const fail = (error) => {
        if (!(error instanceof types/* ConfigError */.x) || !opts.onProblem)
            throw error;
        opts.onProblem(error);
    };
    const replay = (outcome) => {
        if (outcome.kind === 'problem')
            return fail(outcome.problem);
        if (outcome.kind === 'error') {
            const { error, defaults } = outcome;
            if (defaults !== undefined) {
                // A broken _defaults.yaml is reported once, not once per scenario file below it.
                if (error instanceof types/* ConfigError */.x && opts.onProblem && brokenDefaults.has(defaults))
                    return;
                brokenDefaults.add(defaults);
            }
            return fail(error);
        }
        const { scenario } = outcome;
        const earlier = seen.get(scenario.name);
        if (earlier) {
            return fail(new types/* ConfigError */.x(`duplicate scenario name '${scenario.name}': also at ${(0,yaml_source/* formatPos */.Yb)(earlier.source)}; names must be unique across the suite, rename one`, scenario.source));
        }
        seen.set(scenario.name, scenario);
        scenarios.push(scenario);
    };
    try {
        for (const outcomes of perFile)
            for (const outcome of await outcomes)
                replay(outcome);
        opts.cache?.save();
    }
    catch (error) {
        stopped = true;
        limit.clearQueue();
        throw error;
    }
    return scenarios;
}

;// CONCATENATED MODULE: ./src/config/not-a-config.ts
/**
 * Recognising a file that is not a context-eval config at all (`--config /etc/passwd`, a `.env` file):
 * such a file is named in the error, never quoted, since its content may be anything. Pure.
 */



const HINT = 'check --config (or the action\'s `config` input): a context-eval config is a YAML mapping that starts with `version: 1`';
/** A ConfigError when `source` does not look like a context-eval config; undefined when it does. */
function notAConfig(source) {
    const root = source.doc.contents;
    if (!(0,dist/* isMap */.jh)(root))
        return new types/* ConfigError */.x(`this file is not a context-eval config (its top level is not a mapping); ${HINT}`, { file: source.file, line: 1 });
    const known = new Set(Object.keys(schema/* ConfigSchema */.Sk.shape));
    const keys = root.items.map((pair) => ((0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : ''));
    if (!keys.some((key) => known.has(key))) {
        return new types/* ConfigError */.x(`this file is not a context-eval config (none of its ${keys.length} top-level keys is a context-eval setting); ${HINT}`, { file: source.file, line: 1 });
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/config/encoding.ts
var encoding = __webpack_require__(5093);
;// CONCATENATED MODULE: ./src/config/repair.ts


function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function removeAt(data, path) {
    const parent = (0,config_issues/* valueAt */.fK)(data, path.slice(0, -1));
    const last = path[path.length - 1];
    if (isRecord(parent) && typeof last === 'string')
        delete parent[last];
}
function setAt(data, path, value) {
    const parent = (0,config_issues/* valueAt */.fK)(data, path.slice(0, -1));
    const last = path[path.length - 1];
    if (isRecord(parent) && typeof last === 'string')
        parent[last] = value;
}
/** A copy of `raw` with every issue's value replaced or removed (see above). */
function repairedData(raw, issues) {
    const copy = structuredClone(raw);
    for (const issue of issues) {
        if (issue.path.length === 0 && issue.code !== 'unrecognized_keys')
            continue;
        if (issue.code === 'unrecognized_keys') {
            const parent = (0,config_issues/* valueAt */.fK)(copy, issue.path);
            if (isRecord(parent))
                for (const key of issue.keys)
                    delete parent[key];
            continue;
        }
        const value = (0,config_issues/* valueAt */.fK)(copy, issue.path);
        const suggested = issue.code === 'invalid_value' && typeof value === 'string' ? (0,suggest/* nearest */.pA)(value, issue.values.map(String)) : undefined;
        if (suggested !== undefined)
            setAt(copy, issue.path, suggested);
        else
            removeAt(copy, issue.path);
    }
    return copy;
}

// EXTERNAL MODULE: ./src/scenarios/validated-cache.ts
var validated_cache = __webpack_require__(9146);
;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Loads `context-eval.yaml` (DESIGN §2): read, parse with positions, expand `${ENV}`, validate with
 * ConfigSchema, cross-check names and files, then load the scenarios. Every problem is a ConfigError that
 * names file:line:col. File access goes through LoaderIO (node:fs by default).
 */
















function unknownName(what, name, known, plural) {
    const hint = (0,suggest/* didYouMean */.au)(name, known);
    return `unknown ${what} '${name}'${hint ? `${hint} ${plural}` : `; ${plural.toLowerCase()}`}: ${(0,suggest/* listNames */.Zv)(known)}`;
}
/** Names that must refer to something defined elsewhere in the config; each problem goes to `report`. */
function checkReferences(config, source, report) {
    const providers = Object.keys(config.providers);
    for (const [roleName, role] of Object.entries(config.roles)) {
        if (!Object.hasOwn(config.providers, role.provider)) {
            report((0,yaml_source/* errorAt */.Os)(source, ['roles', roleName, 'provider'], `roles.${roleName}.provider: ${unknownName('provider', role.provider, providers, 'Providers')}`));
        }
    }
    if (config.review.provider !== undefined && !Object.hasOwn(config.providers, config.review.provider)) {
        report((0,yaml_source/* errorAt */.Os)(source, ['review', 'provider'], `review.provider: ${unknownName('provider', config.review.provider, providers, 'Providers')}`));
    }
    for (const [name, provider] of Object.entries(config.providers)) {
        if (provider.type !== 'replay' || provider.record_with === undefined)
            continue;
        const at = ['providers', name, 'record_with'];
        const target = config.providers[provider.record_with];
        const recorders = providers.filter((p) => config.providers[p]?.type !== 'replay');
        if (!target) {
            report((0,yaml_source/* errorAt */.Os)(source, at, `providers.${name}.record_with: ${unknownName('provider', provider.record_with, recorders, 'Providers that can record')}`));
            continue;
        }
        if (target.type === 'replay') {
            report((0,yaml_source/* errorAt */.Os)(source, at, `providers.${name}.record_with: '${provider.record_with}' is itself a replay provider; name one that calls a model (${(0,suggest/* listNames */.Zv)(recorders)})`));
        }
    }
}
/**
 * Each role's system, template and `{ file: }` var files must exist (relative to the config folder) inside the repository,
 * and be UTF-8 text. Each problem goes to `report` (which throws unless `validate` collects).
 */
async function checkRoleFiles(config, source, dir, readFile, report) {
    const checked = new Set();
    for (const [roleName, role] of Object.entries(config.roles)) {
        const files = [];
        if (typeof role.system === 'string')
            files.push({ path: ['roles', roleName, 'system'], file: role.system, what: 'system' });
        else
            role.system.forEach((file, i) => files.push({ path: ['roles', roleName, 'system', i], file, what: 'system' }));
        if (role.template !== undefined)
            files.push({ path: ['roles', roleName, 'template'], file: role.template, what: 'template' });
        for (const [name, value] of Object.entries(role.vars)) {
            if (typeof value !== 'string')
                files.push({ path: ['roles', roleName, 'vars', name, 'file'], file: value.file, what: 'var' });
        }
        for (const entry of files) {
            let text;
            try {
                text = await readFile(external_node_path_default().resolve(dir, entry.file), entry.file);
            }
            catch (err) {
                if (err instanceof paths/* FileAccessError */.nF && err.text) {
                    // Reported at the file's own bad byte, once, however many roles name it.
                    const named = (0,yaml_source/* positionOf */.df)(source, entry.path);
                    if (!checked.has(entry.file))
                        report(fileError(err, entry.file, ` (named by ${(0,config_issues/* formatPath */.jV)(entry.path)} at ${named.file}:${named.line})`));
                    checked.add(entry.file);
                    continue;
                }
                if (err instanceof paths/* FileAccessError */.nF && !(0,config_io/* isNotFound */.c4)(err)) {
                    report((0,yaml_source/* errorAt */.Os)(source, entry.path, `${(0,config_issues/* formatPath */.jV)(entry.path)}: ${err.message}`));
                    continue;
                }
                const why = (0,config_io/* isNotFound */.c4)(err) ? 'file not found' : `cannot read file (${err instanceof Error ? err.message : String(err)})`;
                report((0,yaml_source/* errorAt */.Os)(source, entry.path, `${(0,config_issues/* formatPath */.jV)(entry.path)}: ${why}: '${entry.file}' (relative to the config folder); create it or fix the path`));
                continue;
            }
            const problem = (0,encoding/* encodingProblem */.pz)(text);
            if (problem !== undefined && !checked.has(entry.file)) {
                const named = (0,yaml_source/* positionOf */.df)(source, entry.path);
                report(new types/* ConfigError */.x(`${problem} (named by ${(0,config_issues/* formatPath */.jV)(entry.path)} at ${named.file}:${named.line})`, { file: entry.file }));
            }
            checked.add(entry.file);
        }
    }
}
/**
 * The paths the config names but does not read at load time — replay recordings, exec cwd, role
 * depends_on, review.criteria, history.dir (store: dir or auto), scenario globs — must also stay inside the repository.
 */
async function checkConfinedPaths(config, source, dir, root, report) {
    const named = [];
    for (const [name, provider] of Object.entries(config.providers)) {
        if (provider.type === 'replay')
            named.push({ at: ['providers', name, 'recordings'], target: provider.recordings });
        if (provider.type === 'exec' && provider.cwd !== undefined)
            named.push({ at: ['providers', name, 'cwd'], target: provider.cwd });
    }
    for (const [roleName, role] of Object.entries(config.roles)) {
        role.depends_on.forEach((target, i) => named.push({ at: ['roles', roleName, 'depends_on', i], target }));
    }
    if (config.review.criteria !== undefined)
        named.push({ at: ['review', 'criteria'], target: config.review.criteria });
    // With store: branch, history.dir is a folder inside the data branch's tree (checked by the branch store);
    // with auto it is the local folder.
    if (config.history.store !== 'branch')
        named.push({ at: ['history', 'dir'], target: config.history.dir });
    if (typeof config.scenarios === 'string')
        named.push({ at: ['scenarios'], target: config.scenarios });
    else
        config.scenarios.forEach((target, i) => named.push({ at: ['scenarios', i], target }));
    // The local response cache is written to: confined, and never an absolute folder (issue 21 item 3, C2).
    if (config.cache)
        named.push({ at: ['cache', 'dir'], target: config.cache.dir, writable: true });
    for (const { at, target, writable } of named) {
        try {
            await (writable ? paths/* resolveWritableInRepository */.kd : paths/* resolveInRepository */.AZ)(root, dir, target);
        }
        catch (err) {
            if (!(err instanceof paths/* FileAccessError */.nF))
                throw err;
            report((0,yaml_source/* errorAt */.Os)(source, at, `${(0,config_issues/* formatPath */.jV)(at)}: ${err.message}`));
        }
    }
}
/** For `--verbose`: every leaf of the parsed config → "file:line", or "default" when the file does not set it. */
function configProvenance(config, source) {
    const out = {};
    const visit = (value, keyPath) => {
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
            for (const [key, child] of Object.entries(value))
                visit(child, [...keyPath, key]);
            return;
        }
        if ((0,yaml_source/* hasPath */.a6)(source, keyPath)) {
            const pos = (0,yaml_source/* positionOf */.df)(source, keyPath, 'key');
            out[(0,config_issues/* formatPath */.jV)(keyPath)] = `${pos.file}:${pos.line}`;
        }
        else {
            out[(0,config_issues/* formatPath */.jV)(keyPath)] = 'default';
        }
    };
    visit(config, []);
    return out;
}
/**
 * The config's data parsed with ConfigSchema; a ConfigError listing every issue otherwise. `validate`
 * (`problems` given) goes on with a repaired copy when one parses (repair.ts), its problems reported.
 */
function parseConfig(raw, source, problems) {
    const parsed = schema/* ConfigSchema */.Sk.safeParse(raw);
    if (parsed.success)
        return parsed.data;
    const error = (0,config_issues/* problemsToError */.yz)((0,config_issues/* describeIssues */.wF)(parsed.error.issues, schema/* ConfigSchema */.Sk, raw), (p) => (0,yaml_source/* positionOf */.df)(source, p.path, p.at));
    const repaired = problems ? schema/* ConfigSchema */.Sk.safeParse(repairedData(raw, parsed.error.issues)) : undefined;
    if (!problems || !repaired?.success)
        throw error;
    problems.push(...error.parts);
    return repaired.data;
}
/** Loads and validates the config file at `configPath` and its scenarios. Throws ConfigError. */
async function loadConfig(configPath, opts) {
    const abs = external_node_path_default().resolve(configPath);
    const dir = external_node_path_default().dirname(abs);
    const root = opts.root ?? (await (0,paths/* repositoryRoot */.Hn)(dir));
    const io = { readFile: (0,config_io/* confinedReader */.aV)(root, opts.readFile), listFiles: opts.listFiles ?? config_io/* nodeListFiles */.Mz, root };
    const shownConfig = configPath.replaceAll('\\', '/');
    const shownDir = external_node_path_default().posix.dirname(shownConfig);
    // Detached: a joined path is a tree of its pieces (and slices of the listing), held by every position kept (issue 23 item 5).
    const display = (rel) => (0,detach/* detached */.h)(shownDir === '.' ? rel : external_node_path_default().posix.join(shownDir, rel));
    let text;
    try {
        text = await io.readFile(abs, shownConfig);
    }
    catch (err) {
        if ((0,config_io/* isNotFound */.c4)(err))
            throw new types/* ConfigError */.x(`config file not found: ${shownConfig}; create it or pass --config`);
        if (err instanceof paths/* FileAccessError */.nF)
            throw err.text ? fileError(err, shownConfig) : new types/* ConfigError */.x(`config file ${err.message}`, { file: shownConfig });
        throw new types/* ConfigError */.x(`cannot read config file ${shownConfig}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const source = (0,yaml_source/* parseYaml */.hN)(text, shownConfig);
    if ((0,yaml_source/* isEmptyDocument */.n6)(source)) {
        throw new types/* ConfigError */.x('the config file is empty; start it with `version: 1`, then define providers: and roles:', { file: shownConfig, line: 1 });
    }
    // A file that is not a context-eval config (--config /etc/passwd) is named, never quoted.
    const foreign = notAConfig(source);
    if (foreign)
        throw foreign;
    expandEnvInDocument(source, opts.env);
    const raw = (0,yaml_source/* toValue */.BA)(source);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw (0,yaml_source/* errorAt */.Os)(source, [], `the config must be a mapping (version:, providers:, roles:, …), got ${(0,config_issues/* describeValue */.bp)(raw)}`);
    }
    const problems = opts.problems;
    const report = (e) => {
        if (!problems)
            throw e;
        problems.push(...e.parts);
    };
    const config = parseConfig(raw, source, problems);
    checkReferences(config, source, report);
    await checkRoleFiles(config, source, dir, io.readFile, report);
    await checkConfinedPaths(config, source, dir, root, report);
    const provenance = configProvenance(config, source);
    const configDefaults = { runs: provenance['defaults.runs'] ?? 'default', threshold: provenance['defaults.threshold'] ?? 'default' };
    // Everything a scenario file's outcome depends on besides its own bytes and its defaults files'.
    const cache = opts.validationCache !== undefined && opts.readFile === undefined && opts.listFiles === undefined
        ? (0,validated_cache/* openValidatedCache */.X3)(opts.validationCache, JSON.stringify([config, dir, root, display(''), configDefaults, opts.provenance === true]))
        : undefined;
    const scenarios = await loadScenarios({
        config,
        configDir: dir,
        display,
        io,
        configDefaults,
        ...(problems ? { onProblem: report } : {}),
        ...(cache ? { cache } : {}),
        ...(opts.provenance === true ? { provenance: true } : {}),
    });
    return { path: abs, dir, root, config, scenarios, provenance };
}


/***/ }),

/***/ 2717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Os: () => (/* binding */ errorAt),
  Yb: () => (/* binding */ formatPos),
  a6: () => (/* binding */ hasPath),
  n6: () => (/* binding */ isEmptyDocument),
  hN: () => (/* binding */ parseYaml),
  df: () => (/* binding */ positionOf),
  BA: () => (/* binding */ toValue)
});

// UNUSED EXPORTS: MAX_YAML_ALIASES, MAX_YAML_ALIAS_CHARS, MAX_YAML_ALIAS_VALUES, MAX_YAML_DEPTH, MAX_YAML_VALUES

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/config/yaml-checks.ts
/**
 * Checks of a parsed YAML document's structure that the `yaml` package accepts but the product cannot
 * use, each found on the syntax tree so that the error names its line: nesting deeper than a limit, a
 * list or mapping as a key, a NUL character written as an escape (`"\0"`, `"\x00"`), an alias that names
 * no anchor or one of its own ancestors (a value that contains itself), a merge (`<<`) of something
 * other than mappings, and aliases that expand the document past a size budget. Pure.
 */

/** The first structural problem, or undefined. */
function firstStructuralProblem(doc, text, limits) {
    // Only a backslash escape can write a NUL (the bytes themselves are refused when the file is read).
    const shape = firstShapeProblem(doc.contents, limits.maxDepth, text.includes('\\'));
    if (shape)
        return shape;
    // Aliases need a '*' and merges a '<<'; most files have neither, and then there is nothing more to walk.
    return text.includes('*') || text.includes('<<') ? firstAliasProblem(doc, limits) : undefined;
}
const NUL_MESSAGE = 'this value holds a NUL character (written \\0, \\x00 or \\u0000); NUL is not text: remove it';
/** Nesting deeper than maxDepth, a collection used as a key, or (with `nul`) a string holding NUL; walks without recursion. */
function firstShapeProblem(root, maxDepth, nul) {
    const stack = [{ node: root, depth: 0 }];
    while (stack.length > 0) {
        const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
        if (nul && (0,dist/* isScalar */.jn)(node) && typeof node.value === 'string' && node.value.includes('\u0000'))
            return { node, message: NUL_MESSAGE };
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            continue;
        if (depth >= maxDepth)
            return { node, message: `nested more than ${maxDepth} levels deep; flatten the structure` };
        for (const item of node.items) {
            if (!(0,dist/* isPair */.tO)(item)) {
                stack.push({ node: item, depth: depth + 1 });
                continue;
            }
            if ((0,dist/* isMap */.jh)(item.key) || (0,dist/* isSeq */.oP)(item.key)) {
                return { node: item.key, message: 'this key is a list or mapping; a key must be a plain value (a name): write it as one' };
            }
            if (nul)
                stack.push({ node: item.key, depth: depth + 1 });
            stack.push({ node: item.value, depth: depth + 1 });
        }
    }
    return undefined;
}
/** Is this the key of a merge (`<<:`, plain, as the `yaml` package with `merge: true` reads it)? */
function isMergeKey(key) {
    if (!(0,dist/* isScalar */.jn)(key) || (key.type !== undefined && key.type !== 'PLAIN'))
        return false;
    // The package resolves a plain `<<` to Symbol(<<) when merge keys are on.
    return key.value === '<<' || (typeof key.value === 'symbol' && key.value.description === '<<');
}
/**
 * One walk in document order over a document that has aliases or merges:
 * - an alias naming no anchor set before it;
 * - an alias naming one of its own ancestors (`x: &a [1, *a]`, whose value would contain itself: every walk
 *   over it, such as the include walk, would never end; an alias can only name an anchor set before it, so
 *   this is the only way a cycle arises);
 * - a merge of something other than a mapping or an alias of one;
 * - the first alias at which what the aliases add (each alias, and so each merge of one, counts as the
 *   node it names written out again) passes a budget: `maxAddedValues` values (scalars and collections)
 *   or `maxAddedChars` characters of scalar source. The `yaml` package's alias-count limit alone lets 998
 *   aliases of a 100 KB string through (100 MB of context a request), or of a 60,000-item list (60 million
 *   values to render). What is written without aliases is bounded by the file size limit instead.
 * Anchors are looked up in a map kept along the walk (the last one of that name set before the alias, as
 * the `yaml` package resolves them): its `Alias.resolve` walks the whole document at every call, which made
 * 900 aliases in a 0.1 MB file cost seconds. Recursive: it runs after firstShapeProblem, so the depth is
 * bounded; an alias names a node completed before it (never an ancestor), so each node is weighed once.
 */
function firstAliasProblem(doc, limits) {
    const anchors = new Map();
    const ancestors = new Set();
    /** Each completed node: the values and characters it stands for, its aliases written out (capped). */
    const weights = new Map();
    const added = { values: 0, chars: 0 };
    const targetOf = (node) => ((0,dist/* isAlias */.Vj)(node) ? anchors.get(node.source) : node);
    const isMapping = (node) => (0,dist/* isMap */.jh)(targetOf(node));
    let found;
    const walk = (node) => {
        if (found)
            return NOTHING;
        if ((0,dist/* isAlias */.Vj)(node)) {
            const target = anchors.get(node.source);
            if (target === undefined) {
                found = { node, message: `the alias *${node.source} names no anchor set before it; set &${node.source} on a node above it, or write the value out` };
                return NOTHING;
            }
            if (ancestors.has(target)) {
                found = {
                    node,
                    message: `the alias *${node.source} sits inside the node it names (&${node.source}), which makes the value contain itself; copy the value out, or point the alias at a node outside it`,
                };
                return NOTHING;
            }
            const weight = weights.get(target) ?? scalarWeight(target);
            added.values += weight.values;
            added.chars += weight.chars;
            if (added.values > limits.maxAddedValues || added.chars > limits.maxAddedChars)
                found = { node, message: tooMuch(node.source, added, limits) };
            return weight;
        }
        if ((0,dist/* isScalar */.jn)(node)) {
            if (node.anchor)
                anchors.set(node.anchor, node);
            return scalarWeight(node);
        }
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            return NOTHING;
        if (node.anchor)
            anchors.set(node.anchor, node);
        ancestors.add(node);
        const weight = { values: 1, chars: 0 };
        const add = (w) => {
            weight.values += w.values;
            weight.chars += w.chars;
        };
        for (const item of node.items) {
            if ((0,dist/* isPair */.tO)(item)) {
                add(walk(item.key));
                add(walk(item.value));
                found ??= mergeProblem(item.key, item.value);
            }
            else {
                add(walk(item));
            }
            if (found)
                return NOTHING;
        }
        ancestors.delete(node);
        // Capped: aliases of aliases would otherwise count past what a number holds exactly.
        const capped = { values: Math.min(weight.values, limits.maxAddedValues + 1), chars: Math.min(weight.chars, limits.maxAddedChars + 1) };
        weights.set(node, capped);
        return capped;
    };
    const mergeProblem = (key, value) => {
        if (!isMergeKey(key))
            return undefined;
        const resolved = targetOf(value);
        if ((0,dist/* isMap */.jh)(resolved) || ((0,dist/* isSeq */.oP)(resolved) && resolved.items.every(isMapping)))
            return undefined;
        const at = (value !== null && typeof value === 'object' && 'range' in value ? value : key);
        return { node: at, message: 'a merge (<<) takes a mapping, an alias of one, or a list of them; merge a mapping, or use a plain key' };
    };
    walk(doc.contents);
    return found;
}
const NOTHING = { values: 0, chars: 0 };
function tooMuch(alias, added, limits) {
    const mb = limits.maxAddedChars / (1024 * 1024);
    const text = mb >= 1 ? `${Math.round(mb * 10) / 10} MB of text` : `${limits.maxAddedChars.toLocaleString('en-US')} characters of text`;
    const what = added.chars > limits.maxAddedChars ? text : `${limits.maxAddedValues.toLocaleString('en-US')} values`;
    return `its aliases (*name) expand it by more than ${what} (this *${alias} goes past it); write the value out once, or use fewer or smaller aliases`;
}
function scalarWeight(node) {
    if (!(0,dist/* isScalar */.jn)(node))
        return { values: 1, chars: 0 };
    const range = node.range;
    return { values: 1, chars: range ? range[1] - range[0] : String(node.value).length };
}

// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
;// CONCATENATED MODULE: ./src/config/yaml-source.ts
/**
 * YAML parsing that keeps positions, so every later error can name file:line:col. Pure: the text comes in.
 */




/** How deep collections may nest in any YAML file the product reads. */
const MAX_YAML_DEPTH = 100;
/** How many alias expansions a document may make (the `yaml` package's guard against alias bombs). */
const MAX_YAML_ALIASES = 1000;
/**
 * How much aliases may add to a document (yaml-checks.ts), each alias counted as the node it names written
 * out again: values (scalars and collections), and characters of text. What is written without aliases is
 * bounded by the file size limit (MAX_FILE_BYTES); these bound what aliases make of it.
 */
const MAX_YAML_ALIAS_VALUES = 100_000;
const MAX_YAML_ALIAS_CHARS = paths/* MAX_FILE_BYTES */.gZ;
/**
 * How many values (scalars and flow collections) one file may write. The `yaml` package takes about 1 KB
 * of memory and 10 µs a value to parse (700,000 values in a 1.4 MB file: 6 s, 750 MB), and the 5 MB file
 * limit alone lets 2.5 million through; counted with its lexer (little memory) before parsing, for files
 * large enough to hold that many (a value takes at least two bytes: `a,`).
 */
const MAX_YAML_VALUES = 100_000;
const TOO_DEEP = `nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`;
/** Parses YAML text; a syntax error or a duplicate key becomes a ConfigError naming file:line:col. */
function parseYaml(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    if (text.length > 2 * MAX_YAML_VALUES) {
        const past = offsetPastValues(text, MAX_YAML_VALUES);
        if (past !== undefined) {
            const { line, col } = positionIn(text, past);
            throw new types/* ConfigError */.x(`invalid YAML: it writes more than ${MAX_YAML_VALUES.toLocaleString('en-US')} values (here it goes past); split the file, or keep large data in an included file ({ file: PATH })`, { file, line, col });
        }
    }
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
    }
    catch (err) {
        if (err instanceof RangeError)
            throw new types/* ConfigError */.x(`invalid YAML: ${TOO_DEEP}`, { file });
        throw err;
    }
    const first = doc.errors[0];
    if (first) {
        const offset = first.pos[0];
        const { line, col } = lineCounter.linePos(offset);
        throw new types/* ConfigError */.x(describeYamlError(first.code, first.message, text, first.pos), { file, line, col });
    }
    const problem = firstStructuralProblem(doc, text, { maxDepth: MAX_YAML_DEPTH, maxAddedValues: MAX_YAML_ALIAS_VALUES, maxAddedChars: MAX_YAML_ALIAS_CHARS });
    if (problem) {
        const { line, col } = lineCounter.linePos(problem.node.range?.[0] ?? 0);
        throw new types/* ConfigError */.x(`invalid YAML: ${problem.message}`, { file, line, col });
    }
    return { file, text, doc, lineCounter };
}
/** The lexer's markers (document start, flow end, scalar start): no text of their own. */
const MARKERS = new Set(['\u0002', '\u0018', '\u001f']);
/** The offset of the value after the first `max` in `text` (plain, block or quoted scalars and flow collections), or undefined. */
function offsetPastValues(text, max) {
    let values = 0;
    let offset = 0;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        const first = token[0];
        if (first === '\u001f' || first === '"' || first === "'" || first === '[' || first === '{') {
            values += 1;
            if (values > max)
                return offset;
        }
        if (!MARKERS.has(token))
            offset += token.length;
    }
    return undefined;
}
/** 1-based line and column of `offset` in `text`. */
function positionIn(text, offset) {
    const before = text.slice(0, offset);
    return { line: before.split('\n').length, col: offset - before.lastIndexOf('\n') };
}
function describeYamlError(code, message, text, pos) {
    // The parser recurses once per level: past some thousands of levels it runs out of stack.
    if (/maximum call stack/i.test(message))
        return `invalid YAML: ${TOO_DEEP}`;
    if (code === 'DUPLICATE_KEY') {
        const key = /^["']?([^"':\n]*)/.exec(text.slice(pos[0]))?.[1]?.trim() ?? '';
        return `duplicate key '${key}' in the same mapping; each key may appear once, remove or rename one`;
    }
    const firstLine = message.split('\n')[0] ?? message;
    return `invalid YAML: ${firstLine.replace(/ at line \d+, column \d+:?$/, '')}; check the indentation and quoting near here`;
}
/** The plain JS value of a parsed source; an alias bomb is a ConfigError. */
function toValue(source) {
    try {
        return source.doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    }
    catch (err) {
        if (err instanceof ReferenceError && /excessive alias count/i.test(err.message)) {
            throw new types/* ConfigError */.x(`invalid YAML: its aliases (*name) expand to more than ${MAX_YAML_ALIASES} copies (an alias bomb?); write the values out or use fewer aliases`, { file: source.file });
        }
        if (err instanceof RangeError)
            throw new types/* ConfigError */.x(`invalid YAML: ${TOO_DEEP}`, { file: source.file });
        // parseYaml has checked what it can find with a line; anything else the package refuses is still the file's problem.
        if (err instanceof Error)
            throw new types/* ConfigError */.x(`invalid YAML: ${err.message.split('\n')[0] ?? err.message}`, { file: source.file });
        throw err;
    }
}
/** Is the document empty (no content, or only comments)? */
function isEmptyDocument(source) {
    const c = source.doc.contents;
    return c === null || ((0,dist/* isScalar */.jn)(c) && (c.value === null || c.value === undefined));
}
function findNode(source, path) {
    let node = source.doc.contents;
    let keyNode = null;
    let depth = 0;
    for (const segment of path) {
        let current = node;
        if ((0,dist/* isAlias */.Vj)(current))
            current = current.resolve(source.doc) ?? null;
        if ((0,dist/* isMap */.jh)(current)) {
            const pair = current.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            keyNode = (0,dist/* isScalar */.jn)(pair.key) ? pair.key : null;
            node = pair.value === null ? keyNode : pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(current)) {
            const item = current.items[Number(segment)];
            if (item === undefined || item === null || typeof item !== 'object')
                break;
            node = item;
            keyNode = null;
        }
        else {
            break;
        }
        depth += 1;
    }
    return { node, keyNode, depth };
}
/**
 * The position of the value at `path` (or of its key, with `at: 'key'`). A path that does not exist
 * gives the position of its deepest existing ancestor.
 */
function positionOf(source, path, at = 'value') {
    const found = findNode(source, path);
    const target = at === 'key' && found.depth === path.length && found.keyNode ? found.keyNode : found.node;
    const offset = target?.range?.[0] ?? 0;
    const { line, col } = source.lineCounter.linePos(offset);
    return { file: source.file, line, col };
}
/** Does the document hold a value (possibly null) at `path`? */
function hasPath(source, path) {
    return findNode(source, path).depth === path.length;
}
/** "file:line" for provenance. */
function formatPos(pos) {
    return `${pos.file}:${pos.line}`;
}
/** Builds a ConfigError located at `path` in `source`. */
function errorAt(source, path, message, at = 'value') {
    const pos = positionOf(source, path, at);
    return new types/* ConfigError */.x(message, { file: pos.file, line: pos.line, col: pos.col });
}


/***/ }),

/***/ 6002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zt: () => (/* binding */ checkExpectation),
  Q7: () => (/* binding */ evaluateExpectation),
  Zr: () => (/* binding */ outputFeatures)
});

// EXTERNAL MODULE: ./src/expectations/schema.ts
var schema = __webpack_require__(9224);
// EXTERNAL MODULE: ./src/expectations/path.ts
var path = __webpack_require__(6916);
;// CONCATENATED MODULE: ./src/expectations/pattern.ts
/**
 * Patterns as written in scenario files: a JavaScript regex literal `/source/flags`, or a bare source
 * (compiled with no flags). Pure: no I/O.
 */
const LITERAL = /^\/([\s\S]+)\/([a-z]*)$/;
/** True when `s` is written as a regex literal: `/source/flags`. */
function isRegexLiteral(s) {
    return LITERAL.test(s);
}
/** Compiles a pattern; an invalid one throws an Error whose message names the pattern and how to fix it. */
function compilePattern(source) {
    const literal = LITERAL.exec(source);
    try {
        return literal ? new RegExp(literal[1] ?? '', literal[2] ?? '') : new RegExp(source);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new Error(`invalid pattern ${JSON.stringify(source)}: ${why}; write a JavaScript regex as /source/flags (flags from dgimsuvy) or a bare source`, { cause: err });
    }
}
/** How a pattern is shown in messages: always as a literal, `/oauth/i` or `/oauth/`. */
function showPattern(source) {
    return isRegexLiteral(source) ? source : `/${source}/`;
}
/** The first match of `re` in `text` (from the start, whatever `lastIndex` a `g` or `y` flag left behind). */
function firstMatch(re, text) {
    re.lastIndex = 0;
    const m = re.exec(text);
    re.lastIndex = 0;
    return m ? { index: m.index, text: m[0] } : undefined;
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/expectations/regex-worker.ts
/**
 * Scenario regexes run with a time bound (catastrophic backtracking, OWASP ReDoS). A match runs in a
 * worker thread with JavaScript's own RegExp, so patterns keep their exact semantics (lookaround,
 * backreferences, every flag); the caller blocks on a shared flag with Atomics.wait for at most the
 * time limit. A match past the limit terminates the worker (V8 interrupts the regex) and throws
 * RegexTimeoutError; the next match starts a fresh worker.
 *
 * Why a worker and not a linear-time engine (RE2): RE2 has no lookaround or backreferences, and scenario
 * files are written as JavaScript regexes; refusing patterns that work today would break suites.
 *
 * The worker's source is inline (`eval: true`), so the ncc bundle needs no extra file.
 */

/** How long one match may take. Model output is at most a few MB; a match past this is backtracking. */
const REGEX_TIME_LIMIT_MS = 1000;
class RegexTimeoutError extends Error {
    constructor(pattern, limitMs) {
        super(`the pattern ${pattern} ran past its ${limitMs} ms time limit on the output and was stopped (catastrophic backtracking?); simplify it, e.g. no nested quantifiers like (a+)+`);
        this.name = 'RegexTimeoutError';
    }
}
/* The worker: matches `source`/`flags` on `text` from index 0 and reports through the shared array
   [state, index, length]: state 1 = match, 2 = no match, 3 = the pattern did not compile. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = new Int32Array(workerData.ready);
Atomics.store(ready, 0, 1);
Atomics.notify(ready, 0);
parentPort.on('message', ({ source, flags, text, shared }) => {
  const state = new Int32Array(shared);
  let result = 3;
  try {
    const re = new RegExp(source, flags);
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) {
      state[1] = m.index;
      state[2] = m[0].length;
      result = 1;
    } else result = 2;
  } catch {
    result = 3;
  }
  Atomics.store(state, 0, result);
  Atomics.notify(state, 0);
});
`;
/** How long a new worker may take to start (a busy machine); its start does not count against a match's limit. */
const WORKER_START_LIMIT_MS = 30_000;
let worker;
function matcher() {
    if (!worker) {
        const ready = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
        const started = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData: { ready: ready.buffer } });
        started.unref();
        if (Atomics.wait(ready, 0, 0, WORKER_START_LIMIT_MS) === 'timed-out' && Atomics.load(ready, 0) === 0) {
            void started.terminate();
            throw new Error(`the regex matcher (a worker thread) did not start within ${WORKER_START_LIMIT_MS} ms`);
        }
        started.on('error', () => {
            if (worker === started)
                worker = undefined;
        });
        worker = started;
    }
    return worker;
}
/** Ends the worker (e.g. when a process is done with regexes); the next match starts another. */
async function stopRegexWorker() {
    const w = worker;
    worker = undefined;
    await w?.terminate();
}
/**
 * The first match of `re` in `text`, from the start, within `limitMs`; throws RegexTimeoutError past it.
 * `shown` is how the pattern is named in the error.
 */
function firstMatchWithin(re, text, shown, limitMs = REGEX_TIME_LIMIT_MS) {
    const shared = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
    const state = new Int32Array(shared);
    const w = matcher();
    w.postMessage({ source: re.source, flags: re.flags, text, shared });
    const waited = Atomics.wait(state, 0, 0, limitMs);
    if (waited === 'timed-out' && Atomics.load(state, 0) === 0) {
        if (worker === w)
            worker = undefined;
        void w.terminate();
        throw new RegexTimeoutError(shown, limitMs);
    }
    const result = Atomics.load(state, 0);
    if (result === 2)
        return undefined;
    if (result !== 1)
        throw new Error(`the pattern ${shown} could not run in the matcher`);
    const index = Atomics.load(state, 1);
    return { index, text: text.slice(index, index + Atomics.load(state, 2)) };
}

// EXTERNAL MODULE: ./src/expectations/json-schema.ts
var json_schema = __webpack_require__(9945);
// EXTERNAL MODULE: ./src/format/excerpt.ts
var excerpt = __webpack_require__(9982);
// EXTERNAL MODULE: ./src/agent/expectations.ts
var expectations = __webpack_require__(8082);
;// CONCATENATED MODULE: ./src/expectations/evaluate.ts
/**
 * Checks one output against one expectation (every kind except `judge`, which needs a model call: see judge.ts).
 * Pure: no I/O. Every failure message is one line, "<kind>[ <path>]: expected <what>; found <what>".
 *
 * Kinds that read JSON (field_matches, equals with a path, json_schema, max_risk, decomposes) fail when the role's
 * output is text, with a message that says so and how to fix it: we do not hunt for JSON in a text role's output,
 * because a role declared as text has no promise of structure and a lucky `{…}` in prose would make results flaky.
 *
 * A mistake in the expectation itself (invalid regex, path or schema) throws an Error that names the scenario file
 * and line: it is a problem with the suite, not a failure of the output. `checkExpectation` finds these up front.
 */







const FOUND_MAX = 120;
const PASS = { pass: true };
/** A value as shown in a message: JSON (strings quoted, newlines escaped), cut to ~120 chars. */
function show(value) {
    return (0,excerpt/* cutEnd */.ym)(value === undefined ? 'undefined' : JSON.stringify(value), FOUND_MAX);
}
function num(n) {
    return Math.round(n).toLocaleString('en-US');
}
/** The output's start on one line, cut to 60 chars, quoted as is (not JSON), for reading. */
function outputStart(text) {
    return `"${(0,excerpt/* oneLine */.TN)(text, 60)}"`;
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/**
 * An `absent`/`contains` item: `/re/flags` is a regex, run with a time bound; anything else a
 * case-insensitive substring (an escaped literal: linear, matched here).
 */
function findItem(item, text) {
    if (isRegexLiteral(item))
        return firstMatchWithin(compilePattern(item), text, item);
    return firstMatch(new RegExp(escapeRegExp(item), 'iu'), text);
}
function showItem(item) {
    return isRegexLiteral(item) ? item : JSON.stringify(item);
}
function deepEqual(a, b) {
    if (Object.is(a, b))
        return true;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
    }
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
        const ka = Object.keys(a);
        const kb = Object.keys(b);
        return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(Reflect.get(a, k), Reflect.get(b, k)));
    }
    return false;
}
function fail(message) {
    return { pass: false, message };
}
function textRole(label) {
    return fail(`${label}: expected JSON output; found the role's output is text (set output: json on the role)`);
}
/** What a value that is not a list is, for a message. */
function describeKind(value) {
    if (value === null)
        return 'null';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
function evaluateUnchecked(e, out) {
    const hasJson = out.json !== undefined;
    switch (e.kind) {
        case 'field_matches': {
            const label = `field_matches ${e.args.path}`;
            if (!hasJson)
                return textRole(label);
            const re = compilePattern(e.args.pattern);
            const at = (0,path/* getPath */.Y)(out.json, e.args.path);
            if (!at.found)
                return fail(`${label}: expected ${showPattern(e.args.pattern)}; found nothing at ${at.at}`);
            const value = typeof at.value === 'string' ? at.value : JSON.stringify(at.value) ?? 'undefined';
            return firstMatchWithin(re, value, showPattern(e.args.pattern)) ? PASS : fail(`${label}: expected ${showPattern(e.args.pattern)}; found ${show(at.value)}`);
        }
        case 'absent': {
            const found = e.args.flatMap((item) => {
                const m = findItem(item, out.text);
                return m ? [{ item, m }] : [];
            });
            const first = found[0];
            if (!first)
                return PASS;
            const matched = isRegexLiteral(first.item) ? ` (${JSON.stringify((0,excerpt/* cutEnd */.ym)(first.m.text, 40))})` : '';
            const more = found.length > 1 ? `; also found ${found.slice(1).map((f) => showItem(f.item)).join(', ')}` : '';
            return fail(`absent: found ${showItem(first.item)}${matched} at char ${first.m.index + 1} ("${(0,excerpt/* around */.mC)(out.text, first.m.index, first.m.index + first.m.text.length, 20)}")${more}`);
        }
        case 'contains': {
            const missing = e.args.filter((item) => !findItem(item, out.text));
            if (missing.length === 0)
                return PASS;
            const none = missing.length === 1 ? 'no occurrence' : 'none of them';
            return fail(`contains: expected ${missing.map(showItem).join(', ')} in the output; found ${none} (output: ${outputStart(out.text)})`);
        }
        case 'matches': {
            const re = compilePattern(e.args);
            return firstMatchWithin(re, out.text, showPattern(e.args))
                ? PASS
                : fail(`matches: expected the output to match ${showPattern(e.args)}; found no match (output: ${outputStart(out.text)})`);
        }
        case 'equals': {
            const args = e.args;
            if (typeof args === 'object') {
                const label = `equals ${args.path}`;
                if (!hasJson)
                    return textRole(label);
                const at = (0,path/* getPath */.Y)(out.json, args.path);
                if (!at.found)
                    return fail(`${label}: expected ${show(args.value)}; found nothing at ${at.at}`);
                return deepEqual(at.value, args.value) ? PASS : fail(`${label}: expected ${show(args.value)}; found ${show(at.value)}`);
            }
            const trimmed = out.text.trim();
            if (typeof args === 'string') {
                return trimmed === args || out.json === args ? PASS : fail(`equals: expected ${show(args)}; found ${show(trimmed)}`);
            }
            if (hasJson)
                return deepEqual(out.json, args) ? PASS : fail(`equals: expected ${show(args)}; found ${show(out.json)}`);
            return trimmed === String(args) ? PASS : fail(`equals: expected ${show(args)}; found ${show(trimmed)}`);
        }
        case 'json_schema': {
            if (!hasJson)
                return textRole('json_schema');
            const validate = (0,json_schema/* compileJsonSchema */.nk)(e.args);
            if (validate(out.json))
                return PASS;
            // Stryker disable next-line OptionalChaining: Ajv sets `errors` to a non-empty list whenever validate returns false
            return fail(`json_schema: expected the output to match the schema; found ${(0,json_schema/* describeSchemaError */.LA)(validate.errors?.[0])}`);
        }
        case 'max_risk': {
            const label = 'max_risk';
            if (!hasJson)
                return textRole(label);
            const expected = `expected at most ${e.args}`;
            const at = (0,path/* getPath */.Y)(out.json, out.fields.risk);
            if (!at.found)
                return fail(`${label}: ${expected}; found no risk level at ${at.at}`);
            const level = typeof at.value === 'string' ? at.value.trim().toLowerCase() : undefined;
            const rank = schema/* RISK_LEVELS */.WA.findIndex((r) => r === level);
            if (rank < 0) {
                return fail(`${label}: ${expected}; found ${show(at.value)} at ${out.fields.risk}, which is not one of ${schema/* RISK_LEVELS */.WA.join(', ')}`);
            }
            return rank <= schema/* RISK_LEVELS */.WA.indexOf(e.args) ? PASS : fail(`${label}: ${expected}; found ${show(at.value)} at ${out.fields.risk}`);
        }
        case 'decomposes': {
            if (!hasJson)
                return textRole('decomposes');
            const steps = out.fields.steps;
            const expected = e.args
                ? `expected the plan to decompose (${steps} has ≥ 2 items)`
                : `expected the plan not to decompose (${steps} has < 2 items)`;
            const at = (0,path/* getPath */.Y)(out.json, steps);
            const decomposes = at.found && Array.isArray(at.value) && at.value.length >= 2;
            if (decomposes === e.args)
                return PASS;
            if (!at.found)
                return fail(`decomposes: ${expected}; found nothing at ${at.at}`);
            if (!Array.isArray(at.value))
                return fail(`decomposes: ${expected}; found ${describeKind(at.value)} at ${steps}, not a list`);
            const n = at.value.length;
            return fail(`decomposes: ${expected}; found ${n} ${n === 1 ? 'step' : 'steps'}`);
        }
        case 'max_tokens': {
            const { input_tokens: input, output_tokens: output } = out.usage;
            return input + output <= e.args
                ? PASS
                : fail(`max_tokens: expected ≤ ${e.args} tokens; found ${num(input + output)} (${num(input)} in + ${num(output)} out)`);
        }
        case 'references_files': {
            const missing = e.args.filter((p) => !out.text.includes(p.replace(/^\.\//, '')));
            if (missing.length === 0)
                return PASS;
            return fail(`references_files: expected the output to mention ${missing.join(', ')}; found no mention (output: ${outputStart(out.text)})`);
        }
        case 'max_latency_ms':
            return out.latencyMs <= e.args ? PASS : fail(`max_latency_ms: expected ≤ ${e.args} ms; found ${num(out.latencyMs)} ms`);
        case 'calls':
        case 'never_calls':
        case 'order':
        case 'max_tool_calls':
        case 'args_valid':
            return (0,expectations/* evaluateTrajectory */.v4)(e.kind, e.args, out.trajectory ?? [], out.tools);
        case 'judge':
            throw new Error('judge expectations need a model call: evaluate them with judgeOutput (src/expectations/judge.ts)');
        // Stryker disable all: unreachable, every kind of the schema has its case above (the compiler checks it)
        default: {
            const unknownKind = e;
            throw new Error(`unknown expectation kind ${JSON.stringify(unknownKind)}`);
        }
        // Stryker restore all
    }
}
function where(e) {
    return `${e.source.file}:${e.source.line}:${e.source.col}`;
}
/**
 * Checks an output against one expectation. Throws an Error naming the scenario file and line when the
 * expectation itself is broken (invalid regex, path or schema) or is a `judge`.
 */
function evaluateExpectation(e, out) {
    try {
        return evaluateUnchecked(e, out);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new Error(`${where(e)}: ${e.kind}: ${why}`, { cause: err });
    }
}
/**
 * Finds mistakes in an expectation before any model call: invalid regexes, paths and JSON schemas.
 * Returns a message naming the file and line, or undefined when the expectation is usable.
 */
function checkExpectation(e) {
    try {
        switch (e.kind) {
            case 'field_matches':
                (0,path/* parsePath */.R)(e.args.path);
                compilePattern(e.args.pattern);
                break;
            case 'absent':
            case 'contains':
                for (const item of e.args)
                    if (isRegexLiteral(item))
                        compilePattern(item);
                break;
            case 'matches':
                compilePattern(e.args);
                break;
            case 'equals':
                if (typeof e.args === 'object')
                    (0,path/* parsePath */.R)(e.args.path);
                break;
            case 'json_schema':
                (0,json_schema/* compileJsonSchema */.nk)(e.args);
                break;
            // Stryker disable next-line ConditionalExpression: the other kinds have nothing to check, with or without this case
            default:
                break;
        }
    }
    catch (err) {
        return `${where(e)}: ${e.kind}: ${err instanceof Error ? err.message : String(err)}`;
    }
    return undefined;
}
/** What a run's output says about the plan, for history (undefined when the output does not say). */
function outputFeatures(json, fields) {
    const features = {};
    // Stryker disable next-line ConditionalExpression: getPath finds nothing in undefined, so the features stay empty without this line too
    if (json === undefined)
        return features;
    try {
        const steps = (0,path/* getPath */.Y)(json, fields.steps);
        if (steps.found && Array.isArray(steps.value))
            features.decomposes = steps.value.length >= 2;
        const risk = (0,path/* getPath */.Y)(json, fields.risk);
        // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing or non-string risk throws on .trim(), caught below with the same features
        if (risk.found && typeof risk.value === 'string')
            features.risk = risk.value.trim().toLowerCase();
    }
    catch {
        // A malformed field path is reported by config validation; history just lacks the feature.
    }
    return features;
}


/***/ }),

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parsePath),
/* harmony export */   Y: () => (/* binding */ getPath)
/* harmony export */ });
/**
 * Paths into a JSON value, as written in scenario files: `steps[0].title`, `a.b.0.c`, `["weird key"].x`.
 * A dotted number (`a.0`) is an array index on an array and a key on an object. Pure: no I/O.
 */
const IDENT = /^[^.[\]"']+/;
const INDEX = /^\[\s*(\d+)\s*\]/;
const QUOTED = /^\[\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')\s*\]/;
/** Splits a path into segments; throws an Error naming the path and the position of a syntax problem. */
function parsePath(path) {
    const segments = [];
    let rest = path.trim();
    let pos = 0;
    const fail = (why) => {
        throw new Error(`invalid path "${path}": ${why} at char ${pos + 1}; write it like steps[0].title, a.b.0.c or ["a key"].x`);
    };
    if (rest === '')
        fail('the path is empty');
    let first = true;
    while (rest !== '') {
        let consumed;
        const index = INDEX.exec(rest);
        const quoted = index ? null : QUOTED.exec(rest);
        if (index) {
            segments.push({ key: index[1] ?? '', written: `[${index[1] ?? ''}]` });
            consumed = index[0].length;
        }
        else if (quoted) {
            const key = (quoted[1] ?? quoted[2] ?? '').replace(/\\(.)/g, '$1');
            segments.push({ key, written: `[${JSON.stringify(key)}]` });
            consumed = quoted[0].length;
        }
        else {
            const dot = first ? 0 : 1;
            if (!first && !rest.startsWith('.'))
                fail(`expected "." or "[" before "${rest}"`);
            const ident = IDENT.exec(rest.slice(dot));
            if (!ident)
                return fail(`expected a key after "${path.trim().slice(0, pos + dot)}"`);
            const key = ident[0].trim();
            if (key === '')
                fail('a key is blank');
            segments.push({ key, written: `${first ? '' : '.'}${key}` });
            consumed = dot + ident[0].length;
        }
        rest = rest.slice(consumed);
        pos += consumed;
        first = false;
    }
    return segments;
}
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The value at `path`, or `at`: the path up to and including the first segment that is missing. */
function getPath(value, path) {
    const segments = parsePath(path);
    let current = value;
    let prefix = '';
    for (const seg of segments) {
        prefix += seg.written;
        if (Array.isArray(current) && /^\d+$/.test(seg.key)) {
            const index = Number(seg.key);
            if (index >= current.length)
                return { found: false, at: prefix };
            current = current[index];
        }
        else if (isRecord(current) && Object.hasOwn(current, seg.key)) {
            current = current[seg.key];
        }
        else {
            return { found: false, at: prefix };
        }
    }
    return { found: true, value: current };
}


/***/ }),

/***/ 9982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   mC: () => (/* binding */ around),
/* harmony export */   ym: () => (/* binding */ cutEnd)
/* harmony export */ });
/* unused harmony export SNAP_LIMIT */
/**
 * Excerpts of untrusted text (model answers, server messages) for messages and reports. Pure.
 *
 * A cut never splits a surrogate pair. A cut at an excerpt's start that falls inside a word-like run
 * (letters, digits, `_`, `-`) moves forward to the run's end, dropping its tail (at most SNAP_LIMIT
 * characters; a longer tail is cut where the cut falls). Tokens sit in such runs, and the redactor recognises a token by its prefix
 * (src/security/redact.ts): the tail of a token, cut from its prefix, is no longer recognisable. A cut
 * at an excerpt's end keeps the prefix, which the redactor recognises with the `…` after it.
 */
/** How much of a word-like run a start cut may drop. */
const SNAP_LIMIT = 100;
const WORDLIKE = /[A-Za-z0-9_-]/;
function inRun(text, at) {
    return at > 0 && at < text.length && WORDLIKE.test(text[at - 1] ?? '') && WORDLIKE.test(text[at] ?? '');
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
/** Where an end cut at `at` lands: not just after a high surrogate. */
function endCut(text, at) {
    return at > 0 && isHighSurrogate(text.charCodeAt(at - 1)) ? at - 1 : at;
}
/** Where a start cut at `at` lands: after a short run it falls in (not past `ceiling`), not inside a surrogate pair. */
function startCut(text, at, ceiling = text.length) {
    let cut = at;
    if (inRun(text, cut)) {
        let end = cut;
        while (end < ceiling && WORDLIKE.test(text[end] ?? '') && end - cut <= SNAP_LIMIT)
            end++;
        const runEnd = end === ceiling || !WORDLIKE.test(text[end] ?? '');
        if (runEnd && end - cut <= SNAP_LIMIT)
            cut = end;
    }
    if (cut > 0 && cut < text.length && isHighSurrogate(text.charCodeAt(cut - 1)))
        cut++;
    return cut;
}
/** `text` cut to at most `max` characters, with `…` when cut. */
function cutEnd(text, max) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, endCut(text, max))}…`;
}
/** `text` on one line (white space collapsed), cut to at most `max` characters, with `…` when cut. */
function oneLine(text, max) {
    return cutEnd(text.replace(/\s+/g, ' ').trim(), max);
}
/**
 * About `side` characters either side of text[start, end) (a match), on one line, with `…` at each side
 * that is cut. The start cut moves away from the match, never into it.
 */
function around(text, start, end, side) {
    const from = start - side <= 0 ? 0 : startCut(text, start - side, start);
    const to = end + side >= text.length ? text.length : endCut(text, end + side);
    const body = text.slice(from, to).replace(/\s+/g, ' ');
    return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}


/***/ }),

/***/ 5591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ detached)
/* harmony export */ });
/**
 * Strings a run keeps for the report, detached from the text they were cut from. V8 keeps a slice of a
 * long string (slice, substring, a regex match, a value JSON.parse read out of a reply) as a view that
 * holds the whole string alive, and a string built by many concatenations as a tree of its pieces: an
 * excerpt of 500 characters kept a 200 KB output in memory (issue 12). A JSON round trip copies the
 * characters into one new string of their own, lone surrogates included. Pure.
 */
function detached(text) {
    return JSON.parse(JSON.stringify(text));
}


/***/ }),

/***/ 8986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L1: () => (/* binding */ resolveFromFile),
/* harmony export */   dd: () => (/* binding */ isInclude),
/* harmony export */   hk: () => (/* binding */ inlineIncludes)
/* harmony export */ });
/* unused harmony export MAX_INCLUDED_BYTES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2717);
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7556);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5770);
/* harmony import */ var _layers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8933);
/**
 * `{ file: PATH }` includes (DESIGN §3): anywhere inside a scenario's `context`, a mapping whose only key
 * is `file` is replaced by that file's text. PATH resolves from the folder of the file that declares it.
 */





/**
 * The most text one scenario's includes may inline, all layers together: as much as the largest file read.
 * Each included file is size-checked on its own; without this, one file included through 998 aliases of
 * `{ file: }` (or many includes) would inline gigabytes into one scenario's context.
 */
const MAX_INCLUDED_BYTES = _security_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_FILE_BYTES */ .gZ;
/** Is this value an include, `{ file: PATH }`? */
function isInclude(value) {
    return (0,_layers_js__WEBPACK_IMPORTED_MODULE_4__/* .isMapping */ .pi)(value) && Object.keys(value).length === 1 && typeof value['file'] === 'string';
}
/** Resolves `target` (written in `declaringFile`) to a path relative to the config folder, forward slashes. */
function resolveFromFile(declaringFile, target) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(declaringFile), target.replaceAll('\\', '/')));
}
/** Returns `value` with every include replaced by the included file's text. */
async function inlineIncludes(value, ctx) {
    if (isInclude(value)) {
        const rel = resolveFromFile(ctx.file, value.file);
        let text;
        try {
            // An absolute path stays absolute, so that the resolver sees (and refuses) it as written.
            text = await ctx.readFile(node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(value.file) ? value.file : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.configDir, rel), value.file);
        }
        catch (err) {
            if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .FileAccessError */ .nF && !(0,_config_io_js__WEBPACK_IMPORTED_MODULE_2__/* .isNotFound */ .c4)(err))
                throw (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .errorAt */ .Os)(ctx.source, [...ctx.docPath, 'file'], `included file ${err.message}`);
            const what = (0,_config_io_js__WEBPACK_IMPORTED_MODULE_2__/* .isNotFound */ .c4)(err) ? 'included file not found' : `cannot read included file (${err instanceof Error ? err.message : String(err)})`;
            throw (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .errorAt */ .Os)(ctx.source, [...ctx.docPath, 'file'], `${what}: '${value.file}' (resolved to ${rel} from the config folder); create it or fix the path`);
        }
        if (ctx.inlined) {
            ctx.inlined.bytes += Buffer.byteLength(text, 'utf8');
            if (ctx.inlined.bytes > MAX_INCLUDED_BYTES) {
                throw (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .errorAt */ .Os)(ctx.source, [...ctx.docPath, 'file'], `the included files of this scenario add up to more than ${MAX_INCLUDED_BYTES / (1024 * 1024)} MB (here, with '${value.file}'); include less, or include each file once`);
            }
        }
        ctx.onInclude(rel);
        return text;
    }
    if (Array.isArray(value)) {
        const out = [];
        for (const [i, item] of value.entries())
            out.push(await inlineIncludes(item, { ...ctx, docPath: [...ctx.docPath, i] }));
        return out;
    }
    if ((0,_layers_js__WEBPACK_IMPORTED_MODULE_4__/* .isMapping */ .pi)(value)) {
        const out = {};
        for (const [key, item] of Object.entries(value))
            out[key] = await inlineIncludes(item, { ...ctx, docPath: [...ctx.docPath, key] });
        return out;
    }
    return value;
}


/***/ }),

/***/ 8933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ mergeLayers),
/* harmony export */   Pg: () => (/* binding */ positionInLayers),
/* harmony export */   pi: () => (/* binding */ isMapping),
/* harmony export */   x_: () => (/* binding */ layerProvenance)
/* harmony export */ });
/* unused harmony exports deepMerge, originLayer */
/* harmony import */ var _config_issues_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1012);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2717);
/**
 * `_defaults.yaml` inheritance (DESIGN §3, MUST): each scenario is a stack of layers, the farthest
 * `_defaults.yaml` first and the scenario itself last. Mappings deep-merge, lists and scalars are
 * replaced, nearer layers win. (`expect` is concatenated by the loader, not merged here.) Pure.
 */


function isMapping(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Deep merge: mappings merge key by key, anything else in `over` replaces `base`. */
function deepMerge(base, over) {
    if (!isMapping(base) || !isMapping(over))
        return over;
    const out = { ...base };
    for (const [key, value] of Object.entries(over)) {
        out[key] = key in out ? deepMerge(out[key], value) : value;
    }
    return out;
}
/** Merges the layers (farthest first), leaving out the keys in `skip`. */
function mergeLayers(layers, skip = []) {
    let merged = {};
    for (const layer of layers) {
        const own = Object.fromEntries(Object.entries(layer.value).filter(([key]) => !skip.includes(key)));
        const next = deepMerge(merged, own);
        merged = isMapping(next) ? next : merged;
    }
    return merged;
}
function has(value, path) {
    let current = value;
    for (const segment of path) {
        if (Array.isArray(current)) {
            if (typeof segment !== 'number' || segment >= current.length)
                return false;
            current = current[segment];
        }
        else if (isMapping(current)) {
            if (!Object.hasOwn(current, String(segment)))
                return false;
            current = current[String(segment)];
        }
        else {
            return false;
        }
    }
    return true;
}
/**
 * The layer a merged value at `path` came from: the nearest layer that defines it. (Because nearer
 * layers replace anything that is not a mapping, the nearest definition is the one that survived.)
 */
function originLayer(layers, path) {
    for (let i = layers.length - 1; i >= 0; i--) {
        const layer = layers[i];
        if (layer && has(layer.value, path))
            return layer;
    }
    return undefined;
}
/**
 * The position of the merged value at `path`: in the layer it came from, or (for a value that exists in
 * no layer, such as a missing required key) at the nearest ancestor in the last layer.
 */
function positionInLayers(layers, path, at = 'value') {
    for (let depth = path.length; depth >= 0; depth--) {
        const prefix = path.slice(0, depth);
        const layer = originLayer(layers, prefix);
        if (layer)
            return (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(layer.source, [...layer.basePath, ...path], depth === path.length ? at : 'value');
    }
    const last = layers[layers.length - 1];
    return last ? (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(last.source, last.basePath) : { file: '', line: 0, col: 0 };
}
/**
 * For `--verbose`: every leaf of the merged value (scalars, lists, empty mappings) → "file:line" of the
 * layer it came from.
 */
function layerProvenance(merged, layers) {
    const out = {};
    const visit = (value, path) => {
        if (isMapping(value) && Object.keys(value).length > 0) {
            for (const [key, child] of Object.entries(value))
                visit(child, [...path, key]);
            return;
        }
        const pos = positionInLayers(layers, path, 'key');
        out[(0,_config_issues_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPath */ .jV)(path)] = `${pos.file}:${pos.line}`;
    };
    visit(merged, []);
    return out;
}


/***/ }),

/***/ 6873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ budgetWarnings),
/* harmony export */   kc: () => (/* binding */ missingDependencies),
/* harmony export */   np: () => (/* binding */ expectationProblems)
/* harmony export */ });
/* unused harmony exports readsJson, NO_EXPECTATIONS_HINT */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/* harmony import */ var _expectations_evaluate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6002);
/**
 * Checks of a built scenario that need no model call and are not shape errors (issue 11, friction 1 and 5):
 * an empty expectation list, expectations whose arguments cannot work (invalid json_schema, path or regex),
 * JSON-only kinds on a role whose output is text, and a depends_on that names no file. Each problem is a
 * ConfigError at the line that causes it. Pure.
 */



/** Kinds that read the output as JSON, and so fail on every run of a role whose output is text. */
function readsJson(e) {
    switch (e.kind) {
        case 'field_matches':
        case 'json_schema':
        case 'max_risk':
        case 'decomposes':
            return true;
        case 'equals':
            return typeof e.args === 'object';
        default:
            return false;
    }
}
const NO_EXPECTATIONS_HINT = 'a scenario that checks nothing would always pass; add expectations under expect: (such as `- contains: [ticket]`), or write `expect: []` with `allow_no_expectations: true` if it only exists to exercise the prompt';
function expectationProblems(input) {
    const problems = [];
    if (input.expect.length === 0 && input.stagesCheck !== true) {
        if (!(input.allowNoExpectations && input.explicitlyEmpty)) {
            const flagOnly = input.allowNoExpectations ? ' (allow_no_expectations: true also needs `expect: []` written out)' : '';
            problems.push(new _config_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`scenario '${input.scenario}' has no expectations${flagOnly}; ${NO_EXPECTATIONS_HINT}`, input.at));
        }
        return problems;
    }
    for (const e of input.expect) {
        const broken = (0,_expectations_evaluate_js__WEBPACK_IMPORTED_MODULE_1__/* .checkExpectation */ .Zt)(e);
        const prefix = `${e.source.file}:${e.source.line}:${e.source.col}: `;
        if (broken !== undefined)
            problems.push(new _config_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(broken.startsWith(prefix) ? broken.slice(prefix.length) : broken, e.source));
        if (readsJson(e) && input.role.output === 'text') {
            problems.push(new _config_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${e.kind} reads JSON, but role '${input.roleName}' has output: text, so it would fail on every run; set output: json on the role, or use a text kind (contains, absent, matches)`, e.source));
        }
    }
    return problems;
}
/**
 * The max_tokens expectations a prompt alone reaches (issue 32, item 8): the budget counts the call's
 * input plus its output, so a prompt of `promptTokens` (an estimate: o200k_base) leaves no room for an
 * answer and every run would fail. A warning per such expectation, at its line.
 */
function budgetWarnings(expect, promptTokens) {
    const out = [];
    for (const e of expect) {
        if (e.kind !== 'max_tokens' || promptTokens < e.args)
            continue;
        const n = (x) => x.toLocaleString('en-US');
        out.push({
            at: e.source,
            message: `max_tokens: ${n(e.args)}, but the prompt alone is about ${n(promptTokens)} tokens (system prompt and messages, o200k_base count) and the budget counts input plus output, so every run would fail; raise it above the prompt plus the longest answer you expect`,
        });
    }
    return out;
}
const GLOB_CHARS = /[*?[\]{}!]/;
/**
 * Whether each depends_on entry names a file of a file list, per list: every scenario below one
 * `_defaults.yaml` repeats its entries, and answering each from a scan of every file is quadratic in
 * the suite's size (issue 12).
 */
const foundIn = new WeakMap();
function namesAFile(rel, files) {
    let known = foundIn.get(files);
    if (!known)
        foundIn.set(files, (known = new Map()));
    const cached = known.get(rel);
    if (cached !== undefined)
        return cached;
    let found = false;
    if (GLOB_CHARS.test(rel)) {
        const isMatch = picomatch__WEBPACK_IMPORTED_MODULE_2___default()(rel, { dot: true });
        for (const f of files)
            if ((found = isMatch(f)))
                break;
    }
    else if (!(found = files.has(rel))) {
        const folder = `${rel.replace(/\/+$/, '')}/`;
        for (const f of files)
            if ((found = f.startsWith(folder)))
                break;
    }
    known.set(rel, found);
    return found;
}
/** depends_on entries (relative to the config folder) that name no file of `files` (paths relative to the config folder). */
function missingDependencies(entries, files) {
    const problems = [];
    for (const { rel, at, written } of entries) {
        // Files outside the config folder are not listed; only what can be checked is.
        if (rel.startsWith('../'))
            continue;
        if (!namesAFile(rel, files)) {
            const what = GLOB_CHARS.test(rel) ? 'matches no file' : 'file not found';
            problems.push(new _config_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`depends_on: '${written}': ${what} (${rel} from the config folder); fix the path or remove it`, at));
        }
    }
    return problems;
}


/***/ })

};
