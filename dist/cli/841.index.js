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
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 7 modules
var pipeline = __webpack_require__(1564);
// EXTERNAL MODULE: ./src/package/bundle.ts
var bundle = __webpack_require__(4382);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/config/io.ts
var io = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/manifest/manifest.ts + 1 modules
var manifest_manifest = __webpack_require__(1490);
// EXTERNAL MODULE: ./src/manifest/tokenizer.ts
var tokenizer = __webpack_require__(9176);
// EXTERNAL MODULE: ./src/pipeline/stored-history.ts
var stored_history = __webpack_require__(1454);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1000);
// EXTERNAL MODULE: ./src/providers/recording.ts
var recording = __webpack_require__(8745);
// EXTERNAL MODULE: ./src/package/trust.ts
var trust = __webpack_require__(4394);
;// CONCATENATED MODULE: ./src/package/collect.ts
/**
 * What goes into a context package, read from disk through the one path resolver (regular files inside the
 * config's folder, no symlink, no hard link, size-limited): the config (context only: src/package/trust.ts),
 * every scenario file and `_defaults.yaml`, every included or depended-on file, the roles' system and
 * template files, review.criteria, the recordings of the replay providers the roles and judges use (as
 * data), the context manifest with a hash of every file, and the latest baselines.
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
/** Reads a package member through the one path resolver: no symlink, no hard link, size-limited; a ConfigError names it. */
function member(loaded, rel, what) {
    try {
        return (0,paths/* readPackageMember */.Nw)(loaded.dir, rel);
    }
    catch (err) {
        if (err instanceof paths/* FileAccessError */.nF)
            throw new types/* ConfigError */.x(`${what}: ${err.message}`, { file: rel });
        throw err;
    }
}
async function isFile(abs) {
    return (0,promises_.lstat)(abs).then((s) => s.isFile() || s.isSymbolicLink(), () => false);
}
/** The recorded-output folders of the replay providers the suite uses, with what each was recorded with. */
function replayFolders(loaded) {
    const out = new Map();
    for (const name of (0,prepare/* providersInUse */.LT)(loaded, loaded.scenarios)) {
        const p = loaded.config.providers[name];
        if (p?.type !== 'replay')
            continue;
        const target = (0,recording/* recordingTarget */.r1)(loaded.config, name);
        out.set(name, { folder: inside(loaded, p.recordings, `providers.${name}.recordings`), ...(target ? { target } : {}) });
    }
    return out;
}
/** `name` defaults to the config folder's name. */
async function collectPackage(loaded, name) {
    const configFile = inside(loaded, external_node_path_default().basename(loaded.path), 'the config');
    const wanted = new Map();
    const want = (rel, what) => wanted.set(inside(loaded, rel, what), what);
    for (const s of loaded.scenarios) {
        for (const dep of s.dependsOn) {
            if (GLOB_CHARS.test(dep))
                continue;
            if (await isFile(external_node_path_default().resolve(loaded.dir, dep)))
                want(dep, `a file scenario ${s.name} depends on,`);
        }
    }
    for (const [name, role] of Object.entries(loaded.config.roles)) {
        for (const f of list(role.system))
            want(f, `roles.${name}.system`);
        if (role.template !== undefined)
            want(role.template, `roles.${name}.template`);
        for (const [varName, value] of Object.entries(role.vars))
            if (typeof value !== 'string')
                want(value.file, `roles.${name}.vars.${varName}.file`);
    }
    if (loaded.config.review.criteria !== undefined && (await isFile(external_node_path_default().resolve(loaded.dir, loaded.config.review.criteria))))
        want(loaded.config.review.criteria, 'review.criteria');
    const recordings = replayFolders(loaded);
    for (const [name, { folder }] of recordings) {
        const names = await (0,promises_.readdir)(external_node_path_default().resolve(loaded.dir, folder)).catch((err) => {
            if ((0,io/* isNotFound */.c4)(err))
                return [];
            throw err;
        });
        for (const f of names.filter((n) => n.endsWith('.json')).sort())
            want(external_node_path_default().posix.join(folder, f), `a recording of providers.${name}`);
    }
    wanted.delete(configFile);
    const files = new Map();
    // The config in the package holds only context: no providers, cache or history (src/package/trust.ts).
    files.set(configFile, `# A context package's config: context only. Providers, cache, history and every other setting come from the\n# config of whoever runs it (docs/security.md#packages).\n${(0,dist/* stringify */.As)((0,trust/* packageConfigOf */.QN)(loaded.config))}`);
    for (const rel of [...wanted.keys()].sort())
        files.set(rel, member(loaded, rel, wanted.get(rel) ?? rel));
    const sorted = Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const counts = {};
    for (const s of loaded.scenarios)
        counts[s.role] = (counts[s.role] ?? 0) + 1;
    const readRel = async (rel) => files.get(inside(loaded, rel, 'a role file'));
    // What each role's model receives, without the author's provider settings (those never travel).
    const roles = (await (0,manifest_manifest/* buildManifest */.u1)(loaded.config, counts, readRel, tokenizer/* countTokens */.i)).map(({ providerType: _t, model: _m, params: _p, ...role }) => role);
    const manifest = {
        format: bundle/* MANIFEST_FORMAT */.Sn,
        version: bundle/* MANIFEST_VERSION */.hh,
        config: configFile,
        files: Object.fromEntries(Object.entries(sorted).map(([f, text]) => [f, (0,bundle/* fileHash */.Lg)(text)])),
        roles,
    };
    return {
        name: name ?? external_node_path_default().basename(loaded.dir),
        config: configFile,
        files: sorted,
        recordings: Object.fromEntries(recordings),
        generated: { 'context-manifest.json': manifest, baselines: await latestBaselines(loaded) },
    };
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

// EXTERNAL MODULE: ./src/package/tarball.ts
var package_tarball = __webpack_require__(9934);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/package.ts
/**
 * `context-eval package --out FILE`: writes the suite as a context package: one JSON file (src/package/bundle.ts),
 * or, for `FILE.tgz` / `FILE.tar.gz`, a gzip-compressed tarball of the same files (src/package/tarball.ts);
 * another archive's name is refused.
 */










async function packageCommand(values, io) {
    const out = (0,args/* stringOption */.Pp)(values, 'out');
    if (out === undefined || out === '')
        throw new args/* UsageError */.eb("package needs --out FILE (the package file to write). Run 'context-eval package --help'.");
    // A package is a JSON file or a .tgz: a name that promises another archive is refused before anything is written.
    const wrongName = (0,bundle/* packageNameProblem */.Te)(out);
    if (wrongName !== undefined)
        throw new args/* UsageError */.eb(wrongName);
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env });
    (0,pipeline/* requireScenarios */.Xs)(loaded);
    const name = (0,args/* stringOption */.Pp)(values, 'name');
    if (name === '')
        throw new args/* UsageError */.eb('--name needs a value');
    const pkg = (0,bundle/* buildPackage */.PN)(await collectPackage(loaded, name));
    const file = external_node_path_default().resolve(io.cwd, out);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    const tarball = (0,bundle/* isTarballName */.uh)(out) ? await (0,package_tarball/* packTarball */.mh)(pkg) : undefined;
    if (tarball !== undefined && !Buffer.isBuffer(tarball))
        throw new types/* ConfigError */.x(`--out ${out}: ${tarball.problem}`);
    await (0,promises_.writeFile)(file, tarball ?? (0,bundle/* serializePackage */.Zp)(pkg));
    const files = Object.keys(pkg.files).length;
    io.stdout((0,shared/* fitted */.$5)(`wrote ${external_node_path_default().relative(io.cwd, file)}: package ${pkg.name}, ${loaded.scenarios.length} scenarios, ${files} files, ${pkg.content_hash}\n`, io));
    if (!pkg.generated.baselines.available)
        io.stdout((0,shared/* fitted */.$5)(`baselines: none included (${pkg.generated.baselines.reason})\n`, io));
    if (values.verbose)
        for (const f of Object.keys(pkg.files))
            io.stdout(`  ${f}\n`);
    return 0;
}


/***/ })

};
