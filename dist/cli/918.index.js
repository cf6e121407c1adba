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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8815);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2317);
/* harmony import */ var _config_folders_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4407);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2143);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2717);
/* harmony import */ var _package_bundle_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4382);
/* harmony import */ var _package_trust_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4394);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1000);
/* harmony import */ var _providers_factory_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2225);
/* harmony import */ var _providers_replay_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(791);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8745);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(5770);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(1145);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(2432);
/**
 * `context-eval run --package FILE [--provider-map theirs=ours,...]`: runs a context package's scenarios
 * with this repo's providers. What a package may bring is src/package/trust.ts (DESIGN §2): only context.
 *
 *  1. The package file is read (a regular file, size-limited) and checked: canonical form, every file's hash
 *     against its context manifest, the content hash (src/package/bundle.ts).
 *  2. Its config must hold only context and name no path outside its folder; else exit 2, naming what it asks.
 *  3. It is unpacked into a fresh folder inside our repository and loaded with that folder as the root, so
 *     that every file it reads (prompts, scenarios, `{file:}` includes) is one it carries. Each provider
 *     name it uses stands as an inert placeholder while loading, and `${` in its text stays literal.
 *  4. Every provider name its roles and judges use maps to ours (trust.ts mapProvider) before any call;
 *     the run's providers, budget, cache, history, compare and review settings are ours.
 */




















const NOT_WITH_PACKAGE = ['record', 'compare', 'changed', 'changed-from', 'base'];
/** `a=b,c=d` → Map(a → b); a bad item is a UsageError. */
function parseProviderMap(items) {
    const map = new Map();
    for (const item of items ?? []) {
        const m = /^([^=\s]+)=([^=\s]+)$/.exec(item);
        if (!m?.[1] || !m[2])
            throw new _args_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .eb(`--provider-map takes pkgName=ourName pairs (or pkgName=${_package_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .RECORDINGS_TARGET */ .rg}), comma-separated; got '${item}'`);
        if (map.has(m[1]))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .eb(`--provider-map maps '${m[1]}' twice`);
        map.set(m[1], m[2]);
    }
    return map;
}
/** Our provider with its folders made absolute (through the one path resolver), so that it works from the unpacked package's folder. */
async function portable(p, name, ours) {
    if (p.type === 'exec')
        return { ...p, cwd: await (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_5__/* .configuredFolder */ .V)(ours, `providers.${name}.cwd`, p.cwd ?? '.') };
    if (p.type === 'replay')
        return { ...p, recordings: await (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_5__/* .configuredFolder */ .V)(ours, `providers.${name}.recordings`, p.recordings) };
    return p;
}
/** Values the loader would read as `${ENV}` references are written as `$${`: a package's text is data. */
function escapeEnv(value) {
    if (typeof value === 'string')
        return value.replaceAll('${', () => '$${');
    if (Array.isArray(value))
        return value.map(escapeEnv);
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeEnv(v)]));
    return value;
}
/** The first bytes of a file, or none when it cannot be read. */
function headBytes(file) {
    try {
        // Never blocks on a FIFO, and reads only a regular file.
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
        try {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).isFile())
                return new Uint8Array();
            const buf = Buffer.alloc(512);
            return buf.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buf, 0, 512, 0));
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
    }
    catch {
        return new Uint8Array();
    }
}
function readPackage(pkgPath, shown) {
    let text;
    try {
        text = (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_14__/* .readNamedFile */ .wh)(pkgPath, shown, _package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv);
    }
    catch (err) {
        // An archive is binary, so the text reader refuses it: say what it is (its path passed the reader's checks).
        const archive = (0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .archiveKindOfBytes */ .p0)(headBytes(pkgPath));
        if (archive !== undefined)
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x((0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .archiveProblem */ .wf)(archive, shown));
        const why = err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_14__/* .FileAccessError */ .nF ? err.message : err instanceof Error ? err.message : String(err);
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`cannot read the package: ${why}; pass --package with a file made by \`context-eval package\``, { file: shown });
    }
    const pkg = (0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .parsePackage */ .C)(text, shown);
    if ('problem' in pkg)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(pkg.problem);
    return pkg;
}
/** Writes the package's files into `dir` (fresh): never over an existing file; a write problem names the file. */
async function unpack(pkg, dir, shown, configText) {
    for (const [rel, content] of Object.entries(pkg.files)) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, rel);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(abs), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(abs, rel === pkg.config ? configText : content, { flag: 'wx' });
        }
        catch (err) {
            const code = err !== null && typeof err === 'object' && 'code' in err ? String(err.code) : 'error';
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${shown}: its file ${JSON.stringify(rel)} cannot be unpacked (${code}: another of its files has that path, or a folder of it is a file); rebuild the package with \`context-eval package\``);
        }
    }
}
/** The run's config: the package's context, with our settings for everything else and the mapped providers. */
async function withOurSettings(pkgLoaded, ours, providers) {
    const context = pkgLoaded.config;
    const theirs = ours?.config ?? context;
    const review = { ...theirs.review, criteria: context.review.criteria };
    if (review.criteria === undefined)
        delete review.criteria;
    const config = {
        ...theirs,
        scenarios: context.scenarios,
        watch: [],
        roles: context.roles,
        defaults: context.defaults,
        review,
        providers,
        history: ours ? { ...ours.config.history, dir: await (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_5__/* .configuredFolder */ .V)(ours, 'history.dir', ours.config.history.dir) } : context.history,
    };
    if (ours?.config.cache)
        config.cache = { dir: await (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_5__/* .configuredFolder */ .V)(ours, 'cache.dir', ours.config.cache.dir) };
    else
        delete config.cache;
    return { ...pkgLoaded, config, root: ours?.root ?? pkgLoaded.root };
}
async function runPackageCommand(values, io) {
    const pkgPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .stringOption */ .Pp)(values, 'package') ?? '');
    for (const flag of NOT_WITH_PACKAGE)
        if (values[flag] !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .eb(`--${flag} cannot be used with --package: a package's scenarios run as they are`);
    const map = parseProviderMap((0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .listOption */ .y8)(values, 'provider-map'));
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, pkgPath);
    const pkg = readPackage(pkgPath, shown);
    const ourPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_16__/* .configPathOf */ .j$)(values, io);
    const ours = values.config !== undefined || (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(ourPath) ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z)(ourPath, { env: io.env }) : undefined;
    const input = { map, ours: ours?.config.providers, ourFile: node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, ourPath) || ourPath, recorded: new Set(Object.keys(pkg.recordings)) };
    for (const [from, to] of map) {
        if (to === _package_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .RECORDINGS_TARGET */ .rg) {
            if (!Object.hasOwn(pkg.recordings, from))
                throw new _args_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .eb(`--provider-map ${from}=${to}: the package has no recordings of '${from}'${Object.keys(pkg.recordings).length > 0 ? `; it has recordings of: ${Object.keys(pkg.recordings).join(', ')}` : ''}`);
        }
        else if (!ours || !Object.hasOwn(ours.config.providers, to)) {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .eb(`--provider-map ${from}=${to}: ${ours ? `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(ourPath)} has no provider '${to}'` : `no config found at ${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, ourPath)} to take '${to}' from; pass --config`}`);
        }
    }
    // 2. Context only, no path outside its folder; its roles' providers are ours (checked before unpacking).
    const source = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .parseYaml */ .hN)(pkg.files[pkg.config] ?? '', `${shown}: ${pkg.config}`);
    const context = (0,_package_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .checkPackageConfig */ .fS)((0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .toValue */ .BA)(source), `${shown}: ${pkg.config}`);
    for (const [role, r] of Object.entries(context.roles))
        (0,_package_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .mapProvider */ .Ex)(r.provider, `the package's role '${role}'`, input);
    // 3. Unpacked inside our repository, loaded with its own folder as the root; providers are inert placeholders.
    const base = ours?.dir ?? io.cwd;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, '.context-eval'), { recursive: true });
    const dir = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, '.context-eval', 'package-run-')));
    try {
        const placeholders = new Set([...Object.keys(ours?.config.providers ?? {}), ...map.keys(), ...Object.values(context.roles).map((r) => r.provider)]);
        const runConfig = { ...escapeEnv(context), providers: Object.fromEntries([...placeholders].map((n) => [n, { type: 'replay', recordings: '.' }])) };
        await unpack(pkg, dir, shown, (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .stringify */ .As)(runConfig));
        let pkgLoaded;
        try {
            pkgLoaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, pkg.config), { env: {}, root: dir, provenance: values.verbose === true });
        }
        catch (err) {
            if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x))
                throw err;
            const message = unpackedPathsOut(err.message);
            const judge = /judge\.provider: unknown provider '([^']+)'/.exec(message)?.[1];
            if (judge !== undefined)
                throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${shown}: ${message}; a package's providers are always yours: define providers.${judge} in your config, or pass --provider-map ${judge}=<one of yours>`);
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${shown}: ${message}`);
        }
        // 4. Every provider its roles and judges use maps to ours (or, when we say so, to its recordings).
        const mapped = (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_10__/* .providersInUse */ .LT)(pkgLoaded, pkgLoaded.scenarios).map((name) => (0,_package_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .mapProvider */ .Ex)(name, `the package (a role or a judge)`, input));
        const providers = {};
        const lines = [];
        for (const m of mapped) {
            if ('recordings' in m) {
                providers[m.name] = { type: 'replay', recordings: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, pkg.recordings[m.name]?.folder ?? '') };
                lines.push(`${m.name} → the package's recordings (offline)`);
            }
            else {
                const ourProvider = ours?.config.providers[m.ours];
                if (!ourProvider || !ours)
                    throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`the package uses provider '${m.name}', which has no counterpart here`);
                providers[m.name] = await portable(ourProvider, m.ours, ours);
                lines.push(`${m.name} → ours: ${m.ours} (${ourProvider.type})`);
            }
        }
        const loaded = await withOurSettings(pkgLoaded, ours, providers);
        io.stdout(`package ${pkg.name} (${pkg.content_hash.slice(0, 19)}): ${lines.join('; ')}\n`);
        const rest = { ...values, config: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, pkg.config) };
        delete rest.package;
        delete rest['provider-map'];
        return await (0,_run_js__WEBPACK_IMPORTED_MODULE_17__.runCommand)(rest, io, {
            loaded,
            providers: (l) => {
                const made = (0,_providers_factory_js__WEBPACK_IMPORTED_MODULE_11__/* .createProviders */ .XT)(l.config, { env: io.env, configDir: l.dir, root: l.root });
                for (const m of mapped) {
                    if ('recordings' in m) {
                        const rec = pkg.recordings[m.name];
                        if (rec)
                            made.set(m.name, (0,_providers_replay_js__WEBPACK_IMPORTED_MODULE_12__/* .createReplayProvider */ .f)(m.name, { type: 'replay', recordings: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, rec.folder) }, { configDir: dir, root: dir, ...(rec.target ? { target: rec.target } : {}) }));
                        continue;
                    }
                    // Our replay provider keys its recordings by our record_with provider, which is ours to look up.
                    const own = ours?.config.providers[m.ours];
                    if (ours && own?.type === 'replay') {
                        const target = (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_13__/* .recordingTarget */ .r1)(ours.config, m.ours);
                        made.set(m.name, (0,_providers_replay_js__WEBPACK_IMPORTED_MODULE_12__/* .createReplayProvider */ .f)(m.name, own, { configDir: ours.dir, root: ours.root, ...(target ? { target } : {}) }));
                    }
                }
                return made;
            },
        });
    }
    catch (err) {
        if (err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x && /package-run-/.test(err.message))
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${shown}: ${unpackedPathsOut(err.message)}`);
        throw err;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true });
    }
}
/** Messages name the package's files as the package does, not by the temporary folder they were unpacked to. */
function unpackedPathsOut(message) {
    return message.replaceAll(/[^\s'"(]*package-run-[A-Za-z0-9]{6}\//g, '').replaceAll(/[^\s'"(]*package-run-[A-Za-z0-9]{6}/g, "the package's folder");
}


/***/ }),

/***/ 4382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ parsePackage),
/* harmony export */   Lg: () => (/* binding */ fileHash),
/* harmony export */   PN: () => (/* binding */ buildPackage),
/* harmony export */   Sn: () => (/* binding */ MANIFEST_FORMAT),
/* harmony export */   Te: () => (/* binding */ packageNameProblem),
/* harmony export */   Zp: () => (/* binding */ serializePackage),
/* harmony export */   hh: () => (/* binding */ MANIFEST_VERSION),
/* harmony export */   p0: () => (/* binding */ archiveKindOfBytes),
/* harmony export */   qv: () => (/* binding */ MAX_PACKAGE_BYTES),
/* harmony export */   wf: () => (/* binding */ archiveProblem)
/* harmony export */ });
/* unused harmony exports PACKAGE_FORMAT, PACKAGE_VERSION, isPackagePath, ContextManifestSchema, BaselineSummarySchema, PackageSchema, contentHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8745);
/**
 * Context packages (issue item 4): one JSON file holding a suite's context-only config, scenario files,
 * the prompt, fixture and replay-recording files they depend on, the generated context manifest (with a
 * hash of every file), a summary of the latest baselines, and a content hash. Pure: serialization and
 * parsing only. What `run --package` takes from it is src/package/trust.ts; docs/security.md#packages.
 *
 * A single JSON bundle rather than a tar: every member is UTF-8 text (the loader reads every file as
 * text), JSON needs no archive library, has no mtimes, owners or modes to pin, diffs readably in a
 * downstream repo's pull request, and is byte-for-byte reproducible by construction (sorted keys,
 * fixed indentation, a trailing newline).
 */




const PACKAGE_FORMAT = 'context-eval-package';
/** 2: the config is context only (no providers); files are hashed in the context manifest; recordings are data. */
const PACKAGE_VERSION = 2;
const MANIFEST_FORMAT = 'context-eval-context-manifest';
const MANIFEST_VERSION = 1;
/** The largest package file `run --package` reads; each file in it is at most MAX_FILE_BYTES. */
const MAX_PACKAGE_BYTES = 64 * 1024 * 1024;
function segmentOk(seg) {
    return seg !== '' && seg !== '.' && seg !== '..' && Buffer.byteLength(seg, 'utf8') <= 255;
}
/** A file's path in a package: relative, forward slashes, no "..", no control characters, sane lengths. */
function isPackagePath(p) {
    return p.length <= 1024 && !/^[A-Za-z]:/.test(p) && !p.includes('\\') && !/[\u0000-\u001f\u007f]/.test(p) && p.split('/').every(segmentOk);
}
const RelativePath = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).refine(isPackagePath, {
    message: 'must be a relative path with forward slashes, inside the package (no "..", no leading "/", no control characters, at most 1024 characters and 255 bytes a segment)',
});
const Sha256 = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/);
/**
 * `context-manifest.json`: the config, the scenarios and the manifest versioned together. `files`: the
 * sha256 of every file of the package (its UTF-8 bytes); `roles`: what each role's model receives (its
 * system and template files, their tokens and hashes: `context-eval manifest --format json`), without the
 * author's provider settings.
 */
const ContextManifestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(MANIFEST_FORMAT),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(MANIFEST_VERSION),
    config: RelativePath,
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(RelativePath, Sha256),
    roles: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
});
function fileHash(text) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex')}`;
}
const BaselineSummarySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    scenario: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    timestamp: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    passes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    attempted: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    contextHash: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
const PackageSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(PACKAGE_FORMAT),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(PACKAGE_VERSION),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    /** The config file among `files`: context only (src/package/trust.ts says what it may hold). */
    config: RelativePath,
    /** Path → text, relative to the config file's folder. */
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(RelativePath, zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    /**
     * Recorded outputs, as data: for a provider name the roles or judges use, the folder (among `files`)
     * of its replay recordings and the identity they were recorded with (part of each key). Replayed only
     * when the consumer maps that name to `@recordings`.
     */
    recordings: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ folder: RelativePath, target: _providers_recording_js__WEBPACK_IMPORTED_MODULE_2__/* .RecordingTargetSchema */ .Q0.optional() })),
    generated: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        'context-manifest.json': ContextManifestSchema,
        baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
            zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ available: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(true), source: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), scenarios: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(BaselineSummarySchema) }),
            zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ available: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(false), reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
        ]),
    }),
    /** sha256 of the canonical JSON of every other member. */
    content_hash: Sha256,
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
/** The names of archives and compressed files: a package file never has one (it is one JSON file). */
const ARCHIVE_NAME = /\.(?:tar\.(?:gz|bz2|xz|zst)|tgz|tbz2?|txz|tar|zip|gz|bz2|xz|zst|7z)$/i;
/**
 * Why `--out` cannot be a package's name, or undefined when it can: a name that promises an archive
 * (`a.tgz`, `a.tar.gz`, `a.zip`, …) would hold JSON that a tool or a person taking the name at its word
 * cannot open. The message names the right name.
 */
function packageNameProblem(out) {
    const m = ARCHIVE_NAME.exec(out);
    if (!m)
        return undefined;
    const right = `${out.slice(0, m.index)}.json`;
    return `--out ${out}: a context package is one JSON file, not an archive (its context manifest sits inside it, under generated."context-manifest.json"); name it ${right}: context-eval package --out ${right}`;
}
/** What archive a file is by its first bytes (at least 262), read raw: a binary file never decodes as text. */
function archiveKindOfBytes(head) {
    return archiveKind(Buffer.from(head).toString('latin1'));
}
/** What archive a file's text (read as UTF-8) is, by its first bytes; undefined for anything else. */
function archiveKind(text) {
    if (text.charCodeAt(0) === 0x1f && (text.charCodeAt(1) === 0x8b || text.charCodeAt(1) === 0xfffd))
        return 'gzip';
    if (text.startsWith('PK\u0003\u0004'))
        return 'zip';
    if (text.slice(257, 262) === 'ustar')
        return 'tar';
    return undefined;
}
/**
 * Parses and checks a package file's text; the problem names the file (and the member) and what is wrong.
 * In order: JSON, the format and version, the schema, the canonical form (`package` writes sorted keys and
 * fixed indentation: a duplicate key, which JSON.parse would silently resolve to its last value, or any
 * other hand edit makes what runs differ from what a reviewer reads), each file against the context
 * manifest's hash (naming the file), then the content hash.
 */
function archiveProblem(archive, shown) {
    return `${shown} is a ${archive} archive, not a context package: a context package is one JSON file, as \`context-eval package --out FILE.json\` writes it; pass that file to --package`;
}
function parsePackage(text, shown) {
    const rebuild = 'rebuild it with `context-eval package --out FILE`';
    const archive = archiveKind(text);
    if (archive !== undefined) {
        return { problem: archiveProblem(archive, shown) };
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        return { problem: `${shown} is not a context package: not JSON (${err instanceof Error ? err.message : String(err)}); make it with \`context-eval package --out FILE\`` };
    }
    const head = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(PACKAGE_FORMAT), version: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() }).safeParse(json);
    if (head.success && head.data.version !== PACKAGE_VERSION) {
        return {
            problem: head.data.version < PACKAGE_VERSION
                ? `${shown} is a version ${head.data.version} context package, which carries its author's providers; this context-eval runs version ${PACKAGE_VERSION} packages, which carry only context: ask its author to ${rebuild} with this release`
                : `${shown} is a version ${head.data.version} context package, newer than this context-eval reads (${PACKAGE_VERSION}); upgrade context-eval`,
        };
    }
    const parsed = PackageSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { problem: `${shown} is not a valid context package at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}` };
    }
    const pkg = parsed.data;
    if (serializePackage(pkg) !== text.replaceAll('\r\n', '\n')) {
        return { problem: `${shown} is not in the form \`context-eval package\` writes (a duplicate key, or an edit by hand): what runs must be exactly what a reviewer reads; ${rebuild}` };
    }
    const manifest = pkg.generated['context-manifest.json'];
    for (const file of Object.keys(pkg.files)) {
        const stated = Object.hasOwn(manifest.files, file) ? manifest.files[file] : undefined;
        if (stated === undefined)
            return { problem: `${shown}: ${file} is not listed in its context-manifest.json; the package was edited after it was made: ${rebuild}` };
        const actual = fileHash(pkg.files[file] ?? '');
        if (actual !== stated)
            return { problem: `${shown}: ${file} has hash ${actual}, but its context-manifest.json states ${stated}; the file was edited after packaging: ${rebuild}` };
    }
    for (const file of Object.keys(manifest.files)) {
        if (!Object.hasOwn(pkg.files, file))
            return { problem: `${shown}: its context-manifest.json lists ${file}, which the package does not hold; ${rebuild}` };
    }
    if (manifest.config !== pkg.config)
        return { problem: `${shown}: its context-manifest.json names the config ${manifest.config}, but the package's config is ${pkg.config}; ${rebuild}` };
    const { content_hash: stated, ...rest } = pkg;
    const actual = contentHash(rest);
    if (stated !== actual)
        return { problem: `${shown}: the content hash is ${actual}, but the package states ${stated}; the file was edited or damaged: ${rebuild}` };
    if (!Object.hasOwn(pkg.files, pkg.config))
        return { problem: `${shown}: the config file ${pkg.config} is not among the package's files` };
    for (const [name, r] of Object.entries(pkg.recordings)) {
        const prefix = `${r.folder.replace(/\/$/, '')}/`;
        if (!Object.keys(pkg.files).some((f) => f.startsWith(prefix)))
            return { problem: `${shown}: recordings.${name}.folder ${r.folder} holds none of the package's files; ${rebuild}` };
    }
    return pkg;
}


/***/ }),

/***/ 4394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ mapProvider),
/* harmony export */   QN: () => (/* binding */ packageConfigOf),
/* harmony export */   fS: () => (/* binding */ checkPackageConfig),
/* harmony export */   rg: () => (/* binding */ RECORDINGS_TARGET)
/* harmony export */ });
/* unused harmony exports PACKAGE_CONFIG_KEYS, askedBeyondContext, escapesFolder */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2541);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/**
 * What a context package may bring (DESIGN §2 "what a context package may bring"; docs/security.md#packages).
 *
 * A package's config holds only context: `version`, `scenarios`, `roles` (their prompt and template files,
 * output contract and the provider NAME each uses), `defaults` and `review.criteria`. Providers (types,
 * commands, base URLs, keys), `cache`, `history` and every other setting come from the consumer's config.
 * Every provider name a package uses — a role's `provider`, a judge's `provider` — maps to the consumer's:
 * `--provider-map theirs=ours`, else the consumer's provider of the same name, else (only when the consumer
 * says `--provider-map theirs=@recordings`) a replay of the package's recorded outputs, which runs no
 * command, opens no connection and needs no key. Anything else is refused, naming what was asked for.
 * Pure: no I/O.
 */




/** The top-level keys a package's config may hold. */
const PACKAGE_CONFIG_KEYS = ['version', 'scenarios', 'roles', 'defaults', 'review'];
/** The `--provider-map` target that replays the package's own recordings of that provider. */
const RECORDINGS_TARGET = '@recordings';
const Paths = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1)]);
/** Values are checked again by the config loader; this shape is what the trust checks read. */
const PackageConfigSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    scenarios: Paths.optional(),
    roles: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RoleSchema */ .an),
    defaults: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J().optional(),
    review: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) }).optional(),
});
const FIX = 'A package brings only context (roles, scenarios, defaults, review.criteria); providers, cache, history and every other setting come from your own config. Ask its author to rebuild it with `context-eval package` (which leaves them out), or use a package that does not ask for them';
const Mapping = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J());
/** A value from the package, as data in a message: JSON-escaped, cut to 80 characters. */
function quoted(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
/** What a provider a package defines would do: its type, and its command or endpoint. */
function describeProvider(name, value) {
    const parsed = Mapping.safeParse(value);
    if (!parsed.success)
        return `providers.${name}: ${quoted(value)}`;
    const v = parsed.data;
    const parts = ['type', 'command', 'base_url', 'api_key_env', 'recordings'].filter((k) => v[k] !== undefined).map((k) => `${k} ${quoted(v[k])}`);
    return `providers.${name} (${parts.join(', ')})`;
}
/**
 * The settings beyond context that a package's config sets, described: each provider it defines with its
 * type and command or endpoint, and every other key with its value (e.g. `cache: {"dir":"/tmp/x"}`).
 */
function askedBeyondContext(raw) {
    const obj = Mapping.safeParse(raw);
    if (!obj.success)
        return [];
    const asked = [];
    for (const [key, value] of Object.entries(obj.data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (PACKAGE_CONFIG_KEYS.includes(key))
            continue;
        const providers = key === 'providers' ? Mapping.safeParse(value) : undefined;
        if (providers?.success) {
            const defined = Object.entries(providers.data);
            if (defined.length === 0)
                asked.push('providers (empty)');
            for (const [name, p] of defined)
                asked.push(describeProvider(name, p));
        }
        else {
            asked.push(`${key}: ${quoted(value)}`);
        }
    }
    const review = Mapping.safeParse(obj.data.review);
    if (review.success)
        for (const [k, v] of Object.entries(review.data))
            if (k !== 'criteria')
                asked.push(`review.${k}: ${quoted(v)}`);
    return asked;
}
/** A path or glob that leaves the package's folder: absolute, or with a ".." segment (also inside braces). */
function escapesFolder(p) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(p) || node_path__WEBPACK_IMPORTED_MODULE_0___default().win32.isAbsolute(p) || /(?:^|[/\\{,])\.\.(?:$|[/\\},])/.test(p);
}
/**
 * Checks a package's config (already parsed YAML, as a value): it asks for nothing beyond context and
 * names no path outside its folder. `shown` names it in messages. Throws ConfigError.
 */
function checkPackageConfig(raw, shown) {
    const asked = askedBeyondContext(raw);
    if (asked.length > 0)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`the package's config asks for more than context: ${asked.join('; ')}. ${FIX}`, { file: shown });
    const parsed = PackageConfigSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`the package's config is not valid at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}; rebuild the package with \`context-eval package\``, { file: shown });
    }
    const named = [];
    const list = (v) => (v === undefined ? [] : typeof v === 'string' ? [v] : v);
    for (const p of list(parsed.data.scenarios))
        named.push(['scenarios', p]);
    for (const [name, role] of Object.entries(parsed.data.roles)) {
        for (const p of list(role.system))
            named.push([`roles.${name}.system`, p]);
        for (const p of list(role.template))
            named.push([`roles.${name}.template`, p]);
        for (const p of role.depends_on)
            named.push([`roles.${name}.depends_on`, p]);
        for (const [varName, value] of Object.entries(role.vars))
            if (typeof value !== 'string')
                named.push([`roles.${name}.vars.${varName}.file`, value.file]);
    }
    if (parsed.data.review)
        named.push(['review.criteria', parsed.data.review.criteria]);
    const escaping = named.filter(([, p]) => escapesFolder(p));
    if (escaping.length > 0) {
        const what = escaping.map(([at, p]) => `${at}: ${JSON.stringify(p)}`).join(', ');
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`the package's config names paths outside the package's own folder (${what}); a package reads only the files it carries. ${FIX}`, { file: shown });
    }
    return parsed.data;
}
/** The context-only config `context-eval package` writes into a package, as a value. */
function packageConfigOf(config) {
    return {
        version: 1,
        scenarios: config.scenarios,
        roles: config.roles,
        defaults: config.defaults,
        ...(config.review.criteria === undefined ? {} : { review: { criteria: config.review.criteria } }),
    };
}
/** Maps one provider name the package uses (`where` says who uses it) to the consumer's; throws ConfigError. */
function mapProvider(name, where, input) {
    const target = input.map.get(name);
    if (target === RECORDINGS_TARGET)
        return { name, recordings: true };
    if (target !== undefined)
        return { name, ours: target };
    if (input.ours && Object.hasOwn(input.ours, name))
        return { name, ours: name };
    const yours = input.ours ? Object.keys(input.ours) : [];
    const hint = input.recorded.has(name) ? `, or --provider-map ${name}=${RECORDINGS_TARGET} to replay the package's recorded outputs offline` : '';
    throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${where} uses provider '${name}', which ${input.ours ? `${input.ourFile} does not define` : `has no counterpart here (no config found at ${input.ourFile}; pass --config)`}; a package's providers are always yours: define providers.${name} in your config, or pass --provider-map ${name}=<one of yours>${yours.length > 0 ? ` (yours: ${yours.join(', ')})` : ''}${hint}`);
}


/***/ })

};
