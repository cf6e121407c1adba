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
/* harmony import */ var _package_tarball_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9934);
/* harmony import */ var _package_trust_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4394);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1000);
/* harmony import */ var _providers_factory_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2225);
/* harmony import */ var _providers_replay_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(791);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8745);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5770);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(1145);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(2432);
/**
 * `context-eval run --package FILE [--provider-map theirs=ours,...]`: runs a context package's scenarios
 * with this repo's providers. What a package may bring is src/package/trust.ts (DESIGN §2): only context.
 *
 *  1. The package file is read (a regular file, size-limited) and checked: canonical form, every file's hash
 *     against its context manifest, the content hash (src/package/bundle.ts); a gzip-compressed tarball is
 *     read in memory under the same limits and checked the same way (src/package/tarball.ts).
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
            throw new _args_js__WEBPACK_IMPORTED_MODULE_16__/* .UsageError */ .eb(`--provider-map takes pkgName=ourName pairs (or pkgName=${_package_trust_js__WEBPACK_IMPORTED_MODULE_10__/* .RECORDINGS_TARGET */ .rg}), comma-separated; got '${item}'`);
        if (map.has(m[1]))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_16__/* .UsageError */ .eb(`--provider-map maps '${m[1]}' twice`);
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
/**
 * Reads and checks the package file: a regular file of at most MAX_PACKAGE_BYTES; a gzip-compressed tarball
 * (by its first bytes, whatever its name) is read in memory, another archive is refused, anything else is
 * the JSON form.
 */
async function readPackage(pkgPath, shown) {
    const cannot = (err) => {
        const why = err instanceof Error ? err.message : String(err);
        return new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`cannot read the package: ${why}; pass --package with a file made by \`context-eval package\``, { file: shown });
    };
    let bytes;
    try {
        bytes = (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .readRegularFile */ .XF)(pkgPath, shown, _package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv);
        // One byte past the limit was read when the file grew since its size was checked.
        if (bytes.length > _package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv)
            throw new _security_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .FileAccessError */ .nF('too-large', `'${shown}' is larger than the limit (${_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_PACKAGE_BYTES */ .qv / 1024 / 1024} MB)`);
    }
    catch (err) {
        throw cannot(err);
    }
    const archive = (0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .archiveKindOfBytes */ .p0)(bytes.subarray(0, 512));
    let pkg;
    if (archive === 'gzip')
        pkg = await (0,_package_tarball_js__WEBPACK_IMPORTED_MODULE_9__/* .readTarball */ .ty)(bytes, shown);
    else if (archive !== undefined)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x((0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .archiveProblem */ .wf)(archive, shown));
    else {
        let text;
        try {
            text = (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .decodeText */ .g7)(bytes, shown);
        }
        catch (err) {
            if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .FileAccessError */ .nF)
                throw cannot(err);
            throw err;
        }
        pkg = (0,_package_bundle_js__WEBPACK_IMPORTED_MODULE_8__/* .parsePackage */ .C)(text, shown);
    }
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
    const pkgPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, (0,_args_js__WEBPACK_IMPORTED_MODULE_16__/* .stringOption */ .Pp)(values, 'package') ?? '');
    for (const flag of NOT_WITH_PACKAGE)
        if (values[flag] !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_16__/* .UsageError */ .eb(`--${flag} cannot be used with --package: a package's scenarios run as they are`);
    const map = parseProviderMap((0,_args_js__WEBPACK_IMPORTED_MODULE_16__/* .listOption */ .y8)(values, 'provider-map'));
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, pkgPath);
    const pkg = await readPackage(pkgPath, shown);
    const ourPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_17__/* .configPathOf */ .j$)(values, io);
    const ours = values.config !== undefined || (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(ourPath) ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z)(ourPath, { env: io.env }) : undefined;
    const input = { map, ours: ours?.config.providers, ourFile: node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, ourPath) || ourPath, recorded: new Set(Object.keys(pkg.recordings)) };
    for (const [from, to] of map) {
        if (to === _package_trust_js__WEBPACK_IMPORTED_MODULE_10__/* .RECORDINGS_TARGET */ .rg) {
            if (!Object.hasOwn(pkg.recordings, from))
                throw new _args_js__WEBPACK_IMPORTED_MODULE_16__/* .UsageError */ .eb(`--provider-map ${from}=${to}: the package has no recordings of '${from}'${Object.keys(pkg.recordings).length > 0 ? `; it has recordings of: ${Object.keys(pkg.recordings).join(', ')}` : ''}`);
        }
        else if (!ours || !Object.hasOwn(ours.config.providers, to)) {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_16__/* .UsageError */ .eb(`--provider-map ${from}=${to}: ${ours ? `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(ourPath)} has no provider '${to}'` : `no config found at ${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, ourPath)} to take '${to}' from; pass --config`}`);
        }
    }
    // 2. Context only, no path outside its folder; its roles' providers are ours (checked before unpacking).
    const source = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .parseYaml */ .hN)(pkg.files[pkg.config] ?? '', `${shown}: ${pkg.config}`);
    const context = (0,_package_trust_js__WEBPACK_IMPORTED_MODULE_10__/* .checkPackageConfig */ .fS)((0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_7__/* .toValue */ .BA)(source), `${shown}: ${pkg.config}`);
    for (const [role, r] of Object.entries(context.roles))
        (0,_package_trust_js__WEBPACK_IMPORTED_MODULE_10__/* .mapProvider */ .Ex)(r.provider, `the package's role '${role}'`, input);
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
        const mapped = (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_11__/* .providersInUse */ .LT)(pkgLoaded, pkgLoaded.scenarios).map((name) => (0,_package_trust_js__WEBPACK_IMPORTED_MODULE_10__/* .mapProvider */ .Ex)(name, `the package (a role or a judge)`, input));
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
        io.stdout((0,_shared_js__WEBPACK_IMPORTED_MODULE_17__/* .fitted */ .$5)(`package ${pkg.name} (${pkg.content_hash.slice(0, 19)}): ${lines.join('; ')}\n`, io));
        const rest = { ...values, config: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, pkg.config) };
        delete rest.package;
        delete rest['provider-map'];
        return await (0,_run_js__WEBPACK_IMPORTED_MODULE_18__.runCommand)(rest, io, {
            loaded,
            providers: (l) => {
                const made = (0,_providers_factory_js__WEBPACK_IMPORTED_MODULE_12__/* .createProviders */ .XT)(l.config, { env: io.env, configDir: l.dir, root: l.root });
                for (const m of mapped) {
                    if ('recordings' in m) {
                        const rec = pkg.recordings[m.name];
                        if (rec)
                            made.set(m.name, (0,_providers_replay_js__WEBPACK_IMPORTED_MODULE_13__/* .createReplayProvider */ .f)(m.name, { type: 'replay', recordings: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, rec.folder) }, { configDir: dir, root: dir, ...(rec.target ? { target: rec.target } : {}) }));
                        continue;
                    }
                    // Our replay provider keys its recordings by our record_with provider, which is ours to look up.
                    const own = ours?.config.providers[m.ours];
                    if (ours && own?.type === 'replay') {
                        const target = (0,_providers_recording_js__WEBPACK_IMPORTED_MODULE_14__/* .recordingTarget */ .r1)(ours.config, m.ours);
                        made.set(m.name, (0,_providers_replay_js__WEBPACK_IMPORTED_MODULE_13__/* .createReplayProvider */ .f)(m.name, own, { configDir: ours.dir, root: ours.root, ...(target ? { target } : {}) }));
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


/***/ })

};
