export const id = 841;
export const ids = [841];
export const modules = {

/***/ 1841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  packageCommand: () => (/* binding */ packageCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/config/load.ts + 10 modules
var load = __webpack_require__(7444);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 12 modules
var pipeline = __webpack_require__(9540);
// EXTERNAL MODULE: ./src/package/bundle.ts
var bundle = __webpack_require__(4382);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/config/io.ts
var io = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/manifest/manifest.ts
var manifest_manifest = __webpack_require__(1336);
// EXTERNAL MODULE: ./src/manifest/tokenizer.ts
var tokenizer = __webpack_require__(9176);
// EXTERNAL MODULE: ./src/pipeline/stored-history.ts
var stored_history = __webpack_require__(1454);
;// CONCATENATED MODULE: ./src/package/collect.ts
/**
 * What goes into a context package, read from disk: the config, every scenario file and `_defaults.yaml`,
 * every included or depended-on file, the roles' system and template files, the recordings of the replay
 * providers the roles use, the manifest and the latest baselines.
 */







const GLOB_CHARS = /[*?[\]{}]/;
function list(v) {
    return typeof v === 'string' ? [v] : v;
}
/** A path relative to the config folder, with forward slashes; a path outside it is a ConfigError. */
function inside(loaded, rel, what) {
    const abs = external_node_path_default().resolve(loaded.dir, rel);
    const shown = external_node_path_default().relative(loaded.dir, abs).split((external_node_path_default()).sep).join('/');
    if (shown === '' || shown.startsWith('../') || external_node_path_default().isAbsolute(shown)) {
        throw new types/* ConfigError */.x(`${what} ${rel} is outside the config's folder; a package holds only files under ${external_node_path_default().basename(loaded.dir)}/: move the file there`);
    }
    return shown;
}
async function isFile(abs) {
    return (0,promises_.stat)(abs).then((s) => s.isFile(), () => false);
}
/** `name` defaults to the config folder's name. */
async function collectPackage(loaded, readText, name) {
    const wanted = new Map();
    const want = (rel, what) => wanted.set(inside(loaded, rel, what), what);
    want(external_node_path_default().basename(loaded.path), 'the config');
    for (const s of loaded.scenarios) {
        for (const dep of s.dependsOn) {
            if (GLOB_CHARS.test(dep))
                continue;
            if (await isFile(external_node_path_default().resolve(loaded.dir, dep)))
                want(dep, `a file scenario ${s.name} depends on,`);
        }
    }
    const used = new Set();
    for (const [name, role] of Object.entries(loaded.config.roles)) {
        for (const f of list(role.system))
            want(f, `roles.${name}.system`);
        if (role.template !== undefined)
            want(role.template, `roles.${name}.template`);
        used.add(role.provider);
    }
    for (const name of [...used].sort()) {
        const p = loaded.config.providers[name];
        if (p?.type !== 'replay')
            continue;
        const dir = external_node_path_default().resolve(loaded.dir, p.recordings);
        const names = await (0,promises_.readdir)(dir).catch((err) => {
            if ((0,io/* isNotFound */.c4)(err))
                return [];
            throw err;
        });
        for (const f of names.filter((n) => n.endsWith('.json')).sort())
            want(external_node_path_default().join(p.recordings, f), `a recording of providers.${name}`);
    }
    const files = {};
    for (const rel of [...wanted.keys()].sort())
        files[rel] = await readText(external_node_path_default().resolve(loaded.dir, rel));
    const counts = {};
    for (const s of loaded.scenarios)
        counts[s.role] = (counts[s.role] ?? 0) + 1;
    const readRel = async (rel) => readText(external_node_path_default().resolve(loaded.dir, rel)).catch(() => undefined);
    const manifest = { roles: await (0,manifest_manifest/* buildManifest */.u1)(loaded.config, counts, readRel, tokenizer/* countTokens */.i) };
    return { name: name ?? external_node_path_default().basename(loaded.dir), config: external_node_path_default().basename(loaded.path), files, generated: { 'context-manifest.json': manifest, baselines: await latestBaselines(loaded) } };
}
/** The newest record of each scenario, when the history store can be read. */
async function latestBaselines(loaded) {
    try {
        const history = await (0,stored_history/* readStoredHistory */.Kf)(loaded, { cwd: loaded.dir });
        const latest = new Map();
        for (const record of history.records) {
            for (const s of record.scenarios) {
                latest.set(s.name, { scenario: s.name, sha: record.sha, timestamp: record.timestamp, passes: s.passes, attempted: s.attempted, verdict: s.verdict, contextHash: s.contextHash });
            }
        }
        const scenarios = [...latest.values()].sort((a, b) => (a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : 0));
        return { available: true, source: history.source, scenarios };
    }
    catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).split(`${loaded.dir}/`).join('').split(loaded.dir).join('.');
        return { available: false, reason: `history not readable: ${message.split('\n')[0] ?? ''}` };
    }
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/package.ts
/** `context-eval package --out FILE`: writes the suite as a context package (src/package/bundle.ts). */








async function packageCommand(values, io) {
    const out = (0,args/* stringOption */.Pp)(values, 'out');
    if (out === undefined || out === '')
        throw new args/* UsageError */.eb("package needs --out FILE (the package file to write). Run 'context-eval package --help'.");
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env });
    (0,pipeline/* requireScenarios */.Xs)(loaded);
    const name = (0,args/* stringOption */.Pp)(values, 'name');
    if (name === '')
        throw new args/* UsageError */.eb('--name needs a value');
    const pkg = (0,bundle/* buildPackage */.PN)(await collectPackage(loaded, io.readText, name));
    const file = external_node_path_default().resolve(io.cwd, out);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, (0,bundle/* serializePackage */.Zp)(pkg));
    const files = Object.keys(pkg.files).length;
    io.stdout(`wrote ${external_node_path_default().relative(io.cwd, file)}: package ${pkg.name}, ${loaded.scenarios.length} scenarios, ${files} files, ${pkg.content_hash}\n`);
    if (!pkg.generated.baselines.available)
        io.stdout(`baselines: none included (${pkg.generated.baselines.reason})\n`);
    if (values.verbose)
        for (const f of Object.keys(pkg.files))
            io.stdout(`  ${f}\n`);
    return 0;
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
/**
 * The context manifest (`context-eval manifest`): what each role's model receives — its system files and
 * template, their sizes in characters and tokens, the provider and its parameters — and how that
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
        const parts = [];
        for (const file of files) {
            const text = await read(file.path);
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

/***/ 4382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ parsePackage),
/* harmony export */   PN: () => (/* binding */ buildPackage),
/* harmony export */   Zp: () => (/* binding */ serializePackage)
/* harmony export */ });
/* unused harmony exports PACKAGE_FORMAT, PACKAGE_VERSION, BaselineSummarySchema, PackageSchema, contentHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/**
 * Context packages (issue item 4): one JSON file holding a suite's config, scenario files, the prompt,
 * fixture and replay-recording files they depend on, the generated context manifest, a summary of the
 * latest baselines, and a content hash. Pure: serialization and parsing only.
 *
 * A single JSON bundle rather than a tar: every member is UTF-8 text (the loader reads every file as
 * text), JSON needs no archive library, has no mtimes, owners or modes to pin, diffs readably in a
 * downstream repo's pull request, and is byte-for-byte reproducible by construction (sorted keys,
 * fixed indentation, a trailing newline).
 */



const PACKAGE_FORMAT = 'context-eval-package';
const PACKAGE_VERSION = 1;
const RelativePath = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split('/').some((s) => s === '..' || s === '.' || s === '') && !p.includes('\\'), {
    message: 'must be a relative path with forward slashes, inside the package (no "..", no leading "/")',
});
const BaselineSummarySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    scenario: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    timestamp: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    passes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    attempted: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    contextHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const PackageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(PACKAGE_FORMAT),
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(PACKAGE_VERSION),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    /** The config file among `files`. */
    config: RelativePath,
    /** Path → text, relative to the config file's folder. */
    files: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(RelativePath, zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** `context-manifest.json`: what `manifest --format json` prints. */
    generated: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        'context-manifest.json': zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(),
        baselines: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
            zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ available: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true), source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), scenarios: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(BaselineSummarySchema) }),
            zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ available: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(false), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
        ]),
    }),
    /** sha256 of the canonical JSON of every other member. */
    content_hash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/),
});
function contentHash(content) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(content)).digest('hex')}`;
}
/** Object keys sorted at every depth; arrays keep their order. */
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, sortKeys(v)]));
    }
    return value;
}
function buildPackage(content) {
    const body = { format: PACKAGE_FORMAT, version: PACKAGE_VERSION, ...content };
    return { ...body, content_hash: contentHash(body) };
}
function serializePackage(pkg) {
    return `${JSON.stringify(sortKeys(pkg), null, 2)}\n`;
}
/** Parses and checks a package file's text; the error names the file and what is wrong. */
function parsePackage(text, shown) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        return { problem: `${shown} is not a context package: not JSON (${err instanceof Error ? err.message : String(err)}); make it with \`context-eval package --out FILE\`` };
    }
    const parsed = PackageSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { problem: `${shown} is not a valid context package at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}` };
    }
    const { content_hash: stated, ...rest } = parsed.data;
    const actual = contentHash(rest);
    if (stated !== actual)
        return { problem: `${shown}: the content hash is ${actual}, but the package states ${stated}; the file was edited or damaged: rebuild it with \`context-eval package\`` };
    if (!Object.hasOwn(parsed.data.files, parsed.data.config))
        return { problem: `${shown}: the config file ${parsed.data.config} is not among the package's files` };
    return parsed.data;
}


/***/ })

};
