export const id = 578;
export const ids = [578];
export const modules = {

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   manifestCommand: () => (/* binding */ manifestCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7473);
/* harmony import */ var _config_folders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4407);
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7556);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2143);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1136);
/* harmony import */ var _manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1336);
/* harmony import */ var _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9176);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1145);
/** `context-eval manifest`: what each role's model receives, with token counts, and the diff against --base. */










function scenarioCounts(loaded) {
    const counts = {};
    for (const s of loaded.scenarios)
        counts[s.role] = (counts[s.role] ?? 0) + 1;
    return counts;
}
async function manifestCommand(values, io) {
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .configPathOf */ .j$)(values, io);
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .formatOption */ .Bx)(values);
    const role = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(values, 'role');
    const base = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(values, 'base');
    const head = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env });
    // Through the one path resolver when read: a file may have become a link out of the repository since loading.
    const readRoleFile = (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_2__/* .roleFileReader */ .U)(head, io.readText);
    const readHead = async (rel) => {
        try {
            return await readRoleFile(rel);
        }
        catch (err) {
            if ((0,_config_io_js__WEBPACK_IMPORTED_MODULE_3__/* .isNotFound */ .c4)(err))
                return undefined;
            throw err;
        }
    };
    const headManifest = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .buildManifest */ .u1)(head.config, scenarioCounts(head), readHead, _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_9__/* .countTokens */ .i, role);
    if (base === undefined) {
        io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest }, null, 2)}\n` : (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .renderManifestText */ .dv)(headManifest));
        return 0;
    }
    // The base side: the config and prompt files as they are at REF, read through git.
    const root = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_5__/* .repoRoot */ .jv)(io.cwd);
    const atBase = async (abs) => {
        const text = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_5__/* .showFile */ .II)(base, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, abs).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/'), io.cwd);
        if (text === undefined)
            throw Object.assign(new Error(`${abs} does not exist at ${base}`), { code: 'ENOENT' });
        return text;
    };
    let baseManifest = [];
    try {
        const baseLoaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env, readFile: atBase, listFiles: async () => [] });
        const readBase = async (rel) => atBase(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(baseLoaded.dir, rel)).catch(() => undefined);
        const baseRoles = role !== undefined && !(role in baseLoaded.config.roles) ? undefined : role;
        baseManifest = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .buildManifest */ .u1)(baseLoaded.config, {}, readBase, _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_9__/* .countTokens */ .i, baseRoles);
    }
    catch (err) {
        if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x) || !/not found|does not exist/.test(err.message))
            throw err;
        // No config at the base: every role is new.
    }
    const diff = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .diffManifest */ .Hq)(baseManifest, headManifest);
    io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest, base, diff }, null, 2)}\n` : (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .renderManifestText */ .dv)(headManifest, diff));
    return 0;
}


/***/ }),

/***/ 4407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ roleFileReader),
/* harmony export */   V: () => (/* binding */ configuredFolder)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5770);


/** `target` (as the config wrote it, relative to the config's folder, or absolute) checked to lie inside the repository. */
async function configuredFolder(loaded, setting, target) {
    try {
        return await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveInRepository */ .AZ)(loaded.root, loaded.dir, target, target);
    }
    catch (err) {
        if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
        throw err;
    }
}
/** The setting that names `rel` among the roles' files (`roles.planner.system`, `….template`, `….vars.team.file`). */
function roleFileSetting(config, rel) {
    for (const [name, role] of Object.entries(config.roles)) {
        if ((typeof role.system === 'string' ? [role.system] : role.system).includes(rel))
            return `roles.${name}.system`;
        if (role.template === rel)
            return `roles.${name}.template`;
        for (const [v, value] of Object.entries(role.vars))
            if (typeof value !== 'string' && value.file === rel)
                return `roles.${name}.vars.${v}.file`;
    }
    return 'roles';
}
/**
 * A reader of the roles' files (paths as the config wrote them): each resolved through the one path
 * resolver when read, then read with `read` (the caller's, e.g. the CLI's io.readText) and checked by
 * size. A file outside the repository, or too large, is a ConfigError naming the setting; `read`'s own
 * errors (a missing file) pass through.
 */
function roleFileReader(loaded, read) {
    return async (rel) => {
        const setting = roleFileSetting(loaded.config, rel);
        const abs = await configuredFolder(loaded, setting, rel);
        const text = await read(abs);
        try {
            return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .checkTextSize */ .Be)(text, rel);
        }
        catch (err) {
            if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
            throw err;
        }
    };
}


/***/ }),

/***/ 1336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ diffManifest),
/* harmony export */   dv: () => (/* binding */ renderManifestText),
/* harmony export */   u1: () => (/* binding */ buildManifest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/* harmony import */ var _scenarios_prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8353);
/**
 * The context manifest (`context-eval manifest`): what each role's model receives — its system files and
 * template with the role's vars filled in, their sizes in characters and tokens, the provider and its parameters — and how that
 * changed against a base revision. Pure: files are read and tokens counted through injected functions.
 */



/**
 * Builds the manifest of every role (or only `onlyRole`), in config order. `read` gets paths as written
 * in the config and returns undefined for a missing file; `count` counts tokens.
 */
async function buildManifest(config, scenarioCounts, read, count, onlyRole) {
    const roleNames = Object.keys(config.roles);
    if (onlyRole !== undefined && !roleNames.includes(onlyRole)) {
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`--role ${JSON.stringify(onlyRole)} is not a role of this config; use one of: ${roleNames.join(', ') || '(no roles defined)'}`);
    }
    const manifests = [];
    for (const [roleName, role] of Object.entries(config.roles)) {
        if (onlyRole !== undefined && roleName !== onlyRole)
            continue;
        const provider = config.providers[role.provider];
        if (provider === undefined) {
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`roles.${roleName}.provider is ${JSON.stringify(role.provider)}, which is not under providers; ` +
                `use one of: ${Object.keys(config.providers).join(', ') || '(no providers defined)'}`);
        }
        const files = [
            ...(Array.isArray(role.system) ? role.system : [role.system]).map((path) => ({ kind: 'system', path })),
            ...(role.template === undefined ? [] : [{ kind: 'template', path: role.template }]),
        ];
        // What the model receives: the role's vars filled in (a missing var file fills nothing); a context
        // placeholder differs per scenario and stays as written.
        const filled = {};
        for (const [name, value] of Object.entries(role.vars)) {
            const text = typeof value === 'string' ? value : await read(value.file);
            if (text !== undefined)
                filled[name] = text;
        }
        const parts = [];
        for (const file of files) {
            const raw = await read(file.path);
            const text = raw === undefined ? undefined : (0,_scenarios_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .fillVars */ .ce)(raw, filled);
            parts.push(text === undefined
                ? { ...file, chars: 0, tokens: 0, missing: true }
                : { ...file, chars: Array.from(text).length, tokens: await count(text), sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex') });
        }
        const model = modelOf(provider, config);
        manifests.push({
            role: roleName,
            provider: role.provider,
            providerType: provider.type,
            ...(model === undefined ? {} : { model }),
            params: paramsOf(provider),
            output: role.output,
            ...(role.output === 'json' ? { fields: { steps: role.fields.steps, risk: role.fields.risk } } : {}),
            parts,
            totalTokens: parts.reduce((sum, part) => sum + part.tokens, 0),
            scenarios: scenarioCounts[roleName] ?? 0,
        });
    }
    return manifests;
}
/** The model a provider calls; for a replay provider, the model of the provider it records with. */
function modelOf(provider, config) {
    switch (provider.type) {
        case 'openai':
        case 'anthropic':
            return provider.model;
        case 'replay': {
            const recorder = provider.record_with === undefined ? undefined : config.providers[provider.record_with];
            return recorder === undefined || recorder.type === 'replay' ? undefined : modelOf(recorder, config);
        }
        case 'exec':
            return undefined;
    }
}
/** The settings that shape the model's answer, only those that are set. */
function paramsOf(provider) {
    const params = {};
    const set = (key, value) => {
        if (value !== undefined)
            params[key] = value;
    };
    switch (provider.type) {
        case 'openai':
        case 'anthropic':
            set('temperature', provider.temperature);
            set('max_tokens', provider.max_tokens);
            break;
        case 'exec':
            set('command', provider.command);
            set('cwd', provider.cwd);
            break;
        case 'replay':
            set('recordings', provider.recordings);
            set('record_with', provider.record_with);
            break;
    }
    return params;
}
/** Per role and part: tokens before → after; added and removed parts and roles; changed settings. */
function diffManifest(base, head) {
    const baseByRole = new Map(base.map((m) => [m.role, m]));
    const headRoles = new Set(head.map((m) => m.role));
    const roles = head.map((after) => {
        const before = baseByRole.get(after.role);
        if (before === undefined) {
            return {
                role: after.role,
                status: 'added',
                tokensAfter: after.totalTokens,
                delta: after.totalTokens,
                parts: diffParts([], after.parts),
                settings: [],
            };
        }
        const parts = diffParts(before.parts, after.parts);
        const settings = diffSettings(before, after);
        const changed = settings.length > 0 || parts.some((p) => p.status !== 'unchanged');
        return {
            role: after.role,
            status: changed ? 'changed' : 'unchanged',
            tokensBefore: before.totalTokens,
            tokensAfter: after.totalTokens,
            delta: after.totalTokens - before.totalTokens,
            parts,
            settings,
        };
    });
    for (const before of base) {
        if (headRoles.has(before.role))
            continue;
        roles.push({
            role: before.role,
            status: 'removed',
            tokensBefore: before.totalTokens,
            delta: -before.totalTokens,
            parts: diffParts(before.parts, []),
            settings: [],
        });
    }
    const tokensBefore = base.reduce((sum, m) => sum + m.totalTokens, 0);
    const tokensAfter = head.reduce((sum, m) => sum + m.totalTokens, 0);
    return { roles, tokensBefore, tokensAfter, delta: tokensAfter - tokensBefore };
}
function partKey(part) {
    return `${part.kind}\u0000${part.path}`;
}
function diffParts(before, after) {
    const beforeByKey = new Map(before.map((p) => [partKey(p), p]));
    const afterKeys = new Set(after.map(partKey));
    const diffs = after.map((a) => {
        const b = beforeByKey.get(partKey(a));
        if (b === undefined || b.missing) {
            return { kind: a.kind, path: a.path, status: a.missing ? 'unchanged' : 'added', tokensAfter: a.tokens, delta: a.tokens };
        }
        if (a.missing)
            return { kind: a.kind, path: a.path, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens };
        const changed = a.tokens !== b.tokens || a.chars !== b.chars || (a.sha256 !== undefined && b.sha256 !== undefined && a.sha256 !== b.sha256);
        return {
            kind: a.kind,
            path: a.path,
            status: changed ? 'changed' : 'unchanged',
            tokensBefore: b.tokens,
            tokensAfter: a.tokens,
            delta: a.tokens - b.tokens,
        };
    });
    for (const b of before) {
        if (afterKeys.has(partKey(b)) || b.missing)
            continue;
        diffs.push({ kind: b.kind, path: b.path, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens });
    }
    return diffs;
}
function diffSettings(before, after) {
    const changes = [];
    const compare = (label, a, b) => {
        const was = show(a);
        const now = show(b);
        if (was !== now)
            changes.push(`${label} ${was} → ${now}`);
    };
    compare('provider', before.provider, after.provider);
    compare('provider type', before.providerType, after.providerType);
    compare('model', before.model, after.model);
    compare('output', before.output, after.output);
    compare('fields', before.fields, after.fields);
    const keys = [...new Set([...Object.keys(before.params), ...Object.keys(after.params)])].sort();
    for (const key of keys)
        compare(`params.${key}`, before.params[key], after.params[key]);
    return changes;
}
function show(value) {
    if (value === undefined)
        return '(unset)';
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** 1234567 → "1,234,567" (independent of the machine's locale). */
function group(n) {
    const sign = n < 0 ? '-' : '';
    return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function signed(n) {
    return n > 0 ? `+${group(n)}` : n === 0 ? '±0' : group(n);
}
function relative(delta, before) {
    if (before === 0 || delta === 0)
        return '';
    return ` (${delta >= 0 ? '+' : ''}${((delta / before) * 100).toFixed(1)}%)`;
}
/** The text of `context-eval manifest`: one block per role, then (with a diff) removed roles and the total. */
function renderManifestText(m, diff) {
    const diffByRole = new Map((diff?.roles ?? []).map((d) => [d.role, d]));
    const pathWidth = Math.max(8, ...m.flatMap((r) => r.parts.map((p) => p.path.length)), ...(diff?.roles ?? []).flatMap((r) => r.parts.map((p) => p.path.length)));
    const tokenCell = (n) => `${group(n)} tokens`.padStart(14);
    const blocks = [];
    for (const role of m) {
        const roleDiff = diffByRole.get(role.role);
        const lines = [roleHeading(role, roleDiff)];
        for (const part of role.parts) {
            const partDiff = roleDiff?.parts.find((p) => p.kind === part.kind && p.path === part.path);
            const size = part.missing ? 'missing: the file does not exist' : `${tokenCell(part.tokens)}  ${`${group(part.chars)} chars`.padStart(14)}`;
            lines.push(`  ${part.kind.padEnd(8)}  ${part.path.padEnd(pathWidth)}  ${size}${partDiff ? partChange(partDiff) : ''}`.trimEnd());
        }
        for (const removed of roleDiff?.parts.filter((p) => p.status === 'removed' && !role.parts.some((q) => q.kind === p.kind && q.path === p.path)) ?? []) {
            lines.push(`  ${removed.kind.padEnd(8)}  ${removed.path.padEnd(pathWidth)}  removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
        }
        const totalChange = roleDiff && roleDiff.status === 'changed' ? `  ${signed(roleDiff.delta)}${relative(roleDiff.delta, roleDiff.tokensBefore ?? 0)} vs base` : '';
        lines.push(`  ${'total'.padEnd(8)}  ${''.padEnd(pathWidth)}  ${tokenCell(role.totalTokens)}${totalChange}`.trimEnd());
        for (const setting of roleDiff?.settings ?? [])
            lines.push(`  changed: ${setting}`);
        blocks.push(lines.join('\n'));
    }
    if (diff) {
        for (const removed of diff.roles.filter((r) => r.status === 'removed')) {
            blocks.push(`${removed.role}: removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
        }
        blocks.push(`All roles: ${group(diff.tokensBefore)} → ${group(diff.tokensAfter)} tokens, ${signed(diff.delta)}${relative(diff.delta, diff.tokensBefore)} vs base`);
    }
    else if (m.length === 0) {
        blocks.push('No roles are defined.');
    }
    return `${blocks.join('\n\n')}\n`;
}
function roleHeading(role, diff) {
    const provider = `provider ${role.provider} (${role.providerType}${role.model === undefined ? '' : `, ${role.model}`})`;
    const params = Object.entries(role.params).map(([key, value]) => `${key} ${show(value)}`);
    const output = role.fields ? `output json (steps: ${role.fields.steps}, risk: ${role.fields.risk})` : `output ${role.output}`;
    const scenarios = `${role.scenarios} scenario${role.scenarios === 1 ? '' : 's'}`;
    const marker = diff?.status === 'added' ? ' [new role]' : diff?.status === 'changed' ? ' [changed]' : '';
    return [`${role.role}${marker}`, provider, ...(params.length > 0 ? [params.join(', ')] : []), output, scenarios].join(' · ');
}
function partChange(d) {
    switch (d.status) {
        case 'added':
            return '  new';
        case 'changed':
            return `  ${signed(d.delta)} (was ${group(d.tokensBefore ?? 0)})`;
        case 'removed':
            return '  (present in base)';
        case 'unchanged':
            return '';
    }
}


/***/ }),

/***/ 9176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ countTokens)
/* harmony export */ });
/**
 * Token counting with the o200k_base encoding (GPT-4o / GPT-4.1 family). The tokenizer's tables are
 * large, so the module is imported on first use only (`--version` stays fast) and then cached.
 */
let loading;
function loadCounter() {
    loading ??= __webpack_require__.e(/* import() */ 359).then(__webpack_require__.bind(__webpack_require__, 5359)).then((encoding) => {
        // Special-token text such as "<|endoftext|>" inside a prompt is counted as plain text, not refused.
        const options = { disallowedSpecial: new Set() };
        return (text) => encoding.countTokens(text, options);
    });
    // A failed load is not cached, so that a later call can try again.
    loading.catch(() => {
        loading = undefined;
    });
    return loading;
}
/** The number of o200k_base tokens in `text`. */
async function countTokens(text) {
    const count = await loadCounter();
    return count(text);
}


/***/ }),

/***/ 8353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kz: () => (/* binding */ splitFieldPath),
/* harmony export */   Q7: () => (/* binding */ renderSystem),
/* harmony export */   Rq: () => (/* binding */ userMessage),
/* harmony export */   VZ: () => (/* binding */ systemText),
/* harmony export */   Xm: () => (/* binding */ renderTemplate),
/* harmony export */   Yv: () => (/* binding */ systemNeedsContext),
/* harmony export */   ce: () => (/* binding */ fillVars),
/* harmony export */   nK: () => (/* binding */ readVars),
/* harmony export */   tg: () => (/* binding */ checkPrompt)
/* harmony export */ });
/* unused harmony exports lookupField, renderText, buildPrompt */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/**
 * What a role's model receives for a scenario (DESIGN §2): the system files joined by a blank line, and
 * one user message — the template rendered from the scenario context, or the context as YAML. Pure.
 *
 * One rendering (renderText) serves the system files and the template: `{{ name }}` takes the role var
 * `name` (`roles.*.vars`) when there is one, else the scenario context's `name` (a dotted path); strings
 * go in verbatim (never rendered again, no HTML escaping), other values as YAML. `\{{` is a literal `{{`.
 * Every other `{{…}}` is a placeholder, and one without a value is a config error at its file and line:
 * nothing is sent with a placeholder left in it.
 */


/** The escape `\{{` (group 1 unset), or a placeholder `{{ field }}` (group 1 the field). */
const PLACEHOLDER = /\\\{\{|\{\{\s*([^{}]*?)\s*\}\}/g;
const NO_VARS = {};
/** `steps[0].title` → ['steps', '0', 'title']. */
function splitFieldPath(field) {
    return field
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .filter((s) => s !== '');
}
/**
 * Looks a dotted path up in the context. At each mapping the longest key made of the next segments
 * joined by dots wins, so keys that contain dots (`files.src/auth.rs`) still resolve.
 */
function lookupField(root, segments) {
    if (segments.length === 0)
        return { found: true, value: root };
    if (Array.isArray(root)) {
        const head = segments[0] ?? '';
        if (!/^\d+$/.test(head) || Number(head) >= root.length)
            return { found: false };
        return lookupField(root[Number(head)], segments.slice(1));
    }
    if (root !== null && typeof root === 'object') {
        const record = root;
        for (let take = segments.length; take >= 1; take--) {
            const key = segments.slice(0, take).join('.');
            if (Object.hasOwn(record, key)) {
                const result = lookupField(record[key], segments.slice(take));
                if (result.found)
                    return result;
            }
        }
    }
    return { found: false };
}
function render(value) {
    if (typeof value === 'string')
        return value;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(value).replace(/\n$/, '');
}
function lineAndCol(text, offset) {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const col = offset - before.lastIndexOf('\n');
    return { line, col };
}
/** What fills a placeholder: the role var of that name, else the context value its path names. */
function valueOf(field, vars, scenario) {
    if (Object.hasOwn(vars, field))
        return { found: true, value: vars[field] };
    const result = lookupField(scenario.context, splitFieldPath(field));
    return result.found && result.value !== undefined ? result : { found: false };
}
/** The one rendering of prompt text: `\{{` → `{{`, each `{{ field }}` → resolve(field), or kept as written. */
function renderText(text, resolve) {
    return text.replace(PLACEHOLDER, (match, field, offset) => (field === undefined ? '{{' : (resolve(field, offset) ?? match)));
}
/** The placeholders of a text (escapes left out), with their offsets. */
function placeholders(text) {
    const out = [];
    for (const m of text.matchAll(PLACEHOLDER))
        if (m[1] !== undefined)
            out.push({ field: m[1], offset: m.index });
    return out;
}
function contextKeys(scenario) {
    const keys = Object.keys(scenario.context);
    return keys.length === 0 ? 'no keys' : `keys ${keys.join(', ')}`;
}
function missingInTemplate(template, scenario, field, offset) {
    const { line, col } = lineAndCol(template.text, offset);
    return new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`template field '${field}' is missing from the context of scenario '${scenario.name}' (${scenario.file}:${scenario.source.line}); ` +
        `the context has ${contextKeys(scenario)}; add it to context: or to roles.${scenario.role}.vars, or fix the template (\\{{ writes a literal {{)`, { file: template.path, line, col });
}
function missingInSystem(file, scenario, field, offset) {
    const { line, col } = lineAndCol(file.text, offset);
    return new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`system prompt placeholder {{${field}}} has no value: roles.${scenario.role}.vars has no '${field}' and the context of scenario '${scenario.name}' ` +
        `(${scenario.file}:${scenario.source.line}) has ${contextKeys(scenario)}; add ${field} to roles.${scenario.role}.vars (or to the scenario's context:), ` +
        `or write \\{{ for a literal {{`, { file: file.path, line, col });
}
/** Renders one file from the vars and the context; a placeholder without a value throws `missing`'s error. */
function renderFile(file, scenario, vars, missing) {
    return renderText(file.text, (field, offset) => {
        const result = valueOf(field, vars, scenario);
        if (!result.found)
            throw missing(file, scenario, field, offset);
        return render(result.value);
    });
}
/** Throws what renderFile would, without rendering. */
function checkFile(file, scenario, vars, missing) {
    for (const { field, offset } of placeholders(file.text))
        if (!valueOf(field, vars, scenario).found)
            throw missing(file, scenario, field, offset);
}
/** Renders the template's placeholders from the role vars and the scenario context (no HTML escaping). */
function renderTemplate(template, scenario, vars = NO_VARS) {
    return renderFile(template, scenario, vars, missingInTemplate);
}
function checkFiles(role, scenario, files) {
    if (role.template !== undefined && files.template === undefined) {
        // A caller bug, not a user error: without this the template would be silently ignored.
        throw new Error(`buildPrompt: role of scenario '${scenario.name}' has template ${role.template}, but its text was not passed`);
    }
}
/** The system text: the role's system files, in order, joined by a blank line. */
function systemText(files) {
    return files.map((f) => f.text.replace(/\n+$/, '')).join('\n\n');
}
/**
 * Whether the system files name something besides the role vars (a context field, or nothing at all):
 * when they do not, the rendered system text is the same for every scenario of the role.
 */
function systemNeedsContext(files, vars) {
    return files.some((f) => placeholders(f.text).some(({ field }) => !Object.hasOwn(vars, field)));
}
/** The system text for one scenario: each system file rendered (vars, then context), joined by a blank line. */
function renderSystem(files, scenario, vars = NO_VARS) {
    return systemText(files.map((f) => ({ path: f.path, text: renderFile(f, scenario, vars, missingInSystem) })));
}
/**
 * Throws exactly what buildPrompt would throw for this scenario (the first placeholder without a value:
 * system files in order, then the template), without rendering: the check that must precede any model
 * call is cheap, and the user message is rendered when the scenario runs.
 */
function checkPrompt(role, scenario, files) {
    checkFiles(role, scenario, files);
    const vars = files.vars ?? NO_VARS;
    for (const file of files.system ?? [])
        checkFile(file, scenario, vars, missingInSystem);
    if (files.template)
        checkFile(files.template, scenario, vars, missingInTemplate);
}
/** The user message for one scenario: the template rendered from its context, or the context as YAML. */
function userMessage(scenario, template, vars = NO_VARS) {
    return { role: 'user', content: template ? renderTemplate(template, scenario, vars) : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(scenario.context) };
}
/**
 * The system text and user message for one scenario. `files` holds the texts of `role.system` (in order),
 * of `role.template` when the role has one, and the role's vars with their files read.
 */
function buildPrompt(role, scenario, files) {
    checkFiles(role, scenario, files);
    const vars = files.vars ?? NO_VARS;
    // Rendering throws what checkPrompt would, in the same order (system files, then the template).
    return { system: renderSystem(files.system, scenario, vars), messages: [userMessage(scenario, files.template, vars)] };
}
/**
 * A text with the role vars filled in and every other placeholder kept as written: what every scenario
 * of the role receives, for the manifest and capture, which have no scenario context.
 */
function fillVars(text, vars) {
    return renderText(text, (field) => (Object.hasOwn(vars, field) ? vars[field] : undefined));
}
/** A role's vars (`roles.*.vars`) with each `{ file: }` value read through `read` (a confined reader). */
async function readVars(vars, read) {
    const out = {};
    for (const [name, value] of Object.entries(vars ?? {}))
        out[name] = typeof value === 'string' ? value : await read(value.file);
    return out;
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
