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
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 8 modules
var pipeline = __webpack_require__(856);
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

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/package.ts
/** `context-eval package --out FILE`: writes the suite as a context package, one JSON file (src/package/bundle.ts); an archive's name is refused. */








async function packageCommand(values, io) {
    const out = (0,args/* stringOption */.Pp)(values, 'out');
    if (out === undefined || out === '')
        throw new args/* UsageError */.eb("package needs --out FILE (the package file to write). Run 'context-eval package --help'.");
    // A package is one JSON file: a name that promises an archive is refused before anything is written.
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
