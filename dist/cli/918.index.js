export const id = 918;
export const ids = [918];
export const modules = {

/***/ 2918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseProviderMap: () => (/* binding */ parseProviderMap),
/* harmony export */   runPackageCommand: () => (/* binding */ runPackageCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6921);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7444);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2143);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2717);
/* harmony import */ var _package_bundle_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4382);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1145);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(132);
/**
 * `context-eval run --package FILE [--provider-map pkgName=ourName,...]`: runs a context package's
 * scenarios with this repo's providers. The package is unpacked into a temporary folder; each package
 * provider its roles use becomes: the one --provider-map names, else ours of the same name, else (a
 * replay provider) the package's own recordings, offline. Everything else is `run` as usual.
 */











/** Just enough of the package's config to map its providers; the loader checks the rest. */
const PackageConfigShape = zod__WEBPACK_IMPORTED_MODULE_10__/* .object */ .Ikc({
    providers: zod__WEBPACK_IMPORTED_MODULE_10__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_10__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_10__/* .unknown */ .L5J()),
    roles: zod__WEBPACK_IMPORTED_MODULE_10__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_10__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_10__/* .object */ .Ikc({ provider: zod__WEBPACK_IMPORTED_MODULE_10__/* .string */ .YjP() })),
});
const NOT_WITH_PACKAGE = ['record', 'compare', 'changed', 'changed-from', 'base'];
/** `a=b,c=d` → Map(a → b); a bad item is a UsageError. */
function parseProviderMap(items) {
    const map = new Map();
    for (const item of items ?? []) {
        const m = /^([^=\s]+)=([^=\s]+)$/.exec(item);
        if (!m?.[1] || !m[2])
            throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--provider-map takes pkgName=ourName pairs, comma-separated; got '${item}'`);
        if (map.has(m[1]))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--provider-map maps '${m[1]}' twice`);
        map.set(m[1], m[2]);
    }
    return map;
}
/** Our provider with its relative paths made absolute, so that it works from the unpacked package's folder. */
function portable(p, ourDir) {
    if (p.type === 'exec')
        return { ...p, cwd: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ourDir, p.cwd ?? '.') };
    if (p.type === 'replay')
        return { ...p, recordings: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ourDir, p.recordings) };
    return p;
}
/** Values the loader would read as `${ENV}` references are written as `$${`. */
function escapeEnv(value) {
    if (typeof value === 'string')
        return value.replaceAll('${', () => '$${');
    if (Array.isArray(value))
        return value.map(escapeEnv);
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeEnv(v)]));
    return value;
}
async function runPackageCommand(values, io) {
    const pkgPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(values, 'package') ?? '');
    for (const flag of NOT_WITH_PACKAGE)
        if (values[flag] !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--${flag} cannot be used with --package: a package's scenarios run as they are`);
    const map = parseProviderMap((0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .listOption */ .y8)(values, 'provider-map'));
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, pkgPath);
    let text;
    try {
        text = await io.readText(pkgPath);
    }
    catch (err) {
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(`cannot read the package: ${err instanceof Error ? err.message : String(err)}; pass --package with a file made by \`context-eval package\``, { file: shown });
    }
    const pkg = (0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePackage */ .C)(text, shown);
    if ('problem' in pkg)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(pkg.problem);
    const ourPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .configPathOf */ .j$)(values, io);
    const ours = values.config !== undefined || (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(ourPath) ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z)(ourPath, { env: io.env }) : undefined;
    // The one YAML reader: a package is someone else's file (alias bombs and cycles are config errors).
    const source = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_5__/* .parseYaml */ .hN)(pkg.files[pkg.config] ?? '', `${shown}: ${pkg.config}`);
    const doc = source.doc;
    const shape = PackageConfigShape.safeParse((0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_5__/* .toValue */ .BA)(source));
    if (!shape.success)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(`${shown}: the package's config ${pkg.config} has no usable providers: and roles: (${shape.error.issues[0]?.message ?? 'invalid'}); rebuild the package`);
    const pkgProviderNames = Object.keys(shape.data.providers);
    const rolesUse = new Set(Object.values(shape.data.roles).map((r) => r.provider));
    for (const [from, to] of map) {
        if (!pkgProviderNames.includes(from))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--provider-map ${from}=${to}: the package has no provider '${from}'; its providers: ${pkgProviderNames.join(', ')}`);
        if (!ours?.config.providers[to])
            throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--provider-map ${from}=${to}: ${ours ? `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(ourPath)} has no provider '${to}'` : `no config found at ${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, ourPath)} to take '${to}' from; pass --config`}`);
    }
    const lines = [];
    for (const name of [...rolesUse].sort()) {
        const target = map.get(name) ?? (ours?.config.providers[name] ? name : undefined);
        const ourProvider = target === undefined ? undefined : ours?.config.providers[target];
        if (ourProvider && ours) {
            doc.setIn(['providers', name], doc.createNode(escapeEnv(portable(ourProvider, ours.dir))));
            lines.push(`${name} → ours: ${target ?? name} (${ourProvider.type})`);
        }
        else if (doc.getIn(['providers', name, 'type']) === 'replay') {
            lines.push(`${name} → the package's recordings (offline)`);
        }
        else {
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x(`the package's provider '${name}' has no counterpart here; pass --provider-map ${name}=<one of ours>${ours ? ` (ours: ${Object.keys(ours.config.providers).join(', ')})` : ''}`);
        }
    }
    // Unpacked inside our repository, whose root confines every path: the package's files and our mapped
    // providers (an exec agent's cwd) are then inside it, and nothing outside it can be read.
    const base = ours?.dir ?? io.cwd;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, '.context-eval'), { recursive: true });
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, '.context-eval', 'package-run-'));
    try {
        for (const [rel, content] of Object.entries(pkg.files)) {
            const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, rel);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(abs), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(abs, rel === pkg.config ? doc.toString() : content);
        }
        io.stdout(`package ${pkg.name} (${pkg.content_hash.slice(0, 19)}): ${lines.join('; ')}\n`);
        const rest = { ...values, config: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, pkg.config) };
        delete rest.package;
        delete rest['provider-map'];
        return await (0,_run_js__WEBPACK_IMPORTED_MODULE_9__.runCommand)(rest, io, { root: ours?.root ?? base });
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
    }
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
